/**
 * Checks an OpenAPI description before the API reference is generated from it (api:check,
 * api:generate, api:refresh and the build). Every failure names the file and the problem,
 * most by JSON pointer, so that an editor can act on it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {unsafeInLabel} from '../content-checks/problems';

export class OpenApiCheckError extends Error {}

type Problem = {message: string; pointer?: string};
type Json = Record<string, unknown>;

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const entries = (value: unknown): [string, unknown][] => (typeof value === 'object' && value !== null ? Object.entries(value) : []);
/** A JSON pointer segment: `~` and `/` escaped as RFC 6901 asks. */
const segment = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** `file` as messages name it: relative to the working directory when it lies inside it. */
export function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') ? relative : file;
}

/** Each operation with its JSON pointer, `item` (its path item) with the first operation of each. */
function operations(doc: Json): {operation: Json; at: string; item?: Json; itemAt: string; label: string}[] {
  return entries(doc.paths).flatMap(([route, item]) => {
    const itemAt = `#/paths/${segment(route)}`;
    const found = isObject(item) ? methods.filter((method) => isObject(item[method])) : [];
    const op = (method: string, i: number) => ({operation: (item as Json)[method] as Json, item: i ? undefined : (item as Json)});
    return found.map((method, i) => ({...op(method, i), at: `${itemAt}/${method}`, itemAt, label: `${method.toUpperCase()} ${route}`}));
  });
}

/** The description's schemas, or parameters, with their JSON pointers (OpenAPI 3 components, Swagger 2 top level). */
function named(doc: Json, what: 'schemas' | 'parameters'): [string, unknown, string][] {
  const [own, at] = isObject(doc.components) && isObject(doc.components[what]) ? [doc.components[what], `#/components/${what}`] : [];
  const swagger = what === 'schemas' ? 'definitions' : what;
  return entries(own ?? doc[swagger]).map(([name, value]) => [name, value, `${at ?? `#/${swagger}`}/${segment(name)}`]);
}

/**
 * Every `$ref` that does not point into the file itself ("#/…"): the validator and the
 * generator would read other files or URLs into the pages. The whole document, examples
 * included, without recursion (no nesting depth overflows).
 */
export function outsideRefs(doc: unknown): Problem[] {
  const problems: Problem[] = [];
  const pending: [unknown, string][] = [[doc, '#']];
  while (pending.length > 0) {
    const [value, pointer] = pending.pop()!;
    const children = entries(value).map(([key, child]) => [key, child, `${pointer}/${segment(key)}`] as const);
    for (const [key, child, at] of children) {
      if (key === '$ref' && !(typeof child === 'string' && child.startsWith('#/')))
        problems.push({message: `$ref ${JSON.stringify(child)} points outside this file; only "#/…" references are allowed`, pointer: at});
    }
    for (const [, child, at] of children.reverse()) pending.push([child, at]);
  }
  return problems;
}

/** Why MDX would read `text` as code or markup, or undefined when it reads it as Markdown text. */
export function mdxCodeIn(text: string): string | undefined {
  if (/^[ \t]*(?:import|export)\b/m.test(text)) return 'a line starting with "import" or "export" is module code in MDX';
  if (/[{}]/.test(text)) return '"{" and "}" enclose a JavaScript expression in MDX';
  if (/</.test(text)) return '"<" starts a component or HTML element in MDX; write Markdown, or "less than"';
  return undefined;
}

/** Every operation field the generator writes into MDX (the rest reaches the pages as JSON) that MDX would read as code. */
export function mdxCode(doc: Json): Problem[] {
  return operations(doc).flatMap(({operation, at}) =>
    ['description', 'x-deprecated-description'].flatMap((field) => {
      const text = operation[field];
      const why = typeof text === 'string' ? mdxCodeIn(text) : undefined;
      return why ? [{message: why, pointer: `${at}/${segment(field)}`}] : [];
    }),
  );
}

const hasExample = (value: Json): boolean => value.example !== undefined || (value.examples !== undefined && value.examples !== null);

/** Every string, number or boolean in `schema` with no example of its own nor of an enclosing schema; references are checked where they point. */
function valuesWithoutExample(schema: unknown, owner: string, property: string, pointer: string, problems: Problem[]): void {
  if (!isObject(schema) || typeof schema.$ref === 'string' || hasExample(schema)) return;
  const parts: [unknown, string, string][] = [];
  for (const keyword of ['allOf', 'oneOf', 'anyOf']) {
    if (Array.isArray(schema[keyword])) schema[keyword].forEach((part, i) => parts.push([part, property, `${pointer}/${keyword}/${i}`]));
  }
  for (const [key, child] of entries(isObject(schema.properties) ? schema.properties : undefined))
    parts.push([child, property ? `${property}.${key}` : key, `${pointer}/properties/${segment(key)}`]);
  if (schema.items !== undefined) parts.push([schema.items, `${property}[]`, `${pointer}/items`]);
  if (isObject(schema.additionalProperties))
    parts.push([schema.additionalProperties, property ? `${property}.*` : '*', `${pointer}/additionalProperties`]);
  for (const [child, name, at] of parts) valuesWithoutExample(child, owner, name, at, problems);
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (parts.length > 0 || isObject(schema.properties) || type.includes('object') || type.includes('array')) return;
  problems.push({message: `${owner}${property ? `: property "${property}"` : ''} has no example`, pointer});
}

/**
 * Every parameter and schema value without an `example` (or `examples`): the samples are
 * built from them and would show placeholders such as "string" without.
 */
export function missingExamples(doc: Json): Problem[] {
  const problems: Problem[] = [];
  for (const [name, schema, at] of named(doc, 'schemas')) valuesWithoutExample(schema, `schema "${name}"`, '', at, problems);
  const parameter = (value: unknown, pointer: string) => {
    if (!isObject(value) || typeof value.$ref === 'string' || value.in === 'body' || hasExample(value) || value.content) return;
    const schema = isObject(value.schema) ? value.schema : undefined;
    if (!schema || !(hasExample(schema) || typeof schema.$ref === 'string'))
      problems.push({message: `parameter "${String(value.name)}" (${String(value.in)}) has no example`, pointer});
  };
  for (const [, value, at] of named(doc, 'parameters')) parameter(value, at);
  for (const {operation, at, item, itemAt, label} of operations(doc)) {
    entries(item?.parameters).forEach(([i, value]) => parameter(value, `${itemAt}/parameters/${i}`));
    entries(operation.parameters).forEach(([i, value]) => parameter(value, `${at}/parameters/${i}`));
    const bodies: [unknown, string, string][] = [];
    if (isObject(operation.requestBody))
      bodies.push([operation.requestBody.content, `${at}/requestBody/content`, `the request body of ${label}`]);
    for (const [status, response] of entries(operation.responses))
      if (isObject(response)) bodies.push([response.content, `${at}/responses/${status}/content`, `the ${status} response of ${label}`]);
    for (const [content, pointer, body] of bodies) {
      for (const [mediaType, media] of entries(content))
        if (isObject(media) && !hasExample(media))
          valuesWithoutExample(media.schema, body, '', `${pointer}/${segment(mediaType)}/schema`, problems);
    }
  }
  return problems;
}

/**
 * Every string that becomes a page title, heading, label or id (info.title, tag names,
 * each operation's summary, operationId and tags, parameter and schema names) holding "<",
 * ">" or a control character. It reads the parsed JSON: an escaped `\u003c` counts.
 */
export function unsafeLabels(doc: Json): Problem[] {
  const problems: Problem[] = [];
  const check = (what: string, value: unknown, pointer: string) => {
    const found = typeof value === 'string' ? unsafeInLabel(value) : undefined;
    if (found) problems.push({message: `${what} contains ${found}, which a title or label cannot hold`, pointer});
  };
  const parameterNames = (list: unknown, pointer: string) => {
    for (const [key, p] of entries(list)) if (isObject(p)) check('the parameter name', p.name, `${pointer}/${segment(key)}/name`);
  };
  check('the API title', isObject(doc.info) ? doc.info.title : undefined, '#/info/title');
  for (const [i, tag] of entries(doc.tags)) {
    for (const field of ['name', 'x-displayName']) if (isObject(tag)) check(`the tag ${field}`, tag[field], `#/tags/${i}/${field}`);
  }
  for (const [name, , at] of named(doc, 'schemas')) check('the schema name', name, at);
  for (const [, p, at] of named(doc, 'parameters')) if (isObject(p)) check('the parameter name', p.name, `${at}/name`);
  for (const {operation, at, item, itemAt} of operations(doc)) {
    parameterNames(item?.parameters, `${itemAt}/parameters`);
    for (const field of ['summary', 'operationId']) check(`the operation ${field}`, operation[field], `${at}/${field}`);
    for (const [i, tag] of entries(operation.tags)) check('the operation tag', tag, `${at}/tags/${i}`);
    parameterNames(operation.parameters, `${at}/parameters`);
  }
  return problems;
}

/** Up to `max` problems, then how many more. */
const some = (problems: Problem[], max: number, more: string): Problem[] =>
  problems.length > max ? [...problems.slice(0, max), {message: `and ${problems.length - max} more ${more}`}] : problems;

/** Parses and validates the description in `file`; returns the number of operations. */
export async function checkOpenApiFile(file: string): Promise<number> {
  const shown = shownPath(file);
  const fail = (problems: Problem[]): never => {
    const lines = problems.map((p) => `  - ${p.message}${p.pointer ? ` (at ${p.pointer})` : ''}`);
    throw new OpenApiCheckError(`Invalid OpenAPI description ${shown}:\n${lines.join('\n')}`);
  };
  if (!fs.existsSync(file)) throw new OpenApiCheckError(`OpenAPI description not found: ${shown}`);
  let doc: unknown;
  try {
    doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    fail([{message: `not valid JSON: ${(error as Error).message}`}]);
  }
  if (!isObject(doc)) return fail([{message: 'the file must contain a JSON object'}]);
  const version = doc.openapi ?? doc.swagger ?? null;
  if (!/^(3\.[01]\.\d+|2\.0)$/.test(String(version)))
    fail([{message: `"openapi" must be a 3.0 or 3.1 version (or "swagger": "2.0"), found ${JSON.stringify(version)}`}]);
  const count = operations(doc).length;
  if (count === 0) fail([{message: 'the description has no operations under "paths"'}]);
  // Before the validator runs: it would resolve these references, reading files and URLs.
  for (const problems of [some(outsideRefs(doc), 10, 'such references'), mdxCode(doc), unsafeLabels(doc)])
    if (problems.length) fail(problems);
  // Structural validation against the specification (errors only; style warnings are ignored).
  const {createConfig, lint} = await import('@redocly/openapi-core');
  const results = await lint({ref: path.resolve(file), config: await createConfig({extends: ['minimal']})});
  const errors = results.filter((result) => result.severity === 'error');
  if (errors.length) fail(errors.slice(0, 10).map((error) => ({message: error.message, pointer: error.location?.[0]?.pointer})));
  const examples = missingExamples(doc);
  if (examples.length)
    fail([
      ...some(examples, 20, 'values without an example'),
      {message: 'the reference builds its request and response samples from these examples: add an "example" to each'},
    ]);
  return count;
}
