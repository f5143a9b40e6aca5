// Hints in the Problems panel: not errors or warnings, but what a designer would want to know.
// CW808: a card with no scenario test of its own (tests/card-<id with hyphens>*.yaml, the names the
// card coverage test looks for), with a quick fix that writes one.
import type { RawGame } from "../../../src/content/raw.js";
import { rangeAt } from "../../../src/content/yaml-source.js";
import type { Diagnostic } from "../../../src/diagnostics/diagnostic.js";

export function untestedCards(raw: RawGame | null, root: string, paths: readonly string[]): Diagnostic[] {
  if (!raw) return [];
  // Sorted, a name starting with a prefix is found by a binary search (a build runs this for every card).
  const tests = paths.filter((p) => p.startsWith(`${root}/tests/`)).map((p) => p.slice(root.length + "/tests/".length)).sort();
  const out: Diagnostic[] = [];
  for (const { data, source, at } of raw.cards) {
    const prefix = `card-${data.id.replace(/_/g, "-")}`;
    if (tests[firstNotBefore(tests, prefix)]?.startsWith(prefix)) continue;
    const file = `tests/${prefix}.yaml`;
    out.push({
      code: "CW808",
      severity: "hint",
      message: `card \`${data.id}\` has no scenario test of its own`,
      file: source.path.startsWith(`${root}/`) ? source.path : `${root}/${source.path}`,
      ...rangeAt(source, [...at, "id"]),
      hint: `write one in ${file} (quick fix: Ctrl+.)`,
      key: "diag.card_untested",
      args: { card: data.id },
      hintKey: "diag.hint.card_test",
      hintArgs: { file },
    });
  }
  return out;
}

/** Index of the first of the sorted `list` that is not before `x` (list.length when none). */
function firstNotBefore(list: readonly string[], x: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
