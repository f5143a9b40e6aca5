// Every YAML text is parsed by src/content/yaml-document.ts, which checks that a map's keys are
// unique in linear time instead of the `yaml` package's check of each key against all before it:
// its document and its errors (a duplicate key is CW102, at the key) must be the package's own.
import { LineCounter, parseDocument } from "yaml";
import { describe, expect, it } from "vitest";
import { parseYamlDocument } from "../../src/content/yaml-document.js";
import { parseYamlSource } from "../../src/content/yaml-source.js";

/** The package's parse with its own check, and ours: the same document, errors and lines. */
function same(text: string): void {
  const theirs = new LineCounter();
  const mine = new LineCounter();
  const want = parseDocument(text, { lineCounter: theirs, prettyErrors: false, uniqueKeys: true });
  const got = parseYamlDocument(text, mine);
  expect(got.errors.map((e) => [e.code, e.message, e.pos])).toEqual(want.errors.map((e) => [e.code, e.message, e.pos]));
  expect(got.warnings.map((e) => [e.code, e.pos])).toEqual(want.warnings.map((e) => [e.code, e.pos]));
  expect(got.toJS({ maxAliasCount: -1 })).toEqual(want.toJS({ maxAliasCount: -1 }));
  expect({ ...got.options, lineCounter: null }).toEqual({ ...want.options, lineCounter: null });
  expect(mine.lineStarts).toEqual(theirs.lineStarts);
}

describe("a map's keys are unique, checked as the yaml package checks them", () => {
  const cases: Record<string, string> = {
    "no duplicate": "a: 1\nb: { c: 2, d: 3 }\nlist:\n  - x: 1\n    y: 2\n  - x: 1\n",
    "a top-level key twice": "messages:\n  a: one\n  b: two\n  a: three\n",
    "a key twice in a map of a list": "cards:\n  - id: x\n    ops: 1\n  - id: y\n    ops: 2\n    ops: 3\n",
    "a key twice in a flow map": "strings:\n  k: { text: a, source: b, text: c }\n",
    "keys equal as values, not as text": "1: a\n1.0: b\ntrue: c\nTrue: d\n",
    "a string and a number of the same digits": "'1': a\n1: b\n",
    "two null keys": "~: a\nnull: b\n",
    "two NaN keys (the package sees none)": ".nan: a\n.NaN: b\n",
    "a duplicate after another error": "a: [1, 2\nb: 1\nb: 2\n",
    "a duplicate key inside a complex key": "? { a: 1, a: 2 }\n: x\n",
    "an anchored key twice": "&k a: 1\na: 2\n",
  };
  for (const [name, text] of Object.entries(cases)) it(name, () => same(text));

  it("a duplicate key is reported at the second key, line and column, as CW102", () => {
    const { diagnostics } = parseYamlSource("en.yaml", "messages:\n  a: one\n  b: two\n  a: three\n");
    expect(diagnostics.map((d) => [d.code, d.start.line, d.start.column])).toEqual([["CW102", 4, 3]]);
  });
});
