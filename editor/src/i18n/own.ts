// The editor's own messages (editor/locales/: en.yaml, and a translation per other file), which it
// speaks whatever game is open, over the engine's own (src/locales/: diagnostics, the Play page's
// words …; see layered.ts). A game's message of the same key is said instead (its own words): see
// speaking(). English is bundled with the page; a translation is fetched when its language is
// first spoken.
import en from "../../locales/en.yaml?raw";
import engineEn from "../../../src/locales/en.yaml?raw";
import { translate, type Translator } from "../../../src/i18n/translate.js";
import type { I18nBundle } from "../../../src/i18n/bundle.js";
import { localeBundle } from "./bootstrap.js";
import { layered } from "./layered.js";

const SOURCE = "en.yaml";
type Lazy = Record<string, () => Promise<string>>;
const lazy: Lazy = import.meta.glob<string>(["../../locales/*.yaml", "!../../locales/en.yaml"], { query: "?raw", import: "default" });
const engineLazy: Lazy = import.meta.glob<string>(["../../../src/locales/*.yaml", "!../../../src/locales/en.yaml"], { query: "?raw", import: "default" });
/** The translations' texts by file name (es.yaml …): fetched when asked for (the editor's, the engine's). */
const fetched = new Map<string, string>();
const engineFetched = new Map<string, string>();
let made: { lang: string; size: number; bundle: I18nBundle } | null = null;

const fileOf = (path: string) => path.slice(path.lastIndexOf("/") + 1);

async function fetchInto(from: Lazy, into: Map<string, string>, lang: string): Promise<void> {
  const path = Object.keys(from).find((p) => fileOf(p) === `${lang}.yaml`);
  if (!path || into.has(fileOf(path))) return;
  into.set(fileOf(path), await from[path]!());
}

/** Fetches the editor's and the engine's translations into `lang` (nothing when they have none, or have them already). */
export async function loadOwnMessages(lang: string): Promise<void> {
  await Promise.all([fetchInto(lazy, fetched, lang), fetchInto(engineLazy, engineFetched, lang)]);
}

/** The editor's own messages, over the engine's, in English and, when fetched, in `lang`. */
export function ownBundle(lang: string): I18nBundle {
  const size = fetched.size + engineFetched.size;
  if (made && made.lang === lang && made.size === size) return made.bundle;
  // (The English files are the editor's and the engine's own, bundled: they parse.)
  const bundle = layered(ownMessages(new Map([[SOURCE, en], ...fetched]), lang)!, ownMessages(new Map([[SOURCE, engineEn], ...engineFetched]), lang)!);
  made = { lang, size, bundle };
  return bundle;
}

/** The bundle of a locale folder's files given by name (`en.yaml`, `es.yaml` …): the editor's, the engine's. */
export function ownMessages(texts: ReadonlyMap<string, string>, lang: string): I18nBundle | null {
  return localeBundle({ file: SOURCE, text: texts.get(SOURCE) }, [...texts].filter(([file]) => file !== SOURCE).map(([file, text]) => ({ file, text })), lang);
}

/**
 * The translator of a game's bundle in `lang`: its messages first, then the editor's own and the
 * engine's (`own`: ownBundle, allOwnMessages).
 */
export function speaking(bundle: I18nBundle, lang: string, own: I18nBundle): Translator {
  return translate(bundle, lang, translate(own, lang));
}

/**
 * `speaking` now, with the editor's and engine's translations into `lang` as far as they are
 * fetched, and `later` called with the whole once they are (a page drawing the editor's board
 * outside the editor: the Play page, an online seat).
 */
export function speakingWhenFetched(bundle: I18nBundle, lang: string, later: (tr: Translator) => void): Translator {
  void loadOwnMessages(lang).then(() => later(speaking(bundle, lang, ownBundle(lang))));
  return speaking(bundle, lang, ownBundle(lang));
}
