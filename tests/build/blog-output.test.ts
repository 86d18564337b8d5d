/**
 * The release notes as built: list and tag paging, the archive posts, the
 * sidebar's year groups, the per-app feeds and changelog pages, in both
 * languages. Reads build/ (and build/de/), so it runs after `npm run build`
 * (`npm run test:build`, a step of scripts/test.sh right after the build); a
 * missing build fails every test.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {xml2js, type Element} from 'xml-js';
import {appsWithTag, appFeedDir} from '../../plugins/release-notes';
import {site} from '../../config/site';
import {sampleShareSentence} from '../../plugins/sample-content';
import {postSources, readTags, siteDir, type Locale} from '../blogSource';

const buildDir = path.join(siteDir, 'build');
const locales: {locale: Locale; root: string; prefix: string}[] = [
  {locale: 'en', root: buildDir, prefix: '/'},
  {locale: 'de', root: path.join(buildDir, 'de'), prefix: '/de/'},
];

function read(root: string, page: string): string {
  const file = path.join(root, page);
  assert.ok(
    fs.existsSync(file),
    `${path.relative(siteDir, file)} is missing${fs.existsSync(buildDir) ? '' : ': there is no build/. Run `npm run build` first'}`,
  );
  return fs.readFileSync(file, 'utf8');
}
const load = (root: string, page: string) => cheerio.load(read(root, page));
/** The word that marks an example, as feed titles start with it. */
const label: Record<Locale, string> = {en: 'Example', de: 'Beispiel'};
/** An XML element's text (text and CDATA children). */
const text = (e: Element | undefined) => e?.elements?.map((c) => c.text ?? c.cdata ?? '').join('') ?? '';

/** Slug of a post from its URL or path ("/de/blog/hotfix-2025-01-13" → "hotfix-2025-01-13"). */
const slugOf = (href: string) => new URL(href, 'https://x').pathname.replace(/\/$/, '').split('/').pop()!;

/** Slugs of the posts (from the sources) that carry `tag`. */
function taggedSlugs(locale: Locale, tag: string): string[] {
  return postSources(locale)
    .filter((p) => p.tags.includes(tag))
    .map((p) => p.slug)
    .sort();
}

/** Changelog doc pages by the generated changelog they import ("web-tt" → "web/tt/changelog"). */
function changelogPages(): Map<string, string> {
  const pages = new Map<string, string>();
  const docsDir = path.join(siteDir, 'docs');
  for (const file of fs.readdirSync(docsDir, {recursive: true, encoding: 'utf8'})) {
    if (path.basename(file) !== 'changelog.md' && path.basename(file) !== 'changelog.mdx') continue;
    const imported = /@generated\/release-notes\/default\/changelog-([\w-]+)\.json/.exec(fs.readFileSync(path.join(docsDir, file), 'utf8'));
    if (imported) pages.set(imported[1], file.replace(/\.mdx?$/, '').split(path.sep).join('/'));
  }
  return pages;
}

/** The number of pages of a paged list: the first page plus page/2, page/3, … */
function pageCount(root: string, listDir: string): number {
  const paged = path.join(root, listDir, 'page');
  return 1 + (fs.existsSync(paged) ? fs.readdirSync(paged).length : 0);
}

for (const {locale, root, prefix} of locales) {
  test(`${locale}: 117 posts on 12 list pages of 10, the last with 7`, () => {
    const counts: number[] = [];
    const slugs = new Set<string>();
    const dates: string[] = [];
    for (let n = 1; n <= 12; n++) {
      const $ = load(root, n === 1 ? 'blog/index.html' : `blog/page/${n}/index.html`);
      const articles = $('main article');
      counts.push(articles.length);
      articles.each((_, a) => {
        slugs.add(slugOf($(a).find('h2 a').attr('href')!));
        dates.push($(a).find('time').attr('datetime')!.slice(0, 10));
      });
    }
    assert.deepEqual(counts, [10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 7]);
    assert.equal(fs.existsSync(path.join(root, 'blog/page/13')), false, 'there is no 13th list page');
    assert.equal(slugs.size, 117);
    assert.deepEqual([...slugs].sort(), postSources(locale).map((p) => p.slug).sort());
    assert.equal(dates.filter((d) => d === '2023-09-30').length, 14, '14 archive posts dated 2023-09-30');
  });

  test(`${locale}: list pages link to their neighbours`, () => {
    const links = (n: number) => {
      const $ = load(root, n === 1 ? 'blog/index.html' : `blog/page/${n}/index.html`);
      return {
        prev: $('.pagination-nav__link--prev').attr('href') ?? null,
        next: $('.pagination-nav__link--next').attr('href') ?? null,
      };
    };
    assert.deepEqual(links(1), {prev: null, next: `${prefix}blog/page/2`});
    assert.deepEqual(links(2), {prev: `${prefix}blog`, next: `${prefix}blog/page/3`});
    assert.deepEqual(links(12), {prev: `${prefix}blog/page/11`, next: null});
  });

  test(`${locale}: tag pages: fix up to 11, project-billing and subscription-recurring-billing 7, the others fewer`, () => {
    const tags = [...readTags(locale).keys()];
    for (const tag of tags) {
      const posts = taggedSlugs(locale, tag).length;
      assert.equal(pageCount(root, `blog/tags/${tag}`), Math.max(1, Math.ceil(posts / 10)), `pages of tag ${tag}`);
    }
    assert.equal(pageCount(root, 'blog/tags/fix'), 11);
    assert.equal(pageCount(root, 'blog/tags/project-billing'), 7);
    assert.equal(pageCount(root, 'blog/tags/subscription-recurring-billing'), 7);
    for (const tag of tags.filter((t) => !['fix', 'project-billing', 'subscription-recurring-billing'].includes(t))) {
      assert.ok(pageCount(root, `blog/tags/${tag}`) < 7, `tag ${tag} has fewer than 7 pages`);
    }
    // Every tag used is listed on the tags page, and nothing else.
    const $ = load(root, 'blog/tags/index.html');
    const listed = $('main a[href*="/blog/tags/"]')
      .map((_, a) => slugOf($(a).attr('href')!))
      .get();
    const used = new Set(postSources(locale).flatMap((p) => p.tags));
    assert.deepEqual([...new Set(listed)].sort(), [...used].sort());
  });

  test(`${locale}: the sidebar lists every post, grouped by year, newest year first`, () => {
    const $ = load(root, 'blog/index.html');
    const groups = $('aside nav [role="group"]');
    const years = groups.map((_, g) => $(g).find('h3').text().trim()).get();
    assert.deepEqual(years, ['2025', '2024', '2023']);
    const dateOf = new Map(postSources(locale).map((p) => [p.slug, p.date]));
    let listed = 0;
    groups.each((_, g) => {
      const year = $(g).find('h3').text().trim();
      $(g)
        .find('a')
        .each((__, a) => {
          const slug = slugOf($(a).attr('href')!);
          assert.equal(dateOf.get(slug)?.slice(0, 4), year, `${slug} is listed under ${year}`);
          listed++;
        });
    });
    assert.equal(listed, 117);
  });

  test(`${locale}: each app's RSS and Atom feed is valid and holds exactly that app's posts`, () => {
    const apps = appsWithTag();
    assert.ok(apps.length >= 15);
    for (const app of apps) {
      const expected = taggedSlugs(locale, app.tag);
      const dir = appFeedDir(app.tag);
      const rss = xml2js(read(root, `${dir}/rss.xml`)) as Element;
      const rssRoot = rss.elements!.find((e) => e.type === 'element')!;
      assert.equal(rssRoot.name, 'rss');
      assert.equal(rssRoot.attributes?.version, '2.0');
      const channel = rssRoot.elements!.find((e) => e.name === 'channel')!;
      assert.equal(text(channel.elements!.find((e) => e.name === 'language')), locale);
      const items = channel.elements!.filter((e) => e.name === 'item');
      for (const item of items) {
        for (const field of ['title', 'link', 'guid', 'pubDate']) {
          assert.ok(text(item.elements!.find((e) => e.name === field)), `${dir}/rss.xml: an item without ${field}`);
        }
      }
      const rssSlugs = items.map((item) => slugOf(text(item.elements!.find((e) => e.name === 'link')))).sort();
      assert.deepEqual(rssSlugs, expected, `${locale} ${dir}/rss.xml`);
      // The description ends with how many of the feed's release notes are examples.
      const own = postSources(locale).filter((p) => p.tags.includes(app.tag));
      const examples = own.filter((p) => p.sample).length;
      const description = text(channel.elements!.find((e) => e.name === 'description'));
      if (examples === 0) assert.doesNotMatch(description, /example|Beispiel/i, `${locale} ${dir}/rss.xml`);
      else assert.ok(description.endsWith(` ${sampleShareSentence(locale, {examples, total: own.length}, 'feed', label[locale])}`), `${locale} ${dir}/rss.xml: ${description}`);

      const atom = xml2js(read(root, `${dir}/atom.xml`)) as Element;
      const feed = atom.elements!.find((e) => e.type === 'element')!;
      assert.equal(feed.name, 'feed');
      assert.equal(feed.attributes?.xmlns, 'http://www.w3.org/2005/Atom');
      for (const field of ['id', 'title', 'updated']) assert.ok(feed.elements!.some((e) => e.name === field), `${dir}/atom.xml: no ${field}`);
      const entries = feed.elements!.filter((e) => e.name === 'entry');
      const atomSlugs = entries.map((entry) => slugOf(String(entry.elements!.find((e) => e.name === 'link')!.attributes!.href))).sort();
      assert.deepEqual(atomSlugs, expected, `${locale} ${dir}/atom.xml`);
    }
  });

  test(`${locale}: the site-wide RSS and Atom feeds are valid XML and hold the 20 newest posts`, () => {
    const rss = xml2js(read(root, 'blog/rss.xml')) as Element;
    const atom = xml2js(read(root, 'blog/atom.xml')) as Element;
    const channel = rss.elements!.find((e) => e.name === 'rss')!.elements!.find((e) => e.name === 'channel')!;
    assert.equal(channel.elements!.filter((e) => e.name === 'item').length, 20);
    assert.equal(atom.elements!.find((e) => e.name === 'feed')!.elements!.filter((e) => e.name === 'entry').length, 20);
  });

  test(`${locale}: the site-wide feeds describe the release notes as the blog's list page does, in its language, and say how many are examples`, () => {
    const description = load(root, 'blog/index.html')('meta[name="description"]').attr('content');
    assert.ok(description, `${locale} blog/index.html: no meta description`);
    const posts = postSources(locale);
    const share = sampleShareSentence(locale, {examples: posts.filter((p) => p.sample).length, total: posts.length}, 'site', label[locale]);
    assert.match(share, locale === 'de' ? /^115 der 117 Versionshinweise auf dieser Website sind/ : /^115 of the 117 release notes on this site are/);
    const expected = `${description.replace(/\.?$/, '.')} ${share}`;
    const channel = (xml2js(read(root, 'blog/rss.xml')) as Element).elements!.find((e) => e.name === 'rss')!.elements!.find((e) => e.name === 'channel')!;
    assert.equal(text(channel.elements!.find((e) => e.name === 'description')), expected, `${locale} blog/rss.xml`);
    const feed = (xml2js(read(root, 'blog/atom.xml')) as Element).elements!.find((e) => e.name === 'feed')!;
    assert.equal(text(feed.elements!.find((e) => e.name === 'subtitle')), expected, `${locale} blog/atom.xml`);
    // Feed readers list a feed by its title: it says release notes, in the page's language, not "Blog".
    assert.equal(text(feed.elements!.find((e) => e.name === 'title')), site.feedTitle[locale], `${locale} blog/atom.xml title`);
    assert.doesNotMatch(site.feedTitle[locale], /\bBlog\b/);
  });

  test(`${locale}: each app's changelog page lists exactly its tagged posts and links its feeds`, () => {
    const pages = changelogPages();
    for (const app of appsWithTag()) {
      const page = pages.get(app.dir.replace('/', '-'));
      assert.ok(page, `no changelog page imports the changelog of ${app.code}`);
      const $ = load(root, `docs/${page}/index.html`);
      const list = $(`[data-changelog]`);
      const expected = taggedSlugs(locale, app.tag);
      const listed = list
        .find('a')
        .map((_, a) => $(a).attr('href')!)
        .get();
      for (const href of listed) assert.ok(href.startsWith(`${prefix}blog/`), `${href} is a post of the ${locale} blog`);
      assert.deepEqual(listed.map(slugOf).sort(), expected, `docs/${app.dir}/changelog`);
      assert.equal($('a[data-feed="rss"]').attr('href'), `${prefix}${appFeedDir(app.tag)}/rss.xml`);
      assert.equal($('a[data-feed="atom"]').attr('href'), `${prefix}${appFeedDir(app.tag)}/atom.xml`);
    }
  });

  test(`${locale}: the obsoleted page is a post of its own, with its reading time, current in the sidebar`, () => {
    const $ = load(root, 'blog/obsoleted/index.html');
    const title = locale === 'en' ? 'Obsoleted functions' : 'Abgekündigte Funktionen';
    assert.equal($('article header h1').text().replace(/\u00ad/g, ''), title);
    assert.match($('article header').text(), locale === 'en' ? /min read/ : /Lesezeit/);
    assert.equal($('aside nav a[aria-current="page"]').attr('href'), `${prefix}blog/obsoleted`);
  });

  test(`${locale}: a post page shows its date, reading time and tags`, () => {
    const $ = load(root, 'blog/release-2024-12-30/index.html');
    assert.equal($('article time').attr('datetime')?.slice(0, 10), '2024-12-30');
    assert.match($('article header').text(), locale === 'en' ? /min read/ : /Lesezeit/);
    assert.ok($('article footer a[rel="tag"]').length > 0);
  });
}
