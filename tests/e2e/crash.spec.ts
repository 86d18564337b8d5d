import {test, expect} from '@playwright/test';
import {testSitePort} from '../../playwright.config';

// The crash page only exists in build-test/ (tests/e2e/fixtures/test-site.config.ts),
// never in the production build.
test('a component that throws shows the crash fallback with its cause chain and a way out', async ({page, request}) => {
  expect((await request.get('/test/crash')).status(), 'production build must not ship the crash page').toBe(404);
  await page.goto(`http://127.0.0.1:${testSitePort}/test/crash`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.getByRole('button', {name: 'Crash this page'}).click();
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await expect(page.getByText('Rendering the test widget failed')).toBeVisible();
  await expect(page.getByText('Cause: the widget data is missing')).toBeVisible();
  await expect(page.getByRole('link', {name: 'Go to the home page'})).toBeVisible();
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('button', {name: 'Crash this page'})).toBeVisible();
});
