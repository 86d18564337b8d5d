/**
 * The CPU of the phone the mobile Lighthouse runs emulate.
 *
 * Lighthouse slows the host's CPU down by a fixed 4x, so its phone is as fast
 * as the host is at that moment. This machine's benchmarkIndex (Lighthouse's
 * measure of CPU speed) ranged from about 530 on a busy day to 2,800 when idle,
 * and TBT is far from linear in it: a page that runs in short tasks blocks for
 * almost nothing on a fast phone and for hundreds of ms on a slow one. So each
 * mobile run gets the slowdown that makes its phone's index PHONE_BENCHMARK_INDEX,
 * measured with Lighthouse's own benchmark, in the same Chromium, just before the
 * run; the report gives Lighthouse's own reading next to it. Lighthouse's
 * documentation recommends adjusting the slowdown to the host (docs/throttling.md).
 */
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {Browser, Page} from '@playwright/test';
import {chromiumArgs} from '../../plugins/diagrams/chromium';
import {benchToolsDir} from './tools';

/**
 * 600: Lighthouse's default 4x on this kind of machine when idle (2,000–2,800),
 * the conditions the ratio budgets were set in; a mid-tier phone in
 * Lighthouse's classes (125–800).
 */
export const PHONE_BENCHMARK_INDEX = 600;

/** The slowdown that turns a host of `hostIndex` into the phone; never below 1 (a slow host cannot be sped up). */
export function cpuSlowdownFor(hostIndex: number, phoneIndex = PHONE_BENCHMARK_INDEX): number {
  if (!(hostIndex > 0)) throw new Error(`benchmarkIndex of the host: expected a positive number, got ${hostIndex}`);
  return Math.max(1, Math.round((hostIndex / phoneIndex) * 100) / 100);
}

/** How far a run's phone may be from PHONE_BENCHMARK_INDEX, as a share of it, by Lighthouse's own reading of the host. */
export const PHONE_TOLERANCE = 0.2;

/**
 * Whether a run emulated another phone than intended: Lighthouse's benchmarkIndex
 * of the host as the run started, divided by the run's slowdown, is more than
 * PHONE_TOLERANCE off. A host slower than the phone (slowdown 1) cannot do better.
 */
export function phoneOffTarget(
  {benchmarkIndex, cpuSlowdown}: {benchmarkIndex: number; cpuSlowdown: number},
  phoneIndex = PHONE_BENCHMARK_INDEX,
): boolean {
  const share = benchmarkIndex / cpuSlowdown / phoneIndex;
  return share > 1 + PHONE_TOLERANCE || (share < 1 - PHONE_TOLERANCE && cpuSlowdown > 1);
}

/** Measures the host's benchmarkIndex in a Chromium of its own, with Lighthouse's benchmark. */
export async function hostBenchmark(chromiumPath: string): Promise<{measure(): Promise<number>; close(): Promise<void>}> {
  const pageFunctionsFile = path.join(benchToolsDir, 'node_modules/lighthouse/core/lib/page-functions.js');
  const {pageFunctions} = (await import(pathToFileURL(pageFunctionsFile).href)) as {
    pageFunctions: {computeBenchmarkIndex: () => number};
  };
  const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
  let browser: Browser | undefined;
  let page: Page | undefined;
  const measure = async () => {
    if (!page) {
      const {chromium} = await import('@playwright/test');
      browser = await chromium.launch({executablePath: chromiumPath, args: [...chromiumArgs]});
      page = await browser.newPage();
      await page.evaluate(source); // The first reading is low: V8 warms up.
    }
    return Math.round(await page.evaluate<number>(source));
  };
  return {measure, close: async () => void (await browser?.close())};
}

/** `--cpu-slowdown=N`: a fixed slowdown instead (4 is Lighthouse's default), e.g. to compare with an older report. */
export function fixedCpuSlowdown(argv: readonly string[]): number | undefined {
  const value = argv.find((a) => a.startsWith('--cpu-slowdown='))?.split('=')[1];
  if (value === undefined) return undefined;
  const slowdown = Number(value);
  if (!(slowdown >= 1)) throw new Error(`--cpu-slowdown: expected a number of at least 1, got "${value}"`);
  return slowdown;
}

/** How the mobile runs slow the CPU down, for the reports. */
export function cpuDescription(argv: readonly string[] = process.argv): string {
  const fixed = fixedCpuSlowdown(argv);
  return fixed === undefined
    ? `its CPU slowed down per run so that its benchmarkIndex is ${PHONE_BENCHMARK_INDEX} (scripts/bench/cpu.ts)`
    : `its CPU slowed down ${fixed}x (\`--cpu-slowdown=${fixed}\`)`;
}
