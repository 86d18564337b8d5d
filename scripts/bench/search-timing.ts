/**
 * The search page on the bench's phone (the host's CPU slowed to PHONE_INDEX, as for
 * Lighthouse): how soon a cold `/search?q=…` paints its results after the app has
 * started (src/clientModules/appStart.ts), and how soon Enter on the modal's
 * "See all results" shows the results page with its results. Budgets
 * `search.resultsAfterStartMs` and `search.seeAllMs` (bench/budgets.json), on the medians.
 */
import {chromium, type Page} from '@playwright/test';
import {chromiumArgs, fullChromiumPath} from '../../plugins/diagrams/chromium';
import {APP_START_MARK} from '../../src/clientModules/appStart';
import {benchmarkIndex, cpuSlowdownFor} from './lighthouse';
import {median} from './shared';

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

export async function searchTimings(baseUrl: string, query: string, runs: number) {
  const browser = await chromium.launch({executablePath: fullChromiumPath, args: chromiumArgs});
  try {
    const slowdown = cpuSlowdownFor(await benchmarkIndex(await browser.newPage()));
    const afterStart: number[] = [];
    const seeAll: number[] = [];
    for (let run = 0; run < runs; run++) {
      // A new context each time: an empty cache, as for a first visit.
      const context = await browser.newContext({viewport: {width: 390, height: 844}});
      const page = await context.newPage();
      await page.addInitScript(watchResults);
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', {rate: slowdown});
      await page.goto(`${baseUrl}/search?q=${encodeURIComponent(query)}`);
      await painted(page);
      afterStart.push(
        await page.evaluate((mark) => (window as Seen).resultsAt! - performance.getEntriesByName(mark)[0]!.startTime, APP_START_MARK),
      );
      // From a doc page: the modal, the query, then Enter on "See all results".
      await page.goto(`${baseUrl}/docs/`);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill(query);
      const all = page.locator('.DocSearch-HitsFooter a');
      await all.focus();
      await page.keyboard.press('Enter');
      await painted(page);
      seeAll.push(await page.evaluate(() => (window as Seen).resultsAt! - (window as Seen).enterAt!));
      await context.close();
    }
    return {slowdown, resultsAfterStartMs: median(afterStart), seeAllMs: median(seeAll), afterStart, seeAll};
  } finally {
    await browser.close();
  }
}
