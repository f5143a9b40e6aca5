// A language's part of validate's translations check made again for the English strings an edit
// changed, the rest kept as the last check had it. Each string's status in a language is a
// function of its English text and of its entry in the translation file (its hash, its text,
// its place): when only content files changed, the file is the same, so a string whose English is
// the same has the same items, and so the same warnings, in the same order. The keys worked out
// again are those whose English changed and those whose warning is placed in the content (a
// missing translation is reported where its English is, which the edit may have moved).
// Obsolete entries and glossary warnings are a function of the file and of the set of keys: kept
// (the caller keeps the keys and aliases the same).
import type { Diagnostic } from "../../diagnostics/diagnostic.js";
import { keysStatus, statusDiagnostics, type I18nBundle } from "../../i18n/index.js";

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
  const fresh = statusDiagnostics([st]);
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
