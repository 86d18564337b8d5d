import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {hydrated, skipWithoutPiece, watchConsole} from './helpers';
import {siteBuildDir as buildDir} from '../../playwright.config';

test.describe('browser storage unavailable', () => {
  test.beforeEach(async ({page}) => {
    // As in browsers that block storage: every access to either storage throws.
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException(`${name} is disabled`, 'SecurityError');
          },
        });
      }
    });
  });

  test('pages render; colour toggle and announcement bar work for the session; no errors', async ({page}) => {
    const problems = watchConsole(page);
    await page.goto('/docs/');
    await hydrated(page);
    await expect(page.evaluate(() => window.localStorage.length)).rejects.toThrow(/disabled/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByText('This page crashed')).toHaveCount(0);

    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', {name: /dark and light mode/}).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');

    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toHaveCount(0);

    // Both choices hold for the session: a client-side navigation keeps them.
    await page.locator('nav.navbar').getByRole('link', {name: 'Release notes'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    // A readiness gate: the client-side navigation loads the blog's chunks first, slow on a busy machine.
    // (The URL changes before the new page renders; wait for a post title of the list.)
    await expect(page.locator('article h2 a[href^="/blog/"]').first()).toBeVisible({timeout: 15_000});
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(bar).toHaveCount(0);

    // German pages too.
    await page.goto('/de/blog/release-2025-04-15');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByText('This page crashed')).toHaveCount(0);
    expect(problems.filter((p) => !p.startsWith('warning:'))).toEqual([]);
  });
});

test.describe('JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});
  // One page of each kind, both languages. That every link of every page answers 200 is routes.spec.ts's test.
  const sample = [
    '/docs/',
    '/docs/srb/working-with-contracts/contract-renewal',
    '/docs/category/setup',
    '/de/blog',
    '/de/blog/hotfix-2025-11-03',
  ];

  for (const pagePath of sample) {
    test(`${pagePath} is readable and its links lead to pages`, async ({page, request}) => {
      const response = await page.goto(pagePath);
      expect(response?.status()).toBe(200);
      // No script ran: React never hydrated the page.
      await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
      const main = page.locator('main').first();
      await expect(main).toBeVisible();
      expect((await main.innerText()).trim().length).toBeGreaterThan(80);
      // Every same-site link in the content and the sidebars answers 200.
      const hrefs = await page
        .locator('main a[href^="/"], nav a[href^="/"]')
        .evaluateAll((links) => [...new Set(links.map((a) => (a as HTMLAnchorElement).getAttribute('href')!.split('#')[0]))]);
      expect(hrefs.length).toBeGreaterThan(3);
      for (const href of hrefs.slice(0, 10)) {
        const answer = await request.get(href, {maxRedirects: 0});
        expect(answer.status(), href).toBe(200);
      }
    });
  }

  test('a link followed without JavaScript opens the next page in full', async ({page}) => {
    await page.goto('/de/docs/');
    const link = page.locator('nav.menu a.menu__link[href^="/de/docs/"]').nth(2);
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });

  test('at 390 px the section links are shown in place of the menu', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/blog/release-2025-04-15');
    const sections = page.getByRole('navigation', {name: 'Site sections'});
    await expect(sections).toBeVisible();
    await sections.getByRole('link', {name: 'Docs'}).click();
    await expect(page).toHaveURL(/\/docs\/$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});

test('every docs page and post of the build carries its text in the HTML itself', () => {
  const files = fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('index.html') && /^(de\/)?(docs|blog)\//.test(f));
  expect(files.length).toBeGreaterThan(300);
  const empty: string[] = [];
  for (const file of files) {
    // The first <main> as text, read with patterns rather than a parser: 400 pages in a fraction of the time.
    const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
    const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
    const text = main
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    // Blog list pages show each post's title as a heading of its own preview.
    const isList = /^(de\/)?blog\/(page\/\d+\/)?index\.html$/.test(file);
    const headed = isList ? /<article\b[\s\S]*?<h2\b/.test(main) : /<h1\b/.test(html);
    if (!headed || text.length < 40) empty.push(file);
  }
  expect(empty).toEqual([]);
});

test('a route chunk that fails to load makes the page reload the target URL', async ({page}) => {
  let blocking = false;
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      navigations.push(request.url());
      blocking = false;
    }
  });
  const aborted: string[] = [];
  await page.route('**/assets/js/**', async (route) => {
    if (blocking) {
      aborted.push(route.request().url());
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });
  await page.goto('/docs/');
  await hydrated(page);
  navigations.length = 0;
  blocking = true;
  await page.locator('nav.navbar').getByRole('link', {name: 'Release notes'}).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => navigations).toEqual([expect.stringMatching(/\/blog$/)]);
  expect(aborted.length).toBeGreaterThan(0);
  await hydrated(page);
  await expect(page.locator('article').first()).toBeVisible();
});

test('a first URL with a malformed percent-encoding still hydrates, with the not-found page and no error', async ({page}) => {
  skipWithoutPiece('history-malformed-url');
  const problems = watchConsole(page);
  // Not UTF-8 once decoded, so decodeURI throws on it (nginx itself answers 400 to a cut-off escape
  // such as "%A", so the app never sees one). Inside a route section, so its routes load first.
  const response = await page.goto('/docs/srb/%E0%A4');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  // The app works: a link navigates on the client.
  await page.locator('nav.navbar').getByRole('link', {name: 'Release notes'}).click();
  await expect(page.locator('article h2 a[href^="/blog/"]').first()).toBeVisible({timeout: 15_000});
  expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
});
