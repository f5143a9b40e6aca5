// The editor's own messages, over the engine's (layered.ts), in every language at once, for the
// engine worker: it speaks the language the page chooses at any moment (its replay notes, steps
// and log), without waiting.
import type { I18nBundle } from "../../../src/i18n/bundle.js";
import { ownMessages } from "./own.js";
import { engineMessages } from "./engine-all.js";
import { layered } from "./layered.js";

const texts = import.meta.glob<string>("../../locales/*.yaml", { query: "?raw", import: "default", eager: true });
const byFile = new Map(Object.entries(texts).map(([path, text]) => [path.slice(path.lastIndexOf("/") + 1), text]));
const made = new Map<string, I18nBundle>();

/** The editor's own messages (and the engine's under them) in English and `lang`. */
export function allOwnMessages(lang: string): I18nBundle {
  let b = made.get(lang);
  if (!b) made.set(lang, (b = layered(ownMessages(byFile, lang)!, engineMessages())));
  return b;
}
