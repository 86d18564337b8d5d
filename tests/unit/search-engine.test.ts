/**
 * The embedded engine as a whole: the index built, served and read back ranks as built, and the
 * client over it. Its modules' own tests: search-analysis, search-wire-format, search-ranking.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as engine from '../../plugins/search/client/embedded/engine';
import type {IndexedPage} from '../../plugins/search/client/embedded/engineTypes';
import {rankPages} from '../../plugins/search/client/embedded/ranking';
import {createEmbeddedClient, type Section} from '../../plugins/search/client/embedded/client';
import {loadedIndex, page, served, top} from './fixtures/search-pages';

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
        actual.map(({id, terms}) => [id, terms]),
        expected.map(({id, terms}) => [id, terms]),
        `${language}: ${query}`,
      );
      // Scores differ only by the rounding of the average field lengths.
      actual.forEach((hit, i) => assert.ok(Math.abs(hit.score - expected[i].score) <= 0.01 * expected[i].score, `${language}: ${query}`));
    }
    assert.ok(queries[language].every((query) => rankPages(built, query, language).length > 0));
  }
});

/** A client over one page, counting the page files it loads. */
function clientOf(pages: IndexedPage[], sections: Section[]) {
  const loaded: number[] = [];
  const client = createEmbeddedClient({
    language: 'en',
    loadIndex: async () => loadedIndex(pages, () => sections, loaded),
    origin: 'https://docs.example.com',
    sampleLabel: 'Example',
    indexName: 'docs',
  });
  return {client, loaded};
}

test("the modal's hits and the /search page's come from the files of the pages they show", async () => {
  const sections: Section[] = [
    top('Renew contracts before they end, one by one or all at once.'),
    {anchor: 'quotes', headings: ['Renewal quotes'], text: 'Create a quote for each contract.'},
    {anchor: 'lines', headings: ['Contract lines'], text: 'Every line is kept with its contract.'},
  ];
  const pages = [page(0, '/docs/renewal', 'Contract renewal', sections), page(1, '/docs/other', 'Other', [top('Nothing here.')])];
  const {client, loaded} = clientOf(pages, sections);
  const [modal] = (await client.search({requests: [{query: 'renewal quotes', hitsPerPage: 20}]})).results;
  assert.deepEqual(loaded, [0], 'the modal loaded the file of a page it does not show');
  assert.deepEqual(
    modal.hits.map((hit) => [hit.url, hit.type]),
    [
      ['https://docs.example.com/docs/renewal', 'lvl1'],
      ['https://docs.example.com/docs/renewal#quotes', 'lvl2'],
    ],
  );
  assert.equal(modal.hits[0]._snippetResult.content?.value, '<mark>Renew</mark> contracts before they end, one by one or all …');
  assert.equal(modal.hits[1]._highlightResult.hierarchy.lvl2.value, '<mark>Renewal</mark> <mark>quotes</mark>');
  const [search] = (await client.search({requests: [{query: 'kept line', hitsPerPage: 10, distinct: 1}]})).results;
  assert.deepEqual(loaded, [0, 0]);
  assert.equal(search.hits[0].url, 'https://docs.example.com/docs/renewal#lines');
});

test('a section without text is a hit only when its own heading matches, never an empty excerpt', async () => {
  const sections: Section[] = [
    top('Cancel posted lines.'),
    {anchor: 'cancel', headings: ['Cancel lines'], text: 'Cancel a line before it is invoiced.'},
    {anchor: 'after', headings: ['Cancel lines', 'After invoicing'], text: ''},
  ];
  const {client} = clientOf([page(0, '/docs/cancellation', 'Cancellation', sections)], sections);
  const [modal] = (await client.search({requests: [{query: 'cancel lines', hitsPerPage: 20}]})).results;
  assert.deepEqual(
    modal.hits.map((hit) => [hit.url, hit.type]),
    [
      ['https://docs.example.com/docs/cancellation', 'lvl1'],
      ['https://docs.example.com/docs/cancellation#cancel', 'lvl2'],
    ],
  );
});
