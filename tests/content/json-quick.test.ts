// JSON files (a game's own schemas) are read without the `yaml` package's document when they are
// JSON the package reads alike (src/content/json-quick.ts); anything else goes to the package, so
// the data, the problems and their places are the package's either way.
import { readFileSync } from "node:fs";
import { LineCounter } from "yaml";
import { describe, expect, it } from "vitest";
import { quickJson } from "../../src/content/json-quick.js";
import { parseYamlDocument } from "../../src/content/yaml-document.js";
import { hasParsedDocument, parseYamlSource, rangeAt } from "../../src/content/yaml-source.js";
import { randomlyEdited, seeded } from "./random-edits.js";

const JSON_FILES = ["cards/twilight-struggle/schemas/rules.schema.json", "cards/twilight-struggle/schemas/scenario.schema.json", "cards/thirteen-days/schemas/rules.schema.json", "cards/thirteen-days/schemas/scenario.schema.json", "schemas/cards.schema.json", "schemas/game.schema.json", "schemas/overlay.schema.json", "tests/saves/v2-standard-bid.json"];

/** The package's reading of a text: its data when it has no errors or warnings, else null. */
function packageData(text: string): unknown {
  const doc = parseYamlDocument(text, new LineCounter());
  return doc.errors.length || doc.warnings.length ? null : doc.toJS({ maxAliasCount: -1 });
}

describe("the quick JSON reader", () => {
  it("reads every JSON file of the games and the kernel as the package does, without making the document", () => {
    for (const file of JSON_FILES) {
      const text = readFileSync(file, "utf8");
      const { source, diagnostics } = parseYamlSource(file, text);
      expect(diagnostics, file).toEqual([]);
      expect(source.data, file).toEqual(packageData(text));
      expect(JSON.stringify(source.data), file).toBe(JSON.stringify(packageData(text)));
      expect(hasParsedDocument(source), file).toBe(false);
      // A place asked for: the document is made then, and the place is the package's (the same
      // text with a comment after it, which the quick reader leaves to the package).
      const parsed = parseYamlSource(file, `${text}# a comment\n`).source;
      expect(hasParsedDocument(parsed), file).toBe(true);
      const keys = Object.keys(source.data as object);
      expect(keys.length, file).toBeGreaterThan(1);
      for (const key of keys) expect(rangeAt(source, [key]), `${file} ${key}`).toEqual(rangeAt(parsed, [key]));
    }
  });

  it("leaves to the package what YAML refuses, and whatever it does not vouch for", () => {
    const declined = [
      '{"a": 1, "a": 2}', // a duplicate key: an error in YAML
      // (The package reads the following as JSON does today; YAML's rules about them are not copied.)
      '{"a"\n: 1}', // a key and its `:` on two lines
      '{\t"a": 1}', // a tab
      '{"a": 1}\r\n', // a carriage return
      '\uFEFF{"a": 1}', // a byte order mark
      ' {"a": 1}', // not at the start
      '{"a": -0}',
      '{"a": 1e3}', // an exponent
      '{"a": 12345678901234567890}', // beyond a double's integers
      '{"__proto__": {"x": 1}}',
      '{"a": "\\u0000"}', // a control character
      '{"a": "\u0085"}', // a C1 character written raw
      '{"a": "\\ud800"}', // a lone surrogate
      `{"${"k".repeat(600)}": 1}`, // a long key
      '{"a": 1,}', // not JSON
      '{"a": [1, 2}', // not JSON
      '{"a": "b\\x"}', // a bad escape
      '{"a": 1} # done', // a comment
      '"a"', // not a map or a list
      `${"[".repeat(40)}${"]".repeat(40)}`, // deep
    ];
    for (const text of declined) expect(quickJson(text), text).toBeNull();
    // Such a file goes to the package: its problems, as the package reports them.
    const { diagnostics } = parseYamlSource("s.json", '{\n  "a": 1,\n  "a": 2\n}\n');
    expect(diagnostics.map((d) => `${d.start.line}:${d.start.column} ${d.code}`)).toEqual(["3:3 CW102"]);
  });

  it("on 3,000 random edits of the games' JSON schemas: the package's data, or declined (never where the package finds a problem)", () => {
    const random = seeded(57);
    const texts = JSON_FILES.slice(0, 4).map((f) => readFileSync(f, "utf8"));
    const pieces = ['"', "\\", ",", ":", "{", "}", "[", "]", " ", "\n", "  ", "1", "-0", "1.5", "true", "null", '"x"', '"a": 1', "\\u00e9", "#", "é", "'", "\t", "-", "0"];
    let taken = 0;
    for (let n = 0; n < 3000; n++) {
      const text = randomlyEdited(texts[n % texts.length]!, pieces, random);
      const quick = quickJson(text);
      if (quick === null) continue;
      taken++;
      const data = packageData(text);
      expect(data, text).not.toBeNull();
      expect(JSON.stringify(quick)).toBe(JSON.stringify(data));
      expect(quick).toEqual(data);
    }
    // (Most random edits break the JSON; many still read.)
    expect(taken).toBeGreaterThan(300);
  });
});
