/**
 * The benchmark's comparison with plain Docusaurus: the Lighthouse jobs of the
 * plain site's pages and the section with the ratio budgets (ratios.ts), for
 * the normal run and the ablation alike.
 */
import type {BenchSection, PageFigures} from './types';
import type {LighthouseJob} from './lighthouse';
import {pageTypes, type PageType} from './shared';
import {
  JS_RATIO_PAGE_TYPE,
  PLAIN_TBT_FLOOR_MS,
  checkDocRatios,
  checkPlainRatios,
  ratioFailures,
  ratioTable,
  type DocRatioBudgets,
  type RatioBudgets,
} from './ratios';
import {describePlainSite, type PlainSite} from './plain-site';

/** The plain pages the page types compare with, each once (several page types share plain's doc page). */
export const plainPaths = (types: readonly PageType[] = pageTypes): string[] => [...new Set(types.map((t) => t.plainPath))];

/**
 * Lighthouse mobile runs of the plain site's pages, performance only (all the
 * ratios need), each keyed by the first page type that compares with it: the
 * session runs it right after that page type's own runs, so that the two are
 * measured close together in time.
 */
export function plainLighthouseJobs(plainBaseUrl: string, types: readonly PageType[] = pageTypes): Map<string, LighthouseJob> {
  const jobs = new Map<string, LighthouseJob>();
  for (const plainPath of plainPaths(types)) {
    const first = types.find((t) => t.plainPath === plainPath)!;
    jobs.set(first.name, {
      name: `plain Docusaurus: ${plainPath}`,
      url: plainBaseUrl + plainPath,
      categories: ['performance'],
    });
  }
  return jobs;
}

/** The medians of the plain page `plainPath` from a session that ran `jobs` (plainLighthouseJobs). */
export function plainMedians<M>(jobs: Map<string, LighthouseJob>, medians: Map<LighthouseJob, M>, plainPath: string): M | undefined {
  const first = pageTypes.find((t) => t.plainPath === plainPath);
  const job = first && jobs.get(first.name);
  return job && medians.get(job);
}

export const AGAINST_PLAIN_TITLE = 'Against plain Docusaurus';

/** The ratio checks of every page type as a report section; a ratio beyond its budget is a failure. */
export function againstPlainSection(
  ours: (type: PageType) => PageFigures,
  plain: (plainPath: string) => PageFigures,
  budgets: RatioBudgets,
  site: PlainSite,
  types: readonly PageType[] = pageTypes,
): BenchSection {
  const checks = checkPlainRatios(
    types.map((type) => ({pageType: type.name, ours: ours(type), plain: plain(type.plainPath), plainPath: type.plainPath})),
    budgets,
  );
  const markdown = [
    describePlainSite(site),
    '',
    `Both sites served by nginx with the production configuration and measured in the same session (Lighthouse mobile medians, runs interleaved; JavaScript run on a first visit). Budgets (\`bench/budgets.json\`): TBT ≤ ${budgets.tbt}× and LCP ≤ ${budgets.lcp}× of plain's corresponding page on every page type, JavaScript run on the doc page ≤ ${budgets.docPageJs}× of plain's. Plain has no search page and no API reference: its doc page stands in for both. Where plain's TBT is below ${PLAIN_TBT_FLOOR_MS} ms, the ratio is taken against ${PLAIN_TBT_FLOOR_MS} ms (scripts/bench/ratios.ts): a ratio against a few milliseconds would be noise.`,
    '',
    ratioTable(checks),
  ].join('\n');
  return {title: AGAINST_PLAIN_TITLE, markdown, failures: ratioFailures(checks)};
}

/** The heavier page types against our doc page of the same session (ratios.ts, checkDocRatios); a ratio beyond its budget is a failure. */
export function againstDocSection(ours: (type: PageType) => PageFigures, budgets: DocRatioBudgets): BenchSection {
  const doc = pageTypes.find((type) => type.name === JS_RATIO_PAGE_TYPE)!;
  const checks = checkDocRatios(
    pageTypes.map((type) => ({pageType: type.name, ours: ours(type)})),
    {path: doc.path, figures: ours(doc)},
    budgets,
  );
  const markdown = [
    `The page types that carry more than text (diagrams, the API reference) against our doc page \`${doc.path}\`, measured in the same session: JavaScript run on a first visit ≤ ${budgets.js}× the doc page's, TBT (Lighthouse mobile median) ≤ max(${budgets.tbtMinMs} ms, ${budgets.tbt}× the doc page's). Budgets: \`docRatio.*\` in \`bench/budgets.json\`.`,
    '',
    ratioTable(checks, 'Doc'),
  ].join('\n');
  return {title: 'Against our doc page', markdown, failures: ratioFailures(checks)};
}
