// careful takes a state's danger depth for the states after answers that changed nothing the game
// declares (src/bots/lookahead.ts) only when the game's dangers just read the game: a danger that
// rolls a die or picks at random, even deep in a function it calls, draws from the game's random
// generator, and skipping it would change every draw after it (the game would no longer be the one
// its seed and moves made).
import { describe, expect, it } from "vitest";
import { requireContent } from "../../src/content/load-dir.js";
import { compileGame, sameReads, type CodeDeclarations, type Declarations, type RoutineDecl, type State } from "../../src/kernel/index.js";
import { body, expr } from "../effect-code.js";

const fn = (name: string, code: string, asName = false): RoutineDecl => ({ name, kind: "function", params: [{ name: "side", type: "side", default: null, optional: true }], asName, origin: "t", doc: "", body: body(code) });

/** A one-track, two-pile game whose danger is `when` (with these functions), compiled. */
function gameWithDanger(when: string, routines: RoutineDecl[]) {
  const d: Declarations = {
    id: "t", name: "T", sides: [{ id: "red", name: "Red" }, { id: "blue", name: "Blue" }],
    tracks: [{ id: "heat", name: "Heat", perSide: true, min: 0, max: 9, start: 0 }],
    variables: [{ id: "alarm", start: false, doc: "" }, { id: "round", start: 0, doc: "" }, { id: "playing", start: "red", doc: "" }], pieces: [], groups: [], spaces: [],
    piles: [{ id: "deck", name: "Deck", perSide: false, visibility: "hidden" }, { id: "hand", name: "Hand", perSide: true, visibility: "owner" }],
    cards: [], effects: [], hooks: [], data: {},
  };
  const code: CodeDeclarations = {
    routines, constants: {}, endConditions: [], invariants: [], entries: [], moments: {}, activeVariable: "playing", startedAtVariable: null,
    start: null,
    positions: { aliases: {}, start: null, prepare: null, defaultEntry: null },
    bots: { evaluation: [], danger: [{ id: "burn", when: expr(when), depth: expr("track(heat, side: me)"), origin: "t" }], score: null, progress: null, plays: null, pools: [] },
  };
  return compileGame(d, code);
}

const readsOnly = (when: string, routines: RoutineDecl[]) => gameWithDanger(when, routines).bots!.dangerReadsOnly;
const reads = (when: string, routines: RoutineDecl[] = []) => gameWithDanger(when, routines).bots!.dangerReads;

describe("a game's dangers count as only reading it when no die or random pick is in them", () => {
  it("a danger of track reads through functions only reads", () => {
    expect(readsOnly("too_hot(me)", [fn("too_hot", "return track(heat, side: side) > limit()"), fn("limit", "return 5")])).toBe(true);
  });

  it("a die or a random pick in the danger, or in a function it calls at any depth or by a bare name, draws", () => {
    expect(readsOnly("roll_die() > track(heat, side: me)", [])).toBe(false);
    expect(readsOnly("too_hot(me)", [fn("too_hot", "return track(heat, side: side) > limit()"), fn("limit", "return roll_die(6)")])).toBe(false);
    expect(readsOnly("too_hot(me)", [fn("too_hot", "if track(heat, side: side) > 3 { return luck > 2 }\nreturn false"), fn("luck", "return random([1, 2, 3])", true)])).toBe(false);
  });

  it("a modifier's conditions, evaluated by `forbidden`, may draw", () => {
    expect(readsOnly("forbidden(me, \"cool\")", [])).toBe(false);
  });

  it("13 Days' nuclear war only reads the game: its DEFCON tracks, the flags and the kept agendas", () => {
    const g = requireContent(new URL("../../cards/thirteen-days", import.meta.url).pathname).game;
    expect(g.bots!.dangerReadsOnly).toBe(true);
    const agenda = g.pile.get("agenda")!.offset;
    expect(g.bots!.dangerReads).toEqual({ tracks: true, vars: [g.variable.get("flags")], piles: [agenda, agenda + 1] });
  });
});

// What the dangers read is what careful compares between a state and the states after its answers,
// to take the first's depth for the others: a part left out would let a changed danger pass unseen.
describe("what a game's dangers read of a state", () => {
  it("tracks, the variables named (the active side's one for `active`) and the piles named, through functions", () => {
    const g = gameWithDanger("hot(me) and alarm", [fn("hot", "return count(cards(hand, side)) > track(heat, side: side)")]);
    expect(g.bots!.dangerReads).toEqual({ tracks: true, vars: [0], piles: [g.pile.get("hand")!.offset, g.pile.get("hand")!.offset + 1] });
    // (Every danger here reads the track: its depth is `track(heat, side: me)`.)
    expect(reads("active == me")).toEqual({ tracks: true, vars: [g.variable.get("playing")], piles: [] });
  });

  it("any pile when the pile is not named in the code (a local, a parameter)", () => {
    expect(reads("full(me, deck)", [{ ...fn("full", "return count(cards(where)) > 3"), params: [{ name: "side", type: "side", default: null, optional: false }, { name: "where", type: "pile", default: null, optional: false }] }])?.piles).toBe("all");
    expect(reads("full(me)", [fn("full", "let deck = hand\nreturn count(cards(deck, side)) > 3")])?.piles).toBe("all");
  });

  it("not known (null) when a built-in does not say what it reads", () => {
    expect(reads("location(\"x\") == deck")).toBeNull();
    expect(reads("hot(me)", [fn("hot", "return has_effect(\"burning\")")])).toBeNull();
  });
});

describe("two states compared on what the dangers read", () => {
  // Only the parts compared: tracks, variables, piles.
  const state = (tracks: number[], vars: unknown[], piles: string[][]) => ({ tracks, vars, piles }) as unknown as State;
  const base = state([1, 2], ["red", false], [["a", "b"], ["c"]]);
  const reading = { tracks: true, vars: [1], piles: [1] };

  it("the same where they read, whatever changed elsewhere", () => {
    expect(sameReads(reading, base, state([1, 2], ["blue", false], [["b"], ["c"]]))).toBe(true);
  });

  it("not the same when a track, a variable read or a pile read differs (its order included)", () => {
    expect(sameReads(reading, base, state([1, 3], ["red", false], [["a", "b"], ["c"]]))).toBe(false);
    expect(sameReads(reading, base, state([1, 2], ["red", true], [["a", "b"], ["c"]]))).toBe(false);
    expect(sameReads(reading, base, state([1, 2], ["red", false], [["a", "b"], ["c", "d"]]))).toBe(false);
    expect(sameReads({ ...reading, piles: "all" }, base, state([1, 2], ["red", false], [["b", "a"], ["c"]]))).toBe(false);
  });
});
