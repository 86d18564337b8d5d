import {test, expect} from '@playwright/test';
import {sitemapPaths, hydrated, watchConsole} from './helpers';
import {notFoundPaths, stratifiedSample} from './page-sample';
import {changedPages} from './changed-pages';

// Pages load and hydrate without a console error, warning or CSP violation.
// `npm test` opens a stratified sample of both sitemaps plus the pages changed
// on this branch (page-sample.ts); `npm run test:crawl` (E2E_CRAWL=all) opens
// every page of both sitemaps. Split into chunks so the workers share the load.
const everyPage = process.env.E2E_CRAWL === 'all';
const paths = everyPage ? [...sitemapPaths(), ...notFoundPaths] : stratifiedSample(sitemapPaths(), changedPages()).map((p) => p.path);
const which = everyPage ? 'every page' : 'sample';
const chunks = 8;
/** What Chromium logs for any response with status 404, the not-found page's own included. */
const notFoundStatus = 'error: Failed to load resource: the server responded with a status of 404 (Not Found)';

for (let chunk = 0; chunk < chunks; chunk++) {
  const mine = paths.filter((_, i) => i % chunks === chunk);
  test(`no console errors after hydration (${which}: pages ${chunk + 1} of every ${chunks})`, async ({page}) => {
    test.setTimeout(60_000 + mine.length * 5_000);
    expect(mine.length).toBeGreaterThan(0);
    const problems = watchConsole(page);
    for (const path of mine) {
      await page.goto(path);
      await hydrated(page);
      const ownStatus = notFoundPaths.includes(path) ? problems.indexOf(notFoundStatus) : -1;
      if (ownStatus >= 0) problems.splice(ownStatus, 1);
      expect(problems, path).toEqual([]);
    }
  });
}

// Addresses no sitemap lists. The search page with a query, in both languages: the built page has
// none, and the app's first render must match it. A page opened at one of its headings.
for (const path of ['/search?q=contract', '/de/search?q=Vertrag', '/docs/srb/working-with-contracts/contract-renewal#quote']) {
  test(`no console errors after hydration: ${path}`, async ({page}) => {
    const problems = watchConsole(page);
    await page.goto(path);
    await hydrated(page);
    expect(problems).toEqual([]);
  });
}
