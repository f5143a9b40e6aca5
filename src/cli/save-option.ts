// Reading a save named on the command line (`replay FILE`, `log FILE`, `play --resume FILE`): a
// missing file is bad usage; everything about its contents is a located problem in the file, an
// error (exit 1) or a warning the command prints and goes on after (an older version, a saved
// state that differs from the replayed one).
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { CARDS_DIR, DEFAULT_CONTENT_DIR } from "../content/load-dir.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { loadSave, MAX_SAVE_BYTES, saveTooLarge, type LoadedSave } from "../content/save-file.js";
import { usage, type ArgLocation, type OptionSpec, type Parsed } from "./command.js";
import { contentFrom } from "./commands/content-option.js";

export function readSaveArgument(args: Pick<Parsed<Record<string, OptionSpec>>, "values" | "at">, file: string, at: ArgLocation | undefined): LoadedSave {
  if (!existsSync(file)) throw usage("CW908", `no such file: ${file}`, "cli.arg.no_such_file", { path: file }, at);
  const st = statSync(file);
  const start = { line: 1, column: 1 };
  const unreadable = (d: Omit<Diagnostic, "code" | "severity" | "file" | "start" | "end">): LoadedSave => ({ save: null, content: null, state: null, diagnostics: [{ code: "CW710", severity: "error", file, start, end: start, ...d }] });
  if (st.isDirectory()) return unreadable({ message: "cannot read the save: it is a folder, not a file", key: "diag.save_is_folder" });
  if (st.size > MAX_SAVE_BYTES) return { save: null, content: null, state: null, diagnostics: [saveTooLarge(file, st.size)] };
  return loadSave(file, readFileSync(file), (selection) => contentFrom(args, selection));
}

/**
 * Without --content or --game, a save names its own game: its `content` id is a folder of cards/
 * (as the Play page finds the game of a save it loads), so `play --resume`, `replay` and `log` of a
 * save of a game other than the default need no --game. Sets the content folder before anything is loaded; a save whose
 * game is not there keeps the default, and loadSave says which game it is for.
 */
export function useGameOfSave(args: { values: { content?: string | undefined } }, file: string): void {
  if (args.values.content !== undefined || !existsSync(file)) return;
  const st = statSync(file);
  if (!st.isFile() || st.size > MAX_SAVE_BYTES) return;
  let id: unknown;
  try {
    id = (JSON.parse(readFileSync(file, "utf8")) as { content?: unknown }).content;
  } catch {
    return;
  }
  if (typeof id !== "string" || !/^[a-z0-9][a-z0-9_-]*$/.test(id)) return;
  const dir = join(CARDS_DIR, id);
  if (dir !== DEFAULT_CONTENT_DIR && existsSync(join(dir, "game.yaml"))) args.values.content = dir;
}
