// The games of a run and how one is played, with nothing of Node in them: the command line's
// worker threads (batch.ts) and the editor's Web Workers (the Balance panel) plan and play the
// same games from here, so a run gives the same records wherever it is played.
import { botFactory } from "../bots/index.js";
import type { Game } from "../kernel/index.js";
import { playGame, type GameRecord, type GameSetup } from "./play-game.js";
import { shardRange, type Shard } from "./shard.js";

/** Which games a run plays: the bots, how many games, from which seed, and how the sides turn. */
export interface RunPlan {
  /** Bot spec by side (`search:200`, `greedy` …). */
  bots: Record<string, string>;
  /** Games in the whole run (before sharding). */
  games: number;
  /** Seed of the run's first game. */
  seed: number;
  /** Turn the bots round the sides from game to game (each seed once per assignment). */
  swap: boolean;
  shard?: Shard | null;
}

/** How a game of a run is played once its content is loaded: the setup, and the cap on decisions. */
export interface PlaySpec {
  setup: GameSetup;
  maxDecisions?: number;
}

/** One game to play: its index in the run, its seed and the bot of each side. */
export interface Job {
  game: number;
  seed: number;
  bots: Record<string, string>;
}

/** The games of a run (its shard), in order. */
export function planJobs(spec: RunPlan, sides: readonly string[]): Job[] {
  for (const side of sides) if (!spec.bots[side]) throw new Error(`no bot given for ${side} (sides: ${sides.join(", ")})`);
  for (const side of Object.keys(spec.bots)) if (!sides.includes(side)) throw new Error(`unknown side \`${side}\` (sides: ${sides.join(", ")})`);
  for (const b of Object.values(spec.bots)) botFactory(b);
  const { from, to } = shardRange(spec.games, spec.shard ?? null);
  const jobs: Job[] = [];
  for (let k = from; k < to; k++) {
    const turn = spec.swap ? k % sides.length : 0;
    const seed = spec.seed + (spec.swap ? Math.floor(k / sides.length) : k);
    const bots: Record<string, string> = {};
    sides.forEach((side, i) => (bots[side] = spec.bots[sides[(i + turn) % sides.length]!]!));
    jobs.push({ game: k, seed, bots });
  }
  return jobs;
}

export function playJob(g: Game, spec: PlaySpec, job: Job): GameRecord {
  const factories = Object.fromEntries(Object.entries(job.bots).map(([side, b]) => [side, botFactory(b)]));
  const record = playGame(g, spec.setup, job.seed, factories, job.bots, spec.maxDecisions === undefined ? {} : { maxDecisions: spec.maxDecisions });
  return { ...record, game: job.game };
}
