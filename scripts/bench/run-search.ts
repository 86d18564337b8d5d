/**
 * Runs only the search section of the benchmark:
 *
 *   npm run bench:search            (serves build/ with nginx on BENCH_PORT, default 3402)
 *
 * Prints the section's Markdown and exits non-zero when a budget of
 * bench/budgets.json is exceeded. `npm run build` first.
 */
import path from 'node:path';
import {startNginx} from '../nginx';
import {chromiumPath} from '../chromium';
import benchSearch from './search';
import {readBudgets} from './shared';

async function main(): Promise<void> {
  const siteDir = path.resolve(__dirname, '../..');
  const buildDir = path.join(siteDir, 'build');
  const port = Number(process.env.BENCH_PORT ?? 3402);
  // The budgets are the file's "budgets" object (as for `npm run bench`).
  const budgets = readBudgets();
  const nginx = await startNginx({root: buildDir, port});
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      nginx.kill('SIGQUIT');
      process.exit(130);
    });
  }
  try {
    const section = await benchSearch({
      siteDir,
      buildDir,
      baseUrl: `http://127.0.0.1:${port}/`,
      chromiumPath: chromiumPath,
      budgets,
    });
    console.log(`## ${section.title}\n\n${section.markdown}\n`);
    if (section.failures.length) {
      console.error(`Budgets exceeded:\n${section.failures.map((f) => `- ${f}`).join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    nginx.kill('SIGQUIT');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
