// Handicap Influence: after the setup placements, a side places extra Influence, one at a time,
// in countries where it already has Influence (the official digital edition's "Handicap
// influence: US +2", a bid for balance). Asked as `setup_influence` decisions like the setup.
// Not part of any scenario yet: `addHandicap` inserts it into a new game that is still in setup.
import type { Side } from "../content/model.js";
import { changeInfluence, log } from "./actions.js";
import { ask, defineFrame, pop } from "./machine.js";
import { sideIndex, type Frame, type GameState } from "./state.js";

interface HandicapFrame extends Frame {
  t: "handicap_place";
  side: Side;
  left: number;
}

defineFrame<HandicapFrame>("handicap_place", {
  step(m, f) {
    if (f.left <= 0) return pop(m);
    const i = sideIndex(f.side);
    const options = m.content.countries.filter((c) => (m.state.influence[c.id]?.[i] ?? 0) > 0).map((c) => c.id);
    ask(m, { player: f.side, kind: "setup_influence", options, args: { left: f.left, handicap: true } });
  },
  answer(m, f, c) {
    changeInfluence(m.content, m.state, f.side, c, 1);
    f.left--;
  },
});

/**
 * Adds `amount` handicap Influence for `side`, placed once every setup placement is done.
 * Throws unless the game is still in its setup placements.
 */
export function addHandicap(state: GameState, side: Side, amount: number): void {
  const firstSetup = state.stack.findIndex((f) => f.t === "setup_place");
  if (firstSetup < 0 || state.pending?.kind !== "setup_influence") throw new Error("handicap Influence can only be added during the setup placements");
  // Frames run from the top of the stack: below the setup frames means after all of them.
  state.stack.splice(firstSetup, 0, { t: "handicap_place", side, left: amount } satisfies HandicapFrame);
  log(state, "setup.handicap", { side, amount });
}
