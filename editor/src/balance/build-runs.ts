// The games a balance worker plays, built from the files it was sent: each setup's content loaded
// from the editor's buffers as the command line loads it from disk. Content that does not build
// gives back its errors as data (the page words them in its language), not a sentence.
import { reportMeta, type ReportMeta } from "../../../src/balance/report.js";
import { loadContent } from "../../../src/content/load.js";
import { formatDiagnostic } from "../../../src/diagnostics/diagnostic.js";
import type { Game } from "../../../src/kernel/index.js";
import type { PlaySpec } from "../../../src/sim/jobs.js";
import type { ToBalanceWorker } from "./protocol.js";
import { ERRORS_SHOWN, type RunError } from "./run-error.js";

type Init = Extract<ToBalanceWorker, { t: "init" }>;

export interface BuiltRuns {
  runs: { game: Game; spec: PlaySpec }[];
  sides: string[];
  meta: ReportMeta;
}

export function buildRuns(m: Init): BuiltRuns | { error: RunError } {
  const files = m.contents.map((list) => new Map(list));
  let name = "";
  const runs: BuiltRuns["runs"] = [];
  for (const r of m.runs) {
    const read = (p: string) => files[r.content]!.get(`${m.root}/${p}`) ?? null;
    const res = loadContent(read, m.root, r.setup, false);
    if (!res.content) {
      // Places from the repository's root, as the Problems panel and the command line give them.
      const diagnostics = res.diagnostics.filter((d) => d.severity === "error").map((d) => ({ ...d, file: d.file.startsWith(`${m.root}/`) ? d.file : `${m.root}/${d.file}` }));
      const english = diagnostics.slice(0, ERRORS_SHOWN).map(formatDiagnostic).join("\n") || "the content cannot be built";
      return { error: { message: `${r.label}: ${english}`, label: r.label, diagnostics } };
    }
    name ||= res.content.name;
    runs.push({ game: res.content.game, spec: { setup: r.setup, ...(m.maxDecisions !== undefined ? { maxDecisions: m.maxDecisions } : {}) } });
  }
  return { runs, sides: [...runs[0]!.game.sides], meta: reportMeta({ ...m.run, game: name }, runs[0]!.game, runs[runs.length - 1]!.game) };
}
