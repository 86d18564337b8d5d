import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as engine from '../../plugins/search/client/embedded/engine';
import {createEmbeddedClient} from '../../plugins/search/client/embedded/client';
import {LEAD_WORDS, outlineOf, type PageOutline, type Section} from '../../plugins/search/client/embedded/outline';

/** An index page with its headings and text made from its sections. */
function page(id: number, url: string, title: string, sections: Section[]): engine.IndexedPage {
  return {
    id,
    url,
    title,
    lvl0: 'App',
    kind: 'doc',
    headings: sections.flatMap((s) => s.headings).join('\n'),
    body: sections.map((s) => s.text).join('\n'),
  };
}

const top = (text: string): Section => ({anchor: null, headings: [], text});
/** The index as the browser loads it: built, serialised and read back. */
const served = (pages: engine.IndexedPage[], language: engine.Language) =>
  engine.loadIndex(engine.serialiseIndex(engine.buildIndex(pages, language)), language);
const urls = (index: ReturnType<typeof served>, query: string, language: engine.Language) =>
  engine.rankPages(index, query, language).map((p) => p.url);

/** A client over one page, counting the page files it loads. */
function clientOf(pages: engine.IndexedPage[], sections: Section[], loadOutlines?: () => Promise<PageOutline[]>) {
  const loaded: number[] = [];
  const client = createEmbeddedClient({
    language: 'en',
    loadIndex: async () => ({engine, index: engine.buildIndex(pages, 'en')}),
    loadSections: async (id) => {
      loaded.push(id);
      return sections;
    },
    loadOutlines,
    origin: 'https://docs.example.com',
    sampleLabel: 'Example',
    indexName: 'docs',
  });
  return {client, loaded};
}

test('a synonym of one word of the query counts for that word only, not for the whole query', () => {
  // "leistung" and "service commitment" are synonyms (plugins/search/synonyms.ts); "stornieren" has none.
  const index = served(
    [
      page(0, '/commitments', 'Preise', [top('Eine Leistung ist ein Service Commitment mit einem Preis.')]),
      page(1, '/credit-memos', 'Gutschriften', [top('Eine gebuchte Leistung stornieren Sie mit einer Gutschrift.')]),
    ],
    'de',
  );
  assert.equal(urls(index, 'Leistung stornieren', 'de')[0], '/credit-memos');
});

test('a compound the index holds also finds the page that says it with its parts', () => {
  const index = served(
    [
      page(0, '/warranty', 'Garantieerweiterung', [
        top('Eine Garantieerweiterung verkaufen Sie getrennt.'),
        {anchor: 'renew', headings: ['Verlängerung'], text: 'Die Verlängerung der Garantie leitet der Händler ein.'},
      ]),
      page(1, '/commitments', 'Leistungen', [top('Eine Leistung kann eine Garantieverlängerung sein.')]),
    ],
    'de',
  );
  assert.deepEqual(urls(index, 'Garantieverlängerung', 'de').sort(), ['/commitments', '/warranty']);
  // The compound itself still ranks its own page first.
  assert.equal(urls(index, 'Garantieerweiterung', 'de')[0], '/warranty');
});

test("the modal's hits come from the index and the outlines alone; the /search page loads the sections for its excerpts", async () => {
  const sections: Section[] = [
    top('Renew contracts before they end, one by one or all at once.'),
    {anchor: 'quotes', headings: ['Renewal quotes'], text: 'Create a quote for each contract.'},
    {anchor: 'lines', headings: ['Contract lines'], text: 'Every line is renewed with its contract.'},
  ];
  const pages = [page(0, '/docs/renewal', 'Contract renewal', sections)];
  const {client, loaded} = clientOf(pages, sections, async () => [outlineOf(sections)]);
  const [modal] = (await client.search({requests: [{query: 'renewal quotes', hitsPerPage: 20}]})).results;
  assert.deepEqual(loaded, [], 'the modal loaded a page file');
  assert.deepEqual(
    modal.hits.map((hit) => [hit.url, hit.type]),
    [
      ['https://docs.example.com/docs/renewal', 'lvl1'],
      ['https://docs.example.com/docs/renewal#quotes', 'lvl2'],
    ],
  );
  assert.equal(modal.hits[0]._snippetResult.content?.value, '<mark>Renew</mark> contracts before they end, one by one or all …');
  assert.equal(modal.hits[1]._highlightResult.hierarchy.lvl2.value, '<mark>Renewal</mark> <mark>quotes</mark>');
  const [search] = (await client.search({requests: [{query: 'renewed line', hitsPerPage: 10, distinct: 1}]})).results;
  assert.deepEqual(loaded, [0]);
  assert.equal(search.hits[0].url, 'https://docs.example.com/docs/renewal');
});

test('an outline keeps the anchors and headings of every section and the first words of the top', () => {
  const long = Array.from({length: 40}, (_, i) => `w${i}`).join(' ');
  assert.deepEqual(outlineOf([top(`  ${long} `), {anchor: 'a', headings: ['A', 'B'], text: 'text'}]), [
    long.split(' ').slice(0, LEAD_WORDS).join(' '),
    [[''], ['a', 'A', 'B']],
  ]);
  assert.deepEqual(outlineOf([{anchor: 'a', headings: ['A'], text: 'x'}]), ['', [['a', 'A']]]);
});

test('a German verb also finds the page named with its noun in -ung, and the noun the verb', () => {
  assert.deepEqual(engine.relatedForms('stornieren', 'de'), ['stornierung']);
  assert.deepEqual(engine.relatedForms('verlängern', 'de'), ['verlängerung']);
  assert.deepEqual(engine.relatedForms('buchung', 'de'), ['buchen', 'buchn']);
  assert.deepEqual(engine.relatedForms('gehen', 'de'), []);
  const index = served(
    [
      page(0, '/cancellation', 'Stornierung', [top('Gebuchte Zeilen nehmen Sie so zurück.')]),
      page(1, '/other', 'Rechnungen', [top('Rechnungen stornieren Sie nicht hier.')]),
    ],
    'de',
  );
  assert.deepEqual(urls(index, 'stornieren', 'de').sort(), ['/cancellation', '/other']);
  assert.deepEqual(urls(index, 'Stornierung', 'de'), ['/cancellation', '/other']);
});

test('an English verb also finds the page named with its noun, where the stemmer keeps them apart', () => {
  assert.deepEqual(engine.relatedForms('dissolve', 'en'), ['dissolution']);
  assert.deepEqual(engine.relatedForms('subscription', 'en'), ['subscribe']);
  assert.deepEqual(engine.relatedForms('consume', 'en'), ['consumption']);
  assert.deepEqual(engine.relatedForms('cancel', 'en'), []);
  const index = served(
    [
      page(0, '/dissolution', 'Dissolution', [top('Ends a prepaid service and settles what is left.')]),
      page(1, '/other', 'Consumption', [top('What a prepaid service has used up.')]),
    ],
    'en',
  );
  assert.deepEqual(urls(index, 'dissolve', 'en'), ['/dissolution']);
  assert.deepEqual(urls(index, 'consume', 'en'), ['/other']);
});

test("a synonym's compound is searched as its parts, not as the synonyms of its parts", () => {
  // "Leistung" has the synonym "Abonnementzeile"; "Abonnement" has the synonym "Leistungsgegenstand", another thing.
  const index = served(
    [
      page(0, '/service-commitments', 'Leistungen', [top('Eine Leistung wird abgerechnet.')]),
      page(1, '/subscription-lines', 'Abonnements', [top('Jede Zeile eines Abonnements wird abgerechnet.')]),
      page(2, '/service-objects', 'Leistungsgegenstände', [top('Jede Zeile gehört zu einem Leistungsgegenstand.')]),
    ],
    'de',
  );
  assert.deepEqual(urls(index, 'Leistung', 'de'), ['/service-commitments', '/subscription-lines']);
});

test('without outlines (an index built before them, or a failed load) the modal loads the sections of its pages', async () => {
  const sections: Section[] = [top('Renew contracts.'), {anchor: 'quotes', headings: ['Quotes'], text: 'A renewal quote.'}];
  const pages = [page(0, '/docs/renewal', 'Contract renewal', sections)];
  for (const loadOutlines of [undefined, async () => Promise.reject(new Error('404'))]) {
    const {client, loaded} = clientOf(pages, sections, loadOutlines);
    const [modal] = (await client.search({requests: [{query: 'renewal', hitsPerPage: 20}]})).results;
    assert.deepEqual(loaded, [0]);
    assert.equal(modal.hits.at(-1)?.url, 'https://docs.example.com/docs/renewal#quotes');
  }
});

test('a section without text is a hit only when its own heading matches, never an empty excerpt', async () => {
  const sections: Section[] = [
    top('Cancel posted lines.'),
    {anchor: 'cancel', headings: ['Cancel lines'], text: 'Cancel a line before it is invoiced.'},
    {anchor: 'after', headings: ['Cancel lines', 'After invoicing'], text: 'Use a credit memo.'},
  ];
  const {client} = clientOf([page(0, '/docs/cancellation', 'Cancellation', sections)], sections, async () => [outlineOf(sections)]);
  const [modal] = (await client.search({requests: [{query: 'cancel lines', hitsPerPage: 20}]})).results;
  assert.deepEqual(
    modal.hits.map((hit) => [hit.url, hit.type]),
    [
      ['https://docs.example.com/docs/cancellation', 'lvl1'],
      ['https://docs.example.com/docs/cancellation#cancel', 'lvl2'],
    ],
  );
});

test('the index as the browser downloads it reads back as MiniSearch wrote it, frequencies from 36 on and long shared prefixes included', () => {
  const long = 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnop';
  const pages = [
    page(0, '/a', 'Contract renewal', [top(`${'renewal '.repeat(40)}${long}x ${long}y`)]),
    page(1, '/b', 'Billing', [top(`renewal ${'billing '.repeat(1300)}`), {anchor: 'x', headings: ['Setup'], text: 'contract'}]),
    page(2, '/c', 'Vertragsverlängerung', [top('Verlängerung Vertrag')]),
  ];
  const index = engine.buildIndex(pages, 'en');
  const json = engine.serialiseIndex(index);
  // The download holds the terms in sort order; MiniSearch, in the order it met them.
  const byTerm = (plain: ReturnType<typeof index.toJSON>) => ({...plain, index: [...plain.index].sort(([a], [b]) => (a < b ? -1 : 1))});
  const {averageFieldLength, ...expected} = byTerm(index.toJSON());
  const {averageFieldLength: rounded, ...actual} = byTerm(engine.expandIndex(JSON.parse(json) as engine.CompactIndex));
  assert.deepEqual(actual, expected);
  assert.deepEqual(
    rounded,
    averageFieldLength.map((n) => Math.round(n * 100) / 100),
  );
  assert.match(json, /_[0-9a-z]{3}/, 'a frequency of 36 or more is written long');
  assert.throws(() => engine.expandIndex({...(JSON.parse(json) as engine.CompactIndex), format: 1 as 2}), /unknown search index format 1/);
  // A language without pages yet still has an index that loads and finds nothing.
  assert.deepEqual(engine.rankPages(served([], 'en'), 'contract', 'en'), []);
});
