// Where an edit changed a text (src/content/edited-span.ts): every shortcut that parses only the
// edited part of a file (the editor's, the disk cache's) starts from it, so a span that is off by
// one character would parse the wrong part. It compares runs of characters at once, so edits are
// tried near and across the runs' boundaries, in short and long texts, with repeated characters
// (where the common start and the common end of what is left can overlap).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { editedSpan } from "../../src/content/edited-span.js";

/** Whether `span` is the longest common start of the two texts, then the longest common end of what is left. */
function isEditedSpan(before: string, after: string, { from, to }: { from: number; to: number }): boolean {
  const shortest = Math.min(before.length, after.length);
  const tail = before.length - to;
  if (from < 0 || from > shortest || tail < 0 || tail > shortest - from) return false;
  if (before.slice(0, from) !== after.slice(0, from) || (from < shortest && before[from] === after[from])) return false;
  if (before.slice(to) !== after.slice(after.length - tail)) return false;
  return tail === shortest - from || before[before.length - 1 - tail] !== after[after.length - 1 - tail];
}

describe("editedSpan", () => {
  it("finds the longest common start and end of random edits, at any place and of any length", () => {
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
    const letters = "aab \n";
    for (let n = 0; n < 3000; n++) {
      const length = random(n % 10 === 0 ? 5000 : 300);
      let text = "";
      for (let i = 0; i < length; i++) text += letters[random(letters.length)];
      // Edits near a run's boundary (multiples of 16 and 64) as often as anywhere else.
      const at = random(2) ? random(length + 1) : Math.min(length, 64 * random(Math.ceil(length / 64) + 1) + random(3) - 1);
      const removed = random(Math.min(40, length - Math.max(0, at) + 1));
      let inserted = "";
      for (let i = random(40); i > 0; i--) inserted += letters[random(letters.length)];
      const edited = text.slice(0, Math.max(0, at)) + inserted + text.slice(Math.max(0, at) + removed);
      for (const [a, b] of [[text, edited], [edited, text]] as const) expect(isEditedSpan(a, b, editedSpan(a, b)), JSON.stringify({ a, b })).toBe(true);
    }
  });

  it("finds a word added to a locale file's first sentence, and nothing in the same text", () => {
    const text = readFileSync("cards/twilight-struggle/locales/es.yaml", "utf8");
    const at = text.indexOf("term: headline") + "term: headline".length;
    const edited = `${text.slice(0, at)} edited${text.slice(at)}`;
    // (The word's leading space is the space that followed: the edit is found one character on.)
    expect(editedSpan(text, edited)).toEqual({ from: at + 1, to: at + 1 });
    expect(editedSpan(text, text)).toEqual({ from: text.length, to: text.length });
    expect(editedSpan("", "")).toEqual({ from: 0, to: 0 });
  });
});
