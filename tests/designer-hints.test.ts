// What a designer reads after the usual slips in a card: a misspelt field or effect id is answered
// with the name they meant, and a missing field with what it is for, on a card of an era file and
// on a card a variant adds alike (their schema reaches the card's fields through a `$ref`).
import { describe, expect, it } from "vitest";
import { loadWithEdits } from "./helpers.js";

const variant = (card: string) =>
  `id: my_variant\nkind: variant\nname: My variant\ndescription: One more card.\ncards:\n  add:\n${card}`;
const myCard = (fields: Partial<Record<string, string>>) => {
  const all: Record<string, string> = {
    id: "my_card", number: "112", name: "My Card", ops: "2", side: "neutral", era: "mid", kind: "event",
    removed_after_event: "true", optional: "false", text: "The player gains 1 VP.",
    event: "\"vp(me, 1)\\nstart_effect(my_boost)\"",
    effects: "[{ id: my_boost, duration: turn, modifiers: [{ kind: ops, side: owner, amount: 1 }] }]",
    ...fields,
  } as Record<string, string>;
  const lines = Object.entries(all).filter(([, v]) => v !== undefined);
  return lines.map(([k, v], i) => `${i === 0 ? "    - " : "      "}${k}: ${v}\n`).join("");
};
const withVariant = (card: string) => loadWithEdits({
  "game.yaml": (t) => t.replace("  - variants/chinese-civil-war.yaml\n", "  - variants/chinese-civil-war.yaml\n  - variants/my-variant.yaml\n"),
  "variants/my-variant.yaml": variant(card),
});
const errors = (r: ReturnType<typeof loadWithEdits>) => r.diagnostics.filter((d) => d.severity === "error");

describe("a designer's slips in a card", () => {
  it("the variant's card as written loads without an error", () => {
    expect(errors(withVariant(myCard({})))).toEqual([]);
  });

  it("a misspelt field of a variant's card: did you mean the field, and what the missing one is for", () => {
    const r = withVariant(myCard({ removed_after_event: undefined, removed_after_evnt: "true" }));
    const unknown = errors(r).find((d) => d.code === "CW201")!;
    expect(unknown.message).toBe("unknown property `removed_after_evnt` in card `my_card`");
    expect(unknown.hint).toBe("did you mean `removed_after_event`?");
    expect(unknown.file).toBe("variants/my-variant.yaml");
    const missing = errors(r).find((d) => d.code === "CW202")!;
    expect(missing.hint).toBe("add `removed_after_event:` (The asterisk: removed from the game after its event)");
  });

  it("a misspelt field of a card in an era file: the same hints", () => {
    const r = loadWithEdits({ "cards/early-war.yaml": (t) => t.replace("removed_after_event: true", "removed_after_evnt: true") });
    expect(errors(r).map((d) => [d.code, d.file, d.hint])).toEqual([
      ["CW202", "cards/early-war.yaml", "add `removed_after_event:` (The asterisk: removed from the game after its event)"],
      ["CW201", "cards/early-war.yaml", "did you mean `removed_after_event`?"],
    ]);
  });

  it("a misspelt effect id in start_effect: did you mean the declared effect", () => {
    const r = withVariant(myCard({ event: "\"vp(me, 1)\\nstart_effect(my_bost)\"" }));
    const e = errors(r);
    expect(e.map((d) => [d.code, d.message, d.hint])).toEqual([["CW302", "unknown effect `my_bost`", "did you mean `my_boost`?"]]);
    expect(e[0]!.file).toBe("variants/my-variant.yaml");
  });

  it("an effect id that is nothing like a declared one keeps the hint on where effects are declared", () => {
    const r = withVariant(myCard({ event: "\"vp(me, 1)\\nstart_effect(zzqx_never)\"" }));
    expect(errors(r).map((d) => d.hint)).toEqual(["effects are declared under a card's `effects:`"]);
  });

  it("a value of the wrong type: what to write, and what is written there", () => {
    const r = withVariant(myCard({ ops: "two", optional: "no way" }));
    expect(errors(r).map((d) => [d.code, d.message, d.hint, d.start.line])).toEqual([
      ["CW204", "card `my_card`: `ops` must be a whole number", "write a whole number; here it is `two`", 10],
      ["CW204", "card `my_card`: `optional` must be true or false", "write true or false; here it is `no way`", 15],
    ]);
  });
});
