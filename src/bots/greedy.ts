// `greedy`: one move of look-ahead on the game's own evaluation (game.yaml bots: evaluation). For
// each option (at most `candidates`, drawn at random), it plays the rest of its move on a sampled
// state — each later decision of the move to the option that looks best one step ahead, among
// `completion` drawn at random — and scores the position the move leaves. It keeps the best
// move's later choices as its plan, but thinks again at the decision right after choosing a card
// (how to play it), where the first look was the roughest.
import type { Game, State } from "../kernel/index.js";
import type { Bot } from "./bot.js";
import { after, evaluate, finishMove, firstSafe, moveStart, myDecision, Plan, randomPolicy, rememberLook, safeAmong, WIN, type LeastDeep, type Policy } from "./lookahead.js";
import type { Random } from "./random.js";

export interface GreedyOptions {
  /** Options weighed at the decision itself (all when fewer). */
  candidates: number;
  /** Options weighed at each later decision of the move. */
  completion: number;
}

export const GREEDY_DEFAULTS: GreedyOptions = { candidates: 8, completion: 2 };

/** The option that looks best one decision ahead, among `width` drawn at random (all of them if those all lose). */
export function myopic(width: number): Policy {
  return (g, s, side, random) => {
    const options = myDecision(s, side)!.options;
    const drawn = random.sample(options, width);
    let best = bestOf(g, s, side, drawn, (t) => evaluate(g, t, side));
    if (best.value <= -WIN && drawn.length < options.length) best = bestOf(g, s, side, options.filter((o) => !drawn.includes(o)), (t) => evaluate(g, t, side));
    // The state after the choice is already played: the move goes on from it (finishMove).
    rememberLook(s, best.choice, best.state);
    return best.choice;
  };
}

function bestOf(g: Game, s: State, side: string, options: string[], score: (t: State) => number): { choice: string; value: number; state: State } {
  let choice = options[0]!;
  let value = -Infinity;
  let state = s;
  for (const o of options) {
    const t = after(g, s, side, o);
    const v = score(t);
    if (v > value) [choice, value, state] = [o, v, t];
  }
  return { choice, value, state };
}

/** Scores each option by the position at the end of the move it starts (rest played by `policy`). */
export function weighMoves(g: Game, s: State, side: string, options: string[], policy: Policy, random: Random) {
  return options.map((o) => {
    const end = finishMove(g, after(g, s, side, o), side, moveStart(g, s), policy, randomPolicy, random);
    return { choice: o, value: evaluate(g, end.state, side), rest: end.choices };
  });
}

export function greedyBot(opts: Partial<GreedyOptions> = {}): Bot {
  const { candidates, completion } = { ...GREEDY_DEFAULTS, ...opts };
  const plan = new Plan();
  // The move count of the last decision weighed afresh, and whether that one was itself a second look.
  let weighedAt = -2;
  let secondLook = false;
  return {
    name: "greedy",
    choose(input) {
      const { options, kind } = input.decision;
      const again = input.moves === weighedAt + 1 && !secondLook;
      const planned = plan.next(kind, options, input.moves);
      if (options.length === 1) return options[0]!;
      const g = input.game;
      const s = input.sample();
      // A planned choice is kept if it still does not lose at once (the plan came from one sample).
      if (planned !== null && !again && firstSafe(g, input.side, [planned], s, input.sample, input.random)) return planned;
      const drawn = input.random.sample(options, candidates);
      let weighed = weighMoves(g, s, input.side, drawn, myopic(completion), input.random);
      if (weighed.every((w) => w.value <= -WIN) && drawn.length < options.length) weighed = weighMoves(g, s, input.side, options.filter((o) => !drawn.includes(o)), myopic(completion), input.random);
      // The best that does not lose at once (by `careful`'s test): the move's rest was played with
      // one sample's dice and the other side's answers at random, so it may have missed a loss.
      const ranked = weighed.slice().sort((a, b) => b.value - a.value);
      const least: LeastDeep = { best: null };
      const safe = safeAmong(g, input.side, ranked.map((w) => w.choice), options, s, input.sample, input.random, least);
      const best = ranked.find((w) => w.choice === safe?.choice);
      secondLook = again;
      weighedAt = input.moves;
      if (!safe && least.best) {
        // Every option loses: the one found to leave the side least deep in a danger (as careful), weighed afresh next time.
        plan.set([], input.moves);
        return least.best.choice;
      }
      if (!best && safe) {
        // Only an option not weighed is safe: take it, with the safe way the test found.
        plan.set(safe.rest, input.moves);
        return safe.choice;
      }
      plan.set((best ?? ranked[0]!).rest, input.moves);
      return (best ?? ranked[0]!).choice;
    },
  };
}
