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

/** One page's figures in a Lighthouse session: JavaScript run on a first visit, and medians of the mobile runs. */
export interface PageFigures {
  /** Transfer bytes of the scripts the page runs (pages.ts, measureFirstVisit); null when not measured. */
  jsBytes: number | null;
  /** Lighthouse mobile performance score (0–100), median; null when no run succeeded. */
  performance: number | null;
  /** Total blocking time (ms), median. */
  tbt: number | null;
  /** Largest contentful paint (ms), median. */
  lcp: number | null;
  /** Lighthouse's benchmarkIndex of the host during the runs, median. */
  benchmarkIndex: number | null;
  /** TBT and LCP of each interleaved round (null where the run failed): the ablation pairs them (ablation/interval.ts). */
  rounds?: {tbt: (number | null)[]; lcp: (number | null)[]};
  /** Lighthouse runs that gave figures, and runs that failed after their retries. */
  runs: number;
  failedRuns: number;
}
