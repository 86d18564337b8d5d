import {test, expect, type Page} from '@playwright/test';
import {hydrated} from './helpers';
import {axeViolations, withMode, type ColourMode} from '../../scripts/a11y/axe';

// axe-core (WCAG 2.2 A/AA) on a representative set: every page type once, at
// 1280 px, the open mobile menu and a few pages at 390 px. Other specs check
// what they are about in place: the search modal and /search (search.spec.ts),
// diagrams, page actions, example notices. `npm run check:a11y -- --all` sweeps
// every page of both sitemaps in both modes; CI runs it on every push to main.

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

async function expectAccessible(page: Page, path: string, mode: ColourMode) {
  await page.goto(withMode(path, mode));
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  // Guard against checking an empty page.
  await expect(page.locator('main').first()).not.toBeEmpty();
  expect(await axeViolations(page), `${path} (${mode})`).toEqual([]);
}

// Each page type once. Language and colour mode turn over from one type to the
// next (en light, de dark, en dark, de light, …), so every mode is checked in
// both languages. Light and dark differ only in colours, the languages only in
// words; the full sweep checks each page in both modes.
const pairings: [(typeof locales)[number], ColourMode][] = [
  [locales[0], 'light'],
  [locales[1], 'dark'],
  [locales[0], 'dark'],
  [locales[1], 'light'],
];
for (const [i, [type, path]] of Object.entries(pageTypes).entries()) {
  const [locale, mode] = pairings[i % pairings.length];
  test(`${type} (${locale.name}, ${mode}) has no axe violations`, async ({page}) => {
    await expectAccessible(page, locale.prefix + path, mode);
  });
}

test.describe('390 px', () => {
  test.use({viewport: {width: 390, height: 844}});
  const phone: [string, ColourMode][] = [
    ['/de/', 'dark'],
    ['/docs/srb/working-with-contracts/contract-renewal', 'light'],
    ['/blog', 'dark'],
    ['/de/blog/release-2025-04-15', 'light'],
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
});
