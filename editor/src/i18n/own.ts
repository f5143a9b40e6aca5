// The editor's own messages (editor/locales/: en.yaml, and a translation per other file), which it
// speaks whatever game is open. A game's message of the same key is said instead (its own words),
// and the default game's messages (diagnostics …) come after both: see speaking().
// English is bundled with the page; a translation is fetched when its language is first spoken.
import en from "../../locales/en.yaml?raw";
import { translate, type Translator } from "../../../src/i18n/translate.js";
import type { I18nBundle } from "../../../src/i18n/bundle.js";
import { localeBundle } from "./bootstrap.js";

const SOURCE = "en.yaml";
const lazy = import.meta.glob<string>(["../../locales/*.yaml", "!../../locales/en.yaml"], { query: "?raw", import: "default" });
/** The translations' texts by file name (es.yaml …): fetched when asked for. */
const fetched = new Map<string, string>();
let made: { lang: string; size: number; bundle: I18nBundle } | null = null;

const fileOf = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/** Fetches the editor's translation into `lang` (nothing when it has none, or has it already). */
export async function loadOwnMessages(lang: string): Promise<void> {
  const path = Object.keys(lazy).find((p) => fileOf(p) === `${lang}.yaml`);
  if (!path || fetched.has(fileOf(path))) return;
  fetched.set(fileOf(path), await lazy[path]!());
}

/** The editor's own messages in English and, when fetched, in `lang`. */
export function ownBundle(lang: string): I18nBundle {
  if (made && made.lang === lang && made.size === fetched.size) return made.bundle;
  // (The English is the editor's own, bundled: it parses.)
  const bundle = ownMessages(new Map([[SOURCE, en], ...fetched]), lang)!;
  made = { lang, size: fetched.size, bundle };
  return bundle;
}

/** The bundle of the editor's locale files given by name (`en.yaml`, `es.yaml` …). */
export function ownMessages(texts: ReadonlyMap<string, string>, lang: string): I18nBundle | null {
  return localeBundle({ file: SOURCE, text: texts.get(SOURCE) }, [...texts].filter(([file]) => file !== SOURCE).map(([file, text]) => ({ file, text })), lang);
}

/**
 * The translator of a game's bundle in `lang`: its messages first, then the editor's own, then
 * `defaults` (the default game's messages, which another game borrows: diagnostics, the command
 * line's words).
 */
export function speaking(bundle: I18nBundle, lang: string, own: I18nBundle, defaults: I18nBundle | null): Translator {
  return translate(bundle, lang, translate(own, lang, defaults ? translate(defaults, lang) : undefined));
}

/**
 * `speaking` now, with the editor's translation into `lang` as far as it is fetched, and `later`
 * called with the whole once it is (a page drawing the editor's board outside the editor: the
 * Play page, an online seat).
 */
export function speakingWhenFetched(bundle: I18nBundle, lang: string, defaults: I18nBundle | null, later: (tr: Translator) => void): Translator {
  void loadOwnMessages(lang).then(() => later(speaking(bundle, lang, ownBundle(lang), defaults)));
  return speaking(bundle, lang, ownBundle(lang), defaults);
}
