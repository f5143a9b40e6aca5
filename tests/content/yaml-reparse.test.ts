// The editor parses again only the edited card of a cards file (src/content/yaml-reparse.ts). Its
// result must be what parsing the whole file gives: the same data, the same nodes at the same
// offsets (every diagnostic's line and column comes from them), the same line starts; and when the
// whole file has a YAML problem, the shortcut must not be taken (the full parse reports it).
import { readFileSync } from "node:fs";
import { isMap, isPair, isScalar, isSeq, type Node } from "yaml";
import { describe, expect, it } from "vitest";
import { reparseItem } from "../../src/content/yaml-reparse.js";
import { parseYamlSource, rangeAt, scalarOffsetMapper, type SourceFile } from "../../src/content/yaml-source.js";

const path = "cards/early-war.yaml";
const base = readFileSync(`cards/twilight-struggle/${path}`, "utf8");
const parse = (text: string) => parseYamlSource(path, text);

/** Each node's kind, offsets and value, depth first, for comparing two parses. */
function shape(n: unknown, out: unknown[] = []): unknown[] {
  if (isPair(n)) {
    shape(n.key, out);
    shape(n.value, out);
  } else if (isScalar(n)) out.push(["scalar", n.range, n.value, n.type]);
  else if (isMap(n) || isSeq(n)) {
    out.push([isMap(n) ? "map" : "seq", n.range, n.flow ?? false, n.items.length]);
    for (const x of n.items) shape(x, out);
  } else out.push(["other", n === null ? null : typeof n]);
  return out;
}

/** The shortcut's result next to the full parse's: equal, or the shortcut not taken. Returns whether it was taken. */
function compare(old: SourceFile, text: string): boolean {
  const quick = reparseItem(old, text);
  const full = parse(text);
  if (!quick) return false;
  expect(full.diagnostics, "a file with YAML problems is never parsed in part").toEqual([]);
  expect(quick.text).toBe(text);
  expect(quick.data).toEqual(full.source.data);
  expect(quick.lines.lineStarts).toEqual(full.source.lines.lineStarts);
  expect(shape(quick.doc.contents)).toEqual(shape(full.source.doc.contents));
  expect(quick.doc.range).toEqual(full.source.doc.range);
  return true;
}

function edited(text: string, at: string, insert: string, remove = 0, after = 0): string {
  const i = text.indexOf(at);
  if (i < 0) throw new Error(`${at} not found`);
  const p = i + after;
  return text.slice(0, p) + insert + text.slice(p + remove);
}

describe("parsing again only the edited item of a list", () => {
  const old = parse(base).source;

  it("gives the full parse's nodes, offsets and data for edits inside one card", () => {
    const inCard = [
      edited(base, "vp(us, 5 - defcon_level", "x", 0, "vp(us, 5 - defcon_level".length), // a typo in an event
      edited(base, "vp(us, 5 - defcon_level", "6", 1, "vp(us, ".length), // a digit changed
      edited(base, "name: Duck and Cover", " and Hide", 0, "name: Duck and Cover".length), // a name
      edited(base, "    number: 8\n", "    note: added\n", 0, "    number: 8\n".length), // a key added: a line more
      edited(base, "    number: 8\n", "", "    number: 8\n".length), // a line removed
      edited(base, "      defcon(-1)\n", "\n\n", 0, "      defcon(-1)\n".length), // blank lines inside a block scalar
      edited(base, "  - id: fidel", "  # a note\n", 0), // a line before a card's `- `: the end of the card before
      edited(base, "  - id: fidel", "    note: 1\n", 0), // a key at the end of the card before (seen first as after `  `)
    ];
    for (const text of inCard) expect(compare(old, text)).toBe(true);
  });

  it("falls back to a full parse for YAML errors, edits across cards, the last card and aliases", () => {
    const fallBack = [
      edited(base, "    number: 8\n", "   name: Fidel\n", 0, "    number: 8\n".length), // a misplaced line (CW101)
      edited(base, "    number: 8\n", "    number: 9\n", 0, "    number: 8\n".length), // a duplicate key (CW102)
      edited(base, "  - id: fidel\n", "", "  - id: fidel\n".length), // a card's start removed: two cards merge
      edited(base, "  - id: fidel", "x", 0, "  - id: fidel".length - 1) + "  - id: added\n", // two places
    ];
    for (const text of fallBack) expect(compare(old, text)).toBe(false);
    // The last card of the file.
    const last = base.lastIndexOf("    text:");
    expect(compare(old, base.slice(0, last) + "    ops: 2\n" + base.slice(last))).toBe(false);
    // A file with an anchor is always parsed whole.
    const anchored = parse(edited(base, "    ops: 3\n", "    extra: &a 1\n", 0)).source;
    expect(compare(anchored, edited(anchored.text, "vp(us, 5", "x", 0, 3))).toBe(false);
  });

  it("reports nesting too deep as a full parse does", () => {
    const deep = (n: number) => edited(base, "    ops: 3\n", `    deep: ${"[".repeat(n)}${"]".repeat(n)}\n`, 0);
    // The fewest brackets a full parse refuses (CW107); one fewer it accepts.
    const limit = Array.from({ length: 20 }, (_, i) => 55 + i).find((n) => parse(deep(n)).diagnostics.some((d) => d.code === "CW107"))!;
    expect(limit).toBeDefined();
    expect(compare(old, deep(limit - 1))).toBe(true);
    expect(compare(old, deep(limit))).toBe(false);
  });

  it("never differs from a full parse, for single characters and whole lines, at 400 places", () => {
    // Characters that change YAML's structure most: line breaks, indentation, indicators, quotes.
    const lines = ["  - id: x\n", "    note: 1\n", "  # c\n", "\n", "    - a\n", "  \n", "- id: y\n"];
    const chars = ["\n", " ", "-", ":", "#", "x", "|", '"', "'", "[", "{", "&", "*", "%", "\t", "---\n"];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let taken = 0;
    for (let i = 0; i < 400; i++) {
      const at = Math.floor(next() * base.length);
      const r = next();
      // A whole line inserted at the start of a line (at a card's boundary, the edit could be in either card).
      const lineAt = base.lastIndexOf("\n", at) + 1;
      const text =
        r < 0.2 ? base.slice(0, at) + base.slice(at + 1)
        : r < 0.4 ? base.slice(0, lineAt) + lines[Math.floor(next() * lines.length)] + base.slice(lineAt)
        : base.slice(0, at) + chars[Math.floor(next() * chars.length)] + base.slice(at);
      if (compare(old, text)) taken++;
    }
    // Most places are inside a card and most of those edits parse: the shortcut is taken often.
    expect(taken).toBeGreaterThan(100);
  });

  it("keeps diagnostics' places exact: an effect's offsets map to the same line and column", () => {
    const text = edited(base, "    number: 8\n", "    note: a line more\n", 0, "    number: 8\n".length);
    const quick = reparseItem(old, text)!;
    const full = parse(text).source;
    const cards = (full.data as { cards: { id: string }[] }).cards;
    for (const id of ["fidel", "duck_and_cover", "korean_war"]) {
      const i = cards.findIndex((c) => c.id === id);
      expect(rangeAt(quick, ["cards", i, "event"])).toEqual(rangeAt(full, ["cards", i, "event"]));
      expect(scalarOffsetMapper(quick, ["cards", i, "event"])(5)).toEqual(scalarOffsetMapper(full, ["cards", i, "event"])(5));
    }
  });
});
