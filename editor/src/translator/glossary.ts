// The translator view's glossary panel: which of the language's official terms (its locale file's
// `glossary:`, read by src/i18n/locales.ts) concern the selected string, so they are listed first.
// Whether a translation uses a term to avoid is not decided here: it is `i18n status`'s rule
// (translationStatus().glossary, CW607), which the view's rows carry.
import type { GlossaryEntry } from "../../../src/i18n/locales.js";
import { wholeWords } from "../../../src/i18n/status.js";
import type { Row } from "./model.js";

/**
 * The English phrases an entry's term names: "Supply track box 4 (Full Granaries)" names both
 * parts, "draw (a game that ends level), tie" names "draw", "a game that ends level" and "tie".
 */
export function termPhrases(term: string): string[] {
  return term.split(/[(),]/).map((p) => p.trim()).filter(Boolean);
}

/**
 * Whether an entry concerns a string: its English mentions the term (as the start of a word, so
 * "harvests" counts for "harvest"), its translation uses the official term, or it uses a
 * variant the entry says to avoid.
 */
export function concerns(entry: GlossaryEntry, row: Pick<Row, "english" | "translation" | "glossary">): boolean {
  return (
    (!!row.english && termPhrases(entry.term).some((p) => wholeWords(p, true).test(row.english!))) ||
    (!!row.translation && wholeWords(entry.official).test(row.translation)) ||
    row.glossary.some((v) => v.term === entry.term && v.official === entry.official)
  );
}
