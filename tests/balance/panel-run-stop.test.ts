// The editor's Balance panel plays a run's games in Web Workers and can be stopped at any moment;
// the report then compares the games finished on both setups. A job's two games (one per setup)
// must go to the same worker, or a stopped run loses every pair split between two workers' queues
// (CI once saw five unpaired games with two workers). Fake workers stand in for the real ones:
// they finish the games they were sent in order, at whatever pace the test picks.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BalanceRun, type RunState } from "../../editor/src/balance/balance-run.js";
import type { FromBalanceWorker, ToBalanceWorker } from "../../editor/src/balance/protocol.js";
import type { Job } from "../../src/sim/jobs.js";
import type { GameRecord } from "../../src/sim/play-game.js";

class FakeWorker {
  onmessage: ((e: MessageEvent<FromBalanceWorker>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  queue: { run: number; job: Job }[] = [];
  sent: { run: number; job: Job }[] = [];
  terminated = false;
  postMessage(m: ToBalanceWorker): void {
    if (m.t === "job") {
      this.queue.push({ run: m.run, job: m.job });
      this.sent.push({ run: m.run, job: m.job });
    }
  }
  terminate(): void {
    this.terminated = true;
  }
  send(m: FromBalanceWorker): void {
    this.onmessage?.({ data: m } as MessageEvent<FromBalanceWorker>);
  }
  /** Finishes the next game it was sent. */
  finishOne(): boolean {
    const next = this.queue.shift();
    if (!next) return false;
    const record: GameRecord = {
      game: next.job.game, seed: next.job.seed, setup: { scenario: "standard", options: [] } as unknown as GameRecord["setup"],
      bots: next.job.bots, winner: next.job.game % 2 ? "USSR" : "US", reason: "vp", score: 0, progress: 3, decisions: 100, plays: [],
    };
    this.send({ t: "record", run: next.run, record });
    return true;
  }
}

/** A small deterministic generator for the workers' pace (any sequence will do; it must repeat). */
function rngFrom(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    // mulberry32
    x = (x + 0x6d2b79f5) >>> 0;
    let t = x;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const meta = { title: "t", game: "Twilight Struggle", bots: { USSR: "random", US: "random" }, seed: 1, swap: true, scoreName: "VP", progressName: "turn", sideNames: {}, cardNames: {} };

function startRun(games: number, workers: number): { run: BalanceRun; pool: FakeWorker[]; last: () => RunState | null } {
  const pool: FakeWorker[] = [];
  let last: RunState | null = null;
  const run = new BalanceRun(
    {
      root: "cards/twilight-struggle", contents: [[], []],
      runs: [{ label: "edited", setup: { scenario: "standard" } as never, content: 0 }, { label: "saved", setup: { scenario: "standard" } as never, content: 1 }],
      plan: { games, seed: 1, swap: true, bots: { USSR: "random", US: "random" } },
      title: "t",
    },
    (s) => (last = s),
    workers,
    () => {
      const w = new FakeWorker();
      pool.push(w);
      return w as unknown as Worker;
    },
  );
  for (const w of pool) w.send({ t: "ready", sides: ["USSR", "US"], meta });
  return { run, pool, last: () => last };
}

beforeAll(() => {
  vi.stubGlobal("window", globalThis);
  vi.stubGlobal("navigator", { hardwareConcurrency: 2 });
});
afterAll(() => vi.unstubAllGlobals());

describe("the Balance panel's run", () => {
  it("sends a job's games on both setups to the same worker", () => {
    const { run, pool } = startRun(400, 3);
    const rng = rngFrom(7);
    for (let step = 0; step < 300; step++) pool[Math.floor(rng() * pool.length)]!.finishOne();
    run.stop();
    const owner = new Map<number, Set<number>>();
    pool.forEach((w, i) => w.sent.forEach(({ job }) => owner.set(job.game, (owner.get(job.game) ?? new Set()).add(i))));
    expect(owner.size).toBeGreaterThan(100);
    for (const [game, workers] of owner) expect({ game, workers: [...workers] }).toEqual({ game, workers: [...workers].slice(0, 1) });
  });

  it("stopped at any moment, leaves at most one unpaired game per worker out of the report", () => {
    for (const workers of [1, 2, 4]) {
      for (let seed = 1; seed <= 20; seed++) {
        const { run, pool, last } = startRun(2000, workers);
        const rng = rngFrom(seed);
        const steps = 20 + Math.floor(rng() * 400);
        // Some workers much slower than others (long games): a batch split between a fast and a
        // slow worker would leave many games unpaired.
        const pace = pool.map(() => rng() ** 3);
        const total = pace.reduce((a, b) => a + b, 0);
        for (let step = 0; step < steps; step++) {
          let r = rng() * total;
          let i = 0;
          while (i < pool.length - 1 && (r -= pace[i]!) > 0) i++;
          pool[i]!.finishOne();
        }
        run.stop();
        const s = last()!;
        expect(s.status).toBe("stopped");
        expect(pool.every((w) => w.terminated)).toBe(true);
        const done = s.progress.done;
        const paired = s.report?.games ?? 0;
        expect(done - 2 * paired, `workers ${workers}, seed ${seed}: ${done} games, ${paired} pairs`).toBeLessThanOrEqual(workers);
      }
    }
  });
});
