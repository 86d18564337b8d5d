/**
 * Checks an OpenAPI description before the API reference is generated from it.
 * Every failure names the file and the problem, so a broken or missing
 * description stops the build with a message an editor can act on.
 */
import fs from 'node:fs';
import path from 'node:path';
import {unsafeInLabel} from '../plugins/content-checks/problems';

export class OpenApiCheckError extends Error {}

type Problem = {message: string; pointer?: string};

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function fail(file: string, problems: Problem[]): never {
  const lines = problems.map((p) => `  - ${p.message}${p.pointer ? ` (at ${p.pointer})` : ''}`);
  throw new OpenApiCheckError(`Invalid OpenAPI description ${file}:\n${lines.join('\n')}`);
}

/** `file` as messages name it: relative to the working directory when it lies inside it. */
export function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') ? relative : file;
}

/** A JSON pointer segment: `~` and `/` escaped as RFC 6901 asks. */
const pointerSegment = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Every `$ref` that does not point into the description itself ("#/…"), with
 * its JSON pointer. Other references would make the validator and the page
 * generator read other files or URLs into the published pages. Walks the whole
 * document (examples included) without recursion, so no nesting depth overflows.
 */
export function outsideRefs(doc: unknown): Problem[] {
  const problems: Problem[] = [];
  const pending: [value: unknown, pointer: string][] = [[doc, '#']];
  while (pending.length > 0) {
    const [value, pointer] = pending.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    const entries = Object.entries(value).map(([key, child]) => [key, child, `${pointer}/${pointerSegment(key)}`] as const);
    for (const [key, child, at] of entries) {
      if (key === '$ref' && !(typeof child === 'string' && child.startsWith('#/'))) {
        problems.push({message: `$ref ${JSON.stringify(child)} points outside this file; only "#/…" references are allowed`, pointer: at});
      }
    }
    // Reversed onto the stack, so the problems come in document order.
    for (const [, child, at] of entries.reverse()) pending.push([child, at]);
  }
  return problems;
}

/** The fields of an operation the generator writes into the page's MDX as Markdown. */
export const operationMdxFields = ['description', 'x-deprecated-description'] as const;

/** Why MDX would read `text` as code or markup, or undefined when it reads it as Markdown text. */
export function mdxCodeIn(text: string): string | undefined {
  if (/^[ \t]*(?:import|export)\b/m.test(text)) return 'a line starting with "import" or "export" is module code in MDX';
  if (/[{}]/.test(text)) return '"{" and "}" enclose a JavaScript expression in MDX';
  if (/</.test(text)) return '"<" starts a component or HTML element in MDX; write Markdown, or "less than"';
  return undefined;
}

/**
 * Every operation field the generator writes into MDX that MDX would read as module
 * code, an expression or an element, with its JSON pointer. Everything else reaches the
 * pages as JSON (front matter and props), rendered as text.
 */
export function mdxCode(doc: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  for (const [route, item] of Object.entries((doc.paths ?? {}) as Record<string, Record<string, unknown> | null>)) {
    for (const method of methods) {
      const operation = item?.[method] as Record<string, unknown> | undefined;
      for (const field of operationMdxFields) {
        const value = operation?.[field];
        const why = typeof value === 'string' ? mdxCodeIn(value) : undefined;
        if (why) problems.push({message: why, pointer: `#/paths/${pointerSegment(route)}/${method}/${pointerSegment(field)}`});
      }
    }
  }
  return problems;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasExample = (value: Json): boolean => value.example !== undefined || (value.examples !== undefined && value.examples !== null);

/**
 * Every value in `schema` that has no example of its own nor one from an enclosing
 * schema: a string, number, integer or boolean, named by `owner` (the schema or
 * body) and its property path (`[]` for an array's items). References are checked where they point.
 */
function valuesWithoutExample(schema: unknown, owner: string, property: string, pointer: string, problems: Problem[]): void {
  if (!isObject(schema) || typeof schema.$ref === 'string' || hasExample(schema)) return;
  let structured = false;
  for (const keyword of ['allOf', 'oneOf', 'anyOf'] as const) {
    const parts = schema[keyword];
    if (!Array.isArray(parts)) continue;
    structured = true;
    parts.forEach((part, index) => valuesWithoutExample(part, owner, property, `${pointer}/${keyword}/${index}`, problems));
  }
  if (isObject(schema.properties)) {
    structured = true;
    for (const [key, child] of Object.entries(schema.properties)) {
      const path = property ? `${property}.${key}` : key;
      valuesWithoutExample(child, owner, path, `${pointer}/properties/${pointerSegment(key)}`, problems);
    }
  }
  if (schema.items !== undefined) {
    structured = true;
    valuesWithoutExample(schema.items, owner, `${property}[]`, `${pointer}/items`, problems);
  }
  if (isObject(schema.additionalProperties)) {
    structured = true;
    valuesWithoutExample(schema.additionalProperties, owner, property ? `${property}.*` : '*', `${pointer}/additionalProperties`, problems);
  }
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (structured || type.includes('object') || type.includes('array')) return;
  problems.push({message: `${owner}${property ? `: property "${property}"` : ''} has no example`, pointer});
}

/**
 * Every parameter and schema value without an `example` (or `examples`): the
 * request and response samples of the reference are built from them, and without
 * one they would show placeholders such as "string". Named by schema and property
 * (bodies defined inline in an operation by method and path) and by JSON pointer.
 */
export function missingExamples(doc: Json): Problem[] {
  const problems: Problem[] = [];
  const components = isObject(doc.components) ? doc.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : isObject(doc.definitions) ? doc.definitions : {};
  const schemasPointer = isObject(components.schemas) ? '#/components/schemas' : '#/definitions';
  for (const [name, schema] of Object.entries(schemas)) {
    valuesWithoutExample(schema, `schema "${name}"`, '', `${schemasPointer}/${pointerSegment(name)}`, problems);
  }
  const parameter = (value: unknown, pointer: string) => {
    if (!isObject(value) || typeof value.$ref === 'string' || value.in === 'body') return;
    const schema = isObject(value.schema) ? value.schema : undefined;
    if (hasExample(value) || (schema && (hasExample(schema) || typeof schema.$ref === 'string')) || value.content) return;
    problems.push({message: `parameter "${String(value.name)}" (${String(value.in)}) has no example`, pointer});
  };
  const parameters = isObject(components.parameters) ? components.parameters : isObject(doc.parameters) ? doc.parameters : {};
  const parametersPointer = isObject(components.parameters) ? '#/components/parameters' : '#/parameters';
  for (const [name, value] of Object.entries(parameters)) parameter(value, `${parametersPointer}/${pointerSegment(name)}`);
  for (const [route, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    const itemPointer = `#/paths/${pointerSegment(route)}`;
    (Array.isArray(item.parameters) ? item.parameters : []).forEach((value, index) =>
      parameter(value, `${itemPointer}/parameters/${index}`),
    );
    for (const method of methods) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const at = `${itemPointer}/${method}`;
      const label = `${method.toUpperCase()} ${route}`;
      (Array.isArray(operation.parameters) ? operation.parameters : []).forEach((value, index) =>
        parameter(value, `${at}/parameters/${index}`),
      );
      const bodies: [unknown, string, string][] = [];
      if (isObject(operation.requestBody))
        bodies.push([operation.requestBody.content, `${at}/requestBody/content`, `the request body of ${label}`]);
      for (const [status, response] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
        if (isObject(response)) bodies.push([response.content, `${at}/responses/${status}/content`, `the ${status} response of ${label}`]);
      }
      for (const [content, pointer, bodyName] of bodies) {
        if (!isObject(content)) continue;
        for (const [mediaType, media] of Object.entries(content)) {
          if (!isObject(media) || hasExample(media)) continue;
          valuesWithoutExample(media.schema, bodyName, '', `${pointer}/${pointerSegment(mediaType)}/schema`, problems);
        }
      }
    }
  }
  return problems;
}

/**
 * Every string that becomes a page title, heading, sidebar or breadcrumb label or a page
 * id (info.title, tag names, each operation's summary, operationId and tags, parameter and
 * schema names) holding "<", ">" or a control character, with its JSON pointer. It reads the
 * parsed document, so `\u003c`, which shows no "<" in a diff, counts as one.
 */
export function unsafeLabels(doc: Json): Problem[] {
  const problems: Problem[] = [];
  const check = (what: string, value: unknown, pointer: string) => {
    const found = typeof value === 'string' ? unsafeInLabel(value) : undefined;
    if (found) problems.push({message: `${what} contains ${found}, which a title or label cannot hold`, pointer});
  };
  const entries = (value: unknown) => Object.entries(typeof value === 'object' && value !== null ? value : {});
  const parameterNames = (list: unknown, pointer: string) => {
    for (const [key, p] of entries(list)) if (isObject(p)) check('the parameter name', p.name, `${pointer}/${pointerSegment(key)}/name`);
  };
  check('the API title', isObject(doc.info) ? doc.info.title : undefined, '#/info/title');
  for (const [index, tag] of entries(doc.tags)) {
    for (const field of ['name', 'x-displayName']) if (isObject(tag)) check(`the tag ${field}`, tag[field], `#/tags/${index}/${field}`);
  }
  const components = isObject(doc.components) ? doc.components : {};
  const schemasAt = isObject(components.schemas) ? '#/components/schemas' : '#/definitions';
  for (const [name] of entries(components.schemas ?? doc.definitions))
    check('the schema name', name, `${schemasAt}/${pointerSegment(name)}`);
  parameterNames(components.parameters ?? doc.parameters, components.parameters ? '#/components/parameters' : '#/parameters');
  for (const [route, item] of entries(doc.paths)) {
    if (!isObject(item)) continue;
    const itemAt = `#/paths/${pointerSegment(route)}`;
    parameterNames(item.parameters, `${itemAt}/parameters`);
    for (const method of methods) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      for (const field of ['summary', 'operationId']) check(`the operation ${field}`, operation[field], `${itemAt}/${method}/${field}`);
      for (const [index, tag] of entries(operation.tags)) check('the operation tag', tag, `${itemAt}/${method}/tags/${index}`);
      parameterNames(operation.parameters, `${itemAt}/${method}/parameters`);
    }
  }
  return problems;
}

/** Parses and validates the description in `file`; returns the number of operations. */
export async function checkOpenApiFile(file: string): Promise<number> {
  const shown = shownPath(file);
  if (!fs.existsSync(file)) {
    throw new OpenApiCheckError(`OpenAPI description not found: ${shown}`);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    fail(shown, [{message: `not valid JSON: ${(error as Error).message}`}]);
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
    fail(shown, [{message: 'the file must contain a JSON object'}]);
  }
  const record = doc as Record<string, unknown>;
  const version = String(record.openapi ?? record.swagger ?? '');
  if (!/^(3\.[01]\.\d+|2\.0)$/.test(version)) {
    fail(shown, [
      {
        message: `"openapi" must be a 3.0 or 3.1 version (or "swagger": "2.0"), found ${JSON.stringify(record.openapi ?? record.swagger ?? null)}`,
      },
    ]);
  }
  const paths = (record.paths ?? {}) as Record<string, Record<string, unknown>>;
  const operations = Object.values(paths).flatMap((item) => Object.keys(item ?? {}).filter((key) => methods.includes(key))).length;
  if (operations === 0) {
    fail(shown, [{message: 'the description has no operations under "paths"'}]);
  }

  // Before the validator runs: it would resolve these references, reading files and URLs.
  const refs = outsideRefs(doc);
  if (refs.length > 0) {
    fail(shown, [...refs.slice(0, 10), ...(refs.length > 10 ? [{message: `and ${refs.length - 10} more such references`}] : [])]);
  }

  const code = mdxCode(record);
  if (code.length > 0) fail(shown, code);

  const labels = unsafeLabels(record);
  if (labels.length > 0) fail(shown, labels);

  // Structural validation against the OpenAPI specification (errors only; style warnings are ignored).
  const {createConfig, lint} = await import('@redocly/openapi-core');
  const config = await createConfig({extends: ['minimal']});
  const results = await lint({ref: path.resolve(file), config});
  const errors = results.filter((result) => result.severity === 'error');
  if (errors.length > 0) {
    fail(
      shown,
      errors.slice(0, 10).map((error) => ({message: error.message, pointer: error.location?.[0]?.pointer})),
    );
  }

  const examples = missingExamples(record);
  if (examples.length > 0) {
    fail(shown, [
      ...examples.slice(0, 20),
      ...(examples.length > 20 ? [{message: `and ${examples.length - 20} more values without an example`}] : []),
      {message: 'the reference builds its request and response samples from these examples: add an "example" to each'},
    ]);
  }
  return operations;
}
