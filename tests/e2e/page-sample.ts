/**
 * Which pages the end-to-end tests open in the browser. Every page of both
 * sitemaps is checked over HTTP (routes.spec.ts); hydrating every one of them
 * in Chromium is the full crawl (`npm run test:crawl`, run by CI on main).
 * `npm test` hydrates a stratified sample instead: per language, one page of
 * each page type and every standalone page; one doc page of each docs area, in
 * one language, the areas taking turns (`areaLanguage`); plus the pages changed
 * on the current branch (./changed-pages.ts).
 */
import {apiReference} from '../../config/api';
import {defaultLocale, locales, translatedLocales, type Locale} from '../../config/i18n';
import {allAreas} from '../../config/products';

export type PageType =
  | 'home'
  | 'doc'
  | 'doc-category'
  | 'changelog'
  | 'blog-list'
  | 'blog-list-page'
  | 'blog-post'
  | 'blog-tags'
  | 'blog-tag'
  | 'blog-tag-page'
  | 'blog-archive'
  | 'api-overview'
  | 'api-operation'
  | 'standalone'
  | 'not-found';

export type Language = Locale;

export interface SampledPage {
  path: string;
  type: PageType;
  language: Language;
  /** The docs area of a doc page ("srb", "web/tt"), else null. */
  area: string | null;
}

/** Paths answered by the not-found page, in both languages; no sitemap lists them. */
export const notFoundPaths = ['/no/such/page', '/de/gibt/es/nicht'];

const areaDirs = allAreas()
  .map((a) => a.dir)
  // Longest first, so /docs/web/tt/… belongs to web/tt, not web.
  .sort((a, b) => b.length - a.length);

/**
 * The language in which the sample opens a docs area: the areas of config/products.ts take
 * turns over the languages of config/i18n.ts, the default first. An area's pages share their
 * components in every language, and every other page type is opened in each, so each
 * language still meets every area type.
 */
export function areaLanguage(area: string): Language {
  const index = allAreas().findIndex((a) => a.dir === area);
  if (index < 0) throw new Error(`"${area}" is no docs area of config/products.ts`);
  return locales[index % locales.length]!;
}

/** The language of a path and the path without its language prefix ("/de/blog" → "/blog"; "/de" → "/"). */
export function splitLanguage(path: string): {language: Language; rest: string} {
  for (const language of translatedLocales) {
    const prefix = `/${language}`;
    if (path === prefix || path.startsWith(`${prefix}/`)) return {language, rest: path.slice(prefix.length) || '/'};
  }
  return {language: defaultLocale, rest: path};
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** The page type and docs area of a sitemap path. */
export function classify(path: string): SampledPage {
  const {language, rest} = splitLanguage(path);
  // Compare without a trailing slash: the sitemap writes "/docs/", "/web-api/".
  const bare = withoutTrailingSlash(rest);
  const page = (type: PageType, area: string | null = null): SampledPage => ({path, type, language, area});
  if (notFoundPaths.includes(path)) return page('not-found');
  if (bare === '/') return page('home');
  if (bare === apiReference.route) return page('api-overview');
  if (bare.startsWith(`${apiReference.route}/`)) return page('api-operation');
  if (bare === '/docs' || bare.startsWith('/docs/')) {
    if (bare.startsWith('/docs/category/')) return page('doc-category');
    if (bare.endsWith('/changelog')) return page('changelog');
    const inDocs = bare.slice('/docs/'.length);
    const area = areaDirs.find((dir) => inDocs === dir || inDocs.startsWith(`${dir}/`)) ?? null;
    return page('doc', area);
  }
  if (bare === '/blog') return page('blog-list');
  if (/^\/blog\/page\/\d+$/.test(bare)) return page('blog-list-page');
  if (bare === '/blog/tags') return page('blog-tags');
  if (/^\/blog\/tags\/[^/]+$/.test(bare)) return page('blog-tag');
  if (/^\/blog\/tags\/[^/]+\/page\/\d+$/.test(bare)) return page('blog-tag-page');
  if (bare === '/blog/archive') return page('blog-archive');
  if (/^\/blog\/[^/]+$/.test(bare)) return page('blog-post');
  return page('standalone');
}

/**
 * The group a sampled page stands for: its type and language, for a doc page
 * also its area. A standalone page (imprint, search, Markdown page) and a doc
 * outside every area (the docs' start page, the MDX page) stand for
 * themselves: each shows something no other page does.
 */
function stratum(page: SampledPage): string {
  const alone = page.type === 'standalone' || (page.type === 'doc' && page.area === null);
  // A docs area is one group across both languages (see `areaLanguage`).
  if (!alone && page.type === 'doc') return `doc ${page.area}`;
  return `${page.language} ${page.type} ${alone ? splitLanguage(page.path).rest : ''}`;
}

/**
 * How well a page represents its group; the lowest wins, then the path in
 * sort order, so the sample is the same on every run. A doc page stands for
 * its area best in the area's language (`areaLanguage`), and as an ordinary
 * page: not the area's landing page.
 */
function rank(page: SampledPage): number {
  if (page.type !== 'doc' || page.area === null) return 0;
  const otherLanguage = page.language === areaLanguage(page.area) ? 0 : 2;
  return otherLanguage + (withoutTrailingSlash(splitLanguage(page.path).rest) === `/docs/${page.area}` ? 1 : 0);
}

/**
 * One page per group (see `stratum`) of the sitemap paths, plus the
 * not-found page of each language and any `extra` paths (pages changed on
 * this branch) that the sitemaps list. Sorted by path, without duplicates.
 */
export function stratifiedSample(sitemap: string[], extra: string[] = []): SampledPage[] {
  const best = new Map<string, SampledPage>();
  for (const page of [...sitemap].sort().map(classify)) {
    const key = stratum(page);
    const current = best.get(key);
    if (!current || rank(page) < rank(current)) best.set(key, page);
  }
  // Changed pages are named without a trailing slash; the sitemap may write one.
  const listed = new Map(sitemap.map((path) => [withoutTrailingSlash(path), path]));
  const changed = extra.flatMap((path) => listed.get(withoutTrailingSlash(path)) ?? []);
  const chosen = new Map([...best.values()].map((page) => [page.path, page]));
  for (const path of [...notFoundPaths, ...changed]) {
    if (!chosen.has(path)) chosen.set(path, classify(path));
  }
  return [...chosen.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
