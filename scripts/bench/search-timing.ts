/**
 * Search in Chromium. In the DocSearch modal (scripts/bench/search.ts): the bytes a reader's browser fetches for a first
 * and a follow-up query, and the time from keystroke to rendered results. On the bench's phone (the host's CPU slowed
 * to PHONE_INDEX, as for Lighthouse): how soon a cold `/search?q=…` paints its results after the app has started
 * (src/clientModules/appStart.ts), and how soon Enter on the modal's "See all results" shows the results page with its
 * results. Budgets `search.resultsAfterStartMs` and `search.seeAllMs` (bench/budgets.json), on the medians.
 */
import {expect, type Page} from '@playwright/test';
import {APP_START_MARK} from '../../src/clientModules/appStart';
import {checker} from './checks';
import {benchmarkIndex, cpuSlowdownFor} from './lighthouse';
import {launchChromium, median, sum} from './shared';

/** Queries typed into the modal for the timing: words and phrases the docs use. */
export const QUERIES =
  'contract, invoice, usage data, price list, billing, time tracking, resource planning, subscription, renewal, customer, prepaid, import, setup, dimension, posting, workflow, project, budget, service, permission, dataverse, history, bundle, texts, cockpit, document, hotfix, release, synchronisation, quantity'.split(
    ', ',
  );
/** Queries whose timing is discarded first: the first loads the index bundle. */
const WARM_UP = ['contract renewal', 'usage'];
/** Each query is timed this many times, in rounds: a p95 over 30 timings is the second slowest, one busy moment of the host. */
export const ROUNDS = 3;

export const progress = (step: string) => console.error(`[bench:search] ${step}`);

/**
 * A function that gives the transferred bytes (headers + encoded body) of every request started
 * since it was last called: what a query costs. It waits for those requests to finish. Speculative
 * prefetches (`Sec-Purpose: prefetch`) are left out: the links of the hits prefetch their
 * pages' code when they come into view, in idle time, so whether one falls inside a
 * query's window is chance, and none of them is needed to show the results.
 */
function queryTraffic(page: Page) {
  const pending: Promise<{responseHeadersSize: number; responseBodySize: number} | null>[] = [];
  page.on('request', (request) => {
    if (request.headers()['sec-purpose']?.startsWith('prefetch')) return;
    // A request still finishing when its page closes has no sizes; it is not counted.
    pending.push(
      request
        .response()
        .then((response) => response?.finished())
        .then(() => request.sizes())
        .catch(() => null),
    );
  });
  return async () => {
    const sizes = (await Promise.all(pending.splice(0))).filter((size) => size !== null);
    return {bytes: sum(sizes.map((size) => size.responseHeadersSize + size.responseBodySize)), requests: sizes.length};
  };
}

const input = (page: Page) => page.locator('.DocSearch-Input');

/** Slows the page's CPU to the bench's phone (PHONE_INDEX, as for Lighthouse); the slowdown. */
async function onPhone(page: Page): Promise<number> {
  const slowdown = cpuSlowdownFor(await benchmarkIndex(page));
  await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', {rate: slowdown});
  return slowdown;
}

async function openModal(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.keyboard.press('Control+k');
  await input(page).waitFor();
}

/** Empties the modal's input, so that earlier results cannot stand in for the next query's. */
async function clear(page: Page) {
  await input(page).fill('');
  await expect(page.locator('.DocSearch-Modal .DocSearch-Hit')).toHaveCount(0);
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
  await clear(page);
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

/** In the DocSearch modal: the bytes of a first and a follow-up query per locale (English only: `englishOnly`), and keystroke to rendered results (sorted), all and of repeated queries. */
export async function measureQueries(origin: string, englishOnly = false) {
  const browser = await launchChromium();
  try {
    const bytes = [];
    for (const [locale, pathname, ...queries] of [
      ['en', 'docs/', 'import usage data', 'contract renewal'],
      ['de', 'de/docs/', 'Nutzungsdaten importieren', 'Vertragsverlängerung'],
    ].slice(0, englishOnly ? 1 : 2)) {
      progress(`bytes fetched per query (${locale})`);
      // A page of its own context each time: an empty HTTP cache, as for a first visit.
      const page = await browser.newPage();
      const take = queryTraffic(page);
      await openModal(page, origin + pathname);
      await take();
      const traffic = [];
      for (const query of queries) {
        // Clear first, so that the first query's results cannot stand in for the follow-up's.
        if (traffic.length) await clear(page);
        await input(page).fill(query);
        await page.locator('.DocSearch-Modal').locator('.DocSearch-Hit, .DocSearch-NoResults').first().waitFor();
        traffic.push(await take());
      }
      bytes.push({locale, first: traffic[0], followUp: traffic[1]});
      await page.close();
    }

    const page = await browser.newPage();
    // On the bench's phone, as the search page's timings below.
    const slowdown = await onPhone(page);
    progress(`keystroke to results, ${QUERIES.length} queries × ${ROUNDS}, CPU ×${slowdown}`);
    await openModal(page, `${origin}docs/`);
    const timings: number[] = [];
    for (const query of [...WARM_UP, ...Array.from({length: ROUNDS}, () => QUERIES).flat()]) {
      if (process.env.BENCH_VERBOSE) progress(query);
      timings.push(await timeQuery(page, query));
    }
    await page.close();
    const sorted = (values: number[]) => values.sort((a, b) => a - b);
    // `repeated`: the rounds after the first, whose queries find the shards and pages they need loaded.
    const [all, repeated] = [WARM_UP.length, WARM_UP.length + QUERIES.length].map((from) => sorted(timings.slice(from)));
    return {bytes, slowdown, timings: all, repeated};
  } finally {
    await browser.close();
  }
}

/** What the page records: when the search page's first result is in the DOM and painted, and when Enter went down. */
type Seen = {resultsAt?: number; enterAt?: number};

function watchResults() {
  const seen = window as unknown as Seen;
  document.addEventListener('keydown', (event) => (event.key === 'Enter' ? (seen.enterAt = event.timeStamp) : undefined), true);
  new MutationObserver(() => {
    if (seen.resultsAt === undefined && /\/search\/?$/.test(location.pathname) && document.querySelector('main article')) {
      seen.resultsAt = -1;
      requestAnimationFrame(() => (seen.resultsAt = performance.now()));
    }
  }).observe(document, {childList: true, subtree: true});
}

const painted = (page: Page) => page.waitForFunction(() => ((window as Seen).resultsAt ?? -1) > 0);

/** `search.resultsAfterStartMs` and `search.seeAllMs`, on the medians of `runs` cold loads of `/search?q=contract`. */
export async function searchTimingChecks(baseUrl: string, runs: number, budgets: Record<string, number>) {
  const query = 'contract';
  const browser = await launchChromium();
  try {
    let slowdown = 1;
    const [afterStart, seeAll]: number[][] = [[], []];
    for (let run = 0; run < runs; run++) {
      // A new context each time: an empty cache, as for a first visit.
      const context = await browser.newContext({viewport: {width: 390, height: 844}});
      const page = await context.newPage();
      await page.addInitScript(watchResults);
      slowdown = await onPhone(page);
      await page.goto(`${baseUrl}/search?q=${encodeURIComponent(query)}`);
      await painted(page);
      afterStart.push(
        await page.evaluate((mark) => (window as Seen).resultsAt! - performance.getEntriesByName(mark)[0]!.startTime, APP_START_MARK),
      );
      // From a doc page: the modal, the query, then Enter on "See all results".
      await openModal(page, `${baseUrl}/docs/`);
      await input(page).fill(query);
      await page.locator('.DocSearch-HitsFooter a').focus();
      await page.keyboard.press('Enter');
      await painted(page);
      seeAll.push(await page.evaluate(() => (window as Seen).resultsAt! - (window as Seen).enterAt!));
      await context.close();
    }
    const check = checker(budgets);
    const note = (values: number[]) => `median of ${values.map(Math.round).join(', ')} ms; CPU ×${slowdown}`;
    return [
      check('search.resultsAfterStartMs', '`/search?q=contract`, cold', median(afterStart), 'ms', note(afterStart)),
      check('search.seeAllMs', 'modal, Enter on "See all results"', median(seeAll), 'ms', note(seeAll)),
    ];
  } finally {
    await browser.close();
  }
}
