// The New card dialog labels the fields a game declares for its cards, and lists their values, in
// the editor's language: a field's `title:` (translated as card_field.<id>.name) and its values'
// `value_titles:` (translated as <field>.<value>.name, the key its names are looked up by). A game
// that gives none shows the field's id in words and its values as written, in every language.
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { diskReader } from "../src/content/load-dir.js";
import { loadContent } from "../src/content/load.js";
import { loadI18n, translate } from "../src/i18n/index.js";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { EDITOR_LOCALES_DIR } from "../src/cli/editor-locales.js";
import { ownMessages } from "../editor/src/i18n/own.js";
import { fieldHelp, fieldLabel, valueLabel, type FieldSchema } from "../editor/src/authoring/new-card.js";

const LANGS = ["en", "es", "it", "pt"];

/** The dialog's fields (those without a default) in each language: `label: value, value …`. */
function dialog(dir: string, read: (path: string) => string | null = diskReader(dir)): Record<string, string[]> {
  const fields = Object.entries((parse(read("game.yaml")!).card_fields ?? {}) as Record<string, FieldSchema>).filter(([, f]) => !("default" in f));
  const bundle = loadI18n(read).bundle;
  return Object.fromEntries(
    LANGS.map((l) => {
      const tr = translate(bundle, l);
      return [l, fields.map(([k, f]) => `${fieldLabel(tr, k, f)}: ${Array.isArray(f["enum"]) ? (f["enum"] as string[]).map((v) => valueLabel(tr, k, f, v)).join(", ") : "…"}`)];
    }),
  );
}

describe("card field names", () => {
  it("13 Days' kind of card and its values are named in each language it ships", () => {
    expect(dialog("cards/thirteen-days")).toEqual({
      en: ["Kind: Strategy card, Agenda card, Personal Letter"],
      es: ["Tipo: Carta de estrategia, Carta de agenda, Misiva personal"],
      it: ["Tipo: Carta Strategia, Carta agenda, Lettera personale"],
      pt: ["Tipo: Carta de estratégia, Carta de agenda, Carta Pessoal"],
    });
  });

  it("Twilight Struggle's fields too (its eras named as its rules name them)", () => {
    const d = dialog("cards/twilight-struggle");
    expect(d["en"]).toEqual(["Ops: …", "Era: Early War, Mid War, Late War", "Kind: Event card, Scoring card, The China Card", "Removed after event: …", "Optional: …"]);
    expect(d["es"]).toEqual(["Ops: …", "Época: Guerra inicial, Guerra media, Guerra tardía", "Tipo: Carta de evento, Carta de puntuación, La Carta de China", "Se retira tras el evento: …", "Opcional: …"]);
    expect(d["it"]).toEqual(["Op: …", "Periodo: Inizio Guerra, Metà Guerra, Fine Guerra", "Tipo: Carta evento, Carta Punteggio, La Carta Cina", "Rimossa dopo l'evento: …", "Opzionale: …"]);
    expect(d["pt"]).toEqual(["Ops: …", "Período: Início da Guerra, Meio da Guerra, Fim da Guerra", "Tipo: Carta de evento, Carta de pontuação, A Carta da China", "Removida após o evento: …", "Opcional: …"]);
  });

  it("the titles are strings to translate, found where game.yaml writes them", () => {
    const bundle = loadI18n(diskReader("cards/thirteen-days")).bundle;
    const at = (key: string) => {
      const s = bundle.byKey.get(key);
      return s && [s.text, s.at.file, s.at.start.line];
    };
    expect(at("card_field.kind.name")).toEqual(["Kind", "game.yaml", 71]);
    expect(at("kind.letter.name")).toEqual(["Personal Letter", "game.yaml", 71]);
  });

  it("a game that titles nothing shows the field's id in words and its values as written", () => {
    const dir = "cards/thirteen-days";
    const disk = diskReader(dir);
    const read = (p: string) => (p === "game.yaml" ? disk(p)!.replace(/title: Kind, value_titles: \{[^}]*\}, /, "") : disk(p));
    const d = dialog(dir, read);
    expect(d["en"]).toEqual(["Kind: strategy, agenda, letter"]);
    // Nor are they strings to translate (the shipped translations of them are then obsolete).
    const bundle = loadI18n(read).bundle;
    expect(bundle.sources.filter((s) => (s.key.startsWith("card_field.") && s.key.endsWith(".name")) || s.key.startsWith("kind."))).toEqual([]);
  });

  it("value_titles are no keyword of the cards' schema: a card of an unknown kind is still an error at its place", () => {
    const dir = "cards/thirteen-days";
    const disk = diskReader(dir);
    const r = loadContent((p) => (p === "cards/strategy.yaml" ? disk(p)!.replace("kind: strategy", "kind: strategegy") : disk(p)), dir);
    expect(r.diagnostics.filter((d) => d.severity === "error").map((d) => [d.code, d.file])).toEqual([["CW203", "cards/strategy.yaml"]]);
  });

  it("the dialog's tooltips are in the editor's language too: each field's description, and the help of its own fields and buttons", () => {
    for (const dir of ["cards/twilight-struggle", "cards/thirteen-days"]) {
      const fields = Object.entries((parse(diskReader(dir)("game.yaml")!).card_fields ?? {}) as Record<string, FieldSchema>);
      const bundle = loadI18n(diskReader(dir)).bundle;
      const en = translate(bundle, "en");
      for (const [k, f] of fields) {
        expect(fieldHelp(en, k, f)).toBe(f["description"]);
        // A string to translate, found at the description in game.yaml.
        expect(bundle.byKey.get(`card_field.${k}.description`)?.at.file, `${dir} ${k}`).toBe("game.yaml");
        for (const lang of ["es", "it", "pt"]) expect(fieldHelp(translate(bundle, lang), k, f), `${dir} ${k} ${lang}`).not.toBe(f["description"]);
      }
    }
    const ts = loadI18n(diskReader("cards/twilight-struggle")).bundle;
    const era = (parse(diskReader("cards/twilight-struggle")("game.yaml")!).card_fields as Record<string, FieldSchema>)["era"]!;
    expect(fieldHelp(translate(ts, "es"), "era", era)).toBe("La época a cuyo mazo pertenece.");
    // A game whose translation lacks a description shows the English one.
    expect(fieldHelp(translate(ts, "es"), "unknown", { description: "As written." })).toBe("As written.");
    // The editor's own fields and buttons (name, side, create, cancel).
    const texts = new Map(readdirSync(EDITOR_LOCALES_DIR).map((f) => [f, readFileSync(join(EDITOR_LOCALES_DIR, f), "utf8")]));
    const helps = ["name_help", "side_help", "create_help", "cancel_help"].map((k) => `editor.new_card.${k}`);
    const say = (lang: string) => helps.map((k) => translate(ownMessages(texts, lang)!, lang).t(k));
    const english = say("en");
    for (const [i, k] of helps.entries()) expect(english[i], k).not.toBe(k);
    for (const lang of ["es", "it", "pt"]) for (const [i, text] of say(lang).entries()) expect(text, `${helps[i]} ${lang}`).not.toBe(english[i]);
  });
});
