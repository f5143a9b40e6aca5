// `cardwright validate` on a copy of Twilight Struggle with a misspelt text compared with what a
// routine gives, where the routine declares the only texts it gives (`returns: { type: string,
// values: [...] }`, as event_blocked_reason does): directly (`event_blocked_reason(side, card) !=
// "forbiden"`) or through a local copied from its result (`let blocked = …` then `blocked ==
// "canceled"`). Such a comparison never holds in play, and nothing else says so: validate says it
// (CW312) at the literal, with the value meant; a mistake in the declaration itself is CW402 there.
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
    const declared = "returns: { type: string, values: [cancelled, forbidden, prerequisite] }";
    const unknown = validateEdited(ts, "en", FILE, declared, "returns: { type: string, values: blocking_reasons }");
    expect(unknown.slice(0, 2)).toEqual([expect.stringMatching(new RegExp(`^${FILE.replace(".", "\\.")}:159:\\d+: error CW402: unknown value set \`blocking_reasons\`$`)), expect.stringMatching(/^ {4}hint: /)]);
    const clean = validateEdited(ts, "en", FILE, "event_blocked_reason(side, card) == none", 'event_blocked_reason(side, card) in ["forbidden", "prerequisite"]', 0);
    expect(clean.join("\n")).toMatch(/^ok: .*, 0 warnings$/m);
  });
});
