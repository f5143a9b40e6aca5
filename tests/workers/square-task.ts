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

// The pool decides by the time its threads take (runTask's `clock`). Two clocks of this thread
// keep those decisions from hanging on how busy the machine is:
// - `virtualClock`: the time the inputs say they take (whereTask's `virtual`), and nothing else;
// - `gatedClock`: the real time, less what this thread spent at whereTask's `gate`, waiting for
//   the worker threads to be ready: to the pool they start at once, however long a busy machine
//   takes to start them (through tsx, seconds).
let virtualNow = 0;
let gated = 0;
export const virtualClock = (): number => virtualNow;
export const gatedClock = (): number => performance.now() - gated;

/** How long this thread waits at the gate at most: a worker thread not ready by then fails the run, rather than hang it. */
const GATE_MS = 50_000;

/**
 * Which kind of thread worked on each input (after a delay long enough for worker threads to start).
 * With `longEvery`, every such input (0, longEvery, 2 × longEvery…) takes `longMs` instead: inputs
 * of uneven length, as one bot game each is. `virtual`: in this thread an input takes no time but
 * moves virtualClock on by its length. `gate`: each worker thread counts itself in `ready` once its
 * task is started, and this thread, from its second input (the pool starts its workers after the
 * first, CARDWRIGHT_WORKER_START_MS=0), waits until `workers` have.
 */
export const whereTask = defineTask("cardwright-test-where", import.meta.url, (init: { delayMs: number; longEvery?: number; longMs?: number; virtual?: boolean; gate?: { ready: SharedArrayBuffer; workers: number } }) => {
  const flag = init.gate ? new Int32Array(init.gate.ready) : null;
  if (flag && !isMainThread) {
    Atomics.add(flag, 0, 1);
    Atomics.notify(flag, 0);
  }
  let played = 0;
  return (n: number) => {
    if (flag && isMainThread && played++ > 0) {
      const t0 = performance.now();
      for (let seen = Atomics.load(flag, 0); seen < init.gate!.workers; seen = Atomics.load(flag, 0)) {
        if (performance.now() - t0 > GATE_MS) throw new Error(`${init.gate!.workers - seen} worker thread(s) not ready after ${GATE_MS} ms`);
        Atomics.wait(flag, 0, seen, 1000);
      }
      gated += performance.now() - t0;
    }
    const ms = init.longEvery && n % init.longEvery === 0 ? init.longMs! : init.delayMs;
    if (init.virtual && isMainThread) virtualNow += ms;
    else {
      const until = Date.now() + ms;
      while (Date.now() < until);
    }
    return { n, workerThread: !isMainThread };
  };
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
