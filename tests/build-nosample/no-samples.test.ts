/**
 * A build without examples (SAMPLE_CONTENT=exclude): no example page or post
 * anywhere (pages, links, sitemap, feeds, search index), and the blog still
 * pages consistently with the few posts left. Reads build-nosample/, which
 * `npm run build:no-samples` builds in English; a build of both languages
 * (NO_SAMPLES_BUILD=<dir> after `SAMPLE_CONTENT=exclude docusaurus build
 * --out-dir <dir>`) is checked in both.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {xml2js, type Element} from 'xml-js';
import {appsWithTag, appFeedDir} from '../../plugins/release-notes';
import {postSources, siteDir, type Locale} from '../blogSource';
import {docSources} from '../docSource';
import {htmlFilesOf, loadHtml} from '../html';

const buildDir = path.resolve(siteDir, process.env.NO_SAMPLES_BUILD ?? 'build-nosample');
const locales = [
  {locale: 'en' as Locale, root: buildDir, prefix: '/'},
  {locale: 'de' as Locale, root: path.join(buildDir, 'de'), prefix: '/de/'},
].filter(({locale, root}) => locale === 'en' || fs.existsSync(root));

function read(root: string, file: string): string {
  const full = path.join(root, file);
  assert.ok(
    fs.existsSync(full),
    `${path.relative(siteDir, full)} is missing${fs.existsSync(buildDir) ? '' : ': run `npm run build:no-samples` first'}`,
  );
  return fs.readFileSync(full, 'utf8');
}

const withoutSlash = (p: string) => p.replace(/\/$/, '') || '/';

for (const {locale, root, prefix} of locales) {
  const posts = postSources(locale);
  const docs = docSources(locale);
  const kept = posts.filter((p) => !p.sample);
  /** URL paths (with the locale prefix) of every example. */
  const sampleUrls = new Set([
    ...posts.filter((p) => p.sample).map((p) => `${prefix}blog/${p.slug}`),
    ...docs.filter((d) => d.sample).map((d) => withoutSlash(`${prefix}${d.permalink.slice(1)}`)),
  ]);
  const isSampleUrl = (href: string) => sampleUrls.has(withoutSlash(new URL(href, 'https://x').pathname));

  test(`${locale}: no example page is built, every other post and page is`, () => {
    assert.equal(sampleUrls.size, 115 + 22);
    for (const post of posts) {
      assert.equal(fs.existsSync(path.join(root, 'blog', post.slug, 'index.html')), !post.sample, `${post.file}: blog/${post.slug}`);
    }
    for (const doc of docs) {
      assert.equal(fs.existsSync(path.join(root, doc.permalink.slice(1), 'index.html')), !doc.sample, `${doc.file}: ${doc.permalink}`);
    }
  });

  test(`${locale}: no page links to an example or carries an example mark`, () => {
    const files = htmlFilesOf(root, {englishOnly: true}).map((file) => path.relative(root, file));
    assert.ok(files.length > 200, `only ${files.length} pages`);
    for (const file of files) {
      const $ = loadHtml(read(root, file));
      $('a[href]').each((_, a) => {
        const href = $(a).attr('href')!;
        assert.ok(!isSampleUrl(href), `${file} links to the example ${href}`);
      });
      assert.equal($('[data-sample-notice], [data-sample-badge]').length, 0, `${file} marks an example`);
    }
  });

  test(`${locale}: the sitemap lists no example, and only pages that exist`, () => {
    const locs = [...read(root, 'sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    assert.ok(locs.length > 200, `only ${locs.length} sitemap entries`);
    for (const loc of locs) {
      assert.ok(!isSampleUrl(loc), `the sitemap lists the example ${loc}`);
      const file = loc.slice(prefix.length);
      assert.ok(fs.existsSync(path.join(root, file, 'index.html')) || fs.existsSync(path.join(root, `${file}.html`)), `${loc} is not built`);
    }
  });

  test(`${locale}: the feeds hold exactly the posts that are not examples`, () => {
    const text = (e: Element | undefined) => e?.elements?.map((c) => c.text ?? c.cdata ?? '').join('') ?? '';
    const feedSlugs = (dir: string) => {
      const rss = xml2js(read(root, `${dir}/rss.xml`)) as Element;
      const channel = rss.elements!.find((e) => e.name === 'rss')!.elements!.find((e) => e.name === 'channel')!;
      const links = channel.elements!.filter((e) => e.name === 'item').map((item) => text(item.elements!.find((e) => e.name === 'link')));
      const atom = xml2js(read(root, `${dir}/atom.xml`)) as Element;
      const entries = atom.elements!.find((e) => e.name === 'feed')!.elements!.filter((e) => e.name === 'entry');
      assert.equal(entries.length, links.length, `${dir}: RSS and Atom agree`);
      for (const link of links) assert.ok(!isSampleUrl(link), `${dir}/rss.xml links to the example ${link}`);
      return links.map((link) => new URL(link).pathname.split('/').pop()!).sort();
    };
    assert.deepEqual(
      feedSlugs('blog'),
      kept.map((p) => p.slug).sort(),
    );
    for (const app of appsWithTag()) {
      assert.deepEqual(
        feedSlugs(appFeedDir(app.tag)),
        kept
          .filter((p) => p.tags.includes(app.tag))
          .map((p) => p.slug)
          .sort(),
        `feeds of ${app.code}`,
      );
    }
  });

  test(`${locale}: the search index holds no example`, () => {
    const dir = path.join(root, 'search-index', 'pages');
    assert.ok(fs.existsSync(dir), `${path.relative(siteDir, dir)} is missing`);
    const urls = fs.readdirSync(dir).map((name) => (JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as {url: string}).url);
    assert.ok(urls.length > 150, `only ${urls.length} pages indexed`);
    for (const url of urls) assert.ok(!isSampleUrl(`${prefix}${url.replace(/^\//, '')}`), `the search index holds the example ${url}`);
  });

  test(`${locale}: the blog pages consistently with ${kept.length} posts; tags and the home page follow`, () => {
    const pages = Math.max(1, Math.ceil(kept.length / 10));
    const listed: string[] = [];
    for (let n = 1; n <= pages; n++) {
      const $ = cheerio.load(read(root, n === 1 ? 'blog/index.html' : `blog/page/${n}/index.html`));
      $('main article h2 a').each((_, a) => void listed.push($(a).attr('href')!.split('/').pop()!));
      assert.equal($('.pagination-nav__link--prev').length, n > 1 ? 1 : 0, `list page ${n}: previous`);
      assert.equal($('.pagination-nav__link--next').length, n < pages ? 1 : 0, `list page ${n}: next`);
    }
    assert.equal(fs.existsSync(path.join(root, 'blog/page', String(pages + 1))), false, `no list page ${pages + 1}`);
    assert.deepEqual(listed.sort(), kept.map((p) => p.slug).sort());

    const used = new Set(kept.flatMap((p) => p.tags));
    const tagDirs = fs.readdirSync(path.join(root, 'blog/tags')).filter((t) => fs.statSync(path.join(root, 'blog/tags', t)).isDirectory());
    assert.deepEqual(tagDirs.sort(), [...used].sort(), 'a tag page for each tag still used');

    const home = cheerio.load(read(root, 'index.html'));
    const latest = home('section[aria-labelledby="latest"] li a')
      .map((_, a) => home(a).attr('href')!.split('/').pop()!)
      .get();
    assert.equal(latest.length, Math.min(3, kept.length), 'the home page lists the newest posts left');
    for (const slug of latest) assert.ok(kept.some((p) => p.slug === slug), `the home page lists ${slug}`);
    assert.equal(home('.theme-announcement-bar').length, 1, 'the announcement bar is there');
    const archive = cheerio.load(read(root, 'blog/archive/index.html'));
    assert.equal(archive('main li a').length, kept.length);
  });
}
