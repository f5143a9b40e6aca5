// Card and procedure files are read in the quick form too (src/content/yaml-quick.ts): their code
// and texts are block scalars (`|`, `|-`, `>`, `>-`), and a problem in a piece of code is placed
// from the quick parse's places of strings, without the YAML document. The data, the layout and
// every place must be what the package's parse gives; a form the reader does not take is parsed
// by the package, as before.
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { isPair, isSeq, LineCounter, visit } from "yaml";
import { randomlyEdited, seeded } from "./random-edits.js";
import { describe, expect, it } from "vitest";
import { layoutFromDocument } from "../../src/content/yaml-chunks.js";
import { parseYamlDocument } from "../../src/content/yaml-document.js";
import { quickYaml } from "../../src/content/yaml-quick.js";
import { hasParsedDocument, parseYamlSource, scalarOffsetMapper, scalarRuns, type SourceFile } from "../../src/content/yaml-source.js";
import { diskReader } from "../../src/content/load-dir.js";
import { loadContent } from "../../src/content/load.js";

/** The package's parse of a text as a file: its problems, data, layout and the paths of its strings. */
function parsed(text: string) {
  const lines = new LineCounter();
  const doc = parseYamlDocument(text, lines);
  const source: SourceFile = { path: "f.yaml", text, doc, lines, data: doc.errors.length ? null : doc.toJS({ maxAliasCount: -1 }) };
  const strings: (string | number)[][] = [];
  visit(doc, {
    Scalar(key, node, path) {
      if (key === "key" || typeof node.value !== "string") return;
      // Its path: each pair's key, and each item's index in its list.
      const at: (string | number)[] = [];
      for (let i = 1; i < path.length; i++) {
        const n = path[i];
        const parent = path[i - 1];
        if (isPair(n)) at.push(String((n.key as { value: unknown }).value));
        else if (isSeq(parent)) at.push(parent.items.indexOf(n));
      }
      const last = path[path.length - 1];
      if (isSeq(last)) at.push(last.items.indexOf(node));
      strings.push(at);
    },
  });
  return { problems: doc.errors.length + doc.warnings.length, source, layout: layoutFromDocument(text, doc), strings };
}

/** Every string's place, and the place of each of its characters, read in the quick form and by the package (the same, or the test says where not). */
function samePlaces(text: string): void {
  const full = parsed(text);
  const { source } = parseYamlSource("f.yaml", text);
  expect(hasParsedDocument(source), "read in the quick form").toBe(false);
  for (const path of full.strings) {
    const value = String((full.source.doc.getIn(path, true) as { value: unknown }).value);
    expect(scalarRuns(source, path), `${JSON.stringify(path)} in\n${text}`).toEqual(scalarRuns(full.source, path));
    const quick = scalarOffsetMapper(source, path);
    const slow = scalarOffsetMapper(full.source, path);
    for (let i = 0; i <= value.length; i++) expect(quick(i), `${JSON.stringify(path)} offset ${i}`).toEqual(slow(i));
  }
  // (Places of strings found without making the document.)
  expect(hasParsedDocument(source)).toBe(false);
}

const CODE_FILES = execSync("git ls-files 'cards/*/cards/*.yaml' 'cards/*/procedures/*.yaml'", { encoding: "utf8" }).trim().split("\n");

/** A card file with each block form the reader takes: their values as the package reads them. */
const BLOCKS = [
  "cards:",
  "  - id: one",
  "    ops: 3",
  "    vp: -2",
  "    odds: 0.5",
  "    optional: false",
  "    note: ~",
  "    tags: []",
  "    extra: {}",
  "    event: |",
  "      defcon(-1)",
  "",
  "      if true {",
  "          vp(us, 5 - defcon_level)",
  "      }",
  "",
  "",
  "    text: >-",
  "      A folded text",
  "      over lines.",
  "",
  "      A second paragraph,",
  "",
  "",
  "      and a third.",
  "    # A comment after the text, less deep than it.",
  "  - id: two",
  "    event: |-",
  "      vp(us, 1)",
  "        # deeper: kept in the code",
  "    text: >",
  "      Kept line break.",
  "    effect: { id: x, args: [1, [a, b], { c: d }], when: \"it's\" }",
  "    plain: realign:<country> (a colon inside)",
  "procedures:",
  "  step:",
  "    do: |",
  "      log(\"a\")",
  "      # a comment of the code",
  "",
  "# the end",
  "",
].join("\n");

describe("card and procedure files read in the quick form", () => {
  it("every shipped card and procedure file is, with the package's data, layout and places of its code", () => {
    expect(CODE_FILES.length).toBeGreaterThan(10);
    for (const file of CODE_FILES) {
      const text = readFileSync(file, "utf8");
      const quick = quickYaml(text);
      // (A file that is not is still read right, by the package: only slower.)
      expect(quick, file).not.toBeNull();
      const full = parsed(text);
      expect(JSON.stringify(quick!.data), file).toBe(JSON.stringify(full.source.data));
      expect(quick!.layout, file).toEqual(full.layout);
      const { source } = parseYamlSource(file, text);
      for (const path of full.strings) expect(scalarRuns(source, path), `${file} ${JSON.stringify(path)}`).toEqual(scalarRuns(full.source, path));
      expect(hasParsedDocument(source), file).toBe(false);
    }
  });

  it("each block form it takes (literal, folded, kept or stripped line break, blank and deeper lines): the package's values and places", () => {
    const quick = quickYaml(BLOCKS);
    expect(quick).not.toBeNull();
    const full = parsed(BLOCKS);
    expect(full.problems).toBe(0);
    expect(quick!.data).toEqual(full.source.data);
    const card = (quick!.data["cards"] as Record<string, unknown>[])[0]!;
    expect(card["event"]).toBe("defcon(-1)\n\nif true {\n    vp(us, 5 - defcon_level)\n}\n");
    expect(card["text"]).toBe("A folded text over lines.\nA second paragraph,\n\nand a third.");
    samePlaces(BLOCKS);
  });

  it("a form it does not take is read by the package, as before", () => {
    const forms = [
      "a: |+\n  kept\n\nb: 1\n", // trailing line breaks kept
      "a: |2\n    indented\n", // an indentation indicator
      "a: |\n\n  first line blank\n", // a blank line first
      "a: |\n  x\n   \n  y\n", // a line of spaces
      "a: >\n  x\n    deeper\n", // a deeper line in a folded scalar
      "a: >\n  x \n  y\n", // a folded line ending in a space
      "a: |\n  no line break at the end", // the text's end
      "a: +1\n", // a number's sign
      "a: 0x1f\n", // a number not decimal
      "a: b: c\n", // a colon and a space in a plain scalar
      "a: [x, y\n  ]\n", // a flow collection over lines
    ];
    for (const text of forms) {
      expect(quickYaml(text), text).toBeNull();
      const { source, diagnostics } = parseYamlSource("f.yaml", text);
      expect(hasParsedDocument(source), text).toBe(true);
      const full = parsed(text);
      expect(diagnostics.length > 0, text).toBe(full.problems > 0);
      expect(source.data, text).toEqual(full.source.data);
    }
  });

  it("a card file with problems in its code: the same diagnostics, file, line and column, as when the package reads it", () => {
    const dir = "cards/thirteen-days";
    const disk = diskReader(dir);
    const file = "cards/strategy.yaml";
    const original = disk(file)!;
    // An unknown function in a one-line event, and a syntax error after a blank line and a deeper line of a literal block.
    const edited = original.replace(/\n    event: ([a-z_]+)\(/, "\n    event: nope_$1(").replace(/\n    event: \|\n/, "\n    event: |\n      let a = 1\n\n      if a > 0 {\n          let b = 2 +* 1\n      }\n");
    expect(edited).not.toBe(original);
    // The same text with a tab in a comment at its end: the quick reader leaves it to the package; every place before it is the same.
    const declined = `${edited}# \t\n`;
    expect(quickYaml(edited)).not.toBeNull();
    expect(quickYaml(declined)).toBeNull();
    const problems = (text: string) =>
      loadContent((p) => (p === file ? text : disk(p)), dir).diagnostics.map((d) => `${d.file} ${d.start.line}:${d.start.column}-${d.end.line}:${d.end.column} ${d.code} ${d.message}`);
    const quick = problems(edited);
    expect(quick.filter((p) => p.startsWith(file)).length).toBeGreaterThanOrEqual(2);
    expect(quick).toEqual(problems(declined));
  });

  it("a card or procedure text changed anywhere (2,000 random edits): the quick form gives the package's data, layout and places, or declines", () => {
    const random = seeded(56);
    const pieces = [" ", "  ", "\n", "\n\n", ":", ": ", "#", " #", '"', "'", "{", "}", "[", "]", "[]", "{}", ",", "-", "- ", ">", ">-", "|", "|-", "|+", "|2", "\\", "a", "1", "-1", "0.5", "+1", "01", "&", "*", "!", "?", "true", "null", "~", "%", "\n  ", "\n    ", "\n      ", "\n        ", "\n   \n", "é", "''", "\t", "\n    event: |\n      x\n"];
    const texts = CODE_FILES.map((f) => readFileSync(f, "utf8").split("\n"));
    let quick = 0;
    for (let n = 0; n < 2000; n++) {
      const lines = texts[random(texts.length)]!;
      // A top-level key and a run of its lines (a card, a routine and their code).
      const key = lines.findIndex((l) => /^[a-z_]+:/.test(l));
      const from = key + 1 + random(Math.max(1, lines.length - key - 30));
      const text = randomlyEdited([lines[key]!, ...lines.slice(from, from + 25)].join("\n") + "\n", pieces, random);
      const q = quickYaml(text);
      if (!q) continue;
      quick++;
      const full = parsed(text);
      expect({ text, problems: full.problems, data: JSON.stringify(full.source.data), layout: full.layout }).toEqual({ text, problems: 0, data: JSON.stringify(q.data), layout: q.layout });
      const { source } = parseYamlSource("f.yaml", text);
      for (const path of full.strings) expect({ text, path, runs: scalarRuns(source, path) }).toEqual({ text, path, runs: scalarRuns(full.source, path) });
      expect(q.scalars.size).toBe(full.strings.length);
    }
    // (Many edits leave the form: an indentation, a quote, a colon. Enough stay in it to test it.)
    expect(quick).toBeGreaterThan(200);
  });
});
