// The checker says a field read that what is read cannot have (CW311), where the fields are
// certain: of a card, a space or a group (a parameter or local of that kind, a declared id, a
// routine's value of that kind, `it` in a search over them), of data through its known objects. A record built in code, a value of any
// kind, a list and a map keyed by ids are not checked: no false alarm.
import { describe, expect, it } from "vitest";
import { checkProgram } from "../src/effects/checker.js";
import { termsOf, vocabularyFrom } from "../src/content/code.js";
import type { Callable, KnownFields, ValueType } from "../src/effects/vocabulary-types.js";
import { body } from "./effect-code.js";

const fields: KnownFields = {
  kinds: { card: ["id", "name", "side", "ops"], space: ["id", "name", "stability"], group: ["id", "name", "parent", "defcon"] },
  data: { rules: { hand: null, turns: { first: null, last: null }, scoring: { cards: null }, list: null } },
};
const names = new Map<string, ValueType>([["me", "side"], ["rules", "record"], ["cuba", "space"], ["blockade", "card"], ["this_card", "card"], ["x", "any"], ["military", "group"], ["political", "group"]]);
/** A game's function that gives a group (13 Days' `theatre_of`). */
const theatreOf: Callable = { name: "theatre_of", kind: "function", params: [{ name: "space", type: "space", doc: "" }], returns: "group", doc: "" };
const vocab = vocabularyFrom(names, new Set(), [theatreOf], termsOf({}), new Set(), fields);

/** The CW311 problems of code, as `field of what (hint)`, with `c` a card, `s` a space and `g` a group bound. */
function said(code: string): string[] {
  const problems = checkProgram(body(code), vocab, { locals: new Map<string, ValueType>([["c", "card"], ["s", "space"], ["g", "group"]]) });
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

  it("a group's known fields are clean, others said with the one meant: a parameter, an id, a routine's value, an item of a list of groups", () => {
    expect(said("let a = [g.defcon, g.parent, military.name, theatre_of(cuba).defcon, political.id]")).toEqual([]);
    expect(said("let a = g.defcom")).toEqual(["defcom of g (did you mean `defcon`?)"]);
    expect(said("let a = military.parnet")).toEqual(["parnet of military (did you mean `parent`?)"]);
    expect(said("let a = theatre_of(s).defocn")).toEqual(["defocn of theatre_of(…) (did you mean `defcon`?)"]);
    expect(said("let t = theatre_of(s)\nlet a = t.defcom")).toEqual(["defcom of t (did you mean `defcon`?)"]);
    expect(said("for t in [military, political] { let a = t.defcom }")).toEqual(["defcom of t (did you mean `defcon`?)"]);
    expect(said("let a = first([military, political], where: it.defcom == none)")).toEqual(["defcom of it (did you mean `defcon`?)"]);
    // (A list of groups and anything else: its items are of any kind.)
    expect(said("for t in [military, x] { let a = t.defcom }")).toEqual([]);
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
