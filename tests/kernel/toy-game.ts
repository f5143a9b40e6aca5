// The toy game: a tiny game declared in code, to exercise the kernel without any real game's content.
import { compileGame, type CodeDeclarations, type Declarations, type RoutineDecl } from "../../src/kernel/index.js";
export { body, expr } from "../effect-code.js";
import { body, expr } from "../effect-code.js";


/** The toy game; `start`: other start code (the default deals and plays two rounds); `more`: routines it may call (a procedure's body, or a whole declaration); `endWhen`: its end conditions (red wins), by default red's score reaching 10; `alter`: changes to its declarations before it is compiled. */
export function toy(start?: string, more: Record<string, string | RoutineDecl> = {}, endWhen: string[] = ["track(score, side: red) >= 10"], alter?: (d: Declarations) => void) {
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
  alter?.(d);
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
  for (const [name, r] of Object.entries(more)) routines.push(typeof r === "string" ? { name, kind: "procedure", params: [], asName: false, origin: "t", doc: "", body: body(r) } : r);
  const code: CodeDeclarations = {
    routines, constants: {}, endConditions: endWhen.map((w) => ({ when: expr(w), winner: expr("red"), reason: "score", text: w, origin: "t" })),
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
