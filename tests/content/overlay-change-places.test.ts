// What a variant, option or laid-over scenario changes is placed where the designer wrote it: a
// change of the scenario that breaks the scenario's schema at the value that change wrote (its
// `scenario_append` item or its `scenario_changes` value), not at the top of its file; a laid-over
// scenario's own `scenario:` part at the value in it; and a board space an option replaces does not
// move the board file's other spaces' problems to the wrong line.
import { describe, expect, it } from "vitest";
import { loadWithEdits, readContentFile } from "../helpers.js";

/** Line and column (1-based) of the first `needle` in `text`. */
function placeOf(text: string, needle: string): string {
  const i = text.indexOf(needle);
  if (i < 0) throw new Error(`no ${needle}`);
  const before = text.slice(0, i).split("\n");
  return `${before.length}:${before[before.length - 1]!.length + 1}`;
}

/** The errors of the shipped game with `file` edited (`from` → `to`), as "code file:line:column". */
function errorsWith(file: string, from: string, to: string): { errors: string[]; text: string } {
  const text = readContentFile(file);
  expect(text).toContain(from);
  const edited = text.replace(from, to);
  const { diagnostics } = loadWithEdits({ [file]: edited });
  return { errors: diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.file}:${d.start.line}:${d.start.column}`), text: edited };
}

// A wrong type is CW204 wherever it is written, a file or a change an overlay composes.
describe("a scenario change's schema error is placed at the value written", () => {
  it("an item a `scenario_append` adds: at its wrong field", () => {
    const { errors, text } = errorsWith("options/us-handicap.yaml", "amount: 2,", "amount: two,");
    expect(errors).toEqual([`CW204 options/us-handicap.yaml:${placeOf(text, "two,")}`]);
  });
  it("a list `scenario_changes` gives: at its wrong field, in the item it is in", () => {
    const { errors, text } = errorsWith("options/first-edition-setup.yaml", "free: { amount: 7,", "free: { amount: seven,");
    expect(errors).toEqual([`CW204 options/first-edition-setup.yaml:${placeOf(text, "seven,")}`]);
  });
  it("a value `scenario_changes` merges into a map of the scenario: at that value", () => {
    const { errors, text } = errorsWith("options/us-handicap.yaml", "scenario_append:\n", "scenario_changes:\n  start: { turn: soon }\nscenario_append:\n");
    expect(errors).toEqual([`CW204 options/us-handicap.yaml:${placeOf(text, "soon")}`]);
  });
});

describe("a scenario laid over the game: its scenario part's schema errors at their values", () => {
  it("a wrong value and a misspelt key under `scenario:`", () => {
    const { errors, text } = errorsWith("scenarios/late-war.yaml", "    turn: 8\n    phase: headline\n", "    turn: eight\n    phase: headline\n    phse: x\n");
    expect(errors).toEqual([`CW201 scenarios/late-war.yaml:${placeOf(text, "phse")}`, `CW204 scenarios/late-war.yaml:${placeOf(text, "eight")}`]);
  });
});

describe("an option that replaces a board space leaves the other spaces' problems at their places", () => {
  it("a later space's unknown region: once, at its line in the board file", () => {
    const board = readContentFile("board.yaml");
    const benelux = "  - id: benelux\n    name: Benelux\n    groups: [europe, western_europe]";
    expect(board).toContain(benelux);
    const edited = board.replace(benelux, benelux.replace("western_europe]", "westen_europe]"));
    // Austria (the space before Benelux in the file) given again whole by an option.
    const austria = board.slice(board.indexOf("  - id: austria\n"), board.indexOf("  - id: benelux\n")).replace(/^/gm, "  ");
    const { diagnostics } = loadWithEdits({ "board.yaml": edited, "options/us-handicap.yaml": (t) => `${t}board:\n  spaces:\n${austria}` });
    const found = diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.file}:${d.start.line}:${d.start.column}`);
    expect(found).toEqual([`CW402 board.yaml:${placeOf(edited, "westen_europe")}`]);
  });
});
