// The profile `npm run bench -- --profile N` prints: each procedure, function and built-in a game
// runs, with its calls, when profiling was on while the game was compiled; nothing otherwise.
import { afterEach, describe, expect, it } from "vitest";
import { newGame, profileReport, setProfiling } from "../../src/kernel/index.js";
import { toy } from "./toy-game.js";

afterEach(() => setProfiling(false));

describe("profile of a game's units", () => {
  it("counts each call of a procedure and a built-in of a game compiled with profiling on", () => {
    setProfiling(true);
    const g = toy();
    newGame(g, { seed: 3 });
    const calls = Object.fromEntries(profileReport().map((u) => [u.label, u.calls]));
    // Red's first round asks the first decision. The start up to the first random draw is run
    // once, for the game's start snapshot, which stops inside `deal` (a procedure run through)
    // before its shuffle: the new game goes on from there, so `deal` is called once and `shuffle`
    // twice (the probe's, which draws and stops, and the game's).
    expect(calls["play_round"]).toBe(1);
    expect(calls["built-in pick"]).toBe(1);
    expect(calls["deal"]).toBe(1);
    expect(calls["built-in shuffle"]).toBe(2);
    // At least the eight cards of the deal moved (four into the deck, two dealt to each side).
    expect(calls["built-in move_card"]).toBeGreaterThanOrEqual(8);
  });

  it("records nothing for a game compiled with profiling off, even when it is switched on later", () => {
    const g = toy();
    setProfiling(true);
    newGame(g, { seed: 3 });
    expect(profileReport()).toEqual([]);
  });
});
