/**
 * The pages readers start from or land on, as built in both languages: the
 * home page's latest release notes, the not-found page's way on, the headings
 * of the blog list, the archive and the tag pages with the legend of the
 * example badge, and the docs home's table of contents. Reads build/ (`npm run
 * build` first).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {appGroups} from '../../config/products';
import {apiReference} from '../../config/api';
import {postSources, readTags, siteDir, type Locale} from '../blogSource';

const buildDir = path.join(siteDir, 'build');
const locales = [
  {
    locale: 'en' as Locale,
    root: buildDir,
    prefix: '/',
    latest: 'Latest release notes',
    notFound: 'Page Not Found',
    entryPoints: ['Docs', 'Release notes', 'API', 'Home page'],
    blog: 'Release notes',
    blogPage2: 'Release notes – page 2',
    archive: 'Archive',
    tagTitle: (count: number, label: string) => `${count === 1 ? 'One post' : `${count} posts`} tagged with “${label}”`,
    chooseApp: 'Choose your app',
  },
  {
    locale: 'de' as Locale,
    root: path.join(buildDir, 'de'),
    prefix: '/de/',
    latest: 'Neueste Versionshinweise',
    notFound: 'Seite nicht gefunden',
    entryPoints: ['Dokumentation', 'Versionshinweise', 'API', 'Startseite'],
    blog: 'Versionshinweise',
    blogPage2: 'Versionshinweise – Seite 2',
    archive: 'Archiv',
    tagTitle: (count: number, label: string) => `${count === 1 ? 'Ein Beitrag' : `${count} Beiträge`} mit dem Schlagwort „${label}“`,
    chooseApp: 'Wählen Sie Ihre App',
  },
];

function load(root: string, page: string): cheerio.CheerioAPI {
  const file = path.join(root, page);
  assert.ok(fs.existsSync(file), `${path.relative(siteDir, file)} is missing${fs.existsSync(buildDir) ? '' : ': run `npm run build` first'}`);
  return cheerio.load(fs.readFileSync(file, 'utf8'));
}

/** The text of each element, without the zero-width space of a heading's "#" link. */
const text = ($: cheerio.CheerioAPI, selector: string) =>
  $(selector)
    .map((_, e) => $(e).text().replace(/\u200b/g, '').replace(/\s+/g, ' ').trim())
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

/** The main column's children in order, as "h1", "header", "legend" or the element's name. */
function mainOrder($: cheerio.CheerioAPI): string[] {
  return $('main')
    .first()
    .children()
    .map((_, e) => ($(e).is('[data-sample-legend]') ? 'legend' : $(e).is('header') ? 'header' : e.tagName))
    .get();
}

for (const l of locales) {
  test(`${l.locale}: the not-found page has a search field that opens the search page, and the site's entry points`, () => {
    const $ = load(l.root, '404.html');
    assert.equal($('h1').text().trim(), l.notFound);
    const form = $('form[role="search"][data-not-found-search]');
    assert.equal(form.length, 1);
    // A plain form: without JavaScript, the browser opens /search?q=… (the search page reads q).
    assert.equal(form.attr('action'), `${l.prefix}search`);
    assert.equal((form.attr('method') ?? 'get').toLowerCase(), 'get');
    const input = form.find('input[name="q"]');
    assert.equal(input.attr('type'), 'search');
    assert.equal(form.find(`label[for="${input.attr('id')}"]`).length, 1, 'the field has a label');
    assert.equal(form.find('button[type="submit"]').length, 1);
    const links = $('nav[data-not-found-links] a');
    assert.deepEqual(
      links.map((_, a) => $(a).text().trim()).get(),
      l.entryPoints,
    );
    assert.deepEqual(
      links.map((_, a) => $(a).attr('href')).get(),
      [`${l.prefix}docs/`, `${l.prefix}blog`, `${l.prefix}${apiReference.route.slice(1)}`, l.prefix],
    );
  });

  test(`${l.locale}: each blog list page has an H1, the blog's description and the feeds, then the legend and the posts`, () => {
    for (const [page, title] of [
      ['blog/index.html', l.blog],
      ['blog/page/2/index.html', l.blogPage2],
    ]) {
      const $ = load(l.root, page);
      assert.deepEqual(text($, 'h1'), [title], page);
      const header = $('main header[data-blog-page-header]');
      assert.equal(header.find('p').first().text().trim().length > 10, true, `${page}: a description`);
      assert.deepEqual(
        header
          .find('a')
          .map((_, a) => $(a).attr('href'))
          .get(),
        [`${l.prefix}blog/rss.xml`, `${l.prefix}blog/atom.xml`],
      );
      assert.deepEqual(mainOrder($).slice(0, 3), ['header', 'legend', 'article'], page);
    }
  });

  test(`${l.locale}: the archive lists every post once, newest first, by year, the day beside a title that does not repeat it`, () => {
    const $ = load(l.root, 'blog/archive/index.html');
    assert.deepEqual(text($, 'h1'), [l.archive]);
    // Its heading says "Archive" once (the theme's said it again below).
    assert.equal($('main header').text().split(l.archive).length - 1, 1, `"${l.archive}" once`);
    assert.deepEqual(mainOrder($).slice(0, 2), ['header', 'legend']);
    assert.deepEqual(text($, 'main section h2'), ['2025', '2024', '2023']);
    const entries = $('main section li');
    const dates = entries.map((_, li) => $(li).find('time').attr('datetime')).get();
    assert.equal(entries.length, postSources(l.locale).length);
    assert.deepEqual(dates, [...dates].sort().reverse(), 'newest first');
    assert.deepEqual(
      entries.map((_, li) => $(li).find('a').attr('href')!.split('/').pop()).get(),
      newestFirst(l.locale),
    );
    const lang = l.locale === 'en' ? 'en-GB' : 'de-DE';
    entries.each((_, li) => {
      const date = $(li).find('time').attr('datetime')!;
      const day = new Intl.DateTimeFormat(lang, {dateStyle: 'long', timeZone: 'UTC'}).format(new Date(date));
      const line = $(li).text();
      assert.ok(!line.includes(day) && !line.includes(' - '), `an entry repeats its date: ${line}`);
      assert.equal($(li).closest('section').attr('aria-labelledby'), `year-${date.slice(0, 4)}`, `${line} under its year`);
    });
    // The apps it concerns, from its tags.
    const hotfix = entries.filter((_, li) => $(li).find('a').attr('href') === `${l.prefix}blog/hotfix-2025-01-13`);
    assert.equal(hotfix.find('a').text().replace(/\s+/g, ' ').trim(), l.locale === 'en' ? 'Hotfix Example' : 'Hotfix Beispiel');
    assert.equal(hotfix.children('div').children('span').text(), 'Usage Based Billing, Project Billing');
  });

  test(`${l.locale}: a tag page's heading quotes the tag typographically, and its legend follows when it lists examples`, () => {
    const tags = readTags(l.locale);
    let withLegend = 0;
    for (const tag of fs.readdirSync(path.join(l.root, 'blog/tags'))) {
      if (!fs.statSync(path.join(l.root, 'blog/tags', tag)).isDirectory()) continue;
      const page = `blog/tags/${tag}/index.html`;
      const $ = load(l.root, page);
      const count = postSources(l.locale).filter((p) => p.tags.includes(tag)).length;
      assert.deepEqual(text($, "h1"), [l.tagTitle(count, tags.get(tag)!.label)], page);
      const examples = $('main article [data-sample-badge]').length > 0;
      assert.deepEqual(mainOrder($).slice(0, 2), examples ? ['header', 'legend'] : ['header', 'article'], page);
      if (examples) withLegend++;
    }
    assert.ok(withLegend > 0);
  });

  test(`${l.locale}: the docs home's table of contents lists the groups of apps, each heading followed by its cards`, () => {
    const $ = load(l.root, 'docs/index.html');
    // Without the soft hyphens of long German words (plugins/hyphenation).
    const toc = $('.theme-doc-toc-desktop a')
      .map((_, a) => $(a).text().replace(/\u00ad/g, '').trim())
      .get();
    const groups = appGroups();
    const at = toc.indexOf(l.chooseApp);
    assert.ok(at >= 0, toc.join(' | '));
    assert.deepEqual(
      toc.slice(at + 1, at + 1 + groups.length),
      groups.map((g) => g.name[l.locale]),
    );
    for (const {group, name, areas} of groups) {
      const heading = $(`main h3#apps-${group}`);
      assert.equal(heading.text().replace(/#$/, '').replace(/[\u200b\u00ad]/g, '').trim(), name[l.locale]);
      const cards = heading.next(`[data-app-group="${group}"]`).find('h4 a');
      assert.equal(cards.length, areas.length, `the cards of ${group}`);
    }
  });
}
