// State changes with their log lines and their automatic consequences (nuclear war, victory).
// Every change of VP, DEFCON, Influence and cards goes through here.
import { otherSide, type Content, type Side } from "../content/model.js";
import { controller } from "./queries.js";
import { shuffle } from "./rng.js";
import { sideIndex, type GameState, type Value } from "./state.js";

export function log(state: GameState, k: string, a?: Record<string, Value>): void {
  state.log.push(a ? { k, a } : { k });
}

export function endGame(state: GameState, winner: Side | "draw", reason: string): void {
  if (state.result) return;
  state.result = { winner, reason };
  state.pending = null;
  log(state, "game.over", { winner, reason });
}

/** VP for a side; positive always means "good for that side". */
export function gainVp(content: Content, state: GameState, side: Side, amount: number): void {
  if (amount === 0) return;
  state.vp += content.rules.vp.positive_side === side ? amount : -amount;
  log(state, "vp.gain", { side, amount, vp: state.vp });
}

export function checkVpVictory(content: Content, state: GameState): void {
  if (state.result || state.finalScoring) return;
  const limit = content.rules.victory.vp_to_win;
  const positive = content.rules.vp.positive_side;
  if (state.vp >= limit) endGame(state, positive, "vp");
  else if (state.vp <= -limit) endGame(state, otherSide(positive), "vp");
}

/** Moves DEFCON; at 1 the phasing player has started a nuclear war and loses (rule 8.1.3). */
export function setDefcon(content: Content, state: GameState, level: number): void {
  const next = Math.max(1, Math.min(content.rules.defcon.max, level));
  if (next === state.defcon) return;
  const before = state.defcon;
  state.defcon = next;
  (state.defconEnteredThisRound ??= []).push(next);
  log(state, next < before ? "defcon.degrade" : "defcon.improve", { defcon: next });
  if (next === 1) endGame(state, otherSide(state.phasing), "defcon");
}

export function addMilops(content: Content, state: GameState, side: Side, amount: number): void {
  const v = Math.max(0, Math.min(content.rules.military_ops.max, state.milops[side] + amount));
  state.milops[side] = v;
  log(state, "milops", { side, value: v });
}

export function changeInfluence(content: Content, state: GameState, side: Side, country: string, delta: number): number {
  const inf = (state.influence[country] ??= [0, 0]);
  const i = sideIndex(side);
  const applied = Math.max(-inf[i], delta);
  if (applied === 0) return 0;
  inf[i] += applied;
  log(state, "influence", { side, country, delta: applied, us: inf[0], ussr: inf[1] });
  return applied;
}

export function influenceToControl(content: Content, state: GameState, side: Side, country: string): number {
  const inf = state.influence[country] ?? [0, 0];
  const need = content.country[country]!.stability + inf[sideIndex(otherSide(side))] - inf[sideIndex(side)];
  return Math.max(0, need);
}

export function isEnemyControlled(content: Content, state: GameState, side: Side, country: string): boolean {
  return controller(content, state, country) === otherSide(side);
}

// --- cards

/** Takes a card out of wherever it is (hand, deck, discard, in play, removed). */
export function takeCard(state: GameState, card: string): void {
  for (const pile of [state.hands.us, state.hands.ussr, state.deck, state.discard, state.removed, state.inPlay]) {
    const i = pile.indexOf(card);
    if (i >= 0) {
      pile.splice(i, 1);
      return;
    }
  }
}

/**
 * Draws the top card of the draw pile into a hand. An empty draw pile is first rebuilt from the
 * discard pile (rule 4.3); `reshuffleWhenEmpty` (the official digital edition's way, an option)
 * rebuilds it as soon as the drawn card empties it.
 */
export function drawCard(state: GameState, side: Side, reshuffleWhenEmpty = false): boolean {
  if (!state.deck.length && !reshuffle(state)) return false;
  state.hands[side].push(state.deck.shift()!);
  if (reshuffleWhenEmpty && !state.deck.length) reshuffle(state);
  return true;
}

/** The discard pile shuffled into a new draw pile; false when there is nothing to shuffle. */
function reshuffle(state: GameState): boolean {
  if (!state.discard.length) return false;
  state.deck = state.discard.splice(0);
  shuffle(state, state.deck);
  log(state, "deck.reshuffle", { cards: state.deck.length });
  return true;
}
