// A seeded random source for bots and simulations (mulberry32: one 32-bit integer of state).
// Separate from the game's own generator: a bot's choices never move the game's dice.
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed | 0;
  }

  /** A number in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** A 32-bit seed for another generator (a sampled game's dice). */
  seed(): number {
    return (this.next() * 4294967296) | 0;
  }

  pick<T>(items: readonly T[]): T {
    if (!items.length) throw new Error("nothing to pick from");
    return items[this.int(items.length)]!;
  }

  /** Shuffles in place (Fisher–Yates) and returns the array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }

  /** Up to `n` items in random order (all of them, shuffled, when there are fewer). */
  sample<T>(items: readonly T[], n: number): T[] {
    return this.shuffle(items.slice()).slice(0, n);
  }
}

/** A seed derived from several numbers (a game's seed and a side's index …), well mixed. */
export function mixSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const p of parts) {
    h = Math.imul(h ^ (p | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h | 0;
}
