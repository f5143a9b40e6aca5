// Batch simulation: N games between bots, on every core (worker threads), with the same results
// for the same seed whatever the number of workers. Game k of a run plays seed `seed + k` — or,
// with sides swapped, seed `seed + ⌊k / sides⌋` with the bots turned k places round the sides, so
// each seed is played once with each assignment. Records come back in game order.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { requireContent } from "../content/load-dir.js";
import { planJobs, playJob, type BatchInit, type Job, type RunPlan } from "./jobs.js";
import type { GameRecord, GameSetup } from "./play-game.js";
import type { Progress } from "./progress.js";
import { BATCH_WORKER_TAG } from "./worker.js";

export { planJobs, playJob, type BatchInit, type Job, type PlaySpec, type RunPlan } from "./jobs.js";

export interface BatchSpec extends RunPlan {
  contentDir: string;
  setup: GameSetup;
  maxDecisions?: number;
}

export type { Progress } from "./progress.js";

export interface BatchOptions {
  /** Worker threads; 1 plays in this thread. */
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

export async function runBatch(spec: BatchSpec, opts: BatchOptions): Promise<BatchResult> {
  const content = requireContent(spec.contentDir, spec.setup);
  const jobs = planJobs(spec, content.game.sides);
  const init: BatchInit = { contentDir: spec.contentDir, setup: spec.setup, ...(spec.maxDecisions !== undefined ? { maxDecisions: spec.maxDecisions } : {}) };
  const t0 = performance.now();
  const records: GameRecord[] = [];
  let decisions = 0;
  // Records are handed on in game order, whatever order the workers finish them in.
  const waiting = new Map<number, GameRecord>();
  let nextOut = 0;
  const deliver = (r: GameRecord) => {
    waiting.set(r.game, r);
    decisions += r.decisions;
    while (nextOut < jobs.length && waiting.has(jobs[nextOut]!.game)) {
      const out = waiting.get(jobs[nextOut]!.game)!;
      waiting.delete(out.game);
      records.push(out);
      opts.onRecord?.(out);
      nextOut++;
    }
    opts.onProgress?.({ done: records.length + waiting.size, total: jobs.length, elapsed: (performance.now() - t0) / 1000, decisions });
  };
  const workers = Math.min(opts.workers, jobs.length);
  if (workers <= 1) {
    for (const job of jobs) deliver(playJob(content.game, init, job));
  } else await runOnWorkers(jobs, init, workers, deliver);
  return { records, seconds: (performance.now() - t0) / 1000, decisions };
}

function runOnWorkers(jobs: Job[], init: BatchInit, count: number, deliver: (r: GameRecord) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let next = 0;
    let done = 0;
    let failed = false;
    const pool: Worker[] = [];
    const stopAll = () => {
      for (const w of pool) void w.terminate();
    };
    const feed = (w: Worker) => {
      if (next < jobs.length) w.postMessage(jobs[next++]);
      else w.postMessage(null);
    };
    for (let i = 0; i < count; i++) {
      const w = startWorker(init);
      pool.push(w);
      w.on("message", (m: { game: number; record: GameRecord }) => {
        deliver(m.record);
        done++;
        if (done === jobs.length) {
          stopAll();
          resolve();
        } else feed(w);
      });
      w.on("error", (e) => {
        if (failed) return;
        failed = true;
        stopAll();
        reject(e);
      });
      feed(w);
    }
  });
}

/**
 * A worker playing a batch's games (worker.ts). Compiled into the command line, that file (which
 * holds worker.ts); run from the TypeScript sources, worker.ts through tsx.
 */
function startWorker(init: BatchInit): Worker {
  const self = import.meta.url;
  const workerData = { tag: BATCH_WORKER_TAG, init };
  if (!self.endsWith(".ts")) return new Worker(new URL(self), { workerData });
  const api = import.meta.resolve("tsx/esm/api");
  const entry = new URL("./worker.ts", self).href;
  const code = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(code, { eval: true, workerData });
}
