/**
 * `npm run bench [-- --skip-build [--build-dir=<dir>]] [--skip-search] [--runs=N] [--pages=a,b] [--ablate]`:
 * the site against plain Docusaurus, every budget of bench/budgets.json, reports/bench.md (bench/README.md).
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {fullChromiumPath as chromiumPath} from '../../plugins/diagrams/chromium';
import benchSearch, {dirBytes, type BenchSection} from '../../plugins/search/bench/search';
import {npmCommand} from '../node-bin';
import {runAblation} from './ablation';
import {checker, checkTable, failureLines, ratioChecks, scoreChecks, type Check} from './checks';
import {categories, figures, lighthouseVersion, PHONE_INDEX, session, type Figures} from './lighthouse';
import {describePlainSite, ensurePlainSite} from './plain-site';
import {searchTimings} from './search-timing';
import {serveAll} from './servers';
import {budget, kib, option, readBudgets, runsOption, selectPageTypes, table, writeReport} from './shared';

const siteDir = path.resolve(__dirname, '..', '..');
const argv = process.argv.slice(2);

async function main(): Promise<void> {
  const budgets = readBudgets();
  const check = checker(budgets);
  const runs = runsOption(argv, budget(budgets, 'plainRatio.tbt.minRuns'));
  const types = selectPageTypes(option(argv, 'pages'));
  if (option(argv, 'build-dir') && !argv.includes('--skip-build'))
    throw new Error('--build-dir measures an existing build: add --skip-build.');
  const buildDir = path.resolve(siteDir, option(argv, 'build-dir') ?? 'build');
  const started = new Date();
  const checks: Check[] = [];
  if (!argv.includes('--skip-build')) {
    console.log('Building both languages…');
    const {command, args, shell} = npmCommand(['run', '--silent', 'build']);
    if (spawnSync(command, args, {cwd: siteDir, shell, stdio: ['ignore', 'ignore', 'inherit']}).status !== 0)
      throw new Error('`npm run build` failed.');
    checks.push(check('buildSeconds', '`npm run build`', (Date.now() - started.getTime()) / 1000, 's'));
  }
  checks.push(check('outputMiB', path.relative(siteDir, buildDir), dirBytes(buildDir).bytes / 2 ** 20, 'MiB'));
  const plain = ensurePlainSite(siteDir);
  const served = await serveAll([buildDir, plain.buildDir], Number(process.env.BENCH_PORT ?? 3503));
  const sections: BenchSection[] = [];
  const ours = new Map<string, Figures>();
  const theirs = new Map<string, Figures>();
  try {
    // Per page type, ours then plain's corresponding page: site and plain alternate, each pair close together in time.
    const jobs = types.flatMap((type) => [
      {id: type.name, url: served.baseUrls[0] + type.path, allCategories: true},
      {id: `plain: ${type.name}`, url: served.baseUrls[1] + type.plainPath},
    ]);
    console.log(`Lighthouse: ${jobs.length} pages × ${runs} rounds, interleaved…`);
    const results = await session(jobs, runs);
    for (const type of types) ours.set(type.name, figures(results.get(type.name)!));
    for (const type of types) theirs.set(type.name, figures(results.get(`plain: ${type.name}`)!));
    checks.push(...ratioChecks(types, ours, theirs, budgets), ...scoreChecks(types, ours, budgets));
    if (types.some((type) => type.name === 'search')) {
      console.log(`The search page on the phone: ${runs} cold loads and "See all results"…`);
      const timing = await searchTimings(served.baseUrls[0], 'contract', runs);
      const note = (values: number[]) => `median of ${values.map(Math.round).join(', ')} ms; CPU ×${timing.slowdown}`;
      checks.push(
        check('search.resultsAfterStartMs', '`/search?q=contract`, cold', timing.resultsAfterStartMs, 'ms', note(timing.afterStart)),
        check('search.seeAllMs', 'modal, Enter on "See all results"', timing.seeAllMs, 'ms', note(timing.seeAll)),
      );
    }
    if (!argv.includes('--skip-search'))
      sections.push(await benchSearch({siteDir, buildDir, baseUrl: served.baseUrls[0], chromiumPath, budgets}));
  } finally {
    served.stop();
  }
  const row = (name: string, page: string, f: Figures) =>
    [
      name,
      `\`${page}\``,
      f.runs,
      ...categories.map((c) => f.scores[c] ?? '–'),
      `${Math.round(f.tbt ?? NaN)} ms`,
      `${Math.round(f.lcp ?? NaN)} ms`,
    ].concat([kib(f.jsBytes ?? NaN), kib(f.totalBytes ?? NaN), Math.round(f.phone ?? NaN)]);
  const failures = [...failureLines(checks), ...sections.flatMap((s) => s.failures.map((f) => `${s.title}: ${f}`))];
  const header = ['Page type', 'Path', 'Runs', 'Perf.', 'A11y', 'BP', 'SEO', 'TBT', 'LCP', 'JS', 'Total', 'Phone'];
  const pageRows = types.flatMap((t) => [
    row(t.name, t.path, ours.get(t.name)!),
    row(`plain: ${t.name}`, t.plainPath, theirs.get(t.name)!),
  ]);
  writeReport(siteDir, 'bench.md', [
    `# Benchmark\n\nMeasured ${started.toISOString()}: \`npm run bench${argv.length ? ` -- ${argv.join(' ')}` : ''}\`, Lighthouse ${lighthouseVersion()} (node API) in ${chromiumPath}, mobile, the emulated phone's CPU index ${PHONE_INDEX} (scripts/bench/lighthouse.ts); ${runs} rounds, in each per page type our page and then plain's. Medians; Phone: the host's benchmarkIndex / the slowdown. Node ${process.version}.`,
    describePlainSite(plain),
    `## Per page type\n\n${table(header, pageRows)}`,
    `## Budgets\n\n${checkTable(checks)}`,
    ...sections.map((s) => `## ${s.title}\n\n${s.markdown}`),
    `## Result\n\n${failures.length ? failures.map((f) => `- ❌ ${f}`).join('\n') : 'All budgets hold.'}\n`,
  ]);
  if (failures.length) process.exitCode = 1;
}

(argv.includes('--ablate') ? runAblation(siteDir, argv) : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
