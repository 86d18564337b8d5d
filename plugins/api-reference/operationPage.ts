import {unzipSync} from 'node:zlib';
import type {Root} from 'mdast';
import type {VFile} from 'vfile';
import {sample, type Direction, type SchemaObject} from '../../src/components/ApiReference/schema';

/** A body's sample: its media type and value (the description's example, else one built from the schema). */
export interface BodySample {
  mediaType: string;
  value: unknown;
}

/** The response a panel shows a sample of: the first success response with a JSON body. */
export interface ResponseSample extends BodySample {
  status: string;
}

type Media = {schema?: SchemaObject; example?: unknown; examples?: Record<string, {value?: unknown}>};

/**
 * The JSON body of `content` as a sample, or undefined when it has none: the media
 * type's own example or first of its examples, else a sample built from the schema
 * in `direction` (without read-only properties in a request, write-only ones in a response).
 */
export function bodySample(content: Record<string, Media> | undefined, direction: Direction): BodySample | undefined {
  const mediaType = Object.keys(content ?? {}).find((type) => /^application\/([\w.-]+\+)?json\b/i.test(type));
  if (!mediaType) return undefined;
  const media = content![mediaType]!;
  const named = Object.values(media.examples ?? {}).find((example) => example.value !== undefined)?.value;
  const value = media.example ?? named ?? (media.schema ? sample(media.schema, direction) : undefined);
  return value === undefined ? undefined : {mediaType, value};
}

/** The sample of the first success (2xx) response that has a JSON body. */
export function responseSample(responses: Record<string, {content?: Record<string, Media>}> | undefined): ResponseSample | undefined {
  for (const [status, response] of Object.entries(responses ?? {})) {
    if (!/^2\d\d$/.test(status)) continue;
    const body = bodySample(response.content, 'response');
    if (body) return {status, ...body};
  }
  return undefined;
}

/**
 * What the request panel of an operation page (src/components/ApiReference/ApiExplorer) needs:
 * method, path, server, authentication and header parameters, the JSON body sample and
 * the sample of the response.
 */
export interface ApiRequest {
  method: string;
  path: string;
  servers?: {url: string}[];
  parameters?: {name: string; in: string; required?: boolean; example?: unknown; schema?: {example?: unknown}}[];
  security?: Record<string, string[]>[];
  securitySchemes?: Record<string, {type: string; scheme?: string; name?: string; in?: string}>;
  jsonRequestBodyExample?: unknown;
  responseSample?: ResponseSample;
}

type Operation = Omit<ApiRequest, 'responseSample'> & {
  requestBody?: {content?: Record<string, Media>};
  responses?: Record<string, {content?: Record<string, Media>}>;
};

/** The request panel's part of the generator's `api` front matter (base64 of compressed JSON, as pako writes it). */
export function apiRequestOf(compressed: string): ApiRequest {
  const api = JSON.parse(unzipSync(Buffer.from(compressed, 'base64')).toString('utf8')) as Operation;
  // The site's own samples, not the generator's: read-only properties left out of the request.
  const requestBody = api.requestBody ? bodySample(api.requestBody.content, 'request') : undefined;
  return {
    method: api.method,
    path: api.path,
    servers: api.servers,
    parameters: api.parameters?.filter((parameter) => parameter.in === 'header'),
    security: api.security,
    securitySchemes: api.securitySchemes,
    jsonRequestBodyExample: requestBody ? requestBody.value : api.jsonRequestBodyExample,
    responseSample: responseSample(api.responses),
  };
}

/**
 * `export const apiRequest = JSON.parse("…")` as an MDX ESM node. Docusaurus
 * hands a content module's named exports to the page as properties of its
 * `content` (as it does `frontMatter` and `toc`).
 */
function exportJson(name: string, value: unknown) {
  const json = JSON.stringify(value);
  const member = (object: string, property: string) => ({
    type: 'MemberExpression',
    object: {type: 'Identifier', name: object},
    property: {type: 'Identifier', name: property},
    computed: false,
    optional: false,
  });
  const init = {type: 'CallExpression', callee: member('JSON', 'parse'), arguments: [{type: 'Literal', value: json}], optional: false};
  return {
    type: 'mdxjsEsm',
    value: `export const ${name} = JSON.parse(${JSON.stringify(json)});`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExportNamedDeclaration',
            specifiers: [],
            source: null,
            declaration: {
              type: 'VariableDeclaration',
              kind: 'const',
              declarations: [{type: 'VariableDeclarator', id: {type: 'Identifier', name}, init}],
            },
          },
        ],
      },
    },
  };
}

type Esm = {type: string; value: string; data?: {estree?: {body: {type: string; specifiers?: {local: {name: string}}[]}[]}}};

/**
 * Drops the imports of components the page never renders. Every generated
 * page imports OperationTabs and TabItem (for callbacks); the
 * bundler keeps an imported module even when nothing uses it.
 */
function dropUnusedImports(tree: Root, source: string): void {
  const rendered = (name: string) => new RegExp(`<${name}[\\s/>]`).test(source);
  for (const node of tree.children as unknown as Esm[]) {
    const body = node.type === 'mdxjsEsm' ? node.data?.estree?.body : undefined;
    if (!body) continue;
    const unused = body
      .filter((statement) => statement.type === 'ImportDeclaration')
      .flatMap((statement) => statement.specifiers ?? [])
      .map((specifier) => specifier.local.name)
      .filter((name) => !rendered(name));
    if (unused.length === 0) continue;
    const kept = body.filter(
      (statement) =>
        statement.type !== 'ImportDeclaration' || !statement.specifiers?.some((specifier) => unused.includes(specifier.local.name)),
    );
    body.splice(0, body.length, ...kept);
    node.value = node.value
      .split('\n')
      .filter((line) => !unused.some((name) => line.startsWith(`import ${name} from`)))
      .join('\n');
  }
}

/**
 * Remark plugin for the generated operation pages of the API reference. The
 * generator stores the operation compressed in the front matter, and the
 * theme's page component unpacked it in the browser (with pako, next to a
 * Redux store). This unpacks it at build time and exports what the request
 * panel shows, so the panel renders into the page's HTML without that code;
 * and it drops imports the page does not use. Pages without `api` front
 * matter are left as they are.
 */
export default function apiOperationPage() {
  return (tree: Root, file: VFile) => {
    const api = (file.data.frontMatter as {api?: unknown} | undefined)?.api;
    if (typeof api !== 'string') return;
    let request: ApiRequest;
    try {
      request = apiRequestOf(api);
    } catch (error) {
      file.fail(`the "api" front matter is not base64 of compressed JSON (${(error as Error).message})`, undefined, 'site:api-request');
    }
    dropUnusedImports(tree, String(file.value));
    (tree.children as unknown[]).push(exportJson('apiRequest', request));
  };
}
