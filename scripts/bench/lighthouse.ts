/**
 * Lighthouse scores per page type, mobile and desktop, median of three runs,
 * in Debian's Chromium (CHROME_PATH) against the build served by nginx.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import type {BenchContext, BenchSection} from './types';
import {budget, chromiumArgs, median, pageTypes, table} from './shared';

const run = promisify(execFile);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The metrics behind the performance score, in milliseconds (CLS unitless). */
const metrics = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;
/** BI: Lighthouse's benchmarkIndex of the host, which the 4x CPU slowdown of the mobile run is relative to. */
type Scores = Record<(typeof categories)[number] | keyof typeof metrics | 'BI', number>;

async function lighthouseOnce(ctx: BenchContext, url: string, formFactor: 'mobile' | 'desktop'): Promise<Scores> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-')), 'report.json');
  const bin = path.join(ctx.siteDir, 'node_modules', '.bin', 'lighthouse');
  const args = [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    `--only-categories=${categories.join(',')}`,
    `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  await run(bin, args, {env: {...process.env, CHROME_PATH: ctx.chromiumPath}, maxBuffer: 64 * 2 ** 20});
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(path.dirname(out), {recursive: true, force: true});
  const scores = {} as Scores;
  for (const category of categories) {
    const score = report.categories[category]?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${category} score for ${url} (${formFactor})`);
    scores[category] = Math.round(score * 100);
  }
  for (const [name, audit] of Object.entries(metrics) as [keyof typeof metrics, string][]) {
    const value = report.audits[audit]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${audit} for ${url} (${formFactor})`);
    scores[name] = value;
  }
  scores.BI = Math.round(report.environment?.benchmarkIndex ?? NaN);
  return scores;
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

export default async function benchLighthouse(ctx: BenchContext, {runs = 3} = {}): Promise<BenchSection> {
  const failures: string[] = [];
  const rows: (string | number)[][] = [];
  const metricRows: (string | number)[][] = [];
  for (const type of pageTypes) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const results: Scores[] = [];
      for (let i = 0; i < runs; i++) results.push(await withRetry(() => lighthouseOnce(ctx, ctx.baseUrl + type.path, formFactor)));
      const keys = [...categories, ...(Object.keys(metrics) as (keyof typeof metrics)[]), 'BI' as const];
      const scores = Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k]))])) as Scores;
      rows.push([type.name, formFactor, ...categories.map((c) => scores[c])]);
      metricRows.push([
        type.name,
        formFactor,
        ...(['FCP', 'LCP', 'TBT', 'SI'] as const).map((m) => `${(scores[m] / 1000).toFixed(2)} s`),
        scores.CLS.toFixed(3),
        scores.BI,
      ]);
      if (formFactor === 'mobile') {
        for (const category of categories) {
          const limit = budget(ctx.budgets, `lighthouse.mobile.${category}`);
          if (scores[category] < limit)
            failures.push(`${type.name}: Lighthouse ${category} on mobile is ${scores[category]}; the budget is ${limit}.`);
        }
      }
      console.log(`  lighthouse ${type.name} ${formFactor}: ${categories.map((c) => `${c} ${scores[c]}`).join(', ')}`);
    }
  }
  const markdown = [
    `Lighthouse ${JSON.parse(fs.readFileSync(path.join(ctx.siteDir, 'node_modules/lighthouse/package.json'), 'utf8')).version} in Debian Chromium, median of ${runs} runs per page and form factor (mobile: Lighthouse's default emulated phone with simulated slow 4G; desktop: \`--preset=desktop\`).`,
    '',
    table(['Page type', 'Form factor', 'Performance', 'Accessibility', 'Best practices', 'SEO'], rows),
    '',
    'The metrics behind the performance score (medians; simulated by Lighthouse for the form factor).',
    "Host CPU is Lighthouse's benchmarkIndex of this machine during the runs: the mobile runs slow the CPU down 4x relative to it, so TBT and the performance score move with it.",
    '',
    table(['Page type', 'Form factor', 'FCP', 'LCP', 'TBT', 'Speed index', 'CLS', 'Host CPU'], metricRows),
  ].join('\n');
  return {title: 'Lighthouse', markdown, failures};
}
