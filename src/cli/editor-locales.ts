// The editor's own messages (editor/locales/): the command line checks and stamps them with every
// game's translations, since the editor speaks them whatever game is open (see locale-folder.ts).
import { existsSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { diskReader, REPO_ROOT } from "../content/load-dir.js";
import { loadLocaleFolder, type I18nLoad } from "../i18n/index.js";

/** The folder of the editor's locale files (another with CARDWRIGHT_EDITOR_LOCALES: a test's copy). */
export const EDITOR_LOCALES_DIR = process.env["CARDWRIGHT_EDITOR_LOCALES"] ? resolve(process.env["CARDWRIGHT_EDITOR_LOCALES"]) : join(REPO_ROOT, "editor", "locales");

let loaded: I18nLoad | null | undefined;

/** The editor's locale files, loaded once per process (null: the folder or its en.yaml is missing). */
export function editorLocales(): I18nLoad | null {
  if (loaded !== undefined) return loaded;
  const names = existsSync(EDITOR_LOCALES_DIR) ? readdirSync(EDITOR_LOCALES_DIR) : [];
  return (loaded = loadLocaleFolder(diskReader(EDITOR_LOCALES_DIR), names));
}

/** Forgets the loaded files (after `i18n stamp` rewrote one). */
export function forgetEditorLocales(): void {
  loaded = undefined;
}

/** A file of the folder as the command line shows it (from the working directory). */
export function editorFilePath(file: string): string {
  return relative(process.cwd(), join(EDITOR_LOCALES_DIR, file)) || file;
}
