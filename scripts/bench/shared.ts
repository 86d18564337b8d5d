/** Helpers shared by the benchmark sections. */
import fs from 'node:fs';
import path from 'node:path';
import {plainPages} from './plain-content';

/**
 * The page types the benchmark measures: the English path of a representative
 * page of ours, and the plain Docusaurus site's corresponding page (plain-site.ts),
 * which the ratio budgets compare it with. Plain has no search page and no API
 * reference: its doc page stands in for both.
 */
export interface PageType {
  name: string;
  path: string;
  plainPath: string;
  /** The page asks search engines not to index it (the search page, example content): its SEO score is reported, not budgeted. */
  noindex?: true;
}
export const pageTypes: PageType[] = [
  {name: 'home', path: '/', plainPath: plainPages.home},
  // A doc page without a diagram, like most; Mermaid (about 150 KiB gzipped) loads only where one is.
  {name: 'doc', path: '/docs/srb/sales/dealing-with-currencies', plainPath: plainPages.doc},
  {name: 'doc with diagram', path: '/docs/srb/working-with-contracts/contract-renewal', plainPath: plainPages.docWithDiagram},
  // Its ten newest release notes are examples today, so the first list page is noindex as well (plugins/sample-content).
  {name: 'blog list', path: '/blog', plainPath: plainPages.blogList, noindex: true},
  // Release notes are examples today (sample: true), so noindex; the post stands for every post's weight.
  {name: 'blog post', path: '/blog/release-2025-04-15', plainPath: plainPages.blogPost, noindex: true},
  {name: 'search', path: '/search?q=contract', plainPath: plainPages.doc, noindex: true},
  {name: 'API overview', path: '/web-api', plainPath: plainPages.doc},
  // One operation page of the API reference (config/api.ts).
  {name: 'API operation', path: '/web-api/reference/list-time-recordings', plainPath: plainPages.doc},
];

/** The page types named in a comma-separated list (a command-line option), in their usual order; all when the list is undefined. */
export function selectPageTypes(types: readonly PageType[], names: string | undefined): PageType[] {
  if (names === undefined) return [...types];
  const wanted = names
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const unknown = wanted.filter((n) => !types.some((t) => t.name === n));
  if (unknown.length || wanted.length === 0) {
    throw new Error(
      `--pages: unknown page type ${unknown.map((n) => `"${n}"`).join(', ') || '(none given)'}; the page types are ${types.map((t) => t.name).join(', ')}.`,
    );
  }
  return types.filter((t) => wanted.includes(t.name));
}

export {chromiumArgs} from '../../plugins/diagrams/chromium';

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A Markdown table from a header row and body rows. */
export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Reads a budget; a missing one is a mistake in bench/budgets.json, not a pass. */
export function budget(budgets: Record<string, number>, name: string): number {
  const value = budgets[name];
  if (typeof value !== 'number') throw new Error(`bench/budgets.json: the budget "${name}" is missing or not a number`);
  return value;
}

/** bench/budgets.json's budgets, name → number; fails naming the file when it is unreadable or malformed. */
export function readBudgets(file = path.join(__dirname, '..', '..', 'bench', 'budgets.json')): Record<string, number> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: cannot read the budgets (${(error as Error).message})`);
  }
  const budgets = (parsed as {budgets?: unknown}).budgets;
  if (!budgets || typeof budgets !== 'object') throw new Error(`${file}: expected an object "budgets" of name → number`);
  for (const [name, value] of Object.entries(budgets)) {
    if (typeof value !== 'number') throw new Error(`${file}: the budget "${name}" is not a number`);
  }
  return budgets as Record<string, number>;
}
