import {test} from 'node:test';
import assert from 'node:assert/strict';
import {enabledPieces, pieceNames} from '../../plugins/performance/switch';
import {ablationVariants, correctnessPieces, selectVariants} from '../../scripts/bench/ablation/variants';
import {variantBuildEnv} from '../../scripts/bench/ablation/builds';
import {PAYS_JS_BYTES, PAYS_LCP_MARGIN_MS, PAYS_TBT_MARGIN_MS, verdict} from '../../scripts/bench/ablation/verdict';
import {bootstrapInterval, pairedDifferences} from '../../scripts/bench/ablation/interval';
import {parseAblationArgs} from '../../scripts/bench/ablation/options';
import type {PageFigures} from '../../scripts/bench/types';
import {pageTypes} from '../../scripts/bench/shared';
import {ablationReport, pieceVerdicts, type AblationResult} from '../../scripts/bench/ablation/report';

/** Figures whose medians are `tbt` and LCP 1500 ms, with per-round values `tbtRounds` (default: `tbt` in each of 7 rounds). */
const figures = (
  jsBytes: number | null,
  tbt: number | null,
  tbtRounds?: (number | null)[],
  lcpRounds?: (number | null)[],
): PageFigures => ({
  jsBytes,
  tbt,
  performance: 90,
  lcp: 1500,
  benchmarkIndex: 800,
  rounds: {tbt: tbtRounds ?? Array(7).fill(tbt), lcp: lcpRounds ?? Array(7).fill(1500)},
  runs: 7,
  failedRuns: 0,
});

test('the variants are all on, all off and each performance piece off, the correctness fix not on its own', () => {
  const variants = ablationVariants();
  const performancePieces = pieceNames.filter((p) => !correctnessPieces.includes(p));
  assert.deepEqual(
    variants.map((v) => v.id),
    ['all-on', 'all-off', ...performancePieces],
  );
  assert.ok(!variants.some((v) => v.id === 'history-malformed-url'));
  assert.ok(performancePieces.length >= 1);
});

test('each variant sets the switch in full, and the switch reads it as that variant', () => {
  const variants = ablationVariants();
  const byId = new Map(variants.map((v) => [v.id, v]));
  assert.deepEqual([...enabledPieces(byId.get('all-on')!.env)], [...pieceNames]);
  assert.deepEqual([...enabledPieces(byId.get('all-off')!.env)], []);
  for (const variant of variants.filter((v) => v.piece)) {
    const on = enabledPieces(variant.env);
    assert.equal(on.has(variant.piece!), false, variant.id);
    assert.equal(on.size, pieceNames.length - 1, variant.id);
  }
  // The caller's environment cannot leak into a variant's build.
  const env = variantBuildEnv(byId.get('all-on')!, {PERFORMANCE_LAYER: 'off', PERFORMANCE_LAYER_SKIP: 'client-routes', PATH: '/bin'});
  assert.equal(env.PERFORMANCE_LAYER, 'on');
  assert.equal(env.PERFORMANCE_LAYER_SKIP, '');
  assert.equal(env.PATH, '/bin');
});

test('--variants selects a subset in the list order and refuses unknown names, listing the known ones', () => {
  const variants = ablationVariants(['client-routes', 'route-prefetch', 'history-malformed-url']);
  assert.deepEqual(
    selectVariants(variants, 'client-routes,all-off,all-on').map((v) => v.id),
    ['all-on', 'all-off', 'client-routes'],
  );
  assert.equal(selectVariants(variants, undefined).length, 4);
  assert.throws(
    () => selectVariants(variants, 'all-on,client-route'),
    /unknown variant "client-route"; the variants are all-on, all-off, client-routes, route-prefetch/,
  );
  assert.throws(() => selectVariants(variants, 'history-malformed-url'), /unknown variant "history-malformed-url"/);
});

test('a piece pays from 5 KiB more JavaScript on some page type, and not below', () => {
  const on = figures(100_000, 100);
  assert.deepEqual(verdict([{pageType: 'doc', on, off: figures(100_000 + PAYS_JS_BYTES, 100)}]).reasons, ['doc: +5.0 KiB JS']);
  assert.equal(verdict([{pageType: 'doc', on, off: figures(100_000 + PAYS_JS_BYTES - 1, 100)}]).pays, false);
  const mixed = verdict([
    {pageType: 'home', on, off: figures(99_000, 100)},
    {pageType: 'blog list', on, off: figures(100_500, 100)},
  ]);
  assert.deepEqual(mixed.maxJsIncrease, {pageType: 'blog list', bytes: 500});
  // A piece whose removal makes things smaller does not pay; unmeasured figures decide nothing.
  assert.equal(verdict([{pageType: 'doc', on, off: figures(50_000, 20)}]).pays, false);
  const unmeasured = verdict([{pageType: 'doc', on: figures(null, null, []), off: figures(200_000, 900)}]);
  assert.equal(unmeasured.pays, false);
  assert.equal(unmeasured.maxJsIncrease, null);
  assert.equal(unmeasured.tbt, null);
});

test('a timing pays only when its 95 % interval lies clear of zero by the margin', () => {
  const on = figures(100_000, 100, [100, 300, 120, 90, 250, 110, 140]);
  // Every round 60 ms slower with the piece off, on a noisy host: a clear effect.
  const clear = verdict([{pageType: 'home', on, off: figures(100_000, 160, [160, 360, 180, 150, 310, 170, 200])}]);
  assert.equal(clear.pays, true);
  assert.match(clear.reasons[0], /^home: \+60 ms TBT \(95 % CI 60 ms to 60 ms\)$/);
  // The same medians, but the differences swing around zero: the medians' gap of one session decides nothing.
  const noisy = verdict([{pageType: 'home', on, off: figures(100_000, 160, [400, 100, 20, 330, 90, 260, 40])}]);
  assert.equal(noisy.pays, false);
  assert.ok(noisy.tbt && noisy.tbt.interval.low < PAYS_TBT_MARGIN_MS && noisy.tbt.interval.high > 0, JSON.stringify(noisy.tbt));
  // LCP has its own margin.
  const lcpOff = (delta: number) => figures(100_000, 100, undefined, Array(7).fill(1500 + delta));
  assert.equal(verdict([{pageType: 'doc', on, off: lcpOff(PAYS_LCP_MARGIN_MS)}]).pays, true);
  assert.equal(verdict([{pageType: 'doc', on, off: lcpOff(PAYS_LCP_MARGIN_MS - 1)}]).pays, false);
  // Fewer than 5 paired rounds give no interval, so timings cannot decide.
  const few = verdict([{pageType: 'doc', on: figures(1, 100, [100, 100, 100]), off: figures(1, 900, [900, 900, 900])}]);
  assert.equal(few.pays, false);
  assert.equal(few.tbt, null);
});

test('paired differences skip failed rounds; the bootstrap interval holds the mean and is reproducible', () => {
  assert.deepEqual(pairedDifferences([10, null, 30, 40], [15, 20, null, 50, 60]), [5, 10]);
  const differences = [12, -30, 45, 8, 60, -5, 25];
  const interval = bootstrapInterval(differences)!;
  assert.ok(interval.low < interval.mean && interval.mean < interval.high);
  assert.equal(interval.mean, 115 / 7);
  assert.deepEqual(bootstrapInterval(differences), interval);
  assert.equal(bootstrapInterval([1, 2, 3, 4]), null);
  // Wider at 99 % than at 95 %.
  const wide = bootstrapInterval(differences, {level: 0.99})!;
  assert.ok(wide.low <= interval.low && wide.high >= interval.high);
});

test('the ablation options: --runs defaults to 7 and must be a whole number', () => {
  assert.deepEqual(parseAblationArgs(['--ablate']), {
    variants: undefined,
    runs: 7,
    pages: undefined,
    reuse: false,
    compare: undefined,
  });
  assert.deepEqual(parseAblationArgs(['--ablate', '--variants=all-on,all-off', '--runs=1', '--reuse']), {
    variants: 'all-on,all-off',
    pages: undefined,
    runs: 1,
    reuse: true,
    compare: undefined,
  });
  assert.deepEqual(parseAblationArgs(['--compare=before:/tmp/old build']).compare, {name: 'before', dir: '/tmp/old build'});
  assert.throws(() => parseAblationArgs(['--runs=two']), /--runs: expected a whole number/);
  assert.throws(() => parseAblationArgs(['--compare=/tmp/old']), /--compare: expected <name>:<built site folder>/);
});

test('the report has a verdict per piece, a table per page type with deltas, and the builds it reused', () => {
  const variants = ablationVariants(['client-routes', 'route-prefetch']);
  const build = (variant: (typeof variants)[number], reused: boolean) => ({
    variant,
    outDir: `/x/${variant.id}`,
    builtAt: '2026-01-01T00:00:00.000Z',
    buildSeconds: 60,
    commit: 'abc1234',
    enabledPieces: [],
    reused,
  });
  const uniform = (js: number, tbt: number) => new Map(pageTypes.map((t) => [t.name, figures(js, tbt)]));
  const byVariant: Record<string, Map<string, PageFigures>> = {
    'all-on': uniform(100_000, 100),
    'all-off': uniform(160_000, 400),
    'client-routes': uniform(120_000, 100),
    'route-prefetch': uniform(100_500, 110),
  };
  const result: AblationResult = {
    measuredAt: '2026-01-02T00:00:00.000Z',
    runs: 7,
    pageTypes,
    lighthouseVersion: '12.8.2',
    variants: variants.map((variant) => ({variant, build: build(variant, variant.id === 'all-off'), figures: byVariant[variant.id]})),
    plain: {description: 'Plain Docusaurus …', figures: new Map(pageTypes.map((t) => [t.plainPath, figures(200_000, 800)]))},
    timings: {builds: 600, plain: 40, firstVisits: 60, lighthouse: 3600},
  };
  assert.deepEqual(
    pieceVerdicts(result).map(({variant, verdict: v}) => [variant.piece, v.pays]),
    [
      ['client-routes', true],
      ['route-prefetch', false],
    ],
  );
  const report = ablationReport(result, null);
  assert.match(report, /\| `client-routes` \| \*\*pays\*\* \| home: \+19\.5 KiB JS; doc: \+19\.5 KiB JS;/);
  assert.match(
    report,
    /\| `route-prefetch` \| does not pay \| – \| \+0\.5 KiB \(home\) \| \+10 ms \(home; 95 % CI \+10 ms to \+10 ms, 7 pairs\) \|/,
  );
  assert.equal(report.match(/^### /gm)?.length, pageTypes.length);
  assert.match(report, /\| without client-routes \| 117\.2 KiB \| \+19\.5 KiB \| 90 \| 100 ms \| \+0 ms \|/);
  assert.match(report, /\| all off \| `PERFORMANCE_LAYER=off` \| reused, built 2026-01-01T00:00:00\.000Z \|/);
  assert.match(report, /Not checked: "all on" was not among/);
});

test('a build given with --compare is judged like a piece switched off, against "all on"', () => {
  const [allOn] = ablationVariants([]);
  const before = {id: 'before', label: 'before', env: {PERFORMANCE_LAYER: '', PERFORMANCE_LAYER_SKIP: ''}, earlier: true as const};
  const uniform = (js: number, tbt: number) => new Map(pageTypes.map((t) => [t.name, figures(js, tbt)]));
  const build = {outDir: '/x', builtAt: '2026-01-01T00:00:00.000Z', buildSeconds: null, commit: 'abc1234', enabledPieces: [], reused: true};
  const result: AblationResult = {
    measuredAt: '2026-01-02T00:00:00.000Z',
    runs: 7,
    pageTypes,
    lighthouseVersion: '12.8.2',
    variants: [
      {variant: allOn, build: {...build, variant: allOn}, figures: uniform(100_000, 100)},
      {variant: before, build: {...build, variant: before}, figures: uniform(110_000, 100)},
    ],
    plain: {description: 'Plain Docusaurus …', figures: new Map(pageTypes.map((t) => [t.plainPath, figures(200_000, 800)]))},
    timings: {builds: 0, plain: 0, firstVisits: 60, lighthouse: 600},
  };
  assert.deepEqual(
    pieceVerdicts(result).map(({variant, verdict: v}) => [variant.id, v.pays]),
    [['before', true]],
  );
  assert.match(ablationReport(result, null), /\| before \(`--compare`\) \| \*\*pays\*\* \| home: \+9\.8 KiB JS;/);
});
