// The editor's language picker offers the languages of the open game (its locale files) and those
// of the editor's own messages (editor/locales/), and marks one that only one of them speaks: the
// game's content untranslated ("Italiano · game in English"), or the editor's own messages.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { diskReader } from "../src/content/load-dir.js";
import { loadI18n, translate, type I18nBundle } from "../src/i18n/index.js";
import { EDITOR_LOCALES_DIR } from "../src/cli/editor-locales.js";
import { ownMessages } from "../editor/src/i18n/own.js";
import { ownLanguages, pickerLanguages, type PickerLanguage } from "../editor/src/i18n/languages.js";

const ROOT = resolve(import.meta.dirname, "..");
const texts = new Map(readdirSync(EDITOR_LOCALES_DIR).map((f) => [f, readFileSync(join(EDITOR_LOCALES_DIR, f), "utf8")]));
const own = (lang: string): I18nBundle => ownMessages(texts, lang)!;
const shown = (l: PickerLanguage[]) => l.map((x) => `${x.code} ${x.name}${x.gameUntranslated ? " (game untranslated)" : ""}${x.editorUntranslated ? " (editor untranslated)" : ""}`);

describe("the editor's language picker", () => {
  it("knows the editor's own languages from editor/locales/", () => {
    expect(ownLanguages().sort()).toEqual(readdirSync(EDITOR_LOCALES_DIR).map((f) => f.replace(/\.yaml$/, "")).sort());
  });

  it("with a shipped game, offers its languages, none marked (each is the editor's too)", () => {
    for (const id of ["twilight-struggle", "thirteen-days"]) {
      const game = loadI18n(diskReader(join(ROOT, "cards", id))).bundle;
      expect(shown(pickerLanguages(game.languages, ownLanguages()))).toEqual(["en English", "es Español", "it Italiano", "pt Português"]);
    }
  });

  it("a game in English alone still offers the editor's languages, marked: the game's content is untranslated", () => {
    const en = [{ code: "en", name: "English", file: "locales/en.yaml" }];
    expect(shown(pickerLanguages(en, ["en", "es", "it", "pt"]))).toEqual(["en English", "es Español (game untranslated)", "it Italiano (game untranslated)", "pt Português (game untranslated)"]);
    // A language only the game has: the editor's buttons stay in English.
    const withGerman = [...en, { code: "de", name: "Deutsch", file: "locales/de.yaml" }];
    expect(shown(pickerLanguages(withGerman, ["en", "es"]))).toEqual(["en English", "de Deutsch (editor untranslated)", "es Español (game untranslated)"]);
    // Before the game's files are read, nothing is marked for what is not known yet.
    expect(shown(pickerLanguages(null, ["en", "fr"]))).toEqual(["en English", "fr Français"]);
  });

  it("the marks are worded in the editor's language", () => {
    const say = (lang: string) => translate(own(lang), lang);
    expect(say("en").t("editor.language.game_untranslated", { language: "Italiano" })).toBe("Italiano · game not translated");
    expect(say("es").t("editor.language.game_untranslated", { language: "Italiano" })).toBe("Italiano · juego sin traducir");
    expect(say("it").t("editor.language.editor_untranslated", { language: "Deutsch" })).toBe("Deutsch · editor non tradotto");
    expect(say("pt").t("editor.language.editor_untranslated", { language: "Deutsch" })).toBe("Deutsch · editor sem tradução");
  });
});
