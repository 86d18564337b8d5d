/**
 * The site's pages and links, over HTTP. What the host answers (statuses, redirects, headers,
 * caching, content types, not-found answers) is tested on nginx and the Cloudflare Pages runtime
 * alike by tests/hosts/, from one table of expectations.
 */
import {test, expect} from '@playwright/test';
import {sitemapPaths} from './helpers';
import {loadHtml} from '../html';

/** Routes of SPEC §2 that exist so far, checked in both locales even if a sitemap ever forgets them. */
const specRoutes = [
  '/',
  '/imprint',
  '/markdown-page',
  '/docs/',
  '/docs/mdx',
  '/docs/category/general',
  '/docs/msp/welcome',
  '/docs/general/essentials/welcome',
  '/blog',
  '/blog/archive',
  '/blog/tags',
  '/web-api',
];

const localized = (route: string) => [route, route === '/' ? '/de/' : `/de${route}`];

/** Runs `work` on every item, `parallel` at a time. */
async function eachInParallel<T>(items: T[], parallel: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({length: parallel}, worker));
}

/**
 * Same-origin URLs a page links to or loads (path and query, no fragment). Connection hints
 * name an origin, not a resource: the search theme's preconnect with the embedded index names
 * none at all (EMBEDDED_APP_ID in plugins/search/settings.ts).
 */
function linksOf(html: string, pagePath: string): string[] {
  const $ = loadHtml(html);
  const base = new URL(pagePath, 'http://site');
  return $('a[href], link[href]:not([rel~="preconnect"], [rel~="dns-prefetch"]), script[src], img[src], source[src], iframe[src]')
    .toArray()
    .flatMap((element) => {
      const url = new URL($(element).attr('href') ?? $(element).attr('src') ?? '', base);
      return url.origin === base.origin ? [url.pathname + url.search] : [];
    });
}

test('every page of both sitemaps answers 200 with the locale in <html lang>, and so does everything it links to', async ({request}) => {
  test.setTimeout(300_000);
  const paths = sitemapPaths();
  expect(paths.filter((p) => p.startsWith('/de/')).length).toBeGreaterThan(10);
  expect(paths.filter((p) => !p.startsWith('/de/')).length).toBeGreaterThan(10);
  const problems: string[] = [];
  /** Each same-origin link with the first page that has it. */
  const linkedFrom = new Map<string, string>();
  await eachInParallel(paths, 4, async (path) => {
    const response = await request.get(path, {maxRedirects: 0});
    if (response.status() !== 200) return void problems.push(`${path}: status ${response.status()}`);
    const html = await response.text();
    const lang = path.startsWith('/de/') ? 'de' : 'en';
    if (!new RegExp(`<html[^>]* lang="?${lang}[" >]`).test(html)) problems.push(`${path}: <html lang> is not ${lang}`);
    for (const link of linksOf(html, path)) if (!linkedFrom.has(link)) linkedFrom.set(link, path);
  });
  expect(linkedFrom.size).toBeGreaterThan(paths.length);
  await eachInParallel([...linkedFrom.keys()], 4, async (link) => {
    // HEAD: the status is the question, not the body.
    const response = await request.head(link, {maxRedirects: 0});
    if (response.status() !== 200) problems.push(`${link} (linked from ${linkedFrom.get(link)}): status ${response.status()}`);
  });
  expect(problems).toEqual([]);
});

for (const route of specRoutes.flatMap(localized)) {
  test(`SPEC route ${route} answers 200`, async ({request}) => {
    expect((await request.get(route, {maxRedirects: 0})).status()).toBe(200);
  });
}

test('the not-found pages are in their locale’s language', async ({request, page}) => {
  for (const [path, heading] of [
    ['/no/such/page', 'Page Not Found'],
    ['/de/gibt/es/nicht', 'Seite nicht gefunden'],
    ['/404', 'Page Not Found'],
    ['/de/404', 'Seite nicht gefunden'],
  ]) {
    const response = await request.get(path, {maxRedirects: 0});
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain(heading);
  }
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});

test('robots.txt names the German sitemap', async ({request}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/\S+\/de\/sitemap\.xml$/m);
});
