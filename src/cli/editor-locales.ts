// The editor's own messages (editor/locales/): the command line checks and stamps them with every
// game's translations, since the editor speaks them whatever game is open (see own-locales.ts).
import { join, resolve } from "node:path";
import { REPO_ROOT } from "../content/load-dir.js";
import { ownLocales } from "./own-locales.js";

/** The folder of the editor's locale files (another with CARDWRIGHT_EDITOR_LOCALES: a test's copy). */
export const EDITOR_LOCALES_DIR = process.env["CARDWRIGHT_EDITOR_LOCALES"] ? resolve(process.env["CARDWRIGHT_EDITOR_LOCALES"]) : join(REPO_ROOT, "editor", "locales");

export const EDITOR_LOCALES = ownLocales(EDITOR_LOCALES_DIR, "cli.i18n.editor", "editor-locales");
