// The card face in a reader's language: its name and text from that language's translations, the
// rest as the YAML has it. A string not translated yet stays English and is named, so the face
// never passes English off as a translation.
import type { I18nBundle } from "../../../src/i18n/bundle.js";
import type { CardAt } from "./card-at.js";

export interface LocalizedCard {
  at: CardAt;
  /** Which of name and text are still the English. */
  untranslated: ("name" | "text")[];
}

export function localizedCard(at: CardAt, bundle: I18nBundle | null, lang: string): LocalizedCard {
  const id = at.card.id;
  if (!bundle || !id || lang === bundle.sourceLanguage) return { at, untranslated: [] };
  const entries = bundle.translations.get(lang)?.entries;
  const name = entries?.get(`card.${id}.name`)?.text;
  const text = entries?.get(`card.${id}.text`)?.text;
  const untranslated: ("name" | "text")[] = [];
  if (name === undefined && at.card.name) untranslated.push("name");
  if (text === undefined && at.card.text) untranslated.push("text");
  return { at: { ...at, card: { ...at.card, ...(name !== undefined ? { name } : {}), ...(text !== undefined ? { text } : {}) } }, untranslated };
}
