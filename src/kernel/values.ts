// Values of the effect language at run time. Everything is plain JSON data, so a game's state
// (frames and their local variables included) can be saved, copied and compared.
import type { CodeWhere, PartPlace } from "./code-place.js";

/** A record: `{ side: me, left: 3 }`, or a modifier's fields. */
export interface RecordValue {
  [field: string]: Value;
}

/**
 * A condition handed to a procedure or function as an argument (`where:`): which compiled
 * expression (the `$predicate`-th of the unit `unit` that wrote it: numbered within the unit, so
 * the number does not depend on which other code a process compiled first), and the variables of
 * the code that wrote it, copied when it was passed. (Saves made before 2026-12-08 carry one
 * number over the whole game and no `unit`: save-file.ts reads them with `oldPredicateNumbers`.)
 */
export interface PredicateValue {
  $predicate: number;
  unit: number;
  locals: Value[];
  me: string;
  active: string;
  card: string | null;
}

export type Value = number | boolean | string | null | Value[] | RecordValue | PredicateValue;

export function truthy(v: Value): boolean {
  return !(v === false || v === null || v === 0 || v === "" || (Array.isArray(v) && v.length === 0));
}

// A predicate value is told from a record by its `$predicate` field, always a number (no record
// has that field: names in code never start with `$`). Read as a property, not tested with `in`:
// these sites see objects of many hidden classes, and V8's megamorphic `in` searches each object's
// properties and then its prototype's, while a megamorphic read is answered from its stub cache,
// "absent" included (about 200 instructions against 30 a test; a few thousand tests a game).
export function isRecord(v: Value): v is RecordValue {
  return typeof v === "object" && v !== null && !Array.isArray(v) && (v as Partial<PredicateValue>).$predicate === undefined;
}

export function isPredicate(v: Value): v is PredicateValue {
  return typeof v === "object" && v !== null && !Array.isArray(v) && (v as Partial<PredicateValue>).$predicate !== undefined;
}

/**
 * A deep copy of plain data that keeps its strings: structuredClone makes a new object of every
 * string, and the copies would no longer be the game's interned ids (kernel/intern.ts), which
 * compare by pointer.
 */
export function copyValue(v: Value): Value {
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) return v.map(copyValue);
  const out: Record<string, Value> = {};
  for (const k in v) out[k] = copyValue((v as Record<string, Value>)[k]!);
  return out as Value;
}

/** Structural equality: ids and numbers by value, lists and records field by field. */
export function equal(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => equal(x, b[i]!));
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => equal((a as RecordValue)[k]!, (b as RecordValue)[k] ?? null));
}

/**
 * A message as data, worded where it is shown (in the reader's language: src/locales, `runtime.*`):
 * its key, its arguments, and its arguments that are messages of their own (`parts`). The same
 * shape as a diagnostic's message part (diagnostics/diagnostic.ts MessagePart), so a diagnostic
 * can carry it as it is.
 */
export interface RuntimeMessage {
  key: string;
  args?: Record<string, string | number>;
  parts?: Record<string, RuntimeMessage>;
}

export class EffectRuntimeError extends Error {
  override name = "EffectRuntimeError";
  /** What went wrong, as data: `message` says it in English. An error made without a key says its English as it is. */
  said: RuntimeMessage;
  /** Where, as data, once located (machine.ts locatedIn): the place, and the place it was called from. */
  place?: RuntimeMessage;
  constructor(message: string, key?: string, args?: Record<string, string | number>) {
    super(message);
    this.said = key ? { key, ...(args ? { args } : {}) } : { key: "runtime.other", args: { detail: message } };
  }
  /**
   * Set once the error has left the code it happened in (machine.ts locatedIn; the message then
   * ends with where): which code it was ("card scout"), the place in its file (null: code the
   * loader made, not written in a file) and the message without them.
   */
  origin?: string;
  where?: CodeWhere | null;
  detail?: string;
  /**
   * The part of a statement that threw it, set where it is thrown by a part that knows its place
   * (an operator, a field read: code-place.ts failedAt); null: such a part whose place is not known.
   * Not set: thrown by a built-in (machine.ts locatedIn then looks for its call in the statement).
   */
  part?: PartPlace | null;
}

/**
 * The whole message of an error of running code as data: what went wrong and, once located, where
 * ("… (file:line:column, in card scout; called from …)"): what a command or the server words in
 * its reader's language (i18n/runtime-error-text.ts), as `message` says it in English.
 */
export function runtimeMessageOf(e: EffectRuntimeError): RuntimeMessage {
  return e.place ? { key: "runtime.located", parts: { detail: e.said, place: e.place } } : e.said;
}

export function num(v: Value, what = "a number"): number {
  if (typeof v === "number") return v;
  if (typeof v === "boolean") return v ? 1 : 0;
  throw new EffectRuntimeError(`expected ${what}, got ${show(v)}`, what === "a number" ? "runtime.expected_number" : undefined, { value: show(v) });
}

export function str(v: Value, what = "an id"): string {
  if (typeof v === "string") return v;
  throw new EffectRuntimeError(`expected ${what}, got ${show(v)}`, what === "an id" ? "runtime.expected_id" : undefined, { value: show(v) });
}

/** A list, treating `none` as empty and a lone value as a list of one (`in: target`). */
export function list(v: Value): Value[] {
  if (Array.isArray(v)) return v;
  return v === null ? [] : [v];
}

export function strings(v: Value): string[] {
  const out: string[] = [];
  for (const x of list(v)) if (typeof x === "string") out.push(x);
  return out;
}

export function show(v: Value): string {
  // `none` as the effect language writes it (a designer never wrote `null`).
  return v === null ? "none" : (JSON.stringify(v) ?? "none");
}
