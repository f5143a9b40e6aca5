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

/**
 * Edit distance: letters inserted, deleted or replaced, and two neighbouring letters swapped, one
 * edit each (optimal string alignment). A swap is the commonest slip of the fingers (`iarn` for
 * `iran`); counted as two edits it ties with names that share less (`turn`).
 */
export function distance(a: string, b: string): number {
  return distanceBelow(a, b, Infinity);
}

/** Three rows of the distance's table (a swap reads two rows back), kept between calls. */
let twoBack = new Int32Array(64);
let previous = new Int32Array(64);
let current = new Int32Array(64);

/**
 * The distance of `a` and `b` when it is below `limit`, else `limit` or more. The count stops once
 * every entry of a row is at least `limit`: an entry of the next row comes from this row, or by a
 * swap from the row before, whose entries are at most one less than this row's, plus the swap's
 * one; so no later row has a smaller entry.
 */
function distanceBelow(a: string, b: string, limit: number): number {
  if (current.length <= b.length) {
    const size = b.length * 2 + 1;
    [twoBack, previous, current] = [new Int32Array(size), new Int32Array(size), new Int32Array(size)];
  }
  for (let j = 0; j <= b.length; j++) current[j] = j;
  for (let i = 1; i <= a.length; i++) {
    [twoBack, previous, current] = [previous, current, twoBack];
    current[0] = i;
    let least = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj && twoBack[j - 2]! + 1 < d) d = twoBack[j - 2]! + 1;
      current[j] = d;
      if (d < least) least = d;
    }
    if (least >= limit) return least;
  }
  return current[b.length]!;
}
