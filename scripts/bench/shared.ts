/** What the benchmark's parts share: the page types, bench/budgets.json, bench/tools, Markdown. */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {npmCommand} from '../node-bin';
import {plainStandIn} from './plain-content';

/**
 * The page types: a representative English page of ours and the plain Docusaurus site's corresponding page, the same
 * page of our content (plain has no search page and no API reference: our doc page stands in for both). A noindex page's
 * SEO is not budgeted.
 */
export type PageType = {name: string; path: string; plainPath: string; noindex?: true};
const page = (name: string, path: string, more: Partial<PageType> = {}): PageType => ({name, path, plainPath: path, ...more});
export const pageTypes: PageType[] = [
  page('home', '/'),
  // A doc page without a diagram, like most; Mermaid loads only where one is.
  page('doc', plainStandIn),
  page('doc with diagram', '/docs/srb/working-with-contracts/contract-renewal'),
  // The release notes are examples today (plugins/sample-content): noindex.
  page('blog list', '/blog', {noindex: true}),
  page('blog post', '/blog/release-2025-04-15', {noindex: true}),
  page('search', '/search?q=contract', {plainPath: plainStandIn, noindex: true}),
  page('API overview', '/web-api', {plainPath: plainStandIn}),
  // One operation page of the API reference (config/api.ts).
  page('API operation', '/web-api/reference/list-time-recordings', {plainPath: plainStandIn}),
];

/** The items a comma-separated `--<flag>=` list names, in their usual order; all when undefined; an unknown name is an error. */
export function selectNamed<T>(items: T[], list: string | undefined, name: (item: T) => string, flag: string, noun: string): T[] {
  if (list === undefined) return items;
  const wanted = list.split(',').map((n) => n.trim());
  const unknown = wanted.filter((n) => !items.some((item) => name(item) === n));
  if (unknown.length)
    throw new Error(`--${flag}: unknown ${noun} "${unknown.join('", "')}"; the ${noun}s are ${items.map(name).join(', ')}.`);
  return items.filter((item) => wanted.includes(name(item)));
}

export const selectPageTypes = (list: string | undefined) => selectNamed(pageTypes, list, (t) => t.name, 'pages', 'page type');

export const option = (argv: string[], name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

export function runsOption(argv: string[], fallback: number): number {
  const runs = Number(option(argv, 'runs') ?? fallback);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs: expected a whole number of at least 1, got "${option(argv, 'runs')}"`);
  return runs;
}

/** reports/<name>: the report's parts, separated by blank lines; also printed. */
export function writeReport(siteDir: string, name: string, parts: string[]): void {
  const file = path.join(siteDir, 'reports', name);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, parts.join('\n\n'));
  console.log(`\n${parts.join('\n\n')}\nWritten to ${path.relative(siteDir, file)}.`);
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const geomean = (values: number[]) => Math.exp(values.reduce((sum, v) => sum + Math.log(v), 0) / values.length);

/** A Markdown table from a header row and body rows. */
export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Reads a budget; a missing one is a mistake in bench/budgets.json, not a pass. */
export function budget(budgets: Record<string, number>, name: string): number {
  if (typeof budgets[name] !== 'number') throw new Error(`bench/budgets.json: the budget "${name}" is missing or not a number`);
  return budgets[name];
}

/** bench/budgets.json's budgets, name → number; fails naming the file when it is unreadable or malformed. */
export function readBudgets(file = path.join(__dirname, '..', '..', 'bench', 'budgets.json')): Record<string, number> {
  const fail = (why: string) => new Error(`${file}: ${why}`);
  const budgets: unknown = (() => {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8')).budgets;
    } catch (error) {
      throw fail(`cannot read the budgets (${(error as Error).message})`);
    }
  })();
  if (!budgets || typeof budgets !== 'object') throw fail('expected an object "budgets" of name → number');
  const wrong = Object.entries(budgets).find(([, value]) => typeof value !== 'number');
  if (wrong) throw fail(`the budget "${wrong[0]}" is not a number`);
  return budgets as Record<string, number>;
}

/** Lighthouse, chrome-launcher and the plain site's packages, pinned in bench/tools with a lock of its own. */
export const benchToolsDir = path.resolve(__dirname, '..', '..', 'bench', 'tools');

/** The tools whose installed version differs from the pinned one (all of them before the first install). */
export function missingTools(dir = benchToolsDir): string[] {
  const read = (file: string) => (fs.existsSync(path.join(dir, file)) ? JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) : {});
  const pinned = Object.entries(read('package.json').dependencies as Record<string, string>);
  return pinned.filter(([name, version]) => read(`node_modules/${name}/package.json`).version !== version).map(([n, v]) => `${n}@${v}`);
}

/** `npm ci` in bench/tools when a tool is missing or at another version. */
export function ensureBenchTools(dir = benchToolsDir): void {
  if (missingTools(dir).length === 0) return;
  console.log(`Installing the benchmark's tools (npm ci in ${dir}): ${missingTools(dir).join(', ')}…`);
  const npm = npmCommand(['ci', '--no-audit', '--no-fund']);
  execFileSync(npm.command, npm.args, {cwd: dir, stdio: 'inherit', shell: npm.shell});
}
