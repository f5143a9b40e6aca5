// Random legal games on every core: worker threads each load the content (from the disk cache,
// so quickly) and play the seeds they are handed, a few at a time, until none are left. Each game
// depends only on its seed and the content, and the results are put back in seed order, so they
// are the same for any number of workers.
import { availableParallelism } from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { requireContent } from "../content/load-dir.js";
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

/** Plays the games, in this thread or on `workers` threads; the summaries in seed order. */
export async function playRandomGames(run: ParallelRun): Promise<GameSummary[]> {
  const seeds = Array.from({ length: run.games }, (_, i) => run.seed + i);
  const workers = Math.max(1, Math.min(run.workers, Math.ceil(run.games / BATCH)));
  if (workers === 1) return seeds.map((s) => playOne(run, s));
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
      const url = new URL(import.meta.url);
      const data = { workerData: { tag: WORKER_TAG, run: { dir: run.dir, selection: run.selection, check: run.check } } };
      // This module is the worker's code: in the compiled command line, that file; run from the
      // TypeScript sources (tests), a worker first registers tsx to read them.
      const w = url.pathname.endsWith(".ts")
        ? new Worker(`import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); });`, { ...data, eval: true })
        : new Worker(url, data);
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

// In a worker: play each batch of seeds handed over, and send the summaries back.
if (!isMainThread && (workerData as { tag?: string } | null)?.tag === WORKER_TAG) {
  const { run } = workerData as { run: Pick<ParallelRun, "dir" | "selection" | "check"> };
  parentPort!.on("message", (seeds: number[]) => parentPort!.postMessage(seeds.map((s) => playOne(run, s))));
}
