// Random legal games on every core: worker threads each load the content (from the disk cache,
// so quickly) and play the seeds they are handed, a few at a time, until none are left. Each game
// depends only on its seed and the content, and the results are put back in seed order, so they
// are the same for any number of workers.
import { availableParallelism } from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { pathToFileURL } from "node:url";
import { REPO_ROOT, requireContent } from "../content/load-dir.js";
import { freshCliBundle } from "../build/cli-bundle-path.js";
import type { Selection } from "../content/compose.js";
import { playRandomGame } from "./random-play.js";

export interface GameSummary {
  seed: number;
  decisions: number;
  /** The result, or null when the game did not finish. */
  result: { winner: string; reason: string } | null;
  crash: string | null;
  violations: string[];
}

export interface ParallelRun {
  dir: string;
  selection: Selection;
  /** First seed; games use the seeds from it on. */
  seed: number;
  games: number;
  /** Check the invariants after every move. */
  check: boolean;
  /** Worker threads; 1 plays in this thread. */
  workers: number;
}

/** How many seeds a worker is handed at a time (small enough to keep every worker busy to the end). */
const BATCH = 16;

const WORKER_TAG = "cardwright-random-games";

export function defaultWorkers(): number {
  return availableParallelism();
}

/** Plays one game and keeps what a report needs. */
function playOne(run: Pick<ParallelRun, "dir" | "selection" | "check">, seed: number): GameSummary {
  const content = requireContent(run.dir, run.selection);
  const r = playRandomGame(content.game, seed, { ...run.selection, check: run.check });
  return { seed, decisions: r.decisions, result: r.state.result ? { winner: r.state.result.winner, reason: r.state.result.reason } : null, crash: r.crash, violations: r.violations };
}

/** How many worker threads play `games` when `workers` are asked for: none idle from the start. */
export function workersUsed(games: number, workers: number): number {
  return Math.max(1, Math.min(workers, Math.ceil(games / BATCH)));
}

/** Plays the games, in this thread or on `workers` threads; the summaries in seed order. */
export async function playRandomGames(run: ParallelRun): Promise<GameSummary[]> {
  const seeds = Array.from({ length: run.games }, (_, i) => run.seed + i);
  const workers = workersUsed(run.games, run.workers);
  if (workers === 1) return seeds.map((s) => playOne(run, s));
  const workerCode = workerScript();
  const out: GameSummary[] = [];
  let next = 0;
  const handOut = (w: Worker) => {
    if (next >= seeds.length) {
      void w.terminate();
      return false;
    }
    w.postMessage(seeds.slice(next, next + BATCH));
    next += BATCH;
    return true;
  };
  await Promise.all(
    Array.from({ length: workers }, () => {
      const data = { workerData: { tag: WORKER_TAG, run: { dir: run.dir, selection: run.selection, check: run.check } } };
      const w = typeof workerCode === "string" ? new Worker(workerCode, { ...data, eval: true }) : new Worker(workerCode, data);
      return new Promise<void>((resolve, reject) => {
        w.on("message", (games: GameSummary[]) => {
          out.push(...games);
          handOut(w);
        });
        w.on("error", reject);
        w.on("exit", () => resolve());
        handOut(w);
      });
    }),
  );
  if (out.length !== seeds.length) throw new Error(`the workers played ${out.length} of ${seeds.length} games`);
  return out.sort((a, b) => a.seed - b.seed);
}

/**
 * What a worker runs: this module, which starts playing when loaded in a worker. Compiled into the
 * command line, that file; run from the TypeScript sources (tests, the benchmark), the compiled
 * command line when it is up to date, else the sources through tsx (slower to start).
 */
function workerScript(): URL | string {
  const self = new URL(import.meta.url);
  if (!self.pathname.endsWith(".ts")) return self;
  const compiled = freshCliBundle(REPO_ROOT);
  if (compiled) return pathToFileURL(compiled);
  return `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(self.href)}); });`;
}

// In a worker: play each batch of seeds handed over, and send the summaries back.
if (!isMainThread && (workerData as { tag?: string } | null)?.tag === WORKER_TAG) {
  const { run } = workerData as { run: Pick<ParallelRun, "dir" | "selection" | "check"> };
  parentPort!.on("message", (seeds: number[]) => parentPort!.postMessage(seeds.map((s) => playOne(run, s))));
}
