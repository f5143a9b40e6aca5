// Enter in the code editor indents the new line as YAML wants it.
import { describe, expect, it } from "vitest";
import { enterIndent } from "../editor/src/language/yaml-enter.js";

/** The indentation after pressing Enter at the end of the last line (or at `|` if the text has one). */
function indentAfter(text: string): number {
  const lines = text.split("\n");
  const line = lines.findIndex((l) => l.includes("|") && !/:\s*\|/.test(l));
  if (line >= 0) {
    const column = lines[line]!.indexOf("|");
    lines[line] = lines[line]!.replace("|", "");
    return enterIndent(lines, line, column);
  }
  const last = lines.length - 1;
  return enterIndent(lines, last, lines[last]!.length);
}

describe("Enter in YAML", () => {
  it("after a list item's first key, lines up with that key (not with the dash, not further)", () => {
    expect(indentAfter("cards:\n  - id: foo")).toBe(4);
    expect(indentAfter("- id: foo")).toBe(2);
  });

  it("after a key of a mapping, stays at that key", () => {
    expect(indentAfter("cards:\n  - id: foo\n    number: 8")).toBe(4);
    expect(indentAfter("name: Test")).toBe(0);
  });

  it("after a key with nothing after its colon, nests under it", () => {
    expect(indentAfter("cards:")).toBe(2);
    expect(indentAfter("cards:\n  - id: foo\n    effects:")).toBe(6);
    expect(indentAfter("steps:\n  - expect:")).toBe(6);
    expect(indentAfter("position:   # the start")).toBe(2);
  });

  it("after a block scalar header, indents its text; inside, keeps the text's indentation", () => {
    expect(indentAfter("  - id: foo\n    event: |")).toBe(6);
    expect(indentAfter("    text: >-")).toBe(6);
    expect(indentAfter("    text: >-\n      The USSR chooses one:")).toBe(6);
    expect(indentAfter("    event: |\n      add_influence(us, 2)")).toBe(6);
  });

  it("inside effect code, an open bracket indents the next line", () => {
    expect(indentAfter("    event: |\n      choose ussr {")).toBe(8);
    expect(indentAfter("    event: |\n      if defcon_level > 2 {")).toBe(8);
  });

  it("text in a block that ends with a colon is text, not a key", () => {
    expect(indentAfter("    text: >-\n      Then the USSR chooses:")).toBe(6);
  });

  it("after a scalar list item, the next item starts at the dash", () => {
    expect(indentAfter("hands:\n  ussr:\n    - fidel")).toBe(4);
  });

  it("after a bare dash, at the item's content", () => {
    expect(indentAfter("steps:\n  -")).toBe(4);
    expect(indentAfter("steps:\n  - ")).toBe(4);
  });

  it("in an open flow collection, indents", () => {
    expect(indentAfter("influence: {")).toBe(2);
  });

  it("with the cursor inside a line, uses the text before it", () => {
    expect(indentAfter("cards:\n  - id: foo| # comment")).toBe(4);
  });

  it("on an empty line keeps the cursor's column", () => {
    expect(enterIndent(["cards:", "    "], 1, 4)).toBe(4);
  });
});
