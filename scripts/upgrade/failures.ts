/**
 * The failures in a step's output, one line each with the file and the reason, for the
 * upgrade rehearsal's job summary (scripts/test.sh with TEST_KEEP_GOING=1).
 *
 *   tsx scripts/upgrade/failures.ts <log file>    prints up to 20 lines, as Markdown list items
 *
 * It knows the shapes the suite's tools print: TypeScript and ESLint (file, line, message),
 * Docusaurus' [ERROR] lines, Node's test runner (not ok, with its location and error),
 * Playwright (the failing test's file and line, then its first Error line), and any other
 * "Error:" line when none of those named the failure.
 */
import fs from 'node:fs';

// Colour codes would end up in the summary as text.
// eslint-disable-next-line no-control-regex -- the escape character that starts a colour code
const plain = (line: string) => line.replace(/\u001b\[[0-9;]*m/g, '').trimEnd();

/** Up to `max` failure lines of a log, in order, without repeats. */
export function failures(log: string, max = 20): string[] {
  const lines = log.split('\n').map(plain);
  const found: string[] = [];
  const add = (line: string) => {
    const text = line.trim().replace(/\s+/g, ' ').slice(0, 300);
    if (text && !found.includes(text)) found.push(text);
  };
  const generic: string[] = [];
  let eslintFile = '';
  lines.forEach((line, i) => {
    // TypeScript: src/x.tsx(12,5): error TS2305: …
    if (/^\S+\(\d+,\d+\): error TS\d+/.test(line)) return add(line);
    // ESLint's stylish output: the file on its own line, then "  12:5  error  message  rule".
    if (/^\/\S+\.[cm]?[jt]sx?$/.test(line)) eslintFile = line;
    const lint = /^\s+(\d+):(\d+)\s+error\s+(.+)$/.exec(line);
    if (lint && eslintFile) return add(`${eslintFile}:${lint[1]}:${lint[2]} ${lint[3]}`);
    if (/^\[ERROR\]/.test(line)) return add(line);
    // Node's test runner: "not ok 3 - title", then location: '…' and error: '…' in its YAML block.
    const notOk = /^\s*not ok \d+ - (.+)$/.exec(line);
    if (notOk) {
      const block = lines.slice(i + 1, i + 12);
      const location = block.map((l) => /location: '([^']+)'/.exec(l)?.[1]).find(Boolean);
      const error = block.map((l) => /error: ['|]?(.*?)'?$/.exec(l)?.[1]).find((e) => e && e !== '|-');
      return add(`${location ?? ''} ${notOk[1]}${error ? `: ${error}` : ''}`);
    }
    // Playwright: "  1) tests/e2e/x.spec.ts:12:3 › title", its reason the next Error line.
    const e2e = /^\s*\d+\) (tests\/\S+:\d+:\d+) › (.+?)\s*─*$/.exec(line);
    if (e2e) {
      const error = lines.slice(i + 1, i + 10).find((l) => /^\s*(Error|TimeoutError):/.test(l));
      return add(`${e2e[1]} ${e2e[2]}${error ? `: ${error.trim()}` : ''}`);
    }
    if (/^\s*(Error|TypeError|SyntaxError|ReferenceError): /.test(line)) generic.push(line);
  });
  // Any other error line, when no tool's own shape named the failure.
  if (found.length === 0) generic.forEach(add);
  return found.slice(0, max);
}

if (require.main === module) {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: tsx scripts/upgrade/failures.ts <log file>');
  for (const line of failures(fs.readFileSync(file, 'utf8'))) console.log(`- \`${line.replace(/`/g, "'")}\``);
}
