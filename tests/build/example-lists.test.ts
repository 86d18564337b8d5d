/**
 * Lists of release notes (blog list pages, tag pages, each app's changelog) as
 * built, in both languages: a list page whose every entry is an example asks not
 * to be indexed and is in neither sitemap; a list page that shows a release note
 * naming its sources is indexed and in the sitemap. Blog list pages after the
 * first have titles of their own, and the blog list's structured data marks its
 * examples as the post pages do. Reads build/ (`npm run build` first).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {postSources, siteDir, type Locale} from '../blogSource';
import {docSources} from '../docSource';

const buildDir = path.join(siteDir, 'build');
const locales: {locale: Locale; root: string; prefix: string; label: string; page: string}[] = [
  {locale: 'en', root: buildDir, prefix: '/', label: 'Example', page: 'page'},
  {locale: 'de', root: path.join(buildDir, 'de'), prefix: '/de/', label: 'Beispiel', page: 'Seite'},
];

const parsed = new Map<string, cheerio.CheerioAPI>();
/** A built page, parsed once for all the checks below (none of them changes it). */
function load(file: string): cheerio.CheerioAPI {
  assert.ok(fs.existsSync(file), `${path.relative(siteDir, file)} is missing${fs.existsSync(buildDir) ? '' : ': run `npm run build` first'}`);
  if (!parsed.has(file)) parsed.set(file, cheerio.load(fs.readFileSync(file, 'utf8')));
  return parsed.get(file)!;
}

/** The paginated pages of a list below `dir` (relative to the locale root): `dir/index.html`, `dir/page/2/index.html`, … */
function paged(root: string, dir: string): string[] {
  const pagesDir = path.join(root, dir, 'page');
  const more = fs.existsSync(pagesDir)
    ? fs
        .readdirSync(pagesDir)
        .filter((n) => /^\d+$/.test(n))
        .sort((a, b) => Number(a) - Number(b))
        .map((n) => `${dir}/page/${n}`)
    : [];
  return [dir, ...more];
}

const trim = (p: string) => p.replace(/\/+$/, '');
/** The URL paths a locale's sitemap lists. */
function sitemapPaths(root: string): Set<string> {
  const xml = fs.readFileSync(path.join(root, 'sitemap.xml'), 'utf8');
  return new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => trim(new URL(m[1]).pathname)));
}

/** Every list page of a language with whether each of its entries is an example. */
function listPages(l: (typeof locales)[number]): {page: string; kind: string; entries: boolean[]}[] {
  const samplePost = new Map(postSources(l.locale).map((p) => [`/blog/${p.slug}`, p.sample]));
  const entries = ($: cheerio.CheerioAPI, selector: string, where: string) =>
    $(selector)
      .map((_, entry) => {
        const href = $(entry).find('a').first().attr('href') ?? '';
        const target = trim(`/${new URL(href, 'https://x').pathname.slice(l.prefix.length)}`);
        assert.ok(samplePost.has(target), `${where}: ${href} is no release note`);
        return samplePost.get(target)!;
      })
      .get() as boolean[];
  const found: {page: string; kind: string; entries: boolean[]}[] = [];
  for (const page of paged(l.root, 'blog')) {
    found.push({page, kind: 'blog list', entries: entries(load(path.join(l.root, page, 'index.html')), 'main article header', page)});
  }
  const tagsDir = path.join(l.root, 'blog/tags');
  for (const tag of fs.readdirSync(tagsDir).filter((t) => fs.statSync(path.join(tagsDir, t)).isDirectory())) {
    for (const page of paged(l.root, `blog/tags/${tag}`)) {
      found.push({page, kind: 'tag', entries: entries(load(path.join(l.root, page, 'index.html')), 'main article header', page)});
    }
  }
  for (const {permalink} of docSources(l.locale).filter((d) => d.permalink.endsWith('/changelog'))) {
    const page = permalink.slice(1);
    found.push({page, kind: 'changelog', entries: entries(load(path.join(l.root, page, 'index.html')), '[data-changelog] li', page)});
  }
  return found;
}

for (const l of locales) {
  const robots = (page: string) => load(path.join(l.root, page, 'index.html'))('meta[name="robots"]').attr('content') ?? '';

  test(`${l.locale}: a list page of examples only is noindex and in no sitemap; one with a sourced release note is indexed and listed`, () => {
    const sitemap = sitemapPaths(l.root);
    const seen: Record<string, {hidden: number; indexed: number}> = {};
    for (const {page, kind, entries} of listPages(l)) {
      assert.ok(entries.length > 0, `${page} lists no release note`);
      const examplesOnly = entries.every(Boolean);
      const url = trim(`${l.prefix}${page}`);
      assert.equal(/\bnoindex\b/.test(robots(page)), examplesOnly, `${url}: robots "${robots(page)}" with ${entries.filter((s) => !s).length} sourced of ${entries.length}`);
      assert.equal(sitemap.has(url), !examplesOnly, `${url} ${examplesOnly ? 'lists only examples but is' : 'lists a sourced release note but is not'} in ${l.prefix}sitemap.xml`);
      const counts = (seen[kind] ??= {hidden: 0, indexed: 0});
      counts[examplesOnly ? 'hidden' : 'indexed']++;
    }
    // Both directions are checked for every kind of list.
    for (const kind of ['blog list', 'tag', 'changelog']) {
      assert.ok(seen[kind]?.hidden > 0 && seen[kind]?.indexed > 0, `${kind} pages: ${JSON.stringify(seen[kind])}`);
    }
  });

  test(`${l.locale}: every blog list page has a title of its own`, () => {
    const pages = paged(l.root, 'blog');
    assert.ok(pages.length > 1, 'the blog has several list pages');
    const titles = pages.map((page) => load(path.join(l.root, page, 'index.html'))('head title').text());
    assert.equal(new Set(titles).size, titles.length, titles.join('\n'));
    pages.forEach((page, i) => {
      if (i > 0) assert.ok(titles[i].includes(`${l.page} ${i + 1}`), `${page}: "${titles[i]}" does not name its page`);
    });
  });

  test(`${l.locale}: the blog list's structured data marks exactly the examples`, () => {
    const samplePost = new Map(postSources(l.locale).map((p) => [`/blog/${p.slug}`, p.sample]));
    let marked = 0;
    let checked = 0;
    for (const page of paged(l.root, 'blog')) {
      const $ = load(path.join(l.root, page, 'index.html'));
      const blogs = $('script[type="application/ld+json"]')
        .map((_, s) => JSON.parse($(s).text()) as {'@type'?: string; blogPost?: Record<string, string>[]})
        .get()
        .filter((data) => data['@type'] === 'Blog');
      assert.equal(blogs.length, 1, `${page}: one Blog`);
      for (const post of blogs[0].blogPost ?? []) {
        const target = trim(`/${new URL(post.url).pathname.slice(l.prefix.length)}`);
        assert.ok(samplePost.has(target), `${page}: ${post.url} is no release note`);
        const sample = samplePost.get(target)!;
        for (const field of ['headline', 'name', 'description']) {
          assert.equal(post[field].startsWith(`${l.label}: `), sample, `${page}: ${field} of ${post.url}: "${post[field]}"`);
        }
        marked += sample ? 1 : 0;
        checked++;
      }
    }
    assert.ok(marked > 0 && marked < checked, `${marked} of ${checked} entries are examples`);
  });
}
