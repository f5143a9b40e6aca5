// Types and helpers shared by the built-in files (kept apart from the registry in index.ts,
// which imports every built-in file).
import type { Callable, Param, ValueType } from "../../effects/vocabulary-types.js";
import type { Frame } from "../state.js";
import type { Runtime } from "../game.js";
import type { Value } from "../values.js";
import type { Yield } from "../yield.js";

/** A condition handed to a built-in: call it with the candidate. */
export type Pred = (it: Value) => Value;

/** Arguments by parameter position; `undefined` when not given. */
export type Args = (Value | Pred | undefined)[];

export interface KernelParam extends Omit<Param, "type"> {
  /** `variable`: the name of a game variable (not its value). */
  type: ValueType | "variable";
}

export interface KernelBuiltin extends Omit<Callable, "params"> {
  params: KernelParam[];
  kind: "kernel-expression" | "kernel-statement";
  /** It may stop the frame: it asks a player or runs other code first (its impl can return YIELD). */
  stops?: boolean;
  /**
   * It may draw from the game's random generator: it rolls or picks at random, or evaluates
   * other content code (a modifier's conditions, a card's prerequisite) that may. Code that calls
   * none of these, directly or through the functions it calls, reads the game and nothing else.
   */
  mayDraw?: boolean;
  /**
   * What of a state it reads, when that is all it reads (`[]`: nothing but its arguments and the
   * game's declarations). A built-in without it counts as reading anything (state-reads.ts).
   */
  reads?: readonly ("tracks" | "piles")[];
  /** Runs it; `slot` is where an asking built-in's answer goes. Returns YIELD when it stopped the frame. */
  impl: (rt: Runtime, f: Frame, args: Args, slot: number) => Value | Yield;
}


export const p = (name: string, type: KernelParam["type"], doc: string, optional = false): KernelParam => ({ name, type, doc, ...(optional ? { optional } : {}) });

/** A given argument, or `fallback` when it was not given or is none. */
export function arg(args: Args, i: number, fallback: Value = null): Value {
  const v = args[i];
  return v === undefined || v === null ? fallback : (v as Value);
}

export function predArg(args: Args, i: number): Pred | null {
  const v = args[i];
  return typeof v === "function" ? (v as Pred) : null;
}
