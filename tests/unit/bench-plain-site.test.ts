import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import {plainConfig, plainPages, plainSiteContent} from '../../scripts/bench/plain-content';
import {checkPlainVersions, countOurContent, plainSiteKey} from '../../scripts/bench/plain-site';

const counts = {docs: 217, posts: 117, areas: 16};
const files = plainSiteContent(counts);
const paths = [...files.keys()];

function frontMatter(content: string): Record<string, unknown> {
  const match = content.match(/^---\n([\s\S]*?)\n---\n/);
  assert.ok(match, `no front matter in:\n${content.slice(0, 200)}`);
  return YAML.parse(match[1]);
}

const docsOf = (prefix: string) => paths.filter((p) => p.startsWith(prefix) && p.endsWith('.md'));
const enDocs = docsOf('docs/');
const enPosts = docsOf('blog/');

test('the plain site has as many docs and posts as counted, in English only (it is built and measured in English)', () => {
  assert.equal(enDocs.length, counts.docs);
  assert.equal(enPosts.length, counts.posts);
  assert.deepEqual(
    paths.filter((p) => !p.startsWith('docs/') && !p.startsWith('blog/')),
    [],
  );
});

test('docs sit in one category folder per area, with sub-folders, each folder with a _category_.json', () => {
  const areas = new Set(enDocs.filter((p) => p.split('/').length > 2).map((p) => p.split('/')[1]));
  assert.equal(areas.size, counts.areas);
  const folders = new Set(enDocs.map((p) => path.posix.dirname(p)).filter((d) => d !== 'docs'));
  assert.ok(
    [...folders].some((d) => d.split('/').length === 3),
    'some docs are in sub-folders',
  );
  for (const folder of folders) assert.ok(files.has(`${folder}/_category_.json`), folder);
  // The template's home page links to /docs/intro.
  assert.ok(files.has('docs/intro.md'));
});

test('every doc has a title, a description and a position, headings, a list, a code block and a table', () => {
  for (const file of enDocs) {
    const content = files.get(file)!;
    const meta = frontMatter(content);
    assert.equal(typeof meta.title, 'string', file);
    assert.equal(typeof meta.description, 'string', file);
    assert.equal(typeof meta.sidebar_position, 'number', file);
    assert.match(content, /^## /m, file);
    assert.match(content, /^- /m, file);
    assert.match(content, /^```json$/m, file);
    assert.match(content, /^\| --- \| --- \| --- \|$/m, file);
  }
  const sizes = enDocs.map((f) => files.get(f)!.length).sort((a, b) => a - b);
  const medianSize = sizes[Math.floor(sizes.length / 2)];
  assert.ok(medianSize > 1500 && medianSize < 4000, `median doc size ${medianSize} bytes, ours is about 2,200`);
});

test('every post has a slug, a date, tags defined in tags.yml and the truncate mark after its summary', () => {
  for (const [prefix, posts] of [['blog', enPosts]] as const) {
    const tags = YAML.parse(files.get(`${prefix}/tags.yml`)!);
    for (const file of posts) {
      const content = files.get(file)!;
      const meta = frontMatter(content);
      assert.match(String(meta.slug), /^release-\d+$/, file);
      assert.equal(
        path.basename(file).slice(0, 10),
        meta.date instanceof Date ? meta.date.toISOString().slice(0, 10) : String(meta.date),
        file,
      );
      assert.ok(Array.isArray(meta.tags) && meta.tags.length >= 2, file);
      for (const tag of meta.tags as string[]) assert.ok(tag in tags, `${file}: tag ${tag} is not in ${prefix}/tags.yml`);
      const body = content.slice(content.indexOf('\n---\n') + 5);
      assert.equal(body.split('<!-- truncate -->').length, 2, file);
      assert.ok(body.indexOf('<!-- truncate -->') < body.indexOf('## '), `${file}: the summary comes before the truncate mark`);
    }
  }
});

test('the pages the benchmark compares with exist, and only the diagram page has a Mermaid diagram', () => {
  const fileOf = (route: string) => `${route.slice(1)}.md`;
  assert.ok(files.has(fileOf(plainPages.doc)), plainPages.doc);
  assert.ok(files.has(fileOf(plainPages.docWithDiagram)), plainPages.docWithDiagram);
  const withDiagram = enDocs.filter((f) => files.get(f)!.includes('```mermaid'));
  assert.deepEqual(withDiagram, [fileOf(plainPages.docWithDiagram)]);
  assert.equal(plainPages.doc.split('/').length, 5, 'the doc page sits in a sub-folder, as ours does');
  assert.ok(enPosts.some((f) => frontMatter(files.get(f)!).slug === plainPages.blogPost.replace('/blog/', '')));
});

test('the same counts give the same site; too few docs or a bad count fail with a clear message', () => {
  assert.deepEqual([...plainSiteContent(counts)], [...files]);
  assert.throws(() => plainSiteContent({docs: 20, posts: 5, areas: 16}), /plain site: 20 docs are too few for 16 areas/);
  assert.throws(() => plainSiteContent({docs: 200, posts: 0, areas: 16}), /the count of posts must be a positive integer, got 0/);
});

test('the configuration: classic preset, both languages, Mermaid, Rspack and v4, ten posts a page, every post in the sidebar', () => {
  const config = plainConfig();
  assert.match(config, /future: \{v4: true, faster: true\}/);
  assert.match(config, /locales: \['en', 'de'\]/);
  assert.match(config, /themes: \['@docusaurus\/theme-mermaid'\]/);
  assert.match(config, /postsPerPage: 10/);
  assert.match(config, /blogSidebarCount: 'ALL'/);
  assert.match(config, /'classic'/);
  assert.doesNotMatch(config, /swizzle|editUrl/);
});

test('our content is counted: docs and the API reference, posts, and the apps as folders', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'count-'));
  const write = (rel: string) => {
    fs.mkdirSync(path.dirname(path.join(site, rel)), {recursive: true});
    fs.writeFileSync(path.join(site, rel), '---\ntitle: x\n---\n');
  };
  ['docs/welcome.md', 'docs/a/one.md', 'docs/a/sub/two.mdx', 'docs/b/three.md', 'docs/b/_partial.md', 'docs/_shared/four.md'].forEach(
    write,
  );
  ['blog/2025-01-01-a.md', 'blog/2025-01-02-b.md', 'blog/tags.yml'].forEach(write);
  assert.throws(() => countOurContent(site), /no generated operation pages to count\. Run `npm run api:generate`/);
  ['api/web-api/index.mdx', 'api/web-api/reference/list.api.mdx', 'api/web-api/reference/list.StatusCodes.json'].forEach(write);
  assert.deepEqual(countOurContent(site), {docs: 6, posts: 2, areas: 2});
});

test('a plain build is reused only while the Docusaurus version, the generator and the counts are unchanged', () => {
  const key = plainSiteKey('3.10.2', 'source', counts);
  assert.match(key, /^Docusaurus 3\.10\.2, generator [0-9a-f]{16}, 217 docs in 16 folders, 117 posts$/);
  assert.equal(plainSiteKey('3.10.2', 'source', {...counts}), key);
  assert.notEqual(plainSiteKey('3.10.3', 'source', counts), key);
  assert.notEqual(plainSiteKey('3.10.2', 'source2', counts), key);
  assert.notEqual(plainSiteKey('3.10.2', 'source', {...counts, posts: 118}), key);
});

test("the plain site is the site's Docusaurus release: a package of bench/tools at another version stops the benchmark, saying where to set it", () => {
  assert.doesNotThrow(() => checkPlainVersions('3.10.2', {'create-docusaurus': '3.10.2', '@docusaurus/core': '3.10.2'}));
  assert.throws(
    () => checkPlainVersions('3.11.0', {'create-docusaurus': '3.10.2', '@docusaurus/core': '3.11.0'}),
    /create-docusaurus 3\.10\.2 in bench\/tools\/ but @docusaurus\/core 3\.11\.0 in the site: set 3\.11\.0 in bench\/tools\/package\.json/,
  );
});
