import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {builtPages, localePages} from '../../scripts/a11y/pages';

/** A small build: pages of both languages, an example page the sitemap leaves out, assets and a 404 page. */
function fakeBuild(t: {after: (fn: () => void) => void}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a11y-pages-'));
  t.after(() => fs.rmSync(dir, {recursive: true, force: true}));
  const files = [
    'index.html',
    '404.html',
    'docs/index.html',
    'docs/srb/index.html',
    'docs/srb/example-page/index.html',
    'docs/srb/example-page.md',
    'blog/index.html',
    'assets/js/main.js',
    'img/logo.svg',
    'de/index.html',
    'de/404.html',
    'de/docs/index.html',
    'de/docs/srb/example-page/index.html',
  ];
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), file.endsWith('.html') ? '<!doctype html><title>x</title>' : 'x');
  }
  // The example pages are noindex, so the sitemaps do not list them.
  const sitemap = (base: string, paths: string[]) =>
    `<urlset>${paths.map((p) => `<url><loc>https://docs.example.com${base}${p}</loc></url>`).join('')}</urlset>`;
  fs.writeFileSync(path.join(dir, 'sitemap.xml'), sitemap('/', ['', 'docs', 'docs/srb', 'blog']));
  fs.writeFileSync(path.join(dir, 'de', 'sitemap.xml'), sitemap('/de/', ['', 'docs']));
  return dir;
}

test('the sweep covers every built page, example pages the sitemap leaves out included', (t) => {
  const dir = fakeBuild(t);
  const sitemapped = fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  assert.doesNotMatch(sitemapped, /example-page/);
  const pages = builtPages(dir);
  assert.ok(pages.includes('/docs/srb/example-page'), 'an English example page');
  assert.ok(pages.includes('/de/docs/srb/example-page'), 'a German example page');
  assert.deepEqual(pages, [
    '/',
    '/404.html',
    '/blog',
    '/docs',
    '/docs/srb',
    '/docs/srb/example-page',
    '/de/',
    '/de/404.html',
    '/de/docs',
    '/de/docs/srb/example-page',
  ]);
});

test('each locale has its own pages: the English list does not walk into de/', (t) => {
  const dir = fakeBuild(t);
  assert.ok(localePages(dir, 'en').every((p) => !p.startsWith('/de/')));
  assert.ok(localePages(dir, 'de').every((p) => p.startsWith('/de/')));
});

test('a missing build says what to run', (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'a11y-pages-'));
  t.after(() => fs.rmSync(dir, {recursive: true, force: true}));
  assert.throws(() => builtPages(dir), /npm run build/);
});
