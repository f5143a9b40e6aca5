// A language's glossary of official terms (the `glossary:` list of its locale file; the format is
// in schemas/locale.schema.json): read from the file as the translator edits it, and the terms a
// translated string should not use. The rule is `cardwright i18n status`'s (CW607): an `avoid`
// variant anywhere in the translation, case-insensitive, as whole words.
import { parse } from "yaml";

export interface GlossaryTerm {
  term: string;
  official: string;
  source: string;
  avoid: string[];
  note?: string;
}

/** The glossary of a locale file's text (empty when it has none or does not parse). */
export function readGlossary(localeText: string): GlossaryTerm[] {
  let data: unknown;
  try {
    data = parse(localeText);
  } catch {
    return [];
  }
  const list = (data as { glossary?: unknown } | null)?.glossary;
  if (!Array.isArray(list)) return [];
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  return list
    .filter((g): g is Record<string, unknown> => !!g && typeof g === "object")
    .map((g) => ({
      term: str(g["term"]),
      official: str(g["official"]),
      source: str(g["source"]),
      avoid: Array.isArray(g["avoid"]) ? g["avoid"].filter((a): a is string => typeof a === "string" && a.trim() !== "") : [],
      ...(typeof g["note"] === "string" ? { note: g["note"] } : {}),
    }))
    .filter((g) => g.term && g.official);
}

/** A phrase as whole words (or, `stem`, as the start of a word), case-insensitive, any run of spaces between its words. */
export function wholeWords(phrase: string, stem = false): RegExp {
  const escaped = phrase.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
  return new RegExp(`(?<![\\p{L}\\p{N}_])${escaped}${stem ? "" : "(?![\\p{L}\\p{N}_])"}`, "iu");
}

/** The avoided variants a translated text uses, with the entry that names the official term. */
export function avoidedIn(text: string | null, glossary: readonly GlossaryTerm[]): { entry: GlossaryTerm; avoid: string }[] {
  if (!text) return [];
  return glossary.flatMap((entry) => entry.avoid.filter((a) => wholeWords(a).test(text)).map((avoid) => ({ entry, avoid })));
}

/**
 * Whether an entry concerns a string: its English mentions the term (as the start of a word, so
 * "headlines" counts for "headline"), or its translation uses the official term or a variant.
 */
export function concerns(entry: GlossaryTerm, english: string | null, translation: string | null): boolean {
  const inText = (phrase: string, text: string | null) => !!text && wholeWords(phrase).test(text);
  return (!!english && wholeWords(entry.term, true).test(english)) || inText(entry.official, translation) || entry.avoid.some((a) => inText(a, translation));
}
