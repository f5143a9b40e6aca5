// `--lang LANG` for every command: the translator of the content folder's locale files, read from
// disk. A content folder without locale files borrows the English messages of the default content,
// so the command line never prints bare message keys.
import { DEFAULT_CONTENT_DIR, diskReader } from "../content/load-dir.js";
import type { RawGame } from "../content/compose.js";
import type { SourceFile } from "../content/yaml-source.js";
import { buildBundle, loadI18n, translate, type I18nLoad, type Translator } from "../i18n/index.js";
import { UsageError, type ParsedArgs } from "./args.js";

const cache = new Map<string, I18nLoad>();

/** The translation bundle of a content folder (cached); pass an earlier load's raw data to skip re-parsing. */
export function loadBundle(dir: string, already?: { raw?: RawGame | null; sources?: Map<string, SourceFile> }): I18nLoad {
  const hit = cache.get(dir);
  if (hit) return hit;
  const load = loadI18n(diskReader(dir), already);
  if (!load.bundle.locales.source && dir !== DEFAULT_CONTENT_DIR) {
    const fallback = loadBundle(DEFAULT_CONTENT_DIR).bundle;
    const locales = { ...load.bundle.locales, source: fallback.locales.source };
    const content = { strings: load.bundle.sources.filter((s) => !s.key.startsWith("msg.")), aliases: load.bundle.aliases, options: load.bundle.options };
    const merged: I18nLoad = { bundle: buildBundle(content, locales), diagnostics: load.diagnostics };
    cache.set(dir, merged);
    return merged;
  }
  cache.set(dir, load);
  return load;
}

/** The language `--lang` asks for (default en); bad usage when the content has no such language. */
export function langFlag(args: ParsedArgs): string {
  return args.flags.get("lang")?.at(-1) ?? "en";
}

export function translatorFor(args: ParsedArgs, dir: string, already?: { raw?: RawGame | null; sources?: Map<string, SourceFile> }): Translator {
  const lang = langFlag(args);
  const { bundle } = loadBundle(dir, already);
  if (!bundle.languages.some((l) => l.code === lang)) {
    const en = translate(bundle, bundle.sourceLanguage);
    throw new UsageError(en.t("cli.unknown_language", { lang, available: bundle.languages.map((l) => l.code).join(", ") }));
  }
  return translate(bundle, lang);
}
