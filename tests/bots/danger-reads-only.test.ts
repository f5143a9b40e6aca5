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
function gameWithDanger(when: string, routines: RoutineDecl[], effects: Declarations["effects"] = []) {
  const d: Declarations = {
    id: "t", name: "T", sides: [{ id: "red", name: "Red" }, { id: "blue", name: "Blue" }],
    tracks: [{ id: "heat", name: "Heat", perSide: true, min: 0, max: 9, start: 0 }],
    variables: [{ id: "alarm", start: false, doc: "" }, { id: "round", start: 0, doc: "" }, { id: "playing", start: "red", doc: "" }], pieces: [], groups: [], spaces: [],
    piles: [{ id: "deck", name: "Deck", perSide: false, visibility: "hidden" }, { id: "hand", name: "Hand", perSide: true, visibility: "owner" }],
    cards: [], effects, hooks: [{ id: "chill", form: "adjust", replaces: null, doc: "" }, { id: "storm", form: "adjust", replaces: null, doc: "" }], data: {},
  };
  const code: CodeDeclarations = {
    routines, constants: {}, endConditions: [], invariants: [], entries: [], moments: {}, activeVariable: "playing", startedAtVariable: null,
    start: null,
    positions: { aliases: {}, start: null, prepare: null, defaultEntry: null },
    bots: { evaluation: [], danger: [{ id: "burn", when: expr(when), depth: expr("track(heat, side: me)"), origin: "t" }], score: null, progress: null, plays: null, pools: [] },
  };
  return compileGame(d, code);
}

const readsOnly = (when: string, routines: RoutineDecl[], effects: Declarations["effects"] = []) => gameWithDanger(when, routines, effects).bots!.dangerReadsOnly;

/** An effect with one modifier of each kind given, `when` its condition. */
const effect = (id: string, mods: [kind: string, when: string][]): Declarations["effects"][number] => ({
  id, card: null, name: id, duration: "game",
  modifiers: mods.map(([kind, when]) => ({ kind, fields: {}, side: "owner", where: null, when: expr(when), do: null, on: null })),
});
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

  // Twilight Struggle's held scoring card counts the rounds left, extra rounds from effects included
  // (`modifiers(extra_action_round, side)`): it qualifies since `modifiers` is judged by its kind's conditions.
  it("`modifiers` of a kind named in the code only reads when that kind's conditions do", () => {
    const effects = [effect("frost", [["chill", "track(heat, side: me) < 3"], ["storm", "roll_die() > 3"]])];
    expect(readsOnly("count(modifiers(chill, me)) > 0", [], effects)).toBe(true);
    expect(readsOnly("count(modifiers(\"chill\", me)) > 0", [], effects)).toBe(true);
    expect(readsOnly("count(modifiers(storm, me)) > 0", [], effects)).toBe(false);
    // A kind worked out at run time (a parameter of that spelling hides the hook): any kind's conditions.
    const pick = { ...fn("pick", "return count(modifiers(chill, side)) > 0"), params: [{ name: "side", type: "side", default: null, optional: false }, { name: "chill", type: "string", default: null, optional: false }] };
    expect(readsOnly("pick(me, \"storm\")", [pick], effects)).toBe(false);
  });

  it("Twilight Struggle's held scoring card only reads the game: the hands, the turn and round, the effects in force", () => {
    const g = requireContent().game;
    expect(g.bots!.dangerReadsOnly).toBe(true);
    const hand = g.pile.get("hand")!.offset;
    const r = g.bots!.dangerReads!;
    expect(r.effects).toBe(true);
    expect(r.piles).toEqual([hand, hand + 1]);
    for (const v of ["turn", "action_round", "phasing", "in_final_scoring", "scoring_forced_by_event"]) expect(r.vars).toContain(g.variable.get(v));
  });

  it("13 Days' nuclear war only reads the game: its DEFCON tracks, the flags and the kept agendas", () => {
    const g = requireContent(new URL("../../cards/thirteen-days", import.meta.url).pathname).game;
    expect(g.bots!.dangerReadsOnly).toBe(true);
    const agenda = g.pile.get("agenda")!.offset;
    expect(g.bots!.dangerReads).toEqual({ tracks: true, vars: [g.variable.get("flags")], piles: [agenda, agenda + 1], effects: false });
  });
});

// What the dangers read is what careful compares between a state and the states after its answers,
// to take the first's depth for the others: a part left out would let a changed danger pass unseen.
describe("what a game's dangers read of a state", () => {
  it("tracks, the variables named (the active side's one for `active`) and the piles named, through functions", () => {
    const g = gameWithDanger("hot(me) and alarm", [fn("hot", "return count(cards(hand, side)) > track(heat, side: side)")]);
    expect(g.bots!.dangerReads).toEqual({ tracks: true, vars: [0], piles: [g.pile.get("hand")!.offset, g.pile.get("hand")!.offset + 1], effects: false });
    // (Every danger here reads the track: its depth is `track(heat, side: me)`.)
    expect(reads("active == me")).toEqual({ tracks: true, vars: [g.variable.get("playing")], piles: [], effects: false });
  });

  it("any pile when the pile is not named in the code (a local, a parameter)", () => {
    expect(reads("full(me, deck)", [{ ...fn("full", "return count(cards(where)) > 3"), params: [{ name: "side", type: "side", default: null, optional: false }, { name: "where", type: "pile", default: null, optional: false }] }])?.piles).toBe("all");
    expect(reads("full(me)", [fn("full", "let deck = hand\nreturn count(cards(deck, side)) > 3")])?.piles).toBe("all");
  });

  it("the effects in force and the conditions of the modifiers `modifiers` asks for (the active side's variable among what they read)", () => {
    const effects = [effect("frost", [["chill", "alarm"]])];
    const g = gameWithDanger("count(modifiers(chill, me)) > 0", [], effects);
    expect(g.bots!.dangerReads).toEqual({ tracks: true, vars: [g.variable.get("playing"), g.variable.get("alarm")], piles: [], effects: true });
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
  const reading = { tracks: true, vars: [1], piles: [1], effects: false };

  it("the same where they read, whatever changed elsewhere", () => {
    expect(sameReads(reading, base, state([1, 2], ["blue", false], [["b"], ["c"]]))).toBe(true);
  });

  it("not the same when a track, a variable read or a pile read differs (its order included)", () => {
    expect(sameReads(reading, base, state([1, 3], ["red", false], [["a", "b"], ["c"]]))).toBe(false);
    expect(sameReads(reading, base, state([1, 2], ["red", true], [["a", "b"], ["c"]]))).toBe(false);
    expect(sameReads(reading, base, state([1, 2], ["red", false], [["a", "b"], ["c", "d"]]))).toBe(false);
    expect(sameReads({ ...reading, piles: "all" }, base, state([1, 2], ["red", false], [["b", "a"], ["c"]]))).toBe(false);
  });

  it("not the same when the effects in force are another list, when they are read", () => {
    const inForce = [{ id: "frost", owner: "red", turn: 1 }];
    const a = { ...base, effects: inForce } as State;
    expect(sameReads({ ...reading, effects: true }, a, { ...base, effects: inForce } as State)).toBe(true);
    expect(sameReads({ ...reading, effects: true }, a, { ...base, effects: [...inForce] } as State)).toBe(false);
    expect(sameReads(reading, a, { ...base, effects: [] } as State)).toBe(true);
  });
});
