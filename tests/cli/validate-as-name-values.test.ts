// `cardwright validate` on a copy of Twilight Struggle with a misspelt text compared with a routine
// written as a bare name (`as_name: true`): `era` gives the current era's id and declares its texts
// (`returns: { type: string, values: { data: rules.turns.eras, key: id } }`), so `if era == "lat"`
// in a card's event, which never holds in play, is CW312 at the literal with the value meant, as
// for a call of a routine (validate-returned-values.test.ts). A local or a parameter of that name
// is not the routine: compared with any text, nothing is said of it.
// Each edit is checked after a clean validate filled the disk cache, then cold: both say the same.
import { afterAll, describe, expect, it } from "vitest";
import { validateCopies } from "../file-edits.js";

const { copy, validateEdited, remove } = validateCopies("cw-as-name-values-");
afterAll(remove);

describe("validate with a misspelt text compared with a routine written as a bare name", () => {
  const ts = copy("twilight-struggle");
  const FILE = "cards/early-war.yaml";
  const EVENT = "    event: score(asia)";
  const planted = (code: string) => `    event: '${code}'`;

  it("`era == \"lat\"` in a card's event, at the literal, with the value meant; in Spanish; beside `in [...]` and a local copied from it", { timeout: 300_000 }, () => {
    const en = validateEdited(ts, "en", FILE, EVENT, planted('if era == "lat" { score(asia) }'));
    expect(en).toEqual([`${FILE}:12:23: error CW312: \`lat\` is not a value \`era\` gives`, "    hint: did you mean `late`?", "1 error, 0 warnings"]);
    const es = validateEdited(ts, "es", FILE, EVENT, planted('if "lat" != era { score(asia) }'));
    expect(es.slice(0, 2)).toEqual([`${FILE}:12:16: error CW312: \`lat\` no es un valor que dé \`era\``, "    pista: ¿quisiste decir `late`?"]);
    const listed = validateEdited(ts, "en", FILE, EVENT, planted('if era in ["mid", "erly"] { score(asia) }'));
    expect(listed).toEqual([`${FILE}:12:31: error CW312: \`erly\` is not a value \`era\` gives`, "    hint: did you mean `early`?", "1 error, 0 warnings"]);
    const copied = validateEdited(ts, "en", FILE, EVENT, planted('let now = era; if now == "midd" { score(asia) }'));
    expect(copied).toEqual([`${FILE}:12:38: error CW312: \`midd\` is not a value \`now\` takes`, "    hint: did you mean `mid`?", "1 error, 0 warnings"]);
  });

  it("`era == \"lat\"` in a procedure's code, at the literal; after a loop whose variable was named `era`, the name is the routine again", { timeout: 300_000 }, () => {
    const PROCEDURES = "procedures/playing-a-card.yaml";
    const own = validateEdited(ts, "en", PROCEDURES, 'if blocked == "cancelled" {', 'if blocked == "cancelled" or era == "lat" {');
    expect(own).toEqual([`${PROCEDURES}:104:43: error CW312: \`lat\` is not a value \`era\` gives`, "    hint: did you mean `late`?", "1 error, 0 warnings"]);
    const after = validateEdited(ts, "en", FILE, EVENT, planted('for era in [1, 2] { if era == "lat" { score(asia) } }; if era == "lat" { score(asia) }'));
    expect(after).toEqual([`${FILE}:12:78: error CW312: \`lat\` is not a value \`era\` gives`, "    hint: did you mean `late`?", "1 error, 0 warnings"]);
  });

  it("nothing is said of `era` compared with a text it gives, nor of a local named `era` (a loop's variable, a `let`) compared with any text", { timeout: 300_000 }, () => {
    const right = validateEdited(ts, "en", FILE, EVENT, planted('if era == "late" or era in ["early", "mid"] { score(asia) }'), 0);
    expect(right.join("\n")).toMatch(/^ok: .*, 0 warnings$/m);
    const local = validateEdited(ts, "en", FILE, EVENT, planted('for era in [1, 2] { if era == "lat" { score(asia) } }; let era = turn; if era == "lat" or "erly" != era { score(asia) }'), 0);
    expect(local.join("\n")).toMatch(/^ok: .*, 0 warnings$/m);
  });
});
