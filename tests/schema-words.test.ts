// The editor's schema hover and monaco-yaml's completion read the content schemas' descriptions:
// in the editor's language, each is an editor message (editor.schema.<key>, editor/locales/), and
// the hover's own words ("(required)", "one of", the types) are editor messages too.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { schemaInfo } from "../editor/src/game/content-info.js";
import { ownMessages, speaking } from "../editor/src/i18n/own.js";
import { descriptions, schemaKey } from "../editor/src/language/schema-words.js";
import { schemaLanguage } from "../editor/src/language/schema-language.js";
import { SCHEMAS, hoverWords, schemaFor, setGameSchemas, setSchemaLanguage } from "../editor/src/language/schema-list.js";
import { schemaAt, type JsonSchema } from "../editor/src/language/schema-help.js";
import { yamlHover } from "../editor/src/language/yaml-help.js";
import { EDITOR_LOCALES, EDITOR_LOCALES_DIR, editorSchemaEnglish } from "../src/cli/editor-locales.js";
import { diskReader } from "../src/content/load-dir.js";
import { extendedOverlaySchema } from "../src/content/schemas.js";
import { loadI18n, loadLocaleFolder, translate, translationStatus } from "../src/i18n/index.js";
import { isTemplate } from "../src/i18n/kernel-schema-english.js";
import { loadWithEdits, readContentFile } from "./helpers.js";
import { tsWords } from "./editor-words.js";

const texts = new Map(readdirSync(EDITOR_LOCALES_DIR).map((f) => [f, readFileSync(join(EDITOR_LOCALES_DIR, f), "utf8")]));
const own = (lang: string) => ownMessages(texts, lang)!;
const ts = loadI18n(diskReader("cards/twilight-struggle")).bundle;
const loaded = loadWithEdits({});
// (The game's own schemas come from their files' text, as the editor has them.)
const ownSchemaFiles = ["schemas/scenario.schema.json", "schemas/rules.schema.json"].map((f): [string, string] => [`cards/twilight-struggle/${f}`, readFileSync(join("cards/twilight-struggle", f), "utf8")]);
const info = schemaInfo(loaded.raw!, "cards/twilight-struggle", new Map(ownSchemaFiles));
const byId = tsWords().byId;
const early = readContentFile("cards/early-war.yaml");
const manifest = loaded.raw!.manifest.data;

/** The description at `path` of a schema. */
function descriptionAt(schema: object, path: readonly string[]): unknown {
  let at: unknown = schema;
  for (const seg of path) at = (at as Record<string, unknown>)[seg];
  return (at as { description?: unknown }).description;
}

/** The key of the game's translation of a field it declares (card, modifier, space, group) described at `path`, or null. */
function gameField(path: readonly string[]): string | null {
  const m = /^(?:\$defs\/(card|card_change|modifier)|properties\/(spaces|groups)\/items)\/properties\/([a-z0-9_]+)$/.exec(path.join("/"));
  if (!m) return null;
  const prefix = m[1] === "modifier" ? "modifier_field" : m[1] ? "card_field" : m[2] === "spaces" ? "space_field" : "group_field";
  const declared = manifest[`${prefix}s` as "card_fields"] ?? {};
  return m[3]! in declared ? `${prefix}.${m[3]}.description` : null;
}

/** The editor in `lang` with Twilight Struggle open, as cw-app.ts sets it (null: the schemas' English). */
function speak(lang: string | null): void {
  if (lang === null) return setSchemaLanguage(null);
  const { texts: t, hover } = schemaLanguage(speaking(ts, lang, own(lang)), translate(own(lang), lang));
  setSchemaLanguage(t, hover);
}


/** Every description of the kernel's schemas the editor gives monaco-yaml that has a key, by its key. */
function kernelDescriptions(): Map<string, string> {
  const out = new Map<string, string>();
  const kinds: Record<string, object> = { ...SCHEMAS, overlay: extendedOverlaySchema(SCHEMAS.cards!) };
  for (const [kind, schema] of Object.entries(kinds)) {
    for (const { path, text } of descriptions(schema)) {
      const key = schemaKey(kind, path);
      expect(key, `${kind}: ${path.join("/")}`).not.toBeNull();
      if (isTemplate(text)) out.set(`msg.editor.schema.${key}`, text);
    }
  }
  return out;
}

describe("the content schemas in the editor's language", () => {
  it("each description of the kernel's schemas is an editor message whose English is read from the schema, placed there: en.yaml writes none", () => {
    const want = kernelDescriptions();
    const folder = EDITOR_LOCALES.load()!.bundle;
    const have = new Map(folder.sources.filter((s) => s.key.startsWith("msg.editor.schema.")).map((s) => [s.key, s.text]));
    expect([...want].filter(([k, v]) => have.get(k) !== v).map(([k]) => k)).toEqual([]);
    expect([...have.keys()].filter((k) => !want.has(k))).toEqual([]);
    // One place for the English: the schema (a translator's command shows the description's line).
    expect(own("en").sources.filter((s) => s.key.startsWith("msg.editor.schema.")).map((s) => s.key)).toEqual([]);
    const schemaText = readFileSync("schemas/cards.schema.json", "utf8").split("\n");
    const at = folder.byKey.get("msg.editor.schema.cards.def.card.side")!.at;
    expect(join(EDITOR_LOCALES_DIR, at.file)).toBe(join(process.cwd(), "schemas/cards.schema.json"));
    expect(schemaText[at.start.line - 1]!.slice(at.start.column - 1)).toMatch(/^"description": "Whose event it is/);
  });

  it("a description reworded in a schema (an edited copy): its translations are reported outdated, and the English hover says the new words", () => {
    const reworded = "Whose event this card is: a side's id, or an alignment the game declares.";
    const cards = structuredClone(SCHEMAS.cards!) as { $defs: { card: { properties: { side: { description: string } } } } };
    cards.$defs.card.properties.side.description = reworded;
    const folder = loadLocaleFolder(diskReader(EDITOR_LOCALES_DIR), readdirSync(EDITOR_LOCALES_DIR), editorSchemaEnglish({ ...SCHEMAS, cards }))!.bundle;
    for (const lang of ["es", "it", "pt"]) {
      const [status] = translationStatus(folder, lang);
      expect(status!.items.map((i) => [i.key, i.state]), lang).toEqual([["msg.editor.schema.cards.def.card.side", "outdated"]]);
    }
    // The editor in English shows the schema's words as the schema now has them.
    const gameCards = structuredClone(info.schemas["cards"]!) as typeof cards;
    gameCards.$defs.card.properties.side.description = reworded;
    setGameSchemas({ ...info.schemas, cards: gameCards });
    try {
      speak("en");
      expect(yamlHover(early, early.indexOf("side: ussr") + 1, schemaFor("cards") as JsonSchema, byId, hoverWords())!.markdown).toContain(`**side** (required) — ${reworded}`);
      speak("es");
      expect(yamlHover(early, early.indexOf("side: ussr") + 1, schemaFor("cards") as JsonSchema, byId, hoverWords())!.markdown).toContain("**side** (obligatorio) — De quién es el evento");
    } finally {
      setSchemaLanguage(null);
      setGameSchemas({});
    }
  });

  it("the schemas made for es describe every key in Spanish: the kernel's card keys, a test's, the game's own fields, scenario and data", () => {
    setGameSchemas(info.schemas);
    try {
      speak("es");
      const es = translate(own("es"), "es");
      const esTable = own("es").translations.get("es")!.entries;
      const tsEs = ts.translations.get("es")!.entries;
      const tsText = (key: string) => translate(ts, "es").text(key);
      for (const kind of ["game", "board", "cards", "routines", "sequence", "overlay", "test", "locale", "scenario", "data.rules"]) {
        const english = info.schemas[kind]!;
        const shown = schemaFor(kind)!;
        const left: string[] = [];
        for (const { path, text } of descriptions(shown)) {
          // A field the game declares reads as the game's es.yaml words it; any other as the editor's.
          // The game's own schemas (its scenarios', its data's): the game's es.yaml words them too.
          const field = kind === "scenario" || kind.startsWith("data.") ? `schema.${schemaKey(kind, path)}` : gameField(path);
          // (The few that show the syntax of templates or snippets stay as the schema writes them.)
          if (!field && !isTemplate(text)) {
            if (text !== descriptionAt(english, path)) left.push(`${kind}: ${path.join("/")}`);
            continue;
          }
          const key = field ?? `msg.editor.schema.${schemaKey(kind, path)}`;
          const table = field ? tsEs : esTable;
          if (!table.has(key) || (field ? tsText(key) : es.text(key)) !== text) left.push(`${kind}: ${path.join("/")}`);
        }
        expect(left).toEqual([]);
        expect(descriptions(shown).length).toBe(descriptions(english).length);
      }
      const cards = schemaFor("cards") as JsonSchema;
      expect(schemaAt(cards, ["cards", 0, "side"])?.description).toBe("De quién es el evento: el id de un bando o una alineación que el juego declara (neutral …).");
      expect(schemaAt(cards, ["cards", 0, "text"])?.description).not.toContain("English");
      // A game's own card field keeps the game's translation (card_field.ops.description).
      expect(schemaAt(cards, ["cards", 0, "ops"])?.description).toBe("Valor de Operaciones (0 en las cartas de puntuación).");
      // A change of a card in an overlay: a card's fields, in Spanish too.
      expect(schemaAt(schemaFor("overlay") as JsonSchema, ["cards", "change", 0, "side"])?.description).toBe(schemaAt(cards, ["cards", 0, "side"])?.description);
      // A key of a scenario file, and of the rules data, in the game's own schemas.
      expect(schemaAt(schemaFor("scenario") as JsonSchema, ["china_card", "holder"])?.description).toBe("Quién la tiene, o none (nadie la tiene aún).");
      expect(schemaAt(schemaFor("data.rules") as JsonSchema, ["turns", "count"])?.description).toBe("Número de turnos de la partida estándar.");
      expect(schemaAt(schemaFor("test") as JsonSchema, ["steps", 0, "dice"])?.description).not.toBe(schemaAt(info.schemas["test"] as JsonSchema, ["steps", 0, "dice"])?.description);
      // The schemas as the game built them stay English: the checker's hints read them.
      expect(schemaAt(info.schemas["cards"] as JsonSchema, ["cards", 0, "side"])?.description).toMatch(/^Whose event it is/);
    } finally {
      setSchemaLanguage(null);
      setGameSchemas({});
    }
  });

  it("the hover's own words follow the editor's language: required, one of, the types", () => {
    setGameSchemas(info.schemas);
    try {
      const hover = (text: string, lang: string | null) => {
        speak(lang);
        return yamlHover(early, early.indexOf(text) + 1, schemaFor("cards") as JsonSchema, byId, hoverWords())!.markdown;
      };
      expect(hover("side: ussr", null)).toContain("**side** (required) — Whose event it is");
      expect(hover("era: early", null)).toContain("one of `early`, `mid`, `late`");
      expect(hover("ops: 0", null)).toContain("integer 0–4");
      expect(hover("side: ussr", "es")).toContain("**side** (obligatorio) — De quién es el evento");
      expect(hover("era: early", "es")).toContain("uno de `early`, `mid`, `late`");
      expect(hover("ops: 0", "es")).toContain("entero 0–4");
      expect(hover("side: ussr", "it")).toContain("**side** (obbligatorio)");
      expect(hover("era: early", "it")).toContain("uno tra `early`, `mid`, `late`");
      expect(hover("ops: 0", "it")).toContain("intero 0–4");
      expect(hover("side: ussr", "pt")).toContain("**side** (obrigatório)");
      expect(hover("era: early", "pt")).toContain("um de `early`, `mid`, `late`");
      expect(hover("ops: 0", "pt")).toContain("inteiro 0–4");
      // Back to English: the schema's words again.
      expect(hover("side: ussr", "en")).toContain("**side** (required) — Whose event it is");
    } finally {
      setSchemaLanguage(null);
      setGameSchemas({});
    }
  });
});
