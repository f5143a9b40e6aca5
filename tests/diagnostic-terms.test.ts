// The engine's diagnostics about a game's board speak the game's own words for it: its `terms:`
// in game.yaml in English, their translations (`term.space`, `term.group` … of its locale files)
// in another language, with articles and adjectives agreeing with the term's gender. 13 Days'
// unknown theatre is a "teatro desconocido", never a "región"; Twilight Struggle keeps its
// countries and regions. Checked through `validate` on a copy of each game with a broken board.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { translatorBundle } from "../src/cli/i18n-option.js";
import { parseMessage, translate, type MessageNode } from "../src/i18n/index.js";
import type { Diagnostic } from "../src/diagnostics/diagnostic.js";
import { copyGame, editFiles, type FileEdits } from "./file-edits.js";
import { engineMessages, spoken } from "./helpers.js";

const ROOT = resolve(import.meta.dirname, "..");
const TMP = mkdtempSync(join(tmpdir(), "cardwright-terms-"));

/** A copy of a shipped game with some of its files edited (each edit must change something). */
function copyOf(game: string, name: string, edits: FileEdits): string {
  const dir = copyGame(game, join(TMP, name));
  editFiles(dir, edits);
  return dir;
}

/** `cardwright validate DIR --lang LANG` as a user runs it (the launcher, the compiled command line), without the disk cache: its output. */
function validate(dir: string, lang: string): string {
  const r = spawnSync(process.execPath, [join(ROOT, "src/cli/cardwright.js"), "validate", dir, "--lang", lang], { encoding: "utf8", cwd: ROOT, env: { ...process.env, CARDWRIGHT_CACHE: "0" } });
  expect(r.status, r.stderr).toBe(1);
  return r.stdout;
}

// 13 Days: a theatre with an unknown parent, a battleground in an unknown theatre and next to an
// unknown battleground.
const thirteenDays = copyOf("thirteen-days", "td", {
  "board.yaml": [
    ["{ id: military, name: Military,", "{ id: military, parent: pacific, name: Military,"],
    ["    groups: [political]\n    agenda_bonus: 1\n    adjacent: []", "    groups: [political, caribbean]\n    agenda_bonus: 1\n    adjacent: [atlantis]"],
  ],
});
// …and a battleground whose id another has: the hint names what needs its own id.
const thirteenDaysTwice = copyOf("thirteen-days", "td-twice", { "board.yaml": [["  - id: italy\n", "  - id: turkey\n"]] });
// Twilight Struggle: a region with an unknown parent, a country in an unknown region and next to
// an unknown country; its scenario naming an unknown country and an unknown region.
const twilight = copyOf("twilight-struggle", "ts", {
  "board.yaml": [
    ["    groups: [europe, western_europe]\n", "    groups: [europe, western_europe, atlantis]\n"],
    ["    adjacent: [canada, cuba, japan, mexico]", "    adjacent: [canada, cuba, japan, mexico, greenland]"],
  ],
});
const twilightScenario = copyOf("twilight-struggle", "ts-scenario", {
  "scenarios/standard.yaml": [
    ["influence: { syria: 1,", "influence: { syrai: 1,"],
    ["free: { amount: 6, in: eastern_europe }", "free: { amount: 6, in: eastern_eurpoe }"],
  ],
});

// …and its display numbering the map with a space field it does not declare.
const twilightDisplay = copyOf("twilight-struggle", "ts-display", { "game.yaml": [["space_number: stability,", "space_number: stabilty,"]] });

describe("diagnostics about the board name it with the game's terms", () => {
  it("13 Days in English: an unknown theatre and an unknown battleground, never a region or a country", () => {
    const out = validate(thirteenDays, "en");
    expect(out).toMatch(/board\.yaml:\d+:\d+: error CW402: unknown theatre `pacific`$/m);
    expect(out).toMatch(/board\.yaml:\d+:\d+: error CW402: unknown theatre `caribbean` in turkey$/m);
    expect(out).toMatch(/board\.yaml:\d+:\d+: error CW402: unknown battleground `atlantis` in the adjacency of turkey$/m);
    expect(out).not.toMatch(/region|country/i);
  }, 120_000);

  it("13 Days in Spanish: «teatro desconocido», «campo de batalla desconocido» (masculine), never «región» or «país»", () => {
    const out = validate(thirteenDays, "es");
    expect(out).toMatch(/error CW402: teatro desconocido `pacific`$/m);
    expect(out).toMatch(/error CW402: teatro desconocido `caribbean` en turkey$/m);
    expect(out).toMatch(/error CW402: campo de batalla desconocido `atlantis` en las adyacencias de turkey$/m);
    expect(out).not.toMatch(/regi[oó]n|pa[ií]s/i);
  }, 120_000);

  it("13 Days in Italian and Portuguese: their words for theatre and battleground, agreeing", () => {
    const it_ = validate(thirteenDays, "it");
    expect(it_).toMatch(/errore CW402: teatro sconosciuto `pacific`$/m);
    expect(it_).toMatch(/errore CW402: campo di battaglia sconosciuto `atlantis` tra gli adiacenti di turkey$/m);
    expect(it_).not.toMatch(/regione|paese/i);
    const pt = validate(thirteenDays, "pt");
    expect(pt).toMatch(/erro CW402: teatro desconhecido `caribbean` em turkey$/m);
    expect(pt).toMatch(/erro CW402: campo de batalha desconhecido `atlantis` nas adjacências de turkey$/m);
    expect(pt).not.toMatch(/regi[aã]o|pa[ií]s/i);
  }, 120_000);

  it("13 Days' duplicate id: the hint names battlegrounds and theatres, in each language", () => {
    expect(validate(thirteenDaysTwice, "en")).toMatch(/hint: every battleground, theatre, side and card needs its own id$/m);
    expect(validate(thirteenDaysTwice, "es")).toMatch(/pista: cada campo de batalla, teatro, bando y carta necesita su propio identificador$/m);
  }, 120_000);

  it("Twilight Struggle keeps its countries and regions, the Spanish, Italian and Portuguese agreeing with them", () => {
    const en = validate(twilight, "en");
    expect(en).toMatch(/error CW402: unknown region `atlantis` in benelux$/m);
    expect(en).toMatch(/error CW402: unknown country `greenland` in the adjacency of usa$/m);
    const es = validate(twilight, "es");
    expect(es).toMatch(/error CW402: región desconocida `atlantis` en benelux$/m);
    expect(es).toMatch(/error CW402: país desconocido `greenland` en las adyacencias de usa$/m);
    const it_ = validate(twilight, "it");
    expect(it_).toMatch(/errore CW402: regione sconosciuta `atlantis` in benelux$/m);
    expect(it_).toMatch(/errore CW402: paese sconosciuto `greenland` tra gli adiacenti di usa$/m);
    const pt = validate(twilight, "pt");
    expect(pt).toMatch(/erro CW402: região desconhecida `atlantis` em benelux$/m);
    expect(pt).toMatch(/erro CW402: país desconhecido `greenland` nas adjacências de usa$/m);
  }, 120_000);

  it("a scenario naming an unknown country or region says so in the game's words, in every language", () => {
    expect(validate(twilightScenario, "en")).toMatch(/error CW402: unknown country `syrai`\n.*\n.*error CW402: unknown region `eastern_eurpoe`$/m);
    const es = validate(twilightScenario, "es");
    expect(es).toMatch(/error CW402: país desconocido `syrai`$/m);
    expect(es).toMatch(/error CW402: región desconocida `eastern_eurpoe`$/m);
    expect(validate(twilightScenario, "it")).toMatch(/errore CW402: regione sconosciuta `eastern_eurpoe`$/m);
    expect(validate(twilightScenario, "pt")).toMatch(/erro CW402: país desconhecido `syrai`$/m);
  }, 120_000);
});

/** A diagnostic as the checker makes it: only its key and arguments matter to a translator. */
const diag = (key: string, args: Record<string, string>, hint?: { key: string; args: Record<string, string> }): Diagnostic => ({
  code: "CW306", severity: "error", message: "(English)", file: "f.yaml", start: { line: 1, column: 1 }, end: { line: 1, column: 2 }, key, args,
  ...(hint ? { hintKey: hint.key, hintArgs: hint.args } : {}),
});
const game = (id: string) => translatorBundle(join(ROOT, "cards", id)).bundle;
// `f(p: …)` given a group where it wants a space; a group compared with a number.
const wrongKind = diag("diag.wrong_argument_kind", { fn: "f", param: "p", expected: "-", expected_kind: "space", got: "-", got_kind: "group" });
const wrongPlural = diag("diag.wrong_argument_kind", { fn: "f", param: "p", expected: "-", expected_kind: "spaces", got: "-", got_kind: "card" });
const compared = diag("diag.compare_number_with", { op: "==", got: "-", got_kind: "group" });
const unknownName = diag("diag.unknown_name", { name: "x" }, { key: "diag.hint.names", args: { spaces: "spaces", groups: "groups" } });

describe("a display's unknown space field", () => {
  it("is said in the reader's language, with no English word for its kind", () => {
    expect(validate(twilightDisplay, "en")).toMatch(/game\.yaml:\d+:\d+: error CW402: unknown space field `stabilty`\n {4}hint: declare it under `space_fields:`$/m);
    expect(validate(twilightDisplay, "es")).toMatch(/error CW402: campo de `space_fields:` desconocido `stabilty`\n {4}pista: decláralo en `space_fields:`$/m);
    expect(validate(twilightDisplay, "it")).toMatch(/errore CW402: campo di `space_fields:` sconosciuto `stabilty`$/m);
    expect(validate(twilightDisplay, "pt")).toMatch(/erro CW402: campo de `space_fields:` desconhecido `stabilty`$/m);
  }, 120_000);
});

describe("the checker's words for kinds of values are the game's terms, with the article agreeing", () => {
  it("13 Days: «un campo de batalla», «un teatro»; Twilight Struggle: «un país», «una región», as before", () => {
    const td = game("thirteen-days");
    expect(spoken(td, "es").diagnostic(wrongKind).message).toBe("`f` espera un campo de batalla para `p`, pero recibe un teatro");
    expect(spoken(td, "it").diagnostic(compared).message).toBe("`==` confronta un numero con un teatro, che non è mai uguale a esso");
    expect(spoken(td, "pt").diagnostic(wrongPlural).message).toBe("`f` espera campos de batalha para `p`, mas recebe uma carta");
    expect(spoken(td, "en").diagnostic(unknownName).hint).toBe("names are the game's ids (battlegrounds, theatres, cards, effects, sides), its variables or `let` variables");
    expect(spoken(td, "es").diagnostic(unknownName).hint).toBe("los nombres son los identificadores del juego (campos de batalla, teatros, cartas, efectos, bandos), sus variables o variables `let`");
    const ts = game("twilight-struggle");
    expect(spoken(ts, "es").diagnostic(wrongKind).message).toBe("`f` espera un país para `p`, pero recibe una región");
    expect(spoken(ts, "it").diagnostic(wrongPlural).message).toBe("`f` si aspetta dei paesi per `p`, ma riceve una carta");
    expect(spoken(ts, "pt").diagnostic(compared).message).toBe("`==` compara um número com uma região, que nunca é igual a ele");
    expect(spoken(ts, "it").diagnostic(unknownName).hint).toBe("i nomi sono gli identificatori del gioco (paesi, regioni, carte, effetti, fazioni), le sue variabili o variabili `let`");
  });

  it("a game without terms of its own is spoken with the engine's words for the kernel's kinds", () => {
    expect(translate(engineMessages(), "en").diagnostic(wrongKind).message).toBe("`f` expects a - for `p`, got a -");
    expect(translate(engineMessages(), "en").diagnostic(diag("diag.unknown_group_of", { id: "x", kind: "group", space: "y" })).message).toBe("unknown group `x` in y");
    expect(translate(engineMessages(), "es").diagnostic(wrongKind).message).toBe("`f` espera un espacio para `p`, pero recibe un grupo");
    expect(translate(engineMessages(), "it").diagnostic(wrongKind).message).toBe("`f` si aspetta una casella per `p`, ma riceve un gruppo");
    expect(translate(engineMessages(), "pt").diagnostic(diag("diag.unknown_space", { id: "x", kind: "space" })).message).toBe("espaço desconhecido `x`");
  });
});

describe("the engine's own messages name no game's words", () => {
  // Each shipped game's words for its board and its pieces (English and translated) and its
  // sides' names and ids: none of them may be written in src/locales, in any language.
  const terms = new Set<string>();
  const sideNames = new Set<string>();
  const sideIds = new Set<string>();
  for (const g of ["twilight-struggle", "thirteen-days"]) {
    const manifest = parse(readFileSync(join(ROOT, "cards", g, "game.yaml"), "utf8")) as { terms: Record<string, string>; sides: { id: string; name: string }[]; locales: { translations: string[] } };
    for (const w of Object.values(manifest.terms)) terms.add(w);
    for (const side of manifest.sides) (sideIds.add(side.id), sideNames.add(side.name));
    for (const f of manifest.locales.translations) {
      const strings = (parse(readFileSync(join(ROOT, "cards", g, f), "utf8")) as { strings: Record<string, { text: string }> }).strings;
      for (const [k, e] of Object.entries(strings)) {
        if (k.startsWith("term.")) terms.add(e.text);
        if (/^side\.[a-z_]+\.name$/.test(k)) sideNames.add(e.text);
      }
    }
  }
  const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const wordsIn = (words: Set<string>, flags: string) => new RegExp(`(?<![\\p{L}])(${[...words].map(escape).join("|")})(?![\\p{L}])`, flags);
  const termPattern = wordsIn(terms, "iu");
  const sidePattern = wordsIn(sideNames, "u");
  /** The select cases of a message that are a game's side ids ({player, select, ussr {…}}). */
  const sideCases = (nodes: MessageNode[]): string[] =>
    nodes.flatMap((n) => ("cases" in n ? [...(n.t === "select" ? Object.keys(n.cases).filter((c) => sideIds.has(c)) : []), ...Object.values(n.cases).flatMap(sideCases)] : []));

  it("neither a board's word nor a side (its name, or its id as a case) in any language", () => {
    const found: string[] = [];
    for (const f of readdirSync(join(ROOT, "src/locales")).filter((x) => x.endsWith(".yaml"))) {
      const file = parse(readFileSync(join(ROOT, "src/locales", f), "utf8")) as { messages?: Record<string, string>; strings?: Record<string, { text: string }> };
      const texts = file.messages ? Object.entries(file.messages) : Object.entries(file.strings ?? {}).map(([k, e]) => [k, e.text] as const);
      for (const [key, text] of texts) {
        const word = termPattern.exec(text)?.[0] ?? sidePattern.exec(text)?.[0];
        if (word) found.push(`${f} ${key}: ${word}`);
        for (const c of sideCases(parseMessage(text))) found.push(`${f} ${key}: case ${c}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("their articles come from the sides' genders: the shipped games read as before", () => {
    for (const g of ["twilight-struggle", "thirteen-days"]) {
      const b = game(g);
      expect(spoken(b, "es").t("cli.log.result", { winner: "ussr" })).toBe("Resultado: gana la URSS");
      expect(spoken(b, "es").t("cli.log.result", { winner: "us" })).toBe("Resultado: gana EE. UU.");
      expect(spoken(b, "it").t("cli.log.result", { winner: "us" })).toBe("Risultato: vincono gli SU");
      expect(spoken(b, "it").t("cli.log.result", { winner: "ussr" })).toBe("Risultato: vince l'URSS");
      expect(spoken(b, "it").t("cli.log.result", { winner: "draw" })).toBe("Risultato: pareggio");
      expect(spoken(b, "it").t("prompt.other", { player: "us", kind: "k" })).toBe("Gli SU decidono: k");
      expect(spoken(b, "it").t("prompt.other", { player: "ussr", kind: "k" })).toBe("L'URSS decide: k");
      expect(spoken(b, "pt").t("cli.log.result", { winner: "us" })).toBe("Resultado: os EUA vencem");
      expect(spoken(b, "pt").t("cli.log.result", { winner: "ussr" })).toBe("Resultado: a URSS vence");
    }
  });
});
