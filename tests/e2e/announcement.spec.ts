import {test, expect} from '@playwright/test';
import {hydrated} from './helpers';

test('a closed announcement stays closed after reload and comes back for a new id', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(bar).toHaveCount(0);
  // A bar with another id than the one the reader closed is shown again.
  await page.evaluate(() => {
    const idKey = Object.keys(localStorage).find((key) => key.startsWith('docusaurus.announcement.id'));
    if (!idKey) throw new Error('the announcement id is not stored');
    localStorage.setItem(idKey, 'an-older-announcement');
  });
  await page.reload();
  await hydrated(page);
  await expect(bar).toBeVisible();
});

test('an announcement closed on an English page stays closed on the German pages', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toHaveCount(0);
  await page.goto('/de/');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(bar).toHaveCount(0);
});
