import {test, expect, type Page} from '@playwright/test';
import {hydrated, skipWithoutPiece} from './helpers';

/** Blog list and tag pages: what they load, and that the router brings them up in full. */

/** The scripts a first visit to `path` runs until the page has hydrated (its route's chunks load before). */
async function scriptsRun(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await hydrated(page);
  await expect(page.locator('main article')).not.toHaveCount(0);
  return scripts;
}

for (const [full, shorter] of [
  ['/blog', '/blog/page/12'],
  ['/blog/tags/fix', '/blog/tags/fix/page/11'],
]) {
  test(`${full} (10 previews) runs as many scripts as ${shorter} (fewer): one module for all previews, not one per preview`, async ({
    browser,
  }) => {
    skipWithoutPiece('blog-list-previews');
    // A fresh context each, so that neither page finds the other's scripts in the cache.
    const counts: number[] = [];
    for (const path of [full, shorter]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = await scriptsRun(page, path);
      counts.push(scripts.length);
      await context.close();
    }
    expect(counts[0], `scripts of ${full} and of ${shorter}`).toBe(counts[1]);
  });
}

/** A list page in full: ten previews, each with its summary and a link to the whole note, and every post in the sidebar. */
async function expectFullListPage(page: Page, previews = 10): Promise<void> {
  const articles = page.locator('main article');
  await expect(articles).toHaveCount(previews);
  for (const article of await articles.all()) {
    await expect(article.locator('header h2 a')).toHaveAttribute('href', /^\/blog\/./);
    await expect(article.locator('header time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(article.locator('.markdown p').first()).toHaveText(/\w{3,}/);
    await expect(article.locator('footer a[aria-label]')).toHaveText('Read the full note');
  }
  await expect(page.locator('aside nav a[href^="/blog/"]')).toHaveCount(117);
}

test('the router brings up list pages in full: from a doc page to /blog, to its page 2 and to a tag page', async ({page}) => {
  await page.goto('/docs/srb/sales/dealing-with-currencies');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as {notReloaded: boolean}).notReloaded = true));

  await page.locator('.navbar').getByRole('link', {name: 'Release notes'}).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expectFullListPage(page);

  await page.getByRole('link', {name: 'Older entries'}).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expectFullListPage(page);

  await page.locator('main article footer a[href="/blog/tags/fix"]').first().click();
  await expect(page).toHaveURL(/\/blog\/tags\/fix$/);
  await expectFullListPage(page);

  await page.getByRole('link', {name: 'Older entries'}).click();
  await expect(page).toHaveURL(/\/blog\/tags\/fix\/page\/2$/);
  await expectFullListPage(page);

  expect(await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded)).toBe(true);
});
