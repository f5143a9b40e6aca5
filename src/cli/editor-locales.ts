// The editor's own messages (editor/locales/): the command line checks and stamps them with every
// game's translations, since the editor speaks them whatever game is open (see own-locales.ts).
// Their English is en.yaml's and the kernel schemas' descriptions (editor.schema.<key>), which are
// written in the schemas alone (kernel-schema-english.ts) and placed there.
import { readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { REPO_ROOT } from "../content/load-dir.js";
import { kernelSchemaEnglish, placesInSchemas } from "../i18n/kernel-schema-english.js";
import type { MessageSource } from "../i18n/locales.js";
import { ownLocales } from "./own-locales.js";

/** The folder of the editor's locale files (another with CARDWRIGHT_EDITOR_LOCALES: a test's copy). */
export const EDITOR_LOCALES_DIR = process.env["CARDWRIGHT_EDITOR_LOCALES"] ? resolve(process.env["CARDWRIGHT_EDITOR_LOCALES"]) : join(REPO_ROOT, "editor", "locales");

const SCHEMAS_DIR = join(REPO_ROOT, "schemas");

/**
 * The editor's English written in the kernel's schemas, by key, each at its description in its
 * schema file (as the folder's files are named: from the folder). `given`: the schemas by kind (a
 * test's edited copy), else the kernel's.
 */
export function editorSchemaEnglish(given?: Readonly<Record<string, object>>): Map<string, MessageSource> {
  const english = kernelSchemaEnglish(given);
  const texts = new Map<string, string | null>();
  const textOf = (file: string): string | null => {
    if (!texts.has(file)) {
      let text: string | null = null;
      try {
        text = readFileSync(join(SCHEMAS_DIR, file), "utf8");
      } catch {
        // (A schema file not found: its descriptions are placed at its start.)
      }
      texts.set(file, text);
    }
    return texts.get(file)!;
  };
  const places = placesInSchemas(english, textOf);
  return new Map(english.map((e, i) => [e.key, { text: e.text, at: { file: relative(EDITOR_LOCALES_DIR, join(SCHEMAS_DIR, e.file)), start: places[i]!, end: places[i]! } }]));
}

let made: Map<string, MessageSource> | undefined;

export const EDITOR_LOCALES = ownLocales(EDITOR_LOCALES_DIR, "cli.i18n.editor", "editor-locales", () => (made ??= editorSchemaEnglish()));
