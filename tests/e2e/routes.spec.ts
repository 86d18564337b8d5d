import {test, expect} from '@playwright/test';
import {sitemapPaths} from './helpers';

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

test('every page of both sitemaps answers 200 with the locale in <html lang>', async ({request}) => {
  const paths = sitemapPaths();
  expect(paths.filter((p) => p.startsWith('/de/')).length).toBeGreaterThan(10);
  expect(paths.filter((p) => !p.startsWith('/de/')).length).toBeGreaterThan(10);
  for (const path of paths) {
    const response = await request.get(path, {maxRedirects: 0});
    expect(response.status(), path).toBe(200);
    const lang = path.startsWith('/de/') ? 'de' : 'en';
    expect(await response.text(), path).toMatch(new RegExp(`<html[^>]* lang="?${lang}[" >]`));
  }
});

for (const route of specRoutes.flatMap(localized)) {
  test(`SPEC route ${route} answers 200`, async ({request}) => {
    expect((await request.get(route, {maxRedirects: 0})).status()).toBe(200);
  });
}

test('an unknown route gets the not-found page with status 404 in each locale', async ({request, page}) => {
  const en = await request.get('/no/such/page');
  expect(en.status()).toBe(404);
  expect(await en.text()).toContain('Page Not Found');
  const de = await request.get('/de/gibt/es/nicht');
  expect(de.status()).toBe(404);
  expect(await de.text()).toContain('Seite nicht gefunden');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});

test('paths ending in .html or index.html redirect to the bare path', async ({request}) => {
  const cases: [string, string][] = [
    ['/index.html', '/'],
    ['/imprint.html', '/imprint'],
    ['/docs/index.html', '/docs'],
    ['/de/imprint.html?x=1', '/de/imprint?x=1'],
    ['/de/index.html', '/de'],
  ];
  for (const [from, to] of cases) {
    const response = await request.get(from, {maxRedirects: 0});
    expect(response.status(), from).toBe(301);
    expect(response.headers()['location'], from).toBe(to);
  }
});

test('responses carry the security headers and hashed assets are cached for a year', async ({request}) => {
  const home = await request.get('/');
  const headers = home.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cache-control']).toBe('no-cache');
  const script = (await home.text()).match(/href="?(\/assets\/js\/main\.[^" >]+\.js)/)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!, {headers: {'Accept-Encoding': 'gzip'}});
  expect(asset.headers()['cache-control']).toContain('immutable');
  expect(asset.headers()['content-security-policy']).toBeTruthy();
  const notFound = await request.get('/missing');
  expect(notFound.headers()['x-content-type-options']).toBe('nosniff');
});
