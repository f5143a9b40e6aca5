// Rule 10.1.5: no event may force a player to hold a scoring card at the end of the turn. A
// scoring card that an event puts into a hand when the side has fewer action rounds left than
// scoring cards to play (Ask Not What Your Country… drawing one in its last round) is excused:
// holding that card at the end of the turn does not lose (rule 11.1.2), and it stays in the hand
// for the next turn. Events that oblige a card to be played (Missile Envy) give way in their own
// scripts, with `action_rounds_left`.
import type { Content, Side } from "../content/model.js";
import { actionRoundsNotBegun } from "./queries.js";
import type { GameState } from "./state.js";

const isScoring = (content: Content, card: string) => content.cards[card]?.kind === "scoring";

/** Called after an event put `card` into `side`'s hand: a scoring card with no round left to play it is excused. */
export function noteCardFromEvent(content: Content, state: GameState, side: Side, card: string): void {
  if (!isScoring(content, card) || state.finalScoring) return;
  const scoring = state.hands[side].filter((c) => isScoring(content, c)).length;
  if (scoring <= actionRoundsNotBegun(content, state, side)) return;
  state.scoringForcedByEvent = [...(state.scoringForcedByEvent ?? []), card];
}

/** The scoring cards the side holds at the end of the turn, and those of them an event forced on it. */
export function heldScoring(content: Content, state: GameState, side: Side): { held: string[]; excused: string[] } {
  const held = state.hands[side].filter((c) => isScoring(content, c));
  return { held, excused: held.filter((c) => state.scoringForcedByEvent?.includes(c)) };
}
