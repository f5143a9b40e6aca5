// Where an edit changed a text: the editor's and the disk cache's shortcuts (parse again only the
// edited card, item or line of code) all start from this.

/**
 * The span an edit replaced: `[from, to)` of the old text became `[from, from + (to - from) +
 * (after.length - before.length))` of the new one — the longest common start, then the longest
 * common end of what is left.
 */
export function editedSpan(before: string, after: string): { from: number; to: number } {
  let from = 0;
  const shortest = Math.min(before.length, after.length);
  while (from < shortest && before.charCodeAt(from) === after.charCodeAt(from)) from++;
  let tail = 0;
  while (tail < shortest - from && before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)) tail++;
  return { from, to: before.length - tail };
}
