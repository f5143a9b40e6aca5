// copyState (src/kernel/play.ts) writes every field of the state and of each frame by hand, in
// the order a new game has them (so V8 gives copies the hidden class of new states and frames):
// a copy must still be the whole state — no field lost or reordered (saves are its JSON) — and a
// game played on from a copy must be the game played on from the original.
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { requireContent } from "../../src/content/load-dir.js";
import { applyInPlace, blankState, copyState, newGame, type Game, type State } from "../../src/kernel/index.js";

const game = (folder: string) => requireContent(resolve(import.meta.dirname, "../../cards", folder), {}).game;

/** Plays `n` decisions, each option picked by the number of moves so far (the same for a copy). */
function play(g: Game, s: State, n: number): State {
  for (let i = 0; i < n && s.pending.length && !s.result; i++) {
    const d = s.pending[0]!;
    applyInPlace(g, s, { player: d.player, choice: d.options[(s.moves * 7 + 3) % d.options.length]! });
  }
  return s;
}

function expectSameState(copy: State, s: State): void {
  expect(Object.keys(copy)).toEqual(Object.keys(s));
  copy.stack.forEach((f, i) => expect(Object.keys(f)).toEqual(Object.keys(s.stack[i]!)));
  expect(JSON.stringify(copy)).toBe(JSON.stringify(s));
}

describe("copyState", () => {
  for (const folder of ["twilight-struggle", "thirteen-days"]) {
    it(`copies every field of the state and its frames, in order, at any point of a game of ${folder}`, () => {
      const g = game(folder);
      expect(Object.keys(copyState(blankState(g)))).toEqual(Object.keys(blankState(g)));
      const s = newGame(g, { seed: 5 });
      let seen = 0;
      let simultaneous = 0;
      while (s.pending.length && !s.result) {
        const c = copyState(s);
        expectSameState(c, s);
        if (s.stack.some((f) => f.commits)) simultaneous++;
        // The copy plays on as the original does.
        expect(JSON.stringify(play(g, c, 3))).toBe(JSON.stringify(play(g, s, 3)));
        seen++;
      }
      expect(seen).toBeGreaterThan(10);
      // 13 Days asks both sides at once: frames holding their secret answers are copied too.
      if (folder === "thirteen-days") expect(simultaneous).toBeGreaterThan(0);
    }, 120_000);
  }
});
