// Disk access for the CLI and tests: the one place content is read from the file system.
import { closeSync, openSync, readFileSync, readSync, fstatSync, realpathSync, statSync } from "node:fs";
import { join, relative, resolve, sep, isAbsolute } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_SELECTION, loadContent, type LoadResult } from "./load.js";
import type { Selection } from "./compose.js";
import { ContentError } from "../diagnostics/diagnostic.js";
import type { Content } from "./model.js";
import { ContentReadError, decodeUtf8, MAX_CONTENT_FILE_BYTES, outsideError, type ReadFile } from "./open-file.js";

const REPO_ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));
/** The content folder commands use without `--content`: package.json's `cardwright.defaultContent`. */
export const DEFAULT_CONTENT_RELATIVE: string = (JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { cardwright?: { defaultContent?: string } }).cardwright?.defaultContent ?? "cards";
export const DEFAULT_CONTENT_DIR = resolve(REPO_ROOT, DEFAULT_CONTENT_RELATIVE);
/** Where the games are, one folder each (`--game ID`). */
export const CARDS_DIR = resolve(REPO_ROOT, "cards");

/**
 * Reads files of a content folder from disk: null for a file that does not exist; a ContentReadError
 * for one that leads out of the folder through a symbolic link, is a folder, is too large or is not UTF-8.
 */
export function diskReader(dir: string): ReadFile {
  return (p) => {
    const full = join(dir, p);
    let real: string;
    try {
      real = realpathSync(full);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT" || (e as NodeJS.ErrnoException).code === "ENOTDIR") return null;
      throw unreadable(p, e);
    }
    const root = realpathSync(dir);
    const rel = relative(root, real);
    if (rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel)) {
      throw outsideError(p, "link");
    }
    if (statSync(real).isDirectory()) throw new ContentReadError("CW105", `cannot read \`${p}\`: it is a folder, not a file`, "diag.is_folder", { path: p });
    return decodeUtf8(readLimited(real, p));
  };
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

export function loadContentDir(dir: string = DEFAULT_CONTENT_DIR, selection: Selection = DEFAULT_SELECTION, checkAllOverlays = true): LoadResult {
  return loadContent(diskReader(dir), dir, selection, checkAllOverlays);
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
