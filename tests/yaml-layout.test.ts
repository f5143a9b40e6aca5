// A YAML slip gets one diagnostic that says what was expected at that place (CW101), not the
// parser's grammar errors; the shipped content has no layout problem at all.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR } from "../src/content/load-dir.js";
import { layoutProblem } from "../src/content/yaml-layout.js";
import { loadWithEdits } from "./helpers.js";

/** The CW101 diagnostics of early-war.yaml after replacing Fidel's `name:` line. */
function afterSlip(find: string, replace: string) {
  const r = loadWithEdits({ "cards/early-war.yaml": (t) => t.replace(find, replace) });
  return r.diagnostics.filter((d) => d.code === "CW101");
}

describe("YAML layout", () => {
  it("a key one column short of its neighbours: not lined up, and where they are", () => {
    const [d, ...rest] = afterSlip("    name: Fidel\n", "   name: Fidel\n");
    expect(rest).toEqual([]);
    expect(d!.message).toBe("YAML layout: `name:` at column 4 is not lined up with the keys around it");
    expect(d!.hint).toBe("put it at column 5, like `number:` on line 117");
    expect(d!.start).toEqual({ line: 118, column: 4 });
  });

  it("a key indented under a key that has a value: line it up (the old hint pointed at block scalars)", () => {
    const [d, ...rest] = afterSlip("    name: Fidel\n", "      name: Fidel\n");
    expect(rest).toEqual([]);
    expect(d!.message).toContain("`name:` is indented under `number:` (line 117), which already has a value");
    expect(d!.hint).toContain("line it up with `number:` at column 5");
    expect(d!.hint).not.toContain("block scalar");
  });

  it("a key at the list's dash column belongs to the item", () => {
    const [d] = afterSlip("    name: Fidel\n", "  name: Fidel\n");
    expect(d!.message).toContain("at the column of the list's dashes");
    expect(d!.hint).toBe("put it at column 5, like `number:` on line 117");
  });

  it("a line without its colon", () => {
    const [d] = afterSlip("    name: Fidel\n", "    name Fidel\n");
    expect(d!.message).toBe("YAML layout: expected `key: value` here, but `name Fidel` has no colon");
    expect(d!.hint).toBe("write `name: Fidel`");
  });

  it("card text not indented under `text: >-`", () => {
    const [d] = afterSlip("    text: >-\n      Clear all", "    text: >-\n    Clear all");
    expect(d!.message).toContain("the text of `text:`");
    expect(d!.hint).toBe("indent this line to column 7");
  });

  it("a later line of card text that slipped left to the keys: line it up with the text (the hint said `write \`Influence: there to control it.\``)", () => {
    const [d, ...rest] = afterSlip("      Influence there to control it.\n", "    Influence there to control it.\n");
    expect(rest).toEqual([]);
    expect(d!.message).toBe("YAML layout: the text of `text:` (line 125) must be indented more than `text:`");
    expect(d!.hint).toBe("indent this line to column 7");
    expect(d!.start).toEqual({ line: 127, column: 5 });
  });

  it("a list item out of line with the other items", () => {
    const [d] = afterSlip("  - id: fidel\n", "- id: fidel\n");
    expect(d!.message).toContain("this list item at column 1 is not lined up with the list's other items");
    expect(d!.hint).toMatch(/^put it at column 3, like `-` on line \d+$/);
  });

  it("a tab in the indentation", () => {
    const [d] = afterSlip("    name: Fidel\n", "\tname: Fidel\n");
    expect(d!.message).toBe("YAML layout: a tab in the indentation");
  });

  it("effect code with `: ` in a plain value still gets the block-scalar hint", () => {
    const ds = afterSlip("    event: |\n      remove_all_influence(us, cuba)\n      gain_control(ussr, cuba)\n", "    event: add_influence(ussr, 2, in: cuba)\n");
    expect(ds[0]!.hint).toContain("block scalar");
  });

  it("finds nothing wrong in any shipped YAML file", () => {
    const walk = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : f.endsWith(".yaml") ? [join(d, f)] : []));
    const files = walk(DEFAULT_CONTENT_DIR);
    expect(files.length).toBeGreaterThan(300);
    for (const f of files) expect(layoutProblem(readFileSync(f, "utf8")), f).toBeNull();
  });
});
