import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {PLAIN_TBT_FLOOR_MS, checkPlainRatios, ratioBudgets, ratioFailures, ratioTable} from '../../scripts/bench/ratios';
import {readBudgets, pageTypes} from '../../scripts/bench/shared';
import {plainPages} from '../../scripts/bench/plain-content';
import type {PageFigures} from '../../scripts/bench/types';
import {plainLighthouseJobs, plainMedians} from '../../scripts/bench/against-plain';

const budgets = {tbt: 0.5, lcp: 0.5, docPageJs: 0.65};
const figures = (f: Partial<PageFigures>): PageFigures => ({
  jsBytes: null,
  performance: null,
  tbt: null,
  lcp: null,
  benchmarkIndex: null,
  runs: 0,
  failedRuns: 0,
  ...f,
});
const page = (pageType: string, ours: Partial<PageFigures>, plain: Partial<PageFigures>) => ({
  pageType,
  ours: figures(ours),
  plain: figures(plain),
  plainPath: '/docs/app-01/part-1/topic-05',
});

test('TBT and LCP are checked on every page type, JavaScript run on the doc page only', () => {
  const checks = checkPlainRatios(
    [
      page('home', {tbt: 100, lcp: 1000, jsBytes: 1}, {tbt: 400, lcp: 3000, jsBytes: 1}),
      page('doc', {tbt: 0, lcp: 0, jsBytes: 0}, {tbt: 400, lcp: 1, jsBytes: 1}),
    ],
    budgets,
  );
  assert.deepEqual(
    checks.map((c) => `${c.pageType} ${c.metric}`),
    ['home TBT', 'home LCP', 'doc TBT', 'doc LCP', 'doc JS run'],
  );
});

test('a ratio at its budget holds; above it fails with a line naming the page type, the figures and the budget', () => {
  const atBudget = checkPlainRatios(
    [page('doc', {tbt: 200, lcp: 1500, jsBytes: 65_000}, {tbt: 400, lcp: 3000, jsBytes: 100_000})],
    budgets,
  );
  assert.deepEqual(
    atBudget.map((c) => c.ok),
    [true, true, true],
  );
  assert.deepEqual(ratioFailures(atBudget), []);

  const over = checkPlainRatios([page('doc', {tbt: 201, lcp: 1501, jsBytes: 65_001}, {tbt: 400, lcp: 3000, jsBytes: 100_000})], budgets);
  assert.deepEqual(
    over.map((c) => c.ok),
    [false, false, false],
  );
  assert.deepEqual(ratioFailures(over), [
    "doc: TBT 201 ms is 0.502× plain Docusaurus' 400 ms on /docs/app-01/part-1/topic-05; the budget is 0.5×.",
    "doc: LCP 1.50 s is 0.5003× plain Docusaurus' 3.00 s on /docs/app-01/part-1/topic-05; the budget is 0.5×.",
    "doc: JS run 63.5 KiB is 0.65001× plain Docusaurus' 97.7 KiB on /docs/app-01/part-1/topic-05; the budget is 0.65×.",
  ]);
});

test("below the floor, plain's TBT is taken as the floor: the budget becomes an absolute limit", () => {
  const limit = PLAIN_TBT_FLOOR_MS * budgets.tbt;
  const [quiet] = checkPlainRatios([page('blog list', {tbt: limit}, {tbt: 5})], budgets);
  assert.equal(quiet.floored, true);
  assert.equal(quiet.reference, PLAIN_TBT_FLOOR_MS);
  assert.equal(quiet.ok, true);
  const [busy] = checkPlainRatios([page('blog list', {tbt: limit + 1}, {tbt: 5})], budgets);
  assert.equal(busy.ok, false);
  assert.match(ratioFailures([busy])[0], /blog list: TBT 26 ms is 0\.52× the floor of 50 ms \(plain's 5 ms is below it\)/);
  // At or above the floor, plain's own figure counts.
  const [atFloor] = checkPlainRatios([page('home', {tbt: 30}, {tbt: PLAIN_TBT_FLOOR_MS})], budgets);
  assert.equal(atFloor.floored, false);
  assert.equal(atFloor.ok, false);
});

test('a figure not measured is not checked and does not fail', () => {
  const checks = checkPlainRatios([page('search', {jsBytes: 10}, {tbt: 400, lcp: 2000})], budgets);
  assert.deepEqual(
    checks.map((c) => c.ok),
    [null, null],
  );
  assert.deepEqual(ratioFailures(checks), []);
  assert.match(ratioTable(checks), /\| search \| TBT \| not measured \| 400 ms \|.*\| not checked \|/);
});

test('bench/budgets.json holds the ratio budgets the benchmark checks, and no absolute doc-page budget', () => {
  const budgetsFile = path.join(__dirname, '..', '..', 'bench', 'budgets.json');
  const all = readBudgets(budgetsFile);
  assert.deepEqual(ratioBudgets(all), {tbt: 0.5, lcp: 0.5, docPageJs: 0.65});
  assert.equal('docPageJsBytes' in all, false);
  assert.throws(() => ratioBudgets({}), /the budget "plainRatio\.tbt" is missing/);
});

test("every page type compares with one of the plain site's pages; search and the API fall back to its doc page", () => {
  const known = new Set<string>(Object.values(plainPages));
  for (const type of pageTypes) assert.ok(known.has(type.plainPath), `${type.name}: ${type.plainPath}`);
  assert.equal(pageTypes.find((t) => t.name === 'search')?.plainPath, plainPages.doc);
  assert.equal(pageTypes.find((t) => t.name === 'API operation')?.plainPath, plainPages.doc);
  assert.equal(pageTypes.find((t) => t.name === 'doc with diagram')?.plainPath, plainPages.docWithDiagram);
});

test('each plain page is measured once, right after the first page type that compares with it', () => {
  const jobs = plainLighthouseJobs('http://127.0.0.1:9');
  assert.deepEqual([...jobs.keys()], ['home', 'doc', 'doc with diagram', 'blog list', 'blog post']);
  assert.equal(jobs.get('doc')?.url, `http://127.0.0.1:9${plainPages.doc}`);
  for (const job of jobs.values()) {
    assert.equal(job.formFactor, 'mobile');
    assert.deepEqual(job.categories, ['performance']);
  }
  // Search and the API compare with plain's doc page: they read the doc page's runs.
  const medians = new Map([...jobs].map(([pageType, job]) => [job, pageType]));
  assert.equal(plainMedians(jobs, medians, plainPages.doc), 'doc');
  assert.equal(plainMedians(jobs, medians, plainPages.blogList), 'blog list');
  assert.equal(plainMedians(jobs, medians, '/nowhere'), undefined);
});
