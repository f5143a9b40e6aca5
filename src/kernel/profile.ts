// Where the time goes, by unit of content: each procedure, function, condition and card event, and
// each kernel built-in. Off by default, and then it costs nothing: the compiler wraps code in
// timers only when profiling was switched on before the content was compiled
// (`npm run bench -- --profile N`). Times are inclusive of everything a unit runs synchronously
// (functions it calls, conditions, built-ins), counted once when it recurses; code a procedure
// pushes onto the stack (a sub-procedure that asks a player) runs later and counts apart.

export interface UnitTiming {
  label: string;
  calls: number;
  /** Milliseconds inside it, callees included. */
  inclusive: number;
  /** Milliseconds in its own code and in built-ins' glue, callees excluded. */
  self: number;
}

interface Entry extends UnitTiming {
  depth: number;
}

let enabled = false;
const table = new Map<string, Entry>();
/** Time spent in callees, per open timer. */
const childTime: number[] = [];

/** Switches profiling on or off for content compiled from now on, and clears the figures. */
export function setProfiling(on: boolean): void {
  enabled = on;
  table.clear();
}

export function profiling(): boolean {
  return enabled;
}

/**
 * Runs `compile` with profiling as it was when the game was compiled (`on`): code compiled when it
 * first runs (lazy-code.ts) is timed exactly when the rest of its game is.
 */
export function compilingAs<R>(on: boolean, compile: () => R): R {
  const was = enabled;
  enabled = on;
  try {
    return compile();
  } finally {
    enabled = was;
  }
}

function entry(label: string): Entry {
  let e = table.get(label);
  if (!e) table.set(label, (e = { label, calls: 0, inclusive: 0, self: 0, depth: 0 }));
  return e;
}

/**
 * `fn` timed under `label` when profiling is on (else `fn` itself). `counts(args)` says whether
 * this invocation is a new call of the unit (an instruction in the middle of one is not).
 */
export function timed<A extends unknown[], R>(label: string, fn: (...args: A) => R, counts: (...args: A) => boolean = () => true): (...args: A) => R {
  if (!enabled) return fn;
  const e = entry(label);
  return (...args: A): R => {
    if (counts(...args)) e.calls++;
    const t0 = performance.now();
    childTime.push(0);
    e.depth++;
    try {
      return fn(...args);
    } finally {
      const elapsed = performance.now() - t0;
      e.depth--;
      e.self += elapsed - childTime.pop()!;
      if (childTime.length) childTime[childTime.length - 1]! += elapsed;
      if (e.depth === 0) e.inclusive += elapsed;
    }
  };
}

/** The figures so far, the most inclusive time first. */
export function profileReport(): UnitTiming[] {
  return [...table.values()].filter((e) => e.calls > 0 || e.inclusive > 0).map(({ label, calls, inclusive, self }) => ({ label, calls, inclusive, self })).sort((a, b) => b.inclusive - a.inclusive);
}
