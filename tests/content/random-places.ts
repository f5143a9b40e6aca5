// A seeded walk to some place of a data tree (a container and a key in it), shared by the tests
// that compare generated validators with validators compiled at run time on random changes.

export interface Place {
  at: Record<string | number, unknown>;
  key: string | number;
}

/** `random(n)` in 0..n-1 from `seed` (the same sequence for the same seed), and `somewhere(data)`: a place picked with it. */
export function randomPlaces(seed: number): { random: (n: number) => number; somewhere: (data: unknown) => Place | null } {
  let state = seed;
  const random = (n: number) => (state = (state * 1103515245 + 12345) % 2147483648) % n;
  const somewhere = (data: unknown): Place | null => {
    let node = data;
    let last: Place | null = null;
    for (let depth = 0; depth < 8 && node && typeof node === "object"; depth++) {
      const keys = Object.keys(node);
      if (!keys.length) break;
      const key = Array.isArray(node) ? random(node.length) : keys[random(keys.length)]!;
      last = { at: node as Record<string | number, unknown>, key };
      if (random(3) === 0) break;
      node = (node as Record<string | number, unknown>)[key];
    }
    return last;
  };
  return { random, somewhere };
}
