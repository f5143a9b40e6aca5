// The editor's help while writing content: hovers from the schemas and for ids, ids offered where
// the schema expects them, quick fixes for the common mistakes, a new card with its test, and the
// effect-language snippets, all checked against the real content and engine.
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../src/diagnostics/diagnostic.js";
import type { Content } from "../src/content/model.js";
import { runScenarioTestText } from "../src/testing/scenario-test.js";
import { addCardToFile, cardTestPath, checkCardId, fileForCard, nameFromId, nextNumber, placeholderEvent } from "../editor/src/authoring/new-card.js";
import { cardTestFor } from "../editor/src/authoring/card-test.js";
import { gameInfo, schemaInfo } from "../editor/src/game/content-info.js";
import { loadI18n, translate } from "../src/i18n/index.js";
import { diskReader } from "../src/content/load-dir.js";
import { tsWords } from "./editor-words.js";
import { hoverAt } from "../editor/src/language/effect-help.js";
import { insertProperty, nearest, quickFixes } from "../editor/src/language/quick-fixes.js";
import { keyHover, placeholderValue, schemaAt, type JsonSchema } from "../editor/src/language/schema-help.js";
import { SCHEMAS, schemaFor, setGameSchemas, setSchemaLanguage } from "../editor/src/language/schema-list.js";
import { effectSnippets, effectsSnippet } from "../editor/src/language/snippets.js";
import { nameInfos, vocabularyInfo } from "../editor/src/game/content-info.js";
import { wordsOf, type Words } from "../editor/src/language/effect-words.js";
import { loadContent } from "../src/content/load.js";
import { requireContent } from "../src/content/load-dir.js";
import { idSlot, yamlHover } from "../editor/src/language/yaml-help.js";
import { spotAt } from "../editor/src/language/yaml-path.js";
import { loadWithEdits, readContentFile } from "./helpers.js";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { EDITOR_LOCALES_DIR } from "../src/cli/editor-locales.js";
import { ownMessages } from "../editor/src/i18n/own.js";

const EARLY = "cards/early-war.yaml";
const early = readContentFile(EARLY);
const loaded = loadWithEdits({});
const content = loaded.content!;
const words = tsWords();
const names = words.names;
const byId = words.byId;
const fixContext = { names, callables: [...words.callables.keys()], context: [...words.context.keys()] };
// The cards schema extended with the fields the game declares, as the worker sends it.
const cardsSchema = schemaInfo(loaded.raw!, "cards/twilight-struggle", new Map()).schemas["cards"] as JsonSchema;
const testSchema = SCHEMAS.test as JsonSchema;

function diagnosticsAfter(edits: Record<string, (old: string) => string>): { list: Diagnostic[]; texts: Record<string, string> } {
  const r = loadWithEdits(edits);
  const texts = Object.fromEntries(Object.entries(edits).map(([p, f]) => [p, f(readContentFile(p))]));
  return { list: r.diagnostics, texts };
}

describe("hover", () => {
  it("a key says what it means and what it allows, in one short hover", () => {
    const at = early.indexOf("side: ussr");
    const h = yamlHover(early, at + 1, cardsSchema, byId)!;
    expect(h.markdown).toContain("**side** (required)");
    expect(h.markdown.split("\n").filter(Boolean).length).toBeLessThanOrEqual(3);
    // A field the game declares with its values (era: early, mid or late).
    const era = yamlHover(early, early.indexOf("era: early") + 1, cardsSchema, byId)!;
    expect(era.markdown).toContain("`early`, `mid`, `late`");
  });

  it("a card or country id says what it is: name, ops, side", () => {
    const test = "position:\n  hand: { ussr: [fidel] }\n  influence: { cuba: [2, 0] }\n";
    const card = yamlHover(test, test.indexOf("fidel") + 1, testSchema, byId)!;
    expect(card.markdown).toContain("**Fidel** — card");
    expect(card.markdown).toContain("2 Ops · USSR event");
    const country = yamlHover(test, test.indexOf("cuba") + 1, testSchema, byId)!;
    expect(country.markdown).toContain("**Cuba** — country");
    expect(country.markdown).toContain("stability 3");
  });

  it("an effect statement gives its signature and one line, not the whole reference", () => {
    const h = hoverAt(["    event: remove_all_influence(us, cuba)"], 0, 15, words)!;
    expect(h.markdown).toContain("remove_all_influence(side, country)");
    expect(h.markdown).not.toContain("- `side`");
    expect(h.markdown.split("\n").length).toBeLessThanOrEqual(4);
  });

  it("a card field the game declares is described in the editor's language, and follows a switch of language", () => {
    const bundle = loadI18n(diskReader("cards/twilight-struggle")).bundle;
    const info = schemaInfo(loaded.raw!, "cards/twilight-struggle", new Map());
    setGameSchemas(info.schemas);
    try {
      const at = early.indexOf("ops: 0") + 1;
      const hoverIn = (lang: string | null) => {
        setSchemaLanguage(lang ? { content: (key) => translate(bundle, lang).text(key), message: () => null } : null);
        return yamlHover(early, at, schemaFor("cards") as JsonSchema, byId)!.markdown;
      };
      expect(hoverIn(null)).toContain("Operations value (0 for scoring cards).");
      const es = hoverIn("es");
      expect(es).toContain("Valor de Operaciones (0 en las cartas de puntuación).");
      expect(es).not.toContain("Operations value");
      expect(hoverIn("it")).not.toContain("Operations value");
      expect(hoverIn("en")).toContain("Operations value (0 for scoring cards).");
      // A card an overlay adds or changes is described alike.
      setSchemaLanguage({ content: (key) => translate(bundle, "es").text(key), message: () => null });
      const overlay = schemaFor("overlay") as JsonSchema;
      expect(schemaAt(overlay, ["cards", "change", 0, "ops"])?.description).toBe("Valor de Operaciones (0 en las cartas de puntuación).");
      // The game's schema as built is left in English (the checker's hints read it).
      expect(schemaAt(info.schemas["cards"] as JsonSchema, ["cards", 0, "ops"])?.description).toBe("Operations value (0 for scoring cards).");
    } finally {
      setSchemaLanguage(null);
      setGameSchemas({});
    }
  });

  it("knows a key's schema anywhere in a file", () => {
    expect(keyHover(testSchema, ["steps", 0, "expect", "winner"])).toContain("**winner**");
    expect(schemaAt(cardsSchema, ["cards", 3, "era"])?.enum).toEqual(["early", "mid", "late"]);
  });
});

describe("ids where the schema expects them", () => {
  const slot = (text: string, offset: number) => {
    const spot = spotAt(`${text.slice(0, offset)}zq${text.slice(offset)}`, offset + 1)!;
    return idSlot("test", spot.path, spot.onKey, testSchema, names);
  };
  it("cards in the hand pile, spaces as keys of a kind of pieces, cards or spaces as moves (the game's declared names)", () => {
    const t = "position:\n  hand: { ussr: [fid";
    expect(slot(t, t.length)).toEqual(["card"]);
    const i = "position:\n  influence: { ";
    expect(slot(i, i.length)).toEqual(["space"]);
    const s = "steps:\n  - ussr: ";
    expect(slot(s, s.length)).toEqual(["card", "space"]);
    const n = "name: ";
    expect(slot(n, n.length)).toBeNull();
  });
});

describe("quick fixes", () => {
  it("an unknown name in effect code → the nearest ids", () => {
    const { list, texts } = diagnosticsAfter({ [EARLY]: (t) => t.replace("gain_control(ussr, cuba)", "gain_control(ussr, cubba)") });
    const d = list.find((x) => x.code === "CW302")!;
    const fixes = quickFixes(d, { ...fixContext, text: texts[EARLY]!, schema: cardsSchema });
    expect(fixes[0]!.title).toContain("`cuba`");
    expect(fixes[0]!.preferred).toBe(true);
    const line = texts[EARLY]!.split("\n")[d.start.line - 1]!;
    const e = fixes[0]!.edits![0]!;
    expect(line.slice(0, e.startColumn - 1) + e.text + line.slice(e.endColumn - 1)).toContain("gain_control(ussr, cuba)");
  });

  it("an unknown country in a scenario → the nearest countries only, never a card or an era", () => {
    // `nato` is near the card `nato_referendum`: writing that where a country goes is no fix.
    const SCENARIO = "scenarios/late-war.yaml";
    const { list, texts } = diagnosticsAfter({ [SCENARIO]: (t) => t.replace("    syria: [0, 3]", "    nato: [0, 3]") });
    const d = list.find((x) => x.code === "CW402" && x.file.endsWith("late-war.yaml"))!;
    expect(d.key).toBe("diag.unknown_space");
    const offered = quickFixes(d, { ...fixContext, text: texts[SCENARIO]!, schema: null }).map((f) => f.edits![0]!.text);
    const spaces = new Set(names.filter((n) => n.kind === "space").map((n) => n.id));
    expect(offered.filter((id) => !spaces.has(id))).toEqual([]);
  });

  it("an old spelling → the current one", () => {
    const { list, texts } = diagnosticsAfter({ [EARLY]: (t) => t.replace("gain_control(ussr, cuba)", "play_ops(ussr, fidel)") });
    const d = list.find((x) => x.key === "diag.renamed_function")!;
    expect(d.message).toBe("`play_ops` is an old spelling: it is now `play_card`");
    const [fix] = quickFixes(d, { ...fixContext, text: texts[EARLY]!, schema: cardsSchema });
    expect(fix!.title).toContain("play_card");
    expect(fix!.edits![0]!.text).toBe("play_card");
  });

  it("an unknown property → the schema's nearest property names", () => {
    const { list, texts } = diagnosticsAfter({ [EARLY]: (t) => t.replace("    removed_after_event: true\n", "    removed_after_evnt: true\n") });
    const d = list.find((x) => x.code === "CW201")!;
    expect(quickFixes(d, { ...fixContext, text: texts[EARLY]!, schema: cardsSchema })[0]!.edits![0]!.text).toBe("removed_after_event");
  });

  it("a value not allowed → the nearest allowed values", () => {
    const { list, texts } = diagnosticsAfter({ [EARLY]: (t) => t.replace("    side: ussr\n    era: early\n    kind: event\n    removed_after_event: true", "    side: ussr\n    era: erly\n    kind: event\n    removed_after_event: true") });
    const d = list.find((x) => x.code === "CW203")!;
    expect(quickFixes(d, { ...fixContext, text: texts[EARLY]!, schema: cardsSchema }).map((f) => f.edits![0]!.text)).toContain("early");
  });

  it("a missing required property → inserted at its mapping's indentation, and the file then loads", () => {
    const edit = (t: string) => t.replace("    name: Fidel\n    ops: 2\n", "    name: Fidel\n");
    const { list, texts } = diagnosticsAfter({ [EARLY]: edit });
    const d = list.find((x) => x.code === "CW202")!;
    const [fix] = quickFixes(d, { ...fixContext, text: texts[EARLY]!, schema: cardsSchema });
    expect(fix!.title).toContain("ops");
    const lines = texts[EARLY]!.split("\n");
    const e = fix!.edits![0]!;
    const l = lines[e.startLine - 1]!;
    lines[e.startLine - 1] = l.slice(0, e.startColumn - 1) + e.text + l.slice(e.endColumn - 1);
    const fixed = lines.join("\n");
    expect(fixed).toMatch(/\n {4}name: Fidel\n(.|\n)*\n {6}gain_control\(ussr, cuba\)\n {4}ops: \d+\n/);
    const after = loadWithEdits({ [EARLY]: () => fixed }).diagnostics.filter((x) => x.code === "CW202");
    expect(after).toEqual([]);
  });

  it("inserts into a flow mapping before its closing brace", () => {
    const text = "expect: { vp: 1 }\n";
    expect(insertProperty(text, { start: { line: 1, column: 9 }, end: { line: 1, column: 18 } }, "defcon: 5")).toMatchObject({ text: ", defcon: 5 " });
  });

  it("a missing translation → added to the language's file by the app", () => {
    const d: Diagnostic = { code: "CW602", severity: "warning", message: "", file: "x", start: { line: 1, column: 1 }, end: { line: 1, column: 1 }, args: { language: "Spanish", lang: "es", key: "card.fidel.name" } };
    expect(quickFixes(d, { ...fixContext, text: "", schema: null })[0]!.action).toEqual({ kind: "add-translation", lang: "es", key: "card.fidel.name" });
  });

  it("nearest keeps close candidates, closest first", () => {
    expect(nearest("cubba", ["cuba", "chile", "cameroon", "burma"])).toEqual(["cuba"]);
    expect(nearest("west_germny", ["west_germany", "east_germany", "germany"])[0]).toBe("west_germany");
  });
});

describe("a new card and its test", () => {
  const files = new Map([["cards/twilight-struggle/cards/early-war.yaml", early], ["cards/twilight-struggle/cards/mid-war.yaml", readContentFile("cards/mid-war.yaml")]]);
  const info = gameInfo(content, "cards/twilight-struggle");
  const en = translate(loadI18n(diskReader("cards/twilight-struggle")).bundle, "en");

  it("checks the id, names it, and picks the file of the cards most like it and the next number", () => {
    expect(checkCardId("Bad Id", new Set())).toBe("bad_id");
    expect(checkCardId("fidel", new Set(content.game.cards.map((c) => c.id)))).toBe("taken");
    expect(checkCardId("new_card", new Set(["fidel"]))).toBeNull();
    expect(nameFromId("berlin_airlift")).toBe("Berlin Airlift");
    expect(fileForCard(files, { id: "x", name: "X", side: "us", fields: { era: "mid", kind: "event" } }, info.cardFields)).toBe("cards/twilight-struggle/cards/mid-war.yaml");
    expect(nextNumber(content.game.cards.map((c) => (typeof c.attrs["number"] === "number" ? c.attrs["number"] : null)))).toBe(112);
    expect(cardTestPath("cards/twilight-struggle", "berlin_airlift")).toBe("cards/twilight-struggle/tests/card-berlin-airlift.yaml");
  });

  for (const side of ["us", "ussr", "neutral"] as const) {
    it(`the skeleton (${side}) loads with no problem and its test, written by playing it, passes as it is`, () => {
      const card = { id: "berlin_airlift", name: "Berlin Airlift", side, fields: { ops: 3, era: "mid", kind: "event", removed_after_event: false, optional: false } };
      const { text } = addCardToFile(readContentFile("cards/mid-war.yaml"), card, 112, placeholderEvent(info));
      const r = loadWithEdits({ "cards/mid-war.yaml": () => text });
      expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      const c: Content = r.content!;
      expect(c.game.card.get("berlin_airlift")).toMatchObject({ side, attrs: { number: 112, ops: 3, era: "mid" } });
      const test = cardTestFor(c, "berlin_airlift", en);
      expect(test.ok, test.ok ? "" : test.error).toBe(true);
      const [result] = runScenarioTestText(() => c, "tests/card-berlin-airlift.yaml", (test as { yaml: string }).yaml);
      expect(result!.failures).toEqual([]);
      expect(result!.passed).toBe(true);
    });
  }
});

describe("snippets", () => {
  /** A snippet's text with each placeholder replaced by its default (or its choice's first). */
  const fill = (body: string) => body.replace(/\$\{\d+\|([^,|]+)[^}]*\|\}/g, "$1").replace(/\$\{\d+:([^}]*)\}/g, "$1").replace(/\t/g, "  ");

  /** A game's words as the editor has them after a build (its vocabulary, names and declarations). */
  const wordsFor = (dir: string): Words => {
    const content = requireContent(dir);
    const en = translate(loadI18n(diskReader(dir)).bundle, "en");
    return wordsOf(vocabularyInfo(content), nameInfos(content, en), gameInfo(content, dir));
  };
  /** The game loaded with one card's event replaced (and declarations added after it). */
  const withEvent = (dir: string, file: string, event: string, replacement: string) => {
    const read = diskReader(dir);
    return loadContent((p) => (p === file ? read(p)!.replace(event, replacement) : read(p)), dir);
  };
  const games = [
    { dir: "cards/twilight-struggle", file: "cards/early-war.yaml", event: "    event: |\n      remove_all_influence(us, cuba)\n      gain_control(ussr, cuba)\n" },
    { dir: "cards/thirteen-days", file: "cards/strategy.yaml", event: "    event: |\n      add_cubes(me, 3, in: spaces_in(world_opinion), per_space: 2)\n" },
  ];

  it("Twilight Struggle's snippets are written with its own procedures", () => {
    const labels = effectSnippets(wordsFor("cards/twilight-struggle")).map((s) => s.label);
    expect(labels).toEqual(["choose countries", "place influence", "remove influence", "dice roll", "choice of options", "lasting effect"]);
    expect(effectSnippets(tsWords()).length).toBe(6);
  });

  it("13 Days' snippets are its own procedures', with the kernel's dice roll in its tracks, never Twilight Struggle's words", () => {
    const w = wordsFor("cards/thirteen-days");
    const snippets = effectSnippets(w);
    expect(snippets.map((s) => s.label)).toEqual(["choose a battleground", "place cubes", "remove cubes", "choice of options", "move a DEFCON marker", "gain prestige", "lasting effect", "dice roll"]);
    expect(snippets.find((s) => s.label === "place cubes")!.body).toBe("add_cubes(${1:me}, ${2:3}, in: ${3:spaces_in(political)}, per_space: ${4:2})");
    for (const s of [...snippets, effectsSnippet(w)]) expect(`${s.label} ${s.detail} ${s.body}`).not.toMatch(/\bvp\(|\bdefcon\(|countries|_influence|europe|coup_roll|realign|action_round/);
    expect(snippets.find((s) => s.label === "dice roll")!.body).toContain("move_track(prestige, 1)");
    expect(effectsSnippet(w).body).toContain("duration: ${2|round,game|}");
    expect(effectsSnippet(w).body).toContain("kind: ${3|command_size,forbid|}");
  });

  it("a game's own snippets are offered in the editor's language: their labels and details are strings the game translates", () => {
    for (const [dir, label] of [["cards/thirteen-days", "snippet.place_cubes"], ["cards/twilight-struggle", "snippet.place_influence"]] as const) {
      const bundle = loadI18n(diskReader(dir)).bundle;
      // i18n status counts them, at the snippet's label in game.yaml.
      expect(bundle.byKey.get(`${label}.label`)?.at.file).toBe("game.yaml");
      const content = requireContent(dir);
      const say = (lang: string) => {
        const tr = translate(bundle, lang);
        return effectSnippets(wordsOf(vocabularyInfo(content), nameInfos(content, tr), gameInfo(content, dir), (key) => tr.text(key)));
      };
      const own = (content.manifest.snippets ?? []).length;
      expect(say("en").slice(0, own).map((s) => s.label)).toEqual(content.manifest.snippets!.map((s) => s.label));
      for (const lang of ["es", "it", "pt"]) {
        const snippets = say(lang).slice(0, own);
        for (const [i, s] of snippets.entries()) {
          expect(s.label, `${dir} ${lang}`).not.toBe(content.manifest.snippets![i]!.label);
          expect(s.detail, `${dir} ${lang}`).not.toBe(content.manifest.snippets![i]!.detail);
          // The code inserted is the same in every language.
          expect(s.body).toBe(say("en")[i]!.body);
        }
      }
    }
    const bundle = loadI18n(diskReader("cards/thirteen-days")).bundle;
    const content = requireContent("cards/thirteen-days");
    const es = translate(bundle, "es");
    const place = effectSnippets(wordsOf(vocabularyInfo(content), nameInfos(content, es), gameInfo(content, "cards/thirteen-days"), (key) => es.text(key)))[1]!;
    expect([place.label, place.detail]).toEqual(["colocar cubos", "un bando coloca cubos, de uno en uno, en los campos de batalla que elige (se aplica el icono de DEFCON de la carta)"]);
  });

  it("the editor's built-in snippets speak its language, with the game's terms in it (13 Days without snippets of its own)", () => {
    const dir = "cards/thirteen-days";
    const content = requireContent(dir);
    const bundle = loadI18n(diskReader(dir)).bundle;
    const editor = new Map(readdirSync(EDITOR_LOCALES_DIR).map((f) => [f, readFileSync(join(EDITOR_LOCALES_DIR, f), "utf8")]));
    /** The snippets as the editor offers them in `lang`: the game's words over the editor's own messages. */
    const say = (lang: string, terms?: Record<string, string>) => {
      const tr = translate(bundle, lang, translate(ownMessages(editor, lang)!, lang));
      const info = gameInfo(content, dir);
      const game = { ...info, snippets: [], ...(terms ? { terms } : {}) };
      const w = wordsOf(vocabularyInfo(content), nameInfos(content, tr), game, terms ? () => null : (key) => tr.text(key), (key, args) => tr.t(key, args));
      return [...effectSnippets(w), effectsSnippet(w)];
    };
    const en = say("en");
    expect(en.map((s) => s.label)).toEqual(["lasting effect", "choose battlegrounds", "place Influence cubes", "remove Influence cubes", "dice roll", "choice of options", "effects (lasting effect)"]);
    expect(say("es").map((s) => s.label)).toEqual(["efecto duradero", "elegir campos de batalla", "colocar cubos de Influencia", "quitar cubos de Influencia", "tirada de dado", "elección entre opciones", "effects (efecto duradero)"]);
    expect(say("es")[1]!.detail).toBe("un jugador elige uno de los campos de batalla y después ocurre algo allí");
    for (const lang of ["es", "it", "pt"]) {
      const snippets = say(lang);
      for (const [i, s] of snippets.entries()) {
        expect(s.label, `${lang} ${en[i]!.label}`).not.toBe(en[i]!.label);
        expect(s.detail, `${lang} ${en[i]!.label}`).not.toBe(en[i]!.detail);
        // The code inserted is the same in every language.
        expect(s.body).toBe(en[i]!.body);
      }
    }
    // A game that names no terms: the editor's own words for spaces and pieces, in its language.
    expect(say("es", {}).slice(1, 4).map((s) => s.label)).toEqual(["elegir espacios", "colocar fichas", "quitar fichas"]);
    expect(say("en", {}).slice(1, 4).map((s) => s.label)).toEqual(["choose spaces", "place pieces", "remove pieces"]);
  });

  it("a game's own snippets (game.yaml `snippets:`) are offered, each in place of the kernel's shape it replaces", () => {
    const w = wordsFor("cards/thirteen-days");
    const own = [
      { id: null, label: "raise prestige", detail: "a side gains prestige", replaces: "dice" as const, code: "move_track(prestige, ${1:2})" },
      { id: null, label: "log a line", detail: "a note in the log", replaces: null, code: 'log("${1:note}")' },
    ];
    const snippets = effectSnippets({ ...w, game: { ...w.game!, snippets: own } });
    expect(snippets.map((s) => s.label)).toEqual(["raise prestige", "log a line", "lasting effect", "choose battlegrounds", "place Influence cubes", "remove Influence cubes", "choice of options"]);
    expect(snippets[0]!.body).toBe("move_track(prestige, ${1:2})");
  });

  for (const g of games) {
    it(`each effect snippet of ${g.dir}, as inserted, is valid effect code in a card`, () => {
      const w = wordsFor(g.dir);
      for (const s of effectSnippets(w)) {
        const code = fill(s.body).replace("effect_id", "containment");
        const block = code.split("\n").map((l) => `      ${l}`).join("\n");
        const r = withEvent(g.dir, g.file, g.event, `    event: |\n${block}\n`);
        expect(r.diagnostics.filter((d) => d.severity === "error"), s.label).toEqual([]);
      }
    });

    it(`the lasting-effect snippet of ${g.dir} declares an effect its event can start`, () => {
      const decl = fill(effectsSnippet(wordsFor(g.dir)).body).split("\n").map((l) => `    ${l}`).join("\n");
      const r = withEvent(g.dir, g.file, g.event, `    event: start_effect(effect_id)\n${decl}\n`);
      expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      expect(r.content!.game.effect.has("effect_id")).toBe(true);
    });
  }

  it("a placeholder value has the property's type", () => {
    expect(placeholderValue(schemaAt(cardsSchema, ["cards", 0, "era"]))).toBe("early");
    expect(placeholderValue(schemaAt(cardsSchema, ["cards", 0, "optional"]))).toBe("false");
    expect(placeholderValue(schemaAt(cardsSchema, ["cards", 0, "ops"]))).toBe("0");
  });
});
