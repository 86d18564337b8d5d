/**
 * What site search indexes of a built page, for both providers: the embedded
 * index (build-embedded-index.ts) and Algolia's records (algolia.ts) take the
 * pages, text and hierarchy marked here.
 *
 * Indexed: docs pages and release-note posts. Each page gets
 *   data-search-body      on its Markdown content (navigation and footers stay out)
 *   data-search-meta      title (the page's h1) and lvl0 (the app, or "Release notes"),
 *                         next to metadata the page declares itself (sample:true on
 *                         sample pages, which search shows with an "Example" badge)
 * Parts marked data-search-ignore stay out of the text.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {Element} from 'domhandler';
import {localeDir, locales} from '../../../config/i18n';
import {searchGroupLabels} from '../settings';

/**
 * The built languages: where each one's pages are in the build, the folders of other languages inside it
 * (left out when walking it) and the labels of its hierarchy (lvl0).
 */
export function searchLocales(buildDir: string) {
  const nested = locales.map(localeDir).filter(Boolean);
  return locales.map((code) => ({
    code,
    dir: path.join(buildDir, localeDir(code)),
    otherLocaleDirs: localeDir(code) ? [] : nested,
    ...searchGroupLabels[code],
  }));
}

export type SearchLocale = ReturnType<typeof searchLocales>[number];

/**
 * Parts of an indexed page that search leaves out (besides [data-search-ignore]).
 * The edit link, the "Copy page" actions and a post's date and reading time sit
 * inside a release note's article.
 */
export const excludeSelectors = [
  '.hash-link',
  '.theme-doc-breadcrumbs',
  'nav',
  '.theme-edit-this-page',
  '[data-page-actions]',
  '[data-post-info]',
];

export async function* htmlFiles(dir: string, skip: readonly string[]): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.includes(entry.name) && entry.name !== 'assets' && entry.name !== 'search-index') yield* htmlFiles(full, []);
    } else if (entry.name.endsWith('.html')) {
      yield full;
    }
  }
}

/** The classes of the page types search lists, on <html>: a cheap test before a page is parsed. */
const indexedPageClass = /<html[^>]*\bclass="?[^">]*\b(?:docs-doc-page|blog-post-page)\b/i;

/** An indexable page, parsed and annotated for the records; null for pages search should not list. */
export function annotatedDocument(html: string, {releaseNotes, documentation}: Pick<SearchLocale, 'releaseNotes' | 'documentation'>) {
  if (!indexedPageClass.test(html)) return null;
  const $ = cheerio.load(html);
  const htmlClass = $('html').attr('class') ?? '';
  let body;
  let lvl0;
  if (htmlClass.includes('docs-doc-page') && $('.theme-doc-markdown').length) {
    body = $('.theme-doc-markdown').first();
    // The first breadcrumb after "home" is the app's category.
    lvl0 = $('.theme-doc-breadcrumbs .breadcrumbs__item').eq(1).text().trim() || documentation;
  } else if (htmlClass.includes('blog-post-page')) {
    body = $('article').first();
    lvl0 = releaseNotes;
  } else {
    return null;
  }
  const h1 = $('h1').first();
  // No title: nothing in the h1 but whitespace and zero-width spaces.
  if (!/[^\s\u200b]/.test(h1.text())) return null;
  body.attr('data-search-body', '');
  addMeta(body, `lvl0:${lvl0.replace(/,/g, ' ')}`);
  addMeta(h1, 'title');
  return $;
}

/** Adds search metadata to an element, keeping what the page already declares there (e.g. sample:true). */
function addMeta(element: cheerio.Cheerio<Element>, meta: string): void {
  const declared = element.attr('data-search-meta');
  element.attr('data-search-meta', declared ? `${declared}, ${meta}` : meta);
}
