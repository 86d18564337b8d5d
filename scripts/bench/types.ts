/** Shared shapes of the benchmark (npm run bench). */
export interface BenchContext {
  /** Repository root. */
  siteDir: string;
  /** The built site (build/), served at baseUrl by nginx with the production configuration. */
  buildDir: string;
  baseUrl: string;
  chromiumPath: string;
  /** Budgets from bench/budgets.json, keyed by name. */
  budgets: Record<string, number>;
}
export interface BenchSection {
  title: string;
  /** Markdown body of the section (tables). */
  markdown: string;
  /** One line per exceeded budget; empty when all budgets hold. */
  failures: string[];
}
