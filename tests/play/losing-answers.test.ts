// A warning before an answer that loses the game at once (src/play/losing-answers.ts): at DEFCON 2
// a coup in a battleground country brings nuclear war on the side that makes it (rule 8.1.3). The
// terminal marks those answers; the others, and every answer of a game not about to end, are left alone.
import { describe, expect, it } from "vitest";
import { loadBundle } from "../../src/cli/i18n-option.js";
import { DEFAULT_CONTENT_DIR, requireContent } from "../../src/content/load-dir.js";
import { applyInPlace, gameFromPosition } from "../../src/kernel/index.js";
import { losingAnswers } from "../../src/play/losing-answers.js";
import { questionLines } from "../../src/play/render.js";
import { spoken } from "../helpers.js";

const content = requireContent(DEFAULT_CONTENT_DIR);
const g = content.game;

/** The US about to choose where to coup, with the USSR in Cuba (a battleground) and Haiti (not one). */
function atCoupTarget(defcon: number) {
  const s = gameFromPosition(g, {
    turn: 3, action_round: 2, phasing: "us", defcon, clear_influence: true,
    influence: { cuba: [0, 1], haiti: [0, 1], mexico: [1, 0] },
    hands: { us: ["independent_reds"], ussr: [] },
  });
  for (const choice of ["independent_reds", "coup"]) applyInPlace(g, s, { player: "us", choice });
  expect(s.pending[0]!.kind).toBe("coup_target");
  return s;
}

describe("answers that lose the game at once", () => {
  it("at DEFCON 2, a coup in a battleground is marked, one elsewhere is not", () => {
    const s = atCoupTarget(2);
    expect(s.pending[0]!.options).toEqual(expect.arrayContaining(["cuba", "haiti"]));
    expect([...losingAnswers(g, s, "us").keys()]).toEqual(["cuba"]);
  });

  it("at DEFCON 3 nothing is marked", () => {
    expect(losingAnswers(g, atCoupTarget(3), "us").size).toBe(0);
  });

  it("the question says so beside the answer, and only there", () => {
    const s = atCoupTarget(2);
    const d = s.pending[0]!;
    const lines = questionLines(d, spoken(loadBundle(DEFAULT_CONTENT_DIR).bundle, "en"), losingAnswers(g, s, "us"));
    expect(lines.find((l) => l.includes("Cuba"))).toMatch(/Cuba\s+⚠ loses the game at once$/);
    expect(lines.find((l) => l.includes("Haiti"))).not.toContain("loses");
  });

  it("looking does not change the game: the state after it is the state before", () => {
    const s = atCoupTarget(2);
    const before = JSON.stringify(s);
    losingAnswers(g, s, "us");
    expect(JSON.stringify(s)).toBe(before);
  });
});

/** The US choosing its card in its last action round of turn 3 (the USSR has played its own), holding `hand`. */
function atLastActionCard(hand: string[]) {
  const s = gameFromPosition(g, { turn: 3, action_round: 6, phasing: "us", hands: { us: hand, ussr: [] } });
  expect(s.pending[0]!.kind).toBe("action_card");
  return s;
}

describe("answers that leave the player in a danger the game declares", () => {
  it("in the last action round, every card but the scoring card is marked: holding it at the end of the turn loses", () => {
    const s = atLastActionCard(["asia_scoring", "independent_reds", "marshall_plan"]);
    const losing = losingAnswers(g, s, "us");
    expect([...losing.keys()].sort()).toEqual(["independent_reds", "marshall_plan"]);
    expect(losing.get("independent_reds")).toEqual({ danger: "held_scoring_card" });
    const lines = questionLines(s.pending[0]!, spoken(loadBundle(DEFAULT_CONTENT_DIR).bundle, "en"), losing);
    expect(lines.find((l) => l.includes("Independent Reds"))).toMatch(/⚠ leaves you more scoring cards than action rounds to play them/);
    expect(lines.find((l) => l.includes("Asia Scoring"))).not.toContain("⚠");
  });

  it("said in the player's language", () => {
    const s = atLastActionCard(["asia_scoring", "independent_reds"]);
    const lines = questionLines(s.pending[0]!, spoken(loadBundle(DEFAULT_CONTENT_DIR).bundle, "es"), losingAnswers(g, s, "us"));
    expect(lines.find((l) => l.includes("⚠"))).toMatch(/cartas de puntuación/);
  });

  it("with a round left to play the scoring card, nothing is marked", () => {
    const s = gameFromPosition(g, { turn: 3, action_round: 5, phasing: "us", hands: { us: ["asia_scoring", "independent_reds"], ussr: [] } });
    expect(losingAnswers(g, s, "us").size).toBe(0);
  });

  it("when no answer avoids it (two scoring cards, one round), no answer is singled out", () => {
    expect(losingAnswers(g, atLastActionCard(["asia_scoring", "europe_scoring", "independent_reds"]), "us").size).toBe(0);
  });
});
