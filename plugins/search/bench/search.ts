/**
 * Search section of the benchmark: relevance on the query sets of
 * bench/search-queries.<language>.json (the embedded engine on the built index,
 * in Node), the embedded index's size per locale, the bytes a reader's browser
 * fetches for a first and a follow-up query, the time from keystroke to rendered
 * results in the DocSearch modal (Chromium). The index's build time is part of the build's.
 *
 * Budgets (bench/budgets.json), each checked only when present:
 *   search.relevance.top3.<language>, search.relevance.mrr.<language>   minimums (shares, 0–1)
 *   search.indexBytes.en, search.indexBytes.de    index size on disk (maximum)
 *   search.firstQueryBytes, search.followUpQueryBytes   transferred bytes of a query: every
 *                                                 request it causes (index, sections, the engine's code),
 *                                                 not the speculative prefetches of the hits' pages
 *   search.p50Ms, search.p95Ms                    keystroke to rendered results
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium, expect, type Page} from '@playwright/test';
import {loadIndex} from '../client/embedded/engine';
import type {Language} from '../client/embedded/engineTypes';
import {rankPages} from '../client/embedded/ranking';
import {halves, loadHalf, relevanceMarkdown, scoreRelevance, type Half, type RelevanceScore} from './relevance';
import {localeDir, locales} from '../../../config/i18n';

/** What the benchmark gives this section (the site's root and build, served at baseUrl; bench/budgets.json) and gets back (one line per budget exceeded). */
export type BenchContext = {siteDir: string; buildDir: string; baseUrl: string; chromiumPath: string; budgets: Record<string, number>};
export type BenchSection = {title: string; markdown: string; failures: string[]};

/** Queries typed into the modal for the timing: words and phrases the docs use. */
const QUERIES =
  'contract, invoice, usage data, price list, billing, time tracking, resource planning, subscription, renewal, customer, prepaid, import, setup, dimension, posting, workflow, project, budget, service, permission, dataverse, history, bundle, texts, cockpit, document, hotfix, release, synchronisation, quantity'.split(
    ', ',
  );
/** Queries whose timing is discarded first: the first loads the index bundle. */
const WARM_UP = ['contract renewal', 'usage'];
/** Each query is timed this many times, in rounds: a p95 over 30 timings is the second slowest, one busy moment of the host. */
const ROUNDS = 3;

const progress = (step: string) => console.error(`[bench:search] ${step}`);

/** The nearest-rank percentile (0 < p ≤ 100) of sorted values, at least one. */
const percentile = (sorted: number[], p: number) => sorted[Math.ceil((p / 100) * sorted.length) - 1];

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`;
}

/** The files of a folder and its subfolders: how many, and their size on disk. */
export function dirBytes(dir: string): {bytes: number; files: number} {
  const files = fs.readdirSync(dir, {recursive: true, withFileTypes: true}).filter((entry) => entry.isFile());
  return {bytes: files.reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0), files: files.length};
}

type Traffic = {bytes: number; requests: number};

/**
 * A function that gives the transferred bytes (headers + encoded body) of every request started
 * since it was last called: what a query costs. It waits for those requests to finish. Speculative
 * prefetches (`Sec-Purpose: prefetch`) are left out: the links of the hits prefetch their
 * pages' code when they come into view, in idle time, so whether one falls inside a
 * query's window is chance, and none of them is needed to show the results.
 */
function queryTraffic(page: Page): () => Promise<Traffic> {
  let counted = {bytes: 0, requests: 0};
  const pending: Promise<void>[] = [];
  page.on('request', (request) => {
    if (request.headers()['sec-purpose']?.startsWith('prefetch')) return;
    pending.push(
      request
        .response()
        .then((response) => response?.finished())
        .then(() => request.sizes())
        .then((sizes) => {
          counted.bytes += sizes.responseHeadersSize + sizes.responseBodySize;
          counted.requests++;
        })
        // A request still finishing when its page closes has no sizes; it is not counted.
        .catch(() => {}),
    );
  });
  return async () => {
    await Promise.all(pending.splice(0));
    const taken = counted;
    counted = {bytes: 0, requests: 0};
    return taken;
  };
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const resultsShown = (page: Page) => modal(page).locator('.DocSearch-Hit, .DocSearch-NoResults').first();

async function openModal(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.keyboard.press('Control+k');
  await input(page).waitFor();
}

/**
 * (No named function expressions in the page function: tsx would wrap them in
 * a helper that exists only in Node.)
 *
 * Puts `query` into the emptied modal input as one input event (what a keystroke
 * or a paste produces) and returns the ms until results (or "No results") are in
 * the DOM and painted. Measured inside the page, so no round trip counts.
 */
async function timeQuery(page: Page, query: string): Promise<number> {
  await input(page).fill('');
  await expect(modal(page).locator('.DocSearch-Hit')).toHaveCount(0);
  return page.evaluate(
    (text) =>
      new Promise<number>((resolve, reject) => {
        const field = document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
        const dialog = document.querySelector('.DocSearch-Modal')!;
        const timer = setTimeout(() => reject(new Error(`no results rendered for "${text}" within 15 s`)), 15_000);
        const observer = new MutationObserver(() => {
          if (!dialog.querySelector('.DocSearch-Hit, .DocSearch-NoResults')) return;
          observer.disconnect();
          clearTimeout(timer);
          // The frame in which the results are painted.
          requestAnimationFrame(() => resolve(performance.now() - started));
        });
        observer.observe(dialog, {childList: true, subtree: true});
        // React tracks the value through the prototype's setter.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
        const started = performance.now();
        field.dispatchEvent(new Event('input', {bubbles: true}));
      }),
    query,
  );
}

async function measureBrowser(ctx: BenchContext) {
  const origin = ctx.baseUrl.endsWith('/') ? ctx.baseUrl : `${ctx.baseUrl}/`;
  const browser = await chromium.launch({executablePath: ctx.chromiumPath, args: ['--no-sandbox', '--disable-gpu']});
  try {
    const bytes: {locale: string; first: Traffic; followUp: Traffic}[] = [];
    for (const [locale, pathname, first, followUp] of [
      ['en', 'docs/', 'import usage data', 'contract renewal'],
      ['de', 'de/docs/', 'Nutzungsdaten importieren', 'Vertragsverlängerung'],
    ] as const) {
      // A fresh context each time: an empty HTTP cache, as for a first visit.
      progress(`bytes fetched per query (${locale})`);
      const context = await browser.newContext();
      const page = await context.newPage();
      const take = queryTraffic(page);
      await openModal(page, origin + pathname);
      await take();
      await input(page).fill(first);
      await resultsShown(page).waitFor();
      const firstBytes = await take();
      // Clear first, so that the first query's results cannot stand in for the follow-up's.
      await input(page).fill('');
      await expect(modal(page).locator('.DocSearch-Hit')).toHaveCount(0);
      await input(page).fill(followUp);
      await resultsShown(page).waitFor();
      bytes.push({locale, first: firstBytes, followUp: await take()});
      await context.close();
    }

    progress(`keystroke to results, ${QUERIES.length} queries × ${ROUNDS}`);
    const context = await browser.newContext();
    const page = await context.newPage();
    await openModal(page, `${origin}docs/`);
    const timings: number[] = [];
    for (const query of [...WARM_UP, ...Array.from({length: ROUNDS}, () => QUERIES).flat()]) {
      if (process.env.BENCH_VERBOSE) progress(query);
      timings.push(await timeQuery(page, query));
    }
    await context.close();
    return {bytes, timings: timings.slice(WARM_UP.length)};
  } finally {
    await browser.close();
  }
}

/** The relevance of the built index per language, queried in Node with the engine the browser runs. */
export async function measureRelevance(ctx: Pick<BenchContext, 'siteDir' | 'buildDir'>) {
  const scores: {language: Language; half: Half; score: RelevanceScore}[] = [];
  for (const language of locales) {
    const file = path.join(ctx.buildDir, localeDir(language), 'search-index', 'index.json');
    const index = loadIndex(fs.readFileSync(file, 'utf8'), language);
    for (const half of Object.keys(halves) as Half[]) {
      const queries = loadHalf(ctx.siteDir, half, language);
      scores.push({language, half, score: await scoreRelevance(queries, (q) => rankPages(index, q, language, 10).map((p) => p.url))});
    }
  }
  return scores;
}

/** Budgets that are minimums: relevance shares. */
const isMinimum = (name: string) => name.startsWith('search.relevance.');

export default async function benchSearch(ctx: BenchContext): Promise<BenchSection> {
  const indexes = locales.map((locale) => ({locale, dir: path.join(ctx.buildDir, localeDir(locale), 'search-index')}));
  for (const {dir} of indexes) {
    if (!fs.existsSync(path.join(dir, 'index.json'))) throw new Error(`${dir} holds no search index. Run \`npm run build\` first.`);
  }
  progress('relevance');
  const relevance = await measureRelevance(ctx);
  const sizes = indexes.map(({locale, dir}) => ({locale, ...dirBytes(dir)}));
  const {bytes, timings} = await measureBrowser(ctx);
  const sorted = [...timings].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);

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
    .filter(([name, value]) => name in ctx.budgets && (isMinimum(name) ? value < ctx.budgets[name] : value > ctx.budgets[name]))
    .map(([name, value]) =>
      isMinimum(name)
        ? `${name}: ${value.toFixed(3)} is below the budget of ${ctx.budgets[name]}`
        : `${name}: ${Math.round(value)} exceeds the budget of ${ctx.budgets[name]}`,
    );
  const budget = (name: string) => (name in ctx.budgets ? String(ctx.budgets[name]) : '–');

  const markdown = [
    `Relevance, both halves (budgets, en / de: tuning top-3 at least ${budget('search.relevance.top3.en')} / ${budget('search.relevance.top3.de')}, MRR ${budget('search.relevance.mrr.en')} / ${budget('search.relevance.mrr.de')}; held-out top-3 at least ${budget('search.relevance.heldOut.top3.en')} / ${budget('search.relevance.heldOut.top3.de')}, MRR ${budget('search.relevance.heldOut.mrr.en')} / ${budget('search.relevance.heldOut.mrr.de')}):`,
    '',
    relevanceMarkdown(relevance),
    '',
    '| Index | Files | Size on disk | Budget (bytes) |',
    '| --- | ---: | ---: | ---: |',
    ...sizes.map(
      (s) => `| ${s.locale} | ${s.files} | ${formatBytes(s.bytes)} (${s.bytes} B) | ${budget(`search.indexBytes.${s.locale}`)} |`,
    ),
    '',
    '| Locale | First query: requests, transferred | Follow-up query: requests, transferred |',
    '| --- | ---: | ---: |',
    ...bytes.map(
      (b) =>
        `| ${b.locale} | ${b.first.requests}, ${formatBytes(b.first.bytes)} (${b.first.bytes} B) | ${b.followUp.requests}, ${formatBytes(b.followUp.bytes)} (${b.followUp.bytes} B) |`,
    ),
    '',
    `Budgets (largest locale): first query ${budget('search.firstQueryBytes')} B, follow-up ${budget('search.followUpQueryBytes')} B.`,
    '',
    `| Keystroke to rendered results (${QUERIES.length} queries × ${ROUNDS} rounds, warm index) | Value | Budget (ms) |`,
    '| --- | ---: | ---: |',
    `| p50 | ${p50.toFixed(1)} ms | ${budget('search.p50Ms')} |`,
    `| p95 | ${p95.toFixed(1)} ms | ${budget('search.p95Ms')} |`,
    `| max | ${sorted[sorted.length - 1].toFixed(1)} ms | |`,
  ].join('\n');
  return {title: 'Search', markdown, failures};
}
