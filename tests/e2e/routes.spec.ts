import http from 'node:http';
import {test, expect, type APIRequestContext, type APIResponse} from '@playwright/test';
import {loadHtml} from '../html';
import {cacheControl, hashedFileHeaderNames, redirects, securityHeaders} from '../../deploy/site-rules';
import {sitePort} from '../../playwright.config';
import {sitemapPaths} from './helpers';
import {offsitePaths} from '../fixtures/offsite-paths';

/** Sends the path exactly as written (URL parsers would turn `\\` into `/`, and `//host` into another host). */
function rawGet(path: string): Promise<{status: number; location?: string}> {
  return new Promise((resolve, reject) => {
    http
      .get({host: '127.0.0.1', port: sitePort, path}, (response) => {
        response.resume();
        resolve({status: response.statusCode ?? 0, location: response.headers.location});
      })
      .on('error', reject);
  });
}

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
 * none at all (EMBEDDED_APP_ID in config/search.ts).
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
    const response = await request.get(link, {maxRedirects: 0});
    if (response.status() !== 200) problems.push(`${link} (linked from ${linkedFrom.get(link)}): status ${response.status()}`);
  });
  expect(problems).toEqual([]);
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

test('moved pages: the old path answers 301 to the new one, which answers 200, in each locale', async ({request}) => {
  expect(redirects.map((r) => r.from)).toEqual(expect.arrayContaining(['/docs/msp', '/de/docs/general/essentials']));
  for (const {from, to} of redirects) {
    const response = await request.get(from, {maxRedirects: 0});
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers()['location'], 'http://site').pathname, from).toBe(to);
    expect((await request.get(to, {maxRedirects: 0})).status(), to).toBe(200);
  }
});

test('the .html normalisation never redirects to another host', async () => {
  for (const path of offsitePaths) {
    const {status, location} = await rawGet(path);
    if (location !== undefined) expect(location, `${path} → ${location}`).toMatch(/^\/(?![/\\]|%2f|%5c)/i);
    expect([301, 404], path).toContain(status);
  }
});

test('the not-found pages answer 404 at their own paths too', async ({request}) => {
  const en = await request.get('/404', {maxRedirects: 0});
  expect(en.status()).toBe(404);
  expect(await en.text()).toContain('Page Not Found');
  const de = await request.get('/de/404', {maxRedirects: 0});
  expect(de.status()).toBe(404);
  expect(await de.text()).toContain('Seite nicht gefunden');
  expect((await request.get('/_headers', {maxRedirects: 0})).status()).toBe(404);
});

/** Every header of deploy/site-rules.ts; the policy's inline-script hashes depend on the build, so only its fixed part is compared. */
function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  for (const {name, value} of securityHeaders({scriptHashes: [], connectHosts: []})) {
    if (name === 'Content-Security-Policy') {
      expect(headers['content-security-policy'], `${what}: ${name}`).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy'], `${what}: ${name}`).toMatch(/script-src 'self' 'sha256-/);
    } else {
      expect(headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
    }
  }
}

/** The path of main.js on the home page: a <script src> in Docusaurus' template, a preload <link href> in the layer's (start-after-paint). */
async function mainScript(request: APIRequestContext): Promise<string> {
  const script = (await (await request.get('/')).text()).match(/(?:href|src)="?(\/assets\/js\/main\.[^" >]+\.js)/)?.[1];
  expect(script, 'main.js on the home page').toBeTruthy();
  return script!;
}

test('every kind of response carries the security headers', async ({request}) => {
  const home = await request.get('/');
  expectSecurityHeaders(home, '200 page');
  expect(home.headers()['cache-control']).toBe(cacheControl.everythingElse.value);
  const redirect = await request.get('/imprint.html', {maxRedirects: 0});
  expect(redirect.status()).toBe(301);
  expectSecurityHeaders(redirect, '301 redirect');
  const notFound = await request.get('/missing');
  expect(notFound.status()).toBe(404);
  expectSecurityHeaders(notFound, '404 page');
  const asset = await request.get(await mainScript(request), {headers: {'Accept-Encoding': 'gzip'}});
  // A hashed file carries only the headers that act on a fetched file (deploy/site-rules.ts).
  for (const {name, value} of securityHeaders({scriptHashes: [], connectHosts: []})) {
    const sent = asset.headers()[name.toLowerCase()];
    if ((hashedFileHeaderNames as readonly string[]).includes(name)) expect(sent, `hashed file: ${name}`).toBe(value);
    else expect(sent, `hashed file: ${name}`).toBeUndefined();
  }
  const missingAsset = await request.get('/assets/js/main.0000000.js');
  expect(missingAsset.status()).toBe(404);
  expectSecurityHeaders(missingAsset, '404 under /assets/');
});

test('answers under /assets/ that are not a file carry the document headers', async ({request}) => {
  const missing = await request.get('/assets/does-not-exist.js', {maxRedirects: 0});
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(missing.headers()['x-frame-options']).toBe('DENY');
  // An error nginx answers in /assets/ itself, with a page of its own.
  const notAllowed = await request.post(await mainScript(request), {maxRedirects: 0});
  expect(notAllowed.status()).toBe(405);
  expectSecurityHeaders(notAllowed, '405 under /assets/');
});

test('paths with repeated slashes redirect to the path with single slashes', async () => {
  expect(await rawGet('/de//docs/srb')).toEqual({status: 301, location: '/de/docs/srb'});
  expect(await rawGet('//docs//srb?x=1')).toEqual({status: 301, location: '/docs//srb?x=1'});
  expect(await rawGet('/docs//srb?x=1')).toEqual({status: 301, location: '/docs/srb?x=1'});
});

test('only existing hashed files are cached for a year', async ({request}) => {
  const asset = await request.get(await mainScript(request), {headers: {'Accept-Encoding': 'gzip'}});
  expect(asset.headers()['cache-control']).toBe(cacheControl.hashedFiles.value);
  const missing = await request.get('/assets/js/main.0000000.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe(cacheControl.everythingElse.value);
});

test('robots.txt and the social images are served as text and PNG, revalidated like every unhashed file', async ({request}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain\b/);
  expect(robots.headers()['cache-control']).toBe(cacheControl.everythingElse.value);
  expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/\S+\/de\/sitemap\.xml$/m);
  expectSecurityHeaders(robots, 'robots.txt');
  const home = loadHtml(await (await request.get('/de/')).text());
  const image = new URL(home('meta[property="og:image"]').attr('content') ?? '').pathname;
  const png = await request.get(image);
  expect(png.status(), image).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
});
