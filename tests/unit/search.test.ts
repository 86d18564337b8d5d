import {test} from 'node:test';
import assert from 'node:assert/strict';
import {decodeEntities, escapeHtml, highlight, queryTerms, firstWords} from '../../src/search/highlight';
import {headingsAbove, pageToHits, excerptText, type PagefindPageData} from '../../src/search/pagefind/toHits';
import {createPagefindClient, snippetWords} from '../../src/search/pagefind/client';
import type {PagefindApi} from '../../src/search/pagefind/load';
import {requestsOf, type SearchClient, type SearchHit, type SearchResult} from '../../src/search/types';
import {safeAlgoliaHit, safeAlgoliaClient} from '../../src/search/algolia';
import {capQuery} from '../../src/search/query';
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
  assert.equal(pageHit.hierarchy.lvl1, 'Imports &amp; processing');
  assert.equal(pageHit.type, 'content');
  assert.equal(section.url, 'https://docs.example.com/de/docs/ubb/processing-usage-data/imports-processing#file-format');
  assert.equal(section.hierarchy.lvl2, 'Import usage data');
  assert.equal(section.hierarchy.lvl3, 'File format');
  assert.equal(section.type, 'content');
  assert.equal(heading.type, 'lvl2');
  assert.equal(heading._highlightResult.hierarchy.lvl2.value, 'Import <mark>usage</mark> data');
  assert.equal(pageHit._highlightResult.hierarchy.lvl1.value, 'Imports &amp; processing');
  assert.equal(section._snippetResult.content?.value, 'The file uses &lt;columns&gt; &amp; a <mark>usage</mark> header');
  assert.equal(section.content, 'The file uses &lt;columns&gt; &amp; a usage header');
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
    sampleLabel: 'Example',
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
    sampleLabel: 'Example',
    indexName: 'docs',
  });
  await assert.rejects(broken.search({requests: [{query: 'usage'}]}), (error: Error) => error.name === 'RetryError');
});

/** The HTML DocSearch 3.9 injects for an attribute (Snippet.tsx): the snippet value, else the raw attribute. */
function docSearchHtml(hit: object, attribute: string): string | null {
  const get = (path: string) =>
    path
      .split('.')
      .reduce<unknown>(
        (prev, key) => ((prev as Record<string, unknown> | null)?.[key] ? (prev as Record<string, unknown>)[key] : null),
        hit,
      );
  return (get(`_snippetResult.${attribute}.value`) || get(attribute)) as string | null;
}

/** What DocSearch keeps of a hit as a recent or favourite search (stored-searches.ts), after a trip through JSON. */
function storedForm(hit: SearchHit): object {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const {_highlightResult, _snippetResult, ...kept} = hit;
  return JSON.parse(JSON.stringify(kept));
}

/** The attributes DocSearch renders as HTML (Results.tsx). */
const RENDERED = ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'];

/** Fails when `html` holds markup other than highlight tags and the sample badge; returns the text a reader sees. */
function readerText(html: string, context: string): string {
  const bare = html.replace(/<\/?mark>/g, '').replace(/<span class="search-sample-marker">([^<>]*)<\/span> /g, '$1 ');
  assert.doesNotMatch(bare, /[<>"]/, `${context} rendered ${JSON.stringify(html)}`);
  return decodeEntities(bare);
}

/** Checks every value DocSearch may render, for the hit as found and as a stored search; returns the shown title. */
function assertRendersSafely(hit: SearchHit, context: string): string {
  for (const form of [hit, storedForm(hit)]) {
    for (const attribute of RENDERED) {
      const html = docSearchHtml(form, attribute);
      if (html) readerText(html, `${context}, ${attribute}`);
    }
  }
  for (const value of [...Object.values(hit._highlightResult.hierarchy).slice(1), hit._highlightResult.content].map(
    (v) => v?.value ?? '',
  )) {
    readerText(value, `${context}, a highlight`);
  }
  // DocSearch shows lvl0 as text (group titles), after removing the highlight tags.
  const untagged = (value: string | null) => (value ?? '').replace(/<\/?mark>/g, '');
  assert.equal(untagged(hit._highlightResult.hierarchy.lvl0.value), untagged(hit.hierarchy.lvl0), `${context}, lvl0`);
  assert.match(hit.url, /^https?:\/\//, `${context}, url`);
  return readerText(docSearchHtml(storedForm(hit), 'hierarchy.lvl1') ?? '', `${context}, stored title`);
}

const markupPage: PagefindPageData = {
  url: '/docs/generic',
  excerpt: 'Use &lt;T&gt; &amp; <mark>generic</mark> types',
  meta: {title: 'Generic <T> & <img src=x onerror=alert(1)>', lvl0: 'Subscription & Recurring Billing'},
  anchors: [{element: 'h2', id: 'img', text: '<img src=x onerror=alert(2)> "quoted"', location: 5}],
  sub_results: [
    {title: 'Generic <T>', url: '/docs/generic', excerpt: 'Use &lt;T&gt; &amp; <mark>generic</mark> types'},
    {
      title: '<img src=x onerror=alert(2)>',
      url: '/docs/generic#img',
      excerpt: '&lt;script&gt;alert(3)&lt;/script&gt; <mark>generic</mark>',
      anchor: {element: 'h2', id: 'img', text: '<img src=x onerror=alert(2)> "quoted"', location: 5},
    },
  ],
};

test('titles, headings and excerpts with markup render as text, in found hits and in recent searches', () => {
  const hits = pageToHits({
    page: markupPage,
    query: 'generic img',
    origin: 'https://x.test',
    maxSections: 3,
    snippetWords: 10,
    fallbackLvl0: 'Docs',
  });
  assert.equal(hits.length, 2);
  for (const hit of hits) {
    assert.equal(assertRendersSafely(hit, hit.objectID), 'Generic <T> & <img src=x onerror=alert(1)>');
  }
  const heading = hits[1];
  assert.equal(heading.type, 'lvl2');
  assert.equal(readerText(docSearchHtml(storedForm(heading), 'hierarchy.lvl2')!, 'heading'), '<img src=x onerror=alert(2)> "quoted"');
  assert.equal(heading._snippetResult.hierarchy?.lvl2?.value, '&lt;<mark>img</mark> src=x onerror=alert(2)&gt; &quot;quoted&quot;');
  // The group title and "Try searching for" show lvl0 as text: no "&amp;".
  assert.equal(heading._highlightResult.hierarchy.lvl0.value, 'Subscription & Recurring Billing');
});

test('hits from sample pages carry the escaped badge before the title, also as recent searches', () => {
  const sample = {...markupPage, meta: {...markupPage.meta, sample: 'true'}};
  const hits = pageToHits({
    page: sample,
    query: 'generic',
    origin: 'https://x.test',
    maxSections: 3,
    snippetWords: 10,
    fallbackLvl0: 'Docs',
    sampleLabel: 'Bei<spiel>',
  });
  for (const hit of hits) {
    const badge = '<span class="search-sample-marker">Bei&lt;spiel&gt;</span> ';
    assert.ok(hit._snippetResult.hierarchy?.lvl1?.value.startsWith(badge));
    assert.ok(hit._highlightResult.hierarchy.lvl1.value.startsWith(badge));
    assert.ok(hit.hierarchy.lvl1?.startsWith(badge));
    assert.equal(assertRendersSafely(hit, 'sample'), 'Bei<spiel> Generic <T> & <img src=x onerror=alert(1)>');
  }
  const plain = pageToHits({
    page: markupPage,
    query: 'generic',
    origin: 'https://x.test',
    maxSections: 3,
    snippetWords: 10,
    fallbackLvl0: 'Docs',
  });
  assert.ok(plain.every((hit) => !JSON.stringify(hit).includes('search-sample-marker')));
});

test('URLs the index holds outside the site give no hit; the rest are absolute and encoded', () => {
  const subs = ['javascript:alert(1)', '//evil.test/x', 'https://evil.test/', '/docs/a"><img src=x>'].map((url) => ({
    title: 't',
    url,
    excerpt: 'x',
  }));
  const hits = pageToHits({
    page: {...page, sub_results: subs},
    query: 'x',
    origin: 'https://x.test',
    maxSections: 10,
    snippetWords: 10,
    fallbackLvl0: 'Docs',
  });
  assert.deepEqual(
    hits.map((h) => h.url),
    ['https://x.test/docs/a%22%3E%3Cimg%20src=x%3E'],
  );
});

const fuzzAlphabet = [
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
  'usage',
  '&amp;',
  '&lt;',
  '&#39;',
  '&quot;',
  '<mark>',
  '</mark>',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  'javascript:',
  '//',
  '#',
  '%3C',
  ':',
];

function fuzzer(seed: number) {
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const text = (max: number) =>
    Array.from({length: Math.floor(random() * max)}, () => fuzzAlphabet[Math.floor(random() * fuzzAlphabet.length)]).join('');
  return {random, text};
}

test('fuzz: thousands of random queries never throw and never return unescaped markup', async () => {
  const {text} = fuzzer(42);
  const c = client([page, markupPage]);
  for (let i = 0; i < 3000; i++) {
    const query = text(60);
    const {results} = await c.search({requests: [{query, hitsPerPage: 20, attributesToSnippet: ['content:10']}]});
    for (const hit of results[0].hits) assertRendersSafely(hit, `query ${JSON.stringify(query)}`);
  }
});

test('fuzz: random page titles, headings, excerpts, metadata and URLs render as text wherever DocSearch shows them', () => {
  const {random, text} = fuzzer(7);
  // Pagefind's excerpts escape < and > but not &, and mark whole words.
  const excerpt = (raw: string) =>
    raw
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/(usage)/g, '<mark>$1</mark>');
  for (let i = 0; i < 3000; i++) {
    const title = text(30);
    const headings = [text(20), text(20)];
    const fuzzed: PagefindPageData = {
      url: `/p/${text(10)}`,
      excerpt: excerpt(text(40)),
      meta: {title, lvl0: text(15), ...(random() < 0.3 ? {sample: 'true'} : {})},
      anchors: headings.map((heading, n) => ({element: `h${n + 2}`, id: `a${n}`, text: heading, location: n * 10 + 5})),
      sub_results: [
        {title, url: random() < 0.8 ? `/p/${text(10)}` : text(20), excerpt: excerpt(text(40))},
        ...headings.map((heading, n) => ({
          title: heading,
          url: `/p#${text(8)}`,
          excerpt: excerpt(text(40)),
          anchor: {element: `h${n + 2}`, id: `a${n}`, text: heading, location: n * 10 + 5},
        })),
      ],
    };
    const query = random() < 0.5 ? 'usage' : text(20);
    const hits = pageToHits({
      page: fuzzed,
      query,
      origin: 'https://x.test',
      maxSections: 3,
      snippetWords: 10,
      fallbackLvl0: 'Docs',
      sampleLabel: text(8) || 'Example',
    });
    for (const hit of hits) {
      const context = `title ${JSON.stringify(title)}, headings ${JSON.stringify(headings)}, query ${JSON.stringify(query)}`;
      const shown = assertRendersSafely(hit, context);
      const expected = title.replace(/\u200b/g, '').trim();
      if (expected) assert.ok(shown.endsWith(expected), `${context}: title shown as ${JSON.stringify(shown)}`);
      assert.equal(new URL(hit.url).origin, 'https://x.test', context);
    }
  }
});

test('fuzz: Algolia hits with markup in every attribute render as text, keeping only the highlight tags', () => {
  const {random, text} = fuzzer(99);
  const marked = (raw: string) => raw.replace(/a/g, '<mark>a</mark>');
  for (let i = 0; i < 3000; i++) {
    const levels = Array.from({length: 7}, () => (random() < 0.2 ? null : text(20)));
    const hierarchy = Object.fromEntries(levels.map((v, n) => [`lvl${n}`, v])) as SearchHit['hierarchy'];
    const highlight = (v: string | null) => ({value: marked(v ?? ''), matchLevel: 'full' as const, matchedWords: []});
    const content = random() < 0.3 ? null : text(40);
    const raw = {
      objectID: text(5),
      url: random() < 0.8 ? `https://docs.example.com/${text(10)}` : text(20),
      type: 'lvl2' as const,
      content,
      hierarchy,
      _highlightResult: {
        hierarchy: Object.fromEntries(
          levels.map((v, n) => [`lvl${n}`, highlight(v)]),
        ) as unknown as SearchHit['_highlightResult']['hierarchy'],
        content: highlight(content),
      },
      _snippetResult: {
        content: {value: marked(content ?? ''), matchLevel: 'full' as const},
        hierarchy: Object.fromEntries(levels.slice(1).map((v, n) => [`lvl${n + 1}`, {value: marked(v ?? '')}])),
      },
    };
    const hit = safeAlgoliaHit(raw, '<mark>', '</mark>');
    const context = `hit ${JSON.stringify(raw.hierarchy)} at ${JSON.stringify(raw.url)}`;
    if (!/^https?:/.test(raw.url)) {
      assert.equal(hit, null, context);
      continue;
    }
    assert.ok(hit, context);
    const shown = assertRendersSafely(hit, context);
    if (levels[1]) assert.equal(shown, levels[1], context);
  }
});

test("Algolia: a hit keeps its highlights, its group title stays text, and the client uses the request's tags", async () => {
  const raw = {
    objectID: '1',
    url: 'https://docs.example.com/docs/generic#img',
    type: 'lvl2' as const,
    content: null,
    hierarchy: {
      lvl0: 'Subscription & Recurring Billing',
      lvl1: 'Generic <T>',
      lvl2: '<img src=x onerror=alert(1)>',
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    _highlightResult: {
      hierarchy: {
        lvl0: {value: '<mark>Subscription</mark> & Recurring Billing', matchLevel: 'partial' as const, matchedWords: []},
        lvl1: {value: '<mark>Generic</mark> <T>', matchLevel: 'full' as const, matchedWords: []},
        lvl2: {value: '<img src=x onerror=alert(1)>', matchLevel: 'none' as const, matchedWords: []},
      },
    } as unknown as SearchHit['_highlightResult'],
    _snippetResult: {hierarchy: {lvl1: {value: '<mark>Generic</mark> <T>'}}},
  };
  const calls: unknown[] = [];
  const agents: string[] = [];
  const algolia = {
    addAlgoliaAgent: (segment: string) => agents.push(segment),
    search: async (args: unknown) => {
      calls.push(args);
      return {results: [{...emptyResult(), hits: [raw]}]};
    },
  };
  const safe = safeAlgoliaClient(algolia as unknown as SearchClient & typeof algolia);
  safe.addAlgoliaAgent('docusaurus');
  assert.deepEqual(agents, ['docusaurus']);
  const {results} = await safe.search({requests: [{query: 'generic', highlightPreTag: '<mark>', highlightPostTag: '</mark>'}]});
  const [hit] = results[0].hits;
  assert.equal(hit.hierarchy.lvl1, 'Generic &lt;T&gt;');
  assert.equal(hit.hierarchy.lvl0, 'Subscription & Recurring Billing');
  assert.equal(hit._snippetResult.hierarchy?.lvl1?.value, '<mark>Generic</mark> &lt;T&gt;');
  assert.equal(hit._highlightResult.hierarchy.lvl2.value, '&lt;img src=x onerror=alert(1)&gt;');
  assert.equal(hit._highlightResult.hierarchy.lvl0.value, 'Subscription & Recurring Billing');
  assert.equal(calls.length, 1);
  // Without tags in the request, Algolia's default <em> is the only markup let through.
  const other = safeAlgoliaHit({
    ...raw,
    hierarchy: {...raw.hierarchy, lvl1: 'x'},
    _snippetResult: {hierarchy: {lvl1: {value: '<em>x</em> <mark>'}}},
  });
  assert.equal(other?._snippetResult.hierarchy?.lvl1?.value, '<em>x</em> &lt;mark&gt;');
});

function emptyResult(): SearchResult {
  return {
    hits: [],
    nbHits: 1,
    page: 0,
    nbPages: 1,
    hitsPerPage: 20,
    query: '',
    params: '',
    index: 'docs',
    processingTimeMS: 1,
    exhaustiveNbHits: true,
  };
}

test("queries from anywhere are cut to the input's 64 characters", () => {
  assert.equal(capQuery('x'.repeat(100)), 'x'.repeat(64));
  assert.equal(capQuery('short'), 'short');
});

test('search settings: none set means the embedded index; a partial Algolia setup is an error naming what is missing', () => {
  assert.equal(searchSettings({}).provider, 'local');
  assert.deepEqual(searchSettings({ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'}), {
    provider: 'algolia',
    appId: 'A',
    apiKey: 'k',
    indexName: 'i',
    insights: false,
  });
  assert.throws(() => searchSettings({ALGOLIA_APP_ID: 'A'}), /ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME missing/);
});

test('missing Algolia credentials: the client names what is missing; a partial build configuration never reaches it', async () => {
  const {liteClient} = await import('algoliasearch/lite');
  assert.throws(() => liteClient('', 'key'), {message: '`appId` is missing.'});
  assert.throws(() => liteClient('APPID', ''), {message: '`apiKey` is missing.'});
  assert.throws(() => searchSettings({ALGOLIA_APP_ID: 'A', ALGOLIA_INDEX_NAME: 'i'}), /ALGOLIA_API_KEY missing/);
});
