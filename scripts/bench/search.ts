/**
 * The search section of `npm run bench`, and `npm run bench:search [-- --relevance]`, the section alone on build/,
 * printed; exits 1 when a budget is exceeded (plugins/search/README.md). Relevance (relevance.ts),
 * the embedded index's size per locale, the bytes a reader's browser fetches for a first and a follow-up query, the time
 * from keystroke to rendered results in the DocSearch modal (Chromium). The index's build time is part of the build's.
 *
 * Budgets (bench/budgets.json), each checked only when present: search.relevance.* (minimums, shares 0–1),
 * search.indexBytes.<locale> (index size on disk), search.firstQueryBytes, search.followUpQueryBytes, search.p50Ms, search.p95Ms.
 */
import fs from 'node:fs';
import path from 'node:path';
import {localeDir, locales} from '../../config/i18n';
import {measureRelevance, relevanceMarkdown} from './relevance';
import {measureQueries, progress, QUERIES, ROUNDS} from './search-timing';
import {dirBytes, readBudgets, serveAll, table} from './shared';

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

  const measured: Record<string, number> = {
    ...Object.fromEntries(
      relevance.flatMap(({language, half, score}) => {
        const prefix = half === 'tuning' ? 'search.relevance' : 'search.relevance.heldOut';
        return [
          [`${prefix}.top3.${language}`, score.top3],
          [`${prefix}.mrr.${language}`, score.mrr],
        ];
      }),
    ),
    ...Object.fromEntries(sizes.map((s) => [`search.indexBytes.${s.locale}`, s.bytes])),
    'search.firstQueryBytes': Math.max(...bytes.map((b) => b.first.bytes)),
    'search.followUpQueryBytes': Math.max(...bytes.map((b) => b.followUp.bytes)),
    'search.p50Ms': p50,
    'search.p95Ms': p95,
  };
  const failures = Object.entries(measured)
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
