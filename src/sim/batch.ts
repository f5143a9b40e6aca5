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

// In a worker (or this thread, with one worker): loads the content once, then plays the games it
// is handed. Games are pure functions of their inputs, so which worker plays which never matters.
const playJobs = defineTask("cardwright-bot-games", import.meta.url, (init: BatchInit) => {
  const content = requireContent(init.contentDir, init.setup);
  return (job: Job) => playJob(content.game, init, job);
});

export async function runBatch(spec: BatchSpec, opts: BatchOptions): Promise<BatchResult> {
  const content = requireContent(spec.contentDir, spec.setup);
  const jobs = planJobs(spec, content.game.sides);
  const init: BatchInit = { contentDir: spec.contentDir, setup: spec.setup, ...(spec.maxDecisions !== undefined ? { maxDecisions: spec.maxDecisions } : {}) };
  const t0 = performance.now();
  let decisions = 0;
  let done = 0;
  // Records are handed on in game order, whatever order the workers finish them in.
  const records = await runTask(playJobs, init, jobs, {
    workers: opts.workers,
    onResult: (r) => {
      decisions += r.decisions;
      done++;
      opts.onRecord?.(r);
      opts.onProgress?.({ done, total: jobs.length, elapsed: (performance.now() - t0) / 1000, decisions });
    },
  });
  return { records, seconds: (performance.now() - t0) / 1000, decisions };
}
