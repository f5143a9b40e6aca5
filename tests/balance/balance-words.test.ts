// The balance summary was English whatever the language (`cardwright balance --lang es`, the
// editor's Balance panel in Italian): its words now come from the messages cli.balance.*, its
// numbers are written the language's way, and English is what it was.
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { balanceHtml, balanceSummary } from "../../src/balance/index.js";
import { compareSetups } from "../../src/balance/report.js";
import { balanceTitle } from "../../src/balance/setup-spec.js";
import { balanceVerdict } from "../../src/balance/verdict.js";
import { ENGLISH } from "../../src/balance/words.js";
import { translatorBundle } from "../../src/cli/i18n-option.js";
import { DEFAULT_CONTENT_DIR } from "../../src/content/load-dir.js";
import type { GameRecord } from "../../src/sim/play-game.js";
import { spoken } from "../helpers.js";
import { ENGINE_LOCALES_DIR } from "../../src/cli/engine-locales.js";

const bundle = translatorBundle(DEFAULT_CONTENT_DIR).bundle;
const es = spoken(bundle, "es");
const it_ = spoken(bundle, "it");
const en = spoken(bundle, "en");

// n games a setup; the first side wins `first` of them, the other the rest; a card played in each.
const games = (n: number, first: number): GameRecord[] => Array.from({ length: n }, (_, i) => ({
  game: i, seed: i + 1, setup: { scenario: "standard", variants: [], options: [] }, bots: { us: "random", ussr: "random" },
  winner: i < first ? "us" : "ussr", reason: "vp", score: (i % 5) - 2.5, progress: 3 + (i % 4), decisions: 100,
  plays: i < 30 ? [["nixon_plays_the_china_card", "us", i % 2 ? "event" : "ops", 1, (i % 3) - 1 + (first > n / 2 ? 0.5 : 0)] as GameRecord["plays"][number]] : [],
}));
const setup = { scenario: "standard", variants: [], options: ["us_handicap"] };
const against = { scenario: "standard", variants: [], options: [] };
const meta = { title: balanceTitle(setup, against), game: "twilight-struggle", bots: { us: "random", ussr: "random" }, seed: 1, swap: true, scoreName: "VP", progressName: "turns", sideNames: { us: "US", ussr: "USSR" }, cardNames: { nixon_plays_the_china_card: "Nixon Plays The China Card" } };
const report = (n: number, a: number, b: number) => compareSetups(meta, { label: "us_handicap", setup, records: games(n, a) }, { label: "standard", setup: against, records: games(n, b) });

describe("the balance summary in the reader's language", () => {
  it("the verdict in Spanish: its words, the sides' Spanish names, decimal commas", () => {
    expect(balanceVerdict(report(400, 240, 200), es)).toBe("Veredicto: us_handicap sube la tasa de victorias de EE. UU. en 10,0 puntos [3,1; 16,8] y baja la tasa de victorias de la URSS en 10,0 puntos [3,1; 16,8]; 400 partidas por configuración.");
    expect(balanceVerdict(report(400, 206, 200), es)).toBe("Veredicto: us_handicap no mueve de forma apreciable la tasa de victorias de ningún bando (EE. UU. +1,5 [-5,4; 8,4] puntos); con 400 partidas por configuración, solo se notaría un cambio de unos 6,9 puntos o más.");
    expect(balanceVerdict(report(20, 12, 10), es)).toMatch(/^Veredicto: muy pocas partidas para saber si us_handicap mueve la tasa de victorias de algún bando \(EE\. UU\. \+10,0 \[-\d+,\d; \d+,\d\] puntos\); con 20 partidas por configuración, solo se notaría un cambio de unos \d+,\d puntos o más\.$/);
    expect(balanceVerdict(report(0, 0, 0), es)).toBe("Veredicto: aún no ha terminado ninguna partida tanto en us_handicap como en standard: no hay nada que decir.");
  });

  it("the terminal summary and the HTML report in Spanish and in Italian", () => {
    const r = report(400, 206, 200);
    const text = balanceSummary(r, 6, es);
    expect(text.split("\n")[0]).toBe("Equilibrio: standard + us_handicap frente a standard");
    expect(text).toContain("400 + 400 partidas, semillas desde 1, bots us=random ussr=random; [intervalo del 95 %], * excluye el 0");
    expect(text).toMatch(/ {2}gana EE\. UU\. {2,}51,5\u00a0% {2,}50,0\u00a0% {2}\+1,5 \[-5,4; 8,4\] puntos/);
    expect(text).toMatch(/ {2}gana la URSS {2,}48,5\u00a0%/);
    // The game's own things in its Spanish words: why games ended, its score, its length.
    expect(text).toMatch(/ {2}terminadas por PV {2,}100,0\u00a0%/);
    expect(text).toMatch(/ {2}PV final \(media\) {2,}-0,50 {2,}-0,50 {2}\+0,00 \[/);
    expect(text).toMatch(/ {2}turnos \(media\) {2,}/);
    // The cards by their Spanish names.
    expect(text).toContain("Nixon juega la Carta de China");
    expect(text).not.toMatch(/\b(games|wins|points|mean|Verdict)\b/);
    const html = balanceHtml(r, it_);
    expect(html).toContain('<html lang="it">');
    expect(html).toContain("<title>Equilibrio: standard + us_handicap contro standard</title>");
    expect(html).toContain("<p class=\"verdict\" data-verdict><b>Verdetto:</b> us_handicap non sposta in modo misurabile la percentuale di vittorie di nessuno schieramento");
    expect(html).toContain("<h2>Chi vince</h2>");
    expect(html).toContain("Percentuale di vittorie per schieramento");
    expect(html).toContain("<td>51,5% <small>(46,6–56,4)</small></td>");
    expect(html).not.toMatch(/>(Who wins|How games end|Cards|Game length)</);
  });

  it("English from the messages, or without a translator (the endings then by their ids)", () => {
    const r = report(400, 240, 200);
    const line = "Verdict: us_handicap raises the US win rate by 10.0 points [3.1, 16.8] and lowers the USSR win rate by 10.0 points [3.1, 16.8]; 400 games a setup.";
    expect(balanceVerdict(r)).toBe(line);
    expect(balanceVerdict(r, en)).toBe(line);
    // Only the game's messages name an ending ("VP" for vp); everything else reads the same.
    expect(balanceSummary(r, 6, en)).toBe(balanceSummary(r).replace("ended by vp ", "ended by VP "));
    expect(balanceHtml(r, en)).toBe(balanceHtml(r).replaceAll(">vp<", ">VP<").replaceAll(">vp, ", ">VP, "));
    expect(balanceSummary(r, 6, en)).toContain("  US wins                             60.0%        50.0%  +10.0 [3.1, 16.8] * points");
    expect(balanceHtml(r)).toContain('<html lang="en">');
  });

  it("the English the report speaks without a translator is the engine's src/locales/en.yaml's", () => {
    const yaml = parse(readFileSync(join(ENGINE_LOCALES_DIR, "en.yaml"), "utf8")) as { messages: Record<string, string> };
    const fromFile = Object.fromEntries(Object.entries(yaml.messages).filter(([k]) => k.startsWith("cli.balance.")));
    expect(fromFile).toEqual(ENGLISH);
  });
});
