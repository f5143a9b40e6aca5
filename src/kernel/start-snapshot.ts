// The part of a new game that does not depend on its seed, worked out once per compiled game and
// options: the start code run up to just before its first random draw (or its first decision,
// or its end, when it draws nothing before). Every game with the same content and options starts
// from a copy of that state, with its own seed, and runs on from there. Random games, batch
// simulations and balance runs start thousands of games; a setup that lays out the board and
// builds the decks before it shuffles one is then paid once.
//
// Exact by construction: the probe state has no seed (NO_SEED), and reading the generator or the
// seed throws, so everything the snapshot holds was computed without them. The state is taken
// before each instruction of the frame the machine runs (not inside one: an instruction that
// draws may have changed the state first), and the last one taken before the draw is kept.
import type { Game, Instr, Runtime } from "./game.js";
import { run } from "./machine.js";
import { blankState, copyState, pushStart, type NewGameOptions } from "./play.js";
import { NO_SEED, SeedReadError } from "./rng.js";
import type { State } from "./state.js";

/** Snapshots by compiled game, then by options (null: the start failed before its first draw, so a new game runs it all and reports that). */
const snapshots = new WeakMap<Game, Map<string, State | null>>();
/** Distinct options kept per game (bids in `vars` could make many); past it the table starts again. */
const MAX_KEPT = 64;

/**
 * The state a new game with these options reaches before its first random draw, seed unset
 * (NO_SEED): copy it, give the copy its seed and `strictDice`, and `run` it. The caller has
 * checked the options (blankState's checks).
 */
export function startSnapshot(g: Game, opts: NewGameOptions): State | null {
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

/** Runs the start code on a state without a seed, keeping a copy of the state before each instruction of the running frame. */
function probeStart(g: Game, opts: NewGameOptions): State | null {
  const s = blankState(g, { ...opts, seed: 1, strictDice: false });
  s.seed = NO_SEED;
  s.rng = 0;
  const rt: Runtime = { g, s };
  pushStart(rt);
  let last = copyState(s);
  const watch = (instr: Instr): Instr => (rt, f) => {
    if (rt.s.stack[rt.s.stack.length - 1] === f) {
      // The machine has moved past this instruction already (`f.pc++`): the copy resumes at it.
      last = copyState(rt.s);
      last.stack[last.stack.length - 1]!.pc = f.pc - 1;
    }
    return instr(rt, f);
  };
  // The units' code is watched while the probe runs (synchronously; nothing else runs meanwhile).
  const code = g.units.map((u) => u.code);
  for (const u of g.units) u.code = u.code.map(watch);
  try {
    run(rt);
    return copyState(s);
  } catch (e) {
    if (e instanceof SeedReadError) return last;
    return null;
  } finally {
    g.units.forEach((u, i) => (u.code = code[i]!));
  }
}
