// A game's log: an append-only list that copies of a state share, so copying a state costs the
// same at move 1,000 as at move 1 (bots and lasting play copy the state for every candidate move
// and play-out). Entries are never changed once written, only appended.
//
// A log is its earlier entries, frozen in chunks (each the first `n` entries of an array), and the
// array it appends to. A copy shares all of it and appends to its own new array from its first
// entry on; the log it was copied from goes on appending to the array it made, which copies read
// only up to their own length. So no copy sees another's entries, and the original sees none of
// its copies'. A chain of copies each appending a little (a session's state after each move) would
// grow the chunks one by one: a new chunk at least half as long as the one before it is merged
// with it, so the chunks halve in length going forward and there are about log2(length) of them.
//
// It reads like a read-only array (length, at, slice, iteration, map, filter …) and is written
// to JSON as the array of its entries (saves, views), exactly as when the log was an array.
//
// Content's `log(key, { a: x, b: y })` (a record literal: most of a game's entries, compile-code.ts
// `packedLog`) appends a Packed entry: the key, its call site's field names (one array made when
// compiling) and the values (up to three held in the entry itself). Nothing but this class sees one: an entry is read only through
// `entry`, which builds the ordinary entry the first time (its record field by field, in the
// literal's order, as the record literal would have) and puts it in the Packed one's place, so it
// is built once and reads as the same object ever after. Building records is a game's costliest
// store; most entries are never read while a game is played.
import type { LogEntry } from "./state.js";
import type { Value } from "./values.js";

/**
 * A `log` call's entry as written: made into a LogEntry when first read (see `entry`). Up to three
 * values are held in the entry itself (`rest` null), more in `rest` (all of them): one object
 * allocated per entry for most calls.
 */
class Packed {
  constructor(
    readonly k: string,
    readonly names: readonly string[],
    readonly to: string[] | null,
    readonly v0: Value,
    readonly v1: Value,
    readonly v2: Value,
    readonly rest: readonly Value[] | null,
  ) {}
}

type Stored = LogEntry | Packed;

/** The array of a log that has none of its own yet (never appended to: such a log does not own it). */
const NONE: Stored[] = [];

/** The entry at `buf[i]`, a Packed one made into its LogEntry (and kept in its place, for every log sharing `buf`). */
function entry(buf: readonly Stored[], i: number): LogEntry {
  const e = buf[i]!;
  if (!(e instanceof Packed)) return e;
  const { names, rest } = e;
  const n = names.length;
  const a: Record<string, Value> = {};
  if (rest) for (let j = 0; j < n; j++) a[names[j]!] = rest[j]!;
  else {
    if (n > 0) a[names[0]!] = e.v0;
    if (n > 1) a[names[1]!] = e.v1;
    if (n > 2) a[names[2]!] = e.v2;
  }
  const made: LogEntry = e.to ? { k: e.k, a, to: e.to } : { k: e.k, a };
  (buf as Stored[])[i] = made;
  return made;
}

/** Frozen entries: `before` entries in `prev`, then the first `n` of `buf`. */
interface Chunk {
  readonly prev: Chunk | null;
  readonly before: number;
  readonly buf: readonly Stored[];
  readonly n: number;
}

export class Log implements Iterable<LogEntry> {
  /** The earlier entries (null: none). */
  #prev: Chunk | null = null;
  /** How many entries #prev holds. */
  #before = 0;
  /** The array this log appends to: its entries after #prev are the first #n. */
  #buf: Stored[] = NONE;
  #n = 0;
  /** Whether #buf is this log's own (a copy shares its original's until it appends). */
  #owns = false;

  /** A log holding `entries` (copied), e.g. a save's log read back from JSON. */
  constructor(entries?: readonly LogEntry[]) {
    if (!entries?.length) return;
    this.#buf = entries.slice();
    this.#n = this.#buf.length;
    this.#owns = true;
  }

  /** A copy sharing every entry (constant time); each then appends on its own. */
  copy(): Log {
    const c = new Log();
    c.#prev = this.#prev;
    c.#before = this.#before;
    c.#buf = this.#buf;
    c.#n = this.#n;
    c.#owns = false;
    return c;
  }

  get length(): number {
    return this.#before + this.#n;
  }

  push(entry: LogEntry): number {
    if (!this.#owns) this.#ownArray();
    this.#buf.push(entry);
    return this.#before + ++this.#n;
  }

  /**
   * Appends the entry `{ k, a, to }` of a record literal's call site: `a`'s field names (the call
   * site's one array, never changed) and their values in that order, the first three as v0, v1, v2
   * when there are at most three (`rest` null), else all of them in `rest`; `to` null when everyone
   * may read it. Reads see exactly the entry `push` would have been given.
   */
  pushPacked(k: string, names: readonly string[], to: string[] | null, v0: Value, v1: Value, v2: Value, rest: readonly Value[] | null): void {
    if (!this.#owns) this.#ownArray();
    this.#buf.push(new Packed(k, names, to, v0, v1, v2, rest));
    this.#n++;
  }

  /** The entry at `i` (negative: from the end), or undefined. */
  at(i: number): LogEntry | undefined {
    const place = this.#place(i);
    return place ? entry(place[0], place[1]) : undefined;
  }

  /** The key of the entry at `i` (negative: from the end), or undefined: `at(i)?.k` without making a packed entry. */
  keyAt(i: number): string | undefined {
    const place = this.#place(i);
    return place?.[0][place[1]]!.k;
  }

  /** Where the entry at `i` (negative: from the end) is kept: its array and its index there; null when there is none. */
  #place(i: number): [readonly Stored[], number] | null {
    const length = this.length;
    if (i < 0) i += length;
    if (!(i >= 0 && i < length)) return null;
    if (i >= this.#before) return [this.#buf, i - this.#before];
    let c = this.#prev!;
    while (i < c.before) c = c.prev!;
    return [c.buf, i - c.before];
  }

  /** The entries from `start` up to (not including) `end`, as Array.prototype.slice counts them. */
  slice(start = 0, end = this.length): LogEntry[] {
    const length = this.length;
    const from = clamp(start, length);
    const to = clamp(end, length);
    const out: LogEntry[] = [];
    if (from >= to) return out;
    for (const [buf, offset, n] of this.#parts()) {
      const a = Math.max(from - offset, 0);
      const b = Math.min(to - offset, n);
      for (let i = a; i < b; i++) out.push(entry(buf, i));
    }
    return out;
  }

  *[Symbol.iterator](): Iterator<LogEntry> {
    for (const [buf, , n] of this.#parts()) for (let i = 0; i < n; i++) yield entry(buf, i);
  }

  /** Written to JSON as the array of its entries. */
  toJSON(): LogEntry[] {
    return this.slice();
  }

  map<T>(f: (e: LogEntry, i: number) => T): T[] {
    return this.slice().map((e, i) => f(e, i));
  }

  filter(f: (e: LogEntry, i: number) => unknown): LogEntry[] {
    return this.slice().filter((e, i) => f(e, i));
  }

  some(f: (e: LogEntry, i: number) => unknown): boolean {
    return this.findIndex(f) >= 0;
  }

  find(f: (e: LogEntry, i: number) => unknown): LogEntry | undefined {
    const i = this.findIndex(f);
    return i < 0 ? undefined : this.at(i);
  }

  findIndex(f: (e: LogEntry, i: number) => unknown): number {
    let i = 0;
    for (const e of this) {
      if (f(e, i)) return i;
      i++;
    }
    return -1;
  }

  /** The arrays holding the entries, oldest first: [array, index of its first entry, how many]. */
  #parts(): [readonly Stored[], number, number][] {
    const parts: [readonly Stored[], number, number][] = [[this.#buf, this.#before, this.#n]];
    for (let c = this.#prev; c; c = c.prev) parts.push([c.buf, c.before, c.n]);
    return parts.reverse();
  }

  /** Freezes this log's entries in #buf as a chunk and starts an array of its own (a copy's first entry). */
  #ownArray(): void {
    if (this.#n > 0) {
      let prev = this.#prev;
      let before = this.#before;
      let buf: readonly Stored[] = this.#buf;
      let n = this.#n;
      // Merge while the chunk before is less than twice as long: chunks halve going forward.
      while (prev && prev.n < 2 * n) {
        const merged = prev.buf.slice(0, prev.n);
        for (let i = 0; i < n; i++) merged.push(buf[i]!);
        buf = merged;
        n = merged.length;
        before = prev.before;
        prev = prev.prev;
      }
      this.#prev = { prev, before, buf, n };
      this.#before = before + n;
    }
    this.#buf = [];
    this.#n = 0;
    this.#owns = true;
  }
}

function clamp(i: number, length: number): number {
  const x = Math.trunc(i) || 0;
  return x < 0 ? Math.max(length + x, 0) : Math.min(x, length);
}
