// Locale files are read in a quick form (src/content/yaml-quick.ts) without the YAML package's
// document, which is made only when a place outside the file's layout is asked for: the data, the
// layout, and every problem with its file, line and column must be what the package's parse gives.
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { LineCounter } from "yaml";
import { randomlyEdited, seeded } from "./random-edits.js";
import { describe, expect, it } from "vitest";
import { layoutFromDocument } from "../../src/content/yaml-chunks.js";
import { parseYamlDocument } from "../../src/content/yaml-document.js";
import { quickYaml } from "../../src/content/yaml-quick.js";
import { hasParsedDocument, parseYamlSource } from "../../src/content/yaml-source.js";
import { loadLocaleFolder } from "../../src/i18n/locale-folder.js";
import { translationCheck } from "../../src/cli/commands/validate-translations.js";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";

/** The package's parse of a text: its problems, data and layout. */
function parsed(text: string) {
  const doc = parseYamlDocument(text, new LineCounter());
  return { problems: doc.errors.length + doc.warnings.length, data: doc.errors.length ? null : doc.toJS({ maxAliasCount: -1 }), layout: layoutFromDocument(text, doc) };
}

const LOCALE_FILES = execSync("git ls-files '*locales/*.yaml'", { encoding: "utf8" }).trim().split("\n");

describe("locale files read in the quick form", () => {
  it("a locale file in the plain form is read without making its YAML document", () => {
    const text = readFileSync("editor/locales/es.yaml", "utf8");
    const { source, diagnostics } = parseYamlSource("es.yaml", text);
    expect(diagnostics).toEqual([]);
    expect(hasParsedDocument(source)).toBe(false);
    expect(source.data).toEqual(parsed(text).data);
  });

  it("every shipped locale file is in the quick form, with the parse's data and layout", () => {
    expect(LOCALE_FILES.length).toBeGreaterThan(10);
    for (const file of LOCALE_FILES) {
      const text = readFileSync(file, "utf8");
      const quick = quickYaml(text);
      // (A file that is not is still read right, by the package: only slower. Write its entries as the others are.)
      expect(quick, file).not.toBeNull();
      const full = parsed(text);
      expect(JSON.stringify(quick!.data), file).toBe(JSON.stringify(full.data));
      expect(quick!.layout, file).toEqual(full.layout);
    }
  });

  it("a locale text changed anywhere (3,000 random edits): the quick form gives the parse's data and layout, or declines", () => {
    const random = seeded(55);
    const pieces = [" ", "  ", "\n", ":", "#", '"', "'", "{", "}", "[", "]", ",", "-", ">", "|", "\\", "a", "1", "&", "*", "!", "?", "\\n", "\\u0041", "\\x41", "true", "null", "~", "%", "---", "\n  ", "\n    ", "\n\n", "é", "''", "\t", ">-\n      x"];
    const texts = LOCALE_FILES.map((f) => readFileSync(f, "utf8").split("\n"));
    let quick = 0;
    for (let n = 0; n < 3000; n++) {
      const lines = texts[random(texts.length)]!;
      const from = 8 + random(Math.max(1, lines.length - 20));
      const text = randomlyEdited([...lines.slice(0, 8).filter((l) => !l.startsWith("#")), ...lines.slice(from, from + 12)].join("\n") + "\n", pieces, random);
      const q = quickYaml(text);
      if (!q) continue;
      quick++;
      const full = parsed(text);
      expect({ text, problems: full.problems, data: JSON.stringify(full.data), layout: full.layout }).toEqual({ text, problems: 0, data: JSON.stringify(q.data), layout: q.layout });
    }
    // (Most edits leave the form: a quote, a colon, an indentation. Enough stay in it to test it.)
    expect(quick).toBeGreaterThan(300);
  });

  /**
   * The problems of a locale folder of en.yaml and es.yaml (its files', or with `check` the
   * translations' check's, which includes them), as `file line:column-line:column code message`.
   */
  function problems(es: string, check = false): string[] {
    const files: Record<string, string> = {
      "en.yaml": 'language: en\nname: English\nmessages:\n  greet: "Hello"\n  bye: "Goodbye"\n',
      "es.yaml": es,
    };
    const load = loadLocaleFolder((path) => files[path] ?? null, ["en.yaml", "es.yaml"])!;
    return (check ? translationCheck(load).diagnostics : load.diagnostics).map((d: Diagnostic) => `${d.file} ${d.start.line}:${d.start.column}-${d.end.line}:${d.end.column} ${d.code} ${d.message}`);
  }
  const head = "# Spanish\nlanguage: es\nname: Español\nstrings:\n";
  const greet = '  msg.greet: { text: "Hola", source: "8b1a9953" }\n';

  it("a locale file with a problem: the same diagnostic, file, line and column as the package's parse gives", () => {
    // Problems of the YAML (the file is parsed by the package).
    expect(problems(`${head}${greet}  msg.greet: { text: "Adiós", source: "8b1a9953" }\n`)).toEqual(["es.yaml 6:3-6:4 CW102 duplicate key: Map keys must be unique"]);
    expect(problems(`${head}  msg.greet: { text: "Hola", source: "8b1a9953"\n  msg.bye: { text: "Adiós" }\n`)).toEqual(["es.yaml 6:3-6:4 CW101 YAML syntax: Flow map in block collection must be sufficiently indented and end with a }"]);
    expect(problems(`${head}  msg.greet: { text: 5, source: "8b1a9953" }\n`)).toEqual(["es.yaml 5:22-5:23 CW204 `strings.msg.greet.text` must be text"]);
    // Files in the quick form whose data the schema refuses: placed from the YAML document, made
    // when the place is asked for: a property no entry has, a source not a hash in a folded entry,
    // a glossary's entry without its source and a word to avoid not in a list.
    expect(problems(`${head}  msg.greet: { text: "Hola", sorce: "8b1a9953" }\n`)).toEqual(["es.yaml 5:30-5:35 CW201 unknown property `sorce` in `strings.msg.greet`"]);
    expect(problems(`${head}${greet}  msg.bye:\n    text: >-\n      Adiós\n      amigo\n    source: abc\n`)).toEqual(["es.yaml 10:13-10:16 CW205 `strings.msg.bye.source` must be 8 hexadecimal digits (0–9, a–f)"]);
    expect(problems(`${head}${greet}glossary:\n  - term: a\n    official: b\n    avoid: c\n`)).toEqual(["es.yaml 7:5-10:1 CW202 missing required property `source` in `glossary.#1`", "es.yaml 9:12-9:13 CW204 `glossary.#1.avoid` must be a list"]);
    // The translations' check: an entry of a key the English does not have, at its key (from the file's layout).
    expect(problems(`${head}${greet}  msg.byebye: { text: "Adiós" }\n`, true).filter((p) => p.includes("CW604"))).toEqual(["es.yaml 6:3-6:13 CW604 Spanish translation of `msg.byebye`, which has no English source"]);
  });
});
