/**
 * Lighthouse in Debian's Chromium (CHROME_PATH) against sites served by nginx:
 * one run (lighthouseOnce), a session of interleaved runs over several pages
 * and sites (lighthouseSession), and the benchmark's section: our page types,
 * mobile (the phone of cpu.ts), median of the runs. Every budget is a mobile
 * figure; desktop runs would double the time and decide nothing.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import type {BenchContext, BenchSection, PageFigures} from './types';
import {budget, chromiumArgs, median, pageTypes, table} from './shared';
import {benchToolsDir, ensureBenchTools} from './tools';
import {runInterleaved} from './interleave';
import {cpuDescription, cpuSlowdownFor, fixedCpuSlowdown, hostBenchmark, PHONE_BENCHMARK_INDEX, phoneOffTarget} from './cpu';
import {binFile} from '../node-bin';

const run = promisify(execFile);
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];
/** The metrics behind the performance score, in milliseconds (CLS unitless). */
const metrics = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;
type Metric = keyof typeof metrics;

export interface LighthouseResult {
  /** Scores 0–100 of the categories asked for. */
  scores: Partial<Record<Category, number>>;
  metrics: Record<Metric, number>;
  /** Lighthouse's benchmarkIndex of the host, measured as the run started. */
  benchmarkIndex: number;
  /** The CPU slowdown of the run (cpu.ts). */
  cpuSlowdown: number;
}

export interface LighthouseJob {
  /** How the job appears in progress lines, e.g. "all on: doc". */
  name: string;
  url: string;
  categories: readonly Category[];
}

/** One mobile run (Lighthouse's default CPU slowdown is 4). */
export async function lighthouseOnce(chromiumPath: string, job: LighthouseJob, cpuSlowdown = 4): Promise<LighthouseResult> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-')), 'report.json');
  // Lighthouse is one of the benchmark's own tools (tools.ts), not a dependency of the site.
  const command = process.execPath;
  const args = [
    binFile('lighthouse', 'lighthouse', benchToolsDir),
    job.url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    `--only-categories=${job.categories.join(',')}`,
    `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
    `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
  ];
  try {
    await run(command, args, {env: {...process.env, CHROME_PATH: chromiumPath}, maxBuffer: 64 * 2 ** 20});
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    const scores: LighthouseResult['scores'] = {};
    for (const category of job.categories) {
      const score = report.categories[category]?.score;
      if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${category} score for ${job.url}`);
      scores[category] = Math.round(score * 100);
    }
    const values = {} as Record<Metric, number>;
    for (const [name, audit] of Object.entries(metrics) as [Metric, string][]) {
      const value = report.audits[audit]?.numericValue;
      if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${audit} for ${job.url}`);
      values[name] = value;
    }
    return {
      scores,
      metrics: values,
      benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? NaN),
      cpuSlowdown: report.configSettings?.throttling?.cpuSlowdownMultiplier ?? NaN,
    };
  } finally {
    fs.rmSync(path.dirname(out), {recursive: true, force: true});
  }
}

/**
 * The host's speed can change between the measurement that sets a run's slowdown
 * and the run (by 30 % within seconds on a shared machine). A run whose phone,
 * by Lighthouse's own reading of the host, is off target (cpu.ts) is repeated,
 * twice at most; the last one counts.
 */
async function onTarget(attempt: () => Promise<LighthouseResult>, retries = 2): Promise<LighthouseResult> {
  for (let i = 0; ; i++) {
    const result = await attempt();
    if (i >= retries || !phoneOffTarget(result)) return result;
    const phone = Math.round(result.benchmarkIndex / result.cpuSlowdown);
    console.log(`  the run emulated a phone of index ${phone}, not ${PHONE_BENCHMARK_INDEX}; running it again`);
  }
}

/** Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART); such a run is repeated, twice at most. */
async function withRetry<T>(attempt: () => Promise<T>, retries = 2): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= retries) throw error;
      console.log(`  Lighthouse run failed (${(error as Error).message.split('\n').at(-2) ?? 'error'}); running it again`);
    }
  }
}

export interface JobMedians {
  /** Medians over the runs that succeeded; null when none did. */
  result: LighthouseResult | null;
  /** Each round's result (null where the run failed), for pairing with other jobs' rounds. */
  byRound: (LighthouseResult | null)[];
  runs: number;
  failedRuns: number;
}

function medians(results: LighthouseResult[]): LighthouseResult | null {
  if (results.length === 0) return null;
  const scores: LighthouseResult['scores'] = {};
  for (const category of categories) {
    const values = results.map((r) => r.scores[category]).filter((v) => v !== undefined);
    if (values.length) scores[category] = median(values);
  }
  const values = Object.fromEntries((Object.keys(metrics) as Metric[]).map((m) => [m, median(results.map((r) => r.metrics[m]))]));
  return {
    scores,
    metrics: values as Record<Metric, number>,
    benchmarkIndex: median(results.map((r) => r.benchmarkIndex)),
    cpuSlowdown: median(results.map((r) => r.cpuSlowdown)),
  };
}

/**
 * Every job `runs` times, interleaved (interleave.ts), and the medians of each.
 * Each run emulates the same phone whatever the host's load (cpu.ts), unless
 * `--cpu-slowdown=N` fixes the slowdown.
 */
export async function lighthouseSession(
  ctx: Pick<BenchContext, 'chromiumPath'>,
  jobs: LighthouseJob[],
  runs: number,
): Promise<Map<LighthouseJob, JobMedians>> {
  ensureBenchTools();
  const fixed = fixedCpuSlowdown(process.argv);
  const host = await hostBenchmark(ctx.chromiumPath);
  const slowdown = async () => fixed ?? cpuSlowdownFor(await host.measure());
  const once = (job: LighthouseJob) => withRetry(async () => lighthouseOnce(ctx.chromiumPath, job, await slowdown()));
  let outcomes: Awaited<ReturnType<typeof runInterleaved<LighthouseJob, LighthouseResult>>>;
  try {
    outcomes = await runInterleaved(
      jobs,
      runs,
      (job) => (fixed === undefined ? onTarget(() => once(job)) : once(job)),
      console.log,
      (job) => job.name,
    );
  } finally {
    await host.close();
  }
  return new Map(
    [...outcomes].map(([job, {results, rounds, errors}]) => {
      const byRound = Array.from({length: runs}, (_, round) => results[rounds.indexOf(round)] ?? null);
      return [job, {result: medians(results), byRound, runs: results.length, failedRuns: errors.length}];
    }),
  );
}

/** The figures of one page for the ablation and the ratio budgets: mobile medians, with the JavaScript measured elsewhere. */
export function pageFigures(medians: JobMedians | undefined, jsBytes: number | null): PageFigures {
  const result = medians?.result ?? null;
  return {
    jsBytes,
    performance: result?.scores.performance ?? null,
    tbt: result?.metrics.TBT ?? null,
    lcp: result?.metrics.LCP ?? null,
    benchmarkIndex: result?.benchmarkIndex ?? null,
    rounds: {
      tbt: medians?.byRound.map((r) => r?.metrics.TBT ?? null) ?? [],
      lcp: medians?.byRound.map((r) => r?.metrics.LCP ?? null) ?? [],
    },
    runs: medians?.runs ?? 0,
    failedRuns: medians?.failedRuns ?? 0,
  };
}

export function lighthouseVersion(): string {
  return JSON.parse(fs.readFileSync(path.join(benchToolsDir, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}

/**
 * The benchmark's Lighthouse section: every page type, all four categories.
 * `companionJobs` (the plain site's pages) run in the same session, each right
 * after the page type it is keyed by; their medians are returned for the caller.
 */
export default async function benchLighthouse(
  ctx: BenchContext,
  {runs = 3, companionJobs = new Map()}: {runs?: number; companionJobs?: Map<string, LighthouseJob>} = {},
): Promise<{section: BenchSection; ours: Map<string, JobMedians>; extra: Map<LighthouseJob, JobMedians>}> {
  const failures: string[] = [];
  const rows: (string | number)[][] = [];
  const metricRows: (string | number)[][] = [];
  const ourJobs = new Map(
    pageTypes.map((type) => [type, {name: type.name, url: ctx.baseUrl + type.path, categories} satisfies LighthouseJob]),
  );
  const order = pageTypes.flatMap((type) => [ourJobs.get(type)!, ...(companionJobs.has(type.name) ? [companionJobs.get(type.name)!] : [])]);
  const session = await lighthouseSession(ctx, order, runs);
  const ours = new Map<string, JobMedians>();
  for (const [type, job] of ourJobs) {
    const {result, failedRuns} = session.get(job)!;
    ours.set(type.name, session.get(job)!);
    if (!result) {
      failures.push(`${type.name}: every Lighthouse run failed (${failedRuns} runs).`);
      continue;
    }
    rows.push([type.name, ...categories.map((c) => result.scores[c] ?? '–')]);
    metricRows.push([
      type.name,
      ...(['FCP', 'LCP', 'TBT', 'SI'] as const).map((m) => `${(result.metrics[m] / 1000).toFixed(2)} s`),
      result.metrics.CLS.toFixed(3),
      result.benchmarkIndex,
      `${result.cpuSlowdown}x`,
      Math.round(result.benchmarkIndex / result.cpuSlowdown),
    ]);
    for (const category of categories) {
      if (category === 'seo' && type.noindex) continue;
      const limit = budget(ctx.budgets, `lighthouse.mobile.${category}`);
      const score = result.scores[category];
      if (score !== undefined && score < limit)
        failures.push(`${type.name}: Lighthouse ${category} on mobile is ${score}; the budget is ${limit}.`);
    }
  }
  const markdown = [
    `Lighthouse ${lighthouseVersion()} in Debian Chromium, mobile (Lighthouse's emulated phone with simulated slow 4G, ${cpuDescription()}), median of ${runs} runs per page, the runs of every page interleaved (round 1 of every page before round 2 of any).`,
    '',
    table(['Page type', 'Performance', 'Accessibility', 'Best practices', 'SEO'], rows),
    '',
    'The metrics behind the performance score (medians, simulated by Lighthouse).',
    "Host CPU is Lighthouse's benchmarkIndex of this machine as each run started, slowdown the CPU slowdown of the runs (medians), phone their quotient: the emulated phone's index.",
    '',
    table(['Page type', 'FCP', 'LCP', 'TBT', 'Speed index', 'CLS', 'Host CPU', 'Slowdown', 'Phone'], metricRows),
  ].join('\n');
  return {
    section: {title: 'Lighthouse', markdown, failures},
    ours,
    extra: new Map([...companionJobs.values()].map((job) => [job, session.get(job)!])),
  };
}
