/**
 * Example content (`sample: true`) as built by default, in both languages:
 * every example page and post has the notice and no other page has it; every
 * list, changelog, sidebar and doc card entry of an example has the badge and
 * no other entry has it; every feed item of an example is marked; the search
 * index records which pages are examples. Reads build/ (`npm run build` first).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {xml2js, type Element} from 'xml-js';
import {appsWithTag, appFeedDir} from '../../plugins/release-notes';
import {allAreas} from '../../config/products';
import {site} from '../../config/site';
import {contentRoots, isExemptFromProvenance} from '../../plugins/content-checks/content-files';
import {postSources, siteDir, type Locale} from '../blogSource';
import {docSources} from '../docSource';
import {loadHtml} from '../html';

const buildDir = path.join(siteDir, 'build');
const locales: {locale: Locale; root: string; prefix: string; label: string}[] = [
  {locale: 'en', root: buildDir, prefix: '/', label: 'Example'},
  {locale: 'de', root: path.join(buildDir, 'de'), prefix: '/de/', label: 'Beispiel'},
];

const parsed = new Map<string, cheerio.CheerioAPI>();
/** A built page, parsed once for all the checks below (none of them changes it). */
function load(root: string, page: string): cheerio.CheerioAPI {
  const file = path.join(root, page);
  let $ = parsed.get(file);
  if (!$) {
    assert.ok(fs.existsSync(file), `${path.relative(siteDir, file)} is missing${fs.existsSync(buildDir) ? '' : ': run `npm run build` first'}`);
    $ = loadHtml(fs.readFileSync(file, 'utf8'));
    parsed.set(file, $);
  }
  return $;
}

/** The page file of a URL path below the locale root ("/docs/cp" → "docs/cp/index.html"). */
const pageFile = (urlPath: string) => `${urlPath.replace(/^\//, '')}/index.html`.replace(/^\//, '');
/** The URL path below the locale root of a link ("/de/blog/a/" → "/blog/a"). */
const localPath = (href: string, prefix: string) => `/${new URL(href, 'https://x').pathname.slice(prefix.length)}`.replace(/\/$/, '');

const examplesOf = new Map<Locale, Map<string, boolean>>();
/** URL path below the locale root → whether the page is an example, for every post and doc. */
function examples(locale: Locale): Map<string, boolean> {
  // Read once per language: every list entry of every page is checked against it.
  let found = examplesOf.get(locale);
  if (!found) {
    found = new Map([
      ...postSources(locale).map((p): [string, boolean] => [`/blog/${p.slug}`, p.sample]),
      ...docSources(locale).map((d): [string, boolean] => [d.permalink, d.sample]),
    ]);
    examplesOf.set(locale, found);
  }
  return found;
}

/** Checks that each entry is badged exactly when it links to an example; returns how many entries were checked. */
function checkEntries(
  $: cheerio.CheerioAPI,
  entries: cheerio.Cheerio<never>,
  where: string,
  {locale, prefix, label}: {locale: Locale; prefix: string; label: string},
): number {
  const isExample = examples(locale);
  entries.each((_, entry) => {
    const href = $(entry).is('a') ? $(entry).attr('href') : $(entry).find('a').first().attr('href');
    assert.ok(href, `${where}: an entry without a link`);
    const target = localPath(href, prefix);
    assert.ok(isExample.has(target), `${where}: ${href} is neither a post nor a doc`);
    const badges = $(entry).find('[data-sample-badge]');
    assert.equal(badges.length, isExample.get(target) ? 1 : 0, `${where}: the entry of ${href}`);
    if (badges.length) assert.equal(badges.text(), label, `${where}: the badge of ${href}`);
  });
  return entries.length;
}

/** Every post and doc of a language: its URL path below the locale root, source file and whether it is an example. */
function pages(locale: Locale): {url: string; sample: boolean; file: string}[] {
  return [
    ...postSources(locale).map((p) => ({url: `/blog/${p.slug}`, sample: p.sample, file: p.file})),
    ...docSources(locale).map((d) => ({url: d.permalink, sample: d.sample, file: d.file})),
  ];
}

/** An app's changelog page (`/docs/<app>/changelog`). */
const isChangelog = (url: string) => /\/changelog$/.test(url);

/** Links to docs and posts in the entries matched by `selector` (not category pages, the API reference or other sites). */
function contentLinks($: cheerio.CheerioAPI, selector: string, prefix: string): cheerio.Cheerio<never> {
  return $(selector).filter((_, a) => {
    const href = $(a).attr('href') ?? '';
    return (href.startsWith(`${prefix}docs/`) || href.startsWith(`${prefix}blog/`)) && !href.startsWith(`${prefix}docs/category/`);
  }) as never;
}

for (const l of locales) {
  const {locale, root, label} = l;
  const words = locale === 'en' ? /\bexample\b/i : /Beispiel/;

  test(`${locale}: every example post and page has the notice above its title, in the reader's language; no other has it`, () => {
    const all = pages(locale);
    assert.equal(all.filter((p) => p.sample).length, 115 + 22);
    for (const page of all) {
      const $ = load(root, pageFile(page.url));
      const notice = $('[data-sample-notice]');
      if (!page.sample) {
        assert.equal(notice.length, 0, `${page.file} is sourced but ${page.url} shows the example notice`);
        continue;
      }
      assert.equal(notice.length, 1, `${page.file} is an example but ${page.url} has no notice`);
      assert.equal(notice.attr('data-sample-notice'), page.url.startsWith('/blog/') ? 'post' : 'doc');
      assert.equal(notice.attr('role'), 'note');
      assert.match(notice.text(), words, `${page.url}: the notice names the example`);
      assert.equal(notice.attr('data-search-meta'), 'sample:true', `${page.url}: search metadata`);
      assert.equal(notice.attr('data-search-ignore'), '', `${page.url}: search excerpts skip the notice`);
      const html = $.html();
      assert.ok(html.indexOf('data-sample-notice') < html.indexOf('<h1'), `${page.url}: the notice comes before the title`);
      assert.equal(notice.closest('main, article').length, 1, `${page.url}: the notice is part of the content`);
    }
  });

  test(`${locale}: an example's title, descriptions and structured data start with the marker, and it asks not to be indexed; no other page does`, () => {
    const marker = `${label}: `;
    let examplesChecked = 0;
    for (const page of pages(locale)) {
      const $ = load(root, pageFile(page.url));
      const where = `${page.url}${page.sample ? ' (an example)' : ''}`;
      const texts: [string, string | undefined][] = [
        ['<title>', $('head > title').text()],
        ['og:title', $('meta[property="og:title"]').attr('content')],
        ['twitter:title', $('meta[name="twitter:title"]').attr('content')],
        ['description', $('meta[name="description"]').attr('content')],
        ['og:description', $('meta[property="og:description"]').attr('content')],
        ['twitter:description', $('meta[name="twitter:description"]').attr('content')],
      ];
      for (const script of $('script[type="application/ld+json"]').toArray()) {
        const data = JSON.parse($(script).text()) as {
          '@type': string;
          headline?: string;
          name?: string;
          description?: string;
          itemListElement?: {item: string; name: string}[];
        };
        if (data['@type'] === 'BlogPosting') {
          texts.push(['JSON-LD headline', data.headline], ['JSON-LD name', data.name], ['JSON-LD description', data.description]);
        } else if (data['@type'] === 'BreadcrumbList') {
          const own = data.itemListElement?.find((item) => localPath(item.item, l.prefix) === page.url);
          if (own) texts.push(['JSON-LD breadcrumb', own.name]);
        }
      }
      for (const [what, text] of texts) {
        if (text === undefined) continue;
        assert.equal(text.startsWith(marker), page.sample, `${where}: ${what} "${text}"`);
      }
      assert.ok(texts[0][1]?.endsWith(` | ${site.title}`), `${where}: <title> "${texts[0][1]}" names the site`);
      const robots = $('meta[name="robots"]').attr('content') ?? '';
      // An app's changelog is a list: example-lists.test.ts checks when it asks not to be indexed.
      if (!isChangelog(page.url)) assert.equal(/\bnoindex\b/.test(robots), page.sample, `${where}: <meta name="robots" content="${robots}">`);
      if (page.sample) examplesChecked++;
    }
    assert.ok(examplesChecked > 60, `only ${examplesChecked} examples`);
  });

  test(`${locale}: the sitemap lists every post and doc except the examples`, () => {
    const sitemap = fs.readFileSync(path.join(root, 'sitemap.xml'), 'utf8');
    const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => localPath(m[1], l.prefix)));
    // The apps' changelogs are lists, in the sitemap unless they list examples only (example-lists.test.ts).
    for (const page of pages(locale).filter((p) => !isChangelog(p.url))) {
      assert.equal(listed.has(page.url), !page.sample, `${locale} sitemap.xml and ${page.url}${page.sample ? ' (an example)' : ''}`);
    }
  });

  test(`${locale}: previous/next links of posts and docs badge exactly the examples`, () => {
    let checked = 0;
    let badged = 0;
    for (const page of pages(locale)) {
      const $ = load(root, pageFile(page.url));
      const links = contentLinks($, '.pagination-nav a.pagination-nav__link', l.prefix);
      checked += checkEntries($, links, `${page.url} previous/next`, l);
      badged += links.find('[data-sample-badge]').length;
    }
    assert.ok(checked > 300, `only ${checked} previous/next links`);
    assert.ok(badged > 20, `only ${badged} previous/next links to examples badged`);
  });

  test(`${locale}: the docs sidebar badges exactly the examples`, () => {
    let checked = 0;
    let badged = 0;
    for (const page of pages(locale).filter((p) => p.url.startsWith('/docs/'))) {
      const $ = load(root, pageFile(page.url));
      const links = contentLinks($, 'nav.menu li.theme-doc-sidebar-item-link a.menu__link', l.prefix);
      checked += checkEntries($, links, `${page.url} sidebar`, l);
      badged += links.find('[data-sample-badge]').length;
    }
    assert.ok(checked > 1000, `only ${checked} sidebar entries`);
    assert.ok(badged > 20, `only ${badged} sidebar entries of examples badged`);
  });

  test(`${locale}: the home page's app cards badge exactly the apps whose pages are all examples`, () => {
    const docs = docSources(locale).map((d) => ({...d, rel: d.file.slice(contentRoots.doc[locale].length + 1)}));
    const $ = load(root, 'index.html');
    let sampleApps = 0;
    for (const area of allAreas().filter((a) => !a.children)) {
      const own = docs.filter((d) => d.rel.startsWith(`${area.dir}/`) && !isExemptFromProvenance(d.rel));
      const allExamples = own.length > 0 && own.every((d) => d.sample);
      const card = $(`main [data-app-group] h4 a[href="${l.prefix}docs/${area.docsPath}"]`);
      assert.equal(card.length, 1, `the card of ${area.dir}`);
      assert.equal(card.find('[data-sample-badge]').length, allExamples ? 1 : 0, `the card of ${area.dir}${allExamples ? ' (all examples)' : ''}`);
      if (allExamples) {
        assert.equal(card.find('[data-sample-badge]').text(), label);
        sampleApps++;
      }
    }
    assert.ok(sampleApps > 0, 'no app has only examples');
  });

  test(`${locale}: the notice is on no other page`, () => {
    for (const page of ['index.html', 'blog/index.html', 'blog/archive/index.html', 'blog/tags/index.html', 'search/index.html']) {
      assert.equal(load(root, page)('[data-sample-notice]').length, 0, page);
    }
  });

  test(`${locale}: blog list pages, tag pages and the archive badge exactly the examples`, () => {
    let checked = 0;
    for (let n = 1; n <= 12; n++) {
      const page = n === 1 ? 'blog/index.html' : `blog/page/${n}/index.html`;
      const $ = load(root, page);
      checked += checkEntries($, $('main article header') as never, page, l);
    }
    assert.equal(checked, 117);
    for (const tag of fs.readdirSync(path.join(root, 'blog/tags'))) {
      if (!fs.statSync(path.join(root, 'blog/tags', tag)).isDirectory()) continue;
      const page = `blog/tags/${tag}/index.html`;
      const $ = load(root, page);
      assert.ok(checkEntries($, $('main article header') as never, page, l) > 0, `${page} lists posts`);
    }
    const $ = load(root, 'blog/archive/index.html');
    assert.equal(checkEntries($, $('main li a') as never, 'blog/archive', l), 117);
  });

  test(`${locale}: the blog sidebar badges exactly the examples`, () => {
    for (const page of ['blog/index.html', 'blog/release-2024-12-30/index.html']) {
      const $ = load(root, page);
      assert.equal(checkEntries($, $('aside nav li a') as never, `${page} sidebar`, l), 117);
    }
  });

  test(`${locale}: the home page's latest release notes and every changelog badge exactly the examples`, () => {
    const home = load(root, 'index.html');
    assert.equal(checkEntries(home, home('section[aria-labelledby="latest"] li') as never, 'home', l), 3);
    const changelogs = docSources(locale).filter((d) => d.permalink.endsWith('/changelog'));
    assert.ok(changelogs.length >= appsWithTag().length, 'a changelog page per app');
    for (const {permalink} of changelogs) {
      const page = pageFile(permalink);
      const $ = load(root, page);
      checkEntries($, $('[data-changelog] li') as never, page, l);
    }
  });

  test(`${locale}: doc cards badge exactly the examples`, () => {
    let cards = 0;
    let badged = 0;
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(root, dir), {withFileTypes: true})) {
        const rel = `${dir}/${entry.name}`;
        if (entry.isDirectory()) walk(rel);
        else if (entry.name === 'index.html' && fs.readFileSync(path.join(root, rel), 'utf8').includes('theme-doc-card')) {
          const $ = load(root, rel);
          const docCards = $('a.card').filter((_, a) => !/\/docs\/category\//.test($(a).attr('href') ?? ''));
          cards += checkEntries($, docCards as never, rel, l);
          badged += docCards.find('[data-sample-badge]').length;
        }
      }
    };
    walk('docs');
    assert.ok(cards > 100, `only ${cards} doc cards found`);
    assert.ok(badged > 0, 'no example card badged');
  });

  test(`${locale}: feed items of examples start with the marker and carry its category; no other item does`, () => {
    const isExample = examples(locale);
    const feeds = ['blog', ...appsWithTag().map((app) => appFeedDir(app.tag))];
    const text = (e: Element | undefined) => e?.elements?.map((c) => c.text ?? c.cdata ?? '').join('') ?? '';
    let items = 0;
    for (const dir of feeds) {
      const rss = xml2js(fs.readFileSync(path.join(root, dir, 'rss.xml'), 'utf8')) as Element;
      const channel = rss.elements!.find((e) => e.name === 'rss')!.elements!.find((e) => e.name === 'channel')!;
      for (const item of channel.elements!.filter((e) => e.name === 'item')) {
        const link = text(item.elements!.find((e) => e.name === 'link'));
        const sample = isExample.get(localPath(link, l.prefix));
        assert.notEqual(sample, undefined, `${dir}/rss.xml: ${link} is not a post`);
        const title = text(item.elements!.find((e) => e.name === 'title'));
        const categories = item.elements!.filter((e) => e.name === 'category').map(text);
        assert.equal(title.startsWith(`${label}: `), sample, `${dir}/rss.xml: title of ${link}`);
        assert.equal(categories.includes(label), sample, `${dir}/rss.xml: category of ${link}`);
        items++;
      }
      const atom = xml2js(fs.readFileSync(path.join(root, dir, 'atom.xml'), 'utf8')) as Element;
      const feed = atom.elements!.find((e) => e.name === 'feed')!;
      for (const entry of feed.elements!.filter((e) => e.name === 'entry')) {
        const link = String(entry.elements!.find((e) => e.name === 'link')!.attributes!.href);
        const sample = isExample.get(localPath(link, l.prefix));
        const title = text(entry.elements!.find((e) => e.name === 'title'));
        const marked = entry.elements!.some((e) => e.name === 'category' && e.attributes?.term === 'sample' && e.attributes?.label === label);
        assert.equal(title.startsWith(`${label}: `), sample, `${dir}/atom.xml: title of ${link}`);
        assert.equal(marked, sample, `${dir}/atom.xml: category of ${link}`);
      }
    }
    assert.ok(items > 100, `only ${items} feed items`);
  });

  test(`${locale}: the search index records exactly the examples as sample pages`, () => {
    const isExample = examples(locale);
    const dir = path.join(root, 'search-index');
    const {pages} = JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8')) as {pages: {titles: string[]; samples: number[]}};
    let indexed = 0;
    for (const id of pages.titles.keys()) {
      const sections = fs.readFileSync(path.join(dir, 'pages', `${id}.json`), 'utf8');
      const url = (JSON.parse(sections) as {url: string}).url.replace(locale === 'en' ? /^/ : /^\/de(?=\/)/, '').replace(/\/$/, '') || '/';
      const sample = isExample.get(url);
      if (sample === undefined) continue;
      assert.equal(pages.samples.includes(id), sample, `search index: ${url}`);
      assert.ok(!sections.includes(locale === 'en' ? 'Example content' : 'Beispielinhalt'), `${url}: the notice is not in the indexed text`);
      indexed++;
    }
    assert.ok(indexed > 300, `only ${indexed} posts and docs in the ${locale} search index`);
  });
}
