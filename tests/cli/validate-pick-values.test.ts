// `cardwright validate` on copies of the shipped games with a misspelt text compared with a
// player's choice: `pick(side, ["roll", "decline"], …)`, its candidates (and its `extra:` answers,
// if given) written out as texts, gives one of them (the kernel takes no other answer), so a local
// given the choice holds them, and `choice == "rol"`, which never holds in play, is CW312 at the
// literal with the value meant. Candidates the code works out (`cards(hand, side)`) leave the
// choice unknown: nothing is said of a text compared with it.
// Each edit is checked after a clean validate filled the disk cache, then cold: both say the same.
import { afterAll, describe, expect, it } from "vitest";
import { validateCopies } from "../file-edits.js";

const { copy, validateEdited, remove } = validateCopies("cw-pick-values-");
afterAll(remove);

describe("validate with a misspelt text compared with a choice among texts written out", () => {
  const ts = copy("twilight-struggle");
  const td = copy("thirteen-days");
  const SPACE = "procedures/space-race.yaml";

  it("Twilight Struggle's space roll (`choice == \"rol\"`), at the literal, with the value meant; an `extra:` answer; in Italian", { timeout: 300_000 }, () => {
    const en = validateEdited(ts, "en", SPACE, 'if choice == "roll"', 'if choice == "rol"');
    expect(en).toEqual([`${SPACE}:52:20: error CW312: \`rol\` is not a value \`choice\` takes`, "    hint: did you mean `roll`?", "1 error, 0 warnings"]);
    const extra = validateEdited(ts, "en", SPACE, 'let choice = pick(side, ["roll", "decline"], "space_roll")\n      if choice == "roll"', 'let choice = pick(side, ["roll"], "space_roll", extra: ["decline"])\n      if choice in ["roll", "declin"]');
    expect(extra).toEqual([`${SPACE}:52:29: error CW312: \`declin\` is not a value \`choice\` takes`, "    hint: did you mean `decline`?", "1 error, 0 warnings"]);
    const it_ = validateEdited(ts, "it", SPACE, 'if choice == "roll"', 'if "rol" == choice');
    expect(it_.slice(0, 2)).toEqual([`${SPACE}:52:10: errore CW312: \`rol\` non è un valore che \`choice\` assume`, "    suggerimento: forse intendevi `roll`?"]);
  });

  it("13 Days' question on the opponent's event (`answer == \"evnt\"`), a far value listing them", { timeout: 300_000 }, () => {
    const FILE = "procedures/playing-a-card.yaml";
    const near = validateEdited(td, "en", FILE, 'if answer == "event"', 'if answer == "evnt"');
    expect(near).toEqual([`${FILE}:69:20: error CW312: \`evnt\` is not a value \`answer\` takes`, "    hint: did you mean `event`?", "1 error, 0 warnings"]);
    const far = validateEdited(td, "en", FILE, 'if answer == "event"', 'if answer == "accepted"');
    expect(far).toEqual([`${FILE}:69:20: error CW312: \`accepted\` is not a value \`answer\` takes`, "    hint: its values: event, no_event", "1 error, 0 warnings"]);
  });

  it("nothing is said of a choice among candidates the code works out, nor of a text the choice may be", { timeout: 300_000 }, () => {
    const computed = validateEdited(ts, "en", "procedures/turn.yaml", 'if c != "keep" {', 'if c != "kep" {', 0);
    expect(computed.join("\n")).toMatch(/^ok: .*, 0 warnings$/m);
    const right = validateEdited(ts, "en", SPACE, 'if choice == "roll"', 'if choice in ["roll", "decline"] and choice != "decline"', 0);
    expect(right.join("\n")).toMatch(/^ok: .*, 0 warnings$/m);
  });
});
