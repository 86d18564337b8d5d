/**
 * The search section of `npm run bench`, and `npm run bench:search [-- --relevance]`, the section alone on build/, printed;
 * exits 1 when a budget is exceeded (plugins/search/README.md). Relevance (below), the embedded index's size per
 * locale, and in Chromium a query's bytes and keystroke to results (search-timing.ts), at 1× and 10× (search-scale.ts).
 * Budgets (bench/budgets.json): search.relevance.* (minimums, shares 0–1), search.firstQueryBytes, search.followUpQueryBytes, search.p95Ms,
 * the last three also at ten times the content (./search-scale.ts), and search.indexBuildRatio.
 */
import path from 'node:path';
import {z} from 'zod';
import {localeDir, locales} from '../../config/i18n';
import {rankPages} from '../../plugins/search/client/embedded/ranking';
import {INDEX_DIR, readIndexFiles} from '../../plugins/search/indexing/build-embedded-index';
import {checker, checkTable, failureLines} from './checks';
import {COPIES, NEW_WORD_SHARE, scaledSite} from './search-scale';
import {measureQueries, progress, QUERIES, ROUNDS} from './search-timing';
import {dirBytes, kib, mean, readBudgets, readJson, serveAll, table} from './shared';

/**
 * Relevance against the query sets of bench/search-queries.<language>.json, queried in Node with the engine the browser
 * runs on the built index: for each query, the rank of the first expected page among the results. MRR (the mean of
 * 1/rank, 0 when no expected page is in the first MRR_DEPTH), top-1 and top-3 (the share of queries whose expected page
 * ranks first, or in the first three), per kind of query, and the misses (not in the first three).
 */
const MRR_DEPTH = 10;

const query = z.object({query: z.string().regex(/\S/), kind: z.string(), expect: z.array(z.string().startsWith('/')).min(1)});
const querySet = z.object({queries: z.array(query).min(1)});

/**
 * The two halves of a language's queries, bench/search-queries.<set>.<language>.json. The
 * engine may be changed while looking at the tuning half's misses; the held-out half
 * (written by readers' tasks, split from the second set by a hash of each query, not by
 * choice) is only scored: its misses are never listed, so that nobody tunes to them.
 */
export const halves = {tuning: ['search-queries', 'search-queries.tuning-new'], 'held-out': ['search-queries.heldout']} as const;

/** A result's site path, as the query sets write them: no origin, query, hash or trailing slash. */
const sitePath = (url: string) => new URL(url, 'http://site.invalid').pathname.replace(/\/$/, '') || '/';

/** Scores a search function (query → result URLs or paths, best first) on a query set. */
function scoreRelevance(queries: z.infer<typeof querySet>['queries'], search: (query: string) => string[]) {
  const ranked = queries.map((q) => {
    const results = search(q.query).map(sitePath);
    const expected = new Set(q.expect.map(sitePath));
    const index = results.slice(0, MRR_DEPTH).findIndex((p) => expected.has(p));
    return {query: q.query, kind: q.kind, rank: index < 0 ? null : index + 1, expect: q.expect, got: results.slice(0, 3)};
  });
  const summary = (list: typeof ranked) => ({
    queries: list.length,
    mrr: mean(list.map(({rank}) => (rank ? 1 / rank : 0))),
    top1: list.filter(({rank}) => rank === 1).length / list.length,
    top3: list.filter(({rank}) => rank && rank <= 3).length / list.length,
  });
  const kinds = [...new Set(ranked.map((q) => q.kind))];
  return {
    ...summary(ranked),
    byKind: kinds.map((kind) => ({kind, ...summary(ranked.filter((q) => q.kind === kind))})),
    misses: ranked.filter(({rank}) => !(rank && rank <= 3)),
  };
}

/** The relevance of the built index per language and half. */
export function measureRelevance(siteDir: string, buildDir: string) {
  return locales.flatMap((language) => {
    const {index, urls} = readIndexFiles(path.join(buildDir, localeDir(language), INDEX_DIR), language);
    return Object.entries(halves).map(([half, sets]) => {
      const queries = sets.flatMap((set) => readJson(path.join(siteDir, 'bench', `${set}.${language}.json`), querySet).queries);
      return {language, half, score: scoreRelevance(queries, (q) => rankPages(index, q, language, MRR_DEPTH).map((p) => urls[p.id]))};
    });
  });
}

const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The Markdown of a score table per half and language, and the tuning half's misses (never the held-out half's). */
export function relevanceMarkdown(scores: ReturnType<typeof measureRelevance>): string {
  const rows = scores.map(({language, half, score: s}) => [half, language, s.queries, s.mrr.toFixed(3), pct(s.top1), pct(s.top3)]);
  const lines = [table(['Half', 'Language', 'Queries', 'MRR', 'Top-1', 'Top-3'], rows, 2)];
  for (const {language, score} of scores.filter(({half}) => half === 'tuning')) {
    lines.push('', `By kind (${language}): ${score.byKind.map((k) => `${k.kind} ${k.mrr.toFixed(2)}/${pct(k.top3)}`).join(', ')}`);
    if (score.misses.length) lines.push('', `Misses (${language}, expected page not in the first three):`);
    for (const {query, kind, rank, expect, got} of score.misses)
      lines.push(`- "${query}" (${kind}): rank ${rank ?? '–'}; expected ${expect.join(' or ')}; got ${got.join(', ') || 'nothing'}`);
  }
  return lines.join('\n');
}

const size = (bytes: number) => `${bytes >= 2 ** 20 ? `${(bytes / 2 ** 20).toFixed(2)} MiB` : kib(bytes)} (${bytes} B)`;

/** The nearest-rank percentile (0 < p ≤ 100) of sorted values, at least one. */
const percentile = (sorted: number[], p: number) => sorted[Math.ceil((p / 100) * sorted.length) - 1];

/** The section on the site in `buildDir` and on its English pages ten times over (./search-scale.ts): its Markdown and the checks of its budgets. */
export async function benchSearch(siteDir: string, buildDir: string, budgets: Record<string, number>) {
  progress('relevance');
  const relevance = measureRelevance(siteDir, buildDir); // Fails naming the index.json a build without search lacks.
  const sizes = locales.map((locale) => ({locale, ...dirBytes(path.join(buildDir, localeDir(locale), INDEX_DIR))}));
  progress(`${COPIES}×: ${COPIES} copies of the English pages`);
  const scaled = await scaledSite(buildDir);
  const served = await serveAll([buildDir, scaled.dir], 3402);
  let one: Awaited<ReturnType<typeof measureQueries>>, ten: typeof one;
  try {
    one = await measureQueries(`${served.baseUrls[0]}/`);
    ten = await measureQueries(`${served.baseUrls[1]}/`, true);
  } finally {
    served.stop();
    scaled.remove();
  }
  const [oneSize, tenSize] = scaled.sizes;

  const check = checker(budgets);
  const bytesChecks = (where: string, bytes: typeof one.bytes) => [
    check('search.firstQueryBytes', where, Math.max(...bytes.map((b) => b.first.bytes)), 'B'),
    check('search.followUpQueryBytes', where, Math.max(...bytes.map((b) => b.followUp.bytes)), 'B'),
  ];
  const checks = [
    ...relevance.flatMap(({language, half, score}) => {
      const prefix = half === 'tuning' ? 'search.relevance' : 'search.relevance.heldOut';
      return [
        check(`${prefix}.top3.${language}`, `${half} queries, ${language}`, score.top3, 'share'),
        check(`${prefix}.mrr.${language}`, `${half} queries, ${language}`, score.mrr, 'share'),
      ];
    }),
    ...bytesChecks('largest locale', one.bytes),
    ...bytesChecks(`en ${COPIES}×`, ten.bytes),
    check('search.p95Ms', 'keystroke to results', percentile(one.timings, 95), 'ms'),
    check('search.p95Ms', `keystroke to results, ${COPIES}×`, percentile(ten.timings, 95), 'ms'),
    check('search.indexBuildRatio', `${COPIES}× against 1×`, tenSize.buildMs / oneSize.buildMs, '×'),
  ];
  const traffic = ({requests, bytes}: {requests: number; bytes: number}) => `${requests}, ${size(bytes)}`;
  const [first, followUp] = ['First query: requests, transferred', 'Follow-up query: requests, transferred'];
  const sizeRows = sizes.map((s) => [s.locale, s.files, size(s.bytes)]);
  const localeRows = one.bytes.map((b) => [b.locale, traffic(b.first), traffic(b.followUp)]);
  const en = (bytes: typeof one.bytes) => bytes.find((b) => b.locale === 'en')!;
  const keystrokes = (timings: number[]) => [50, 95, 100].map((p) => `${percentile(timings, p).toFixed(1)} ms`).join(' / ');
  const markdown = [
    'Relevance, both halves:',
    relevanceMarkdown(relevance),
    table(['Index', 'Files', 'Size on disk'], sizeRows, 1),
    table(['Locale', first, followUp], localeRows, 1),
    `At 1× and ${COPIES}× (English; ${COPIES}×: copies 2–${COPIES} under their own paths, ${NEW_WORD_SHARE * 100} % of their distinct words of six letters or more made new in each, scripts/bench/search-scale.ts). Keystroke to rendered results: ${QUERIES.length} queries × ${ROUNDS} rounds after the index's head has loaded, on the bench's phone (CPU ×${one.slowdown} and ×${ten.slowdown}), p50 / p95 / max; in the first round a query may wait for its shards and pages. Index build: building and serialising the index in Node, median of three.`,
    table(
      ['English', '1×', `${COPIES}×`],
      [
        ['Pages, terms', `${oneSize.pages}, ${oneSize.terms}`, `${tenSize.pages}, ${tenSize.terms}`],
        [first, traffic(en(one.bytes).first), traffic(en(ten.bytes).first)],
        [followUp, traffic(en(one.bytes).followUp), traffic(en(ten.bytes).followUp)],
        ['Keystroke to results', keystrokes(one.timings), keystrokes(ten.timings)],
        ['Keystroke to results, rounds 2–3 (shards and pages loaded)', keystrokes(one.repeated), keystrokes(ten.repeated)],
        ['Index build', `${Math.round(oneSize.buildMs)} ms`, `${Math.round(tenSize.buildMs)} ms`],
      ],
      1,
    ),
  ].join('\n\n');
  return {markdown, checks};
}

async function main(): Promise<void> {
  const siteDir = path.resolve(__dirname, '../..');
  const buildDir = path.join(siteDir, 'build');
  if (process.argv.includes('--relevance')) return void console.log(relevanceMarkdown(measureRelevance(siteDir, buildDir)));
  const section = await benchSearch(siteDir, buildDir, readBudgets());
  console.log(`## Search\n\n${section.markdown}\n\n${checkTable(section.checks)}\n`);
  const failures = failureLines(section.checks);
  if (failures.length) console.error(`Budgets exceeded:\n${failures.map((f) => `- ${f}`).join('\n')}`);
  if (failures.length) process.exitCode = 1;
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
