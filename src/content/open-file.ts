// Opening one file named by game.yaml: the path check, the read, the YAML parse. Whatever goes
// wrong — a path that leaves the content folder, a folder where a file should be, bytes that are
// not UTF-8, hostile YAML, or an exception nobody foresaw — becomes a diagnostic at that file (or
// at the line of game.yaml that names it), so the other files are still checked and reported.
import type { Diagnostic, Position } from "../diagnostics/diagnostic.js";
import { internalError } from "../diagnostics/diagnostic.js";
import { parseYamlSource, rangeAt, type SourceFile } from "./yaml-source.js";

/**
 * Reads a file relative to the content folder; null when it does not exist. A file that exists
 * but cannot be used is reported by throwing a ContentReadError.
 */
export type ReadFile = (relativePath: string) => string | null;

/** Largest content file read (the largest shipped one is about 100 KB). */
export const MAX_CONTENT_FILE_BYTES = 4 * 1024 * 1024;

/** A file that exists but cannot be used: its code, and for bad bytes where they are. */
export class ContentReadError extends Error {
  constructor(
    readonly code: "CW104" | "CW105" | "CW106",
    message: string,
    readonly key: string,
    readonly args: Record<string, string | number>,
    /** Where in the file the problem is (bad bytes); otherwise it is reported where the file is named. */
    readonly position?: Position,
  ) {
    super(message);
    this.name = "ContentReadError";
  }
}

/** Why a path may not be read: each has an English text here and a translatable message. */
export const PATH_REASONS = {
  empty: "the path is empty",
  nul: "the path contains a NUL character",
  absolute: "absolute paths are not allowed",
  dotdot: "`..` leads out of the content folder",
  link: "a symbolic link leads out of it",
} as const;
export type PathReason = keyof typeof PATH_REASONS;

/**
 * Why a path named in game.yaml may not be read, or null when it may: it must stay inside the
 * content folder (relative, no `..` leading out, no drive letter, no NUL).
 */
export function pathProblem(path: string): PathReason | null {
  if (path === "") return "empty";
  if (path.includes("\0")) return "nul";
  if (path.startsWith("/") || path.startsWith("\\") || /^[a-zA-Z]:/.test(path)) return "absolute";
  let depth = 0;
  for (const part of path.split(/[\\/]/)) {
    if (part === "..") depth--;
    else if (part !== "." && part !== "") depth++;
    if (depth < 0) return "dotdot";
  }
  return null;
}

/** The diagnostic's message for a path outside the content folder. */
export function outsideError(path: string, reason: PathReason): ContentReadError {
  return new ContentReadError("CW104", `\`${path}\` is outside the content folder: ${PATH_REASONS[reason]}`, "diag.path_outside", { path, reason });
}

const READ_HINTS: Record<ContentReadError["code"], Pick<Diagnostic, "hint" | "hintKey">> = {
  CW104: { hint: "name files relative to the content folder, inside it", hintKey: "diag.hint.inside_folder" },
  CW105: { hint: "name a YAML file of the content folder here", hintKey: "diag.hint.name_a_file" },
  CW106: { hint: "save the file as UTF-8 in your editor", hintKey: "diag.hint.save_utf8" },
};

/** Where a file is named: a node of game.yaml (or of another file that lists it). */
export interface NamedBy {
  source: SourceFile;
  at: (string | number)[];
}

export interface Opened {
  source: SourceFile | null;
  /** The parsed data; null when anything is wrong. */
  data: unknown;
  diagnostics: Diagnostic[];
}

/** Reads and parses one YAML file of the content; never throws. */
export function openYamlFile(read: ReadFile, path: string, label: string, from?: NamedBy): Opened {
  const where = (): Pick<Diagnostic, "file" | "start" | "end"> =>
    from ? { file: from.source.path, ...rangeAt(from.source, from.at) } : { file: `${label}/${path}`, start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
  const fail = (d: Diagnostic): Opened => ({ source: null, data: null, diagnostics: [d] });
  const leaves = pathProblem(path);
  if (leaves) {
    const e = outsideError(path, leaves);
    return fail({ code: e.code, severity: "error", message: e.message, ...where(), key: e.key, args: e.args, ...READ_HINTS.CW104 });
  }
  let text: string | null;
  try {
    text = read(path);
  } catch (e) {
    if (e instanceof ContentReadError) {
      const at = e.position ? { file: path, start: e.position, end: e.position } : where();
      return fail({ code: e.code, severity: "error", message: e.message, ...at, key: e.key, args: e.args, ...READ_HINTS[e.code] });
    }
    return fail(internalError(where(), e));
  }
  if (text === null) {
    return fail({
      code: "CW103", severity: "error", message: `file not found: ${path}`, ...where(),
      hint: "check the path in game.yaml (relative to the content folder)", key: "diag.file_not_found", args: { path }, hintKey: "diag.hint.check_path",
    });
  }
  try {
    const { source, diagnostics } = parseYamlSource(path, text);
    return { source, data: diagnostics.some((d) => d.severity === "error") ? null : source.data, diagnostics };
  } catch (e) {
    return fail(internalError({ file: path, start: { line: 1, column: 1 }, end: { line: 1, column: 1 } }, e));
  }
}

/**
 * Decodes a file's bytes as UTF-8; bytes that are not UTF-8 are an error at their line and
 * column (rather than turning silently into U+FFFD). A leading byte-order mark is dropped.
 */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    const bad = firstInvalidByte(bytes);
    const lineStart = bytes.lastIndexOf(0x0a, bad - 1) + 1;
    const line = bytes.subarray(0, bad).reduce((n, b) => n + (b === 0x0a ? 1 : 0), 1);
    const column = new TextDecoder().decode(bytes.subarray(lineStart, bad)).length + 1;
    const hex = bytes[bad]!.toString(16).toUpperCase().padStart(2, "0");
    throw new ContentReadError("CW106", `not valid UTF-8: byte 0x${hex} at line ${line}, column ${column}`, "diag.not_utf8", { byte: `0x${hex}`, line, column }, { line, column });
  }
}

/** Offset of the first byte that does not belong to a well-formed UTF-8 sequence. */
function firstInvalidByte(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i]!;
    const n = c < 0x80 ? 0 : c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : -1;
    if (n < 0) return i;
    for (let k = 1; k <= n; k++) {
      const x = b[i + k];
      if (x === undefined || (x & 0xc0) !== 0x80) return i;
    }
    // Overlong forms, surrogates and code points above U+10FFFF.
    if ((c === 0xe0 && b[i + 1]! < 0xa0) || (c === 0xed && b[i + 1]! > 0x9f) || (c === 0xf0 && b[i + 1]! < 0x90) || (c === 0xf4 && b[i + 1]! > 0x8f)) return i;
    i += n + 1;
  }
  return Math.max(0, b.length - 1);
}
