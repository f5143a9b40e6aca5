// The languages the editor's picker offers. The editor speaks two sets of words: the open game's
// (its cards, board, log: its locale files) and its own (buttons, panels: editor/locales/). A user
// who picks a language expects both, so each language either has is offered, and one that only
// one of them speaks is marked: picking it shows the other's words in their source language.
import type { Language } from "../../../src/i18n/bundle.js";
import { languageName } from "../../../src/i18n/status.js";

export interface PickerLanguage {
  code: string;
  /** The language's own name: the game's locale file's `name:`, else its name in itself. */
  name: string;
  /** The game has no translation into it: its content shows in the game's source language. */
  gameUntranslated: boolean;
  /** The editor has no translation into it: its own messages show in English. */
  editorUntranslated: boolean;
}

/**
 * The game's languages in its order (source first), then those only the editor speaks, by code.
 * `editor`: the codes of the editor's own languages (English and each translation). `game` null:
 * the game's files are not read yet, and no language is marked for what is not known.
 */
export function pickerLanguages(game: readonly Language[] | null, editor: readonly string[]): PickerLanguage[] {
  const own = new Set(editor);
  const out: PickerLanguage[] = (game ?? []).map((l) => ({ code: l.code, name: l.name, gameUntranslated: false, editorUntranslated: !own.has(l.code) }));
  const has = new Set(out.map((l) => l.code));
  for (const code of [...own].filter((c) => !has.has(c)).sort()) out.push({ code, name: ownName(code), gameUntranslated: game !== null, editorUntranslated: false });
  return out;
}

/**
 * The languages the editor's own messages speak: English and one per translation file of
 * editor/locales/ (their names only: no file is fetched for this).
 */
export function ownLanguages(): string[] {
  const files = Object.keys(import.meta.glob<string>("../../locales/*.yaml", { query: "?raw", import: "default" }));
  return files.map((p) => p.slice(p.lastIndexOf("/") + 1).replace(/\.yaml$/, ""));
}

/** "français" → "Français": a language's name in itself, as a picker lists it. */
function ownName(code: string): string {
  const name = languageName(code, code);
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}
