/**
 * Does a performance piece pay for itself? It does when switching it off makes
 * some page type measurably worse than with every piece on.
 */
import type {PageFigures} from '../types';
import {kib} from '../shared';

/**
 * JavaScript run on a first visit (transfer bytes, gzip) that switching a piece
 * off must add on some page type for the piece to pay: 3 KiB is about 30 ms of
 * download on Lighthouse's slow 4G and more than the run-to-run noise of this
 * figure, which is deterministic up to a few hundred bytes of headers.
 */
export const PAYS_JS_BYTES = 3 * 1024;
/**
 * Total blocking time (Lighthouse mobile median) that switching a piece off must
 * add on some page type: 30 ms is above the spread of medians of three runs on
 * an idle machine and a change a phone user's first tap can feel.
 */
export const PAYS_TBT_MS = 30;

export interface PieceEffect {
  pageType: string;
  /** Figures with every piece on, and with this piece off. */
  on: PageFigures;
  off: PageFigures;
}

export interface Verdict {
  pays: boolean;
  /** Each page type where switching the piece off crossed a threshold, e.g. "doc: +12.3 KiB JS". */
  reasons: string[];
  /** The largest increases over all page types, for the summary (null: not measured). */
  maxJsIncrease: {pageType: string; bytes: number} | null;
  maxTbtIncrease: {pageType: string; ms: number} | null;
}

const increase = (on: number | null, off: number | null) => (on === null || off === null ? null : off - on);

function largest<T extends {value: number}>(items: T[]): T | null {
  return items.reduce<T | null>((best, item) => (best === null || item.value > best.value ? item : best), null);
}

export function verdict(effects: PieceEffect[]): Verdict {
  const js = effects.flatMap((e) => {
    const value = increase(e.on.jsBytes, e.off.jsBytes);
    return value === null ? [] : [{pageType: e.pageType, value}];
  });
  const tbt = effects.flatMap((e) => {
    const value = increase(e.on.tbt, e.off.tbt);
    return value === null ? [] : [{pageType: e.pageType, value}];
  });
  const reasons = [
    ...js.filter((j) => j.value >= PAYS_JS_BYTES).map((j) => `${j.pageType}: +${kib(j.value)} JS`),
    ...tbt.filter((t) => t.value >= PAYS_TBT_MS).map((t) => `${t.pageType}: +${Math.round(t.value)} ms TBT`),
  ];
  const maxJs = largest(js);
  const maxTbt = largest(tbt);
  return {
    pays: reasons.length > 0,
    reasons,
    maxJsIncrease: maxJs && {pageType: maxJs.pageType, bytes: maxJs.value},
    maxTbtIncrease: maxTbt && {pageType: maxTbt.pageType, ms: maxTbt.value},
  };
}
