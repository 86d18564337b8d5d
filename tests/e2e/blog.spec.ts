import {test, expect, type Page} from '@playwright/test';
import {hydrated} from './helpers';

/**
 * The release-note blog in both languages as only a browser shows it: list entries' sizes and
 * line breaks, and the sidebar's links. What the built pages hold (paging, tags, posts, the
 * archive, the obsoleted page) is tests/build/blog-output.test.ts' and reader-pages.test.ts';
 * paging through the router, blog-lists.spec.ts'.
 */
const locales = [
  {locale: 'en', prefix: '/', readMore: 'Read the full note'},
  {locale: 'de', prefix: '/de/', readMore: 'Ganzen Beitrag lesen'},
];

const posts = (page: Page) => page.locator('main article');

for (const l of locales) {
  test.describe(l.locale, () => {
    for (const [width, titleSize] of [
      [1280, '28px'],
      [390, '24px'],
    ] as const) {
      test(`list pages at ${width} px: titles at the size of list entries, "${l.readMore}" on one line`, async ({page}) => {
        await page.setViewportSize({width, height: 844});
        for (const path of [`${l.prefix}blog`, `${l.prefix}blog/tags/fix`]) {
          await page.goto(path);
          await hydrated(page);
          for (const article of (await posts(page).all()).slice(0, 5)) {
            await expect(article.locator('header h2')).toHaveCSS('font-size', titleSize);
            const readMore = article.locator('footer a[aria-label]');
            await expect(readMore).toHaveText(l.readMore);
            // An inline link broken over two lines has a box per line.
            expect(await readMore.evaluate((a) => a.getClientRects().length), `${path}: ${await readMore.getAttribute('href')}`).toBe(1);
          }
        }
        // The post's own page keeps its large title.
        await page.goto(`${l.prefix}blog/release-2024-12-30`);
        await expect(page.locator('article header h1')).toHaveCSS('font-size', width === 1280 ? '48px' : '32px');
      });
    }
  });
}

test.describe('blog sidebar links', () => {
  test('a click opens the post in place, marks it current and keeps the page loaded', async ({page}) => {
    await page.goto('/blog/release-2025-04-15');
    await hydrated(page);
    const sidebar = page.locator('aside nav');
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', '/blog/release-2025-04-15');
    await page.evaluate(() => ((window as unknown as {notReloaded: boolean}).notReloaded = true));
    const target = sidebar.locator('a[href="/blog/obsoleted"]');
    await target.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog\/obsoleted$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Obsoleted functions');
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', '/blog/obsoleted');
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded)).toBe(true);
    // The browser's Back button returns to the first post.
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\/release-2025-04-15$/);
  });

  test('a click with Ctrl opens a new tab and leaves this page as it is', async ({page, context}) => {
    await page.goto('/blog');
    await hydrated(page);
    const link = page.locator('aside nav a[href="/blog/obsoleted"]');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click({modifiers: ['Control']})]);
    // The new tab starts at about:blank: wait for the post itself.
    await tab.waitForURL((url) => url.pathname === '/blog/obsoleted');
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test('at phone width the menu lists the posts; choosing one opens it and closes the menu', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/blog');
  await hydrated(page);
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const menu = page.locator('.navbar-sidebar');
  await expect(menu.locator('a.menu__link[href^="/blog/"]')).toHaveCount(117);
  await menu.locator('a[href="/blog/obsoleted"]').click();
  await expect(page).toHaveURL(/\/blog\/obsoleted$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Obsoleted functions');
  await expect(menu).toBeHidden();
});
