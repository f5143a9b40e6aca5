// `search`: information-set Monte Carlo tree search over the side's own move. Each iteration
// samples a state consistent with the side's view (hidden cards dealt again, new dice), walks the
// tree of the side's choices (UCB1 over the options open in that sample, counting how often each
// was open), adds one choice, plays the rest of the move with `greedy`'s one-step look or
// `careful`'s random safe choices, and scores the position the move leaves with the game's
// evaluation. The most visited choice is played; the well-visited path below it is kept as a plan.
// The tree is grown at the first decision of each of the side's moves (a card to play, a secret
// choice made by both sides at once, an answer to the opponent's event); later decisions of the move follow the plan where the tree
// visited them enough, else greedy's look-ahead.
// Budget: a number of iterations (reproducible) or milliseconds (not reproducible: it depends on
// the machine's speed).
import type { Game, State } from "../kernel/index.js";
import type { Bot, BotInput } from "./bot.js";
import { greedyBot, myopic } from "./greedy.js";
import { after, evaluate, finishMove, firstSafe, moveStart, moveStep, myDecision, Plan, randomPolicy, safeAmong, safeChoice, type Policy, type Step } from "./lookahead.js";
import type { Random } from "./random.js";

export interface SearchOptions {
  /** Iterations per decision searched, or null for a time budget. */
  playouts: number | null;
  /** Milliseconds per decision searched, when `playouts` is null. */
  ms: number;
  /** How the rest of the move is played after the tree. */
  playout: "greedy" | "careful";
  /** Options weighed at each step of a greedy playout. */
  width: number;
  /** UCB1 exploration constant (values are scaled to [0, 1] by the range seen in the search). */
  exploration: number;
}

export const SEARCH_DEFAULTS: SearchOptions = { playouts: 200, ms: 0, playout: "greedy", width: 2, exploration: 0.4 };

/** Evaluations are clamped to ±CLAMP before they enter the tree, so a won or lost game does not squash every other difference. */
const CLAMP = 30;

class Node {
  children = new Map<string, Node>();
  visits = 0;
  total = 0;
  /** How many iterations this choice was open in (the parent's sample offered it). */
  open = 0;
  constructor(readonly kind: string) {}

  mean(): number {
    return this.visits ? this.total / this.visits : 0;
  }
}

export function searchBot(opts: Partial<SearchOptions> = {}): Bot {
  const o = { ...SEARCH_DEFAULTS, ...opts };
  const plan = new Plan();
  const name = `search:${o.playouts ?? `${o.ms}ms`}`;
  // Later decisions of a move the tree did not settle are left to greedy's one-move look-ahead.
  const inside = greedyBot();
  let lastAt = -2;
  return {
    name,
    choose(input) {
      const { options, kind } = input.decision;
      const continuing = input.moves === lastAt + 1;
      lastAt = input.moves;
      const planned = plan.next(kind, options, input.moves);
      if (options.length === 1) return options[0]!;
      // A planned choice is kept if it still does not lose at once (the plan came from samples).
      if (planned !== null && firstSafe(input.game, input.side, [planned], input.sample(), input.sample, input.random)) return planned;
      if (continuing) return inside.choose(input);
      const root = search(input, o);
      const ranked = [...root.children.entries()].filter(([c]) => options.includes(c)).sort((a, b) => b[1].visits - a[1].visits || b[1].mean() - a[1].mean());
      if (!ranked.length) return input.random.pick(options);
      // The most visited choice that does not lose at once (by `careful`'s test).
      const safe = safeAmong(input.game, input.side, ranked.map(([c]) => c), options, input.sample(), input.sample, input.random);
      const found = ranked.find(([c]) => c === safe?.choice);
      if (!found && safe) {
        // Only an option the tree never reached is safe: take it, with the safe way the test found.
        plan.set(safe.rest, input.moves);
        return safe.choice;
      }
      const [choice, node] = found ?? ranked[0]!;
      plan.set(wellVisitedPath(node, o), input.moves);
      return choice;
    },
  };
}

function search(input: BotInput, o: SearchOptions): Node {
  const { game: g, side, random } = input;
  const root = new Node(input.decision.kind);
  const rest: Policy = o.playout === "greedy" ? myopic(o.width) : carefulPolicy;
  const deadline = o.playouts === null ? performance.now() + o.ms : Infinity;
  // Values enter UCB1 scaled to [0, 1] by the range seen so far in this search.
  const range = { lo: Infinity, hi: -Infinity };
  for (let i = 0; o.playouts === null ? performance.now() < deadline || i === 0 : i < o.playouts; i++) {
    let s = input.sample();
    const start = moveStart(g, s);
    let node = root;
    const path: Node[] = [];
    let expanded = false;
    for (let depth = 0; depth < 40 && !expanded; depth++) {
      const where = moveStep(g, s, side, start);
      if (where === "over") break;
      if (where === "other") {
        const other = s.pending[0]!;
        s = after(g, s, other.player, randomPolicy(g, s, other.player, random));
        continue;
      }
      const mine = myDecision(s, side)!;
      const open = mine.options;
      for (const c of open) {
        const child = node.children.get(c);
        if (child) child.open++;
      }
      const untried = open.filter((c) => !node.children.has(c));
      let choice: string;
      if (untried.length) {
        choice = random.pick(untried);
        const child = new Node(mine.kind);
        child.open = 1;
        node.children.set(choice, child);
        expanded = true;
      } else choice = ucb(node, open, o.exploration, range);
      s = after(g, s, side, choice);
      node = node.children.get(choice)!;
      path.push(node);
    }
    const end = finishMove(g, s, side, start, rest, randomPolicy, random).state;
    const value = Math.max(-CLAMP, Math.min(CLAMP, evaluate(g, end, side)));
    range.lo = Math.min(range.lo, value);
    range.hi = Math.max(range.hi, value);
    for (const n of path) {
      n.visits++;
      n.total += value;
    }
    root.visits++;
  }
  return root;
}

function ucb(node: Node, open: readonly string[], c: number, range: { lo: number; hi: number }): string {
  let best = open[0]!;
  let score = -Infinity;
  const span = range.hi - range.lo || 1;
  for (const x of open) {
    const n = node.children.get(x)!;
    const v = (n.mean() - range.lo) / span + c * Math.sqrt(Math.log(Math.max(1, n.open)) / Math.max(1, n.visits));
    if (v > score) [best, score] = [x, v];
  }
  return best;
}

/** The choices below `node` visited often enough to trust: the plan for the rest of the move. */
function wellVisitedPath(node: Node, o: SearchOptions): Step[] {
  const enough = Math.max(4, Math.floor((o.playouts ?? 64) / 16));
  const out: Step[] = [];
  for (let n = node; ; ) {
    const next = [...n.children.entries()].sort((a, b) => b[1].visits - a[1].visits)[0];
    if (!next || next[1].visits < enough) return out;
    out.push({ kind: next[1].kind, choice: next[0] });
    n = next[1];
  }
}

/** `careful`'s choice as a playout policy: a random option that does not lose at once. */
const carefulPolicy: Policy = (g: Game, s: State, side: string, random: Random) => {
  const options = myDecision(s, side)!.options;
  for (const x of random.sample(options, options.length)) if (safeChoice(g, s, side, x, random, 8) !== null) return x;
  return random.pick(options);
};

