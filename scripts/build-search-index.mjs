/**
 * Builds the embedded search index (Pagefind) from the final HTML of both
 * locales, one bundle per locale: build/pagefind/ (English) and
 * build/de/pagefind/ (German, stemmed as German). Run after `docusaurus build`
 * (npm's postbuild). Fails, naming the file, when a page cannot be indexed.
 *
 * Indexed: docs pages and release-note posts. Each page gets
 *   data-pagefind-body      on its Markdown content (navigation and footers stay out)
 *   data-pagefind-meta      title (the page's h1) and lvl0 (the app, or "Release notes"),
 *                           next to metadata the page declares itself (sample:true on
 *                           sample pages, which search shows with an "Example" badge)
 */
import {realpathSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import * as cheerio from 'cheerio';
import * as pagefind from 'pagefind';

/** The built languages: where each one's pages are and the labels of its hierarchy (lvl0). */
export function localesOf(buildDir) {
  return [
    {code: 'en', dir: buildDir, otherLocaleDirs: ['de'], releaseNotes: 'Release notes', documentation: 'Documentation'},
    {code: 'de', dir: path.join(buildDir, 'de'), otherLocaleDirs: [], releaseNotes: 'Versionshinweise', documentation: 'Dokumentation'},
  ];
}

/**
 * Parts of an indexed page that search leaves out (Pagefind also skips
 * [data-pagefind-ignore]). The edit link sits inside a release note's article.
 */
export const excludeSelectors = ['.hash-link', '.theme-doc-breadcrumbs', 'nav', '.theme-edit-this-page'];

/** Path of a built page, relative to its language's root: /docs/app/page (no index.html, no trailing slash). */
export function pageUrl(localeDir, file) {
  return `/${path.relative(localeDir, file).split(path.sep).join('/')}`.replace(/index\.html$/, '').replace(/\/$/, '') || '/';
}

export async function* htmlFiles(dir, skip) {
  for (const entry of await fs.readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.includes(entry.name) && entry.name !== 'assets' && entry.name !== 'pagefind') yield* htmlFiles(full, []);
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

async function indexLocale(locale) {
  const {index, errors} = await pagefind.createIndex({
    forceLanguage: locale.code,
    excludeSelectors,
  });
  if (errors.length) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  let pages = 0;
  for await (const file of htmlFiles(locale.dir, locale.otherLocaleDirs)) {
    const html = await fs.readFile(file, 'utf8');
    const annotated = annotate(html, locale);
    if (!annotated) continue;
    // URLs are relative to the locale root: Pagefind's base URL is the bundle's parent folder.
    const url = pageUrl(locale.dir, file);
    const result = await index.addHTMLFile({url, content: annotated});
    if (result.errors.length) throw new Error(`${path.relative(process.cwd(), file)}: ${result.errors.join('; ')}`);
    pages++;
  }
  const written = await index.writeFiles({outputPath: path.join(locale.dir, 'pagefind')});
  if (written.errors.length) throw new Error(`Writing the ${locale.code} index failed: ${written.errors.join('; ')}`);
  return pages;
}

async function main() {
  const started = Date.now();
  try {
    for (const locale of localesOf(path.resolve(process.argv[2] ?? 'build'))) {
      // An English-only build (`--locale en`) has no German folder to index.
      if (locale.code !== 'en' && !(await fs.stat(locale.dir).catch(() => null))) {
        console.log(`[search] ${locale.code}: not built, no index`);
        continue;
      }
      const pages = await indexLocale(locale);
      if (pages === 0) throw new Error(`No ${locale.code} page was indexed in ${locale.dir}: is the build complete?`);
      console.log(
        `[search] ${locale.code}: indexed ${pages} pages into ${path.relative(process.cwd(), path.join(locale.dir, 'pagefind'))}`,
      );
    }
  } finally {
    await pagefind.close();
  }
  console.log(`[search] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// Node names the started module by its real path as a file URL: drive letters,
// backslashes, spaces and linked folders are spelled the same way here.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  main().catch((error) => {
    console.error(`[search] ${error.message}`);
    process.exit(1);
  });
}
