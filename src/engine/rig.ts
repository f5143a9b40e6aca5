// Rigging the cards: puts a given card into a hand, wherever it is now (draw pile, discard pile,
// the other hand, out of the game). Replays of games whose hands are unknown (a log shows a card
// only when it is played) and test tools use it; normal play never does.
import type { Content, Side } from "../content/model.js";
import { otherSide } from "../content/model.js";
import { log } from "./actions.js";
import { advance } from "./machine.js";
import type { GameState } from "./state.js";

export type CardPlace = "hand" | "deck" | "other_hand" | "discard" | "removed";

export interface RigResult {
  /** Where the card was. */
  from: CardPlace;
  /** The card that left the hand to keep its size, or null (already there, or nothing to give back). */
  returned: string | null;
}

export interface RigOptions {
  /** Cards of the hand known to be there: never given back. */
  keep?: Iterable<string>;
  /** The card to give back (must be in the hand and not kept); by default the last unknown one. */
  giveBack?: string;
}

/**
 * Moves `card` into `side`'s hand. To keep hand sizes, one unknown card of that hand goes back
 * where the rigged card came from: the same place in the draw pile, or the other hand; a card
 * taken from the discard pile or from out of the game is replaced by one put at the bottom of the
 * draw pile. Throws when the card is being played or is not in the game's piles (the China Card).
 */
export function rigCardIntoHand(state: GameState, side: Side, card: string, opts: RigOptions = {}): RigResult {
  const hand = state.hands[side];
  if (hand.includes(card)) return { from: "hand", returned: null };
  const other = state.hands[otherSide(side)];
  const places: [CardPlace, string[]][] = [["deck", state.deck], ["other_hand", other], ["discard", state.discard], ["removed", state.removed]];
  const found = places.find(([, pile]) => pile.includes(card));
  if (!found) throw new Error(`cannot rig ${card} into the ${side} hand: it is ${state.inPlay.includes(card) ? "being played" : "in no pile"}`);
  const [from, pile] = found;
  const at = pile.indexOf(card);
  pile.splice(at, 1);
  const keep = new Set(opts.keep ?? []);
  keep.add(card);
  const giveBack = opts.giveBack !== undefined && hand.includes(opts.giveBack) && !keep.has(opts.giveBack) ? opts.giveBack : [...hand].reverse().find((c) => !keep.has(c));
  if (giveBack !== undefined) {
    hand.splice(hand.indexOf(giveBack), 1);
    if (from === "deck" || from === "other_hand") pile.splice(at, 0, giveBack);
    else state.deck.push(giveBack);
  }
  hand.push(card);
  log(state, "card.rigged", { card, side, from, returned: giveBack ?? null });
  return { from, returned: giveBack ?? null };
}

/** Swaps two cards of a hand (a random pick chooses by position in the hand). */
export function swapInHand(state: GameState, side: Side, a: string, b: string): void {
  const hand = state.hands[side];
  const [i, j] = [hand.indexOf(a), hand.indexOf(b)];
  if (i < 0 || j < 0) throw new Error(`${i < 0 ? a : b} is not in the ${side} hand`);
  [hand[i], hand[j]] = [b, a];
}

/**
 * Asks the pending headline card again, after a rig changed the hand it was chosen from (a
 * decision's options are fixed when it is asked). The headline frame only asks at this stage,
 * so asking again changes nothing else.
 */
export function reaskHeadline(content: Content, state: GameState): void {
  if (state.pending?.kind !== "headline_card" || state.stack.at(-1)?.t !== "headline") return;
  state.pending = null;
  advance({ content, state });
}
