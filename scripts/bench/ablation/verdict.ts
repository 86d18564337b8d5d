/**
 * Does a performance piece pay for itself? Only when switching it off makes
 * some page type worse beyond doubt: by bytes, which are exact, or by a timing
 * whose 95 % confidence interval lies clear of zero (interval.ts). A piece that
 * passes neither test goes, however good one session's medians looked.
 */
import type {PageFigures} from '../types';
import {kib} from '../shared';
import {bootstrapInterval, pairedDifferences, type Interval} from './interval';

/**
 * JavaScript run on a first visit (transfer bytes, gzip) that switching a piece
 * off must add on some page type: 5 KiB is about 50 ms of download on
 * Lighthouse's slow 4G, and worth the upkeep of code tied to framework internals.
 */
export const PAYS_JS_BYTES = 5 * 1024;
/**
 * The lower end of the 95 % interval of the TBT increase must be at least this
 * (ms): clear of zero by a margin a phone user's first tap could feel.
 */
export const PAYS_TBT_MARGIN_MS = 25;
/** The same for LCP (ms): a tenth of a second, the smallest change readers notice in a page's paint. */
export const PAYS_LCP_MARGIN_MS = 100;

export interface PieceEffect {
  pageType: string;
  /** Figures with every piece on, and with this piece off. */
  on: PageFigures;
  off: PageFigures;
}

export interface TimingEffect {
  pageType: string;
  interval: Interval;
}

export interface Verdict {
  pays: boolean;
  /** Each page type where switching the piece off passed a test, e.g. "doc: +12.3 KiB JS". */
  reasons: string[];
  /** The largest increases over all page types, for the summary (null: not measured). */
  maxJsIncrease: {pageType: string; bytes: number} | null;
  /** The page type whose TBT (LCP) interval lies highest (the largest lower end), null when no interval was possible. */
  tbt: TimingEffect | null;
  lcp: TimingEffect | null;
}

const increase = (on: number | null, off: number | null) => (on === null || off === null ? null : off - on);

function highest<T>(items: T[], value: (item: T) => number): T | null {
  return items.reduce<T | null>((best, item) => (best === null || value(item) > value(best) ? item : best), null);
}

function timingEffects(effects: PieceEffect[], metric: 'tbt' | 'lcp'): TimingEffect[] {
  return effects.flatMap((e) => {
    const interval = bootstrapInterval(pairedDifferences(e.on.rounds?.[metric] ?? [], e.off.rounds?.[metric] ?? []));
    return interval ? [{pageType: e.pageType, interval}] : [];
  });
}

export function verdict(effects: PieceEffect[]): Verdict {
  const js = effects.flatMap((e) => {
    const value = increase(e.on.jsBytes, e.off.jsBytes);
    return value === null ? [] : [{pageType: e.pageType, value}];
  });
  const tbt = timingEffects(effects, 'tbt');
  const lcp = timingEffects(effects, 'lcp');
  const ms = (value: number) => `${Math.round(value)} ms`;
  const clear = (items: TimingEffect[], margin: number, label: string) =>
    items
      .filter((t) => t.interval.low >= margin)
      .map((t) => `${t.pageType}: +${ms(t.interval.mean)} ${label} (95 % CI ${ms(t.interval.low)} to ${ms(t.interval.high)})`);
  const reasons = [
    ...js.filter((j) => j.value >= PAYS_JS_BYTES).map((j) => `${j.pageType}: +${kib(j.value)} JS`),
    ...clear(tbt, PAYS_TBT_MARGIN_MS, 'TBT'),
    ...clear(lcp, PAYS_LCP_MARGIN_MS, 'LCP'),
  ];
  const maxJs = highest(js, (j) => j.value);
  return {
    pays: reasons.length > 0,
    reasons,
    maxJsIncrease: maxJs && {pageType: maxJs.pageType, bytes: maxJs.value},
    tbt: highest(tbt, (t) => t.interval.low),
    lcp: highest(lcp, (t) => t.interval.low),
  };
}

/** "+43 ms (home; 95 % CI −12 to +98 ms, 7 pairs)", or "–" when there was no interval. */
export function describeTiming(effect: TimingEffect | null, format: (v: number) => string): string {
  if (!effect) return '–';
  const {mean, low, high, pairs} = effect.interval;
  return `${format(mean)} (${effect.pageType}; 95 % CI ${format(low)} to ${format(high)}, ${pairs} pairs)`;
}
