// The declared end conditions: a game ends as soon as one holds, after the step that made it hold,
// including when they are not evaluated again after steps that change nothing they read (end-reads.ts).
import { describe, expect, it } from "vitest";
import { newGame, trackIndex } from "../../src/kernel/index.js";
import { toy } from "./toy-game.js";

// Procedures that ask nobody: the end conditions are checked after each one.
const steps = {
  score9: "let m = move_track(score, 9, side: red)",
  score1: "let m = move_track(score, 1, side: red)",
  place: "let n = move_pieces(a, red, 1)",
  round2: "set(round, 2)",
  round3: "set(round, 3)",
};
const late = 'game_over(winner: blue, reason: "late")';

describe("end conditions", () => {
  it("end the game when a track they read reaches its limit after steps that changed something else", () => {
    const g = toy(`score9()\nplace()\nplace()\nscore1()\n${late}`, steps);
    expect(g.endReads).toEqual({ tracks: [trackIndex(g, "score", "red")], vars: [] });
    const s = newGame(g, { seed: 1 });
    expect(s.result).toMatchObject({ winner: "red", reason: "score" });
  });

  it("end the game when a variable they read changes after steps that changed something else", () => {
    const g = toy(`round2()\nplace()\nround3()\n${late}`, steps, ["round >= 3 and track(score, side: blue) == 0"]);
    expect(g.endReads).toEqual({ tracks: [trackIndex(g, "score", "blue")], vars: [g.variable.get("round")] });
    expect(newGame(g, { seed: 1 }).result).toMatchObject({ winner: "red", reason: "score" });
  });

  it("are evaluated after every change when they read pieces or a routine's value", () => {
    const g = toy(`score9()\nplace()\nplace()\n${late}`, steps, ["track(score, side: red) >= 100", "pieces(a, red) >= 2"]);
    expect(g.endReads).toBeNull();
    expect(newGame(g, { seed: 1 }).result).toMatchObject({ winner: "red", reason: "score" });
    expect(toy(undefined, {}, ["worth(one) > 100"]).endReads).toBeNull();
  });
});

describe("end conditions reading the cards", () => {
  // A shuffle changes only a pile's order, a reveal only who knows a card: both are changes of the
  // state the conditions may read (`first(cards(…))`, `knows`), so the game ends after them.
  const cardSteps = { fill: "for c in [one, two, three, four] { move_card(c, deck) }", mix: "shuffle(deck)", show: "reveal(one, blue)" };

  it("end the game after a shuffle that brings the card they wait for to the top", () => {
    const order = (s: ReturnType<typeof newGame>) => s.piles[0]!.slice();
    const unshuffled = order(newGame(toy(`fill()\n${late}`, cardSteps, ["false"]), { seed: 1 }));
    const g = toy(`fill()\nmix()\n${late}`, cardSteps, [`count(cards(deck)) == 4 and first(cards(deck)) != ${unshuffled[0]}`]);
    const s = newGame(g, { seed: 1 });
    expect(order(s)[0]).not.toBe(unshuffled[0]);
    expect(s.result).toMatchObject({ winner: "red", reason: "score" });
  });

  it("end the game after a reveal that lets a side know the card they wait for", () => {
    const g = toy(`fill()\nshow()\n${late}`, cardSteps, ["knows(blue, one)"]);
    expect(newGame(g, { seed: 1 }).result).toMatchObject({ winner: "red", reason: "score" });
  });
});
