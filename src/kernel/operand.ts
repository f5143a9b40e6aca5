// Operands read without a call when they only read a local slot. A call of an operand's closure
// from a closure whose call site has seen many kinds of closure is V8's generic call (a few dozen
// instructions); reading `f.l[slot]` in place is a load. The compiler marks the closures that only
// read a slot, and consumers (operators, arguments, `let`, the fast forms of built-ins) read such an
// operand as `s >= 0 ? f.l[s] : ev(rt, f)`, written out in each closure: a helper function shared
// by all of them would give every consumer the helper's one call site, which sees every kind of
// closure, so calls V8 now inlines (a site that only ever calls one kind) would become generic too.
import type { Ev } from "./game.js";

const slotReaders = new WeakMap<Ev, number>();

/** A closure that reads a local slot, marked as such. */
export function slotReader(slot: number): Ev {
  const ev: Ev = (_rt, f) => f.l[slot]!;
  slotReaders.set(ev, slot);
  return ev;
}

/** The slot a closure only reads, if it is one. */
export function readsSlot(ev: Ev): number | undefined {
  return slotReaders.get(ev);
}

/** The slot a closure only reads, or -1: its consumer reads `f.l[slot]` in place when it is one. */
export function slotIndex(ev: Ev | null | undefined): number {
  return ev ? (slotReaders.get(ev) ?? -1) : -1;
}
