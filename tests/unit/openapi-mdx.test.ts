/**
 * Text of the OpenAPI description that the generator writes into MDX: the check
 * names every field MDX would read as code or markup, and the generated page
 * reads it as text even when the check did not run.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {checkOpenApiFile, OpenApiCheckError} from '../../scripts/openapi-check';
import {apiComponents, markdownGenerators, mdxCodeIn, mdxText, withSiteComponents} from '../../config/apiMarkdown';

const hostile = path.join(__dirname, 'fixtures', 'openapi', 'mdx-code.json');
const spec = JSON.parse(fs.readFileSync(hostile, 'utf8'));

test('api:check refuses text that MDX would read as code, naming its JSON pointer', async () => {
  await assert.rejects(checkOpenApiFile(hostile), (error: Error) => {
    assert.ok(error instanceof OpenApiCheckError);
    assert.match(error.message, /mdx-code\.json/);
    assert.match(error.message, /"import" or "export" is module code in MDX \(at #\/paths\/~1api~1v1~1entries\/get\/description\)/);
    assert.match(error.message, /"<" starts a component .* \(at #\/paths\/~1api~1v1~1entries\/post\/x-deprecated-description\)/);
    return true;
  });
});

test('what MDX reads as code, and what it reads as text', () => {
  for (const code of [
    'export const a = 1',
    'Text\n  import a from "b"',
    'Sum: {1 + 1}',
    'a } b',
    '<b>bold</b>',
    'a < b',
    '<!-- note -->',
  ]) {
    assert.ok(mdxCodeIn(code), code);
  }
  for (const text of ['Returns $top records; exports are listed.', 'Use **bold**, `code` and [links](https://example.com).', 'a > b']) {
    assert.equal(mdxCodeIn(text), undefined, text);
  }
  assert.equal(mdxText('export x {y} <z>\nimport'), '&#101;xport x &#123;y&#125; &#60;z>\n&#105;mport');
});

/** The MDX nodes of `source` whose type starts with `type`: by default those of code or markup (module code, expressions, elements). */
async function codeNodes(source: string, type = 'mdx') {
  const {compile} = await import('@mdx-js/mdx');
  const found: {type: string; value?: string; name?: string | null}[] = [];
  const collect = () => (tree: unknown) => {
    const visit = (node: {type: string; value?: string; name?: string | null; children?: unknown[]}) => {
      if (node.type.startsWith(type)) found.push({type: node.type, value: node.value, name: node.name});
      for (const child of node.children ?? []) visit(child as typeof node);
    };
    visit(tree as Parameters<typeof visit>[0]);
  };
  await compile(source, {remarkPlugins: [collect]});
  return found;
}

test('a hostile description becomes text in the generated page: no module code, expression or element of its own', async () => {
  for (const [method, operation] of Object.entries(spec.paths['/api/v1/entries']) as [string, Record<string, unknown>][]) {
    const mdx = markdownGenerators.createApiPageMD({
      title: operation.summary,
      api: {...operation, method, path: '/api/v1/entries'},
      frontMatter: {},
    } as Parameters<typeof markdownGenerators.createApiPageMD>[0]);
    const nodes = await codeNodes(mdx);
    // Only the generator's own imports and components, the API reference's pointed at the site's.
    for (const line of nodes.filter((n) => n.type === 'mdxjsEsm').flatMap((n) => n.value!.split('\n'))) {
      assert.match(
        line,
        /^(import \w+ from "(@theme\/(Heading|TabItem)|@docusaurus\/Translate|@site\/src\/components\/ApiReference\/[\w/]+)";)?$/,
        `${method}: ${line}`,
      );
    }
    assert.deepEqual(
      nodes.filter((n) => n.type.includes('Expression')),
      [],
      method,
    );
    const elements = new Set(nodes.filter((n) => n.type.includes('Jsx')).map((n) => n.name));
    assert.deepEqual(
      [...elements].filter((name) => !/^[A-Z]/.test(name ?? '')),
      [],
      `${method}: HTML elements`,
    );
    assert.ok(!elements.has('Entries'), method);
  }
  // …and the description's words are the page's text.
  const get = spec.paths['/api/v1/entries'].get;
  const mdx = markdownGenerators.createApiPageMD({
    title: get.summary,
    api: {...get, method: 'get', path: '/api/v1/entries'},
    frontMatter: {},
  } as Parameters<typeof markdownGenerators.createApiPageMD>[0]);
  const text = (await codeNodes(mdx, 'text')).map((n) => n.value).join('');
  for (const words of ['export const stolen', 'import x from', '{globalThis.alert(2)}', '<img src="x" onError={() => alert(3)} />']) {
    assert.ok(text.includes(words), words);
  }
});

test("generated pages import the site's API components; an import of another theme component stops the generation, naming it", () => {
  const page = ['import StatusCodes from "@theme/StatusCodes";', 'import Heading from "@theme/Heading";', '', '<StatusCodes />'].join('\n');
  assert.equal(withSiteComponents(page, 'list-entries'), page.replace('"@theme/StatusCodes"', `"${apiComponents['@theme/StatusCodes']}"`));
  assert.throws(
    () => withSiteComponents('import ResponseSamples from "@theme/ResponseSamples";\n', 'list-entries'),
    /the generated page list-entries imports @theme\/ResponseSamples, which the site has no component for/,
  );
  // Every component named exists.
  for (const target of Object.values(apiComponents)) {
    assert.ok(fs.existsSync(path.join(__dirname, '../..', target.replace('@site/', ''), 'index.tsx')), target);
  }
});
