/**
 * The accessibility sweep (`npm run check:a11y -- --all`) covers every page of
 * the build, also those the sitemaps leave out: the example pages are noindex.
 * Reads build/ (`npm run build` first).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {builtPages} from '../../scripts/a11y/pages';
import {siteDir} from '../blogSource';

const buildDir = path.join(siteDir, 'build');

/** `/docs/` and `/docs` are one page (a category's slug may end in a slash); the homes keep theirs. */
const samePage = (p: string) => (p === '/' || p === '/de/' ? p : p.replace(/\/$/, ''));

function sitemapPaths(file: string): Set<string> {
  const xml = fs.readFileSync(path.join(buildDir, file), 'utf8');
  return new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => samePage(new URL(loc).pathname)));
}

test('the sweep includes noindex example pages of both languages that no sitemap lists', () => {
  const pages = builtPages(buildDir);
  const sitemapped = new Set([...sitemapPaths('sitemap.xml'), ...sitemapPaths('de/sitemap.xml')]);
  for (const page of sitemapped) assert.ok(pages.includes(page), `${page} is in a sitemap but not in the sweep`);
  const noindex = (p: string) => {
    const file = path.join(buildDir, p.endsWith('.html') ? p : `${p.replace(/\/$/, '')}/index.html`);
    return cheerio.load(fs.readFileSync(file, 'utf8'))('meta[name="robots"]').attr('content')?.includes('noindex') === true;
  };
  const unlisted = pages.filter((p) => !sitemapped.has(p));
  const examples = unlisted.filter((p) => p.includes('/docs/') && noindex(p));
  assert.ok(examples.some((p) => !p.startsWith('/de/')), 'an English example page');
  assert.ok(examples.some((p) => p.startsWith('/de/')), 'a German example page');
});
