// A balance run: the same games (seeds, bots, sides) played on two content setups, then compared.
import { requireContent } from "../content/load-dir.js";
import { runBatches, type BatchResult, type Progress } from "../sim/batch.js";
import { compareSetups, reportMeta, type BalanceReport } from "./report.js";
import { balanceTitle, parseSetup } from "./setup-spec.js";

export interface BalanceSpec {
  contentDir: string;
  /** The setup under study and the one it is compared with (`my_variant`, `standard`, `late_war+us_handicap`). */
  variant: string;
  against: string;
  bots: Record<string, string>;
  games: number;
  seed: number;
  swap: boolean;
  maxDecisions?: number;
}

export interface BalanceOutcome {
  report: BalanceReport;
  runs: [BatchResult, BatchResult];
}

export async function runBalance(spec: BalanceSpec, opts: { workers: number; onProgress?: (p: Progress) => void }): Promise<BalanceOutcome> {
  const base = requireContent(spec.contentDir);
  const setups = [parseSetup(spec.variant, base.overlays), parseSetup(spec.against, base.overlays)] as const;
  // Both setups' games on one pool, started once: the workers load both setups' content.
  const runs = await runBatches(
    setups.map((setup) => ({ contentDir: spec.contentDir, setup, bots: spec.bots, games: spec.games, seed: spec.seed, swap: spec.swap, ...(spec.maxDecisions !== undefined ? { maxDecisions: spec.maxDecisions } : {}) })),
    { workers: opts.workers, ...(opts.onProgress ? { onProgress: opts.onProgress } : {}) },
  );
  const report = compareSetups(
    reportMeta(
      { title: balanceTitle(setups[0], setups[1]), game: base.name, bots: spec.bots, seed: spec.seed, swap: spec.swap },
      requireContent(spec.contentDir, setups[0]).game,
      requireContent(spec.contentDir, setups[1]).game,
    ),
    { label: spec.variant, setup: setups[0], records: runs[0]!.records },
    { label: spec.against, setup: setups[1], records: runs[1]!.records },
  );
  return { report, runs: [runs[0]!, runs[1]!] };
}
