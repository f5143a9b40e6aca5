// What the engine worker keeps of a game's build for the next visit of the editor (a reload, the
// same browser profile): each file's parse, schema checks and parsed code (kept-files.ts) and what
// checking the code found (kept-checks.ts) and the names found in the game's data (load.ts's
// Reuse.names), the forms the command line's disk cache keeps, so a revisit parses and checks again
// only the files whose text changed (a draft, an edit on disk).
//
// Every part is kept by what it was made from: a file's entry serves only the same text (file-memo.ts
// compares them), a check only the same code, names and scope (code.ts), a names entry only the same
// schema, file, place and text (its key). So the visit is kept in pieces (a file each, a vocabulary's
// checks, a share of the names), each written on its own (visit-store.ts) and each usable alone: a
// write cut short, or pieces of two visits, give a later build only entries that are still true.
// A piece serves only the same engine (`engine`: the worker's own build, whose name carries its
// content's hash), entry formats and content folder; anything else, damaged or foreign, is not used:
// the build does that part's work, with the same result. Plain data: the browser's store clones it.
import { codeOf, FILE_ENTRY_FORMAT, isNameRefs, toEntry, toStored, type Code, type KeptFile } from "../../../src/content/kept-files.js";
import { keptCheckMemory, type KeptChecks } from "../../../src/content/kept-checks.js";
import type { FileMemo, MemoEntry } from "../../../src/content/file-memo.js";
import { newReuse, type Reuse } from "../../../src/content/load.js";
import type { NameRef } from "../../../src/content/schemas.js";
import { digestNameKeysWith } from "../../../src/content/data-names.js";
import { BoundedMap } from "../../../src/content/bounded-map.js";
import { fnv1a32 } from "../../../src/i18n/hash.js";
import { rememberParsesLater } from "../../../src/effects/parse.js";

/** Bump when what a visit keeps changes beyond the entries' own forms (FILE_ENTRY_FORMAT). */
const VISIT_FORMAT = 2;

/**
 * What a piece holds: a content file's entry or a locale file's (`f`, `l`: without their parsed code),
 * a share of a file's parsed code (`p`: [text, parse] pairs, most of a card file's bytes, kept apart so
 * that no piece is large), one vocabulary's checks, a share of the names.
 */
type Part = { f: KeptFile<Code> } | { l: KeptFile<Code> } | { p: Code } | { c: KeptChecks } | { n: [string, NameRef[]][] };

/** One record of the store: a part of a game's visit, with what made it. */
export interface KeptPiece {
  format: [visit: number, entries: number];
  /** The engine that made it (the worker's build). */
  engine: string;
  /** The content folder (the editor's `cards/<id>`). */
  root: string;
  part: Part;
}

/**
 * Most text a visit keeps (its files' and locale files', in characters): the pieces are about six
 * times that (the parses), so about 12 MB at most. Content larger is not kept.
 */
export const MAX_KEPT_CHARS = 2_000_000;
/** Most files a visit keeps (the disk cache's bound on entries). */
export const MAX_KEPT_FILES = 1000;
/** Names entries per piece (a shipped game's data holds a few hundred). */
const NAMES_PER_PIECE = 200;

/** Most text of code a piece of parsed code holds (its trees are some ten times that: about 40 kB). */
const CODE_CHARS_PER_PIECE = 4_000;

/**
 * A piece to write: its id in the game's visit, and the records, made only when it is written (a
 * file's entry, then its parsed code's shares, ids `<file's id>#<n>`: a file written again drops
 * its shares first, visit-store.ts).
 */
export interface PieceToWrite {
  id: string;
  make(): [id: string, piece: KeptPiece][];
}

/** A game's memories for its first build: restored from kept pieces when they fit, else empty. */
export interface VisitMemory {
  /** The content's (load.ts). */
  reuse: Reuse;
  /** The locale files' (loadI18n's memo). */
  locales: FileMemo;
  /**
   * The pieces to write after a build, each made when written (null: more than the bounds allow),
   * and the ids the visit is made of now, once they are all written (a piece of the game not among
   * them is stale). A piece the store holds already (read back, or made for writing since) is left out.
   */
  toWrite(reuse: Reuse, locales: FileMemo): { pieces: PieceToWrite[]; ids: string[] } | null;
  /** How many files' entries were restored (0: none, a fresh start). */
  restored: number;
}

/**
 * The keys of the names memo and of kept checks hold digests, not their large parts (a schema's
 * JSON, a file's text, a vocabulary's names): the pieces are smaller, and the page has no Node
 * crypto. Two 32-bit hashes and the length (the key names the file and the place too); each text's
 * remembered, as the same texts are digested on every build.
 */
const digests = new BoundedMap<string, string>(4096);
export function keyDigest(text: string): string {
  let d = digests.get(text);
  if (d === undefined) digests.set(text, (d = `${text.length.toString(36)}.${fnv1a32(text)}.${murmurish(text)}`));
  return d;
}
function murmurish(text: string): string {
  let h = 0x9747b28c;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x5bd1e995);
    h ^= h >>> 15;
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}
digestNameKeysWith(keyDigest);

/** The memories for `root` built by `engine`, from the `kept` pieces that are whole and theirs. */
export function visitMemory(kept: unknown, engine: string, root: string): VisitMemory {
  const pieces = Array.isArray(kept) ? kept.filter((p): p is KeptPiece => fits(p, engine, root)) : [];
  /** The text of each file the store holds now, by piece id. */
  const held = new Map<string, string>();
  const files: FileMemo = new Map();
  const locales: FileMemo = new Map();
  const checks: KeptChecks[] = [];
  const names: [string, NameRef[]][] = [];
  for (const { part } of pieces) {
    if ("f" in part || "l" in part) {
      const file = "f" in part ? part.f : part.l;
      const entry = restoreFile(file);
      if (!entry) continue;
      ("f" in part ? files : locales).set(file.path, entry);
      held.set(`${"f" in part ? "f" : "l"}:${file.path}`, file.text);
    } else if ("p" in part) {
      // Each share by its texts: valid wherever the same text is parsed again.
      if (isCode(part.p) && part.p.length) rememberParsesLater(part.p.map(([key]) => key), () => part.p);
    } else if ("c" in part) {
      if (part.c && Array.isArray(part.c.vocabularies) && part.c.vocabularies.length === 1) checks.push(part.c);
    } else if ("n" in part && Array.isArray(part.n) && part.n.every((e) => Array.isArray(e) && typeof e[0] === "string" && isNameRefs(e[1]))) {
      names.push(...part.n);
    }
  }
  const joined = joinChecks(checks);
  const checkMemory = keptCheckMemory(joined, keyDigest);
  const reuse = { ...newReuse(), checks: checkMemory.memory };
  reuse.files = files;
  for (const [key, refs] of names) reuse.names!.set(key, refs);
  /** How many vocabularies' checks and names entries the store holds (what was read back, then what was written). */
  let checksHeld = checks.length;
  let namesHeld = names.length;
  return {
    reuse,
    locales,
    restored: files.size + locales.size,
    toWrite(now, localesNow) {
      const all = [...now.files, ...localesNow];
      if (!withinBounds(all.map(([, e]) => e))) return null;
      const piece = (part: Part): KeptPiece => ({ format: [VISIT_FORMAT, FILE_ENTRY_FORMAT], engine, root, part });
      const pieces: PieceToWrite[] = [];
      const ids: string[] = [];
      const fileOf = (letter: "f" | "l", path: string, entry: MemoEntry) => {
        const id = `${letter}:${path}`;
        ids.push(id);
        if (held.get(id) === entry.text) return;
        pieces.push({
          id,
          make: () => {
            const kept = toStored(path, entry, { keys: [], kept: [] as Code });
            held.set(id, entry.text);
            const out: [string, KeptPiece][] = [[id, piece(letter === "f" ? { f: kept } : { l: kept })]];
            for (const share of codeShares(codeOf(entry))) out.push([`${id}#${out.length - 1}`, piece({ p: share })]);
            return out;
          },
        });
      };
      for (const [path, entry] of now.files) fileOf("f", path, entry);
      for (const [path, entry] of localesNow) fileOf("l", path, entry);
      // The checks: written again, a vocabulary a piece, only when this build added to them (made
      // when written: gathering them takes a few ms).
      if (!checkMemory.kept()) for (let i = 0; i < checksHeld; i++) ids.push(`c:${i}`);
      else {
        pieces.push({
          id: "c",
          make: () => {
            const byVocabulary = splitChecks(checkMemory.kept(true)!);
            checksHeld = byVocabulary.length;
            return byVocabulary.map((c, i) => (ids.push(`c:${i}`), [`c:${i}`, piece({ c })]));
          },
        });
      }
      const namesNow = [...(now.names ?? [])];
      const shares = Math.ceil(namesNow.length / NAMES_PER_PIECE);
      for (let i = 0; i < shares; i++) ids.push(`n:${i}`);
      if (namesNow.length !== namesHeld) {
        for (let i = 0; i < shares; i++) {
          const share = namesNow.slice(i * NAMES_PER_PIECE, (i + 1) * NAMES_PER_PIECE);
          pieces.push({ id: `n:${i}`, make: () => ((namesHeld = i === shares - 1 ? namesNow.length : -1), [[`n:${i}`, piece({ n: share })]]) });
        }
      }
      return { pieces, ids };
    },
  };
}

/** A file's parsed code in shares of about CODE_CHARS_PER_PIECE characters of text. */
function codeShares(code: Code): Code[] {
  const out: Code[] = [];
  let share: Code = [];
  let chars = 0;
  for (const c of code) {
    if (share.length && chars + c[0].length > CODE_CHARS_PER_PIECE) {
      out.push(share);
      share = [];
      chars = 0;
    }
    share.push(c);
    chars += c[0].length;
  }
  if (share.length) out.push(share);
  return out;
}

/** Whether kept files are within the bounds (MAX_KEPT_FILES, MAX_KEPT_CHARS of text). */
export function withinBounds(files: readonly { text: string }[]): boolean {
  if (files.length > MAX_KEPT_FILES) return false;
  let chars = 0;
  for (const f of files) if ((chars += f.text.length) > MAX_KEPT_CHARS) return false;
  return true;
}

/** How many games' visits the store keeps: the last visited (the others' pieces are dropped). */
export const KEPT_GAMES = 3;

/** Of the games the store holds (by when each was last visited), those to drop: all but the last KEPT_GAMES. */
export function gamesToDrop(visited: readonly [root: string, at: number][]): string[] {
  return [...visited].sort((a, b) => b[1] - a[1]).slice(KEPT_GAMES).map(([root]) => root);
}

/** One vocabulary's checks a piece (each with the texts it names), so that each is written alone. */
export function splitChecks(k: KeptChecks): KeptChecks[] {
  return k.vocabularies.map(([vocabulary, scopes]) => {
    const texts: string[] = [];
    const index = new Map<number, number>();
    const at = (i: number) => {
      let j = index.get(i);
      if (j === undefined) index.set(i, (j = texts.push(k.texts[i]!) - 1));
      return j;
    };
    return { texts, vocabularies: [[vocabulary, scopes.map(([scope, checks]) => [scope, checks.map(([i, problems]) => [at(i), problems])])]] };
  });
}

/** Pieces of checks as one (kept-checks.ts's form; a piece not whole is left out). */
export function joinChecks(pieces: readonly KeptChecks[]): KeptChecks {
  const texts: string[] = [];
  const vocabularies: KeptChecks["vocabularies"] = [];
  for (const p of pieces) {
    if (!Array.isArray(p.texts) || !p.texts.every((t) => typeof t === "string")) continue;
    const offset = texts.length;
    texts.push(...p.texts);
    for (const [vocabulary, scopes] of p.vocabularies) {
      if (!Array.isArray(scopes)) continue;
      vocabularies.push([vocabulary, scopes.map(([scope, checks]) => [scope, Array.isArray(checks) ? checks.map(([i, problems]) => [typeof i === "number" ? i + offset : -1, problems]) : []])]);
    }
  }
  return { texts, vocabularies };
}

function fits(v: unknown, engine: string, root: string): v is KeptPiece {
  const k = v as KeptPiece | null;
  return !!k && typeof k === "object" && Array.isArray(k.format) && k.format[0] === VISIT_FORMAT && k.format[1] === FILE_ENTRY_FORMAT && k.engine === engine && k.root === root && !!k.part && typeof k.part === "object";
}

function isCode(c: unknown): c is Code {
  return Array.isArray(c) && c.every((e) => Array.isArray(e) && typeof e[0] === "string" && !!e[1] && typeof e[1] === "object" && typeof (e[1] as { ok?: unknown }).ok === "boolean");
}

/** A kept file's memo entry, its parsed code remembered by its texts (null: it is not whole). */
function restoreFile(k: KeptFile<Code>): MemoEntry | null {
  const entry = k ? toEntry(k, isCode) : null;
  if (!entry || k.codeKeys.length !== k.code.length || k.codeKeys.some((key, i) => key !== k.code[i]![0])) return null;
  // The file's code, by its texts: what a build parses again is found here instead.
  if (k.code.length) rememberParsesLater(k.codeKeys, () => k.code);
  return entry;
}
