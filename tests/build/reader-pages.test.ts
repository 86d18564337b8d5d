/**
 * The pages readers start from or land on, as built in both languages: the
 * home page's latest release notes. Reads build/ (`npm run build` first).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {postSources, siteDir, type Locale} from '../blogSource';

const buildDir = path.join(siteDir, 'build');
const locales: {locale: Locale; root: string; prefix: string; latest: string}[] = [
  {locale: 'en', root: buildDir, prefix: '/', latest: 'Latest release notes'},
  {locale: 'de', root: path.join(buildDir, 'de'), prefix: '/de/', latest: 'Neueste Versionshinweise'},
];

function load(root: string, page: string): cheerio.CheerioAPI {
  const file = path.join(root, page);
  assert.ok(fs.existsSync(file), `${path.relative(siteDir, file)} is missing${fs.existsSync(buildDir) ? '' : ': run `npm run build` first'}`);
  return cheerio.load(fs.readFileSync(file, 'utf8'));
}

const text = ($: cheerio.CheerioAPI, selector: string) =>
  $(selector)
    .map((_, e) => $(e).text().replace(/\s+/g, ' ').trim())
    .get();

/** The slugs of a language's posts, newest first (within a day as the blog lists them: by file name). */
function newestFirst(locale: Locale): string[] {
  return postSources(locale)
    .sort((a, b) => b.date.localeCompare(a.date) || a.file.localeCompare(b.file))
    .map((p) => p.slug);
}

for (const l of locales) {
  test(`${l.locale}: the home page's panel beside the heading is the latest release notes, the newest three, newest first`, () => {
    const $ = load(l.root, 'index.html');
    const panel = $('header [data-latest-release-notes]');
    assert.equal(panel.length, 1);
    assert.equal(panel.find('h2').text().trim(), l.latest);
    const listed = panel
      .find('li > a')
      .map((_, a) => $(a).attr('href')!.split('/').pop())
      .get();
    assert.deepEqual(listed, newestFirst(l.locale).slice(0, 3));
    // One list of the latest release notes on the page: the panel's.
    assert.deepEqual(text($, 'h2').filter((h) => h === l.latest), [l.latest]);
  });
}
