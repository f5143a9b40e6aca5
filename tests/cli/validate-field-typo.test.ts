// `cardwright validate` on copies of both games with a field read misspelt in their code (of data,
// `rules.roundz`; of a card, `card.opz`; of a group, `theatre_of(b).defcom`): an error at the field's file:line:column with the field
// meant, in English and in Spanish, where the read would otherwise be none in play (a crash far
// away, or a game gone wrong). The copy as shipped is clean. Each edit is checked first after a
// clean validate filled the disk cache (the edited procedure or card checked alone against the
// names and fields kept beside the report, validate-code.ts), and then cold: both say the same.
import { afterAll, describe, expect, it } from "vitest";
import { validateCopies } from "../file-edits.js";

const { run, copy, validateEdited, remove } = validateCopies("cw-field-typo-");
afterAll(remove);

describe("validate with a misspelt field read", () => {
  const td = copy("thirteen-days");
  const ts = copy("twilight-struggle");

  it("13 Days as shipped reads only fields its data has", { timeout: 300_000 }, () => {
    const r = run(td, true, "validate", td);
    expect(r.code).toBe(0);
    expect(r.out).toContain(" 0 warnings ");
  });

  it("13 Days: `rules.roundz` in the sequence, at the field, with `rounds` meant", { timeout: 300_000 }, () => {
    expect(validateEdited(td, "en", "sequence.yaml", "last: rules.rounds", "last: rules.roundz")).toEqual([
      "sequence.yaml:10:15: error CW311: `roundz` is not a field of `rules`",
      "    hint: did you mean `rounds`?",
      "1 error, 0 warnings",
    ]);
  });

  it("13 Days: `rules.hand_sise` in a procedure, in Spanish", { timeout: 300_000 }, () => {
    expect(validateEdited(td, "es", "procedures/round.yaml", "draw_cards(s, rules.hand_size)", "draw_cards(s, rules.hand_sise)")).toEqual([
      "procedures/round.yaml:60:46: error CW311: `hand_sise` no es un campo de `rules`",
      "    pista: ¿quisiste decir `hand_size`?",
      "1 error, 0 avisos",
    ]);
  });

  it("13 Days: `theatre_of(b).defcom`, a group's field (game.yaml's `group_fields`) of what a function typed group gives, with `defcon` meant", { timeout: 300_000 }, () => {
    expect(validateEdited(td, "en", "procedures/vocabulary.yaml", "theatre_of(b).defcon)", "theatre_of(b).defcom)")).toEqual([
      "procedures/vocabulary.yaml:293:74: error CW311: `defcom` is not a field of `theatre_of(…)`",
      "    hint: did you mean `defcon`?",
      "1 error, 0 warnings",
    ]);
  });

  it("Twilight Struggle: `card.opz` of a parameter typed card, in English and Spanish", { timeout: 300_000 }, () => {
    const from = "let ops = ops_amount(side, card.ops)";
    const to = "let ops = ops_amount(side, card.opz)";
    expect(validateEdited(ts, "en", "procedures/playing-a-card.yaml", from, to)).toEqual([
      "procedures/playing-a-card.yaml:147:39: error CW311: `opz` is not a field of `card`",
      "    hint: did you mean `ops`?",
      "1 error, 0 warnings",
    ]);
    expect(validateEdited(ts, "es", "procedures/playing-a-card.yaml", from, to)).toEqual([
      "procedures/playing-a-card.yaml:147:39: error CW311: `opz` no es un campo de `card`",
      "    pista: ¿quisiste decir `ops`?",
      "1 error, 0 avisos",
    ]);
  });

  it("Twilight Struggle: `rules.scoring.cardz` two fields down the data, in a bot's function", { timeout: 300_000 }, () => {
    expect(validateEdited(ts, "en", "procedures/bots.yaml", "get(rules.scoring.cards, region)", "get(rules.scoring.cardz, region)")).toEqual([
      "procedures/bots.yaml:33:31: error CW311: `cardz` is not a field of `rules.scoring`",
      "    hint: did you mean `cards`?",
      "1 error, 0 warnings",
    ]);
  });
});
