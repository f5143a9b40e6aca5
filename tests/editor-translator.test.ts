// The editor's translator view, without the browser: every string of a language listed with its
// state, grouped, filtered and counted; typing a translation edits the locale file and stamps it
// with the current English; clearing it removes the entry; a bundle patched with an edit; starting
// a new language (its file and game.yaml); the English an outdated translation was made from; and
// the messages the editor speaks before the worker's first build.
import { concerns, termPhrases } from "../editor/src/translator/glossary.js";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument } from "yaml";
import type { CardFaceDecl } from "../src/content/raw.js";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR } from "../src/content/load-dir.js";
import { cardFace, loadI18n, sourceHash, translate, translationStatus, wordedPart } from "../src/i18n/index.js";
import { messagesBundle } from "../editor/src/i18n/bootstrap.js";
import { portableBundle } from "../editor/src/i18n/portable.js";
import {
  addTranslationToManifest, cardOfKey, checkNewLanguage, countRows, editTranslation, filterRows, groupCounts, groupOf, localePath,
  newLanguageText, ownName, rememberEnglish, removeTranslation, stampTranslation, translatorRows, withEntry, wordDiff,
} from "../editor/src/translator/model.js";
import { spoken } from "./helpers.js";

const dir = DEFAULT_CONTENT_DIR;
const disk = (p: string) => (existsSync(join(dir, p)) ? readFileSync(join(dir, p), "utf8") : null);
/** The shipped content's bundle with some files replaced in memory. */
const bundleWith = (files: Record<string, string> = {}) => loadI18n((p) => (p in files ? files[p]! : disk(p))).bundle;
const shipped = bundleWith();
const es = disk("locales/es.yaml")!;
const early = disk("cards/early-war.yaml")!;
const FIDEL_EN = "Clear all US Influence from Cuba";
const FIDEL_EN_NEW = "Remove every US Influence from Cuba";

describe("listing the strings of a language", () => {
  it("lists every English string once, in the English order, each in its group", () => {
    const rows = translatorRows(shipped, "es");
    expect(rows.map((r) => r.key)).toEqual(shipped.sources.map((s) => s.key));
    expect(rows.every((r) => r.state === "ok")).toBe(true);
    expect(groupOf("card.fidel.text")).toBe("cards");
    expect(groupOf("effect.containment.name")).toBe("cards");
    expect(groupOf("msg.card.face.ops")).toBe("cards");
    expect(groupOf("country.cuba.name")).toBe("map");
    expect(groupOf("region.europe.name")).toBe("map");
    expect(groupOf("era.early.name")).toBe("game");
    expect(groupOf("overlay.late_war.name")).toBe("overlays");
    expect(groupOf("msg.coup.success")).toBe("log");
    expect(groupOf("note.no_target")).toBe("log");
    expect(groupOf("msg.prompt.action_card")).toBe("decisions");
    expect(groupOf("msg.option.event")).toBe("decisions");
    expect(groupOf("msg.diag.unknown_name")).toBe("diagnostics");
    expect(groupOf("msg.cli.hint")).toBe("cli");
    expect(groupOf("msg.editor.layout.translate")).toBe("editor");
    const counts = groupCounts(rows);
    expect(counts.all).toEqual({ total: rows.length, missing: 0, outdated: 0, ok: rows.length });
    expect(counts.cards.total).toBe(rows.filter((r) => r.key.startsWith("card.") || r.key.startsWith("effect.") || r.key.startsWith("msg.card.face.")).length);
    expect(counts.map.total).toBe(84 + 2 + 9 + 1);
    expect(Object.entries(counts).filter(([g]) => g !== "all").reduce((n, [, c]) => n + c.total, 0)).toBe(counts.all.total);
  });

  it("marks missing, outdated and unusable strings, with the placeholders to keep", () => {
    const b = bundleWith({
      "locales/es.yaml": es.replace(/^ {2}card\.blockade\.name: .*\n/m, "").replace('msg.ar.pass: { text: "', 'msg.ar.pass: { text: "{nobody} '),
      "cards/early-war.yaml": early.replace(FIDEL_EN, FIDEL_EN_NEW),
    });
    const rows = translatorRows(b, "es");
    const row = (key: string) => rows.find((r) => r.key === key)!;
    expect(row("card.blockade.name")).toMatchObject({ state: "missing", translation: null, english: "Blockade", group: "cards" });
    expect(row("card.fidel.text")).toMatchObject({ state: "outdated", hash: sourceHash(`${FIDEL_EN_NEW}, then the USSR places just enough Influence there to control it.`) });
    expect(row("card.fidel.text").stamped).toBe(sourceHash(`${FIDEL_EN}, then the USSR places just enough Influence there to control it.`));
    expect(row("msg.ar.pass")).toMatchObject({ state: "invalid", placeholders: ["side"] });
    expect(row("msg.ar.pass").problem).toContain("{nobody}");
    // Shown in the editor's language (the view words its reason).
    expect(wordedPart(spoken(b, "es"), row("msg.ar.pass").reason!)).toBe("argumento desconocido {nobody} (la plantilla en inglés tiene {side})");
    expect(row("msg.coup.success").placeholders).toEqual(expect.arrayContaining(["side", "country", "roll", "ops", "total", "defence"]));
    const counts = countRows(rows);
    expect(counts).toMatchObject({ missing: 1, outdated: 2 });
    // The status of the command line agrees.
    const [st] = translationStatus(b, "es");
    expect(st!.missing).toBe(counts.missing);
  });

  it("filters by group, by state and by words (without accents), keeping rows being edited", () => {
    const b = bundleWith({ "locales/es.yaml": es.replace(/^ {2}card\.blockade\.name: .*\n/m, ""), "cards/early-war.yaml": early.replace(FIDEL_EN, FIDEL_EN_NEW) });
    const rows = translatorRows(b, "es");
    expect(filterRows(rows, { group: "cards", filter: "missing" }).map((r) => r.key)).toEqual(["card.blockade.name"]);
    expect(filterRows(rows, { group: "cards", filter: "outdated" }).map((r) => r.key)).toEqual(["card.fidel.text"]);
    expect(filterRows(rows, { group: "map", filter: "missing" })).toEqual([]);
    expect(filterRows(rows, { group: "all", filter: "all" })).toHaveLength(rows.length);
    expect(filterRows(rows, { group: "map", filter: "all", search: "alemania occ" }).map((r) => r.key)).toEqual(["country.west_germany.name"]);
    expect(filterRows(rows, { group: "all", filter: "all", search: "pais" }).some((r) => r.translation?.includes("país"))).toBe(true);
    expect(filterRows(rows, { group: "cards", filter: "missing", keep: new Set(["card.fidel.name"]) }).map((r) => r.key)).toEqual(["card.fidel.name", "card.blockade.name"]);
  });
});

describe("editing a translation", () => {
  const files = { "locales/es.yaml": es.replace(/^ {2}card\.blockade\.name: .*\n/m, ""), "cards/early-war.yaml": early.replace(FIDEL_EN, FIDEL_EN_NEW) };
  const b = bundleWith(files);

  it("a missing string typed in goes next to its neighbour, stamped with the current English", () => {
    const out = editTranslation(files["locales/es.yaml"], b, "es", "card.blockade.name", "Bloqueo de Berlín");
    expect(out).toContain(`  card.blockade.name: { text: Bloqueo de Berlín, source: "${sourceHash("Blockade")}" }\n`);
    const lines = out.split("\n");
    const at = lines.findIndex((l) => l.startsWith("  card.blockade.name:"));
    // Right after the entry of the card before it in the English order (Vietnam Revolts' text).
    expect(lines.slice(0, at).reverse().find((l) => /^ {2}[a-z]/.test(l))).toMatch(/^ {2}card\.vietnam_revolts\.text:/);
    const after = bundleWith({ ...files, "locales/es.yaml": out });
    expect(translatorRows(after, "es").find((r) => r.key === "card.blockade.name")!.state).toBe("ok");
  });

  it("an outdated text revised is stamped with the new English and stays a folded block", () => {
    const text = "Elimina cada punto de Influencia de EE. UU. de Cuba; después, la URSS coloca allí justo la Influencia necesaria para controlarla.";
    const out = editTranslation(files["locales/es.yaml"], b, "es", "card.fidel.text", text);
    const english = b.byKey.get("card.fidel.text")!.text;
    expect(out).toContain(`  card.fidel.text:\n    text: >-\n      Elimina cada punto`);
    expect(out).toContain(`    source: "${sourceHash(english)}"`);
    const after = bundleWith({ ...files, "locales/es.yaml": out });
    expect(after.translations.get("es")!.entries.get("card.fidel.text")!.text).toBe(text);
    expect(translatorRows(after, "es").filter((r) => r.state !== "ok").map((r) => r.key)).toEqual(["card.blockade.name"]);
    // Only that entry changed.
    const changed = out.split("\n").filter((l, i) => l !== files["locales/es.yaml"].split("\n")[i]);
    expect(changed.length).toBeLessThanOrEqual(4);
  });

  it("marking as up to date stamps the entry without touching its text; clearing a translation removes it", () => {
    const stamped = stampTranslation(files["locales/es.yaml"], b, "card.fidel.text");
    const after = bundleWith({ ...files, "locales/es.yaml": stamped });
    expect(after.translations.get("es")!.entries.get("card.fidel.text")!.text).toBe(b.translations.get("es")!.entries.get("card.fidel.text")!.text);
    expect(translatorRows(after, "es").find((r) => r.key === "card.fidel.text")!.state).toBe("ok");
    for (const cleared of [editTranslation(es, shipped, "es", "card.fidel.name", "  "), removeTranslation(es, "card.fidel.name")]) {
      expect(cleared).not.toContain("card.fidel.name:");
      expect(translatorRows(bundleWith({ "locales/es.yaml": cleared }), "es").find((r) => r.key === "card.fidel.name")!.state).toBe("missing");
    }
    expect(() => stampTranslation(es, shipped, "card.nope.name")).toThrow(/no English/);
    // The last entry removed: `strings:` stays a map.
    const last = removeTranslation("language: fr\nname: Français\nstrings:\n  card.fidel.name: { text: Fidel }\n", "card.fidel.name");
    expect(parseDocument(last).toJS()).toEqual({ language: "fr", name: "Français", strings: {} });
  });

  it("a patched bundle speaks the typed translation at once (the card preview as you type)", () => {
    const patched = withEntry(b, "es", "card.blockade.name", "Bloqueo", sourceHash("Blockade"));
    expect(b.translations.get("es")!.entries.has("card.blockade.name")).toBe(false);
    const tr = translate(patched, "es");
    expect(tr.text("card.blockade.name")).toBe("Bloqueo");
    // The face as the game declares it (game.yaml `card_face`).
    const decl = (parseDocument(readFileSync("cards/twilight-struggle/game.yaml", "utf8")).toJS() as { card_face: CardFaceDecl }).card_face;
    const face = cardFace(tr, { id: "blockade", number: 10, name: "Blockade", ops: 1, side: "ussr", era: "early", kind: "event", removed_after_event: true, text: "…" }, decl);
    expect(face.title).toMatch(/10 Bloqueo/);
    expect(face.lines).toContain("Guerra inicial");
    expect(translatorRows(patched, "es").find((r) => r.key === "card.blockade.name")!.state).toBe("ok");
    const removed = withEntry(patched, "es", "card.blockade.name", null, null);
    expect(translate(removed, "es").text("card.blockade.name")).toBe("Blockade");
    // Other languages keep their objects (the editor's own language is not rebuilt).
    expect(patched.translations.get("it")).toBe(b.translations.get("it"));
  });

  it("the bundle the worker posts can be cloned", () => {
    expect(() => structuredClone(portableBundle(shipped))).not.toThrow();
    const copy = structuredClone(portableBundle(shipped));
    expect(translate(copy, "it").t("editor.setup.at_action")).toBe("Un Round di Azione");
  });
});

describe("starting a new language", () => {
  it("checks the code and the name", () => {
    expect(checkNewLanguage(shipped, "de", "Deutsch")).toBeNull();
    expect(checkNewLanguage(shipped, "pt-BR", "Português do Brasil")).toBeNull();
    expect(checkNewLanguage(shipped, "DE", "Deutsch")?.key).toBe("editor.translator.new.bad_code");
    expect(checkNewLanguage(shipped, "german", "Deutsch")?.key).toBe("editor.translator.new.bad_code");
    expect(checkNewLanguage(shipped, "es", "Español")).toEqual({ key: "editor.translator.new.exists", args: { code: "es" } });
    expect(checkNewLanguage(shipped, "en", "English")?.key).toBe("editor.translator.new.exists");
    expect(checkNewLanguage(shipped, "de", " ")?.key).toBe("editor.translator.new.no_name");
    expect(ownName("de")).toBe("Deutsch");
    expect(ownName("fr")).toBe("Français");
  });

  it("writes locales/<lang>.yaml and lists it in game.yaml; the new language has every string missing", () => {
    const game = disk("game.yaml")!;
    const manifest = addTranslationToManifest(game, localePath("de"));
    expect(manifest).toContain("translations: [locales/es.yaml, locales/it.yaml, locales/pt.yaml, locales/de.yaml]");
    expect(manifest.replace(", locales/de.yaml", "")).toBe(game);
    expect(addTranslationToManifest(manifest, "locales/de.yaml")).toBe(manifest);
    const de = newLanguageText("de", "Deutsch", "Twilight Struggle");
    expect(parseDocument(de).toJS()).toEqual({ language: "de", name: "Deutsch", strings: {} });
    const b = bundleWith({ "game.yaml": manifest, "locales/de.yaml": de });
    expect(b.languages.map((l) => l.code)).toEqual(["en", "es", "it", "pt", "de"]);
    const rows = translatorRows(b, "de");
    expect(countRows(rows)).toEqual({ total: shipped.sources.length, missing: shipped.sources.length, outdated: 0, ok: 0 });
    // The first translation turns `strings: {}` into a block map.
    const first = editTranslation(de, b, "de", "card.fidel.name", "Fidel");
    expect(first).toContain(`strings:\n  card.fidel.name: { text: Fidel, source: "${sourceHash("Fidel")}" }\n`);
    expect(countRows(translatorRows(bundleWith({ "game.yaml": manifest, "locales/de.yaml": first }), "de")).missing).toBe(shipped.sources.length - 1);
  });

  it("adds to a block list, or adds the list", () => {
    const block = "id: x\nlocales:\n  source: locales/en.yaml\n  translations:\n    - locales/es.yaml # Spanish\nname: X\n";
    expect(addTranslationToManifest(block, "locales/de.yaml")).toBe("id: x\nlocales:\n  source: locales/en.yaml\n  translations:\n    - locales/es.yaml # Spanish\n    - locales/de.yaml\nname: X\n");
    const none = "id: x\nlocales:\n  source: locales/en.yaml\nname: X\n";
    expect(addTranslationToManifest(none, "locales/de.yaml")).toBe("id: x\nlocales:\n  source: locales/en.yaml\n  translations: [locales/de.yaml]\nname: X\n");
    expect(addTranslationToManifest("id: x\nlocales:\n  source: a.yaml\n  translations: []\n", "locales/de.yaml")).toContain("translations: [locales/de.yaml]");
    expect(() => addTranslationToManifest("id: x\n", "locales/de.yaml")).toThrow(/locales/);
  });
});

describe("the English a translation was made from", () => {
  it("is remembered by hash, and shown as a word diff against the English now", () => {
    const memory = new Map<string, string>();
    expect(rememberEnglish(memory, shipped)).toBe(true);
    expect(rememberEnglish(memory, shipped)).toBe(false);
    const b = bundleWith({ "cards/early-war.yaml": early.replace(FIDEL_EN, FIDEL_EN_NEW) });
    const row = translatorRows(b, "es").find((r) => r.key === "card.fidel.text")!;
    const old = memory.get(row.stamped!);
    expect(old).toContain(FIDEL_EN);
    const diff = wordDiff(old!, row.english!);
    expect(diff.filter((p) => p.kind === "removed").map((p) => p.text.trim())).toEqual(["Clear all"]);
    expect(diff.filter((p) => p.kind === "added").map((p) => p.text.trim())).toEqual(["Remove every"]);
    // Same words are shown as they are now; either side reads back whole (up to the spaces).
    const norm = (t: string) => t.replace(/\s+/g, " ").trim();
    expect(norm(diff.filter((p) => p.kind !== "added").map((p) => p.text).join(""))).toBe(norm(old!));
    expect(diff.filter((p) => p.kind !== "removed").map((p) => p.text).join("")).toBe(row.english);
  });
});

describe("the editor's language before the first build", () => {
  it("speaks the messages of the locale files, falling back to English string by string", () => {
    const root = "cards/twilight-struggle";
    const buffers = new Map<string, string>(["game.yaml", "locales/en.yaml", "locales/es.yaml", "locales/it.yaml", "locales/pt.yaml"].map((p) => [`${root}/${p}`, disk(p)!]));
    const b = messagesBundle(buffers, root, "es")!;
    // Every language for the picker; only the one chosen is read in full (the others load with the content).
    expect(b.languages.map((l) => [l.code, l.name])).toEqual([["en", "English"], ["es", "Español"], ["it", "Italiano"], ["pt", "Português"]]);
    // The game's own words in the editor (an entry point of its test game).
    expect(translate(b, "es").t("editor.setup.at_action")).toBe("Una ronda de acción");
    expect(b.translations.get("pt")!.entries.size).toBe(0);
    expect(translate(messagesBundle(buffers, root, "pt")!, "pt").t("editor.setup.at_action")).toBe("Uma rodada de ação");
    buffers.set(`${root}/locales/es.yaml`, es.replace(/^ {2}msg\.editor\.setup\.at_action: .*\n/m, ""));
    expect(translate(messagesBundle(buffers, root, "es")!, "es").t("editor.setup.at_action")).toBe("An action round");
    expect(messagesBundle(new Map(), root, "en")).toBeNull();
  });

  it("finds the card a string belongs to", () => {
    const cards = [{ id: "fidel", lasting: [] }, { id: "containment", lasting: ["containment"] }, { id: "u2_incident", lasting: ["u2_incident_vp"] }];
    expect(cardOfKey("card.fidel.text", cards)).toBe("fidel");
    expect(cardOfKey("effect.u2_incident_vp.name", cards)).toBe("u2_incident");
    expect(cardOfKey("country.cuba.name", cards)).toBeNull();
    expect(cardOfKey("card.nope.name", cards)).toBeNull();
  });
});

describe("the glossary of official terms beside the translations (a locale file's `glossary:`)", () => {
  // es.yaml's own glossary says Space Race box 4 is "Paseo espacial", never "Hombre en órbita".
  const b = bundleWith({ "locales/es.yaml": es.replace('space.4.name: { text: "Paseo espacial"', 'space.4.name: { text: "Hombre  EN órbita terrestre"') });
  const rows = translatorRows(b, "es");
  const row = (key: string) => rows.find((r) => r.key === key)!;
  const entry = (official: string) => b.translations.get("es")!.glossary!.find((g) => g.official === official)!;

  it("flags the strings `i18n status` flags (CW607): whole words, any case, any spacing", () => {
    expect(row("space.4.name").glossary.map((v) => [v.avoid, v.official])).toEqual([["Hombre en órbita", "Paseo espacial"]]);
    expect(rows.filter((r) => r.glossary.length).map((r) => r.key)).toEqual(translationStatus(b, "es")[0]!.glossary.map((v) => v.key));
    expect(translatorRows(shipped, "es").filter((r) => r.glossary.length)).toEqual([]);
  });

  it("clears the flag as the translator types the official term", () => {
    const fixed = withEntry(b, "es", "space.4.name", "Paseo espacial", sourceHash("Man in Earth Orbit"));
    expect(translatorRows(fixed, "es").find((r) => r.key === "space.4.name")!.glossary).toEqual([]);
  });

  it("knows which entries concern a string: its English names the term, its translation uses the official term or a variant", () => {
    expect(termPhrases("Space Race box 4 (Man in Earth Orbit)")).toEqual(["Space Race box 4", "Man in Earth Orbit"]);
    expect(termPhrases("draw (a game that ends level), tie")).toEqual(["draw", "a game that ends level", "tie"]);
    expect(concerns(entry("Paseo espacial"), row("space.4.name"))).toBe(true);
    expect(concerns(entry("cabecera"), row("msg.headline.card"))).toBe(true);
    expect(concerns(entry("Animal en el espacio"), row("space.4.name"))).toBe(false);
    expect(concerns(entry("Paseo espacial"), translatorRows(shipped, "es").find((r) => r.key === "space.4.name")!)).toBe(true);
  });
});
