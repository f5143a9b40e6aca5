// One string object for each id and string constant a compiled game runs with, internalized by V8.
// Content arrives from the disk cache (v8.deserialize) or the YAML parser, and both make a new
// string object for every occurrence: an id in the space table, the same id in a card's attribute
// and as a constant in code were three objects, so every `===` and every Map lookup that found it
// compared the characters. The same object compares by pointer, and two internalized strings that
// differ are unequal without a look at their characters. Replacing a string by an equal one
// changes no value, so games are the same. Only what reaches run time is interned (the game's
// tables, data and constants; code's literals and ids as the compiler folds them): a walk of all
// the parsed code cost about 100 million instructions a compile, which the editor pays per edit.
import type { Declarations } from "./model.js";
import type { Value } from "./values.js";

/** Gives each distinct string one internalized copy, the same every time. */
export type StringPool = (s: string) => string;

export function stringPool(): StringPool {
  const canonical = new Map<string, string>();
  return (s) => {
    let c = canonical.get(s);
    if (c === undefined) {
      c = internalized(s);
      canonical.set(c, c);
    }
    return c;
  };
}

/**
 * V8 internalizes a string used as a property name, and gives that string back as the key. A
 * dictionary-mode holder (no prototype) adds no hidden-class transition per name. A name of an
 * array index's form is no property name: kept as it is.
 */
function internalized(s: string): string {
  if (/^(0|[1-9][0-9]*)$/.test(s)) return s;
  const holder = Object.create(null) as Record<string, true>;
  holder[s] = true;
  return Object.keys(holder)[0] ?? s;
}

/** A value with every string in it replaced by the pool's copy: lists and records in place (plain data, never frozen by the kernel). */
export function internValue(v: Value, pool: StringPool): Value {
  if (typeof v === "string") return pool(v);
  if (typeof v !== "object" || v === null || Object.isFrozen(v)) return v;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = internValue(v[i]!, pool);
    return v;
  }
  const r = v as Record<string, Value>;
  for (const k in r) r[k] = internValue(r[k]!, pool);
  return v;
}

/** The ids, attributes and data of a game's declarations, in place. Code is left to the compiler. */
export function internDeclarations(d: Declarations, constants: Record<string, Value>, pool: StringPool): void {
  const ids = (xs: string[]) => {
    for (let i = 0; i < xs.length; i++) xs[i] = pool(xs[i]!);
  };
  const opt = (s: string | null) => (s === null ? null : pool(s));
  for (const x of d.sides) x.id = pool(x.id);
  for (const x of d.tracks) x.id = pool(x.id);
  for (const x of d.pieces) x.id = pool(x.id);
  for (const x of d.piles) x.id = pool(x.id);
  for (const x of d.hooks) x.id = pool(x.id);
  for (const x of d.variables) {
    x.id = pool(x.id);
    x.start = internValue(x.start, pool);
  }
  for (const x of d.groups) {
    x.id = pool(x.id);
    x.parent = opt(x.parent);
    internValue(x.attrs, pool);
  }
  for (const x of d.spaces) {
    x.id = pool(x.id);
    x.homeOf = opt(x.homeOf);
    ids(x.groups);
    ids(x.adjacent);
    internValue(x.attrs, pool);
  }
  for (const x of d.cards) {
    x.id = pool(x.id);
    x.side = pool(x.side);
    ids(x.blockedBy);
    internValue(x.attrs, pool);
  }
  for (const e of d.effects) {
    e.id = pool(e.id);
    e.card = opt(e.card);
    for (const m of e.modifiers) {
      m.kind = pool(m.kind);
      m.side = pool(m.side);
      m.on = opt(m.on);
      internValue(m.fields, pool);
    }
  }
  for (const k in d.data) d.data[k] = internValue(d.data[k]!, pool);
  for (const k in constants) constants[k] = internValue(constants[k]!, pool);
}
