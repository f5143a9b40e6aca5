// validate's check of a folder's translations (src/i18n: each language's missing, outdated and
// malformed strings, the locale files' own problems), and the same check made again when only
// locale files changed since the last report. The content's part of the report is a function of
// the files the content's load read, none of which changed; so only the translations are checked
// again: the edited locale files opened through the disk file memo (only their edited part is
// parsed), the content's English strings and the other locale files taken from the report's
// translating form, and the parts of the last check whose files did not change kept as they were
// (the English templates' problems when the source locale is the same, each language whose file is
// the same: its status is a function of the English strings and of its file; in a file whose keys
// are the same, each string whose entry is the same, placed where its entry now is). And the same when
// only content files changed (contentEdited): the locale files are not read back, their strings
// come from the form and their places from the report's list of them (locale-places.ts).
import { diskMap, type DiskFileMemo } from "../../content/disk-file-memo.js";
import { cacheEnabled, digest, type RecordingReadFile } from "../../content/disk-cache.js";
import { REPO_ROOT } from "../../content/load-dir.js";
import { remembering } from "../../content/file-memo.js";
import type { ReadFile } from "../../content/open-file.js";
import { dataFiles, type DataFiles } from "../../content/same-data.js";
import type { Diagnostic } from "../../diagnostics/diagnostic.js";
import { buildBundle, contentSources, glossaryDiagnostics, loadLocales, sourceDiagnostics, statusDiagnostics, translationStatus, type I18nLoad, type KeptLocales } from "../../i18n/index.js";
import { namePrefixes, type CodeKeyUse } from "../../i18n/sources.js";
import { engineBundle } from "../i18n-option.js";
import type { RawGame } from "../../content/raw.js";
import type { SourceFile } from "../../content/yaml-source.js";
import { sameTexts } from "../../content/load.js";
import { localePlaces, type LocalePlaces } from "../locale-places.js";
import { editedEntries, entriesPatchedLanguage, glossaryRenamed, patchedLanguage, type LanguageCounts } from "./translations-patch.js";
import type { LanguageStatus } from "../../i18n/status.js";
import { contentForm, formContent, formLocales, translationForm, translatorForm, type TranslatorForm } from "../translator-form.js";

/** How the last check in this process was made (tests read it): from the content's new English and the form (contentEdited), or not. */
export let lastContentEdited = false;
/** Whether that check kept the last one whole (the content's English the same). */
export let lastTranslationsKept = false;
/** How many English keys' status that check worked out again, the rest kept (translations-patch.ts); null when it worked out every one. */
export let lastPatchedKeys: number | null = null;
/** How many languages the last check patched for their edited entries alone (a locale file's entries edited, localesEdited). */
export let lastEntriesPatched = 0;

export interface TranslationCheck {
  /** The locale files' own problems (`loadCount`), the English templates' and options' (`sourceCount`), then each language's. */
  diagnostics: Diagnostic[];
  loadCount: number;
  sourceCount: number;
  /** Each language's counts, and how many of `diagnostics` are its own (`count`). */
  languages: (Pick<LanguageStatus, "language" | "upToDate" | "total" | "missing" | "outdated"> & { count: number })[];
}

/**
 * What a check may keep of the last one: its English templates' part, the parts of these
 * languages, and (`glossaries`) each other language's glossary warnings (CW607: a function of its
 * file alone, whose glossary the form does not keep).
 */
interface Kept {
  last: TranslationCheck;
  source: boolean;
  languages: Set<string>;
  glossaries?: boolean;
  /** Every language's part as it was but for these English keys', worked out again (translations-patch.ts). */
  keys?: ReadonlySet<string>;
  /** These languages' parts as they were but for their glossary warnings, worked out again (their files' entries, and their places, the same). */
  glossaryOnly?: ReadonlySet<string>;
  /** Of those, the glossary each file had when the last check was made (as parsed), where known: its warnings renamed when its variants are the same (glossaryRenamed). */
  glossariesBefore?: ReadonlyMap<string, unknown>;
  /**
   * By language, the entries of its file that were edited: their status worked out again, and its
   * glossary warnings (the file's keys the same; `moved`: their places not; `sameGlossary`: its
   * glossary as it was, so only the edited entries' glossary warnings are worked out again).
   */
  entriesEdited?: ReadonlyMap<string, { keys: ReadonlySet<string>; moved: boolean; sameGlossary?: boolean }>;
}

/**
 * What the checks of a folder's templates found, kept on disk: each translated template's by its
 * text and its English (translationStatus), each English template's parse by its text
 * (sourceDiagnostics); `save()` writes them.
 */
export interface TemplateMemos {
  translated: Map<string, string | null>;
  english: Map<string, string[] | string>;
  save(): void;
}

export function templateMemos(dir: string): TemplateMemos | undefined {
  if (!cacheEnabled()) return undefined;
  // Each read from disk when first asked for, and saved only then: a check that keeps the English
  // templates' part and works out no template's status again (a card's name edited) reads neither.
  let translated: ReturnType<typeof diskMap<string | null>>;
  let english: ReturnType<typeof diskMap<string[] | string>>;
  const translatedMemo = () => (translated ??= diskMap({ root: REPO_ROOT }, dir, "templates", (v): v is string | null => v === null || typeof v === "string"))!;
  const englishMemo = () => (english ??= diskMap({ root: REPO_ROOT }, dir, "english-templates", (v): v is string[] | string => typeof v === "string" || (Array.isArray(v) && v.every((t) => typeof t === "string"))))!;
  return {
    get translated() {
      return translatedMemo().map;
    },
    get english() {
      return englishMemo().map;
    },
    save() {
      translated?.save();
      english?.save();
    },
  };
}

export function translationCheck({ bundle, diagnostics }: I18nLoad, memos?: TemplateMemos, kept?: Kept): TranslationCheck {
  lastEntriesPatched = 0;
  // Where each part of the last check is in its diagnostics.
  const last = kept?.last;
  const parts = new Map<string, Diagnostic[]>();
  if (last) {
    let at = last.loadCount;
    parts.set("", last.diagnostics.slice(at, (at += last.sourceCount)));
    for (const l of last.languages) parts.set(`:${l.language}`, last.diagnostics.slice(at, (at += l.count)));
  }
  const source = kept?.source ? parts.get("")! : sourceDiagnostics(bundle, memos?.english, engineHas);
  const codes = [...bundle.translations.keys()];
  const out: TranslationCheck = { diagnostics: [...diagnostics, ...source], loadCount: diagnostics.length, sourceCount: source.length, languages: [] };
  if (kept?.keys) {
    const order = new Map(bundle.sources.map((s, i) => [s.key, i]));
    // (Only a message's template is checked: the memo is not read for content strings.)
    const templates = [...kept.keys].some((k) => k.startsWith("msg.")) ? memos?.translated : undefined;
    for (const code of codes) {
      const was = last!.languages.find((l) => l.language === code);
      const part = was && patchedLanguage(bundle, was, parts.get(`:${code}`)!, kept.keys, order, templates);
      if (!part) {
        lastPatchedKeys = null;
        return translationCheck({ bundle, diagnostics }, memos, { ...kept, keys: undefined });
      }
      out.diagnostics.push(...part.diagnostics);
      out.languages.push({ ...part.counts, count: part.diagnostics.length });
    }
    return out;
  }
  // Languages whose file's entries were edited: those entries' status worked out again (else, when
  // the patch cannot be made, the language's whole status).
  const patched = new Map<string, { counts: LanguageCounts; diagnostics: Diagnostic[] }>();
  if (kept?.entriesEdited?.size) {
    const order = new Map(bundle.sources.map((s, i) => [s.key, i]));
    for (const [code, { keys, moved, sameGlossary }] of kept.entriesEdited) {
      const was = last!.languages.find((l) => l.language === code);
      // (Only a message's template is checked: the memo is not read for content strings.)
      const templates = [...keys].some((k) => k.startsWith("msg.")) ? memos?.translated : undefined;
      const part = was && entriesPatchedLanguage(bundle, was, parts.get(`:${code}`)!, keys, order, moved, templates, sameGlossary);
      if (part) patched.set(code, part);
    }
    lastEntriesPatched = patched.size;
  }
  const again = codes.filter((c) => !kept?.languages.has(c) && !kept?.glossaryOnly?.has(c) && !patched.has(c));
  // (The template memo is read from disk only when a status is worked out.)
  const statuses = new Map(again.length ? translationStatus(bundle, again, memos?.translated).map((st) => [st.language, st]) : []);
  for (const code of codes) {
    const part = patched.get(code);
    if (part) {
      out.diagnostics.push(...part.diagnostics);
      out.languages.push({ ...part.counts, count: part.diagnostics.length });
      continue;
    }
    if (kept?.glossaryOnly?.has(code)) {
      // (The status's own warnings, then the glossary's: as statusDiagnostics puts them.)
      const part = parts.get(`:${code}`)!;
      const renamed = kept.glossariesBefore?.has(code) ? glossaryRenamed(bundle, code, part.filter((d) => d.code === "CW607"), kept.glossariesBefore.get(code)) : null;
      const own = [...part.filter((d) => d.code !== "CW607"), ...(renamed ?? glossaryDiagnostics(bundle, code))];
      out.diagnostics.push(...own);
      out.languages.push({ ...last!.languages.find((l) => l.language === code)!, count: own.length });
      continue;
    }
    const st = statuses.get(code);
    const own = st ? statusDiagnostics([st], bundle.locales.files) : parts.get(`:${code}`)!;
    // (After the status's own warnings, as statusDiagnostics puts a glossary's.)
    if (st && kept?.glossaries) own.push(...parts.get(`:${code}`)!.filter((d) => d.code === "CW607"));
    const counts = st ? { language: st.language, upToDate: st.upToDate, total: st.total, missing: st.missing, outdated: st.outdated } : last!.languages.find((l) => l.language === code)!;
    out.diagnostics.push(...own);
    out.languages.push({ ...counts, count: own.length });
  }
  return out;
}

/** What validate's report keeps of the translations: their check, their translating form, the places of the translated strings, and the files that opened without problems (same-data.ts). */
export interface TranslationsPart {
  check: TranslationCheck | null;
  form: TranslatorForm | null;
  places: LocalePlaces | null;
  files: DataFiles;
}

/**
 * The translations' part of a report again after the locale files `changed` (the content's files
 * did not); null when it cannot be made this way and the whole folder is checked again: the last
 * load of the locale files had problems, the locale files now list other languages, or the check
 * needs a place in the content (a string missing in a translation is reported where its English
 * is, and the form keeps no places). `memo`: the folder's disk file memo, saved here. `seen`:
 * the edited files' data the last check was made from, where known (their glossaries compared).
 */
export function localesEdited(read: ReadFile, memo: DiskFileMemo, changed: string[], was: TranslationsPart, memos?: TemplateMemos, seen?: ReadonlyMap<string, unknown>): TranslationsPart | null {
  const form = was.form;
  const last = was.check;
  if (!form || !last || form.diagnostics.length || typeof last.sourceCount !== "number") return null;
  const game = remembering(read, ".", memo).open("game.yaml");
  if (!game.source || game.data === null || game.diagnostics.length) return null;
  // The unchanged locale files as the form has them (no places, no glossaries: their parts of the
  // check are kept, not made again); all of them read again when the English messages changed.
  const sourceChanged = !form.source || changed.includes(form.source.file);
  const before = formLocales(form);
  const kept: KeptLocales | undefined = sourceChanged ? undefined : { source: before.source!, translations: new Map(before.translations.filter((t) => !changed.includes(t.file)).map((t) => [t.file, t])) };
  const locales = loadLocales(read, game.source, memo, kept);
  if (!locales.source) return null;
  const sameLanguages = locales.translations.length === form.translations.length && locales.translations.every((t, i) => t.language === form.translations[i]!.language && t.file === form.translations[i]!.file);
  if (kept && !sameLanguages) return null;
  const keptLanguages = new Set(kept ? locales.translations.filter((t) => kept.translations!.get(t.file) === t).map((t) => t.language) : []);
  const { content, namePrefixes } = formContent(form);
  const i18n: I18nLoad = { bundle: buildBundle(content, locales, namePrefixes), diagnostics: locales.diagnostics };
  const translations = kept ? locales.translations.map((t, i) => (keptLanguages.has(t.language) ? form.translations[i]! : translationForm(t))) : null;
  // The places of the files read here are theirs; a kept file's are as they were.
  const fresh = localePlaces(locales.translations.filter((t) => !keptLanguages.has(t.language)));
  // A file read here whose entries and their places are as they were (a glossary's term edited):
  // its strings' status is the same, only its glossary warnings are worked out again. One whose
  // keys are as they were, some entries' text or source edited (a translator's edit) or their
  // places moved (a line added): only those entries' status is worked out again (the English is
  // the same), the others' warnings placed again.
  const glossaryOnly = new Set<string>();
  const glossariesBefore = new Map<string, unknown>();
  const entriesEdited = new Map<string, { keys: Set<string>; moved: boolean; sameGlossary: boolean }>();
  if (translations) {
    for (const [i, t] of locales.translations.entries()) {
      const now = fresh.find(([file]) => file === t.file)?.[1];
      const then = was.places?.find(([file]) => file === t.file)?.[1];
      if (keptLanguages.has(t.language) || !now) continue;
      const entries = translations[i]!.entries;
      const moved = !then || !sameNumbers(now, then);
      if (entries === form.translations[i]!.entries && !moved) {
        glossaryOnly.add(t.language);
        const data = seen?.get(t.file);
        if (data && typeof data === "object") glossariesBefore.set(t.language, (data as { glossary?: unknown }).glossary);
      }
      else {
        const keys = editedEntries(form.translations[i]!.entries, entries);
        if (keys) entriesEdited.set(t.language, { keys, moved, sameGlossary: sameGlossary(seen?.get(t.file), memo.get(t.file)?.opened.data) });
      }
    }
  }
  const check = translationCheck(i18n, memos, { last, source: !sourceChanged, languages: keptLanguages, glossaryOnly, glossariesBefore, entriesEdited });
  // A place the form does not keep (NOWHERE: no file).
  if (check.diagnostics.some((d) => d.file === "")) return null;
  memo.save();
  memos?.save();
  const files = new Map(was.files.filter(([path]) => !changed.includes(path)));
  for (const [path, d] of dataFiles(new Map([...memo].filter(([path]) => changed.includes(path))))) files.set(path, d);
  const places = locales.translations.map((t) => fresh.find(([file]) => file === t.file) ?? was.places?.find(([file]) => file === t.file));
  return {
    check,
    form: translations ? { ...form, translations, localeDiagnostics: locales.diagnostics, diagnostics: locales.diagnostics } : translatorForm(i18n),
    places: places.every((p) => p !== undefined) ? (places as LocalePlaces) : null,
    files: [...files],
  };
}

/**
 * The translations' check again after content files changed and no locale file did (`load`: the
 * content's load after the edit); null when it cannot be made this way and the translations are
 * loaded whole: the last load of the locale files had problems, game.yaml now lists other locale
 * files, one of them is not the text the last report saw, the places of the translated strings
 * are not known, or the check needs a place the form does not keep (a message's, in en.yaml).
 * Each language's status is a function of the English strings and of its file, so it is worked
 * out again with the new English and the translations as the form has them, their places put
 * back (locale-places.ts); its glossary warnings are kept. Each locale file is read through `read`
 * (what the report depends on is recorded by the disk cache) and compared with the report's
 * digest of it, not parsed; or, when the disk cache saw its bytes unchanged since the report
 * (`read.unchanged`), not read at all; `files`: their entries of the report's list. When the
 * content's English is the report's (an edit of code, of a procedure's doc) and none of the last
 * check's warnings is placed in a content file, the last check is kept whole.
 */
export function contentEdited(read: ReadFile & Partial<Pick<RecordingReadFile, "unchanged">>, load: { raw?: RawGame | null; sources: Map<string, SourceFile>; messageKeys?: readonly CodeKeyUse[] }, was: TranslationsPart, memos?: TemplateMemos): { check: TranslationCheck; i18n: I18nLoad; form: TranslatorForm; files: DataFiles } | null {
  lastTranslationsKept = false;
  lastPatchedKeys = null;
  const { form, check: last, places } = was;
  const game = load.sources.get("game.yaml");
  if (!form?.source || !last || !places || !load.raw || !game || form.diagnostics.length || typeof last.sourceCount !== "number") return null;
  const listed = load.raw.manifest.data.locales;
  if (listed?.source !== form.source.file || !sameTexts(listed.translations ?? [], form.translations.map((t) => t.file))) return null;
  const paths = [form.source.file, ...form.translations.map((t) => t.file)];
  const files = was.files.filter(([path]) => paths.includes(path));
  // A file the cache saw unchanged since the last report is not read again (nor its text digested).
  if (files.length !== paths.length || !files.every(([path, d]) => read.unchanged?.(path) || sameText(read, path, d))) return null;
  if (!sameTexts(last.languages.map((l) => l.language), form.translations.map((t) => t.language))) return null;
  // (A translation whose places do not fit its entries has none: a warning in it makes the check whole.)
  const before = formLocales(form, (file) => places.find(([f]) => f === file)?.[1]);
  const prefixes = namePrefixes(load.raw.manifest.data);
  const bundle = buildBundle(contentSources(load.raw, game, load.messageKeys), { ...before, files: new Map(), diagnostics: [] }, [prefixes.space, prefixes.group]);
  const i18n = { bundle, diagnostics: [] };
  const content = contentForm(bundle);
  // The English the same (an edit of code, of a procedure's doc …) and no warning of the last check
  // placed in a content file (a missing translation is reported where its English is, which the
  // edit may have moved): every status is as it was, the check is kept whole.
  lastTranslationsKept = sameContent(form, content) && last.diagnostics.every((d) => paths.includes(d.file));
  if (lastTranslationsKept) {
    lastContentEdited = true;
    return { check: last, i18n, form, files };
  }
  // The same English keys (their texts may differ), aliases and name prefixes: only the changed
  // strings' status is worked out again in each language; the English templates' check is kept
  // too when the options are the same and none of its warnings is placed in a content file.
  const keys = changedKeys(form, content, last, (file) => paths.includes(file));
  const source = keys !== null && sameTexts(form.options.map((o) => o.label), content.options.map((o) => o.label)) && sameKeys(form.keys, content.keys) && last.diagnostics.slice(last.loadCount, last.loadCount + last.sourceCount).every((d) => paths.includes(d.file));
  lastPatchedKeys = keys ? keys.size : null;
  const check = translationCheck(i18n, memos, { last, source, languages: new Set(), glossaries: true, ...(keys ? { keys } : {}) });
  if (check.diagnostics.some((d) => d.file === "")) return null;
  memos?.save();
  lastContentEdited = true;
  return { check, i18n, form: { ...form, ...content }, files };
}

/**
 * The English keys whose status may have changed since the last check, when the content's English
 * keys (in their order), aliases and name prefixes are the form's: those whose text changed, and
 * those with a warning placed where an edit may have moved it (not in a file that `stays`: a
 * missing translation is placed where its English is). Null when the keys are not the same (every
 * status is worked out again).
 */
function changedKeys(form: TranslatorForm, content: ReturnType<typeof contentForm>, last: TranslationCheck, stays: (file: string) => boolean): Set<string> | null {
  if (!sameTexts(form.namePrefixes, content.namePrefixes) || JSON.stringify(form.aliases) !== JSON.stringify(content.aliases)) return null;
  const was = form.strings.split("\u0000");
  const now = content.strings.split("\u0000");
  if (was.length !== now.length) return null;
  const keys = new Set<string>();
  for (let i = 0; i < was.length; i += 2) {
    if (was[i] !== now[i]) return null;
    if (was[i + 1] !== now[i + 1]) keys.add(now[i]!);
  }
  for (const d of last.diagnostics.slice(last.loadCount + last.sourceCount)) {
    if (stays(d.file)) continue;
    const key = d.args?.key;
    if (typeof key !== "string") return null;
    keys.add(key);
  }
  return keys;
}

/** Whether the engine's own messages (src/locales/en.yaml) have an English message of this key: a game's code may log one. */
export function engineHas(key: string): boolean {
  return engineBundle().byKey.has(`msg.${key}`);
}

/** The same message keys named by the content's code (their places are not compared: NOWHERE in a form). */
function sameKeys(a: { key: string }[], b: { key: string }[]): boolean {
  return sameTexts(a.map((k) => k.key), b.map((k) => k.key));
}

/** Whether a form's content part is this one (their options' places are not kept: NOWHERE in both). */
function sameContent(form: TranslatorForm, content: ReturnType<typeof contentForm>): boolean {
  return form.strings === content.strings && sameTexts(form.namePrefixes, content.namePrefixes) && JSON.stringify(form.aliases) === JSON.stringify(content.aliases) && sameTexts(form.options.map((o) => o.label), content.options.map((o) => o.label)) && sameKeys(form.keys, content.keys);
}

/** Whether two data of a translation file (as parsed) have the same glossary (none when either is not known). */
function sameGlossary(before: unknown, after: unknown): boolean {
  const glossary = (data: unknown) => (data && typeof data === "object" ? JSON.stringify((data as { glossary?: unknown }).glossary ?? null) : undefined);
  const was = glossary(before);
  return was !== undefined && was === glossary(after);
}

function sameNumbers(a: Int32Array, b: Int32Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Whether `read` gives a text of this digest for the file. */
function sameText(read: ReadFile, path: string, textDigest: string): boolean {
  try {
    const text = read(path);
    return text !== null && digest(text) === textDigest;
  } catch {
    return false;
  }
}

/**
 * The translations' check again after content strings were edited and nothing else (`edits`: by
 * English key, its text before and after; validate's unchecked-strings path, validate-unchecked.ts),
 * made from the last report's translating form alone: its English strings patched with `edits`,
 * its locale files as the form has them with their places (locale-places.ts). No content file is
 * read back. Null when it cannot be made this way (then the folder is loaded): the form or the
 * check had problems, an edited key is not the form's with that text, or the check needs a place
 * the form does not keep (a string missing in a translation is placed where its English is).
 */
export function stringsEdited(was: TranslationsPart, edited: readonly string[], edits: ReadonlyMap<string, { before: string; after: string }>, memos?: TemplateMemos): { check: TranslationCheck; form: TranslatorForm } | null {
  lastContentEdited = false;
  lastTranslationsKept = false;
  lastPatchedKeys = null;
  const { form, check: last, places } = was;
  if (!form?.source || !last || !places || form.diagnostics.length || typeof last.sourceCount !== "number") return null;
  if (!sameTexts(last.languages.map((l) => l.language), form.translations.map((t) => t.language))) return null;
  // A warning placed in a file not edited stays where it is, the same (a string's status is a
  // function of its English, unchanged but for `edits`, and of its translation's entry).
  const stays = (file: string) => file !== "" && !edited.includes(file);
  // (Keys and texts alternate in the form's strings: each edited key's text must be its `before`.)
  const strings = form.strings === "" ? [] : form.strings.split("\u0000");
  const left = new Map(edits);
  for (let i = 0; i < strings.length; i += 2) {
    const edit = left.get(strings[i]!);
    if (!edit) continue;
    if (strings[i + 1] !== edit.before || edit.after.includes("\u0000")) return null;
    strings[i + 1] = edit.after;
    left.delete(strings[i]!);
  }
  if (left.size) return null;
  const now: TranslatorForm = { ...form, strings: strings.join("\u0000") };
  const content = { strings: now.strings, aliases: now.aliases, options: now.options, keys: now.keys, namePrefixes: now.namePrefixes };
  // The English the same and no warning placed in an edited file: the check is kept whole.
  if (now.strings === form.strings && last.diagnostics.every((d) => stays(d.file))) {
    lastContentEdited = lastTranslationsKept = true;
    return { check: last, form };
  }
  const keys = changedKeys(form, content, last, stays);
  if (!keys) return null;
  const source = last.diagnostics.slice(last.loadCount, last.loadCount + last.sourceCount).every((d) => stays(d.file));
  const before = formLocales(form, (file) => places.find(([f]) => f === file)?.[1]);
  const { content: sources, namePrefixes } = formContent(now);
  const i18n: I18nLoad = { bundle: buildBundle(sources, { ...before, files: new Map(), diagnostics: [] }, namePrefixes), diagnostics: [] };
  const check = translationCheck(i18n, memos, { last, source, languages: new Set(), glossaries: true, keys });
  // A string's place the form does not keep (NOWHERE: no file): the folder is loaded.
  if (check.diagnostics.some((d) => d.file === "")) return null;
  memos?.save();
  lastContentEdited = true;
  lastPatchedKeys = keys.size;
  return { check, form: now };
}
