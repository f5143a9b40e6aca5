// A language's part of validate's translations check made again for the English strings an edit
// changed, the rest kept as the last check had it. Each string's status in a language is a
// function of its English text and of its entry in the translation file (its hash, its text,
// its place): when only content files changed, the file is the same, so a string whose English is
// the same has the same items, and so the same warnings, in the same order. The keys worked out
// again are those whose English changed and those whose warning is placed in the content (a
// missing translation is reported where its English is, which the edit may have moved).
// Obsolete entries and glossary warnings are a function of the file and of the set of keys: kept
// (the caller keeps the keys and aliases the same). The same holds the other way round, when a
// translation file's entries were edited and the English did not change (entriesPatchedLanguage):
// a string whose entry is the same, at the same place, has the same warnings.
import type { Diagnostic } from "../../diagnostics/diagnostic.js";
import { glossaryDiagnostics, glossaryWarnings, keysStatus, statusDiagnostics, type GlossaryViolation, type I18nBundle } from "../../i18n/index.js";

/** A language's counts in the check (validate-translations.ts, TranslationCheck). */
export interface LanguageCounts {
  language: string;
  upToDate: number;
  total: number;
  missing: number;
  outdated: number;
}

/** The warnings of a string's status in a language (statusDiagnostics): missing, outdated or unstamped, invalid. */
const ITEM_CODES = new Set(["CW602", "CW603", "CW605"]);

/**
 * A language's part (`own`: its warnings in the last check, `was`: its counts) with the status of
 * `keys` worked out again in `bundle`; `order`: each source key's place in the bundle's sources.
 * Null when a warning of the part is not one this patch knows (the caller checks it whole).
 */
export function patchedLanguage(bundle: I18nBundle, was: LanguageCounts, own: Diagnostic[], keys: ReadonlySet<string>, order: ReadonlyMap<string, number>, templates?: Map<string, string | null>): { counts: LanguageCounts; diagnostics: Diagnostic[] } | null {
  for (const key of keys) if (!order.has(key)) return null;
  const kept: Diagnostic[] = [];
  const after: Diagnostic[] = [];
  let { upToDate, missing, outdated } = was;
  // (A key's warnings are together in the bundle's order: each changed key's are taken out.)
  const taken = new Set<string>();
  for (const d of own) {
    const key = d.args?.key;
    if (typeof key !== "string") return null;
    if (!ITEM_CODES.has(d.code)) {
      // Obsolete entries and glossary warnings come after every string's own.
      after.push(d);
      continue;
    }
    if (after.length || !order.has(key)) return null;
    if (!keys.has(key)) {
      kept.push(d);
      continue;
    }
    taken.add(key);
    if (d.code === "CW602") missing--;
    else if (d.code === "CW603") outdated--;
  }
  // A changed key without a warning was up to date.
  for (const key of keys) if (!taken.has(key)) upToDate--;
  const st = keysStatus(bundle, was.language, keys, templates);
  const fresh = statusDiagnostics([st], bundle.locales.files);
  const diagnostics: Diagnostic[] = [];
  let i = 0;
  for (const d of kept) {
    const at = order.get(d.args!.key as string)!;
    while (i < fresh.length && order.get(fresh[i]!.args!.key as string)! < at) diagnostics.push(fresh[i++]!);
    diagnostics.push(d);
  }
  while (i < fresh.length) diagnostics.push(fresh[i++]!);
  diagnostics.push(...after);
  return { counts: { language: was.language, upToDate: upToDate + st.upToDate, total: was.total, missing: missing + st.missing, outdated: outdated + st.outdated }, diagnostics };
}

/**
 * A language's part after its translation file's entries `keys` were edited (their text or
 * source; the file's keys and their order the same, the English the same): their status worked
 * out again, the other strings' kept, and the glossary warnings worked out again (a function of
 * every entry's text and of the glossary; with `sameGlossary`, the glossary as it was, only the
 * edited entries' are, the others' kept). `moved`: the entries' places changed (a line added
 * above some): each kept warning placed in the file is placed at its entry again, where a check
 * made whole would place it (a string's warnings in its translation file, glossary's included,
 * are at its entry). Null as for patchedLanguage.
 */
export function entriesPatchedLanguage(bundle: I18nBundle, was: LanguageCounts, own: Diagnostic[], keys: ReadonlySet<string>, order: ReadonlyMap<string, number>, moved: boolean, templates?: Map<string, string | null>, sameGlossary = false): { counts: LanguageCounts; diagnostics: Diagnostic[] } | null {
  // (Obsolete entries' warnings stay: the file's keys are the same.)
  let kept = sameGlossary ? own : own.filter((d) => d.code !== "CW607");
  if (moved) {
    const t = bundle.translations.get(was.language);
    if (!t) return null;
    const placed: Diagnostic[] = [];
    for (const d of kept) {
      if (d.file !== t.file) {
        placed.push(d);
        continue;
      }
      // A malformed string's warning is at its character, not its key: the whole status places it.
      if (d.key === "diag.translation_invalid") return null;
      const key = d.args?.key;
      const at = typeof key === "string" ? t.entries.get(key)?.at : undefined;
      if (!at) return null;
      placed.push({ ...d, start: at.start, end: at.end });
    }
    kept = placed;
  }
  const glossaryKept = kept.filter((d) => d.code === "CW607");
  const part = patchedLanguage(bundle, was, glossaryKept.length ? kept.filter((d) => d.code !== "CW607") : kept, keys, order, templates);
  if (!part) return null;
  // (The glossary's come last, as statusDiagnostics puts them.)
  const glossary = sameGlossary ? glossaryPatched(bundle, was.language, glossaryKept, keys) : null;
  part.diagnostics.push(...(glossary ?? glossaryDiagnostics(bundle, was.language)));
  return part;
}

/**
 * A language's glossary warnings when its glossary is the same and only the entries `keys` were
 * edited: theirs worked out again, the others' as they were (`kept`), in the entries' order as
 * glossaryDiagnostics gives them; null when a kept warning is not one of an entry left as it was.
 */
function glossaryPatched(bundle: I18nBundle, code: string, kept: readonly Diagnostic[], keys: ReadonlySet<string>): Diagnostic[] | null {
  const t = bundle.translations.get(code);
  if (!t) return null;
  const byKey = (ds: readonly Diagnostic[]) => {
    const m = new Map<string, Diagnostic[]>();
    for (const d of ds) {
      const key = d.args?.key;
      if (typeof key !== "string") return null;
      const list = m.get(key);
      if (list) list.push(d);
      else m.set(key, [d]);
    }
    return m;
  };
  const before = byKey(kept);
  const fresh = byKey(glossaryDiagnostics(bundle, code, keys));
  if (!before || !fresh || [...before.keys()].some((key) => keys.has(key) || !t.entries.has(key))) return null;
  const out: Diagnostic[] = [];
  for (const key of t.entries.keys()) {
    const ds = (keys.has(key) ? fresh : before).get(key);
    if (ds) out.push(...ds);
  }
  return out;
}

/**
 * A language's glossary warnings after its glossary was edited, its entries the same (`kept`: the
 * last check's, `before`: the glossary then, as parsed): when each of its entries avoids the same
 * variants as before (a term, an official word or a note edited), the same entries use the same
 * variants, so each warning is the last one's with its entry's new words. Null when the variants
 * changed, or a warning's entry of the glossary is not found once exactly (worked out again then).
 */
export function glossaryRenamed(bundle: I18nBundle, code: string, kept: readonly Diagnostic[], before: unknown): Diagnostic[] | null {
  const now = bundle.translations.get(code)?.glossary ?? [];
  if (!Array.isArray(before) || before.length !== now.length) return null;
  const was = before as { term?: unknown; official?: unknown; avoid?: unknown }[];
  if (!was.every((g, j) => g && JSON.stringify(g.avoid ?? []) === JSON.stringify(now[j]!.avoid))) return null;
  const violations: GlossaryViolation[] = [];
  for (const d of kept) {
    const { key, avoid, term, official } = d.args ?? {};
    if (typeof key !== "string" || typeof avoid !== "string") return null;
    const found = was.flatMap((g, j) => (g.term === term && g.official === official && Array.isArray(g.avoid) && g.avoid.includes(avoid) ? [j] : []));
    if (found.length !== 1) return null;
    const g = now[found[0]!]!;
    violations.push({ key, avoid, official: g.official, term: g.term, ...(g.note ? { note: g.note } : {}), translation: "", at: { file: d.file, start: d.start, end: d.end } });
  }
  return glossaryWarnings(bundle, code, violations);
}

/**
 * The keys of a translation's entries whose text or source differ between two of its translating
 * forms' entries (key, text, source …, translator-form.ts); null when the keys are not the same
 * ones in the same order. An entry with no source in the new one counts as edited ("" stands for
 * both a missing and an empty source).
 */
export function editedEntries(before: string, after: string): Set<string> | null {
  const was = before === "" ? [] : before.split("\u0000");
  const now = after === "" ? [] : after.split("\u0000");
  if (was.length !== now.length || now.length % 3) return null;
  const keys = new Set<string>();
  for (let i = 0; i < now.length; i += 3) {
    if (was[i] !== now[i]) return null;
    if (was[i + 1] !== now[i + 1] || was[i + 2] !== now[i + 2] || now[i + 2] === "") keys.add(now[i]!);
  }
  return keys;
}
