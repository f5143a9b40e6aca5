// Property tests: random legal games never crash, never get stuck, and keep the invariants
// (influence >= 0, DEFCON 1..5, VP in range, each card in one place, the China Card once).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { requireContent } from "../src/content/load-dir.js";
import { playRandomGame } from "../src/testing/random-play.js";

// The game composed for each selection (an option's overlay may change the content, not only the state).
const game = (options: string[]) => requireContent(undefined, { options }).game;

describe("random legal games", () => {
  it("keep every invariant after every move and finish", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.boolean(), (seed, optional) => {
        const options = optional ? ["optional_cards"] : [];
        const r = playRandomGame(game(options), seed, { check: true, scenario: "standard", options });
        expect(r.crash).toBeNull();
        expect(r.violations).toEqual([]);
        expect(r.state.result).not.toBeNull();
      }),
      { numRuns: 60 },
    );
  });
});
