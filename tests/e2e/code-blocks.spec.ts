import {test, expect} from '@playwright/test';
import {hydrated, watchConsole} from './helpers';

// The highlighter loads on demand (src/theme/CodeBlock/highlighter.ts).
const withCode = '/docs/web/administration/setup-web';
const draculaBackground = 'rgb(40, 42, 54)';

test('a pre-rendered code block stays highlighted and follows the colour mode once the highlighter is there', async ({page}) => {
  const problems = watchConsole(page);
  await page.goto(withCode);
  await hydrated(page);
  const code = page.locator('article pre').first();
  await expect(code.locator('.token-line').first()).toBeVisible();
  await page.getByRole('button', {name: /dark and light mode/}).click();
  await expect(code).toHaveCSS('background-color', draculaBackground);
  await expect(code.locator('.token').first()).toBeVisible();
  await expect(code).toContainText('Authorization');
  expect(problems).toEqual([]);
});

test('a code block reached by client navigation is highlighted too', async ({page}) => {
  const problems = watchConsole(page);
  await page.goto('/de/docs/web/administration/setup-bc');
  await hydrated(page);
  await page.locator(`nav a[href="/de${withCode}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/de${withCode}$`));
  await expect(page.locator('article pre .token-line').first()).toBeVisible();
  expect(problems).toEqual([]);
});
