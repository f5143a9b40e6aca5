// A function that only reads the state (compile.ts readOnlyFunctions) gives the same answer to the
// same arguments, caller's context and state. Each keeps its last call: the state object, its
// write count (`State.changes`, bumped by every write of the declared state), the caller's `me`,
// `active` and `this_card` and the arguments, compared by identity (values are never changed in
// place, so the same object is the same value). A call matching all of them gives the last answer
// without running the function; anything else runs it and keeps the new answer.
import type { Frame, State } from "./state.js";
import type { Value } from "./values.js";

export interface Remembered {
  state: State | null;
  changes: number;
  me: string;
  act: string;
  card: string | null;
  args: Value[];
  value: Value;
}

export function newRemembered(): Remembered {
  return { state: null, changes: -1, me: "", act: "", card: null, args: [], value: null };
}

/** Whether a call with these arguments (the first `n` locals of `callee`) in state `s` was the last call. */
export function answeredBefore(m: Remembered, s: State, callee: Frame, n: number): boolean {
  if (m.state !== s || m.changes !== s.changes || m.me !== callee.me || m.act !== callee.act || m.card !== callee.card) return false;
  const l = callee.l;
  const args = m.args;
  for (let i = 0; i < n; i++) if (args[i] !== l[i]) return false;
  return true;
}

export function remember(m: Remembered, s: State, changes: number, callee: Frame, n: number, value: Value): void {
  m.state = s;
  m.changes = changes;
  m.me = callee.me;
  m.act = callee.act;
  m.card = callee.card;
  const l = callee.l;
  const args = m.args;
  for (let i = 0; i < n; i++) args[i] = l[i]!;
  m.value = value;
}
