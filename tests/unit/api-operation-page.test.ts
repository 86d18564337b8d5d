import {test} from 'node:test';
import assert from 'node:assert/strict';
import {deflateSync} from 'node:zlib';
import {VFile} from 'vfile';
import type {Root} from 'mdast';
import apiOperationPage, {apiRequestOf} from '../../plugins/api-reference/operationPage';

const operation = {
  method: 'post',
  path: '/api/timeRecordings',
  description: 'Not needed by the panel.',
  servers: [{url: 'https://api.example.com'}],
  parameters: [
    {name: 'X-Instance', in: 'header', required: true, schema: {example: 'Sandbox'}},
    {name: '$top', in: 'query'},
  ],
  security: [{bearer: []}],
  securitySchemes: {bearer: {type: 'http', scheme: 'bearer'}},
  jsonRequestBodyExample: {note: "it's"},
  responses: {'200': {description: 'OK'}},
};
const compressed = deflateSync(JSON.stringify(operation)).toString('base64');

test("the request panel's part of the operation: header parameters only, no responses or descriptions", () => {
  assert.deepEqual(apiRequestOf(compressed), {
    method: 'post',
    path: '/api/timeRecordings',
    servers: [{url: 'https://api.example.com'}],
    parameters: [{name: 'X-Instance', in: 'header', required: true, schema: {example: 'Sandbox'}}],
    security: [{bearer: []}],
    securitySchemes: {bearer: {type: 'http', scheme: 'bearer'}},
    jsonRequestBodyExample: {note: "it's"},
  });
});

function run(frontMatter: Record<string, unknown>): Root {
  const tree: Root = {type: 'root', children: []};
  (apiOperationPage() as (tree: Root, file: VFile) => void)(tree, new VFile({value: '', data: {frontMatter}}));
  return tree;
}

test('an operation page exports apiRequest as JSON, both as source text and as the estree MDX compiles', () => {
  const [node] = run({api: compressed}).children as unknown as {type: string; value: string; data: {estree: {body: unknown[]}}}[];
  assert.equal(node.type, 'mdxjsEsm');
  const json = JSON.stringify(apiRequestOf(compressed));
  assert.equal(node.value, `export const apiRequest = JSON.parse(${JSON.stringify(json)});`);
  const declaration = node.data.estree.body[0] as {
    declaration: {declarations: {id: {name: string}; init: {arguments: {value: string}[]}}[]};
  };
  assert.equal(declaration.declaration.declarations[0].id.name, 'apiRequest');
  assert.equal(declaration.declaration.declarations[0].init.arguments[0].value, json);
});

test('pages without an operation are left as they are; a broken one fails naming the front matter', () => {
  assert.deepEqual(run({title: 'Overview'}).children, []);
  assert.throws(() => run({api: 'bm90IGNvbXByZXNzZWQ='}), /the "api" front matter is not base64 of compressed JSON/);
});

test('compiled like a generated page: apiRequest is exported, imports of components the page does not render are gone', async () => {
  const {compile} = await import('@mdx-js/mdx');
  const source = [
    'import MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";',
    'import OperationTabs from "@theme/OperationTabs";',
    'import TabItem from "@theme/TabItem";',
    '',
    '<MethodEndpoint method={"post"} path={"/api/timeRecordings"}></MethodEndpoint>',
    '',
  ].join('\n');
  const file = new VFile({value: source, data: {frontMatter: {api: compressed}}});
  const code = String(await compile(file, {remarkPlugins: [apiOperationPage]}));
  assert.match(code, /from "@theme\/ApiExplorer\/MethodEndpoint"/);
  assert.doesNotMatch(code, /@theme\/OperationTabs|@theme\/TabItem/);
  assert.match(code, /export const apiRequest = JSON\.parse\(/);
  // A page that renders its tabs keeps them.
  const withTabs = new VFile({
    value: `${source}\n<OperationTabs><TabItem label="x" value="x">A</TabItem></OperationTabs>\n`,
    data: {frontMatter: {api: compressed}},
  });
  assert.match(String(await compile(withTabs, {remarkPlugins: [apiOperationPage]})), /@theme\/OperationTabs[^]*@theme\/TabItem/);
});
