import {test, expect} from '@playwright/test';
import {sitemapPaths, hydrated, watchConsole} from './helpers';

// Every page of both sitemaps loads and hydrates without a console error,
// warning or CSP violation. Split into chunks so the workers share the load.
const chunks = 8;
const paths = sitemapPaths();

for (let chunk = 0; chunk < chunks; chunk++) {
  const mine = paths.filter((_, i) => i % chunks === chunk);
  test(`no console errors after hydration (pages ${chunk + 1} of every ${chunks})`, async ({page}) => {
    test.setTimeout(60_000 + mine.length * 5_000);
    expect(mine.length).toBeGreaterThan(0);
    const problems = watchConsole(page);
    for (const path of mine) {
      await page.goto(path);
      await hydrated(page);
      expect(problems, path).toEqual([]);
    }
  });
}
