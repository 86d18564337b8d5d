/**
 * Long German words in doc titles, headings, the table of contents and the previous/next
 * links carry soft hyphens at their syllables (plugins/hyphenation); nothing that leaves
 * the page does: ids, `<title>`, search records, Markdown versions, llms.txt. Reads
 * build/ (`npm run build` first).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {siteDir} from '../blogSource';
import {filesOf, htmlFilesOf, loadHtml} from '../html';
import {hyphenator} from '../../plugins/hyphenation';

const SHY = '\u00ad';
const hyphenate = hyphenator('de')!;
const buildDir = path.join(siteDir, 'build');
const german = path.join(buildDir, 'de');

test('every long word of a German doc title, heading, contents entry or previous/next label breaks at its syllables', () => {
  assert.ok(fs.existsSync(german), 'build/de is missing: run `npm run build` first');
  const pages = htmlFilesOf(path.join(german, 'docs'));
  const unbroken = new Set<string>();
  let words = 0;
  for (const file of pages) {
    const $ = loadHtml(fs.readFileSync(file, 'utf8'));
    // A category's label (sidebar, category pages, links to them) is a translation key's message and keeps its plain form.
    $('[data-sample-badge]').remove();
    const texts = $('.theme-doc-markdown :is(h1, h2, h3), .theme-doc-toc-desktop a, .pagination-nav__link:not([href*="/category/"]) .pagination-nav__label')
      .not(':has(code)')
      .map((_, element) => $(element).text())
      .get();
    for (const text of texts) {
      for (const word of text.match(/[\p{L}\u00ad]{12,}/gu) ?? []) {
        const plain = word.replaceAll(SHY, '');
        if (plain.length < 12) continue;
        words++;
        // The syllables the German patterns find, all of them (none in product names).
        if (word !== hyphenate(plain)) unbroken.add(`${plain} (${path.relative(buildDir, file)})`);
      }
    }
  }
  assert.ok(words > 100, `only ${words} long words found`);
  assert.deepEqual([...unbroken], []);
});

test('no soft hyphen in an id, a <title>, a search record, a Markdown version or llms.txt', () => {
  assert.ok(fs.existsSync(german), 'build/de is missing: run `npm run build` first');
  const found: string[] = [];
  for (const file of filesOf(buildDir)) {
    const name = path.relative(buildDir, file);
    const text = /\.(md|txt|html)$/.test(name) || name.includes('search-index') ? fs.readFileSync(file, 'utf8') : '';
    // A page without the character, written or percent-encoded, has none in its ids either.
    if (!text.includes(SHY) && !/%C2%AD/i.test(text)) continue;
    if (!name.endsWith('.html')) found.push(name);
    else {
      const $ = loadHtml(text);
      if ($('title').text().includes(SHY) || $('[id*="\u00ad"], [href*="\u00ad"], [href*="%C2%AD" i]').length) found.push(name);
    }
  }
  assert.deepEqual(found, []);
});
