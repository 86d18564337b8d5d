import {test} from 'node:test';
import assert from 'node:assert/strict';
import {frontMatterRouting, routesOf} from '../../tests/e2e/changed-pages';

const files: Record<string, string> = {
  'docs/srb/bundles.md': '---\ntitle: Bundles\n---\nText',
  'docs/srb/welcome.md': '---\nid: welcome\nslug: /srb\n---\n',
  'docs/welcome.md': "---\nslug: '/'\n---\n",
  'docs/srb/02-setup/01-general.md': '---\ntitle: General\n---\n',
  'docs/srb/setup/index.md': '---\ntitle: Setup\n---\n',
  'docs/srb/sales/sales.md': '---\ntitle: Sales\n---\n',
  'docs/srb/sales/renamed.md': '---\nid: "new-name"\n---\n',
  'docs/srb/sales/relative.md': '---\nslug: other\n---\n',
  'i18n/de/docusaurus-plugin-content-docs/current/srb/bundles.md': '---\ntitle: Bündel\n---\n',
  'i18n/de/docusaurus-plugin-content-docs/current/srb/welcome.md': '---\nslug: /srb\n---\n',
  'blog/2025-01-13-hotfix-2025-01-13.md': '---\ntitle: Hotfix\n---\n',
  'blog/2025-02-01-with-slug.md': '---\nslug: release-notes-february\n---\n',
  'i18n/de/docusaurus-plugin-content-blog/2025-01-13-hotfix-2025-01-13.md': '---\ntitle: Hotfix\n---\n',
  'api/web-api/index.mdx': '---\ntitle: Web API\n---\n',
  'i18n/de/docusaurus-plugin-content-docs-web-api/current/index.mdx': '---\ntitle: Web-API\n---\n',
  'i18n/de/docusaurus-plugin-content-pages/markdown-page.md': '# Markdown\n',
};
const read = (file: string) => {
  if (!(file in files)) throw new Error(`unexpected read of ${file}`);
  return files[file];
};

test('content files map to the routes Docusaurus builds for them', () => {
  const expected: [string, string[]][] = [
    ['docs/srb/bundles.md', ['/docs/srb/bundles']],
    ['docs/srb/welcome.md', ['/docs/srb']],
    ['docs/welcome.md', ['/docs']],
    ['docs/srb/02-setup/01-general.md', ['/docs/srb/setup/general']],
    ['docs/srb/setup/index.md', ['/docs/srb/setup']],
    ['docs/srb/sales/sales.md', ['/docs/srb/sales']],
    ['docs/srb/sales/renamed.md', ['/docs/srb/sales/new-name']],
    ['docs/srb/sales/relative.md', ['/docs/srb/sales/other']],
    ['i18n/de/docusaurus-plugin-content-docs/current/srb/bundles.md', ['/de/docs/srb/bundles']],
    ['i18n/de/docusaurus-plugin-content-docs/current/srb/welcome.md', ['/de/docs/srb']],
    ['blog/2025-01-13-hotfix-2025-01-13.md', ['/blog/hotfix-2025-01-13']],
    ['blog/2025-02-01-with-slug.md', ['/blog/release-notes-february']],
    ['i18n/de/docusaurus-plugin-content-blog/2025-01-13-hotfix-2025-01-13.md', ['/de/blog/hotfix-2025-01-13']],
    ['api/web-api/index.mdx', ['/web-api']],
    ['i18n/de/docusaurus-plugin-content-docs-web-api/current/index.mdx', ['/de/web-api']],
    ['i18n/de/docusaurus-plugin-content-pages/markdown-page.md', ['/de/markdown-page']],
    ['src/pages/index.tsx', ['/', '/de']],
    ['src/pages/imprint.tsx', ['/imprint', '/de/imprint']],
  ];
  for (const [file, routes] of expected) assert.deepEqual(routesOf(file, read), routes, file);
});

test('files that are no page source map to no route', () => {
  for (const file of [
    'plugins/search/client/docsearch/Modal.tsx',
    'src/pages/index.module.css',
    'docs/srb/_category_.json',
    'config/site.ts',
    'blog/tags.yml',
    'README.md',
  ]) {
    assert.deepEqual(routesOf(file, read), [], file);
  }
});

test('front matter: slug and id, quoted or not; none outside the front matter block', () => {
  assert.deepEqual(frontMatterRouting('---\nslug: "/a b"\nid: x\n---\n'), {slug: '/a b', id: 'x'});
  assert.deepEqual(frontMatterRouting('---\ntitle: T\n---\nslug: /not-front-matter\n'), {slug: undefined, id: undefined});
  assert.deepEqual(frontMatterRouting('No front matter'), {slug: undefined, id: undefined});
});
