/**
 * Where the Markdown content lives and how a file maps to its area, locale and
 * German twin. Paths are relative to the site folder and use forward slashes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {allAreas} from '../../config/products';
import {defaultLocale, locales, translatedLocales, type Locale} from '../../config/i18n';

export {locales, type Locale};
export type ContentKind = 'doc' | 'post';

/** Every file has one twin: the content is written in the default locale and translated into one other. */
if (translatedLocales.length !== 1)
  throw new Error('plugins/content-checks compare each page with its one translation; config/i18n.ts lists more.');
const translation = translatedLocales[0];

const byLocale = (root: (locale: Locale) => string) => Object.fromEntries(locales.map((l) => [l, root(l)])) as Record<Locale, string>;

/** The content folder of each kind and locale, relative to the site folder (Docusaurus' i18n layout). */
export const contentRoots: Record<ContentKind, Record<Locale, string>> = {
  doc: byLocale((l) => (l === defaultLocale ? 'docs' : `i18n/${l}/docusaurus-plugin-content-docs/current`)),
  post: byLocale((l) => (l === defaultLocale ? 'blog' : `i18n/${l}/docusaurus-plugin-content-blog`)),
};

/** The blog's tag files per locale (a translation's holds its own labels). */
export const tagFiles: Record<Locale, string> = byLocale((l) => `${contentRoots.post[l]}/tags.yml`);

export interface ContentFile {
  kind: ContentKind;
  locale: Locale;
  /** Path inside the content folder, the same for a file and its twin: `srb/setup/general.md`. */
  rel: string;
  /** Path relative to the site folder: `docs/srb/setup/general.md`. */
  file: string;
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => !f.split('/').some((part) => part.startsWith('_') && !part.startsWith('_category_')))
    .sort();
}

/**
 * Docs that carry no product facts of their own, so need neither `sources`
 * nor `sample`: each app's changelog (generated from the release notes) and
 * the site's own pages.
 */
export function isExemptFromProvenance(rel: string): boolean {
  return rel === 'welcome.md' || rel === 'mdx.mdx' || rel.endsWith('/changelog.md') || rel === 'changelog.md';
}

/** Every Markdown doc and post of both locales. */
export function listContent(siteDir: string): ContentFile[] {
  return (['doc', 'post'] as const).flatMap((kind) =>
    locales.flatMap((locale) => {
      const root = contentRoots[kind][locale];
      const files = walk(path.join(siteDir, root)).filter((rel) => /\.mdx?$/.test(rel));
      return files.map((rel) => ({kind, locale, rel, file: `${root}/${rel}`}));
    }),
  );
}

/** Every `_category_.json` of the English docs. */
export function listCategoryFiles(siteDir: string): string[] {
  return walk(path.join(siteDir, contentRoots.doc.en))
    .filter((rel) => rel.endsWith('_category_.json'))
    .map((rel) => `${contentRoots.doc.en}/${rel}`);
}

/** Every file that names sidebar entries or interface strings: each `_category_.json` under docs/, api/ and i18n/, and the translation files (`*.json`) under i18n/. */
export function listLabelFiles(siteDir: string): string[] {
  return ['docs', 'api', 'i18n']
    .flatMap((root) => walk(path.join(siteDir, root)).map((rel) => `${root}/${rel}`))
    .filter((file) => file.endsWith('/_category_.json') || (file.startsWith('i18n/') && file.endsWith('.json')));
}

/** The path of the other locale's twin of a file. */
export function twinOf(file: ContentFile): string {
  const other = file.locale === defaultLocale ? translation : defaultLocale;
  return `${contentRoots[file.kind][other]}/${file.rel}`;
}

/** Area folders from config/products.ts, longest first: `web/tt`, `web`, `srb`, … */
export function areaDirs(): string[] {
  return allAreas()
    .map((a) => a.dir)
    .sort((a, b) => b.length - a.length);
}

/** The area folder a doc belongs to, or `site` for pages outside every area (the docs home). */
export function areaOf(rel: string): string {
  return areaDirs().find((dir) => rel.startsWith(`${dir}/`)) ?? 'site';
}

/** Post file names: `YYYY-MM-DD-<slug>.md`. */
export const postFileName = /^(\d{4}-\d{2}-\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.mdx?$/;

/** The kind of post from its slug: release, feature, hotfix, connect, archive or another slug. */
export function postType(slug: string): string {
  const match = /^(release|feature|hotfix|connect|archive)-/.exec(slug);
  return match ? match[1] : 'other';
}
