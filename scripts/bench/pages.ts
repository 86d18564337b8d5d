/**
 * First-visit weight per page type: what a browser with an empty cache
 * downloads for the page (transfer sizes, gzip as nginx serves it in
 * production) until the network is idle, and whether any third-party
 * resource blocks rendering.
 */
import {chromium, type Browser} from '@playwright/test';
import type {BenchContext, BenchSection} from './types';
import {budget, chromiumArgs, kib, pageTypes, table} from './shared';

export interface FirstVisit {
  requests: number;
  /** Transfer bytes (headers + encoded body) of scripts the page loads and runs. */
  jsBytes: number;
  /** Transfer bytes of chunks prefetched for links on the page (not run). */
  prefetchBytes: number;
  totalBytes: number;
  thirdParty: string[];
  renderBlockingThirdParty: string[];
}

export async function measureFirstVisit(browser: Browser, url: string): Promise<FirstVisit> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const visit: FirstVisit = {requests: 0, jsBytes: 0, prefetchBytes: 0, totalBytes: 0, thirdParty: [], renderBlockingThirdParty: []};
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      request.sizes().then((sizes) => {
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        visit.requests++;
        visit.totalBytes += bytes;
        if (request.resourceType() === 'script') visit.jsBytes += bytes;
        else if (request.url().endsWith('.js')) visit.prefetchBytes += bytes;
      }),
    );
  });
  page.on('request', (request) => {
    // data: and blob: URLs are made by the page itself.
    if (!/^(data|blob):/.test(request.url()) && !request.url().startsWith(origin)) visit.thirdParty.push(request.url());
  });
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForLoadState('networkidle');
  // Parser-blocking scripts and stylesheets in <head> from another origin.
  visit.renderBlockingThirdParty = await page.evaluate((siteOrigin) => {
    const blocking = [
      ...Array.from(document.head.querySelectorAll('script[src]')).filter(
        (s) => !s.hasAttribute('async') && !s.hasAttribute('defer') && (s as HTMLScriptElement).type !== 'module',
      ),
      ...Array.from(document.head.querySelectorAll('link[rel="stylesheet"]')).filter(
        (l) => !(l as HTMLLinkElement).media || (l as HTMLLinkElement).media === 'all',
      ),
    ];
    return blocking
      .map((el) => (el as HTMLScriptElement).src || (el as HTMLLinkElement).href)
      .filter((src) => src && new URL(src).origin !== siteOrigin);
  }, origin);
  await Promise.all(pending);
  await context.close();
  return visit;
}

/** The first visits of several pages of one site, one after another in one browser; keyed by path. */
export async function measureFirstVisits(browser: Browser, baseUrl: string, paths: string[]): Promise<Map<string, FirstVisit>> {
  const visits = new Map<string, FirstVisit>();
  for (const pagePath of new Set(paths)) visits.set(pagePath, await measureFirstVisit(browser, baseUrl + pagePath));
  return visits;
}

const visitRow = (name: string, pagePath: string, visit: FirstVisit) => [
  name,
  `\`${pagePath}\``,
  visit.requests,
  kib(visit.jsBytes),
  kib(visit.prefetchBytes),
  kib(visit.totalBytes),
  visit.thirdParty.length,
  visit.renderBlockingThirdParty.length,
];
const visitHeader = [
  'Page type',
  'Path',
  'Requests',
  'JS run',
  'JS prefetched',
  'Total',
  'Third-party requests',
  'Render-blocking third-party',
];

/**
 * Our page types, and the plain Docusaurus site's corresponding pages (served at
 * `plainBaseUrl`) measured the same way. Returns the visits by path, for the ratio budgets.
 */
export default async function benchPages(
  ctx: BenchContext,
  {plainBaseUrl}: {plainBaseUrl: string},
): Promise<{section: BenchSection; ours: Map<string, FirstVisit>; plain: Map<string, FirstVisit>}> {
  const browser = await chromium.launch({executablePath: ctx.chromiumPath, args: chromiumArgs});
  const failures: string[] = [];
  const pages = pageTypes;
  let ours: Map<string, FirstVisit>;
  let plain: Map<string, FirstVisit>;
  try {
    ours = await measureFirstVisits(
      browser,
      ctx.baseUrl,
      pages.map((p) => p.path),
    );
    plain = await measureFirstVisits(
      browser,
      plainBaseUrl,
      pageTypes.map((p) => p.plainPath),
    );
  } finally {
    await browser.close();
  }
  const blockingLimit = budget(ctx.budgets, 'renderBlockingThirdParty');
  for (const type of pages) {
    const visit = ours.get(type.path)!;
    if (visit.renderBlockingThirdParty.length > blockingLimit) {
      failures.push(`${type.name}: render-blocking third-party resources: ${visit.renderBlockingThirdParty.join(', ')}`);
    }
  }
  const markdown = [
    'First visit with an empty cache, 1280 px, until the network is idle; transfer sizes (headers + gzip body) from nginx with the production configuration.',
    '"JS run" is every script the page executes; "JS prefetched" are chunks of linked pages fetched ahead of a click.',
    '',
    table(
      visitHeader,
      pages.map((type) => visitRow(type.name, type.path, ours.get(type.path)!)),
    ),
    '',
    "The plain Docusaurus site's corresponding pages (see _Against plain Docusaurus_), measured the same way:",
    '',
    table(
      visitHeader,
      [...plain].map(([pagePath, visit]) =>
        visitRow(
          pageTypes
            .filter((t) => t.plainPath === pagePath)
            .map((t) => t.name)
            .join(', '),
          pagePath,
          visit,
        ),
      ),
    ),
  ].join('\n');
  return {section: {title: 'First visit per page type', markdown, failures}, ours, plain};
}
