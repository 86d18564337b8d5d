import {test, expect} from '@playwright/test';
import {hydrated, skipWithoutPiece, watchConsole} from './helpers';

// The highlighter loads on demand (plugins/performance/prism-on-demand/highlighter.ts).
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

test('a highlighter that failed to load is loaded again by the next code block to mount', async ({page}) => {
  skipWithoutPiece('prism-on-demand');
  const problems = watchConsole(page);
  const attempts: string[] = [];
  // The first request for the highlighter fails as on a dropped connection; later ones go through.
  await page.route('**/assets/js/code-highlighter.*.js', async (route) => {
    attempts.push(route.request().url());
    if (attempts.length === 1) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await page.goto(withCode);
  await hydrated(page);
  await expect.poll(() => attempts.length).toBe(1);
  // The page keeps its pre-rendered, highlighted code.
  await expect(page.locator('article pre .token-line').first()).toBeVisible();

  // The reader goes on to another page and follows a link back: the code block mounts again.
  await page.locator('nav a[href="/docs/web/administration/setup-bc"]').first().click();
  await expect(page.locator('h1')).toHaveText(/Business Central/);
  await page.locator(`nav a[href="${withCode}"]`).first().click();
  await expect(page.locator('article pre .token-line').first()).toBeVisible();
  expect(attempts.length).toBe(2);
  // The failed request itself is the only complaint.
  expect(problems.filter((p) => !p.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});
