/**
 * The examples as files, read from their front matter before Docusaurus loads any content, for the options
 * docusaurus.config.ts gives the docs, blog and sitemap plugins: Docusaurus' `exclude` globs cannot read front
 * matter (README.md in this folder, "A build without examples").
 */
import fs from 'node:fs';
import path from 'node:path';
import {GlobExcludeDefault} from '@docusaurus/utils';
import type {RouteConfig} from '@docusaurus/types';
import {contentRoots, listContent, locales, type ContentKind, type Locale} from '../content-checks/content-files';
import {FrontMatterError, readFrontMatter} from '../content-checks/frontmatter';
import {allAreas, type ProductArea} from '../../config/products';
import {sampleContentMode, type SampleContentMode} from '../../config/sampleContent';
import {isSample} from './theme/SampleMarker/isSample';
import unlinkExcluded, {type UnlinkExcludedOptions} from './unlinkExcluded';

const siteDir = path.resolve(__dirname, '../..');

export interface SampleFile {
  kind: ContentKind;
  /** Path inside the content folder, the same in both languages: `cp/activation.md`. */
  rel: string;
  /** The `slug` front matter, if any (an app's start page has `/<docsPath>`). */
  slug?: string;
}

/** Every doc and post marked `sample: true` in either language (once, however many languages mark it). */
export function findSampleFiles(dir: string = siteDir): SampleFile[] {
  const found = new Map<string, SampleFile>();
  for (const file of listContent(dir)) {
    let data: Record<string, unknown>;
    try {
      data = readFrontMatter(fs.readFileSync(path.join(dir, file.file), 'utf8')).data;
    } catch (error) {
      if (error instanceof FrontMatterError) throw new Error(`${file.file}:${error.line}: ${error.message}`);
      throw error;
    }
    if (isSample(data))
      found.set(`${file.kind}:${file.rel}`, {kind: file.kind, rel: file.rel, slug: typeof data.slug === 'string' ? data.slug : undefined});
  }
  return [...found.values()];
}

let cachedSampleFiles: SampleFile[] | undefined;
/** The site's sample files, read on first use only (a default build never reads them). */
const siteSampleFiles = () => (cachedSampleFiles ??= findSampleFiles());

/** A path as a glob that matches only itself. */
const literalGlob = (rel: string) => rel.replace(/[*?[\]{}()!+@\\]/g, '\\$&');

/** The sample files of `kind`, by path inside their content folder. */
const sampleRels = (kind: ContentKind, samples: () => SampleFile[]) => samples().flatMap((file) => (file.kind === kind ? [file.rel] : []));

/** The `exclude` option of the docs (`doc`) or blog (`post`) plugin: Docusaurus' default, plus every sample file when excluding. */
export function contentExclude(
  kind: ContentKind,
  mode: SampleContentMode = sampleContentMode,
  samples: () => SampleFile[] = siteSampleFiles,
): string[] {
  if (mode === 'include') return GlobExcludeDefault;
  return [...GlobExcludeDefault, ...sampleRels(kind, samples).map(literalGlob)];
}

/**
 * The remark plugins the docs (`doc`) or blog (`post`) plugin runs before its
 * own: when excluding, the one that removes links to excluded examples.
 */
export function sampleRemarkPlugins(
  kind: ContentKind,
  mode: SampleContentMode = sampleContentMode,
  samples: () => SampleFile[] = siteSampleFiles,
): [typeof unlinkExcluded, UnlinkExcludedOptions][] {
  if (mode === 'include') return [];
  const options: UnlinkExcludedOptions = {
    contentDirs: locales.map((locale) => path.join(siteDir, contentRoots[kind][locale])).reverse(),
    excluded: sampleRels(kind, samples),
    onUnlink: (sourceFile, url) =>
      console.log(
        `[sample-content] ${path.relative(siteDir, sourceFile)}: the link to ${url} is plain text, as this build leaves out examples`,
      ),
  };
  return [[unlinkExcluded, options]];
}

/**
 * Where links to an app lead (home page cards, footer): its start page, or its
 * category page when the start page is an example left out of this build.
 */
export function areaEntryPath(
  area: Pick<ProductArea, 'docsPath' | 'categorySlug'>,
  mode: SampleContentMode = sampleContentMode,
  samples: () => SampleFile[] = siteSampleFiles,
): string {
  const startPage = `/docs/${area.docsPath}`;
  if (mode === 'include') return startPage;
  const excluded = samples().some((file) => file.kind === 'doc' && file.slug === `/${area.docsPath}`);
  return excluded ? `/docs/category/${area.categorySlug}` : startPage;
}

/** The apps whose links lead elsewhere than `/docs/<docsPath>` in this build (folder → path), for the client. */
export function areaEntryOverrides(mode: SampleContentMode = sampleContentMode): Record<string, string> {
  return Object.fromEntries(
    allAreas().flatMap((area) => {
      const entry = areaEntryPath(area, mode);
      return entry === `/docs/${area.docsPath}` ? [] : [[area.dir, entry]];
    }),
  );
}

/**
 * The sitemap's items without the pages of examples: a route whose source file
 * is marked `sample: true` in either language. Example pages also ask not to be
 * indexed; the sitemap does not depend on that tag.
 */
export function withoutSamples<T extends {url: string}>(
  items: T[],
  routes: RouteConfig[],
  samples: () => SampleFile[] = siteSampleFiles,
): T[] {
  // The source files of the examples in every language, relative to the site folder (as routes name them).
  const sources = new Set(samples().flatMap((file) => locales.map((locale) => `${contentRoots[file.kind][locale]}/${file.rel}`)));
  const flatten = (list: RouteConfig[]): RouteConfig[] => list.flatMap((route) => [route, ...flatten(route.routes ?? [])]);
  const pathname = (url: string) => new URL(url, 'https://site.invalid').pathname.replace(/\/$/, '');
  const samplePaths = new Set(
    flatten(routes).flatMap((route) => (sources.has(route.metadata?.sourceFilePath ?? '') ? [pathname(route.path)] : [])),
  );
  return items.filter((item) => !samplePaths.has(pathname(item.url)));
}

/**
 * How many release notes of `locale` the blog lists and how many of them are
 * examples, for the site-wide feeds' description (docusaurus.config.ts). Read
 * from the front matter; nothing to say (null) in a build without examples.
 */
export function postSampleCounts(
  locale: Locale,
  mode: SampleContentMode = sampleContentMode,
  dir: string = siteDir,
): {examples: number; total: number} | null {
  if (mode === 'exclude') return null;
  const posts = listContent(dir)
    .filter((file) => file.kind === 'post' && file.locale === locale)
    .map((file) => readFrontMatter(fs.readFileSync(path.join(dir, file.file), 'utf8')).data)
    .filter((data) => data.unlisted !== true && data.draft !== true);
  return {examples: posts.filter((data) => isSample(data)).length, total: posts.length};
}
