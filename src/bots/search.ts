// `search`: Monte Carlo search over the side's own move on sampled states (what the side cannot see
// dealt again, new dice: determinize.ts), spending its budget where it decides (successive
// halving). At a fresh decision it weighs its options (all of them, up to CANDIDATES drawn at
// random): each round plays every option still in the race on the same new samples — the rest of
// the move played as `greedy` does (one-step looks, `width` options each) or as `careful` does —
// scores the positions with the game's evaluation, and keeps the better half by their mean. Playing
// all options on the same samples makes their comparison fair (the same dice, the same hidden
// cards); averaging over samples takes away most of the luck a single look-ahead (greedy's) leaves
// in. The best option that does not lose at once (careful's test) is played; the best playout of
// it is kept as the plan for the rest of the move, but the decision right after is weighed again
// (how to play the card chosen), as greedy does.
// Budget: a number of playouts per decision weighed (reproducible) or milliseconds (not
// reproducible: it depends on the machine's speed).
import type { Game, State } from "../kernel/index.js";
import type { Bot, BotInput } from "./bot.js";
import { greedyBot, myopic } from "./greedy.js";
import { after, evaluate, finishMove, firstSafe, moveStart, myDecision, Plan, randomPolicy, safeAmong, safeChoice, type LeastDeep, type Policy, type Step } from "./lookahead.js";
import type { Random } from "./random.js";

export interface SearchOptions {
  /** Playouts per decision searched, or null for a time budget. */
  playouts: number | null;
  /** Milliseconds per decision searched, when `playouts` is null. */
  ms: number;
  /** How the rest of the move is played after the option weighed. */
  playout: "greedy" | "careful";
  /** Options weighed at each step of a greedy playout. */
  width: number;
}

export const SEARCH_DEFAULTS: SearchOptions = { playouts: 200, ms: 0, playout: "greedy", width: 2 };

/** Options weighed at one decision at most (drawn at random when there are more). */
export const CANDIDATES = 12;

/** Evaluations are clamped to ±CLAMP before they are averaged, so one lost sample does not outweigh every other difference (careful's test guards against losing at once). */
const CLAMP = 30;

interface Arm {
  choice: string;
  total: number;
  n: number;
  /** The best playout's value and the side's later choices in it (a plan for the rest of the move). */
  best: number;
  rest: Step[];
}

export function searchBot(opts: Partial<SearchOptions> = {}): Bot {
  const o = { ...SEARCH_DEFAULTS, ...opts };
  const plan = new Plan();
  const name = `search:${o.playouts ?? `${o.ms}ms`}`;
  // A decision the plan does not cover and that is not weighed again is left to greedy.
  const inside = greedyBot();
  let lastAt = -2;
  let weighedAt = -2;
  let secondLook = false;
  return {
    name,
    choose(input) {
      const { options, kind } = input.decision;
      const continuing = input.moves === lastAt + 1;
      const again = input.moves === weighedAt + 1 && !secondLook;
      lastAt = input.moves;
      const planned = plan.next(kind, options, input.moves);
      if (options.length === 1) return options[0]!;
      // A planned choice is kept if it still does not lose at once (the plan came from samples).
      if (planned !== null && !again && firstSafe(input.game, input.side, [planned], input.sample(), input.sample, input.random)) return planned;
      if (continuing && !again) return inside.choose(input);
      secondLook = again;
      weighedAt = input.moves;
      const ranked = weigh(input, o);
      // The best option that does not lose at once (by `careful`'s test).
      const least: LeastDeep = { best: null };
      const safe = safeAmong(input.game, input.side, ranked.map((a) => a.choice), options, input.sample(), input.sample, input.random, least);
      const found = ranked.find((a) => a.choice === safe?.choice);
      if (!safe && least.best) {
        // Every option loses: the one found to leave the side least deep in a danger (as careful), weighed afresh next time.
        plan.set([], input.moves);
        return least.best.choice;
      }
      if (!found && safe) {
        // Only an option not weighed is safe: take it, with the safe way the test found.
        plan.set(safe.rest, input.moves);
        return safe.choice;
      }
      const chosen = found ?? ranked[0]!;
      plan.set(chosen.rest, input.moves);
      return chosen.choice;
    },
  };
}

/** The options weighed by successive halving on shared samples, best first. */
function weigh(input: BotInput, o: SearchOptions): Arm[] {
  const { game: g, side, random } = input;
  const policy: Policy = o.playout === "greedy" ? myopic(o.width) : carefulPolicy;
  const drawn = random.sample(input.decision.options, CANDIDATES);
  const arms: Arm[] = drawn.map((choice) => ({ choice, total: 0, n: 0, best: -Infinity, rest: [] }));
  const rounds = Math.max(1, Math.ceil(Math.log2(arms.length)));
  const started = performance.now();
  let alive = arms;
  for (let round = 0; round < rounds; round++) {
    const last = round >= rounds - 1;
    // Samples this round: the round's share of the budget, spread over the options still in the race.
    const share = o.playouts === null ? Infinity : Math.max(1, Math.floor(o.playouts / rounds / alive.length));
    const until = o.playouts === null ? started + (o.ms * (round + 1)) / rounds : Infinity;
    for (let k = 0; k < share && (k === 0 || performance.now() < until); k++) {
      const s = input.sample();
      const start = moveStart(g, s);
      for (const arm of alive) {
        const end = finishMove(g, after(g, s, side, arm.choice), side, start, policy, randomPolicy, random);
        const value = Math.max(-CLAMP, Math.min(CLAMP, evaluate(g, end.state, side)));
        arm.total += value;
        arm.n++;
        if (value > arm.best) [arm.best, arm.rest] = [value, end.choices];
      }
    }
    alive = alive.slice().sort(byMean);
    if (last) break;
    alive = alive.slice(0, Math.ceil(alive.length / 2));
  }
  // Those that survived the last round first (best mean first), then the others by their mean.
  return [...alive, ...arms.filter((a) => !alive.includes(a)).sort(byMean)];
}

const mean = (a: Arm) => (a.n ? a.total / a.n : -Infinity);
const byMean = (a: Arm, b: Arm) => mean(b) - mean(a);

/** `careful`'s choice as a playout policy: a random option that does not lose at once. */
const carefulPolicy: Policy = (g: Game, s: State, side: string, random: Random) => {
  const options = myDecision(s, side)!.options;
  for (const x of random.sample(options, options.length)) if (safeChoice(g, s, side, x, random, 8) !== null) return x;
  return random.pick(options);
};
