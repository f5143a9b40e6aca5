// Seeded random changes of a data tree, shared by the tests that compare generated validators with
// validators compiled at run time: a walk to some place (a container and a key in it), and 1 to 3
// changes there (a key deleted, a key added, a value replaced).

export interface Place {
  at: Record<string | number, unknown>;
  key: string | number;
}

/** `random(n)` in 0..n-1 from `seed` (the same sequence for the same seed), and `somewhere(data)`: a place picked with it. */
export function randomPlaces(seed: number): { random: (n: number) => number; somewhere: (data: unknown) => Place | null; change: (data: unknown, values: readonly unknown[]) => void } {
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
  /** Changes `data` in place 1 to 3 times, with values taken from `values`. */
  const change = (data: unknown, values: readonly unknown[]): void => {
    for (let e = 1 + random(3); e > 0; e--) {
      const place = data && typeof data === "object" ? somewhere(data) : null;
      if (!place) continue;
      const what = random(3);
      if (what === 0 && !Array.isArray(place.at)) delete place.at[place.key];
      else if (what === 1 && !Array.isArray(place.at)) place.at[`zz${random(9)}`] = values[random(values.length)];
      else place.at[place.key] = structuredClone(values[random(values.length)]);
    }
  };
  return { random, somewhere, change };
}
