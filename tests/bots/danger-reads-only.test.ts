// careful takes a state's danger depth for the states after answers that changed nothing the game
// declares (src/bots/lookahead.ts) only when the game's dangers just read the game: a danger that
// rolls a die or picks at random, even deep in a function it calls, draws from the game's random
// generator, and skipping it would change every draw after it (the game would no longer be the one
// its seed and moves made).
import { describe, expect, it } from "vitest";
import { requireContent } from "../../src/content/load-dir.js";
import { parseExpression, parseProgram } from "../../src/effects/parse.js";
import { compileGame, type CodeDeclarations, type Declarations, type RoutineDecl } from "../../src/kernel/index.js";

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
const fn = (name: string, code: string, asName = false): RoutineDecl => ({ name, kind: "function", params: [{ name: "side", type: "side", default: null, optional: true }], asName, origin: "t", doc: "", body: body(code) });

/** Whether a one-track game whose danger is `when` (with these functions) counts as one whose dangers only read it. */
function readsOnly(when: string, routines: RoutineDecl[]): boolean {
  const d: Declarations = {
    id: "t", name: "T", sides: [{ id: "red", name: "Red" }, { id: "blue", name: "Blue" }],
    tracks: [{ id: "heat", name: "Heat", perSide: true, min: 0, max: 9, start: 0 }],
    variables: [], pieces: [], groups: [], spaces: [], piles: [], cards: [], effects: [], hooks: [], data: {},
  };
  const code: CodeDeclarations = {
    routines, constants: {}, endConditions: [], invariants: [], entries: [], moments: {}, activeVariable: null, startedAtVariable: null,
    start: null,
    positions: { aliases: {}, start: null, prepare: null, defaultEntry: null },
    bots: { evaluation: [], danger: [{ id: "burn", when: expr(when), depth: expr("track(heat, side: me)"), origin: "t" }], score: null, progress: null, plays: null, pools: [] },
  };
  return compileGame(d, code).bots!.dangerReadsOnly;
}

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

  it("13 Days' nuclear war only reads the game", () => {
    expect(requireContent(new URL("../../cards/thirteen-days", import.meta.url).pathname).game.bots!.dangerReadsOnly).toBe(true);
  });
});
