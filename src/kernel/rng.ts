// Seeded pseudo-random numbers. Its whole state is one integer kept in the game state, so a saved
// game continues with the same rolls: with a number as seed, the state of mulberry32 (quick; what
// tests, simulations and bots use); with a secret seed of 32 hex digits, the count of numbers
// drawn, each a ChaCha20 block of the seed (keyed-random.ts: online tables). Forced dice and
// forced picks (tests, replays, the editor) are used before the generator.
import { keyedNext } from "./keyed-random.js";
import type { State } from "./state.js";

export class UnscriptedRollError extends Error {
  override name = "UnscriptedRollError";
  constructor() {
    super("a die was rolled that the script did not force (add `- dice: [n]` before this step)");
  }
}

/**
 * The seed of a state that has none yet: a new game's start run up to its first random draw, once
 * per compiled game (start-snapshot.ts). Not a seed a game can have (those are numbers or 32 hex digits).
 */
export const NO_SEED = "(none yet: the start before its first random draw)";

/** Thrown when code reads the generator or the seed of a state that has NO_SEED. */
export class SeedReadError extends Error {
  override name = "SeedReadError";
}

/** The seed the game was started with. */
export function seedOf(state: State): number | string {
  if (state.seed === NO_SEED) throw new SeedReadError();
  return state.seed;
}

export function next(state: State): number {
  if (typeof state.seed === "string") return keyedNext(seedOf(state) as string, (state.rng = (state.rng + 1) | 0));
  let t = (state.rng = (state.rng + 0x6d2b79f5) | 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

export function rollDie(state: State, faces = 6): number {
  if (state.rigged.length) return state.rigged.shift()!;
  if (state.strictDice) throw new UnscriptedRollError();
  return 1 + Math.floor(next(state) * faces);
}

export function randomIndex(state: State, n: number): number {
  return Math.floor(next(state) * n);
}

export function shuffle<T>(state: State, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next(state) * (i + 1));
    // A temporary, not `[a, b] = [b, a]`: V8 builds and walks an array for that.
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
}

/**
 * The forced pick for a random choice among `candidates`, taken off the list, or null. A forced
 * pick may name the card whose code makes the choice: then only that code's pick takes it (one
 * event takes a card back into a hand, another then draws from that hand at random).
 */
export function takeForcedPick(state: State, candidates: readonly unknown[], by: string | null = null): string | null {
  const list = state.riggedPicks;
  if (!list.length) return null;
  const i = list.findIndex((r) => (typeof r === "string" ? candidates.includes(r) : candidates.includes(r.pick) && (r.by === null || r.by === by)));
  if (i < 0) return null;
  const [forced] = list.splice(i, 1);
  return forced === undefined ? null : typeof forced === "string" ? forced : forced.pick;
}
