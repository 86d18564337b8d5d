import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {testSitePort} from '../../playwright.config';
import {axeViolations} from '../../scripts/a11y/axe';
import {hydrated, watchConsole} from './helpers';

// "Was this page helpful?" with an operator's endpoint (FEEDBACK_URL). Only the test-only
// site (build-test/, tests/e2e/fixtures/test-site.config.ts) is built with one; the
// endpoint's answers are intercepted here, so nothing listens at its address.

const buildScript: string = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')).scripts['build:test-site'];
const endpoint = /\bFEEDBACK_URL=(\S+)/.exec(buildScript)?.[1];
const siteOrigin = `http://127.0.0.1:${testSitePort}`;
const pagePath = '/docs/feedback';

test('with FEEDBACK_URL, "No" and a comment post one JSON answer there, within the CSP, with no cookie, and the thanks is announced', async ({
  page,
  context,
}) => {
  expect(endpoint, 'npm run build:test-site sets FEEDBACK_URL').toBeDefined();
  const problems = watchConsole(page);
  const cors = {
    'Access-Control-Allow-Origin': siteOrigin,
    'Access-Control-Allow-Methods': 'POST',
    'Access-Control-Allow-Headers': 'Content-Type',
  };
  const posts: {headers: Record<string, string>; body: string | null}[] = [];
  await page.route(endpoint!, async (route) => {
    const request = route.request();
    if (request.method() === 'POST') posts.push({headers: request.headers(), body: request.postData()});
    await route.fulfill({status: 204, headers: cors});
  });

  const response = await page.goto(siteOrigin + pagePath);
  await hydrated(page);
  // The policy allows exactly the endpoint, not its whole origin, besides the search provider of this site.
  const connectSrc = /connect-src ([^;]*)/.exec(response!.headers()['content-security-policy'])![1].split(' ');
  expect(connectSrc.filter((source) => !source.includes('algolia'))).toEqual(["'self'", endpoint]);

  const block = page.locator('[data-page-feedback]');
  const group = block.getByRole('group', {name: 'Was this page helpful?'});
  const no = group.getByRole('button', {name: 'No'});
  await no.focus();
  await page.keyboard.press('Enter');
  await expect(no).toHaveAttribute('aria-pressed', 'true');
  const comment = block.getByRole('textbox', {name: 'What was missing or unclear? (optional)'});
  await comment.fill('The example of a renewal is missing.');
  expect(await axeViolations(page)).toEqual([]);
  expect(posts).toEqual([]);
  await block.getByRole('button', {name: 'Send feedback'}).focus();
  await page.keyboard.press('Enter');

  await expect(block.getByRole('status')).toHaveText('Thank you for your feedback!');
  await expect(no).toBeFocused();
  expect(posts).toHaveLength(1);
  const [post] = posts;
  expect(post.headers['content-type']).toBe('application/json');
  expect(post.headers.cookie).toBeUndefined();
  expect(JSON.parse(post.body!)).toEqual({
    page: (await page.locator('link[rel="canonical"]').getAttribute('href'))?.replace(/\/$/, ''),
    title: await page.title(),
    language: 'en',
    answer: 'no',
    comment: 'The example of a renewal is missing.',
  });
  expect(JSON.parse(post.body!).page).toMatch(new RegExp(`^https?://[^/]+${pagePath}$`));
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('site.feedback')))).toEqual([
    `site.feedback.answered:${pagePath}`,
  ]);
  expect(await axeViolations(page)).toEqual([]);
  // A CSP violation or a failed request would show here.
  expect(problems).toEqual([]);
});
