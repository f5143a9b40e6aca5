// "Lasting" play: random legal play that avoids losing. A move after which the game is over at
// once with the mover among the losers is never taken while another move is not (one step ahead,
// on a copy of the state). That alone leaves most games ending the same way, because the loss is
// usually sealed a few decisions earlier (a card whose event will start a war, a card that loses
// the game when it is still held): so each candidate is also played out on a copy, at random,
// until the mover is asked again after the other side, and a candidate whose play-outs all end in
// its loss is passed over when another is not. Games then last longer, more of them to their final
// scoring: a fairer benchmark than plain random play. A loss that is checked only after many decisions of both
// sides (a war declared at the end of a round of plays) is not foreseen. Deterministic for a seed.
import { applyInPlace, copyState, newGame, type Game, type NewGameOptions, type State } from "../kernel/index.js";
import type { RandomGameResult } from "./random-play.js";
import { crashSaid, crashText } from "./crash-text.js";

function generator(seed: number): () => number {
  let x = (seed * 2654435761) >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

/** Whether the game is over with `side` among the losers. */
export function lost(s: State, side: string): boolean {
  return s.result !== null && s.result.losers.includes(side);
}

/** Play-outs tried per candidate before it is passed over. */
const PLAYOUTS = 2;
/** Candidates tried per decision before the policy settles for one that does not lose at once. */
const CANDIDATES = 6;
/** Longest play-out, in decisions. */
const HORIZON = 60;

/**
 * A copy of `s` after `choice`, played on at random (each move not losing at once, when it can)
 * through the rest of `player`'s decisions and the other sides' after them, until `player` is asked
 * again or the game is over: whether `player` has lost by then.
 */
function playOutLoses(g: Game, s: State, player: string, choice: string, next: () => number): boolean {
  const t = copyState(s);
  applyInPlace(g, t, { player, choice });
  let others = false;
  for (let n = 0; n < HORIZON && !t.result && t.pending.length; n++) {
    const d = t.pending[Math.floor(next() * t.pending.length)]!;
    if (d.player !== player) others = true;
    else if (others) return false;
    applyInPlace(g, t, { player: d.player, choice: notLosingAtOnce(g, t, d.player, d.options, next) });
  }
  return lost(t, player);
}

/** A random option that does not lose at once, if there is one (the play-outs' policy). */
function notLosingAtOnce(g: Game, s: State, player: string, options: readonly string[], next: () => number): string {
  const first = Math.floor(next() * options.length);
  for (let k = 0; k < options.length; k++) {
    const choice = options[(first + k) % options.length]!;
    if (!losesAtOnce(g, s, player, choice)) return choice;
  }
  return options[first]!;
}

/** Whether `choice` loses at once (the game is over after it, `player` among the losers). */
function losesAtOnce(g: Game, s: State, player: string, choice: string): boolean {
  const t = copyState(s);
  applyInPlace(g, t, { player, choice });
  return lost(t, player);
}

/**
 * The option a lasting player picks, candidates in random order: the first that neither loses at
 * once nor loses in every play-out; else the first that does not lose at once; else any.
 */
export function lastingChoice(g: Game, s: State, player: string, options: readonly string[], next: () => number): string {
  const order = options.map((_, i) => i);
  let safeNow: string | null = null;
  for (let k = 0; k < order.length; k++) {
    // Shuffled as it goes: usually the first candidate tried is kept.
    const j = k + Math.floor(next() * (order.length - k));
    [order[k], order[j]] = [order[j]!, order[k]!];
    const choice = options[order[k]!]!;
    if (losesAtOnce(g, s, player, choice)) continue;
    safeNow ??= choice;
    if (k >= CANDIDATES) break;
    for (let p = 0; p < PLAYOUTS; p++) if (!playOutLoses(g, s, player, choice, next)) return choice;
  }
  // Past the candidates tried, the rest are checked only for a loss at once.
  for (let k = CANDIDATES + 1; safeNow === null && k < order.length; k++) {
    const choice = options[order[k]!]!;
    if (!losesAtOnce(g, s, player, choice)) safeNow = choice;
  }
  return safeNow ?? options[order[0]!]!;
}

export function playLastingGame(g: Game, seed: number, opts: NewGameOptions & { maxDecisions?: number } = {}): RandomGameResult {
  const next = generator(seed);
  const state = newGame(g, { ...opts, seed });
  let decisions = 0;
  try {
    while (state.pending.length && !state.result && decisions < (opts.maxDecisions ?? 20_000)) {
      const d = state.pending[Math.floor(next() * state.pending.length)]!;
      applyInPlace(g, state, { player: d.player, choice: lastingChoice(g, state, d.player, d.options, next) });
      decisions++;
    }
    const violations = state.result ? [] : [state.pending.length ? "the game did not finish within the decision limit" : "stuck: no decision pending and no result"];
    return { state, decisions, violations, crash: null };
  } catch (e) {
    return { state, decisions, violations: [], crash: crashText(e), ...crashSaid(e) };
  }
}
