// The file memo (file-memo.ts) kept on disk, so that a command run after a designer edited one
// file parses only that file again: each content file's parse, its schema checks and the effect
// code of its values parsed (by the code's text) are kept in an entry of their own, under
// <cache>/files/ (see disk-cache.ts for where, and for CARDWRIGHT_CACHE=0).
//
// An entry is used only when it is whole and current: its bytes carry their own checksum (a damaged
// entry is ignored, never trusted), it was written by the same code (the code's fingerprint), and
// its file's text is the same (the file memo compares the text it reads with the entry's). The code
// parsed from an entry whose file changed is still used, by the code's text: in an edited card file
// only the edited card's code is parsed again.
//
// The entries are kept by the folder's path: a copy of a folder (disk-cache.ts copiedFrom) finds
// those of its original when it has none of its own, as good as its own since each is checked
// against the file's text (the rest name no folder).
//
// A restored file has no YAML document until a place in it is asked for (restoredSource): its
// data is what the parse made, and a diagnostic's place is found by parsing the text then.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { deserialize, serialize } from "node:v8";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { snippetAsInserted } from "./snippet-text.js";
import { EXPRESSION_KEY, freshlyParsed, holdsParses, parsesOf, rememberParsesLater, type ParseResult } from "../effects/parse.js";
import type { Expression, Program } from "../effects/ast.js";
import { cacheDir, cacheEnabled, codeFingerprint, copiedFrom, digest, writeCacheFile, type CacheSetup } from "./disk-cache.js";
import type { FileMemo, MemoEntry } from "./file-memo.js";
import type { OverlayEntry, Reuse } from "./load.js";
import { compiledSchemaKeys, compilesKnown, type NameRef } from "./schemas.js";
import { hasParsedDocument, restoredSource } from "./yaml-source.js";
import { diskChecks } from "./disk-checks.js";
import { digestNameKeysWith } from "./data-names.js";
import { textDigest } from "./text-digest.js";
import { layoutFromDocument, layoutOf, setLayout, type Layout } from "./yaml-chunks.js";
import { packWide, unpackWide } from "./wide-objects.js";

// The names memo is kept on disk here: its keys hold digests of their schemas and texts, not the texts.
digestNameKeysWith(textDigest);

/** Bump when the layout of entries changes, or what a kept diagnostic holds (7: schema errors' place as a message part, see disk-cache.ts's ENTRY_FORMAT; 8: the names' keys hold digests of the schema and the text, and declared fields' names are kept too; 9: a check of code holds the end reasons it names, game_over's `reason:`, as keys; 10: a name's kinds are a list, `names: [space, track]`; 11: a name may be an entry of a list of the game's data, `names: { data, key }`; 12: a check of code is kept by the texts its bound names hold, `values:`, and may hold CW312; 13: the kernel's `forbidden` and `emit` take the game's actions and moments as their values; 14: a check of code is kept by the texts moments' names hold, and `emit`'s `with:` may hold CW312; 15: a check of code may hold CW312 of a declared field's `enum` or of a local copied from a read with values; 16: a check of code may hold CW312 of a text compared with what a routine declares it gives, or with a local given literals or looping over a list of them, and CW304 of a name `emit`'s `with:` gives that the moment does not declare). */
const FORMAT = 16;
/** Most entries kept in the folder (files of every content folder seen); the oldest go first. */
const MAX_ENTRIES = 1000;

/** What an entry keeps of a file (plain data). */
interface Stored {
  path: string;
  text: string;
  /** The parsed file (null: it was not parsed, e.g. an internal error); its wide objects kept flat (wide-objects.ts). */
  source: { data: unknown; wide: string[] } | null;
  /** Whether the opened file's data is the source's data (else null: it has errors). */
  usable: boolean;
  diagnostics: Diagnostic[];
  /** Schema checks: [schema key, [label, problems][]] (a custom schema's key is its JSON: the check is found again whenever the load makes the same schema, and schema-strings.ts can read it). */
  checks: [string, [string, Diagnostic[]][]][];
  /**
   * Effect code found in the file's values, parsed: the texts as parsed (effects/parse.ts,
   * parsesOf), and the [text, result] list serialized on its own: read back only when one of them
   * is parsed (most of an entry's bytes; a validate whose code checks are all kept reads none).
   */
  codeKeys: string[];
  code: Uint8Array;
  /** Where its parts start, so that an edit of one is parsed alone (yaml-chunks.ts); null when they cannot be. */
  layout: Layout | null;
}

/**
 * A file memo backed by the disk cache; `save()` writes what this process added to it. With
 * `keepCode`, an entry written again keeps the parsed code it was read back with, not what this
 * process parsed of its file (see save).
 */
export interface DiskFileMemo extends FileMemo {
  save(keepCode?: boolean): void;
}

/**
 * The file memo of a content folder in the disk cache (undefined when the cache is off). Entries
 * are read when the load first asks for a file, and written by `save()`.
 */
export function diskFileMemo(setup: CacheSetup, dir: string): DiskFileMemo | undefined {
  if (!cacheEnabled()) return undefined;
  const folder = join(cacheDir(setup), "files");
  const code = codeFingerprint(setup.root);
  const fileIn = (of: string, path: string) => join(folder, `file-${digest(`${of}\0${path}`)}.bin`);
  const fileOf = (path: string) => fileIn(resolve(dir), path);
  const original = copiedFrom(dir);
  /** What each entry read back held: written again only when the memo has more. */
  const restored = new Map<string, { entry: MemoEntry; checks: number }>();
  const looked = new Set<string>();
  /** Each restored entry's parsed code, read back when called (rememberParsesLater). */
  const ownCode = new Map<string, () => void>();
  /** Each restored entry's parsed code as it was kept (its texts and bytes). */
  const keptCode = new Map<string, { keys: string[]; bytes: Uint8Array }>();
  // Which of the game's schemas compile, as earlier runs found: they are compiled only if used.
  const schemasFile = join(folder, "schemas.bin");
  const stored = readEntry(schemasFile, code);
  const compiling = new Set(Array.isArray(stored) ? stored.filter((x): x is string => typeof x === "string") : []);
  compilesKnown((key) => compiling.has(digestOfKey(key)));
  const memo = new Map<string, MemoEntry>() as DiskFileMemo;
  const get = memo.get.bind(memo);
  memo.get = (path: string) => {
    if (!looked.has(path)) {
      looked.add(path);
      const kept = (readEntry(fileOf(path), code) ?? (original === undefined ? null : readEntry(fileIn(original, path), code))) as Stored | null;
      const entry = kept && kept.path === path ? toEntry(kept) : null;
      if (entry) {
        // The code is the file's, by its text: kept even when the file changed since.
        const bytes = kept!.code;
        keptCode.set(path, { keys: kept!.codeKeys, bytes });
        ownCode.set(path, rememberParsesLater(kept!.codeKeys, () => {
          try {
            return deserialize(bytes) as Code;
          } catch {
            return [];
          }
        }));
        Map.prototype.set.call(memo, path, entry);
        restored.set(path, { entry, checks: countChecks(entry) });
      }
    }
    return get(path);
  };
  memo.save = (keepCode = false) => {
    const compiled = compiledSchemaKeys().map(digestOfKey);
    if (compiled.some((d) => !compiling.has(d))) {
      try {
        writeEntry(schemasFile, code, [...new Set([...compiling, ...compiled])]);
      } catch {
        // The next run compiles them again.
      }
    }
    const fresh = freshlyParsed();
    for (const [path, entry] of memo) {
      const before = restored.get(path);
      // An entry read back as it is, unless this run parsed code of its file for the first time.
      if (before && before.entry === entry && before.checks === countChecks(entry) && !holdsAny(entry, fresh)) continue;
      // The code kept as it was (not read back and written again) when it is what codeOf would
      // give: each kept text still in the file, and no other text of it parsed in this process
      // (an edit of a name, of a doc).
      // With `keepCode`, kept as it was even so (validate's code shortcut: reading back and writing
      // again every tree of the file was a tenth of its run): parse results are by text, so a text
      // no longer in the file is only never asked for, and the edited text is parsed by the next
      // process that wants its tree, whose save writes the file's code whole again.
      const same = keptCode.get(path);
      const reused = same && (keepCode || (!holdsAny(entry, fresh) && holdsOnly(entry, same.keys))) ? same : undefined;
      if (!reused) ownCode.get(path)?.();
      try {
        writeEntry(fileOf(path), code, toStored(path, entry, reused ?? codeOf(entry)));
      } catch {
        // Not cacheable (or the folder is not writable): the next run parses the file again.
      }
    }
  };
  return memo;
}

/**
 * loadContent's `reuse` (load.ts) kept on disk for a content folder: its files (diskFileMemo, or
 * `files` when the caller opened some already) and each overlay's own diagnostics with what they
 * were computed from. `save()` writes them; `save(true)` after a load that looked at part of the
 * game only (a selection's, not validate's every overlay), which keeps what it did not use.
 */
export function diskReuse(setup: CacheSetup, dir: string, files = diskFileMemo(setup, dir)): (Reuse & { save(partial?: boolean): void }) | undefined {
  if (!files) return undefined;
  const file = entryFile(setup, dir, "overlays");
  const stored = readEntryOf(file);
  const overlays: Reuse["overlays"] = new Map(isOverlayList(stored) ? stored : []);
  const restored = new Map(overlays);
  // Keyed by the schema's JSON and the file's text: kept by the key's digest.
  const names = diskMap(setup, dir, "names", (v): v is NameRef[] => Array.isArray(v) && v.every((r) => typeof r?.name === "string" && Array.isArray(r.kinds) && Array.isArray(r.path)), true)!;
  // What checking each piece of code found, by the names in scope (disk-checks.ts).
  const checks = diskChecks(setup, dir)!;
  return {
    files,
    overlays,
    othersKey: (others) => [`sha1:${digest(JSON.stringify(others))}`],
    checks: checks.memory,
    names: names.map,
    save(partial = false) {
      files.save();
      names.save(partial);
      checks.save();
      // Unchanged when every overlay's diagnostics were reused as they were read.
      if (overlays.size === restored.size && [...overlays].every(([k, v]) => restored.get(k)?.diagnostics === v.diagnostics)) return;
      try {
        writeEntryOf(file, [...overlays]);
      } catch {
        // As for files: the next run checks the overlays again.
      }
    },
  };
}

function isOverlayList(x: unknown): x is [string, OverlayEntry][] {
  const strings = (a: unknown) => Array.isArray(a) && a.every((s) => typeof s === "string");
  return Array.isArray(x) && x.every((e) => Array.isArray(e) && typeof e[0] === "string" && typeof e[1]?.selected === "string" && typeof e[1].text === "string" && typeof e[1].base === "string" && strings(e[1].others) && strings(e[1].reached) && strings(e[1].names) && strings(e[1].unchecked) && Array.isArray(e[1].diagnostics) && Array.isArray(e[1].keys));
}

function countChecks(entry: MemoEntry): number {
  let n = 0;
  for (const byLabel of entry.checks.values()) n += byLabel.size;
  return n;
}

/**
 * Whether the file's code as codeOf finds it is `keys` (its kept code's, by parsesOf's keys: a
 * text, or a lone expression's): each of their texts is a string value of the file, and no other
 * value has a parse this process holds.
 */
function holdsOnly(entry: MemoEntry, keys: readonly string[]): boolean {
  // A file kept with no code, in a process that parsed and read back none (a locale file's edit):
  // no value has a parse, and its every string need not be walked to find that.
  if (!keys.length && !holdsParses()) return true;
  const own = new Set(keys);
  const texts = new Set(keys.map((k) => (k.startsWith(EXPRESSION_KEY) ? k.slice(EXPRESSION_KEY.length) : k)));
  const only = eachString(entry.opened.source?.data, (v) => {
    texts.delete(v);
    return parsesOf(v).every(([k]) => own.has(k));
  });
  return only && texts.size === 0;
}

/** Whether any of `texts` is a string value of the file. */
function holdsAny(entry: MemoEntry, texts: ReadonlySet<string>): boolean {
  return texts.size > 0 && !eachString(entry.opened.source?.data, (v) => !texts.has(v));
}

type Code = [string, ParseResult<Program> | ParseResult<Expression>][];

/** The parsed effect code among a file's string values (what this process parsed of it). */
function codeOf(entry: MemoEntry): Code {
  const out: Code = [];
  const seen = new Set<string>();
  eachString(entry.opened.source?.data, (v) => {
    if (!seen.has(v)) {
      seen.add(v);
      out.push(...parsesOf(v));
    }
    return true;
  });
  return out;
}

/**
 * Calls `f` with each string in parsed data, until it returns false; whether it went through all.
 * A string with snippet placeholders (`${1:me}`, game.yaml `snippets:`) is given as inserted too:
 * that is the code validate parses of it (snippet-text.ts).
 */
function eachString(data: unknown, f: (v: string) => boolean): boolean {
  const stack: unknown[] = [data];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (!f(v)) return false;
      if (v.includes("${")) {
        const inserted = snippetAsInserted(v).text;
        if (inserted !== v && !f(inserted)) return false;
      }
    } else if (Array.isArray(v)) stack.push(...v);
    else if (v && typeof v === "object") stack.push(...Object.values(v));
  }
  return true;
}

function toStored(path: string, entry: MemoEntry, code: Code | { keys: string[]; bytes: Uint8Array }): Stored {
  const { source, data, diagnostics } = entry.opened;
  const checks: Stored["checks"] = [];
  for (const [key, byLabel] of entry.checks) {
    // Only checks keyed by a schema's key are kept (a validator compiled elsewhere has none).
    if (typeof key !== "string") continue;
    checks.push([key, [...byLabel]]);
  }
  const layout = source && !diagnostics.length ? (layoutOf(source) ?? (hasParsedDocument(source) ? layoutFromDocument(source.text, source.doc) : null)) : null;
  return { path, text: entry.text, source: source ? packWide(source.data) : null, usable: source !== null && data === source.data, diagnostics, checks, ...(Array.isArray(code) ? { codeKeys: code.map(([key]) => key), code: serialize(code) } : { codeKeys: code.keys, code: code.bytes }), layout };
}

function toEntry(s: Stored): MemoEntry | null {
  if (typeof s.text !== "string" || !Array.isArray(s.diagnostics) || !Array.isArray(s.checks) || !Array.isArray(s.codeKeys) || !(s.code instanceof Uint8Array)) return null;
  const unpacked = s.source ? unpackWide(s.source.data, s.source.wide) : null;
  if (s.source && !unpacked) return null;
  const source = unpacked ? restoredSource(s.path, s.text, unpacked.data) : null;
  if (source && isLayout(s.layout)) setLayout(source, s.layout);
  const checks = new Map<unknown, Map<string, Diagnostic[]>>();
  for (const [key, byLabel] of s.checks) checks.set(key, new Map(byLabel));
  return { text: s.text, opened: { source, data: source && s.usable ? source.data : null, diagnostics: s.diagnostics }, checks };
}

function isLayout(x: unknown): x is Layout {
  const l = x as Layout | null;
  return !!l && Array.isArray(l.pairs) && l.pairs.every((p) => typeof p?.start === "number" && typeof p.key === "string" && (p.items === null || (Array.isArray(p.items?.starts) && Array.isArray(p.items.keys) && typeof p.items.column === "number")));
}

const keyDigests = new Map<string, string>();
function digestOfKey(key: string): string {
  let d = keyDigests.get(key);
  if (d === undefined) keyDigests.set(key, (d = digest(key)));
  return d;
}

/** The file of a content folder's entry `name` (what it holds) in the disk cache. */
export function entryFile(setup: CacheSetup, dir: string, name: string): { path: string; code: string; original?: string } {
  const at = (of: string) => join(cacheDir(setup), "files", `${name}-${digest(of)}.bin`);
  const original = copiedFrom(dir);
  return { path: at(resolve(dir)), code: codeFingerprint(setup.root), ...(original === undefined ? {} : { original: at(original) }) };
}

/** An entry's body (see entryFile; the original folder's when the folder has none), if it is whole and written by this code; else null. */
export function readEntryOf(file: { path: string; code: string; original?: string }): unknown {
  return readEntry(file.path, file.code) ?? (file.original === undefined ? null : readEntry(file.original, file.code));
}

/** Writes an entry's body (see entryFile). */
export function writeEntryOf(file: { path: string; code: string }, value: unknown): void {
  writeEntry(file.path, file.code, value);
}

/**
 * The checksum an entry's body carries. It guards against a damaged entry (a disk's fault, a
 * test's flipped byte; a partial one cannot be read, as entries are written whole, then renamed),
 * not against tampering: CRC-32 finds any damage within 32 bits and all but one in 4 billion
 * others, at about a third of SHA-1's instructions (a locale file's entry is about 0.5 MB, read
 * and written again after each of its edits). Node's zlib is loaded only then: loading it costs
 * about 7 million instructions, which a validate from the cache alone, reading no such entry,
 * does not pay.
 */
function bodySum(body: Uint8Array): number {
  return (process.getBuiltinModule("node:zlib") as typeof import("node:zlib")).crc32(body);
}

/** An entry's body, if the entry is whole (its checksum) and written by this code; else null. */
function readEntry(file: string, code: string): unknown {
  try {
    const e = deserialize(readFileSync(file)) as { format?: unknown; code?: unknown; sum?: unknown; body?: unknown };
    if (!e || e.format !== FORMAT || e.code !== code || !(e.body instanceof Uint8Array) || e.sum !== bodySum(e.body)) return null;
    return deserialize(e.body);
  } catch {
    return null;
  }
}

function writeEntry(file: string, code: string, value: unknown): void {
  const body = serialize(value);
  writeCacheFile(file, serialize({ format: FORMAT, code, sum: bodySum(body), body }), MAX_ENTRIES);
}

/**
 * A map kept on disk for a content folder (`name`: what it holds): read back whole when every
 * key and value passes `valid`, else empty; `save()` writes it when it changed, with only the keys
 * used since it was read (`used`), so it does not grow with every edit; `save(true)` keeps the
 * others too (a run that used part of it: the next full one drops those it does not use).
 */
export function diskMap<V>(setup: CacheSetup, dir: string, name: string, valid: (v: unknown) => v is V, digestKeys = false): { map: Map<string, V>; save(keepUnused?: boolean): void } | undefined {
  if (!cacheEnabled()) return undefined;
  const file = entryFile(setup, dir, name);
  const stored = readEntryOf(file);
  const entries = Array.isArray(stored) && stored.every((e) => Array.isArray(e) && typeof e[0] === "string" && valid(e[1])) ? (stored as [string, V][]) : [];
  const before = new Map(entries);
  const used = new Set<string>();
  const map = new Map(entries);
  const get = map.get.bind(map);
  const set = map.set.bind(map);
  // Long keys (a schema and a file's text) are kept as their digest.
  const keyOf = digestKeys ? (k: string) => `sha1:${digest(k)}` : (k: string) => k;
  map.get = (k: string) => {
    const d = keyOf(k);
    used.add(d);
    return get(d);
  };
  map.set = (k: string, v: V) => {
    const d = keyOf(k);
    used.add(d);
    return set(d, v);
  };
  return {
    map,
    save(keepUnused = false) {
      const kept = keepUnused ? [...map] : [...map].filter(([k]) => used.has(k));
      if (kept.length === before.size && kept.every(([k, v]) => before.has(k) && before.get(k) === v)) return;
      try {
        writeEntryOf(file, kept);
      } catch {
        // The next run works it out again.
      }
    },
  };
}
