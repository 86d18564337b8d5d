/** The embedded index as the browser downloads it (plugins/search/client/embedded/wireFormat.ts), and its loading by shard. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {gzipSync} from 'node:zlib';
import {addShard, buildIndex, loadIndex, loadIndexHead, rankSplit} from '../../plugins/search/client/embedded/engine';
import {rankPages} from '../../plugins/search/client/embedded/ranking';
import {serialiseIndex, type IndexHead} from '../../plugins/search/client/embedded/wireFormat';
import {page, top} from './fixtures/search-pages';

/** 200 pages of 300 words from a vocabulary of 2,000, as a site's pages share their words. */
function sitePages() {
  let seed = 1;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const vocabulary = Array.from({length: 2000}, (_, i) => `${['vertrag', 'leistung', 'contract', 'invoice'][i % 4]}${i.toString(36)}`);
  const text = (n: number) => Array.from({length: n}, () => vocabulary[Math.floor(random() * random() * vocabulary.length)]).join(' ');
  return Array.from({length: 200}, (_, i) =>
    page(i, `/docs/page-${i}`, text(3), [top(text(150)), {anchor: 'more', headings: [text(2)], text: text(150)}]),
  );
}

test('the index as the browser downloads it reads back as MiniSearch wrote it, frequencies from 36 on and long shared prefixes included', () => {
  const long = 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnop';
  const pages = [
    page(0, '/a', 'Contract renewal', [top(`${'renewal '.repeat(40)}${long}x ${long}y`)]),
    page(1, '/b', 'Billing', [top(`renewal ${'billing '.repeat(1300)}`), {anchor: 'x', headings: ['Setup'], text: 'contract'}]),
    page(2, '/c', 'Vertragsverlängerung', [top('Verlängerung Vertrag')]),
  ];
  const index = buildIndex(pages, 'en');
  const {head, shards} = serialiseIndex(index);
  // The download holds the terms in sort order; MiniSearch, in the order it met them.
  const byTerm = (plain: ReturnType<typeof index.toJSON>) => ({...plain, index: [...plain.index].sort(([a], [b]) => (a < b ? -1 : 1))});
  const {averageFieldLength, ...expected} = byTerm(index.toJSON());
  const {averageFieldLength: rounded, ...actual} = byTerm(loadIndex(head, shards, 'en').toJSON());
  assert.deepEqual(actual, expected);
  assert.deepEqual(
    rounded,
    averageFieldLength.map((n) => Math.round(n * 100) / 100),
  );
  assert.match(shards.join(), /_[0-9a-z]{3}/, 'a frequency of 36 or more is written long');
  assert.throws(
    () => loadIndexHead(JSON.stringify({...(JSON.parse(head) as IndexHead), format: 2}), 'en'),
    /unknown search index format 2/,
  );
});

test('a query loads only the shards of the terms it reads, and ranks as the whole index does', async () => {
  const pages = sitePages();
  const {head, shards} = serialiseIndex(buildIndex(pages, 'en'));
  assert.ok(shards.length >= 10, `${shards.length} shards`);
  const whole = loadIndex(head, shards, 'en');
  for (const query of ['contract1a leistung2b', 'vertrag4 invoic', 'lesitung5']) {
    const split = loadIndexHead(head, 'en');
    const loaded: number[] = [];
    const ranked = await rankSplit(split, query, 'en', 20, async (shard) => {
      loaded.push(shard);
      addShard(split, shard, shards[shard]);
    });
    assert.ok(loaded.length > 0 && loaded.length < shards.length / 2, `"${query}" loaded ${loaded.length} of ${shards.length} shards`);
    assert.deepEqual(ranked, rankPages(whole, query, 'en', 20), query);
    // Once its shards are there, the same query loads nothing.
    await rankSplit(split, query, 'en', 20, () => assert.fail(`"${query}" loaded a shard again`));
  }
});

test('a caption phrase is in the shard of its first word, not in the head, and ranks its page as the whole index does', async () => {
  const pages = sitePages();
  const captioned = {
    ...page(200, '/docs/dates', 'Dates', [top('Update the service dates of a contract.')]),
    captions: 'Update Service Dates',
  };
  const {head, shards} = serialiseIndex(buildIndex([...pages, captioned], 'en'));
  assert.ok(!(JSON.parse(head) as IndexHead).terms.includes('_'), 'a phrase is in the head');
  const split = loadIndexHead(head, 'en');
  const query = 'update service dates';
  const ranked = await rankSplit(split, query, 'en', 20, async (shard) => addShard(split, shard, shards[shard]));
  assert.deepEqual(ranked, rankPages(loadIndex(head, shards, 'en'), query, 'en', 20));
  assert.equal(ranked[0].id, 200);
  assert.ok(ranked[0].terms.includes('updat_servic_date'));
});

test('a shard of another build is not read', () => {
  const pages = sitePages();
  const one = serialiseIndex(buildIndex(pages, 'en'));
  const other = serialiseIndex(buildIndex(pages.slice(0, 150), 'en'));
  assert.throws(() => addShard(loadIndexHead(one.head, 'en'), 0, other.shards[0]), /shard 0 is of another build than its head/);
});

test('an index without pages (a language without any yet) has no terms and loads', () => {
  const {head, shards} = serialiseIndex(buildIndex([], 'en'));
  assert.equal((JSON.parse(head) as IndexHead).terms, '');
  assert.deepEqual(shards, []);
  assert.equal(loadIndex(head, shards, 'en').documentCount, 0);
});

test("the download is smaller than MiniSearch's own serialisation, raw and compressed, and a query's first request is a fraction of it", () => {
  const index = buildIndex(sitePages(), 'en');
  const {head, shards} = serialiseIndex(index);
  const compact = head + shards.join('');
  const plain = JSON.stringify(index);
  // Terms that begin alike are written once up to where they differ (0.28 of their length here).
  const terms = index
    .toJSON()
    .index.map(([term]) => term)
    .join('\n');
  assert.ok((JSON.parse(head) as IndexHead).terms.length < 0.4 * terms.length, 'the terms are not front-coded');
  assert.ok(compact.length < 0.6 * plain.length, `${compact.length} bytes, MiniSearch's ${plain.length}`);
  const gzipped = {
    compact: gzipSync(head).length + shards.reduce((sum, shard) => sum + gzipSync(shard).length, 0),
    plain: gzipSync(plain).length,
  };
  assert.ok(gzipped.compact < 0.8 * gzipped.plain, `${gzipped.compact} bytes compressed, MiniSearch's ${gzipped.plain}`);
  // Each shard a few KB compressed, whatever the size of the site.
  assert.ok(Math.max(...shards.map((shard) => gzipSync(shard).length)) < 4096);
});

test("a term more often in a page's field than the format allows, or an index with removed pages, is an error, not a broken download", () => {
  assert.throws(
    () => serialiseIndex(buildIndex([page(0, '/a', 'A', [top('renewal '.repeat(36 ** 3))])], 'en')),
    /the index format allows 46655/,
  );
  const index = buildIndex([page(0, '/a', 'Contract', [top('renewal')]), page(1, '/b', 'Billing', [top('invoice')])], 'en');
  index.discard(0);
  assert.throws(() => serialiseIndex(index), /removed or renumbered pages/);
});
