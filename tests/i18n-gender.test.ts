// A name's grammatical gender: a translated name's entry may give one (`gender:` in its locale
// file), and a message chooses its words on it ({x, gender, feminine {…} other {…}}), so a
// translation can put the right article before a side's or a country's name ("com os EUA", "a
// URSS", "Tocca agli SU"). Checked here: the choice, the English and a locale without genders, a
// bad value placed by file, line and column, the disk cache's form, and shipped messages as a
// player reads them (the `play` screen, a log line).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR } from "../src/content/load-dir.js";
import { fromTranslatorForm, translatorForm } from "../src/cli/translator-form.js";
import { loadI18n, loadLocaleFolder, parseMessage, translate, translationStatus } from "../src/i18n/index.js";
import { diskReader } from "../src/content/load-dir.js";
import { EDITOR_LOCALES_DIR } from "../src/cli/editor-locales.js";
import { translatorBundle } from "../src/cli/i18n-option.js";
import { readWithEdits, spoken, type Edits } from "./helpers.js";

const loadWith = (edits: Edits = {}) => loadI18n(readWithEdits(edits));
const shipped = loadWith().bundle;

/** The shipped bundle with one more English message, `test.m`, and its translation into `lang`. */
function withMessage(english: string, lang: string, translated: string, before: (text: string) => string = (t) => t) {
  return loadWith({
    "locales/en.yaml": (t) => t.replace("messages:\n", `messages:\n  test.m: ${JSON.stringify(english)}\n`),
    [`locales/${lang}.yaml`]: (t) => before(t).replace("strings:\n", `strings:\n  msg.test.m: { text: ${JSON.stringify(translated)} }\n`),
  });
}

const PT_ARTICLE = (x: string) => `{${x}, gender, masculine {o } feminine {a } masculine_plural {os } feminine_plural {as } other {}}`;

describe("{x, gender, …}: a message agrees with the name it receives", () => {
  it("chooses the case of the name's gender, under the type the argument is shown with", () => {
    const { bundle } = withMessage("{side, side} attacks {country, country}", "pt", `${PT_ARTICLE("side")}{side, side} ataca ${PT_ARTICLE("country")}{country, country}`);
    const pt = translate(bundle, "pt");
    expect(pt.t("test.m", { side: "us", country: "south_korea" })).toBe("os EUA ataca a Coreia do Sul");
    expect(pt.t("test.m", { side: "ussr", country: "japan" })).toBe("a URSS ataca o Japão");
    expect(pt.t("test.m", { side: "ussr", country: "philippines" })).toBe("a URSS ataca as Filipinas");
    // A name given no gender (Portuguese says "Cuba", "Israel" without an article) takes `other`.
    expect(pt.t("test.m", { side: "us", country: "cuba" })).toBe("os EUA ataca Cuba");
    expect(pt.gender("country", "cuba")).toBeNull();
    // The same id under another type is another name: its own entry's gender.
    expect(pt.gender("region", "southeast_asia")).toBe("masculine");
    // English names have no gender: every choice is `other`.
    expect(translate(bundle, "en").t("test.m", { side: "us", country: "south_korea" })).toBe("US attacks South Korea");
  });

  it("a locale that gives no gender still works: every choice is `other`", () => {
    const stripped = withMessage("{side, side} to play", "pt", `Vez ${PT_ARTICLE("side")}{side, side}`, (t) => t.replace(/, gender: [a-z_]+/g, ""));
    expect(stripped.diagnostics).toEqual([]);
    expect(translate(stripped.bundle, "pt").t("test.m", { side: "us" })).toBe("Vez EUA");
    expect(translate(stripped.bundle, "pt").log({ k: "war.result", a: { card: "korean_war", side: "ussr", country: "south_korea", roll: 2, modifier: 0, total: 2, needed: 4, won: false, vp: 2, replaced: 0, enemy: "us", milops: 2 } })).toMatch(/^Guerra da Coreia: a URSS ataca Coreia do Sul: /);
  });

  it("a gender the language does not have is a malformed message (CW605), and the English is shown", () => {
    expect(() => parseMessage("{side, gender, femenine {a } other {}}")).toThrow(/unknown gender `femenine`/);
    const { bundle } = withMessage("{side, side} to play", "pt", "Vez {side, gender, femenine {da} other {de}} {side, side}");
    const item = translationStatus(bundle, "pt")[0]!.items.find((i) => i.key === "msg.test.m")!;
    expect(item.state).toBe("invalid");
    expect(item.problem).toMatch(/unknown gender `femenine`/);
    expect(translate(bundle, "pt").t("test.m", { side: "us" })).toBe("EUA to play");
  });
});

describe("`gender:` in a locale file", () => {
  it("a bad value is an error at its file, line and column", () => {
    const { diagnostics } = loadWith({ "locales/pt.yaml": (t) => t.replace('side.ussr.name: { text: "URSS", source: "ad9f2084", gender: feminine }', 'side.ussr.name: { text: "URSS", source: "ad9f2084", gender: femenine }') });
    const line = readFileSync(join(DEFAULT_CONTENT_DIR, "locales/pt.yaml"), "utf8").split("\n").findIndex((l) => l.includes("side.ussr.name:")) + 1;
    const column = readFileSync(join(DEFAULT_CONTENT_DIR, "locales/pt.yaml"), "utf8").split("\n")[line - 1]!.indexOf("feminine") + 1;
    expect(diagnostics.map((d) => `${d.file}:${d.start.line}:${d.start.column} ${d.severity} ${d.code}`)).toEqual([`locales/pt.yaml:${line}:${column} error CW203`]);
    expect(diagnostics[0]!.message).toBe("`strings.side.ussr.name.gender` must be one of: masculine, feminine, neuter, masculine_plural, feminine_plural, neuter_plural");
  });

  it("a gender on a string that is not a name is an error there", () => {
    const { diagnostics } = loadWith({ "locales/it.yaml": (t) => t.replace(/^( {2}msg\.ar\.pass: \{ text: "[^"]*", source: "[0-9a-f]+")/m, "$1, gender: feminine") });
    expect(diagnostics.map((d) => `${d.file} ${d.code} ${d.message}`)).toEqual(["locales/it.yaml CW601 `msg.ar.pass` is not a name: only a name's or a term's entry (a key ending in .name, or term.<kind>) has a grammatical gender"]);
    expect(diagnostics[0]!.start.line).toBeGreaterThan(1);
    // A term's (the game's word for a kind, "región" feminine) is read by messages: no error.
    const asMasculine = (t: string) => {
      const edited = t.replace(/^( {2}term\.group: \{ text: "[^"]*", source: "[0-9a-f]+"), gender: feminine/m, "$1, gender: masculine");
      expect(edited).not.toBe(t);
      return edited;
    };
    expect(loadWith({ "locales/it.yaml": asMasculine }).diagnostics).toEqual([]);
  });

  it("the command line's cached translations keep the genders", () => {
    const again = fromTranslatorForm(structuredClone(translatorForm(loadWith())));
    expect(spoken(again.bundle, "pt").t("play.handover.title", { side: "us" })).toBe("Vez dos EUA.");
    expect(spoken(again.bundle, "it").t("play.handover.title", { side: "ussr" })).toBe("Tocca all'URSS.");
  });
});

describe("shipped messages as a player reads them", () => {
  const bin = new URL("../src/cli/cardwright.js", import.meta.url).pathname;
  const screen = (lang: string) => spawnSync(process.execPath, [bin, "play", "--scenario", "late_war", "--as", "us", "--opponent", "random", "--seed", "3", "--lang", lang], { input: "quit\n", encoding: "utf8" }).stdout;

  it("`cardwright play`: the side and the China Card's holder with their articles", () => {
    const pt = screen("pt");
    expect(pt).toContain("Fim da Guerra: você joga com os EUA\n");
    expect(pt).toContain("Mão da URSS: 9 cartas\n");
    expect(pt).toContain("A Carta da China: com a URSS\n");
    const it_ = screen("it");
    expect(it_).toContain("Fine Guerra: giochi con gli SU\n");
    expect(it_).toContain("Mano dell'URSS: 9 carte\n");
    expect(it_).toContain("La Carta Cina: in mano all'URSS\n");
    const es = screen("es");
    expect(es).toContain("Guerra tardía: juegas con EE. UU.\n");
    expect(es).toContain("Mano de la URSS: 9 cartas\n");
    expect(es).toContain("La Carta de China: la tiene la URSS\n");
  });

  it("hot-seat hand-over and the Play page's: to the US, to the USSR", () => {
    const [pt, it_, es] = [spoken(shipped, "pt"), spoken(shipped, "it"), spoken(shipped, "es")];
    expect(it_.t("play.handover.title", { side: "us" })).toBe("Tocca agli SU.");
    expect(it_.t("play.handover.title", { side: "ussr" })).toBe("Tocca all'URSS.");
    expect(pt.t("play.handover.hint", { side: "us" })).toBe("Passe a tela para quem joga com os EUA; o outro jogador não deve olhar.");
    expect(es.t("play.handover.title", { side: "ussr" })).toBe("Le toca a la URSS");
    expect(es.t("cli.play.handover", { side: "us" })).toMatch(/^Pasa el teclado a EE\. UU\.; EE\. UU\.: pulsa Intro/);
  });

  it("the Play page's and the online seat's \"You play …\": the side with its article", () => {
    const [en, pt, it_, es] = ["en", "pt", "it", "es"].map((l) => spoken(shipped, l));
    expect(en!.t("play.you_play", { side: "ussr" })).toBe("You play USSR");
    expect(pt!.t("play.you_play", { side: "ussr" })).toBe("Você joga com a URSS");
    expect(pt!.t("play.you_play", { side: "us" })).toBe("Você joga com os EUA");
    expect(it_!.t("play.you_play", { side: "ussr" })).toBe("Giochi con l'URSS");
    expect(it_!.t("play.you_play", { side: "us" })).toBe("Giochi con gli SU");
    expect(es!.t("play.you_play", { side: "ussr" })).toBe("Juegas con la URSS");
    expect(es!.t("play.you_play", { side: "us" })).toBe("Juegas con EE. UU.");
  });

  it("the Play page's and the online seat's words about the other side: who is thinking, what it holds, its seat, its request to undo", () => {
    const [en, pt, it_, es] = ["en", "pt", "it", "es"].map((l) => spoken(shipped, l));
    expect(en!.t("play.thinking", { side: "ussr" })).toBe("USSR is thinking…");
    expect(pt!.t("play.thinking", { side: "us" })).toBe("Os EUA estão pensando…");
    expect(pt!.t("play.thinking", { side: "ussr" })).toBe("A URSS está pensando…");
    expect(es!.t("play.thinking", { side: "ussr" })).toBe("La URSS está pensando…");
    expect(es!.t("play.thinking", { side: "us" })).toBe("EE. UU. está pensando…");
    expect(it_!.t("play.holds", { side: "us", count: 1 })).toBe("Gli SU hanno 1 carta in mano");
    expect(it_!.t("play.holds", { side: "ussr", count: 3 })).toBe("L'URSS ha 3 carte in mano");
    expect(pt!.t("play.online.undo_asked", { side: "us" })).toBe("Os EUA pedem para desfazer a última jogada.");
    expect(es!.t("play.handover.take", { side: "ussr" })).toBe("Soy la URSS: enseñar mi mano");
    expect(it_!.t("play.seat", { side: "ussr", seat: "human" })).toBe("URSS: una persona");
  });

  it("a Portuguese count of no cards is plural ('0 cartas'; CLDR files 0 under `one` in Portuguese)", () => {
    const pt = spoken(shipped, "pt");
    expect(pt.t("play.other_pile", { side: "ussr", pile: "discard", count: 0 })).toMatch(/ da URSS: 0 cartas$/);
    expect(pt.t("play.other_pile", { side: "ussr", pile: "discard", count: 1 })).toMatch(/ da URSS: 1 carta$/);
    expect(pt.t("cli.play.other_pile", { side: "us", pile: "discard", count: 0 })).toMatch(/ dos EUA: 0 cartas$/);
    // The editor's own words (editor/locales/), under the game's.
    const own = loadLocaleFolder(diskReader(EDITOR_LOCALES_DIR), readdirSync(EDITOR_LOCALES_DIR))!.bundle;
    expect(translate(shipped, "pt", translate(own, "pt")).t("editor.play.hidden_hand", { count: 0 })).toBe("0 cartas, ocultas");
  });

  it("a war's log line puts the article before the country it attacks", () => {
    const pt = spoken(shipped, "pt");
    const war = (country: string, card: string) => pt.log({ k: "war.result", a: { card, side: "ussr", country, roll: 5, modifier: -1, total: 4, needed: 4, won: true, vp: 2, replaced: 1, enemy: "us", milops: 2 } });
    expect(war("south_korea", "korean_war")).toMatch(/^Guerra da Coreia: a URSS ataca a Coreia do Sul: dado 5 -1 = 4/);
    expect(war("israel", "arab_israeli_war")).toMatch(/^Guerra Árabe-Israelense: a URSS ataca Israel: /);
    expect(war("iran", "iran_iraq_war")).toMatch(/: a URSS ataca o Irã: /);
    expect(pt.prompt({ player: "ussr", kind: "setup_influence", options: [], args: { region: "eastern_europe", left: 6, handicap: false } })).toBe("URSS: coloque Influência inicial na Europa Oriental (restam 6)");
    expect(pt.option({ player: "us", kind: "realign_target", options: [] }, "realign:iran")).toBe("Rolagem de realinhamento no Irã");
  });
});

describe("13 Days borrows the default game's messages with its own names' genders", () => {
  it("`cardwright play --game thirteen-days --lang es`", () => {
    const bin = new URL("../src/cli/cardwright.js", import.meta.url).pathname;
    const out = spawnSync(process.execPath, [bin, "play", "--game", "thirteen-days", "--as", "ussr", "--opponent", "random", "--seed", "3", "--lang", "es"], { input: "quit\n", encoding: "utf8" }).stdout;
    expect(out).toContain(": juegas con la URSS\n");
  });

  it("its own Spanish log and prompts put the article before the USSR, not before the US", () => {
    const dir = join(import.meta.dirname, "../cards/thirteen-days");
    const es = translate(translatorBundle(dir).bundle, "es");
    expect(es.log({ k: "initiative", a: { side: "ussr", first: "ussr" } })).toBe("La URSS decide que la URSS juega primero");
    expect(es.log({ k: "initiative", a: { side: "us", first: "us" } })).toBe("EE. UU. decide que EE. UU. juega primero");
    expect(es.log({ k: "letter.passed", a: { to: "ussr" } })).toBe("La Misiva personal pasa a la URSS");
    expect(es.log({ k: "game.over", a: { winner: "ussr", reason: "prestige" } })).toMatch(/^Gana la URSS \(/);
    expect(es.prompt({ player: "us", kind: "defcon_track", options: [], args: { side: "ussr" } })).toBe("EE. UU.: ¿qué marcador de DEFCON de la URSS?");
  });

  it("its Italian and Portuguese log lines agree with the side: article, verb in the plural for the US", () => {
    const bundle = translatorBundle(join(import.meta.dirname, "../cards/thirteen-days")).bundle;
    const it_ = translate(bundle, "it");
    expect(it_.log({ k: "initiative", a: { side: "us", first: "ussr" } })).toBe("Gli SU decidono che l'URSS gioca per prima");
    expect(it_.log({ k: "initiative", a: { side: "ussr", first: "us" } })).toBe("L'URSS decide che gli SU giocano per primi");
    expect(it_.log({ k: "letter.passed", a: { to: "us" } })).toBe("La Lettera personale passa agli SU");
    expect(it_.log({ k: "game.over", a: { winner: "us", reason: "prestige" } })).toBe("Vincono gli SU (più Prestigio)");
    expect(it_.prompt({ player: "ussr", kind: "defcon_track", options: [], args: { side: "ussr" } })).toBe("URSS: quale segnalino DEFCON dell'URSS?");
    const pt = translate(bundle, "pt");
    expect(pt.log({ k: "card.play", a: { side: "us", card: "quarantine", mode: "event" } })).toBe("Os EUA jogam Quarentena pelo evento");
    expect(pt.log({ k: "card.play", a: { side: "ussr", card: "quarantine", mode: "command" } })).toBe("A URSS joga Quarentena para um Comando");
    expect(pt.log({ k: "letter.passed", a: { to: "ussr" } })).toBe("A Carta Pessoal passa à URSS");
    // A battleground's article too: "na Turquia", "nas Nações Unidas", but "em Berlim".
    expect(pt.log({ k: "command", a: { side: "us", space: "turkey", way: "place", cubes: 2 } })).toBe("Os EUA fazem um Comando na Turquia: 2 cubos colocados");
    expect(pt.prompt({ player: "ussr", kind: "command_cubes", options: [], args: { space: "united_nations", way: "remove" } })).toBe("URSS: quantos cubos você retira das Nações Unidas?");
    expect(pt.prompt({ player: "ussr", kind: "command_way", options: [], args: { space: "berlin" } })).toBe("URSS: colocar ou retirar cubos em Berlim?");
  });

  it("`cardwright play --game thirteen-days --lang it` and `--lang pt` speak one language", () => {
    const bin = new URL("../src/cli/cardwright.js", import.meta.url).pathname;
    const play = (lang: string) => spawnSync(process.execPath, [bin, "play", "--game", "thirteen-days", "--as", "us", "--opponent", "random", "--seed", "3", "--lang", lang], { input: "quit\n", encoding: "utf8" }).stdout;
    const it_ = play("it");
    expect(it_).toContain("Partita standard: giochi con gli SU\n");
    expect(it_).toContain("L'URSS piazza le sue bandiere: DEFCON politico, DEFCON militare e Nazioni Unite\n");
    expect(it_).toContain("SU: scegli in segreto la tua agenda per questo round\n");
    const pt = play("pt");
    expect(pt).toContain("Partida padrão: você joga com os EUA\n");
    expect(pt).toContain("Os EUA colocam suas bandeiras: DEFCON da opinião mundial, Itália e Cuba (militar)\n");
    expect(pt).toContain("Carta Pessoal: com os EUA\n");
    // The game's own English words appear nowhere on the screen.
    for (const out of [it_, pt]) expect(out).not.toMatch(/\b(Round \d+: every|Personal Letter|places its flags|Strategy deck|choose your agenda)\b/);
  });
});
