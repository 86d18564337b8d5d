import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as engine from '../../src/search/embedded/engine';
import type {Section} from '../../src/search/embedded/client';

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

test('a synonym of one word of the query counts for that word only, not for the whole query', () => {
  // "leistung" and "service commitment" are synonyms (config/search-synonyms.ts); "stornieren" has none.
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

test('a German verb also finds the page named with its noun in -ung, and the noun the verb', () => {
  assert.deepEqual(engine.relatedForms('stornieren'), ['stornierung']);
  assert.deepEqual(engine.relatedForms('verlängern'), ['verlängerung']);
  assert.deepEqual(engine.relatedForms('buchung'), ['buchen', 'buchn']);
  assert.deepEqual(engine.relatedForms('gehen'), []);
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
