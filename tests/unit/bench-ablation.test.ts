/** The ablation of the performance layer (scripts/bench/ablation.ts): its variants and its rule. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {enabledPieces, pieceNames} from '../../plugins/performance/switch';
import {pieces} from '../../plugins/performance/pieces';
import {
  ablationVariants,
  judged,
  bootstrapInterval,
  describeEffect,
  effects,
  pairedDifferences,
  selectVariants,
} from '../../scripts/bench/ablation';
import type {Figures} from '../../scripts/bench/lighthouse';
import {readBudgets} from '../../scripts/bench/shared';

const budgets = readBudgets();
const figures = (jsBytes: number | null, tbt: (number | null)[], lcp: (number | null)[] = tbt.map(() => 1500)): Figures => ({
  runs: tbt.length,
  tbt: null,
  lcp: null,
  jsBytes,
  totalBytes: null,
  scores: {},
  blockingThirdParty: [],
  phone: 600,
  rounds: {tbt, lcp},
});
const seven = (ms: number) => Array<number>(7).fill(ms);

test('the variants are all on, all off and each performance piece off; a correctness fix is off only in all off', () => {
  const variants = ablationVariants();
  const fixes = pieces.filter((p) => p.kind === 'fix').map((p) => p.name as string);
  assert.ok(fixes.includes('history-malformed-url'));
  assert.deepEqual(
    variants.map((v) => v.id),
    ['all-on', 'all-off', ...pieceNames.filter((name) => !fixes.includes(name))],
  );
  const byId = new Map(variants.map((v) => [v.id, v]));
  assert.deepEqual([...enabledPieces(byId.get('all-on')!.env)], [...pieceNames]);
  assert.deepEqual([...enabledPieces(byId.get('all-off')!.env)], []);
  for (const variant of variants.filter(judged)) {
    const on = enabledPieces(variant.env);
    assert.equal(on.has(variant.id as (typeof pieceNames)[number]), false, variant.id);
    assert.equal(on.size, pieceNames.length - 1, variant.id);
  }
  assert.deepEqual(
    variants.filter((v) => !judged(v)).map((v) => v.id),
    ['all-on', 'all-off'],
  );
});

test('--variants selects a subset in the usual order and refuses unknown names, listing the known ones', () => {
  const variants = ablationVariants(['client-routes', 'route-prefetch', 'history-malformed-url']);
  assert.deepEqual(
    selectVariants(variants, 'client-routes,all-off,all-on').map((v) => v.id),
    ['all-on', 'all-off', 'client-routes'],
  );
  assert.equal(selectVariants(variants, undefined).length, 4);
  assert.throws(
    () => selectVariants(variants, 'all-on,client-route'),
    /unknown variant "client-route"; the variants are all-on, all-off, client-routes, route-prefetch\./,
  );
});

test('paired differences skip failed rounds; the bootstrap interval holds the mean, is reproducible and needs 5 pairs', () => {
  assert.deepEqual(pairedDifferences([10, null, 30, 40], [15, 20, null, 50, 60]), [5, 10]);
  const differences = [12, -30, 45, 8, 60, -5, 25];
  const interval = bootstrapInterval(differences)!;
  assert.equal(interval.mean, 115 / 7);
  assert.ok(interval.low < interval.mean && interval.mean < interval.high);
  assert.deepEqual(bootstrapInterval(differences), interval);
  assert.equal(bootstrapInterval([1, 2, 3, 4]), null);
  const wide = bootstrapInterval(differences, 0.99)!;
  assert.ok(wide.low <= interval.low && wide.high >= interval.high);
});

test('a piece pays from 5 KiB more JavaScript on some page type, and not below', () => {
  const on = figures(100_000, seven(100));
  const js = (bytes: number) => effects('doc', on, figures(bytes, seven(100)), budgets).find((e) => e.metric === 'JS')!;
  assert.equal(js(100_000 + 5 * 1024).pays, true);
  assert.equal(js(100_000 + 5 * 1024 - 1).pays, false);
  assert.equal(js(99_000).pays, false);
  assert.equal(describeEffect(js(100_000 + 5 * 1024)), '+5.0 KiB');
  assert.deepEqual(effects('doc', figures(null, []), figures(200_000, []), budgets), [], 'nothing measured decides nothing');
});

test('a timing effect is claimed only when its 95 % interval excludes zero, and pays only from the margin', () => {
  const noisyOn = [100, 300, 120, 90, 250, 110, 140];
  const on = figures(1, noisyOn);
  const tbt = (off: number[]) => effects('home', on, figures(1, off), budgets).find((e) => e.metric === 'TBT')!;
  // Every round 60 ms slower on a noisy host: claimed, and it pays.
  const clear = tbt(noisyOn.map((ms) => ms + 60));
  assert.deepEqual([clear.claimed, clear.pays, clear.value], [true, true, 60]);
  assert.equal(describeEffect(clear), '+60 ms (95 % CI +60 ms to +60 ms)');
  // Every round 10 ms slower: claimed (the interval excludes zero), but below the 25 ms margin.
  const small = tbt(noisyOn.map((ms) => ms + 10));
  assert.deepEqual([small.claimed, small.pays], [true, false]);
  // The same medians' gap, but the differences swing around zero: not claimed.
  const noisy = tbt([400, 100, 20, 330, 90, 260, 40]);
  assert.ok(noisy.interval!.low < 0 && noisy.interval!.high > 0);
  assert.deepEqual([noisy.claimed, noisy.pays], [false, false]);
  assert.match(describeEffect(noisy), /, not claimed\)$/);
  // Faster with the piece off: claimed, and it does not pay.
  const faster = tbt(noisyOn.map((ms) => ms - 40));
  assert.deepEqual([faster.claimed, faster.pays], [true, false]);
  assert.match(describeEffect(faster), /^−40 ms/);
  // Fewer than 5 rounds: no interval, nothing claimed.
  const few = effects('doc', figures(1, [100, 100, 100]), figures(1, [900, 900, 900]), budgets).find((e) => e.metric === 'TBT')!;
  assert.deepEqual([few.interval, few.claimed, few.pays], [null, false, false]);
  assert.equal(describeEffect(few), '+800 ms (too few rounds, not claimed)');
});

test('LCP has its own margin: 100 ms', () => {
  const on = figures(1, seven(100), seven(1500));
  const lcp = (delta: number) => effects('doc', on, figures(1, seven(100), seven(1500 + delta)), budgets).find((e) => e.metric === 'LCP')!;
  assert.equal(lcp(100).pays, true);
  assert.equal(lcp(99).pays, false);
  assert.equal(lcp(99).claimed, true);
});
