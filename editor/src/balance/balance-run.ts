// A balance run in the browser: the games of `cardwright balance` (planned by src/sim/jobs.ts)
// played by a pool of Web Workers, one game at a time each, the two setups' games interleaved so
// that a run stopped early still compares them on the same seeds (the report counts the games
// finished on both). Each finished game updates the
// report (src/balance/report.ts, the command line's); Stop terminates the workers and keeps it.
import { compareSetups, singleSetup, type BalanceReport, type ReportMeta } from "../../../src/balance/report.js";
import { planJobs, type Job, type RunPlan } from "../../../src/sim/jobs.js";
import type { GameRecord } from "../../../src/sim/play-game.js";
import type { Progress } from "../../../src/sim/progress.js";
import type { FromBalanceWorker, RunSetup, ToBalanceWorker } from "./protocol.js";
import { runErrorOf, type RunError } from "./run-error.js";

export interface BalanceRequest {
  root: string;
  /** Sets of files the setups are built from (the edited buffers; the saved files). */
  contents: [string, string][][];
  /** The setup under study and the one it is compared with, or the one setup alone. */
  runs: [RunSetup, RunSetup] | [RunSetup];
  plan: RunPlan;
  title: string;
  maxDecisions?: number;
}

export type RunStatus = "starting" | "running" | "done" | "stopped" | "error";

export interface RunState {
  status: RunStatus;
  error: RunError | null;
  progress: Progress;
  /** The report of the games finished so far (null before the first). */
  report: BalanceReport | null;
  /** Records by setup, in game order. */
  records: GameRecord[][];
  workers: number;
}

export type WorkerFactory = () => Worker;

const defaultWorker: WorkerFactory = () => new Worker(new URL("./balance-worker.ts", import.meta.url), { type: "module", name: "cardwright-balance" });

/** Workers for a run: one per core, at most 4, never more than there are games. */
export function workerCountFor(games: number): number {
  return Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2, games));
}

export class BalanceRun {
  private pool: Worker[] = [];
  /** Games sent to each worker and not back yet. */
  private inFlight = new Map<Worker, number>();
  private queue: { run: number; job: Job }[] | null = null;
  private meta: ReportMeta | null = null;
  private records: GameRecord[][];
  private decisions = 0;
  private t0 = performance.now();
  private stoppedAt: number | null = null;
  private status: RunStatus = "starting";
  private error: RunError | null = null;
  private timer = 0;
  private total: number;

  constructor(
    private readonly request: BalanceRequest,
    private readonly onChange: (s: RunState) => void,
    workers = workerCountFor(request.runs.length * request.plan.games),
    makeWorker: WorkerFactory = defaultWorker,
  ) {
    this.total = request.runs.length * request.plan.games;
    this.records = request.runs.map(() => []);
    const init: ToBalanceWorker = {
      t: "init", root: request.root, contents: request.contents, runs: request.runs,
      run: { title: request.title, bots: request.plan.bots, seed: request.plan.seed, swap: request.plan.swap },
      ...(request.maxDecisions !== undefined ? { maxDecisions: request.maxDecisions } : {}),
    };
    for (let i = 0; i < workers; i++) {
      const w = makeWorker();
      w.onmessage = (e: MessageEvent<FromBalanceWorker>) => this.onMessage(w, e.data);
      // (The browser's own message, in its language, is kept as the English for the log.)
      w.onerror = (e) => this.fail({ message: e.message || "a worker failed", said: { key: "editor.balance.worker_failed" } });
      w.postMessage(init);
      this.pool.push(w);
    }
  }

  /** Terminates the workers; the games finished so far stay in the report. */
  stop(): void {
    if (this.status !== "starting" && this.status !== "running") return;
    this.end("stopped");
  }

  state(): RunState {
    const elapsed = ((this.stoppedAt ?? performance.now()) - this.t0) / 1000;
    const done = this.records.reduce((n, r) => n + r.length, 0);
    return {
      status: this.status, error: this.error, workers: this.pool.length,
      progress: { done, total: this.total, elapsed, decisions: this.decisions },
      report: this.report(), records: this.records,
    };
  }

  /** The report of the games finished on both setups: the two are compared on the same seeds, also when a run stops early. */
  private report(): BalanceReport | null {
    if (!this.meta) return null;
    const [ra, rb] = this.request.runs;
    if (!rb) return this.records[0]!.length ? singleSetup(this.meta, { label: ra.label, setup: ra.setup, records: this.records[0]! }) : null;
    const inB = new Set(this.records[1]!.map((r) => r.game));
    const inA = new Set(this.records[0]!.map((r) => r.game));
    const a = this.records[0]!.filter((r) => inB.has(r.game));
    const b = this.records[1]!.filter((r) => inA.has(r.game));
    if (!a.length) return null;
    return compareSetups(this.meta, { label: ra.label, setup: ra.setup, records: a }, { label: rb.label, setup: rb.setup, records: b });
  }

  private onMessage(w: Worker, m: FromBalanceWorker): void {
    if (this.status !== "starting" && this.status !== "running") return;
    if (m.t === "error") return this.fail(m.error);
    if (m.t === "ready") {
      if (!this.queue) {
        this.meta = m.meta;
        try {
          const jobs = planJobs(this.request.plan, m.sides);
          this.queue = jobs.flatMap((job) => this.request.runs.map((_, run) => ({ run, job })));
        } catch (e) {
          return this.fail(runErrorOf(e));
        }
        this.t0 = performance.now();
        this.status = "running";
        this.changed(true);
      }
      return this.feed(w);
    }
    this.inFlight.set(w, (this.inFlight.get(w) ?? 1) - 1);
    const list = this.records[m.run]!;
    // In game order, whatever order the workers finish in.
    let i = list.length;
    while (i > 0 && list[i - 1]!.game > m.record.game) i--;
    list.splice(i, 0, m.record);
    this.decisions += m.record.decisions;
    if (this.records.reduce((n, r) => n + r.length, 0) === this.total) return this.end("done");
    this.feed(w);
    this.changed(false);
  }

  /**
   * Keeps each worker a quarter of a second of games ahead (at least 2, at most 16): a worker
   * waiting for its next game while the page redraws the report would sit idle, and a long queue
   * of slow games would keep one worker busy after the others are done.
   */
  private feed(w: Worker): void {
    const done = this.records.reduce((n, r) => n + r.length, 0);
    const perGame = done ? ((performance.now() - this.t0) / 1000) * this.pool.length / done : 0.1;
    const ahead = Math.max(2, Math.min(16, Math.ceil(0.25 / Math.max(perGame, 1e-3))));
    let queued = this.inFlight.get(w) ?? 0;
    let last: Job | null = null;
    // A job's games on both setups go to the same worker, one after the other, so a stopped run
    // leaves at most one unpaired game per worker (the one it was playing), not a batch split
    // between two workers.
    while (this.queue?.length && (queued < ahead || this.queue[0]!.job === last)) {
      const next = this.queue.shift()!;
      w.postMessage({ t: "job", ...next } satisfies ToBalanceWorker);
      last = next.job;
      queued++;
    }
    this.inFlight.set(w, queued);
  }

  private fail(error: RunError): void {
    this.error = error;
    this.end("error");
  }

  private end(status: RunStatus): void {
    for (const w of this.pool) w.terminate();
    this.status = status;
    this.stoppedAt = performance.now();
    this.changed(true);
  }

  /** Tells the page, at most four times a second while games finish (the report is recomputed each time). */
  private changed(now: boolean): void {
    if (now) {
      clearTimeout(this.timer);
      this.timer = 0;
      this.onChange(this.state());
      return;
    }
    if (this.timer) return;
    this.timer = window.setTimeout(() => {
      this.timer = 0;
      this.onChange(this.state());
    }, 250);
  }
}
