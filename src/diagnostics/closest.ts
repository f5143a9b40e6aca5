// "Did you mean …?": the candidate nearest to a misspelt name (edit distance), shared by the
// effect checker and the command line.

/** The nearest candidate within a few edits (about a third of the name), or null. */
export function closest(name: string, candidates: Iterable<string>, maxDistance = Math.max(2, Math.floor(name.length / 3))): string | null {
  let best: string | null = null;
  let bestDistance = maxDistance + 1;
  for (const c of candidates) {
    const d = distance(name, c);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

/** Levenshtein distance. */
export function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}
