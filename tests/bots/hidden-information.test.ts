// Bots decide from what their side may see: a state that differs only in what the side cannot see
// (the other hand, the draw pile, a secret choice, the dice to come) gives every bot the same view,
// the same sampled states and so the same choice under the same seed.
import { describe, expect, it } from "vitest";
import { botFactory, botInput, determinize, hiddenPools, Random, redeal } from "../../src/bots/index.js";
import { requireContent } from "../../src/content/load-dir.js";
import { applyInPlace, newGame, view, type Game, type State } from "../../src/kernel/index.js";

const g = requireContent().game;

/** Random play from a seed for `steps` decisions (or until `stop` holds): a position with a decision pending. */
function position(seed: number, steps: number, stop: (s: State) => boolean = () => false): State {
  const s = newGame(g, { seed });
  const r = new Random(seed * 7 + 1);
  for (let i = 0; i < steps && !s.result && !stop(s); i++) {
    const d = s.pending[0]!;
    applyInPlace(g, s, { player: d.player, choice: r.pick(d.options) });
  }
  return s;
}
const secretAnswerGiven = (s: State) => s.stack.some((f) => f.waiting !== undefined && s.pending.length === 1);

/** Another world the side cannot tell from `s`: its hidden cards dealt again (each in its pool), other dice to come. */
function otherWorld(game: Game, s: State, side: string, seed: number): State {
  const random = new Random(seed);
  const pools = hiddenPools(game, s, side);
  const places = pools.flat();
  const cards = pools.flatMap((pool) => random.shuffle(pool.map(([p, at]) => s.piles[p]![at]!)));
  const w = redeal(game, s, side, places, cards);
  w.log = s.log.copy();
  w.rng = s.rng ^ 0x5bd1e995;
  return w;
}

// Positions across a game: setup placements, the headline (one side has answered in secret),
// action rounds, events asking the other side.
const positions = [
  [3, 4], [5, 16], [8, 17], [11, 40], [13, 61], [21, 90], [34, 120], [55, 150],
].map(([seed, steps]) => position(seed!, steps!)).concat([position(7, 100, secretAnswerGiven)]).filter((s) => !s.result);

describe("bots never read what their side cannot see", () => {
  it("the positions have something hidden that the other world changes", () => {
    expect(positions.length).toBeGreaterThanOrEqual(6);
    for (const s of positions) {
      const side = s.pending[0]!.player;
      const w = otherWorld(g, s, side, 1);
      expect(JSON.stringify(w.piles)).not.toBe(JSON.stringify(s.piles));
      expect(view(g, w, side)).toEqual(view(g, s, side));
    }
  });

  it("a secret headline answer is among what changes", () => {
    const secret = positions.some(secretAnswerGiven);
    expect(secret).toBe(true);
  });

  it("sampled states depend only on the view and the seed", () => {
    for (const s of positions) {
      const side = s.pending[0]!.player;
      const w = otherWorld(g, s, side, 2);
      expect(determinize(g, w, side, new Random(9))).toEqual(determinize(g, s, side, new Random(9)));
    }
  });

  for (const spec of ["random", "careful", "greedy", "search:6"]) {
    it(`${spec} makes the same choice in both worlds`, () => {
      for (const [i, s] of positions.entries()) {
        const side = s.pending[0]!.player;
        const w = otherWorld(g, s, side, 3 + i);
        const make = botFactory(spec);
        const here = make().choose(botInput(g, s, side, new Random(100 + i)));
        const there = make().choose(botInput(g, w, side, new Random(100 + i)));
        expect(there).toBe(here);
        expect(s.pending[0]!.options).toContain(here);
      }
    });
  }

  it("the test sees a bot that looks at the true state: fed samples that keep the true cards, careful chooses differently somewhere", () => {
    const leaky = (state: State, side: string, seed: number) => {
      const input = botInput(g, state, side, new Random(seed));
      const r = input.random;
      return { ...input, sample: () => Object.assign(determinize(g, state, side, r), { piles: state.piles.map((p) => p.slice()) }) };
    };
    const differ = positions.some((s, i) => {
      const side = s.pending[0]!.player;
      const w = otherWorld(g, s, side, 3 + i);
      return botFactory("careful")().choose(leaky(s, side, 100 + i)) !== botFactory("careful")().choose(leaky(w, side, 100 + i));
    });
    expect(differ).toBe(true);
  });
});
