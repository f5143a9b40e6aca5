// The conformance log parser, on synthetic lines written in the official edition's log format
// (the corpus itself is read only at run time, by `npm run conformance`).
import { describe, expect, it } from "vitest";
import { requireContent } from "../../src/content/load-dir.js";
import { importLog, planSetup } from "./import.js";
import { nameTables, normaliseName } from "./names.js";
import { parseLine, parseLog } from "./parse-log.js";

describe("parseLine", () => {
  it("splits an action round header from the line joined onto it", () => {
    expect(parseLine("Turn 3, USSR AR2: Some Card*: Coup (3 Ops):")).toEqual([
      { kind: "action_round", turn: 3, side: "ussr", round: 2, card: "Some Card*" },
      { kind: "ops", mode: "coup", ops: 3 },
    ]);
    expect(parseLine("Turn 7, US AR4: Other Card: Event: Other Card")).toEqual([
      { kind: "action_round", turn: 7, side: "us", round: 4, card: "Other Card" },
      { kind: "event", card: "Other Card" },
    ]);
    expect(parseLine("Turn 2, US AR5: A War Card: USSR gains 2 VP. Score is US 3.")?.[1]).toEqual({ kind: "vp", side: "ussr", amount: 2, score: 3 });
    expect(parseLine("Turn 10, US AR8: :")).toEqual([{ kind: "action_round", turn: 10, side: "us", round: 8, card: "" }]);
  });

  it("reads a headline phase header, its cards and what follows", () => {
    expect(parseLine("Turn 4, Headline Phase: First Card & Second Card*: DEFCON improves to 3")).toEqual([
      { kind: "headline_phase", turn: 4, cards: ["First Card", "Second Card*"] },
      { kind: "defcon", direction: "improves", level: 3 },
    ]);
    expect(parseLine("USSR Headlines First Card")).toEqual([{ kind: "headline", side: "ussr", card: "First Card" }]);
  });

  it("reads influence changes with the totals after them", () => {
    expect(parseLine("US -2 in Some Country [0][3]")).toEqual([{ kind: "influence", side: "us", delta: -2, country: "Some Country", us: 0, ussr: 3 }]);
    expect(parseLine("USSR +4 in Laos/Cambodia [1][4]")).toEqual([{ kind: "influence", side: "ussr", delta: 4, country: "Laos/Cambodia", us: 1, ussr: 4 }]);
  });

  it("reads die rolls with their arithmetic", () => {
    expect(parseLine("SUCCESS: 5 [ + 3 - 2x2 = 4 ]")).toEqual([{ kind: "coup_roll", success: true, roll: 5, ops: 3, modifier: 0, stability: 2, result: 4 }]);
    expect(parseLine("FAILURE: 1 [ + 2 (-1)  - 2x3 = -4 ]")).toEqual([{ kind: "coup_roll", success: false, roll: 1, ops: 2, modifier: -1, stability: 3, result: -4 }]);
    expect(parseLine("USSR rolls 4 (+2) = 6")).toEqual([{ kind: "realign_roll", side: "ussr", roll: 4, modifier: 2, total: 6 }]);
    expect(parseLine("US rolls 3")).toEqual([{ kind: "realign_roll", side: "us", roll: 3, modifier: 0, total: 3 }]);
    expect(parseLine("Die roll: 2 -- Success! (Needed 3 or less)")).toEqual([{ kind: "space_roll", roll: 2, success: true, needed: 3 }]);
    expect(parseLine("VICTORY: 5 (-1)  >= 4")).toEqual([{ kind: "war_roll", victory: true, roll: 5, modifier: -1, needed: 4 }]);
    expect(parseLine("DEFEAT: 2 < 3")).toEqual([{ kind: "war_roll", victory: false, roll: 2, modifier: 0, needed: 3 }]);
    expect(parseLine("Trap Roll: 6 > 4 -- Trap Remains in Effect")).toEqual([{ kind: "trap_roll", roll: 6, escaped: false, needed: 4 }]);
  });

  it("reads VP with the score (positive: US ahead), DEFCON, military ops and the space race", () => {
    expect(parseLine("US gains 3 VP. Score is USSR 2.")).toEqual([{ kind: "vp", side: "us", amount: 3, score: -2 }]);
    expect(parseLine("No VP awarded. Score is even.")).toEqual([{ kind: "vp", side: null, amount: 0, score: 0 }]);
    expect(parseLine("DEFCON degrades to 2")).toEqual([{ kind: "defcon", direction: "degrades", level: 2 }]);
    expect(parseLine("US Military Ops to 5")).toEqual([{ kind: "milops", side: "us", value: 5 }]);
    expect(parseLine("USSR advances to 3 in the Space Race.")).toEqual([{ kind: "space", side: "ussr", box: 3 }]);
  });

  it("reads effects, cards shown, choices, reshuffles and the end", () => {
    expect(parseLine("Some Effect* is now in play.")).toEqual([{ kind: "in_play", card: "Some Effect*" }]);
    expect(parseLine("Some Effect* is no longer in play.")).toEqual([{ kind: "out_of_play", card: "Some Effect*" }]);
    expect(parseLine("USSR reveals A Card* from hand")).toEqual([{ kind: "card", side: "ussr", verb: "reveals", card: "A Card*", fromHand: true }]);
    expect(parseLine("US returns A Card to USSR")).toEqual([{ kind: "card", side: "us", verb: "returns", card: "A Card", to: "ussr" }]);
    expect(parseLine("US has no cards to reveal")).toEqual([{ kind: "no_cards", side: "us", verb: "reveal" }]);
    expect(parseLine("USSR chooses to boycott the Olympics")).toEqual([{ kind: "choice", side: "ussr", text: "to boycott the Olympics" }]);
    // The region went missing from this line once: the choice and the effect are both kept.
    expect(parseLine("US chooses Some Effect* is now in play.")).toEqual([
      { kind: "choice", side: "us", text: "" },
      { kind: "in_play", card: "Some Effect*" },
    ]);
    expect(parseLine("*RESHUFFLE*")).toEqual([{ kind: "reshuffle" }]);
    expect(parseLine("USSR wins by Victory Points")).toEqual([{ kind: "game_end", winner: "ussr", reason: "Victory Points" }]);
    expect(parseLine(": : US gains 1 VP. Score is US 2.")).toEqual([{ kind: "end_marker" }, { kind: "vp", side: "us", amount: 1, score: 2 }]);
    expect(parseLine("Turn 3, Cleanup")).toEqual([{ kind: "cleanup", turn: 3 }]);
  });

  it("reads the setup lines", () => {
    expect(parseLine("SETUP: : Player One will play as USSR.")).toEqual([{ kind: "player", side: "ussr", name: "Player One" }]);
    expect(parseLine("Player Two will play as USA.")).toEqual([{ kind: "player", side: "us", name: "Player Two" }]);
    expect(parseLine("Handicap influence: US +2")).toEqual([{ kind: "handicap", side: "us", amount: 2 }]);
    expect(parseLine("Scenario: Standard")).toEqual([{ kind: "scenario", name: "Standard" }]);
    expect(parseLine("Optional Cards Added")).toEqual([{ kind: "optional_cards" }]);
    expect(parseLine("Time per Player: 45 Minutes")).toEqual([{ kind: "time_control", text: "45 Minutes" }]);
  });

  it("returns no entries for a blank line and null for an unknown one", () => {
    expect(parseLine("   ")).toEqual([]);
    expect(parseLine("Something nobody prints")).toBeNull();
    expect(parseLine("Turn 2, US AR1: A Card: something unknown")).toBeNull();
  });
});

describe("parseLog", () => {
  it("numbers the entries by line and reports each unparsed line with its number", () => {
    const log = parseLog("synthetic.txt", ["Scenario: Standard", "", "Turn 1, USSR AR1: A Card: Place Influence (2 Ops):", "USSR +2 in Somewhere [0][2]", "This line is garbage", "DEFCON degrades to 4", ""].join("\n"));
    expect(log.lines).toBe(6);
    expect(log.entries.map((e) => [e.line, e.kind])).toEqual([
      [1, "scenario"],
      [3, "action_round"],
      [3, "ops"],
      [4, "influence"],
      [6, "defcon"],
    ]);
    expect(log.unparsed).toEqual([{ line: 5, text: "This line is garbage" }]);
  });
});

describe("names and import", () => {
  const g = requireContent().game;
  const names = nameTables(g);

  it("maps the official names to content ids", () => {
    expect(normaliseName('"Lone Gunman"*')).toBe("lonegunman");
    expect(names.card("Mideast Scoring")).toBe("middle_east_scoring");
    expect(names.card('"Ask Not What Your Country..."*')).toBe(g.cards.find((c) => c.name.startsWith("Ask Not"))!.id);
    expect(names.card("The China Card")).toBe("china_card");
    expect(names.country("Laos/Cambodia")).toBe("laos_cambodia");
    expect(names.country("W. Germany")).toBe("west_germany");
    expect(names.country("Atlantis")).toBeNull();
  });

  it("splits the setup lines into the free placements and the handicap, and cuts the play into segments", () => {
    const text = [
      "Handicap influence: US +2",
      "Optional Cards Added",
      "USSR +4 in Poland [0][4]",
      "USSR +2 in East Germany [0][5]",
      "US +4 in West Germany [4][0]",
      "US +4 in Italy [4][0]",
      "US +1 in Iran [2][0]",
      "",
      "Turn 1, Headline Phase: Nasser* & Defectors: USSR Headlines Nasser*",
      "US Headlines Defectors",
      "Event: Defectors",
      "",
      "Turn 1, USSR AR1: Fidel*: Place Influence (2 Ops):",
      "USSR +2 in Cuba [0][2]",
      "",
      "Event: Fidel*",
      "Event: Fidel*",
      "Atlantis is now in play.",
    ].join("\n");
    const game = importLog(g, parseLog("synthetic.txt", text));
    expect(game.options.sort()).toEqual(["optional_cards", "us_handicap"]);
    expect(game.bid).toBeNull();
    planSetup(requireContent(undefined, { options: game.options }).game, game);
    expect(game.setup.ussr).toEqual(["poland", "poland", "poland", "poland", "east_germany", "east_germany"]);
    // The 7 Western European points first, then the 2 of the handicap.
    expect(game.setup.us).toEqual(["west_germany", "west_germany", "west_germany", "west_germany", "italy", "italy", "italy", "italy", "iran"]);
    expect(game.segments.map((s) => s.kind)).toEqual(["setup", "headline", "action_round"]);
    expect(game.segments[1]!.headlines).toEqual({ ussr: "nasser", us: "defectors" });
    const ar = game.segments[2]!;
    expect([ar.side, ar.round, ar.card]).toEqual(["ussr", 1, "fidel"]);
    // The repeated "Event:" line is one event section.
    expect(ar.sections.map((s) => s.kind)).toEqual(["header", "ops", "event"]);
    expect(ar.sections[1]).toMatchObject({ mode: "influence", ops: 2, side: "ussr" });
    expect(game.problems).toEqual([{ line: 18, text: "Atlantis is now in play.", message: 'unknown card "Atlantis"' }]);
  });
});
