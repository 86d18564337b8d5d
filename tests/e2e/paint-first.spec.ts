import {test, expect} from '@playwright/test';
import {hydrated, skipWithoutPiece} from './helpers';
import pkg from '../../package.json';

/** The global the bundler's runtime creates first thing when it runs (named after the package). */
const chunkGlobal = `webpackChunk${pkg.name.replace(/\W/g, '_')}`;

// The built pages of plugins/performance/start-after-paint.
skipWithoutPiece('start-after-paint');

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

test('only the preloads the build wrote in <head> are started, never one in <body>', async ({page}) => {
  const injected = '/assets/js/injected-by-content.js';
  // The page as if its content had put a preload link, with the piece's own marker, into <body>.
  await page.route('**/docs/srb/sales/dealing-with-currencies', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<body[^>]*>/,
      (body) => `${body}<link rel="preload" as="script" href="${injected}" data-start-after-paint>`,
    );
    await route.fulfill({response, body: html});
  });
  await page.route(`**${injected}`, (route) => route.fulfill({contentType: 'text/javascript', body: 'window.injectedScriptRan = true;'}));
  await page.goto('/docs/srb/sales/dealing-with-currencies');
  await hydrated(page);
  // The start script adds every script it starts at once, before the first of them runs.
  expect(await page.locator(`body link[href="${injected}"]`).count()).toBe(1);
  expect(await page.locator('head script[src*="/assets/js/main."]').count()).toBe(1);
  expect(await page.locator(`script[src$="${injected}"]`).count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as {injectedScriptRan?: boolean}).injectedScriptRan)).toBeUndefined();
});
