/**
 * Performance benchmark: `npm run bench`.
 *
 * Builds the site (both languages), serves build/ with nginx and the
 * production configuration, runs each section and writes reports/bench.md.
 * A plain Docusaurus site of the same size (plain-site.ts) is served next to it
 * and measured in the same session, for the ratio budgets (ratios.ts).
 * Exits 1 when a budget in bench/budgets.json is exceeded.
 *
 *   npm run bench                       everything (takes a while: 39 Lighthouse runs)
 *   npm run bench -- --skip-build       measure the existing build/ (no build time)
 *   npm run bench -- --runs=1           Lighthouse runs per page (default 3)
 *   npm run bench -- --skip-lighthouse  build, sizes and first-visit weights only
 *   npm run bench -- --skip-build --build-dir=../old/build   measure another build of the site (e.g. an earlier commit's)
 *   npm run bench -- --skip-search      without the search section (e.g. for a build whose search index has another format)
 *   npm run bench -- --ablate           the ablation of the performance layer instead (ablation/index.ts)
 *   npm run bench -- --cpu-slowdown=4   Lighthouse's fixed CPU slowdown instead of the emulated phone of cpu.ts
 *
 * BENCH_PORT sets the port nginx serves build/ on (default 3503); the plain site is served on the next one.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromiumPath} from '../../plugins/diagrams/chromium';
import type {BenchContext, BenchSection} from './types';
import benchBuild from './build';
import benchPages from './pages';
import benchLighthouse, {pageFigures} from './lighthouse';
import {ensurePlainSite} from './plain-site';
import {againstDocSection, againstPlainSection, plainLighthouseJobs, plainMedians} from './against-plain';
import {docRatioBudgets, ratioBudgets} from './ratios';
import {serveAll} from './servers';
import {readBudgets, type PageType} from './shared';
import {runAblation} from './ablation';
import benchSearch from '../../plugins/search/bench/search';

const siteDir = path.resolve(__dirname, '..', '..');
const args = new Set(process.argv.slice(2));
const runs = Number([...args].find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3503);

async function main(): Promise<void> {
  if ([...args].some((a) => a.startsWith('--build-dir=')) && !args.has('--skip-build')) {
    throw new Error('--build-dir measures an existing build: add --skip-build.');
  }
  const ctx: BenchContext = {
    siteDir,
    buildDir: path.resolve(siteDir, [...args].find((a) => a.startsWith('--build-dir='))?.split('=')[1] ?? 'build'),
    baseUrl: `http://127.0.0.1:${port}`,
    chromiumPath: chromiumPath,
    budgets: readBudgets(),
  };
  const ratios = ratioBudgets(ctx.budgets);
  const docRatios = docRatioBudgets(ctx.budgets);
  const sections: BenchSection[] = [];
  console.log(args.has('--skip-build') ? 'Measuring the existing build…' : 'Building both languages…');
  sections.push(await benchBuild(ctx, {skipBuild: args.has('--skip-build')}));
  const plainSite = ensurePlainSite(siteDir);
  const served = await serveAll([ctx.buildDir, plainSite.buildDir], port);
  const plainBaseUrl = served.baseUrls[1];
  try {
    console.log('First visits…');
    const visits = await benchPages(ctx, {plainBaseUrl});
    sections.push(visits.section);
    const plainJobs = plainLighthouseJobs(plainBaseUrl);
    let lighthouse: Awaited<ReturnType<typeof benchLighthouse>> | null = null;
    if (!args.has('--skip-lighthouse')) {
      console.log(`Lighthouse (${runs} runs per page, interleaved with the plain site's pages)…`);
      lighthouse = await benchLighthouse(ctx, {runs, companionJobs: plainJobs});
      sections.push(lighthouse.section);
    }
    const ours = (type: PageType) => pageFigures(lighthouse?.ours.get(type.name), visits.ours.get(type.path)?.jsBytes ?? null);
    sections.push(
      againstPlainSection(
        ours,
        (plainPath) =>
          pageFigures(
            lighthouse ? plainMedians(plainJobs, lighthouse.extra, plainPath) : undefined,
            visits.plain.get(plainPath)?.jsBytes ?? null,
          ),
        ratios,
        plainSite,
      ),
      againstDocSection(ours, docRatios),
    );
    if (!args.has('--skip-search')) sections.push(await benchSearch(ctx));
  } finally {
    served.stop();
  }
  const failures = sections.flatMap((s) => s.failures.map((f) => `${s.title}: ${f}`));
  const report = [
    '# Benchmark',
    '',
    `Measured ${new Date().toISOString()} on ${process.platform}, Node ${process.version}. Budgets: \`bench/budgets.json\`.`,
    '',
    ...sections.flatMap((s) => [`## ${s.title}`, '', s.markdown, '']),
    '## Budgets',
    '',
    failures.length ? failures.map((f) => `- ❌ ${f}`).join('\n') : 'All budgets hold.',
    '',
  ].join('\n');
  const out = path.join(siteDir, 'reports', 'bench.md');
  fs.mkdirSync(path.dirname(out), {recursive: true});
  fs.writeFileSync(out, report);
  console.log(`\n${report}\nWritten to ${path.relative(siteDir, out)}.`);
  if (failures.length) process.exitCode = 1;
}

(args.has('--ablate') ? runAblation(siteDir, process.argv.slice(2)) : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
