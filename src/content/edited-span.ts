// Where an edit changed a text: the editor's and the disk cache's shortcuts (parse again only the
// edited card, item or line of code) all start from this.

/**
 * The span an edit replaced: `[from, to)` of the old text became `[from, from + (to - from) +
 * (after.length - before.length))` of the new one — the longest common start, then the longest
 * common end of what is left.
 */
export function editedSpan(before: string, after: string): { from: number; to: number } {
  const shortest = Math.min(before.length, after.length);
  const from = commonRun(before, after, 0, shortest, 1);
  const tail = commonRun(before, after, 0, shortest - from, -1);
  return { from, to: before.length - tail };
}

/**
 * How many characters `a` and `b` have in common from their start (`dir` 1) or from their end
 * (-1), past the `n` known to be and at most `limit`. Runs of characters are compared as strings
 * first, doubling while they match and halving where they do not, then one by one: a locale file
 * is 140 KB, and a loop over its characters one at a time (run once per process, so not compiled
 * by V8's optimizer) took milliseconds where a few comparisons of whole runs take microseconds.
 */
function commonRun(a: string, b: string, n: number, limit: number, dir: 1 | -1): number {
  const run = (k: number) => (dir === 1 ? a.slice(n, n + k) === b.slice(n, n + k) : a.slice(a.length - n - k, a.length - n) === b.slice(b.length - n - k, b.length - n));
  let step = 64;
  while (n < limit) {
    const k = Math.min(step, limit - n);
    if (run(k)) {
      n += k;
      step *= 2;
    } else if (k > 16) step = k >> 1;
    else break;
  }
  // (The first unequal character is within the last run tried.)
  if (dir === 1) while (n < limit && a.charCodeAt(n) === b.charCodeAt(n)) n++;
  else while (n < limit && a.charCodeAt(a.length - 1 - n) === b.charCodeAt(b.length - 1 - n)) n++;
  return n;
}
