// `cardwright validate` on a copy of Twilight Struggle with a misspelt text compared with a local
// whose texts are known from what it was given: literals (`let m = if c then "event" else "ops"`,
// one of them through a read with values: `else use`), or each text of a list written out that a
// loop goes through (`for k in ["early", "mid"]`). Such a comparison never holds in play: validate
// says it (CW312) at the literal, named by the local, with the value meant. Where the local may
// hold something else (a branch not known, a list with another item, given another value in a
// loop), nothing is said. Each edit is checked after a clean validate filled the disk cache, then
// cold: both say the same (validateCopies).
import { afterAll, describe, expect, it } from "vitest";
import { validateCopies } from "../file-edits.js";

const { copy, validateEdited, remove } = validateCopies("cw-literal-locals-");
afterAll(remove);

describe("validate with a misspelt text compared with a local given literals", () => {
  const ts = copy("twilight-struggle");
  const FILE = "procedures/operations.yaml";
  const from = '      if use == "influence" { place_influence(side, budget, bonuses, within) }';
  /** The lines given, then the line they were put above, in start_operations' code. */
  const local = (...lines: string[]) => [...lines.map((l) => `      ${l}`), from].join("\n");
  const logged = '{ log("ops.use", { side: side, use: use, ops: 0, card: card }) }';

  it("`let m = if … then \"event\" else \"ops\"` then `m == \"opps\"`; with a branch copying a parameter with values, its texts too", { timeout: 300_000 }, () => {
    const two = validateEdited(ts, "en", FILE, from, local('let m = if budget > 1 then "event" else "ops"', `if m == "opps" ${logged}`));
    expect(two).toEqual([`${FILE}:36:15: error CW312: \`opps\` is not a value \`m\` takes`, "    hint: did you mean `ops`?", "1 error, 0 warnings"]);
    const read = validateEdited(ts, "en", FILE, from, local('let m = if budget > 1 then "ops" else use', `if m in ["ops", "spaec"] ${logged}`));
    expect(read.slice(0, 2)).toEqual([`${FILE}:36:23: error CW312: \`spaec\` is not a value \`m\` takes`, "    hint: did you mean `space`?"]);
  });

  it("`for k in [\"early\", \"mid\"]` then `k == \"lat\"` in its body, in Portuguese; one near none lists them", { timeout: 300_000 }, () => {
    const near = validateEdited(ts, "pt", FILE, from, local(`for k in ["early", "mid"] { if k == "mdi" ${logged} }`));
    expect(near.slice(0, 2)).toEqual([`${FILE}:35:43: erro CW312: \`mdi\` não é um valor que \`k\` assume`, "    dica: você quis dizer `mid`?"]);
    const far = validateEdited(ts, "en", FILE, from, local(`for k in ["early", "mid"] { if k == "lat" ${logged} }`));
    expect(far.slice(0, 2)).toEqual([`${FILE}:35:43: error CW312: \`lat\` is not a value \`k\` takes`, "    hint: its values: early, mid"]);
  });

  it("nothing said where the local may hold another text", { timeout: 300_000 }, () => {
    for (const other of [
      // A branch whose texts are not known.
      ['let m = if budget > 1 then "event" else card.id', `if m == "opps" ${logged}`],
      // A list with an item not a literal.
      [`for k in ["early", use] { if k == "lat" ${logged} }`],
      // Given another text later in a loop: the comparison above it sees it the next time round.
      ['let m = "event"', `for b in bonuses { if m == "ops" ${logged}`, '  let m = "ops" }'],
      // Given another text in one branch: after it, either.
      ['let m = "event"', 'if budget > 1 { let m = "ops" }', `if m == "ops" ${logged}`],
    ]) expect(validateEdited(ts, "en", FILE, from, local(...other), 0).join("\n")).toMatch(/^ok: .*, 0 warnings$/m);
  });
});
