import {test} from 'node:test';
import assert from 'node:assert/strict';
import {xml2js} from 'xml-js';
import {appFeeds, latestPosts} from '../../plugins/release-notes';

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
  });
  assert.doesNotThrow(() => xml2js(rss));
  assert.doesNotThrow(() => xml2js(atom));
  assert.match(atom, /<category label="Subscription &amp; Recurring Billing" term="subscription-recurring-billing"\/>/);
  assert.match(rss, /<category>Subscription &amp; Recurring Billing<\/category>/);
});
