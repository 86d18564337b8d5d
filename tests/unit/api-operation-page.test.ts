import {test} from 'node:test';
import assert from 'node:assert/strict';
import {deflateSync} from 'node:zlib';
import {VFile} from 'vfile';
import type {Root} from 'mdast';
import fs from 'node:fs';
import path from 'node:path';
import apiOperationPage, {apiRequestOf, bodySample, responseSample} from '../../plugins/api-reference/operationPage';
import {apiReference} from '../../config/api';
import type {SchemaObject} from '../../src/components/ApiReference/schema';

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
    responseSample: undefined,
  });
});

test("the panel's samples: the request body without read-only properties, the first success response with a JSON body", () => {
  const schema = {
    type: 'object',
    properties: {id: {type: 'string', readOnly: true, example: 'r-1'}, duration: {type: 'integer', example: 90}},
  };
  const request = {
    ...operation,
    requestBody: {content: {'application/json': {schema}}},
    responses: {
      '400': {content: {'application/json': {example: {error: 'bad'}}}},
      '201': {content: {'text/plain': {example: 'created'}}},
      '202': {content: {'application/problem+json': {schema}}},
      '200': {content: {'application/json': {schema}}},
    },
  };
  const api = apiRequestOf(deflateSync(JSON.stringify(request)).toString('base64'));
  assert.deepEqual(api.jsonRequestBodyExample, {duration: 90});
  assert.deepEqual(api.responseSample, {status: '200', mediaType: 'application/json', value: {id: 'r-1', duration: 90}});
  // The response's own example wins over the schema's, a named one when there is no other.
  assert.deepEqual(bodySample({'application/json': {schema, example: {id: 'x'}}}, 'response'), {
    mediaType: 'application/json',
    value: {id: 'x'},
  });
  assert.deepEqual(bodySample({'application/vnd.api+json': {schema, examples: {one: {value: [1]}}}}, 'request'), {
    mediaType: 'application/vnd.api+json',
    value: [1],
  });
  assert.equal(bodySample({'text/csv': {example: 'a,b'}}, 'request'), undefined);
  assert.equal(responseSample({'204': {}}), undefined);
});

test('the web app description gives every operation realistic samples: no placeholders, no id in the request to create', () => {
  type Doc = {components: {schemas: Record<string, SchemaObject>}; paths: Record<string, Record<string, unknown>>};
  const doc = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../..', apiReference.specFile), 'utf8')) as Doc;
  // References resolved as the generator resolves them.
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (typeof value !== 'object' || value === null) return value;
    const ref = (value as {$ref?: string}).$ref;
    if (ref)
      return resolve(
        ref
          .split('/')
          .slice(1)
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], doc),
      );
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, resolve(child)]));
  };
  const create = resolve(doc.paths['/api/timeRecordings'].post) as {requestBody: {content: Record<string, {schema: SchemaObject}>}};
  const body = bodySample(create.requestBody.content, 'request')!.value as Record<string, unknown>;
  assert.equal('id' in body, false);
  assert.deepEqual(Object.keys(body.resource as object), ['id', 'no', 'name']);
  for (const [route, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const sample = responseSample((resolve(op) as {responses: never}).responses);
      assert.ok(sample, `${method} ${route} has a response sample`);
      const json = JSON.stringify(sample.value);
      assert.doesNotMatch(json, /"string"/, `${method} ${route}: ${json}`);
      if (method === 'get') assert.equal('id' in (sample.value as {value: object[]}).value[0], true);
    }
  }
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
