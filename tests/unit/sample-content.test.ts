import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {GlobExcludeDefault} from '@docusaurus/utils';
import {parseSampleContentMode} from '../../config/sampleContent';
import {
  areaEntryPath,
  contentExclude,
  findSampleFiles,
  postSampleCounts,
  sampleRemarkPlugins,
  type SampleFile,
} from '../../plugins/sample-content/samples';
import {allAreas} from '../../config/products';
import {
  englishSampleLabel,
  loadedSampleSources,
  markSampleFeedItem,
  sampleLabel,
  sampleLabelId,
  sampleShareSentence,
  sampleSummary,
  withSampleShare,
} from '../../plugins/sample-content';
import unlinkExcluded from '../../plugins/sample-content/unlinkExcluded';
import {isSample} from '../../plugins/sample-content/theme/SampleMarker/isSample';

const siteDir = path.join(__dirname, '..', '..');

test('SAMPLE_CONTENT is include (also when unset) or exclude; anything else fails naming the setting and its values', () => {
  assert.equal(parseSampleContentMode(undefined), 'include');
  assert.equal(parseSampleContentMode(''), 'include');
  assert.equal(parseSampleContentMode('include'), 'include');
  assert.equal(parseSampleContentMode('exclude'), 'exclude');
  assert.throws(() => parseSampleContentMode('excluded'), /SAMPLE_CONTENT is "excluded", but it must be "include" .* or "exclude"/);
  assert.throws(() => parseSampleContentMode('true'), /SAMPLE_CONTENT is "true"/);
});

test('only `sample: true` marks an example', () => {
  assert.equal(isSample({sample: true}), true);
  for (const frontMatter of [{sample: 'true'}, {sample: false}, {}, undefined, null]) assert.equal(isSample(frontMatter), false);
});

test('the examples of the site are found in both languages: 22 pages and 115 release notes', () => {
  const files = findSampleFiles(siteDir);
  assert.equal(files.filter((f) => f.kind === 'doc').length, 22);
  assert.equal(files.filter((f) => f.kind === 'post').length, 115);
  assert.deepEqual(
    files.find((f) => f.rel === 'rhf/welcome.md'),
    {kind: 'doc', rel: 'rhf/welcome.md', slug: '/rhf'},
  );
  assert.ok(!files.some((f) => f.rel === 'mdx.mdx'), 'the MDX reference only shows `sample: true` in a code block');
});

test('a marked file in one language only is still an example; bad front matter fails naming the file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-content-'));
  try {
    fs.mkdirSync(path.join(dir, 'docs/srb'), {recursive: true});
    fs.mkdirSync(path.join(dir, 'i18n/de/docusaurus-plugin-content-docs/current/srb'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'docs/srb/a.md'), '---\ntitle: A\n---\n');
    fs.writeFileSync(path.join(dir, 'i18n/de/docusaurus-plugin-content-docs/current/srb/a.md'), '---\ntitle: A\nsample: true\n---\n');
    assert.deepEqual(findSampleFiles(dir), [{kind: 'doc', rel: 'srb/a.md', slug: undefined}]);
    fs.writeFileSync(path.join(dir, 'docs/srb/b.md'), '---\ntitle: [B\n---\n');
    assert.throws(() => findSampleFiles(dir), /^Error: docs\/srb\/b\.md:\d+: invalid YAML/);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

const samples = (): SampleFile[] => [
  {kind: 'doc', rel: 'rhf/welcome.md', slug: '/rhf'},
  {kind: 'doc', rel: 'ebs/[odd] name.md'},
  {kind: 'post', rel: '2025-03-18-feature-2025-03-18.md'},
];

test('the docs and blog exclude lists: the default when including, plus each example file, literally, when excluding', () => {
  assert.deepEqual(contentExclude('doc', 'include', samples), GlobExcludeDefault);
  assert.deepEqual(contentExclude('post', 'include', samples), GlobExcludeDefault);
  assert.deepEqual(contentExclude('doc', 'exclude', samples), [...GlobExcludeDefault, 'rhf/welcome.md', 'ebs/\\[odd\\] name.md']);
  assert.deepEqual(contentExclude('post', 'exclude', samples), [...GlobExcludeDefault, '2025-03-18-feature-2025-03-18.md']);
  assert.deepEqual(sampleRemarkPlugins('doc', 'include', samples), []);
  assert.equal(sampleRemarkPlugins('doc', 'exclude', samples).length, 1);
});

test('an app whose start page is an excluded example is linked to its category page', () => {
  const rhf = allAreas().find((a) => a.code === 'rhf')!;
  const srb = allAreas().find((a) => a.code === 'srb')!;
  assert.equal(areaEntryPath(rhf, 'include', samples), '/docs/rhf');
  assert.equal(areaEntryPath(rhf, 'exclude', samples), `/docs/category/${rhf.categorySlug}`);
  assert.equal(areaEntryPath(srb, 'exclude', samples), '/docs/srb');
});

type Md = {type: string; url?: string; identifier?: string; value?: string; children?: Md[]};
const text = (value: string): Md => ({type: 'text', value});
const link = (url: string, label: string): Md => ({type: 'link', url, children: [text(label)]});

test('links to excluded examples become their text; other links, web addresses and site URLs stay', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unlink-'));
  try {
    const docs = path.join(dir, 'docs');
    const german = path.join(dir, 'i18n/de/docusaurus-plugin-content-docs/current');
    for (const file of ['ebs/welcome.md', 'ebs/subtotals.md', 'ebs/bundles.md', 'ebs/sub/deep.md']) {
      for (const root of [docs, german]) {
        fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
        fs.writeFileSync(path.join(root, file), '');
      }
    }
    const unlinked: string[] = [];
    const transform = unlinkExcluded({
      contentDirs: [german, docs],
      excluded: ['ebs/subtotals.md'],
      onUnlink: (file, url) => unlinked.push(`${path.relative(dir, file)} ${url}`),
    });
    const tree = (): Md => ({
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            text('See '),
            link('./subtotals.md#totals', 'subtotals'),
            text(', '),
            link('bundles.md', 'bundles'),
            text(', '),
            link('/ebs/subtotals.md', 'from the root'),
            text(', '),
            link('https://example.com/subtotals.md', 'the web'),
            text(', '),
            link('/docs/ebs/subtotals', 'a site URL'),
            text(' and '),
            {type: 'linkReference', identifier: 'st', children: [text('a reference')]},
          ],
        },
        {type: 'definition', identifier: 'st', url: '../ebs/subtotals.md'},
        {type: 'paragraph', children: [link('./sub/deep.md', 'deep')]},
      ],
    });
    const english = tree();
    transform(english as never, {path: path.join(docs, 'ebs/welcome.md')});
    assert.deepEqual(english, {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            text('See '),
            text('subtotals'),
            text(', '),
            link('bundles.md', 'bundles'),
            text(', '),
            text('from the root'),
            text(', '),
            link('https://example.com/subtotals.md', 'the web'),
            text(', '),
            link('/docs/ebs/subtotals', 'a site URL'),
            text(' and '),
            text('a reference'),
          ],
        },
        {type: 'paragraph', children: [link('./sub/deep.md', 'deep')]},
      ],
    });
    assert.deepEqual(unlinked, [
      'docs/ebs/welcome.md ./subtotals.md#totals',
      'docs/ebs/welcome.md /ebs/subtotals.md',
      'docs/ebs/welcome.md ../ebs/subtotals.md',
    ]);
    // The German twin resolves against its own folder.
    const de = tree();
    transform(de as never, {path: path.join(german, 'ebs/welcome.md')});
    assert.equal(JSON.stringify(de), JSON.stringify(english));
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('a feed item of an example starts with the marker and carries its category', () => {
  const item = {title: 'Feature release', link: 'https://x/blog/a', category: [{name: 'Fix', term: 'fix'}]};
  assert.deepEqual(markSampleFeedItem(item, 'Beispiel'), {
    title: 'Beispiel: Feature release',
    link: 'https://x/blog/a',
    category: [
      {name: 'Fix', term: 'fix'},
      {name: 'Beispiel', term: 'sample'},
    ],
  });
});

test('feeds use the UI string of the marker: German from i18n/de/code.json, else the English default', () => {
  assert.equal(sampleLabel(path.join(siteDir, 'i18n/de')), 'Beispiel');
  assert.equal(sampleLabel(path.join(siteDir, 'i18n/en')), englishSampleLabel);
  assert.equal(sampleLabel(path.join(siteDir, 'i18n/xx')), englishSampleLabel);
  // The English default is the one the theme's badge shows.
  const marker = fs.readFileSync(path.join(siteDir, 'plugins/sample-content/theme/SampleMarker/SampleBadge.tsx'), 'utf8');
  const translate = new RegExp(`<Translate id="${sampleLabelId}"[^>]*>\\s*([^<]*?)\\s*</Translate>`).exec(marker);
  assert.equal(translate?.[1], englishSampleLabel);
});

test('the build check finds examples among the loaded docs and posts', () => {
  const allContent = {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            docs: [
              {source: '@site/docs/a.md', frontMatter: {sample: true}},
              {source: '@site/docs/b.md', frontMatter: {}},
            ],
          },
        ],
      },
    },
    'docusaurus-plugin-content-blog': {
      default: {
        blogPosts: [
          {metadata: {source: '@site/blog/c.md', frontMatter: {sample: true}}},
          {metadata: {source: '@site/blog/d.md', frontMatter: {sources: ['https://x']}}},
        ],
      },
    },
  };
  assert.deepEqual(loadedSampleSources(allContent), ['@site/docs/a.md', '@site/blog/c.md']);
  assert.deepEqual(loadedSampleSources({}), []);
});

test('the home page and the blog lists learn how many release notes and doc pages are examples, unlisted ones left out', () => {
  const doc = (sample: boolean, unlisted = false) => ({source: '@site/docs/x.md', frontMatter: sample ? {sample: true} : {}, unlisted});
  const post = (sample: boolean, unlisted = false) => ({metadata: {frontMatter: sample ? {sample: true} : {}, unlisted}});
  const allContent = {
    'docusaurus-plugin-content-docs': {
      default: {loadedVersions: [{docs: [doc(true), doc(false), doc(false), doc(true, true)]}]},
      // The API reference is a docs plugin of its own; its pages are not counted.
      'web-api': {loadedVersions: [{docs: [doc(false)]}]},
    },
    'docusaurus-plugin-content-blog': {default: {blogPosts: [post(true), post(true), post(false), post(true, true)]}},
  };
  assert.deepEqual(sampleSummary(allContent), {posts: {examples: 2, total: 3}, docs: {examples: 1, total: 3}});
  assert.deepEqual(sampleSummary({}), {posts: {examples: 0, total: 0}, docs: {examples: 0, total: 0}});
});

test("the site-wide feeds' description counts the release notes of its language; a build without examples says nothing", () => {
  for (const locale of ['en', 'de'] as const) assert.deepEqual(postSampleCounts(locale, 'include', siteDir), {examples: 115, total: 117});
  assert.equal(postSampleCounts('en', 'exclude', siteDir), null);
});

test("a feed's description says plainly how many of its release notes are examples, in its language", () => {
  const en = (examples: number, total: number, scope: 'site' | 'feed' = 'feed') =>
    sampleShareSentence('en', {examples, total}, scope, 'Example');
  const de = (examples: number, total: number, scope: 'site' | 'feed' = 'feed') =>
    sampleShareSentence('de', {examples, total}, scope, 'Beispiel');
  assert.equal(
    en(115, 117, 'site'),
    '115 of the 117 release notes on this site are representative examples, not published records; their titles start with “Example:”.',
  );
  assert.equal(
    de(115, 117, 'site'),
    '115 der 117 Versionshinweise auf dieser Website sind repräsentative Beispiele, keine veröffentlichten Angaben; ihre Titel beginnen mit „Beispiel:“.',
  );
  assert.equal(
    en(9, 9),
    'All 9 release notes in this feed are representative examples, not published records; their titles start with “Example:”.',
  );
  assert.equal(
    de(9, 9),
    'Alle 9 Versionshinweise in diesem Feed sind repräsentative Beispiele, keine veröffentlichten Angaben; ihre Titel beginnen mit „Beispiel:“.',
  );
  assert.equal(
    en(1, 1),
    'The release note in this feed is a representative example, not a published record; its title starts with “Example:”.',
  );
  assert.equal(
    en(1, 4),
    '1 of the 4 release notes in this feed is a representative example, not a published record; its title starts with “Example:”.',
  );
  assert.equal(
    de(1, 4),
    'Einer der 4 Versionshinweise in diesem Feed ist ein repräsentatives Beispiel, keine veröffentlichte Angabe; sein Titel beginnt mit „Beispiel:“.',
  );
  assert.equal(en(0, 4), '');
  assert.equal(withSampleShare('New features and fixes in Cockpit', en(2, 3)), `New features and fixes in Cockpit. ${en(2, 3)}`);
  assert.equal(withSampleShare('Release notes.', en(2, 3)), `Release notes. ${en(2, 3)}`);
  assert.equal(withSampleShare('New features and fixes in Cockpit', ''), 'New features and fixes in Cockpit');
});
