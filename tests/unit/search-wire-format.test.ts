/** The embedded index as the browser downloads it (plugins/search/client/embedded/wireFormat.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {gzipSync} from 'node:zlib';
import {buildIndex, loadIndex} from '../../plugins/search/client/embedded/engine';
import {expandIndex, serialiseIndex, type CompactIndex} from '../../plugins/search/client/embedded/wireFormat';

const parseIndex = (json: string) => expandIndex(JSON.parse(json) as CompactIndex);
import {page, top} from './fixtures/search-pages';

test('the index as the browser downloads it reads back as MiniSearch wrote it, frequencies from 36 on and long shared prefixes included', () => {
  const long = 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnop';
  const pages = [
    page(0, '/a', 'Contract renewal', [top(`${'renewal '.repeat(40)}${long}x ${long}y`)]),
    page(1, '/b', 'Billing', [top(`renewal ${'billing '.repeat(1300)}`), {anchor: 'x', headings: ['Setup'], text: 'contract'}]),
    page(2, '/c', 'Vertragsverlängerung', [top('Verlängerung Vertrag')]),
  ];
  const index = buildIndex(pages, 'en');
  const json = serialiseIndex(index);
  // The download holds the terms in sort order; MiniSearch, in the order it met them.
  const byTerm = (plain: ReturnType<typeof index.toJSON>) => ({...plain, index: [...plain.index].sort(([a], [b]) => (a < b ? -1 : 1))});
  const {averageFieldLength, ...expected} = byTerm(index.toJSON());
  const {averageFieldLength: rounded, ...actual} = byTerm(parseIndex(json));
  assert.deepEqual(actual, expected);
  assert.deepEqual(
    rounded,
    averageFieldLength.map((n) => Math.round(n * 100) / 100),
  );
  assert.match(json, /_[0-9a-z]{3}/, 'a frequency of 36 or more is written long');
  assert.throws(() => expandIndex({...(JSON.parse(json) as CompactIndex), format: 1 as 2}), /unknown search index format 1/);
});

test('an index without pages (a language without any yet) has no terms and loads', () => {
  const json = serialiseIndex(buildIndex([], 'en'));
  assert.equal((JSON.parse(json) as CompactIndex).terms, '');
  assert.deepEqual(parseIndex(json).index, []);
  assert.equal(loadIndex(json, 'en').documentCount, 0);
});

test("the download is smaller than MiniSearch's own serialisation, raw and compressed", () => {
  // 200 pages of 300 words from a vocabulary of 2,000, as a site's pages share their words.
  let seed = 1;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const vocabulary = Array.from({length: 2000}, (_, i) => `${['vertrag', 'leistung', 'contract', 'invoice'][i % 4]}${i.toString(36)}`);
  const text = (n: number) => Array.from({length: n}, () => vocabulary[Math.floor(random() * random() * vocabulary.length)]).join(' ');
  const pages = Array.from({length: 200}, (_, i) =>
    page(i, `/docs/page-${i}`, text(3), [top(text(150)), {anchor: 'more', headings: [text(2)], text: text(150)}]),
  );
  const index = buildIndex(pages, 'en');
  const compact = serialiseIndex(index);
  const plain = JSON.stringify(index);
  // Terms that begin alike are written once up to where they differ (0.28 of their length here).
  const terms = index
    .toJSON()
    .index.map(([term]) => term)
    .join('\n');
  assert.ok((JSON.parse(compact) as CompactIndex).terms.length < 0.4 * terms.length, 'the terms are not front-coded');
  // About half raw, a quarter smaller compressed (0.46 and 0.59 here; 0.53 and 0.65 for the site's English pages).
  assert.ok(compact.length < 0.6 * plain.length, `${compact.length} bytes, MiniSearch's ${plain.length}`);
  const gzipped = {compact: gzipSync(compact).length, plain: gzipSync(plain).length};
  assert.ok(gzipped.compact < 0.75 * gzipped.plain, `${gzipped.compact} bytes compressed, MiniSearch's ${gzipped.plain}`);
});

test("a term more often in a page's field than the format allows, or an index with removed pages, is an error, not a broken download", () => {
  assert.throws(
    () => serialiseIndex(buildIndex([page(0, '/a', 'A', [top('renewal '.repeat(36 ** 3))])], 'en')),
    /the index format allows 46655/,
  );
  const index = buildIndex([page(0, '/a', 'Contract', [top('renewal')]), page(1, '/b', 'Billing', [top('invoice')])], 'en');
  index.discard(0);
  assert.throws(() => serialiseIndex(index), /removed documents/);
});
