// An edit inside one line of a restored file is read without the YAML library when the line is a
// simple `key: value` line (src/content/yaml-line-edit.ts). Its result must be the full parse's
// data and layout, and anything it cannot read exactly must go to the chunk's parse (yaml-chunks.ts).
import { describe, expect, it } from "vitest";
import { layoutFromDocument, layoutOf, reparseChunk } from "../../src/content/yaml-chunks.js";
import { simpleLine } from "../../src/content/yaml-line-edit.js";
import { parseYamlSource, yamlParsed, type SourceFile } from "../../src/content/yaml-source.js";
import { read, restoredFile } from "./restored-file.js";

/** The edit's result next to the full parse's; whether it was read without the YAML library. */
function compare(old: SourceFile, text: string): { quick: SourceFile | null; lineRead: boolean } {
  const parsed = yamlParsed().texts;
  const quick = reparseChunk(old, text);
  const lineRead = quick !== null && yamlParsed().texts === parsed;
  if (quick) {
    const full = parseYamlSource(old.path, text);
    expect(full.diagnostics).toEqual([]);
    expect(JSON.stringify(quick.data)).toBe(JSON.stringify(full.source.data));
    expect(quick.data).toEqual(full.source.data);
    expect(layoutOf(quick)).toEqual(layoutFromDocument(text, full.source.doc));
  }
  return { quick, lineRead };
}

function edited(text: string, at: string, insert: string, remove = 0, after = at.length): string {
  const i = text.indexOf(at);
  if (i < 0) throw new Error(`${at} not found`);
  return text.slice(0, i + after) + insert + text.slice(i + after + remove);
}

/** A locale file and a card file, their texts and their restored forms. */
function files() {
  const es = read("locales/es.yaml");
  const cards = read("cards/early-war.yaml");
  return { es, e: restoredFile("locales/es.yaml", es), cards, c: restoredFile("cards/early-war.yaml", cards) };
}

describe("an edit inside one simple line, read without the YAML library", () => {
  it("gives the full parse's data for a glossary term, a translated string, a source stamp, a card's name and a number", () => {
    const { es, e, cards, c } = files();
    const cases: [SourceFile, string][] = [
      [e, edited(es, "term: headline (the headline phase, a headline card)", " edited1")], // the bench's edit
      [e, edited(es, "official: cabecera", "s")],
      [e, edited(es, 'game.victory: { text: "Un bando gana', " siempre")], // a translated string
      [e, edited(es, 'source: "bfecb1c8"', "0", 1, 'source: "bfecb1c'.length)], // its stamp
      [e, edited(es, 'game.name: { text: "', "", 1)], // a character removed
      [c, edited(cards, "name: Duck and Cover", " and Hide")],
      [c, edited(cards, "    ops: 3", "2", 1, "    ops: ".length)],
    ];
    for (const [old, text] of cases) {
      const { quick, lineRead } = compare(old, text);
      expect(quick, editedLine(old.text, text)).not.toBeNull();
      expect(lineRead).toBe(true);
    }
  });

  it("leaves to the chunk's parse what a line alone cannot say", () => {
    const { es, e, cards, c } = files();
    const parsedAgain: [SourceFile, string][] = [
      [e, edited(es, "term: headline (the headline phase, a headline card)", ": x")], // a colon: a nested map's key?
      [e, edited(es, "term: headline (the headline phase, a headline card)", " #x")], // a comment
      [e, edited(es, 'game.victory: { text: "Un bando gana', '\\"')], // an escape
      [e, edited(es, 'source: "d1d19697"', ", source: x")], // a key twice
      [e, edited(es, "avoid: [titular", "x")], // a flow list
      [e, edited(es, "term: headline (the headline phase, a headline card)", "\n    more: x")], // a line added
      [e, edited(es, "official: cabecera", "", "cabecera".length, "official: ".length) + ""], // emptied (null)
      [c, edited(cards, "name: Duck and Cover", "", "Duck and Cover".length, "name: ".length) + ""],
      [c, edited(cards, "    ops: 3", "true", 1, "    ops: ".length)], // a boolean where a number was: still exact
      [c, edited(cards, "    ops: 3", "0x1", 1, "    ops: ".length)], // hexadecimal
    ];
    for (const [old, text] of parsedAgain) {
      const { quick, lineRead } = compare(old, text);
      // (Whether the chunk's parse takes it or the whole file is parsed: never read from the line.)
      if (text.includes("ops: true")) expect(lineRead).toBe(true);
      else expect(lineRead, JSON.stringify(editedLine(old.text, text))).toBe(false);
      void quick;
    }
  });

  it("reads the simple lines as YAML does, and no others", () => {
    const yes: [string, unknown][] = [
      ["  - term: headline (the phase, a card)", "headline (the phase, a card)"],
      ['  k.x: { text: "a: b # c", source: "d1" }', { text: "a: b # c", source: "d1" }],
      ["  k: { text: 'x y', count: 3, b: false }", { text: "x y", count: 3, b: false }],
      ["    ops: -2", -2],
      ["    name: Qué? ¡Sí! (no, sí)", "Qué? ¡Sí! (no, sí)"],
    ];
    for (const [line, value] of yes) {
      expect(simpleLine(line)?.value, line).toEqual(value);
      const doc = parseYamlSource("x.yaml", line.trim().startsWith("- ") ? line.trim().slice(2) : line.trim());
      expect((Object.values(doc.source.data as object)[0] as unknown), line).toEqual(value);
    }
    const no = ["  k: null", "  k: True", "  k: yes", "  k: 1.5", "  k: 012", "  k: 'it''s'", '  k: "a\\"b"', "  k: a #b", "  k: &x a", "  k: *x", "  k: [a]", "  k: { a: b, }", "  k: a ", "  k:  a", "  k: |", "  k:", "  __proto__: a", '  "k": a', "  k: x\ty"];
    for (const line of no) expect(simpleLine(line), line).toBeNull();
  });

  it("agrees with the full parse over random one-line edits of a locale file and a card file", () => {
    let seed = 11;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const pieces = ["x", " ", "é", ",", "(", ")", "'", '"', ":", "#", "-", "1", "{", "}", "[", "\\", ". ", " y"];
    for (const [path, least] of [["locales/es.yaml", 20], ["cards/early-war.yaml", 1]] as const) {
      const text = read(path);
      const old = restoredFile(path, text);
      let lineRead = 0;
      for (let i = 0; i < 80; i++) {
        const at = next(text.length);
        const removed = next(3) === 0 ? next(3) : 0;
        if (text.slice(at, at + removed).includes("\n")) continue;
        if (randomEdit(old, text.slice(0, at) + pieces[next(pieces.length)] + text.slice(at + removed))) lineRead++;
      }
      expect(lineRead, path).toBeGreaterThanOrEqual(least);
    }
    // (Each edit parses a 0.5 MB locale file whole, twice: about 16 s alone, more beside other test files.)
  }, 240_000);
});

describe("an edit inside one line of a literal block scalar (a card's or a routine's code), read without the YAML library", () => {
  const ops = () => ({ text: read("procedures/operations.yaml"), old: restoredFile("procedures/operations.yaml", read("procedures/operations.yaml")) });

  it("gives the full parse's data for a constant or a comment in a card's event, a name misspelt, a routine's `do:`", () => {
    const { cards, c } = files();
    const { text, old } = ops();
    const cases: [SourceFile, string][] = [
      [c, edited(cards, "      vp(us, 5 - defcon_level)", "4", 1, "      vp(us, ".length)], // the bench's kind of edit
      [c, edited(cards, "      vp(us, 5 - defcon_level)", " # a comment in code")],
      [c, edited(cards, "      vp(us, 5 - defcon_level)", "", 1, "      vp(us, 5 - defcon_leve".length)], // a name misspelt
      [old, edited(text, "let defence = 2 * target.stability", "3", 1, "let defence = ".length)], // a procedure's code
      [old, edited(text, "let defence = 2 * target.stability", "é ü — ‘q’")], // not ASCII
    ];
    for (const [o, t] of cases) {
      const { quick, lineRead } = compare(o, t);
      expect(quick, editedLine(o.text, t)).not.toBeNull();
      expect(lineRead, editedLine(o.text, t)).toBe(true);
    }
  });

  it("leaves to the chunk's parse an edit that changes the block's lines, its indentation or its header", () => {
    const { cards, c } = files();
    const { text, old } = ops();
    const parsedAgain: [SourceFile, string][] = [
      [c, edited(cards, "      vp(us, 5 - defcon_level)", " ", 0, 0)], // indented further
      [c, edited(cards, "      vp(us, 5 - defcon_level)", "", 1, 0)], // indented less
      [c, edited(cards, "      vp(us, 5 - defcon_level)", "\t")], // a tab
      [c, edited(cards, "      vp(us, 5 - defcon_level)", "", "vp(us, 5 - defcon_level)".length, "      ".length)], // made blank
      [c, edited(cards, "      vp(us, 5 - defcon_level)", "\n      x")], // a line added
      [old, edited(text, "    do: |\n      let within = none", "+", 0, "    do: |".length)], // `|+`: kept line breaks
      [old, edited(text, "    do: |\n      let within = none", " # x", 0, "    do: |".length)], // the header's line
    ];
    for (const [o, t] of parsedAgain) expect(compare(o, t).lineRead, JSON.stringify(editedLine(o.text, t))).toBe(false);
  });

  it("agrees with the full parse over random edits inside code lines of a card file and a procedure file", () => {
    let seed = 23;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const pieces = ["x", " ", "1", "(", ")", "#", ":", "- ", "|", ">", '"', "'", "{", "}", "\t", "é", "  ", "\u2028", "\ufeff"];
    for (const path of ["cards/early-war.yaml", "procedures/operations.yaml"]) {
      const text = read(path);
      const old = restoredFile(path, text);
      // Places inside lines of code: after a line's indentation of 6 (code of a card or a routine).
      const places: number[] = [];
      for (let i = text.indexOf("\n      "); i >= 0; i = text.indexOf("\n      ", i + 1)) places.push(i + 1);
      let lineRead = 0;
      for (let i = 0; i < 120; i++) {
        const start = places[next(places.length)]!;
        const end = text.indexOf("\n", start);
        const at = start + next(end - start + 1);
        const removed = Math.min(next(3) === 0 ? next(3) : 0, end - at);
        if (randomEdit(old, text.slice(0, at) + pieces[next(pieces.length)] + text.slice(at + removed))) lineRead++;
      }
      expect(lineRead, path).toBeGreaterThanOrEqual(25);
    }
  });
});

/** A random edit compared with the full parse (compare); whether it was read from its line. A YAML problem never is. */
function randomEdit(old: SourceFile, changed: string): boolean {
  if (parseYamlSource(old.path, changed).diagnostics.length) {
    expect(reparseChunk(old, changed)).toBeNull();
    return false;
  }
  return compare(old, changed).lineRead;
}

function editedLine(before: string, after: string): string {
  let i = 0;
  while (before[i] === after[i]) i++;
  const s = after.lastIndexOf("\n", i - 1) + 1;
  return after.slice(s, after.indexOf("\n", i));
}
