// The kernel on the toy game (toy-game.ts).
import { describe, expect, it } from "vitest";
import { apply, applyInPlace, askAgain, newGame, pileCards, piecesAt, piecesIndex, rigDice, trackIndex, trackValue } from "../../src/kernel/index.js";
import { body, expr, toy } from "./toy-game.js";

describe("kernel on a toy game", () => {
  it("deals, asks, applies moves and ends", () => {
    const g = toy();
    let s = newGame(g, { seed: 3 });
    expect(s.pending).toHaveLength(1);
    expect(s.pending[0]!.player).toBe("red");
    expect(s.pending[0]!.kind).toBe("play_card");
    expect(s.pending[0]!.options).toHaveLength(2);
    expect(s.pending[0]!.args).toEqual({ left: 2 });
    let guard = 0;
    let redPlaces = 0;
    while (!s.result && guard++ < 50) {
      const d = s.pending[0]!;
      // Red places on A, then B; blue always on A.
      const choice = d.kind === "place" && d.player === "red" && redPlaces++ === 1 ? "b" : d.options[0]!;
      s = apply(g, s, { player: d.player, choice });
    }
    expect(s.result?.reason).toBe("points");
    expect(s.log.filter((l) => l.k === "placed")).toHaveLength(4);
    // Cap 2 per space and a supply of 3: red placed 2 on A, then only 1 on B.
    const placed = s.log.filter((l) => l.k === "placed" && l.a?.side === "red").map((l) => l.a?.n);
    expect(placed).toEqual([2, 1]);
  });

  it("gives a function's optional parameter its default on each call that leaves it out, after calls that gave it", () => {
    const plus = { name: "plus", kind: "function" as const, asName: false, origin: "t", doc: "",
      params: [{ name: "x", type: "number", default: null, optional: false }, { name: "by", type: "number", default: expr("10"), optional: true }],
      // Two statements: a real call (with a pooled frame), not compiled in place.
      body: body("let y = x + by\nreturn y") };
    const g = toy('log("sums", { a: plus(1, 2), b: plus(1), c: plus(5, by: 1), d: plus(3) })\ndeal()\nlet c = pick(red, cards(hand, red), "play_card")', { plus });
    expect(newGame(g, { seed: 1 }).log.at(0)?.a).toEqual({ a: 3, b: 11, c: 6, d: 13 });
  });

  it("reads each game's own attributes when several games are compiled in one process (the editor compiles a new one after each edit)", () => {
    // Ids read at run time (not folded while compiling, as `a.value` would be).
    const start = 'let ids = [a, b, one, two]\nlog("values", { v: map(ids, to: it.value), w: map(ids, to: it.value * 1) })\ndeal()\nlet c = pick(red, cards(hand, red), "play_card")';
    const first = toy(start);
    const read = (g: ReturnType<typeof toy>) => newGame(g, { seed: 1 }).log.at(0)?.a;
    expect(read(first)).toEqual({ v: [2, 1, 1, 2], w: [2, 1, 1, 2] });
    const edited = toy(start, {}, undefined, (d) => {
      d.spaces[0]!.attrs = { value: 7 };
      d.cards[0]!.attrs = { value: 9 };
    });
    expect(read(edited)).toEqual({ v: [7, 1, 9, 2], w: [7, 1, 9, 2] });
    expect(read(first)).toEqual({ v: [2, 1, 1, 2], w: [2, 1, 1, 2] });
  });

  it("refuses an illegal move and leaves the state as it was", () => {
    const g = toy();
    const s = newGame(g, { seed: 3 });
    const before = JSON.stringify(s);
    expect(() => apply(g, s, { player: "blue", choice: "one" })).toThrow(/waiting for red \(play_card\)/);
    expect(() => applyInPlace(g, s, { player: "red", choice: "nope" })).toThrow(/not an option/);
    expect(JSON.stringify(s)).toBe(before);
    void rigDice;
  });

  it("asks a pending decision again, with its options worked out anew, after a tool changed the state by hand", () => {
    const g = toy();
    const s = newGame(g, { seed: 3 });
    const [asked] = s.pending;
    // A tool (a replay rigging a hand) hands one of blue's cards to red: the question still offers the old hand.
    const card = pileCards(g, s, "hand", "blue").shift()!;
    pileCards(g, s, "hand", "red").push(card);
    expect(s.pending[0]!.options).not.toContain(card);
    askAgain(g, s);
    expect(s.pending).toHaveLength(1);
    expect([...s.pending[0]!.options].sort()).toEqual([...asked!.options, card].sort());
    expect(s.pending[0]!.args).toEqual({ left: 3 });
    const after = apply(g, s, { player: "red", choice: card });
    expect(pileCards(g, after, "hand", "red")).not.toContain(card);
    expect(trackValue(g, after, "score", "red")).toBe(g.card.get(card)!.attrs.value);
  });

  it("asks both sides of a simultaneous decision again, until one of them has answered", () => {
    const g = toy(`
      deal()
      let picks = pick_each({ red: cards(hand, red), blue: cards(hand, blue) }, "secret_card")
      log("picked", picks)`);
    const s = newGame(g, { seed: 3 });
    const card = pileCards(g, s, "hand", "blue").shift()!;
    pileCards(g, s, "hand", "red").push(card);
    askAgain(g, s);
    expect(s.pending.map((d) => [d.player, d.options.length])).toEqual([["red", 3], ["blue", 1]]);
    const after = apply(g, s, { player: "red", choice: card });
    expect(() => askAgain(g, after)).toThrow(/already answered/);
    const done = apply(g, after, { player: "blue", choice: after.pending[0]!.options[0]! });
    expect(done.log.find((l) => l.k === "picked")?.a).toMatchObject({ red: card });
  });

  it("refuses to ask again when nothing is pending", () => {
    const g = toy();
    const s = newGame(g, { seed: 3 });
    s.pending = [];
    expect(() => askAgain(g, s)).toThrow(/no decision is pending/);
  });

  it("says where a track value and a side's pieces lie, for tools that set them by hand", () => {
    const g = toy();
    const s = newGame(g, { seed: 3 });
    s.tracks[trackIndex(g, "score", "blue")] = 7;
    s.pieces[piecesIndex(g, "b", "blue", "cubes")] = 2;
    expect([trackValue(g, s, "score", "blue"), trackValue(g, s, "score", "red")]).toEqual([7, 0]);
    expect([piecesAt(g, s, "b", "blue"), piecesAt(g, s, "b", "red"), piecesAt(g, s, "a", "blue")]).toEqual([2, 0, 0]);
    expect(piecesIndex(g, "nowhere", "blue")).toBe(-1);
  });
});
