import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as cheerio from 'cheerio';

const labels = {releaseNotes: 'Release notes', documentation: 'Documentation'};

test('indexing keeps the metadata a page declares, so sample pages stay marked as samples', async () => {
  // A dynamic import: the script loads Pagefind, which is an ES module only.
  const {annotate} = await import('../../scripts/build-search-index.mjs');
  const html = `<html class="docs-doc-page"><body>
    <nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item">Home</li><li class="breadcrumbs__item">Usage, Based Billing</li></ul></nav>
    <div class="theme-doc-markdown markdown" data-pagefind-meta="sample:true"><h1>Generic &lt;T&gt;</h1><p>Text</p></div>
  </body></html>`;
  const $ = cheerio.load(annotate(html, labels)!);
  assert.equal($('.theme-doc-markdown').attr('data-pagefind-meta'), 'sample:true, lvl0:Usage  Based Billing');
  assert.equal($('h1').attr('data-pagefind-meta'), 'title');
  assert.equal($('.theme-doc-markdown').attr('data-pagefind-body'), '');
});
