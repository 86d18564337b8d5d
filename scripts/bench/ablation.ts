/**
 * The ablation of the performance layer, `npm run bench -- --ablate [--variants=a,b] [--pages=a,b] [--runs=N] [--reuse]`:
 * what each piece is worth, by the rule of bench/budgets.json's `ablation.*` (bench/README.md, "Ablation").
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {pieces} from '../../plugins/performance/pieces';
import {LAYER_SWITCH, SKIP_SWITCH, enabledPieces, pieceNames} from '../../plugins/performance/switch';
import {nodeBin} from '../node-bin';
import {checkTable, failureLines, ratioChecks} from './checks';
import {lighthouseVersion, measureSites, type Figures} from './lighthouse';
import {describePlainSite, ensurePlainSite} from './plain-site';
import {budget, kib, mean, ms, readBudgets, readOptions, selectNamed, serveAll, table, writeReport} from './shared';

/** A build: its name on the command line and folder under bench/.ablation/, and the switch's settings, in full (the caller's cannot leak in). */
export type Variant = {id: string; env: Record<typeof LAYER_SWITCH | typeof SKIP_SWITCH, string>};
/** A piece switched off, judged against "all on". */
export const judged = (v: Variant) => v.id !== 'all-on' && v.id !== 'all-off';

/** all on, all off, then each performance piece off; a correctness fix (kind 'fix') is off only in "all off". */
export function ablationVariants(names: readonly string[] = pieceNames): Variant[] {
  const fixes = pieces.filter((piece) => piece.kind === 'fix').map((piece) => piece.name as string);
  const variant = (id: string, layer: string, skip: string) => ({id, env: {[LAYER_SWITCH]: layer, [SKIP_SWITCH]: skip}});
  return [
    variant('all-on', 'on', ''),
    variant('all-off', 'off', ''),
    ...names.filter((n) => !fixes.includes(n)).map((n) => variant(n, 'on', n)),
  ];
}

export const selectVariants = (variants: Variant[], list: string | undefined) =>
  selectNamed(variants, list, (v) => v.id, 'variants', 'variant');

/** Differences `off − on` of the rounds in which both were measured (round i of each ran close together in time). */
export function pairedDifferences(on: readonly (number | null)[], off: readonly (number | null)[]): number[] {
  return on.flatMap((a, round) => (a !== null && off[round] != null ? [off[round]! - a] : []));
}

/** The mean of `differences` with its percentile-bootstrap interval (10,000 resamples, seeded: a report is reproducible); null below `minPairs`. */
export function bootstrapInterval(differences: readonly number[], level = 0.95, minPairs = 5) {
  const n = differences.length;
  if (n < minPairs) return null;
  let state = 1; // A linear congruential generator.
  const random = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const resamples = 10_000;
  const means = Array.from({length: resamples}, () => mean(differences.map(() => differences[Math.floor(random() * n)])));
  means.sort((a, b) => a - b);
  const tail = (1 - level) / 2;
  return {mean: mean(differences), low: means[Math.floor(tail * (resamples - 1))], high: means[Math.ceil((1 - tail) * (resamples - 1))]};
}

/**
 * What switching a piece off adds on one page type, by the rule of bench/budgets.json's `ablation.*`: bytes (exact)
 * or ms (the mean of paired differences, with its interval).
 */
export function effects(pageType: string, on: Figures, off: Figures, budgets: Record<string, number>) {
  const rule = (name: string) => budget(budgets, `ablation.${name}`);
  const found: {pageType: string; metric: 'JS' | 'TBT' | 'LCP'; value: number; interval: Interval; claimed: boolean; pays: boolean}[] = [];
  if (on.jsBytes !== null && off.jsBytes !== null) {
    const value = off.jsBytes - on.jsBytes;
    found.push({pageType, metric: 'JS', value, interval: null, claimed: value !== 0, pays: value >= rule('paysJsBytes')});
  }
  for (const metric of ['TBT', 'LCP'] as const) {
    const key = metric === 'TBT' ? 'tbt' : 'lcp';
    const differences = pairedDifferences(on.rounds[key], off.rounds[key]);
    if (!differences.length) continue;
    const interval = bootstrapInterval(differences, rule('confidence'), rule('minRounds'));
    const claimed = !!interval && (interval.low > 0 || interval.high < 0);
    const pays = !!interval && interval.low >= rule(metric === 'TBT' ? 'paysTbtMs' : 'paysLcpMs');
    found.push({pageType, metric, value: mean(differences), interval, claimed, pays});
  }
  return found;
}

type Interval = ReturnType<typeof bootstrapInterval>;
type Effect = ReturnType<typeof effects>[number];

export function describeEffect({metric, value, interval, claimed}: Effect): string {
  const f = (v: number) => (v < 0 ? '−' : '+') + (metric === 'JS' ? kib : ms)(Math.abs(v));
  if (!interval) return metric === 'JS' ? f(value) : `${f(value)} (too few rounds, not claimed)`;
  return `${f(value)} (95 % CI ${f(interval.low)} to ${f(interval.high)}${claimed ? '' : ', not claimed'})`;
}

/** Builds `variant` in English into bench/.ablation/<id>/, or with `reuse` keeps a build there. */
function buildVariant(siteDir: string, variant: Variant, reuse: boolean): string {
  const outDir = path.join(siteDir, 'bench', '.ablation', variant.id);
  enabledPieces(variant.env); // An unknown piece name stops here, before a build.
  const stamp = `${outDir}.txt`;
  if (reuse && fs.existsSync(path.join(outDir, 'index.html')))
    return `${variant.id}: reused, ${fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').trim() : 'no stamp'}`;
  const started = Date.now();
  console.log(`Building ${variant.id}…`);
  const {command, args} = nodeBin('docusaurus', ['build', '--locale', 'en', '--out-dir', outDir], siteDir);
  fs.rmSync(outDir, {recursive: true, force: true});
  fs.mkdirSync(outDir, {recursive: true});
  const log = fs.openSync(`${outDir}.log`, 'w');
  const result = spawnSync(command, args, {cwd: siteDir, env: {...process.env, ...variant.env}, stdio: ['ignore', log, log]});
  fs.closeSync(log);
  if (result.status !== 0) throw new Error(`The build of ${variant.id} failed (exit ${result.status}): see ${outDir}.log`);
  const commit = execFileSync('git', ['describe', '--always', '--dirty'], {cwd: siteDir, encoding: 'utf8'}).trim();
  const settings = Object.entries(variant.env).map(([name, value]) => `${name}=${value}`);
  const line = `${settings.join(' ')}, commit ${commit}, built ${new Date().toISOString()} in ${Math.round((Date.now() - started) / 1000)} s`;
  fs.writeFileSync(stamp, `${line}\n`);
  return `${variant.id}: ${line}`;
}

export async function runAblation(siteDir: string, argv: string[]): Promise<void> {
  const budgets = readBudgets();
  const rule = (name: string) => budget(budgets, `ablation.${name}`);
  const {runs, types, text, flag} = readOptions(argv, 7);
  const variants = selectVariants(ablationVariants(), text('variants'));
  const builds = variants.map((v) => buildVariant(siteDir, v, flag('reuse')));
  const plain = ensurePlainSite(siteDir);
  const ids = [...variants.map((v) => v.id), 'plain'];
  const served = await serveAll([...variants.map((v) => path.join(siteDir, 'bench', '.ablation', v.id)), plain.buildDir], 3503);
  // Per page type, every variant, then plain's corresponding page.
  const sites = ids.map((name, i) => ({name, baseUrl: served.baseUrls[i], plain: name === 'plain'}));
  const measured = new Map((await measureSites(sites, types, runs).finally(served.stop)).map((figures, i) => [ids[i], figures]));
  const allOn = measured.get('all-on');
  const judge = (id: string) => types.flatMap((t) => effects(t.name, allOn!.get(t.name)!, measured.get(id)!.get(t.name)!, budgets));
  const effectsOf = new Map(allOn ? variants.filter(judged).map((v) => [v.id, judge(v.id)]) : []);
  const say = (list: Effect[]) => list.map((e) => `${e.pageType}: ${e.metric} ${describeEffect(e)}`).join('; ') || '–';
  const verdicts = [...effectsOf].map(([id, found]) => {
    const [paying, timings] = [found.filter((e) => e.pays), found.filter((e) => e.claimed && e.metric !== 'JS')];
    return [`\`${id}\``, paying.length ? '**pays**' : 'does not pay', say(paying), say(timings)];
  });
  const checks = allOn ? ratioChecks(types, allOn, measured.get('plain')!, budgets) : [];
  const rows = types.flatMap((type) =>
    ids.map((id) => {
      const f = measured.get(id)!.get(type.name)!;
      const found = (effectsOf.get(id) ?? []).filter((e) => e.pageType === type.name);
      const d = (metric: string) => found.filter((e) => e.metric === metric).map(describeEffect)[0] ?? '';
      return [type.name, id, f.runs, kib(f.jsBytes ?? NaN), d('JS'), ms(f.tbt), d('TBT'), ms(f.lcp), d('LCP'), Math.round(f.phone ?? NaN)];
    }),
  );
  writeReport(siteDir, 'ablation.md', [
    `# Ablation of the performance layer\n\nMeasured ${new Date().toISOString()}: \`npm run bench -- ${argv.join(' ')}\`, Lighthouse ${lighthouseVersion()} mobile, ${runs} interleaved rounds (per page type every variant, then plain), medians. Δ: the variant minus "all on"; timings the mean of the paired rounds' differences with its ${rule('confidence') * 100} % bootstrap interval. ${describePlainSite(plain)}`,
    `## Verdicts\n\nA piece pays when switching it off adds at least ${kib(rule('paysJsBytes'))} of JavaScript on some page type, or when the interval of its TBT (LCP) increase starts at ${rule('paysTbtMs')} ms (${rule('paysLcpMs')} ms) or above. An effect is claimed only when its interval excludes zero; timings need ${rule('minRounds')} rounds.`,
    verdicts.length
      ? table(['Variant', 'Verdict', 'What pays', 'Timing effects claimed'], verdicts)
      : 'No verdicts: they need "all on" and a piece switched off.',
    `## Figures\n\n${table(['Page type', 'Variant', 'Runs', 'JS', 'Δ JS', 'TBT', 'Δ TBT', 'LCP', 'Δ LCP', 'Phone'], rows)}`,
    `## "All on" against plain Docusaurus\n\n${checks.length ? checkTable(checks) : 'Not checked: "all on" was not measured.'}`,
    `## Builds\n\n${builds.map((line) => `- ${line}`).join('\n')}\n`,
  ]);
  const failures = failureLines(checks);
  if (failures.length) console.error(`\nRatio budgets broken by "all on":\n${failures.map((f) => `- ${f}`).join('\n')}`);
  if (failures.length) process.exitCode = 1;
}
