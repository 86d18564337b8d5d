import {test} from 'node:test';
import assert from 'node:assert/strict';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import {VFile} from 'vfile';
import type {Heading, Root} from 'mdast';
import remarkHyphenation, {hyphenatedPaginationLabel, withoutSoftHyphens} from '../../plugins/hyphenation';

const SHY = '\u00ad';

async function headings(markdown: string, options: Parameters<typeof remarkHyphenation>[0], frontMatter = {}): Promise<string[]> {
  const processor = unified().use(remarkParse).use(remarkHyphenation, options);
  const tree = (await processor.run(processor.parse(markdown), new VFile({value: markdown, data: {frontMatter}}))) as Root;
  return tree.children
    .filter((node): node is Heading => node.type === 'heading')
    .map((heading) => `${heading.depth} ${heading.children.map((child) => ('value' in child ? child.value : '')).join('')}`);
}

test('German headings get soft hyphens at their syllables in long words; short words and explicit ids stay as written', async () => {
  assert.deepEqual(await headings('## Vertragsverlängerung für viele Verträge {#many-renewals}\n\ntext', {locale: 'de'}), [
    `2 Ver${SHY}trags${SHY}ver${SHY}län${SHY}ge${SHY}rung für viele Verträge {#many-renewals}`,
  ]);
  assert.deepEqual(await headings('Vertragsverlängerung im Text', {locale: 'de'}), [], 'only headings');
  assert.deepEqual(
    await headings('## Subscription & Recurring Billing', {locale: 'de'}),
    ['2 Subscription & Recurring Billing'],
    'product names stay whole',
  );
});

test("a doc's title becomes its first heading, in every language, unless the page has one or hides it", async () => {
  const title = {title: 'Änderungsprotokoll'};
  assert.deepEqual(await headings('## Neu', {locale: 'de', title: true}, title), [
    `1 Än${SHY}de${SHY}rungs${SHY}pro${SHY}to${SHY}koll`,
    '2 Neu',
  ]);
  assert.deepEqual(await headings('## New', {locale: 'en', title: true}, {title: 'Changelogprotocolling'}), [
    '1 Changelogprotocolling',
    '2 New',
  ]);
  assert.deepEqual(await headings('# Own\n\n## New', {locale: 'en', title: true}, title), ['1 Own', '2 New']);
  assert.deepEqual(await headings('## New', {locale: 'en', title: true}, {...title, hide_title: true}), ['2 New']);
  assert.deepEqual(await headings('## New', {locale: 'en'}, title), ['2 New'], 'release notes show their title themselves');
});

test('the previous/next label of a translated doc is hyphenated, from the label Docusaurus would show', () => {
  const doc = '/site/i18n/de/docusaurus-plugin-content-docs/current/srb/contract-renewal.md';
  assert.deepEqual(hyphenatedPaginationLabel('de', doc, {title: 'Vertragsverlängerung'}), {
    title: 'Vertragsverlängerung',
    pagination_label: `Ver${SHY}trags${SHY}ver${SHY}län${SHY}ge${SHY}rung`,
  });
  assert.equal(
    hyphenatedPaginationLabel('de', doc, {title: 'x', sidebar_label: 'Änderungsprotokoll'}).pagination_label,
    `Än${SHY}de${SHY}rungs${SHY}pro${SHY}to${SHY}koll`,
  );
  const post = '/site/i18n/de/docusaurus-plugin-content-blog/2025-01-13-hotfix.md';
  assert.deepEqual(hyphenatedPaginationLabel('de', post, {title: 'Vertragsverlängerung'}), {title: 'Vertragsverlängerung'});
  assert.deepEqual(hyphenatedPaginationLabel('en', doc, {title: 'Vertragsverlängerung'}), {title: 'Vertragsverlängerung'});
  assert.equal(withoutSoftHyphens(`Ver${SHY}trag`), 'Vertrag');
});
