// The bots of the ladder: legal and reproducible, careful does not lose at once, greedy and search
// follow the evaluation the game declares — on a tiny game declared in code (no Twilight Struggle
// in it: the bots are game-neutral) and on Twilight Struggle positions.
import { describe, expect, it } from "vitest";
import { botFactory, botInput, BotSpecError, evaluate, Random, type BotFactory } from "../../src/bots/index.js";
import { requireContent } from "../../src/content/load-dir.js";
import { applyInPlace, compileGame, gameFromPosition, newGame, type CodeDeclarations, type Declarations, type Game, type RoutineDecl, type State } from "../../src/kernel/index.js";
import { playGame } from "../../src/sim/play-game.js";
import { tinyGame } from "./tiny-game.js";


/** Two sides, six cards worth 0–5 in a hidden deck, three each in hand; playing the 0 (the bomb) loses at once. */
function cardGame(): Game {
  return tinyGame({
    id: "cards", scoreMax: 20,
    piles: [{ id: "deck", name: "Deck", perSide: false, visibility: "hidden" }, { id: "hand", name: "Hand", perSide: true, visibility: "owner" }, { id: "played", name: "Played", perSide: false, visibility: "public" }],
    cards: ["bomb", "one", "two", "three", "four", "five"], values: [0, 1, 2, 3, 4, 5],
    turnOf: `
      set(active_side, side)
      let c = pick(side, cards(hand, side), "play_card")
      move_card(c, played)
      log("played", { side: side, card: c })
      if c.value == 0 { game_over(winner: opponent_of(side), reason: "bomb") }
      move_track(score, c.value, side: side)`,
    start: `
      for c in [bomb, one, two, three, four, five] { move_card(c, deck) }
      shuffle(deck)
      for s in sides() { for i in range(1, 3) { move_card(first(cards(deck)), hand, side: s) } }
      while round < 3 {
        set(round, round + 1)
        for s in sides() { turn_of(s) }
      }
      let best = sort_by(sides(), key: track(score, side: it), descending: true)
      if track(score, side: red) == track(score, side: blue) { game_over(winner: "draw", reason: "points") }
      else { game_over(winner: item(best, 0), reason: "points") }`,
  });
}

/** The first choice `make`'s bot makes for the side asked first in a new game of seed `seed`. */
function firstChoice(g: Game, make: BotFactory, seed: number): { choice: string; hand: string[] } {
  const s = newGame(g, { seed });
  const side = s.pending[0]!.player;
  return { choice: make().choose(botInput(g, s, side, new Random(seed))), hand: s.pending[0]!.options };
}

describe("bots on a game declared in code", () => {
  const g = cardGame();
  const setup = { scenario: "", variants: [], options: [] };

  it("random sometimes plays the bomb; careful never does", () => {
    const seeds = Array.from({ length: 40 }, (_, i) => i + 1).filter((seed) => firstChoice(g, botFactory("random"), seed).hand.includes("bomb"));
    expect(seeds.length).toBeGreaterThan(5);
    expect(seeds.some((seed) => firstChoice(g, botFactory("random"), seed).choice === "bomb")).toBe(true);
    for (const seed of seeds) expect(firstChoice(g, botFactory("careful"), seed).choice).not.toBe("bomb");
  });

  it("greedy and search play the highest card first (the game's evaluation is its score lead)", () => {
    const value = (c: string) => ["bomb", "one", "two", "three", "four", "five"].indexOf(c);
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { hand } = firstChoice(g, botFactory("random"), seed);
      const best = hand.reduce((a, b) => (value(b) > value(a) ? b : a));
      expect(firstChoice(g, botFactory("greedy"), seed).choice).toBe(best);
      expect(firstChoice(g, botFactory("search:30"), seed).choice).toBe(best);
    }
  });

  it("whole games are legal, reproducible, and greedy beats random", () => {
    let greedyWins = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const bots = seed % 2 ? { red: botFactory("greedy"), blue: botFactory("random") } : { red: botFactory("random"), blue: botFactory("greedy") };
      const specs = seed % 2 ? { red: "greedy", blue: "random" } : { red: "random", blue: "greedy" };
      const r = playGame(g, setup, seed, bots, specs);
      expect(r.error).toBeUndefined();
      expect(r.winner).not.toBeNull();
      expect(playGame(g, setup, seed, bots, specs)).toEqual(r);
      if (r.winner && specs[r.winner as "red" | "blue"] === "greedy") greedyWins++;
      expect(r.plays.length).toBeGreaterThan(0);
    }
    expect(greedyWins).toBeGreaterThanOrEqual(20);
  });

  it("the evaluation of a finished game is a win or a loss", () => {
    const s = newGame(g, { seed: 1 });
    while (!s.result) applyInPlace(g, s, { player: s.pending[0]!.player, choice: s.pending[0]!.options.find((o) => o !== "bomb") ?? s.pending[0]!.options[0]! });
    const other = s.result.winner === "red" ? "blue" : "red";
    if (s.result.winner !== "draw") expect(evaluate(g, s, s.result.winner)).toBeGreaterThan(evaluate(g, s, other));
  });
});

describe("bots on Twilight Struggle positions", () => {
  const g = requireContent().game;
  const playMove = (s: State, side: string, spec: string, seed: number) => {
    const bot = botFactory(spec)();
    const random = new Random(seed);
    for (let i = 0; i < 30 && !s.result && s.pending[0]?.player === side; i++) applyInPlace(g, s, { player: side, choice: bot.choose(botInput(g, s, side, random)) });
  };

  it("careful plays its scoring card in its last action round (holding it past the turn loses)", () => {
    for (let seed = 1; seed <= 6; seed++) {
      const s = gameFromPosition(g, { turn: 1, action_round: 6, phasing: "us", hands: { us: ["asia_scoring", "nato", "duck_and_cover"], ussr: [] } }, { seed });
      const choice = botFactory("careful")().choose(botInput(g, s, "us", new Random(seed)));
      expect(choice).toBe("asia_scoring");
    }
  });

  it("careful never makes a battleground coup at DEFCON 2 (the phasing side would lose); random does", () => {
    const start = (seed: number) => gameFromPosition(g, { turn: 2, action_round: 2, phasing: "us", defcon: 2, influence: { angola: [0, 2], cuba: [0, 1], sudan: [0, 1], honduras: [0, 1] }, hands: { us: ["marshall_plan"], ussr: [] } }, { seed });
    let randomLost = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const s = start(seed);
      playMove(s, "us", "careful", seed);
      expect(s.result?.losers ?? []).not.toContain("us");
      const t = start(seed);
      playMove(t, "us", "random", seed);
      if (t.result?.losers.includes("us")) randomLost++;
    }
    expect(randomLost).toBeGreaterThan(0);
  });
});

describe("bot names", () => {
  it("reads the specs of the ladder", () => {
    for (const spec of ["random", "careful", "greedy", "greedy:6", "search", "search:200", "search:50ms", "search:100:careful"]) expect(() => botFactory(spec)).not.toThrow();
  });
  it("says what is wrong with a bad spec", () => {
    expect(() => botFactory("greedyy")).toThrow(BotSpecError);
    expect(() => botFactory("greedyy")).toThrow(/unknown bot \(did you mean `greedy`\?\); bots: random, careful, greedy, search/);
    expect(() => botFactory("search:0")).toThrow(/whole number above 0/);
    expect(() => botFactory("search:10:smart")).toThrow(/greedy or careful/);
    expect(() => botFactory("careful:3")).toThrow(/takes no options/);
  });
});
