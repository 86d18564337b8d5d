import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {testSitePort} from '../../playwright.config';
import {allowedInlineScriptHashes} from '../../plugins/host-config/inlineScripts';

// Titles and labels that try to close a JSON-LD element and start a script of their own
// (tests/e2e/fixtures/docs/hostile-title.md, fixtures/blog/…-hostile-title.md), in the test-only
// site: its build passed the inline-script policy, and in a browser no such script runs.
const pages = [
  {path: '/docs/hostile-title', types: ['BreadcrumbList']},
  {path: '/blog/2025/01/01/hostile-title', types: ['BlogPosting']},
  {path: '/blog', types: ['Blog']},
];

for (const {path: pagePath, types} of pages) {
  test(`${pagePath}: a title holding </script><script> stays data, and nothing it holds runs`, async ({page}) => {
    await page.goto(`http://127.0.0.1:${testSitePort}${pagePath}`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(await page.evaluate(() => (window as {__injected?: string}).__injected)).toBeUndefined();
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as {'@type': string},
    );
    expect(data.map((entry) => entry['@type'])).toEqual(types);
    expect(JSON.stringify(data)).toContain("</script><script>window.__injected = '");
  });
}

test("the test-only site's policy allows only the recorded inline scripts", () => {
  const headers = fs.readFileSync(path.resolve(__dirname, '../../build-test/_headers'), 'utf8');
  const policy = /^ +Content-Security-Policy: (.*)/m.exec(headers)?.[1] ?? '';
  expect(policy.match(/'sha256-[^']+'/g)?.sort()).toEqual(allowedInlineScriptHashes());
});
