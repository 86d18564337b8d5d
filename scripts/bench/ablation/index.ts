/**
 * The ablation of the performance layer: `npm run bench -- --ablate`.
 *
 * Builds the site once per variant (variants.ts: all on, all off, each
 * performance piece off in turn; English only, as every measured page is
 * English), serves every variant and the plain Docusaurus site at once
 * (BENCH_PORT, default 3503, and the ports after it), measures each page type's
 * JavaScript run on a first visit and Lighthouse mobile (performance, TBT, LCP)
 * with the runs interleaved, and writes reports/ablation.md with a verdict per
 * piece. Exits 1 when "all on" breaks a ratio budget against plain Docusaurus.
 *
 *   --variants=all-on,all-off,client-routes   a subset (names: all-on, all-off and the pieces)
 *   --pages=home,doc                          only these page types (names as in scripts/bench/shared.ts)
 *   --runs=N                                  Lighthouse runs per variant and page (default 7, at least 5 for timing verdicts)
 *   --reuse                                   keep the builds whose folder exists
 *   --compare=before:<dir>                    also measure an earlier build as it is (before/after in one session), judged as a piece switched off
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../../../plugins/diagrams/chromium';
import {lighthouseSession, lighthouseVersion, pageFigures, type LighthouseJob} from '../lighthouse';
import {measureFirstVisits} from '../pages';
import {ensurePlainSite, describePlainSite} from '../plain-site';
import {againstPlainSection, plainLighthouseJobs, plainPaths} from '../against-plain';
import {ratioBudgets} from '../ratios';
import {serveAll} from '../servers';
import {pageTypes as allPageTypes, readBudgets, selectPageTypes} from '../shared';
import {ALL_ON, ablationVariants, selectVariants} from './variants';
import {buildVariant, earlierBuild} from './builds';
import {ablationReport, type AblationResult} from './report';
import {parseAblationArgs} from './options';

const since = (started: number) => (Date.now() - started) / 1000;

export async function runAblation(siteDir: string, argv: string[]): Promise<void> {
  const options = parseAblationArgs(argv);
  const port = Number(process.env.BENCH_PORT ?? 3503);
  const ratios = ratioBudgets(readBudgets());
  const variants = selectVariants(ablationVariants(), options.variants);
  const pageTypes = selectPageTypes(allPageTypes, options.pages);
  const timings = {builds: 0, plain: 0, firstVisits: 0, lighthouse: 0};

  let started = Date.now();
  const builds = variants.map((variant) => {
    console.log(`${options.reuse ? 'Building (or reusing)' : 'Building'} ${variant.label}…`);
    const build = buildVariant(siteDir, variant, {reuse: options.reuse});
    console.log(`  ${build.reused ? `reused the build of ${build.builtAt}` : `built in ${build.buildSeconds} s`}: ${build.outDir}`);
    return build;
  });
  if (options.compare) builds.push(earlierBuild(options.compare.name, options.compare.dir));
  timings.builds = since(started);
  started = Date.now();
  const plainSite = ensurePlainSite(siteDir);
  timings.plain = since(started);

  const served = await serveAll([...builds.map((b) => b.outDir), plainSite.buildDir], port);
  const variantUrl = (index: number) => served.baseUrls[index];
  const plainUrl = served.baseUrls[builds.length];
  const jsBytes = new Map<string, Map<string, number>>();
  let session: Awaited<ReturnType<typeof lighthouseSession>>;
  const jobs: {variant: string; pageType: string; job: LighthouseJob}[] = [];
  try {
    started = Date.now();
    console.log('First visits…');
    const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
    try {
      for (const [index, {variant}] of builds.entries()) {
        const visits = await measureFirstVisits(
          browser,
          variantUrl(index),
          pageTypes.map((t) => t.path),
        );
        jsBytes.set(variant.id, new Map(pageTypes.map((t) => [t.name, visits.get(t.path)!.jsBytes])));
      }
      const plainVisits = await measureFirstVisits(browser, plainUrl, plainPaths(pageTypes));
      jsBytes.set('plain', new Map([...plainVisits].map(([p, visit]) => [p, visit.jsBytes])));
    } finally {
      await browser.close();
    }
    timings.firstVisits = since(started);

    // Page by page, every variant in turn and then plain's corresponding page: what is compared is measured close together in time.
    const plainJobs = plainLighthouseJobs(plainUrl, pageTypes);
    for (const type of pageTypes) {
      for (const [index, {variant}] of builds.entries()) {
        jobs.push({
          variant: variant.id,
          pageType: type.name,
          job: {
            name: `${variant.label}: ${type.name}`,
            url: variantUrl(index) + type.path,
            categories: ['performance'],
          },
        });
      }
      const plainJob = plainJobs.get(type.name);
      if (plainJob) jobs.push({variant: 'plain', pageType: type.plainPath, job: plainJob});
    }
    started = Date.now();
    console.log(`Lighthouse: ${jobs.length} pages × ${options.runs} runs, interleaved…`);
    session = await lighthouseSession(
      {chromiumPath},
      jobs.map((j) => j.job),
      options.runs,
    );
    timings.lighthouse = since(started);
  } finally {
    served.stop();
  }

  const figuresOf = (variant: string) =>
    new Map(
      jobs
        .filter((j) => j.variant === variant)
        .map((j) => [j.pageType, pageFigures(session.get(j.job), jsBytes.get(variant)!.get(j.pageType)!)]),
    );
  const result: AblationResult = {
    measuredAt: new Date().toISOString(),
    runs: options.runs,
    pageTypes,
    lighthouseVersion: lighthouseVersion(),
    variants: builds.map((build) => ({variant: build.variant, build, figures: figuresOf(build.variant.id)})),
    plain: {description: describePlainSite(plainSite), figures: figuresOf('plain')},
    timings,
  };
  const allOn = result.variants.find((v) => v.variant.id === ALL_ON);
  const againstPlain = allOn
    ? againstPlainSection(
        (type) => allOn.figures.get(type.name)!,
        (plainPath) => result.plain.figures.get(plainPath)!,
        ratios,
        plainSite,
        pageTypes,
      )
    : null;
  const report = ablationReport(result, againstPlain);
  const out = path.join(siteDir, 'reports', 'ablation.md');
  fs.mkdirSync(path.dirname(out), {recursive: true});
  fs.writeFileSync(out, report);
  console.log(`\n${report}\nWritten to ${path.relative(siteDir, out)}.`);
  if (againstPlain?.failures.length) {
    console.error(`\nRatio budgets broken:\n${againstPlain.failures.map((f) => `- ${f}`).join('\n')}`);
    process.exitCode = 1;
  }
}
