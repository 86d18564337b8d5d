import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {annotatedDocument, searchLocales} from '../../plugins/search/indexing/search-content';

const labels = {releaseNotes: 'Release notes', documentation: 'Documentation'};

test('every language of the site is searched, each from its own folder of the build', () => {
  assert.deepEqual(
    searchLocales('/b').map(({code, dir, otherLocaleDirs, releaseNotes}) => ({code, dir, otherLocaleDirs, releaseNotes})),
    [
      {code: 'en', dir: '/b', otherLocaleDirs: ['de'], releaseNotes: 'Release notes'},
      {code: 'de', dir: '/b/de', otherLocaleDirs: [], releaseNotes: 'Versionshinweise'},
    ],
  );
});

test('indexing keeps the metadata a page declares, so sample pages stay marked as samples', () => {
  const html = `<html class="docs-doc-page"><body>
    <nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item">Home</li><li class="breadcrumbs__item">Usage, Based Billing</li></ul></nav>
    <div class="theme-doc-markdown markdown" data-search-meta="sample:true"><h1>Generic &lt;T&gt;</h1><p>Text</p></div>
  </body></html>`;
  const $ = annotatedDocument(html, labels)!;
  assert.equal($('.theme-doc-markdown').attr('data-search-meta'), 'sample:true, lvl0:Usage  Based Billing');
  assert.equal($('h1').attr('data-search-meta'), 'title');
  assert.equal($('.theme-doc-markdown').attr('data-search-body'), '');
});

test('the index builder indexes a built page with its sections, and the index finds it, misspelt too', async (t) => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  t.after(() => fs.rmSync(tmp, {recursive: true, force: true}));
  const build = path.join(tmp, 'build');
  fs.mkdirSync(path.join(build, 'docs', 'page'), {recursive: true});
  fs.writeFileSync(
    path.join(build, 'docs', 'page', 'index.html'),
    `<html class="docs-doc-page" lang="en"><head><link rel="canonical" href="https://x.test/docs/page"></head><body>
      <nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item">Home</li><li class="breadcrumbs__item">Billing</li></ul></nav>
      <div class="theme-doc-markdown"><h1>Contract renewal</h1><p>Renew contracts before they end.</p>
      <h2 id="quotes">Renewal quotes</h2><p>Create a quote for each contract.</p></div></body></html>`,
  );
  const {buildEmbeddedIndex} = await import('../../plugins/search/indexing/build-embedded-index');
  const lines: string[] = [];
  await buildEmbeddedIndex(build, 'en', (line) => lines.push(line));
  assert.match(lines[0], /\[search\] en: indexed 1 pages into /);
  const dir = path.join(build, 'search-index');
  assert.deepEqual(fs.readdirSync(dir).sort(), ['index.json', 'pages', 'shards']);
  const sections = JSON.parse(fs.readFileSync(path.join(dir, 'pages', '0.json'), 'utf8'));
  assert.deepEqual(sections, {
    // A page file is of its index's build, as the shards are.
    build: JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8')).build,
    url: '/docs/page',
    sections: [
      {anchor: null, headings: [], text: 'Renew contracts before they end.'},
      {anchor: 'quotes', headings: ['Renewal quotes'], text: 'Create a quote for each contract.'},
    ],
  });
  const {readIndexFiles} = await import('../../plugins/search/indexing/build-embedded-index');
  const {rankPages} = await import('../../plugins/search/client/embedded/ranking');
  const {index, urls} = readIndexFiles(dir, 'en');
  assert.deepEqual(
    rankPages(index, 'contarct renewl', 'en').map((p) => [urls[p.id], p.title, p.lvl0]),
    [['/docs/page', 'Contract renewal', 'Billing']],
  );
});
