// Bad content gets a clear, located diagnostic with a stable code; nothing crashes.
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../src/diagnostics/diagnostic.js";
import { loadWithEdits, readContentFile, readWithEdits } from "./helpers.js";
import { loadI18n, translate } from "../src/i18n/index.js";
import { spoken } from "./helpers.js";

const cards = "cards/early-war.yaml";
const probe = "cards/probe.yaml";

/** A one-card file whose event is `event`, added to the game (so tests never depend on real cards' code). */
function probeCard(event: string): string {
  return `cards:
  - id: probe
    number: 999
    name: Probe
    ops: 1
    side: ussr
    era: early
    kind: event
    removed_after_event: false
    optional: false
    text: A card for diagnostics tests.
    event: |
${event.split("\n").map((l) => `      ${l}`).join("\n")}
`;
}
function withProbe(event: string) {
  return loadWithEdits({ "game.yaml": (t) => t.replace("cards: [", `cards: [${probe}, `), [probe]: probeCard(event) });
}

function lineOf(text: string, needle: string): number {
  return text.slice(0, text.indexOf(needle)).split("\n").length;
}

describe("content diagnostics", () => {
  it("the shipped content has none", () => {
    const r = loadWithEdits({});
    expect(r.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(r.content).not.toBeNull();
  });

  it("reports YAML syntax errors with file, line and column", () => {
    const r = loadWithEdits({ "rules.yaml": (t) => t.replace("  vp_to_win: 20", "  vp_to_win: [20") });
    expect(r.content).toBeNull();
    const d = r.diagnostics[0]!;
    expect(d.code).toBe("CW101");
    expect(d.file).toBe("rules.yaml");
    expect(d.start.line).toBeGreaterThan(1);
  });

  it("reports an unknown property at its key, with a hint", () => {
    const text = readContentFile(cards).replace("    name: Fidel\n", "    name: Fidel\n    opz: 3\n");
    const r = loadWithEdits({ [cards]: text });
    const d = r.diagnostics.find((x) => x.code === "CW201")!;
    expect(d.message).toContain("`opz`");
    expect(d.start.line).toBe(lineOf(text, "opz: 3"));
    expect(d.start.column).toBe(5);
    expect(d.hint).toBeTruthy();
  });

  it("reports a value of the wrong type or outside its allowed values", () => {
    const r = loadWithEdits({ [cards]: (t) => t.replace("    name: Fidel\n    ops: 2\n    side: ussr\n    era: early", "    name: Fidel\n    ops: two\n    side: ussr\n    era: erly") });
    expect(r.diagnostics.map((d) => d.code).sort()).toEqual(["CW203", "CW204"]);
  });

  it("reports a side the game does not declare as an unknown name, with the sides", () => {
    const r = loadWithEdits({ [cards]: (t) => t.replace("    name: Fidel\n    ops: 2\n    side: ussr", "    name: Fidel\n    ops: 2\n    side: soviet") });
    expect(r.diagnostics.map((d) => [d.code, d.file, d.message, d.hint])).toEqual([["CW402", cards, "unknown side `soviet`", "sides and alignments: us, ussr, neutral"]]);
  });

  it("points an effect syntax error at the line and column inside a block scalar", () => {
    const event = "remove_all_influence(us, cuba)\ngain_control(ussr cuba)";
    const r = withProbe(event);
    const d = r.diagnostics.find((x) => x.code === "CW301")!;
    expect(d.file).toBe(probe);
    expect(d.start.line).toBe(lineOf(probeCard(event), "gain_control(ussr cuba)"));
    expect(d.start.column).toBe(7 + "gain_control(ussr ".length);
    // The name the parser stopped at is named whole, not by its first letter.
    expect(d.message).toMatch(/^effect syntax: unexpected `cuba`; expected `,`/);
  });

  it("a call missing its `,` before the next line's statement names that statement whole, at its line", () => {
    // (Its `)` is there, after the statement: no bracket is left open.)
    const event = "remove_all_influence(us, cuba\ngain_control(ussr, cuba))";
    const d = withProbe(event).diagnostics.find((x) => x.code === "CW301")!;
    expect(d.message).toMatch(/^effect syntax: unexpected `gain_control`; expected `,`, `\)`/);
    expect(d.start.line).toBe(lineOf(probeCard(event), "gain_control(ussr, cuba)"));
  });

  it("a `(` or `[` never closed is reported at it (not where the parser stopped), saying where its closing one goes", () => {
    const found = (event: string) => {
      const d = withProbe(event).diagnostics.filter((x) => x.code === "CW301");
      expect(d).toHaveLength(1);
      return `${d[0]!.start.line}:${d[0]!.start.column}-${d[0]!.end.column} ${d[0]!.message} (${d[0]!.hint})`;
    };
    // A call left open before the next line's statement: at its `(`, on the line before.
    expect(found("remove_all_influence(us, cuba\ngain_control(ussr, cuba)")).toBe("13:27-28 `(` is never closed (add its `)` after the call's last argument)");
    // `f(a, [b, c)`: the `)` closes the call, so the `[` inside it is the one never closed.
    expect(found("add_influence(us, 1, in: [cuba, panama)")).toBe("13:32-33 `[` is never closed (add its `]` after the list's last item)");
    expect(found("if (roll(us) > 2 {\n  vp(us, 1)\n}")).toBe("13:10-11 `(` is never closed (add its `)` where the expression in parentheses ends)");
    // Brackets in strings and comments are no code.
    expect(found('log("(")\nvp(us, 1 # the ) of a comment\nvp(us, 2)')).toBe("14:9-10 `(` is never closed (add its `)` after the call's last argument)");
    // As many `)` as `(` and `]` as `[`, the wrong way round: the parser's error where it stopped.
    expect(found("add_influence(us, 1, in: [cuba, panama)]")).toMatch(/^13:45-46 effect syntax: unexpected `\)`; expected `,`, `\]`/);
    // In another language, in its words.
    const d = withProbe("vp(us, 2").diagnostics.find((x) => x.code === "CW301")!;
    const { bundle } = loadI18n(readWithEdits({}));
    expect(spoken(bundle, "es").diagnostic(d)).toEqual({ message: "`(` no se cierra nunca", hint: "añade su `)` tras el último argumento de la llamada" });
    // (Portuguese: a parenthesis is masculine, where a brace is feminine.)
    expect(spoken(bundle, "pt").diagnostic(d)).toEqual({ message: "`(` nunca é fechado", hint: "acrescente o seu `)` depois do último argumento da chamada" });
  });

  it("a condition that stops short (`… or`) is reported where it ends, not at a `)` it does not have", () => {
    const card = probeCard("score(asia)").replace("    event: |\n", "    prerequisite: has_effect(nato) or\n    event: |\n");
    const r = loadWithEdits({ "game.yaml": (t) => t.replace("cards: [", `cards: [${probe}, `), [probe]: card });
    const d = r.diagnostics.filter((x) => x.code === "CW301");
    const line = card.split("\n").findIndex((l) => l.includes("prerequisite:")) + 1;
    const end = card.split("\n")[line - 1]!.length + 1;
    expect(d.map((x) => `${x.start.line}:${x.start.column} ${x.message}`)).toEqual([`${line}:${end} effect syntax: unexpected end of effect; expected \`not\`, \`-\`, number, string, \`true\`, \`false\``]);
    // In another language, in its words (the end of the code is a word of the catalogue).
    const { bundle } = loadI18n(readWithEdits({}));
    expect(spoken(bundle, "es").diagnostic(d[0]!).message).not.toContain("`)`");
  });

  it("refuses two statements on one line (a lost line break), at the second one, with a hint", () => {
    const event = "vp(ussr, 1)\ngain_control(ussr, cuba)remove_all_influence(us, cuba)";
    const d = withProbe(event).diagnostics.find((x) => x.code === "CW301")!;
    expect(d.file).toBe(probe);
    expect(d.start.line).toBe(lineOf(probeCard(event), "gain_control(ussr, cuba)"));
    expect(d.start.column).toBe(7 + "gain_control(ussr, cuba)".length);
    expect(d.end.column).toBe(d.start.column + "remove_all_influence".length);
    expect(d.message).toBe("two statements on one line: `remove_all_influence` follows the one before it with no line break or `;`");
    expect(d.hint).toBe("put each statement on its own line (or write `;` between them)");
    // A space is no separator either, also inside a block; a `;` or a line break (after a comment too) is.
    expect(withProbe("if true { vp(ussr, 1) let x = 2 }").diagnostics.find((x) => x.code === "CW301")?.message).toMatch(/`let` follows/);
    expect(withProbe("vp(ussr, 1); gain_control(ussr, cuba)\nvp(ussr, 1) # one\nvp(ussr, 2)").diagnostics.map(formatDiagnostic)).toEqual([]);
  });

  it("a very long line of effect code with a bracket left open is answered at once, not after minutes", () => {
    // (Finding the word before a `(` once tried every start of the line: minutes for this one.)
    const d = withProbe(`${"a".repeat(300_000)}-(`).diagnostics.filter((x) => x.code === "CW301");
    expect(d.map((x) => [x.start.line, x.start.column, x.message])).toEqual([[13, 7 + 300_000, "effect syntax: unexpected `-`; expected `(`"]]);
  }, 30_000);

  it("a very long line of brackets that do not pair up is answered at once, not after minutes", () => {
    // (Each `)` looked down all the `[` still open for a `(`: minutes for this line.)
    const d = withProbe(`vp(ussr, ${"[)".repeat(150_000)}`).diagnostics.map(formatDiagnostic);
    expect(d).toEqual([`${probe}:13:16: error CW301: \`[\` is never closed\n    hint: add its \`]\` after the list's last item`]);
  });

  // Each `(` was parsed twice over when the code failed (peggy backtracking through the grammar):
  // 20 of them took seconds, 60 most of a minute until an array outgrew its limit (answered as code
  // nested too deeply, at its start), and 5,000 were called nested too deeply, not never closed.
  for (const [bracket, hint] of [["(", "add its `)` where the expression in parentheses ends"], ["[", "add its `]` after the list's last item"]] as const) {
    it(`20, 60 and 5,000 \`${bracket}\` left open in a row are reported at the first one, not after minutes nor by a crash`, () => {
      for (const n of [20, 60, 5000]) {
        const d = withProbe(`let x = ${bracket.repeat(n)}1\nvp(ussr, x)`).diagnostics.map(formatDiagnostic);
        expect(d, `${n} brackets`).toEqual([`${probe}:13:15: error CW301: \`${bracket}\` is never closed\n    hint: ${hint}`]);
      }
    });
  }

  it("`not (` and `if (` left open 24 times in a row are reported at the first `(`, not after minutes", () => {
    // (Each was read as the keyword's construct, then again as a call of a function named `not`:
    // twice as long for each, until an array outgrew its limit, reported as code nested too deeply.)
    for (const opener of ["not (", "if ("]) {
      const d = withProbe(`let x = ${opener.repeat(24)}true\nvp(ussr, 1)`).diagnostics.map(formatDiagnostic);
      expect(d, opener).toEqual([`${probe}:13:${15 + opener.length - 1}: error CW301: \`(\` is never closed\n    hint: add its \`)\` where the expression in parentheses ends`]);
    }
  });

  it("reports an unknown name with a suggestion", () => {
    const r = withProbe("gain_control(ussr, cubba)");
    const d = r.diagnostics.find((x) => x.code === "CW302")!;
    expect(d.message).toBe("unknown name `cubba`");
    expect(d.hint).toBe("did you mean `cuba`?");
  });

  it("after `in`, suggests a region for a misspelt name (not a nearer country), at the name", () => {
    const r = withProbe("add_influence(me, 1, in: countries(where: it in asai))\nif cuba in asa { vp(ussr, 1) }\nadd_influence(me, 1, in: countries(where: it in middle_eats))");
    const d = r.diagnostics.filter((x) => x.code === "CW302");
    expect(d.map((x) => [x.message, x.hint, x.start.line, x.start.column])).toEqual([
      ["unknown name `asai`", "did you mean `asia`?", 13, 55],
      ["unknown name `asa`", "did you mean `asia`?", 14, 18],
      ["unknown name `middle_eats`", "did you mean `middle_east`?", 15, 55],
    ]);
    // Elsewhere a misspelt name still finds the nearest name of any kind.
    expect(withProbe("gain_control(ussr, usaa)").diagnostics.find((x) => x.code === "CW302")!.hint).toBe("did you mean `usa`?");
  });

  it("reports an unknown function and wrong arity", () => {
    const r = withProbe("gain_controll(ussr, cuba)\nvp(ussr)\nvp(ussr, 1, 2)\nvp(ussr, 1, bonus: 2)");
    const codes = r.diagnostics.map((d) => d.code);
    expect(codes.filter((c) => c === "CW303")).toHaveLength(1);
    expect(r.diagnostics.every((d) => d.file === probe)).toBe(true);
    expect(codes.filter((c) => c === "CW304")).toHaveLength(3);
    expect(r.diagnostics.find((d) => d.code === "CW303")!.hint).toBe("did you mean `gain_control`?");
  });

  it("reports a comparison of a number with a text or a country, at the operand that is not a number", () => {
    const event = 'if roll(ussr) >= "four" { vp(ussr, 1) }\nif roll(ussr) == cuba { vp(ussr, 1) }';
    const r = withProbe(event);
    const found = r.diagnostics.filter((d) => d.code === "CW306").map((d) => `${d.start.line}:${d.start.column} ${d.message} (${d.hint})`);
    const first = lineOf(probeCard(event), 'roll(ussr) >= "four"');
    expect(found).toEqual([
      `${first}:24 \`>=\` compares numbers, but its right side is a string (only numbers can be ordered: write a number on both sides)`,
      `${first + 1}:24 \`==\` compares a number with a country, which is never equal to it (compare a number with a number, or an id with an id)`,
    ]);
  });

  it("names a list of countries where one was expected without \"a\", in the code's words and the English locale's", () => {
    const event = "add_influence(ussr, 2, in: 3)";
    const r = withProbe(event);
    const found = r.diagnostics.find((d) => d.code === "CW306")!;
    expect(found.message).toBe("`add_influence` expects countries for `in`, got a number");
    const en = translate(loadI18n(readWithEdits({})).bundle, "en");
    expect(en.diagnostic(found).message).toBe("`add_influence` expects countries for `in`, got a number");
  });

  it("a missing required property's hint says what goes there, from its schema's description", () => {
    const r = loadWithEdits({ "scenarios/late-war.yaml": (t) => t.replace("  setup: []\n", "") });
    const missing = r.diagnostics.find((d) => d.code === "CW202")!;
    expect(missing.file).toBe("scenarios/late-war.yaml");
    expect(missing.message).toBe("missing required property `setup` in the scenario file");
    expect(missing.hint).toBe("add `setup:` (Setup placements in order: fixed Influence, then free placements decided by the player)");
  });

  it("refuses a question inside an expression", () => {
    const r = withProbe("vp(ussr, count(pick_countries(ussr, 2, in: [cuba, haiti])))");
    expect(r.diagnostics.map((d) => d.code)).toContain("CW305");
  });

  it("a misspelt duration, modifier kind or moment of a lasting effect gets the nearest one, else the list", () => {
    const late = "cards/late-war.yaml";
    const r = loadWithEdits({
      [cards]: (t) => t.replace("      - id: vietnam_revolts\n        duration: turn\n        modifiers:\n          - { kind: ops,", "      - id: vietnam_revolts\n        duration: trun\n        modifiers:\n          - { kind: opz,"),
      [late]: (t) => t.replace('{ kind: trigger, on: coup, side: us, do: "vp(ussr, 1)" }', '{ kind: trigger, on: coupp, side: us, do: "vp(ussr, 1)" }'),
    });
    const said = (message: string) => r.diagnostics.find((d) => d.message === message)?.hint;
    expect(said("unknown duration `trun`")).toBe("did you mean `turn`?");
    expect(said("unknown modifier kind `opz`")).toBe("did you mean `ops`?");
    expect(said("unknown moment `coupp`")).toBe("did you mean `coup`?");
    // Nothing near: the whole list, as before.
    const far = loadWithEdits({ [cards]: (t) => t.replace("      - id: vietnam_revolts\n        duration: turn", "      - id: vietnam_revolts\n        duration: fortnight") });
    expect(far.diagnostics.find((d) => d.message === "unknown duration `fortnight`")?.hint).toBe("durations: action_round, turn, game");
  });

  it("reports duplicate ids and card numbers", () => {
    const r = loadWithEdits({ [cards]: (t) => t.replace("  - id: fidel\n    number: 8", "  - id: blockade\n    number: 9") });
    expect(r.diagnostics.filter((d) => d.code === "CW401").length).toBeGreaterThanOrEqual(2);
  });

  it("reports a one-sided adjacency, saying how to fix it", () => {
    const r = loadWithEdits({ "board.yaml": (t) => t.replace(/(  - id: cuba\n(?:    .*\n)*?    adjacent: \[)/, "$1mexico, ") });
    const d = r.diagnostics.find((x) => x.code === "CW403")!;
    expect(d.message).toBe("cuba lists mexico as adjacent, but mexico does not list cuba");
    expect(d.hint).toBe("add cuba to the adjacent list of mexico");
  });

  it("reports a missing file referenced by the manifest at the reference", () => {
    const r = loadWithEdits({ "game.yaml": (t) => t.replace("board: board.yaml", "board: boards.yaml") });
    const d = r.diagnostics.find((x) => x.code === "CW103")!;
    expect(d.file).toBe("game.yaml");
    expect(d.message).toBe("file not found: boards.yaml");
  });
});
