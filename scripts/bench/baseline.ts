/**
 * Measures the JavaScript a plain Docusaurus classic site runs on a doc page,
 * the same way the benchmark measures ours (pages.ts), to set the
 * `docPageJsBytes` budget in bench/budgets.json.
 *
 *   tsx scripts/bench/baseline.ts <built site dir> [doc path, default /docs/intro]
 *
 * How the recorded figure was made is described in bench/budgets.json.
 */
import path from 'node:path';
import {chromium} from '@playwright/test';
import {startNginx} from '../nginx';
import {measureFirstVisit} from './pages';
import {chromiumArgs, chromiumPath} from '../chromium';
import {kib} from './shared';

async function main(): Promise<void> {
  const [dir, docPath = '/docs/intro'] = process.argv.slice(2);
  if (!dir) throw new Error('Usage: tsx scripts/bench/baseline.ts <built site dir> [doc path]');
  const port = Number(process.env.BENCH_PORT ?? 3504);
  const server = await startNginx({root: path.resolve(dir), port});
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    const visit = await measureFirstVisit(browser, `http://127.0.0.1:${port}${docPath}`);
    console.log(JSON.stringify(visit, null, 2));
    console.log(`JavaScript run on ${docPath}: ${visit.jsBytes} bytes (${kib(visit.jsBytes)}); total ${kib(visit.totalBytes)}.`);
  } finally {
    await browser.close();
    server.kill('SIGQUIT');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
