// A function that only reads the state answers from its last call while the state is unwritten
// (remembered.ts): which functions are remembered, and that each way of writing the state between
// two calls makes the next call answer anew.
import { describe, expect, it } from "vitest";
import { newGame, type RoutineDecl } from "../../src/kernel/index.js";
import { body, toy } from "./toy-game.js";

// Of two statements: a function of one expression is compiled in place at its calls, not called.
const fn = (name: string, value: string, params: RoutineDecl["params"] = []): RoutineDecl => ({ name, kind: "function", params, asName: false, origin: "t", doc: "", body: body(`let v = ${value}\nreturn v`) });
const side = [{ name: "side", type: "side", default: null, optional: false }] as RoutineDecl["params"];

/** The log line `seen` written by `start`, which asks the function `f` before and after a write. */
function answers(read: string, write: string, prep = ""): { before: unknown; after: unknown } {
  const params = side, args = "red";
  const g = toy(`
    deal()
    ${prep}
    let before = f(${args})
    let again = f(${args})
    ${write}
    let after = f(${args})
    log("seen", { before: before, again: again, after: after })
    game_over(winner: red, reason: "done")`, { f: fn("f", read, params) });
  expect(g.units[g.unitByName.get("f")!]!.memo).not.toBeNull();
  const s = newGame(g, { seed: 3 });
  const seen = [...s.log].find((e) => e.k === "seen")!.a!;
  expect(seen.again).toEqual(seen.before);
  return { before: seen.before, after: seen.after };
}

describe("remembered functions", () => {
  it("are the functions that call only built-ins that read and functions that do too", () => {
    const g = toy(undefined, {
      reads: fn("reads", "track(score, side: side) + pieces(a, side)", side),
      rolls: fn("rolls", "roll_die()"),
      picks: fn("picks", "random(cards(deck))"),
      calls_rolls: fn("calls_rolls", "rolls() + 1"),
      calls_reads: fn("calls_reads", "reads(red) + worth(one)"),
    });
    const remembered = (n: string) => g.units[g.unitByName.get(n)!]!.memo !== null;
    expect(["reads", "calls_reads", "worth"].filter(remembered)).toEqual(["reads", "calls_reads", "worth"]);
    expect(["rolls", "picks", "calls_rolls"].filter(remembered)).toEqual([]);
  });

  // Each kernel statement that writes the declared state, and a read that sees it.
  const toDeck = "for c in concat(cards(hand, red), cards(hand, blue)) { move_card(c, deck) }";
  const writes: [string, string, string, string?][] = [
    ["set", "round", "set(round, round + 5)"],
    ["move_track", "track(score, side: side)", "let m = move_track(score, 3, side: red)"],
    ["set_track", "track(score, side: side)", "set_track(score, 4, side: red)"],
    ["move_pieces", "pieces(b, side)", "let n = move_pieces(b, red, 1)"],
    ["set_pieces", "pieces(b, side)", "set_pieces(b, red, 2)"],
    ["move_card", "count(cards(hand, side))", "move_card(first(cards(hand, blue)), hand, side: red)"],
    ["take_out", "count(cards(hand, side))", "take_out(first(cards(hand, red)))"],
    ["shuffle", "cards(deck)", "shuffle(deck)", toDeck],
    ["reveal", "count(cards(hand, blue), where: knows(side, it))", "reveal(cards(hand, blue), to: red)"],
  ];
  for (const [name, read, write, prep] of writes) {
    it(`answer anew after ${name}`, () => {
      const { before, after } = answers(read, write, prep);
      expect(after).not.toEqual(before);
    });
  }
});
