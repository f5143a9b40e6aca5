// The hidden cards. A log shows a card only when it is played, revealed or discarded, so the
// cards a segment shows are put where the real game had them before the segment is replayed (the
// hands, or the top of the draw pile for Our Man in Tehran); the rest of each hand is whatever
// the engine dealt, kept compatible with the log: no scoring card the player does not play this
// turn (a player cannot keep one, and the engine would force it to be played), nothing above the
// card Missile Envy takes.
import type { Game, State } from "../../src/kernel/index.js";
import type { ImportedGame, Segment } from "./import.js";
import { rigCardIntoHand } from "./rig-hand.js";
import { cardOps, CHINA_CARD, hand, isScoring, otherSide, pile, SIDES, type Side } from "./ts-state.js";

/** Events whose revealed or discarded cards come from the draw pile, not from a hand. */
export const FROM_DECK: ReadonlySet<string> = new Set(["our_man_in_tehran"]);

/** Events whose revealed card comes from the discard pile (SALT Negotiations takes one back). */
export const FROM_DISCARD: ReadonlySet<string> = new Set(["salt_negotiations"]);

/** Cards shown by these events are not in a hand before the event. */
export const NOT_FROM_HAND: ReadonlySet<string> = new Set([...FROM_DECK, ...FROM_DISCARD]);

/**
 * Events that take the card of highest Ops from a hand (Missile Envy): the card the log shows
 * was the highest, so the hand's unknown cards must not be higher.
 */
const HIGHEST_OPS = new Set(["missile_envy"]);

export interface RigNote {
  line: number;
  message: string;
}

/** Cards each side holds at some point of the segment, by the log. */
export function cardsInHands(seg: Segment): Record<Side, string[]> {
  const out: Record<Side, string[]> = { us: [], ussr: [] };
  const add = (side: Side, card: string | null | undefined) => {
    if (card && card !== CHINA_CARD && !out[side].includes(card)) out[side].push(card);
  };
  if (seg.kind === "action_round" && seg.side) add(seg.side, seg.card);
  for (const side of SIDES) add(side, seg.headlines?.[side]);
  const revealedBy = new Map<string, Side>();
  for (const item of seg.items) {
    if (item.kind !== "card" || !item.cardId) continue;
    const section = seg.sections[item.section];
    if (section?.kind === "event" && section.card && NOT_FROM_HAND.has(section.card)) continue;
    if (item.verb === "reveals" || item.verb === "discards") {
      if (!revealedBy.has(item.cardId)) revealedBy.set(item.cardId, item.side);
      // A card given to the other side and then discarded from its hand was in the giver's hand.
      add(revealedBy.get(item.cardId) === otherSide(item.side) ? otherSide(item.side) : item.side, item.cardId);
    } else if (item.verb === "plays") {
      // A card revealed from the opponent's hand and then played (Grain Sales) was in that hand.
      const from = revealedBy.get(item.cardId);
      add(from ?? item.side, item.cardId);
    }
  }
  return out;
}

/** Rigs the segment's cards; `alsoKeep`: cards the segment being played still needs in the hands. */
export function rigSegment(g: Game, state: State, seg: Segment, alsoKeep?: Record<Side, string[]>): RigNote[] {
  const notes: RigNote[] = [];
  const wanted = cardsInHands(seg);
  for (const side of SIDES) {
    const keep = [...wanted[side], ...(alsoKeep?.[side] ?? [])];
    for (const card of wanted[side]) {
      if (hand(g, state, side).includes(card)) continue;
      if (pile(g, state, "in_play").includes(card)) continue;
      if (pile(g, state, "removed").includes(card)) {
        notes.push({ line: seg.line, message: `${card} is out of the game in the engine; the log has it in the ${side} hand` });
        continue;
      }
      const from = rigCardIntoHand(g, state, side, card, { keep, giveBack: giveBackFor(g, state, side, card, keep) });
      if (from === "discard") notes.push({ line: seg.line, message: `${card} was in the engine's discard pile` });
    }
  }
  for (const item of seg.items) {
    const section = seg.sections[item.section];
    if (item.kind === "card" && item.verb === "reveals" && item.cardId && section?.kind === "event" && section.card && HIGHEST_OPS.has(section.card)) {
      capHandOps(g, state, item.side, cardOps(g, item.cardId) ?? 4, wanted[item.side]);
    }
    if (item.kind !== "card" || !item.cardId || section?.kind !== "event" || !section.card || !FROM_DECK.has(section.card)) continue;
    toDeckTop(g, state, item.cardId);
  }
  return notes;
}

/**
 * The unknown card that leaves the hand: one that does not put a scoring card into the other
 * hand (the opponent would have to play it), and, going to the draw pile, a scoring card first.
 */
function giveBackFor(g: Game, state: State, side: Side, card: string, keep: string[]): string | undefined {
  const free = hand(g, state, side).filter((c) => !keep.includes(c));
  if (hand(g, state, otherSide(side)).includes(card)) return free.reverse().find((c) => !isScoring(g, c));
  return free.find((c) => isScoring(g, c)) ?? free.at(-1);
}

/** Swaps the hand's unknown cards worth more than `max` Ops for draw-pile cards worth at most `max`. */
function capHandOps(g: Game, state: State, side: Side, max: number, keep: string[]): void {
  const ops = (c: string) => cardOps(g, c) ?? 0;
  const cards = hand(g, state, side);
  for (const card of [...cards]) {
    if (keep.includes(card) || ops(card) <= max) continue;
    const replacement = pile(g, state, "deck").find((c) => ops(c) <= max && !isScoring(g, c));
    if (replacement) rigCardIntoHand(g, state, side, replacement, { keep: cards.filter((c) => c !== card), giveBack: card });
  }
}

/**
 * Moves a card to the top of the draw pile: from the draw pile, or from a hand or the discard
 * pile, where the draw pile's bottom card takes its place (the log shows it was in the draw pile).
 */
function toDeckTop(g: Game, state: State, card: string): void {
  const deck = pile(g, state, "deck");
  const at = deck.indexOf(card);
  if (at >= 0) {
    deck.splice(at, 1);
    deck.unshift(card);
    return;
  }
  for (const cards of [hand(g, state, "us"), hand(g, state, "ussr"), pile(g, state, "discard")]) {
    const i = cards.indexOf(card);
    if (i >= 0 && deck.length) {
      // The bottom card: the top ones may be cards just put there.
      cards[i] = deck.pop()!;
      deck.unshift(card);
      return;
    }
  }
}

/** Cards each side uses from `from` to the end of its turn, by the log. */
function usedRestOfTurn(game: ImportedGame, from: Segment): Record<Side, Set<string>> {
  const rest = game.segments.filter((s) => s.index >= from.index && s.turn === from.turn && s.kind !== "setup");
  const used: Record<Side, Set<string>> = { us: new Set(), ussr: new Set() };
  for (const s of rest) {
    const c = cardsInHands(s);
    for (const side of SIDES) c[side].forEach((x) => used[side].add(x));
  }
  return used;
}

/**
 * When a move drew a scoring card the player does not play this turn (an event's draw), the
 * real draw was another card: in the state before the move, that scoring card is swapped with a
 * card from the bottom of the draw pile. Returns whether `before` changed (run the move again).
 */
export function keepScoringOutOfDraws(g: Game, before: State, after: State, game: ImportedGame, seg: Segment): boolean {
  const used = usedRestOfTurn(game, seg);
  const anyUse = new Set([...used.us, ...used.ussr]);
  const deck = pile(g, before, "deck");
  let changed = false;
  for (const side of SIDES) {
    for (const card of hand(g, after, side)) {
      if (!isScoring(g, card) || hand(g, before, side).includes(card) || used[side].has(card)) continue;
      const at = deck.indexOf(card);
      if (at < 0) continue;
      let j = deck.length - 1;
      while (j > at && (isScoring(g, deck[j]!) || anyUse.has(deck[j]!))) j--;
      if (j <= at) continue;
      [deck[at], deck[j]] = [deck[j]!, card];
      changed = true;
    }
  }
  return changed;
}

/**
 * Swaps out of `side`'s hand the scoring cards the log does not show it playing in the rest of
 * the turn, for draw-pile cards nobody uses in the rest of the turn.
 */
export function dropUnplayedScoring(g: Game, state: State, game: ImportedGame, from: Segment): void {
  const used = usedRestOfTurn(game, from);
  const anyUse = new Set([...used.us, ...used.ussr]);
  for (const side of SIDES) {
    const cards = hand(g, state, side);
    for (const card of [...cards]) {
      if (!isScoring(g, card) || used[side].has(card)) continue;
      const replacement = pile(g, state, "deck").find((c) => !isScoring(g, c) && !anyUse.has(c));
      if (!replacement) continue;
      rigCardIntoHand(g, state, side, replacement, { keep: cards.filter((c) => c !== card), giveBack: card });
    }
  }
}
