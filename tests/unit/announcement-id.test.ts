import {test} from 'node:test';
import assert from 'node:assert/strict';
import {announcementId} from '../../config/announcementId';
import {site} from '../../config/site';

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
