// Whether edited files still hold the data they held: a comment added or changed, blank lines, a
// value written another way. Everything `validate` finds is a function of the files' data (and of
// Cardwright's code), except the places of its problems, so when the edited files' data is the same
// and no problem was found in them (nor names them: "defined at file:line"), its last report holds
// as it was. Each edited file is opened through the disk file memo (disk-file-memo.ts): only its
// edited part is parsed (yaml-chunks.ts), and its entry is written again with its new text. When
// the data is not the same, the caller's load goes on with the same memo (the edited files opened).
import { basename } from "node:path";
import { textDigest } from "./text-digest.js";
import type { DiskFileMemo } from "./disk-file-memo.js";
import { remembering, type FileMemo } from "./file-memo.js";
import type { ReadFile } from "./open-file.js";
import { deepEqual } from "./yaml-chunks.js";

/**
 * Whether `problems` (diagnostics as JSON) name the file at `path` by its name alone: in its
 * `file`, or in a message such as "defined at file:line", whose place may be in an edited text.
 */
export function namesFile(problems: string, path: string): boolean {
  return problems.includes(JSON.stringify(basename(path)).slice(1, -1));
}

/** What a report was made from: each YAML file opened without problems, and the digest of its text. */
export type DataFiles = [path: string, textDigest: string][];

/** `files` with the edited files' (`changed`) digests of their texts in `memo` now. */
export function withEdited(files: DataFiles, changed: readonly string[], memo: FileMemo): DataFiles {
  const after = new Map(files);
  for (const path of changed) after.set(path, textDigest(memo.get(path)!.text));
  return [...after];
}

/** The files of `memo` that opened without problems, with their texts' digests (what `sameData` needs later). */
export function dataFiles(memo: FileMemo | undefined): DataFiles {
  const out: DataFiles = [];
  for (const [path, entry] of memo ?? []) if (!entry.opened.diagnostics.length && entry.opened.data !== null) out.push([path, textDigest(entry.text)]);
  return out;
}

/**
 * Whether the `changed` files of a folder hold the data they held when `files` was taken (and
 * `problems`, the report's diagnostics as JSON, names none of them); the files with their new
 * digests when so, else null.
 */
export function sameData(memo: DiskFileMemo | undefined, dir: string, read: ReadFile, changed: string[], files: DataFiles, problems: string): DataFiles | null {
  const before = new Map(files);
  // (A problem naming the file by its name alone counts too: its place may be in the edited text.)
  if (!changed.every((path) => before.has(path) && !namesFile(problems, path))) return null;
  if (!memo) return null;
  const open = remembering(read, dir, memo);
  for (const path of changed) {
    // The file's entry must be the one the report saw (another command may have written a newer one).
    const last = memo.get(path);
    if (!last || textDigest(last.text) !== before.get(path) || last.opened.diagnostics.length || last.opened.data === null) return null;
    const opened = open.open(path);
    if (opened.diagnostics.length || opened.data === null || !deepEqual(opened.data, last.opened.data)) return null;
  }
  memo.save();
  return withEdited(files, changed, memo);
}
