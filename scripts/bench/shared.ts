/** Helpers shared by the benchmark sections. */

/** The page types the benchmark measures, with the English path of a representative page. */
export const pageTypes: {name: string; path: string}[] = [
  {name: 'home', path: '/'},
  // A doc page without a diagram, like most; Mermaid (about 150 KiB gzipped) loads only where one is.
  {name: 'doc', path: '/docs/srb/sales/dealing-with-currencies'},
  {name: 'blog list', path: '/blog'},
  {name: 'blog post', path: '/blog/release-2025-04-15'},
  {name: 'search', path: '/search?q=contract'},
  {name: 'API reference', path: '/web-api'},
];

/** Measured for weight only (not a page type of its own): a doc page with a Mermaid diagram. */
export const extraPages: {name: string; path: string}[] = [
  {name: 'doc with diagram', path: '/docs/srb/working-with-contracts/contract-renewal'},
];

export {chromiumArgs} from '../chromium';

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
