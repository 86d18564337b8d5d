/** The budgets of bench/budgets.json (bench/README.md says what each means) as checks of a session's figures. Pure. */
import {categories, type ByPageType, type Figures} from './lighthouse';
import {budget, geomean, kib, ms, table, type PageType} from './shared';

/** Scores and shares are minimums, everything else maximums. */
export type Unit = '×' | 'ms' | 's' | 'score' | 'share' | 'count' | 'MiB' | 'B';
/** A check of a budget on a page type (`where`); value null: not measured, or on too few runs, which fails. */
export type Check = {budget: string; where: string; value: number | null; limit: number; unit: Unit; note: string};

const minimum = (c: Check) => c.unit === 'score' || c.unit === 'share';
export const passes = (c: Check) => c.value !== null && (minimum(c) ? c.value >= c.limit : c.value <= c.limit);

/** Below this, a TBT is a few short tasks that come and go from run to run: it counts as this much (both sites). */
export const TBT_FLOOR_MS = 50;

/** Page types whose JavaScript and TBT are budgeted against our doc page of the same session. */
export const DOC_RELATIVE = ['doc with diagram', 'API overview', 'API operation'];

const ratio = (a: number | null, b: number | null) => (a === null || b === null || b === 0 ? null : a / b);
const jsNote = (a: Figures, b: Figures) => `${kib(a.jsBytes ?? NaN)} / ${kib(b.jsBytes ?? NaN)}`;
export const checker = (budgets: Record<string, number>) =>
  function check(name: string, where: string, value: number | null, unit: Unit, note = '', limit = budget(budgets, name)): Check {
    return {budget: name, where, value, limit, unit, note};
  };

/** Lighthouse's scores (SEO not on noindex pages) and render-blocking third-party requests, on our page types. */
export function scoreChecks(types: readonly PageType[], ours: ByPageType, budgets: Record<string, number>): Check[] {
  const check = checker(budgets);
  return types.flatMap((type) => {
    const f = ours.get(type.name)!;
    return [
      ...categories
        .filter((category) => !(category === 'seo' && type.noindex))
        .map((category) => check(`lighthouse.mobile.${category}`, type.name, f.scores[category] ?? null, 'score')),
      check('renderBlockingThirdParty', type.name, f.runs ? f.blockingThirdParty.length : null, 'count', f.blockingThirdParty.join(', ')),
    ];
  });
}

/** Our page types against plain's (keyed by our page type: each has plain runs of its own) and against our doc page. */
export function ratioChecks(types: readonly PageType[], ours: ByPageType, plain: ByPageType, budgets: Record<string, number>): Check[] {
  const check = checker(budgets);
  const minRuns = budget(budgets, 'plainRatio.tbt.minRuns');
  const floored = (value: number | null) => (value === null ? null : Math.max(value, TBT_FLOOR_MS));
  const pairs = types.map((type) => ({type, o: ours.get(type.name)!, p: plain.get(type.name)!}));
  const tbt = pairs.map(({type, o, p}) => {
    const runs = Math.min(o.runs, p.runs);
    const enough = runs >= minRuns;
    const note = enough ? `${ms(o.tbt)} / ${ms(p.tbt)}` : `${runs} runs, needs ${minRuns}`;
    return check('plainRatio.tbt.pageType', type.name, enough ? ratio(floored(o.tbt), floored(p.tbt)) : null, '×', note);
  });
  const mean = tbt.every((c) => c.value !== null) ? geomean(tbt.map((c) => c.value!)) : null;
  const checks = [
    check('plainRatio.tbt.geomean', `${types.length} page types`, mean, '×', mean === null ? 'a page type without its ratio' : ''),
    ...tbt,
  ];
  for (const {type, o, p} of pairs) {
    // The search page paints its results, not a page's text: its own budget, against plain's doc page (its stand-in).
    const lcpBudget = type.name === 'search' ? 'plainRatio.searchLcp' : 'plainRatio.lcp';
    checks.push(check(lcpBudget, type.name, ratio(o.lcp, p.lcp), '×', `${ms(o.lcp)} / ${ms(p.lcp)}`));
    if (type.name === 'doc') checks.push(check('plainRatio.docPageJs', 'doc', ratio(o.jsBytes, p.jsBytes), '×', jsNote(o, p)));
  }
  const doc = ours.get('doc');
  if (!doc) return checks;
  for (const {type, o} of pairs.filter(({type}) => DOC_RELATIVE.includes(type.name))) {
    checks.push(check('docRatio.js', type.name, ratio(o.jsBytes, doc.jsBytes), '×', jsNote(o, doc)));
    // TBT ≤ max(docRatio.tbtMinMs, docRatio.tbt × the doc page's).
    const limit = Math.max(budget(budgets, 'docRatio.tbtMinMs'), budget(budgets, 'docRatio.tbt') * (doc.tbt ?? 0));
    checks.push(check('docRatio.tbt', type.name, doc.tbt === null ? null : o.tbt, 'ms', `doc ${ms(doc.tbt)}`, limit));
  }
  return checks;
}

const decimals: Partial<Record<Unit, number>> = {'×': 3, s: 1, MiB: 1, share: 3};
const format = (value: number, unit: Unit) =>
  value.toFixed(decimals[unit] ?? 0) + (unit === '×' ? '×' : ['score', 'share', 'count'].includes(unit) ? '' : ` ${unit}`);
const limitText = (c: Check) => `${minimum(c) ? '≥' : '≤'} ${format(c.limit, c.unit)}`;
const valueText = (c: Check, why = '') => (c.value === null ? `not measured${why}` : format(c.value, c.unit));

export const checkTable = (checks: Check[]) =>
  table(
    ['Budget', 'Where', 'Value', 'Limit', '', 'Figures'],
    checks.map((c) => [`\`${c.budget}\``, c.where, valueText(c), limitText(c), passes(c) ? '✅' : '❌', c.note]),
  );

export const failureLines = (checks: Check[]) =>
  checks.filter((c) => !passes(c)).map((c) => `${c.budget} on ${c.where}: ${valueText(c, ` (${c.note})`)}; the budget is ${limitText(c)}.`);
