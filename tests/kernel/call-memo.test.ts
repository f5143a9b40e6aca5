// Calls of pure content functions kept within a step (src/kernel/call-memo.ts): a kept value is
// given again only while nothing changed, in the same run of the machine on the same state.
import { describe, expect, it } from "vitest";
import { parseProgram } from "../../src/effects/parse.js";
import { applyInPlace, compileGame, copyState, newGame, variableValue, type CodeDeclarations, type Declarations, type Game, type RoutineDecl, type State } from "../../src/kernel/index.js";

const body = (t: string) => {
  const r = parseProgram(t);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.body;
};
const param = (name: string, type = "any") => ({ name, type, default: null, optional: false });

/**
 * Every part of the state a function can read, through a function of two statements (compiled as
 * a real call, so its calls are kept). `n` only tells calls apart.
 */
const PROBE = `
  let parts = [round, track(score, side: red), pieces(a, red), cards(deck), cards(hand, red), knows(blue, one), holder(four), face_up(four), effects_in_force()]
  return { n: n, parts: parts }`;

/** Each kind of change, as a statement, between two calls of `probe` with the same argument. */
const CHANGES: Record<string, string> = {
  set: "set(round, 7)",
  move_track: "move_track(score, 2, side: red)",
  set_track: "set_track(score, 5, side: red)",
  move_pieces: "let added = move_pieces(a, red, 1)",
  set_pieces: "set_pieces(a, red, 3)",
  move_card: "move_card(one, hand, side: red)",
  take_out: "take_out(two)",
  shuffle: "shuffle(deck)",
  reveal: "reveal([one], to: blue)",
  pass_card: "pass_card(four, blue, face_up: false)",
  set_face: "set_face(four, true)",
  start_effect: "start_effect(boost)",
  end_effect: "end_effect(boost)",
};

function game(start: string, extra: RoutineDecl[] = []): Game {
  const d: Declarations = {
    id: "memo", name: "Memo",
    sides: [{ id: "red", name: "Red" }, { id: "blue", name: "Blue" }],
    tracks: [{ id: "score", name: "Score", perSide: true, min: 0, max: 10, start: 0 }],
    variables: [{ id: "round", start: 0, doc: "" }, { id: "active_side", start: "red", doc: "" }],
    pieces: [{ id: "cubes", name: "Cubes", capPerSpace: 5, supply: 10 }],
    groups: [],
    spaces: [{ id: "a", name: "A", groups: [], adjacent: [], homeOf: null, position: null, attrs: {} }],
    piles: [{ id: "deck", name: "Deck", perSide: false, visibility: "hidden" }, { id: "hand", name: "Hand", perSide: true, visibility: "owner" }],
    cards: ["one", "two", "three", "four", "five", "six"].map((id) => ({ id, name: id, side: "none", attrs: {}, event: null, prerequisite: null, blockedBy: [], special: id === "four" })),
    effects: [{ id: "boost", card: null, name: "Boost", duration: "game", modifiers: [] }],
    hooks: [],
    data: {},
  };
  const routines: RoutineDecl[] = [{ name: "probe", kind: "function", params: [param("n", "number")], asName: false, origin: "t", doc: "", body: body(PROBE) }, ...extra];
  const code: CodeDeclarations = {
    routines, constants: {}, endConditions: [],
    start: { body: body(start), origin: "t" },
    entries: [], moments: {}, activeVariable: "active_side", startedAtVariable: "round", invariants: [],
    positions: { aliases: {}, start: null, prepare: null, defaultEntry: null },
  };
  return compileGame(d, code);
}

const DEAL = `
  for c in [one, two, three, five, six] { move_card(c, deck) }
  pass_card(four, red, face_up: false)`;

const memoOf = (g: Game, name: string) => g.memos!.get(g.unitByName.get(name)!)!;
const logged = (s: State, k: string) => s.log.filter((e) => e.k === k).map((e) => e.a as { before: { parts: unknown }; after: { parts: unknown }; fresh: { parts: unknown } });

describe("calls of pure functions kept within a step", () => {
  it("are found again while nothing changed", () => {
    const g = game(`${DEAL}
      let x = probe(1)
      let y = probe(1)
      let z = probe(2)
      log("same", { x: x, y: y })`);
    const s = newGame(g, { seed: 1 });
    expect(s.result).toBeNull();
    const memo = memoOf(g, "probe");
    expect(memo.calls).toBe(3);
    expect(memo.hits).toBe(1);
    const [same] = s.log.filter((e) => e.k === "same");
    expect((same!.a as { x: unknown }).x).toBe((same!.a as { y: unknown }).y);
  });

  for (const [kind, change] of Object.entries(CHANGES)) {
    it(`are computed again after ${kind}`, () => {
      // Before end_effect the effect must be in force; a reveal must reveal something new.
      const setup = kind === "end_effect" ? "start_effect(boost)" : "";
      const g = game(`${DEAL}
        ${setup}
        let before = probe(1)
        ${change}
        let after = probe(1)
        let fresh = probe(2)
        log("probe", { before: before, after: after, fresh: fresh })`);
      const s = newGame(g, { seed: 5 });
      const [entry] = logged(s, "probe");
      // The change is seen (the test means something), and the second call sees it as a new call does.
      expect(entry!.after.parts, `${kind} changed what the probe reads`).not.toEqual(entry!.before.parts);
      expect(entry!.after.parts).toEqual(entry!.fresh.parts);
    });
  }

  it("are not shared between copies of a state, nor kept past a change made by hand between steps", () => {
    const g = game(`${DEAL}
      let warm = probe(1)
      let v = pick(red, ["x", "y"], "choice")
      if v == "x" { set(round, 1) } else { set(round, 2) }
      log("seen", { parts: probe(1).parts })
      let w = pick(red, ["go"], "next")
      log("seen", { parts: probe(1).parts })`);
    const s = newGame(g, { seed: 2 });
    const a = copyState(s);
    const b = copyState(s);
    applyInPlace(g, a, { player: "red", choice: "x" });
    applyInPlace(g, b, { player: "red", choice: "y" });
    const round = (x: State) => (x.log.filter((e) => e.k === "seen").at(-1)!.a as { parts: unknown[] }).parts[0];
    expect(round(a)).toBe(1);
    expect(round(b)).toBe(2);
    // A tool sets a variable by hand (no change counted): the next step computes anew.
    const i = g.variable.get("round")!;
    b.vars[i] = 9;
    applyInPlace(g, b, { player: "red", choice: "go" });
    expect(round(b)).toBe(9);
    expect(variableValue(g, b, "round")).toBe(9);
  });

  it("are kept only for functions that change nothing and draw nothing", () => {
    const g = game(DEAL, [
      { name: "rolls", kind: "function", params: [param("n")], asName: false, origin: "t", doc: "", body: body("let r = roll_die(6)\nreturn r + n") },
      { name: "writes", kind: "function", params: [param("n")], asName: false, origin: "t", doc: "", body: body("let x = log(\"x\")\nreturn n") },
      { name: "calls_rolls", kind: "function", params: [param("n")], asName: false, origin: "t", doc: "", body: body("let r = rolls(n)\nreturn r") },
      { name: "reads", kind: "function", params: [param("n")], asName: false, origin: "t", doc: "", body: body("let r = track(score, side: red)\nreturn r + n") },
      { name: "takes_condition", kind: "function", params: [param("where", "predicate")], asName: false, origin: "t", doc: "", body: body("let r = select(sides(), where: where)\nreturn r") },
    ]);
    const kept = new Set([...g.memos!.keys()].map((u) => g.units[u]!.name));
    expect(kept).toEqual(new Set(["probe", "reads"]));
  });
});

