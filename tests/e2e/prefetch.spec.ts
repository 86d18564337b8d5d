import {test, expect, type Page} from '@playwright/test';
import {hydrated, skipWithoutPiece} from './helpers';

const docPage = '/docs/srb/sales/dealing-with-currencies';

/** The chunk files the page has asked the browser to prefetch, once prefetching has settled. */
async function prefetched(page: Page): Promise<string[]> {
  await hydrated(page);
  // Prefetching runs in idle time, a few routes per slice; wait until the list stops growing.
  let previous = -1;
  for (let i = 0; i < 20; i++) {
    const count = await page.locator('link[rel="prefetch"]').count();
    if (count === previous) break;
    previous = count;
    await page.waitForTimeout(250);
  }
  return page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
}

test('links in view prefetch each chunk file of their pages once', async ({page}) => {
  skipWithoutPiece('route-prefetch');
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(docPage);
  const files = await prefetched(page);
  expect(files.length).toBeGreaterThan(0);
  expect(new Set(files).size).toBe(files.length);
});

test('links in view prefetch the chunks of their pages, and a link opens its page in place', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(docPage);
  const files = await prefetched(page);
  expect(files.length).toBeGreaterThan(0);
  expect(files.every((f) => /\/assets\/js\/[\w~-]+\.[0-9a-f]+\.js$/.test(f))).toBe(true);

  // A link in the text still opens its page by client-side navigation.
  const link = page.locator('article a[href^="/docs/"]').first();
  const href = (await link.getAttribute('href'))!;
  await page.evaluate(() => ((window as unknown as {notReloaded: boolean}).notReloaded = true));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[#?].*$/, '')}(#.*)?$`));
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded)).toBe(true);
});

test('no prefetching on a data-saver connection (SPEC §9)', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {configurable: true, get: () => ({effectiveType: '4g', saveData: true})});
  });
  await page.goto(docPage);
  expect(await prefetched(page)).toEqual([]);
  // Hover still loads a page's chunks before the click.
  const link = page.locator('nav.navbar').getByRole('link', {name: 'Release notes'});
  await link.hover();
  await link.click();
  await expect(page).toHaveURL(/\/blog$/);
});
