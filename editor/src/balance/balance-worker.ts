// A Web Worker of the Balance panel: builds each setup's game from the files it was sent, as the
// editor's engine worker builds the test game, then plays the games it is given with the command
// line's code (src/sim/jobs.ts), so a record here is the record `cardwright balance` makes for the
// same content, seed and bots.
import type { Game } from "../../../src/kernel/index.js";
import { playJob, type PlaySpec } from "../../../src/sim/jobs.js";
import { buildRuns } from "./build-runs.js";
import type { FromBalanceWorker, ToBalanceWorker } from "./protocol.js";
import { runErrorOf } from "./run-error.js";

const post = (m: FromBalanceWorker) => (self as unknown as Worker).postMessage(m);
let runs: { game: Game; spec: PlaySpec }[] = [];

self.onmessage = (e: MessageEvent<ToBalanceWorker>) => {
  const m = e.data;
  if (m.t === "init") {
    try {
      const built = buildRuns(m);
      if ("error" in built) return post({ t: "error", error: built.error });
      runs = built.runs;
      post({ t: "ready", sides: built.sides, meta: built.meta });
    } catch (err) {
      post({ t: "error", error: runErrorOf(err) });
    }
    return;
  }
  const run = runs[m.run]!;
  post({ t: "record", run: m.run, record: playJob(run.game, run.spec, m.job) });
};
