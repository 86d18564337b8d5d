import {test} from 'node:test';
import assert from 'node:assert/strict';
import {announcementId} from '../../config/announcementId';
import {site} from '../../config/site';
import {postSampleCounts} from '../../plugins/sample-content/samples';
import {docSources} from '../docSource';

const bar = {topic: 'new-feeds', content: {en: 'Each app has its own feed.', de: 'Jede App hat ihren eigenen Feed.'}};

test('the id starts with the topic and ends with a short hash of the text', () => {
  assert.match(announcementId(bar), /^new-feeds-[0-9a-f]{8}$/);
  assert.equal(announcementId({...bar}), announcementId(bar), 'the same text gives the same id');
});

test('changing the text in either language changes the id', () => {
  const id = announcementId(bar);
  assert.notEqual(announcementId({...bar, content: {...bar.content, en: 'Each app has its own RSS feed.'}}), id);
  assert.notEqual(announcementId({...bar, content: {...bar.content, de: 'Jede App hat ihren eigenen RSS-Feed.'}}), id);
});

test("the site's bar has a topic and an id derived from its text", () => {
  const configured = site.announcementBar;
  if (!configured) return;
  assert.ok(!('id' in configured), 'config/site.ts sets no id of its own: the id follows the text');
  assert.equal(announcementId(configured).startsWith(`${configured.topic}-`), true);
});

const day = 24 * 60 * 60 * 1000;

test("the site's bar says when it was published and expires within half a year of it", () => {
  const configured = site.announcementBar;
  if (!configured) return;
  assert.ok(configured.published && configured.expires, 'config/site.ts: announcementBar needs `published` and `expires`');
  const days = (Date.parse(configured.expires) - Date.parse(configured.published)) / day;
  assert.ok(days > 0, `expires (${configured.expires}) is not after published (${configured.published})`);
  assert.ok(
    days <= 183,
    `expires (${configured.expires}) is ${days} days after published (${configured.published}): news is not news for that long`,
  );
});

test("the site's bar links to pages in the reader's language that are no examples, and not to a blog of examples", () => {
  const configured = site.announcementBar;
  if (!configured) return;
  for (const locale of ['en', 'de'] as const) {
    const prefix = locale === 'en' ? '/' : '/de/';
    const hrefs: string[] = [...configured.content[locale].matchAll(/href="([^"]*)"/g)].map((m): string => m[1]);
    const counts = postSampleCounts(locale);
    const docs = new Map(docSources(locale).map((d) => [d.permalink.replace(/\/$/, ''), d.sample]));
    for (const href of hrefs) {
      assert.ok(
        href.startsWith(prefix) && (locale === 'de' || !href.startsWith('/de/')),
        `${locale}: ${href} is not a page in this language`,
      );
      const local = `/${href.slice(prefix.length)}`.replace(/\/$/, '');
      if (local === '/blog' || local.startsWith('/blog/')) {
        assert.ok(
          !counts || counts.examples * 2 < counts.total,
          `${locale}: ${href} leads to the release notes, ${counts?.examples} of ${counts?.total} of which are examples`,
        );
      } else if (local.startsWith('/docs')) {
        assert.ok(docs.has(local), `${locale}: ${href} is no documentation page`);
        assert.equal(docs.get(local), false, `${locale}: ${href} is an example`);
      }
    }
  }
});
