// The task of random games on worker threads (see parallel-games.ts, which runs it): in its own
// module, with nothing of the content loader, so that it is part of the small worker bundle.
import type { Selection } from "../content/compose.js";
import { defineTask } from "../workers/pool.js";
import { gameOf, type SharedGame } from "../workers/shared-game.js";
import { playRandomGame } from "./random-play.js";
import type { RuntimeMessage } from "../kernel/index.js";

export interface GameSummary {
  seed: number;
  decisions: number;
  /** The result, or null when the game did not finish. */
  result: { winner: string; reason: string } | null;
  crash: string | null;
  /** The crash as data, when the content's code failed: worded in the reader's language by `simulate`. */
  crashSaid?: RuntimeMessage;
  violations: string[];
}

/** What every thread playing a run's games is given. */
export interface RandomGamesInit {
  game: SharedGame;
  selection: Selection;
  /** Check the invariants after every move. */
  check: boolean;
}

// In a worker (or this thread): plays each batch of seeds handed over, keeping what a report needs.
export const playSeeds = defineTask("cardwright-random-games", import.meta.url, (run: RandomGamesInit) => {
  const game = gameOf(run.game);
  return (seeds: number[]): GameSummary[] =>
    seeds.map((seed) => {
      const r = playRandomGame(game, seed, { ...run.selection, check: run.check });
      return { seed, decisions: r.decisions, result: r.state.result ? { winner: r.state.result.winner, reason: r.state.result.reason } : null, crash: r.crash, ...(r.crashSaid ? { crashSaid: r.crashSaid } : {}), violations: r.violations };
    });
});
