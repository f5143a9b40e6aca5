// Locale files: the source locale (en.yaml: the English template of every message) and one
// translation file per language (es.yaml …: translated strings with the hash of the English text
// they translate). Which files exist is listed under `locales:` in game.yaml, so the editor, which
// has no directory listing, finds them through the same ReadFile as every other content file.
import type { ReadFile } from "../content/open-file.js";
import { remembering, type FileMemo } from "../content/file-memo.js";
import { validateAgainstSchema } from "../content/schemas.js";
import { keyLocationAt, keyPlacesInLayout, locationAt, rangeAt, type SourceFile } from "../content/yaml-source.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import type { LocaleFile } from "../generated/content-types.js";
import type { Manifest as GameManifest } from "../content/raw.js";
import type { Location } from "./sources.js";

export interface MessageSource {
  text: string;
  at: Location;
}

export interface SourceLocale {
  language: string;
  name: string;
  file: string;
  /** English templates by message key (without the `msg.` prefix). */
  messages: Map<string, MessageSource>;
}

export interface TranslationEntry {
  key: string;
  text: string;
  /** Hash of the English text this translates; null when the entry was never stamped. */
  source: string | null;
  /** Where the entry is (its key). */
  at: Location;
}

/** An official term of the language's printed edition (the `glossary:` of a translation file). */
export interface GlossaryEntry {
  term: string;
  official: string;
  source: string;
  /** Wrong variants: a translated string using one of them is flagged (CW607). */
  avoid: string[];
  note?: string;
  /** Where the entry is. */
  at: Location;
}

export interface TranslationFile {
  language: string;
  name: string;
  file: string;
  entries: Map<string, TranslationEntry>;
  /**
   * Optional: `entries.get(key)`, found without making every entry (a translation restored from
   * its translating form, whose entries are one text until asked for: a check of a few keys reads a few).
   */
  entry?(key: string): TranslationEntry | undefined;
  /** The official terms of the language's edition (absent: none given). */
  glossary?: GlossaryEntry[];
  /** The grammatical gender of the names whose entry gives one (`gender:`), by key; absent: none. */
  genders?: Map<string, string>;
}

export interface Locales {
  source: SourceLocale | null;
  translations: TranslationFile[];
  /** Parsed locale files by path (for editors and the stamp command). */
  files: Map<string, SourceFile>;
  diagnostics: Diagnostic[];
}

/** Locale files an earlier load made, known to be unchanged since and to have had no problems (see loadLocales). */
export interface KeptLocales {
  source?: SourceLocale;
  /** By path. */
  translations?: Map<string, TranslationFile>;
}

/**
 * Reads, parses and validates the locale files that game.yaml lists. `memo`: the locale files of
 * an earlier load, reused when their text is the same (file-memo.ts). `kept`: files taken as they
 * are, not read (a translation whose language another file gave before it is read, to place that
 * problem); `files` then has only the files read.
 */
export function loadLocales(read: ReadFile, game: SourceFile, memo?: FileMemo, kept?: KeptLocales): Locales {
  const files = remembering(read, ".", memo);
  const out: Locales = { source: null, translations: [], files: new Map(), diagnostics: [] };
  const manifest = game.data as GameManifest | null;
  if (!manifest?.locales) return out;
  const open = (path: string, at: (string | number)[], isSource = false): { data: LocaleFile; source: SourceFile } | null => {
    const opened = files.open(path, { source: game, at });
    if (opened.source) out.files.set(path, opened.source);
    out.diagnostics.push(...opened.diagnostics);
    if (!opened.source || opened.data === null) return null;
    let data = opened.data as LocaleFile;
    // English written as a translation is (`strings:`, the form a designer sees in every shipped
    // translation): one error saying where messages go, rather than "must be object" at each
    // message and a source with no messages, whose every key the translations then miss.
    if (isSource && data && typeof data === "object" && data.strings !== undefined && data.messages === undefined) {
      const { start, end } = keyLocationAt(opened.source, [], "strings");
      out.diagnostics.push({ code: "CW601", severity: "error", message: "the English source lists its messages under `messages:` (`key: \"text\"`), not `strings:`, which is a translation's", file: opened.source.path, start, end, key: "diag.locale_source_messages", args: {} });
      const { strings: _strings, ...rest } = data;
      data = { ...rest, messages: {} };
    }
    const problems = files.check("locale", "", data, opened.source, () => validateAgainstSchema("locale", data, opened.source!));
    out.diagnostics.push(...problems);
    return problems.length ? null : { data, source: opened.source };
  };
  const problem = (source: SourceFile, path: (string | number)[], key: string, args: Record<string, string>, message: string) =>
    out.diagnostics.push({ code: "CW601", severity: "error", message, file: source.path, ...rangeAt(source, path), key, args });

  const keptSource = kept?.source?.file === manifest.locales.source ? kept.source : null;
  const src = keptSource ? null : open(manifest.locales.source, ["locales", "source"], true);
  if (keptSource) out.source = keptSource;
  else if (src) {
    if (src.data.strings) problem(src.source, ["strings"], "diag.locale_source_strings", {}, "the source locale holds English messages only: its names and texts come from the content (remove `strings:`)");
    if (src.data.glossary) problem(src.source, ["glossary"], "diag.locale_source_glossary", {}, "a glossary belongs to a translation: the official terms of that language's edition (remove `glossary:`)");
    const messages = new Map<string, MessageSource>();
    for (const [key, text] of Object.entries(src.data.messages ?? {})) {
      if (typeof text === "string") messages.set(key, { text, at: keyLocationAt(src.source, ["messages"], key) });
    }
    out.source = { language: src.data.language, name: src.data.name, file: src.source.path, messages };
  }
  const seen = new Map<string, string>();
  if (out.source) seen.set(out.source.language, out.source.file);
  (manifest.locales.translations ?? []).forEach((path, i) => {
    const same = kept?.translations?.get(path);
    if (same && !seen.has(same.language)) {
      seen.set(same.language, path);
      out.translations.push(same);
      return;
    }
    const t = open(path, ["locales", "translations", i]);
    if (!t) return;
    if (t.data.messages) problem(t.source, ["messages"], "diag.locale_translation_messages", {}, "a translation holds `strings:` (msg.<key> for messages), not `messages:`");
    const other = seen.get(t.data.language);
    if (other) problem(t.source, ["language"], "diag.locale_duplicate", { language: t.data.language, other }, `language \`${t.data.language}\` is already given by ${other}`);
    seen.set(t.data.language, t.source.path);
    const keys: string[] = [];
    const values: NonNullable<NonNullable<LocaleFile["strings"]>[string]>[] = [];
    for (const [key, e] of Object.entries(t.data.strings ?? {})) {
      if (!e) continue;
      keys.push(key);
      values.push(e);
    }
    // A file restored from the disk cache: every entry's place at once from its layout (a lazy
    // place each, made and read, cost more than the check of a locale file's edit itself).
    const places = keyPlacesInLayout(t.source, ["strings"], keys, keys.length);
    const entries = new Map<string, TranslationEntry>();
    const genders = new Map<string, string>();
    const file = t.source.path;
    for (let n = 0; n < keys.length; n++) {
      const key = keys[n]!;
      const e = values[n]!;
      const i = n * 4;
      const at = places ? { file, start: { line: places[i]!, column: places[i + 1]! }, end: { line: places[i + 2]!, column: places[i + 3]! } } : keyLocationAt(t.source, ["strings"], key);
      entries.set(key, { key, text: e.text, source: e.source ?? null, at });
      if (e.gender === undefined) continue;
      // A gender is a name's or a term's (what a placeholder shows: {c, country}, {k, term}, the
      // engine's own words msg.term.<kind> among them): on another string nothing would read it.
      if (key.endsWith(".name") || key.startsWith("term.") || key.startsWith("msg.term.")) genders.set(key, e.gender);
      else problem(t.source, ["strings", key, "gender"], "diag.locale_gender_not_name", { key }, `\`${key}\` is not a name: only a name's or a term's entry (a key ending in .name, or term.<kind>) has a grammatical gender`);
    }
    const glossary = (t.data.glossary ?? []).map((g, j) => ({ term: g.term, official: g.official, source: g.source, avoid: g.avoid ?? [], ...(g.note ? { note: g.note } : {}), at: locationAt(t.source, ["glossary", j]) }));
    const translation: TranslationFile = { language: t.data.language, name: t.data.name, file, entries, glossary, ...(genders.size ? { genders } : {}) };
    if (places) placesOf.set(translation, places);
    out.translations.push(translation);
  });
  return out;
}

/** The places of each translation loaded here from a file restored from the disk cache (entryPlaces). */
const placesOf = new WeakMap<TranslationFile, Int32Array>();

/**
 * The places of a translation's entries, in their order (four numbers each: start line and column,
 * end line and column of the key, as each entry's `at` gives them), when its file was restored from
 * the disk cache (found at once from its layout); null otherwise (read from each entry's `at`).
 */
export function entryPlaces(t: TranslationFile): Int32Array | null {
  return placesOf.get(t) ?? null;
}
