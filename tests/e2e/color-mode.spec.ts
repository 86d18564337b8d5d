import {test, expect} from '@playwright/test';
import {hydrated} from './helpers';

test.use({colorScheme: 'dark'});

test('light by default even when the system prefers dark; the toggle switches and persists', async ({page}) => {
  await page.goto('/docs/');
  await hydrated(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const toggle = page.getByRole('button', {name: /dark and light mode/});
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  // The theme stores the choice under "theme" plus a per-site suffix.
  const stored = await page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('theme')));
  expect(stored).toEqual([[expect.stringMatching(/^theme/), 'dark']]);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await hydrated(page);
  await page.getByRole('button', {name: /dark and light mode/}).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
});

test('the colour mode chosen on an English page holds on the German pages, and back', async ({page}) => {
  await page.goto('/docs/');
  await hydrated(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', {name: /dark and light mode/}).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.goto('/de/docs/');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await hydrated(page);
  await page.getByRole('button', {name: /Umschalten zwischen dunkler und heller Ansicht/}).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.goto('/docs/');
  await expect(html).toHaveAttribute('data-theme', 'light');
});
