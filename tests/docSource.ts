/** Reads the doc sources of both languages (front matter) for the tests: each page's URL and whether it is an example. */
import fs from 'node:fs';
import path from 'node:path';
import {listContent} from '../plugins/content-checks/content-files';
import {readFrontMatter} from '../plugins/content-checks/frontmatter';
import {isSample} from '../plugins/sample-content/theme/SampleMarker/isSample';
import {siteDir, type Locale} from './blogSource';

export interface DocSource {
  /** Path relative to the site folder. */
  file: string;
  /** URL path below the locale's root, without a trailing slash: `/docs/cp/activation`. */
  permalink: string;
  sample: boolean;
}

/**
 * A doc's URL path as Docusaurus derives it: an absolute slug; else the folder
 * plus a relative slug; else the folder alone for a category index (a file
 * named index, README or like its folder); else the folder plus id or file name.
 */
export function docPermalink(rel: string, frontMatter: Record<string, unknown>): string {
  const {slug, id} = frontMatter;
  const folder = path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel);
  const name = path.posix.basename(rel).replace(/\.mdx?$/, '');
  const categoryIndex = /^(index|readme)$/i.test(name) || name === path.posix.basename(folder);
  const last = typeof slug === 'string' ? slug : categoryIndex ? '' : typeof id === 'string' ? id : name;
  const route = last.startsWith('/') ? last : `/${folder}/${last}`;
  return `/docs${route}`.replace(/\/+/g, '/').replace(/\/$/, '');
}

export function docSources(locale: Locale): DocSource[] {
  return listContent(siteDir)
    .filter((file) => file.kind === 'doc' && file.locale === locale)
    .map((file) => {
      const {data} = readFrontMatter(fs.readFileSync(path.join(siteDir, file.file), 'utf8'));
      return {file: file.file, permalink: docPermalink(file.rel, data), sample: isSample(data)};
    });
}
