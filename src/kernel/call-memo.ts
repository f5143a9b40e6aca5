// Calls of pure content functions found again within one step (from a move to the next decision):
// while the machine works out a decision the state changes little, and a function called again with
// the same arguments on an unchanged state gives the same value (`ops_value` of the card being
// played, for its play modes and again for the question). A kept value is valid only for the same
// run of the machine (the Runtime object: a tool changing a state by hand does so between runs, and
// a copy of a state runs with a Runtime of its own) and the same `changes` count of the state (the
// kernel counts every change a function could read). Only functions proved pure are kept (see
// pureFunctions): nothing they run changes the game, rolls a die, picks at random or writes the log.
import type { Expression, Statement } from "../effects/ast.js";
import type { Runtime } from "./game.js";
import type { Frame } from "./state.js";
import type { Value } from "./values.js";

/** How many calls of one function are kept (the most recent). */
const SIZE = 4;
/** After this many calls a function whose calls are found again less than 1 in `MIN_HIT_RATE` stops keeping them. */
const TRIAL = 256;
const MIN_HIT_RATE = 8;

interface Entry {
  rt: Runtime | null;
  changes: number;
  me: string;
  act: string;
  card: string | null;
  args: Value[];
  value: Value;
}

/** The kept calls of one function (shared by its call sites). */
export class CallMemo {
  private readonly entries: Entry[] = [];
  private next = 0;
  calls = 0;
  hits = 0;
  /** Still keeping values (a function rarely called again with the same arguments stops). */
  on = true;

  /** The kept value of this call, or undefined. `args` holds the first `n` argument values. */
  find(rt: Runtime, f: Frame, args: Value[], n: number): Value | undefined {
    this.calls++;
    const changes = rt.s.changes;
    const entries = this.entries;
    for (let i = 0; i < entries.length; i++) {
      const e = entries[i]!;
      if (e.rt !== rt || e.changes !== changes || e.me !== f.me || e.act !== f.act || e.card !== f.card) continue;
      const a = e.args;
      let same = true;
      for (let j = 0; j < n; j++) {
        if (a[j] !== args[j]) {
          same = false;
          break;
        }
      }
      if (same) {
        this.hits++;
        return e.value;
      }
    }
    if (this.calls === TRIAL && this.hits * MIN_HIT_RATE < this.calls) {
      this.on = false;
      this.entries.length = 0;
    }
    return undefined;
  }

  /** Keeps the value of a call made at `changes` (a pure function changes nothing, but the count is read before). */
  keep(rt: Runtime, changes: number, f: Frame, args: Value[], value: Value): void {
    const e: Entry = { rt, changes, me: f.me, act: f.act, card: f.card, args, value };
    if (this.entries.length < SIZE) this.entries.push(e);
    else {
      this.entries[this.next] = e;
      this.next = (this.next + 1) % SIZE;
    }
  }
}

/** Built-ins with an effect (beyond the kernel-statement ones): they may never run inside a kept call. */
const IMPURE_EXPRESSIONS = new Set(["log", "random", "roll_die"]);
/** Built-ins that run the content's own conditions (modifiers' `where:`/`when:`, prerequisites). */
const RUN_CONDITIONS = new Set(["forbidden", "modifiers", "prerequisite_met"]);

export interface PurityInput {
  routines: { name: string; kind: "procedure" | "function"; asName: boolean; params: { type: string }[]; body: Statement[] }[];
  /** The conditions built-ins run: modifiers' `where:`/`when:`, cards' prerequisites. */
  conditions: Expression[];
  /** Names of built-ins that change the game or ask (kernel statements). */
  statements: ReadonlySet<string>;
}

/**
 * The functions whose calls may be kept: every call they make (transitively, conditions of
 * built-ins included) is to a pure function or a built-in that only reads, and they take no
 * condition as a parameter (a condition is a new value at each call: never found again).
 */
export function pureFunctions(input: PurityInput): Set<string> {
  const routines = new Map(input.routines.map((r) => [r.name, r]));
  const callsOf = (node: unknown): { builtins: Set<string>; routines: Set<string>; chooses: boolean } => {
    const out = { builtins: new Set<string>(), routines: new Set<string>(), chooses: false };
    walk(node, (n) => {
      if (n.kind === "choose") out.chooses = true;
      if (n.kind === "call" && n.callee) (routines.has(n.callee.name) ? out.routines : out.builtins).add(n.callee.name);
      if (n.kind === "name" && typeof n.name === "string" && routines.get(n.name)?.asName) out.routines.add(n.name);
    });
    return out;
  };
  const calls = new Map(input.routines.map((r) => [r.name, callsOf(r.body)]));
  const conditionCalls = input.conditions.map(callsOf);
  const solve = (conditionsPure: boolean): Set<string> => {
    const impureBuiltin = (b: string) => input.statements.has(b) || IMPURE_EXPRESSIONS.has(b) || (!conditionsPure && RUN_CONDITIONS.has(b));
    const impure = new Set<string>();
    for (const r of input.routines) {
      const c = calls.get(r.name)!;
      if (r.kind !== "function" || c.chooses || [...c.builtins].some(impureBuiltin)) impure.add(r.name);
    }
    for (let changed = true; changed; ) {
      changed = false;
      for (const [name, c] of calls) {
        if (!impure.has(name) && [...c.routines].some((x) => impure.has(x))) {
          impure.add(name);
          changed = true;
        }
      }
    }
    const pure = new Set(input.routines.filter((r) => !impure.has(r.name)).map((r) => r.name));
    const conditionImpure = (c: (typeof conditionCalls)[number]) => [...c.builtins].some(impureBuiltin) || [...c.routines].some((x) => !pure.has(x));
    return conditionsPure && conditionCalls.some(conditionImpure) ? solve(false) : pure;
  };
  // Assuming the conditions pure first is sound: an impurity always comes from a built-in with an effect.
  const pure = solve(true);
  for (const r of input.routines) if (r.params.some((p) => p.type === "predicate")) pure.delete(r.name);
  return pure;
}

function walk(node: unknown, see: (n: { kind: string; name?: unknown; callee?: { name: string } }) => void): void {
  if (Array.isArray(node)) {
    for (const x of node) walk(x, see);
    return;
  }
  if (!node || typeof node !== "object") return;
  const n = node as { kind?: unknown };
  if (typeof n.kind === "string") see(n as { kind: string });
  for (const k in node) if (k !== "loc" && k !== "nameLoc") walk((node as Record<string, unknown>)[k], see);
}
