// The bot interface: a bot answers one side's pending decision from what that side may see. It is
// given the side's view, its decision with the legal options, a seeded random source, and a way to
// sample full states consistent with the view (for look-ahead); never the game's true state.
import { view as viewOf, type Game, type State, type View } from "../kernel/index.js";
import { determinize } from "./determinize.js";
import type { Random } from "./random.js";

export interface BotDecision {
  kind: string;
  /** The legal answers. */
  options: string[];
  args?: Record<string, unknown>;
}

export interface BotInput {
  game: Game;
  side: string;
  /** What the side may see now (computed when first read). */
  readonly view: View;
  decision: BotDecision;
  /** Moves made in the game so far (public). */
  moves: number;
  random: Random;
  /** A full state the side cannot tell from the true one: hidden cards dealt again and new dice, drawn from `random`. */
  sample(): State;
}

export interface Bot {
  /** The spec it was made from (`greedy`, `search:200`). */
  readonly name: string;
  choose(input: BotInput): string;
}

/** Makes a fresh bot for one side of one game (bots may remember what they planned). */
export type BotFactory = () => Bot;

/** The input of `side`'s bot in state `s`: only its view and samples of what it cannot see reach the bot. */
export function botInput(g: Game, s: State, side: string, random: Random): BotInput {
  const d = s.pending.find((x) => x.player === side);
  if (!d) throw new Error(`${side} has no decision pending`);
  let seen: View | null = null;
  return {
    game: g,
    side,
    get view() {
      return (seen ??= viewOf(g, s, side));
    },
    decision: { kind: d.kind, options: d.options.slice(), ...(d.args ? { args: structuredClone(d.args) } : {}) },
    moves: s.moves,
    random,
    sample: () => determinize(g, s, side, random),
  };
}
