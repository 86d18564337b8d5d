/**
 * patches/ (see README, "Patched dependencies") changes two sorts inside
 * Docusaurus that ran on every page and were the page's only use of the
 * browser's Intl API: the first localeCompare of a page loads the collation
 * data, a task of its own on a phone. And it keeps history from throwing on an
 * address with a malformed percent-encoding, which stopped the app before it
 * started. These tests check the patches are applied and keep their purpose.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createLocation} from 'history';

/** Installed files, read directly (the packages do not export these paths). */
const installed = (file: string) => fs.readFileSync(path.join(__dirname, '../../node_modules', file), 'utf8');
const patched = ['@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js', '@docusaurus/theme-common/lib/utils/reactUtils.js'];

test('the patches are applied: no localeCompare in the two client modules', () => {
  for (const file of patched) {
    assert.ok(!installed(file).includes('localeCompare'), `${file} is not patched (run npm install)`);
  }
});

test('the docs plugins are still tried longest path first, so the most specific one is active', () => {
  const source = installed(patched[0]);
  const comparator = source.match(/\.sort\((\(a, b\) => .+)\)\n/)?.[1];
  assert.ok(comparator, 'the sort of getActivePlugin was not found');
  const compare = new Function(`return ${comparator}`)() as (a: [string, {path: string}], b: [string, {path: string}]) => number;
  const plugins = Object.entries({root: {path: '/'}, default: {path: '/docs'}, web: {path: '/web-api'}, api: {path: '/docs/api'}});
  const order = plugins.sort(compare).map(([id]) => id);
  // Every path comes before the paths that are its prefixes.
  assert.ok(order.indexOf('api') < order.indexOf('default'));
  assert.ok(order.indexOf('default') < order.indexOf('root'));
  assert.ok(order.indexOf('web') < order.indexOf('root'));
});

test('history keeps a path with a malformed percent-encoding as it is, and still decodes a valid one', () => {
  // The browser bundle uses the ES module build (package.json "module"); Node loads the CommonJS one.
  assert.ok(
    !installed('history/esm/history.js').includes('could not be decoded'),
    'history/esm/history.js is not patched (run npm install)',
  );
  assert.equal(createLocation('/docs/%E0%A4%A').pathname, '/docs/%E0%A4%A');
  assert.equal(createLocation('/docs/%E0%A4').pathname, '/docs/%E0%A4');
  assert.equal(createLocation('/docs/%C3%BCber').pathname, '/docs/über');
});
