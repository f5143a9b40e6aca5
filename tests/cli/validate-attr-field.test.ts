// `cardwright validate` on a copy of Twilight Struggle with a misspelt field read by name,
// `attr(x, "field")`: the kernel's read of `x.field`, so a field written as a literal is checked
// as that read is (CW311 at the literal, with the field meant), and a text compared with it as the
// field's (CW312). Where the code does not know what `x` is (a turn number, a local), the field
// must be one some card, country or region has: else it reads as none in every game.
// Each edit is checked after a clean validate filled the disk cache, then cold: both say the same.
import { afterAll, describe, expect, it } from "vitest";
import { validateCopies } from "../file-edits.js";

const { copy, validateEdited, remove } = validateCopies("cw-attr-field-");
afterAll(remove);

describe("validate with a misspelt field given to `attr` as a literal", () => {
  const ts = copy("twilight-struggle");
  const FILE = "cards/early-war.yaml";
  const EVENT = "    event: score(asia)";
  const planted = (code: string) => `    event: '${code}'`;

  it("of a card or a region, at the literal, with the field meant, as `x.field` is; a text compared with a field of closed values", { timeout: 300_000 }, () => {
    const card = validateEdited(ts, "en", FILE, EVENT, planted('if attr(this_card, "opps") > 2 { score(asia) }'));
    expect(card).toEqual([`${FILE}:12:32: error CW311: \`opps\` is not a field of \`this_card\``, "    hint: did you mean `ops`?", "1 error, 0 warnings"]);
    const region = validateEdited(ts, "en", FILE, EVENT, planted('if attr(asia, "stabilty") == 1 { score(asia) }'));
    expect(region).toEqual([`${FILE}:12:27: error CW311: \`stabilty\` is not a field of \`asia\``, "    hint: its fields: id, name, parent", "1 error, 0 warnings"]);
    const kind = validateEdited(ts, "en", FILE, EVENT, planted('if attr(this_card, "kind") == "scorng" { score(asia) }'));
    expect(kind).toEqual([`${FILE}:12:43: error CW312: \`scorng\` is not a value \`kind\` takes`, "    hint: did you mean `scoring`?", "1 error, 0 warnings"]);
  });

  it("of what the code does not know, a field no card, country or region has, in the reader's language", { timeout: 300_000 }, () => {
    const en = validateEdited(ts, "en", FILE, EVENT, planted('let x = turn; if attr(x, "stabilty") == 1 { score(asia) }'));
    expect(en).toEqual([`${FILE}:12:38: error CW311: no cards, countries or regions have a field \`stabilty\``, "    hint: did you mean `stability`?", "1 error, 0 warnings"]);
    const es = validateEdited(ts, "es", FILE, EVENT, planted('let x = turn; if attr(x, "stabilty") == 1 { score(asia) }'));
    expect(es.slice(0, 2)).toEqual([`${FILE}:12:38: error CW311: \`stabilty\` no es un campo de cartas, países ni regiones`, "    pista: ¿quisiste decir `stability`?"]);
    const far = validateEdited(ts, "en", FILE, EVENT, planted('if attr(turn, "zzqq") == 1 { score(asia) }'));
    expect(far[0]).toBe(`${FILE}:12:27: error CW311: no cards, countries or regions have a field \`zzqq\``);
    expect(far[1]).toMatch(/^ {4}hint: the fields they have: id, name, side, .*\bstability\b/);
  });

  it("nothing is said of a field the thing has, of one some thing has where the thing is not known, nor of a field the code computes", { timeout: 300_000 }, () => {
    const right = validateEdited(ts, "en", FILE, EVENT, planted('let x = turn; let f = "opps"; if attr(this_card, "ops") > 2 and attr(asia, "parent") == none and attr(x, "stability") == 1 and attr(this_card, f) == 1 and attr(this_card, "kind") == "scoring" { score(asia) }'), 0);
    expect(right.join("\n")).toMatch(/^ok: .*, 0 warnings$/m);
  });
});
