// Files the command line writes (`--out`, `replay --upgrade`): checked first, so a missing
// folder is one line of bad usage rather than a stack trace, and written whole or not at all
// (a temporary file in the same folder, then a rename).
import { existsSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { usage, type ArgLocation } from "./command.js";

/** Throws a usage error (CW908) when `path` cannot be written: its folder is missing, or it is a folder. */
export function checkWritable(path: string, at: ArgLocation | undefined): void {
  const why = unwritableReason(path);
  if (why?.key === "cli.no_folder") {
    const { folder } = why.args;
    throw usage("CW908", `cannot write ${path}: the folder ${folder} does not exist`, "cli.arg.no_out_folder", { path, folder }, at, { text: `create it first (mkdir -p ${folder})`, key: "cli.hint.mkdir", args: { folder } });
  }
  if (why) throw usage("CW908", `cannot write ${path}: it is a folder`, "cli.arg.out_is_folder", { path }, at);
}

/**
 * Why `path` cannot be written, as a message key and its arguments (its folder is missing, or it is
 * a folder), or null: the words a player reads rather than Node's ENOENT.
 */
export function unwritableReason(path: string): { key: string; args: { folder: string } } | null {
  const folder = dirname(path);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return { key: "cli.no_folder", args: { folder } };
  if (existsSync(path) && statSync(path).isDirectory()) return { key: "cli.is_folder", args: { folder } };
  return null;
}

/** Writes a file atomically: readers see the old text or the new one, never half of it. */
export function writeAtomically(path: string, text: string): void {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
  try {
    writeFileSync(tmp, text, { flag: "wx" });
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    // The reader asked for `path`: the temporary file's name in the reason would only puzzle them.
    if (e instanceof Error) e.message = e.message.split(tmp).join(path);
    throw e;
  }
}
