// A variant's (or option's) `cards: add:` brings new cards. An id the game has already used to
// replace that card without a word; it is an error at the id in the overlay's file, which says how
// to change a card (`cards: change:`) or replace it (`cards: remove:` too). A card the same overlay
// takes out and adds again is the replacement it asks for. (The error itself, as validate prints
// it, is a case of the bad-input corpus: variant-adds-existing-card.)
import { describe, expect, it } from "vitest";
import { editableContent } from "../helpers.js";
import { loadContent } from "../../src/content/load.js";

const dir = "cards/twilight-struggle";
const VARIANT = "variants/chinese-civil-war.yaml";
const selection = { scenario: "standard", variants: ["chinese_civil_war"], options: [] as string[] };
const fidel = `    - { id: fidel, number: 8, name: Fidel, ops: 3, side: ussr, era: early, kind: event,
        removed_after_event: true, optional: false, text: Fidel again., event: "vp(me, 1)" }\n`;

describe("an overlay's `cards: add:`", () => {
  it("with an id the game has: an error at the id, saying how to change or replace the card", () => {
    const { read, edit } = editableContent(dir);
    edit(VARIANT, /$/, `cards:\n  add:\n${fidel}`);
    const r = loadContent(read, dir, selection);
    const line = read(VARIANT)!.split("\n").findIndex((l) => l.includes("id: fidel")) + 1;
    const errors = r.diagnostics.filter((d) => d.severity === "error");
    expect(errors.map((d) => `${d.code} ${d.file}:${d.start.line}:${d.start.column} ${d.message}`)).toEqual([`CW401 ${VARIANT}:${line}:13 card \`fidel\` exists already (in cards/early-war.yaml)`]);
    expect(errors[0]!.hint).toContain("`cards: change:`");
    expect(errors[0]!.hint).toContain("`cards: remove:`");
    expect(r.content).toBeNull();
  });

  it("with an id the same overlay removes: the card is replaced, without a problem", () => {
    const { read, edit } = editableContent(dir);
    edit(VARIANT, /$/, `cards:\n  remove: [fidel]\n  add:\n${fidel}`);
    const r = loadContent(read, dir, selection);
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const card = r.content!.composed.cards.filter((c) => c.data.id === "fidel");
    expect(card.map((c) => [c.source.path, (c.data as { ops?: number }).ops])).toEqual([[VARIANT, 3]]);
  });
});
