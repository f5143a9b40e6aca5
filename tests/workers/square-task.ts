// A task for the pool's tests: squares a number after a delay that makes later inputs finish
// first; fails on a negative number. And one that says which kind of thread ran each input.
import { isMainThread } from "node:worker_threads";
import { defineTask } from "../../src/workers/pool.js";

export const squareTask = defineTask("cardwright-test-square", import.meta.url, (init: { delayMs: number }) => (n: number) => {
  if (n < 0) throw new Error(`cannot square ${n} here`);
  const until = Date.now() + init.delayMs / (n + 1);
  while (Date.now() < until);
  return n * n;
});

/**
 * Which kind of thread worked on each input (after a delay long enough for worker threads to start).
 * With `longEvery`, every such input (0, longEvery, 2 × longEvery…) takes `longMs` instead: inputs
 * of uneven length, as one bot game each is.
 */
export const whereTask = defineTask("cardwright-test-where", import.meta.url, (init: { delayMs: number; longEvery?: number; longMs?: number }) => (n: number) => {
  const until = Date.now() + (init.longEvery && n % init.longEvery === 0 ? init.longMs! : init.delayMs);
  while (Date.now() < until);
  return { n, workerThread: !isMainThread };
});

/**
 * Says which kind of thread ran each input, like `whereTask`, but a worker thread takes `startMs`
 * to start (sleeping, so it takes no core from the test): a worker that cannot be ready in time.
 */
export const slowStartTask = defineTask("cardwright-test-slow-start", import.meta.url, (init: { startMs: number; delayMs: number }) => {
  if (!isMainThread) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, init.startMs);
  return (n: number) => {
    const until = Date.now() + init.delayMs;
    while (Date.now() < until);
    return { n, workerThread: !isMainThread };
  };
});
