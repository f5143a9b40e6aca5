// The answers of a person's decision that lose the game at once for them (a move that sets off a
// loss the rules give its own side), so the terminal and the Play page can warn before the click.
// Worked out on states the side cannot tell from the true one (src/bots/determinize.ts: hidden cards
// dealt again, new dice), never on the true state: a warning must not tell what the player may not
// know, such as a die not yet rolled or the other side's hand. An answer is marked only when it loses
// in every sample, so "loses" is what the player's own knowledge already implies. Game-neutral: it
// reads only the game's result and its losers.
import { determinize, mixSeed, Random } from "../bots/index.js";
import { applyInPlace, copyState, type Game, type State } from "../kernel/index.js";

/** States sampled: a loss that depends on a hidden card or a die shows in some and not in others. */
const SAMPLES = 3;

/** The answers of `side`'s pending decision after which the game is over with `side` among the losers. */
export function losingAnswers(g: Game, s: State, side: string): Set<string> {
  const out = new Set<string>();
  const d = s.pending.find((x) => x.player === side);
  if (!d || s.result) return out;
  // Seeded by how far the game is: the same question gets the same warnings every time it is shown.
  const random = new Random(mixSeed(s.moves, d.options.length, 0x5eed));
  const samples = Array.from({ length: SAMPLES }, () => determinize(g, s, side, random));
  for (const choice of d.options) {
    const loses = samples.every((sample) => {
      const t = copyState(sample);
      try {
        applyInPlace(g, t, { player: side, choice });
      } catch {
        return false; // a sample may make an answer illegal (a card dealt elsewhere): no warning from it
      }
      return t.result !== null && t.result.losers.includes(side);
    });
    if (loses) out.add(choice);
  }
  return out;
}
