// A saved game: how it started, every move (and forced die roll) since, and the state.
// Replaying the move list from the start reproduces the saved state exactly.
import type { Content, Side } from "../content/model.js";
import { applyInPlace, newGame, rigDice, type NewGameOptions } from "./game.js";
import type { GameState } from "./state.js";

export type Step = { player: Side; choice: string } | { dice: number[] };

export interface SavedGame {
  format: "cardwright-save";
  version: 1;
  content: string;
  scenario: string;
  variants: string[];
  seed: number;
  options: string[];
  steps: Step[];
  state: GameState;
}

export function startSession(content: Content, opts: NewGameOptions): SavedGame {
  const state = newGame(content, opts);
  return { format: "cardwright-save", version: 1, content: content.id, scenario: state.scenario, variants: state.variants, seed: state.seed, options: state.options, steps: [], state };
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

export function replay(content: Content, save: Pick<SavedGame, "scenario" | "seed" | "options" | "steps"> & { state?: GameState }): GameState {
  const bid = save.state?.bid;
  const state = newGame(content, { scenario: save.scenario, seed: save.seed, options: save.options, ...(bid ? { bid } : {}) });
  for (const step of save.steps) {
    if ("dice" in step) rigDice(state, step.dice);
    else applyInPlace(content, state, step);
  }
  return state;
}

export class SaveFileError extends Error {
  constructor(readonly file: string, readonly line: number, readonly column: number, message: string) {
    super(`${file}:${line}:${column}: ${message}`);
    this.name = "SaveFileError";
  }
}

/** Parses and checks a save file's text; errors name the file, line and column. */
export function parseSave(file: string, text: string, content: Content): SavedGame {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const m = /position (\d+)/.exec((e as Error).message);
    const offset = m ? Number(m[1]) : 0;
    const before = text.slice(0, offset).split("\n");
    throw new SaveFileError(file, before.length, before.at(-1)!.length + 1, `not valid JSON: ${(e as Error).message}`);
  }
  const at = (key: string) => {
    const i = text.indexOf(`"${key}"`);
    const before = text.slice(0, Math.max(0, i)).split("\n");
    return [before.length, before.at(-1)!.length + 1] as const;
  };
  const bad = (key: string, message: string): never => {
    const [line, column] = at(key);
    throw new SaveFileError(file, line, column, message);
  };
  const d = data as Partial<SavedGame>;
  if (!d || typeof d !== "object" || d.format !== "cardwright-save") bad("format", 'not a Cardwright save file (expected "format": "cardwright-save")');
  if (d.version !== 1) bad("version", `unsupported save version ${JSON.stringify(d.version)}`);
  if (d.content !== content.id) bad("content", `the save is for content "${d.content}", not "${content.id}"`);
  if (typeof d.scenario !== "string") bad("scenario", "scenario must be a string");
  if (d.variants !== undefined && !Array.isArray(d.variants)) bad("variants", "variants must be a list");
  if (typeof d.seed !== "number") bad("seed", "seed must be a number");
  if (!Array.isArray(d.options)) bad("options", "options must be a list");
  if (!Array.isArray(d.steps)) bad("steps", "steps must be a list");
  d.steps!.forEach((s, i) => {
    const ok = s && typeof s === "object" && ("dice" in s ? Array.isArray(s.dice) : (s.player === "us" || s.player === "ussr") && typeof s.choice === "string");
    if (!ok) bad("steps", `step ${i + 1} is neither {player, choice} nor {dice: [...]}`);
  });
  return d as SavedGame;
}
