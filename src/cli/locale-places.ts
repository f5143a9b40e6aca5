// Where each translated string of a folder's translation files is (its key's place), kept with
// validate's report beside the translating form (translator-form.ts), which keeps no places. After
// an edit of content files only, the translations are checked again from the form, these places
// and the content's new English (validate-translations.ts, contentEdited), without reading the
// locale files back: a few kilobytes of numbers where the files' entries are 1.8 MB for the
// largest game. The places are those the locale files' load gave (its lazy locations, read).
import { entryPlaces, type Location, type TranslationFile } from "../i18n/index.js";

/** Per translation file: its entries' places in its entries' order, four numbers each (start line and column, end line and column). */
export type LocalePlaces = [file: string, places: Int32Array][];

/** The places of every entry of these translations. */
export function localePlaces(translations: readonly TranslationFile[]): LocalePlaces {
  return translations.map((t) => {
    // (Found from the file's layout at once when it was restored: no entry's lazy place read.)
    const known = entryPlaces(t);
    if (known) return [t.file, known];
    const out = new Int32Array(t.entries.size * 4);
    let i = 0;
    for (const { at } of t.entries.values()) {
      out[i++] = at.start.line;
      out[i++] = at.start.column;
      out[i++] = at.end.line;
      out[i++] = at.end.column;
    }
    return [t.file, out];
  });
}

export function isLocalePlaces(x: unknown): x is LocalePlaces {
  return Array.isArray(x) && x.every((p) => Array.isArray(p) && typeof p[0] === "string" && p[1] instanceof Int32Array);
}

/** The place of a file's `n`th entry. */
export function placeAt(file: string, places: Int32Array, n: number): Location {
  const i = n * 4;
  return { file, start: { line: places[i]!, column: places[i + 1]! }, end: { line: places[i + 2]!, column: places[i + 3]! } };
}
