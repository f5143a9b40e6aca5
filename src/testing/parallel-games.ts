// Random legal games on every core: this thread loads the content, hands worker threads the data
// its game is compiled from (src/workers/shared-game.ts), and every thread plays the seeds it takes,
// a few at a time, until none are left. Each game depends only on its seed and the content, and the
// results are put back in seed order, so they are the same for any number of workers.
import { availableParallelism } from "node:os";
import { requireContent } from "../content/load-dir.js";
import type { Selection } from "../content/compose.js";
import { sharedGameOf } from "../content/share-game.js";
import { runTask } from "../workers/pool.js";
import { playSeeds, type GameSummary, type RandomGamesInit } from "./random-games-task.js";

export type { GameSummary } from "./random-games-task.js";

export interface ParallelRun {
  dir: string;
  selection: Selection;
  /** First seed; games use the seeds from it on. */
  seed: number;
  games: number;
  /** Check the invariants after every move. */
  check: boolean;
  /** Threads playing, this one included (1 plays in this thread alone; see src/workers/pool.ts). */
  workers: number;
}

/** How many seeds a worker is handed at a time (small enough to keep every worker busy to the end). */
const BATCH = 16;

export function defaultWorkers(): number {
  return availableParallelism();
}

/** How many worker threads play `games` when `workers` are asked for: none idle from the start. */
export function workersUsed(games: number, workers: number): number {
  return Math.max(1, Math.min(workers, Math.ceil(games / BATCH)));
}

/** Plays the games, in this thread or on `workers` threads; the summaries in seed order. */
export async function playRandomGames(run: ParallelRun): Promise<GameSummary[]> {
  const batches: number[][] = [];
  for (let i = 0; i < run.games; i += BATCH) batches.push(Array.from({ length: Math.min(BATCH, run.games - i) }, (_, k) => run.seed + i + k));
  const init: RandomGamesInit = { game: sharedGameOf(requireContent(run.dir, run.selection)), selection: run.selection, check: run.check };
  return (await runTask(playSeeds, init, batches, { workers: workersUsed(run.games, run.workers) })).flat();
}
