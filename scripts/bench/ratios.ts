/**
 * Ratio budgets: our figures against the plain Docusaurus site's corresponding
 * page, measured in the same session (plain-site.ts). Ratios rather than
 * absolute figures, because both move with the host's speed, which on a shared
 * machine changes from run to run; the ratio moves much less.
 *
 * Budgets (bench/budgets.json): `plainRatio.tbt` and `plainRatio.lcp` on every
 * page type (Lighthouse mobile medians), `plainRatio.docPageJs` on the doc page
 * (JavaScript run on a first visit).
 *
 * The same checks also compare the heavier page types with our own doc page
 * (DOC_RELATIVE_PAGE_TYPES): JavaScript run ≤ `docRatio.js` × the doc page's, and
 * TBT ≤ max(`docRatio.tbtMinMs`, `docRatio.tbt` × the doc page's); and the search
 * page with a query (SEARCH_PAGE_TYPE), whose largest paint is its first results:
 * LCP ≤ `docRatio.searchLcp` × the doc page's.
 */
import type {PageFigures} from './types';
import {budget, kib, table} from './shared';

/**
 * Below this, plain Docusaurus' TBT on a page is a few short tasks that come and
 * go from run to run, and a ratio against it would be noise (20 ms against
 * 10 ms is "2×"). Such a page is compared with the floor instead: the budget
 * then means an absolute limit of floor × ratio (25 ms at 0.5×).
 */
export const PLAIN_TBT_FLOOR_MS = 50;

/** The page type whose JavaScript is budgeted against plain's doc page. */
export const JS_RATIO_PAGE_TYPE = 'doc';

/** Page types whose JavaScript and TBT are budgeted against our doc page (JS_RATIO_PAGE_TYPE) of the same session. */
export const DOC_RELATIVE_PAGE_TYPES = ['doc with diagram', 'API overview', 'API operation'];

export interface RatioBudgets {
  tbt: number;
  lcp: number;
  docPageJs: number;
}

/** The /search page with a query: its LCP against our doc page's. */
export const SEARCH_PAGE_TYPE = 'search';

export interface DocRatioBudgets {
  js: number;
  tbt: number;
  /** LCP of the search page with a query ≤ searchLcp × the doc page's. */
  searchLcp: number;
  /** The TBT every page may have, whatever the doc page's: TBT ≤ max(tbtMinMs, tbt × the doc page's). */
  tbtMinMs: number;
}

export function ratioBudgets(budgets: Record<string, number>): RatioBudgets {
  return {
    tbt: budget(budgets, 'plainRatio.tbt'),
    lcp: budget(budgets, 'plainRatio.lcp'),
    docPageJs: budget(budgets, 'plainRatio.docPageJs'),
  };
}

export function docRatioBudgets(budgets: Record<string, number>): DocRatioBudgets {
  return {
    js: budget(budgets, 'docRatio.js'),
    tbt: budget(budgets, 'docRatio.tbt'),
    tbtMinMs: budget(budgets, 'docRatio.tbtMinMs'),
    searchLcp: budget(budgets, 'docRatio.searchLcp'),
  };
}

/** One page type: our page and plain's corresponding one (plain has no search or API page: its doc page stands in). */
export interface ComparedPage {
  pageType: string;
  ours: PageFigures;
  plain: PageFigures;
  plainPath: string;
}

/** Whose page a ratio is taken against, and below which TBT its figure counts as that floor. */
interface Baseline {
  /** As the failure lines say it: "plain Docusaurus' 400 ms", "(plain's 5 ms is below it)". */
  name: string;
  short: string;
  tbtFloorMs: number;
}
const PLAIN: Baseline = {name: "plain Docusaurus'", short: "plain's", tbtFloorMs: PLAIN_TBT_FLOOR_MS};

export interface RatioCheck {
  pageType: string;
  metric: 'TBT' | 'LCP' | 'JS run';
  ours: number | null;
  /** The figure of the page compared with: plain's corresponding page, or our doc page (see `against`). */
  plain: number | null;
  /** What the ratio is taken against: plain's figure, or the TBT floor when plain's is below it. */
  reference: number | null;
  ratio: number | null;
  limit: number;
  /** null: not measured (no Lighthouse run, or the run failed), so not checked. */
  ok: boolean | null;
  floored: boolean;
  plainPath: string;
  against: Baseline;
}

const formatters: Record<RatioCheck['metric'], (value: number) => string> = {
  TBT: (ms) => `${Math.round(ms)} ms`,
  LCP: (ms) => `${(ms / 1000).toFixed(2)} s`,
  'JS run': (bytes) => kib(bytes),
};

function check(
  page: ComparedPage,
  metric: RatioCheck['metric'],
  ours: number | null,
  plain: number | null,
  limit: number,
  against = PLAIN,
): RatioCheck {
  const floored = metric === 'TBT' && plain !== null && plain < against.tbtFloorMs;
  const reference = plain === null ? null : floored ? against.tbtFloorMs : plain;
  const ratio = ours === null || reference === null ? null : ours / reference;
  // Compared unrounded: the report's two decimals could round a breach down to the limit.
  const ok = ratio === null ? null : ratio <= limit;
  return {pageType: page.pageType, metric, ours, plain, reference, ratio, limit, ok, floored, plainPath: page.plainPath, against};
}

/** Every ratio check of the compared pages: TBT and LCP on each, JavaScript run on the doc page. */
export function checkPlainRatios(pages: ComparedPage[], budgets: RatioBudgets): RatioCheck[] {
  return pages.flatMap((page) => [
    check(page, 'TBT', page.ours.tbt, page.plain.tbt, budgets.tbt),
    check(page, 'LCP', page.ours.lcp, page.plain.lcp, budgets.lcp),
    ...(page.pageType === JS_RATIO_PAGE_TYPE ? [check(page, 'JS run', page.ours.jsBytes, page.plain.jsBytes, budgets.docPageJs)] : []),
  ]);
}

/**
 * JavaScript run and TBT of the DOC_RELATIVE_PAGE_TYPES against our doc page
 * measured in the same session. A doc page's TBT below tbtMinMs / tbt counts as
 * that floor, which makes tbtMinMs the least TBT any page may have.
 */
export function checkDocRatios(
  pages: {pageType: string; ours: PageFigures}[],
  doc: {path: string; figures: PageFigures},
  budgets: DocRatioBudgets,
): RatioCheck[] {
  const against: Baseline = {name: "our doc page's", short: "the doc page's", tbtFloorMs: budgets.tbtMinMs / budgets.tbt};
  return pages
    .filter((page) => DOC_RELATIVE_PAGE_TYPES.includes(page.pageType) || page.pageType === SEARCH_PAGE_TYPE)
    .flatMap((page) => {
      const compared = {pageType: page.pageType, ours: page.ours, plain: doc.figures, plainPath: doc.path};
      if (page.pageType === SEARCH_PAGE_TYPE) return [check(compared, 'LCP', page.ours.lcp, doc.figures.lcp, budgets.searchLcp, against)];
      return [
        check(compared, 'JS run', page.ours.jsBytes, doc.figures.jsBytes, budgets.js, against),
        check(compared, 'TBT', page.ours.tbt, doc.figures.tbt, budgets.tbt, against),
      ];
    });
}

/** The ratio with two decimals, or as many more as it takes to show a breach that two would round down to the limit. */
export function formatRatio(ratio: number, limit: number): string {
  let digits = 2;
  while (ratio > limit && Number(ratio.toFixed(digits)) <= limit && digits < 6) digits++;
  return `${ratio.toFixed(digits)}×`;
}

/** One line per check beyond its budget. */
export function ratioFailures(checks: RatioCheck[]): string[] {
  return checks
    .filter((c) => c.ok === false)
    .map((c) => {
      const format = formatters[c.metric];
      const against = c.floored
        ? `the floor of ${format(c.against.tbtFloorMs)} (${c.against.short} ${format(c.plain!)} is below it)`
        : `${c.against.name} ${format(c.plain!)}`;
      return `${c.pageType}: ${c.metric} ${format(c.ours!)} is ${formatRatio(c.ratio!, c.limit)} ${against} on ${c.plainPath}; the budget is ${c.limit}×.`;
    });
}

/** The checks as a Markdown table; `compared` names the page they are compared with. */
export function ratioTable(checks: RatioCheck[], compared = 'Plain'): string {
  const cell = (c: RatioCheck, value: number | null) => (value === null ? 'not measured' : formatters[c.metric](value));
  return table(
    ['Page type', 'Metric', 'Ours', compared, `${compared} page`, 'Ratio', 'Budget', ''],
    checks.map((c) => [
      c.pageType,
      c.metric,
      cell(c, c.ours),
      c.floored ? `${cell(c, c.plain)} (floor ${Math.round(c.against.tbtFloorMs)} ms)` : cell(c, c.plain),
      `\`${c.plainPath}\``,
      c.ratio === null ? '–' : formatRatio(c.ratio, c.limit),
      `≤ ${c.limit}×`,
      c.ok === null ? 'not checked' : c.ok ? '✅' : '❌',
    ]),
  );
}
