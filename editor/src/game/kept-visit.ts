// What the engine worker keeps of a game's first build for the next visit of the editor (a reload,
// the same browser profile): each file's parse, schema checks and parsed code (kept-files.ts) and
// what checking the code found (kept-checks.ts) and the names found in the game's data (load.ts's
// Reuse.names), the forms the command line's disk cache keeps, so
// a revisit parses and checks again only the files whose text changed (a draft, an edit on disk).
// The rules are the disk cache's: a file's entry is used only for the same text (file-memo.ts
// compares them), a check only for the same code, names and scope (code.ts), and the whole record
// only for the same engine (`engine`: the worker's own build, whose name carries its content's
// hash) and the same entry formats. Anything else, damaged or foreign, is not used: the build does
// the work, with the same result. Plain data: the browser's store clones it (visit-store.ts).
import { codeOf, FILE_ENTRY_FORMAT, isNameRefs, toEntry, toStored, type Code, type KeptFile } from "../../../src/content/kept-files.js";
import { keptCheckMemory, type KeptChecks } from "../../../src/content/kept-checks.js";
import type { FileMemo } from "../../../src/content/file-memo.js";
import { newReuse, type Reuse } from "../../../src/content/load.js";
import type { NameRef } from "../../../src/content/schemas.js";
import { rememberParsesLater } from "../../../src/effects/parse.js";

/** Bump when what a visit keeps changes beyond the entries' own forms (FILE_ENTRY_FORMAT). */
const VISIT_FORMAT = 1;

/** A game's kept first build. */
export interface KeptVisit {
  format: [visit: number, entries: number];
  /** The engine that made it (the worker's build). */
  engine: string;
  /** The content folder (the editor's `cards/<id>`). */
  root: string;
  files: KeptFile<Code>[];
  locales: KeptFile<Code>[];
  checks: KeptChecks;
  /** By the names memo's keys (the editor's hold the schema's JSON and the file's text, not their digests). */
  names: [string, NameRef[]][];
}

/**
 * Most text a visit keeps (its files' and locale files', in characters): the record is about eight
 * times that (the parses, the names' keys: the larger shipped game's 0.58 million characters make 4.8 MB),
 * so about 16 MB at most. Content larger is not kept.
 */
export const MAX_KEPT_CHARS = 2_000_000;
/** Most files a visit keeps (the disk cache's bound on entries). */
export const MAX_KEPT_FILES = 1000;

/** A game's memories for its first build: restored from a kept visit when it fits, else empty. */
export interface VisitMemory {
  /** The content's (load.ts). */
  reuse: Reuse;
  /** The locale files' (loadI18n's memo). */
  locales: FileMemo;
  /** What to keep after the first build (null: more than the bounds allow). */
  keep(reuse: Reuse, locales: FileMemo): KeptVisit | null;
  /** How many files' entries were restored (0: none, a fresh start). */
  restored: number;
}

/** The memories for `root` built by `engine`, from `kept` when it is whole and theirs. */
export function visitMemory(kept: unknown, engine: string, root: string): VisitMemory {
  const v = fits(kept, engine, root) ? kept : null;
  const files = v ? restoreFiles(v.files) : null;
  const locales = v ? restoreFiles(v.locales) : null;
  const names = v && Array.isArray(v.names) && v.names.every((e) => Array.isArray(e) && typeof e[0] === "string" && isNameRefs(e[1])) ? v.names : null;
  // A record that is not whole in any part is not used at all.
  const whole = !!(files && locales && names);
  const checks = keptCheckMemory(whole ? v!.checks : null, (key) => key);
  const reuse = { ...newReuse(), checks: checks.memory };
  if (whole) {
    reuse.files = files!;
    for (const [key, refs] of names!) reuse.names!.set(key, refs);
  }
  return {
    reuse,
    locales: whole ? locales! : new Map(),
    restored: whole ? files!.size + locales!.size : 0,
    keep(now, localesNow) {
      const kept = { files: keepFiles(now.files), locales: keepFiles(localesNow) };
      const names = [...(now.names ?? [])];
      if (!withinBounds([...kept.files, ...kept.locales])) return null;
      return { format: [VISIT_FORMAT, FILE_ENTRY_FORMAT], engine, root, ...kept, checks: checks.kept(true)!, names };
    },
  };
}

/** Whether kept files are within the bounds (MAX_KEPT_FILES, MAX_KEPT_CHARS of text). */
export function withinBounds(files: readonly { text: string }[]): boolean {
  if (files.length > MAX_KEPT_FILES) return false;
  let chars = 0;
  for (const f of files) if ((chars += f.text.length) > MAX_KEPT_CHARS) return false;
  return true;
}

function fits(v: unknown, engine: string, root: string): v is KeptVisit {
  const k = v as KeptVisit | null;
  return !!k && typeof k === "object" && Array.isArray(k.format) && k.format[0] === VISIT_FORMAT && k.format[1] === FILE_ENTRY_FORMAT && k.engine === engine && k.root === root && Array.isArray(k.files) && Array.isArray(k.locales);
}

function isCode(c: unknown): c is Code {
  return Array.isArray(c) && c.every((e) => Array.isArray(e) && typeof e[0] === "string" && !!e[1] && typeof e[1] === "object" && typeof (e[1] as { ok?: unknown }).ok === "boolean");
}

/** A memo of kept files, their parsed code remembered by its texts (null: one of them is not whole). */
function restoreFiles(kept: KeptFile<Code>[]): FileMemo | null {
  const memo: FileMemo = new Map();
  for (const k of kept) {
    const entry = toEntry(k, isCode);
    if (!entry || k.codeKeys.length !== k.code.length || k.codeKeys.some((key, i) => key !== k.code[i]![0])) return null;
    memo.set(k.path, entry);
  }
  // Each file's code, by its texts: what a build parses again is found here instead.
  for (const k of kept) if (k.code.length) rememberParsesLater(k.codeKeys, () => k.code);
  return memo;
}

function keepFiles(memo: FileMemo): KeptFile<Code>[] {
  const out: KeptFile<Code>[] = [];
  for (const [path, entry] of memo) {
    const code = codeOf(entry);
    out.push(toStored(path, entry, { keys: code.map(([key]) => key), kept: code }));
  }
  return out;
}
