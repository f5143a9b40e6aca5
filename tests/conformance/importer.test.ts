// The log importer's answers to choices inside events, on short synthetic logs in the official
// edition's format, replayed from a position: each card that picks, takes back, reveals or discards
// cards, alone and nested in another card's event. The choice is the option whose state change is
// the one the log shows (a card taken into a hand, discarded, played, its event), not the first
// line that names a card.
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTENT_DIR, requireContent } from "../../src/content/load-dir.js";
import { gameFromPosition, type Position } from "../../src/kernel/index.js";
import { loadEffectsInPlay } from "./effects-in-play.js";
import { importLog, planSetup } from "./import.js";
import { parseLog } from "./parse-log.js";
import { OFFICIAL_EDITION_OPTIONS, replayGame, type ReplayResult } from "./replay.js";
import { defcon, hand, influence, pile, type PileName, type Side } from "./ts-state.js";

const notShown = loadEffectsInPlay(DEFAULT_CONTENT_DIR).notShown;

/** A replay's result, with the engine's cards and Influence where it stopped. */
type Replayed = ReplayResult & { hand(side: Side): string[]; pile(name: PileName): string[]; influence(country: string): [number, number]; defcon(): number };

function replayLog(position: Position, lines: string[], options: string[] = [], continueAfterDifferences = false): Replayed {
  const content = requireContent(undefined, { options: [...options, ...OFFICIAL_EDITION_OPTIONS] });
  const g = content.game;
  const game = importLog(g, parseLog("synthetic.txt", lines.join("\n")));
  expect(game.unparsed).toEqual([]);
  expect(game.problems).toEqual([]);
  const start = gameFromPosition(g, position, { options: [...options, ...OFFICIAL_EDITION_OPTIONS] });
  const r = replayGame(content, game, { start, notShownInPlay: notShown, continueAfterDifferences });
  return { ...r, hand: (side) => hand(g, r.state!, side).slice(), pile: (name) => pile(g, r.state!, name).slice(), influence: (country) => influence(g, r.state!, country), defcon: () => defcon(g, r.state!) };
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
    expect(r.hand("us")).toContain("junta");
    expect(r.pile("removed")).toEqual(expect.arrayContaining(["star_wars", "salt_negotiations"]));
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
    expect(r.hand("ussr")).toContain("junta");
    expect(r.hand("ussr")).not.toContain("duck_and_cover");
    expect(r.pile("discard")).toContain("duck_and_cover");
  });

  it("Missile Envy takes SALT Negotiations, whose event then takes a card back: two card choices in one event, each read from its own line", () => {
    const r = replayLog(
      { turn: 5, phase: "headline", defcon: 3, hands: { ussr: ["missile_envy", "nasser"], us: ["salt_negotiations", "independent_reds", "duck_and_cover"] }, discard: ["brush_war", "junta"] },
      [
        "Turn 5, Headline Phase: Missile Envy & Duck and Cover:",
        "USSR Headlines Missile Envy",
        "US Headlines Duck and Cover",
        "Event: Duck and Cover",
        "DEFCON degrades to 2",
        "US gains 3 VP. Score is US 3.",
        "",
        "Event: Missile Envy",
        "US reveals SALT Negotiations*",
        "Event: SALT Negotiations*",
        "DEFCON improves to 4",
        "USSR reveals Brush War",
        "SALT Negotiations* is now in play.",
        "",
        "Turn 5, USSR AR1: Nasser*: Event: Nasser*",
        "USSR +2 in Egypt [0][2]",
      ],
    );
    expectReplayed(r);
    // Missile Envy is the US's now (its next action round plays it).
    expect([...r.hand("us"), ...r.pile("in_play")]).toContain("missile_envy");
    expect(r.hand("ussr")).toContain("brush_war");
    expect(r.pile("discard")).toContain("junta");
    expect(r.pile("removed")).toContain("salt_negotiations");
  });

  it("Missile Envy takes a card with the opponent's event: its Ops are used, without the event", () => {
    const r = replayLog(
      { turn: 4, action_round: 1, phasing: "ussr", hands: { ussr: ["missile_envy", "fidel"], us: ["nato", "independent_reds"] } },
      [
        "Turn 4, USSR AR1: Missile Envy: Event: Missile Envy",
        "US reveals NATO*",
        "Place Influence (4 Ops):",
        "USSR +4 in Poland [0][4]",
      ],
    );
    expectReplayed(r);
    expect([...r.hand("us"), ...r.pile("in_play")]).toEqual(expect.arrayContaining(["missile_envy", "independent_reds"]));
    expect(r.pile("discard")).toContain("nato");
  });

  it("Star Wars plays Grain Sales to Soviets, which draws a card at random from the USSR hand and gives it back", () => {
    const r = replayLog(
      { turn: 8, action_round: 1, phasing: "us", space: { us: 3, ussr: 1 }, hands: { us: ["star_wars"], ussr: ["fidel", "comecon", "nasser"] }, discard: ["grain_sales_to_soviets", "junta"] },
      [
        "Turn 8, US AR1: Star Wars*: Event: Star Wars*",
        "Event: Grain Sales To Soviets",
        "USSR reveals Comecon*",
        "USSR reveals Comecon* from hand",
        "US returns Comecon* to USSR",
        "Place Influence (2 Ops):",
        "US +2 in Canada [4][0]",
        "",
        "Turn 8, USSR AR2: Fidel*: Event: Fidel*",
        "USSR +3 in Cuba [0][3]",
      ],
    );
    expectReplayed(r);
    expect(r.hand("ussr")).toContain("comecon");
    expect(r.pile("discard")).toEqual(expect.arrayContaining(["grain_sales_to_soviets", "junta"]));
  });

  it("Grain Sales to Soviets draws Five Year Plan and plays it: two random picks from the USSR hand in one move", () => {
    const r = replayLog(
      { turn: 4, action_round: 1, phasing: "us", hands: { us: ["grain_sales_to_soviets"], ussr: ["five_year_plan", "fidel", "comecon", "nasser"] } },
      [
        "Turn 4, US AR1: Grain Sales To Soviets: Event: Grain Sales To Soviets",
        "USSR reveals Five Year Plan",
        "USSR reveals Five Year Plan from hand",
        "US plays Five Year Plan",
        "US plays Five Year Plan",
        "Event: Five Year Plan",
        "USSR discards Nasser*",
        "",
        "Turn 4, USSR AR2: Fidel*: Event: Fidel*",
        "USSR +3 in Cuba [0][3]",
      ],
    );
    expectReplayed(r);
    expect(r.pile("discard")).toEqual(expect.arrayContaining(["five_year_plan", "nasser", "grain_sales_to_soviets"]));
    expect(r.hand("ussr")).toContain("comecon");
  });

  it("Five Year Plan discards a US card at random, whose event then happens", () => {
    const r = replayLog(
      { turn: 2, action_round: 1, phasing: "us", defcon: 5, hands: { us: ["five_year_plan"], ussr: ["duck_and_cover", "fidel", "comecon"] } },
      [
        "Turn 2, US AR1: Five Year Plan: Event: Five Year Plan",
        "USSR discards Duck and Cover",
        "Event: Duck and Cover",
        "DEFCON degrades to 4",
        "US gains 1 VP. Score is US 1.",
      ],
    );
    expectReplayed(r);
    expect(r.pile("discard")).toContain("duck_and_cover");
    expect(r.hand("ussr").sort()).toEqual(["comecon", "fidel"]);
  });
});

describe("importer: each card that picks, takes back, reveals or discards", () => {
  it("Terrorism with Iranian Hostage Crisis in effect: two random US discards, each from its own line", () => {
    const r = replayLog(
      { turn: 8, action_round: 1, phasing: "ussr", effects: [{ id: "iranian_hostage_crisis", owner: "ussr" }], hands: { ussr: ["terrorism"], us: ["nato", "duck_and_cover", "independent_reds", "marshall_plan"] } },
      [
        "Turn 8, USSR AR1: Terrorism: Event: Terrorism",
        "US discards Marshall Plan*",
        "US discards Duck and Cover",
        "",
        "Turn 8, US AR1: NATO*: Place Influence (4 Ops):",
        "US +4 in Canada [6][0]",
      ],
    );
    expectReplayed(r);
    expect(r.pile("discard")).toEqual(expect.arrayContaining(["marshall_plan", "duck_and_cover"]));
    expect(r.hand("us")).toEqual(["independent_reds"]);
  });

  it("Aldrich Ames Remix: the whole US hand is shown, then the USSR picks the card to discard (not the first card shown)", () => {
    const r = replayLog(
      { turn: 9, action_round: 1, phasing: "ussr", hands: { ussr: ["aldrich_ames_remix", "fidel"], us: ["nato", "duck_and_cover", "independent_reds"] } },
      [
        "Turn 9, USSR AR1: Aldrich Ames Remix*: Event: Aldrich Ames Remix*",
        "US reveals NATO*",
        "US reveals Duck and Cover",
        "US reveals Independent Reds*",
        "US discards Duck and Cover",
        "",
        "Turn 9, US AR1: NATO*: Place Influence (4 Ops):",
        "US +4 in Canada [6][0]",
      ],
    );
    expectReplayed(r);
    expect(r.pile("discard")).toContain("duck_and_cover");
    expect(r.hand("us")).toEqual(["independent_reds"]);
  });

  it("CIA Created shows the USSR hand, then the US uses 1 Op", () => {
    const r = replayLog(
      { turn: 1, action_round: 1, phasing: "us", hands: { us: ["cia_created"], ussr: ["fidel", "comecon"] } },
      ["Turn 1, US AR1: CIA Created*: Event: CIA Created*", "USSR reveals Fidel*", "USSR reveals Comecon*", "Place Influence (1 Ops):", "US +1 in Canada [3][0]"],
    );
    expectReplayed(r);
    expect(r.hand("ussr").sort()).toEqual(["comecon", "fidel"]);
  });

  it("The Cambridge Five shows the US scoring cards; the USSR places 1 Influence where one of them scores", () => {
    const r = replayLog(
      { turn: 2, action_round: 1, phasing: "ussr", hands: { ussr: ["the_cambridge_five"], us: ["asia_scoring", "duck_and_cover"] } },
      ["Turn 2, USSR AR1: The Cambridge Five: Event: The Cambridge Five", "US reveals Asia Scoring", "USSR +1 in Thailand [0][1]"],
      ["optional_cards"],
    );
    expectReplayed(r);
    expect(r.hand("us")).toContain("asia_scoring");
  });

  it("Blockade: the US discards a card of 3 Ops or more", () => {
    const r = replayLog(
      { turn: 1, action_round: 1, phasing: "ussr", hands: { ussr: ["blockade", "fidel"], us: ["duck_and_cover", "nato", "independent_reds"] } },
      ["Turn 1, USSR AR1: Blockade*: Event: Blockade*", "US discards NATO*", "", "Turn 1, US AR1: Duck and Cover: Place Influence (3 Ops):", "US +3 in Canada [5][0]"],
    );
    expectReplayed(r);
    expect(r.pile("discard")).toContain("nato");
    expect(r.influence("west_germany")).toEqual([0, 0]);
  });

  it("Blockade: without a discard line the US keeps its cards and loses its Influence in West Germany", () => {
    const r = replayLog(
      { turn: 1, action_round: 1, phasing: "ussr", influence: { west_germany: [3, 0] }, hands: { ussr: ["blockade", "fidel"], us: ["duck_and_cover", "independent_reds"] } },
      ["Turn 1, USSR AR1: Blockade*: Event: Blockade*", "US -3 in West Germany [0][0]"],
    );
    expectReplayed(r);
    expect(r.hand("us")).toContain("duck_and_cover");
  });

  it("Latin American Debt Crisis: the US discards a card of 3 Ops or more", () => {
    const r = replayLog(
      { turn: 8, action_round: 1, phasing: "ussr", hands: { ussr: ["latin_american_debt_crisis", "fidel"], us: ["duck_and_cover", "nato", "independent_reds"] } },
      ["Turn 8, USSR AR1: Latin American Debt Crisis: Event: Latin American Debt Crisis", "US discards Duck and Cover", "", "Turn 8, US AR1: NATO*: Place Influence (4 Ops):", "US +4 in Canada [6][0]"],
    );
    expectReplayed(r);
    expect(r.pile("discard")).toContain("duck_and_cover");
  });

  it("UN Intervention plays a card with the opponent's event for its Ops only", () => {
    const r = replayLog(
      { turn: 1, action_round: 1, phasing: "us", hands: { us: ["un_intervention", "fidel", "nasser"], ussr: ["comecon"] } },
      ["Turn 1, US AR1: UN Intervention: Event: UN Intervention", "US plays Nasser*", "Place Influence (1 Ops):", "US +1 in Canada [3][0]"],
    );
    expectReplayed(r);
    expect(r.pile("discard")).toEqual(expect.arrayContaining(["un_intervention", "nasser"]));
    expect(r.hand("us")).toEqual(["fidel"]);
  });

  it("Our Man in Tehran discards cards from the top of the draw pile, not from a hand", () => {
    const r = replayLog(
      { turn: 4, action_round: 1, phasing: "us", influence: { iran: [2, 0] }, hands: { us: ["our_man_in_tehran"], ussr: ["fidel"] }, deck: ["comecon", "nasser", "duck_and_cover", "junta", "allende", "olympic_games", "decolonization"] },
      ["Turn 4, US AR1: Our Man in Tehran*: Event: Our Man in Tehran*", "US discards Comecon*", "US discards Allende*", "", "Turn 4, USSR AR2: Fidel*: Event: Fidel*", "USSR +3 in Cuba [0][3]"],
      ["optional_cards"],
    );
    expectReplayed(r);
    expect(r.pile("discard")).toEqual(expect.arrayContaining(["comecon", "allende"]));
  });

  it("Ask Not What Your Country Can Do For You discards the cards the log shows, then draws as many", () => {
    const r = replayLog(
      { turn: 4, action_round: 1, phasing: "us", hands: { us: ["ask_not", "nato", "duck_and_cover", "independent_reds"], ussr: ["fidel"] }, deck: ["comecon", "nasser", "junta", "allende"] },
      ['Turn 4, US AR1: "Ask Not What Your Country..."*: Event: "Ask Not What Your Country..."*', "US discards NATO*", "US discards Independent Reds*", "", "Turn 4, USSR AR2: Fidel*: Event: Fidel*", "USSR +3 in Cuba [0][3]"],
    );
    expectReplayed(r);
    expect(r.pile("discard")).toEqual(expect.arrayContaining(["nato", "independent_reds"]));
    expect(r.hand("us")).toContain("duck_and_cover");
    expect(r.hand("us")).toHaveLength(3);
  });

  it("Bear Trap: the trapped USSR discards the card the log shows and rolls", () => {
    const r = replayLog(
      { turn: 5, action_round: 1, phasing: "ussr", effects: [{ id: "bear_trap", owner: "us" }], hands: { ussr: ["five_year_plan", "comecon", "fidel"], us: ["duck_and_cover"] } },
      ["Turn 5, USSR AR1: Comecon*: USSR discards Comecon*", "Trap Roll: 3 <= 4 -- Trap Escaped", "Bear Trap* is no longer in play."],
    );
    expectReplayed(r);
    expect(r.pile("discard")).toContain("comecon");
    expect(r.hand("ussr").sort()).toEqual(["fidel", "five_year_plan"]);
  });

  it("Lone Gunman shows the US hand, then the USSR uses 1 Op", () => {
    const r = replayLog(
      { turn: 4, action_round: 1, phasing: "ussr", hands: { ussr: ["lone_gunman", "fidel"], us: ["nato", "duck_and_cover"] } },
      ['Turn 4, USSR AR1: "Lone Gunman"*: Event: "Lone Gunman"*', "US reveals NATO*", "US reveals Duck and Cover", "Place Influence (1 Ops):", "USSR +1 in Poland [0][1]"],
    );
    expectReplayed(r);
    expect(r.hand("us").sort()).toEqual(["duck_and_cover", "nato"]);
  });

  it("Quagmire: the trapped US discards the card the log shows, rolls and stays trapped", () => {
    const r = replayLog(
      { turn: 5, action_round: 1, phasing: "us", effects: [{ id: "quagmire", owner: "ussr" }], hands: { us: ["duck_and_cover", "independent_reds", "de_gaulle_leads_france", "truman_doctrine"], ussr: ["fidel"] } },
      ["Turn 5, US AR1: Independent Reds*: US discards Independent Reds*", "Trap Roll: 5 > 4 -- Trap Remains in Effect", "", "Turn 5, USSR AR2: Fidel*: Event: Fidel*", "USSR +3 in Cuba [0][3]"],
    );
    expectReplayed(r);
    expect(r.pile("discard")).toContain("independent_reds");
    expect(r.state!.effects.map((e) => e.id)).toContain("quagmire");
  });
});

describe("importer: going on after a difference (--continue)", () => {
  it("reports each line that differs and sets the engine to what the log shows, so later lines are still compared", () => {
    const r = replayLog(
      { turn: 2, action_round: 1, phasing: "us", defcon: 5, hands: { us: ["five_year_plan"], ussr: ["duck_and_cover", "fidel", "comecon"] } },
      [
        "Turn 2, US AR1: Five Year Plan: Event: Five Year Plan",
        "USSR discards Duck and Cover",
        "Event: Duck and Cover",
        "DEFCON degrades to 3",
        "US gains 1 VP. Score is US 1.",
        "",
        "Turn 2, USSR AR2: Fidel*: Event: Fidel*",
        "USSR +3 in Cuba [0][4]",
      ],
      [],
      true,
    );
    expect(r.error).toBeNull();
    expect(r.outcome).toBe("differs");
    expect(r.differences.map((d) => [d.line, d.expected, d.actual])).toEqual([
      [4, "DEFCON 3", "engine: DEFCON 4"],
      [8, "USSR +3 in cuba [0][4]", "engine: [0][3]"],
    ]);
    // Replayed up to the first difference; the engine now holds the log's values.
    expect(r.linesReplayed).toBe(3);
    expect(r.defcon()).toBe(3);
    expect(r.influence("cuba")).toEqual([0, 4]);
  });
});

describe("importer: the setup", () => {
  it("a bid other than the US +2 handicap: the extra Influence is placed after the free placements, where the log shows it", () => {
    const content = requireContent(undefined, { options: OFFICIAL_EDITION_OPTIONS });
    const lines = ["Handicap influence: USSR +2", "USSR +4 in Poland [0][4]", "USSR +2 in East Germany [0][5]", "US +4 in West Germany [4][0]", "US +3 in Italy [3][0]", "USSR +1 in Syria [0][2]", "USSR +1 in Iraq [0][2]"];
    const game = importLog(content.game, parseLog("synthetic.txt", lines.join("\n")));
    expect(game.bid).toEqual({ side: "ussr", amount: 2, kind: "influence" });
    planSetup(content.game, game);
    expect(game.setup.ussr).toEqual(["poland", "poland", "poland", "poland", "east_germany", "east_germany", "syria", "iraq"]);
    const r = replayGame(content, game, { notShownInPlay: notShown });
    expectReplayed(r);
    expect([influence(content.game, r.state!, "syria"), influence(content.game, r.state!, "iraq")]).toEqual([[0, 2], [0, 2]]);
  });
});

describe("importer: the log's arithmetic", () => {
  // A war card's line prints the die, the modifier and the roll needed; the engine's must be the
  // same, or `npm run conformance -- --verbose` notes the difference (a win on the same die hides it).
  it("Brush War on Mexico: the USA next door is an enemy-controlled neighbour (-1), as the log prints", () => {
    const r = replayLog(
      { turn: 4, action_round: 1, phasing: "ussr", influence: { mexico: [2, 0] }, hands: { ussr: ["brush_war"], us: ["fidel"] } },
      ["Turn 4, USSR AR1: Brush War: Event: Brush War", "War in Mexico", "VICTORY: 4 (-1)  >= 3", "US -2 in Mexico [0][0]", "USSR +2 in Mexico [0][2]", "USSR gains 1 VP. Score is USSR 1.", "USSR Military Ops to 3"],
    );
    expectReplayed(r);
    expect(r.arithmetic).toEqual([]);
    expect(r.influence("mexico")).toEqual([0, 2]);
  });
});
