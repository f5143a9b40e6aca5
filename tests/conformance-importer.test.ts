// The log importer's answers to choices inside events, on short synthetic logs in the official
// edition's format, replayed from a position: each card that picks, takes back, reveals or discards
// cards, alone and nested in another card's event. The choice is the option whose state change is
// the one the log shows (a card taken into a hand, discarded, played, its event), not the first
// line that names a card.
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR, requireContent } from "../src/content/load-dir.js";
import { loadEffectsInPlay } from "../src/conformance/effects-in-play.js";
import { importLog } from "../src/conformance/import.js";
import { parseLog } from "../src/conformance/parse-log.js";
import { OFFICIAL_EDITION_OPTIONS, replayGame, type ReplayResult } from "../src/conformance/replay.js";
import { gameFromPosition, type Position } from "../src/engine/game.js";

const notShown = loadEffectsInPlay(DEFAULT_CONTENT_DIR).notShown;

function replayLog(position: Position, lines: string[], options: string[] = []): ReplayResult {
  const content = requireContent(undefined, { options: [...options, ...OFFICIAL_EDITION_OPTIONS] });
  const game = importLog(content, parseLog("synthetic.txt", lines.join("\n")));
  expect(game.unparsed).toEqual([]);
  expect(game.problems).toEqual([]);
  const start = gameFromPosition(content, position, { options: [...options, ...OFFICIAL_EDITION_OPTIONS] });
  return replayGame(content, game, { start, notShownInPlay: notShown });
}

function expectReplayed(r: ReplayResult): void {
  expect(r.error).toBeNull();
  expect(r.difference, JSON.stringify(r.difference)).toBeNull();
  expect(r.outcome).toBe("replayed");
}

describe("importer: nested card choices", () => {
  it("Star Wars picks the card whose event the log plays next (SALT Negotiations), not the card SALT then takes back", () => {
    const r = replayLog(
      { turn: 8, action_round: 1, phasing: "us", defcon: 3, space: { us: 3, ussr: 1 }, hands: { us: ["star_wars", "duck_and_cover"], ussr: ["fidel"] }, discard: ["junta", "salt_negotiations"] },
      [
        "Turn 8, US AR1: Star Wars*: Event: Star Wars*",
        "Event: SALT Negotiations*",
        "DEFCON improves to 5",
        "US reveals Junta",
        "SALT Negotiations* is now in play.",
        "",
        "Turn 8, USSR AR2: Fidel*: Event: Fidel*",
        "USSR +3 in Cuba [0][3]",
      ],
    );
    expectReplayed(r);
    expect(r.state!.hands.us).toContain("junta");
    expect(r.state!.removed).toEqual(expect.arrayContaining(["star_wars", "salt_negotiations"]));
  });

  it("SALT Negotiations and Grain Sales to Soviets in one headline: the card SALT takes back is not the one Grain Sales draws at random", () => {
    const r = replayLog(
      { turn: 6, phase: "headline", defcon: 3, hands: { ussr: ["salt_negotiations", "nasser", "duck_and_cover"], us: ["grain_sales_to_soviets", "fidel"] }, discard: ["junta"] },
      [
        "Turn 6, Headline Phase: SALT Negotiations* & Grain Sales To Soviets:",
        "USSR Headlines SALT Negotiations*",
        "US Headlines Grain Sales To Soviets",
        "Event: SALT Negotiations*",
        "DEFCON improves to 5",
        "USSR reveals Junta",
        "SALT Negotiations* is now in play.",
        "",
        "Event: Grain Sales To Soviets",
        "USSR reveals Duck and Cover",
        "USSR reveals Duck and Cover from hand",
        "US plays Duck and Cover",
        "US plays Duck and Cover",
        "Event: Duck and Cover",
        "DEFCON degrades to 4",
        "US gains 1 VP. Score is US 1.",
      ],
    );
    expectReplayed(r);
    expect(r.state!.hands.ussr).toContain("junta");
    expect(r.state!.hands.ussr).not.toContain("duck_and_cover");
    expect(r.state!.discard).toContain("duck_and_cover");
  });
});
