// `cardwright validate` on a copy of Twilight Struggle where a routine that declares the only texts
// it gives (`returns: { type: string, values: [...] }`, as event_blocked_reason does) returns a
// name that holds a text it does not declare: a local given a misspelt literal (`let r = "canceld";
// return r`), through `if … then … else …`, a copy or a loop over a list of literals, is CW312 at
// the literal, as a literal returned is (validate-returned-values.test.ts); a name whose texts were
// declared elsewhere (another routine's result, a parameter's `values:`) is CW312 at the returned
// name, saying what it may hold. A name compared with anything in the routine is not read: the
// comparison may narrow what it holds where it is returned.
// Each edit is checked after a clean validate filled the disk cache, then cold: both say the same.
import { afterAll, describe, expect, it } from "vitest";
import { validateCopies } from "../file-edits.js";

const { copy, validateEdited, remove } = validateCopies("cw-returned-locals-");
afterAll(remove);

describe("validate with a routine returning a local that holds a text it does not declare it gives", () => {
  const ts = copy("twilight-struggle");
  const FILE = "procedures/playing-a-card.yaml";
  const CANCELLED = '{ return "cancelled" }';

  it("a local given a misspelt literal, at the literal, with the value meant; through `if … then … else …` and a copy, in Portuguese; a loop's variable over literals", { timeout: 300_000 }, () => {
    const given = validateEdited(ts, "en", FILE, CANCELLED, '{ let r = "canceld"; return r }');
    expect(given).toEqual([`${FILE}:161:64: error CW312: \`canceld\` is not a value \`event_blocked_reason\` gives`, "    hint: did you mean `cancelled`?", "1 error, 0 warnings"]);
    const copied = validateEdited(ts, "pt", FILE, CANCELLED, '{ let r = if side == us then "cancelled" else "forbiden"; let q = r; return q }');
    expect(copied.slice(0, 2)).toEqual([`${FILE}:161:100: erro CW312: \`forbiden\` não é um valor que \`event_blocked_reason\` devolve`, "    dica: você quis dizer `forbidden`?"]);
    const looped = validateEdited(ts, "en", FILE, CANCELLED, '{ for r in ["cancelled", "embargoed"] { return r } }');
    expect(looped).toEqual([`${FILE}:161:79: error CW312: \`embargoed\` is not a value \`event_blocked_reason\` gives`, "    hint: its values: cancelled, forbidden, prerequisite", "1 error, 0 warnings"]);
  });

  it("a name holding what another routine declares it gives, at the returned name, with what it may hold", { timeout: 300_000 }, () => {
    const one = validateEdited(ts, "en", FILE, "values: [cancelled, forbidden, prerequisite] }", "values: [cancelled, forbidden, prerequisite, early, mid] }\n    do: |\n      let e = era\n      return e\n  unused_blocked_reason:\n    returns: string");
    expect(one[0]).toBe(`${FILE}:162:14: error CW312: \`e\` may hold \`late\`, which is not a value \`event_blocked_reason\` gives`);
    expect(one[1]).toBe("    hint: its values: cancelled, forbidden, prerequisite, early, mid");
    const all = validateEdited(ts, "en", FILE, '      return none\n', "      return era\n");
    expect(all).toEqual([`${FILE}:164:14: error CW312: \`era\` may hold \`early\`, \`mid\`, \`late\`, which are not values \`event_blocked_reason\` gives`, "    hint: its values: cancelled, forbidden, prerequisite", "1 error, 0 warnings"]);
  });

  it("nothing is said of a local that holds only texts the routine gives, one given another value before the return, nor of one compared in the routine", { timeout: 300_000 }, () => {
    const right = validateEdited(ts, "en", FILE, CANCELLED, '{ let r = if side == us then "cancelled" else "forbidden"; return r }', 0);
    expect(right.join("\n")).toMatch(/^ok: .*, 0 warnings$/m);
    const again = validateEdited(ts, "en", FILE, CANCELLED, '{ let r = "canceld"; let r = "cancelled"; return r }', 0);
    expect(again.join("\n")).toMatch(/^ok: .*, 0 warnings$/m);
    const narrowed = validateEdited(ts, "en", FILE, CANCELLED, '{ let r = if side == us then "cancelled" else "embargoed"; if r == "embargoed" { return "forbidden" }; return r }', 0);
    expect(narrowed.join("\n")).toMatch(/^ok: .*, 0 warnings$/m);
  });
});
