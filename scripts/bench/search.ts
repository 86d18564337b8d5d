/**
 * `npm run bench:search [-- --relevance]`: the benchmark's search section alone, on build/ (plugins/search/README.md),
 * printed; exits 1 when a budget of bench/budgets.json is exceeded.
 */
import path from 'node:path';
import {fullChromiumPath as chromiumPath} from '../../plugins/diagrams/chromium';
import benchSearch, {measureRelevance} from '../../plugins/search/bench/search';
import {relevanceMarkdown} from '../../plugins/search/bench/relevance';
import {serveAll} from './servers';
import {readBudgets} from './shared';

async function main(): Promise<void> {
  const siteDir = path.resolve(__dirname, '../..');
  const buildDir = path.join(siteDir, 'build');
  if (process.argv.includes('--relevance')) return void console.log(relevanceMarkdown(await measureRelevance({siteDir, buildDir})));
  const served = await serveAll([buildDir], Number(process.env.BENCH_PORT ?? 3402));
  try {
    const section = await benchSearch({siteDir, buildDir, baseUrl: `${served.baseUrls[0]}/`, chromiumPath, budgets: readBudgets()});
    console.log(`## ${section.title}\n\n${section.markdown}\n`);
    if (section.failures.length) {
      console.error(`Budgets exceeded:\n${section.failures.map((f) => `- ${f}`).join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    served.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
