// Code compiled when it first runs. Compiling the procedures, functions and card events was most
// of compiling the larger shipped game (src/PERFORMANCE.md, "Where the time goes"), and a game
// runs few of them: one random game of it ran 35 of its 69 procedures, 25 of its 90 functions
// (most are one expression, compiled in place where they are called) and 13 of its 110 events.
// Every new process pays the compile (the command line, each worker thread, a bot's process, the
// editor's test game after an edit), so those units are compiled by the first frame made for them
// (machine.ts `frame`).
//
// What a late compile could change is kept out of its reach: the unit's index is given at load
// (units are made in declaration order whether compiled or not), and the conditions its code passes
// as values are numbered within the unit (Unit.predicates), so a state, a save or a log is the same
// whichever units a process happened to compile before.
import type { Game, Instr, Unit } from "./game.js";
import { compilingAs, profiling } from "./profile.js";
import { KernelError } from "./machine.js";

/** Who is told of each unit compiled late, by game (the start's snapshot watches their code). */
const watchers = new WeakMap<Game, (unit: number) => void>();

/** Leaves `unit`'s code to be compiled by `compile` when it first runs (profiled if the game is: profile.ts). */
export function compileLater(g: Game, unit: number, compile: () => void): void {
  const u = g.units[unit]!;
  const profiled = profiling();
  u.code = [notCompiled];
  u.compile = () => {
    compilingAs(profiled, compile);
    watchers.get(g)?.(unit);
  };
}

/** Compiles `u`'s code now, if it was left until it runs. */
export function readyUnit(u: Unit): void {
  const compile = u.compile;
  if (compile === null) return;
  u.compile = null;
  compile();
}

/**
 * The code of a unit not compiled yet, never run: a frame is made after its unit is compiled
 * (machine.ts `frame`), and `run` compiles the unit of a frame made by another compiled copy of
 * the game (a state handed over, which may stop anywhere in its code) before running it. Loud
 * rather than a frame that silently ends.
 */
const notCompiled: Instr = (rt, f) => {
  throw new KernelError(`${rt.g.units[f.u]!.origin}: its code was run before it was compiled`);
};

/** Has `watch` told of every unit of `g` compiled late until the returned function is called. */
export function watchCompiles(g: Game, watch: (unit: number) => void): () => void {
  watchers.set(g, watch);
  return () => watchers.delete(g);
}

/**
 * The number each condition value had before they were numbered within their unit (saves made
 * before 2026-12-08): one count over the whole game, in the order the units are numbered, which
 * was the order they were compiled in. Compiles every unit.
 */
export function oldPredicateNumbers(g: Game): { unit: number; index: number }[] {
  const out: { unit: number; index: number }[] = [];
  g.units.forEach((u, unit) => {
    readyUnit(u);
    u.predicates.forEach((_, index) => out.push({ unit, index }));
  });
  return out;
}
