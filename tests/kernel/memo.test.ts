// Content function values kept by what they read (src/kernel/memo.ts): a call found again gives
// the kept value only while every part of the state the body read still holds what it saw. Each
// kind of change (pieces, a track, a variable, an effect started or ended, a card moved), made by
// a move or by a tool by hand, and states copied and played apart (undo, branching) must give the
// value the body gives on that state.
import { afterEach, describe, expect, it } from "vitest";
import { parseProgram } from "../../src/effects/parse.js";
import { applyInPlace, compileGame, copyState, functionValue, newGame, pileCards, piecesAt, piecesIndex, trackIndex, trackValue, variableValue, type CodeDeclarations, type Declarations, type Game, type RoutineDecl, type State } from "../../src/kernel/index.js";
import { memoStats, setMemo } from "../../src/kernel/memo.js";

const body = (t: string) => {
  const r = parseProgram(t);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.body;
};

/** A function of two statements (a one-expression function would be compiled in place, never called). */
const fn = (name: string, code: string, params: string[] = []): RoutineDecl => ({
  name, kind: "function", asName: false, origin: "t", doc: "",
  params: params.map((p) => ({ name: p, type: "any", default: null, optional: false })),
  body: body(code),
});

function game(): Game {
  const d: Declarations = {
    id: "memo", name: "Memo",
    sides: [{ id: "red", name: "Red" }, { id: "blue", name: "Blue" }],
    tracks: [{ id: "tension", name: "Tension", perSide: false, min: 0, max: 10, start: 0 }],
    variables: [{ id: "round", start: 0, doc: "" }, { id: "active_side", start: "red", doc: "" }],
    pieces: [{ id: "cubes", name: "Cubes", capPerSpace: 9, supply: 40 }],
    groups: [],
    spaces: [
      { id: "a", name: "A", groups: [], adjacent: ["b"], homeOf: null, position: null, attrs: {} },
      { id: "b", name: "B", groups: [], adjacent: ["a"], homeOf: null, position: null, attrs: {} },
    ],
    piles: [{ id: "deck", name: "Deck", perSide: false, visibility: "hidden" }, { id: "hand", name: "Hand", perSide: true, visibility: "owner" }],
    cards: ["one", "two"].map((id) => ({ id, name: id, side: "none", attrs: {}, event: null, prerequisite: null, blockedBy: [], special: false })),
    effects: [{ id: "calm", card: null, name: "Calm", duration: "game", modifiers: [{ kind: "forbid", fields: { action: "place" }, side: "both", where: null, when: null, do: null, on: null }] }],
    hooks: [{ id: "forbid", form: "forbid", replaces: null, doc: "" }],
    data: {},
  };
  const routines: RoutineDecl[] = [
    fn("pieces_at", "let n = pieces(s, red)\nreturn n", ["s"]),
    fn("leader_of", "let w = leader(s)\nreturn w", ["s"]),
    fn("tension_now", "let t = track(tension)\nreturn t"),
    fn("round_now", "let r = round\nreturn r"),
    fn("calm_now", "let e = has_effect(calm)\nreturn e"),
    fn("place_forbidden", "let x = forbidden(red, \"place\", a)\nreturn x"),
    fn("hand_size", "let n = count(cards(hand, red))\nreturn n"),
    fn("red_spaces", "let xs = spaces_with(red)\nreturn xs"),
    // Reads through another kept function: what the inner one read counts for the outer one too.
    fn("both", "let p = pieces_at(a)\nlet t = tension_now()\nreturn p * 100 + t"),
    // Called from the tests through another function: a tool's call (functionValue) is not kept, calls inside it are.
    fn("via", "let v = both()\nreturn v"),
    fn("probe", `let out = { pieces: pieces_at(a), leader: leader_of(a), tension: tension_now(), round: round_now(), calm: calm_now() }
      return with_field(with_field(with_field(out, "forbidden", place_forbidden()), "hand", hand_size()), "spaces", red_spaces())`),
  ];
  const code: CodeDeclarations = {
    routines, constants: {}, endConditions: [], invariants: [],
    start: { body: body(`
      while true {
        let c = pick(red, ["place", "remove", "blue", "track", "var", "start", "end", "card", "nothing"], "what")
        if c == "place" { let x = move_pieces(a, red, 1) }
        if c == "remove" { let x = move_pieces(a, red, -1) }
        if c == "blue" { let x = move_pieces(a, blue, 2) }
        if c == "track" { let x = move_track(tension, 1) }
        if c == "var" { set(round, round + 1) }
        if c == "start" { start_effect(calm) }
        if c == "end" { end_effect(calm) }
        if c == "card" { move_card(one, hand, side: red) }
      }`), origin: "t" },
    entries: [], moments: {}, activeVariable: "active_side", startedAtVariable: "round",
    positions: { aliases: {}, start: null, prepare: null, defaultEntry: null },
  };
  return compileGame(d, code);
}

/** What `probe` must give, read straight from the state. */
function expected(g: Game, s: State) {
  const red = piecesAt(g, s, "a", "red");
  const blue = piecesAt(g, s, "a", "blue");
  const calm = s.effects.some((e) => e.id === "calm");
  return {
    pieces: red,
    leader: red > blue ? "red" : blue > red ? "blue" : null,
    tension: trackValue(g, s, "tension"),
    round: variableValue(g, s, "round"),
    calm,
    forbidden: calm,
    hand: pileCards(g, s, "hand", "red").length,
    spaces: ["a", "b"].filter((x) => piecesAt(g, s, x, "red") > 0),
  };
}

const hits = (g: Game, unit: string): number => memoStats(g).find((x) => x.unit === unit)?.hits ?? 0;
const play = (g: Game, s: State, choice: string) => applyInPlace(g, s, { player: "red", choice });

afterEach(() => setMemo(true));

describe("content function values kept by what they read", () => {
  it("gives the fresh value after each kind of change a move makes", () => {
    const g = game();
    const s = newGame(g, { seed: 1 });
    expect(functionValue(g, s, "probe", [])).toEqual(expected(g, s));
    for (const choice of ["place", "track", "var", "start", "card", "place", "blue", "blue", "remove", "end", "nothing", "remove", "card", "track"]) {
      play(g, s, choice);
      expect(functionValue(g, s, "probe", []), `after ${choice}`).toEqual(expected(g, s));
    }
  });

  it("finds a value again while nothing it read changed, and not after", () => {
    const g = game();
    const s = newGame(g, { seed: 1 });
    functionValue(g, s, "probe", []);
    const before = hits(g, "pieces_at");
    play(g, s, "track");
    expect(functionValue(g, s, "probe", [])).toEqual(expected(g, s));
    // The pieces on A did not change: found again. The tension did: computed again.
    expect(hits(g, "pieces_at")).toBe(before + 1);
    expect(functionValue(g, s, "probe", [])).toMatchObject({ tension: 1 });
    // A function that reads a pile is never kept: every call counts the hand again.
    expect(hits(g, "hand_size")).toBe(0);
  });

  it("gives the fresh value after a tool changed the state by hand between steps", () => {
    const g = game();
    const s = newGame(g, { seed: 1 });
    functionValue(g, s, "probe", []);
    s.pieces[piecesIndex(g, "b", "red")] = 3;
    s.pieces[piecesIndex(g, "a", "blue")] = 1;
    s.tracks[trackIndex(g, "tension")] = 7;
    s.vars[g.variable.get("round")!] = 5;
    pileCards(g, s, "hand", "red").push("two");
    expect(functionValue(g, s, "probe", [])).toEqual(expected(g, s));
    expect(functionValue(g, s, "probe", [])).toMatchObject({ leader: "blue", tension: 7, round: 5, hand: 1, spaces: ["b"] });
  });

  it("reads through a kept inner value: what the inner function read invalidates the outer one", () => {
    const g = game();
    const s = newGame(g, { seed: 1 });
    // `probe` keeps pieces_at(a); `both` finds it kept, and must note what it read.
    expect(functionValue(g, s, "probe", [])).toMatchObject({ pieces: 0 });
    const before = hits(g, "pieces_at");
    expect(functionValue(g, s, "via", [])).toBe(0);
    expect(hits(g, "pieces_at")).toBe(before + 1);
    play(g, s, "place");
    expect(functionValue(g, s, "via", [])).toBe(100);
    play(g, s, "track");
    expect(functionValue(g, s, "via", [])).toBe(101);
  });

  it("keeps copies of a state apart: a copy played on (a branch, an undo's earlier state) sees its own values", () => {
    const g = game();
    const s = newGame(g, { seed: 1 });
    play(g, s, "place");
    const earlier = copyState(s);
    expect(functionValue(g, s, "probe", [])).toEqual(expected(g, s));
    const branch = copyState(s);
    play(g, branch, "place");
    play(g, branch, "start");
    play(g, s, "track");
    for (const x of [s, branch, earlier, s, branch, earlier]) expect(functionValue(g, x, "probe", [])).toEqual(expected(g, x));
    expect(functionValue(g, earlier, "probe", [])).toMatchObject({ pieces: 1, tension: 0, calm: false });
    expect(functionValue(g, branch, "probe", [])).toMatchObject({ pieces: 2, tension: 0, calm: true });
    expect(functionValue(g, s, "probe", [])).toMatchObject({ pieces: 1, tension: 1, calm: false });
  });

  it("plays the same game with values kept or not", () => {
    const g = game();
    const run = () => {
      const s = newGame(g, { seed: 1 });
      const seen: unknown[] = [];
      for (const choice of ["place", "start", "blue", "var", "end", "remove", "card", "track"]) {
        play(g, s, choice);
        seen.push(functionValue(g, s, "probe", []), functionValue(g, s, "both", []));
      }
      return seen;
    };
    const kept = run();
    setMemo(false);
    expect(run()).toEqual(kept);
  });
});
