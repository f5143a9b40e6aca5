// `--lang LANG` for every command: the translator of the content folder's locale files, read from
// disk, over the engine's own messages (src/locales/: diagnostics, the command line's words), which
// every game is spoken with; a game's message of the same key is said instead. A content folder
// without locale files speaks the engine's English, so the command line never prints bare keys.
import { diskReader, REPO_ROOT } from "../content/load-dir.js";
import { cached, type CacheSpec } from "../content/disk-cache.js";
import { diskFileMemo } from "../content/disk-file-memo.js";
import type { RawGame } from "../content/raw.js";
import type { SourceFile } from "../content/yaml-source.js";
import { ContentError } from "../diagnostics/diagnostic.js";
import { buildBundle, loadI18n, translate, type I18nBundle, type I18nLoad, type Translator } from "../i18n/index.js";
import { ENGINE_LOCALES } from "./engine-locales.js";
import { fromTranslatorForm, translatorForm } from "./translator-form.js";
import { usage, type ArgLocation } from "./command.js";

/** Folders' whole translations (every string's place, the glossaries: what the i18n commands need). */
const cache = new Map<string, I18nLoad>();
/** Folders' translations for translating only (see TranslatorForm), when the whole ones are not loaded. */
const translators = new Map<string, I18nLoad>();

/** The translation bundle of a content folder (cached); pass an earlier load's raw data to skip re-parsing. */
export function loadBundle(dir: string, already?: { raw?: RawGame | null; sources?: Map<string, SourceFile> }): I18nLoad {
  const hit = cache.get(dir);
  if (hit) return hit;
  return rememberBundle(dir, already?.raw && already.sources ? loadI18n(diskReader(dir), already) : loadTranslations(dir));
}

/** Keeps a folder's loaded translations for the commands after (with the engine's English when it has none). */
export function rememberBundle(dir: string, load: I18nLoad): I18nLoad {
  const kept = withEngineEnglish(load);
  cache.set(dir, kept);
  return kept;
}

/** The same for translations restored in their translating form (TranslatorForm). */
export function rememberTranslator(dir: string, load: I18nLoad): I18nLoad {
  const kept = withEngineEnglish(load);
  translators.set(dir, kept);
  return kept;
}

/** A folder without a source locale has the engine's English messages for its source. */
function withEngineEnglish(load: I18nLoad): I18nLoad {
  if (load.bundle.locales.source) return load;
  const locales = { ...load.bundle.locales, source: engineBundle().locales.source };
  const content = { strings: load.bundle.sources.filter((s) => !s.key.startsWith("msg.")), aliases: load.bundle.aliases, options: load.bundle.options, keys: load.bundle.keys };
  return { bundle: buildBundle(content, locales), diagnostics: load.diagnostics };
}

let engine: I18nLoad | undefined;

/**
 * The engine's own messages (src/locales/) for translating: in their translating form through the
 * disk cache, as a folder's (an empty bundle when the folder is missing).
 */
export function engineBundle(): I18nBundle {
  if (!engine) {
    const names = ENGINE_LOCALES.names();
    const spec: CacheSpec<I18nLoad> = { kind: "translator", key: [ENGINE_LOCALES.dir, "engine", ...names], save: translatorForm, restore: fromTranslatorForm };
    engine = cached({ root: REPO_ROOT }, spec, diskReader(ENGINE_LOCALES.dir), (read) => ENGINE_LOCALES.loadFrom(read) ?? loadI18n(() => null));
  }
  return engine.bundle;
}

/** The engine's own messages in `lang` (English where they have no translation into it). */
export function engineTranslator(lang: string): Translator {
  return translate(engineBundle(), lang);
}

/**
 * The translations of a folder for translating its messages and names: the whole ones when this
 * process loaded them already, else their translating form through the disk cache (a tenth of the
 * time to read back: the command line's start-up).
 */
export function translatorBundle(dir: string): I18nLoad {
  const hit = cache.get(dir) ?? translators.get(dir);
  if (hit) return hit;
  const spec: CacheSpec<I18nLoad> = { kind: "translator", key: [], folder: dir, save: translatorForm, restore: fromTranslatorForm };
  return rememberTranslator(dir, cached({ root: REPO_ROOT }, spec, diskReader(dir), (read) => {
    // A file changed (or a copy's, edited): the files' parses the cache holds for the folder or
    // its original, as the content's load (load-dir.ts loadContentDir) uses them, and with the same
    // test (game.yaml's entry: from an empty cache, nothing is kept).
    const files = diskFileMemo({ root: REPO_ROOT }, dir);
    const memo = files?.get("game.yaml") ? files : undefined;
    const load = loadI18n(read, memo ? { memo } : undefined);
    memo?.save();
    return load;
  }));
}

/**
 * The translations of a content folder read from disk, through the disk cache (their parsed files,
 * `locales.files`, are not kept: the commands that rewrite locale files parse them again).
 */
function loadTranslations(dir: string): I18nLoad {
  const spec: CacheSpec<I18nLoad> = {
    kind: "translations",
    key: [],
    folder: dir,
    save: bundleForCache,
    restore: (saved) => saved as I18nLoad,
  };
  return cached({ root: REPO_ROOT }, spec, diskReader(dir), (read) => loadI18n(read));
}

/** Translations as the disk cache keeps them: without their parsed files. */
export function bundleForCache(l: I18nLoad): I18nLoad {
  return { ...l, bundle: { ...l.bundle, locales: { ...l.bundle.locales, files: new Map() } } };
}

/**
 * Checks that `lang` is a language of the content. When it is not, a locale file that could not
 * be read is the likely reason: its errors are reported (exit 1) rather than "unknown language".
 */
export function requireLanguage(dir: string, lang: string, at: ArgLocation | undefined, translations = false): void {
  checkLanguage(dir, loadBundle(dir), lang, at, translations);
}

function checkLanguage(dir: string, { bundle, diagnostics }: I18nLoad, lang: string, at: ArgLocation | undefined, translations = false): void {
  const known = translations ? [...bundle.translations.keys()] : bundle.languages.map((l) => l.code);
  if (known.includes(lang)) return;
  const broken = diagnostics.filter((d) => d.severity === "error");
  if (broken.length) throw new ContentError(broken, dir);
  // The command line's messages are the engine's (a game may word some its own way).
  const en = translate(bundle, bundle.sourceLanguage, () => engineTranslator(bundle.sourceLanguage));
  const available = known.join(", ");
  // A near miss (`ES`, `esp`): that language. For the translation commands, a language the
  // content does not have yet is most likely one a translator is starting: say how.
  // (Codes are too short for an edit distance: `fr` is not a misspelt `es`.)
  const near = known.find((k) => lang.toLowerCase() === k || lang.toLowerCase().startsWith(`${k}-`) || lang.toLowerCase().startsWith(`${k}_`) || (lang.length === 3 && lang.toLowerCase().startsWith(k)));
  const hint: { text: string; key: string; args: Record<string, string> } | undefined = near && near !== lang
    ? { text: en.t("cli.hint.did_you_mean", { suggestion: near }), key: "cli.hint.did_you_mean", args: { suggestion: near } }
    : translations
      ? { text: en.t("cli.hint.start_language", { lang, skeleton: startSkeleton(lang) }), key: "cli.hint.start_language", args: { lang, skeleton: startSkeleton(lang) } }
      : undefined;
  throw usage("CW904", en.t("cli.unknown_language", { lang, available }), "cli.unknown_language", { lang, available }, at, hint);
}

/** The keys a new locale file starts with (YAML, the same in every language; `{}` cannot be written in a message). */
const startSkeleton = (lang: string) => `\`language: ${lang}\`, \`name:\`, \`strings: {}\``;

/** The translator for `--lang` (default en); bad usage when the content has no such language. */
export function translatorFor(args: { values: { lang?: string | undefined }; at(option: "lang", value?: string): ArgLocation | undefined }, dir: string, already?: { raw?: RawGame | null; sources?: Map<string, SourceFile> }): Translator {
  const lang = args.values.lang ?? "en";
  if (already?.raw && already.sources) loadBundle(dir, already);
  const load = translatorBundle(dir);
  checkLanguage(dir, load, lang, args.at("lang", lang));
  // Under the game's messages, the engine's own (loaded when first needed).
  return translate(load.bundle, lang, () => engineTranslator(lang));
}
