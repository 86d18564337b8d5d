/** Lighthouse's node API, mobile, a fresh Chromium per run; sessions of interleaved runs (bench/README.md, "How it measures"). */
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {chromium, type Page} from '@playwright/test';
import {chromiumArgs, fullChromiumPath as chromiumPath} from '../../plugins/diagrams/chromium';
import {benchToolsDir, ensureBenchTools, median, packageVersion, type PageType} from './shared';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

/** One run's figures: scores 0–100, TBT and LCP in ms, the transfer bytes (gzip as served) of its scripts and of all it loaded. */
export type Run = ReturnType<typeof readRun>;

/** The part of Lighthouse's result (LHR) the benchmark reads. */
export interface Lhr {
  finalDisplayedUrl: string;
  runtimeError?: {message: string};
  categories: Record<string, {score: number | null} | undefined>;
  audits: Record<string, {numericValue?: number; details?: {items?: Record<string, unknown>[]}} | undefined>;
  environment: {benchmarkIndex: number};
  configSettings: {throttling: {cpuSlowdownMultiplier: number}};
}

/** A run's figures from its LHR; a run without TBT or LCP (Lighthouse lost its trace) is an error. */
export function readRun(lhr: Lhr) {
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id}: ${lhr.runtimeError?.message ?? 'no value'}`);
    return value;
  };
  const items = (id: string) => lhr.audits[id]?.details?.items ?? [];
  const bytes = (type: string) => Number(items('resource-summary').find((row) => row.resourceType === type)?.transferSize ?? 0);
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const scores: Partial<Record<Category, number>> = {};
  for (const c of categories) if (lhr.categories[c]?.score != null) scores[c] = Math.round(lhr.categories[c].score * 100);
  return {
    scores,
    tbt: numeric('total-blocking-time'),
    lcp: numeric('largest-contentful-paint'),
    jsBytes: bytes('script'),
    totalBytes: bytes('total'),
    /** Render-blocking requests to another origin. */
    blockingThirdParty: items('render-blocking-insight')
      .map((row) => String(row.url))
      .filter((url) => new URL(url).origin !== origin),
    /** Lighthouse's benchmarkIndex of the host as the run started, and the run's CPU slowdown. */
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
}

/** The emulated phone's CPU index, whatever the host's (bench/README.md, "The emulated phone"); 20 % off runs again. */
export const PHONE_INDEX = 600;
export const cpuSlowdownFor = (hostIndex: number) => Math.max(1, Math.round((hostIndex / PHONE_INDEX) * 100) / 100);
export const phoneOff = ({benchmarkIndex, cpuSlowdown}: Run) =>
  Math.abs(benchmarkIndex / cpuSlowdown / PHONE_INDEX - 1) > 0.2 && !(cpuSlowdown === 1 && benchmarkIndex < PHONE_INDEX);

const tool = (file: string) => import(pathToFileURL(path.join(benchToolsDir, 'node_modules', file)).href);

/** Lighthouse's benchmarkIndex of the host, measured in `page`. */
export async function benchmarkIndex(page: Page): Promise<number> {
  ensureBenchTools();
  const {pageFunctions} = await tool('lighthouse/core/lib/page-functions.js');
  const source = `(${pageFunctions.computeBenchmarkIndex})()`;
  await page.evaluate(source); // The first reading is low: V8 warms up.
  return page.evaluate<number>(source);
}

/** One mobile run of `url` on a phone of PHONE_INDEX. */
export async function lighthouseRun(url: string, only: readonly Category[]): Promise<Run> {
  ensureBenchTools();
  const {default: lighthouse} = await tool('lighthouse/core/index.js');
  const {launch} = await tool('chrome-launcher/dist/index.js');
  const chrome = await launch({chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs]});
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0].newPage();
    const slowdown = cpuSlowdownFor(await benchmarkIndex(page));
    await page.close();
    await browser.close(); // Disconnects; Chromium stays for the run.
    const flags = {port: chrome.port, logLevel: 'error', onlyCategories: only, throttling: {cpuSlowdownMultiplier: slowdown}};
    return readRun((await lighthouse(url, flags)).lhr);
  } finally {
    chrome.kill();
  }
}

/**
 * Every job `runs` times, interleaved; per job, each round's run (null where it failed three times). A job with
 * `allCategories` has every category in the first round (scores that timing does not move), performance only otherwise.
 */
export async function session(jobs: {id: string; url: string; allCategories?: boolean}[], runs: number, measure = lighthouseRun) {
  const results = new Map(jobs.map((job) => [job.id, [] as (Run | null)[]]));
  for (let round = 0; round < runs; round++)
    for (const job of jobs) {
      const only = job.allCategories && round === 0 ? categories : (['performance'] as const);
      let run: Run | null = null;
      for (let attempt = 0; attempt < 3 && (!run || phoneOff(run)); attempt++) {
        run = await measure(job.url, only).catch((error: Error) => {
          console.log(`  ${job.id}: ${error.message.split('\n')[0]}`);
          return run;
        });
      }
      results.get(job.id)!.push(run);
      const phone = run && Math.round(run.benchmarkIndex / run.cpuSlowdown);
      console.log(`  round ${round + 1}/${runs}, ${job.id}: ${run ? `TBT ${Math.round(run.tbt)} ms, phone ${phone}` : 'failed'}`);
    }
  return results;
}

type Site = {name: string; baseUrl: string; plain?: boolean; allCategories?: boolean};

/** Lighthouse on every page type of each site, interleaved (per page type, each site in turn): each site's figures by page type. */
export async function measureSites(sites: Site[], types: readonly PageType[], runs: number) {
  const job = (site: Site, type: PageType) => ({
    id: site.name ? `${site.name}: ${type.name}` : type.name,
    url: site.baseUrl + (site.plain ? type.plainPath : type.path),
    allCategories: site.allCategories,
  });
  const jobs = types.flatMap((type) => sites.map((site) => job(site, type)));
  console.log(`Lighthouse: ${jobs.length} pages × ${runs} rounds, interleaved…`);
  const results = await session(jobs, runs);
  return sites.map((site) => new Map(types.map((type) => [type.name, figures(results.get(job(site, type).id)!)])));
}

/** A page's medians over its runs (null: no run succeeded), and each round's TBT and LCP for pairing. */
export type Figures = ReturnType<typeof figures>;
export type ByPageType = Map<string, Figures>;

export function figures(rounds: (Run | null)[]) {
  const runs = rounds.filter((run) => run !== null);
  const mid = (values: number[]) => (values.length ? median(values) : null);
  const scores: Partial<Record<Category, number>> = {};
  for (const c of categories) if (runs.some((run) => c in run.scores)) scores[c] = median(runs.flatMap((run) => run.scores[c] ?? []));
  return {
    runs: runs.length,
    tbt: mid(runs.map((run) => run.tbt)),
    lcp: mid(runs.map((run) => run.lcp)),
    jsBytes: mid(runs.map((run) => run.jsBytes)),
    totalBytes: mid(runs.map((run) => run.totalBytes)),
    scores,
    blockingThirdParty: [...new Set(runs.flatMap((run) => run.blockingThirdParty))],
    phone: mid(runs.map((run) => run.benchmarkIndex / run.cpuSlowdown)),
    rounds: {tbt: rounds.map((run) => run?.tbt ?? null), lcp: rounds.map((run) => run?.lcp ?? null)},
  };
}

export const lighthouseVersion = () => packageVersion(benchToolsDir, 'lighthouse');
