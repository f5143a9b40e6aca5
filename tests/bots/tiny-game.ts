// A tiny game declared in code for the bots' tests (the bots know no game, so none of Twilight
// Struggle is needed to test them): red and blue score on a per-side `score` track, each turn is
// the procedure `turn_of(side)`, and the bots judge a position by the score lead.
import { compileGame, type CodeDeclarations, type Declarations, type Game } from "../../src/kernel/index.js";
import { body, expr } from "../effect-code.js";

export interface TinyGame {
  id: string;
  /** The score track's top. */
  scoreMax: number;
  piles: Declarations["piles"];
  /** Card ids, with the `value` each has if any. */
  cards: string[];
  values?: number[];
  /** The body of `turn_of(side)`. */
  turnOf: string;
  /** The game's start: the deal, the turns, the end. */
  start: string;
}

/** A card's attributes: its value if it has one. */
const attrsOf = (value: number | undefined): Record<string, number> => (value === undefined ? {} : { value });

export function tinyGame(t: TinyGame): Game {
  const d: Declarations = {
    id: t.id, name: t.id,
    sides: [{ id: "red", name: "Red" }, { id: "blue", name: "Blue" }],
    tracks: [{ id: "score", name: "Score", perSide: true, min: 0, max: t.scoreMax, start: 0 }],
    variables: [{ id: "round", start: 0, doc: "" }, { id: "active_side", start: "red", doc: "" }],
    pieces: [], groups: [], spaces: [],
    piles: t.piles,
    cards: t.cards.map((id, i) => ({ id, name: id, side: "none", attrs: attrsOf(t.values?.[i]), event: null, prerequisite: null, blockedBy: [], special: false })),
    effects: [], hooks: [], data: {},
  };
  const code: CodeDeclarations = {
    routines: [{ name: "turn_of", kind: "procedure", params: [{ name: "side", type: "side", default: null, optional: false }], asName: false, origin: "t", doc: "", body: body(t.turnOf) }],
    constants: {}, endConditions: [], invariants: [], entries: [], moments: {}, activeVariable: "active_side", startedAtVariable: "round",
    start: { body: body(t.start), origin: "t" },
    positions: { aliases: {}, start: null, prepare: null, defaultEntry: null },
    bots: {
      evaluation: [{ id: "lead", value: expr("track(score, side: me) - track(score, side: opponent)"), weight: 1, origin: "t" }],
      danger: [], score: { name: "points", value: expr("track(score, side: red)"), forSide: expr("track(score, side: me)"), origin: "t" },
      progress: { name: "rounds", value: expr("round"), origin: "t" },
      plays: { log: "played", card: "card", side: "side", how: "side", event: [] },
      pools: [],
    },
  };
  return compileGame(d, code);
}
