// `cardwright validate` on a copy of Twilight Struggle with a misspelt text compared with what a
// routine gives, where the routine declares the only texts it gives (`returns: { type: string,
// values: [...] }`, as event_blocked_reason does): directly (`event_blocked_reason(side, card) !=
// "forbiden"`) or through a local copied from its result (`let blocked = …` then `blocked ==
// "canceled"`). Such a comparison never holds in play, and nothing else says so: validate says it
// (CW312) at the literal, with the value meant; a mistake in the declaration itself is CW402 there.
// The routine's own code is checked against its declaration too: a `return` of a text that is none
// of the values it declares (`return "canceld"`), or a function's `value:` giving one, is CW312 at
// the literal (no caller's comparison with it would ever hold); a routine that declares no values
// returns any text it likes.
// Each edit is checked after a clean validate filled the disk cache, then cold: both say the same.
import { afterAll, describe, expect, it } from "vitest";
import { validateCopies } from "../file-edits.js";

const { copy, validateEdited, remove } = validateCopies("cw-returned-values-");
afterAll(remove);

describe("validate with a misspelt text compared with what a routine declares it gives", () => {
  const ts = copy("twilight-struggle");
  const FILE = "procedures/playing-a-card.yaml";

  it("a local copied from its result (`blocked == \"canceled\"`), at the literal, with the value meant", { timeout: 300_000 }, () => {
    const lines = validateEdited(ts, "en", FILE, 'if blocked == "cancelled" {', 'if blocked == "canceled" {');
    expect(lines).toEqual([`${FILE}:104:21: error CW312: \`canceled\` is not a value \`blocked\` takes`, "    hint: did you mean `cancelled`?", "1 error, 0 warnings"]);
  });

  it("its call compared directly (`event_blocked_reason(side, card) != \"forbiden\"`), in English and Spanish; one near no value lists them", { timeout: 300_000 }, () => {
    const from = "event_blocked_reason(side, card) == none";
    const en = validateEdited(ts, "en", FILE, from, 'event_blocked_reason(side, card) != "forbiden"');
    expect(en).toEqual([`${FILE}:146:137: error CW312: \`forbiden\` is not a value \`event_blocked_reason\` gives`, "    hint: did you mean `forbidden`?", "1 error, 0 warnings"]);
    const es = validateEdited(ts, "es", FILE, from, 'event_blocked_reason(side, card) != "forbiden"');
    expect(es.slice(0, 2)).toEqual([`${FILE}:146:137: error CW312: \`forbiden\` no es un valor que dé \`event_blocked_reason\``, "    pista: ¿quisiste decir `forbidden`?"]);
    const far = validateEdited(ts, "en", FILE, from, '"embargoed" == event_blocked_reason(side, card)');
    expect(far.slice(0, 2)).toEqual([`${FILE}:146:101: error CW312: \`embargoed\` is not a value \`event_blocked_reason\` gives`, "    hint: its values: cancelled, forbidden, prerequisite"]);
  });

  it("a declaration naming no value set is CW402 at it; compared with a text it gives, or with none, nothing is said", { timeout: 300_000 }, () => {
    const unknown = validateEdited(ts, "en", FILE, declared, "returns: { type: string, values: blocking_reasons }");
    expect(unknown.slice(0, 2)).toEqual([expect.stringMatching(new RegExp(`^${FILE.replace(".", "\\.")}:159:\\d+: error CW402: unknown value set \`blocking_reasons\`$`)), expect.stringMatching(/^ {4}hint: /)]);
    const clean = validateEdited(ts, "en", FILE, "event_blocked_reason(side, card) == none", 'event_blocked_reason(side, card) in ["forbidden", "prerequisite"]', 0);
    expect(clean.join("\n")).toMatch(/^ok: .*, 0 warnings$/m);
  });

  const declared = "returns: { type: string, values: [cancelled, forbidden, prerequisite] }";
  const doBody = [
    "    do: |",
    '      if any(card.blocked_by, where: has_effect(it)) { return "cancelled" }',
    '      if forbidden(side, "event", card) { return "forbidden" }',
    '      if not prerequisite_met(card, side) { return "prerequisite" }',
    "      return none",
  ].join("\n");
  // The same routine written as a function's one expression: what it is, is what it gives.
  const valueBody = (forbidden: string) => `    value: 'if any(card.blocked_by, where: has_effect(it)) then "cancelled" else if forbidden(side, "event", card) then "${forbidden}" else if not prerequisite_met(card, side) then "prerequisite" else none'`;

  it("its own `return \"canceld\"`, at the literal, with the value meant; a far one lists them", { timeout: 300_000 }, () => {
    const own = validateEdited(ts, "en", FILE, '{ return "cancelled" }', '{ return "canceld" }');
    expect(own).toEqual([`${FILE}:161:63: error CW312: \`canceld\` is not a value \`event_blocked_reason\` gives`, "    hint: did you mean `cancelled`?", "1 error, 0 warnings"]);
    const far = validateEdited(ts, "en", FILE, '{ return "forbidden" }', '{ return "embargoed" }');
    expect(far.slice(0, 2)).toEqual([`${FILE}:162:50: error CW312: \`embargoed\` is not a value \`event_blocked_reason\` gives`, "    hint: its values: cancelled, forbidden, prerequisite"]);
  });

  it("a function's `value:` giving one in a branch of `if … then … else …`, at the literal", { timeout: 300_000 }, () => {
    const lines = validateEdited(ts, "en", FILE, doBody, valueBody("forbiden"));
    expect(lines).toEqual([`${FILE}:160:121: error CW312: \`forbiden\` is not a value \`event_blocked_reason\` gives`, "    hint: did you mean `forbidden`?", "1 error, 0 warnings"]);
  });

  it("nothing is said of its declared texts returned, of `none`, or of any text returned by a routine that declares no values", { timeout: 300_000 }, () => {
    const value = validateEdited(ts, "en", FILE, doBody, valueBody("forbidden"), 0);
    expect(value.join("\n")).toMatch(/^ok: .*, 0 warnings$/m);
    const undeclared = validateEdited(ts, "en", FILE, `${declared}\n${doBody}`, `returns: string\n${doBody.replace('return "cancelled"', 'return "canceld"')}`, 0);
    expect(undeclared.join("\n")).toMatch(/^ok: .*, 0 warnings$/m);
  });
});
