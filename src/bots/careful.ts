// `careful`: a random option among those that do not lose at once — after which the side can still
// finish its move without the game being lost for it, by the rules (a move that ends the game
// against its own side) or by a danger the game declares in its content (a card that must not be
// held past the turn), judged where the move ends. When every option loses, the one whose move
// was found to leave it least deep in a danger (the game may say how deep: game.yaml bots: danger,
// `depth`), so that a danger no single move gets out of is worked out of over several; else any. The way the test found to finish the move safely is kept
// as a plan (one test a move, not one a decision).
import type { Bot } from "./bot.js";
import { firstSafe, Plan, type LeastDeep } from "./lookahead.js";

export function carefulBot(): Bot {
  const plan = new Plan();
  return {
    name: "careful",
    choose(input) {
      const { options, kind } = input.decision;
      const planned = plan.next(kind, options, input.moves);
      if (planned !== null) return planned;
      if (options.length === 1) return options[0]!;
      const shuffled = input.random.sample(options, options.length);
      const least: LeastDeep = { best: null };
      const safe = firstSafe(input.game, input.side, shuffled, input.sample(), input.sample, input.random, least);
      if (!safe) {
        // No plan kept: the next decision is weighed afresh, where a smaller search may find a safe way.
        return least.best?.choice ?? shuffled[0]!;
      }
      plan.set(safe.rest, input.moves);
      return safe.choice;
    },
  };
}
