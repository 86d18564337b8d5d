/**
 * The search section of `npm run bench`, and `npm run bench:search [-- --relevance]`, the section alone on build/, printed;
 * exits 1 when a budget is exceeded (plugins/search/README.md). Relevance (below), the embedded index's size per
 * locale, and in Chromium a query's bytes and keystroke to results (search-timing.ts). The index's build time is the build's.
 * Budgets (bench/budgets.json), each checked only when present: search.relevance.* (minimums, shares 0–1),
 * search.indexBytes.<locale> (index size on disk), search.firstQueryBytes, search.followUpQueryBytes, search.p50Ms, search.p95Ms.
 */
import fs from 'node:fs';
import path from 'node:path';
import {z} from 'zod';
import {localeDir, locales} from '../../config/i18n';
import {loadIndex} from '../../plugins/search/client/embedded/engine';
import {rankPages} from '../../plugins/search/client/embedded/ranking';
import {measureQueries, progress, QUERIES, ROUNDS} from './search-timing';
import {dirBytes, mean, readBudgets, serveAll, table} from './shared';

/**
 * Relevance against the query sets of bench/search-queries.<language>.json, queried in Node with the engine the browser
 * runs on the built index: for each query, the rank of the first expected page among the results. MRR (the mean of
 * 1/rank, 0 when no expected page is in the first MRR_DEPTH), top-1 and top-3 (the share of queries whose expected page
 * ranks first, or in the first three), per kind of query, and the misses (not in the first three).
 */
const MRR_DEPTH = 10;

const query = z.object({
  query: z.string().refine((q) => q.trim() !== ''),
  kind: z.string(),
  expect: z.array(z.string().startsWith('/')).min(1),
});
const querySet = z.object({queries: z.array(query).min(1)});

/** The query set of a language; an error names the file and the entry that is wrong. */
function loadQueries(file: string) {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, {cause: error});
  }
  const parsed = querySet.safeParse(data);
  if (parsed.success) return parsed.data.queries;
  const entry = parsed.error.issues[0].path[1];
  if (typeof entry === 'number')
    throw new Error(`${file}: query ${entry + 1} needs "query", "kind" and "expect" (site paths starting with /)`);
  throw new Error(`${file}: expected {"queries": [...]} with at least one query`);
}

/**
 * The two halves of a language's queries, bench/search-queries.<set>.<language>.json. The
 * engine may be changed while looking at the tuning half's misses; the held-out half
 * (written by readers' tasks, split from the second set by a hash of each query, not by
 * choice) is only scored: its misses are never listed, so that nobody tunes to them.
 */
export const halves = {tuning: ['search-queries', 'search-queries.tuning-new'], 'held-out': ['search-queries.heldout']} as const;
type Half = keyof typeof halves;

/** A result's site path, as the query sets write them: no origin, query, hash or trailing slash. */
const sitePath = (url: string) => new URL(url, 'http://site.invalid').pathname.replace(/\/$/, '') || '/';

/** Scores a search function (query → result URLs or paths, best first) on a query set. */
function scoreRelevance(queries: ReturnType<typeof loadQueries>, search: (query: string) => string[]) {
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
    const index = loadIndex(fs.readFileSync(path.join(buildDir, localeDir(language), 'search-index', 'index.json'), 'utf8'), language);
    return (Object.keys(halves) as Half[]).map((half) => {
      const queries = halves[half].flatMap((set) => loadQueries(path.join(siteDir, 'bench', `${set}.${language}.json`)));
      return {language, half, score: scoreRelevance(queries, (q) => rankPages(index, q, language, MRR_DEPTH).map((p) => p.url))};
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
    for (const miss of score.misses)
      lines.push(
        `- "${miss.query}" (${miss.kind}): rank ${miss.rank ?? '–'}; expected ${miss.expect.join(' or ')}; got ${miss.got.join(', ') || 'nothing'}`,
      );
  }
  return lines.join('\n');
}

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`;

/** The nearest-rank percentile (0 < p ≤ 100) of sorted values, at least one. */
const percentile = (sorted: number[], p: number) => sorted[Math.ceil((p / 100) * sorted.length) - 1];

/** Budgets that are minimums: relevance shares. */
const isMinimum = (name: string) => name.startsWith('search.relevance.');

/** The section on the site in `buildDir`, served at `origin`: its Markdown and one line per budget exceeded. */
export async function benchSearch(siteDir: string, buildDir: string, origin: string, budgets: Record<string, number>) {
  const indexes = locales.map((locale) => ({locale, dir: path.join(buildDir, localeDir(locale), 'search-index')}));
  for (const {dir} of indexes) {
    if (!fs.existsSync(path.join(dir, 'index.json'))) throw new Error(`${dir} holds no search index. Run \`npm run build\` first.`);
  }
  progress('relevance');
  const relevance = measureRelevance(siteDir, buildDir);
  const sizes = indexes.map(({locale, dir}) => ({locale, ...dirBytes(dir)}));
  const {bytes, timings} = await measureQueries(origin);
  const [p50, p95] = [percentile(timings, 50), percentile(timings, 95)];

  const prefix = (half: string) => (half === 'tuning' ? 'search.relevance' : 'search.relevance.heldOut');
  const measured: [string, number][] = [
    ...relevance.flatMap(({language, half, score}): [string, number][] => [
      [`${prefix(half)}.top3.${language}`, score.top3],
      [`${prefix(half)}.mrr.${language}`, score.mrr],
    ]),
    ...sizes.map((s): [string, number] => [`search.indexBytes.${s.locale}`, s.bytes]),
    ['search.firstQueryBytes', Math.max(...bytes.map((b) => b.first.bytes))],
    ['search.followUpQueryBytes', Math.max(...bytes.map((b) => b.followUp.bytes))],
    ['search.p50Ms', p50],
    ['search.p95Ms', p95],
  ];
  const failures = measured
    .filter(([name, value]) => name in budgets && (isMinimum(name) ? value < budgets[name] : value > budgets[name]))
    .map(([name, value]) =>
      isMinimum(name)
        ? `${name}: ${value.toFixed(3)} is below the budget of ${budgets[name]}`
        : `${name}: ${Math.round(value)} exceeds the budget of ${budgets[name]}`,
    );
  const budget = (name: string) => (name in budgets ? String(budgets[name]) : '–');
  const perLocale = (name: string) => locales.map((locale) => budget(`search.relevance.${name}.${locale}`)).join(' / ');
  const traffic = ({requests, bytes}: {requests: number; bytes: number}) => `${requests}, ${formatBytes(bytes)} (${bytes} B)`;

  const markdown = [
    `Relevance, both halves (budgets, ${locales.join(' / ')}: tuning top-3 at least ${perLocale('top3')}, MRR ${perLocale('mrr')}; held-out top-3 at least ${perLocale('heldOut.top3')}, MRR ${perLocale('heldOut.mrr')}):`,
    relevanceMarkdown(relevance),
    table(
      ['Index', 'Files', 'Size on disk', 'Budget (bytes)'],
      sizes.map((s) => [s.locale, s.files, `${formatBytes(s.bytes)} (${s.bytes} B)`, budget(`search.indexBytes.${s.locale}`)]),
      1,
    ),
    table(
      ['Locale', 'First query: requests, transferred', 'Follow-up query: requests, transferred'],
      bytes.map((b) => [b.locale, traffic(b.first), traffic(b.followUp)]),
      1,
    ),
    `Budgets (largest locale): first query ${budget('search.firstQueryBytes')} B, follow-up ${budget('search.followUpQueryBytes')} B.`,
    table(
      [`Keystroke to rendered results (${QUERIES.length} queries × ${ROUNDS} rounds, warm index)`, 'Value', 'Budget (ms)'],
      [
        ['p50', `${p50.toFixed(1)} ms`, budget('search.p50Ms')],
        ['p95', `${p95.toFixed(1)} ms`, budget('search.p95Ms')],
        ['max', `${timings[timings.length - 1].toFixed(1)} ms`, ''],
      ],
      1,
    ),
  ].join('\n\n');
  return {title: 'Search', markdown, failures};
}

async function main(): Promise<void> {
  const siteDir = path.resolve(__dirname, '../..');
  const buildDir = path.join(siteDir, 'build');
  if (process.argv.includes('--relevance')) return void console.log(relevanceMarkdown(measureRelevance(siteDir, buildDir)));
  const served = await serveAll([buildDir], 3402);
  try {
    const section = await benchSearch(siteDir, buildDir, `${served.baseUrls[0]}/`, readBudgets());
    console.log(`## ${section.title}\n\n${section.markdown}\n`);
    if (section.failures.length) {
      console.error(`Budgets exceeded:\n${section.failures.map((f) => `- ${f}`).join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    served.stop();
  }
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
