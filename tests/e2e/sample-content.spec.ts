import {test, expect, type Page} from '@playwright/test';
import {hydrated} from './helpers';
import {axeViolations, withMode, type ColourMode} from '../../scripts/a11y/axe';

// Example content (`sample: true`) as readers meet it: the notice at the top of
// an example post and page, in both languages and colour modes, at desktop and
// phone width, without axe violations; the badge in lists, as a word of its
// own in the names assistive technology reads. axe checks the page's <main>, where
// the notice and the badges are; a11y.spec.ts checks the whole page.

const examples = [
  {kind: 'post', path: '/blog/feature-2025-03-18', title: 'Feature release 18 March 2025'},
  {kind: 'doc page', path: '/docs/cp/activation', title: 'Activation'},
];
const locales = [
  {name: 'en', prefix: '', notice: 'Example content', word: /\bexample\b/i},
  {name: 'de', prefix: '/de', notice: 'Beispielinhalt', word: /Beispiel/},
];

async function open(page: Page, path: string, mode: ColourMode) {
  await page.goto(withMode(path, mode));
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

/** The notice is visible above the page's title, says what it is, and fits the page's width. */
async function expectNotice(page: Page, locale: (typeof locales)[number]) {
  const notice = page.getByRole('note').filter({hasText: locale.notice});
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(locale.word);
  const title = page.locator('h1').first();
  const [noticeBox, titleBox] = [await notice.boundingBox(), await title.boundingBox()];
  expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(titleBox!.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** The mode the phone checks an example in; the desktop checks it for axe in the other. */
const phoneMode = (i: number): ColourMode => (i % 2 ? 'light' : 'dark');

for (const [i, example] of examples.entries()) {
  for (const locale of locales) {
    test(`an example ${example.kind} (${locale.name}) shows the notice above its title, light and dark, with no axe violations`, async ({
      page,
    }) => {
      for (const mode of ['light', 'dark'] as const) {
        await open(page, locale.prefix + example.path, mode);
        await expectNotice(page, locale);
        if (mode !== phoneMode(i)) expect(await axeViolations(page, {within: 'main'}), `${example.path} (${mode})`).toEqual([]);
      }
    });
  }
}

test.describe('390 px', () => {
  test.use({viewport: {width: 390, height: 844}});
  for (const [i, example] of examples.entries()) {
    for (const locale of locales) {
      const mode = phoneMode(i);
      test(`an example ${example.kind} (${locale.name}, ${mode}) shows the notice and fits the phone`, async ({page}) => {
        await open(page, locale.prefix + example.path, mode);
        await expectNotice(page, locale);
        expect(await axeViolations(page, {within: 'main'})).toEqual([]);
      });
    }
  }

  test('the blog list with its badges fits the phone, with no axe violations', async ({page}) => {
    await open(page, '/de/blog', 'dark');
    await expect(page.locator('main article [data-sample-badge]').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page, {within: 'main'})).toEqual([]);
  });
});

test('a sourced post has no notice', async ({page}) => {
  await open(page, '/blog/archive-srb-2023-09-30', 'light');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('[data-sample-notice]')).toHaveCount(0);
});

/** The names Chromium's accessibility tree gives the page's links and headings (what screen readers read). */
async function accessibleNames(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const {nodes} = (await cdp.send('Accessibility.getFullAXTree')) as {nodes: {role?: {value: string}; name?: {value: string}}[]};
  return nodes.filter((n) => ['link', 'heading'].includes(n.role?.value ?? '')).map((n) => n.name?.value ?? '');
}

test('the badge is a word of its own in the names of list entries and doc cards', async ({page}) => {
  await open(page, '/blog', 'light');
  const blog = await accessibleNames(page);
  // Sidebar and archive-style links end with the badge; the list's title row keeps it next to the heading.
  expect(blog).toContain('Feature release 18 March 2025 Example');
  await open(page, '/de/docs/category/cockpit', 'dark');
  expect((await accessibleNames(page)).some((name) => /^📄️ ?Beispiel Aktivierung$/u.test(name))).toBe(true);
});

/** The look of a badge: what makes it read as the same mark wherever it stands. */
async function badgeLook(page: Page, selector: string): Promise<Record<string, string>> {
  return page
    .locator(selector)
    .first()
    .evaluate((badge) => {
      const style = getComputedStyle(badge);
      const props = ['color', 'background-color', 'border-top-color', 'border-top-width', 'border-top-style', 'border-top-left-radius'];
      return Object.fromEntries(
        [...props, 'font-size', 'font-weight', 'line-height', 'padding-left', 'padding-right'].map((p) => [p, style.getPropertyValue(p)]),
      );
    });
}

for (const mode of ['light', 'dark'] as const) {
  test(`the badge has one look in lists and in search hits (${mode})`, async ({page}) => {
    await open(page, '/blog', mode);
    const inList = await badgeLook(page, 'main article [data-sample-badge]');
    // Not only a colour: a word, and a tooltip that says what it means.
    await expect(page.locator('main article [data-sample-badge]').first()).toHaveAttribute(
      'title',
      'A representative example, not a published record',
    );
    expect(await badgeLook(page, 'aside nav [data-sample-badge]')).toEqual(inList);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('cockpit activation');
    const hit = '.DocSearch-Hit .search-sample-marker';
    await expect(page.locator(hit).first()).toBeVisible();
    expect(await badgeLook(page, hit)).toEqual(inList);
    // The selected hit changes the colours around the badge, not the badge's.
    await page.keyboard.press('ArrowDown');
    expect(await badgeLook(page, `.DocSearch-Hit[aria-selected="true"] .search-sample-marker`)).toEqual(inList);
    // Amber, not the link colour: the badge brings its own background.
    expect(inList['background-color']).not.toBe('rgba(0, 0, 0, 0)');
  });
}

for (const locale of [
  {...locales[0], tooltip: 'A representative example, not a published record', sentence: /^115 of the 117 release notes and 22 of the 206/},
  {
    ...locales[1],
    tooltip: 'Ein repräsentatives Beispiel, keine veröffentlichte Angabe',
    sentence: /^115 der 117 Versionshinweise und 22 der 206/,
  },
]) {
  test(`${locale.name}: the badge explains itself as a tooltip, and the blog list pages explain it in their text`, async ({page}) => {
    await open(page, `${locale.prefix}/blog`, 'light');
    await expect(page.locator('main article [data-sample-badge]').first()).toHaveAttribute('title', locale.tooltip);
    await expect(page.locator('aside nav [data-sample-badge]').first()).toHaveAttribute('title', locale.tooltip);
    // The legend above the list: the sentence, the badge as its key, and the release notes on record.
    const legend = page.locator('main [data-sample-legend]');
    await expect(legend).toHaveCount(1);
    const first = await page.locator('main article').first().boundingBox();
    expect((await legend.boundingBox())!.y).toBeLessThan(first!.y);
    await expect(legend.locator('p').first()).toHaveText(locale.sentence);
    await expect(legend.locator('p').filter({has: page.locator('[data-sample-badge]')})).toContainText(
      /^\s*(Example marks them|Beispiel kennzeichnet sie) /,
    );
    await expect(legend.locator('[data-sourced-links] a')).toHaveCount(2);
    await expect(legend.locator('[data-sourced-links] a').first()).toHaveAttribute('href', `${locale.prefix}/blog/archive-srb-2023-09-30`);
    // Every page of the list says so the same way; a post's own page has its notice instead.
    await open(page, `${locale.prefix}/blog/page/12`, 'dark');
    await expect(page.locator('main [data-sample-legend] p').first()).toHaveText(locale.sentence);
    expect(await axeViolations(page, {within: 'main'})).toEqual([]);
    await open(page, `${locale.prefix}/blog/release-2025-04-15`, 'dark');
    await expect(page.locator('[data-sample-notice]')).toBeVisible();
    await expect(page.locator('[data-sample-legend]')).toHaveCount(0);
  });
}
