// Work spread over worker threads, with results handed back in the order of the inputs, so a run
// gives the same output whatever the number of workers. One pool for every batch of the command
// line (random games, bot games, the conformance replay).
//
// A kind of task is defined at the top level of the module that does the work
// (`defineTask(import.meta.url, …)`). A worker loads that module: from the TypeScript sources it
// registers tsx first; in the compiled command line every module is the one bundle file, so the
// worker loads the worker bundle built with it (the tasks and the engine only, see
// src/workers/worker-bundle-entry.ts), and the definition whose tag the worker was started with
// takes over.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { debuglog } from "node:util";
import type { Worker } from "node:worker_threads";

// node:worker_threads is loaded only where it is used: in a worker started for a task (the pool
// names the task in the worker's environment), or by a pool that starts workers. Every command
// defines the tasks at its start, and loading the module there cost every run about 10 million
// instructions (a validate from the disk cache is about 800 million).
const TASK_ENV = "CARDWRIGHT_WORKER_TASK";
const threads = () => createRequire(import.meta.url)("node:worker_threads") as typeof import("node:worker_threads");

// NODE_DEBUG=cardwright-pool prints the pool's decisions to stderr (how a run's threads were used).
const debug = debuglog("cardwright-pool");

export interface Task<Init, In, Out> {
  tag: string;
  /** URL of the module that defines the task (the module a worker loads). */
  module: string;
  /**
   * Makes the function a thread (a worker thread, or this one) applies to each input. Its output
   * must depend on the input alone: an input may be worked on by two threads (the first answer is
   * kept).
   */
  start: (init: Init) => (input: In) => Out;
}

interface Started {
  tag: string;
  init: unknown;
}

type Request = { i: number; input: unknown };
/** `ready` once the task is started (content loaded): only then is the worker handed inputs. */
type Reply = "ready" | { i: number; out: unknown } | { i: number; error: string };

/**
 * Defines a task. Call it at the top level of the module that does the work, with that module's
 * `import.meta.url`: in a worker started for this tag, it answers the requests.
 */
export function defineTask<Init, In, Out>(tag: string, module: string, start: (init: Init) => (input: In) => Out): Task<Init, In, Out> {
  // (The environment only says where to look: the thread and its data decide, as before.)
  const { isMainThread, parentPort, workerData } = process.env[TASK_ENV] === tag ? threads() : { isMainThread: true, parentPort: null, workerData: null };
  const started = workerData as Started | null;
  if (!isMainThread && started?.tag === tag) {
    const work = start(started.init as Init);
    parentPort!.postMessage("ready" satisfies Reply);
    parentPort!.on("message", (m: Request) => {
      let reply: Reply;
      try {
        reply = { i: m.i, out: work(m.input as In) };
      } catch (e) {
        reply = { i: m.i, error: (e as Error).stack ?? String(e) };
      }
      parentPort!.postMessage(reply);
    });
  }
  return { tag, module, start };
}

export class WorkerTaskError extends Error {
  override name = "WorkerTaskError";
}

export interface PoolOptions<Out> {
  /**
   * Threads doing the work, this one included: 1 (or a single input) works in this thread alone;
   * N works here and on N - 1 worker threads.
   */
  workers: number;
  /** Called for each result in input order, as soon as every earlier one is in. */
  onResult?: (out: Out, index: number) => void;
  /**
   * The time in milliseconds the pool decides by (when worker threads are worth starting, which
   * to stop, which input to take over): performance.now() unless given. The pool's tests give
   * their own, so that what they assert does not hang on how busy the machine is.
   */
  clock?: () => number;
}

/**
 * Applies the task to every input; the outputs in input order.
 *
 * With several threads this one works too, taking inputs from the same queue as the worker
 * threads: it starts at once, while a worker thread first spends a good part of a second loading
 * the code and the content and warming up, so asking for more threads never makes a short run
 * much slower than one thread would be. Worker threads are started only once this thread's pace
 * says the work left is long enough to pay for their start (see `worthStarting`): a run of a few
 * tenths of a second is played here alone. It gives way to its event loop after each input, so that
 * replies are taken in and workers fed; each worker is handed its next input before it finishes
 * the one it has (two in hand while many are left), so it never waits for this thread to look up;
 * it gets its first once it has loaded what it needs, so no input waits on a worker starting; a
 * worker that could not pay for its start before the end is stopped (see `retireLate`); and at the
 * end this thread may take on an input still in a worker's hands (see `takeOver`).
 */
export async function runTask<Init, In, Out>(task: Task<Init, In, Out>, init: Init, inputs: readonly In[], opts: PoolOptions<Out>): Promise<Out[]> {
  const count = Math.max(1, Math.min(opts.workers, inputs.length));
  if (count === 1) {
    const work = task.start(init);
    return inputs.map((input, i) => {
      const out = work(input);
      opts.onResult?.(out, i);
      return out;
    });
  }
  const outs: Out[] = new Array(inputs.length);
  const have: boolean[] = new Array(inputs.length).fill(false);
  let nextOut = 0;
  const arrived = (i: number, out: Out) => {
    outs[i] = out;
    have[i] = true;
    while (nextOut < inputs.length && have[nextOut]) {
      opts.onResult?.(outs[nextOut]!, nextOut);
      nextOut++;
    }
  };
  const clock = opts.clock ?? (() => performance.now());
  const begun = clock();
  let next = 0;
  // Inputs a stopped worker thread had been handed (see `retireLate`): taken again before the next ones.
  const returned: number[] = [];
  const take = (): number => (returned.length ? returned.shift()! : next < inputs.length ? next++ : -1);
  const left = () => inputs.length - next + returned.length;
  let done = 0;
  let failed = false;
  const pool: Worker[] = [];
  const stop = () => {
    for (const w of pool) void w.terminate();
  };
  const finished = new Promise<void>((resolve, reject) => {
    const fail = (e: Error) => {
      if (failed) return;
      failed = true;
      stop();
      reject(e);
    };
    const complete = () => {
      done++;
      if (done === inputs.length) {
        stop();
        resolve();
      }
    };
    // Each worker thread's inputs in the order handed over (it answers them in that order), when it
    // began on the first, and how long its answers took: what this thread guesses its end by.
    const hands = new Map<Worker, { held: number[]; since: number; spent: number; answered: number; readyAt: number; times: Times }>();
    // A second input in hand only while there are plenty left: near the end an input waiting in a
    // worker's queue could have been taken by a thread that is free.
    const depth = () => (left() >= 2 * count ? 2 : 1);
    const feed = (w: Worker) => {
      const hand = hands.get(w)!;
      while (left() && hand.held.length < depth()) {
        const i = take();
        if (!hand.held.length) hand.since = clock();
        hand.held.push(i);
        w.postMessage({ i, input: inputs[i] } satisfies Request);
      }
    };
    let started = false;
    const startWorkers = () => {
      started = true;
      for (let k = 1; k < count; k++) {
        const startedAt = clock();
        const w = startWorker(task, init);
        pool.push(w);
        hands.set(w, { held: [], since: 0, spent: 0, answered: 0, readyAt: 0, times: newTimes() });
        w.on("message", (m: Reply) => {
          if (failed || !hands.has(w)) return; // a stopped worker's last words are not waited for
          if (m === "ready") {
            hands.get(w)!.readyAt = clock();
            measuredStart = Math.max(measuredStart ?? 0, clock() - startedAt);
            debug("worker ready %d ms after it was started", Math.round(clock() - startedAt));
            return feed(w);
          }
          if ("error" in m) return fail(new WorkerTaskError(`input ${m.i + 1} of ${inputs.length} failed in a worker: ${m.error}`));
          const hand = hands.get(w)!;
          const now = clock();
          hand.held.shift();
          hand.spent += now - hand.since;
          hand.answered++;
          addTime(hand.times, now - hand.since);
          hand.since = now;
          const first = !have[m.i]; // else this thread played it too, see below
          if (first) arrived(m.i, m.out as Out);
          feed(w);
          if (first) complete();
          if (idle && !failed && done < inputs.length) {
            idle = false;
            setImmediate(step);
          }
        });
        w.on("error", (e) => hands.has(w) && fail(e));
        w.on("exit", (code) => {
          if (!failed && hands.has(w) && done < inputs.length && code !== 0) fail(new WorkerTaskError(`a worker stopped (exit code ${code}) before the work was done`));
        });
      }
    };
    // This thread's share, one input at a time between turns of the event loop. Once none is left
    // to take, rather than wait idle it works on an input a worker has if it would be done first by
    // its guess (its own mean time against the worker's; a worker that joined late and has not
    // answered yet is still slow, V8 warming up): the output is the same from either thread (a
    // task's output depends only on its input), and the first answer is kept. It cannot stop an
    // input once begun, so it takes none that the worker is about to finish.
    let work: ((input: In) => Out) | null = null;
    let spent = 0;
    let answered = 0;
    let idle = false;
    // This thread's times per input: its pace is their mean over the later half (see `pace`).
    const times = newTimes();
    // A worker thread that has not answered yet must still go through what this thread went
    // through since the pool began (loading the code and the content, V8's warm-up) before it plays
    // at this thread's pace, and on a machine of few cores its start slows this thread (V8 compiles
    // for both). So once the time left by this thread's pace is shorter than the time since the pool
    // began, it cannot pay for its start: it is stopped, and the inputs it was handed go back to the
    // queue. One that has answered but is still cold (its pace more than twice this thread's: one
    // slow answer of a warm worker does not count) is at least as far
    // behind as it came late: it is stopped once the time left is shorter than that. A warm worker
    // stays. Both paces are means over the later half of the answers, so that inputs of very
    // different lengths (one bot game each in a balance run) do not make a few short ones in a row
    // read as a fast pace.
    const retireLate = () => {
      const now = clock();
      const ownPace = pace(times);
      const timeLeft = (inputs.length - done) * ownPace;
      if (timeLeft >= now - begun) return;
      for (const [w, hand] of hands) {
        const behind = !hand.answered ? now - begun : pace(hand.times) > 2 * ownPace ? hand.readyAt - begun : 0;
        if (timeLeft >= behind) continue;
        hands.delete(w);
        returned.push(...hand.held.filter((i) => !have[i]));
        workerThreadsStopped++;
        debug("worker stopped %s, %d ms after the start, %d of %d inputs done", hand.answered ? "still cold" : "before its first answer", Math.round(now - begun), done, inputs.length);
        void w.terminate();
      }
    };
    const takeOver = (): number => {
      const now = clock();
      let best = -1;
      let bestEnd = now + (answered ? spent / answered : 0);
      for (const hand of hands.values()) {
        const mean = hand.answered ? hand.spent / hand.answered : Infinity;
        hand.held.forEach((i, place) => {
          const end = hand.since + (place + 1) * mean;
          if (!have[i] && end > bestEnd) [best, bestEnd] = [i, end];
        });
      }
      return best;
    };
    const step = () => {
      if (failed) return;
      const i = left() ? take() : takeOver();
      if (i < 0) {
        idle = true;
        return;
      }
      const t0 = clock();
      try {
        work ??= task.start(init);
        arrived(i, work(inputs[i]!));
      } catch (e) {
        return fail(new WorkerTaskError(`input ${i + 1} of ${inputs.length} failed: ${(e as Error).stack ?? String(e)}`));
      }
      const took = clock() - t0;
      spent += took;
      answered++;
      addTime(times, took);
      complete();
      if (done < inputs.length) {
        // After four inputs, by the fastest of those after the first (V8 still warming up, or one
        // input slowed by the machine's other work, does not start them); at once when this thread
        // has already spent more than a worker's start would pay for (inputs of a second each: bot
        // games, replays).
        if (!started && (answered >= 4 ? worthStarting((inputs.length - done) * fastestAfterFirst(times)) : worthStarting(spent) && worthStarting((inputs.length - done) * (spent / answered)))) {
          debug("worker threads started after %d of %d inputs, %d ms after the start", done, inputs.length, Math.round(clock() - begun));
          startWorkers();
        }
        retireLate();
      }
      setImmediate(step);
    };
    setImmediate(step);
  });
  await finished;
  return outs;
}

/** A thread's times per input, in order, with their running sums (so a mean over any tail is one subtraction). */
interface Times {
  sums: number[]; // sums[k] = the first k times' sum
}

function newTimes(): Times {
  return { sums: [0] };
}

function addTime(t: Times, ms: number): void {
  t.sums.push(t.sums[t.sums.length - 1]! + ms);
}

/**
 * A thread's pace now: its mean time per input over the later half of its inputs (at least the
 * last three, or all it has). The later half leaves out V8's warm-up once there are a few, and
 * spans enough inputs that a run of short or long ones does not sway it.
 */
function pace(t: Times): number {
  const n = t.sums.length - 1;
  const k = Math.min(n, Math.max(3, Math.ceil(n / 2)));
  return (t.sums[n]! - t.sums[n - k]!) / k;
}

/**
 * A thread's shortest time for an input after its first (which includes starting the task: loading
 * the game, V8's first compile): the nearest to its warm pace, since both V8's warm-up and other
 * work on the machine only make an input slower. Read so, a run of short inputs is not taken for a
 * long one by its first cold ones.
 */
function fastestAfterFirst(t: Times): number {
  let fastest = Infinity;
  for (let k = 2; k < t.sums.length; k++) fastest = Math.min(fastest, t.sums[k]! - t.sums[k - 1]!);
  return Number.isFinite(fastest) ? fastest : t.sums[t.sums.length - 1]!;
}

let workerThreads = 0;
let workerThreadsStopped = 0;

/**
 * How long a worker thread of this process took from its start to being ready (the longest seen),
 * once one has been: what starting another is expected to cost.
 */
let measuredStart: number | null = null;

/**
 * What a worker thread's start is taken to cost before one has been measured: about what the
 * compiled command line's worker takes to load its code and compile the game (CARDWRIGHT_WORKER_START_MS
 * sets it; 0 starts the worker threads with the first input, as a test of them across threads needs).
 */
function assumedStart(): number {
  const set = Number(process.env["CARDWRIGHT_WORKER_START_MS"]);
  return process.env["CARDWRIGHT_WORKER_START_MS"] !== undefined && Number.isFinite(set) && set >= 0 ? set : (measuredStart ?? 300);
}

/**
 * Whether worker threads are worth starting when the work left would take this thread `leftMs`
 * alone: a worker first spends its start, then plays its first inputs at a fraction of this warm
 * thread's pace while V8 compiles the engine again (and on a machine of few cores that compiling
 * slows this thread too), so it pays only when the work left is several times its start: four
 * times (measured: 600 random games of the larger shipped game, about 0.7 s, were slower with a
 * worker started after 0.25 s; 3,000, about 3 s, faster).
 */
function worthStarting(leftMs: number): boolean {
  return leftMs > 4 * assumedStart();
}

/**
 * How many worker threads this process has started. Each pays its start (Node's worker, the code
 * and the game it is handed) and V8's warm-up again (compiling the engine over its first games), so a command starts its pool once (`tests/balance/balance.test.ts` checks that a
 * balance run, two setups' games, does).
 */
export function workerThreadsStarted(): number {
  return workerThreads;
}

/** How many worker threads this process has stopped before they could pay for their start (see `retireLate`). */
export function workerThreadsStoppedEarly(): number {
  return workerThreadsStopped;
}

// The worker bundle's file name, set by the build of the compiled command line (bundle-cli.js);
// not defined when the sources run.
declare const __cardwrightWorkerBundle: string | undefined;

/**
 * What a worker thread loads for a task defined in `module`: a task of the compiled command line
 * (defined in the bundle this code is part of) from the worker bundle built with it, which is a
 * fifth of the size (a worker parses less before its first input); else the module itself.
 */
function workerModule(module: string): URL {
  if (typeof __cardwrightWorkerBundle === "string" && module === import.meta.url) {
    const bundle = new URL(__cardwrightWorkerBundle, import.meta.url);
    // Gone only if the cache folder was cleared under a running command: the whole bundle serves.
    if (existsSync(fileURLToPath(bundle))) return bundle;
  }
  return new URL(module);
}

function startWorker(task: { tag: string; module: string }, init: unknown): Worker {
  workerThreads++;
  const workerData: Started = { tag: task.tag, init };
  const { Worker } = threads();
  const env = { ...process.env, [TASK_ENV]: task.tag };
  if (!task.module.endsWith(".ts")) return new Worker(workerModule(task.module), { workerData, env });
  const api = import.meta.resolve("tsx/esm/api");
  const code = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(task.module)}); })`;
  return new Worker(code, { eval: true, workerData, env });
}
