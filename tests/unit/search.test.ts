import {test} from 'node:test';
import assert from 'node:assert/strict';
import {escapeHtml, highlight, queryTerms, firstWords} from '../../plugins/search/client/highlight';
import * as engine from '../../plugins/search/client/embedded/engine';
import type {IndexedPage} from '../../plugins/search/client/embedded/engineTypes';
import {createEmbeddedClient, pageHits, snippetWords, type Section} from '../../plugins/search/client/embedded/client';
import {type SearchClient, type SearchHit, type SearchRequest, type SearchResult} from '../../plugins/search/client/types';
import {safeAlgoliaHit, safeAlgoliaClient} from '../../plugins/search/client/algolia';
import {capQuery} from '../../plugins/search/client/query';
import {searchSettings} from '../../plugins/search/settings';
import {loadedIndex} from './fixtures/search-pages';

/** Undoes the entity escaping of an escaped text (<, >, &, quotes). */
const decodeEntities = (html: string) =>
  html.replace(/&(lt|gt|amp|quot|#39|#x27);/g, (_, e: string) => ({lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'", '#x27': "'"})[e]!);

/** A page of the index and its sections, as the index build writes them. */
interface Fixture {
  page: IndexedPage;
  sections: Section[];
}

function fixture(page: Omit<IndexedPage, 'headings' | 'body' | 'kind'> & {kind?: 'doc' | 'release'}, sections: Section[]): Fixture {
  return {
    page: {
      kind: 'doc',
      ...page,
      headings: sections.flatMap((s) => s.headings).join('\n'),
      body: sections.map((s) => s.text).join('\n'),
    },
    sections,
  };
}

const usage = fixture(
  {id: 0, url: '/de/docs/ubb/processing-usage-data/imports-processing', title: 'Imports & processing', lvl0: 'Usage Based Billing'},
  [
    {anchor: null, headings: [], text: 'How to import data'},
    {anchor: 'overview', headings: ['Overview'], text: 'Where the data comes from'},
    {anchor: 'import-usage-data', headings: ['Import usage data'], text: 'Open the page'},
    {anchor: 'file-format', headings: ['Import usage data', 'File format'], text: 'The file uses <columns> & a usage header'},
  ],
);

/** Hits for a fixture as the client makes them, with the query's words as the matched terms. */
function hitsOf(f: Fixture, query: string, options: {maxSections?: number; snippetWords?: number; sampleLabel?: string} = {}) {
  const terms = engine.words(query).flatMap((w) => engine.indexTerm(w, 'en') ?? []);
  return pageHits({
    engine,
    page: {...f.page, score: 1, terms},
    sections: f.sections,
    query,
    language: 'en',
    origin: 'https://docs.example.com',
    maxSections: options.maxSections ?? 3,
    snippetWords: options.snippetWords ?? 10,
    sampleLabel: options.sampleLabel ?? 'Example',
    pre: '<mark>',
    post: '</mark>',
  });
}

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

test('highlight marks forms of a query word, not other words it only starts with', () => {
  // "customer" and "Custom" share the stem "custom"; "contract" and "contracts" are one word.
  assert.equal(highlight('Custom data synchronization', 'customer contact').value, 'Custom data synchronization');
  assert.equal(highlight('Customer contacts', 'customer contact').value, '<mark>Customer</mark> <mark>contacts</mark>');
  assert.equal(highlight('One contract', 'contracts').value, 'One <mark>contract</mark>');
  assert.equal(highlight('Eine Leistung', 'leistungen').value, 'Eine <mark>Leistung</mark>');
  // Typed so far: the text's longer word is what the reader is on the way to.
  assert.equal(highlight('Customer', 'custom').value, '<mark>Customer</mark>');
});

test('a hit highlights and excerpts the words of the query, not other words of the same stem', () => {
  const sync = fixture({id: 2, url: '/docs/acd/mappings', title: 'Custom data synchronization', lvl0: 'API Connector for Dataverse'}, [
    {anchor: null, headings: [], text: 'Custom tables and fields can be synchronized. Every customer keeps its contact person.'},
  ]);
  const [top] = hitsOf(sync, 'customer contact');
  assert.equal(top._highlightResult.hierarchy.lvl1.value, 'Custom data synchronization');
  assert.match(top._snippetResult.content?.value ?? '', /^… .*<mark>customer<\/mark> keeps its <mark>contact<\/mark>/);
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

test('a page maps to DocSearch hits: lvl0 app, lvl1 title, its best sections with anchors, headings and types', () => {
  const hits = hitsOf(usage, 'usage');
  assert.equal(hits.length, 3);
  const [first, heading, section] = hits;
  assert.equal(first.hierarchy.lvl0, 'Usage Based Billing');
  assert.equal(first.hierarchy.lvl1, 'Imports &amp; processing');
  assert.equal(first.url, 'https://docs.example.com/de/docs/ubb/processing-usage-data/imports-processing');
  assert.equal(heading.type, 'lvl2');
  assert.equal(heading._highlightResult.hierarchy.lvl2.value, 'Import <mark>usage</mark> data');
  assert.equal(section.url, 'https://docs.example.com/de/docs/ubb/processing-usage-data/imports-processing#file-format');
  assert.equal(section.hierarchy.lvl2, 'Import usage data');
  assert.equal(section.hierarchy.lvl3, 'File format');
  assert.equal(section.type, 'content');
  assert.equal(section._snippetResult.content?.value, '… &amp; a <mark>usage</mark> header');
  assert.equal(section.content, '… &amp; a usage header');
  assert.equal(first._highlightResult.hierarchy.lvl1.value, 'Imports &amp; processing');
});

test('the top of a page whose title matches is a lvl1 hit', () => {
  const [hit] = hitsOf(usage, 'imports', {maxSections: 1});
  assert.equal(hit.type, 'lvl1');
});

test('a page that opens with a heading gives its top hit the excerpt of its best section with text', () => {
  const headed = fixture({id: 1, url: '/docs/srb/renewal', title: 'Contract renewal', lvl0: 'Subscription Billing'}, [
    {anchor: null, headings: [], text: ''},
    {anchor: 'overview', headings: ['Overview'], text: 'Renewal starts before the term ends'},
    {anchor: 'quotes', headings: ['Quotes'], text: 'Create quotes for every contract due for renewal'},
  ]);
  const [top] = hitsOf(headed, 'quotes');
  assert.equal(top.type, 'lvl1');
  assert.equal(top._snippetResult.content!.value, 'Create <mark>quotes</mark> for every contract due for renewal');
  // A page with text at its top keeps its own excerpt.
  assert.equal(hitsOf(usage, 'import')[0]._snippetResult.content!.value, 'How to <mark>import</mark> data');
});

test('with one hit per page, a section stands for the page when only it matches (a glossary entry, not the introduction)', () => {
  const glossary = fixture({id: 1, url: '/docs/srb/glossary', title: 'Glossary', lvl0: 'Subscription Billing'}, [
    {anchor: null, headings: [], text: 'The terms this app uses, in alphabetical order'},
    {anchor: 'billing-rhythm', headings: ['Billing rhythm'], text: 'How often a line is invoiced'},
    {anchor: 'contract', headings: ['Contract'], text: 'A contract groups the subscription lines of one customer'},
  ]);
  const [hit] = hitsOf(glossary, 'contract', {maxSections: 1});
  assert.equal(hit.url, 'https://docs.example.com/docs/srb/glossary#contract');
  assert.equal(hit.hierarchy.lvl2, 'Contract');
  assert.match(hit._snippetResult.content!.value, /<mark>contract<\/mark>/i);
  // A top that matches keeps standing for its page.
  assert.equal(hitsOf(glossary, 'terms', {maxSections: 1})[0].url, 'https://docs.example.com/docs/srb/glossary');
  // Nor does one of a page whose title holds the term inside a compound.
  const contracts = fixture({id: 2, url: '/de/docs/srb/customer-contracts', title: 'Debitorenverträge', lvl0: 'Subscription Billing'}, [
    {anchor: null, headings: [], text: 'Wie Sie Leistungen abrechnen'},
    {anchor: 'extend', headings: ['Vertrag erweitern'], text: 'Einen Vertrag erweitern Sie um neue Zeilen'},
  ]);
  assert.equal(hitsOf(contracts, 'vertrag', {maxSections: 1})[0].url, 'https://docs.example.com/de/docs/srb/customer-contracts');
  // A section that matches only in its text does not: the page stands for itself.
  assert.equal(hitsOf(glossary, 'invoiced', {maxSections: 1})[0].url, 'https://docs.example.com/docs/srb/glossary');
});

test('snippets follow the requested length, 10 words by default and 5 on small screens, from just before the match', () => {
  assert.equal(snippetWords({attributesToSnippet: ['hierarchy.lvl1:10', 'content:10']}), 10);
  assert.equal(snippetWords({attributesToSnippet: ['content:5']}), 5);
  assert.equal(snippetWords({}), 10);
  const long = fixture({id: 1, url: '/p', title: 'T', lvl0: 'A'}, [{anchor: null, headings: [], text: 'a b c d e f g h i usage k l m'}]);
  const [hit] = hitsOf(long, 'usage', {maxSections: 1, snippetWords: 5});
  assert.equal(decodeEntities(hit._snippetResult.content!.value.replace(/<\/?mark>/g, '')), '… h i usage k l …');
});

const client = (fixtures: Fixture[], loads: number[] = [], files: number[] = []) => {
  const loaded = loadedIndex(
    fixtures.map((f) => f.page),
    (id) => fixtures.find((f) => f.page.id === id)!.sections,
    files,
  );
  return createEmbeddedClient({
    language: 'en',
    loadIndex: async () => {
      loads.push(1);
      return loaded;
    },
    origin: 'https://docs.example.com',
    sampleLabel: 'Example',
    indexName: 'docs',
  });
};

test('the modal gets at most 20 hits, from the pages it can show; the search page gets one hit per page, paged', async () => {
  const many = Array.from({length: 40}, (_, i) => fixture({...usage.page, id: i, url: `/p${i}`}, usage.sections));
  const files: number[] = [];
  const modal = (await client(many, [], files).search({requests: [{query: 'usage', hitsPerPage: 20}]})).results[0];
  assert.ok(modal.hits.length <= 20);
  // DocSearch shows 5 hits per app: the files of the pages of one app after its fifth are not loaded.
  assert.equal(files.length, 5);
  assert.ok(modal.hits.length >= 5);
  assert.equal(modal.nbHits, 40);
  const search = client(many);
  const first = (await search.search({requests: [{query: 'usage', hitsPerPage: 15, page: 0, distinct: 1}]})).results[0];
  const second = (await search.search({requests: [{query: 'usage', hitsPerPage: 15, page: 1, distinct: 1}]})).results[0];
  assert.equal(second.hits.length, 15);
  assert.equal(second.nbPages, 3);
  const urls = [...first.hits, ...second.hits].map((h) => h.url);
  assert.equal(new Set(urls).size, 30, 'pages repeat across result pages');
});

test('queries are cut to 64 characters and an empty query asks nothing', async () => {
  const loads: number[] = [];
  const {results} = await client([usage], loads).search({requests: [{query: 'x'.repeat(100)}, {query: '   '}]});
  assert.deepEqual(
    results.map((r) => r.query),
    ['x'.repeat(64), ''],
  );
  assert.equal(loads.length, 1, 'the empty query loaded the index');
});

test('an index that cannot be loaded fails as RetryError, which DocSearch shows as "Unable to fetch results"', async () => {
  const broken = createEmbeddedClient({
    language: 'en',
    loadIndex: async () => Promise.reject(new Error('offline')),
    origin: 'https://x.test',
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

const markup = fixture(
  {id: 7, url: '/docs/generic', title: 'Generic <T> & <img src=x onerror=alert(1)>', lvl0: 'Subscription & Recurring Billing'},
  [
    {anchor: null, headings: [], text: 'Use <T> & generic types'},
    {anchor: 'img', headings: ['<img src=x onerror=alert(2)> "quoted"'], text: '<script>alert(3)</script> generic'},
  ],
);

test('titles, headings and excerpts with markup render as text, in found hits and in recent searches', () => {
  const hits = hitsOf(markup, 'generic img');
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
  const sample = {...markup, page: {...markup.page, sample: true}};
  const hits = hitsOf(sample, 'generic', {sampleLabel: 'Bei<spiel>'});
  for (const hit of hits) {
    const badge = '<span class="search-sample-marker">Bei&lt;spiel&gt;</span> ';
    assert.ok(hit._snippetResult.hierarchy?.lvl1?.value.startsWith(badge));
    assert.ok(hit._highlightResult.hierarchy.lvl1.value.startsWith(badge));
    assert.ok(hit.hierarchy.lvl1?.startsWith(badge));
    assert.equal(assertRendersSafely(hit, 'sample'), 'Bei<spiel> Generic <T> & <img src=x onerror=alert(1)>');
  }
  const plain = hitsOf(markup, 'generic');
  assert.ok(plain.every((hit) => !JSON.stringify(hit).includes('search-sample-marker')));
});

test('URLs the index holds outside the site give no hit; the rest are absolute and encoded', () => {
  const urls = ['javascript:alert(1)', '//evil.test/x', 'https://evil.test/', '/docs/a"><img src=x>'];
  const hits = urls.flatMap((url, id) => hitsOf(fixture({id, url, title: 't', lvl0: 'A'}, [{anchor: null, headings: [], text: 'x'}]), 'x'));
  assert.deepEqual(
    hits.map((h) => h.url),
    ['https://docs.example.com/docs/a%22%3E%3Cimg%20src=x%3E'],
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
  const c = client([usage, markup]);
  for (let i = 0; i < 3000; i++) {
    const query = text(60);
    const {results} = await c.search({requests: [{query, hitsPerPage: 20, attributesToSnippet: ['content:10']}]});
    for (const hit of results[0].hits) assertRendersSafely(hit, `query ${JSON.stringify(query)}`);
  }
});

test('fuzz: random page titles, headings, excerpts, metadata and URLs render as text wherever DocSearch shows them', () => {
  const {random, text} = fuzzer(7);
  for (let i = 0; i < 3000; i++) {
    const title = text(30);
    const headings = [text(20), text(20)];
    const fuzzed = fixture(
      {id: i, url: random() < 0.8 ? `/p/${text(10)}` : text(20), title, lvl0: text(15), ...(random() < 0.3 ? {sample: true} : {})},
      [
        {anchor: null, headings: [], text: text(40)},
        {anchor: text(8), headings: [headings[0]], text: text(40)},
        {anchor: `a${text(4)}`, headings, text: text(40)},
      ],
    );
    const query = random() < 0.5 ? 'usage' : text(20);
    const hits = hitsOf(fuzzed, query, {sampleLabel: text(8) || 'Example'});
    for (const hit of hits) {
      const context = `title ${JSON.stringify(title)}, headings ${JSON.stringify(headings)}, query ${JSON.stringify(query)}`;
      const shown = assertRendersSafely(hit, context);
      // The index build removes zero-width spaces and trims (plugins/search/indexing/docsearch-records.ts); the client shows titles as they are.
      const expected = title;
      if (expected) assert.ok(shown.endsWith(expected), `${context}: title shown as ${JSON.stringify(shown)}`);
      assert.equal(new URL(hit.url).origin, 'https://docs.example.com', context);
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

test("Algolia: the modal's and /search's requests ask for `sample`, and hits of example pages carry the badge", async () => {
  const hit = (sample: boolean) => ({
    objectID: sample ? 's' : 'p',
    url: `https://docs.example.com/docs/${sample ? 'sample' : 'plain'}`,
    type: 'lvl1' as const,
    content: null,
    hierarchy: {lvl0: 'App', lvl1: 'Page', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    _highlightResult: {
      hierarchy: {lvl0: {value: 'App', matchLevel: 'none', matchedWords: []}, lvl1: {value: 'Page', matchLevel: 'none', matchedWords: []}},
    },
    _snippetResult: {},
    ...(sample && {sample: true}),
  });
  const calls: unknown[] = [];
  const algolia = {
    search: async (args: unknown) => {
      calls.push(args);
      return {results: [{...emptyResult(), hits: [hit(true), hit(false)]}]};
    },
  };
  const safe = safeAlgoliaClient(algolia as unknown as SearchClient, 'Bei<spiel>');
  // DocSearch names the attributes it wants; the request also asks for `sample`.
  const wanted = ['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url'];
  const {results} = await safe.search({requests: [{query: 'page', attributesToRetrieve: wanted}]});
  assert.deepEqual((calls[0] as {requests: SearchRequest[]}).requests[0].attributesToRetrieve, [...wanted, 'sample']);
  const [sample, plain] = results[0].hits;
  const badge = '<span class="search-sample-marker">Bei&lt;spiel&gt;</span> ';
  assert.equal(sample.hierarchy.lvl1, `${badge}Page`);
  assert.equal(sample._highlightResult.hierarchy.lvl1.value, `${badge}Page`);
  assert.equal(plain.hierarchy.lvl1, 'Page');
  assert.equal(assertRendersSafely(sample, 'sample'), 'Bei<spiel> Page');
});

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
