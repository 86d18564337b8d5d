import {test} from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import {resultHtml, resultTitleHtml} from '../../src/search/firstResults/markup';
import {buildFirstResultsScript} from '../../scripts/search/build-first-results';
import type {SearchHit} from '../../src/search/types';

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

test('every run of the first-results script sets the hold the app start waits for, one with nothing to paint too', async () => {
  const script = await buildFirstResultsScript();
  // The page after the app has loaded, and one whose script runs without document.currentScript.
  for (const [readyState, currentScript] of [
    ['complete', {}],
    ['interactive', null],
  ] as const) {
    const window: Record<string, unknown> = {};
    const context = vm.createContext({window, document: {readyState, currentScript}, HTMLScriptElement: class {}});
    vm.runInContext(script, context);
    assert.equal(
      typeof (window.appStartHold as Promise<void> | undefined)?.then,
      'function',
      `readyState ${readyState}: appStartHold is set`,
    );
    assert.equal(await window.appStartHold, undefined);
  }
});
