// The worker pool behind simulate, the bots' batches and the conformance replay: outputs in input
// order whatever order workers finish in, the same with any number of workers, and a failure in a
// worker reported with the input that caused it.
import { describe, expect, it } from "vitest";
import { runTask, workerThreadsLetGoForCores, workerThreadsStoppedEarly } from "../../src/workers/pool.js";
import { slowStartTask, sleepyTask, squareTask, whereTask } from "./square-task.js";

describe("the worker pool", () => {
  const inputs = Array.from({ length: 12 }, (_, i) => i);
  const expected = inputs.map((n) => n * n);

  it("hands results back in input order, the same for 1, 2 and 3 threads (this one working too)", async () => {
    for (const workers of [1, 2, 3]) {
      const seen: number[] = [];
      const outs = await runTask(squareTask, { delayMs: 40 }, inputs, { workers, onResult: (out, i) => seen.push(i) && expect(out).toBe(i * i) });
      expect(outs).toEqual(expected);
      expect(seen).toEqual(inputs);
    }
  }, 60_000);

  it("with 3 threads, this one and the worker threads share the inputs, and the outputs stay in input order", async () => {
    const many = Array.from({ length: 100 }, (_, i) => i);
    const stopped = workerThreadsStoppedEarly();
    const seen: number[] = [];
    // 100 ms an input: this thread alone would take 10 s, and would stop a worker thread that has
    // not answered by about half of it (see `retireLate` in the pool), long enough for one to
    // start (through tsx) on a busy machine.
    const outs = await runTask(whereTask, { delayMs: 100 }, many, { workers: 3, onResult: (_, i) => seen.push(i) });
    expect(outs.map((o) => o.n)).toEqual(many);
    expect(seen).toEqual(many); // each once, in order, though this thread may also have played the last ones a worker had
    expect(outs[0]!.workerThread).toBe(false); // this thread starts at once
    expect(outs.some((o) => o.workerThread)).toBe(true);
    expect(workerThreadsStoppedEarly() - stopped).toBe(0); // a run long enough keeps its workers
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

  it("lets a worker thread go once it has answered when the process gets no more CPU with it (the cores busy elsewhere)", async () => {
    // The inputs sleep 50 ms: the threads take almost no CPU, as a process gets when other ones
    // keep the cores busy. 160 inputs: 8 s for this thread alone, so the worker thread has time to
    // start and answer before this thread would stop it for being late (about half-way).
    const before = { letGo: workerThreadsLetGoForCores(), stopped: workerThreadsStoppedEarly() };
    const many = Array.from({ length: 160 }, (_, i) => i);
    const outs = await runTask(sleepyTask, { delayMs: 50 }, many, { workers: 2 });
    expect(outs.map((o) => o.n)).toEqual(many);
    expect(outs.some((o) => o.workerThread)).toBe(true);
    expect(workerThreadsStoppedEarly() - before.stopped).toBe(0);
    expect(workerThreadsLetGoForCores() - before.letGo).toBe(1);
  }, 60_000);

  it("names the input that failed, and the error, whichever thread ran it", async () => {
    await expect(runTask(squareTask, { delayMs: 0 }, [1, 2, -3, 4], { workers: 2 })).rejects.toThrow(/input 3 of 4 failed( in a worker)?: Error: cannot square -3 here/);
    // Many inputs with delays, so that the worker threads are up and take some: the failing one late.
    const many = Array.from({ length: 60 }, (_, i) => (i === 50 ? -1 : i));
    await expect(runTask(squareTask, { delayMs: 40 }, many, { workers: 3 })).rejects.toThrow(/input 51 of 60 failed( in a worker)?: Error: cannot square -1 here/);
  }, 60_000);
});
