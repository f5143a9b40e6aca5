// The engine's own messages (src/locales/): diagnostics, the command line's output, `cardwright
// play`, the kernel's few log lines for any game. Every game is spoken with them, under its own
// messages; the translators' commands check and stamp them with every game's.
import { resolve } from "node:path";
import { REPO_ROOT } from "../content/load-dir.js";
import { ownLocales } from "./own-locales.js";

/** The folder of the engine's locale files (another with CARDWRIGHT_ENGINE_LOCALES: a test's copy). */
export const ENGINE_LOCALES_DIR = process.env["CARDWRIGHT_ENGINE_LOCALES"] ? resolve(process.env["CARDWRIGHT_ENGINE_LOCALES"]) : resolve(REPO_ROOT, "src", "locales");

export const ENGINE_LOCALES = ownLocales(ENGINE_LOCALES_DIR, "cli.i18n.engine", "engine-locales");
