// The hidden cards. A log shows a card only when it is played, revealed or discarded, so the
// cards a segment shows are put where the real game had them before the segment is replayed (the
// hands, or the top of the draw pile for Our Man in Tehran); the rest of each hand is whatever
// the engine dealt, kept compatible with the log: no scoring card the player does not play this
// turn (a player cannot keep one, and the engine would force it to be played), nothing above the
// card Missile Envy takes.
import { otherSide, type Content, type Side } from "../content/model.js";
import { rigCardIntoHand } from "../engine/rig.js";
import type { GameState } from "../engine/state.js";
import type { ImportedGame, Segment } from "./import.js";

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
export function cardsInHands(content: Content, seg: Segment): Record<Side, string[]> {
  const out: Record<Side, string[]> = { us: [], ussr: [] };
  const add = (side: Side, card: string | null | undefined) => {
    if (card && card !== content.chinaCard && !out[side].includes(card)) out[side].push(card);
  };
  if (seg.kind === "action_round" && seg.side) add(seg.side, seg.card);
  for (const side of ["us", "ussr"] as Side[]) add(side, seg.headlines?.[side]);
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
export function rigSegment(content: Content, state: GameState, seg: Segment, alsoKeep?: Record<Side, string[]>): RigNote[] {
  const notes: RigNote[] = [];
  const wanted = cardsInHands(content, seg);
  for (const side of ["us", "ussr"] as Side[]) {
    const keep = [...wanted[side], ...(alsoKeep?.[side] ?? [])];
    for (const card of wanted[side]) {
      if (state.hands[side].includes(card)) continue;
      if (state.inPlay.includes(card)) continue;
      if (state.removed.includes(card)) {
        notes.push({ line: seg.line, message: `${card} is out of the game in the engine; the log has it in the ${side} hand` });
        continue;
      }
      const r = rigCardIntoHand(state, side, card, { keep, giveBack: giveBackFor(content, state, side, card, keep) });
      if (r.from === "discard") notes.push({ line: seg.line, message: `${card} was in the engine's discard pile` });
    }
  }
  for (const item of seg.items) {
    const section = seg.sections[item.section];
    if (item.kind === "card" && item.verb === "reveals" && item.cardId && section?.kind === "event" && section.card && HIGHEST_OPS.has(section.card)) {
      capHandOps(content, state, item.side, content.cards[item.cardId]?.ops ?? 4, wanted[item.side]);
    }
    if (item.kind !== "card" || !item.cardId || section?.kind !== "event" || !section.card || !FROM_DECK.has(section.card)) continue;
    toDeckTop(state, item.cardId);
  }
  return notes;
}

/**
 * The unknown card that leaves the hand: one that does not put a scoring card into the other
 * hand (the opponent would have to play it), and, going to the draw pile, a scoring card first.
 */
function giveBackFor(content: Content, state: GameState, side: Side, card: string, keep: string[]): string | undefined {
  const free = state.hands[side].filter((c) => !keep.includes(c));
  const scoring = (c: string) => content.cards[c]?.kind === "scoring";
  if (state.hands[otherSide(side)].includes(card)) return free.reverse().find((c) => !scoring(c));
  return free.find(scoring) ?? free.at(-1);
}

/** Swaps the hand's unknown cards worth more than `max` Ops for draw-pile cards worth at most `max`. */
function capHandOps(content: Content, state: GameState, side: Side, max: number, keep: string[]): void {
  const ops = (c: string) => content.cards[c]?.ops ?? 0;
  for (const card of [...state.hands[side]]) {
    if (keep.includes(card) || ops(card) <= max) continue;
    const replacement = state.deck.find((c) => ops(c) <= max && content.cards[c]?.kind !== "scoring");
    if (replacement) rigCardIntoHand(state, side, replacement, { keep: state.hands[side].filter((c) => c !== card), giveBack: card });
  }
}

/**
 * Moves a card to the top of the draw pile: from the draw pile, or from a hand or the discard
 * pile, where the draw pile's bottom card takes its place (the log shows it was in the draw pile).
 */
function toDeckTop(state: GameState, card: string): void {
  const at = state.deck.indexOf(card);
  if (at >= 0) {
    state.deck.splice(at, 1);
    state.deck.unshift(card);
    return;
  }
  for (const pile of [state.hands.us, state.hands.ussr, state.discard]) {
    const i = pile.indexOf(card);
    if (i >= 0 && state.deck.length) {
      // The bottom card: the top ones may be cards just put there.
      pile[i] = state.deck.pop()!;
      state.deck.unshift(card);
      return;
    }
  }
}

/** Cards each side uses from `from` to the end of its turn, by the log. */
function usedRestOfTurn(content: Content, game: ImportedGame, from: Segment): Record<Side, Set<string>> {
  const rest = game.segments.filter((s) => s.index >= from.index && s.turn === from.turn && s.kind !== "setup");
  const used: Record<Side, Set<string>> = { us: new Set(), ussr: new Set() };
  for (const s of rest) {
    const c = cardsInHands(content, s);
    for (const side of ["us", "ussr"] as Side[]) c[side].forEach((x) => used[side].add(x));
  }
  return used;
}

/**
 * When a move drew a scoring card the player does not play this turn (an event's draw), the
 * real draw was another card: in the state before the move, that scoring card is swapped with a
 * card from the bottom of the draw pile. Returns whether `before` changed (run the move again).
 */
export function keepScoringOutOfDraws(content: Content, before: GameState, after: GameState, game: ImportedGame, seg: Segment): boolean {
  const used = usedRestOfTurn(content, game, seg);
  const anyUse = new Set([...used.us, ...used.ussr]);
  let changed = false;
  for (const side of ["us", "ussr"] as Side[]) {
    for (const card of after.hands[side]) {
      if (content.cards[card]?.kind !== "scoring" || before.hands[side].includes(card) || used[side].has(card)) continue;
      const at = before.deck.indexOf(card);
      if (at < 0) continue;
      let j = before.deck.length - 1;
      while (j > at && (content.cards[before.deck[j]!]?.kind === "scoring" || anyUse.has(before.deck[j]!))) j--;
      if (j <= at) continue;
      [before.deck[at], before.deck[j]] = [before.deck[j]!, card];
      changed = true;
    }
  }
  return changed;
}

/**
 * Swaps out of `side`'s hand the scoring cards the log does not show it playing in the rest of
 * the turn, for draw-pile cards nobody uses in the rest of the turn.
 */
export function dropUnplayedScoring(content: Content, state: GameState, game: ImportedGame, from: Segment): void {
  const used = usedRestOfTurn(content, game, from);
  const anyUse = new Set([...used.us, ...used.ussr]);
  for (const side of ["us", "ussr"] as Side[]) {
    for (const card of [...state.hands[side]]) {
      if (content.cards[card]?.kind !== "scoring" || used[side].has(card)) continue;
      const replacement = state.deck.find((c) => content.cards[c]?.kind !== "scoring" && !anyUse.has(c));
      if (!replacement) continue;
      rigCardIntoHand(state, side, replacement, { keep: state.hands[side].filter((c) => c !== card), giveBack: card });
    }
  }
}
