// Values of content functions kept by what they read. While a function's body runs, the kernel's
// reads of the state (a track, the pieces of one side on one space, a variable, the list of
// effects in force, the spaces where a side has pieces) are noted with the value seen. A later
// call with the same arguments and context gives the kept value when every noted part still holds
// the value seen, in the state it is asked about; otherwise the body runs again. The check is by
// value, not by a version bumped on each change: it cannot go stale whatever changed the state
// (a move, a tool, an undo, a copy), and copies of a state share what was kept without sharing
// anything they could spoil. A body that reads anything else of the state (piles, dice, the log)
// or changes it is never kept (see TAINT in compile-code.ts). A game stays a pure function of
// (content, seed, moves): a kept value is exactly what the body would give.
import type { Game, Runtime, Unit } from "./game.js";
import { runSync } from "./machine.js";
import type { Frame, State } from "./state.js";
import type { Value } from "./values.js";

/** What a part of the state is: kept in the low bits of a read's code, the index above them. */
const TRACK = 0;
const PIECE = 1;
const VAR = 2;
const EFFECTS = 3;
/** The spaces where one side has pieces of one kind: the index is the kind's offset plus the side. */
const COLUMN = 4;
const KIND_BITS = 3;
const KIND_MASK = 7;

/** The reads of one body being computed. */
interface Recording {
  parts: number[];
  seen: unknown[];
  /** False once the body read or did something that cannot be kept. */
  ok: boolean;
}

/** One kept value of a unit. */
interface Entry {
  args: Value[];
  me: string;
  act: string;
  card: string | null;
  parts: number[];
  seen: unknown[];
  value: Value;
}

interface UnitMemo {
  generation: number;
  entries: Entry[];
  /** Next entry to replace when full. */
  next: number;
  calls: number;
  hits: number;
  /** Set when keeping values does not pay for this unit (too few calls found again). */
  off: boolean;
}

/** Entries kept per unit (a ring: the oldest is replaced). */
const CAPACITY = 16;
/** After this many calls, a unit whose calls are found again less often than 1 in 5 stops keeping values. */
const TRIAL = 256;

/** The recording of the innermost body being computed, or null: reads are noted only then. */
export const REC: { r: Recording | null } = { r: null };

let enabled = process.env.CARDWRIGHT_MEMO !== "0";
/** Kept values of an earlier generation are dropped (see setMemo). */
let generation = 0;

/** Switches keeping values on or off (tests and measurements compare both); kept values are dropped. */
export function setMemo(on: boolean): void {
  enabled = on;
  generation++;
}

declare module "./game.js" {
  interface Unit {
    /** Values of this function kept by what they read (see memo.ts). */
    memo?: UnitMemo;
  }
}

function note(kind: number, at: number, seen: unknown): void {
  const r = REC.r!;
  const code = (at << KIND_BITS) | kind;
  // The same part read twice in a row (a search asking about one space) is noted once.
  const last = r.parts.length - 1;
  if (last >= 0 && r.parts[last] === code && r.seen[last] === seen) return;
  r.parts.push(code);
  r.seen.push(seen);
}

export function readTrack(s: State, i: number): number {
  const v = s.tracks[i]!;
  if (REC.r !== null) note(TRACK, i, v);
  return v;
}

export function readPiece(s: State, i: number): number {
  const v = s.pieces[i]!;
  if (REC.r !== null) note(PIECE, i, v);
  return v;
}

export function readVar(s: State, i: number): Value {
  const v = s.vars[i]!;
  if (REC.r !== null) note(VAR, i, v);
  return v;
}

/** The effects in force (the list is replaced, never changed in place: the reference is its version). */
export function readEffects(s: State): State["effects"] {
  const v = s.effects;
  if (REC.r !== null) note(EFFECTS, 0, v);
  return v;
}

/** Notes that a body read the spaces where a side has pieces (`found`: their indexes, in board order). */
export function noteColumn(start: number, found: number[]): void {
  if (REC.r !== null) note(COLUMN, start, found);
}

/**
 * `spaces_with` while a function's value is being kept (see memo.ts): the same list, and which
 * spaces it found noted as the read.
 */
export function spacesWithNoted(g: Game, p: number[], start: number): Value[] {
  const n = g.sides.length;
  const out: Value[] = [];
  const found: number[] = [];
  for (let i = 0, at = start; i < g.spaces.length; i++, at += n) {
    if (p[at]! > 0) {
      out.push(g.spaces[i]!.id);
      found.push(i);
    }
  }
  noteColumn(start, found);
  return out;
}

/** Notes that the body being computed did something that cannot be kept. */
export function taint(): void {
  if (REC.r !== null) REC.r.ok = false;
}

function stillHolds(g: Game, s: State, parts: number[], seen: unknown[]): boolean {
  for (let i = 0; i < parts.length; i++) {
    const code = parts[i]!;
    const at = code >>> KIND_BITS;
    switch (code & KIND_MASK) {
      case TRACK:
        if (s.tracks[at] !== seen[i]) return false;
        break;
      case PIECE:
        if (s.pieces[at] !== seen[i]) return false;
        break;
      case VAR:
        if (s.vars[at] !== seen[i]) return false;
        break;
      case EFFECTS:
        if (s.effects !== seen[i]) return false;
        break;
      default: {
        const found = seen[i] as number[];
        const p = s.pieces;
        const n = g.sides.length;
        let j = 0;
        for (let k = 0, x = at; k < g.spaces.length; k++, x += n) {
          if (p[x]! > 0) {
            if (found[j] !== k) return false;
            j++;
          }
        }
        if (j !== found.length) return false;
      }
    }
  }
  return true;
}

function sameKey(e: Entry, l: Value[], n: number, f: Frame): boolean {
  if (e.me !== f.me || e.act !== f.act || e.card !== f.card) return false;
  const a = e.args;
  for (let i = 0; i < n; i++) if (a[i] !== l[i]) return false;
  return true;
}

function passOn(parts: number[], seen: unknown[], ok: boolean): void {
  const outer = REC.r;
  if (outer === null) return;
  if (!ok) outer.ok = false;
  for (let i = 0; i < parts.length; i++) {
    outer.parts.push(parts[i]!);
    outer.seen.push(seen[i]);
  }
}

/**
 * The value of a call of the function `unit` whose frame `f` holds its arguments (defaults
 * filled): a kept value when its reads still hold in the state, else the body's, kept when it can be.
 */
export function memoCall(rt: Runtime, unit: number, f: Frame): Value {
  if (!enabled) return runSync(rt, f);
  const g = rt.g;
  const s = rt.s;
  const u: Unit = g.units[unit]!;
  let m = u.memo;
  if (m === undefined || m.generation !== generation) u.memo = m = { generation, entries: [], next: 0, calls: 0, hits: 0, off: false };
  if (m.off) return runSync(rt, f);
  const n = u.params.length;
  m.calls++;
  const entries = m.entries;
  let same = -1;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (!sameKey(e, f.l, n, f)) continue;
    if (stillHolds(g, s, e.parts, e.seen)) {
      m.hits++;
      passOn(e.parts, e.seen, true);
      return e.value;
    }
    same = i;
    break;
  }
  if (m.calls === TRIAL && m.hits * 5 < m.calls) {
    m.off = true;
    m.entries = [];
    return runSync(rt, f);
  }
  const args = f.l.slice(0, n);
  const outer = REC.r;
  const rec: Recording = { parts: [], seen: [], ok: true };
  REC.r = rec;
  let value: Value;
  try {
    value = runSync(rt, f);
  } finally {
    REC.r = outer;
  }
  passOn(rec.parts, rec.seen, rec.ok);
  if (rec.ok) {
    const e: Entry = { args, me: f.me, act: f.act, card: f.card, parts: rec.parts, seen: rec.seen, value };
    if (same >= 0) entries[same] = e;
    else if (entries.length < CAPACITY) entries.push(e);
    else {
      entries[m.next] = e;
      m.next = (m.next + 1) % CAPACITY;
    }
  }
  return value;
}

/** How often each unit's calls were found again (for measurement). */
export function memoStats(g: Game): { unit: string; calls: number; hits: number; off: boolean }[] {
  const out: { unit: string; calls: number; hits: number; off: boolean }[] = [];
  for (const u of g.units) {
    const m = u.memo;
    if (m && m.generation === generation) out.push({ unit: u.name, calls: m.calls, hits: m.hits, off: m.off });
  }
  return out.sort((a, b) => b.calls - a.calls);
}
