import {test, expect} from '@playwright/test';
import {hydrated} from './helpers';

test('the first Tab reaches the skip link, which moves focus to the main content', async ({page}) => {
  await page.goto('/docs/');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus moves to the page's <main>, so the next Tab lands inside the content, past the navbar and sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
});
