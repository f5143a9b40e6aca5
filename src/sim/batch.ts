// Batch simulation: N games between bots, on every core (worker threads), with the same results
// for the same seed whatever the number of workers. Game k of a run plays seed `seed + k` — or,
// with sides swapped, seed `seed + ⌊k / sides⌋` with the bots turned k places round the sides, so
// each seed is played once with each assignment. Records come back in game order.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { botFactory } from "../bots/index.js";
import { requireContent } from "../content/load-dir.js";
import type { Game } from "../kernel/index.js";
import { playGame, type GameRecord, type GameSetup } from "./play-game.js";
import { shardRange, type Shard } from "./shard.js";

export interface BatchSpec {
  contentDir: string;
  setup: GameSetup;
  /** Bot spec by side (`search:200`, `greedy` …). */
  bots: Record<string, string>;
  /** Games in the whole run (before sharding). */
  games: number;
  /** Seed of the run's first game. */
  seed: number;
  /** Turn the bots round the sides from game to game (each seed once per assignment). */
  swap: boolean;
  shard?: Shard | null;
  maxDecisions?: number;
}

/** What a worker needs to play games. */
export interface BatchInit {
  contentDir: string;
  setup: GameSetup;
  maxDecisions?: number;
}

/** One game to play: its index in the run, its seed and the bot of each side. */
export interface Job {
  game: number;
  seed: number;
  bots: Record<string, string>;
}

export interface Progress {
  done: number;
  total: number;
  /** Seconds since the start. */
  elapsed: number;
  decisions: number;
}

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

/** The games of a run (its shard), in order. */
export function planJobs(spec: BatchSpec, sides: readonly string[]): Job[] {
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

export function playJob(g: Game, init: BatchInit, job: Job): GameRecord {
  const factories = Object.fromEntries(Object.entries(job.bots).map(([side, spec]) => [side, botFactory(spec)]));
  const record = playGame(g, init.setup, job.seed, factories, job.bots, init.maxDecisions === undefined ? {} : { maxDecisions: init.maxDecisions });
  return { ...record, game: job.game };
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

/** A worker running worker.ts; when this code runs as TypeScript (through tsx), the worker registers tsx first. */
function startWorker(init: BatchInit): Worker {
  const self = import.meta.url;
  if (!self.endsWith(".ts")) return new Worker(new URL("./worker.js", self), { workerData: init });
  const api = import.meta.resolve("tsx/esm/api");
  const entry = new URL("./worker.ts", self).href;
  const code = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(code, { eval: true, workerData: init });
}
