import {test, expect, type Page} from '@playwright/test';
import {hydrated, skipWithoutPiece} from './helpers';

// Typing while the search modal's code is still loading (it loads on demand;
// on a slow phone that takes a moment): nothing typed may be lost.
skipWithoutPiece('docsearch-on-demand');

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Modal .DocSearch-Input');

/**
 * Holds back the modal's code until `release()` is called; `requested` settles
 * once the browser has asked for it, so the test types while it is held.
 */
async function holdModalCode(page: Page): Promise<{requested: Promise<void>; release: () => void}> {
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/docsearch-modal/, async (route) => {
    markRequested();
    await released;
    await route.continue();
  });
  return {requested, release};
}

test('a query typed right after Ctrl+K, while the modal is loading, is searched in full', async ({page}) => {
  const modalCode = await holdModalCode(page);
  await page.goto('/docs/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await modalCode.requested;
  await page.keyboard.type('contract');
  await expect(modal(page)).toHaveCount(0);
  modalCode.release();
  await expect(input(page)).toHaveValue('contract');
  await expect(input(page)).toBeFocused();
  await expect(modal(page).locator('.DocSearch-Hit mark').first()).toBeVisible();
  // Typing goes on where it left off.
  await page.keyboard.type('s');
  await expect(input(page)).toHaveValue('contracts');
});

test('every key typed into the search button while the modal is loading is kept, Backspace included', async ({page}) => {
  const modalCode = await holdModalCode(page);
  await page.goto('/docs/');
  await hydrated(page);
  // Focusing the button starts loading the modal's code.
  await page.getByRole('button', {name: /^Search/}).focus();
  await modalCode.requested;
  await page.keyboard.type('usagx');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('e data');
  modalCode.release();
  await expect(input(page)).toHaveValue('usage data');
  await expect(modal(page).locator('.DocSearch-Hit mark').first()).toBeVisible();
});

test('a click on the search button starts collecting too, even where the click leaves the button without focus', async ({page}) => {
  const modalCode = await holdModalCode(page);
  await page.goto('/docs/');
  await hydrated(page);
  await page.getByRole('button', {name: /^Search/}).click();
  await modalCode.requested;
  // Safari does not focus a clicked button.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.type('contract');
  modalCode.release();
  await expect(input(page)).toHaveValue('contract');
});

for (const [how, giveUp] of [
  ['Escape', (page: Page) => page.keyboard.press('Escape')],
  ['a click elsewhere', (page: Page) => page.locator('main h1').click()],
] as const) {
  test(`${how} while the modal is loading stops collecting keys`, async ({page}) => {
    const modalCode = await holdModalCode(page);
    await page.goto('/docs/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await modalCode.requested;
    await page.keyboard.type('ab');
    await giveUp(page);
    await page.keyboard.type('cd');
    modalCode.release();
    await expect(input(page)).toHaveValue('ab');
  });
}

test('a field the reader turns to while the modal is loading keeps what is typed into it', async ({page}) => {
  const modalCode = await holdModalCode(page);
  await page.goto('/search');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await modalCode.requested;
  // As with Tab: a click alone already stops the collecting.
  await page.getByRole('searchbox').focus();
  await page.keyboard.type('a/b');
  await expect(page.getByRole('searchbox')).toHaveValue('a/b');
  modalCode.release();
});

test('a key typed while the open modal does not have focus goes into its field', async ({page}) => {
  await page.goto('/docs/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('con');
  // As between the modal's first paint and the moment its field takes focus.
  await input(page).evaluate((field) => field.blur());
  await page.keyboard.type('tract');
  await expect(input(page)).toHaveValue('contract');
  await expect(input(page)).toBeFocused();
});
