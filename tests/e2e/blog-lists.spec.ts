import {test, expect, type Page} from '@playwright/test';
import {hydrated} from './helpers';

/** Blog list and tag pages: the router brings them up in full. */

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
