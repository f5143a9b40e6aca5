// The worker pool behind simulate, the bots' batches and the conformance replay: outputs in input
// order whatever order workers finish in, the same with any number of workers, and a failure in a
// worker reported with the input that caused it.
// What the pool decides by time is decided here by a clock of the test's (square-task.ts): the
// time the inputs say they take (virtualClock), or the real time less the wait for the worker
// threads to be ready (gatedClock), so that a busy machine changes none of it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runTask, workerThreadsStarted, workerThreadsStoppedEarly } from "../../src/workers/pool.js";
import { gatedClock, slowStartTask, squareTask, virtualClock, whereTask } from "./square-task.js";

describe("the worker pool", () => {
  // Worker threads started with the first input, whatever the run's length: these tests are about
  // how work is shared between threads (the last one: about when they are started at all).
  const assumed = process.env["CARDWRIGHT_WORKER_START_MS"];
  beforeAll(() => void (process.env["CARDWRIGHT_WORKER_START_MS"] = "0"));
  afterAll(() => {
    if (assumed === undefined) delete process.env["CARDWRIGHT_WORKER_START_MS"];
    else process.env["CARDWRIGHT_WORKER_START_MS"] = assumed;
  });
  /** A gate for `workers` worker threads (see whereTask): this thread plays its second input once they are ready. */
  const gate = (workers: number) => ({ ready: new SharedArrayBuffer(4), workers });
  const inputs = Array.from({ length: 12 }, (_, i) => i);
  const expected = inputs.map((n) => n * n);

  it("starts no worker thread for a run too short to pay for one: it is played here alone", async () => {
    // 60 inputs of 5 ms: a third of a second here, less than a worker thread's start (assumed
    // 300 ms until one is measured, and through tsx one takes seconds).
    delete process.env["CARDWRIGHT_WORKER_START_MS"];
    try {
      const before = workerThreadsStarted();
      const many = Array.from({ length: 60 }, (_, i) => i);
      // (Each input 5 ms by the clock the pool reads: on a busy machine, a few real ones took
      // four times that, and the run looked long enough for a worker.)
      const outs = await runTask(whereTask, { delayMs: 5, virtual: true }, many, { workers: 2, clock: virtualClock });
      expect(outs.map((o) => o.n)).toEqual(many);
      expect(outs.every((o) => !o.workerThread)).toBe(true);
      expect(workerThreadsStarted() - before).toBe(0);
      // A long one still gets its worker thread (this thread's pace tells it early). First in this
      // file, so that no worker's start has been measured yet (the assumed 300 ms stands).
      const long = Array.from({ length: 60 }, (_, i) => i);
      const started = workerThreadsStarted();
      await runTask(whereTask, { delayMs: 100, virtual: true }, long, { workers: 2, clock: virtualClock });
      expect(workerThreadsStarted() - started).toBe(1);
    } finally {
      process.env["CARDWRIGHT_WORKER_START_MS"] = "0";
    }
  }, 60_000);

  it("hands results back in input order, the same for 1, 2 and 3 threads (this one working too)", async () => {
    for (const workers of [1, 2, 3]) {
      const seen: number[] = [];
      const outs = await runTask(squareTask, { delayMs: 40 }, inputs, { workers, onResult: (out, i) => seen.push(i) && expect(out).toBe(i * i) });
      expect(outs).toEqual(expected);
      expect(seen).toEqual(inputs);
    }
  }, 60_000);

  it("with 3 threads, this one and the worker threads share the inputs, and the outputs stay in input order", async () => {
    const many = Array.from({ length: 150 }, (_, i) => i);
    const seen: number[] = [];
    // 100 ms an input: this thread alone would take 15 s, and would stop a worker thread that has
    // not answered by about half of it (see `retireLate` in the pool); the gate has both worker
    // threads ready before this thread's second input, however long they take to start (through
    // tsx) on a busy machine.
    const outs = await runTask(whereTask, { delayMs: 100, gate: gate(2) }, many, { workers: 3, onResult: (_, i) => seen.push(i), clock: gatedClock });
    expect(outs.map((o) => o.n)).toEqual(many);
    expect(seen).toEqual(many); // each once, in order, though this thread may also have played the last ones a worker had
    expect(outs[0]!.workerThread).toBe(false); // this thread starts at once
    expect(outs.some((o) => o.workerThread)).toBe(true);
  }, 60_000);

  it("keeps a worker thread that answers in time and at this thread's pace, to the end", async () => {
    // 120 inputs of 100 ms on 2 threads: 12 s for this thread alone (a worker not answering in
    // about half of that would be stopped); the gate has the worker ready before this thread's
    // second input (its start through tsx on a busy machine, seconds, is not counted, which is what
    // "in time" means here); once it answers at about this thread's pace it is not stopped as late (a worker stopped
    // near the end would hand its inputs back, so a greedy rule would show here). (With 3 threads on
    // a 2-core machine a worker does fall behind, and may rightly be stopped: not asserted above.)
    const before = workerThreadsStoppedEarly();
    const many = Array.from({ length: 120 }, (_, i) => i);
    const outs = await runTask(whereTask, { delayMs: 100, gate: gate(1) }, many, { workers: 2, clock: gatedClock });
    expect(outs.map((o) => o.n)).toEqual(many);
    expect(outs.filter((o) => o.workerThread).length).toBeGreaterThan(10);
    expect(workerThreadsStoppedEarly() - before).toBe(0);
  }, 60_000);

  it("keeps a warm worker thread when inputs are of uneven length, though a few short ones come in a row", async () => {
    // 200 inputs, every eighth 300 ms and the rest 5 ms (about 8 s for this thread alone): most
    // runs of three inputs in a row are all short, and a worker's answers include long ones, so a
    // pace read from the last few inputs would take the warm worker for a cold one and stop it.
    // (The gate: as above.)
    const before = workerThreadsStoppedEarly();
    const many = Array.from({ length: 200 }, (_, i) => i);
    const outs = await runTask(whereTask, { delayMs: 5, longEvery: 8, longMs: 300, gate: gate(1) }, many, { workers: 2, clock: gatedClock });
    expect(outs.map((o) => o.n)).toEqual(many);
    expect(outs.filter((o) => o.workerThread).length).toBeGreaterThan(10);
    expect(workerThreadsStoppedEarly() - before).toBe(0);
  }, 60_000);

  it("stops a worker thread that cannot answer before this thread is done, and plays its share here", async () => {
    // 40 inputs of 10 ms: this thread alone is done in well under a second, while the worker
    // thread would take a minute to start. Without the rule the run would still end (the pool
    // stops its workers at the end); the counter tells whether the worker was let go during it.
    const before = workerThreadsStoppedEarly();
    const many = Array.from({ length: 40 }, (_, i) => i);
    const outs = await runTask(slowStartTask, { startMs: 60_000, delayMs: 10 }, many, { workers: 2 });
    expect(outs.map((o) => o.n)).toEqual(many);
    expect(outs.every((o) => !o.workerThread)).toBe(true);
    expect(workerThreadsStoppedEarly() - before).toBe(1);
  }, 60_000);

  it("names the input that failed, and the error, whichever thread ran it", async () => {
    await expect(runTask(squareTask, { delayMs: 0 }, [1, 2, -3, 4], { workers: 2 })).rejects.toThrow(/input 3 of 4 failed( in a worker)?: Error: cannot square -3 here/);
    // Many inputs with delays, so that the worker threads are up and take some: the failing one late.
    const many = Array.from({ length: 60 }, (_, i) => (i === 50 ? -1 : i));
    await expect(runTask(squareTask, { delayMs: 40 }, many, { workers: 3 })).rejects.toThrow(/input 51 of 60 failed( in a worker)?: Error: cannot square -1 here/);
  }, 60_000);
});
