import {test, expect} from '@playwright/test';
import {hydrated} from './helpers';

test('the locale dropdown switches to German and back, keeping path, query and hash', async ({page}) => {
  await page.goto('/docs/?topic=billing#choose-your-app');
  await hydrated(page);
  await page.getByRole('button', {name: 'English'}).hover();
  await page.getByRole('link', {name: 'Deutsch'}).click();
  await expect(page).toHaveURL(/\/de\/docs\/\?topic=billing#choose-your-app$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await hydrated(page);
  await page.getByRole('button', {name: 'Deutsch'}).hover();
  await page.getByRole('link', {name: 'English'}).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/docs\/\?topic=billing#choose-your-app$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('German pages show German navigation', async ({page}) => {
  await page.goto('/de/');
  await expect(page.getByRole('navigation', {name: 'Hauptnavigation'}).getByRole('link', {name: 'Dokumentation'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Versionshinweise'}).first()).toBeVisible();
});
