// The engine's own messages (src/locales/: diagnostics, the Play page's and the command line's
// words, the kernel's log lines for any game) in every language at once, for a worker: it speaks
// the language the page chooses at any moment. Every game is spoken with them, under its own.
import type { I18nBundle } from "../../../src/i18n/bundle.js";
import { localeBundle } from "./bootstrap.js";

const texts = import.meta.glob<string>("../../../src/locales/*.yaml", { query: "?raw", import: "default", eager: true });
export const ENGINE_TEXTS: ReadonlyMap<string, string> = new Map(Object.entries(texts).map(([path, text]) => [path.slice(path.lastIndexOf("/") + 1), text]));
const SOURCE = "en.yaml";
let made: I18nBundle | null = null;
let english: I18nBundle | null = null;

// (localeBundle reads one language in full, the others by code and name.)
const read = (lang: string) => localeBundle({ file: SOURCE, text: ENGINE_TEXTS.get(SOURCE) }, [...ENGINE_TEXTS].filter(([file]) => file !== SOURCE).map(([file, text]) => ({ file, text })), lang)!;

/**
 * The engine's English messages, the translations by code and name only: enough to tell which
 * keys the engine words (a game's CW608), without reading its translations, which the engine
 * worker's first check would otherwise wait for.
 */
export function engineEnglish(): I18nBundle {
  return (english ??= read("en"));
}

/** The engine's messages, every translation read in full. */
export function engineMessages(): I18nBundle {
  if (made) return made;
  const en = engineEnglish();
  const translations = new Map(en.translations);
  for (const code of [...translations.keys()]) translations.set(code, read(code).translations.get(code)!);
  return (made = { ...en, translations });
}
