// The run summary of `simulate --bots` and `merge` was English whatever --lang said, and named
// sides and endings by their ids ("side us wins", "ended by: vp 70.0%"): its words now come from
// the messages cli.simulate.summary.*, the game's things from the game's own messages, and its
// numbers are written the language's way.
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { translatorBundle } from "../../src/cli/i18n-option.js";
import { DEFAULT_CONTENT_DIR } from "../../src/content/load-dir.js";
import type { GameRecord } from "../../src/sim/play-game.js";
import { formatSummary, summarize } from "../../src/sim/summary.js";
import { ENGLISH } from "../../src/sim/summary-words.js";
import { ENGLISH as PROGRESS_ENGLISH } from "../../src/sim/progress.js";
import { spoken } from "../helpers.js";
import { ENGINE_LOCALES_DIR } from "../../src/cli/engine-locales.js";

const bundle = translatorBundle(DEFAULT_CONTENT_DIR).bundle;
const es = spoken(bundle, "es");
const en = spoken(bundle, "en");

// 10 games: careful (us) against greedy (ussr); us wins 3 by VP, ussr 6 (4 by VP, 2 by DEFCON), one unfinished.
const records: GameRecord[] = Array.from({ length: 10 }, (_, i) => ({
  game: i, seed: i + 1, setup: { scenario: "standard", variants: [], options: [] }, bots: { us: "careful", ussr: "greedy" },
  winner: i < 3 ? "us" : i < 9 ? "ussr" : null, reason: i < 7 ? "vp" : i < 9 ? "defcon" : "unfinished",
  score: i - 4.5, progress: 4 + (i % 3), decisions: 200 + i, plays: [],
}));
const names = { score: "VP", progress: "turns" };

describe("the run summary in the reader's language", () => {
  it("in Spanish: its words, the sides' and endings' Spanish names, decimal commas", () => {
    expect(formatSummary(summarize(records), { ...names, words: es }).split("\n")).toEqual([
      "10 partidas, configuración: standard; intervalos del 95 % entre paréntesis",
      "  gana careful        30,0 % (10,8 %–60,3 %)  (victorias: 3, empates: 0, derrotas: 7; de 10)",
      "  gana greedy         60,0 % (31,3 %–83,2 %)  (victorias: 6, empates: 0, derrotas: 4; de 10)",
      "  gana EE. UU.        30,0 % (10,8 %–60,3 %)",
      "  gana la URSS        60,0 % (31,3 %–83,2 %)",
      "  terminadas por: PV 70,0 %, guerra nuclear 20,0 %, sin terminar 10,0 %",
      "  PV final: media 0,0 (-1,9…1,9)",
      "  duración: 4,9 (4,4…5,4) turnos, 205 decisiones por partida",
    ]);
  });

  it("says when the bots changed sides from game to game, so a bot's share and a side's are not read as at odds", () => {
    // The same games with the bots turned round the sides every other game (seeds played each way).
    const turned = records.map((r, i) => (i % 2 ? { ...r, bots: { us: "greedy", ussr: "careful" } } : r));
    const line = "  the bots change sides from game to game (each seed once each way): a side's wins count every bot's games on it";
    expect(formatSummary(summarize(turned), { ...names, words: en }).split("\n")).toContain(line);
    expect(formatSummary(summarize(turned), { ...names, words: es })).toContain("los bots cambian de bando de una partida a otra");
    // Each bot kept on its side (--fixed-sides), or one bot on every side: nothing to say.
    expect(formatSummary(summarize(records), { ...names, words: en })).not.toContain("change sides");
  });

  it("in English, from the messages or without a translator: sides by their names, endings in the game's words only from its messages", () => {
    const text = formatSummary(summarize(records), { ...names, words: en });
    expect(text.split("\n")).toEqual([
      "10 games, setup: standard; 95% intervals in brackets",
      "  careful wins        30.0% (10.8%–60.3%)  (3 won, 0 drawn, 7 lost of 10)",
      "  greedy wins         60.0% (31.3%–83.2%)  (6 won, 0 drawn, 4 lost of 10)",
      "  US wins             30.0% (10.8%–60.3%)",
      "  USSR wins           60.0% (31.3%–83.2%)",
      "  ended by: VP 70.0%, nuclear war 20.0%, unfinished 10.0%",
      "  final VP: mean 0.0 (-1.9…1.9)",
      "  length: 4.9 (4.4…5.4) turns, 205 decisions a game",
    ]);
    // A library caller without a translator: the same English, the sides by the names it gives, the endings by their ids.
    expect(formatSummary(summarize(records), { ...names, sideNames: { us: "US", ussr: "USSR" } })).toBe(text.replace("VP 70.0%, nuclear war 20.0%", "vp 70.0%, defcon 20.0%"));
  });

  it("the English the summary speaks without a translator is the engine's src/locales/en.yaml's", () => {
    const yaml = parse(readFileSync(join(ENGINE_LOCALES_DIR, "en.yaml"), "utf8")) as { messages: Record<string, string> };
    const fromFile = Object.fromEntries(Object.entries(yaml.messages).filter(([k]) => k.startsWith("cli.simulate.summary.")));
    expect(fromFile).toEqual(ENGLISH);
    // …and so is the progress line's (the terminal's bar, the Balance panel's figures).
    expect(Object.fromEntries(Object.entries(yaml.messages).filter(([k]) => k.startsWith("run.")))).toEqual(PROGRESS_ENGLISH);
  });
});
