// Messages between the page and the engine worker. The worker owns the content and the test
// game; the page only shows what it is sent and sends the user's actions.
import type { Diagnostic } from "../../../src/diagnostics/diagnostic.js";
import type { Side } from "../../../src/content/model.js";
import type { I18nBundle } from "../../../src/i18n/index.js";
import type { Line } from "./describe.js";
import type { GameSetup, Script } from "./script.js";

export type ToWorker =
  | { t: "load"; files: [string, string][] }
  | { t: "edit"; path: string; text: string }
  | { t: "focus"; path: string | null }
  | { t: "new-game"; setup: GameSetup }
  | { t: "restore"; script: Script }
  | { t: "move"; choice: string }
  | { t: "dice"; dice: number[] }
  | { t: "rig"; side: Side; card: string }
  | { t: "undo" }
  | { t: "export"; name: string }
  /** Show the board as it was after a step of the log (null: now). */
  | { t: "moment"; step: number | null }
  /** The language of the log, the prompts and the options (a locale's code; en by default). */
  | { t: "lang"; lang: string };

export interface NameInfo {
  id: string;
  kind: "country" | "region" | "subregion" | "card" | "effect" | "superpower" | "era";
  label: string;
  detail: string;
}

export interface CardInfo {
  id: string;
  number: number;
  name: string;
  ops: number;
  side: "us" | "ussr" | "neutral";
  era: string;
  kind: string;
}

/** What a card's face shows (the translator view's card preview). */
export interface CardFaceInfo extends CardInfo {
  text: string;
  removed_after_event: boolean;
  optional: boolean;
  /** Lasting effects the card declares. */
  lasting: string[];
  hasEvent: boolean;
}

export interface MapView {
  countries: { id: string; name: string; region: string; subregions: string[]; stability: number; battleground: boolean; adjacent: string[]; superpowers: Side[]; x: number; y: number }[];
  regions: { id: string; name: string; colour: string; parent: string | null }[];
  superpowers: { side: Side; id: string; name: string; x: number; y: number }[];
  /** Eras and the turn each joins at. */
  eras: { id: string; name: string; from: number }[];
  defconMax: number;
  milopsMax: number;
  vpToWin: number;
  space: { box: number; name: string; ops: number; roll: number }[];
  turns: number;
}

export interface OverlayInfo {
  id: string;
  kind: "scenario" | "variant" | "option";
  name: string;
  description: string;
  /** An option that puts optional cards in the deck (no overlay file): those cards. */
  cards?: string[];
}

export interface BuildMessage {
  t: "build";
  ok: boolean;
  /** Every diagnostic, its `file` an API path (cards/…). */
  diagnostics: Diagnostic[];
  /** Only when ok: the new content's names, cards, map and overlays. */
  names?: NameInfo[];
  cards?: CardFaceInfo[];
  map?: MapView;
  overlays?: OverlayInfo[];
  contentRoot: string | null;
  ms: number;
  version: number;
}

export interface HandCard extends CardInfo {
  /** An option of the pending decision. */
  choosable: boolean;
}

export interface OptionView {
  id: string;
  label: string;
  kind: "country" | "card" | "other";
}

export interface PendingView {
  player: Side;
  /** The player's name in the language (the prompt starts with it). */
  who: string;
  kind: string;
  prompt: string;
  detail?: string;
  options: OptionView[];
}

export interface StepView {
  index: number;
  group: number;
  title: string;
  lines: Line[];
  status: "ok" | "changed" | "stopped" | "not-replayed";
}

export interface BoardState {
  turn: number;
  round: number;
  phasing: Side;
  defcon: number;
  vp: number;
  milops: Record<Side, number>;
  space: Record<Side, number>;
  influence: Record<string, [number, number]>;
  china: { holder: Side | null; faceUp: boolean };
  effects: { id: string; name: string; owner: Side; card: string }[];
  hands: Record<Side, HandCard[]>;
  deck: number;
  discard: string[];
  removed: string[];
  rigged: number[];
  result: { winner: string; reason: string } | null;
}

export interface ReplayNote {
  kind: "same" | "changed" | "stopped" | "longer" | "fresh";
  step: number | null;
  message: string;
  /** For a changed step: its first log line that differs, before and after the edit. */
  before?: string;
  after?: string;
  /** What the edit changed on the board, the same moves replayed before and after it. */
  board?: BoardChanges;
  /** The move that no longer fits the edited content (its title) and why. */
  stoppedMove?: string;
  /** After an earlier change: the later move that no longer fits, and why. */
  stop?: string;
}

/** The board before and after an edit (see board-diff.ts). */
export interface BoardChanges {
  countries: { id: string; before: [number, number]; after: [number, number]; controlBefore: Side | null; controlAfter: Side | null }[];
  tracks: { track: "vp" | "defcon" | "milops_us" | "milops_ussr" | "space_us" | "space_ussr" | "turn" | "round"; before: number; after: number }[];
  effects: { id: string; change: "started" | "ended" }[];
  /** Cards whose place changed: hand_us, hand_ussr, discard, removed or elsewhere (the draw pile, or in play). */
  cards: { id: string; before: string; after: string }[];
  result: { before: string | null; after: string | null } | null;
}

export interface GameMessage {
  t: "game";
  script: Script;
  board: BoardState;
  pending: PendingView | null;
  startLines: Line[];
  steps: StepView[];
  replay: ReplayNote;
  /** The last action the engine refused, with the reason. */
  error: string | null;
  /** The content the game runs on has errors now: the game shown is the last good one. */
  stale: boolean;
  /** The board shows the game after this step (a log step clicked), not now; nothing can be played. */
  moment: number | null;
}

/**
 * Everything translation needs (src/i18n's bundle: the English of every string, the translations),
 * built from the buffers after each build; the page's translator view and UI language use it.
 */
export interface I18nMessage {
  t: "i18n";
  bundle: I18nBundle;
  version: number;
}

export type FromWorker =
  | BuildMessage
  | GameMessage
  | I18nMessage
  | { t: "exported"; ok: boolean; yaml?: string; error?: string; name: string };
