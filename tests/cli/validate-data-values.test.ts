// `cardwright validate` on a copy of Twilight Struggle with a misspelt text where the code gives a
// string whose only texts are listed in the game's data (`values: { data, key }`: the abilities of
// the Space Race's boxes, rules.yaml), or gives a moment's name a text in `emit`'s `with:` record
// (the moment's `values:`). Such a literal never matches in play, and nothing else says so: validate
// says it (CW312) at the literal, with the value meant; a `values:` naming no list of the data is
// CW402 at it. Each edit is checked after a clean validate filled the disk cache (an edit of a
// routine's code is then checked alone), then cold: both say the same.
import { afterAll, describe, expect, it } from "vitest";
import { validateCopies } from "../file-edits.js";

const { copy, validateEdited, remove } = validateCopies("cw-data-values-");
afterAll(remove);

const DECLARED = "values: { data: rules.space_race.boxes, key: ability }";

describe("validate with a misspelt text that the game's data or a moment lists", () => {
  const ts = copy("twilight-struggle");

  it("a literal given to a parameter whose values are a field of a data list (`has_space_ability(side, \"two_atempts\")`), at the literal, with the ability meant, in English and Spanish", { timeout: 300_000 }, () => {
    const from = 'has_space_ability(side, "two_attempts")';
    const to = 'has_space_ability(side, "two_atempts")';
    const en = validateEdited(ts, "en", "procedures/space-race.yaml", from, to);
    expect(en).toEqual(["procedures/space-race.yaml:77:34: error CW312: `two_atempts` is not a value `ability` takes", "    hint: did you mean `two_attempts`?", "1 error, 0 warnings"]);
    const es = validateEdited(ts, "es", "procedures/space-race.yaml", from, to);
    expect(es.slice(0, 2)).toEqual(["procedures/space-race.yaml:77:34: error CW312: `two_atempts` no es un valor que tome `ability`", "    pista: ¿quisiste decir `two_attempts`?"]);
    const seer = validateEdited(ts, "en", "procedures/turn.yaml", 'has_space_ability(it, "see_headline_first")', 'has_space_ability(it, "see_headlines_first")');
    expect(seer.slice(0, 2)).toEqual(["procedures/turn.yaml:114:62: error CW312: `see_headlines_first` is not a value `ability` takes", "    hint: did you mean `see_headline_first`?"]);
  });

  it("a `values:` whose data path or key leads to no texts: CW402 at it, with the path or the field meant", { timeout: 300_000 }, () => {
    const path = validateEdited(ts, "en", "procedures/space-race.yaml", DECLARED, "values: { data: rules.space_rac.boxes, key: ability }");
    expect(path).toEqual(["procedures/space-race.yaml:67:56: error CW402: `values` leads to no list of the game's data: `rules.space_rac.boxes`", "    hint: did you mean `rules.space_race.boxes`?", "1 error, 0 warnings"]);
    const key = validateEdited(ts, "en", "procedures/space-race.yaml", DECLARED, "values: { data: rules.space_race.boxes, key: abilty }");
    expect(key).toEqual(["procedures/space-race.yaml:67:85: error CW402: no entry of `rules.space_race.boxes` has a text as its `abilty`", "    hint: did you mean `ability`?", "1 error, 0 warnings"]);
    const far = validateEdited(ts, "it", "procedures/space-race.yaml", DECLARED, "values: { data: rules.space_race.boxes, key: colour }");
    expect(far.slice(0, 2)).toEqual(["procedures/space-race.yaml:67:85: errore CW402: nessuna voce di `rules.space_race.boxes` ha un testo come suo `colour`", "    suggerimento: i suoi campi: box, name, ops, roll, vp, ability"]);
  });

  it("a literal given for a moment's name in `emit`'s `with:` record (`with: { played_as: \"spce\" }`), at the literal, with the value meant", { timeout: 300_000 }, () => {
    const lines = validateEdited(ts, "en", "procedures/playing-a-card.yaml", 'with: { played_as: chosen })', 'with: { played_as: "spce" })');
    expect(lines).toEqual(["procedures/playing-a-card.yaml:64:69: error CW312: `spce` is not a value `played_as` takes", "    hint: did you mean `space`?", "1 error, 0 warnings"]);
    // A value the moment takes is not one; a name it does not give its triggers is said as such
    // (CW304, validate-emit-names.test.ts), not its value.
    const right = validateEdited(ts, "en", "procedures/playing-a-card.yaml", 'with: { played_as: chosen })', 'with: { played_as: "space", extra: "spce" })');
    expect(right).toEqual(["procedures/playing-a-card.yaml:64:78: error CW304: the moment `card_played` gives its triggers no name `extra`", "    hint: its names: played_as", "1 error, 0 warnings"]);
  });
});
