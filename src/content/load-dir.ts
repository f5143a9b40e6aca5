// Disk access for the CLI and tests: the one place content is read from the file system.
import { closeSync, openSync, readFileSync, readSync, fstatSync, realpathSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep, isAbsolute } from "node:path";
import { fileURLToPath } from "node:url";
import { contentOf, DEFAULT_SELECTION, loadContent, type CompiledFrom, type LoadResult } from "./load.js";
import { bytesStamp, BYTES_STAMP, cached, errorStamp, type CacheSpec, type KnownStamp, type StampedReadFile } from "./disk-cache.js";
import { SAFE_AGE_MS, safeSignature, signatureOf } from "./file-signature.js";
import { knownTextDigest } from "./text-digest.js";
import { serializedWithin } from "./share-game.js";
import { diskFileMemo, diskReuse } from "./disk-file-memo.js";
import type { Located, Manifest, RawGame } from "./raw.js";
import type { SourceFile } from "./yaml-source.js";
import type { Selection } from "./compose.js";
import { ContentError } from "../diagnostics/diagnostic.js";
import type { Content, OverlayInfo } from "./model.js";
import { ContentReadError, decodeUtf8, MAX_CONTENT_FILE_BYTES, outsideError, type ReadFile } from "./open-file.js";

/**
 * Cardwright's own folder: the nearest one above this module with Cardwright's package.json (this
 * module runs from src/content/, or bundled into the compiled command line elsewhere).
 */
export const REPO_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    try {
      if ((JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { name?: string }).name === "cardwright") return dir;
    } catch {
      // No package.json here: look further up.
    }
    if (dirname(dir) === dir) return resolve(from, "../..");
  }
}
/** The content folder commands use without `--content`: package.json's `cardwright.defaultContent`. */
export const DEFAULT_CONTENT_RELATIVE: string = (JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { cardwright?: { defaultContent?: string } }).cardwright?.defaultContent ?? "cards";
export const DEFAULT_CONTENT_DIR = resolve(REPO_ROOT, DEFAULT_CONTENT_RELATIVE);
/** Where the games are, one folder each (`--game ID`). */
export const CARDS_DIR = resolve(REPO_ROOT, "cards");

/**
 * Reads files of a content folder from disk: null for a file that does not exist; a ContentReadError
 * for one that leads out of the folder through a symbolic link, is a folder, is too large or is not
 * UTF-8. It stamps what it reads (see StampedReadFile), so the disk cache checks bytes, not text,
 * and records each file's signature (file-signature.ts), so that it checks a file unchanged since
 * by its `stat` alone. (`safeAgeMs`: how old a file's ctime must be for that; tests shorten it.)
 */
export function diskReader(dir: string, safeAgeMs: number = SAFE_AGE_MS): StampedReadFile {
  const last = new Map<string, string>();
  // Each file's stamp and signature as one look at it found them together (read or stamp).
  const signed = new Map<string, { stamp: string; signature: string }>();
  /** The file's bytes as diskBytes gives them, and their stamp, recorded with its signature when safe. */
  const bytesOf = (p: string): { bytes: Uint8Array; stamp: string } | null => {
    signed.delete(p);
    const got = diskBytes(dir, p, safeAgeMs);
    if (got === null) return null;
    // Not valid UTF-8 is a function of the bytes too: their stamp stands for it.
    const stamp = bytesStamp(got.bytes);
    if (got.signature) signed.set(p, { stamp, signature: got.signature });
    return { bytes: got.bytes, stamp };
  };
  const read = (p: string): string | null => {
    let got: { bytes: Uint8Array; stamp: string } | null;
    try {
      got = bytesOf(p);
    } catch (e) {
      last.set(p, errorStamp(e));
      throw e;
    }
    last.set(p, got ? got.stamp : "none");
    if (!got) return null;
    const text = decodeUtf8(got.bytes);
    // (Its stamp is its bytes' digest: the text's too, not taken again for the report's list.)
    knownTextDigest(text, got.bytes, got.stamp.slice(BYTES_STAMP.length));
    return text;
  };
  const stamp = (p: string, known?: KnownStamp): string => {
    try {
      // The file as it was when `known` was recorded: its stamp then, nothing read.
      if (known && sameSignature(dir, p, known.signature)) {
        signed.set(p, known);
        return known.stamp;
      }
      return bytesOf(p)?.stamp ?? "none";
    } catch (e) {
      return errorStamp(e);
    }
  };
  const lastSignature = (p: string, stamp: string): string | undefined => {
    const s = signed.get(p);
    return s && s.stamp === stamp ? s.signature : undefined;
  };
  return Object.assign(read, { stamp, lastStamp: (p: string) => last.get(p), lastSignature });
}

/**
 * Whether the file at `p` is the regular file of that signature, reached as diskBytes reaches it
 * (inside the folder: any other outcome is left to diskBytes).
 */
function sameSignature(dir: string, p: string, signature: string): boolean {
  const real = realInside(dir, p);
  if (real === null) return false;
  const st = statSync(real, { bigint: true, throwIfNoEntry: false });
  return st !== undefined && st.isFile() && st.size <= MAX_CONTENT_FILE_BYTES && signatureOf(st) === signature;
}

/** The real path of a content file (null: it does not exist); a ContentReadError when it leads out of the folder. */
function realInside(dir: string, p: string): string | null {
  const full = join(dir, p);
  let real: string;
  try {
    // The native call: one system call, where Node's own walks the path a component at a time.
    real = realpathSync.native(full);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT" || (e as NodeJS.ErrnoException).code === "ENOTDIR") return null;
    throw unreadable(p, e);
  }
  const root = realpathSync.native(dir);
  // Both real paths (no `.`, `..` or doubled separators): a file under the folder is inside
  // without path.relative, which resolves both again (two of the stamp's three path walks a file;
  // they made Node's path normalizer hot enough to be optimized in a validate after an edit).
  if (real.startsWith(root.endsWith(sep) ? root : `${root}${sep}`)) return real;
  const rel = relative(root, real);
  if (rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel)) {
    throw outsideError(p, "link");
  }
  return real;
}

/**
 * A content file's bytes (null: it does not exist), with its signature when safe to record; a
 * ContentReadError when it cannot be used.
 */
function diskBytes(dir: string, p: string, safeAgeMs: number): { bytes: Uint8Array; signature: string | undefined } | null {
  const real = realInside(dir, p);
  if (real === null) return null;
  if (statSync(real).isDirectory()) throw new ContentReadError("CW105", `cannot read \`${p}\`: it is a folder, not a file`, "diag.is_folder", { path: p });
  return readLimited(real, p, safeAgeMs);
}

/** The file's bytes, refusing anything larger than MAX_CONTENT_FILE_BYTES (or not a regular file), and its signature when safe. */
function readLimited(real: string, p: string, safeAgeMs: number): { bytes: Uint8Array; signature: string | undefined } {
  let fd: number;
  try {
    fd = openSync(real, "r");
  } catch (e) {
    throw unreadable(p, e);
  }
  try {
    // (The time before the stat: a file is "racy" against it, see file-signature.ts.)
    const before = Date.now();
    const st = fstatSync(fd, { bigint: true });
    if (!st.isFile()) throw new ContentReadError("CW105", `cannot read \`${p}\`: it is not a regular file`, "diag.not_a_file", { path: p });
    const size = Number(st.size);
    if (size > MAX_CONTENT_FILE_BYTES) {
      const mb = (n: number) => `${(n / 2 ** 20).toFixed(1)} MB`;
      throw new ContentReadError("CW105", `cannot read \`${p}\`: ${mb(size)} is more than the ${mb(MAX_CONTENT_FILE_BYTES)} a content file may have`, "diag.file_too_large", { path: p, size: mb(size), max: mb(MAX_CONTENT_FILE_BYTES) });
    }
    const buf = new Uint8Array(size);
    let read = 0;
    while (read < size) {
      const n = readSync(fd, buf, read, size - read, read);
      if (n === 0) break;
      read += n;
    }
    // (Fewer bytes than its size: it changed while read; no signature for what was read.)
    return { bytes: buf.subarray(0, read), signature: read === size ? safeSignature(st, before, safeAgeMs) : undefined };
  } finally {
    closeSync(fd);
  }
}

function unreadable(p: string, e: unknown): ContentReadError {
  const reason = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
  return new ContentReadError("CW105", `cannot read \`${p}\`: ${reason}`, "diag.unreadable", { path: p, reason });
}

/**
 * Loads a content folder from disk, through the disk cache (disk-cache.ts): when no file it reads
 * changed since an earlier load of the same selection, the result is restored without parsing.
 * A restored result has no parsed sources (`sources` is empty, `raw` absent): its diagnostics are
 * already located, and tools that point into files parse them themselves. When some changed (or
 * the folder is a copy of one loaded before, with files edited), the load is done again with each
 * unchanged file's parse, schema checks and parsed code, each piece of code's check and each
 * overlay's diagnostics as validate (or an earlier such load) kept them (disk-file-memo.ts): only the
 * edited files are parsed.
 */
export function loadContentDir(dir: string = DEFAULT_CONTENT_DIR, selection: Selection = DEFAULT_SELECTION, checkAllOverlays = true): LoadResult {
  return cached({ root: REPO_ROOT }, contentCacheSpec(dir, selection, checkAllOverlays), diskReader(dir), (read) => {
    // (Only when the cache holds the folder's files, or its original's: game.yaml's entry, which
    // every load reads first. From an empty cache the load is done as before: through the memos
    // it cost 9% more CPU, 0.84 → 0.91 s for a simulate of the larger shipped game.)
    const files = diskFileMemo({ root: REPO_ROOT }, dir);
    const reuse = files?.get("game.yaml") ? diskReuse({ root: REPO_ROOT }, dir, files) : undefined;
    const r = loadContent(read, dir, selection, checkAllOverlays, reuse);
    // (A selection's load, not validate's: what validate's next edit needs is kept.)
    reuse?.save(true);
    return inFolder(r, dir);
  });
}

/**
 * The load's game told the folder it was read from, whole (as the cache keeps the load): an error
 * of its code while it runs shows the file as `validate` does (kernel/code-place.ts shownFile).
 */
function inFolder(r: LoadResult, dir: string): LoadResult {
  if (r.compiledFrom) r.compiledFrom.code.folder = resolve(dir);
  return r;
}

/** How a content load is kept in the disk cache: its diagnostics and what its game is compiled from. */
export function contentCacheSpec(dir: string, selection: Selection, checkAllOverlays: boolean): CacheSpec<LoadResult> {
  return {
    kind: "content",
    key: [selection, checkAllOverlays],
    folder: dir,
    // The game knows its folder (inFolder): a copy's, restored from its original's entry, knows the copy.
    moved: (saved, to) => {
      const from = (saved as { content: { from: CompiledFrom } | null }).content?.from;
      if (from) from.code.folder = to;
      return saved;
    },
    save: (r) => ({ diagnostics: r.diagnostics, parsed: r.raw !== null, content: r.content && r.compiledFrom ? { manifest: r.content.manifest, selection: r.content.selection, overlays: r.content.overlays, from: r.compiledFrom, composed: withoutSources(r.content.composed) } : null }),
    restore: (saved, entry) => {
      const x = saved as { diagnostics: LoadResult["diagnostics"]; parsed: boolean; content: { manifest: Manifest; selection: Selection; overlays: Record<string, OverlayInfo>; from: CompiledFrom; composed: RawGame } | null };
      const content = x.content ? contentOf(x.content.manifest, x.content.selection, x.content.overlays, x.content.from, x.content.composed) : null;
      // Worker threads are handed the game as the entry's bytes, with where its data is in them.
      if (content && entry) serializedWithin(content, entry, ["saved", "content", "from"]);
      // `raw` is absent when the files were parsed (not kept), null when they could not be.
      return { content, ...(x.content ? { compiledFrom: x.content.from } : {}), diagnostics: x.diagnostics, sources: new Map(), ...(x.parsed ? {} : { raw: null }) };
    },
  };
}

/**
 * The composed data without its parsed files (YAML documents are not plain data): each item keeps
 * its data, its path in the file and the file's name; schema validators are dropped (they are
 * only used while composing).
 */
function withoutSources(raw: RawGame): RawGame {
  const strip = <T>(x: Located<T>): Located<T> => ({ data: x.data, at: x.at, source: { path: x.source.path } as SourceFile });
  return {
    manifest: strip(raw.manifest), board: strip(raw.board), cards: raw.cards.map(strip), effects: raw.effects.map(strip),
    data: Object.fromEntries(Object.entries(raw.data).map(([k, v]) => [k, strip(v)])),
    scenarios: raw.scenarios.map(strip), overlays: raw.overlays.map(strip), routines: raw.routines.map(strip), sequence: strip(raw.sequence),
    scenarioValidator: null, dataValidators: {},
  };
}

const cache = new Map<string, Content>();
/**
 * Loads and caches the content composed for a selection (scenario, variants, options), throwing
 * a ContentError (with every diagnostic) when it is invalid.
 */
export function requireContent(dir: string = DEFAULT_CONTENT_DIR, selection: Partial<Selection> = {}): Content {
  const full: Selection = { scenario: selection.scenario ?? DEFAULT_SELECTION.scenario, variants: selection.variants ?? [], options: selection.options ?? [] };
  const key = JSON.stringify([dir, full]);
  const cached = cache.get(key);
  if (cached) return cached;
  const { content, diagnostics } = loadContentDir(dir, full, false);
  if (!content) throw new ContentError(diagnostics.filter((d) => d.severity === "error"), dir);
  cache.set(key, content);
  return content;
}
