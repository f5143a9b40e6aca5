// A saved game: how it started, every move (and forced die roll) since, and the state.
// Replaying the move list from the start reproduces the saved state exactly.
import type { Content, Side } from "../content/model.js";
import { applyInPlace, newGame, rigDice, type Bid, type NewGameOptions } from "./game.js";
import type { GameState } from "./state.js";

export type Step = { player: Side; choice: string } | { dice: number[] };

export const SAVE_FORMAT = "cardwright-save";
/** Version of the save format (schemas/save.schema.json). 2: the bid is part of how the game started. */
export const SAVE_VERSION = 2;

export interface SavedGame {
  format: typeof SAVE_FORMAT;
  version: typeof SAVE_VERSION;
  content: string;
  scenario: string;
  variants: string[];
  seed: number;
  options: string[];
  /** The side auction's result, when tournament bidding was used. */
  bid?: Bid;
  steps: Step[];
  state: GameState;
}

export function startSession(content: Content, opts: NewGameOptions): SavedGame {
  const state = newGame(content, opts);
  const save: SavedGame = { format: SAVE_FORMAT, version: SAVE_VERSION, content: content.id, scenario: state.scenario, variants: state.variants, seed: state.seed, options: state.options, steps: [], state };
  if (opts.bid) save.bid = { ...opts.bid };
  return save;
}

/** Applies a step to the session's state; an illegal move throws and changes nothing. */
export function sessionStep(content: Content, save: SavedGame, step: Step): void {
  if ("dice" in step) rigDice(save.state, step.dice);
  else {
    const copy = structuredClone(save.state);
    applyInPlace(content, copy, step);
    save.state = copy;
  }
  save.steps.push(step);
}

export function replay(content: Content, save: Pick<SavedGame, "scenario" | "seed" | "options" | "steps" | "bid">): GameState {
  const state = newGame(content, { scenario: save.scenario, seed: save.seed, options: save.options, ...(save.bid ? { bid: save.bid } : {}) });
  for (const step of save.steps) {
    if ("dice" in step) rigDice(state, step.dice);
    else applyInPlace(content, state, step);
  }
  return state;
}
