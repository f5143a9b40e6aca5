// Random legal play: picks uniformly among the options of the pending decisions (a side asked
// among several at random). Deterministic for a seed.
import { applyInPlace, newGame, type Game, type NewGameOptions, type RuntimeMessage, type State } from "../kernel/index.js";
import { invariantViolations } from "./invariants.js";
import { crashSaid, crashText } from "./crash-text.js";

export interface RandomGameResult {
  state: State;
  decisions: number;
  violations: string[];
  crash: string | null;
  /** The crash as data, when the content's code failed (crash-text.ts crashSaid). */
  crashSaid?: RuntimeMessage;
}

export function playRandomGame(g: Game, seed: number, opts: NewGameOptions & { check?: boolean; maxDecisions?: number } = {}): RandomGameResult {
  let pick = (seed * 2654435761) >>> 0 || 1;
  const next = () => {
    pick ^= pick << 13;
    pick ^= pick >>> 17;
    pick ^= pick << 5;
    return (pick >>> 0) / 4294967296;
  };
  const state = newGame(g, { ...opts, seed });
  let decisions = 0;
  const violations: string[] = [];
  try {
    if (opts.check) violations.push(...invariantViolations(g, state));
    while (state.pending.length && !state.result && decisions < (opts.maxDecisions ?? 20_000)) {
      const d = state.pending[Math.floor(next() * state.pending.length)]!;
      applyInPlace(g, state, { player: d.player, choice: d.options[Math.floor(next() * d.options.length)]! });
      decisions++;
      if (opts.check) {
        const v = invariantViolations(g, state);
        if (v.length) {
          violations.push(...v.map((x) => `after decision ${decisions}: ${x}`));
          break;
        }
      }
    }
    if (!state.result && !violations.length) violations.push(state.pending.length ? "the game did not finish within the decision limit" : "stuck: no decision pending and no result");
    return { state, decisions, violations, crash: null };
  } catch (e) {
    return { state, decisions, violations, crash: crashText(e), ...crashSaid(e) };
  }
}

export type { State };
