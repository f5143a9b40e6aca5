// Seeded pseudo-random numbers (mulberry32). Its whole state is one integer kept in the
// game state, so a saved game continues with the same rolls.
import type { GameState } from "./state.js";

export class UnscriptedRollError extends Error {
  constructor() {
    super("a die was rolled that the script did not force (add `- dice: [n]` before this step)");
  }
}

function next(state: GameState): number {
  let t = (state.rng = (state.rng + 0x6d2b79f5) | 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

export function rollDie(state: GameState): number {
  if (state.rigged.length) return state.rigged.shift()!;
  if (state.strictDice) throw new UnscriptedRollError();
  return 1 + Math.floor(next(state) * 6);
}

export function randomIndex(state: GameState, n: number): number {
  return Math.floor(next(state) * n);
}

export function shuffle(state: GameState, cards: string[]): void {
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(next(state) * (i + 1));
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
}
