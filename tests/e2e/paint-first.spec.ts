import {test, expect} from '@playwright/test';
import {hydrated} from './helpers';
import pkg from '../../package.json';

/** The global the bundler's runtime creates first thing when it runs (named after the package). */
const chunkGlobal = `webpackChunk${pkg.name.replace(/\W/g, '_')}`;

for (const path of ['/docs/srb/sales/dealing-with-currencies', '/blog', '/de/']) {
  test(`${path}: the page is painted before any of its scripts runs, then hydrates`, async ({page}) => {
    await page.addInitScript((name) => {
      const w = window as unknown as Record<string, unknown>;
      let value: unknown;
      Object.defineProperty(window, name, {
        configurable: true,
        get: () => value,
        set: (v) => {
          w.firstScriptRanAt ??= performance.now();
          value = v;
        },
      });
    }, chunkGlobal);
    await page.goto(path);
    await hydrated(page);
    const {fcp, firstScriptRanAt} = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstScriptRanAt: (window as unknown as {firstScriptRanAt?: number}).firstScriptRanAt,
    }));
    expect(fcp).toBeGreaterThan(0);
    expect(firstScriptRanAt).toBeGreaterThan(fcp);
  });
}
