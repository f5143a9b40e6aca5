// Diagnostics → Monaco marker ranges (editor/src/language/markers.ts), checked against the
// loader's real diagnostics for broken card text.
import { describe, expect, it } from "vitest";
import { loadContent } from "../src/content/load.js";
import { markerRange, toMarker } from "../editor/src/language/markers.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const dir = "cards/twilight-struggle";
const read = (overrides: Record<string, string>) => (p: string) => {
  if (overrides[p] !== undefined) return overrides[p]!;
  try {
    return readFileSync(join(dir, p), "utf8");
  } catch {
    return null;
  }
};

function markerFor(file: string, text: string, code: string) {
  const { diagnostics } = loadContent(read({ [file]: text }), dir, undefined, false);
  const d = diagnostics.find((x) => x.code === code);
  expect(d, `a ${code} diagnostic`).toBeDefined();
  const lines = text.split("\n");
  return { m: toMarker(d!, (l) => lines[l - 1], lines.length), lines };
}

describe("editor markers", () => {
  it("underlines the unknown name inside an effect block scalar at its exact column", () => {
    const original = readFileSync(join(dir, "cards/early-war.yaml"), "utf8");
    const text = original.replace("remove_all_influence(us, cuba)", "remove_all_influence(us, cubba)");
    expect(text).not.toBe(original);
    const { m, lines } = markerFor("cards/early-war.yaml", text, "CW302");
    const line = lines[m.startLineNumber - 1]!;
    expect(line.slice(m.startColumn - 1, m.endColumn - 1)).toBe("cubba");
    expect(m.message).toContain("cubba");
    expect(m.message).toContain("hint: did you mean `cuba`?");
    expect(m.code).toBe("CW302");
  });

  it("underlines the `[` that is never closed, not where the parser stopped", () => {
    // (The `)` closes the call: the list inside it is the one left open.)
    const original = readFileSync(join(dir, "cards/early-war.yaml"), "utf8");
    const text = original.replace("add_influence(ussr, 2, in: egypt)", "add_influence(ussr, 2, in: [egypt, libya)");
    expect(text).not.toBe(original);
    const { m, lines } = markerFor("cards/early-war.yaml", text, "CW301");
    const line = lines[m.startLineNumber - 1]!;
    expect(line.trim()).toBe("add_influence(ussr, 2, in: [egypt, libya)");
    expect(m.startColumn).toBe(line.indexOf("[") + 1);
    expect(m.message).toBe("`[` is never closed\nhint: add its `]` after the list's last item");
  });

  it("points an unknown property at its key", () => {
    const original = readFileSync(join(dir, "cards/early-war.yaml"), "utf8");
    const text = original.replace("    number: 8\n", "    number: 8\n    colour: red\n");
    const { m, lines } = markerFor("cards/early-war.yaml", text, "CW201");
    expect(lines[m.startLineNumber - 1]!.slice(m.startColumn - 1, m.endColumn - 1)).toBe("colour");
  });

  it("widens an empty range to the word there, or the end of the line", () => {
    const lines = ["    event: vp(me, 1)", ""];
    const at = (line: number, column: number) => markerRange({ start: { line, column }, end: { line, column } }, (l) => lines[l - 1], lines.length);
    expect(at(1, 12)).toEqual({ startLineNumber: 1, startColumn: 12, endLineNumber: 1, endColumn: 14 });
    expect(at(2, 1)).toEqual({ startLineNumber: 2, startColumn: 1, endLineNumber: 2, endColumn: 1 });
    // Past the end of the file: clamped to the last line.
    expect(at(9, 1).startLineNumber).toBe(2);
  });

  it("ends a range that stops at the start of a line on the line before", () => {
    const lines = ["event: |", "  a", "  b", "next: 1"];
    const r = markerRange({ start: { line: 1, column: 8 }, end: { line: 4, column: 1 } }, (l) => lines[l - 1], lines.length);
    expect(r).toEqual({ startLineNumber: 1, startColumn: 8, endLineNumber: 3, endColumn: 4 });
  });
});
