// validate's check of a folder's translations (src/i18n: each language's missing, outdated and
// malformed strings, the locale files' own problems), and the same check made again when only
// locale files changed since the last report. The content's part of the report is a function of
// the files the content's load read, none of which changed; so only the translations are checked
// again: the edited locale files opened through the disk file memo (only their edited part is
// parsed), the content's English strings and the other locale files taken from the report's
// translating form, and the parts of the last check whose files did not change kept as they were
// (the English templates' problems when the source locale is the same, each language whose file is
// the same: its status is a function of the English strings and of its file).
import { diskMap, type DiskFileMemo } from "../../content/disk-file-memo.js";
import { REPO_ROOT } from "../../content/load-dir.js";
import { remembering } from "../../content/file-memo.js";
import type { ReadFile } from "../../content/open-file.js";
import { dataFiles, type DataFiles } from "../../content/same-data.js";
import type { Diagnostic } from "../../diagnostics/diagnostic.js";
import { buildBundle, loadLocales, sourceDiagnostics, statusDiagnostics, translationStatus, type I18nLoad, type KeptLocales } from "../../i18n/index.js";
import type { LanguageStatus } from "../../i18n/status.js";
import { formContent, formLocales, translationForm, translatorForm, type TranslatorForm } from "../translator-form.js";

export interface TranslationCheck {
  /** The locale files' own problems (`loadCount`), the English templates' and options' (`sourceCount`), then each language's. */
  diagnostics: Diagnostic[];
  loadCount: number;
  sourceCount: number;
  /** Each language's counts, and how many of `diagnostics` are its own (`count`). */
  languages: (Pick<LanguageStatus, "language" | "upToDate" | "total" | "missing" | "outdated"> & { count: number })[];
}

/** What a check may keep of the last one: its English templates' part, and the parts of these languages. */
interface Kept {
  last: TranslationCheck;
  source: boolean;
  languages: Set<string>;
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
  const translated = diskMap({ root: REPO_ROOT }, dir, "templates", (v): v is string | null => v === null || typeof v === "string");
  const english = diskMap({ root: REPO_ROOT }, dir, "english-templates", (v): v is string[] | string => typeof v === "string" || (Array.isArray(v) && v.every((t) => typeof t === "string")));
  if (!translated || !english) return undefined;
  return {
    translated: translated.map,
    english: english.map,
    save() {
      translated.save();
      english.save();
    },
  };
}

export function translationCheck({ bundle, diagnostics }: I18nLoad, memos?: TemplateMemos, kept?: Kept): TranslationCheck {
  // Where each part of the last check is in its diagnostics.
  const last = kept?.last;
  const parts = new Map<string, Diagnostic[]>();
  if (last) {
    let at = last.loadCount;
    parts.set("", last.diagnostics.slice(at, (at += last.sourceCount)));
    for (const l of last.languages) parts.set(`:${l.language}`, last.diagnostics.slice(at, (at += l.count)));
  }
  const source = kept?.source ? parts.get("")! : sourceDiagnostics(bundle, memos?.english);
  const codes = [...bundle.translations.keys()];
  const statuses = new Map(translationStatus(bundle, codes.filter((c) => !kept?.languages.has(c)), memos?.translated).map((st) => [st.language, st]));
  const out: TranslationCheck = { diagnostics: [...diagnostics, ...source], loadCount: diagnostics.length, sourceCount: source.length, languages: [] };
  for (const code of codes) {
    const st = statuses.get(code);
    const own = st ? statusDiagnostics([st]) : parts.get(`:${code}`)!;
    const counts = st ? { language: st.language, upToDate: st.upToDate, total: st.total, missing: st.missing, outdated: st.outdated } : last!.languages.find((l) => l.language === code)!;
    out.diagnostics.push(...own);
    out.languages.push({ ...counts, count: own.length });
  }
  return out;
}

/** What validate's report keeps of the translations: their check, their translating form, and the files that opened without problems (same-data.ts). */
export interface TranslationsPart {
  check: TranslationCheck | null;
  form: TranslatorForm | null;
  files: DataFiles;
}

/**
 * The translations' part of a report again after the locale files `changed` (the content's files
 * did not); null when it cannot be made this way and the whole folder is checked again: the last
 * load of the locale files had problems, the locale files now list other languages, or the check
 * needs a place in the content (a string missing in a translation is reported where its English
 * is, and the form keeps no places). `memo`: the folder's disk file memo, saved here.
 */
export function localesEdited(read: ReadFile, memo: DiskFileMemo, changed: string[], was: TranslationsPart, memos?: TemplateMemos): TranslationsPart | null {
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
  const check = translationCheck(i18n, memos, { last, source: !sourceChanged, languages: keptLanguages });
  // A place the form does not keep (NOWHERE: no file).
  if (check.diagnostics.some((d) => d.file === "")) return null;
  memo.save();
  memos?.save();
  const files = new Map(was.files.filter(([path]) => !changed.includes(path)));
  for (const [path, d] of dataFiles(new Map([...memo].filter(([path]) => changed.includes(path))))) files.set(path, d);
  const translations = kept ? locales.translations.map((t, i) => (keptLanguages.has(t.language) ? form.translations[i]! : translationForm(t))) : null;
  return {
    check,
    form: translations ? { ...form, translations, localeDiagnostics: locales.diagnostics, diagnostics: locales.diagnostics } : translatorForm(i18n),
    files: [...files],
  };
}
