// The part of a new game that does not depend on its seed, worked out once per compiled game and
// options: the start code run up to just before its first random draw (or its first decision,
// or its end, when it draws nothing before). Every game with the same content and options starts
// from a copy of that state, with its own seed, and runs on from there. Random games, batch
// simulations and balance runs start thousands of games; a setup that lays out the board and
// builds the decks before it shuffles one is then paid once.
//
// Exact by construction: the probe state has no seed (NO_SEED), and reading the generator or the
// seed throws, so everything the snapshot holds was computed without them. The state is taken
// before each instruction (not inside one: an instruction that draws may have changed the state
// first), and the last one taken before the draw is kept. That is an instruction of the frame on
// top of the stack, or of a procedure run through (one that asks nobody runs in place, without a
// frame on the stack: a setup often is one) called by such an instruction, itself a call of a
// procedure run through, and so on: the point is then that instruction, in those calls. A new game
// runs the rest of each of them as its caller's instruction would have, innermost first.
import type { Game, Instr, Runtime, ThroughCall } from "./game.js";
import { afterThroughCall, locatedIn, loopTurns, run, runSync } from "./machine.js";
import { blankState, copyFrame, copyState, pushStart, type NewGameOptions } from "./play.js";
import { NO_SEED, SeedReadError } from "./rng.js";
import { watchCompiles } from "./lazy-code.js";
import type { Frame, State } from "./state.js";

/**
 * Where new games start: the state, and the procedures run through that were running then,
 * outermost first (the first called by the instruction the top frame of the stack was running,
 * each next one by the one before it), each with the slot of its caller its result goes to.
 */
export interface StartPoint {
  state: State;
  through: { frame: Frame; slot: number }[];
}

/** Start points by compiled game, then by options (null: the start failed before its first draw, so a new game runs it all and reports that). */
const snapshots = new WeakMap<Game, Map<string, StartPoint | null>>();
/** Distinct options kept per game (bids in `vars` could make many); past it the table starts again. */
const MAX_KEPT = 64;

/**
 * Where a new game with these options is before its first random draw, seed unset (NO_SEED):
 * start from a copy of it (`startFrom`). The caller has checked the options (blankState's checks).
 */
export function startSnapshot(g: Game, opts: NewGameOptions): StartPoint | null {
  const key = JSON.stringify([opts.scenario ?? "", opts.variants ?? [], opts.options ?? [], opts.vars ?? null]);
  let byOptions = snapshots.get(g);
  if (!byOptions) snapshots.set(g, (byOptions = new Map()));
  let snap = byOptions.get(key);
  if (snap === undefined) {
    if (byOptions.size >= MAX_KEPT) byOptions.clear();
    snap = probeStart(g, opts);
    byOptions.set(key, snap);
  }
  return snap;
}

/**
 * A copy of the start point's state, given its seed and `strictDice` by `prepare`, with the rest of
 * the procedures run through finished (`run` then goes on from there); null when those ended the
 * game (the caller then runs the start from its first instruction, so that a game over during its
 * setup is left exactly as the start code leaves it).
 */
export function startFrom(g: Game, snap: StartPoint, prepare: (s: State) => void): State | null {
  const s = copyState(snap.state);
  prepare(s);
  if (!snap.through.length) return s;
  const rt: Runtime = { g, s };
  const frames = snap.through.map((t) => copyFrame(t.frame));
  const top = s.stack[s.stack.length - 1]!;
  loopTurns.n = 0;
  try {
    for (let j = frames.length - 1; j >= 0; j--) {
      // What the caller's instruction does once its call has run.
      if (afterThroughCall(rt, j > 0 ? frames[j - 1]! : top, snap.through[j]!.slot, runSync(rt, frames[j]!))) return null;
    }
  } catch (e) {
    // As `run` reports it: these calls run inside an instruction of the top frame.
    throw locatedIn(g, top.u, top.pc - 1, e, true);
  }
  return s;
}

/** Runs the start code on a state without a seed, keeping a copy of where it is before each instruction it could resume at. */
function probeStart(g: Game, opts: NewGameOptions): StartPoint | null {
  const s = blankState(g, { ...opts, seed: 1, strictDice: false });
  s.seed = NO_SEED;
  s.rng = 0;
  const rt: Runtime = { g, s };
  pushStart(rt);
  let last: StartPoint = { state: copyState(s), through: [] };
  // The instructions running now, outermost first, and the call run through each one is (if it is).
  const running: { f: Frame; call: ThroughCall | undefined }[] = [];
  /** Whether `f`, about to run an instruction, is where a start point can be: see the file's head. */
  const resumable = (f: Frame): boolean => {
    if (!running.length) return rt.s.stack[rt.s.stack.length - 1] === f;
    if (running[0]!.f !== rt.s.stack[rt.s.stack.length - 1]) return false;
    // Each running instruction a call run through, of the procedure whose frame runs the next one.
    for (let i = 0; i < running.length; i++) {
      const call = running[i]!.call;
      if (!call || call.unit !== (running[i + 1]?.f ?? f).u) return false;
    }
    return true;
  };
  const watch = (instr: Instr, call: ThroughCall | undefined): Instr => (rt, f) => {
    if (resumable(f)) {
      // The machine has moved past this instruction already (`f.pc++`): the copy resumes at it.
      const state = copyState(rt.s);
      const here = copyFrame(f);
      here.pc--;
      if (!running.length) {
        state.stack[state.stack.length - 1] = here;
        last = { state, through: [] };
      } else {
        // The frames of the calls run through, each given the slot its caller (the one before, the top frame for the first) takes its result in.
        const frames = [...running.slice(1).map((r) => copyFrame(r.f)), here];
        last = { state, through: frames.map((frame, i) => ({ frame, slot: running[i]!.call!.slot })) };
      }
    }
    running.push({ f, call });
    try {
      return instr(rt, f);
    } finally {
      running.pop();
    }
  };
  // The units' code is watched while the probe runs (synchronously; nothing else runs meanwhile),
  // that of a unit compiled meanwhile (lazy-code.ts) from when it is compiled.
  const code = g.units.map((u) => u.code);
  const watchCode = (u: Game["units"][number]) => (u.code = u.code.map((instr, pc) => watch(instr, u.through.get(pc))));
  for (const u of g.units) watchCode(u);
  const unwatch = watchCompiles(g, (unit) => {
    const u = g.units[unit]!;
    code[unit] = u.code;
    watchCode(u);
  });
  try {
    run(rt);
    return { state: copyState(s), through: [] };
  } catch (e) {
    if (e instanceof SeedReadError) return last;
    return null;
  } finally {
    unwatch();
    g.units.forEach((u, i) => (u.code = code[i]!));
  }
}
