// A tiny game declared in code, to exercise the kernel without any real game's content.
import { describe, expect, it } from "vitest";
import { parseProgram, parseExpression } from "../../src/effects/parse.js";
import { apply, applyInPlace, askAgain, compileGame, newGame, pileCards, piecesAt, piecesIndex, rigDice, trackIndex, trackValue, type CodeDeclarations, type Declarations, type RoutineDecl } from "../../src/kernel/index.js";

const body = (t: string) => {
  const r = parseProgram(t);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.body;
};
const expr = (t: string) => {
  const r = parseExpression(t);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** The toy game; `start`: other start code (the default deals and plays two rounds). */
function toy(start?: string) {
  const d: Declarations = {
    id: "toy", name: "Toy",
    sides: [{ id: "red", name: "Red" }, { id: "blue", name: "Blue" }],
    tracks: [{ id: "score", name: "Score", perSide: true, min: 0, max: 10, start: 0 }],
    variables: [{ id: "round", start: 0, doc: "" }, { id: "active_side", start: "red", doc: "" }],
    pieces: [{ id: "cubes", name: "Cubes", capPerSpace: 2, supply: 3 }],
    groups: [{ id: "north", name: "North", parent: null, colour: null, attrs: {} }],
    spaces: [
      { id: "a", name: "A", groups: ["north"], adjacent: ["b"], homeOf: null, position: null, attrs: { value: 2 } },
      { id: "b", name: "B", groups: [], adjacent: ["a"], homeOf: null, position: null, attrs: { value: 1 } },
    ],
    piles: [{ id: "deck", name: "Deck", perSide: false, visibility: "hidden" }, { id: "hand", name: "Hand", perSide: true, visibility: "owner" }],
    cards: ["one", "two", "three", "four"].map((id, i) => ({ id, name: id, side: "none", attrs: { value: i + 1 }, event: null, prerequisite: null, blockedBy: [], special: false })),
    effects: [],
    hooks: [],
    data: {},
  };
  const routines: RoutineDecl[] = [
    { name: "deal", kind: "procedure", params: [], asName: false, origin: "t", doc: "", body: body(`
      for c in [one, two, three, four] { move_card(c, deck) }
      shuffle(deck)
      let n = 0
      while n < 2 {
        for s in sides() { move_card(first(cards(deck)), hand, side: s) }
        let n = n + 1
      }`) },
    { name: "worth", kind: "function", params: [{ name: "card", type: "card", default: null, optional: false }], asName: false, origin: "t", doc: "", body: body("return card.value * 1") },
    { name: "play_round", kind: "procedure", params: [{ name: "side", type: "side", default: null, optional: false }], asName: false, origin: "t", doc: "", body: body(`
      set(active_side, side)
      let c = pick(side, cards(hand, side), "play_card", args: { left: count(cards(hand, side)) })
      move_card(c, deck)
      move_track(score, worth(c), side: side)
      let where = pick(side, spaces(where: it.value >= 1), "place", auto: true)
      let added = move_pieces(where, side, 5)
      log("placed", { side: side, space: where, n: added })
      return added`) },
  ];
  const code: CodeDeclarations = {
    routines, constants: {}, endConditions: [{ when: expr("track(score, side: red) >= 10"), winner: expr("red"), reason: "score", text: "track(score, side: red) >= 10", origin: "t" }],
    start: { body: body(start ?? `
      deal()
      while round < 2 {
        set(round, round + 1)
        for s in sides() { let got = play_round(s) }
      }
      let best = sort_by(sides(), key: track(score, side: it), descending: true)
      game_over(winner: item(best, 0), reason: "points")`), origin: "t" },
    entries: [], moments: {}, activeVariable: "active_side", startedAtVariable: "round", invariants: [],
    positions: { aliases: {}, start: null, prepare: null, defaultEntry: null },
  };
  return compileGame(d, code);
}

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

  it("refuses an illegal move and leaves the state as it was", () => {
    const g = toy();
    const s = newGame(g, { seed: 3 });
    const before = JSON.stringify(s);
    expect(() => apply(g, s, { player: "blue", choice: "one" })).toThrow(/red's/);
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
