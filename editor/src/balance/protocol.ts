// Messages between the Balance panel and its Web Workers. Each worker builds the two setups'
// content from the files it is sent (the editor's buffers, not the files on disk), then plays the
// games it is given, one at a time, and sends back each game's record.
import type { ReportMeta } from "../../../src/balance/report.js";
import type { Job } from "../../../src/sim/jobs.js";
import type { RunError } from "./run-error.js";
import type { GameRecord, GameSetup } from "../../../src/sim/play-game.js";

/** A setup of a balance run: its label in the report, the content's files and the setup played on them. */
export interface RunSetup {
  label: string;
  setup: GameSetup;
  /** Index into `contents` of the init message: the files this setup is built from. */
  content: number;
}

export type ToBalanceWorker =
  | {
      t: "init";
      /** The game's folder (`cards/<id>`); files are keyed `cards/<id>/…`. */
      root: string;
      /** Sets of files (the edited buffers, the saved files). */
      contents: [string, string][][];
      runs: RunSetup[];
      /** The report's heading (title, bots, seed, sides turned); the game's name comes from its content. */
      run: Omit<ReportMeta, "game" | "scoreName" | "progressName" | "sideNames" | "cardNames">;
      maxDecisions?: number;
    }
  | { t: "job"; run: number; job: Job };

export type FromBalanceWorker =
  /** The content is built: the game's sides (to plan the games) and the report's words. */
  | { t: "ready"; sides: string[]; meta: ReportMeta }
  | { t: "record"; run: number; record: GameRecord }
  /** The content cannot be built (errors in the files) or a setup does not exist. */
  | { t: "error"; error: RunError };
