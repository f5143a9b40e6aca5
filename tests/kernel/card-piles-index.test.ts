// Where a card is comes from an index of the piles kept beside them (builtins/cards.ts): a move must
// still take the card from where it really is when the piles were changed from outside the kernel
// (a bot's determinized copy, a test arranging a position) after the index was made. The index is
// made for piles asked about several times in a row (the state being played): before that a card is
// looked for in each pile, so each case asks first until it is made, and is asked once more on piles
// that never had one.
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { requireContent } from "../../src/content/load-dir.js";
import { locate, moveCard, newGame, takeOut } from "../../src/kernel/index.js";

const game = requireContent(resolve(import.meta.dirname, "../../cards/thirteen-days"), {}).game;

describe("a card's pile", () => {
  it("is found where it is after the piles were changed from outside, and the move loses no other card", () => {
    const s = newGame(game, { seed: 7 });
    const rt = { g: game, s };
    const from = s.piles.findIndex((p) => p.length >= 2);
    const to = s.piles.findIndex((p, i) => i !== from);
    const card = s.piles[from]![0]!;
    for (let i = 0; i < 8; i++) expect(locate(rt, card)?.pile).toBe(from); // the index is made here
    // Moved by hand, outside the kernel.
    s.piles[from]!.splice(0, 1);
    s.piles[to]!.push(card);
    const before = s.piles.flat().sort();
    expect(locate(rt, card)?.pile).toBe(to);
    const target = s.piles.findIndex((_, i) => i !== from && i !== to);
    moveCard(rt, card, target);
    expect(s.piles[target]).toContain(card);
    expect(s.piles.flat().sort()).toEqual(before);
  });

  it("is found in a pile it was put into from outside after the index knew it in no pile", () => {
    const s = newGame(game, { seed: 7 });
    const rt = { g: game, s };
    const from = s.piles.findIndex((p) => p.length >= 1);
    const to = s.piles.findIndex((_, i) => i !== from);
    const card = s.piles[from]![0]!;
    for (let i = 0; i < 8; i++) locate(rt, card); // the index is made
    takeOut(rt, card); // and knows the card in no pile
    expect(locate(rt, card)).toBeNull();
    s.piles[to]!.push(card); // put back by hand, outside the kernel
    expect(locate(rt, card)?.pile).toBe(to);
    const target = s.piles.findIndex((_, i) => i !== from && i !== to);
    moveCard(rt, card, target);
    expect(s.piles.flat().filter((c) => c === card)).toEqual([card]);
    expect(s.piles[target]).toContain(card);
  });

  it("is found by looking in each pile on piles asked about once (a copy's, before an index is worth making)", () => {
    const s = newGame(game, { seed: 7 });
    s.piles.forEach((pile, i) => {
      for (const card of pile) expect(locate({ g: game, s: { ...s, piles: s.piles.map((p) => p.slice()) } }, card)).toEqual({ pile: i, at: pile.indexOf(card) });
    });
    const card = s.piles.find((p) => p.length)![0]!;
    takeOut({ g: game, s }, card);
    expect(locate({ g: game, s: { ...s, piles: s.piles.map((p) => p.slice()) } }, card)).toBeNull();
  });
});
