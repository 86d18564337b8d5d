/**
 * How sure is a timing difference? The ablation measures every variant in the
 * same interleaved rounds, so round i of "all on" and round i of a piece's
 * variant ran close together in time, on the same host load. The difference
 * of each such pair, resampled (percentile bootstrap of their mean), gives a
 * 95 % confidence interval of what switching the piece off costs. A seeded
 * generator keeps a report reproducible from its figures.
 */

export interface Interval {
  /** Mean of the paired differences. */
  mean: number;
  low: number;
  high: number;
  /** Pairs it rests on. */
  pairs: number;
}

/** Differences `off − on` of the rounds in which both were measured. */
export function pairedDifferences(on: readonly (number | null)[], off: readonly (number | null)[]): number[] {
  const pairs: number[] = [];
  for (let round = 0; round < Math.min(on.length, off.length); round++) {
    const a = on[round];
    const b = off[round];
    if (a !== null && b !== null) pairs.push(b - a);
  }
  return pairs;
}

/** Mulberry32: small, fast and good enough to resample a handful of values. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** The mean of `differences` with its percentile-bootstrap interval; null below `minPairs` pairs, where an interval means little. */
export function bootstrapInterval(
  differences: readonly number[],
  {level = 0.95, resamples = 10_000, seed = 1, minPairs = 5} = {},
): Interval | null {
  const n = differences.length;
  if (n < minPairs) return null;
  const random = generator(seed);
  const means = Array.from({length: resamples}, () => {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += differences[Math.floor(random() * n)];
    return sum / n;
  }).sort((a, b) => a - b);
  const tail = (1 - level) / 2;
  return {
    mean: mean(differences),
    low: means[Math.floor(tail * (resamples - 1))],
    high: means[Math.ceil((1 - tail) * (resamples - 1))],
    pairs: n,
  };
}
