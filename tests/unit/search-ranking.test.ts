/** Query building and ranking of the embedded engine (plugins/search/client/embedded/ranking.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {namesRelease, rankPages} from '../../plugins/search/client/embedded/ranking';
import {page, served, top, urlOf, urls} from './fixtures/search-pages';

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

test("a page's description and keywords (about) find it, above a page that only mentions the words", () => {
  const index = served(
    [
      page(0, '/hours', 'Hours', [top('Hours a customer paid for in advance are a retainer of sorts, billed as used.')]),
      {...page(1, '/prepaid', 'Prepaid services', [top('Sell hours before they are worked.')]), about: 'retainer\nhour contingent'},
    ],
    'en',
  );
  assert.deepEqual(urls(index, 'retainer', 'en'), ['/prepaid', '/hours']);
  assert.deepEqual(urls(index, 'hour contingent', 'en')[0], '/prepaid');
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

test('a query names a release when it says release, hotfix, a month, a year or a date', () => {
  for (const query of [
    'release notes',
    'Hotfix',
    'what changed in March',
    'Versionshinweise Mai',
    'contracts 2025',
    'Änderungen vom 12.5.',
  ])
    assert.equal(namesRelease(query), true, query);
  for (const query of ['contract renewal', 'Vertrag verlängern', 'invoice 12', 'mayonnaise'])
    assert.equal(namesRelease(query), false, query);
});

test('release notes rank below documentation unless the query names a release', () => {
  const index = served(
    [
      page(
        0,
        '/blog/renewal-2025',
        'Contract renewal in bulk',
        [top('Renew contracts in bulk. Renewal of many contracts at once.')],
        'release',
      ),
      page(1, '/docs/renewal', 'Renewing', [top('How contracts are renewed, as of the 2024 release.')]),
    ],
    'en',
  );
  assert.deepEqual(urls(index, 'contract renewal', 'en'), ['/docs/renewal', '/blog/renewal-2025']);
  assert.deepEqual(urls(index, 'contract renewal release', 'en'), ['/blog/renewal-2025', '/docs/renewal']);
});

test("the page whose title is the query comes first, also by the app's name and title, or a title all in a longer query", () => {
  // Without that, the page that says "contract" and "invoices" most often would.
  const index = served(
    [
      page(0, '/docs/invoices', 'Invoices of a contract and its lines', [
        top('Invoices, invoices: every invoice of a contract, and contract invoices again.'),
        {anchor: 'bulk', headings: ['Contract invoices in bulk'], text: 'More invoices of a contract.'},
      ]),
      page(1, '/docs/contracts', 'Contracts', [top('A contract has lines.')]),
      page(2, '/docs/contract-invoices', 'Contract invoices', [top('How it bills.')]),
    ],
    'en',
  );
  assert.equal(urls(index, 'contract invoices', 'en')[0], '/docs/contract-invoices');
  assert.equal(urls(index, 'App contract invoices', 'en')[0], '/docs/contract-invoices');
  assert.equal(urls(index, 'how do I find contract invoices', 'en')[0], '/docs/contract-invoices');
});

test('a query that is a caption a page explains comes before pages that have its words apart, even in their title', () => {
  const index = served(
    [
      page(0, '/docs/price-update', 'Price update', [top('Update the price of a service: its dates stay as they are.')]),
      {
        ...page(1, '/docs/job-queue', 'Job queue entries', [top('Each night, Update Service Dates recalculates the date fields.')]),
        captions: 'Update Service Dates\nJob Queue Entries',
      },
    ],
    'en',
  );
  assert.deepEqual(urls(index, 'Update Service Dates', 'en'), ['/docs/job-queue', '/docs/price-update']);
  // Only the whole query: two of its words are no caption, and the title's page leads.
  assert.equal(urls(index, 'update service', 'en')[0], '/docs/price-update');
});

test('a misspelt word, and the word still being typed, find their page', () => {
  const index = served(
    [
      page(0, '/docs/renewal', 'Contract renewal', [top('Renew contracts before they end.')]),
      page(1, '/docs/billing', 'Billing', [top('Invoices for every customer.')]),
    ],
    'en',
  );
  assert.deepEqual(urls(index, 'contarct', 'en'), ['/docs/renewal']);
  assert.deepEqual(urls(index, 'contarct renewl', 'en'), ['/docs/renewal']);
  assert.deepEqual(urls(index, 'invo', 'en'), ['/docs/billing']);
  // Not a word of two letters: it would match too many.
  assert.deepEqual(urls(index, 'ab', 'en'), []);
});

test('hits say which terms matched and their score, best first, at most `limit`; an empty index or query finds nothing', () => {
  const pages = Array.from({length: 12}, (_, i) => page(i, `/p${i}`, `Page ${i}`, [top(`contract ${'renewal '.repeat(i)}`)]));
  const index = served(pages, 'en');
  const ranked = rankPages(index, 'renewal contracts', 'en', 5);
  assert.equal(ranked.length, 5);
  assert.equal(urlOf(index, ranked[0].id), '/p11');
  assert.deepEqual([...ranked[0].terms].sort(), ['contract', 'renew']);
  assert.ok(ranked.every((hit, i) => i === 0 || hit.score <= ranked[i - 1].score));
  assert.deepEqual(rankPages(index, 'the of', 'en'), []);
  assert.deepEqual(rankPages(served([], 'en'), 'contract', 'en'), []);
});

test('two swapped letters find the word they were meant to be before a word one letter away', () => {
  const index = served(
    [
      page(0, '/docs/contact', 'Customer contact', [top('Whom to call.')]),
      page(1, '/docs/contracts', 'Customer contracts', [top('Contracts with customers.')]),
    ],
    'en',
  );
  assert.deepEqual(urls(index, 'contarct', 'en')[0], '/docs/contracts');
});

test('at equal scores a sourced page comes before an example', () => {
  const twin = (id: number, url: string, sample: boolean) => ({...page(id, url, 'Usage data', [top('Import usage data.')]), sample});
  assert.deepEqual(urls(served([twin(0, '/example', true), twin(1, '/sourced', false)], 'en'), 'usage data', 'en'), [
    '/sourced',
    '/example',
  ]);
});

test('a query of a few words ranks the pages with all of them first, then those with some; a question keeps the pages with some', () => {
  const index = served(
    [
      page(0, '/renewal', 'Contract renewal', [top('Renew a contract before its term ends.')]),
      page(1, '/contracts', 'Customer contracts', [top('A contract lists what the customer pays for.')]),
      page(2, '/items', 'Items', [top('Renew the item prices once a year.')]),
    ],
    'en',
  );
  assert.deepEqual(urls(index, 'renew contract', 'en')[0], '/renewal');
  assert.deepEqual(urls(index, 'contract invoice', 'en').sort(), ['/contracts', '/renewal']);
  // Four words and more read as a question: its answer need not repeat every word.
  assert.deepEqual(urls(index, 'how can I renew the customer contract prices', 'en').sort(), ['/contracts', '/items', '/renewal']);
});

test("the page a query's rarer word names is found among a dozen pages that have both words in their text", () => {
  const pages = [
    page(0, '/deferrals', 'Contract deferrals', [top('Spread the revenue over the periods it belongs to.')]),
    ...Array.from({length: 12}, (_, i) =>
      page(i + 1, `/contracts-${i}`, `Contract page ${i}`, [
        top('The contract and its invoice lines, billed each month, with their dates, prices and quantities, are listed.'),
        {anchor: `s${i}`, headings: ['Posting'], text: 'Posting the invoice writes its deferrals with the other entries of the period.'},
      ]),
    ),
  ];
  // Every word required would drop the page "deferrals" names, which lacks "invoice"; weighted by rarity it ranks first.
  assert.deepEqual(urls(served(pages, 'en'), 'invoice deferrals', 'en')[0], '/deferrals');
});

test("a page's app matches by the words readers use for it, in each language, below the page's own words", async () => {
  const {readerWordsOf} = await import('../../plugins/search/indexing/docsearch-records');
  assert.match(readerWordsOf('/de/docs/pb/cancellation', 'de'), /\bProjekt\b/);
  assert.match(readerWordsOf('/docs/pb', 'en'), /\bproject\b/);
  // A sub-app's page: its own words and its app's.
  assert.ok(readerWordsOf('/docs/web/tt/setup/jira', 'en').includes('browser'));
  assert.equal(readerWordsOf('/blog/release-2025-04-15', 'en'), '');
  const index = served(
    [
      page(0, '/de/docs/srb/cancellation', 'Stornierung', [top('Gebuchte Rechnungen zurücknehmen.')]),
      {...page(1, '/de/docs/pb/cancellation', 'Stornierung', [top('Gebuchte Rechnungen zurücknehmen.')]), area: 'Projekt Projekte'},
      page(2, '/de/docs/pb/planning', 'Projekt planen', [top('Ein Projekt anlegen.')]),
    ],
    'de',
  );
  const found = urls(index, 'Projekt Stornierung', 'de');
  assert.equal(found[0], '/de/docs/pb/cancellation');
  assert.ok(found.indexOf('/de/docs/pb/cancellation') < found.indexOf('/de/docs/srb/cancellation'));
});
