// A `while` loop in content code that never ends must fail with an error naming the code
// (machine.ts: loopTurns), in every way code runs: a function or a procedure that asks nobody runs
// in place (runSync), a procedure that asks runs on the stack (run). Before, all three hung the
// process (MAX_STEPS counted the frames run, not the instructions inside one).
import { describe, expect, it } from "vitest";
import { apply, newGame, type RoutineDecl } from "../../src/kernel/index.js";
import { body, toy } from "./toy-game.js";

const routine = (name: string, kind: "function" | "procedure", code: string): RoutineDecl => ({ name, kind, params: [], asName: false, origin: `${name}'s file`, doc: "", body: body(code) });

describe("a loop that never ends", () => {
  it("in a function fails with an error naming it", () => {
    const g = toy('log("x", { a: spin() })\ndeal()', { spin: routine("spin", "function", "let n = 0\nwhile true { let n = n + 1 }\nreturn n") });
    expect(() => newGame(g, { seed: 1 })).toThrow(/loop never ended, in spin's file/);
  });

  it("in a procedure that asks nobody (run in place) fails with an error naming it", () => {
    const g = toy("spin()\ndeal()", { spin: routine("spin", "procedure", "let n = 0\nwhile n >= 0 { let n = n + 1 }") });
    expect(() => newGame(g, { seed: 1 })).toThrow(/loop never ended, in spin's file/);
  });

  it("around a loop that ends each turn fails with an error naming it", () => {
    const g = toy('log("x", { a: spin() })\ndeal()', { spin: routine("spin", "function", "let n = 0\nwhile true {\n  let i = 0\n  while i < 3 { let i = i + 1 }\n  let n = n + i\n}\nreturn n") });
    expect(() => newGame(g, { seed: 1 })).toThrow(/loop never ended, in spin's file/);
  });

  it("in a procedure that asks (run on the stack) fails with an error naming it", () => {
    const g = toy("deal()\nspin()", { spin: routine("spin", "procedure", 'let c = pick(red, cards(hand, red), "play_card")\nwhile true { let c = c }') });
    const s = newGame(g, { seed: 1 });
    // The loop starts once red has answered.
    expect(s.pending).toHaveLength(1);
    expect(() => apply(g, s, { player: "red", choice: s.pending[0]!.options[0]! })).toThrow(/loop never ended, in spin's file/);
  });
});
