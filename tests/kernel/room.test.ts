// The `room` built-in: how many more pieces a side may put on a space, given the kind's cap per
// space and the side's supply (and none on a home space) — what a game needs to offer only the
// placements that fit.
import { describe, expect, it } from "vitest";
import { compileGame, newGame, type CodeDeclarations, type Declarations } from "../../src/kernel/index.js";
import { body } from "../effect-code.js";


function game(start: string, cap = 3, supply = 5) {
  const d: Declarations = {
    id: "rooms", name: "Rooms",
    sides: [{ id: "red", name: "Red" }, { id: "blue", name: "Blue" }],
    tracks: [], variables: [{ id: "seen", start: null, doc: "" }],
    pieces: [{ id: "cubes", name: "Cubes", capPerSpace: cap, supply }],
    groups: [],
    spaces: [
      { id: "a", name: "A", groups: [], adjacent: [], homeOf: null, position: null, attrs: {} },
      { id: "b", name: "B", groups: [], adjacent: [], homeOf: null, position: null, attrs: {} },
      { id: "base", name: "Base", groups: [], adjacent: [], homeOf: "red", position: null, attrs: {} },
    ],
    piles: [], cards: [], effects: [], hooks: [], data: {},
  };
  const code: CodeDeclarations = {
    routines: [], constants: {}, endConditions: [], start: { body: body(`${start}\ngame_over(winner: red, reason: "done")`), origin: "t" },
    entries: [], moments: {}, activeVariable: null, startedAtVariable: null, invariants: [],
    positions: { aliases: {}, start: null, prepare: null, defaultEntry: null },
  };
  return compileGame(d, code);
}

const seen = (start: string, cap?: number, supply?: number) => newGame(game(start, cap, supply)).vars[0];

describe("room(space, side)", () => {
  it("is the cap per space minus the side's pieces there", () => {
    expect(seen(`move_pieces(a, red, 1)\nset(seen, [room(a, red), room(a, blue), room(b, red)])`)).toEqual([2, 3, 3]);
  });
  it("is limited by what is left of the side's supply", () => {
    expect(seen(`move_pieces(a, red, 3)\nmove_pieces(b, red, 1)\nset(seen, [room(a, red), room(b, red), room(b, blue)])`)).toEqual([0, 1, 3]);
  });
  it("is 0 once the supply is on the board, though the cap would allow more", () => {
    expect(seen(`move_pieces(a, red, 3)\nmove_pieces(b, red, 2)\nset(seen, [room(a, red), room(b, red), pieces_left(red)])`)).toEqual([0, 0, 0]);
  });
  it("is 0 on a home space", () => {
    expect(seen(`set(seen, room(base, blue))`)).toBe(0);
  });
  it("is a very large number when neither cap nor supply limits the kind", () => {
    expect(seen(`set(seen, room(a, red) > 1000000)`, Infinity, Infinity)).toBe(true);
  });
});
