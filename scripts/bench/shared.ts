/** What the benchmark's parts share: the page types, the command line, bench/budgets.json, bench/tools, nginx and Chromium, figures, Markdown. */
import {execFileSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {z} from 'zod';
import {chromiumArgs, fullChromiumPath} from '../../plugins/diagrams/chromium';
import {startNginx} from '../../tests/hosts/nginx';
import {npmCommand} from '../node-bin';

/**
 * The page types: a representative English page of ours and the plain Docusaurus site's corresponding page, the same
 * page of our content (plain has no search page and no API reference: our doc page stands in for both). A noindex page's
 * SEO is not budgeted.
 */
export type PageType = {name: string; path: string; plainPath: string; noindex?: true};
/** Where plain has no page of the kind (the search page, the API reference), its page of our doc page type stands in. */
export const plainStandIn = '/docs/srb/sales/dealing-with-currencies';
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

/** The command line of `npm run bench` (bench/README.md): `--name=value` a string, `--flag` true; `--runs` a whole number of at least 1. */
export function readOptions(argv: string[], defaultRuns: number) {
  const {values} = parseArgs({args: argv, strict: false});
  const text = (name: string) => (typeof values[name] === 'string' ? values[name] : undefined);
  const runs = Number(text('runs') ?? defaultRuns);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs: expected a whole number of at least 1, got "${text('runs')}"`);
  const types = selectNamed(pageTypes, text('pages'), (t) => t.name, 'pages', 'page type');
  return {runs, types, text, flag: (name: string) => values[name] === true};
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

export const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);
export const mean = (values: readonly number[]) => sum(values) / values.length;
export const geomean = (values: number[]) => Math.exp(mean(values.map(Math.log)));

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The files of a folder and its subfolders: how many, and their size on disk. */
export function dirBytes(dir: string): {bytes: number; files: number} {
  const files = fs.readdirSync(dir, {recursive: true, withFileTypes: true}).filter((entry) => entry.isFile());
  return {bytes: sum(files.map((entry) => fs.statSync(path.join(entry.parentPath, entry.name)).size)), files: files.length};
}

/** A Markdown table from a header row and body rows; the columns from `rightFrom` on are right-aligned. */
export function table(header: string[], rows: (string | number)[][], rightFrom = header.length): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map((_, i) => (i < rightFrom ? '---' : '---:'))), ...rows.map(line)].join('\n');
}

/** Reads a budget; a missing one is a mistake in bench/budgets.json, not a pass. */
export function budget(budgets: Record<string, number>, name: string): number {
  if (typeof budgets[name] !== 'number') throw new Error(`bench/budgets.json: the budget "${name}" is missing or not a number`);
  return budgets[name];
}

/** A JSON file as `schema` reads it; an error names the file, and zod's message what in it is wrong. */
export function readJson<T>(file: string, schema: z.ZodType<T>): T {
  try {
    return schema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof z.ZodError ? z.prettifyError(error) : (error as Error).message}`, {cause: error});
  }
}

/** bench/budgets.json's budgets, name → number. */
export const readBudgets = (file = path.join(__dirname, '..', '..', 'bench', 'budgets.json')) =>
  readJson(file, z.object({budgets: z.record(z.string(), z.number())})).budgets;

/** Lighthouse, chrome-launcher and the plain site's packages, pinned in bench/tools with a lock of its own. */
export const benchToolsDir = path.resolve(__dirname, '..', '..', 'bench', 'tools');

/** The version of the package `name` installed in `dir`; an error says how to install it. */
export function packageVersion(dir: string, name: string): string {
  const file = path.join(dir, 'node_modules', name, 'package.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm ci\` in ${dir}.`);
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/** The tools whose installed version differs from the pinned one (all of them before the first install). */
export function missingTools(dir = benchToolsDir): string[] {
  const read = (file: string) => (fs.existsSync(path.join(dir, file)) ? JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) : {});
  const pinned = Object.entries(read('package.json').dependencies as Record<string, string>);
  return pinned.filter(([name, version]) => read(`node_modules/${name}/package.json`).version !== version).map(([n, v]) => `${n}@${v}`);
}

/** `npm ci` in bench/tools when a tool is missing or at another version. */
export function ensureBenchTools(): void {
  const missing = missingTools();
  if (missing.length === 0) return;
  console.log(`Installing the benchmark's tools (npm ci in ${benchToolsDir}): ${missing.join(', ')}…`);
  const npm = npmCommand(['ci', '--no-audit', '--no-fund']);
  execFileSync(npm.command, npm.args, {cwd: benchToolsDir, stdio: 'inherit', shell: npm.shell});
}

/**
 * Serves `roots[i]` with nginx and the production configuration at http://127.0.0.1:(BENCH_PORT or `defaultPort`, + i),
 * and stops them again, also when the benchmark is interrupted or dies (a leftover nginx would hold the port).
 */
export async function serveAll(roots: string[], defaultPort: number) {
  const firstPort = Number(process.env.BENCH_PORT ?? defaultPort);
  const servers: ChildProcess[] = [];
  const stop = () => servers.splice(0).forEach((server) => server.kill('SIGQUIT'));
  const interrupted = () => process.exit(130); // On 'exit', stop() runs.
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted).once('exit', stop);
  try {
    for (const [index, root] of roots.entries()) servers.push(await startNginx({root, port: firstPort + index}));
  } catch (error) {
    stop(); // The servers started before the one that failed.
    throw error;
  }
  return {baseUrls: roots.map((_, index) => `http://127.0.0.1:${firstPort + index}`), stop};
}

/** The full browser, as readers run it, with the flags a closed network needs. */
export const launchChromium = () => chromium.launch({executablePath: fullChromiumPath, args: chromiumArgs});
