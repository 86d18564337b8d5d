/**
 * Front matter reading with line numbers, so that every message can point at
 * the line an editor has to change.
 */
import {isMap, isScalar, isSeq, LineCounter, parseDocument} from 'yaml';

export interface FrontMatter {
  /** The parsed values (YAML 1.2 core schema: dates stay strings). */
  data: Record<string, unknown>;
  /** 1-based line of each top-level key in the file. */
  keyLines: Record<string, number>;
  /** 1-based lines of the items of top-level lists, by key. */
  itemLines: Record<string, number[]>;
  /** 1-based line of the closing `---` (the end of the front matter). */
  endLine: number;
  /** The Markdown after the front matter. */
  body: string;
  /** 1-based line where the body starts. */
  bodyLine: number;
}

export class FrontMatterError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/** Reads the front matter of a Markdown file; throws FrontMatterError with a line on bad syntax. */
export function readFrontMatter(text: string): FrontMatter {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  if (lines[0] !== '---')
    throw new FrontMatterError('the file must start with front matter: a line `---`, the fields, and another line `---`', 1);
  const close = lines.indexOf('---', 1);
  if (close === -1) throw new FrontMatterError('the front matter is not closed: add a line `---` after the last field', 1);
  const counter = new LineCounter();
  const lineAt = (offset: number) => counter.linePos(offset).line + 1;
  const doc = parseDocument(lines.slice(1, close).join('\n'), {lineCounter: counter, prettyErrors: false, uniqueKeys: true});
  if (doc.errors.length > 0) {
    const error = doc.errors[0];
    throw new FrontMatterError(`invalid YAML in the front matter: ${error.message.split('\n')[0]}`, lineAt(error.pos[0]));
  }
  const keyLines: Record<string, number> = {};
  const itemLines: Record<string, number[]> = {};
  const contents = doc.contents;
  if (contents !== null && !isMap(contents)) throw new FrontMatterError('the front matter must be a list of `field: value` lines', 2);
  for (const pair of isMap(contents) ? contents.items : []) {
    if (!isScalar(pair.key)) continue;
    const key = String(pair.key.value);
    const offset = pair.key.range?.[0] ?? 0;
    keyLines[key] = lineAt(offset);
    if (isSeq(pair.value)) itemLines[key] = pair.value.items.map((item) => lineAt((item as {range?: number[]}).range?.[0] ?? offset));
  }
  return {
    data: (doc.toJS() ?? {}) as Record<string, unknown>,
    keyLines,
    itemLines,
    endLine: close + 1,
    body: lines.slice(close + 1).join('\n'),
    bodyLine: close + 2,
  };
}
