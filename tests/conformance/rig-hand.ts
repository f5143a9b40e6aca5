// Puts a given card into a hand, wherever it is now (draw pile, discard pile, the other hand, out
// of the game): a log shows a card only when it is played, revealed or discarded, so the replay
// puts the cards it shows where the real game had them. Changes the kernel's piles directly.
import type { Game, State } from "../../src/kernel/index.js";
import { hand, otherSide, pile, type Side } from "./ts-state.js";

export type CardPlace = "hand" | "deck" | "other_hand" | "discard" | "removed";

export interface RigOptions {
  /** Cards of the hand known to be there: never given back. */
  keep?: Iterable<string>;
  /** The card to give back (must be in the hand and not kept); by default the last unknown one. */
  giveBack?: string;
}

/**
 * Moves `card` into `side`'s hand and says where it was. To keep hand sizes, one unknown card of
 * that hand goes back where the rigged card came from: the same place in the draw pile, or the
 * other hand; a card taken from the discard pile or from out of the game is replaced by one put
 * at the bottom of the draw pile. Throws when the card is being played or is in no pile.
 */
export function rigCardIntoHand(g: Game, state: State, side: Side, card: string, opts: RigOptions = {}): CardPlace {
  const mine = hand(g, state, side);
  if (mine.includes(card)) return "hand";
  const places: [CardPlace, string[]][] = [["deck", pile(g, state, "deck")], ["other_hand", hand(g, state, otherSide(side))], ["discard", pile(g, state, "discard")], ["removed", pile(g, state, "removed")]];
  const found = places.find(([, cards]) => cards.includes(card));
  if (!found) throw new Error(`cannot rig ${card} into the ${side} hand: it is ${pile(g, state, "in_play").includes(card) ? "being played" : "in no pile"}`);
  const [from, cards] = found;
  const at = cards.indexOf(card);
  cards.splice(at, 1);
  const keep = new Set(opts.keep ?? []);
  keep.add(card);
  const giveBack = opts.giveBack !== undefined && mine.includes(opts.giveBack) && !keep.has(opts.giveBack) ? opts.giveBack : [...mine].reverse().find((c) => !keep.has(c));
  if (giveBack !== undefined) {
    mine.splice(mine.indexOf(giveBack), 1);
    if (from === "deck" || from === "other_hand") cards.splice(at, 0, giveBack);
    else pile(g, state, "deck").push(giveBack);
  }
  mine.push(card);
  return from;
}
