// A folder of locale files that belongs to no game: the engine's own messages (src/locales/), the
// editor's (editor/locales/).
// `en.yaml` is its English source and every other file a translation: no game.yaml lists them, the
// folder's listing does. Loaded, checked and stamped as a game's locale files are, and spoken under
// a game's: a game's own message of the same key is said instead (translate()'s fallback).
import type { ReadFile } from "../content/open-file.js";
import { parseYamlSource } from "../content/yaml-source.js";
import { buildBundle, type I18nLoad } from "./bundle.js";
import { loadLocales, type MessageSource } from "./locales.js";

/** The source locale of a locale folder. */
export const FOLDER_SOURCE = "en.yaml";

/**
 * The bundle of a locale folder's files (`names`: the folder's *.yaml files), read through `read`;
 * the files' paths are their names. Without `en.yaml`: null. `english`: messages of the folder's
 * English that are written elsewhere, by key without `msg.` (the editor's: the kernel schemas'
 * descriptions), after en.yaml's and over one of the same key: translated, stamped and checked as
 * en.yaml's are.
 */
export function loadLocaleFolder(read: ReadFile, names: readonly string[], english?: ReadonlyMap<string, MessageSource>): I18nLoad | null {
  if (!names.includes(FOLDER_SOURCE)) return null;
  const translations = names.filter((n) => n !== FOLDER_SOURCE && /\.ya?ml$/.test(n)).sort();
  // The list a game.yaml would give (`locales:`), which loadLocales reads.
  const { source: list } = parseYamlSource("locales", "");
  list.data = { locales: { source: FOLDER_SOURCE, translations } };
  const locales = loadLocales(read, list);
  if (english && locales.source) for (const [key, m] of english) locales.source.messages.set(key, m);
  return { bundle: buildBundle({ strings: [], aliases: {}, options: [], keys: [] }, locales), diagnostics: locales.diagnostics };
}
