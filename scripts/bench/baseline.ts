/**
 * Measures the first visit of one page of another built site (the JavaScript it
 * runs, its total weight) the same way the benchmark measures ours (pages.ts).
 * The benchmark's own comparison with plain Docusaurus is plain-site.ts.
 *
 *   tsx scripts/bench/baseline.ts <built site dir> [page path, default /docs/intro]
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
