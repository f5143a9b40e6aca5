// The engine's own messages (src/locales/: diagnostics, the Play page's and the command line's
// words, the kernel's log lines for any game) in every language at once, for a worker: it speaks
// the language the page chooses at any moment. Every game is spoken with them, under its own.
import type { I18nBundle } from "../../../src/i18n/bundle.js";
import { localeBundle } from "./bootstrap.js";

const texts = import.meta.glob<string>("../../../src/locales/*.yaml", { query: "?raw", import: "default", eager: true });
export const ENGINE_TEXTS: ReadonlyMap<string, string> = new Map(Object.entries(texts).map(([path, text]) => [path.slice(path.lastIndexOf("/") + 1), text]));
const SOURCE = "en.yaml";
let made: I18nBundle | null = null;

/** The engine's messages, every translation read in full. */
export function engineMessages(): I18nBundle {
  if (made) return made;
  // (localeBundle reads one language in full, the others by code and name: each in turn.)
  const read = (lang: string) => localeBundle({ file: SOURCE, text: ENGINE_TEXTS.get(SOURCE) }, [...ENGINE_TEXTS].filter(([file]) => file !== SOURCE).map(([file, text]) => ({ file, text })), lang)!;
  const bundle = read("en");
  for (const code of [...bundle.translations.keys()]) bundle.translations.set(code, read(code).translations.get(code)!);
  return (made = bundle);
}
