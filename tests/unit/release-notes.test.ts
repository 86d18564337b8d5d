import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {xml2js} from 'xml-js';
import {appFeeds, assertNoAuthors, latestPosts, latestSourcedPosts, samplePermalinks} from '../../plugins/release-notes';
import {escapeCategoryAttributes, withValidAtomFeed} from '../../plugins/release-notes/atomFeed';

const post = (title: string, date: string, unlisted = false) => ({
  id: title,
  content: '',
  metadata: {title, permalink: `/blog/${title}`, date: new Date(date), description: `About ${title}`, unlisted},
});

test('the newest posts are published in blog order, unlisted ones left out', () => {
  const content = {
    blogPosts: [post('c', '2025-03-01'), post('hidden', '2025-02-15', true), post('b', '2025-02-01'), post('a', '2025-01-01')],
  };
  assert.deepEqual(
    latestPosts(content as never, 2).map((p) => [p.title, p.date]),
    [
      ['c', '2025-03-01'],
      ['b', '2025-02-01'],
    ],
  );
});

test('a post that names an author stops the build, naming its file; posts without authors pass', () => {
  const withAuthors = (source: string, authors: unknown[]) => ({
    ...post(source, '2025-01-01'),
    metadata: {...post(source, '2025-01-01').metadata, source, authors},
  });
  assert.doesNotThrow(() => assertNoAuthors({blogPosts: [withAuthors('@site/blog/a.md', [])]} as never));
  assert.doesNotThrow(() => assertNoAuthors(undefined));
  assert.throws(
    () => assertNoAuthors({blogPosts: [withAuthors('@site/blog/a.md', []), withAuthors('@site/blog/b.md', [{name: 'Jo'}])]} as never),
    /@site\/blog\/b\.md does: remove `authors`/,
  );
});

test('a site without blog posts yields an empty list', () => {
  assert.deepEqual(latestPosts(undefined, 5), []);
});

test('an app feed stays valid XML when a tag label or title contains markup characters', () => {
  const tagged = {
    ...post('a', '2025-01-01'),
    metadata: {
      ...post('a', '2025-01-01').metadata,
      title: 'Fixes <b> & "quotes"',
      tags: [{label: 'Subscription & Recurring Billing', permalink: '/blog/tags/subscription-recurring-billing'}],
    },
  };
  const {rss, atom} = appFeeds({
    posts: [tagged as never],
    siteUrl: 'https://docs.example.com',
    baseUrl: '/',
    title: 'T & C',
    description: 'D',
    language: 'en',
    copyright: '©',
    feedDir: 'blog/feeds/x',
    sampleLabel: 'Example',
  });
  assert.doesNotThrow(() => xml2js(rss));
  assert.doesNotThrow(() => xml2js(atom));
  assert.match(atom, /<category label="Subscription &amp; Recurring Billing" term="subscription-recurring-billing"\/>/);
  assert.match(rss, /<category>Subscription &amp; Recurring Billing<\/category>/);
});

const sample = (title: string, date: string) => {
  const p = post(title, date);
  return {...p, metadata: {...p.metadata, frontMatter: {sample: true}, tags: []}};
};
const sourced = (title: string, date: string) => {
  const p = post(title, date);
  return {...p, metadata: {...p.metadata, frontMatter: {sources: ['https://example.com']}, tags: []}};
};

test('summaries and the sidebar list say which posts are examples', () => {
  const content = {blogPosts: [sample('s', '2025-03-01'), sourced('r', '2025-02-01')]};
  assert.deepEqual(
    latestPosts(content as never, 2).map((p) => [p.title, p.sample]),
    [
      ['s', true],
      ['r', undefined],
    ],
  );
  assert.deepEqual(samplePermalinks(content as never), ['/blog/s']);
});

test('the home page gets the newest sourced posts (not examples, not unlisted) and how many there are', () => {
  const hidden = {...sourced('hidden', '2025-02-20'), metadata: {...sourced('hidden', '2025-02-20').metadata, unlisted: true}};
  const content = {
    blogPosts: [sample('s', '2025-03-01'), hidden, sourced('c', '2025-02-15'), sourced('b', '2025-02-01'), sourced('a', '2025-01-01')],
  };
  const {notes, total} = latestSourcedPosts(content as never, 2);
  assert.deepEqual(
    notes.map((p) => [p.title, p.sample]),
    [
      ['c', undefined],
      ['b', undefined],
    ],
  );
  assert.equal(total, 3);
  assert.deepEqual(latestSourcedPosts({blogPosts: [sample('s', '2025-03-01')]} as never, 3), {notes: [], total: 0});
  assert.deepEqual(latestSourcedPosts(undefined, 3), {notes: [], total: 0});
});

test("an app feed marks an example's item in its title and with a category, and only that item", () => {
  const {rss, atom} = appFeeds({
    posts: [sample('Feature release', '2025-03-01'), sourced('Release', '2025-02-01')] as never,
    siteUrl: 'https://docs.example.com',
    baseUrl: '/de/',
    title: 'T',
    description: 'D',
    language: 'de',
    copyright: '©',
    feedDir: 'blog/feeds/x',
    sampleLabel: 'Beispiel',
  });
  assert.match(rss, /<title><!\[CDATA\[Beispiel: Feature release\]\]><\/title>/);
  assert.match(rss, /<category>Beispiel<\/category>/);
  assert.match(atom, /<title type="html"><!\[CDATA\[Beispiel: Feature release\]\]><\/title>/);
  assert.match(atom, /<category label="Beispiel" term="sample"\/>/);
  assert.equal(rss.match(/Beispiel/g)?.length, 2, 'the sourced item is not marked');
  assert.match(rss, /<title><!\[CDATA\[Release\]\]><\/title>/);
});

test('the site-wide Atom feed: bare ampersands and "<" in category attributes are escaped, entities and text stay', () => {
  const xml =
    '<feed><title>A &amp; B</title><entry><category label="Subscription & Recurring Billing" term="srb"/>' +
    '<category label="a &amp; b &#38; c < d" term="x"/><summary>R&amp;D</summary></entry></feed>';
  const fixed = escapeCategoryAttributes(xml);
  assert.equal(
    fixed,
    '<feed><title>A &amp; B</title><entry><category label="Subscription &amp; Recurring Billing" term="srb"/>' +
      '<category label="a &amp; b &#38; c &lt; d" term="x"/><summary>R&amp;D</summary></entry></feed>',
  );
  assert.doesNotThrow(() => xml2js(fixed));
});

test("the blog's postBuild writes its feed first, then the feed is made valid; a blog without a feed is left alone", async (t) => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atom-feed-'));
  t.after(() => fs.rmSync(outDir, {recursive: true, force: true}));
  const feed = path.join(outDir, 'blog', 'atom.xml');
  let written = false;
  const blog = Object.assign(
    async () => ({
      name: 'docusaurus-plugin-content-blog',
      async postBuild() {
        // As the blog plugin: the feed is written after a while, at the end of its postBuild.
        await new Promise((resolve) => setTimeout(resolve, 20));
        fs.mkdirSync(path.dirname(feed), {recursive: true});
        fs.writeFileSync(feed, '<feed><category label="Time & Tracking" term="tt"/></feed>');
        written = true;
      },
    }),
    {validateOptions: () => ({})},
  );
  const wrapped = withValidAtomFeed(blog as never);
  assert.equal(wrapped.validateOptions, blog.validateOptions);
  const plugin = (await wrapped({} as never, {routeBasePath: 'blog'}))!;
  assert.equal(plugin.name, 'docusaurus-plugin-content-blog');
  await plugin.postBuild!({outDir} as never);
  assert.ok(written);
  assert.equal(fs.readFileSync(feed, 'utf8'), '<feed><category label="Time &amp; Tracking" term="tt"/></feed>');
  const empty = (await withValidAtomFeed((async () => ({name: 'blog'})) as never)({} as never, {}))!;
  await assert.doesNotReject(async () => empty.postBuild!({outDir: path.join(outDir, 'nothing')} as never));
});
