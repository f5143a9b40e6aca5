// A worker thread of a batch: loads the content once, then plays the games it is sent and sends
// back their records. Games are pure functions of their inputs, so which worker plays which game
// never changes a result. This module is imported by batch.ts, so it is part of the compiled
// command line too: a worker started on that file (or on this one) finds its tag and plays.
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { requireContent } from "../content/load-dir.js";
import { playJob, type BatchInit, type Job } from "./jobs.js";

export const BATCH_WORKER_TAG = "cardwright-batch";

if (!isMainThread && (workerData as { tag?: string } | null)?.tag === BATCH_WORKER_TAG) {
  const { init } = workerData as { init: BatchInit };
  const content = requireContent(init.contentDir, init.setup);
  parentPort!.on("message", (job: Job | null) => {
    if (job === null) {
      process.exit(0);
    }
    const t0 = performance.now();
    const record = playJob(content.game, init, job);
    parentPort!.postMessage({ game: job.game, record, ms: performance.now() - t0 });
  });
}
