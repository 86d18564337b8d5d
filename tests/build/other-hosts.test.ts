/**
 * The default build, on the embedded index, sends readers' browsers to no other
 * host: no page, in either language, loads a script or stylesheet from elsewhere
 * or hints a connection to, a lookup of or a download from another host (the
 * search theme's preconnect included: see EMBEDDED_APP_ID in config/search.ts).
 * A build with Algolia names its application's hosts; the end-to-end tests'
 * site covers that. Reads build/ (`npm run build` first).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {site} from '../../config/site';
import {EMBEDDED_APP_ID} from '../../plugins/search/settings';
import {siteDir} from '../blogSource';
import {htmlFilesOf} from '../html';

const buildDir = path.join(siteDir, 'build');
const origin = new URL(site.url).origin;

/** The addresses a tag makes the browser fetch or connect to: scripts, stylesheets, resource hints. */
const fetched =
  /<(?:script\b[^>]*\bsrc|link\b(?=[^>]*\brel=["']?(?:stylesheet|preconnect|dns-prefetch|preload|prefetch|modulepreload)\b)[^>]*\bhref)=(["']?)([^"'\s>]+)\1/g;

/** The host a browser reaches for `address` on a page of the site, or null for none (an invalid address). */
function reachedHost(address: string): string | null {
  try {
    return new URL(address, `${origin}/`).origin;
  } catch {
    return null;
  }
}

test('the search theme’s preconnect with the embedded index reaches no host', () => {
  // What the theme writes: https://${appId}-dsn.algolia.net.
  assert.equal(reachedHost(`https://${EMBEDDED_APP_ID}-dsn.algolia.net`), null);
  assert.equal(reachedHost('https://LOCAL-dsn.algolia.net'), 'https://local-dsn.algolia.net');
});

test('no page of the default build loads from, or hints a connection to, another host', () => {
  assert.ok(fs.existsSync(buildDir), 'build/ is missing: run `npm run build` first');
  const files = htmlFilesOf(buildDir);
  assert.ok(files.length > 600, `only ${files.length} pages in build/`);
  const elsewhere = new Map<string, string[]>();
  for (const file of files) {
    for (const [, , address] of fs.readFileSync(file, 'utf8').matchAll(fetched)) {
      const host = reachedHost(address);
      if (host && host !== origin) elsewhere.set(host, [...(elsewhere.get(host) ?? []), path.relative(siteDir, file)]);
    }
  }
  assert.deepEqual(
    [...elsewhere].map(([host, pages]) => `${host}: ${pages.length} pages, e.g. ${pages[0]}`),
    [],
  );
});
