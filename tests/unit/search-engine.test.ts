/**
 * The embedded engine as a whole: the index built, served and read back ranks as built, and the
 * client over it. Its modules' own tests: search-analysis, search-wire-format, search-ranking.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as engine from '../../plugins/search/client/embedded/engine';
import type {IndexedPage} from '../../plugins/search/client/embedded/engineTypes';
import {rankPages} from '../../plugins/search/client/embedded/ranking';
import {createEmbeddedClient, LEAD_WORDS, outlineOf, type PageOutline, type Section} from '../../plugins/search/client/embedded/client';
import {page, served, top} from './fixtures/search-pages';

test('the index as the browser loads it ranks as the index that was built: text analysis, wire format and ranking together', () => {
  const pages = {
    de: [
      page(0, '/warranty', 'Garantieerweiterung', [top('Eine Garantieerweiterung verkaufen Sie getrennt.')]),
      page(1, '/renewal', 'Vertragsverlängerung', [top('Verträge verlängern Sie einzeln oder alle auf einmal.')]),
      page(2, '/cancellation', 'Stornierung', [top('Eine gebuchte Leistung stornieren Sie mit einer Gutschrift.')]),
      page(3, '/blog/2025-05', 'Hotfix Mai 2025', [top('Die Verlängerung von Garantien ist schneller.')], 'release'),
    ],
    en: [
      page(0, '/dissolution', 'Dissolution', [top('Ends a prepaid service and settles what is left.')]),
      page(1, '/renewal', 'Contract renewal', [top('Renew contracts before they end.')]),
      page(2, '/commitments', 'Service commitments', [top('A service commitment is what a contract bills.')]),
      page(3, '/blog/2025-05', 'Hotfix May 2025', [top('Renewal of many contracts is faster.')], 'release'),
    ],
  };
  const queries = {
    de: ['Garantieverlängerung', 'Vertrag verlängern', 'stornieren', 'Leistung', 'Hotfix Mai', 'verlängerung', 'Garantieerweiterungen'],
    en: ['dissolve', 'contarct renewl', 'service commitment', 'renewal 2025', 'contracts', 'renewa'],
  };
  for (const language of ['de', 'en'] as const) {
    const built = engine.buildIndex(pages[language], language);
    const loaded = served(pages[language], language);
    for (const query of queries[language]) {
      const expected = rankPages(built, query, language);
      const actual = rankPages(loaded, query, language);
      assert.deepEqual(
        actual.map(({url, terms}) => [url, terms]),
        expected.map(({url, terms}) => [url, terms]),
        `${language}: ${query}`,
      );
      // Scores differ only by the rounding of the average field lengths.
      actual.forEach((hit, i) => assert.ok(Math.abs(hit.score - expected[i].score) <= 0.01 * expected[i].score, `${language}: ${query}`));
    }
    assert.ok(queries[language].every((query) => rankPages(built, query, language).length > 0));
  }
});

/** A client over one page, counting the page files it loads. */
function clientOf(pages: IndexedPage[], sections: Section[], loadOutlines?: () => Promise<PageOutline[]>) {
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
