import {test, expect, type BrowserContext, type Page, type Route} from '@playwright/test';
import {hydrated} from './helpers';
import {testSitePort} from '../../playwright.config';
import {MARKUP_HEADING, MARKUP_TITLE} from './fixtures/markup';
import {axeViolations, withMode} from '../../scripts/a11y/axe';
import {buildIndex} from '../../plugins/search/client/embedded/engine';
import {serialiseIndex} from '../../plugins/search/client/embedded/wireFormat';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

async function openWithKeyboard(page: Page, path = '/docs/') {
  await page.goto(path);
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
}

test('Ctrl+K opens the modal with a 64-character input, and no recent searches yet', async ({page}) => {
  await openWithKeyboard(page);
  await expect(input(page)).toHaveAttribute('maxlength', '64');
  await expect(modal(page).getByText('No recent searches')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
});

test('"/" opens the modal outside input fields; typing into the focused button starts the query', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', {name: 'Search'}).focus();
  await page.keyboard.press('u');
  await expect(input(page)).toHaveValue('u');
});

test('an English query finds the usage-data import page, grouped by app, and Enter opens the section', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await openWithKeyboard(page);
  await input(page).fill('import usage data');
  const group = modal(page).locator('.DocSearch-Hit-source', {hasText: 'Usage Based Billing'});
  await expect(group).toBeVisible();
  await expect(modal(page).locator('.DocSearch-Hit mark').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/ubb\//);
  expect(requests.filter((u) => !u.startsWith('http://127.0.0.1'))).toEqual([]);
});

test('a German query on German pages finds German pages', async ({page}) => {
  await openWithKeyboard(page, '/de/docs/');
  await input(page).fill('Nutzungsdaten importieren');
  const hit = modal(page).locator('.DocSearch-Hit a').first();
  await expect(hit).toHaveAttribute('href', /^\/de\/docs\/ubb\//);
});

for (const {language, path, query, expected} of [
  {language: 'English', path: '/docs/', query: 'contarct renewal', expected: '/docs/srb/working-with-contracts/contract-renewal'},
  {language: 'German', path: '/de/docs/', query: 'Vertragsverlängerng', expected: '/de/docs/srb/working-with-contracts/contract-renewal'},
]) {
  test(`a misspelt ${language} query in the modal finds its page`, async ({page}) => {
    await openWithKeyboard(page, path);
    await input(page).fill(query);
    await expect(modal(page).locator(`.DocSearch-Hit a[href^="${expected}"]`).first()).toBeVisible();
  });
}

for (const {language, path, expected} of [
  {language: 'English', path: '/search?q=absense', expected: '/docs/web/tt/time-tracking/absences'},
  {language: 'German', path: '/de/search?q=Abwesenheitn', expected: '/de/docs/web/tt/time-tracking/absences'},
]) {
  test(`a misspelt ${language} query on the /search page lists its page among the first three`, async ({page}) => {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('article').first()).toBeVisible();
    const first = await page
      .locator('article')
      .evaluateAll((articles) => articles.slice(0, 3).map((article) => article.querySelector('a')?.getAttribute('href') ?? ''));
    expect(
      first.some((href) => href.startsWith(expected)),
      `first results: ${first.join(', ')}`,
    ).toBe(true);
  });
}

test('a selected hit becomes a recent search that survives a reload, can be a favourite and removed', async ({page}) => {
  await openWithKeyboard(page);
  await input(page).fill('price list');
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/docs\//);
  await page.reload();
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(modal(page).getByText('Recent')).toBeVisible();
  await modal(page).getByTitle('Save this search').first().click();
  await expect(modal(page).getByText('Favorite')).toBeVisible();
  await modal(page).getByTitle('Remove this search from favorites').first().click();
  await expect(modal(page).getByText('No recent searches')).toBeVisible();
});

test('no results: the query, suggestions and a way to report it', async ({page}) => {
  await openWithKeyboard(page);
  await input(page).fill('billing');
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
  await input(page).fill('qqxqzzv');
  await expect(modal(page).getByText('No results for')).toBeVisible();
  await expect(modal(page).getByText('Try searching for')).toBeVisible();
  const suggestions = await modal(page).locator('.DocSearch-NoResults-Prefill-List li').count();
  expect(suggestions).toBeGreaterThanOrEqual(1);
  expect(suggestions).toBeLessThanOrEqual(3);
  await expect(modal(page).getByText('Believe this query should return results?')).toBeVisible();
  await expect(modal(page).getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /^mailto:.*qqxqzzv/);
});

test('when the index cannot be loaded the modal says so, in both languages', async ({page, context}) => {
  await context.route(/\/search-index\//, (route) => route.abort());
  await openWithKeyboard(page);
  await input(page).fill('contract');
  await expect(modal(page).getByText('Unable to fetch results')).toBeVisible();
  await expect(modal(page).getByText('You might want to check your network connection.')).toBeVisible();
  await expect(modal(page).getByText('No results for')).toBeHidden();
  await page.keyboard.press('Escape');
  await openWithKeyboard(page, '/de/docs/');
  await input(page).fill('Vertrag');
  await expect(modal(page).getByText('Ergebnisse konnten nicht geladen werden')).toBeVisible();
  await expect(modal(page).getByText('Bitte prüfen Sie Ihre Netzwerkverbindung.')).toBeVisible();
});

/** With `failing` routed to fail, a first query shows DocSearch's error screen; without, the next query finds hits. */
async function failsThenRecovers(page: Page, context: BrowserContext, failing: RegExp, fail: (route: Route) => Promise<void>) {
  await context.route(failing, fail);
  await openWithKeyboard(page);
  await input(page).fill('contract');
  await expect(modal(page).getByText('Unable to fetch results')).toBeVisible();
  await context.unroute(failing);
  await input(page).fill('contracts');
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
}

test('when the search worker cannot start the modal says so, and the next query starts it again', async ({page, context}) => {
  // The embedded index is queried in a worker of its own (plugins/search/client/embedded/worker.ts),
  // whose chunk is named in inWorker.ts.
  await failsThenRecovers(page, context, /\/assets\/js\/search-worker\.[0-9a-f]+\.js$/, (route) => route.abort());
});

for (const files of ['shards', 'pages']) {
  test(`${files} of another build are refused as an error, and the next query loads the index again`, async ({page, context}) => {
    // As after a deploy between the index's head and a query's files (plugins/search/client/embedded/load.ts).
    let heads = 0;
    await context.route(/\/search-index\/index\.json$/, (route) => (heads++, route.continue()));
    await failsThenRecovers(page, context, new RegExp(`/search-index/${files}/\\d+\\.json$`), async (route) =>
      route.fulfill({json: {...(await (await route.fetch()).json()), build: 'other'}}),
    );
    expect(heads).toBe(2);
  });
}

test('HTML in a query is shown as text, never run', async ({page}) => {
  let alerted = false;
  page.on('dialog', (d) => ((alerted = true), d.dismiss()));
  await openWithKeyboard(page);
  await input(page).fill('<img src=x onerror=alert(1)> contract');
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
  expect(await modal(page).locator('img[src="x"]').count()).toBe(0);
  expect(alerted).toBe(false);
});

test('the /search page keeps the query in the URL and lists results in both locales', async ({page}) => {
  await page.goto('/search?q=contract');
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "contract"');
  // The browser tab names the site, as on every other page.
  await expect(page).toHaveTitle(/^Search results for "contract" \| \S/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /release notes of all apps/);
  await expect(page.locator('article a').first()).toHaveAttribute('href', /^\/docs\//);
  await page.getByRole('searchbox').fill('usage data');
  await expect(page).toHaveURL(/\?q=usage(\+|%20)data/);
  await page.goto('/de/search?q=Vertrag');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Versionshinweise aller Apps/);
  await expect(page.locator('article a').first()).toHaveAttribute('href', /^\/de\/docs\//);
});

for (const {root, query, noResults, report, link} of [
  {
    root: '',
    query: 'qqxqzzv',
    noResults: 'No results for "qqxqzzv".',
    report: 'Believe this query should return results?',
    link: 'Let us know.',
  },
  {
    root: '/de',
    query: 'qqxqzzv',
    noResults: 'Keine Ergebnisse für „qqxqzzv“.',
    report: 'Sollte diese Suche Ergebnisse liefern?',
    link: 'Geben Sie uns Bescheid.',
  },
]) {
  test(`no results on ${root}/search: the query, what to try, and a way to report it`, async ({page}) => {
    await page.goto(`${root}/search?q=${query}`);
    await hydrated(page);
    await expect(page.getByText(noResults)).toBeVisible();
    await expect(page.getByText(report)).toBeVisible();
    await expect(page.getByRole('link', {name: link})).toHaveAttribute('href', new RegExp(`^mailto:.*${query}`));
  });
}

test('the /search page shows its first five results while the rest of the page is still loading', async ({page}) => {
  // Each hit's sections are one file of the index; hold back every file after the first five.
  const held: (() => Promise<void>)[] = [];
  const served = new Set<string>();
  await page.context().route('**/search-index/pages/**', (route) => {
    if (served.size < 5) served.add(route.request().url());
    if (served.has(route.request().url())) return route.continue();
    held.push(() => route.continue());
  });
  await page.goto('/search?q=contract');
  await hydrated(page);
  await expect(page.locator('article')).toHaveCount(5);
  await expect(page.getByText(/\d+ documents found/)).toBeVisible();
  await expect(page.getByRole('button', {name: 'More results'})).toHaveCount(0);
  expect(held.length).toBeGreaterThan(0);
  await Promise.all(held.splice(0).map((release) => release()));
  await page.context().unroute('**/search-index/pages/**');
  await expect(page.locator('article')).toHaveCount(15);
  await expect(page.getByRole('button', {name: 'More results'})).toBeVisible();
});

test('with the index unavailable, the /search page says so and lists nothing', async ({page}) => {
  await page.context().route('**/search-index/index.json', (route) => route.abort());
  await page.goto('/search?q=contract');
  await hydrated(page);
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(0);
});

test('with Algolia configured, the modal sends the request SPEC §7 describes', async ({page, context}) => {
  let body: {requests: Record<string, unknown>[]} | undefined;
  let url = '';
  await context.route(/algolia(net)?\.(net|com)\/1\/indexes\/\*\/queries/, async (route) => {
    url = route.request().url();
    body = route.request().postDataJSON();
    await route.fulfill({
      json: {results: [{hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, query: 'x', params: '', processingTimeMS: 1}]},
    });
  });
  await page.goto(`http://127.0.0.1:${testSitePort}/`);
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await input(page).fill('contract');
  await expect(modal(page).getByText('No results for')).toBeVisible();
  expect(url).toMatch(/^https:\/\/testappid-dsn\.algolia\.net\/1\/indexes\/\*\/queries\?/i);
  expect(url).toContain('x-algolia-api-key=test-search-key');
  expect(url).toContain('x-algolia-application-id=TESTAPPID');
  const [request] = body!.requests;
  expect(request).toMatchObject({
    query: 'contract',
    indexName: 'test_docs',
    hitsPerPage: 20,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  });
  expect(request.attributesToRetrieve).toEqual(expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl6', 'content', 'type', 'url']));
  expect(request.attributesToSnippet).toEqual(expect.arrayContaining(['content:10']));
  // Insights is off unless configured: no click analytics, no script from a CDN.
  expect(request.clickAnalytics).toBe(false);
  await expect(page.locator('script[src*="search-insights"]')).toHaveCount(0);
});

test('with Algolia configured and every host down, the client retries each host and the modal shows the error screen', async ({
  page,
  context,
}) => {
  const hosts = new Set<string>();
  await context.route(/algolia(net)?\.(net|com)/, (route) => {
    hosts.add(new URL(route.request().url()).hostname);
    return route.abort();
  });
  await page.goto(`http://127.0.0.1:${testSitePort}/`);
  await hydrated(page);
  await page.keyboard.press('Control+k');
  // Typed key by key, as a reader does: on a loaded machine a value set in one go right as
  // the modal mounts can miss DocSearch's first render (the query then never runs).
  await input(page).pressSequentially('contract');
  await expect(modal(page).getByText('Unable to fetch results')).toBeVisible({timeout: 20_000});
  await expect(modal(page).getByText('You might want to check your network connection.')).toBeVisible();
  // The read host, then the three fallback hosts.
  expect([...hosts].sort()).toEqual([
    'testappid-1.algolianet.com',
    'testappid-2.algolianet.com',
    'testappid-3.algolianet.com',
    'testappid-dsn.algolia.net',
  ]);
  // Algolia mode keeps DocSearch's attribution; the embedded index hides it.
  await expect(modal(page).locator('.DocSearch-Logo')).toBeVisible();
});

test('with the embedded index the modal footer does not claim Algolia', async ({page}) => {
  await openWithKeyboard(page);
  await expect(modal(page).locator('.DocSearch-Footer')).toBeVisible();
  await expect(modal(page).locator('.DocSearch-Logo')).toBeHidden();
  await expect(modal(page).getByText('Search by')).toBeHidden();
});

test('Cmd+K opens the modal too; "/" typed into an input field stays in the field', async ({page}) => {
  await page.goto('/docs/');
  await hydrated(page);
  await page.keyboard.press('Meta+k');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
  await page.goto('/search');
  await hydrated(page);
  await page.getByRole('searchbox').click();
  await page.keyboard.type('a/b');
  await expect(page.getByRole('searchbox')).toHaveValue('a/b');
  await expect(modal(page)).toBeHidden();
});

test('arrow keys move the active hit; Escape closes the modal with a query typed', async ({page}) => {
  await openWithKeyboard(page);
  await input(page).fill('contract');
  const hits = modal(page).locator('.DocSearch-Hit');
  await expect(hits.nth(1)).toBeVisible();
  await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('ArrowUp');
  await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
});

for (const [keys, what] of [
  ['Control+Enter', 'a new tab'],
  ['Shift+Enter', 'a new window'],
] as const) {
  test(`${keys} opens the active hit in ${what} and leaves this page as it is`, async ({page, context}) => {
    await openWithKeyboard(page);
    await input(page).fill('contract');
    const href = await modal(page).locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href');
    const opened = context.waitForEvent('page');
    await page.keyboard.press(keys);
    const other = await opened;
    // The new tab starts at about:blank: wait for the hit's page.
    await other.waitForURL((url) => url.pathname + url.hash === href);
    expect(new URL(page.url()).pathname).toBe('/docs/');
  });
}

const RECENT = '__DOCSEARCH_RECENT_SEARCHES__docs';
const FAVORITES = '__DOCSEARCH_FAVORITE_SEARCHES__docs';

/** Stored searches of the page, by key. */
async function stored(page: Page, key: string): Promise<{objectID: string}[]> {
  return JSON.parse((await page.evaluate((k) => localStorage.getItem(k), key)) ?? '[]');
}

/** Selects the first hit for `query` in a freshly opened modal. */
async function selectHit(page: Page, query: string) {
  await page.goto('/docs/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await input(page).fill(query);
  // Highlighted words only appear in results, not in the stored searches shown before them.
  await expect(modal(page).locator('.DocSearch-Hit mark').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeHidden();
}

test('recent searches keep 7, or 4 once there are favourites; favourites keep 10; keys are scoped by index name', async ({page}) => {
  await selectHit(page, 'contract');
  const [real] = await stored(page, RECENT);
  expect(real.objectID).toBeTruthy();
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('__DOCSEARCH')));
  expect(keys).toEqual([RECENT]);
  const seeds = (n: number, prefix: string) => Array.from({length: n}, (_, i) => ({...real, objectID: `${prefix}-${i}`}));
  const seed = (recent: unknown[], favorites: unknown[]) =>
    page.evaluate(
      ([r, f, rk, fk]) => {
        localStorage.setItem(rk as string, JSON.stringify(r));
        localStorage.setItem(fk as string, JSON.stringify(f));
      },
      [recent, favorites, RECENT, FAVORITES],
    );

  // Without favourites: 7 kept, the newest first.
  await seed(seeds(7, 'recent'), []);
  await selectHit(page, 'contract');
  const seven = await stored(page, RECENT);
  expect(seven).toHaveLength(7);
  expect(seven[0].objectID).toBe(real.objectID);
  expect(seven.map((s) => s.objectID)).not.toContain('recent-6');

  // With a favourite: 4 kept.
  await seed(seeds(4, 'recent'), seeds(1, 'favorite'));
  await selectHit(page, 'contract');
  expect(await stored(page, RECENT)).toHaveLength(4);

  // Favourites: 10 kept when one more is saved.
  await seed(seeds(1, 'recent'), seeds(10, 'favorite'));
  await page.reload();
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(modal(page).locator('.DocSearch-Hit')).toHaveCount(11);
  await modal(page).getByTitle('Save this search').click();
  await expect.poll(async () => (await stored(page, FAVORITES)).map((s) => s.objectID)).toContain('recent-0');
  const favorites = (await stored(page, FAVORITES)).map((s) => s.objectID);
  expect(favorites).toHaveLength(10);
  expect(favorites[0]).toBe('recent-0');
  expect(favorites).not.toContain('favorite-9');
});

test('German: the modal speaks German in every state', async ({page}) => {
  await openWithKeyboard(page, '/de/docs/');
  await expect(modal(page).getByText('Keine letzten Suchen')).toBeVisible();
  await expect(modal(page).getByText('zum Auswählen')).toBeVisible();
  await expect(modal(page).getByText('zum Navigieren')).toBeVisible();
  await expect(modal(page).getByText('zum Schließen')).toBeVisible();
  await input(page).fill('Abrechnung');
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
  await input(page).fill('qqxqzzv');
  await expect(modal(page).getByText('Keine Ergebnisse für')).toBeVisible();
  await expect(modal(page).getByText('Versuchen Sie es mit')).toBeVisible();
  const suggestions = await modal(page).locator('.DocSearch-NoResults-Prefill-List li').count();
  expect(suggestions).toBeGreaterThanOrEqual(1);
  expect(suggestions).toBeLessThanOrEqual(3);
  await expect(modal(page).getByText('Sollte diese Suche Ergebnisse liefern?')).toBeVisible();
  await expect(modal(page).getByRole('link', {name: 'Geben Sie uns Bescheid.'})).toHaveAttribute('href', /^mailto:/);
  await input(page).fill('Vertrag');
  await expect(modal(page).locator('.DocSearch-Hit').first()).toBeVisible();
  const startTitle = await page.title();
  await page.keyboard.press('Enter');
  // A client-side navigation: the URL changes first, then the new page renders with a layout (and
  // search button) of its own. Opening the modal before that would open it on the old page.
  await page.waitForURL((url) => /^\/de\/docs\/./.test(url.pathname));
  await expect(page).not.toHaveTitle(startTitle);
  await page.keyboard.press('Control+k');
  await expect(modal(page).getByText('Zuletzt gesucht')).toBeVisible();
  await modal(page).getByTitle('Diese Suche merken').first().click();
  await expect(modal(page).getByText('Favoriten')).toBeVisible();
});

/** Run as HTML, the markup of the test-only page would set this. */
const xss = (page: Page) => page.evaluate(() => (window as unknown as {__searchXss?: number}).__searchXss);

/** Fails when the modal shows the page's markup as anything but text. */
async function expectLiteralMarkup(page: Page, scope = modal(page)) {
  await expect(scope.getByText(MARKUP_TITLE, {exact: false}).first()).toBeVisible();
  await expect(scope.locator('img')).toHaveCount(0);
  expect(await xss(page)).toBeUndefined();
}

/**
 * An embedded index of the test-only markup page alone: title and headings as they are,
 * built with the site's engine, so the site's client and DocSearch render it.
 */
const markupSections = [
  {anchor: null, headings: [], text: 'A page about generic types.'},
  {anchor: 'heading', headings: [MARKUP_HEADING], text: 'A section about <b> & generic markup.'},
];

async function serveMarkupIndex(page: Page) {
  const index = buildIndex(
    [
      {
        id: 0,
        url: '/docs/',
        title: MARKUP_TITLE,
        lvl0: 'Subscription & Recurring Billing',
        kind: 'doc',
        sample: true,
        headings: MARKUP_HEADING,
        body: markupSections.map((s) => s.text).join('\n'),
      },
    ],
    'en',
  );
  const {head, shards} = serialiseIndex(index);
  const json = (body: string) => ({contentType: 'application/json', body});
  await page.context().route('**/search-index/index.json', (route) => route.fulfill(json(head)));
  await page.context().route('**/search-index/shards/*.json', (route) =>
    route.fulfill(
      json(
        shards[
          Number(
            route
              .request()
              .url()
              .match(/(\d+)\.json$/)![1],
          )
        ],
      ),
    ),
  );
  await page
    .context()
    .route('**/search-index/pages/0.json', (route) =>
      route.fulfill(json(JSON.stringify({build: (JSON.parse(head) as {build: string}).build, url: '/docs/', sections: markupSections}))),
    );
}

test('embedded index: markup in a page title and heading shows as text, in hits and in recent searches, with the sample badge', async ({
  page,
}) => {
  await serveMarkupIndex(page);
  await openWithKeyboard(page);
  // "quoted" matches the heading, which makes its section a heading hit that shows the heading.
  await input(page).fill('generic quoted');
  await expect(modal(page).locator('.DocSearch-Hit mark').first()).toBeVisible();
  await expectLiteralMarkup(page);
  await expect(modal(page).getByText(MARKUP_HEADING)).toBeVisible();
  // The group title is text: "&", not "&amp;".
  await expect(modal(page).locator('.DocSearch-Hit-source')).toHaveText(['Subscription & Recurring Billing']);
  await expect(modal(page).locator('.DocSearch-Hit .search-sample-marker').first()).toHaveText('Example');
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(modal(page).getByText('Recent')).toBeVisible();
  await expectLiteralMarkup(page);
  await expect(modal(page).locator('.DocSearch-Hit .search-sample-marker')).toHaveText(['Example']);
});

test('embedded index: the /search page shows markup as text and the sample badge', async ({page}) => {
  await serveMarkupIndex(page);
  await page.goto('/search?q=generic');
  await hydrated(page);
  const results = page.locator('article');
  await expect(results.first()).toBeVisible();
  await expect(results.first().getByText(MARKUP_TITLE, {exact: false})).toBeVisible();
  await expect(results.first().locator('.search-sample-marker')).toHaveText('Example');
  await expect(results.first().getByText('Subscription & Recurring Billing', {exact: true})).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
  expect(await xss(page)).toBeUndefined();
});

for (const mode of ['light', 'dark'] as const) {
  test(`the sample badge passes axe in the modal and, at 390 px, on /search (${mode})`, async ({page}) => {
    await serveMarkupIndex(page);
    await page.goto(withMode('/docs/', mode));
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('generic quoted');
    await expect(modal(page).locator('.DocSearch-Hit .search-sample-marker').first()).toBeVisible();
    // Two rules are left out inside the open modal only: they flag the markup of the
    // DocSearch v3 library itself (its backdrop is a role="button" that holds the dialog,
    // each hit is a role="option" holding a link, and the input's aria-controls names
    // result lists by ids the library renders differently). Contrast and target size are checked.
    const libraryRules = ['nested-interactive', 'aria-valid-attr-value'];
    expect(
      (await axeViolations(page, {within: '.DocSearch-Container'})).filter((line) => !libraryRules.includes(line.split(' ')[0])),
    ).toEqual([]);
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(withMode('/search?q=generic', mode));
    await hydrated(page);
    await expect(page.locator('article .search-sample-marker')).toBeVisible();
    // The results; a11y.spec.ts checks the whole page.
    expect(await axeViolations(page, {within: 'main'})).toEqual([]);
  });
}

/** Algolia's answer for the test-only markup page: Algolia adds highlight tags and escapes nothing. */
function algoliaMarkupHits(origin: string) {
  const hierarchy = {lvl0: 'Tests & fixtures', lvl1: MARKUP_TITLE, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const marked = (text: string) => text.replace('Generic', '<mark>Generic</mark>');
  const value = (text: string | null) => ({value: text === null ? '' : marked(text), matchLevel: 'full', matchedWords: ['generic']});
  return [
    {
      objectID: 'markup-1',
      url: `${origin}/test/markup`,
      type: 'lvl1',
      content: null,
      hierarchy,
      _highlightResult: {hierarchy: {lvl0: value(hierarchy.lvl0), lvl1: value(MARKUP_TITLE)}},
      _snippetResult: {hierarchy: {lvl1: value(MARKUP_TITLE)}},
    },
    {
      objectID: 'markup-2',
      url: `${origin}/test/markup#heading`,
      type: 'content',
      content: `Generic markup: ${MARKUP_HEADING}`,
      hierarchy: {...hierarchy, lvl2: MARKUP_HEADING},
      _highlightResult: {hierarchy: {lvl0: value(hierarchy.lvl0), lvl1: value(MARKUP_TITLE), lvl2: value(MARKUP_HEADING)}},
      _snippetResult: {
        hierarchy: {lvl1: value(MARKUP_TITLE), lvl2: value(MARKUP_HEADING)},
        content: value(`Generic markup: ${MARKUP_HEADING}`),
      },
    },
  ];
}

/** Answers every Algolia query with the markup page's hits; returns the requests sent. */
async function answerAlgoliaWithMarkup(page: Page): Promise<Record<string, unknown>[]> {
  const requests: Record<string, unknown>[] = [];
  await page.context().route(/algolia(net)?\.(net|com)\/1\/indexes\/\*\/queries/, async (route) => {
    requests.push(...(route.request().postDataJSON() as {requests: Record<string, unknown>[]}).requests);
    const hits = algoliaMarkupHits(`http://127.0.0.1:${testSitePort}`);
    await route.fulfill({
      json: {results: [{hits, nbHits: 2, page: 0, nbPages: 1, hitsPerPage: 20, query: 'generic', params: '', processingTimeMS: 1}]},
    });
  });
  return requests;
}

test('Algolia: markup in a page title and heading shows as text; selected, the page is a recent search shown as text', async ({page}) => {
  await answerAlgoliaWithMarkup(page);
  await page.goto(`http://127.0.0.1:${testSitePort}/`);
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await input(page).pressSequentially('generic');
  await expect(modal(page).locator('.DocSearch-Hit mark').first()).toBeVisible();
  await expectLiteralMarkup(page);
  await expect(modal(page).locator('.DocSearch-Hit-source')).toHaveText(['Tests & fixtures']);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/test\/markup\/?$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(MARKUP_TITLE);
  // Ctrl+K toggles: pressed while the modal is still closing, it would keep it closed.
  await expect(modal(page)).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(modal(page).getByText('Recent')).toBeVisible();
  await expectLiteralMarkup(page);
});

test("Algolia: the /search page sends the modal's language and version filters, caps ?q= at 64 characters and shows markup as text", async ({
  page,
}) => {
  const requests = await answerAlgoliaWithMarkup(page);
  const long = 'generic '.repeat(12);
  await page.goto(`http://127.0.0.1:${testSitePort}/search?q=${encodeURIComponent(long)}`);
  await hydrated(page);
  const result = page.locator('article').first();
  await expect(result.locator('mark').first()).toBeVisible();
  await expect(result.getByText(MARKUP_TITLE, {exact: false})).toBeVisible();
  await expect(result.getByText('Tests & fixtures', {exact: true})).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
  expect(await xss(page)).toBeUndefined();
  await expect(page.getByRole('searchbox')).toHaveValue(long.slice(0, 64));
  const [request] = requests;
  expect(request.query).toBe(long.slice(0, 64));
  expect(request.facetFilters).toEqual(['language:en', expect.arrayContaining(['docusaurus_tag:default'])]);
});

test('stored searches that are not valid JSON, or not hits, are reset and the modal opens as usual', async ({page}) => {
  await page.goto('/docs/');
  await hydrated(page);
  await page.evaluate(
    ([recent, favorites]) => {
      localStorage.setItem(recent, '{"broken');
      localStorage.setItem(favorites, '[{"objectID": 1}]');
    },
    [RECENT, FAVORITES],
  );
  await page.keyboard.press('Control+k');
  await expect(modal(page).getByText('No recent searches')).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(k), RECENT)).toBeNull();
  expect(await stored(page, FAVORITES)).toEqual([]);
  await input(page).fill('contract');
  await expect(modal(page).locator('.DocSearch-Hit mark').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeHidden();
  expect(await stored(page, RECENT)).toHaveLength(1);
});
