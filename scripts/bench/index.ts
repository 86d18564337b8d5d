/**
 * `npm run bench [-- --skip-build [--build-dir=<dir>]] [--skip-search] [--runs=N] [--pages=a,b] [--ablate]`:
 * the site against plain Docusaurus, every budget of bench/budgets.json, reports/bench.md (bench/README.md).
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {fullChromiumPath} from '../../plugins/diagrams/chromium';
import {npmCommand} from '../node-bin';
import {runAblation} from './ablation';
import {checker, checkTable, failureLines, ratioChecks, scoreChecks, type Check} from './checks';
import {categories, lighthouseVersion, measureSites, PHONE_INDEX, type ByPageType, type Figures} from './lighthouse';
import {describePlainSite, ensurePlainSite} from './plain-site';
import {benchSearch} from './search';
import {searchTimingChecks} from './search-timing';
import {budget, dirBytes, kib, ms, readBudgets, readOptions, serveAll, table, writeReport} from './shared';

const siteDir = path.resolve(__dirname, '..', '..');
const argv = process.argv.slice(2);

async function main(): Promise<void> {
  const budgets = readBudgets();
  const check = checker(budgets);
  const {runs, types, text, flag} = readOptions(argv, budget(budgets, 'plainRatio.tbt.minRuns'));
  if (text('build-dir') && !flag('skip-build')) throw new Error('--build-dir measures an existing build: add --skip-build.');
  const buildDir = path.resolve(siteDir, text('build-dir') ?? 'build');
  const started = new Date();
  const checks: Check[] = [];
  if (!flag('skip-build')) {
    console.log('Building both languages…');
    const {command, args, shell} = npmCommand(['run', '--silent', 'build']);
    if (spawnSync(command, args, {cwd: siteDir, shell, stdio: ['ignore', 'ignore', 'inherit']}).status !== 0)
      throw new Error('`npm run build` failed.');
    checks.push(check('buildSeconds', '`npm run build`', (Date.now() - started.getTime()) / 1000, 's'));
  }
  checks.push(check('outputMiB', path.relative(siteDir, buildDir), dirBytes(buildDir).bytes / 2 ** 20, 'MiB'));
  const plain = ensurePlainSite(siteDir);
  const served = await serveAll([buildDir, plain.buildDir], 3503);
  let ours: ByPageType, theirs: ByPageType;
  try {
    // Per page type, ours then plain's corresponding page: site and plain alternate, each pair close together in time.
    const sites = [
      {name: '', baseUrl: served.baseUrls[0], allCategories: true},
      {name: 'plain', baseUrl: served.baseUrls[1], plain: true},
    ];
    [ours, theirs] = await measureSites(sites, types, runs);
    checks.push(...ratioChecks(types, ours, theirs, budgets), ...scoreChecks(types, ours, budgets));
    if (types.some((type) => type.name === 'search')) {
      console.log(`The search page on the phone: ${runs} cold loads and "See all results"…`);
      checks.push(...(await searchTimingChecks(served.baseUrls[0], runs, budgets)));
    }
  } finally {
    served.stop();
  }
  // Serves the build and its ten-fold copy on servers of its own.
  const search = flag('skip-search') ? undefined : await benchSearch(siteDir, buildDir, budgets);
  checks.push(...(search?.checks ?? []));
  const failures = failureLines(checks);
  const row = (name: string, page: string, f: Figures) =>
    [name, `\`${page}\``, f.runs, ...categories.map((c) => f.scores[c] ?? '–')].concat(
      [ms(f.tbt ?? NaN), ms(f.lcp ?? NaN), kib(f.jsBytes ?? NaN), kib(f.totalBytes ?? NaN)],
      Math.round(f.phone ?? NaN),
    );
  const header = ['Page type', 'Path', 'Runs', 'Perf.', 'A11y', 'BP', 'SEO', 'TBT', 'LCP', 'JS', 'Total', 'Phone'];
  const pageRows = types.flatMap((t) => [
    row(t.name, t.path, ours.get(t.name)!),
    row(`plain: ${t.name}`, t.plainPath, theirs.get(t.name)!),
  ]);
  writeReport(siteDir, 'bench.md', [
    `# Benchmark\n\nMeasured ${started.toISOString()}: \`npm run bench${argv.length ? ` -- ${argv.join(' ')}` : ''}\`, Lighthouse ${lighthouseVersion()} (node API) in ${fullChromiumPath}, mobile, the emulated phone's CPU index ${PHONE_INDEX} (scripts/bench/lighthouse.ts); ${runs} rounds, in each per page type our page and then plain's. Medians; Phone: the host's benchmarkIndex / the slowdown. Node ${process.version}.`,
    describePlainSite(plain),
    `## Per page type\n\n${table(header, pageRows)}`,
    `## Budgets\n\n${checkTable(checks)}`,
    ...(search ? [`## Search\n\n${search.markdown}`] : []),
    `## Result\n\n${failures.length ? failures.map((f) => `- ❌ ${f}`).join('\n') : 'All budgets hold.'}\n`,
  ]);
  if (failures.length) process.exitCode = 1;
}

(argv.includes('--ablate') ? runAblation(siteDir, argv) : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
