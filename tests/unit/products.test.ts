import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {allAreas, appGroups, footerGroups, products} from '../../config/products';
import {footer} from '../../config/footer';
import {areaEntryPath} from '../../plugins/sample-content/samples';

const siteDir = path.resolve(__dirname, '../..');

test('every area has English and German names and summaries', () => {
  for (const area of allAreas()) {
    for (const field of [area.name, area.summary]) {
      assert.ok(field.en.trim(), `${area.dir}: English text missing`);
      assert.ok(field.de.trim(), `${area.dir}: German text missing`);
    }
  }
});

test('the areas of SPEC §1 are all there, each once', () => {
  const codes = allAreas().map((a) => a.dir);
  assert.deepEqual(
    [...codes].sort(),
    [
      'acd',
      'cp',
      'dt',
      'ebs',
      'general',
      'ht',
      'ibt',
      'msp',
      'pb',
      'pli',
      'ps',
      'rhf',
      'srb',
      'swt',
      'ubb',
      'web',
      'web/prp',
      'web/tt',
    ].sort(),
  );
});

test('category slugs and blog tags are unique', () => {
  const slugs = allAreas().map((a) => a.categorySlug);
  assert.equal(new Set(slugs).size, slugs.length, 'duplicate category slug');
  const tags = allAreas().flatMap((a) => (a.blogTag ? [a.blogTag] : []));
  assert.equal(new Set(tags).size, tags.length, 'duplicate blog tag');
});

test('the footer links the apps in the order of SPEC §2', () => {
  const hrefs = footer(areaEntryPath).links.flatMap((column) => column.items.map((item) => ('to' in item ? item.to : '')));
  const appLinks = hrefs.filter((href) => href.startsWith('/docs/') && href !== '/docs/');
  assert.deepEqual(
    appLinks,
    ['srb', 'pb', 'ubb', 'ps', 'ibt', 'dt', 'ebs', 'ht', 'pli', 'swt', 'cp', 'rhf', 'web/tt', 'web/prp'].map((p) => `/docs/${p}`),
  );
  const specOrder = ['srb', 'pb', 'ibt', 'swt', 'dt', 'cp', 'rhf', 'ebs', 'ht', 'pli', 'ubb', 'ps', 'web/tt', 'web/prp'];
  const listOrder = allAreas()
    .filter((a) => a.footerGroup)
    .map((a) => a.docsPath);
  assert.deepEqual(listOrder, specOrder, 'config/products.ts lists the footer apps in SPEC order');
});

test('each area entry page exists as a doc in both locales', () => {
  for (const area of allAreas()) {
    if (area.docsPath.startsWith('category/')) continue;
    for (const root of ['docs', 'i18n/de/docusaurus-plugin-content-docs/current']) {
      const welcome = path.join(siteDir, root, area.dir, 'welcome.md');
      assert.ok(fs.existsSync(welcome), `${path.relative(siteDir, welcome)} is missing`);
      // Without a slug, the page lives at its file path (docs/msp/welcome.md → /docs/msp/welcome).
      const slug = fs.readFileSync(welcome, 'utf8').match(/^slug:\s*(\S+)/m)?.[1];
      assert.equal(
        slug ?? `/${area.dir}/welcome`,
        `/${area.docsPath}`,
        `${path.relative(siteDir, welcome)} must live at /docs/${area.docsPath} (its slug or its file path)`,
      );
    }
  }
});

test('sub-areas sit under their parent only', () => {
  for (const product of products) {
    for (const child of product.children ?? []) {
      assert.ok(child.docsPath.startsWith(`${product.code}/`), `${child.code} must live under docs/${product.code}/`);
    }
  }
});

test('the home page groups every app once: the footer columns in their order, then the apps the footer leaves out', () => {
  const groups = appGroups();
  assert.deepEqual(
    groups.map((g) => g.group),
    [...Object.keys(footerGroups), 'more'],
  );
  assert.deepEqual(
    groups.map((g) => g.areas.map((a) => a.dir)),
    [
      ['srb', 'pb', 'ubb', 'ps'],
      ['ibt', 'dt', 'ebs', 'ht', 'pli'],
      ['swt', 'cp', 'rhf'],
      ['web/tt', 'web/prp'],
      ['msp', 'acd', 'general'],
    ],
  );
  const apps = allAreas().filter((a) => !a.children);
  assert.equal(groups.flatMap((g) => g.areas).length, apps.length, 'each app in exactly one group');
  for (const {name} of groups) assert.ok(name.en.trim() && name.de.trim() && name.en !== name.de, `${name.en}: a German name of its own`);
});
