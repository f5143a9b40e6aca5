// Disk access for the CLI and tests: the one place content is read from the file system.
import { closeSync, openSync, readFileSync, readSync, fstatSync, realpathSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep, isAbsolute } from "node:path";
import { fileURLToPath } from "node:url";
import { contentOf, DEFAULT_SELECTION, loadContent, type CompiledFrom, type LoadResult } from "./load.js";
import { bytesStamp, cached, errorStamp, type CacheSpec, type StampedReadFile } from "./disk-cache.js";
import { serializedWithin } from "./share-game.js";
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
 * UTF-8. It stamps what it reads (see StampedReadFile), so the disk cache checks bytes, not text.
 */
export function diskReader(dir: string): StampedReadFile {
  const last = new Map<string, string>();
  const read = (p: string): string | null => {
    let bytes: Uint8Array | null;
    try {
      bytes = diskBytes(dir, p);
    } catch (e) {
      last.set(p, errorStamp(e));
      throw e;
    }
    if (bytes === null) {
      last.set(p, "none");
      return null;
    }
    // Not valid UTF-8 is a function of the bytes too: their stamp stands for it.
    last.set(p, bytesStamp(bytes));
    return decodeUtf8(bytes);
  };
  const stamp = (p: string): string => {
    try {
      const bytes = diskBytes(dir, p);
      return bytes === null ? "none" : bytesStamp(bytes);
    } catch (e) {
      return errorStamp(e);
    }
  };
  return Object.assign(read, { stamp, lastStamp: (p: string) => last.get(p) });
}

/** A content file's bytes (null: it does not exist); a ContentReadError when it cannot be used. */
function diskBytes(dir: string, p: string): Uint8Array | null {
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
  const rel = relative(root, real);
  if (rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel)) {
    throw outsideError(p, "link");
  }
  if (statSync(real).isDirectory()) throw new ContentReadError("CW105", `cannot read \`${p}\`: it is a folder, not a file`, "diag.is_folder", { path: p });
  return readLimited(real, p);
}

/** The file's bytes, refusing anything larger than MAX_CONTENT_FILE_BYTES (or not a regular file). */
function readLimited(real: string, p: string): Uint8Array {
  let fd: number;
  try {
    fd = openSync(real, "r");
  } catch (e) {
    throw unreadable(p, e);
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new ContentReadError("CW105", `cannot read \`${p}\`: it is not a regular file`, "diag.not_a_file", { path: p });
    if (st.size > MAX_CONTENT_FILE_BYTES) {
      const mb = (n: number) => `${(n / 2 ** 20).toFixed(1)} MB`;
      throw new ContentReadError("CW105", `cannot read \`${p}\`: ${mb(st.size)} is more than the ${mb(MAX_CONTENT_FILE_BYTES)} a content file may have`, "diag.file_too_large", { path: p, size: mb(st.size), max: mb(MAX_CONTENT_FILE_BYTES) });
    }
    const buf = new Uint8Array(st.size);
    let read = 0;
    while (read < st.size) {
      const n = readSync(fd, buf, read, st.size - read, read);
      if (n === 0) break;
      read += n;
    }
    return buf.subarray(0, read);
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
 * already located, and tools that point into files parse them themselves.
 */
export function loadContentDir(dir: string = DEFAULT_CONTENT_DIR, selection: Selection = DEFAULT_SELECTION, checkAllOverlays = true): LoadResult {
  return cached({ root: REPO_ROOT }, contentCacheSpec(dir, selection, checkAllOverlays), diskReader(dir), (read) => loadContent(read, dir, selection, checkAllOverlays));
}

/** How a content load is kept in the disk cache: its diagnostics and what its game is compiled from. */
export function contentCacheSpec(dir: string, selection: Selection, checkAllOverlays: boolean): CacheSpec<LoadResult> {
  return {
    kind: "content",
    key: [resolve(dir), selection, checkAllOverlays],
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
  if (!content) throw new ContentError(diagnostics.filter((d) => d.severity === "error"));
  cache.set(key, content);
  return content;
}
