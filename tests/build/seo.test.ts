/**
 * What search engines and link previews read, in both languages: the search
 * page asks not to be indexed and no sitemap lists it; robots.txt names both
 * sitemaps at the configured site URL; every page has a social image of
 * 1200×630 that exists in the build, German pages the German one. Reads
 * build/ (`npm run build` first).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {site} from '../../config/site';
import {siteDir} from '../blogSource';
import {htmlFilesOf, loadHtml} from '../html';

const buildDir = path.join(siteDir, 'build');
const siteRoot = `${site.url.replace(/\/+$/, '')}${site.baseUrl}`;
const locales = [
  {locale: 'en' as const, root: buildDir, prefix: '/'},
  {locale: 'de' as const, root: path.join(buildDir, 'de'), prefix: '/de/'},
];

/** A page's <head>, parsed: what crawlers and link previews read. */
const headOf = (html: string) => loadHtml(html.slice(0, html.indexOf('</head>') + '</head>'.length));

function read(file: string): string {
  const full = path.join(buildDir, file);
  assert.ok(fs.existsSync(full), `build/${file} is missing${fs.existsSync(buildDir) ? '' : ': run `npm run build` first'}`);
  return fs.readFileSync(full, 'utf8');
}

/** Width and height from a PNG's header (its IHDR chunk). */
function pngSize(file: string): {width: number; height: number} {
  const header = Buffer.alloc(24);
  const fd = fs.openSync(file, 'r');
  fs.readSync(fd, header, 0, 24, 0);
  fs.closeSync(fd);
  assert.equal(header.subarray(0, 8).toString('hex'), '89504e470d0a1a0a', `${file} is a PNG`);
  assert.equal(header.subarray(12, 16).toString('ascii'), 'IHDR', `${file} starts with its header`);
  return {width: header.readUInt32BE(16), height: header.readUInt32BE(20)};
}

const sitemapPaths = (file: string) => [...read(file).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

for (const {locale, root, prefix} of locales) {
  test(`${locale}: the search page asks not to be indexed and is in no sitemap`, () => {
    const $ = headOf(read(`${prefix.slice(1)}search/index.html`));
    assert.match($('meta[name="robots"]').attr('content') ?? '', /\bnoindex\b/, `${prefix}search: <meta name="robots">`);
    for (const sitemap of ['sitemap.xml', 'de/sitemap.xml']) {
      assert.ok(sitemapPaths(sitemap).length > 100, `${sitemap} lists pages`);
      assert.ok(!sitemapPaths(sitemap).some((p) => /\/search\/?$/.test(p)), `${sitemap} lists ${prefix}search`);
    }
  });

  test(`${locale}: every page has the ${locale} social image, 1200×630, at an absolute URL of the site`, () => {
    // Each language's copy of the static files, below its own root.
    const imageFile = `${prefix.slice(1)}${site.socialCard[locale]}`;
    const expected = `${siteRoot}${imageFile}`;
    const image = path.join(buildDir, imageFile);
    assert.ok(fs.existsSync(image), `build/${imageFile} is missing`);
    assert.deepEqual(pngSize(image), {width: 1200, height: 630}, `build/${imageFile}`);
    const files = htmlFilesOf(root, {englishOnly: true});
    assert.ok(files.length > 300, `only ${files.length} pages`);
    for (const file of files) {
      const $ = headOf(fs.readFileSync(file, 'utf8'));
      const page = path.relative(buildDir, file);
      assert.equal($('meta[property="og:image"]').attr('content'), expected, `${page}: og:image`);
      assert.equal($('meta[name="twitter:image"]').attr('content'), expected, `${page}: twitter:image`);
    }
  });
}

test('the two languages have social images of their own', () => {
  assert.notEqual(site.socialCard.en, site.socialCard.de);
  assert.notDeepEqual(fs.readFileSync(path.join(buildDir, site.socialCard.en)), fs.readFileSync(path.join(buildDir, site.socialCard.de)));
});

test('robots.txt lets crawlers in and names both sitemaps at the site URL', () => {
  const lines = read('robots.txt').split('\n');
  assert.ok(lines.includes('User-agent: *'), 'a rule for every crawler');
  assert.ok(!lines.some((line) => /^Disallow:\s*\S/.test(line)), 'nothing disallowed: noindex pages must be fetched to be read');
  const sitemaps = lines.filter((line) => line.startsWith('Sitemap: ')).map((line) => line.slice('Sitemap: '.length));
  assert.deepEqual(sitemaps, [`${siteRoot}sitemap.xml`, `${siteRoot}de/sitemap.xml`]);
  for (const sitemap of sitemaps) read(new URL(sitemap).pathname.slice(site.baseUrl.length));
});

/** The built file of a site path (`/docs/srb` → `docs/srb/index.html` or `docs/srb.html`). */
function builtFile(sitePath: string): string {
  const rel = sitePath.replace(/^\/+|\/+$/g, '');
  const folder = path.join(rel, 'index.html');
  return fs.existsSync(path.join(buildDir, folder)) ? folder : `${rel}.html`;
}

for (const {locale, prefix} of locales) {
  test(`${locale}: no two indexable docs pages share a <title>`, () => {
    const byTitle = new Map<string, string[]>();
    const docs = sitemapPaths(`${prefix.slice(1)}sitemap.xml`).filter((p) => p.startsWith(`${prefix}docs/`));
    assert.ok(docs.length > 100, `${prefix}sitemap.xml lists the docs pages`);
    for (const sitePath of docs) {
      const $ = headOf(read(builtFile(sitePath)));
      if (/\bnoindex\b/.test($('meta[name="robots"]').attr('content') ?? '')) continue;
      const title = $('title').text();
      byTitle.set(title, [...(byTitle.get(title) ?? []), sitePath]);
    }
    const shared = [...byTitle].filter(([, paths]) => paths.length > 1).map(([title, paths]) => `${title}: ${paths.join(', ')}`);
    assert.deepEqual(shared, []);
  });
}
