// "Did you mean …?": the candidate nearest to a misspelt name (edit distance), shared by the
// effect checker and the command line.

/** The nearest candidate within a few edits (about a third of the name), or null. */
export function closest(name: string, candidates: Iterable<string>, maxDistance = Math.max(2, Math.floor(name.length / 3))): string | null {
  let best: string | null = null;
  let bestDistance = maxDistance + 1;
  for (const c of candidates) {
    // Only a candidate nearer than the best so far can win, so a distance is worked out only as far
    // as it can still be below that: a name of a length too different is no candidate at all
    // (an unknown name is weighed against every name of the game, a few hundred).
    if (Math.abs(name.length - c.length) >= bestDistance) continue;
    const d = distanceBelow(name, c, bestDistance);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

/** Levenshtein distance. */
export function distance(a: string, b: string): number {
  return distanceBelow(a, b, Infinity);
}

/** One row of the distance's table, kept between calls (grown when a longer name comes). */
let row = new Int32Array(64);

/**
 * The Levenshtein distance of `a` and `b` when it is below `limit`, else `limit` or more (the
 * count stops once every entry of a row is at least `limit`: no entry of a later row is smaller).
 */
function distanceBelow(a: string, b: string, limit: number): number {
  if (row.length <= b.length) row = new Int32Array(b.length * 2 + 1);
  for (let j = 0; j <= b.length; j++) row[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    let least = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      const d = Math.min(tmp + 1, row[j - 1]! + 1, prev + (ai === b.charCodeAt(j - 1) ? 0 : 1));
      row[j] = d;
      if (d < least) least = d;
      prev = tmp;
    }
    if (least >= limit) return least;
  }
  return row[b.length]!;
}
