// `pick` as its call site compiles it (src/kernel/builtins/decisions.ts, pickForm): what it asks,
// what it gives back without asking, what an answer hands to the code, and what it refuses.
import { describe, expect, it } from "vitest";
import { applyInPlace, IllegalMoveError, newGame, type Game, type State } from "../../src/kernel/index.js";
import { toy } from "./toy-game.js";

/** A toy game whose start code is `code`, then logs `got` (what the pick gave); and the game started. */
function game(code: string): { g: Game; s: State } {
  const g = toy(`${code}\nlog("got", { v: got })`);
  return { g, s: newGame(g, { seed: 3 }) };
}

const started = (code: string): State => game(code).s;
const lastGot = (s: State) => s.log.at(-1)!.a!.v;

describe("pick", () => {
  it("asks with the candidates then the extra answers as options, and the prompt's arguments", () => {
    const { g, s } = game('let got = pick(blue, [a, b], "where", args: { n: 2 }, extra: ["done"])');
    expect(s.pending).toEqual([{ player: "blue", kind: "where", options: ["a", "b", "done"], args: { n: 2 } }]);
    applyInPlace(g, s, { player: "blue", choice: "done" });
    expect(lastGot(s)).toBe("done");
  });

  it("gives a lone candidate without asking when `auto` is true, and asks for it otherwise", () => {
    expect(lastGot(started('let got = pick(red, [b], "where", auto: true)'))).toBe("b");
    expect(started('let got = pick(red, [b], "where")').pending[0]!.options).toEqual(["b"]);
    // An extra answer is an option too: two options, so it asks.
    expect(started('let got = pick(red, [b], "where", extra: ["done"], auto: true)').pending[0]!.options).toEqual(["b", "done"]);
  });

  it("gives none without asking when there is no candidate and no extra answer", () => {
    const s = started('let got = pick(red, [], "where")');
    expect(s.pending).toEqual([]);
    expect(lastGot(s)).toBe(null);
  });

  it("answers with the option ids given and hands the code the candidate itself", () => {
    const { g, s } = game('let got = pick(red, [{ x: 1 }, { x: 2 }], "which", ids: ["first", "second"])');
    expect(s.pending[0]!.options).toEqual(["first", "second"]);
    applyInPlace(g, s, { player: "red", choice: "second" });
    expect(lastGot(s)).toEqual({ x: 2 });
  });

  it("refuses an answer that is not an option, or from a side not asked, changing nothing", () => {
    const { g, s } = game('let got = pick(red, [a, b], "where")');
    const before = JSON.stringify(s);
    expect(() => applyInPlace(g, s, { player: "red", choice: "c" })).toThrow(IllegalMoveError);
    expect(() => applyInPlace(g, s, { player: "blue", choice: "a" })).toThrow(/not blue's turn/);
    expect(JSON.stringify(s)).toBe(before);
    applyInPlace(g, s, { player: "red", choice: "b" });
    expect(lastGot(s)).toBe("b");
  });

  it("fails on a candidate that is neither an id nor a number, and on a chooser that is not a side", () => {
    expect(() => started('let got = pick(red, [{ x: 1 }, b], "which")')).toThrow(/an option must be an id or a number/);
    expect(() => started('let got = pick(a, [a, b], "which")')).toThrow(/not a side/);
  });
});
