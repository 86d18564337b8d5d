import path from 'node:path';
import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './plugins/diagrams/chromium';

/**
 * End-to-end tests in Debian's Chromium against the built site served by
 * nginx with the production configuration (deploy/). Playwright never
 * downloads a browser of its own here.
 */
export const sitePort = Number(process.env.E2E_PORT ?? 3100);
/** The built site under test: build/, or E2E_BUILD_DIR (another build to test). */
export const siteBuildDir = path.resolve(__dirname, process.env.E2E_BUILD_DIR ?? 'build');
export const testSitePort = sitePort + 1;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: true,
  // One retry, in CI and everywhere else alike. A test that passes only on its
  // retry does not fail the run, but tests/e2e/flaky-reporter.ts names it at the end.
  retries: 1,
  timeout: 60_000,
  // Assertions wait up to 10 s instead of Playwright's 5 s: with two workers on a
  // busy two-core machine, a first search query (the index and its WASM load) or a
  // client-side navigation can take longer. A passing assertion waits no longer.
  expect: {timeout: 10_000},
  reporter: [['list'], ['html', {open: 'never', outputFolder: 'playwright-report'}], ['./tests/e2e/flaky-reporter.ts']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${sitePort}`,
    viewport: {width: 1280, height: 800},
    launchOptions: {executablePath: chromiumPath, args: chromiumArgs},
    // A trace of the retry only: recording one for every test made the suite a fifth slower.
    trace: 'on-first-retry',
  },
});
