// Bots by name, as the command line and reports write them: `random`, `careful`, `greedy`,
// `greedy:<options weighed>`, `search`, `search:<playouts>`, `search:<ms>ms`, optionally followed
// by `:careful` or `:greedy` (how search plays out the rest of a move).
import { closest } from "../diagnostics/closest.js";
import type { DiagnosticArgs } from "../diagnostics/diagnostic.js";
import { SaidError } from "../diagnostics/said-error.js";
import type { BotFactory } from "./bot.js";
import { carefulBot } from "./careful.js";
import { greedyBot } from "./greedy.js";
import { randomBot } from "./random-bot.js";
import { searchBot } from "./search.js";

export const BOT_NAMES = ["random", "careful", "greedy", "search"] as const;

/** A spec that names no bot: its message `cli.bot.*` (src/locales/), the spec in its arguments. */
export class BotSpecError extends SaidError {
  override name = "BotSpecError";
}

/** A factory of fresh bots for a spec; throws BotSpecError naming what is wrong. */
export function botFactory(spec: string): BotFactory {
  const [name, ...args] = spec.trim().split(":");
  const bad = (key: string, why: string, args: DiagnosticArgs = {}) => new BotSpecError({ key: `cli.bot.${key}`, args: { spec, ...args } }, `bot \`${spec}\`: ${why}`);
  const WHAT = { candidates: "the number of options weighed", ms: "the time budget", playouts: "the number of playouts" };
  const count = (x: string, what: keyof typeof WHAT) => {
    if (!/^[1-9][0-9]*$/.test(x)) throw bad("not_count", `${WHAT[what]} must be a whole number above 0, got \`${x}\``, { what, got: x });
    return Number(x);
  };
  switch (name) {
    case "random":
    case "careful":
      if (args.length) throw bad("no_options", `${name} takes no options`, { name });
      return name === "random" ? randomBot : carefulBot;
    case "greedy": {
      if (args.length > 1) throw bad("greedy_options", "greedy takes at most one option (how many options it weighs)");
      const candidates = args[0] === undefined ? undefined : count(args[0], "candidates");
      return () => greedyBot(candidates === undefined ? {} : { candidates });
    }
    case "search": {
      if (args.length > 2) throw bad("search_options", "search takes a budget and a playout policy at most (search:200:greedy)");
      const [budget, playout] = args;
      const opts: Parameters<typeof searchBot>[0] = {};
      if (budget !== undefined) {
        if (budget.endsWith("ms")) {
          opts.playouts = null;
          opts.ms = count(budget.slice(0, -2), "ms");
        } else opts.playouts = count(budget, "playouts");
      }
      if (playout !== undefined) {
        if (playout !== "greedy" && playout !== "careful") throw bad("playout", `the playout policy is greedy or careful, not \`${playout}\``, { got: playout });
        opts.playout = playout;
      }
      return () => searchBot(opts);
    }
    default: {
      const near = closest(name ?? "", BOT_NAMES);
      throw bad("unknown", `unknown bot${near ? ` (did you mean \`${near}\`?)` : ""}; bots: ${BOT_NAMES.join(", ")}`, { suggestion: near ?? "none", bots: BOT_NAMES.join(", ") });
    }
  }
}

/**
 * The bots of `specs` that weigh positions with the game's evaluation (greedy, search, and search's
 * greedy playouts), once each, when the game declares none (game.yaml `bots: evaluation:`): they
 * then find every position worth the same and choose at random among the moves that do not lose at
 * once, as careful does. The command line says so once (simulate, balance, play), or the bots'
 * results would read as their strength.
 */
export function botsWeighingNothing(specs: Iterable<string>, evaluation: readonly unknown[] | undefined): string[] {
  if (evaluation?.length) return [];
  const out: string[] = [];
  for (const spec of specs) {
    const name = spec.trim().split(":")[0];
    if ((name === "greedy" || name === "search") && !out.includes(spec)) out.push(spec);
  }
  return out;
}
