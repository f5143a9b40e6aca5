// The checker says a field read that what is read cannot have (CW311), where the fields are
// certain: of a card or a space (a parameter or local of that kind, a declared id, `it` in a
// search over them), of data through its known objects. A record built in code, a value of any
// kind, a list and a map keyed by ids are not checked: no false alarm.
import { describe, expect, it } from "vitest";
import { checkProgram } from "../src/effects/checker.js";
import { termsOf, vocabularyFrom } from "../src/content/code.js";
import type { KnownFields, ValueType } from "../src/effects/vocabulary-types.js";
import { body } from "./effect-code.js";

const fields: KnownFields = {
  kinds: { card: ["id", "name", "side", "ops"], space: ["id", "name", "stability"] },
  data: { rules: { hand: null, turns: { first: null, last: null }, scoring: { cards: null }, list: null } },
};
const names = new Map<string, ValueType>([["me", "side"], ["rules", "record"], ["cuba", "space"], ["blockade", "card"], ["this_card", "card"], ["x", "any"]]);
const vocab = vocabularyFrom(names, new Set(), [], termsOf({}), new Set(), fields);

/** The CW311 problems of code, as `field of what (hint)`, with `c` a card and `s` a space bound. */
function said(code: string): string[] {
  const problems = checkProgram(body(code), vocab, { locals: new Map<string, ValueType>([["c", "card"], ["s", "space"]]) });
  return problems.filter((p) => p.code === "CW311").map((p) => `${p.args!.field} of ${p.args!.of} (${p.hint})`);
}

describe("field reads", () => {
  it("a card's and a space's known fields are clean, others said with the one meant", () => {
    expect(said("let a = c.ops + s.stability + cuba.stability + blockade.ops + this_card.name")).toEqual([]);
    expect(said("let a = c.opz")).toEqual(["opz of c (did you mean `ops`?)"]);
    expect(said("let a = cuba.stabilty")).toEqual(["stabilty of cuba (did you mean `stability`?)"]);
    expect(said("let a = this_card.zzzzzzzz")).toEqual(["zzzzzzzz of this_card (its fields: id, name, side, ops)"]);
  });

  it("`it` in a search over spaces is a space", () => {
    expect(said("let a = [cuba]\nlet b = select(a, where: it.stabilty > 1)")).toEqual(["stabilty of it (did you mean `stability`?)"]);
    expect(said("for t in [cuba] { let b = t.stability }")).toEqual([]);
  });

  it("data through its known objects, down to a value not known", () => {
    expect(said("let a = rules.hand + rules.turns.last")).toEqual([]);
    expect(said("let a = rules.hnad")).toEqual(["hnad of rules (did you mean `hand`?)"]);
    expect(said("let a = rules.turns.lats")).toEqual(["lats of rules.turns (did you mean `last`?)"]);
    // A typo said once, not again for what is read of it.
    expect(said("let a = rules.turnz.last")).toEqual(["turnz of rules (did you mean `turns`?)"]);
    // Below a value not known (a map keyed by ids, a list): not checked.
    expect(said("let a = rules.scoring.cards.anything + rules.list.x + rules.hand.y")).toEqual([]);
  });

  it("records built in code, values of any kind and a local named as data are not checked", () => {
    expect(said("let r = { a: 1 }\nlet b = r.zzz + x.zzz + get(rules, \"hand\").zzz")).toEqual([]);
    expect(said("let rules = { a: 1 }\nlet b = rules.zzz")).toEqual([]);
    // A local once a card, then something else: any kind.
    expect(said("let k = blockade\nlet k = x\nlet b = k.zzz")).toEqual([]);
  });

  it("with no fields known, nothing is checked", () => {
    const bare = vocabularyFrom(names, new Set(), [], termsOf({}));
    expect(checkProgram(body("let a = cuba.zzz + rules.zzz"), bare).filter((p) => p.code === "CW311")).toEqual([]);
  });
});
