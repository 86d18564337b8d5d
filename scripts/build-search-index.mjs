/**
 * What site search indexes of a built page, for both providers: the embedded
 * index (scripts/search/build-embedded-index.ts) and Algolia's records
 * (scripts/search/algolia.ts) take the pages, text and hierarchy marked here.
 *
 * Indexed: docs pages and release-note posts. Each page gets
 *   data-pagefind-body      on its Markdown content (navigation and footers stay out)
 *   data-pagefind-meta      title (the page's h1) and lvl0 (the app, or "Release notes"),
 *                           next to metadata the page declares itself (sample:true on
 *                           sample pages, which search shows with an "Example" badge)
 * The attribute names are Pagefind's, the engine the site searched with before; parts
 * marked data-pagefind-ignore stay out of the text.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';

/** The built languages: where each one's pages are and the labels of its hierarchy (lvl0). */
export function localesOf(buildDir) {
  return [
    {code: 'en', dir: buildDir, otherLocaleDirs: ['de'], releaseNotes: 'Release notes', documentation: 'Documentation'},
    {code: 'de', dir: path.join(buildDir, 'de'), otherLocaleDirs: [], releaseNotes: 'Versionshinweise', documentation: 'Dokumentation'},
  ];
}

/**
 * Parts of an indexed page that search leaves out (besides [data-pagefind-ignore]).
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

/** Path of a built page, relative to its language's root: /docs/app/page (no index.html, no trailing slash). */
export function pageUrl(localeDir, file) {
  return `/${path.relative(localeDir, file).split(path.sep).join('/')}`.replace(/index\.html$/, '').replace(/\/$/, '') || '/';
}

export async function* htmlFiles(dir, skip) {
  for (const entry of await fs.readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.includes(entry.name) && entry.name !== 'assets' && entry.name !== 'search-index') yield* htmlFiles(full, []);
    } else if (entry.name.endsWith('.html')) {
      yield full;
    }
  }
}

/** Returns annotated HTML for an indexable page, or null for pages search should not list. */
export function annotate(html, {releaseNotes, documentation}) {
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
  const title = $('h1')
    .first()
    .text()
    .replace(/\u200b/g, '')
    .trim();
  if (!title) return null;
  body.attr('data-pagefind-body', '');
  addMeta(body, `lvl0:${lvl0.replace(/,/g, ' ')}`);
  addMeta($('h1').first(), 'title');
  return $.html();
}

/** Adds Pagefind metadata to an element, keeping what the page already declares there (e.g. sample:true). */
function addMeta(element, meta) {
  const declared = element.attr('data-pagefind-meta');
  element.attr('data-pagefind-meta', declared ? `${declared}, ${meta}` : meta);
}
