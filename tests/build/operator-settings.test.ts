/**
 * A build without operator settings (every local build) shows no placeholder:
 * the footer names the copyright years and no holder, the imprint and the terms
 * page say that the site is not configured yet, in each page's language, and
 * carry the notice a production deploy refuses (scripts/deploy/check-build.ts).
 * Settings given to the build are shown. Reads build/ (`npm run build` first).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {operatorSettings, readOperatorSettings, type OperatorKey} from '../../config/operator';
import {FIRST_COPYRIGHT_YEAR, imprintDetails, isPlaceholder, NOT_CONFIGURED_ATTRIBUTE} from '../../config/operatorDisplay';
import {checkBuild} from '../../scripts/deploy/check-build';
import {siteDir} from '../blogSource';
import {htmlFilesOf} from '../html';

const buildDir = path.join(siteDir, 'build');
const values = readOperatorSettings();
const locales = [
  {locale: 'en', dir: '', notConfigured: 'Not configured yet'},
  {locale: 'de', dir: 'de/', notConfigured: 'Noch nicht eingerichtet'},
];

function read(file: string): string {
  const full = path.join(buildDir, file);
  assert.ok(fs.existsSync(full), `build/${file} is missing${fs.existsSync(buildDir) ? '' : ': run `npm run build` first'}`);
  return fs.readFileSync(full, 'utf8');
}

/** The placeholders of the settings this build was made without, except the address (in every page's links, never its text). */
const shownPlaceholders = (Object.keys(operatorSettings) as OperatorKey[])
  .filter((key) => key !== 'siteUrl' && operatorSettings[key].placeholder !== '' && isPlaceholder(values[key]))
  .map((key) => operatorSettings[key].placeholder);

test('no page shows an operator placeholder, in its text or its links', () => {
  const found: string[] = [];
  let pages = 0;
  for (const file of htmlFilesOf(buildDir)) {
    pages++;
    // What a reader gets: the body without its scripts (the scripts carry the settings as data, not as text).
    const body = fs
      .readFileSync(file, 'utf8')
      .replace(/^[\s\S]*?<body[^>]*>/, '')
      .replace(/<script\b[\s\S]*?<\/script>/g, '');
    for (const placeholder of shownPlaceholders) {
      if (body.includes(placeholder)) found.push(`${path.relative(buildDir, file)}: ${placeholder}`);
    }
  }
  assert.ok(pages > 500, `${pages} pages read`);
  assert.deepEqual(found.slice(0, 20), []);
});

for (const l of locales) {
  test(`${l.locale}: the footer's copyright runs from ${FIRST_COPYRIGHT_YEAR} to the build year and names the holder once it is given`, () => {
    for (const page of ['index.html', 'blog/index.html', 'imprint/index.html', '404.html']) {
      const copyright = cheerio.load(read(`${l.dir}${page}`))('.footer__copyright').text();
      const match = /^Copyright © (\d{4})(?:–(\d{4}))?(?: (.+))?$/.exec(copyright);
      assert.ok(match, `${l.dir}${page}: "${copyright}"`);
      assert.equal(Number(match[1]), FIRST_COPYRIGHT_YEAR);
      const last = Number(match[2] ?? match[1]);
      // The build's year: not before this test's year less one (a build of 31 December tested on 1 January).
      assert.ok(last >= new Date().getUTCFullYear() - 1 && last <= new Date().getUTCFullYear(), `${l.dir}${page}: ${copyright}`);
      assert.equal(match[2] === undefined, last === FIRST_COPYRIGHT_YEAR, 'one year, or a range of two different years');
      assert.equal(match[3], isPlaceholder(values.company) ? undefined : values.company, `${l.dir}${page}: "${copyright}"`);
    }
  });

  test(`${l.locale}: the imprint shows the details that are given and says, in its language, when some are not`, () => {
    const $ = cheerio.load(read(`${l.dir}imprint/index.html`));
    const {given, missing} = imprintDetails(values);
    const notice = $(`main [${NOT_CONFIGURED_ATTRIBUTE}]`);
    if (missing.length === 0) {
      assert.equal(notice.length, 0);
    } else {
      assert.equal(notice.length, 1, 'one notice');
      assert.deepEqual(notice.attr(NOT_CONFIGURED_ATTRIBUTE)!.split(' '), missing);
      assert.ok(notice.text().includes(l.notConfigured), notice.text());
    }
    const main = $('main').text();
    for (const value of Object.values(given)) assert.ok(main.includes(value), `${l.dir}imprint shows ${value}`);
    // Nothing given: no provider section, no empty address or list.
    if (Object.keys(given).length === 0) {
      assert.deepEqual(
        $('main h2')
          .map((_, h) => $(h).text().trim())
          .get(),
        [l.locale === 'en' ? 'Trademarks' : 'Marken'],
      );
      assert.equal($('main address, main dl').length, 0);
    }
  });

  test(`${l.locale}: the terms page says the address of the terms is not configured yet, or links it`, () => {
    const $ = cheerio.load(read(`${l.dir}docs/general/terms-conditions/index.html`));
    const notice = $(`main [${NOT_CONFIGURED_ATTRIBUTE}]`);
    if (isPlaceholder(values.termsUrl)) {
      assert.equal(notice.attr(NOT_CONFIGURED_ATTRIBUTE), 'termsUrl');
      assert.ok(notice.text().includes(l.notConfigured));
    } else {
      assert.equal(notice.length, 0);
      assert.equal($(`main a[href="${values.termsUrl}"]`).length, 1);
    }
  });
}

test('a production deploy still refuses this build while a setting is missing', () => {
  const missing = imprintDetails(values).missing;
  if (missing.length === 0 && !isPlaceholder(values.termsUrl)) return;
  const problems = checkBuild(buildDir, 'https://docs.acme.test');
  assert.ok(
    problems.some((p) => /^[A-Z_, ]+ not set: .*imprint\/index\.html.* say the site is not configured yet\.$/.test(p)),
    problems.join('\n'),
  );
});
