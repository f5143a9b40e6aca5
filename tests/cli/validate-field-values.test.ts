// `cardwright validate` on copies of the shipped games with a misspelt text compared with a field
// whose values are closed (a card's, space's or group's field declared with an `enum` in game.yaml,
// or a card's `side`: the game's sides and alignments), or with a local that holds a copy of such a
// read or of a parameter with `values:` (`let chosen = mode`). Such a comparison never holds in
// play, and nothing else says so: validate says it (CW312) at the literal, with the value meant.
// Where a local may hold something else (given another value later, in a loop, in one branch), it
// is not said. Each edit is checked after a clean validate filled the disk cache, then cold: both
// say the same (validateCopies).
import { afterAll, describe, expect, it } from "vitest";
import { validateCopies } from "../file-edits.js";

const { copy, validateEdited, remove } = validateCopies("cw-field-values-");
afterAll(remove);

describe("validate with a misspelt value of a field or of a local copied from a read with values", () => {
  const ts = copy("twilight-struggle");
  const td = copy("thirteen-days");

  it("a card's field declared with an enum (`card.kind == \"scorng\"`, `it.era != \"erly\"` in a condition), at the literal, in English and Italian; one near no value lists them", { timeout: 300_000 }, () => {
    const kind = validateEdited(ts, "en", "procedures/playing-a-card.yaml", 'if card.kind == "scoring" { return ["event"] }', 'if card.kind == "scorng" { return ["event"] }');
    expect(kind).toEqual(["procedures/playing-a-card.yaml:144:23: error CW312: `scorng` is not a value `kind` takes", "    hint: did you mean `scoring`?", "1 error, 0 warnings"]);
    const it = validateEdited(ts, "it", "procedures/turn.yaml", 'let scoring = select(hand, where: it.kind == "scoring")', 'let scoring = select(hand, where: it.era != "erly")');
    expect(it.slice(0, 2)).toEqual(["procedures/turn.yaml:297:51: errore CW312: `erly` non è un valore che `era` assume", "    suggerimento: forse intendevi `early`?"]);
    const far = validateEdited(ts, "en", "procedures/turn.yaml", 'let scoring = select(hand, where: it.kind == "scoring")', 'let scoring = select(hand, where: "wartime" == it.era)');
    expect(far.slice(0, 2)).toEqual(["procedures/turn.yaml:297:41: error CW312: `wartime` is not a value `era` takes", "    hint: its values: early, mid, late"]);
  });

  it("a card's `side` compared with a text that is no side or alignment (`card.side == \"nuetral\"`)", { timeout: 300_000 }, () => {
    const lines = validateEdited(ts, "en", "procedures/playing-a-card.yaml", 'if card.side == "neutral" or card.kind == "scoring"', 'if card.side == "nuetral" or card.kind == "scoring"');
    expect(lines).toEqual(["procedures/playing-a-card.yaml:82:27: error CW312: `nuetral` is not a value `side` takes", "    hint: did you mean `neutral`?", "1 error, 0 warnings"]);
  });

  it("13 Days: `card.scores == \"leter\"` (an enum with null) and `it.kind == \"agnda\"` in a card search", { timeout: 300_000 }, () => {
    const scores = validateEdited(td, "en", "procedures/agendas.yaml", 'if card.scores == "letter" { return united_nations }', 'if card.scores == "leter" { return united_nations }');
    expect(scores.slice(0, 2)).toEqual([expect.stringMatching(/^procedures\/agendas\.yaml:75:\d+: error CW312: `leter` is not a value `scores` takes$/), "    hint: did you mean `letter`?"]);
    const kind = validateEdited(td, "en", "procedures/round.yaml", 'for c in all_cards(where: it.kind == "agenda")', 'for c in all_cards(where: it.kind == "agnda")');
    expect(kind.slice(0, 2)).toEqual([expect.stringMatching(/^procedures\/round\.yaml:14:\d+: error CW312: `agnda` is not a value `kind` takes$/), "    hint: did you mean `agenda`?"]);
  });

  it("a local copied from a parameter with `values:` or from a field read (`let u = use`, `let k = card.kind`), and none said where the local may hold another text", { timeout: 300_000 }, () => {
    const from = '      if use == "influence" { place_influence(side, budget, bonuses, within) }';
    const local = (...lines: string[]) => [...lines.map((l) => `      ${l}`), '      if use == "influence" { place_influence(side, budget, bonuses, within) }'].join("\n");
    const copied = validateEdited(ts, "en", "procedures/operations.yaml", from, local("let u = use", 'if u != "spce" { log("ops.use", { side: side, use: u, ops: 0, card: card }) }'));
    expect(copied.slice(0, 2)).toEqual(["procedures/operations.yaml:36:15: error CW312: `spce` is not a value `u` takes", "    hint: did you mean `space`?"]);
    const field = validateEdited(ts, "en", "procedures/operations.yaml", from, local("let k = card.kind", "let j = k", 'if j in ["event", "chna"] { log("ops.use", { side: side, use: use, ops: 0, card: card }) }'));
    expect(field.slice(0, 2)).toEqual(["procedures/operations.yaml:37:25: error CW312: `chna` is not a value `j` takes", "    hint: did you mean `china`?"]);
    // Given another value after (here, in one branch, in a loop before the comparison): no longer said.
    for (const other of [
      ["let u = use", 'let u = "spce"', 'if u != "spce" { log("ops.use", { side: side, use: u, ops: 0, card: card }) }'],
      ["let u = use", 'if budget > 1 { let u = "spce" }', 'if u != "spce" { log("ops.use", { side: side, use: u, ops: 0, card: card }) }'],
      ["let u = use", 'for b in bonuses { if u == "spce" { log("ops.use", { side: side, use: u, ops: 0, card: card }) }', '  let u = "spce" }'],
      ["let u = use", 'if budget > 1 { let u = card.kind }', 'if u == "space" { log("ops.use", { side: side, use: u, ops: 0, card: card }) }'],
    ]) expect(validateEdited(ts, "en", "procedures/operations.yaml", from, local(...other), 0).join("\n")).toMatch(/, 0 warnings$/m);
  });
});
