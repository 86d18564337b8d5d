import {test} from 'node:test';
import assert from 'node:assert/strict';
import {escapeHtml, highlight, queryTerms, firstWords} from '../../src/search/highlight';
import {headingsAbove, pageToHits, excerptText, type PagefindPageData} from '../../src/search/pagefind/toHits';
import {createPagefindClient, snippetWords} from '../../src/search/pagefind/client';
import type {PagefindApi} from '../../src/search/pagefind/load';
import {requestsOf} from '../../src/search/types';
import {searchSettings} from '../../config/search';

const page: PagefindPageData = {
  url: '/de/docs/ubb/processing-usage-data/imports-processing',
  excerpt: 'Import <mark>usage</mark> data',
  meta: {title: 'Imports & processing', lvl0: 'Usage Based Billing'},
  anchors: [
    {element: 'h2', id: 'overview', text: 'Overview\u200b', location: 3},
    {element: 'h2', id: 'import-usage-data', text: 'Import usage data', location: 20},
    {element: 'h3', id: 'file-format', text: 'File format', location: 30},
    {element: 'h2', id: 'errors', text: 'Errors', location: 50},
  ],
  sub_results: [
    {
      title: 'Imports & processing',
      url: '/de/docs/ubb/processing-usage-data/imports-processing',
      excerpt: 'How to <mark>import</mark> usage data',
    },
    {
      title: 'File format',
      url: '/de/docs/ubb/processing-usage-data/imports-processing#file-format',
      excerpt: 'The file uses &lt;columns&gt; &amp; a <mark>usage</mark> header',
      anchor: {element: 'h3', id: 'file-format', text: 'File format', location: 30},
    },
    {
      title: 'Import usage data',
      url: '/de/docs/ubb/processing-usage-data/imports-processing#import-usage-data',
      excerpt: 'Open the <mark>Usage</mark> Data Imports page',
      anchor: {element: 'h2', id: 'import-usage-data', text: 'Import usage data', location: 20},
    },
  ],
};

test('escapeHtml escapes every character that could open markup or an attribute', () => {
  assert.equal(escapeHtml(`<script>alert("x")</script>&'`), '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
});

test('highlight marks whole words that start with a query word and escapes the rest', () => {
  const result = highlight('Usage-based <b>billing</b> & invoices', 'usage invoice');
  assert.equal(result.value, '<mark>Usage</mark>-based &lt;b&gt;billing&lt;/b&gt; &amp; <mark>invoices</mark>');
  assert.equal(result.matchLevel, 'full');
  assert.equal(highlight('Contracts', 'usage').matchLevel, 'none');
  assert.equal(highlight('Usage contracts', 'usage invoice').matchLevel, 'partial');
});

test('query words ignore punctuation, case and duplicates', () => {
  assert.deepEqual(queryTerms('  Usage, usage; DATA!  '), ['usage', 'data']);
  assert.deepEqual(queryTerms('Übersicht Straße'), ['übersicht', 'straße']);
  assert.deepEqual(queryTerms('<script>'), ['script']);
});

test('firstWords cuts long snippets to the requested number of words', () => {
  assert.equal(firstWords('one two three four', 2), 'one two …');
  assert.equal(firstWords('one two', 5), 'one two');
});

test('headingsAbove keeps the nearest h2 and h3 above a section and resets deeper levels', () => {
  assert.deepEqual(headingsAbove(page.anchors, page.anchors[2]), {
    lvl2: 'Import usage data',
    lvl3: 'File format',
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  assert.deepEqual(headingsAbove(page.anchors, page.anchors[3]), {lvl2: 'Errors', lvl3: null, lvl4: null, lvl5: null, lvl6: null});
  assert.deepEqual(headingsAbove(page.anchors, page.anchors[0]).lvl2, 'Overview');
});

test('page data maps to DocSearch hits: lvl0 app, lvl1 title, sections with anchors and types', () => {
  const hits = pageToHits({
    page,
    query: 'usage',
    origin: 'https://docs.example.com',
    maxSections: 3,
    snippetWords: 10,
    fallbackLvl0: 'Docs',
  });
  assert.equal(hits.length, 3);
  const [pageHit, section, heading] = hits;
  assert.equal(pageHit.hierarchy.lvl0, 'Usage Based Billing');
  assert.equal(pageHit.hierarchy.lvl1, 'Imports & processing');
  assert.equal(pageHit.type, 'content');
  assert.equal(section.url, 'https://docs.example.com/de/docs/ubb/processing-usage-data/imports-processing#file-format');
  assert.equal(section.hierarchy.lvl2, 'Import usage data');
  assert.equal(section.hierarchy.lvl3, 'File format');
  assert.equal(section.type, 'content');
  assert.equal(heading.type, 'lvl2');
  assert.equal(heading._highlightResult.hierarchy.lvl2.value, 'Import <mark>usage</mark> data');
  assert.equal(pageHit._highlightResult.hierarchy.lvl1.value, 'Imports &amp; processing');
  assert.equal(section._snippetResult.content?.value, 'The file uses &lt;columns&gt; &amp; a <mark>usage</mark> header');
  assert.equal(section.content, 'The file uses <columns> & a usage header');
});

test('a page-level hit whose title matches is a lvl1 hit', () => {
  const [hit] = pageToHits({page, query: 'imports', origin: 'https://x.test', maxSections: 1, snippetWords: 10, fallbackLvl0: 'Docs'});
  assert.equal(hit.type, 'lvl1');
});

test('snippets follow the requested length, 10 words by default and 5 on small screens', () => {
  assert.equal(snippetWords({attributesToSnippet: ['hierarchy.lvl1:10', 'content:10']}), 10);
  assert.equal(snippetWords({attributesToSnippet: ['content:5']}), 5);
  assert.equal(snippetWords({}), 10);
  const long = {...page, sub_results: [{...page.sub_results[0], excerpt: 'a b c d e f g h i j k l m'}]};
  const [hit] = pageToHits({page: long, query: 'a', origin: 'https://x.test', maxSections: 1, snippetWords: 5, fallbackLvl0: 'Docs'});
  assert.equal(excerptText(hit._snippetResult.content!.value), 'a b c d e …');
});

test('requests are accepted in the v5 object form and the legacy array form', () => {
  assert.deepEqual(requestsOf({requests: [{query: 'a'}]}), [{query: 'a'}]);
  assert.deepEqual(requestsOf([{indexName: 'docs', params: {query: 'b', hitsPerPage: 3}}]), [
    {indexName: 'docs', query: 'b', hitsPerPage: 3},
  ]);
});

function fakePagefind(pages: PagefindPageData[], calls: string[] = []): PagefindApi {
  return {
    options: async () => undefined,
    init: async () => undefined,
    search: async (query: string) => {
      calls.push(query);
      return {results: pages.map((p, i) => ({id: String(i), score: 1, data: async () => p}))};
    },
  };
}

const client = (pages: PagefindPageData[], calls?: string[]) =>
  createPagefindClient({
    load: async () => fakePagefind(pages, calls),
    origin: 'https://docs.example.com',
    fallbackLvl0: 'Docs',
    indexName: 'docs',
  });

test('the modal gets at most 20 hits; the search page gets one hit per page, paged', async () => {
  const many = Array.from({length: 40}, (_, i) => ({
    ...page,
    url: `/p${i}`,
    sub_results: page.sub_results.map((s) => ({...s, url: `/p${i}${s.url.slice(page.url.length)}`})),
  }));
  const modal = (await client(many).search({requests: [{query: 'usage', hitsPerPage: 20}]})).results[0];
  assert.ok(modal.hits.length <= 20);
  assert.equal(modal.nbHits, 40);
  const second = (await client(many).search({requests: [{query: 'usage', hitsPerPage: 15, page: 1, distinct: 1}]})).results[0];
  assert.equal(second.hits.length, 15);
  assert.equal(second.hits[0].url, 'https://docs.example.com/p15');
  assert.equal(second.nbPages, 3);
});

test('queries are cut to 64 characters and an empty query asks nothing', async () => {
  const calls: string[] = [];
  await client([page], calls).search({requests: [{query: 'x'.repeat(100)}, {query: '   '}]});
  assert.deepEqual(calls, ['x'.repeat(64)]);
});

test('an index that cannot be loaded fails as RetryError, which DocSearch shows as "Unable to fetch results"', async () => {
  const broken = createPagefindClient({
    load: async () => Promise.reject(new Error('offline')),
    origin: 'https://x.test',
    fallbackLvl0: 'Docs',
    indexName: 'docs',
  });
  await assert.rejects(broken.search({requests: [{query: 'usage'}]}), (error: Error) => error.name === 'RetryError');
});

test('fuzz: thousands of random queries never throw and never return unescaped markup', async () => {
  const alphabet = [
    '<',
    '>',
    '&',
    '"',
    "'",
    '(',
    ')',
    '[',
    ']',
    '*',
    '+',
    '?',
    '\\',
    '^',
    '$',
    '|',
    '{',
    '}',
    '.',
    ' ',
    'a',
    'ü',
    'ß',
    '😀',
    '\u200b',
    '\n',
    'script',
    'mark',
    '/',
  ];
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const c = client([page]);
  for (let i = 0; i < 3000; i++) {
    const query = Array.from({length: Math.floor(random() * 90)}, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    const {results} = await c.search({requests: [{query, hitsPerPage: 20, attributesToSnippet: ['content:10']}]});
    for (const hit of results[0].hits) {
      for (const value of [...Object.values(hit._highlightResult.hierarchy).map((v) => v.value), hit._snippetResult.content?.value ?? '']) {
        assert.doesNotMatch(value.replace(/<\/?mark>/g, ''), /[<>"]/, `query ${JSON.stringify(query)} produced ${value}`);
      }
    }
  }
});

test('search settings: none set means the embedded index; a partial Algolia setup is an error naming what is missing', () => {
  assert.equal(searchSettings({}).provider, 'local');
  assert.deepEqual(searchSettings({ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'}), {
    provider: 'algolia',
    appId: 'A',
    apiKey: 'k',
    indexName: 'i',
  });
  assert.throws(() => searchSettings({ALGOLIA_APP_ID: 'A'}), /ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME missing/);
});

test('missing Algolia credentials: the client names what is missing; a partial build configuration never reaches it', async () => {
  const {liteClient} = await import('algoliasearch/lite');
  assert.throws(() => liteClient('', 'key'), {message: '`appId` is missing.'});
  assert.throws(() => liteClient('APPID', ''), {message: '`apiKey` is missing.'});
  assert.throws(() => searchSettings({ALGOLIA_APP_ID: 'A', ALGOLIA_INDEX_NAME: 'i'}), /ALGOLIA_API_KEY missing/);
});
