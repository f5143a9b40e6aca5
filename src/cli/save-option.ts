// Reading a save named on the command line (`replay FILE`, `log FILE`): a missing file is bad
// usage; everything about its contents is a located problem in the file (exit 1).
import { existsSync, readFileSync, statSync } from "node:fs";
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
