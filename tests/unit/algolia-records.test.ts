/**
 * The Algolia records and index settings of `npm run search:algolia`
 * (plugins/search/indexing/): the same pages, text and hierarchy as the embedded index,
 * in the shape DocSearch's requests expect. Pages come from
 * fixtures/algolia-build/, small copies of built pages.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {pageRecords, pieces, contents, MAX_CONTENT_CHARS, type DocSearchRecord} from '../../plugins/search/indexing/docsearch-records';
import {docSearchSettings} from '../../plugins/search/indexing/docsearch-settings';
import {algoliaSynonyms} from '../../plugins/search/indexing/algolia-synonyms';
import {buildRecords, algoliaTarget} from '../../plugins/search/indexing/algolia';
import {annotatedDocument as annotate, excludeSelectors} from '../../plugins/search/indexing/search-content';

const fixture = path.join(__dirname, 'fixtures/algolia-build');
const labels = {releaseNotes: 'Release notes', documentation: 'Documentation'};

async function recordsOf(file: string): Promise<DocSearchRecord[]> {
  const annotated = annotate(fs.readFileSync(path.join(fixture, file), 'utf8'), labels);
  return annotated ? pageRecords(annotated, excludeSelectors) : [];
}

test('a doc page: a record per heading and per block of text, with the embedded index’s hierarchy', async () => {
  const records = await recordsOf('docs/cp/activation/index.html');
  const summary = records.map((r) => [r.type, r.anchor, r.content]);
  assert.deepEqual(summary, [
    ['lvl1', null, null],
    ['content', null, 'Cockpit is installed like any other extension & needs no setup.'],
    ['lvl2', 'before-you-start', null],
    // Short blocks share a record: list items, table rows (cells apart), a paragraph and code.
    ['content', 'before-you-start', 'Cockpit is installed. You may manage extensions.'],
    ['lvl3', 'permissions', null],
    ['content', 'permissions', 'Set Grants CP-ADMIN All cues'],
    ['lvl2', 'after-activation', null],
    ['content', 'after-activation', 'Open the Role Center. Run <Setup>'],
  ]);
  const permissions = records[5];
  assert.deepEqual(permissions.hierarchy, {
    lvl0: 'Cockpit',
    lvl1: 'Activation',
    lvl2: 'Before you start',
    lvl3: 'Permissions',
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  // A later h2 clears the h3 above it.
  assert.equal(records[7].hierarchy.lvl2, 'After activation');
  assert.equal(records[7].hierarchy.lvl3, null);
  assert.equal(permissions.url, 'https://docs.example.com/docs/cp/activation#permissions');
  assert.equal(permissions.url_without_anchor, 'https://docs.example.com/docs/cp/activation');
  assert.equal(records[0].url, 'https://docs.example.com/docs/cp/activation');
  assert.equal(permissions.language, 'en');
  assert.equal(permissions.docusaurus_tag, 'docs-default-current');
  assert.deepEqual(
    records.slice(0, 3).map((r) => r.weight),
    [
      {pageRank: 1, level: 100, position: 0},
      {pageRank: 1, level: 0, position: 1},
      {pageRank: 1, level: 90, position: 2},
    ],
  );
  assert.equal(new Set(records.map((r) => r.objectID)).size, records.length, 'object ids are unique');
  assert.ok(records.every((r) => r.sample === undefined));
  // The captions a section explains (bold, italic) are on its heading's record.
  assert.deepEqual(
    records.filter((r) => r.captions).map((r) => [r.type, r.anchor, r.captions]),
    [
      ['lvl1', null, ['other']],
      ['lvl2', 'after-activation', ['Role Center']],
    ],
  );
});

test('what the embedded index leaves out stays out: breadcrumbs, navigation, footer, edit link, scripts, heading links', async () => {
  const text = JSON.stringify(await recordsOf('docs/cp/activation/index.html'));
  for (const left of ['Home', 'Extension Docs', 'Footer text', 'Edit this page', 'Last updated', 'script text', 'Direct link', '\u200b']) {
    assert.ok(!text.includes(left), `"${left}" is in a record`);
  }
});

test('a sample page: every record says sample, and the notice’s own text is not indexed', async () => {
  const records = await recordsOf('docs/cp/sample/index.html');
  assert.ok(records.length > 0);
  assert.ok(records.every((r) => r.sample === true));
  assert.ok(!JSON.stringify(records).includes('Example page'));
  // Its description without the marker the site puts before it ("Example: …"): the words are the page's.
  assert.ok(records.every((r) => r.about === 'Cues: what a sample role center shows.'));
});

test('a release note: lvl0 "Release notes", the tag default; its edit link, page actions, date and reading time are not indexed', async () => {
  const records = await recordsOf('blog/hotfix-2025-09-01/index.html');
  assert.equal(records[0].hierarchy.lvl0, 'Release notes');
  assert.equal(records[0].hierarchy.lvl1, 'Hotfix 1 September 2025');
  assert.equal(records[0].docusaurus_tag, 'default');
  assert.ok(records.some((r) => r.type === 'lvl2' && r.url.endsWith('#fixes')));
  const text = JSON.stringify(records);
  for (const chrome of ['Edit this page', 'Copy page', 'min read', 'September 1, 2025']) assert.ok(!text.includes(chrome), chrome);
});

test('pages search does not list (home, blog lists) have no records', async () => {
  assert.deepEqual(await recordsOf('index.html'), []);
  assert.deepEqual(await recordsOf('blog/index.html'), []);
});

test('a page without a canonical URL fails, saying what is missing', () => {
  const html = fs.readFileSync(path.join(fixture, 'docs/cp/activation/index.html'), 'utf8').replace(/<link[^>]*canonical[^>]*>/, '');
  assert.throws(() => pageRecords(annotate(html, labels)!, excludeSelectors), /no canonical URL/);
});

test('short blocks join the blocks after them, up to the longest content', () => {
  assert.deepEqual(contents(['Tags:', 'Fix', 'Prepaid Services'], 80), ['Tags: Fix Prepaid Services']);
  assert.deepEqual(contents(['a'.repeat(80), 'b'], 80), ['a'.repeat(80), 'b']);
  assert.deepEqual(contents(['short', 'c'.repeat(1000)], 80, 1000), ['short', 'c'.repeat(1000)]);
});

test('long text becomes several records, cut between words', () => {
  const words = Array.from({length: 400}, (_, i) => `word${i}`).join(' ');
  const parts = pieces(words);
  assert.ok(parts.length > 1);
  assert.ok(parts.every((p) => p.length <= MAX_CONTENT_CHARS && !p.startsWith(' ') && !p.endsWith(' ')));
  assert.equal(parts.join(' '), words);
});

test('both languages of a build: German records under /de/ with language de', async () => {
  const {records, pages} = await buildRecords(fixture);
  assert.deepEqual(pages, {en: 3, de: 2});
  const german = records.filter((r) => r.language === 'de');
  assert.ok(german.length > 0);
  assert.ok(german.every((r) => r.url.startsWith('https://docs.example.com/de/')));
  assert.equal(german.find((r) => r.type === 'lvl1' && r.docusaurus_tag === 'default')?.hierarchy.lvl0, 'Versionshinweise');
  assert.ok(records.filter((r) => r.language === 'en').every((r) => !r.url.includes('/de/')));
});

test('every record of a page holds what its front matter says it is about: description and keywords', async () => {
  const {records} = await buildRecords(fixture);
  const page = records.filter((r) => r.url_without_anchor === 'https://docs.example.com/docs/cp/activation');
  assert.ok(page.length > 1);
  assert.ok(page.every((r) => r.about === 'Install Cockpit and assign its permission sets.\ncues, role center tiles'));
  // A page without either has no about.
  assert.ok(records.filter((r) => r.language === 'de').every((r) => r.about === undefined));
});

test('a build without German fails, naming the missing folder', async () => {
  await assert.rejects(buildRecords(path.join(fixture, 'de')), /de[/\\]de is missing: build both languages/);
});

test('settings: what DocSearch asks for is searchable, retrievable and filterable', () => {
  const s = docSearchSettings;
  for (const level of ['lvl0', 'lvl1', 'lvl2', 'lvl3']) assert.ok(s.searchableAttributes.includes(`unordered(hierarchy.${level})`));
  assert.ok(s.searchableAttributes.includes('content'));
  // Contextual search filters on both; without them as facets Algolia returns no hit at all.
  assert.ok(s.attributesForFaceting.includes('language'));
  assert.ok(s.attributesForFaceting.includes('docusaurus_tag'));
  for (const attribute of ['hierarchy', 'content', 'url', 'type']) assert.ok(s.attributesToRetrieve.includes(attribute));
  assert.equal(s.attributeForDistinct, 'url_without_anchor');
  assert.ok(Number(s.distinct) >= 1);
  assert.deepEqual(s.customRanking, ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)']);
  assert.ok(s.ranking.includes('custom'));
  assert.deepEqual([s.highlightPreTag, s.highlightPostTag], ['<mark>', '</mark>']);
  assert.ok(s.attributesToSnippet.includes('content:10'));
});

test('settings: ranking readers expect, typo tolerance as the embedded index, German compounds split', () => {
  const s = docSearchSettings;
  // Title and headings before body text, and the words readers use for the page's app last; exact matches before the
  // custom ranking, which puts documentation before release notes.
  assert.deepEqual(s.searchableAttributes.slice(-2), ['content', 'unordered(area)']);
  assert.ok(s.ranking.indexOf('attribute') < s.ranking.indexOf('custom') && s.ranking.indexOf('exact') < s.ranking.indexOf('custom'));
  assert.deepEqual([s.typoTolerance, s.minWordSizefor1Typo, s.minWordSizefor2Typos], [true, 4, 8]);
  assert.equal(s.decompoundQuery, true);
  assert.ok(s.decompoundedAttributes.de.includes('content'));
  assert.deepEqual(s.removeStopWords, ['en', 'de']);
});

test('records: documentation ranks before release notes when nothing else tells them apart', async () => {
  const {records} = await buildRecords(fixture);
  const ranks = (pattern: RegExp) => new Set(records.filter((r) => pattern.test(new URL(r.url).pathname)).map((r) => r.weight.pageRank));
  assert.deepEqual(ranks(/^(\/de)?\/docs\//), new Set([1]));
  const posts = ranks(/^(\/de)?\/blog\//);
  if (posts.size) assert.deepEqual(posts, new Set([0]));
});

test('synonyms: one two-way synonym per group and language, ids the site owns; a bad group names the config file', () => {
  const hits = algoliaSynonyms({en: [['vendor', 'supplier']], de: [['kreditor', 'lieferant', 'vendor']]});
  assert.deepEqual(hits, [
    {objectID: 'site-en-1', type: 'synonym', synonyms: ['vendor', 'supplier']},
    {objectID: 'site-de-1', type: 'synonym', synonyms: ['kreditor', 'lieferant', 'vendor']},
  ]);
  assert.throws(() => algoliaSynonyms({en: [['vendor']]}), /plugins\/search\/synonyms\.ts: en group 1 .* at least two different entries/);
  assert.throws(
    () => algoliaSynonyms({de: [['Kreditor', 'lieferant']]}),
    /plugins\/search\/synonyms\.ts: de group 1 .*"Kreditor" must be lowercase/,
  );
  // The site's own list passes.
  assert.ok(algoliaSynonyms().length > 40);
});

test('settings name only attributes the records have', async () => {
  const {records} = await buildRecords(fixture);
  const has = (attribute: string) =>
    records.some((r) => attribute.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], r) !== undefined);
  const named = [
    ...docSearchSettings.searchableAttributes.map((a) => a.replace(/^unordered\((.*)\)$/, '$1')),
    ...docSearchSettings.attributesForFaceting.map((a) => a.replace(/^filterOnly\((.*)\)$/, '$1')),
    ...docSearchSettings.attributesToRetrieve,
    docSearchSettings.attributeForDistinct,
    ...docSearchSettings.customRanking.map((a) => a.replace(/^(?:asc|desc)\((.*)\)$/, '$1')),
  ];
  for (const attribute of named) assert.ok(has(attribute), `no record has ${attribute}`);
});

test('credentials: the admin key is required, and the search-only key is refused', () => {
  const base = {ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'docs', ALGOLIA_API_KEY: 'search-key'};
  assert.throws(() => algoliaTarget(base), /ALGOLIA_ADMIN_API_KEY missing/);
  assert.throws(() => algoliaTarget({...base, ALGOLIA_ADMIN_API_KEY: 'search-key'}), /search-only key/);
  assert.deepEqual(algoliaTarget({...base, ALGOLIA_ADMIN_API_KEY: 'admin'}), {appId: 'APP', adminKey: 'admin', indexName: 'docs'});
  assert.deepEqual(algoliaTarget({...base, ALGOLIA_ADMIN_API_KEY: 'admin', ALGOLIA_HOST: 'http://127.0.0.1:4010'}).hosts, [
    {url: '127.0.0.1:4010', accept: 'readWrite', protocol: 'http'},
  ]);
});
