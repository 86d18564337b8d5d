import {test, expect, type Page} from '@playwright/test';
import {builtWith, hydrated} from './helpers';

/** Opens the navbar's language menu by hovering, as a reader does, and picks a language. */
async function chooseLanguage(page: Page, label: string): Promise<void> {
  const dropdown = page.locator('.navbar__items--right .dropdown');
  // The hover menu can close while the pointer travels to it; try again until the click lands.
  await expect(async () => {
    await dropdown.hover();
    await dropdown.getByRole('link', {name: label}).click({timeout: 2_000});
  }).toPass({timeout: 20_000});
}

test('the locale dropdown switches to German and back, keeping path, query and hash', async ({page}) => {
  await page.goto('/docs/?topic=billing#choose-your-app');
  await hydrated(page);
  await chooseLanguage(page, 'Deutsch');
  await expect(page).toHaveURL(/\/de\/docs\/\?topic=billing#choose-your-app$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await hydrated(page);
  await chooseLanguage(page, 'English');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/docs\/\?topic=billing#choose-your-app$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('German pages show German navigation', async ({page}) => {
  await page.goto('/de/');
  await expect(page.getByRole('navigation', {name: 'Hauptnavigation'}).getByRole('link', {name: 'Dokumentation'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Versionshinweise'}).first()).toBeVisible();
});

test('a path with repeated slashes gets no link to another host: the language menu links are paths of this site', async ({page}) => {
  await page.goto('/de//docs/srb');
  await hydrated(page);
  await expect(page.locator('a[href^="//"]')).toHaveCount(0);
  const dropdown = page.locator('.navbar__items--right .dropdown');
  await expect(dropdown.getByRole('link', {name: 'English', includeHidden: true})).toHaveAttribute('href', '/docs/srb');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/de\/docs\/srb$/);
});

test('served as it is (a host that does not redirect it), a path with repeated slashes still gets no link to another host', async ({
  page,
}) => {
  // Answers /de//docs/srb with the page of /de/docs/srb, without nginx's redirect.
  await page.route(
    (url) => url.pathname === '/de//docs/srb',
    async (route) => route.fulfill({response: await page.request.get('/de/docs/srb')}),
  );
  await page.goto('/de//docs/srb');
  await hydrated(page);
  await expect(page.locator('a[href^="//"]')).toHaveCount(0);
  await expect(page.locator('.navbar__items--right .dropdown').getByRole('link', {name: 'English', includeHidden: true})).toHaveAttribute(
    'href',
    '/docs/srb',
  );
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/de\/docs\/srb$/);
});

test('the search button names the Control key as the keyboard does: „Strg“ on German pages, Ctrl in English', async ({page}) => {
  await page.goto('/de/docs/');
  await hydrated(page);
  const button = page.locator('.navbar .DocSearch-Button');
  const keys = button.locator('.DocSearch-Button-Key');
  await expect(keys).toHaveCount(2);
  // The piece's button writes the word; DocSearch's own draws "Ctrl", which the site's CSS replaces.
  const shown = await keys.evaluateAll((caps) =>
    caps.map((cap) => {
      const before = getComputedStyle(cap, '::before').content;
      const drawing = cap.querySelector('svg');
      return (
        (before === 'none' ? '' : before.replaceAll('"', '')) +
        (drawing && getComputedStyle(drawing).display !== 'none' ? '[drawing]' : '') +
        cap.textContent
      );
    }),
  );
  expect(shown).toEqual(['Strg', 'K']);
  if (builtWith('docsearch-on-demand')) await expect(button).toHaveAttribute('aria-label', /\(Strg\+K\)$/);
  // The cap as wide as its word: nothing sticks out of it.
  expect(await keys.first().evaluate((cap) => cap.scrollWidth - cap.clientWidth)).toBe(0);

  await page.goto('/docs/');
  await hydrated(page);
  await expect(button).toHaveAttribute('aria-label', /\(Ctrl\+K\)$/);
  await expect(keys.first().locator('svg.DocSearch-Control-Key-Icon')).toBeVisible();
  await expect(keys.first()).toHaveText('');
});
