import leven from 'leven';

/** A content problem: where it is and what to do about it. */
export interface Problem {
  /** Path relative to the site folder. */
  file: string;
  /** 1-based line, when the problem has one. */
  line?: number;
  /** The front matter field (or other element) concerned. */
  field?: string;
  message: string;
}

/** `docs/a.md:3: title: expected …` — the shape editors and editors' tools know. */
export function formatProblem(problem: Problem): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  return problem.field ? `${where}: ${problem.field}: ${problem.message}` : `${where}: ${problem.message}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
}

/** One line per problem on stderr, then `failure` after a blank line (returns 1); without any, `success` on stdout (0). */
export function printOutcome(lines: string[], failure: string, success: string): number {
  for (const line of lines) console.error(line);
  if (lines.length === 0) console.log(success);
  else console.error(`\n${failure}`);
  return lines.length === 0 ? 0 : 1;
}

/** The closest candidate (Levenshtein distance, the first of equals) when it is close enough to be a likely typo. */
export function closest(value: string, candidates: Iterable<string>): string | undefined {
  const distance = (candidate: string) => leven(value, candidate);
  const [best] = [...candidates].sort((a, b) => distance(a) - distance(b));
  return best !== undefined && distance(best) <= Math.max(2, Math.floor(value.length / 3)) ? best : undefined;
}

/** A Markdown table; the first column is left-aligned, the counts after it right-aligned. */
export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map((_, i) => (i === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n');
}

/**
 * What in `text` a title, label, heading or id may not hold, as messages name it (`"<"`,
 * `U+000A (a control character)`), or undefined. "<" and ">" would open or close markup
 * wherever such text reaches HTML or a script unescaped; control characters, and the line and
 * paragraph separators (line breaks to JavaScript), break the line or string they stand in.
 */
export function unsafeInLabel(text: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const found = /[<>\u0000-\u001f\u007f-\u009f\u2028\u2029]/.exec(text)?.[0];
  if (found === undefined) return undefined;
  if (found === '<' || found === '>') return `"${found}"`;
  const code = `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  return `${code} (${found >= '\u2028' ? 'a line or paragraph separator' : 'a control character'})`;
}
