// The state of one game: plain JSON data laid out by the game's declarations. Tracks, pieces and
// variables are flat arrays indexed by the ids' load-time indexes (fast to read, cheap to copy);
// names are used at the edges (views, saves, tests) through the accessors in access.ts. The log is
// the one object that is not plain data: a Log that copies share (log.ts), written to JSON as the
// plain array of its entries.
import type { Log } from "./log.js";
import type { Value } from "./values.js";

export interface LogEntry {
  /** Message key (translations key on it), e.g. "attack.success". */
  k: string;
  /** Arguments of the message. */
  a?: Record<string, Value>;
  /** Sides that may read it; absent = everyone. */
  to?: string[];
}

export interface Decision {
  player: string;
  /** What is asked: "play_card", "place" … (the game's words). */
  kind: string;
  /** Option ids the player may choose from. */
  options: string[];
  /** Message arguments for the prompt. */
  args?: Record<string, Value>;
}

/** A forced random pick, for the picks made by one card's code only (null: any). */
export interface ForcedPick {
  pick: string;
  by: string | null;
}

export interface Move {
  player: string;
  choice: string;
}

export interface ActiveEffect {
  id: string;
  owner: string;
  value?: Value;
  /** Value of the declared `started_at` variable when it began (the turn, in most games). */
  turn: number;
}

/** A frame of running code: which unit, where in it, its local variables and context. */
export interface Frame {
  /** Unit index. */
  u: number;
  /** Next instruction. */
  pc: number;
  /** Local variables (parameters first). */
  l: Value[];
  /** The side the code runs for (`me`). */
  me: string;
  /** The active side when the code began. */
  act: string;
  /** The card being resolved, if any. */
  card: string | null;
  /** Local slot receiving the result of the frame above or of the answered decision; -1: none. */
  w: number;
  /** Values behind the options of the decision this frame asked (when they are not the ids). */
  vals?: Value[];
  /** Secret commitments of a simultaneous decision, by side, until everyone has answered. */
  commits?: Record<string, Value>;
  /** Sides still to answer a simultaneous decision. */
  waiting?: string[];
}

/** A special card outside the piles: who holds it and whether it can be played now. */
export interface SpecialState {
  holder: string | null;
  face_up: boolean;
}

export interface GameResult {
  /** The winning side, "draw", or "none" when every side lost. */
  winner: string;
  losers: string[];
  reason: string;
}

export interface State {
  version: 2;
  game: string;
  scenario: string;
  variants: string[];
  options: string[];
  /** A number, or a secret of 32 hex digits (see rng.ts). */
  seed: number | string;
  /** The generator's state (see rng.ts). */
  rng: number;
  /** Forced die results, used before the generator (tests, replays, the editor). */
  rigged: number[];
  /** Forced random picks (replays, tests): each used by the first pick it is a candidate of (and made by that card's code, when it names one). */
  riggedPicks: (string | ForcedPick)[];
  /** When true, a die roll with nothing forced is an error (strict scenario tests). */
  strictDice: boolean;
  /** Track values (see TrackDef.offset). */
  tracks: number[];
  /** Pieces: [kind offset + space × sides + side]. */
  pieces: number[];
  /** Game variables (see VariableDef). */
  vars: Value[];
  /** Card ids in each pile instance (see PileDef.offset); index 0 of a pile is its top. */
  piles: string[][];
  /** Special cards by card id. */
  specials: Record<string, SpecialState>;
  /** Per card index: bitmask of the sides that know which card it is where it lies. */
  known: number[];
  /** In force, in the order they started. Never changed in place: replaced by a new list (copies share it). */
  effects: ActiveEffect[];
  stack: Frame[];
  pending: Decision[];
  result: GameResult | null;
  /** Append-only, shared by copies (see log.ts); written to JSON as the array of its entries. */
  log: Log;
  /** Moves applied so far. */
  moves: number;
  /** Counts every change to the declared state (end conditions are checked only after one). */
  changes: number;
}
