// A Web Worker of the Balance panel: builds each setup's game from the files it was sent, as the
// editor's engine worker builds the test game, then plays the games it is given with the command
// line's code (src/sim/jobs.ts), so a record here is the record `cardwright balance` makes for the
// same content, seed and bots.
import { reportMeta } from "../../../src/balance/report.js";
import { loadContent } from "../../../src/content/load.js";
import { formatDiagnostic } from "../../../src/diagnostics/diagnostic.js";
import type { Game } from "../../../src/kernel/index.js";
import { playJob, type PlaySpec } from "../../../src/sim/jobs.js";
import type { FromBalanceWorker, ToBalanceWorker } from "./protocol.js";

type Init = Extract<ToBalanceWorker, { t: "init" }>;

const post = (m: FromBalanceWorker) => (self as unknown as Worker).postMessage(m);
let runs: { game: Game; spec: PlaySpec }[] = [];

self.onmessage = (e: MessageEvent<ToBalanceWorker>) => {
  const m = e.data;
  if (m.t === "init") {
    try {
      init(m);
    } catch (err) {
      post({ t: "error", message: err instanceof Error ? err.message : String(err) });
    }
    return;
  }
  const run = runs[m.run]!;
  post({ t: "record", run: m.run, record: playJob(run.game, run.spec, m.job) });
};

function init(m: Init): void {
  const files = m.contents.map((list) => new Map(list));
  let name = "";
  runs = m.runs.map((r) => {
    const read = (p: string) => files[r.content]!.get(`${m.root}/${p}`) ?? null;
    const res = loadContent(read, m.root, r.setup, false);
    if (!res.content) {
      const errors = res.diagnostics.filter((d) => d.severity === "error").map((d) => formatDiagnostic({ ...d, file: d.file.startsWith(`${m.root}/`) ? d.file : `${m.root}/${d.file}` }));
      throw new Error(`${r.label}: ${errors.slice(0, 3).join("\n") || "the content cannot be built"}`);
    }
    name ||= res.content.name;
    return { game: res.content.game, spec: { setup: r.setup, ...(m.maxDecisions !== undefined ? { maxDecisions: m.maxDecisions } : {}) } };
  });
  post({ t: "ready", sides: [...runs[0]!.game.sides], meta: reportMeta({ ...m.run, game: name }, runs[0]!.game, runs[runs.length - 1]!.game) });
}
