// A lasting effect nothing starts gets a warning at its declaration (CW404): no code gives it to
// `start_effect`, no scenario's data puts it in force. The shipped games have none (validate's
// own tests); here, the variant's effect that only its scenario_append starts, and one its code
// passes on to a computed `start_effect` (Twilight Struggle starts a scenario's effects so).
import { describe, expect, it } from "vitest";
import { editableContent } from "../helpers.js";
import { loadContent } from "../../src/content/load.js";

const dir = "cards/twilight-struggle";
const VARIANT = "variants/chinese-civil-war.yaml";
const selection = { scenario: "standard", variants: [] as string[], options: [] as string[] };
const notStarted = (read: (p: string) => string | null) =>
  loadContent(read, dir, selection).diagnostics.filter((d) => d.code === "CW404").map((d) => `${d.file}:${d.start.line}:${d.start.column} ${d.message}`);
const lineOf = (text: string, s: string) => text.split("\n").findIndex((l) => l.includes(s)) + 1;

describe("a lasting effect nothing starts", () => {
  it("one a scenario's data puts in force is started; without it, a warning at its declaration (the variant not selected)", () => {
    const { read, edit } = editableContent(dir);
    expect(notStarted(read)).toEqual([]);
    edit(VARIANT, "scenario_append:\n  effects:\n    - { id: chinese_civil_war, owner: ussr }\n", "");
    expect(notStarted(read)).toEqual([`${VARIANT}:${lineOf(read(VARIANT)!, "name: Chinese Civil War (unresolved)") - 1}:9 the lasting effect \`chinese_civil_war\` is never started`]);
  });

  it("one only an overlay's changed event starts is started, whether or not the overlay is selected", () => {
    const { read, edit } = editableContent(dir);
    const CARDS = "cards/early-war.yaml";
    // A lasting effect declared on a card of the game, which its own event does not start…
    edit(CARDS, "      start_effect(vietnam_revolts)\n    effects:\n", "      start_effect(vietnam_revolts)\n    effects:\n      - id: probe_lasting\n        duration: turn\n        modifiers:\n          - { kind: battleground, where: \"it == cuba\" }\n");
    const at = `${CARDS}:${lineOf(read(CARDS)!, "- id: probe_lasting")}:13 the lasting effect \`probe_lasting\` is never started`;
    expect(notStarted(read)).toEqual([at]);
    // …and that an option's version of a card starts: the game with that option has it in force.
    const option = "id: probe\nkind: option\nname: Probe\ndescription: Cuba counts as a battleground after Fidel.\ncards:\n  change:\n    - id: fidel\n      event: |\n        start_effect(probe_lasting)\n";
    edit("game.yaml", "overlays:\n", "overlays:\n  - options/probe.yaml\n");
    const files = read;
    const withOption = (p: string) => (p === "options/probe.yaml" ? option : files(p));
    expect(notStarted(withOption)).toEqual([]);
    expect(loadContent(withOption, dir, { ...selection, options: ["probe"] }).diagnostics.filter((d) => d.code === "CW404")).toEqual([]);
  });

  it("one only read or ended (has_effect, end_effect) is not started; one the code names as a value, with a computed start_effect, may be", () => {
    const { read, edit } = editableContent(dir);
    const probe = "  - id: probe_lasting\n    duration: game\n    modifiers:\n      - { kind: battleground, where: \"it == cuba\" }\n";
    edit(VARIANT, "  - id: chinese_civil_war_resolved\n", `${probe}  - id: chinese_civil_war_resolved\n`);
    edit(VARIANT, "          end_effect(chinese_civil_war)\n", "          end_effect(chinese_civil_war)\n          end_effect(probe_lasting)\n");
    const selected = { ...selection, variants: ["chinese_civil_war"] };
    const warnings = () => loadContent(read, dir, selected).diagnostics.filter((d) => d.code === "CW404").map((d) => `${d.file}:${d.start.line}:${d.start.column}`);
    expect(warnings()).toEqual([`${VARIANT}:${lineOf(read(VARIANT)!, "- id: probe_lasting")}:9`]);
    // Twilight Struggle starts a scenario's effects with start_effect(e.id): an effect the code
    // names may be one it passes on.
    edit(VARIANT, "          end_effect(probe_lasting)\n", "          let later = [probe_lasting]\n");
    expect(warnings()).toEqual([]);
  });

  it("what the code names of effects is what checking it finds: a record's field of that name is no effect named", () => {
    const { read, edit } = editableContent(dir);
    const probe = "  - id: probe_lasting\n    duration: game\n    modifiers:\n      - { kind: battleground, where: \"it == cuba\" }\n";
    edit(VARIANT, "  - id: chinese_civil_war_resolved\n", `${probe}  - id: chinese_civil_war_resolved\n`);
    const selected = { ...selection, variants: ["chinese_civil_war"] };
    const warnings = () => loadContent(read, dir, selected).diagnostics.filter((d) => d.code === "CW404").map((d) => `${d.file}:${d.start.line}:${d.start.column}`);
    // The name as a record's field, written where the code starts a computed effect: not the effect.
    edit(VARIANT, "          end_effect(chinese_civil_war)\n", "          end_effect(chinese_civil_war)\n          let noted = { probe_lasting: 1 }\n");
    expect(warnings()).toEqual([`${VARIANT}:${lineOf(read(VARIANT)!, "- id: probe_lasting")}:9`]);
  });

  it("in a game whose code starts no computed effect: one given to start_effect through a local is started", () => {
    const { read, edit } = editableContent("tests/fixtures/ridge");
    const CARDS = "cards/deck.yaml";
    edit(CARDS, "      - id: fortify\n", "      - id: dug_in\n        duration: round\n        modifiers:\n          - { kind: ops, side: owner, amount: 1 }\n      - id: fortify\n");
    const warned = () => loadContent(read).diagnostics.filter((d) => d.code === "CW404").map((d) => `${d.start.line}:${d.start.column} ${d.message}`);
    expect(warned()).toEqual([`${lineOf(read(CARDS)!, "- id: dug_in")}:13 the lasting effect \`dug_in\` is never started`]);
    edit(CARDS, "    event: start_effect(fortify)\n", "    event: |\n      start_effect(fortify)\n      let e = dug_in\n      start_effect(e)\n");
    expect(warned()).toEqual([]);
  });
});
