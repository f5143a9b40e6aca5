// Batch simulation: N games between bots, on every core (worker threads), with the same results
// for the same seed whatever the number of workers. Game k of a run plays seed `seed + k` — or,
// with sides swapped, seed `seed + ⌊k / sides⌋` with the bots turned k places round the sides, so
// each seed is played once with each assignment. Records come back in game order.
import { availableParallelism } from "node:os";
import { botFactory } from "../bots/index.js";
import { requireContent } from "../content/load-dir.js";
import type { Game } from "../kernel/index.js";
import { playGame, type GameRecord, type GameSetup } from "./play-game.js";
import { shardRange, type Shard } from "./shard.js";
import { defineTask, runTask } from "../workers/pool.js";

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
