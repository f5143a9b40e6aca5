// `search` against `greedy` where chance decides: greedy scores each option on one sampled future,
// search averages every option over the same many samples. A game declared in code (the bots know
// no game): red plays `safe` (3 points) or `gamble` (6 points on a 6 of a die, else nothing).
import { describe, expect, it } from "vitest";
import { botFactory, botInput, Random } from "../../src/bots/index.js";
import { playGame } from "../../src/sim/play-game.js";
import { compileGame, newGame, type CodeDeclarations, type Declarations, type Game, type RoutineDecl } from "../../src/kernel/index.js";
import { tinyGame } from "./tiny-game.js";


function diceGame(): Game {
  return tinyGame({
    id: "dice", scoreMax: 40,
    piles: [{ id: "hand", name: "Hand", perSide: true, visibility: "owner" }, { id: "played", name: "Played", perSide: false, visibility: "public" }],
    cards: ["safe", "gamble", "pass_a", "pass_b"],
    turnOf: `
      set(active_side, side)
      let c = pick(side, cards(hand, side), "play_card")
      move_card(c, played)
      if c == safe { move_track(score, 3, side: side) }
      if c == gamble and roll_die() == 6 { move_track(score, 6, side: side) }`,
    start: `
      move_card(safe, hand, side: red)
      move_card(gamble, hand, side: red)
      move_card(pass_a, hand, side: blue)
      move_card(pass_b, hand, side: blue)
      set(round, 1)
      turn_of(red)
      turn_of(blue)
      if track(score, side: red) > 0 { game_over(winner: red, reason: "points") } else { game_over(winner: blue, reason: "points") }`,
  });
}

describe("search weighs chance over many samples", () => {
  const g = diceGame();
  const choices = (spec: string) =>
    Array.from({ length: 40 }, (_, i) => {
      const s = newGame(g, { seed: i + 1 });
      return botFactory(spec)().choose(botInput(g, s, "red", new Random(i + 1)));
    });

  it("greedy sometimes gambles on the one sample it saw roll a 6; search never does (the gamble is worth 1 on average, the safe card 3)", () => {
    expect(choices("greedy").filter((c) => c === "gamble").length).toBeGreaterThan(0);
    expect(choices("search:60").filter((c) => c === "gamble")).toEqual([]);
  });

  it("plays whole games, the same way for the same seed", () => {
    const specs = { red: "search:20", blue: "search:20" };
    for (let seed = 1; seed <= 5; seed++) {
      const r = playGame(g, { scenario: "", variants: [], options: [] }, seed, { red: botFactory(specs.red), blue: botFactory(specs.blue) }, specs);
      expect(r.error).toBeUndefined();
      expect(r.winner).not.toBeNull();
      expect(playGame(g, { scenario: "", variants: [], options: [] }, seed, { red: botFactory(specs.red), blue: botFactory(specs.blue) }, specs)).toEqual(r);
    }
  });
});
