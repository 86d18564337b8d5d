import {test, expect, type Page} from '@playwright/test';
import {hydrated} from './helpers';
import {axeViolations, withMode, type ColourMode} from '../../scripts/a11y/axe';

// The home page as readers meet it: the apps in the groups of the footer (and
// one for the apps the footer leaves out), and beside the heading the latest
// release notes with the sentence that says how much of the site is an example
// and the legend of the badge; in both languages and colour modes, at 1280 and 390 px.

const locales = [
  {
    name: 'en',
    prefix: '',
    groups: ['Billing', 'Sales and documents', 'Productivity', 'Web app', 'More apps and essentials'],
    latest: 'Latest release notes',
    sentence: '115 of the 117 release notes and 22 of the 206 documentation pages are representative examples, not published records.',
    key: 'Example marks them in lists, search results and feeds.',
    tooltip: 'A representative example, not a published record',
  },
  {
    name: 'de',
    prefix: '/de',
    groups: ['Abrechnung', 'Verkauf und Belege', 'Produktivität', 'Web-App', 'Weitere Apps und Grundfunktionen'],
    latest: 'Neueste Versionshinweise',
    sentence:
      '115 der 117 Versionshinweise und 22 der 206 Dokumentationsseiten sind repräsentative Beispiele, keine veröffentlichten Angaben.',
    key: 'Beispiel kennzeichnet sie in Listen, Suchergebnissen und Feeds.',
    tooltip: 'Ein repräsentatives Beispiel, keine veröffentlichte Angabe',
  },
];

/** Apps per group, in the order of config/products.ts. */
const appsPerGroup = [4, 5, 3, 2, 3];

async function open(page: Page, path: string, mode: ColourMode = 'light') {
  await page.goto(withMode(path, mode));
  await hydrated(page);
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const l of locales) {
  test(`${l.name}: the apps are grouped like the footer, each group a heading with its cards`, async ({page}) => {
    await open(page, `${l.prefix}/`);
    const apps = page.locator('section[aria-labelledby="apps"]');
    const groups = apps.locator('[data-app-group]');
    await expect(groups.getByRole('heading', {level: 3})).toHaveText(l.groups);
    for (const [i, count] of appsPerGroup.entries()) {
      const group = groups.nth(i);
      // Each group is a region named by its heading, with one card (a level-4 heading and link) per app.
      await expect(page.getByRole('region', {name: l.groups[i], exact: true})).toHaveCount(1);
      await expect(group.getByRole('heading', {level: 4})).toHaveCount(count);
      await expect(group.locator('h4 a[href*="/docs/"]')).toHaveCount(count);
    }
    await expect(apps.locator('h4 a')).toHaveCount(17);
  });

  test(`${l.name}: beside the heading, the latest release notes and the sentence on examples with the badge's legend`, async ({page}) => {
    await open(page, `${l.prefix}/`);
    const panel = page.getByRole('region', {name: l.latest});
    await expect(panel).toBeVisible();
    // The newest three, newest first (tests/build/reader-pages.test.ts checks them against the sources).
    const notes = panel.getByRole('listitem');
    await expect(notes).toHaveCount(3);
    await expect(notes.locator('a').first()).toHaveAttribute('href', `${l.prefix}/blog/connect-2025-11-04`);
    await expect(notes.locator('[data-sample-badge]')).toHaveCount(3);
    const legend = panel.locator('[data-sample-legend]');
    await expect(legend.getByText(l.sentence)).toBeVisible();
    // The badge is the key of the legend: the same word, in the same paragraph a screen reader reads.
    const key = legend.locator('p').filter({has: page.locator('[data-sample-badge]')});
    await expect(key).toHaveText(l.key);
    await expect(key.locator('[data-sample-badge]')).toHaveAttribute('title', l.tooltip);
    // Beside the heading: right of it, and starting above the heading's end.
    const [heading, box] = [await page.locator('h1').boundingBox(), await panel.boundingBox()];
    expect(box!.x).toBeGreaterThanOrEqual(heading!.x + heading!.width);
    expect(box!.y).toBeLessThan(heading!.y + heading!.height);
  });
}

test('the card of the app whose pages are all examples has the badge, with its tooltip', async ({page}) => {
  await open(page, '/');
  const badge = page.locator('[data-app-group] h4 a [data-sample-badge]');
  await expect(badge).toHaveCount(1);
  await expect(badge).toHaveAttribute('title', locales[0].tooltip);
  await expect(page.locator('[data-app-group] h4 a').filter({has: page.locator('[data-sample-badge]')})).toHaveText(
    'Record History & Favorites Example',
  );
});

// The language and mode pairs a11y.spec.ts does not check on the home page (English light, German dark).
for (const [l, mode] of [
  [locales[0], 'dark'],
  [locales[1], 'light'],
] as const) {
  test(`${l.name} (${mode}): no axe violations at 1280 and 390 px, and the page fits the phone`, async ({page}) => {
    await open(page, `${l.prefix}/`, mode);
    expect(await axeViolations(page), `1280 px, ${mode}`).toEqual([]);
    await page.setViewportSize({width: 390, height: 844});
    await expect(page.locator('[data-latest-release-notes]')).toBeVisible();
    // Below the actions on the phone, as wide as the column.
    const [actions, panel] = [
      await page.locator('header .button').last().boundingBox(),
      await page.locator('[data-latest-release-notes]').boundingBox(),
    ];
    expect(panel!.y).toBeGreaterThan(actions!.y + actions!.height);
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeViolations(page), `390 px, ${mode}`).toEqual([]);
  });
}
