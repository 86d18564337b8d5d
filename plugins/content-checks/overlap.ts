/**
 * `cli.ts overlap <page> <source>…`: runs of more than ten words that a page shares with the public
 * pages its facts come from (CONTRIBUTING.md, "Check a page against its sources").
 */
import fs from 'node:fs';
import {printOutcome} from './problems';
import {germanTextLines} from './terminology';

/** Longer than this many words, a run shared with a source is reported. */
export const maxSharedWords = 10;

export interface Word {
  word: string;
  line: number;
}

export class OverlapError extends Error {}

/** Stands between blocks in a page's words; no source word equals it. */
const blockEnd = '\u0000';

const wordPattern = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** The words of a text, lower case, with the line each one is on. */
export function wordsOf(text: string, line = 1): Word[] {
  return [...text.normalize('NFKC').toLowerCase().matchAll(wordPattern)].map((m) => ({
    word: m[0].replace(/’/g, "'"),
    line: line + (text.slice(0, m.index).match(/\n/g)?.length ?? 0),
  }));
}

/**
 * A table row without its first cell, which holds the caption the row is
 * about; the other cells are prose. Separator rows have no prose.
 */
function tableProse(line: string): string {
  const cells = line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|');
  if (cells.every((cell) => /^\s*:?-+:?\s*$/.test(cell))) return '';
  return cells.slice(1).join(' | ');
}

/**
 * The prose words of a page: its text without front matter, code blocks,
 * inline code, link targets, MDX comments, tags and the caption cells of
 * tables.
 */
export function pageWords(markdown: string): Word[] {
  return germanTextLines(markdown, {frontMatter: []}).flatMap(({number, text}) => {
    const row = text.trimStart().startsWith('|');
    const words = wordsOf(row ? tableProse(text) : text, number);
    // A table row or a heading ends where it ends: no run continues into the next block.
    return row || /^\s*#/.test(text) ? [...words, {word: blockEnd, line: number}] : words;
  });
}

/** The text of a stored source: HTML without its tags, scripts and styles; other text as it is. */
export function sourceText(content: string): string {
  if (!/<(html|body|div|p|main|article)[\s>]/i.test(content)) return content;
  return content
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ');
}

/** Every run of more than `maxSharedWords` words of the page that also stands, word for word, in the source, with the line it starts on. */
export function sharedRuns(page: Word[], source: string[]) {
  const size = maxSharedWords + 1;
  const grams = new Set<string>();
  for (let i = 0; i + size <= source.length; i++) grams.add(source.slice(i, i + size).join(' '));
  const words = page.map((w) => w.word);
  // Overlapping shared n-grams make one run.
  const runs: {start: number; end: number}[] = [];
  for (let i = 0; i + size <= page.length; i++) {
    if (!grams.has(words.slice(i, i + size).join(' '))) continue;
    const last = runs.at(-1);
    if (last && i < last.end) last.end = i + size;
    else runs.push({start: i, end: i + size});
  }
  return runs.map(({start, end}) => ({line: page[start].line, words: words.slice(start, end)}));
}

function read(file: string, what: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new OverlapError(`${file}: cannot read the ${what}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

/** One line per run the page shares with any of the sources. */
export function checkOverlap(pageFile: string, sourceFiles: string[]): string[] {
  const page = pageWords(read(pageFile, 'page'));
  return sourceFiles.flatMap((sourceFile) => {
    const source = wordsOf(sourceText(read(sourceFile, 'source text'))).map((w) => w.word);
    if (source.length === 0) throw new OverlapError(`${sourceFile}: the source text is empty`);
    return sharedRuns(page, source).map(
      (run) => `${pageFile}:${run.line}: ${run.words.length} words identical to ${sourceFile}: "${run.words.join(' ')}"`,
    );
  });
}

export function main(args: string[]): number {
  const [pageFile, ...sourceFiles] = args;
  if (!pageFile || sourceFiles.length === 0) {
    console.error('Usage: npm run check:overlap -- <page file> <source text file>…');
    return 2;
  }
  let lines;
  try {
    lines = checkOverlap(pageFile, sourceFiles);
  } catch (error) {
    if (!(error instanceof OverlapError)) throw error;
    console.error(error.message);
    return 2;
  }
  return printOutcome(
    lines,
    `${lines.length} run(s) of more than ${maxSharedWords} words copied from a source. Say them in your own words.`,
    `${pageFile}: no run of more than ${maxSharedWords} words is identical to the ${sourceFiles.length} source(s).`,
  );
}
