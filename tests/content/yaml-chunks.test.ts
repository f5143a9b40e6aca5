// A file restored from the disk cache is parsed again only in its edited part (src/content/yaml-chunks.ts).
// Its result must be what parsing the whole file gives: the same data (its document, made from the
// text when a place is asked for, is the full parse's anyway); and when the edited file has a YAML
// problem the shortcut must not be taken, so that the full parse reports it.
import { describe, expect, it } from "vitest";
import { layoutFromDocument, layoutOf, reparseChunk } from "../../src/content/yaml-chunks.js";
import { hasParsedDocument, keyPlacesInLayout, keyRangeAt, parseYamlSource, type SourceFile } from "../../src/content/yaml-source.js";
import { read, restoredFile } from "./restored-file.js";

/** The shortcut's result next to the full parse's: the same data, or the shortcut not taken. Returns the result. */
function compare(old: SourceFile, text: string): SourceFile | null {
  const quick = reparseChunk(old, text);
  if (!quick) return null;
  const full = parseYamlSource(old.path, text);
  expect(full.diagnostics, "a file with YAML problems is never parsed in part").toEqual([]);
  expect(quick.text).toBe(text);
  expect(quick.data).toEqual(full.source.data);
  expect(JSON.stringify(quick.data)).toBe(JSON.stringify(full.source.data)); // keys in the same order
  expect(hasParsedDocument(quick)).toBe(false);
  // Its layout is the one a full parse of the new text gives (so the next edit is placed right).
  expect(layoutOf(quick)).toEqual(layoutFromDocument(text, full.source.doc));
  return quick;
}

function edited(text: string, at: string, insert: string, remove = 0, after = 0): string {
  const i = text.indexOf(at);
  if (i < 0) throw new Error(`${at} not found`);
  const p = i + after;
  return text.slice(0, p) + insert + text.slice(p + remove);
}

describe("parsing again only the edited part of a file restored from the disk cache", () => {
  it("gives the full parse's data for edits inside one card, the last one too, and a comment added at the end", () => {
    const base = read("cards/early-war.yaml");
    const old = restoredFile("cards/early-war.yaml", base);
    const last = base.lastIndexOf("    text:");
    const edits = [
      edited(base, "vp(us, 5 - defcon_level", "x", 0, "vp(us, 5 - defcon_level".length),
      edited(base, "name: Duck and Cover", " and Hide", 0, "name: Duck and Cover".length),
      edited(base, "    number: 8\n", "", "    number: 8\n".length),
      edited(base, "  - id: fidel", "  # a note\n", 0),
      base.slice(0, last) + "    note: 2\n" + base.slice(last), // the last card
      `${base}\n# a comment at the end\n`,
      edited(base, "  - id: fidel", "x", 0, "  - id: fidel".length - 1) + "  - id: added\n", // two places: the whole list again
    ];
    for (const text of edits) expect(compare(old, text)).not.toBeNull();
    // A comment only: the data is the old data itself (what is checked against it stays checked).
    expect(compare(old, `${base}\n# a comment\n`)!.data).toBe(old.data);
  });

  it("gives the full parse's data for edits of a procedure, a translated string, a key renamed, and a top-level value", () => {
    const vocabulary = read("procedures/vocabulary.yaml");
    const v = restoredFile("procedures/vocabulary.yaml", vocabulary);
    expect(compare(v, edited(vocabulary, "    example: vp(me, 2)", "    example: vp(me, 3)", "    example: vp(me, 2)".length))).not.toBeNull();
    expect(compare(v, edited(vocabulary, "  defcon:\n", "  defcon_moved:\n", "  defcon:\n".length))).not.toBeNull(); // a key renamed
    expect(compare(v, `${vocabulary}\n# the end\n`)).not.toBeNull();
    const es = read("locales/es.yaml");
    const e = restoredFile("locales/es.yaml", es);
    expect(compare(e, edited(es, 'term.space: { text: "país"', 'term.space: { text: "territorio"', 'term.space: { text: "país"'.length))).not.toBeNull();
    expect(compare(e, edited(es, "language: es", "language: ex", "language: es".length))).not.toBeNull(); // a top-level scalar
    expect(compare(e, `${es}# more\n`)).not.toBeNull();
  });

  it("falls back to a full parse for YAML errors, duplicate keys, edits across parts or before the first key, anchors", () => {
    const base = read("cards/early-war.yaml");
    const old = restoredFile("cards/early-war.yaml", base);
    const fallBack = [
      edited(base, "    number: 8\n", "   name: Fidel\n", 0, "    number: 8\n".length), // a misplaced line
      edited(base, "    number: 8\n", "    number: 9\n", 0, "    number: 8\n".length), // a duplicate key
      edited(base, "  - id: fidel\n", "", "  - id: fidel\n".length), // two cards merge
      `# a header\n${base}`, // before the first key
      edited(base, "    ops: 3\n", "    extra: &a 1\n", 0), // an anchor
      `${base}\n---\nx: 1\n`, // a second document
      `${base}\nmore: [1\n`, // an unclosed list at the end
    ];
    for (const text of fallBack) expect(compare(old, text)).toBeNull();
    const es = read("locales/es.yaml");
    const e = restoredFile("locales/es.yaml", es);
    expect(compare(e, edited(es, "  term.spaces:", "  term.space:", "  term.spaces:".length))).toBeNull(); // a key renamed to another's
  });

  it("agrees with the full parse over a chain of random edits (each applied to the last result)", () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const pieces = ["x", " ", "\n", "  ", "- ", ": ", "#", '"', "[", "]", "{", "}", "\n  - id: y\n", "\n  k: v\n", "|\n", "&a ", "*a"];
    for (const path of ["cards/early-war.yaml", "procedures/vocabulary.yaml", "locales/en.yaml"]) {
      let current = restoredFile(path, read(path));
      let taken = 0;
      for (let i = 0; i < 60; i++) {
        const text = current.text;
        const at = next(text.length + 1);
        const removed = next(4) === 0 ? next(6) : 0;
        const changed = text.slice(0, at) + pieces[next(pieces.length)] + text.slice(at + removed);
        const quick = compare(current, changed);
        if (quick) {
          current = quick;
          taken++;
        } else {
          // The full parse's file, when clean, restored again: the chain goes on from it.
          const full = parseYamlSource(path, changed);
          if (!full.diagnostics.length && layoutFromDocument(changed, full.source.doc)) current = restoredFile(path, changed);
        }
      }
      expect(taken, path).toBeGreaterThan(10);
    }
  });
});

describe("a key's place in a restored file, from its layout", () => {
  it("is where the full parse puts it, for every translated string of a locale file, and the file is not parsed for it", () => {
    const text = read("locales/es.yaml");
    const full = parseYamlSource("locales/es.yaml", text).source;
    // (Its document made: a locale file is read in the quick form, its document made when asked, yaml-quick.ts.)
    expect(full.doc.errors).toEqual([]);
    const restored = restoredFile("locales/es.yaml", text);
    const keys = Object.keys((full.data as { strings: Record<string, unknown> }).strings);
    expect(keys.length).toBeGreaterThan(500);
    for (const key of keys) expect(keyRangeAt(restored, ["strings"], key), key).toEqual(keyRangeAt(full, ["strings"], key));
    expect(hasParsedDocument(restored)).toBe(false);
    expect(restored.lines.lineStarts).toEqual(full.lines.lineStarts);
  });

  it("is found for every key at once (a locale file's places after its edit) as the full parse puts each one, or not at all", () => {
    const text = read("locales/es.yaml");
    const full = parseYamlSource("locales/es.yaml", text).source;
    // (Its document made: a locale file is read in the quick form, its document made when asked, yaml-quick.ts.)
    expect(full.doc.errors).toEqual([]);
    const restored = restoredFile("locales/es.yaml", text);
    const keys = Object.keys((full.data as { strings: Record<string, unknown> }).strings);
    const places = keyPlacesInLayout(restored, ["strings"], keys, keys.length);
    const expected = keys.flatMap((key) => {
      const { start, end } = keyRangeAt(full, ["strings"], key);
      return [start.line, start.column, end.line, end.column];
    });
    expect(places && [...places]).toEqual(expected);
    expect(hasParsedDocument(restored)).toBe(false);
    // A key the layout cannot place (quoted, or not there), more keys than said, or a deeper path: none (each key's own place then).
    const quoted = 'strings:\n  plain.key: { text: "a" }\n  "quoted.key": { text: "b" }\n';
    expect(keyPlacesInLayout(restoredFile("x.yaml", quoted), ["strings"], ["plain.key", "quoted.key"], 2)).toBeNull();
    expect(keyPlacesInLayout(restoredFile("x.yaml", quoted), ["strings"], ["plain.key", "missing"], 2)).toBeNull();
    expect(keyPlacesInLayout(restoredFile("x.yaml", quoted), ["strings"], ["plain.key", "plain.key"], 1)).toBeNull();
    expect([...keyPlacesInLayout(restoredFile("x.yaml", quoted), ["strings"], ["plain.key"], 1)!]).toEqual([2, 3, 2, 12]);
    expect(keyPlacesInLayout(restoredFile("x.yaml", quoted), ["strings", "plain.key"], ["text"], 1)).toBeNull();
    // A file whose document is made: none (the document gives each place).
    expect(keyPlacesInLayout(full, ["strings"], keys, keys.length)).toBeNull();
  });

  it("falls back to the document for a quoted key, a key not in the layout, or a deeper path", () => {
    const text = 'strings:\n  plain.key: { text: "a" }\n  "quoted.key": { text: "b" }\n  other: { text: "c" }\n';
    const full = parseYamlSource("x.yaml", text).source;
    for (const [path, key] of [[["strings"], "quoted.key"], [["strings"], "missing"], [["strings", "other"], "text"], [["strings"], "plain.key"]] as const) {
      const restored = restoredFile("x.yaml", text);
      expect(keyRangeAt(restored, path, key), key).toEqual(keyRangeAt(full, path, key));
      // Only the plain key in the layout is placed without the document.
      expect(hasParsedDocument(restored), key).toBe(key !== "plain.key");
    }
  });
});
