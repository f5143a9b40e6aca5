// translate(lang): English fallback string by string, log lines, prompts and options, diagnostics,
// card previews in every language, editing locale files, and no node: imports (browser use).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseDocument } from "yaml";
import { describe, expect, it } from "vitest";
import { requireContent } from "../src/content/load-dir.js";
import { compileSelection } from "../src/content/load.js";
import type { Diagnostic } from "../src/diagnostics/diagnostic.js";
import { cardFace, editLocaleText, loadI18n, renderCardFace, translate, type CardLike } from "../src/i18n/index.js";
import { apply, gameFromPosition } from "../src/kernel/index.js";
import { loadWithEdits, readWithEdits, spoken, type Edits } from "./helpers.js";

function bundleWith(edits: Edits = {}) {
  return loadI18n(readWithEdits(edits)).bundle;
}
const bundle = bundleWith();
const [en, es, it_, pt] = ["en", "es", "it", "pt"].map((l) => spoken(bundle, l)) as [ReturnType<typeof translate>, ReturnType<typeof translate>, ReturnType<typeof translate>, ReturnType<typeof translate>];

describe("translate: lookups with English fallback string by string", () => {
  it("names and texts come from the language, messages format them", () => {
    expect(es.name("card", "bear_trap")).toBe("Ratonera");
    expect(es.name("country", "west_germany")).toBe("Alemania Occidental");
    expect(es.name("region", "southeast_asia")).toBe("Sudeste Asiático");
    expect(es.name("side", "ussr")).toBe("URSS");
    expect(es.log({ k: "headline.card", a: { side: "us", card: "duck_and_cover" } })).toBe("EE. UU.: juega Agáchate y cúbrete como cabecera");
    expect(it_.log({ k: "coup.success", a: { side: "ussr", country: "iran", roll: 5, ops: 3, modifier: 0, total: 8, defence: 4, free: false } })).toBe("Iran: colpo di stato dell'URSS, dado 5 + 3 Op = 8 contro 4: riuscito");
    expect(pt.log({ k: "vp.gain", a: { side: "us", amount: 2, vp: 5 } })).toBe("EUA: ganha 2 PV (trilha de PV: +5)");
    expect(en.log({ k: "deck.era", a: { era: "mid", cards: 1 } })).toBe("The Mid War cards join the draw pile (1 card)");
    expect(es.log({ k: "deck.era", a: { era: "mid", cards: 46 } })).toBe("Las cartas de la Guerra media se añaden al mazo (46 cartas)");
  });

  it("an effect without a name of its own is called like its card; effect notes are translated", () => {
    expect(es.log({ k: "effect.start", a: { effect: "containment", side: "us" } })).toBe("Contención entra en vigor (EE. UU.)");
    expect(es.log({ k: "effect.start", a: { effect: "north_sea_oil_eighth_round", side: "us" } })).toBe("Petróleo en el mar del Norte (8 rondas de acción) entra en vigor (EE. UU.)");
    expect(it_.log({ k: "effect.note", a: { text: "trapped: no card to discard" } })).toBe("in trappola: nessuna carta da scartare");
    expect(it_.log({ k: "effect.note", a: { text: "an unknown note" } })).toBe("an unknown note");
  });

  it("a missing name falls back to English inside a translated sentence, and a missing message keeps translated names", () => {
    const partial = bundleWith({ "locales/es.yaml": (t) => t.replace(/^ {2}card\.duck_and_cover\.name:.*\n/m, "").replace(/^ {2}msg\.ar\.pass:.*\n/m, "") });
    const tr = translate(partial, "es");
    expect(tr.log({ k: "headline.card", a: { side: "us", card: "duck_and_cover" } })).toBe("EE. UU.: juega Duck and Cover como cabecera");
    expect(tr.log({ k: "headline.card", a: { side: "us", card: "bear_trap" } })).toBe("EE. UU.: juega Ratonera como cabecera");
    expect(tr.log({ k: "ar.pass", a: { side: "ussr" } })).toBe("URSS passes");
    expect(tr.text("card.duck_and_cover.text")).toMatch(/^El DEFCON baja 1 nivel/);
  });

  it("`{x, name}` names ids of any kind (cards, countries, regions, tracks), in the language", () => {
    const withNames = bundleWith({ "locales/en.yaml": (t) => t.replace("messages:\n", 'messages:\n  test.names: "{ids, name}"\n') });
    expect(translate(withNames, "en").t("test.names", { ids: ["fidel", "west_germany", "southeast_asia", "defcon"] })).toBe("Fidel, West Germany, Southeast Asia, and DEFCON");
    expect(translate(withNames, "es").t("test.names", { ids: ["bear_trap", "west_germany", "southeast_asia"] })).toBe("Ratonera, Alemania Occidental y Sudeste Asiático");
  });

  it("an unknown language is English; an unknown key shows the key and its arguments", () => {
    const xx = translate(bundle, "xx");
    expect(xx.log({ k: "defcon.degrade", a: { defcon: 3 } })).toBe("DEFCON drops to 3");
    expect(es.log({ k: "no.such.key", a: { side: "us", n: 2 } })).toBe("no.such.key side=us n=2");
  });

  it("prompts and options of decisions", () => {
    const content = requireContent();
    const state = content && (awaitFirstDecision());
    expect(state.kind).toBe("setup_influence");
    expect(es.prompt(state)).toBe("URSS: coloca Influencia inicial en Europa Oriental (quedan 6)");
    expect(it_.prompt({ player: "us", kind: "place_influence", options: [], args: { left: 1 } })).toBe("SU: piazza Influenza (resta 1 Op)");
    expect(pt.prompt({ player: "us", kind: "realign_target", options: [], args: { left: 3 } })).toBe("EUA: escolha onde rolar para o realinhamento (restam 3 rolagens) ou pare");
    const d = { player: "ussr" as const, kind: "play_mode", options: ["event", "influence", "coup", "space"], args: { card: "fidel", ops: 2 } };
    expect(es.prompt(d)).toBe("URSS: ¿cómo juegas Fidel (2 Ops)?");
    expect(d.options.map((o) => es.option(d, o))).toEqual(["Evento", "Colocar Influencia", "Golpe de Estado", "Carrera Espacial"]);
    expect(pt.option({ player: "us", kind: "pick_country", options: [] }, "south_korea")).toBe("Coreia do Sul");
    expect(it_.option({ player: "us", kind: "choose_option", options: [] }, "boycott")).toBe("Boicotta i Giochi");
    expect(en.prompt({ player: "us", kind: "some_new_kind", options: [] })).toBe("US decides: some_new_kind");
    // A card's pick says what it is for: Star Wars' pick from the discard, and any card's pick_card names its card.
    // The decision Star Wars' event really asks (the position of its scenario test).
    const position = parseDocument(readFileSync("cards/twilight-struggle/tests/card-star-wars.yaml", "utf8")).toJS().position;
    let played = gameFromPosition(content.game, position, {});
    for (const choice of ["star_wars", "event"]) played = apply(content.game, played, { player: "us", choice });
    const starWars = played.pending[0]!;
    expect(en.prompt(starWars)).toBe("US: choose a card from the discard pile; its event takes place now (Star Wars)");
    expect(es.prompt(starWars)).toBe("EE. UU.: elige una carta de la pila de descartes; su evento tiene lugar ahora (La Guerra de las Galaxias)");
    // A war card's pick says the country chosen is the one attacked (not "choose a country for …"):
    // the decision Iran-Iraq War's event really asks (the position of its scenario test).
    let war = gameFromPosition(content.game, parseDocument(readFileSync("cards/twilight-struggle/tests/card-iran-iraq-war.yaml", "utf8")).toJS().position, {});
    for (const choice of ["iran_iraq_war", "event"]) war = apply(content.game, war, { player: "ussr", choice });
    const target = war.pending[0]!;
    expect(en.prompt(target)).toBe("USSR: choose the country attacked (Iran-Iraq War); each enemy-controlled neighbour of it subtracts 1 from the roll");
    expect(es.prompt(target)).toBe(`URSS: elige el país atacado (${es.name("card", "iran_iraq_war")}); cada país vecino controlado por el rival resta 1 a la tirada`);
    expect(target.options.map((o) => es.option(target, o))).toEqual(["Irán", "Iraq"]);
    expect(en.prompt({ player: "ussr", kind: "pick_card", options: [], args: { card: "blockade" } })).toBe("USSR: choose a card (Blockade)");
    expect(en.prompt({ player: "ussr", kind: "pick_card", options: [], args: { card: null } })).toBe("USSR: choose a card");
  });
});

function awaitFirstDecision() {
  // The standard game opens with the USSR's setup placements in Eastern Europe.
  return { player: "ussr" as const, kind: "setup_influence", options: [], args: { left: 6, region: "eastern_europe" } };
}

describe("diagnostics in other languages", () => {
  const broken: Diagnostic[] = [];
  const probe = (event: string) => `cards:\n  - id: probe\n    number: 999\n    name: Probe\n    ops: 1\n    side: ussr\n    era: early\n    kind: event\n    removed_after_event: false\n    optional: false\n    text: A probe.\n    event: |\n${event.split("\n").map((l) => `      ${l}`).join("\n")}\n`;
  const withProbe = (event: string) => loadWithEdits({ "game.yaml": (t) => t.replace("cards: [", "cards: [cards/probe.yaml, "), "cards/probe.yaml": probe(event) }).diagnostics;
  broken.push(
    ...withProbe("gain_control(ussr, cubba)\ngain_controll(ussr, cuba)\nvp(ussr)\nvp(ussr, 1, 2)\nvp(ussr, 1, bonus: 2)\nvp(ussr, 1, amount: 1)\nlet x = defcon(-1)\nvp(ussr, count(pick_countries(ussr, 2, in: [cuba, haiti])))\nvp(cuba, 1)\nstart_effect(fidel)"),
    ...withProbe("vp(ussr, 1)\nfoo + \n"),
    ...withProbe("gain_control(ussr, cuba)remove_all_influence(us, cuba)"),
    ...withProbe("choose me {\n  option \"a\" { }\n  option \"a\" { }\n}\nvp(me, it)\nstart_effect(not_an_effect)"),
    ...loadWithEdits({ "cards/early-war.yaml": (t) => t.replace("    name: Fidel\n    ops: 2\n    side: ussr\n    era: early", "    name: Fidel\n    opz: 1\n    ops: two\n    side: ussr\n    era: erly") }).diagnostics,
    ...loadWithEdits({ "cards/early-war.yaml": (t) => t.replace("    name: Fidel\n    ops: 2\n    side: ussr", "    name: Fidel\n    ops: 2\n    side: soviet") }).diagnostics,
    ...loadWithEdits({ "cards/early-war.yaml": (t) => t.replace("  - id: fidel\n    number: 8", "  - id: blockade\n    number: 9") }).diagnostics,
    ...loadWithEdits({ "board.yaml": (t) => t.replace(/(  - id: cuba\n(?:    .*\n)*?    adjacent: \[)/, "$1mexico, atlantis, ").replace("groups: [europe, western_europe, eastern_europe]", "groups: [europa, western_europe, eastern_europe]") }).diagnostics,
    ...loadWithEdits({ "rules.yaml": (t) => t.replace("  vp_to_win: 20", "  vp_to_win: [20") }).diagnostics,
    ...loadWithEdits({ "game.yaml": (t) => t.replace("board: board.yaml", "board: boards.yaml") }).diagnostics,
    ...loadWithEdits({ "cards/early-war.yaml": (t) => t.replace("    name: Fidel\n", "    name: Fidel\n    name: Fidel\n") }).diagnostics,
    // YAML layout slips: each says what was expected at that place.
    ...["     name: Fidel\n", "   name: Fidel\n", "  name: Fidel\n", "    name Fidel\n", "    - name\n", "\tname: Fidel\n"].flatMap(
      (line) => loadWithEdits({ "cards/early-war.yaml": (t) => t.replace("    name: Fidel\n", line) }).diagnostics,
    ),
    ...loadWithEdits({ "cards/early-war.yaml": (t) => t.replace("    text: >-\n      Clear all", "    text: >-\n    Clear all") }).diagnostics,
    ...loadWithEdits({ "cards/early-war.yaml": (t) => t.replace("  - id: fidel\n", "- id: fidel\n") }).diagnostics,
  );
  const { raw } = loadWithEdits({});
  const anOption = raw!.overlays.find((o) => o.data.kind === "option")!.data.id;
  for (const selection of [{ scenario: "standard", variants: [anOption], options: [] }, { scenario: "standard", variants: ["martians"], options: [] }]) broken.push(...compileSelection(raw!, selection).diagnostics);

  it("the loader attaches a message key to every code of README's table", () => {
    const codes = new Set(broken.map((d) => d.code));
    for (const c of ["CW101", "CW102", "CW103", "CW201", "CW203", "CW204", "CW301", "CW302", "CW303", "CW304", "CW305", "CW306", "CW307", "CW401", "CW402", "CW403", "CW501", "CW504"]) expect(codes.has(c), c).toBe(true);
    expect(broken.filter((d) => !d.key).map((d) => `${d.code} ${d.message}`)).toEqual([]);
  });

  it("the English templates reproduce the English messages and hints exactly", () => {
    for (const d of broken) {
      const shown = en.diagnostic(d);
      expect(shown.message, d.key).toBe(d.message);
      if (d.hint) expect(shown.hint, d.hintKey).toBe(d.hint);
    }
  });

  it("every keyed diagnostic has a translation in each language that fills all its arguments", () => {
    for (const tr of [es, it_, pt]) {
      for (const d of broken) {
        const shown = tr.diagnostic(d);
        expect(shown.message, `${tr.lang} ${d.key}`).not.toBe(d.message);
        expect(shown.message).not.toMatch(/\{\w+\}/);
        if (d.hint) expect(shown.hint, `${tr.lang} ${d.hintKey}`).not.toMatch(/\{\w+\}/);
      }
    }
    const d = broken.find((x) => x.code === "CW302" && x.message.includes("cubba"))!;
    expect(es.formatDiagnostic({ ...d, file: "cards/probe.yaml" })).toMatch(/^cards\/probe\.yaml:\d+:\d+: error CW302: nombre desconocido `cubba`\n {4}pista: ¿quisiste decir `cuba`\?$/);
    expect(it_.diagnostic(d)).toEqual({ message: "nome sconosciuto `cubba`", hint: "forse intendevi `cuba`?" });
    expect(pt.diagnostic(d)).toEqual({ message: "nome desconhecido `cubba`", hint: "você quis dizer `cuba`?" });
  });
});

describe("card previews", () => {
  const content = requireContent();
  // The face the game declares (game.yaml card_face): Ops in the corner, whose event and the era under the title.
  const decl = content.manifest.card_face ?? {};
  const cards = content.composed.cards.map((c) => c.data as CardLike);
  const card = (id: string) => cards.find((c) => c.id === id)!;
  const face = (tr: ReturnType<typeof translate>, id: string) => {
    const f = cardFace(tr, card(id), decl);
    return { ...f, ops: f.corner, side: f.lines[0], era: f.lines[1] };
  };
  it("render a card's face in each language", () => {
    expect(renderCardFace(cardFace(en, card("fidel"), decl))).toBe(
      "#8 Fidel* · 2 Ops · USSR event · Early War\nClear all US Influence from Cuba, then the USSR places just enough Influence there to control it.\n(Removed from the game after its event (*))",
    );
    const faces = { es: face(es, "fidel"), it: face(it_, "fidel"), pt: face(pt, "fidel") };
    expect(faces.es.title).toBe("n.º 8 Fidel*");
    expect([faces.es.ops, faces.es.side, faces.es.era]).toEqual(["2 Ops", "evento de la URSS", "Guerra inicial"]);
    expect(faces.es.text).toMatch(/^Elimina toda la Influencia de EE\. UU\. de Cuba/);
    expect([faces.it.title, faces.it.side, faces.it.era]).toEqual(["n. 8 Fidel*", "evento URSS", "Inizio Guerra"]);
    expect(faces.it.text).toMatch(/^Togli tutta l'Influenza SU da Cuba/);
    expect([faces.pt.title, faces.pt.side, faces.pt.era]).toEqual(["nº 8 Fidel*", "evento da URSS", "Início da Guerra"]);
    expect(faces.pt.notes).toEqual(["Retirada da partida depois do evento (*)"]);
  });
  it("show scoring cards, 1-Op cards, neutral and optional cards", () => {
    const scoring = face(es, "europe_scoring");
    expect([scoring.ops, scoring.side, scoring.notes]).toEqual(["sin Ops", "evento para cualquier jugador", ["Carta de puntuación"]]);
    expect(face(it_, "blockade").ops).toBe("1 Op");
    expect(face(pt, "nato_referendum").notes).toEqual(["Retirada da partida depois do evento (*)", "Carta opcional"]);
    expect(face(es, "nato_referendum").name).toBe("Referéndum OTAN");
    expect(cards).toHaveLength(111);
    for (const c of cards) for (const tr of [es, it_, pt]) expect(cardFace(tr, c, decl).text, `${tr.lang} ${c.id}`).not.toBe(c.text);
  });
});

describe("editing locale files", () => {
  const text = [
    "# comment stays",
    "language: es",
    "name: Español",
    "strings:",
    '  card.fidel.name: { text: "Fidel", source: "00000000" }',
    "  card.fidel.text:",
    "    text: >-",
    "      Elimina toda la Influencia",
    "      de EE. UU. de Cuba.",
    "  card.nato.name: { text: OTAN }",
    "  card.blockade.text:",
    "    text: >-",
    "      Uno.",
    "",
  ].join("\n");
  it("stamps block and flow entries, changes a text and appends a new entry, keeping the rest", () => {
    const out = editLocaleText(text, [
      { key: "card.fidel.name", source: "12345678" },
      { key: "card.fidel.text", source: "1e234567" },
      { key: "card.nato.name", text: "La OTAN", source: "abcdef01" },
      { key: "card.blockade.text", source: "deadbeef" },
      { key: "card.comecon.name", text: "COMECON: ayuda", source: "0badf00d" },
    ]);
    const data = parseDocument(out).toJS().strings;
    expect(data["card.fidel.name"]).toEqual({ text: "Fidel", source: "12345678" });
    expect(data["card.fidel.text"]).toEqual({ text: "Elimina toda la Influencia de EE. UU. de Cuba.", source: "1e234567" });
    expect(data["card.nato.name"]).toEqual({ text: "La OTAN", source: "abcdef01" });
    expect(data["card.blockade.text"]).toEqual({ text: "Uno.", source: "deadbeef" });
    expect(data["card.comecon.name"]).toEqual({ text: "COMECON: ayuda", source: "0badf00d" });
    expect(out.startsWith("# comment stays\nlanguage: es\n")).toBe(true);
    expect(out).toContain("      Elimina toda la Influencia\n      de EE. UU. de Cuba.\n    source: \"1e234567\"\n");
  });
  it("fills a new, empty translation file", () => {
    const out = editLocaleText("language: fr\nname: Français\nstrings: {}\n", [{ key: "card.fidel.name", text: "Fidel", source: "9d0bfc15" }, { key: "msg.ar.pass", text: "{side, side} passe" }]);
    expect(parseDocument(out).toJS()).toEqual({ language: "fr", name: "Français", strings: { "card.fidel.name": { text: "Fidel", source: "9d0bfc15" }, "msg.ar.pass": { text: "{side, side} passe" } } });
    const middle = editLocaleText("language: fr\nstrings:\n  card.nato.name:\n    text: >-\n      OTAN\n# the end\nname: Français\n", [{ key: "card.fidel.name", text: "Fidel" }]);
    expect(parseDocument(middle).toJS()).toEqual({ language: "fr", name: "Français", strings: { "card.nato.name": { text: "OTAN" }, "card.fidel.name": { text: "Fidel" } } });
    const none = editLocaleText("language: fr\nname: Français", [{ key: "card.fidel.name", text: "Fidel" }]);
    expect(parseDocument(none).toJS().strings).toEqual({ "card.fidel.name": { text: "Fidel" } });
  });
  it("refuses to stamp an entry that does not exist", () => {
    expect(() => editLocaleText(text, [{ key: "card.nope.name", source: "00000000" }])).toThrow(/no entry/);
  });
});

describe("browser use", () => {
  it("nothing src/i18n imports, directly or not, uses node: modules", () => {
    const root = resolve(new URL("../src/i18n/index.ts", import.meta.url).pathname);
    const seen = new Set<string>();
    const offenders: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = readFileSync(file, "utf8");
      for (const m of code.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"/gms)) {
        const spec = m[1]!;
        if (spec.startsWith("node:") || ["fs", "path", "url", "os", "child_process"].includes(spec)) offenders.push(`${file}: ${spec}`);
        if (spec.startsWith(".") && !/^\s*import\s+type\b/.test(m[0]) && !/^\s*export\s+type\b/.test(m[0])) {
          const target = resolve(dirname(file), spec.replace(/\.js$/, ".ts"));
          if (existsSync(target)) visit(target);
        }
      }
      if (/\brequire\(|process\.|__dirname/.test(code)) offenders.push(`${file}: node globals`);
    };
    visit(root);
    expect(seen.size).toBeGreaterThan(8);
    expect(offenders).toEqual([]);
  });
});
