// The `concat` built-in: `a`'s items then `b`'s, a lone value counting as one item and none as
// nothing — content joins lists of ids, records and single values with it (Ops uses, chosen
// countries, realignment answers). Its fast form copies and pushes rather than calling
// Array.prototype.concat, so each kind of operand is checked here, and that the result is a new
// list (values are never changed in place, but a caller's list must not become the result).
import { describe, expect, it } from "vitest";
import { newGame } from "../../src/kernel/index.js";
import { toy } from "./toy-game.js";

/** The value a start sets `round` to (the toy game's first variable), the game then over. */
function seen(start: string) {
  return newGame(toy(`${start}\ngame_over(winner: red, reason: "done")`)).vars[0];
}

describe("concat(a, b)", () => {
  it("joins two lists in order", () => {
    expect(seen(`set(round, concat([1, 2], [3, "x", [4]]))`)).toEqual([1, 2, 3, "x", [4]]);
  });
  it("adds a lone value as one item, a record too, and none as nothing", () => {
    expect(seen(`set(round, [concat([1], 2), concat([1], { k: 2 }), concat([1], none), concat([], [])])`)).toEqual([[1, 2], [1, { k: 2 }], [1], []]);
  });
  it("takes a lone value or none first as well", () => {
    expect(seen(`set(round, [concat(1, [2, 3]), concat({ k: 1 }, 2), concat(none, [2]), concat(none, 2), concat(none, none), concat(1, none)])`)).toEqual([[1, 2, 3], [{ k: 1 }, 2], [2], [2], [], [1]]);
  });
  it("gives a new list, leaving its operands as they were", () => {
    expect(seen(`let xs = [1, 2]\nlet ys = concat(xs, [3])\nlet zs = concat(xs, none)\nset(round, [xs, ys, zs])`)).toEqual([[1, 2], [1, 2, 3], [1, 2]]);
  });
});
