import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

test('the indexer runs when started through a path that is spelled differently from its real one', (t) => {
  // As on Windows (C:\…, backslashes) or through a linked folder with a space in its name:
  // the script must still recognise itself as the started one and build the index.
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  t.after(() => fs.rmSync(tmp, {recursive: true, force: true}));
  const linkedSite = path.join(tmp, 'linked site');
  fs.symlinkSync(path.join(__dirname, '..', '..'), linkedSite, 'junction');
  const build = path.join(tmp, 'build');
  fs.mkdirSync(path.join(build, 'docs', 'page'), {recursive: true});
  fs.writeFileSync(
    path.join(build, 'docs', 'page', 'index.html'),
    '<html class="docs-doc-page"><body><div class="theme-doc-markdown"><h1>Page</h1><p>Text to find</p></div></body></html>',
  );
  const output = execFileSync(process.execPath, [path.join(linkedSite, 'scripts', 'build-search-index.mjs'), build], {encoding: 'utf8'});
  assert.match(output, /\[search\] en: indexed 1 pages/);
  assert.ok(fs.existsSync(path.join(build, 'pagefind', 'pagefind.js')));
});
