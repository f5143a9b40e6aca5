// The game state: plain JSON-serializable data. The whole game, including the open decision,
// the control stack and the random generator, can be saved, loaded, diffed and replayed.
import type { Side } from "../content/model.js";

export type Value = number | boolean | string | null | Value[];

export interface LogEntry {
  /** Message key, e.g. "coup.success" (translations key on it). */
  k: string;
  /** Arguments of the message. */
  a?: Record<string, Value>;
}

export interface Decision {
  player: Side;
  /** What is asked, e.g. "action_card", "place_influence". */
  kind: string;
  /** Option ids the player may choose from. */
  options: string[];
  /** Message arguments for the prompt (card, remaining Ops …). */
  args?: Record<string, Value>;
}

/** A forced random card pick: the card, or the card and the event whose pick takes it (null: any). */
export type RiggedCard = string | { card: string; event: string | null };

export interface Move {
  player: Side;
  choice: string;
}

export interface ActiveEffect {
  id: string;
  owner: Side;
  value?: Value;
  /** Turn it started. */
  turn: number;
}

/** Execution context of effect code: who resolves it, for which card. */
export interface Ctx {
  me: Side;
  phasing: Side;
  card: string | null;
}

export type Frame = { t: string; [key: string]: unknown };

export interface GameState {
  version: 1;
  content: string;
  scenario: string;
  variants: string[];
  options: string[];
  /** The side auction's result, when tournament bidding was used. */
  bid?: { side: Side; amount: number; kind: "influence" | "vp" };
  seed: number;
  rng: number;
  /** Forced die results, used before the generator (tests, replays, the editor). */
  rigged: number[];
  /** Forced random card picks (replays, tests): see forced-picks.ts. */
  riggedCards?: RiggedCard[];
  /** When true, a die roll with nothing rigged is an error (strict scenario tests). */
  strictDice: boolean;
  turn: number;
  /** 0 during the headline phase. */
  round: number;
  phasing: Side;
  vp: number;
  defcon: number;
  milops: Record<Side, number>;
  space: Record<Side, number>;
  spaceAttempts: Record<Side, number>;
  /** Country id → [US, USSR] Influence. */
  influence: Record<string, [number, number]>;
  hands: Record<Side, string[]>;
  deck: string[];
  discard: string[];
  removed: string[];
  /** Cards being played right now. */
  inPlay: string[];
  china: { holder: Side | null; faceUp: boolean };
  effects: ActiveEffect[];
  stack: Frame[];
  pending: Decision | null;
  /** Value handed back by the last finished frame to the frame below it. */
  ret: Value;
  result: { winner: Side | "draw"; reason: string } | null;
  finalScoring: boolean;
  /** DEFCON when the current action round began (events such as NORAD ask whether it changed). */
  defconAtRoundStart?: number;
  /** DEFCON levels entered during the current action round, in order (NORAD: "moved to 2"). */
  defconEnteredThisRound?: number[];
  /** Scoring cards events put into a hand this turn with no action round left to play them (rule 10.1.5). */
  scoringForcedByEvent?: string[];
  /** Where the phasing player could place Influence when its action round began (rule 6.1.1); null outside one. */
  accessAtRoundStart?: { side: Side; present: string[] } | null;
  log: LogEntry[];
  /** Moves applied so far. */
  moves: number;
}

export const sideIndex = (s: Side): 0 | 1 => (s === "us" ? 0 : 1);
