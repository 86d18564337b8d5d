import {test, expect, type Page} from '@playwright/test';
import {hydrated, watchConsole} from './helpers';
import {axeViolations, withMode, type ColourMode} from '../../scripts/a11y/axe';

// "Copy page" with its menu (src/components/PageActions) and "Was this page helpful?"
// (src/components/PageFeedback) as readers use them: by mouse and by keyboard, in both
// languages, with no axe violations and no console errors or CSP violations. axe checks
// the page's <main>, where both blocks are; a11y.spec.ts checks the whole page.

const locales = [
  {
    name: 'en',
    prefix: '',
    copy: 'Copy page',
    copiedLabel: 'Copied',
    copied: 'Copied as Markdown',
    question: 'Was this page helpful?',
    no: 'No',
    yes: 'Yes',
  },
  {
    name: 'de',
    prefix: '/de',
    copy: 'Seite kopieren',
    copiedLabel: 'Kopiert',
    copied: 'Als Markdown kopiert',
    question: 'War diese Seite hilfreich?',
    no: 'Nein',
    yes: 'Ja',
  },
];
const docPath = '/docs/pb/posting-documents';
const postPath = '/blog/release-2025-04-15';

/** Pauses the page's clock at about its present time, which runs on while the test asks for it: asked again when it passed. */
async function pauseClock(page: Page): Promise<void> {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 50);
      return;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
}

async function open(page: Page, path: string, mode: ColourMode = 'light') {
  await page.goto(withMode(path, mode));
  await hydrated(page);
}

for (const locale of locales) {
  test(`${locale.name}: "${locale.copy}" copies the page's Markdown, on a doc page and a release note`, async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const problems = watchConsole(page);
    for (const path of [docPath, postPath]) {
      await open(page, locale.prefix + path);
      await page.getByRole('button', {name: locale.copy, exact: true}).click();
      await expect(page.locator('[data-page-actions]').getByRole('status')).toHaveText(locale.copied);
      const expected = await (await page.request.get(`${locale.prefix}${path}.md`)).text();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(expected);
      expect(copied).toMatch(/^# \S/);
      expect(copied).not.toContain('<');
    }
    expect(problems).toEqual([]);
  });

  test(`${locale.name}: the button says "${locale.copiedLabel}" in its own width, moves nothing, and offers to copy again`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The page's own clock, paused once the page is there: "Copied" stays until the test moves the clock on.
    await page.clock.install();
    for (const width of [1280, 390]) {
      await page.setViewportSize({width, height: 844});
      await open(page, locale.prefix + postPath);
      await pauseClock(page);
      const block = page.locator('[data-page-actions]');
      const copy = block.getByRole('button', {name: locale.copy, exact: true});
      // The copy button by its place, whatever it says.
      const boxes = async () =>
        Promise.all([
          block.locator('button').first().boundingBox(),
          block.locator('button[aria-haspopup]').boundingBox(),
          page.locator('h1').boundingBox(),
        ]);
      const before = await boxes();
      await copy.click();
      const copied = block.getByRole('button', {name: locale.copiedLabel, exact: true});
      await expect(copied).toBeVisible();
      await expect(block.getByRole('status')).toHaveText(locale.copied);
      expect(await boxes(), `${width} px`).toEqual(before);
      // A few seconds later it is the copy button again.
      await page.clock.fastForward(10_000);
      await expect(copy).toBeVisible();
      await expect(block.getByRole('status')).toHaveText('');
      await page.clock.resume();
    }
  });

  test(`${locale.name}: the title has the column's width: "${locale.copy}" ends the breadcrumbs' or the date's line, at 1280 and 390 px`, async ({
    page,
  }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({width, height: 844});
      for (const [path, line] of [
        [docPath, 'nav.theme-doc-breadcrumbs'],
        [postPath, '[data-post-info]'],
        ['/docs/cp/activation', 'nav.theme-doc-breadcrumbs'],
      ]) {
        await open(page, locale.prefix + path);
        const [actions, title, row] = await Promise.all(
          [page.locator('[data-page-actions]'), page.locator('h1').first(), page.locator(line).first()].map((l) => l.boundingBox()),
        );
        const where = `${path} at ${width} px`;
        // Not beside the title: above it (doc) or below it (post), on the line of the breadcrumbs or the date, at the title's end.
        expect(actions!.y + actions!.height <= title!.y || actions!.y >= title!.y + title!.height, where).toBe(true);
        expect(actions!.y, where).toBeLessThan(row!.y + row!.height);
        expect(actions!.y + actions!.height, where).toBeGreaterThan(row!.y);
        expect(Math.abs(actions!.x + actions!.width - (title!.x + title!.width)), where).toBeLessThanOrEqual(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), where).toBe(true);
      }
    }
  });

  test(`${locale.name}: on a phone the breadcrumbs leave out the current page, which the title names; wider, they show it`, async ({
    page,
  }) => {
    for (const [width, shown] of [
      [390, false],
      [1280, true],
    ] as const) {
      await page.setViewportSize({width, height: 844});
      await open(page, locale.prefix + '/docs/srb/working-with-contracts/contract-renewal');
      const current = page.locator('.breadcrumbs__item--active');
      await expect(current, `${width} px`).toBeVisible({visible: shown});
      // The crumb before it has no separator pointing at nothing.
      const separator = await page
        .locator('.breadcrumbs__item')
        .nth(-2)
        .evaluate((item) => getComputedStyle(item, '::after').display);
      expect(separator === 'none', `${width} px`).toBe(!shown);
    }
  });

  test(`${locale.name}: the menu beside it opens by keyboard, moves with arrows, closes with Escape and returns focus`, async ({page}) => {
    await open(page, locale.prefix + docPath);
    const toggle = page.locator('[data-page-actions] button[aria-haspopup="menu"]');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toBeFocused();
    await expect(items.first()).toHaveAttribute('href', `${locale.prefix}${docPath}.md`);
    await expect(items.nth(1)).toHaveAttribute('href', `${locale.prefix}/llms.txt`);
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    expect(await axeViolations(page, {within: 'main'})).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test(`${locale.name}: feedback by keyboard: an answer, a comment, a pre-filled issue or e-mail, thanks, and remembered`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await open(page, locale.prefix + docPath);
    const block = page.locator('[data-page-feedback]');
    const group = block.getByRole('group', {name: locale.question});
    await expect(group).toBeVisible();
    // No request leaves the page for feedback until the reader sends it.
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await group.getByRole('button', {name: locale.no}).focus();
    await page.keyboard.press('Space');
    await expect(group.getByRole('button', {name: locale.no})).toHaveAttribute('aria-pressed', 'true');
    const comment = block.getByRole('textbox');
    await expect(comment).toBeVisible();
    await comment.fill('The screenshots are missing.');
    const send = block.getByRole('link');
    // As large as the answers next to it, not a small print of them.
    const yesFont = await group.getByRole('button', {name: locale.yes}).evaluate((b) => getComputedStyle(b).fontSize);
    await expect(send).toHaveCSS('font-size', yesFont);
    expect((await send.boundingBox())!.height).toBeGreaterThanOrEqual(
      (await group.getByRole('button', {name: locale.yes}).boundingBox())!.height,
    );
    const href = (await send.getAttribute('href'))!;
    const text = decodeURIComponent(href.replace(/\+/g, ' '));
    expect(href).toMatch(/^(mailto:|https:\/\/github\.com\/[^/]+\/[^/]+\/issues\/new\?)/);
    expect(text).toContain(`${locale.prefix}${docPath}`);
    expect(text).toContain(`Language: ${locale.name}`);
    expect(text).toContain('Helpful: no');
    expect(text).toContain('The screenshots are missing.');
    expect(await axeViolations(page, {within: 'main'})).toEqual([]);
    // Opening the mail program or GitHub is the browser's business; the page only thanks.
    await page.evaluate(() =>
      document.addEventListener(
        'click',
        (event) => (event.target as Element).closest('[data-page-feedback] a') && event.preventDefault(),
        true,
      ),
    );
    await send.focus();
    await page.keyboard.press('Enter');
    await expect(block.getByRole('status')).not.toBeEmpty();
    await expect(group.getByRole('button', {name: locale.no})).toBeFocused();
    expect(requests.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('site.feedback')))).toEqual([
      `site.feedback.answered:${locale.prefix}${docPath}`,
    ]);
    expect(await page.context().cookies()).toEqual([]);
    await page.reload();
    await hydrated(page);
    await expect(block.getByRole('group')).toHaveCount(0);
    await expect(block).toContainText(locale.name === 'de' ? 'bereits' : 'already');
    expect(problems).toEqual([]);
  });
}

test('the blocks have no axe violations in dark mode and fit a 390 px screen', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  for (const path of [docPath, `/de${postPath}`]) {
    await open(page, path, 'dark');
    await expect(page.locator('[data-page-actions]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page, {within: 'main'}), path).toEqual([]);
  }
});

test('a printed page has no "Copy page"', async ({page}) => {
  await open(page, docPath);
  await expect(page.locator('[data-page-actions]')).toBeVisible();
  await page.emulateMedia({media: 'print'});
  await expect(page.locator('[data-page-actions]')).toBeHidden();
});

test('API reference pages and doc category pages offer neither block', async ({page}) => {
  for (const path of ['/web-api', '/docs/category/project-billing']) {
    await open(page, path);
    await expect(page.locator('[data-page-actions], [data-page-feedback]')).toHaveCount(0);
  }
});
