import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {checkPlainVersions, plainConfig, plainSiteContent, plainSiteKey, withoutOurComponents} from '../../scripts/bench/plain-site';

const siteDir = path.resolve(__dirname, '../..');
const files = plainSiteContent(siteDir);

test('the plain site has our English docs and release notes, and nothing else of ours', () => {
  const pages = (folder: string) => [...files.keys()].filter((file) => file.startsWith(folder) && /\.mdx?$/.test(file));
  assert.ok(pages('docs/').length > 150, `${pages('docs/').length} docs`);
  assert.ok(pages('blog/').length > 100, `${pages('blog/').length} posts`);
  assert.ok(files.has('blog/tags.yml'));
  assert.deepEqual(
    [...files.keys()].filter((file) => !/^(docs|blog)\//.test(file)),
    [],
  );
});

test('our components and generated data leave with the elements that render them; the theme components stay', () => {
  const page = [
    "import AppChangelog from '@site/src/components/AppChangelog';",
    "import changelog from '@generated/release-notes/default/changelog-srb.json';",
    "import Tabs from '@theme/Tabs';",
    '',
    'Text.',
    '',
    '<AppChangelog changelog={changelog} />',
    '<Tabs><p>x</p></Tabs>',
    '',
  ].join('\n');
  assert.equal(withoutOurComponents(page), "import Tabs from '@theme/Tabs';\n\nText.\n\n<Tabs><p>x</p></Tabs>\n");
  for (const [file, text] of files) assert.doesNotMatch(text, /from '@(site|generated)\//, file);
});

test('the configuration: classic preset, both languages, Mermaid, Rspack and v4, ten posts a page, every post in the sidebar', () => {
  const config = plainConfig;
  assert.match(config, /future: \{v4: true, faster: true\}/);
  assert.match(config, /locales: \['en', 'de'\]/);
  assert.match(config, /themes: \['@docusaurus\/theme-mermaid'\]/);
  assert.match(config, /postsPerPage: 10/);
  assert.match(config, /blogSidebarCount: 'ALL'/);
  assert.match(config, /'classic'/);
  assert.doesNotMatch(config, /swizzle|editUrl/);
});

test('a plain build is reused only while the Docusaurus version, this code and our content are unchanged', () => {
  const content = new Map([
    ['docs/a.md', 'A'],
    ['blog/2025-01-01-b.md', 'B'],
  ]);
  const key = plainSiteKey('3.10.2', 'source', content);
  assert.match(key, /^Docusaurus 3\.10\.2, our 1 docs and 1 release notes, [0-9a-f]{16}$/);
  assert.equal(plainSiteKey('3.10.2', 'source', new Map(content)), key);
  assert.notEqual(plainSiteKey('3.10.3', 'source', content), key);
  assert.notEqual(plainSiteKey('3.10.2', 'source2', content), key);
  assert.notEqual(plainSiteKey('3.10.2', 'source', new Map([...content, ['docs/a.md', 'A2']])), key);
});

test("the plain site is the site's Docusaurus release: a package of bench/tools at another version stops the benchmark, saying where to set it", () => {
  assert.doesNotThrow(() => checkPlainVersions('3.10.2', {'create-docusaurus': '3.10.2', '@docusaurus/core': '3.10.2'}));
  assert.throws(
    () => checkPlainVersions('3.11.0', {'create-docusaurus': '3.10.2', '@docusaurus/core': '3.11.0'}),
    /create-docusaurus 3\.10\.2 in bench\/tools\/ but @docusaurus\/core 3\.11\.0 in the site: set 3\.11\.0 in bench\/tools\/package\.json/,
  );
});
