import {test, expect, type Locator, type Page} from '@playwright/test';
import {hydrated} from './helpers';

// Keyboard-only use: every control is reached with Tab and operated with
// Enter, Space, arrow keys or Escape. No mouse events in this file.

/** Presses Tab until `target` has the focus; fails when it is not reached within `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  const handle = await target.elementHandle();
  expect(handle, 'target exists').not.toBeNull();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await handle!.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`not reached with ${max} Tab presses`);
}

test('navbar: the links and the language menu work with Tab and Enter', async ({page}) => {
  await page.goto('/docs/');
  await hydrated(page);
  const navbar = page.locator('nav.navbar');
  await tabTo(page, navbar.getByRole('link', {name: 'Release notes'}));
  await expect(navbar.getByRole('link', {name: 'Release notes'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog$/);
  // The URL changes before the blog page renders, and rendering it replaces the navbar (each page
  // has its own layout), so the focus would drop back to the top of the page midway through the
  // Tab presses below. Wait for the blog page itself.
  await expect(page.getByRole('navigation', {name: 'Blog recent posts navigation'})).toBeVisible({timeout: 15_000});
  // The language dropdown opens from the keyboard and its items are reachable.
  const languages = navbar.getByRole('button', {name: /English|Languages/});
  await tabTo(page, languages);
  await page.keyboard.press('Enter');
  const german = navbar.getByRole('link', {name: 'Deutsch'});
  await expect(german).toBeVisible();
  await tabTo(page, german, 5);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/blog$/);
});

test.describe('390 px', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('mobile menu: opens with Enter, its links work, and it closes from the keyboard', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    const close = sidebar.getByRole('button', {name: 'Close navigation bar'});
    await tabTo(page, close, 10);
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeHidden();
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeVisible();
    const releaseNotes = sidebar.getByRole('link', {name: 'Release notes'});
    await tabTo(page, releaseNotes, 20);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(sidebar).toBeHidden();
  });
});

test('search modal: opened from the search button, results chosen with arrow keys and Enter, Escape closes', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  const button = page.getByRole('button', {name: 'Search'});
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  await page.keyboard.type('price list');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await page.keyboard.type('price list');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\//);
  await expect(page.locator('.DocSearch-Modal')).toBeHidden();
});

for (const [key, name] of [
  ['Control+k', 'Ctrl+K'],
  ['/', '"/"'],
] as const) {
  test(`${name} pressed while the page's scripts run but before it has hydrated opens the modal once it has`, async ({page}) => {
    // The page's chunks (all but the main bundle and its runtime) wait until the key is down.
    let scriptsRun!: () => void;
    const running = new Promise<void>((resolve) => (scriptsRun = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/, async (route) => {
      scriptsRun();
      await released;
      await route.continue();
    });
    await page.goto('/docs/', {waitUntil: 'commit'});
    await running;
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press(key);
    release();
    await hydrated(page);
    await expect(page.locator('.DocSearch-Modal .DocSearch-Input')).toBeFocused();
  });
}

test('docs sidebar: a category collapses and expands with Enter', async ({page}) => {
  await page.goto('/docs/srb/working-with-contracts/contract-renewal');
  await hydrated(page);
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  // The current page's category is expanded; its caret button toggles it.
  const caret = sidebar.getByRole('button', {name: /Working with contracts/});
  await expect(caret).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, caret, 120);
  await page.keyboard.press('Enter');
  await expect(caret).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByRole('link', {name: 'Contract renewal', exact: true})).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(caret).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.getByRole('link', {name: 'Contract renewal', exact: true})).toBeVisible();
});

test('tabs: arrow keys move between tabs, Enter shows the focused tab', async ({page}) => {
  await page.goto('/docs/mdx');
  await hydrated(page);
  const tablist = page.getByRole('tablist').first();
  const json = tablist.getByRole('tab', {name: 'JSON'});
  const yaml = tablist.getByRole('tab', {name: 'YAML'});
  await expect(json).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, json, 150);
  // Tabs activate manually (WAI-ARIA tabs pattern): arrows move the focus, Enter selects.
  await page.keyboard.press('ArrowRight');
  await expect(yaml).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(yaml).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel').first();
  await expect(panel).toContainText('label: Setup');
  await page.keyboard.press('ArrowLeft');
  await expect(json).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(json).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').first()).toContainText('"label"');
});

test('a table wider than its column is a tab stop, so the keyboard can scroll it; a table that fits is not', async ({page}) => {
  const tables = () =>
    page
      .locator('article table')
      .evaluateAll((list) =>
        list.map((table) => ({scrolls: table.scrollWidth > table.clientWidth, tabindex: table.getAttribute('tabindex')})),
      );
  await page.setViewportSize({width: 390, height: 800});
  await page.goto('/de/docs/srb/masterdata/service-commitments');
  await hydrated(page);
  await expect.poll(async () => (await tables()).filter((t) => t.scrolls && t.tabindex === '0').length).toBeGreaterThan(0);
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/srb/masterdata/service-commitments');
  await hydrated(page);
  await expect.poll(async () => (await tables()).filter((t) => !t.scrolls).length).toBeGreaterThan(0);
  for (const table of await tables()) expect(table.tabindex).toBe(table.scrolls ? '0' : null);
  // Scrolled by keyboard: focus the wide German table and press the right arrow.
  await page.setViewportSize({width: 390, height: 800});
  await page.goto('/de/docs/srb/masterdata/service-commitments');
  await hydrated(page);
  const wide = page.locator('article table[tabindex="0"]').first();
  await wide.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => wide.evaluate((table) => table.scrollLeft)).toBeGreaterThan(0);
});
