// "Did you mean …?" suggestions: closest() stops counting a candidate's edits once it cannot beat
// the best so far; what it suggests must be what weighing every candidate in full suggests.
import { describe, expect, it } from "vitest";
import { closest, distance } from "../src/diagnostics/closest.js";

/** The full table (a letter inserted, deleted, replaced, or two neighbours swapped), as plainly as it can be written. */
function fullDistance(a: string, b: string): number {
  const t = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      t[i]![j] = Math.min(t[i - 1]![j]! + 1, t[i]![j - 1]! + 1, t[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) t[i]![j] = Math.min(t[i]![j]!, t[i - 2]![j - 2]! + 1);
    }
  return t[a.length]![b.length]!;
}

/** The first candidate of the least distance within `max`, or null: every candidate weighed in full. */
function nearest(name: string, candidates: string[], max = Math.max(2, Math.floor(name.length / 3))): string | null {
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const c of candidates) {
    const d = fullDistance(name, c);
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best;
}

describe("closest", () => {
  it("suggests the nearest name, the first of equally near ones, as a full count does", () => {
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff), seed % n);
    const word = (len: number) => Array.from({ length: len }, () => "abcde_"[random(6)]).join("");
    const edited = (w: string) => {
      let s = w;
      for (let k = random(5); k > 0; k--) {
        const at = random(s.length + 1);
        const swapped = s.slice(0, at) + s.slice(at + 1, at + 2) + s.slice(at, at + 1) + s.slice(at + 2);
        s = [s.slice(0, at) + word(1) + s.slice(at), s.slice(0, at) + s.slice(at + 1), s.slice(0, at) + word(1) + s.slice(at + 1), swapped][random(4)]!;
      }
      return s;
    };
    let suggested = 0;
    for (let round = 0; round < 400; round++) {
      const names = Array.from({ length: 5 + random(60) }, () => word(1 + random(18)));
      const name = random(4) ? edited(names[random(names.length)]!) : word(random(20));
      const max = random(3) ? undefined : random(6);
      const want = nearest(name, names, max);
      expect(closest(name, names, max), `${name} among ${names.join(" ")}`).toBe(want);
      if (want !== null) suggested++;
    }
    expect(suggested).toBeGreaterThan(100);
  });

  it("counts two neighbouring letters swapped as one slip, so `iarn` means `iran`, not `turn`", () => {
    expect(distance("iarn", "iran")).toBe(1);
    expect(distance("ca", "abc")).toBe(3);
    expect(closest("iarn", ["turn", "iran"])).toBe("iran");
  });

  it("counts edits as the full table does", () => {
    for (const [a, b] of [["", ""], ["", "abc"], ["kitten", "sitting"], ["asai", "asia"], ["abcd", "badc"], ["chinese_civil_war", "chinese_civil_war_resolved"], ["é", "e"]] as const) {
      expect(distance(a, b)).toBe(fullDistance(a, b));
      expect(distance(b, a)).toBe(fullDistance(a, b));
    }
  });
});
