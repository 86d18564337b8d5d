import {test, expect, type Page} from '@playwright/test';
import {hydrated, skipWithoutPiece} from './helpers';

/** The API reference (config/api.ts, openapi/web.json) in both languages. */
const locales = [
  {
    name: 'English',
    prefix: '',
    overviewTitle: 'Web app API',
    listLabel: 'List time recordings',
    createLabel: 'Create a time recording',
    adminLinkName: 'API reference',
    token: '<client key>',
    headerParameters: 'Header Parameters',
    queryParameters: 'Query Parameters',
    responses: 'Responses',
  },
  {
    name: 'German',
    prefix: '/de',
    overviewTitle: 'API der Web-App',
    listLabel: 'Zeiterfassungen auflisten',
    createLabel: 'Zeiterfassung anlegen',
    adminLinkName: 'API-Referenz',
    token: '<Client Key>',
    headerParameters: 'Parameter (header)',
    queryParameters: 'Parameter (query)',
    responses: 'Antworten',
  },
];

const operationCount = 10;

async function expectNoSchemasOrDownload(page: Page): Promise<void> {
  const sidebar = page.locator('.theme-doc-sidebar-container');
  await expect(sidebar.getByRole('link')).not.toHaveCount(0);
  await expect(sidebar.getByText(/^Schemas$/)).toHaveCount(0);
  await expect(page.locator('a[href*="/schemas/"]')).toHaveCount(0);
  await expect(page.getByRole('button', {name: /export|download|openapi spec/i})).toHaveCount(0);
  await expect(page.getByRole('link', {name: /export|download|openapi spec/i})).toHaveCount(0);
  await expect(page.locator('a[href$=".json"], a[href$=".yaml"], a[href$=".yml"]')).toHaveCount(0);
}

for (const locale of locales) {
  test.describe(`API reference (${locale.name})`, () => {
    test('the navbar item API leads to the reference overview in the current language', async ({page}) => {
      await page.goto(`${locale.prefix}/`);
      await hydrated(page);
      await page.locator('.navbar').getByRole('link', {name: 'API', exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`:\\d+${locale.prefix}/web-api/?$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(locale.overviewTitle);
    });

    test('the overview lists every operation with its method and path', async ({page}) => {
      await page.goto(`${locale.prefix}/web-api`);
      const table = page.locator('article table').filter({has: page.locator('tbody tr td a')});
      await expect(table.locator('tbody tr td a')).toHaveCount(operationCount);
      const create = table.getByRole('row').filter({has: page.getByRole('link', {name: locale.createLabel})});
      await expect(create).toContainText('POST /api/timeRecordings');
      await expect(table.getByRole('row').filter({hasText: 'GET /api/resourceJobAssignments/JobPlanningLines'})).toHaveCount(1);
      await table.getByRole('link', {name: locale.listLabel}).click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/web-api/reference/list-time-recordings$`));
      await expectNoSchemasOrDownload(page);
    });

    test('an operation page shows method, path, parameters, authentication and a response sample', async ({page}) => {
      await page.goto(`${locale.prefix}/web-api/reference/list-time-recordings`);
      await hydrated(page);
      const endpoint = page.locator('.openapi__method-endpoint');
      await expect(endpoint.locator('.badge')).toHaveText('GET');
      await expect(endpoint.locator('.openapi__method-endpoint-path')).toHaveText('/api/timeRecordings');

      const main = page.locator('.openapi-left-panel__container');
      await expect(main.getByText(locale.headerParameters, {exact: false})).toBeVisible();
      for (const name of ['X-Instance', 'X-Company', '$top', '$orderby', '$expand', '$filter']) {
        await expect(main.locator('.openapi-params__list-item').filter({hasText: name}).first()).toBeVisible();
      }

      const auth = page.locator('section[aria-labelledby="api-authentication"]');
      await expect(auth).toContainText(`Authorization: Bearer ${locale.token}`);
      await expect(auth).toContainText('X-Instance: Sandbox');
      await expect(auth).toContainText('X-Company: CRONUS DE');
      await expect(page.locator('section[aria-labelledby="api-request-sample"]')).toContainText(
        "curl -X GET 'https://api.dyce.cloud/api/timeRecordings'",
      );

      const sample = page.locator('section[aria-labelledby="api-response-sample"] pre code');
      await expect(sample).toContainText('"value"');
      await expect(sample).toContainText('"durationBillable"');
      await expectNoSchemasOrDownload(page);
    });

    test('without JavaScript, an operation page shows its parameters, request body, responses and cURL sample', async ({browser}) => {
      const context = await browser.newContext({javaScriptEnabled: false});
      const page = await context.newPage();
      await page.goto(`${locale.prefix}/web-api/reference/create-time-recording`);
      const main = page.locator('.openapi-left-panel__container');
      await expect(main.getByText(locale.headerParameters, {exact: false})).toBeVisible();
      for (const name of ['X-Instance', 'X-Company']) {
        await expect(main.locator('.openapi-params__list-item').filter({hasText: name})).toBeVisible();
      }
      const body = main.locator('details.mime');
      await expect(main.locator('details.mime > summary')).toContainText('application/json');
      for (const property of ['date', 'durationBillable', 'jobPlanningLine']) {
        await expect(body.locator('.openapi-schema__property', {hasText: new RegExp(`^${property}$`)})).toBeVisible();
      }
      const responses = page
        .locator('.openapi-tabs__container')
        .filter({has: page.getByRole('heading', {level: 2, name: locale.responses})});
      await expect(responses.getByRole('tab').first()).toHaveText('200');
      await expect(responses.locator('.openapi-schema__property', {hasText: /^durationBillable$/})).toBeVisible();
      const curl = page.locator('section[aria-labelledby="api-request-sample"] pre');
      await expect(curl).toContainText("curl -X POST 'https://api.dyce.cloud/api/timeRecordings'");
      await expect(curl).toContainText(`-H 'Authorization: Bearer ${locale.token}'`);
      await expect(curl).toContainText('"durationBillable": 90');
      // The query parameters of another operation, and no skeleton waiting for a script.
      await page.goto(`${locale.prefix}/web-api/reference/list-time-recordings`);
      await expect(page.getByText(locale.queryParameters, {exact: false})).toBeVisible();
      await expect(page.locator('.openapi-params__list-item').filter({hasText: '$filter'})).toBeVisible();
      await expect(page.locator('[class*="openapi-skeleton"]')).toHaveCount(0);
      await context.close();
    });

    test('an operation page works by keyboard: nested properties open, code is copied', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(`${locale.prefix}/web-api/reference/list-time-recordings`);
      await hydrated(page);
      const responses = page
        .locator('.openapi-tabs__container')
        .filter({has: page.getByRole('heading', {level: 2, name: locale.responses})});
      // The response's schema: the array "value" opens to list the recordings' properties.
      const valueSummary = responses.locator('summary').filter({has: page.locator('.openapi-schema__property', {hasText: /^value$/})});
      const value = valueSummary.locator('xpath=..');
      await expect(value).not.toHaveAttribute('open');
      await valueSummary.focus();
      await page.keyboard.press('Enter');
      await expect(value).toHaveAttribute('open');
      await expect(value.locator('.openapi-schema__property', {hasText: /^durationBillable$/})).toBeVisible();
      // The cURL sample's copy button.
      const curl = page.locator('section[aria-labelledby="api-request-sample"]');
      await curl.locator('pre').hover();
      await curl.getByRole('button', {name: /copy|kopieren/i}).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toContain("curl -X GET 'https://api.dyce.cloud/api/timeRecordings'");
    });

    test("an operation page loads neither the code highlighter nor the theme's request panel state", async ({page}) => {
      // Without the piece, theme-classic loads the highlighter with every page.
      skipWithoutPiece('prism-on-demand');
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${locale.prefix}/web-api/reference/list-time-recordings`);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(scripts.filter((s) => /code-highlighter|prism|redux|pako/.test(s))).toEqual([]);
      // The code is there all the same, as plain text.
      await expect(page.locator('section[aria-labelledby="api-request-sample"] pre code')).toContainText('curl -X GET');
    });

    test('at 390 px the request and response samples scroll sideways with an edge shadow, unbroken, and end inside the window', async ({
      page,
    }) => {
      await page.setViewportSize({width: 390, height: 844});
      for (const slug of ['list-time-recordings', 'create-time-recording']) {
        await page.goto(`${locale.prefix}/web-api/reference/${slug}`);
        await hydrated(page);
        const samples = page.locator(
          'section[aria-labelledby="api-request-sample"] pre, section[aria-labelledby="api-response-sample"] pre',
        );
        await expect(samples).toHaveCount(2);
        for (const sample of await samples.all()) {
          await sample.scrollIntoViewIfNeeded();
          const box = await sample.evaluate((pre: HTMLElement) => {
            const style = getComputedStyle(pre);
            // Every ancestor that could clip the sample: it must not cut it off at the right or the bottom.
            let clipped = false;
            const rect = pre.getBoundingClientRect();
            for (let el = pre.parentElement; el && el !== document.body; el = el.parentElement) {
              const s = getComputedStyle(el);
              const r = el.getBoundingClientRect();
              if (s.overflowX !== 'visible' && rect.right > r.right + 1) clipped = true;
              if (s.overflowY !== 'visible' && rect.bottom > r.bottom + 1) clipped = true;
            }
            const code = pre.querySelector('code')!;
            return {
              hidden: pre.scrollWidth - pre.clientWidth,
              scrolls: ['auto', 'scroll'].includes(style.overflowX),
              // The edge shadows: gradients that scroll with the code (local) over ones that stay (scroll).
              shadows: /local/.test(style.backgroundAttachment) && (style.backgroundImage.match(/gradient/g) ?? []).length >= 4,
              // Each line of the sample is one line on screen: nothing wraps inside a token.
              wraps: getComputedStyle(code).whiteSpace !== 'pre',
              right: rect.right,
              clipped,
            };
          });
          expect(box.hidden, `${slug}: the sample is wider than a phone, so it must scroll`).toBeGreaterThan(1);
          expect(box.scrolls && box.shadows, `${slug}: a sample wider than its box scrolls, with edge shadows`).toBe(true);
          expect(box.wraps, `${slug}: the sample's lines wrap`).toBe(false);
          expect(box.right, `${slug}: the sample ends inside the window`).toBeLessThanOrEqual(390);
          expect(box.clipped, `${slug}: the sample is cut off by a box around it`).toBe(false);
        }
      }
    });

    test('no schema pages are published', async ({request}) => {
      for (const path of [`${locale.prefix}/web-api/schemas`, `${locale.prefix}/web-api/reference/schemas/timerecording`]) {
        expect((await request.get(path)).status(), path).toBe(404);
      }
    });

    test('the web app administration pages link to the reference', async ({page}) => {
      for (const slug of ['setup-web', 'setup-bc']) {
        await page.goto(`${locale.prefix}/docs/web/administration/${slug}`);
        await expect(page.locator('article').getByRole('link', {name: locale.adminLinkName})).toHaveAttribute(
          'href',
          `${locale.prefix}/web-api`,
        );
      }
    });
  });
}
