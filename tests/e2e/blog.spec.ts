import {test, expect, type Page} from '@playwright/test';
import {hydrated} from './helpers';

/** The release-note blog in both languages: paging, tags, a post, the archive and the obsoleted page. */
const locales = [
  {
    locale: 'en',
    prefix: '/',
    older: 'Older entries',
    newer: 'Newer entries',
    readingTime: /min read/,
    readMore: 'Read the full note',
    fixHeading: /^106 posts tagged with “Fix”$/,
    archive: 'Archive',
    obsoleted: 'Obsoleted functions',
    tags: 'Tags',
  },
  {
    locale: 'de',
    prefix: '/de/',
    older: 'Ältere Einträge',
    newer: 'Neuere Einträge',
    readingTime: /Lesezeit/,
    readMore: 'Ganzen Beitrag lesen',
    fixHeading: /^106 Beiträge mit dem Schlagwort „Fehlerbehebung“$/,
    archive: 'Archiv',
    obsoleted: 'Abgekündigte Funktionen',
    tags: 'Schlagwörter',
  },
];

const posts = (page: Page) => page.locator('main article');

for (const l of locales) {
  test.describe(l.locale, () => {
    test('list pages: 10 posts each, older and newer links, the 12th page with 7 and no older link', async ({page}) => {
      await page.goto(`${l.prefix}blog`);
      await hydrated(page);
      await expect(posts(page)).toHaveCount(10);
      // A link text that says where it leads ("Read more" is too vague for link lists and search engines).
      await expect(posts(page).first().locator('footer a[aria-label]')).toHaveText(l.readMore);
      await expect(page.getByRole('link', {name: l.newer})).toHaveCount(0);
      await page.getByRole('link', {name: l.older}).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}blog/page/2$`));
      await expect(posts(page)).toHaveCount(10);
      await page.getByRole('link', {name: l.newer}).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}blog$`));
      await page.goto(`${l.prefix}blog/page/11`);
      await hydrated(page);
      await page.getByRole('link', {name: l.older}).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}blog/page/12$`));
      await expect(posts(page)).toHaveCount(7);
      await expect(page.getByRole('link', {name: l.older})).toHaveCount(0);
      await expect(page.getByRole('link', {name: l.newer})).toHaveAttribute('href', `${l.prefix}blog/page/11`);
    });

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

    test('tag pages: from a post to its tag, paged 10 at a time, and the tags overview', async ({page}) => {
      await page.goto(`${l.prefix}blog/tags/fix`);
      await hydrated(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(l.fixHeading);
      await expect(posts(page)).toHaveCount(10);
      await page.getByRole('link', {name: l.older}).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}blog/tags/fix/page/2$`));
      await expect(posts(page)).toHaveCount(10);
      await page.goto(`${l.prefix}blog/tags/fix/page/11`);
      await expect(posts(page)).toHaveCount(6);
      await expect(page.getByRole('link', {name: l.older})).toHaveCount(0);
      await page.goto(`${l.prefix}blog/tags/project-billing/page/7`);
      await expect(posts(page)).not.toHaveCount(0);
      await page.goto(`${l.prefix}blog/tags`);
      await hydrated(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(l.tags);
      await page.locator(`main a[href="${l.prefix}blog/tags/usage-based-billing"]`).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}blog/tags/usage-based-billing$`));
      await expect(posts(page).first()).toBeVisible();
    });

    test('a post shows its date, reading time and tags, and its tags lead to the tag page', async ({page}) => {
      await page.goto(`${l.prefix}blog/release-2024-12-30`);
      await hydrated(page);
      const header = page.locator('article header');
      await expect(header.locator('time')).toHaveAttribute('datetime', /^2024-12-30/);
      await expect(header).toContainText(l.readingTime);
      const tags = page.locator('article footer a[rel="tag"]');
      await expect(tags.first()).toBeVisible();
      const href = await tags.first().getAttribute('href');
      expect(href).toMatch(new RegExp(`^${l.prefix}blog/tags/`));
      await tags.first().click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(posts(page).filter({has: page.locator(`a[href="${l.prefix}blog/release-2024-12-30"]`)})).not.toHaveCount(0);
    });

    test('the archive lists every post by year, newest first, the oldest from 30 September 2023', async ({page}) => {
      await page.goto(`${l.prefix}blog/archive`);
      await hydrated(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(l.archive);
      await expect(page.locator('main section h2')).toHaveText(['2025', '2024', '2023']);
      await expect(page.locator(`main section li a[href^="${l.prefix}blog/"]`)).toHaveCount(117);
      await expect(page.locator('main section li a').first()).toHaveAttribute('href', `${l.prefix}blog/connect-2025-11-04`);
      // In the list (the legend above it links the release notes on record, this one too).
      await expect(page.locator(`main section li a[href="${l.prefix}blog/archive-ubb-2023-09-30"]`)).toBeVisible();
    });

    test('the obsoleted page is a post of its own, listed in the sidebar', async ({page}) => {
      await page.goto(`${l.prefix}blog/obsoleted`);
      await hydrated(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(l.obsoleted);
      await expect(page.locator('article header')).toContainText(l.readingTime);
      await expect(page.locator('aside nav a', {hasText: l.obsoleted})).toHaveAttribute('aria-current', 'page');
    });
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
