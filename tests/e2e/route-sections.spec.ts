/**
 * The route table arrives in sections (plugins/performance/client-routes): a page loads
 * the section of its path before it renders, and links into other sections
 * prefetch only the section's file until the reader goes there.
 */
import {test, expect, type Page} from '@playwright/test';
import {hydrated, skipWithoutPiece, watchConsole} from './helpers';

/** Section chunks ("routes-docs-srb") the page has executed, by the chunk registry of the bundler. */
function loadedSections(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as {webpackChunkbc_extensions_docs: [string[]][]}).webpackChunkbc_extensions_docs ?? [])
      .flatMap(([ids]) => ids)
      .filter((id) => id.startsWith('routes-'))
      .sort(),
  );
}

test('a doc page loads its own section only; navigating elsewhere loads that section and renders the page', async ({page}) => {
  skipWithoutPiece('client-routes');
  const errors = watchConsole(page);
  await page.goto('/docs/srb/sales/dealing-with-currencies');
  await hydrated(page);
  expect(await loadedSections(page)).toEqual(['routes-docs-srb']);
  const prefetched = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(
    prefetched.filter((href) => /\/routes-docs-(?!srb)/.test(href)).length,
    'links to other products prefetch their section file',
  ).toBeGreaterThan(0);

  await page.locator('nav.navbar').getByRole('link', {name: 'Release notes'}).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('article h2 a[href^="/blog/"]').first()).toBeVisible();
  expect(await loadedSections(page)).toEqual(['routes-blog', 'routes-docs-srb']);

  await page.goBack();
  await expect(page.locator('h1')).toHaveText(/currencies/i);
  expect(errors).toEqual([]);
});

test('an unknown path inside a section still gets the not-found page after hydration, in both languages', async ({page}) => {
  skipWithoutPiece('client-routes');
  for (const path of ['/blog/no-such-post', '/de/docs/srb/keine-seite']) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText(/Page Not Found|Seite nicht gefunden/);
    expect(await loadedSections(page)).toEqual([path.startsWith('/de/') ? 'routes-de-docs-srb' : 'routes-blog']);
  }
});
