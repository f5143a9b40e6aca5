// Random legal play: picks uniformly among the options of each decision. Deterministic for a seed.
import type { Content } from "../content/model.js";
import { applyInPlace, newGame } from "../engine/game.js";
import type { GameState } from "../engine/state.js";
import { invariantViolations } from "./invariants.js";

export interface RandomGameResult {
  state: GameState;
  decisions: number;
  violations: string[];
  crash: string | null;
}

export function playRandomGame(content: Content, seed: number, opts: { check?: boolean; options?: string[]; maxDecisions?: number } = {}): RandomGameResult {
  let pick = (seed * 2654435761) >>> 0 || 1;
  const next = () => {
    pick ^= pick << 13;
    pick ^= pick >>> 17;
    pick ^= pick << 5;
    return (pick >>> 0) / 4294967296;
  };
  const state = newGame(content, { seed, options: opts.options ?? [] });
  let decisions = 0;
  const violations: string[] = [];
  try {
    if (opts.check) violations.push(...invariantViolations(content, state));
    while (state.pending && !state.result && decisions < (opts.maxDecisions ?? 20_000)) {
      const o = state.pending.options;
      applyInPlace(content, state, { player: state.pending.player, choice: o[Math.floor(next() * o.length)]! });
      decisions++;
      if (opts.check) {
        const v = invariantViolations(content, state);
        if (v.length) {
          violations.push(...v.map((x) => `after decision ${decisions}: ${x}`));
          break;
        }
      }
    }
    if (!state.result && !violations.length) violations.push(state.pending ? "the game did not finish within the decision limit" : "stuck: no decision pending and no result");
    return { state, decisions, violations, crash: null };
  } catch (e) {
    return { state, decisions, violations, crash: (e as Error).stack ?? String(e) };
  }
}
