// `cardwright validate` on copies of the shipped games with a misspelt text where the code compares
// or passes a string that takes only some texts: a parameter's `values:` (a list, or one of
// game.yaml's `value_sets`) or a moment name's, or a built-in's parameter that takes what the game
// declares (`emit`'s moment, `end_effects`' duration; `forbidden`'s action: validate-forbid-action). Such a literal never matches in play, and nothing
// else says so: validate says it (CW312) at the literal, with the value meant. Each edit is checked
// after a clean validate filled the disk cache (an edit of a routine's or a card's code is then
// checked alone), then cold: both say the same.
import { afterAll, describe, expect, it } from "vitest";
import { validateCopies } from "../file-edits.js";

const { run, copy, validateEdited, remove } = validateCopies("cw-values-");
afterAll(remove);

describe("validate with a misspelt value of a string that takes only some", () => {
  const ts = copy("twilight-struggle");
  const td = copy("thirteen-days");

  it("a trigger's condition comparing its moment's name (`played_as != \"spce\"`), at the literal, with `space` meant, in English and Spanish; the shipped games have none", { timeout: 300_000 }, () => {
    for (const dir of [ts, td]) {
      const r = run(dir, true, "validate", dir);
      expect(r.code).toBe(0);
      expect(r.out).toContain(" 0 warnings ");
    }
    const from = 'when: played_as != "space"';
    const to = 'when: played_as != "spce"';
    const en = validateEdited(ts, "en", "cards/mid-war.yaml", from, to);
    expect(en.slice(0, 2)).toEqual(["cards/mid-war.yaml:665:32: error CW312: `spce` is not a value `played_as` takes", "    hint: did you mean `space`?"]);
    expect(en.at(-1)).toBe("1 error, 0 warnings");
    const es = validateEdited(ts, "es", "cards/mid-war.yaml", from, to);
    expect(es.slice(0, 2)).toEqual(["cards/mid-war.yaml:665:32: error CW312: `spce` no es un valor que tome `played_as`", "    pista: ¿quisiste decir `space`?"]);
  });

  it("a routine's code comparing its own parameter (`source != \"headlines\"`), and `in` a list written out", { timeout: 300_000 }, () => {
    const lines = validateEdited(ts, "en", "procedures/playing-a-card.yaml", 'if source != "headline" {', 'if source != "headlines" {');
    expect(lines.slice(0, 2)).toEqual(["procedures/playing-a-card.yaml:53:20: error CW312: `headlines` is not a value `source` takes", "    hint: did you mean `headline`?"]);
    const listed = validateEdited(ts, "en", "procedures/operations.yaml", 'if use == "influence" {', 'if use in ["influence", "influense"] {');
    expect(listed.slice(0, 2)).toEqual(["procedures/operations.yaml:35:31: error CW312: `influense` is not a value `use` takes", "    hint: did you mean `influence`?"]);
  });

  it("a literal given to such a parameter (`play_card_now(…, \"acton\")`), and one near no value: the values listed", { timeout: 300_000 }, () => {
    const lines = validateEdited(ts, "en", "procedures/turn.yaml", 'play_card_now(side, card, none, true, "action")', 'play_card_now(side, card, none, true, "acton")');
    expect(lines.slice(0, 2)).toEqual(["procedures/turn.yaml:205:51: error CW312: `acton` is not a value `source` takes", "    hint: did you mean `action`?"]);
    const far = validateEdited(ts, "en", "procedures/turn.yaml", 'play_card_now(side, card, none, true, "action")', 'play_card_now(side, card, none, true, "discard")');
    expect(far.slice(0, 2)).toEqual(["procedures/turn.yaml:205:51: error CW312: `discard` is not a value `source` takes", "    hint: its values: action, headline, effect"]);
  });

  it("each text of a list given to a parameter taking a list of them (a card's `only: [\"influence\", \"realing\"]`)", { timeout: 300_000 }, () => {
    const lines = validateEdited(ts, "en", "cards/late-war.yaml", 'operations(us, 4, only: ["influence", "realign"])', 'operations(us, 4, only: ["influence", "realing"])');
    expect(lines.slice(0, 2)).toEqual(["cards/late-war.yaml:174:81: error CW312: `realing` is not a value `only` takes", "    hint: did you mean `realign`?"]);
  });

  it("a value set misspelt where it is named: CW402 at it, with the set meant", { timeout: 300_000 }, () => {
    const lines = validateEdited(ts, "en", "game.yaml", "values: { played_as: play_mode }", "values: { played_as: play_mod }");
    expect(lines.slice(0, 2)).toEqual(["game.yaml:140:127: error CW402: unknown value set `play_mod`", "    hint: did you mean `play_mode`?"]);
  });

  it("13 Days: `shift_defcon(…, direction: \"dwon\")` in a card's event", { timeout: 300_000 }, () => {
    const lines = validateEdited(td, "en", "cards/strategy.yaml", 'direction: "down")', 'direction: "dwon")');
    expect(lines[0]).toMatch(/^cards\/strategy\.yaml:503:\d+: error CW312: `dwon` is not a value `direction` takes$/);
    expect(lines[1]).toBe("    hint: did you mean `down`?");
  });

  it("a moment given to `emit` that the game does not declare, `emit(\"event_playd\")`, at the literal", { timeout: 300_000 }, () => {
    const lines = validateEdited(ts, "en", "procedures/playing-a-card.yaml", 'emit("event_played", it: card, actor: by)', 'emit("event_playd", it: card, actor: by)');
    expect(lines).toEqual(["procedures/playing-a-card.yaml:112:12: error CW312: `event_playd` is not a value `moment` takes", "    hint: did you mean `event_played`?", "1 error, 0 warnings"]);
  });

  it("a duration given to `end_effects` that the game does not declare, `end_effects(\"trun\")`, at the literal; 13 Days' `\"rund\"`", { timeout: 300_000 }, () => {
    const lines = validateEdited(ts, "en", "procedures/turn.yaml", 'end_effects("turn")', 'end_effects("trun")');
    expect(lines).toEqual(["procedures/turn.yaml:228:19: error CW312: `trun` is not a value `duration` takes", "    hint: did you mean `turn`?", "1 error, 0 warnings"]);
    const days = validateEdited(td, "en", "procedures/round.yaml", 'end_effects("round")', 'end_effects("rund")');
    expect(days.slice(0, 2)).toEqual([expect.stringMatching(/^procedures\/round\.yaml:157:\d+: error CW312: `rund` is not a value `duration` takes$/), "    hint: did you mean `round`?"]);
  });
});
