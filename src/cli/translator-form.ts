// A folder's translations as the disk cache keeps them for translating only (the command line's
// translators, `cardwright validate`'s entry): each string's key and text, and a translation's
// source hash, joined into one string per list. The disk cache reads that back in well under a
// millisecond where the bundle's objects (every string's place, the glossaries) took tens; and a
// translation's entries are split into their Map only when its language is asked for. What
// translating does not read is left out: places (restored as NOWHERE), glossaries, parsed files.
// (Names' genders are kept: a message chooses its words on them.)
// Built back by buildBundle, the one place a bundle is made.
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { placeAt } from "./locale-places.js";
import { buildBundle, type ContentSources, type I18nBundle, type I18nLoad, type Location, type SourceLocale, type TranslationEntry, type TranslationFile } from "../i18n/index.js";

export interface TranslatorForm {
  /** The content's strings (the bundle's sources before the messages): key, text, key, text … */
  strings: string;
  aliases: Record<string, string>;
  options: I18nBundle["options"];
  keys: I18nBundle["keys"];
  namePrefixes: string[];
  /** The source locale; its messages: key, text … */
  source: { language: string; name: string; file: string; messages: string } | null;
  /** Each translation; its entries: key, text, source hash ("" for none) …; its names' genders: key, gender … (absent: none). */
  translations: { language: string; name: string; file: string; entries: string; genders?: string }[];
  localeDiagnostics: Diagnostic[];
  diagnostics: Diagnostic[];
}

/** Between the strings of a list. YAML can write it ("\0"): a text holding it is not cached. */
const SEP = "\u0000";

function joined(xs: string[]): string {
  // (A loop, not a callback each: a translation's 3,300 strings.)
  for (const x of xs) if (x.includes(SEP)) throw new Error("a text holds U+0000: not cached");
  return xs.join(SEP);
}

function split(s: string): string[] {
  return s === "" ? [] : s.split(SEP);
}

/** Where a string restored from its translating form is said to be: its place is not kept. */
export const NOWHERE: Location = { file: "", start: { line: 0, column: 0 }, end: { line: 0, column: 0 } };

export function translatorForm({ bundle, diagnostics }: I18nLoad): TranslatorForm {
  const { locales } = bundle;
  return {
    ...contentForm(bundle),
    source: locales.source && { language: locales.source.language, name: locales.source.name, file: locales.source.file, messages: joined([...locales.source.messages].flatMap(([k, m]) => [k, m.text])) },
    translations: locales.translations.map(translationForm),
    localeDiagnostics: locales.diagnostics,
    diagnostics,
  };
}

/** The content's part of a form (its English strings, aliases, options and name prefixes), from a bundle. */
export function contentForm(bundle: I18nBundle): Pick<TranslatorForm, "strings" | "aliases" | "options" | "keys" | "namePrefixes"> {
  const content = bundle.sources.slice(0, bundle.sources.length - (bundle.locales.source?.messages.size ?? 0));
  return {
    strings: joined(content.flatMap((s) => [s.key, s.text])),
    aliases: bundle.aliases,
    // Their places are not kept either (reading one parses its file again, see locationAt).
    options: bundle.options.map((o) => ({ label: o.label, at: NOWHERE })),
    keys: bundle.keys.map((k) => ({ key: k.key, at: NOWHERE })),
    namePrefixes: bundle.namePrefixes,
  };
}

/** One translation in its translating form. */
export function translationForm(t: TranslationFile): TranslatorForm["translations"][number] {
  const xs: string[] = [];
  for (const e of t.entries.values()) xs.push(e.key, e.text, e.source ?? "");
  return { language: t.language, name: t.name, file: t.file, entries: joined(xs), ...(t.genders?.size ? { genders: joined([...t.genders].flat()) } : {}) };
}

/** The content's part of a form: its English strings (their places not kept: NOWHERE, whose file is ""), aliases, options and name prefixes. */
export function formContent(f: TranslatorForm): { content: ContentSources; namePrefixes: string[] } {
  const s = split(f.strings);
  const strings = [];
  for (let i = 0; i < s.length; i += 2) strings.push({ key: s[i]!, text: s[i + 1]!, at: NOWHERE });
  return { content: { strings, aliases: f.aliases, options: f.options, keys: f.keys }, namePrefixes: f.namePrefixes };
}

/**
 * The locale files' part of a form: the source locale and each translation as loadLocales makes
 * them, without places (NOWHERE) or glossaries; a translation's entries are split into their Map
 * only when asked for. `placesOf`: a translation file's entries' places (locale-places.ts), put
 * back when they fit its entries.
 */
export function formLocales(f: TranslatorForm, placesOf?: (file: string) => Int32Array | undefined): { source: SourceLocale | null; translations: TranslationFile[] } {
  let source = null;
  if (f.source) {
    const m = split(f.source.messages);
    const messages = new Map<string, { text: string; at: Location }>();
    for (let i = 0; i < m.length; i += 2) messages.set(m[i]!, { text: m[i + 1]!, at: NOWHERE });
    source = { language: f.source.language, name: f.source.name, file: f.source.file, messages };
  }
  const translations = f.translations.map(({ language, name, file, entries, genders }): TranslationFile => {
    let map: Map<string, TranslationEntry> | null = null;
    // (The places fit when there are four numbers for each entry: three fields each.)
    let places: Int32Array | null | undefined;
    let lookups = 0;
    const placesFor = (fields: number) => {
      if (places === undefined) {
        const given = placesOf?.(file);
        places = given?.length === (fields / 3) * 4 ? given : null;
      }
      return places;
    };
    const g = genders ? split(genders) : [];
    return {
      language, name, file,
      ...(g.length ? { genders: new Map(g.flatMap((x, i) => (i % 2 ? [] : [[x, g[i + 1]!] as [string, string]]))) } : {}),
      get entries() {
        if (!map) {
          const e = split(entries);
          map = new Map();
          const at = placesFor(e.length);
          for (let i = 0; i < e.length; i += 3) map.set(e[i]!, new FormEntry(e[i]!, e[i + 1]!, e[i + 2] || null, file, at, i / 3));
        }
        return map;
      },
      entry(key) {
        // (Each look-up reads the whole text: past a few, the entries are split once.)
        if (map || ++lookups > 8) return this.entries.get(key);
        const found = entryIn(entries, key);
        return found && new FormEntry(key, found.text, found.source || null, file, placesFor(found.fields), found.n);
      },
    };
  });
  return { source, translations };
}

/**
 * The entry of `key` in a translation's joined entries (key, text, source, …), the last one as a
 * Map of them keeps it, without splitting them: its text, source, number `n`, and how many fields
 * the entries have.
 */
function entryIn(entries: string, key: string): { text: string; source: string; n: number; fields: number } | undefined {
  if (entries === "") return undefined;
  // Where each field starts (a text never holds SEP: see joined).
  const starts = [0];
  for (let i = entries.indexOf(SEP); i !== -1; i = entries.indexOf(SEP, i + 1)) starts.push(i + 1);
  for (let f = Math.floor((starts.length - 1) / 3) * 3; f >= 0; f -= 3) {
    const at = starts[f]!;
    if (starts[f + 1] === at + key.length + 1 && entries.startsWith(key, at)) {
      const end = (k: number) => (k + 1 < starts.length ? starts[k + 1]! - 1 : entries.length);
      return { text: entries.slice(starts[f + 1]!, end(f + 1)), source: f + 2 < starts.length ? entries.slice(starts[f + 2]!, end(f + 2)) : "", n: f / 3, fields: starts.length };
    }
  }
  return undefined;
}

/**
 * A translation's entry restored from its form: its place is made only when asked for (a check
 * reads the places of the few entries it reports, not of every entry).
 */
class FormEntry implements TranslationEntry {
  constructor(
    readonly key: string,
    readonly text: string,
    readonly source: string | null,
    private readonly file: string,
    private readonly places: Int32Array | null,
    private readonly n: number,
  ) {}
  get at(): Location {
    return this.places ? placeAt(this.file, this.places, this.n) : NOWHERE;
  }
}

export function fromTranslatorForm(saved: unknown): I18nLoad {
  const f = saved as TranslatorForm;
  if (typeof f?.strings !== "string" || !Array.isArray(f.translations)) throw new Error("not a translator form");
  const { content, namePrefixes } = formContent(f);
  const locales = { ...formLocales(f), files: new Map(), diagnostics: f.localeDiagnostics };
  return { bundle: buildBundle(content, locales, namePrefixes), diagnostics: f.diagnostics };
}
