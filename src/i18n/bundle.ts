// Everything translation needs, in one value: the English source strings (content names and texts,
// and the messages of en.yaml) and the translations, by language. Built from parsed files only.
import { loadRaw, type ReadFile } from "../content/load.js";
import type { FileMemo, RawGame } from "../content/raw.js";
import type { SourceFile } from "../content/yaml-source.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { loadLocales, type Locales, type TranslationFile } from "./locales.js";
import { contentSources, namePrefixes, termSources, type CodeKeyUse, type ContentSources, type Location, type SourceString } from "./sources.js";

export interface Language {
  code: string;
  /** The language's own name (Español …). */
  name: string;
  /** The locale file; null for a language that only exists as the source. */
  file: string | null;
}

export interface I18nBundle {
  /** The source language (en). */
  sourceLanguage: string;
  /** The source and every translation, source first. */
  languages: Language[];
  /** Every English source string, content first, then messages (msg.*). */
  sources: SourceString[];
  byKey: Map<string, SourceString>;
  /** Keys whose English is another key's (effect.x.name → card.x.name). */
  aliases: Record<string, string>;
  translations: Map<string, TranslationFile>;
  /** Labels of `choose` options in the content (their English is msg.option.<label>). */
  options: { label: string; at: Location }[];
  /** Message keys the content's code names with a literal (their English is msg.<key>), each at its first literal: see contentSources. */
  keys: { key: string; at: Location }[];
  locales: Locales;
  /** Key prefixes of the game's names of spaces and groups (its words: country., region. …). */
  namePrefixes: string[];
}

export function buildBundle(content: ContentSources, locales: Locales, prefixes: string[] = []): I18nBundle {
  const sources = [...content.strings];
  for (const [key, m] of locales.source?.messages ?? []) sources.push({ key: `msg.${key}`, text: m.text, at: m.at });
  const sourceLanguage = locales.source?.language ?? "en";
  return {
    sourceLanguage,
    languages: [
      { code: sourceLanguage, name: locales.source?.name ?? "English", file: locales.source?.file ?? null },
      ...locales.translations.map((t) => ({ code: t.language, name: t.name, file: t.file })),
    ],
    sources,
    byKey: new Map(sources.map((s) => [s.key, s])),
    aliases: content.aliases,
    translations: new Map(locales.translations.map((t) => [t.language, t])),
    options: content.options,
    keys: content.keys,
    locales,
    namePrefixes: prefixes,
  };
}

export interface I18nLoad {
  bundle: I18nBundle;
  /** Problems of the locale files themselves (YAML, schema, CW601). */
  diagnostics: Diagnostic[];
}

/**
 * Loads the bundle of a content folder through `read` (disk for the CLI, memory for the editor).
 * Pass `raw` and `sources` from an earlier loadContent to avoid parsing the content twice, and its
 * `messageKeys` (the literal message keys its check of the code found: without them, none is known).
 */
export function loadI18n(read: ReadFile, already?: { raw?: RawGame | null; sources?: Map<string, SourceFile>; memo?: FileMemo; keys?: readonly CodeKeyUse[] }): I18nLoad {
  let raw = already?.raw ?? null;
  let files = already?.sources;
  if (!raw || !files) {
    // (With a memo, the content files' parses it holds too: an edited folder's unedited files are not parsed again.)
    const r = loadRaw(read, ".", already?.memo);
    // (A game with items left out of its checks still has its words: a message naming one uses them.)
    raw = r.raw ?? r.partial ?? null;
    files = r.sources;
  }
  const game = files.get("game.yaml");
  const empty: Locales = { source: null, translations: [], files: new Map(), diagnostics: [] };
  const locales = game ? loadLocales(read, game, already?.memo) : empty;
  const content = raw && game ? contentSources(raw, game, already?.keys) : game ? termSources(game) : { strings: [], aliases: {}, options: [], keys: [] };
  const p = raw ? namePrefixes(raw.manifest.data) : null;
  return { bundle: buildBundle(content, locales, p ? [p.space, p.group] : []), diagnostics: locales.diagnostics };
}
