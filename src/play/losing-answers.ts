// The answers of a person's decision that lose the game for them, so the terminal and the Play page
// can warn before the click: an answer that sets off a loss at once (a move that brings a loss the
// rules give its own side), or one that leaves the side in a state the game declares lost (a danger
// in game.yaml `bots: danger`, such as keeping more cards that must be played than turns left to
// play them) while another answer would not.
// Worked out on states the side cannot tell from the true one (src/bots/determinize.ts: hidden cards
// dealt again, new dice), never on the true state: a warning must not tell what the player may not
// know, such as a die not yet rolled or the other side's hand. An answer is marked only when it loses
// in every sample, so "loses" is what the player's own knowledge already implies. Game-neutral: it
// reads only the game's result, its losers and the dangers its content declares.
import { dangerOf, determinize, mixSeed, Random } from "../bots/index.js";
import { applyInPlace, copyState, type Game, type State } from "../kernel/index.js";

/** States sampled: a loss that depends on a hidden card or a die shows in some and not in others. */
const SAMPLES = 3;

/** Why an answer is marked: it loses at once (`danger` null), or it leaves the side in that danger. */
export interface Loss {
  danger: string | null;
}

/** What an answer leads to in one sample. */
type Outcome = "lost" | "safe" | { danger: string } | "illegal";

function outcome(g: Game, sample: State, side: string, choice: string): Outcome {
  const t = copyState(sample);
  try {
    applyInPlace(g, t, { player: side, choice });
  } catch {
    return "illegal"; // a sample may make an answer illegal (a card dealt elsewhere): no warning from it
  }
  if (t.result) return t.result.losers.includes(side) ? "lost" : "safe";
  const danger = dangerOf(g, t, side);
  return danger === null ? "safe" : { danger };
}

/**
 * The answers of `side`'s pending decision after which the game is over with `side` among the
 * losers, or after which a danger holds for it. A danger marks an answer only where some other
 * answer is safe in every sample: a danger that every answer leaves in place (the side got into it
 * earlier) is no warning about this choice.
 */
export function losingAnswers(g: Game, s: State, side: string): Map<string, Loss> {
  const out = new Map<string, Loss>();
  const d = s.pending.find((x) => x.player === side);
  if (!d || s.result) return out;
  // Seeded by how far the game is: the same question gets the same warnings every time it is shown.
  const random = new Random(mixSeed(s.moves, d.options.length, 0x5eed));
  const samples = Array.from({ length: SAMPLES }, () => determinize(g, s, side, random));
  const dangers = new Map<string, string>();
  let someSafe = false;
  for (const choice of d.options) {
    const outcomes = samples.map((sample) => outcome(g, sample, side, choice));
    if (outcomes.every((o) => o === "lost")) out.set(choice, { danger: null });
    else if (outcomes.every((o) => o === "safe")) someSafe = true;
    else if (outcomes.every((o) => o === "lost" || typeof o === "object")) dangers.set(choice, outcomes.find((o): o is { danger: string } => typeof o === "object")!.danger);
  }
  if (someSafe) for (const [choice, danger] of dangers) out.set(choice, { danger });
  return out;
}
