// Batch simulation: N games between bots, on every core (worker threads), with the same results
// for the same seed whatever the number of workers. Game k of a run plays seed `seed + k` — or,
// with sides swapped, seed `seed + ⌊k / sides⌋` with the bots turned k places round the sides, so
// each seed is played once with each assignment. Records come back in game order.
import { availableParallelism } from "node:os";
import { requireContent } from "../content/load-dir.js";
import { planJobs, playJob, type BatchInit, type Job, type RunPlan } from "./jobs.js";
import type { GameRecord, GameSetup } from "./play-game.js";
import type { Progress } from "./progress.js";
import { defineTask, runTask } from "../workers/pool.js";

export { planJobs, playJob, type BatchInit, type Job, type PlaySpec, type RunPlan } from "./jobs.js";

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

export class WorkersError extends Error {
  override name = "WorkersError";
}

/** `auto` (every core) or a number of workers. */
export function workerCount(text: string | undefined): number {
  if (text === undefined || text === "auto") return Math.max(1, availableParallelism());
  if (!/^[1-9][0-9]*$/.test(text)) throw new WorkersError(`--workers must be auto or a whole number above 0, got \`${text}\``);
  return Number(text);
}

// In a worker (or this thread): loads the content of every run it may be handed games of (a
// balance run plays the same games on two setups, on one pool), then plays the games it is
// handed. Games are pure functions of their inputs, so which thread plays which never matters.
const playJobs = defineTask("cardwright-bot-games", import.meta.url, (runs: BatchInit[]) => {
  const games = runs.map((init) => requireContent(init.contentDir, init.setup).game);
  return ({ run, job }: RunJob) => playJob(games[run]!, runs[run]!, job);
});

/** A game of one of the runs played on a pool. */
interface RunJob {
  run: number;
  job: Job;
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
  const plans = specs.map((spec) => planJobs(spec, requireContent(spec.contentDir, spec.setup).game.sides));
  const inits = specs.map((spec): BatchInit => ({ contentDir: spec.contentDir, setup: spec.setup, ...(spec.maxDecisions !== undefined ? { maxDecisions: spec.maxDecisions } : {}) }));
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
