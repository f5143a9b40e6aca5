// The worker pool behind simulate, the bots' batches and the conformance replay: outputs in input
// order whatever order workers finish in, the same with any number of workers, and a failure in a
// worker reported with the input that caused it.
import { describe, expect, it } from "vitest";
import { runTask } from "../../src/workers/pool.js";
import { squareTask } from "./square-task.js";

describe("the worker pool", () => {
  const inputs = Array.from({ length: 12 }, (_, i) => i);
  const expected = inputs.map((n) => n * n);

  it("hands results back in input order, the same for 1 and 3 workers", async () => {
    for (const workers of [1, 3]) {
      const seen: number[] = [];
      const outs = await runTask(squareTask, { delayMs: 40 }, inputs, { workers, onResult: (out, i) => seen.push(i) && expect(out).toBe(i * i) });
      expect(outs).toEqual(expected);
      expect(seen).toEqual(inputs);
    }
  }, 60_000);

  it("names the input that failed in a worker, and the error", async () => {
    await expect(runTask(squareTask, { delayMs: 0 }, [1, 2, -3, 4], { workers: 2 })).rejects.toThrow(/input 3 of 4 failed in a worker: Error: cannot square -3 here/);
  }, 60_000);
});
