import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  DOC_RELATIVE_PAGE_TYPES,
  PLAIN_TBT_FLOOR_MS,
  checkDocRatios,
  checkPlainRatios,
  docRatioBudgets,
  ratioBudgets,
  ratioFailures,
  ratioTable,
} from '../../scripts/bench/ratios';
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
  assert.deepEqual(ratioBudgets(all), {tbt: 0.25, lcp: 0.55, docPageJs: 0.8});
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
    assert.deepEqual(job.categories, ['performance']);
  }
  // Search and the API compare with plain's doc page: they read the doc page's runs.
  const medians = new Map([...jobs].map(([pageType, job]) => [job, pageType]));
  assert.equal(plainMedians(jobs, medians, plainPages.doc), 'doc');
  assert.equal(plainMedians(jobs, medians, plainPages.blogList), 'blog list');
  assert.equal(plainMedians(jobs, medians, '/nowhere'), undefined);
});

const docBudgets = {js: 1.25, tbt: 2, tbtMinMs: 50, searchLcp: 1.5};
const doc = {path: '/docs/srb/sales/dealing-with-currencies', figures: figures({jsBytes: 100_000, tbt: 40})};

test('the diagram and API page types are checked against our doc page: JavaScript run and TBT', () => {
  const checks = checkDocRatios(
    [
      {pageType: 'doc', ours: doc.figures},
      {pageType: 'home', ours: figures({jsBytes: 500_000, tbt: 900})},
      {pageType: 'API overview', ours: figures({jsBytes: 125_000, tbt: 80})},
      {pageType: 'API operation', ours: figures({jsBytes: 125_001, tbt: 81})},
    ],
    doc,
    docBudgets,
  );
  assert.deepEqual(
    checks.map((c) => `${c.pageType} ${c.metric} ${c.ok}`),
    ['API overview JS run true', 'API overview TBT true', 'API operation JS run false', 'API operation TBT false'],
  );
  assert.deepEqual(ratioFailures(checks), [
    "API operation: JS run 122.1 KiB is 1.25001× our doc page's 97.7 KiB on /docs/srb/sales/dealing-with-currencies; the budget is 1.25×.",
    "API operation: TBT 81 ms is 2.02× our doc page's 40 ms on /docs/srb/sales/dealing-with-currencies; the budget is 2×.",
  ]);
  assert.match(ratioTable(checks, 'Doc'), /\| Page type \| Metric \| Ours \| Doc \| Doc page \|/);
});

test("the search page with a query paints its results no later than docRatio.searchLcp × our doc page's LCP", () => {
  const withLcp = {path: doc.path, figures: figures({lcp: 1000})};
  const lcp = (ms: number) => checkDocRatios([{pageType: 'search', ours: figures({lcp: ms})}], withLcp, docBudgets);
  assert.deepEqual(
    lcp(1500).map((c) => `${c.metric} ${c.ok}`),
    ['LCP true'],
  );
  assert.equal(lcp(1501)[0].ok, false);
  assert.match(
    ratioFailures(lcp(2200))[0],
    /search: LCP 2\.20 s is 2\.20× our doc page's 1\.00 s on \/docs\/srb\/sales\/dealing-with-currencies; the budget is 1\.5×/,
  );
});

test("TBT may reach docRatio.tbtMinMs however quiet the doc page is: max(50 ms, 2× the doc page's)", () => {
  const quietDoc = {path: doc.path, figures: figures({jsBytes: 100_000, tbt: 3})};
  const tbt = (ms: number) => checkDocRatios([{pageType: 'API operation', ours: figures({tbt: ms})}], quietDoc, docBudgets)[1];
  assert.equal(tbt(50).ok, true);
  assert.equal(tbt(51).ok, false);
  assert.match(ratioFailures([tbt(51)])[0], /API operation: TBT 51 ms is 2\.04× the floor of 25 ms \(the doc page's 3 ms is below it\)/);
  // Not measured (a run with --skip-lighthouse): not checked.
  assert.equal(checkDocRatios([{pageType: 'API operation', ours: figures({})}], quietDoc, docBudgets)[1].ok, null);
});

test('bench/budgets.json holds the doc-page budgets; every page type they name is measured', () => {
  const all = readBudgets(path.join(__dirname, '..', '..', 'bench', 'budgets.json'));
  assert.deepEqual(docRatioBudgets(all), {js: 1.25, tbt: 2, tbtMinMs: 50, searchLcp: 1.5});
  assert.match(pageTypes.find((t) => t.name === 'search')?.path ?? '', /^\/search\?q=./);
  const measured = pageTypes.map((t) => t.name);
  for (const name of [...DOC_RELATIVE_PAGE_TYPES, 'doc']) assert.ok(measured.includes(name), `${name} is not a page type`);
  assert.equal(pageTypes.find((t) => t.name === 'API overview')?.path, '/web-api');
});
