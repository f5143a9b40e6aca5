// The task of games between bots on worker threads (see batch.ts, which runs it): in its own
// module, with nothing of the content loader, so that it is part of the small worker bundle.
import { defineTask } from "../workers/pool.js";
import { gameOf, type SharedGame } from "../workers/shared-game.js";
import { playJob, type Job, type PlaySpec } from "./jobs.js";

/** What a thread needs to play a run's games: its game, and how to play. */
export interface BotGamesInit extends PlaySpec {
  game: SharedGame;
}

/** A game of one of the runs played on a pool. */
export interface RunJob {
  run: number;
  job: Job;
}

// In a worker (or this thread): takes the game of every run it may be handed games of (a balance
// run plays the same games on two setups, on one pool), then plays the games it is handed. Games
// are pure functions of their inputs, so which thread plays which never matters.
export const playJobs = defineTask("cardwright-bot-games", import.meta.url, (runs: BotGamesInit[]) => {
  const games = runs.map((init) => gameOf(init.game));
  return ({ run, job }: RunJob) => playJob(games[run]!, runs[run]!, job);
});
