import {test} from 'node:test';
import assert from 'node:assert/strict';
import {allAreas} from '../../config/products';
import {areaLanguage, classify, notFoundPaths, stratifiedSample, type PageType} from '../../tests/e2e/page-sample';

// A sitemap of one language with two pages of every kind, as the build writes it.
const english = [
  '/',
  '/docs/',
  '/docs/mdx',
  '/docs/category/administration',
  '/docs/category/general',
  '/docs/srb',
  '/docs/srb/bundles',
  '/docs/srb/working-with-contracts/contract-renewal',
  '/docs/srb/changelog',
  '/docs/pb/changelog',
  '/docs/acd',
  '/docs/web',
  '/docs/web/administration/customization',
  '/docs/web/tt/setup/azure-devops',
  '/docs/web/tt/welcome-tour',
  '/blog',
  '/blog/page/2',
  '/blog/page/3',
  '/blog/hotfix-2025-01-13',
  '/blog/archive-cp-2023-09-30',
  '/blog/tags',
  '/blog/tags/fix',
  '/blog/tags/feature',
  '/blog/tags/fix/page/2',
  '/blog/tags/fix/page/3',
  '/blog/archive',
  '/web-api/',
  '/web-api/reference/list-jobs',
  '/web-api/reference/list-customers',
  '/search',
  '/imprint',
  '/markdown-page',
];
const german = english.map((path) => (path === '/' ? '/de/' : `/de${path}`));
const sitemap = [...german, ...english];

test('each sitemap path gets its page type, language and docs area', () => {
  const expected: [string, PageType, string | null][] = [
    ['/', 'home', null],
    ['/de/', 'home', null],
    ['/docs/', 'doc', null],
    ['/de/docs/srb/bundles', 'doc', 'srb'],
    ['/docs/web/administration/customization', 'doc', 'web'],
    ['/docs/web/tt/setup/azure-devops', 'doc', 'web/tt'],
    ['/docs/category/general', 'doc-category', null],
    ['/de/docs/srb/changelog', 'changelog', null],
    ['/blog', 'blog-list', null],
    ['/de/blog/page/12', 'blog-list-page', null],
    ['/blog/archive-cp-2023-09-30', 'blog-post', null],
    ['/blog/tags', 'blog-tags', null],
    ['/blog/tags/fix', 'blog-tag', null],
    ['/de/blog/tags/fix/page/11', 'blog-tag-page', null],
    ['/blog/archive', 'blog-archive', null],
    ['/web-api/', 'api-overview', null],
    ['/de/web-api/reference/list-jobs', 'api-operation', null],
    ['/imprint', 'standalone', null],
    ['/de/search', 'standalone', null],
    ['/no/such/page', 'not-found', null],
  ];
  for (const [path, type, area] of expected) {
    const page = classify(path);
    assert.deepEqual([page.type, page.area, page.language], [type, area, path.startsWith('/de') ? 'de' : 'en'], path);
  }
});

test('the sample has one page of each type and every standalone page per language, and one doc per area', () => {
  const sample = stratifiedSample(sitemap);
  for (const language of ['en', 'de'] as const) {
    const pages = sample.filter((p) => p.language === language);
    const count = (type: PageType) => pages.filter((p) => p.type === type).length;
    for (const type of [
      'home',
      'doc-category',
      'changelog',
      'blog-list',
      'blog-list-page',
      'blog-post',
      'blog-tags',
      'blog-tag',
      'blog-tag-page',
      'blog-archive',
      'api-overview',
      'api-operation',
      'not-found',
    ] as const) {
      assert.equal(count(type), 1, `${language} ${type}`);
    }
    assert.equal(count('standalone'), 3, `${language}: search, imprint and Markdown page`);
    const docs = pages.filter((p) => p.type === 'doc');
    assert.deepEqual(
      docs.map((p) => p.area ?? p.path).sort(),
      [
        ...['acd', 'srb', 'web', 'web/tt'].filter((area) => areaLanguage(area) === language),
        ...(language === 'de' ? ['/de/docs/', '/de/docs/mdx'] : ['/docs/', '/docs/mdx']),
      ].sort(),
    );
  }
  assert.deepEqual(
    sample.filter((p) => p.type === 'not-found').map((p) => p.path),
    [...notFoundPaths].sort(),
  );
});

test('an area is represented by an ordinary doc page rather than its landing page, when it has one', () => {
  const sample = stratifiedSample(sitemap);
  const docOf = (area: string) => sample.find((p) => p.area === area)?.path;
  const prefix = (area: string) => (areaLanguage(area) === 'de' ? '/de' : '');
  assert.equal(docOf('srb'), `${prefix('srb')}/docs/srb/bundles`);
  assert.equal(docOf('acd'), `${prefix('acd')}/docs/acd`);
});

test('the docs areas take turns between the languages, and an area missing in its language is opened in the other', () => {
  const languages = allAreas().map((a) => areaLanguage(a.dir));
  assert.ok(languages.length > 2);
  languages.forEach((language, i) => assert.equal(language, i % 2 === 0 ? 'en' : 'de', allAreas()[i].dir));
  const deArea = allAreas().find((a) => areaLanguage(a.dir) === 'de')!.dir;
  assert.throws(() => areaLanguage('no-such-area'), /no docs area/);
  const englishOnly = stratifiedSample([`/docs/${deArea}/a-page`]);
  assert.deepEqual(
    englishOnly.filter((p) => p.area).map((p) => p.path),
    [`/docs/${deArea}/a-page`],
  );
});

test('the sample is the same whatever the order of the sitemap', () => {
  assert.deepEqual(stratifiedSample([...sitemap].reverse()), stratifiedSample(sitemap));
});

test('changed pages join the sample when a sitemap lists them, with or without a trailing slash', () => {
  const base = stratifiedSample(sitemap).map((p) => p.path);
  const withChanged = stratifiedSample(sitemap, [
    '/docs/srb/working-with-contracts/contract-renewal',
    '/web-api',
    '/docs/deleted-page',
  ]).map((p) => p.path);
  assert.deepEqual(
    withChanged.filter((p) => !base.includes(p)),
    ['/docs/srb/working-with-contracts/contract-renewal'],
  );
  assert.ok(withChanged.includes('/web-api/'));
  assert.ok(!withChanged.includes('/docs/deleted-page'));
});

test('every area of config/products.ts is one of the sample’s areas', () => {
  const areaSitemap = allAreas().map((a) => `/docs/${a.dir}/some-page`);
  const areas = stratifiedSample(areaSitemap).flatMap((p) => (p.area ? [p.area] : []));
  assert.deepEqual(
    areas.sort(),
    allAreas()
      .map((a) => a.dir)
      .sort(),
  );
});
