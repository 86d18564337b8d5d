import {test, expect, type Page} from '@playwright/test';
import {hydrated} from './helpers';
import {testSitePort} from '../../playwright.config';

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
  await expect(modal(page).getByText('Believe this query should return results?')).toBeVisible();
  await expect(modal(page).getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /^mailto:.*qqxqzzv/);
});

test('when the index cannot be loaded the modal says so, in both languages', async ({page, context}) => {
  await context.route(/\/pagefind\//, (route) => route.abort());
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
  await expect(page.locator('article a').first()).toHaveAttribute('href', /^\/docs\//);
  await page.getByRole('searchbox').fill('usage data');
  await expect(page).toHaveURL(/\?q=usage(\+|%20)data/);
  await page.goto('/de/search?q=Vertrag');
  await expect(page.locator('article a').first()).toHaveAttribute('href', /^\/de\/docs\//);
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
  await input(page).fill('contract');
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
