/**
 * Checks an OpenAPI description before the API reference is generated from it.
 * Every failure names the file and the problem, so a broken or missing
 * description stops the build with a message an editor can act on.
 */
import fs from 'node:fs';
import path from 'node:path';
import {mdxCodeIn, operationMdxFields} from '../config/apiMarkdown';

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

/**
 * Every operation field the generator writes into MDX (config/apiMarkdown.ts) that
 * MDX would read as module code, an expression or an element, with its JSON pointer.
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
  return operations;
}
