// Small statistics for reports: proportions with Wilson score intervals, means with normal
// intervals, and differences of both (95% by default). Pure functions over plain numbers.

export const Z95 = 1.959964;

export interface Interval {
  value: number;
  lo: number;
  hi: number;
}

export interface Proportion extends Interval {
  k: number;
  n: number;
}

export interface Mean extends Interval {
  n: number;
  sd: number;
}

/** k successes in n trials: the share and its Wilson score interval (sound near 0 and 1 and for small n). */
export function proportion(k: number, n: number, z = Z95): Proportion {
  if (n === 0) return { k, n, value: NaN, lo: NaN, hi: NaN };
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { k, n, value: p, lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}

/**
 * The mean of xs with a normal-approximation interval (the sample standard deviation); no interval
 * below `fewest` values (at least 2): from a handful of values, often all alike (sd 0), the normal
 * interval claims a certainty it does not have.
 */
export function mean(xs: readonly number[], z = Z95, fewest = 2): Mean {
  const n = xs.length;
  if (!n) return { n, sd: NaN, value: NaN, lo: NaN, hi: NaN };
  const m = xs.reduce((a, b) => a + b, 0) / n;
  if (n < Math.max(2, fewest)) return { n, sd: NaN, value: m, lo: NaN, hi: NaN };
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (n - 1));
  const half = (z * sd) / Math.sqrt(n);
  return { n, sd, value: m, lo: m - half, hi: m + half };
}

/** p1 − p2 with Newcombe's hybrid score interval (from the two Wilson intervals). */
export function proportionDifference(a: Proportion, b: Proportion): Interval {
  const d = a.value - b.value;
  const lo = d - Math.sqrt((a.value - a.lo) ** 2 + (b.hi - b.value) ** 2);
  const hi = d + Math.sqrt((a.hi - a.value) ** 2 + (b.value - b.lo) ** 2);
  return { value: d, lo, hi };
}

/** m1 − m2 with a normal interval from the two standard errors (Welch); no interval when either has fewer than 2 values. */
export function meanDifference(a: Mean, b: Mean, z = Z95): Interval {
  const d = a.value - b.value;
  const se = Math.sqrt(a.sd ** 2 / a.n + b.sd ** 2 / b.n);
  return { value: d, lo: d - z * se, hi: d + z * se };
}

/** How many standard errors an interval's value is from zero (NaN without an interval). */
export function zScore(i: Interval, z = Z95): number {
  const se = (i.hi - i.lo) / (2 * z);
  return se > 0 ? Math.abs(i.value) / se : i.value === 0 ? 0 : NaN;
}

/** Counts of each value, most frequent first (ties by value). */
export function tally(values: readonly string[]): [string, number][] {
  const m = new Map<string, number>();
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
  return [...m].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

/** A histogram of integers: value → count, every value from the lowest to the highest present. */
export function histogram(values: readonly number[]): { value: number; count: number }[] {
  if (!values.length) return [];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const counts = new Array<number>(hi - lo + 1).fill(0);
  for (const v of values) counts[v - lo]!++;
  return counts.map((count, i) => ({ value: lo + i, count }));
}
