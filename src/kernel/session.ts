// A saved game: how it started (game, scenario, variants, options, seed, start values), every
// move and forced die since, and the state. Replaying the steps from the start reproduces the
// saved state exactly, so the steps are the truth and the state a check.
import type { Game } from "./game.js";
import { applyInPlace, copyState, newGame, rigDice, rigPicks, type NewGameOptions } from "./play.js";
import type { State } from "./state.js";
import type { Value } from "./values.js";

export type Step = { player: string; choice: string } | { dice: number[] } | { picks: string[] };

export const SAVE_FORMAT = "cardwright-save";
export const SAVE_VERSION = 3;

export interface SavedGame {
  format: typeof SAVE_FORMAT;
  version: typeof SAVE_VERSION;
  /** The game's id (game.yaml `id`). */
  content: string;
  scenario: string;
  variants: string[];
  options: string[];
  seed: number | string;
  /** Start values of declared variables (a tournament bid …). */
  vars?: Record<string, Value>;
  steps: Step[];
  state: State;
}

export function startSession(g: Game, opts: NewGameOptions): SavedGame {
  const state = newGame(g, opts);
  return {
    format: SAVE_FORMAT, version: SAVE_VERSION, content: g.id, scenario: state.scenario, variants: state.variants.slice(), options: state.options.slice(), seed: state.seed,
    ...(opts.vars && Object.keys(opts.vars).length ? { vars: structuredClone(opts.vars) } : {}), steps: [], state,
  };
}

/** Applies a step to the session's state; an illegal move throws and changes nothing. */
export function sessionStep(g: Game, save: SavedGame, step: Step): void {
  if ("dice" in step) rigDice(save.state, step.dice);
  else if ("picks" in step) rigPicks(save.state, step.picks);
  else {
    const copy = copyState(save.state);
    applyInPlace(g, copy, step);
    save.state = copy;
  }
  save.steps.push(step);
}

/** The state a save's steps lead to, replayed from its start. */
export function replay(g: Game, save: Pick<SavedGame, "scenario" | "variants" | "options" | "seed" | "steps" | "vars">, onStep?: (i: number, s: State) => void): State {
  const state = newGame(g, { scenario: save.scenario, variants: save.variants, options: save.options, seed: save.seed, ...(save.vars ? { vars: save.vars } : {}) });
  save.steps.forEach((step, i) => {
    if ("dice" in step) rigDice(state, step.dice);
    else if ("picks" in step) rigPicks(state, step.picks);
    else applyInPlace(g, state, step);
    onStep?.(i, state);
  });
  return state;
}
