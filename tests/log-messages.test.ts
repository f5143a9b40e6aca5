// Log lines a player reads: a war card's result and the end-of-turn Military Operations check say
// what happened in words (who won, the modifier, what changed; the shortfalls and the VP they cost),
// in English and in each translation.
import { describe, expect, it } from "vitest";
import { requireContent } from "../src/content/load-dir.js";
import { applyInPlace, gameFromPosition, rigDice, type State } from "../src/kernel/index.js";
import { loadI18n, translate } from "../src/i18n/index.js";
import { readWithEdits, spoken } from "./helpers.js";

const g = requireContent().game;
const bundle = loadI18n(readWithEdits()).bundle;

function play(state: State, moves: [string, string][]): State {
  for (const [player, choice] of moves) applyInPlace(g, state, { player, choice });
  return state;
}

function line(state: State, key: string, lang = "en"): string {
  const entry = state.log.find((e) => e.k === key);
  if (!entry) throw new Error(`no ${key} line`);
  return translate(bundle, lang).log(entry);
}

describe("war card results in the log", () => {
  const korea = () => {
    const s = gameFromPosition(g, { turn: 1, action_round: 1, phasing: "ussr", influence: { japan: [4, 0], south_korea: [2, 1] }, hands: { ussr: ["korean_war", "comecon"], us: ["duck_and_cover"] } }, { strictDice: true });
    rigDice(s, [5]);
    return play(s, [["ussr", "korean_war"], ["ussr", "event"]]);
  };
  it("says who attacked, the die, the modifier, the total against the number needed, and what the victory changed", () => {
    expect(line(korea(), "war.result")).toBe(
      "Korean War: USSR attacks South Korea: die 5 -1 = 4, 4 or more wins: victory, USSR gains 2 VP and 2 US Influence there become USSR Influence; USSR Military Operations +2",
    );
  });
  it("says a lost war changes nothing in the target", () => {
    const s = gameFromPosition(g, { turn: 1, action_round: 1, phasing: "ussr", influence: { japan: [4, 0], south_korea: [2, 1] }, hands: { ussr: ["korean_war", "comecon"], us: ["duck_and_cover"] } }, { strictDice: true });
    rigDice(s, [2]);
    play(s, [["ussr", "korean_war"], ["ussr", "event"]]);
    expect(line(s, "war.result")).toBe("Korean War: USSR attacks South Korea: die 2 -1 = 1, 4 or more wins: defeat, nothing changes there; USSR Military Operations +2");
  });
  it("is translated", () => {
    for (const lang of ["es", "it", "pt"]) {
      const text = line(korea(), "war.result", lang);
      expect(text).not.toContain("attacks");
      expect(text).not.toContain("Military Operations");
      expect(text).toMatch(/5/);
      expect(text).toMatch(/-1|−1/);
    }
  });
});

describe("the Military Operations check in the log", () => {
  const endOfTurn = (milops: { us: number; ussr: number }, defcon: number) =>
    play(gameFromPosition(g, { turn: 2, action_round: 6, phasing: "us", defcon, vp: 0, military_ops: milops, hands: { us: ["independent_reds"], ussr: ["comecon"] } }), [["us", "independent_reds"], ["us", "influence"], ["us", "uk"], ["us", "uk"]]);
  it("gives each side's shortfall and the VP it costs", () => {
    expect(line(endOfTurn({ us: 2, ussr: 4 }, 4), "milops.penalty")).toBe("Military Operations check (DEFCON 4 required): US 2 done, 2 short; USSR 4 done; the opponent gains 1 VP per missing one, net: USSR gains 2 VP");
  });
  it("says when the shortfalls cancel out", () => {
    expect(line(endOfTurn({ us: 1, ussr: 1 }, 3), "milops.penalty")).toBe("Military Operations check (DEFCON 3 required): US 1 done, 2 short; USSR 1 done, 2 short; the shortfalls cancel out, no VP");
  });
});

describe("a lasting effect answering a moment", () => {
  it("is named in the log just before what it does, in each language", () => {
    // Flower Power in force: the US playing a war card for Ops gives the USSR 2 VP. Without the
    // effect's line, the log says only "USSR gains 2 VP" in the middle of the US's turn.
    // The position of its scenario test (cards/twilight-struggle/tests/card-flower-power.yaml).
    const s = gameFromPosition(g, { turn: 4, action_round: 1, phasing: "ussr", hands: { ussr: ["flower_power", "fidel"], us: ["korean_war", "duck_and_cover"] } }, { strictDice: true });
    play(s, [["ussr", "flower_power"], ["ussr", "event"]]);
    const before = s.log.length;
    play(s, [["us", "korean_war"], ["us", "influence"]]);
    const entries = s.log.slice(before);
    const lines = entries.map((e) => spoken(bundle, "en").log(e));
    const at = lines.indexOf("Flower Power applies (USSR)");
    expect(at, lines.join("\n")).toBeGreaterThanOrEqual(0);
    expect(lines[at + 1]).toBe("USSR gains 2 VP (VP track: -2)");
    const es = spoken(bundle, "es");
    expect(es.log(entries[at]!)).toBe(`${es.name("card", "flower_power")} se aplica (URSS)`);
  });
});
