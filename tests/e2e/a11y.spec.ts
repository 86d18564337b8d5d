import {test, expect, type Page} from '@playwright/test';
import {hydrated} from './helpers';
import {axeViolations, withMode, type ColourMode} from '../../scripts/a11y/axe';
import {allAreas} from '../../config/products';

// axe-core (WCAG 2.2 A/AA) on a representative set: every page type in both
// languages and in both colour modes at 1280 px, every app's landing page, the
// search modal with results, and a subset at 390 px. `npm run check:a11y -- --all`
// sweeps every page of both sitemaps in both modes.

const pageTypes: Record<string, string> = {
  home: '/',
  'doc page': '/docs/srb/working-with-contracts/contract-renewal',
  'category index': '/docs/category/setup',
  'blog list': '/blog',
  'blog post': '/blog/release-2025-04-15',
  'tag page': '/blog/tags/project-billing',
  archive: '/blog/archive',
  search: '/search?q=contract',
  imprint: '/imprint',
  'not found': '/this-page-does-not-exist',
  'API overview': '/web-api',
  'API operation': '/web-api/reference/list-time-recordings',
};
const locales = [
  {name: 'en', prefix: ''},
  {name: 'de', prefix: '/de'},
];

async function expectAccessible(page: Page, path: string, mode: ColourMode, within?: string) {
  await page.goto(withMode(path, mode));
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  // Guard against checking an empty page.
  await expect(page.locator('main').first()).not.toBeEmpty();
  expect(await axeViolations(page, {within}), `${path} (${mode})`).toEqual([]);
}

// Each page type once per language, the two languages in opposite colour modes, and
// the pairing turns over from one type to the next: every type is checked light and
// dark, and every mode in both languages. Light and dark differ only in colours, and
// the colours are the same on every page type; the full sweep above checks each pairing.
for (const [i, [type, path]] of Object.entries(pageTypes).entries()) {
  for (const [j, locale] of locales.entries()) {
    const mode: ColourMode = (i + j) % 2 ? 'dark' : 'light';
    test(`${type} (${locale.name}, ${mode}) has no axe violations`, async ({page}) => {
      await expectAccessible(page, locale.prefix + path, mode);
    });
  }
}

test('config/products.ts lists the apps whose landing pages are checked', () => {
  expect(allAreas().length).toBeGreaterThan(10);
});

// Each landing page once, alternating language and colour mode; page types cover both everywhere.
// Only its content: the navbar, sidebar and footer around it are those of the page types above.
for (const [i, area] of allAreas().entries()) {
  const [prefix, mode]: [string, ColourMode] = i % 2 ? ['/de', 'dark'] : ['', 'light'];
  test(`${area.code} landing page has no axe violations (${prefix ? 'de' : 'en'} ${mode})`, async ({page}) => {
    await expectAccessible(page, `${prefix}/docs/${area.docsPath}`, mode, 'main');
  });
}

/**
 * Two rules are left out inside the open search modal only: they flag the
 * markup of the DocSearch v3 library itself (its backdrop is a role="button"
 * that holds the dialog, each hit is a role="option" holding a link, and the
 * input's aria-controls names result lists by ids the library renders
 * differently). Everything else, contrast and target size included, is checked.
 */
const docSearchLibraryRules = ['nested-interactive', 'aria-valid-attr-value'];
async function modalViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page)).filter((line) => !docSearchLibraryRules.includes(line.split(' ')[0]));
}

for (const mode of ['light', 'dark'] as const) {
  test(`the search modal with results has no axe violations (${mode})`, async ({page}) => {
    const path = mode === 'light' ? '/docs/' : '/de/docs/';
    await page.goto(withMode(path, mode));
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill(mode === 'light' ? 'contract' : 'Vertrag');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(await modalViolations(page)).toEqual([]);
  });
}

test.describe('390 px', () => {
  test.use({viewport: {width: 390, height: 844}});
  const phone: [string, ColourMode][] = [
    ['/', 'light'],
    ['/de/', 'dark'],
    ['/docs/srb/working-with-contracts/contract-renewal', 'dark'],
    ['/de/docs/srb/working-with-contracts/contract-renewal', 'light'],
    ['/blog', 'light'],
    ['/de/blog/release-2025-04-15', 'dark'],
    ['/search?q=contract', 'dark'],
  ];
  for (const [path, mode] of phone) {
    test(`${path} (${mode}) has no axe violations`, async ({page}) => {
      await expectAccessible(page, path, mode);
    });
  }

  for (const mode of ['light', 'dark'] as const) {
    test(`the open mobile menu has no axe violations (${mode})`, async ({page}) => {
      await page.goto(withMode('/docs/', mode));
      await hydrated(page);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the search modal with results has no axe violations', async ({page}) => {
    await page.goto(withMode('/docs/', 'dark'));
    await hydrated(page);
    await page.getByRole('button', {name: 'Search'}).click();
    await page.locator('.DocSearch-Input').fill('usage data');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(await modalViolations(page)).toEqual([]);
  });
});
