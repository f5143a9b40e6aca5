// `npm run conformance` replays the real games on worker threads: the replays are the same with
// one worker and with several (the corpus is read from ../shared at test time, as the replay does).
import { existsSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runTask } from "../../src/workers/pool.js";
import { replayFiles } from "./replay-task.js";

const CORPUS = new URL("../../../shared/conformance/tsreplayer/", import.meta.url).pathname;

// Worker threads started with the first input however short the run (by default the pool waits
// until the work left pays for their start): these tests compare games played across threads. The
// commands run here inherit it.
process.env["CARDWRIGHT_WORKER_START_MS"] = "0";

describe("the conformance replay on worker threads", () => {
  it.runIf(existsSync(CORPUS))("gives the same replay of each game with 1 and 2 workers, in file order", async () => {
    const files = readdirSync(CORPUS).filter((f) => f.endsWith(".txt")).sort().slice(0, 4);
    const init = { corpusDir: CORPUS, continueAfterDifferences: false, trace: false };
    const one = await runTask(replayFiles, init, files, { workers: 1 });
    expect(one.map((r) => r.file)).toEqual(files);
    expect(one.every((r) => r.result !== null && r.result.linesReplayed > 0)).toBe(true);
    expect(await runTask(replayFiles, init, files, { workers: 2 })).toEqual(one);
  }, 180_000);
});
