/** Lighthouse's results as the benchmark reads them, its phone, and the interleaved session (scripts/bench/lighthouse.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {PHONE_INDEX, cpuSlowdownFor, figures, phoneOff, readRun, session, type Lhr, type Run} from '../../scripts/bench/lighthouse';

const lhr = (over: Partial<Lhr> = {}): Lhr => ({
  finalDisplayedUrl: 'http://127.0.0.1:3503/docs/x',
  categories: {performance: {score: 0.984}, accessibility: {score: 1}, seo: {score: null}},
  audits: {
    'total-blocking-time': {numericValue: 123.4},
    'largest-contentful-paint': {numericValue: 1234.5},
    'resource-summary': {
      details: {
        items: [
          {resourceType: 'total', transferSize: 300_000},
          {resourceType: 'script', transferSize: 180_000},
          {resourceType: 'stylesheet', transferSize: 20_000},
        ],
      },
    },
    'render-blocking-insight': {
      details: {items: [{url: 'http://127.0.0.1:3503/assets/css/styles.css'}, {url: 'https://fonts.example.com/font.css'}]},
    },
  },
  environment: {benchmarkIndex: 1812.4},
  configSettings: {throttling: {cpuSlowdownMultiplier: 3.02}},
  ...over,
});

test("a run's figures: scores in percent, TBT and LCP, scripts' and all transfer bytes, render-blocking requests of other origins", () => {
  assert.deepEqual(readRun(lhr()), {
    scores: {performance: 98, accessibility: 100},
    tbt: 123.4,
    lcp: 1234.5,
    jsBytes: 180_000,
    totalBytes: 300_000,
    blockingThirdParty: ['https://fonts.example.com/font.css'],
    benchmarkIndex: 1812,
    cpuSlowdown: 3.02,
  });
  const lost = lhr({runtimeError: {message: 'NO_NAVSTART'}, audits: {}});
  assert.throws(() => readRun(lost), /Lighthouse gave no total-blocking-time: NO_NAVSTART/);
});

test('the slowdown makes every host the same phone; a run more than 20 % off it is off target', () => {
  assert.equal(cpuSlowdownFor(2400), 2400 / PHONE_INDEX);
  assert.equal(cpuSlowdownFor(1234), 2.06, 'two decimals');
  assert.equal(cpuSlowdownFor(400), 1, 'a host slower than the phone is not sped up');
  const run = (benchmarkIndex: number, cpuSlowdown: number) => ({benchmarkIndex, cpuSlowdown}) as Run;
  assert.equal(phoneOff(run(1800, 3)), false);
  assert.equal(phoneOff(run(1400, 2)), false, '700 is within 20 %');
  assert.equal(phoneOff(run(1214, 3.02)), true, 'a phone of 402');
  assert.equal(phoneOff(run(1628, 2)), true, 'a phone of 814');
  assert.equal(phoneOff(run(400, 1)), false, 'a host slower than the phone runs unthrottled: as close as it gets');
});

test('a session runs round i of every job before round i + 1, all categories only in the first round of the jobs that ask', async () => {
  const calls: string[] = [];
  let failures = 0;
  const measure = async (url: string, only: readonly string[]) => {
    calls.push(`${url} ${only.length}`);
    if (url === 'b' && calls.length < 5 && failures++ < 3) throw new Error('NO_NAVSTART\nstack');
    return readRun(lhr({environment: {benchmarkIndex: 600}, configSettings: {throttling: {cpuSlowdownMultiplier: 1}}}));
  };
  const results = await session(
    [
      {id: 'ours', url: 'a', allCategories: true},
      {id: 'plain', url: 'b'},
    ],
    2,
    measure,
  );
  // b fails three times in round 1: recorded as null, the session goes on.
  assert.deepEqual(calls, ['a 4', 'b 1', 'b 1', 'b 1', 'a 1', 'b 1']);
  assert.deepEqual(
    results.get('plain')!.map((run) => run?.tbt ?? null),
    [null, 123.4],
  );
  const f = figures(results.get('plain')!);
  assert.equal(f.runs, 1);
  assert.deepEqual(f.rounds.tbt, [null, 123.4]);
});

test('a run off target is run again, twice at most; the last one counts', async () => {
  const phones = [300, 310, 320, 600];
  const measure = async () =>
    readRun(lhr({environment: {benchmarkIndex: phones.shift()!}, configSettings: {throttling: {cpuSlowdownMultiplier: 1.5}}}));
  const results = await session([{id: 'x', url: 'a'}], 1, measure);
  assert.equal(results.get('x')![0]!.benchmarkIndex, 320);
  assert.deepEqual(phones, [600]);
});

test('medians over the runs that succeeded; none: null', () => {
  const run = (tbt: number, scores: Run['scores'] = {}) => ({...readRun(lhr()), tbt, scores});
  const f = figures([run(10, {accessibility: 90}), null, run(30), run(20)]);
  assert.deepEqual([f.runs, f.tbt, f.scores.accessibility, f.phone], [3, 20, 90, 1812 / 3.02]);
  assert.deepEqual([figures([null]).tbt, figures([null]).runs], [null, 0]);
});
