// A cache on disk of work done on a content folder (its loaded content, its translations), so a
// second command skips parsing YAML, validating schemas and parsing effect code when nothing
// changed. The work is a function of what it read through its ReadFile and of Cardwright's own
// code: an entry records every file the work read and a digest of what the reader gave (the text,
// "no such file", or the reading error), and the code's fingerprint. It is used only when each
// of those files gives the same digest again and the code is the same: any byte changed, a file
// added where one was missing, another version of Cardwright: the work is done again.
//
// Work on a content folder (a spec's `folder`) reads its files by their paths in it and saves
// nothing that names the folder (or says how to name it again, `moved`): it is the same for another
// folder whose files read are the same bytes. Such entries are found again for a folder seen for
// the first time (a game copied to start a variant, a test's copy in a temporary folder, a clone
// moved): the folders where entries of that kind and key were made are listed (COPIES_KEPT of
// them), and the entry of the one whose files read are the same in the new folder is used, as if
// it were the new folder's own (a hit, or `near` for the files that differ). A hit is then recorded
// as a name for that entry (an alias: the new folder's reads with their signatures, and the folder
// whose entry holds the saved data), not written again whole (validate's entry of the larger shipped
// game is 0.8 MB); the alias holds only while that entry's reads are the alias's, so an edit of
// either folder, once worked out, leaves the other to its own files (the alias is then given up and
// the folder compared again). A `near` or a miss is written as the new folder's own. The content
// folder's other entries (disk-file-memo.ts) are then looked for in that folder's too (`copiedFrom`),
// also when the work is done again (a spec without `near` whose copy's files differ): they are
// checked against the files' text as they are for an edit.
//
// Entries live under node_modules/.cache/cardwright/ of Cardwright's folder (CARDWRIGHT_CACHE_DIR
// overrides it; CARDWRIGHT_CACHE=0 turns the cache off). A cache that cannot be read or written is
// as if empty: the work is done, nothing fails.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { deserialize, serialize } from "node:v8";
import type { ReadFile } from "./open-file.js";
import { codeFingerprint } from "../build/fingerprint.js";

/**
 * Bump when the layout of entries changes (5: a copy's hit kept as an alias of its original's
 * entry; 6: a code report keeps the fields of ids and data its code was checked against; 7: its
 * literal keys include the end reasons, `game.reason#reason:<case>`, whose warnings, CW406, the
 * translations' part holds; 8: a code report's known fields hold groups' too; 9: a game's schema
 * may name its data's lists, `names: { data, key }`, whose errors an entry of before would not
 * hold; 10: a code report's routines' parameters keep their `values:`, whose CW312 a check of an
 * edited routine alone needs; 11: a forbid's actions are checked against its hook's `actions:`, and
 * the kernel's `forbidden` and `emit` take the game's actions and moments as their values; 12: a
 * code report's vocabulary keeps the texts moments' names hold, `emit`'s `with:` checked against
 * them, and a `values:` may read a list of the game's data; 13: a
 * code report's known fields hold the texts of fields with closed values, `enum`, whose CW312 a check of an
 * edited routine alone needs; 14: a code report's routines keep the texts they declare they give,
 * `returns: { type, values }`, and the names each moment gives its triggers, whose CW312 and CW304 a
 * check of an edited routine alone needs; 15: a routine's own `return` of a text is checked against
 * the texts it declares it gives, and its check is kept by them; 16: a code report's and a
 * compiled game's routines say whether a bare name stands for a call of them, `asName`, whose CW312
 * a check of an edited card or routine alone needs; 17: a check of code may hold CW311 of a field `attr` reads, written as a literal; 18: a check of a routine's code may hold CW312 of a name it returns that holds a text it does not declare it gives; 19: a check of code may hold CW312 of a text compared with a player's choice among texts written out, `pick`), or what a kept diagnostic holds (4: schema errors carry their place as a message part
 * and their data path, schemas.ts): the code's fingerprint already tells another version apart,
 * but it is made of files' sizes and times, and an entry read with old messages would print them.
 */
const ENTRY_FORMAT = 19;

/**
 * A reader that can say, without decoding a file, whether it would give the same for it:
 * `stamp(path)` names what the file is now (its bytes' digest, "none" when it does not exist, or the
 * reading error), and `lastStamp(path)` the same for the bytes its last read of that path gave. An
 * entry is then checked by digesting bytes, not by decoding UTF-8 and digesting text (a third of
 * the time). Same bytes, same text: the reader's result is a function of them.
 */
export interface StampedReadFile extends ReadFile {
  /** `known`: the stamp recorded with the file's signature; given at once while the file keeps it (file-signature.ts). */
  stamp(path: string, known?: KnownStamp): string;
  lastStamp(path: string): string | undefined;
  /** The signature the file had when its last read or stamp found `stamp`, when safe to record (else undefined). */
  lastSignature?(path: string, stamp: string): string | undefined;
}

/** A file's stamp as recorded with its signature (see file-signature.ts). */
export interface KnownStamp {
  stamp: string;
  signature: string;
}

/** The stamp of a file's bytes (see StampedReadFile). */
export function bytesStamp(bytes: Uint8Array): string {
  return `${BYTES_STAMP}${digest(bytes)}`;
}
/** What a bytes' stamp starts with, before their digest. */
export const BYTES_STAMP = "bytes:";

/** The stamp of a file that cannot be read, by its error. */
export function errorStamp(e: unknown): string {
  return failure(e);
}

/**
 * The reader a cached work is given: it records what the work reads. `unchanged(path)` says, without
 * reading the file, that it is as the entry being replaced read it (the same stamp now: its text
 * is the one the saved result was made from), and records it as read; false when that is not
 * known (no such entry, or the path was not among its reads, or it changed).
 */
export interface RecordingReadFile extends ReadFile {
  unchanged(path: string): boolean;
}

export interface CacheSpec<T> {
  /** What is cached ("content", "translations" …): part of the entry's name. */
  kind: string;
  /** Everything besides the files (and `folder`) that the result depends on (a selection …). */
  key: unknown;
  /**
   * The content folder the reader reads from, when the result depends on it only through the files
   * read (by their paths in it): then an entry made for another folder with the same files read is
   * used for it (see above). Without it, the key names whatever folder the work reads.
   */
  folder?: string;
  /** Optional, with `folder`: the saved data of a result made in another folder as made in `to` (absolute), where it names its folder. */
  moved?(saved: unknown, to: string): unknown;
  /** The result as plain data (v8-serializable); throw to skip caching this result. */
  save(value: T): unknown;
  /**
   * The result from its saved data; `entry` is the whole entry's bytes as read when the saved data
   * is theirs (`saved` is `deserialize(entry).saved`), so that what was restored can be handed on as
   * those bytes without serializing it again (worker threads: src/content/share-game.ts).
   */
  restore(saved: unknown, entry?: Uint8Array): T;
  /**
   * Optional: the saved result still true although the files `changed` (paths read, whose bytes
   * differ now) changed, as plain data (then restored and stored with their new digests); null when
   * it cannot say so, and the work is done. (validate: a comment edited leaves the data the same.)
   */
  near?(saved: unknown, changed: string[], read: ReadFile): unknown;
}

export interface CacheSetup {
  /** Cardwright's folder: its code (src/, schemas/, grammar/, package.json) makes the fingerprint. */
  root: string;
  /** Where entries are kept (default: <root>/node_modules/.cache/cardwright). */
  dir?: string;
}

/** A file read: its path, its stamp, and the signature of the file it was taken from when known. */
type Read = [path: string, stamp: string, signature?: string];

interface Entry {
  format: number;
  code: string;
  /** The spec's folder, absolute (null: none). */
  folder: string | null;
  /** The folder whose entries this one's was first taken from (a copy's original), whose other entries the folder's may be found in. */
  origin: string | null;
  reads: Read[];
  saved: unknown;
  /**
   * An alias's: the folder whose entry holds the saved data (`saved` is then null), made in that
   * folder (`moved` applies). Used only while that entry's code and reads (paths and stamps) are
   * the alias's: the saved data is a function of them.
   */
  alias?: string;
}

/** How many folders' entries of one kind and key are looked at for a folder seen first. */
const COPIES_KEPT = 8;

/** The folder each folder's entries were taken from in this process (or an earlier one), by the folder (absolute). */
const origins = new Map<string, string>();

/**
 * The folder whose entries `folder`'s were taken from (the original of a copy), when a cached work
 * found them there: the folder's other entries (disk-file-memo.ts) may be found under that folder's
 * name; undefined when its entries are its own.
 */
export function copiedFrom(folder: string): string | undefined {
  return origins.get(resolve(folder));
}

type Outcome = "hit" | "near" | "miss" | "off";
/** What happened on the last cached call (tests and the benchmark read it). */
export let lastOutcome: Outcome = "off";
/** The same by kind of entry (a command may make several calls: validate's, then its translator's). */
export const lastOutcomeOf: Record<string, Outcome> = {};

function answered(kind: string, o: Outcome): void {
  lastOutcome = lastOutcomeOf[kind] = o;
}

export function cacheEnabled(): boolean {
  return process.env.CARDWRIGHT_CACHE !== "0";
}

export function cacheDir(setup: CacheSetup): string {
  return process.env.CARDWRIGHT_CACHE_DIR ?? setup.dir ?? join(setup.root, "node_modules", ".cache", "cardwright");
}

/**
 * `work(read)` through the cache: restored from an entry whose recorded reads all give the same
 * digests again through `read`, else done (with its reads recorded) and stored.
 */
export function cached<T>(setup: CacheSetup, spec: CacheSpec<T>, read: ReadFile, work: (read: RecordingReadFile) => T): T {
  if (!cacheEnabled()) {
    answered(spec.kind, "off");
    return work(Object.assign((path: string) => read(path), { unchanged: () => false }));
  }
  const folder = spec.folder === undefined ? null : resolve(spec.folder);
  const file = entryFile(setup, spec, folder);
  const at: EntryAt = { file, copies: folder === null ? null : { file: copiesFile(setup, spec), folder } };
  const code = codeFingerprint(setup.root);
  const stamped = "stamp" in read ? (read as StampedReadFile) : null;
  // Each path's stamp now, taken once (an entry of another folder is compared path by path too).
  const stamps = new Map<string, string>();
  const now = ([path, stamp, signature]: Read) => {
    let s = stamps.get(path);
    if (s === undefined) stamps.set(path, (s = stamped ? stamped.stamp(path, signature ? { stamp, signature } : undefined) : outcome(read, path)));
    return s;
  };
  let { entry, bytes } = readEntry(file);
  if (entry && (entry.code !== code || entry.folder !== folder)) entry = null;
  // An alias: the saved data is its folder's entry's, while that entry's reads are the alias's.
  if (entry?.alias !== undefined) ({ entry, bytes } = throughAlias(setup, spec, entry));
  // A folder without its own entry: another folder's with the same files, if one was made (else,
  // for a spec without `near`, the closest folder: its other entries are looked in).
  let closest: string | null = null;
  if (!entry && folder !== null) ({ entry, bytes, closest } = copyEntry(setup, spec, folder, code, now));
  /** The folder the saved data was made in (an alias's original's). */
  const madeIn = entry ? (entry.alias ?? entry.folder) : null;
  // (A copy's copy: the first original, whose other entries are whole.)
  const origin = entry && folder !== null ? (entry.folder !== folder ? (entry.origin ?? entry.folder) : entry.origin) : closest;
  if (origin !== null && folder !== null) origins.set(folder, origin);
  // The saved data as made in this folder (the same unless it names its folder).
  const moved = entry && madeIn !== folder && spec.moved && folder !== null ? spec.moved(entry.saved, folder) : entry?.saved;
  // (The entry's bytes are handed on only as they are: not another folder's whose data was moved, nor one this run writes again.)
  if (entry && (entry.folder !== folder || (madeIn !== folder && spec.moved))) bytes = undefined;
  /** The entry as written for this folder. */
  const entryOf = (reads: Read[], saved: unknown): Entry => ({ format: ENTRY_FORMAT, code, folder, origin, reads, saved });
  /** The read to record: the file's signature with its stamp when the reader knows it, else `was`'s when its stamp is the same. */
  const signedRead = (path: string, stamp: string, was?: Read): Read => {
    // (Not another folder's signature: a moved folder's own file has it, and the reader then knows it.)
    const signature = stamped?.lastSignature?.(path, stamp) ?? (was?.[1] === stamp && entry?.folder === folder ? was[2] : undefined);
    return signature ? [path, stamp, signature] : [path, stamp];
  };
  // The entry's reads whose stamp is the same now (recording.unchanged).
  const same = new Map<string, Read>();
  if (entry) {
    const changed = new Map<string, string>();
    // (A signature learnt this time, or an entry of another folder: the entry is written again, once.)
    let learnt = entry.folder !== folder;
    for (const r of entry.reads) {
      const stamp = now(r);
      if (stamp !== r[1]) changed.set(r[0], stamp);
      else {
        const kept = signedRead(r[0], stamp, r);
        learnt ||= kept[2] !== r[2];
        same.set(r[0], kept);
      }
      if (changed.size && !spec.near) break;
    }
    try {
      if (!changed.size) {
        if (learnt) {
          // Another folder's (a copy's first run): this folder's is an alias of its entry, not its
          // bytes again; a signature learnt: the entry (or alias) written again with it. (Written
          // before the restore, which may change the saved data it is given.)
          const reads = entry.reads.map((r) => same.get(r[0])!);
          if (entry.alias !== undefined || entry.folder !== folder) tryWrite(at, { ...entryOf(reads, null), alias: madeIn! }, undefined, false);
          else tryWrite(at, { ...entry, reads });
        }
        // (An alias's original entry is as recently used as the alias: kept by writeCacheFile's pruning.)
        if (madeIn !== folder && folder !== null) freshen(entryFile(setup, spec, madeIn!));
        const value = spec.restore(moved, bytes);
        answered(spec.kind, "hit");
        return value;
      }
      const saved = spec.near ? spec.near(moved, [...changed.keys()], read) : null;
      if (saved !== null && saved !== undefined) {
        const value = spec.restore(saved);
        answered(spec.kind, "near");
        tryWrite(at, entryOf(entry.reads.map((r) => same.get(r[0]) ?? signedRead(r[0], changed.get(r[0]) ?? r[1], r)), saved));
        return value;
      }
    } catch {
      // An entry that does not restore is as if missing.
    }
  }
  const reads = new Map<string, Read>();
  const unchanged = (path: string) => {
    const r = same.get(path);
    if (r === undefined) return false;
    if (!reads.has(path)) reads.set(path, r);
    return true;
  };
  const recording: RecordingReadFile = Object.assign((path: string) => {
    try {
      const text = read(path);
      if (!reads.has(path)) reads.set(path, signedRead(path, stamped?.lastStamp(path) ?? (text === null ? "none" : `text:${digest(text)}`)));
      return text;
    } catch (e) {
      if (!reads.has(path)) reads.set(path, signedRead(path, stamped?.lastStamp(path) ?? failure(e)));
      throw e;
    }
  }, { unchanged });
  const value = work(recording);
  answered(spec.kind, "miss");
  try {
    writeEntry(at, entryOf([...reads.values()], spec.save(value)));
  } catch {
    // Not cacheable (or the folder is not writable): the result stands, uncached.
  }
  return value;
}

/** The file of the entry of a spec's work (on `folder`, null when the spec names none). */
function entryFile(setup: CacheSetup, spec: CacheSpec<unknown>, folder: string | null): string {
  return join(cacheDir(setup), `${spec.kind}-${digest(JSON.stringify(folder === null ? spec.key : [folder, spec.key]))}.bin`);
}

/**
 * The file listing the folders where entries of a spec's kind and key were made, the latest first,
 * each with the code that made it and its reads (path and stamp): an unseen folder is compared with
 * them without reading the entries themselves (the larger shipped game's validate entry is 0.8 MB to decode).
 */
function copiesFile(setup: CacheSetup, spec: CacheSpec<unknown>): string {
  return join(cacheDir(setup), `${spec.kind}-copies-${digest(JSON.stringify(spec.key))}.bin`);
}

/** A folder as the copies' file lists it: its entry's code and reads, without signatures. */
interface Copy {
  folder: string;
  code: string;
  reads: [path: string, stamp: string][];
}

function readCopies(file: string): Copy[] {
  try {
    const list = deserialize(readFileSync(file)) as unknown;
    return Array.isArray(list) ? list.filter((c): c is Copy => typeof c?.folder === "string" && typeof c.code === "string" && Array.isArray(c.reads)) : [];
  } catch {
    return [];
  }
}

/**
 * The entry made for another folder whose reads give the same stamps in `folder` (`now`): the first
 * listed with none changed, else (with `near`) the one with fewest changed, when at most half of
 * its reads changed (more, and it is not a copy). Null when none is; then, for a spec without
 * `near`, `closest` is that folder when one has some changed (the work is done again, and the
 * folder's other entries looked for in its: disk-file-memo.ts). (Its reads are compared again
 * with the entry's own when it is used: the list only chooses.)
 */
function copyEntry(setup: CacheSetup, spec: CacheSpec<unknown>, folder: string, code: string, now: (r: Read) => string): { entry: Entry | null; bytes?: Uint8Array; closest: string | null } {
  let best: { copy: Copy; changed: number } | null = null;
  for (const copy of readCopies(copiesFile(setup, spec))) {
    if (copy.folder === folder || copy.code !== code) continue;
    const most = Math.min(best ? best.changed - 1 : Infinity, copy.reads.length >> 1);
    let changed = 0;
    for (const r of copy.reads) if (now(r) !== r[1] && ++changed > most) break;
    if (changed > most) continue;
    best = { copy, changed };
    if (changed === 0) break;
  }
  if (!best) return { entry: null, closest: null };
  // (Without `near`, an entry whose reads differ is not used: not read.)
  if (best.changed && !spec.near) return { entry: null, closest: best.copy.folder };
  let { entry, bytes } = readEntry(entryFile(setup, spec, best.copy.folder));
  if (entry?.alias !== undefined && entry.code === code) ({ entry, bytes } = throughAlias(setup, spec, entry));
  return entry && entry.code === code && entry.folder === best.copy.folder ? { entry, bytes, closest: null } : { entry: null, closest: null };
}

/**
 * An alias's entry (see Entry.alias): the alias with its folder's entry's saved data, when that
 * entry's code and reads (paths and stamps, in order) are the alias's; else null (it is as missing).
 */
function throughAlias(setup: CacheSetup, spec: CacheSpec<unknown>, alias: Entry): { entry: Entry | null; bytes?: Uint8Array } {
  const { entry, bytes } = readEntry(entryFile(setup, spec, alias.alias!));
  if (!entry || entry.alias !== undefined || entry.code !== alias.code || entry.folder !== alias.alias || entry.reads.length !== alias.reads.length) return { entry: null };
  for (let i = 0; i < entry.reads.length; i++) if (entry.reads[i]![0] !== alias.reads[i]![0] || entry.reads[i]![1] !== alias.reads[i]![1]) return { entry: null };
  return { entry: { ...alias, saved: entry.saved }, bytes };
}

/** Lists `folder` first in `copies` (copiesFile) with its entry's code and reads, unless it is so listed. */
function listCopy(copies: string, folder: string, entry: Entry): void {
  const list = readCopies(copies);
  const reads = entry.reads.map(([path, stamp]): [string, string] => [path, stamp]);
  const first = list[0];
  if (first && first.folder === folder && first.code === entry.code && first.reads.length === reads.length && first.reads.every((r, i) => r[0] === reads[i]![0] && r[1] === reads[i]![1])) return;
  const mine: Copy = { folder, code: entry.code, reads };
  writeCacheFile(copies, serialize([mine, ...list.filter((c) => c.folder !== folder)].slice(0, COPIES_KEPT)), MAX_ENTRIES);
}

/** Writes an entry (and lists its folder unless `listed` is false: see copyEntry) if it can: else the next run decides again. */
function tryWrite(at: EntryAt, entry: Entry, bytes?: Uint8Array, listed = true): void {
  try {
    writeEntry(at, entry, bytes, listed);
  } catch {
    // The next run decides again.
  }
}

/** Marks a cache file as just used (its modification time: writeCacheFile prunes the oldest first). */
function freshen(file: string): void {
  try {
    const now = new Date();
    utimesSync(file, now, now);
  } catch {
    // Pruned meanwhile: the alias is given up at its next use.
  }
}

/** The digest of what `read` gives for a path now, as recorded. */
function outcome(read: ReadFile, path: string): string {
  try {
    const text = read(path);
    return text === null ? "none" : `text:${digest(text)}`;
  } catch (e) {
    return failure(e);
  }
}

function failure(e: unknown): string {
  const x = e as { code?: unknown; message?: unknown };
  return `error:${digest(`${String(x.code)}\n${String(x.message)}`)}`;
}

/** The SHA-1 of a text or bytes, in hex (cache keys and entries' own checksums). */
export function digest(text: string | Uint8Array): string {
  return createHash("sha1").update(text).digest("hex");
}

function readEntry(file: string): { entry: Entry | null; bytes?: Uint8Array } {
  try {
    const bytes = readFileSync(file);
    const e = deserialize(bytes) as Entry;
    return e && e.format === ENTRY_FORMAT && Array.isArray(e.reads) ? { entry: e, bytes } : { entry: null };
  } catch {
    return { entry: null };
  }
}

/** Most entries kept; the least recently written go first (folders copied by tests leave entries behind). */
const MAX_ENTRIES = 64;

/** Where an entry is written: its file, and for a folder's, the list of folders to put it first in. */
interface EntryAt {
  file: string;
  copies: { file: string; folder: string } | null;
}

/**
 * Writes an entry (`bytes`: it serialized already), and lists its folder as one where such work was
 * done, unless `listed` is false (an alias: its original is listed, with the same reads).
 */
function writeEntry(at: EntryAt, entry: Entry, bytes?: Uint8Array, listed = true): void {
  writeCacheFile(at.file, bytes ?? serialize(entry), MAX_ENTRIES);
  if (at.copies && listed) listCopy(at.copies.file, at.copies.folder, entry);
}

/**
 * Writes a cache entry (`*.bin`) whole under another name, then renames it, so a reader never sees
 * half an entry; then keeps at most `most` entries in its folder, the least recently written going
 * first, never the one just written. Past `most` the folder is brought down to three quarters of
 * it: each pruning reads the age of every entry (a thousand `stat`s in the folder of file entries,
 * about 40 ms), so it should happen once in many writes, not at each one.
 */
export function writeCacheFile(file: string, bytes: Uint8Array, most: number): void {
  const dir = join(file, "..");
  mkdirSync(dir, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, file);
  const entries = readdirSync(dir).filter((n) => n.endsWith(".bin"));
  if (entries.length <= most) return;
  const written = basename(file);
  const byAge = entries
    .filter((n) => n !== written)
    .map((n) => ({ n, t: statSync(join(dir, n), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
    .sort((a, b) => a.t - b.t);
  const keep = Math.floor((most * 3) / 4);
  for (const { n } of byAge.slice(0, Math.max(0, entries.length - keep))) rmSync(join(dir, n), { force: true });
}

export { codeFingerprint, forgetFingerprints } from "../build/fingerprint.js";
