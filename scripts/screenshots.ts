/**
 * Screenshots for reviewing the look of pages: each path at 1280 px and
 * 390 px wide, in light and dark mode, from build/ served by nginx.
 *
 *   tsx scripts/screenshots.ts [path ...]     (default: home, a doc, a post)
 *
 * Writes PNGs to reports/screenshots/. SCREENSHOT_PORT sets the port (default 3300).
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {startNginx} from './nginx';
import {chromiumArgs, chromiumPath} from '../plugins/diagrams/chromium';

const port = Number(process.env.SCREENSHOT_PORT ?? 3300);
const outDir = path.resolve(__dirname, '..', 'reports', 'screenshots');
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/docs/srb/working-with-contracts/contract-renewal', '/blog'];

async function main(): Promise<void> {
  fs.mkdirSync(outDir, {recursive: true});
  const server = await startNginx({port});
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    for (const pagePath of paths) {
      for (const width of [1280, 390]) {
        for (const mode of ['light', 'dark']) {
          const context = await browser.newContext({
            viewport: {width, height: width > 500 ? 900 : 844},
            colorScheme: mode as 'light' | 'dark',
          });
          const page = await context.newPage();
          await page.goto(`http://127.0.0.1:${port}${pagePath}${pagePath.includes('?') ? '&' : '?'}docusaurus-theme=${mode}`);
          await page.locator('html[data-has-hydrated="true"]').waitFor();
          const file = path.join(outDir, `${pagePath.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'home'}-${width}-${mode}.png`);
          await page.screenshot({path: file});
          console.log(file);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    server.kill('SIGQUIT');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
