// Random edits of a text for the quick YAML reader's tests: a few pieces inserted, characters
// removed or one replaced, at places drawn from `random` (a seeded generator, so a failure repeats).

/** A seeded generator of whole numbers below n (a linear congruential one: any sequence will do; it must repeat). */
export function seeded(seed: number): (n: number) => number {
  let x = seed;
  return (n) => (x = (x * 1103515245 + 12345) % 2147483648) % n;
}

/** `text` with one to three edits: a piece of `pieces` inserted, a few characters removed, or one replaced by a piece. */
export function randomlyEdited(text: string, pieces: readonly string[], random: (n: number) => number): string {
  for (let e = 1 + random(3); e > 0; e--) {
    const at = random(text.length + 1);
    const piece = pieces[random(pieces.length)]!;
    const kind = random(3);
    text = kind === 0 ? text.slice(0, at) + piece + text.slice(at) : kind === 1 ? text.slice(0, at) + text.slice(at + 1 + random(3)) : text.slice(0, at) + piece + text.slice(at + 1);
  }
  return text;
}
