// The decision machine. Running code is a stack of frames in the state; `run` executes the top
// frame's instructions until a player must decide, the game ends or no code is left. `answer`
// hands a chosen option to the frame that asked. Everything lives in the state, so a game can be
// saved or copied at any decision.
import type { Ev, Game, Runtime } from "./game.js";
import type { Decision, Frame, State } from "./state.js";
import { endReadsUnchanged, noteNoneHeld } from "./end-reads.js";
import { EffectRuntimeError, truthy, type RuntimeMessage, type Value } from "./values.js";
import { readyUnit } from "./lazy-code.js";
import { cardOfOrigin, failedPartIn, shownFile, whereIn, type CodeWhere } from "./code-place.js";

export class KernelError extends Error {
  override name = "KernelError";
}

const MAX_STEPS = 5_000_000;

/**
 * Turns of `while` loops (their jumps back) since the machine was last entered from outside (a
 * run, or a unit evaluated for a tool: evalAtEdge), counted by the jumps back themselves
 * (compile-code.ts): a loop that never ends, even one run in place by a function (runSync, whose
 * instructions `run` does not see) or one whose body runs loops that do end, then fails with an
 * error naming its code instead of never returning. Counted there rather than per instruction in
 * `run` and `runSync`: a count in those loops cost about 1% of a game's instructions (V8 compiles
 * them differently). Not reset when a loop ends: an outer loop that never ends would then go
 * uncounted whenever its body runs an inner loop to its end. A game's code turns its loops some
 * hundreds of times between two decisions, far from the limit.
 */
export const loopTurns = { n: 0 };
export const MAX_LOOP_TURNS = MAX_STEPS;

/**
 * A new frame running `unit` with the given locals (parameters first), for `me`. Its unit is
 * compiled first if it has not been yet (lazy-code.ts): every frame of code that runs, pooled ones
 * too (acquireFrame), is made here first.
 */
export function frame(g: Game, unit: number, args: Value[], me: string, act: string, card: string | null): Frame {
  const u = g.units[unit]!;
  if (u.compile !== null) readyUnit(u);
  const l = locals(u.locals);
  for (let i = 0; i < args.length; i++) l[i] = args[i]!;
  return frameOf(unit, 0, l, me, act, card, -1, undefined, undefined, undefined, undefined);
}

/**
 * Every frame is made by this one literal, copies too (play.ts: copyFrame): V8 then gives all
 * frames one hidden class, and every instruction's read of a frame stays monomorphic. A copy made
 * by spreading (`{ ...f }`) gets another class, which made the code running on copied frames (a
 * game started from a copied state, a bot's play-out) slower everywhere.
 */
export function frameOf(u: number, pc: number, l: Value[], me: string, act: string, card: string | null, w: number, r: Value | undefined, vals: Value[] | undefined, commits: Record<string, Value> | undefined, waiting: string[] | undefined): Frame {
  return { u, pc, l, me, act, card, w, r, vals, commits, waiting };
}

/**
 * `n` local slots set to none, as a packed array (`new Array(n)` would stay "holey" for V8, and
 * every read of a local would check for holes).
 */
export function locals(n: number): Value[] {
  const l: Value[] = [];
  for (let i = 0; i < n; i++) l.push(null);
  return l;
}

/** Pushes a call of `unit`; the caller `from` receives its result in slot `resultSlot` (-1: none). */
export function pushCall(rt: Runtime, from: Frame | null, unit: number, args: Value[], resultSlot: number, me: string, act: string, card: string | null): void {
  const f = frame(rt.g, unit, args, me, act, card);
  fillDefaults(rt, f, args.length);
  if (from) from.w = resultSlot;
  rt.s.stack.push(f);
}

/** Optional parameters not given take their default, computed in the callee's own frame. */
export function fillDefaults(rt: Runtime, f: Frame, given: number): void {
  const u = rt.g.units[f.u]!;
  for (let i = 0; i < u.params.length; i++) {
    if (f.l[i] !== UNSET && i < given) continue;
    const d = u.defaults[i];
    f.l[i] = d ? d(rt, f) : null;
  }
}

/** Marks an argument that was not given (its default applies). Never stored after fillDefaults. */
export const UNSET = undefined as unknown as Value;

/** Ends the top frame with `value`, handing it to the frame below if that one waits for it. */
export function popFrame(rt: Runtime, value: Value): void {
  const s = rt.s;
  s.stack.pop();
  const below = s.stack[s.stack.length - 1];
  if (below && below.w >= 0) {
    below.l[below.w] = value;
    below.w = -1;
  }
}

/** Asks a player: the frame stops until `answer`. `values` are what each option stands for. */
export function ask(rt: Runtime, f: Frame, d: Decision, resultSlot: number, values?: Value[]): void {
  rt.s.pending.push(d);
  f.w = resultSlot;
  // Fields are set to undefined, never deleted: a deleted field would turn the frame into a slow
  // "dictionary" object for V8, and every instruction reads the frame.
  f.vals = values;
}

/** Runs until a decision is pending, the game is over, or no code is left. */
export function run(rt: Runtime): void {
  const s = rt.s;
  const units = rt.g.units;
  let steps = 0;
  loopTurns.n = 0;
  while (s.pending.length === 0 && s.result === null && s.stack.length > 0) {
    if (++steps > MAX_STEPS) throw new KernelError("the game made no progress (a loop never ended)");
    const f = s.stack[s.stack.length - 1]!;
    const u = units[f.u]!;
    // A frame made by another compiled copy of the game (a state handed over: the editor's test
    // game goes on from the last build's states) may be of a unit this one has not compiled yet.
    if (u.compile !== null) readyUnit(u);
    const code = u.code;
    let stopped = false;
    try {
      while (f.pc < code.length) {
        // The game may end in the middle of a procedure: nothing after that happens.
        if (code[f.pc++]!(rt, f) || s.result !== null) {
          stopped = true;
          break;
        }
      }
    } catch (e) {
      throw locatedIn(rt.g, f.u, f.pc - 1, e, true);
    }
    // A frame that ran off its end (or returned) leaves, unless it asked or called something.
    if ((!stopped || f.pc >= code.length) && s.stack[s.stack.length - 1] === f && s.pending.length === 0) popFrame(rt, f.r ?? null);
    checkEndIfChanged(rt);
  }
}

/**
 * What the instruction calling a procedure run through does once the call has run: its result to
 * the caller's slot (-1: dropped), the end conditions checked as after any step. Whether the game
 * is over. Also what a new game does for the calls its start snapshot stopped inside (start-snapshot.ts).
 */
export function afterThroughCall(rt: Runtime, caller: Frame, slot: number, v: Value): boolean {
  if (slot >= 0) caller.l[slot] = v;
  checkEndIfChanged(rt);
  return rt.s.result !== null;
}

/**
 * An error of running code, its message naming where it happened: the file, line and column of
 * the part that failed in the statement of instruction `pc` of `unit` (the operator, the field
 * read, the built-in's call: code-place.ts failedPartIn), else of the statement, and the code it is part of ("card
 * scout"). Located once, where it happened (the innermost unit: a function called by a card's
 * event, a condition read by a built-in); code it then leaves passes it on as it is, except the
 * frame `run` was running (`caller`): when the error happened in other code, called from there,
 * the message also names that frame's place (what started it: the card, an effect's trigger).
 * Only errors of the content's code: any other is the engine's, and keeps its stack.
 */
export function locatedIn(g: Game, unit: number, pc: number, e: unknown, caller = false): unknown {
  if (!(e instanceof EffectRuntimeError)) return e;
  const origin = g.units[unit]!.origin;
  const where = whereIn(g, unit, pc);
  if (e.origin === undefined) {
    const at = failedPartIn(g, unit, pc, e) ?? where;
    const out = new EffectRuntimeError(`${e.message} (${placeText(g, at, origin)})`);
    out.said = e.said;
    out.place = placeSaid(g, at, origin);
    out.origin = origin;
    out.where = at;
    out.detail = e.message;
    return out;
  }
  if (caller && e.detail !== undefined && (origin !== e.origin || where?.file !== e.where?.file)) {
    e.message = `${e.detail} (${placeText(g, e.where ?? null, e.origin)}; called from ${placeText(g, where, origin)})`;
    e.place = { key: "runtime.called_from", parts: { place: placeSaid(g, e.where ?? null, e.origin), caller: placeSaid(g, where, origin) } };
  }
  return e;
}

/** "file:line:column, in card scout", in English: what `message` says (placeSaid says it as data, for other languages). */
function placeText(g: Game, where: CodeWhere | null, origin: string): string {
  return `${where ? `${fileAt(g, where)}, ` : ""}in ${origin}`;
}

const fileAt = (g: Game, where: CodeWhere): string => `${shownFile(g.folder, where.file)}:${where.line}:${where.column}`;

/**
 * placeText as data: the place is the same in every language, the words around it and "card" are
 * not. `at` is the place as this machine shows it; `file` (from the content folder), `line` and
 * `column` let a server name it as its players know the files (serve/code-failure.ts).
 */
function placeSaid(g: Game, where: CodeWhere | null, origin: string): RuntimeMessage {
  const card = cardOfOrigin(origin);
  const args = { ...(where ? { at: fileAt(g, where), file: where.file, line: where.line, column: where.column } : {}), origin };
  return { key: where ? "runtime.at_in" : "runtime.in", args, ...(card !== null ? { parts: { origin: { key: "runtime.card", args: { card } } } } : {}) };
}

/**
 * The state whose end conditions were checked last, and its change count then: nothing changed,
 * nothing to check. One entry is enough (a game runs on one state at a time) and, unlike a map
 * by state, costs two comparisons; checking again a state that did not change is harmless.
 */
let checkedState: State | null = null;
let checkedAt = -1;

/**
 * The declared end conditions, when something changed since they were last checked, unless all
 * they read is what it was when they last held none (end-reads.ts).
 */
export function checkEndIfChanged(rt: Runtime): void {
  const s = rt.s;
  if (s.result === null && (checkedState !== s || checkedAt !== s.changes) && rt.g.endConditions.length) {
    checkedState = s;
    checkedAt = s.changes;
    checkEnd(rt);
  }
}

/** The declared end conditions, checked after every step that changed the state (a score reaching its limit). */
function checkEnd(rt: Runtime): void {
  // Here, not in checkEndIfChanged: that one, run after every step of every game (with end
  // conditions or not), stays as small as it was, so V8 may go on inlining it where it is called.
  if (endReadsUnchanged(rt)) return;
  for (const c of rt.g.endConditions) {
    if (!truthy(evalUnit(rt, c.when, [], rt.g.sides[0]!))) continue;
    const winner = c.winner === null ? "draw" : evalUnit(rt, c.winner, [], rt.g.sides[0]!);
    endGame(rt, typeof winner === "string" ? winner : "draw", [], c.reason);
    return;
  }
  noteNoneHeld(rt);
}

/** Ends the game once (later calls change nothing). */
export function endGame(rt: Runtime, winner: string, losers: string[], reason: string): void {
  const s = rt.s;
  if (s.result) return;
  const lost = losers.length ? losers : winner !== "draw" && winner !== "none" ? rt.g.sides.filter((x) => x !== winner) : [];
  s.result = { winner, losers: lost, reason };
  s.pending = [];
  s.log.push({ k: "game.over", a: { winner, reason } });
}

/**
 * Runs a unit that never asks to its end and gives its result (functions, conditions). It does
 * not touch the stack: the frame lives only during the call.
 */
export function evalUnit(rt: Runtime, unit: number, args: Value[], me: string, act: string = me, card: string | null = null, bind?: Record<string, Value>): Value {
  const u = rt.g.units[unit]!;
  // A condition is one expression: evaluated directly in a frame of its own, unless it is already
  // being evaluated further up (then it gets a fresh frame, like any call).
  if (u.value && args.length === 0 && !u.busy) {
    const f = (u.scratch ??= frame(rt.g, unit, [], me, act, card));
    f.me = me;
    f.act = act;
    f.card = card;
    if (bind) {
      for (const k in bind) {
        const slot = u.bound[k];
        if (slot !== undefined) f.l[slot] = bind[k]!;
      }
    }
    u.busy = true;
    try {
      return u.value(rt, f);
    } catch (e) {
      throw locatedIn(rt.g, unit, -1, e);
    } finally {
      u.busy = false;
    }
  }
  const f = acquireFrame(rt, unit, me, act, card);
  for (let i = 0; i < args.length; i++) f.l[i] = args[i]!;
  fillDefaults(rt, f, args.length);
  if (bind) {
    const slots = rt.g.units[unit]!.bound;
    for (const k in bind) {
      const slot = slots[k];
      if (slot !== undefined) f.l[slot] = bind[k]!;
    }
  }
  const v = runSync(rt, f);
  releaseFrame(rt, f);
  return v;
}

/**
 * A modifier's condition about `it` (a `where:` or `when:`): `evalUnit` with `{ it }` bound, without
 * building the record. `it` undefined: nothing bound (the condition sees what its frame holds).
 */
export function evalCondition(rt: Runtime, unit: number, me: string, act: string, card: string | null, it: Value | undefined): Value {
  const u = rt.g.units[unit]!;
  const slot = it === undefined ? undefined : u.bound.it;
  if (u.value && !u.busy) {
    const f = (u.scratch ??= frame(rt.g, unit, [], me, act, card));
    f.me = me;
    f.act = act;
    f.card = card;
    if (slot !== undefined) f.l[slot] = it!;
    u.busy = true;
    try {
      return u.value(rt, f);
    } catch (e) {
      throw locatedIn(rt.g, unit, -1, e);
    } finally {
      u.busy = false;
    }
  }
  const f = acquireFrame(rt, unit, me, act, card);
  fillDefaults(rt, f, 0);
  if (slot !== undefined) f.l[slot] = it!;
  const v = runSync(rt, f);
  releaseFrame(rt, f);
  return v;
}

/**
 * Frames of code that runs to its end without stopping (functions, conditions) are reused: they
 * never outlive the call, and calls nest strictly, so each unit keeps a stack of free frames
 * (Unit.pool).
 */
export function acquireFrame(rt: Runtime, unit: number, me: string, act: string, card: string | null): Frame {
  const u = rt.g.units[unit]!;
  const f = (u.pool ??= []).pop();
  if (!f) return frame(rt.g, unit, [], me, act, card);
  f.pc = 0;
  // Every caller sets the parameters (given or default) next: only the other locals are cleared.
  const l = f.l;
  for (let i = u.params.length; i < l.length; i++) l[i] = null;
  f.me = me;
  f.act = act;
  f.card = card;
  f.w = -1;
  f.r = undefined;
  return f;
}

export function releaseFrame(rt: Runtime, f: Frame): void {
  rt.g.units[f.u]!.pool!.push(f);
}

export function runSync(rt: Runtime, f: Frame): Value {
  const code = rt.g.units[f.u]!.code;
  // The catch locates an error in this unit's own code (a function's line, not its caller's). No
  // cost measured while nothing is thrown: a warm game of the larger shipped game counted 9.486
  // million instructions with it (and the rest of code-place.ts), 9.490 before, in the same
  // minutes (src/PERFORMANCE.md "Measuring"; runs of one build differ by up to 0.3%).
  try {
    while (f.pc < code.length) {
      if (code[f.pc++]!(rt, f) || rt.s.result !== null) {
        if (rt.s.result !== null) break;
        if (f.pc >= code.length) break;
        throw new KernelError(`${rt.g.units[f.u]!.origin} asked a player or called a procedure while a value was being computed`);
      }
    }
  } catch (e) {
    throw locatedIn(rt.g, f.u, f.pc - 1, e);
  }
  return f.r ?? null;
}

/** evalUnit for a tool outside the machine (views, bots, invariants): its loops counted afresh. */
export function evalAtEdge(rt: Runtime, unit: number, args: Value[], me: string): Value {
  loopTurns.n = 0;
  return evalUnit(rt, unit, args, me);
}

/** Evaluates a compiled expression against a throwaway frame of `unit` (predicates, defaults). */
export function evalIn(rt: Runtime, ev: Ev, f: Frame): Value {
  return ev(rt, f);
}

declare module "./state.js" {
  interface Frame {
    /** The value a finished frame hands back. */
    r?: Value;
  }
}

export type { State };
