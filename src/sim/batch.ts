// Batch simulation: N games between bots, on every core (worker threads), with the same results
// for the same seed whatever the number of workers. Game k of a run plays seed `seed + k` — or,
// with sides swapped, seed `seed + ⌊k / sides⌋` with the bots turned k places round the sides, so
// each seed is played once with each assignment. Records come back in game order.
import { availableParallelism } from "node:os";
import { requireContent } from "../content/load-dir.js";
import { SaidError } from "../diagnostics/said-error.js";
import { sharedGameOf } from "../content/share-game.js";
import { planJobs, type RunPlan } from "./jobs.js";
import type { GameRecord, GameSetup } from "./play-game.js";
import type { Progress } from "./progress.js";
import { runTask } from "../workers/pool.js";
import { playJobs, type BotGamesInit, type RunJob } from "./bot-games-task.js";

export { planJobs, playJob, type Job, type PlaySpec, type RunPlan } from "./jobs.js";
export type { BotGamesInit } from "./bot-games-task.js";

export interface BatchSpec extends RunPlan {
  contentDir: string;
  setup: GameSetup;
  maxDecisions?: number;
}

export type { Progress } from "./progress.js";

export interface BatchOptions {
  /** Threads playing, this one included (1 plays in this thread alone; see src/workers/pool.ts). */
  workers: number;
  onRecord?: (r: GameRecord) => void;
  onProgress?: (p: Progress) => void;
}

export interface BatchResult {
  records: GameRecord[];
  seconds: number;
  decisions: number;
}

/** A worker count that is not one: its message `cli.workers.bad` (src/locales/). */
export class WorkersError extends SaidError {
  override name = "WorkersError";
}

/** `auto` (every core) or a number of workers. */
export function workerCount(text: string | undefined): number {
  if (text === undefined || text === "auto") return Math.max(1, availableParallelism());
  if (!/^[1-9][0-9]*$/.test(text)) throw new WorkersError({ key: "cli.workers.bad", args: { got: text } }, `--workers must be auto or a whole number above 0, got \`${text}\``);
  return Number(text);
}

export async function runBatch(spec: BatchSpec, opts: BatchOptions): Promise<BatchResult> {
  return (await runBatches([spec], opts))[0]!;
}

/**
 * Several runs on one pool, started once (a balance run: the same games on two setups), played one
 * after the other; each run's records in game order. Progress counts the games of every run. A
 * run's seconds are from the end of the run before (the start, for the first) to its last record
 * handed on; the last run's end with the pool's, so that they add up to the whole.
 */
export async function runBatches(specs: readonly BatchSpec[], opts: BatchOptions): Promise<BatchResult[]> {
  const contents = specs.map((spec) => requireContent(spec.contentDir, spec.setup));
  const plans = specs.map((spec, run) => planJobs(spec, contents[run]!.game.sides));
  const inits = specs.map((spec, run): BotGamesInit => ({ game: sharedGameOf(contents[run]!), setup: spec.setup, ...(spec.maxDecisions !== undefined ? { maxDecisions: spec.maxDecisions } : {}) }));
  const inputs = plans.flatMap((jobs, run) => jobs.map((job): RunJob => ({ run, job })));
  const results = plans.map((): BatchResult => ({ records: [], seconds: 0, decisions: 0 }));
  const ends: number[] = [];
  const t0 = performance.now();
  let decisions = 0;
  // Records are handed on in game order, whatever order the threads finish them in.
  await runTask(playJobs, inits, inputs, {
    workers: opts.workers,
    onResult: (r, i) => {
      const run = inputs[i]!.run;
      const result = results[run]!;
      result.records.push(r);
      result.decisions += r.decisions;
      decisions += r.decisions;
      if (result.records.length === plans[run]!.length) ends[run] = performance.now();
      opts.onRecord?.(r);
      opts.onProgress?.({ done: i + 1, total: inputs.length, elapsed: (performance.now() - t0) / 1000, decisions });
    },
  });
  let from = t0;
  results.forEach((result, run) => {
    const to = run === results.length - 1 ? performance.now() : (ends[run] ?? from);
    result.seconds = (to - from) / 1000;
    from = to;
  });
  return results;
}
