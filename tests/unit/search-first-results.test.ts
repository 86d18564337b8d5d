import {test} from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import {resultHtml, resultTitleHtml} from '../../src/search/firstResults/markup';
import {buildFirstResultsScript, searchStartScript} from '../../scripts/search/build-first-results';
import {placeholderData, withStartScript} from '../../scripts/search/first-answers';
import {answerFile, answerIn, answerWord, promiseHandOver, takeHandedOver, takePromised} from '../../src/search/firstResults/contract';
import type {SearchHit, SearchResult} from '../../src/search/types';

const classes = {result: 'result_a', group: 'group_b', title: 'title_c', snippet: 'snippet_d'};

function hit(overrides: Partial<SearchHit> = {}): SearchHit {
  const none = {value: '', matchLevel: 'none' as const, matchedWords: []};
  const levels = {lvl0: none, lvl1: none, lvl2: none, lvl3: none, lvl4: none, lvl5: none, lvl6: none};
  return {
    objectID: '/docs/x#setup',
    url: 'https://docs.example.com/docs/x?tab=1#setup',
    type: 'lvl2',
    content: null,
    hierarchy: {lvl0: 'Time & <Tracking>', lvl1: 'X', lvl2: 'Setup', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    _highlightResult: {
      hierarchy: {...levels, lvl1: {...none, value: '<mark>X</mark> &amp; Y'}, lvl2: {...none, value: 'Setup'}},
    },
    _snippetResult: {content: {value: 'the <mark>x</mark> page', matchLevel: 'full'}},
    ...overrides,
  };
}

test("a result is the /search page's markup: the group as text, the title and snippet as the client's HTML, a link on this site", () => {
  assert.equal(
    resultHtml(hit(), classes),
    '<article class="result_a"><p class="group_b">Time &amp; &lt;Tracking&gt;</p>' +
      '<h2 class="title_c"><a href="/docs/x?tab=1#setup"><mark>X</mark> &amp; Y › Setup</a></h2>' +
      '<p class="snippet_d">the <mark>x</mark> page</p></article>',
  );
  assert.equal(resultTitleHtml(hit()), '<mark>X</mark> &amp; Y › Setup');
});

test('a result without a snippet has no snippet paragraph; odd class names stay inside their attribute', () => {
  const html = resultHtml(hit({_snippetResult: {}}), {...classes, result: '"><script>'});
  assert.doesNotMatch(html, /snippet_d/);
  assert.match(html, /^<article class="&quot;&gt;&lt;script&gt;">/);
});

test('the first-results script is one file that carries its worker and imports nothing at run time', async () => {
  const script = await buildFirstResultsScript();
  assert.match(script, /new Worker\(/);
  assert.match(script, /createObjectURL/);
  assert.doesNotMatch(script, /\bimport\(|\brequire\(/);
});

test('the first-results script announces its paint for the start script, also when it has nothing to paint', async () => {
  const script = await buildFirstResultsScript();
  // Run without document.currentScript, as no page loads it.
  const context = vm.createContext({window: {}, document: {readyState: 'interactive', currentScript: null}, HTMLScriptElement: class {}});
  vm.runInContext(script, context);
  const announced = vm.runInContext("globalThis[Symbol.for('site.search.firstResultsPainted')]", context) as Promise<void> | undefined;
  assert.equal(typeof announced?.then, 'function');
  assert.equal(await announced, undefined);
});

test('the start script sets the hold the app start waits for, one with nothing to paint too', async () => {
  for (const search of ['', '?q=contract']) {
    // Without its attributes (no index to read) it paints nothing and holds nothing up.
    const window: Record<string, unknown> = {location: {search}};
    vm.runInContext(searchStartScript(), vm.createContext({window, document: {currentScript: null}, URLSearchParams}));
    assert.equal(
      typeof (window.appStartHold as Promise<void> | undefined)?.then,
      'function',
      `${search || 'no query'}: appStartHold is set`,
    );
    assert.equal(await window.appStartHold, undefined);
  }
});

test("a one-word query has the build's answer, under the word in lower case; any other query has none", () => {
  assert.equal(answerWord('  Vertragsverlängerung '), 'vertragsverlängerung');
  assert.equal(answerWord('CONTRACT'), 'contract');
  assert.equal(answerWord('2025'), '2025');
  for (const query of ['usage data', 'e-mail', 'x', '', 'contract?', '../index', 'a%2Fb'])
    assert.equal(answerWord(query), undefined, query);
  // Cut to the input's 64 characters first, as the page cuts the query.
  assert.equal(answerWord('a'.repeat(70)), 'a'.repeat(64));
});

test('answers are spread over their files by a hash of the word, and a file never answers with one of its members', () => {
  assert.equal(answerFile('contract'), answerFile('contract'));
  const names = new Set(['contract', 'vertrag', 'abrechnung', 'invoice', 'zeiterfassung', 'billing'].map(answerFile));
  assert.ok(names.size > 1, 'different words, different files');
  for (const name of names) assert.match(name, /^[0-9a-f]{1,3}\.json$/);
  assert.equal(answerIn({contract: '<article></article>'}, 'contract'), '<article></article>');
  for (const word of ['constructor', 'tostring', 'hasownproperty', '__proto__']) assert.equal(answerIn({}, word), undefined, word);
  assert.equal(answerIn({x: 1}, 'x'), undefined);
  assert.equal(answerIn(null, 'x'), undefined);
});

test('after a painted answer the app is promised the first page, which the first-results script settles later, once and for that query only', async () => {
  promiseHandOver('contract');
  assert.equal(takeHandedOver('contract')?.query, 'contract', 'the app finds a hand-over before the script has run');
  assert.equal(takePromised('other'), undefined, 'another query');
  promiseHandOver('contract');
  const again = takeHandedOver('contract')!;
  const promised = takePromised('contract')!;
  assert.ok(promised);
  assert.equal(takePromised('contract'), undefined, 'taken once');
  const first: SearchResult = {
    ...{hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 5, query: 'contract'},
    ...{params: '', index: '', processingTimeMS: 0, exhaustiveNbHits: true},
  };
  promised.first.resolve(first);
  assert.equal(await again.first, first);
});

test('the start script ends the head of the search page, and a page without a head fails naming its file', () => {
  const html = withStartScript(
    '<html><head><title>x</title></head><body></body></html>',
    'de/search/index.html',
    'de',
    '/de/search-index/',
  );
  assert.match(html, /<title>x<\/title><script data-language=de data-index-dir=\/de\/search-index\/>[^]+<\/script><\/head><body>/);
  assert.ok(html.includes(searchStartScript()));
  assert.equal(
    withStartScript(html, 'de/search/index.html', 'de', '/de/search-index/'),
    html,
    'written once, also when the index is built again',
  );
  assert.throws(
    () => withStartScript('<html><body></body></html>', 'search/index.html', 'en', '/search-index/'),
    /search\/index\.html: no <\/head>/,
  );
});

test("the placeholder's data comes from its attribute; a page without one has none, a broken one fails naming the file", () => {
  const data = {classes, sampleLabel: 'Beispiel'};
  assert.deepEqual(placeholderData(`<div data-search-first-results='${JSON.stringify(data)}'></div>`, 'x.html'), data);
  assert.equal(placeholderData('<div></div>', 'x.html'), undefined);
  assert.throws(
    () => placeholderData(`<div data-search-first-results='{"classes"'></div>`, 'de/search/index.html'),
    /de\/search\/index\.html: the data-search-first-results attribute is not JSON/,
  );
});
