/** The budgets of bench/budgets.json as checks (scripts/bench/checks.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {DOC_RELATIVE, TBT_FLOOR_MS, checkTable, failureLines, passes, ratioChecks, scoreChecks} from '../../scripts/bench/checks';
import type {Figures} from '../../scripts/bench/lighthouse';
import {pageTypes, plainStandIn, readBudgets} from '../../scripts/bench/shared';
import {plainSiteContent} from '../../scripts/bench/plain-site';

const budgets = readBudgets();
const figures = (f: Partial<Figures>): Figures => ({
  runs: 5,
  tbt: null,
  lcp: null,
  jsBytes: null,
  totalBytes: null,
  scores: {},
  blockingThirdParty: [],
  phone: 600,
  rounds: {tbt: [], lcp: []},
  ...f,
});
/** Every page type with the same figures, ours and plain's, except where `ours` says otherwise. */
function session(ours: Record<string, Partial<Figures>>, plain: Partial<Figures> = {tbt: 400, lcp: 2000, jsBytes: 200_000}) {
  const base = {tbt: 100, lcp: 1000, jsBytes: 100_000};
  return [
    new Map(pageTypes.map((t) => [t.name, figures({...base, ...ours[t.name]})])),
    new Map(pageTypes.map((t) => [t.name, figures(plain)])),
  ] as const;
}
const find = (checks: ReturnType<typeof ratioChecks>, budget: string, where?: string) =>
  checks.find((c) => c.budget === budget && (where === undefined || c.where === where))!;

test('bench/budgets.json states the TBT budget: 5 interleaved runs, geometric mean ≤ 0.30, no page type above 0.60', () => {
  assert.equal(budgets['plainRatio.tbt.minRuns'], 5);
  assert.equal(budgets['plainRatio.tbt.geomean'], 0.3);
  assert.equal(budgets['plainRatio.tbt.pageType'], 0.6);
  assert.equal(budgets['ablation.confidence'], 0.95);
  // Every other budget the benchmark held before it moved to Lighthouse's node API.
  for (const name of ['plainRatio.lcp', 'plainRatio.searchLcp', 'plainRatio.docPageJs', 'docRatio.js', 'docRatio.tbt', 'docRatio.tbtMinMs'])
    assert.equal(typeof budgets[name], 'number', name);
  for (const name of ['buildSeconds', 'outputMiB', 'renderBlockingThirdParty', 'lighthouse.mobile.performance', 'search.p95Ms'])
    assert.equal(typeof budgets[name], 'number', name);
});

test('the TBT ratio: the geometric mean over the page types, and each page type on its medians', () => {
  const [ours, plain] = session({home: {tbt: 200}});
  const checks = ratioChecks(pageTypes, ours, plain, budgets);
  assert.equal(find(checks, 'plainRatio.tbt.pageType', 'home').value, 0.5);
  assert.equal(find(checks, 'plainRatio.tbt.pageType', 'doc').value, 0.25);
  const geomean = find(checks, 'plainRatio.tbt.geomean');
  assert.ok(Math.abs(geomean.value! - Math.exp((Math.log(0.5) + 7 * Math.log(0.25)) / 8)) < 1e-12);
  assert.equal(geomean.where, '8 page types');
  assert.ok(passes(geomean) && passes(find(checks, 'plainRatio.tbt.pageType', 'home')));
  // One page type at 0.61 fails on its own; the mean holds while the others are light.
  const [heavy, plain2] = session({home: {tbt: 244}});
  const failing = ratioChecks(pageTypes, heavy, plain2, budgets);
  assert.equal(passes(find(failing, 'plainRatio.tbt.pageType', 'home')), false);
  assert.equal(passes(find(failing, 'plainRatio.tbt.geomean')), true);
  // Every page type at 0.31: none above 0.60, but the mean breaks.
  const [all, plain3] = session(Object.fromEntries(pageTypes.map((t) => [t.name, {tbt: 124}])));
  const mean = ratioChecks(pageTypes, all, plain3, budgets);
  assert.equal(passes(find(mean, 'plainRatio.tbt.geomean')), false);
  assert.match(failureLines(mean)[0], /^plainRatio\.tbt\.geomean on 8 page types: 0\.310×; the budget is ≤ 0\.300×\.$/);
});

test('a TBT below the floor counts as the floor on both sides: a page of 0 ms does not zero the mean', () => {
  const [ours, plain] = session({home: {tbt: 0}, doc: {tbt: 10}}, {tbt: 20, lcp: 2000, jsBytes: 1});
  const checks = ratioChecks(pageTypes, ours, plain, budgets);
  assert.equal(find(checks, 'plainRatio.tbt.pageType', 'home').value, 1);
  assert.equal(find(checks, 'plainRatio.tbt.pageType', 'API overview').value, 100 / TBT_FLOOR_MS);
  assert.ok(find(checks, 'plainRatio.tbt.geomean').value! > 1);
});

test('fewer than 5 runs on either site, or none, fail the TBT budget instead of passing unseen', () => {
  const [ours, plain] = session({blog: {}});
  ours.set('search', figures({tbt: 10, runs: 4}));
  plain.set('blog post', figures({tbt: 400, runs: 0}));
  const checks = ratioChecks(pageTypes, ours, plain, budgets);
  assert.equal(find(checks, 'plainRatio.tbt.pageType', 'search').value, null);
  assert.equal(find(checks, 'plainRatio.tbt.pageType', 'blog post').value, null);
  assert.equal(find(checks, 'plainRatio.tbt.geomean').value, null);
  const lines = failureLines(checks);
  assert.ok(lines.includes('plainRatio.tbt.pageType on search: not measured (4 runs, needs 5); the budget is ≤ 0.600×.'), lines.join('\n'));
  assert.match(checkTable(checks), /\| `plainRatio\.tbt\.pageType` \| search \| not measured \| ≤ 0\.600× \| ❌ \| 4 runs, needs 5 \|/);
});

test('LCP on every page type but search, JavaScript on the doc page against plain; at the budget holds, above fails', () => {
  const [ours, plain] = session({doc: {lcp: 1100, jsBytes: 160_000}, home: {lcp: 1101}});
  const checks = ratioChecks(pageTypes, ours, plain, budgets);
  assert.equal(checks.filter((c) => c.budget === 'plainRatio.lcp').length, 7);
  assert.deepEqual(
    checks.filter((c) => c.budget === 'plainRatio.docPageJs').map((c) => [c.where, c.value, passes(c)]),
    [['doc', 0.8, true]],
  );
  assert.equal(passes(find(checks, 'plainRatio.lcp', 'doc')), true);
  assert.equal(passes(find(checks, 'plainRatio.lcp', 'home')), false);
});

test("the heavier page types against our doc page: JavaScript ≤ 1.25×, TBT ≤ max(50 ms, 2× the doc page's); the search page's LCP ≤ 0.85× plain's doc page", () => {
  const [ours, plain] = session({
    doc: {tbt: 20, lcp: 1000, jsBytes: 100_000},
    'doc with diagram': {tbt: 40},
    'API overview': {tbt: 50, jsBytes: 125_000},
    'API operation': {tbt: 51, jsBytes: 125_001},
    search: {lcp: 1701},
  });
  const checks = ratioChecks(pageTypes, ours, plain, budgets);
  assert.deepEqual(
    checks.filter((c) => c.budget.startsWith('docRatio')).map((c) => `${c.budget} ${c.where} ${passes(c)}`),
    [
      ...DOC_RELATIVE.flatMap((name) => [
        `docRatio.js ${name} ${name !== 'API operation'}`,
        `docRatio.tbt ${name} ${name !== 'API operation'}`,
      ]),
    ],
  );
  assert.equal(find(checks, 'docRatio.tbt', 'API operation').limit, 50);
  // 1701 ms against plain's 2000 ms: 0.85× is the limit; the other page types keep plainRatio.lcp.
  assert.equal(passes(find(checks, 'plainRatio.searchLcp', 'search')), false);
  assert.equal(find(checks, 'plainRatio.lcp', 'search'), undefined);
});

test('scores are minimums, SEO not on noindex pages; a render-blocking third-party request fails', () => {
  const ours = new Map(
    pageTypes.map((t) => [t.name, figures({scores: {performance: 95, accessibility: 100, 'best-practices': 96, seo: 94}})]),
  );
  ours.set(
    'home',
    figures({
      scores: {performance: 94, accessibility: 100, 'best-practices': 100, seo: 100},
      blockingThirdParty: ['https://cdn.example/x.css'],
    }),
  );
  const failures = failureLines(scoreChecks(pageTypes, ours, budgets));
  const noindex = pageTypes.filter((t) => t.noindex).map((t) => t.name);
  assert.deepEqual(noindex, ['blog list', 'blog post', 'search']);
  assert.deepEqual(failures, [
    'lighthouse.mobile.performance on home: 94; the budget is ≥ 95.',
    'renderBlockingThirdParty on home: 1; the budget is ≤ 0.',
    ...pageTypes.filter((t) => !t.noindex && t.name !== 'home').map((t) => `lighthouse.mobile.seo on ${t.name}: 94; the budget is ≥ 95.`),
  ]);
});

test("every page type compares with the same page of our content on the plain site; search and the API with our doc page's", () => {
  const files = plainSiteContent(path.resolve(__dirname, '../..'));
  const source = (route: string) => ['.md', '.mdx', '/index.md'].some((ext) => files.has(`${route.slice(1)}${ext}`));
  for (const type of pageTypes.filter((t) => t.path.startsWith('/docs/'))) {
    assert.equal(type.plainPath, type.path, type.name);
    assert.ok(source(type.path), `${type.name}: ${type.path} is no file of docs/`);
  }
  for (const name of ['search', 'API overview', 'API operation'])
    assert.equal(pageTypes.find((t) => t.name === name)?.plainPath, plainStandIn);
  assert.equal(pageTypes.find((t) => t.name === 'doc')?.path, plainStandIn);
  assert.match(pageTypes.find((t) => t.name === 'search')!.path, /^\/search\?q=./);
});
