// Messages between the page and the engine worker. The worker owns the content and the test
// game; the page only shows what it is sent and sends the user's actions. Nothing here names a
// game: sides, tracks, piles and spaces are the ones the chosen game declares.
import type { CardFaceDecl } from "../../../src/content/raw.js";
import type { LeftOut } from "../../../src/content/quarantine.js";
import type { Diagnostic } from "../../../src/diagnostics/diagnostic.js";
import type { Callable } from "../../../src/effects/vocabulary-types.js";
import type { I18nBundle } from "../../../src/i18n/index.js";
import type { Value } from "../../../src/kernel/index.js";
import type { Line } from "./describe.js";
import type { GameSetup, Script } from "./script.js";

export type ToWorker =
  | { t: "load"; files: [string, string][] }
  /** The game (content folder, `cards/<id>`) the test game, the board and the language support use. */
  /** Another game folder, with the test game to play on it (null: a first one); one message, so no build ever plays one game's script on another's content. */
  | { t: "game"; root: string; script?: Script | null }
  /** `seq` numbers the page's edits: the quick check's answer to one is also written to the lane (quick-lane.ts). */
  | { t: "edit"; path: string; text: string; seq?: number }
  /** Shared memory for the quick check's answers (sent once, by a cross-origin isolated page). */
  | { t: "lane"; buffer: SharedArrayBuffer }
  | { t: "focus"; path: string | null }
  | { t: "new-game"; setup: GameSetup }
  | { t: "restore"; script: Script }
  | { t: "move"; player: string; choice: string }
  | { t: "dice"; dice: number[] }
  | { t: "rig"; side: string; card: string }
  | { t: "undo" }
  | { t: "export"; name: string }
  /** A scenario test for a card (the card's event played from the game's default entry point). */
  | { t: "card-test"; card: string }
  /** Show the board as it was after a step of the log (null: now). */
  | { t: "moment"; step: number | null }
  /** What the board and the hands show: everything (null, designers) or what one side may see. */
  | { t: "view"; side: string | null }
  /** The language of the log, the prompts and the options (a locale's code; en by default). */
  | { t: "lang"; lang: string };

/** The kinds of name a game declares (the effect language's names and the YAML's ids). */
export type NameKind = "space" | "group" | "card" | "effect" | "side" | "pile" | "track" | "variable" | "piece" | "hook" | "constant" | "data";

export interface NameInfo {
  id: string;
  kind: NameKind;
  /** The game's word for the kind (`country` for a space in one game, `city` in another). */
  term: string;
  label: string;
  detail: string;
}

/** A card as the page shows it: its declared fields, faces drawn with the game's `card_face`. */
export interface CardInfo {
  id: string;
  number: number | null;
  name: string;
  side: string;
  text: string;
  /** Declared card fields (ops, era, command …) as the composed content has them. */
  fields: Record<string, Value>;
  /** Lasting effects the card declares. */
  lasting: string[];
  hasEvent: boolean;
}

export interface TrackInfo {
  id: string;
  name: string;
  perSide: boolean;
  min: number;
  max: number;
  show: "scale" | "bar" | "pips" | "number" | "hidden";
  /** For a bar: the part of the range it draws. */
  showRange: [number, number] | null;
  /** For a scale: which end is dangerous (coloured from calm to danger). */
  danger: "low" | "high" | null;
}

export interface PileInfo {
  id: string;
  name: string;
  perSide: boolean;
  visibility: "public" | "owner" | "hidden";
}

/** What the page needs to know of the chosen game: its declarations, in plain data. */
export interface GameInfo {
  id: string;
  name: string;
  root: string;
  sides: { id: string; name: string }[];
  /** Card alignments that are no side (neutral, un …). */
  alignments: string[];
  /** The game's words for the kernel's types (space → country …). */
  terms: Record<string, string>;
  tracks: TrackInfo[];
  pieces: { id: string; name: string }[];
  piles: PileInfo[];
  /** The per-side pile a position's `hands` fill and a card is given into (null: none). */
  hand: string | null;
  specials: string[];
  variables: { id: string; doc: string; start: Value }[];
  /** Variables shown above the board. */
  shown: string[];
  /** Entry points a test position may start at, with the parameters they take. */
  entries: { id: string; params: string[] }[];
  defaultEntry: string | null;
  /** The start value of the declared `bid` variable can be set (a side auction), with its schema. */
  bid: { schema: Record<string, unknown> | null } | null;
  cardFace: CardFaceDecl;
  /** Declared card fields, with their schemas (the New card dialog). */
  cardFields: Record<string, Record<string, unknown>>;
  /** Declared space fields (tooltips list them). */
  spaceFields: Record<string, Record<string, unknown>>;
  durations: string[];
  hooks: string[];
  /** The game's own code snippets (game.yaml `snippets:`), in Monaco's snippet syntax. */
  snippets: GameSnippet[];
  display: { holder: string | null; spaceNumber: string | null; spaceMark: string | null };
}

/** A code snippet a game declares; `replaces` names the kernel's snippet of the same shape it stands for. */
export interface GameSnippet {
  /** Its stable name for translations (game.yaml `id:`), or null: then its label's slug names them. */
  id: string | null;
  label: string;
  detail: string;
  replaces: "choose" | "place" | "remove" | "dice" | "choice" | null;
  code: string;
}

/** The board from the declarations: spaces at their positions, their groups, adjacency, homes. */
export interface BoardLayout {
  spaces: { id: string; name: string; groups: string[]; adjacent: string[]; home: string | null; x: number; y: number; fields: Record<string, Value> }[];
  groups: { id: string; name: string; colour: string | null; parent: string | null }[];
}

export interface OverlayInfo {
  id: string;
  kind: "scenario" | "variant" | "option";
  name: string;
  description: string;
  /** An option that puts cards in the game (cards whose `option` field names it): those cards. */
  cards?: string[];
  /** How it is won (a scenario), or what it changes in that (a variant or option). */
  victory?: string;
}

/** The effect language's words for completion, hover, signature help and the tokenizer. */
export interface VocabularyInfo {
  /** The kernel's built-ins and the game's procedures and functions, with their docs. */
  callables: Callable[];
  /** Names always in scope (me, opponent …) with what they mean. */
  context: { name: string; doc: string }[];
}

/** The schema of each file of the chosen game (the kernel's, extended with the game's fields). */
export interface SchemaInfo {
  /** Path → schema kind. */
  kinds: Record<string, string>;
  /** Schema kind → schema. */
  schemas: Record<string, object>;
}

export interface BuildMessage {
  t: "build";
  ok: boolean;
  /** Every diagnostic, its `file` an API path (cards/…). */
  diagnostics: Diagnostic[];
  /** The game folders under cards/ (each with a game.yaml), and the one in use. */
  games: string[];
  contentRoot: string | null;
  ms: number;
  version: number;
  /** The page's last edit (its number) the worker had when it sent this: an older one than shown is stale. */
  seq?: number;
  /** The quick check's answer to edit `seq` (also written to the lane, quick-lane.ts). */
  quick?: true;
  /** The files' own problems (YAML, schemas) stopped the check: names and code are not checked until they are mended (`validate` says the same). */
  unchecked?: true;
  /**
   * The cards and routines (or whole card or procedures files) left out of the check because of their own errors: the rest's
   * names and code were checked (LoadResult.leftOut; `validate` says the same).
   */
  leftOut?: LeftOut[];
}

/**
 * What the page knows of the content besides its diagnostics, sent after them (see info-delta.ts):
 * only the parts that changed since the last sent, each whole. Names, cards, board, overlays and
 * vocabulary come from a build that compiled; schemas from any that parsed the game.
 */
export interface InfoMessage {
  t: "info";
  info?: GameInfo;
  names?: NameInfo[];
  cards?: CardInfo[];
  board?: BoardLayout;
  overlays?: OverlayInfo[];
  vocabulary?: VocabularyInfo;
  schemas?: SchemaInfo;
  version: number;
}

export interface HandCard {
  id: string;
  /** An option of a pending decision. */
  choosable: boolean;
}

export interface OptionView {
  id: string;
  label: string;
  kind: "space" | "card" | "other";
  /** The answer loses the game for its player (src/play/losing-answers.ts): at once, or by leaving it in a danger its game declares. */
  loses?: boolean;
  /** Why, when it is not a loss at once: the danger in the game's words. */
  warning?: string;
}

export interface PendingView {
  player: string;
  /** The player's name in the language (the prompt starts with it). */
  who: string;
  kind: string;
  prompt: string;
  /** The options, when the view may see them (a side's view sees only its own). */
  options: OptionView[];
  /** Asked of several sides at once, answered in secret. */
  secret: boolean;
}

export interface StepView {
  index: number;
  group: number;
  title: string;
  lines: Line[];
  status: "ok" | "changed" | "stopped" | "not-replayed";
}

/** A pile as the board shows it: its cards when the view may see them, else how many. */
export interface PileState {
  count: number;
  cards: string[] | null;
}

export interface BoardState {
  /** The side whose view this is (null: all open). */
  viewer: string | null;
  variables: Record<string, Value>;
  /** Track → value, or side → value for a per-side track. */
  tracks: Record<string, number | Record<string, number>>;
  /** Piece kind → space → counts in side order (spaces with none left out). */
  pieces: Record<string, Record<string, number[]>>;
  /** The side that holds each space (the game's `display.holder`, or the most pieces). */
  holders: Record<string, string | null>;
  /** Pile → state, or side → state for a per-side pile. */
  piles: Record<string, PileState | Record<string, PileState>>;
  /** Cards of the per-side piles that a pending decision offers. */
  choosable: string[];
  specials: Record<string, { holder: string | null; faceUp: boolean }>;
  effects: { id: string; name: string; owner: string; card: string }[];
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
  spaces: { id: string; before: number[]; after: number[]; holderBefore: string | null; holderAfter: string | null }[];
  /** A track (`<track>` or `<track>.<side>`) or a shown variable that moved. */
  tracks: { track: string; before: number; after: number }[];
  effects: { id: string; change: "started" | "ended" }[];
  /** Cards whose place changed: a pile (`hand.north`, `discard` …) or elsewhere. */
  cards: { id: string; before: string; after: string }[];
  result: { before: string | null; after: string | null } | null;
}

export interface GameMessage {
  t: "game";
  script: Script;
  board: BoardState;
  pending: PendingView[];
  startLines: Line[];
  steps: StepView[];
  replay: ReplayNote;
  /** The last action the engine refused, with the reason. */
  error: string | null;
  /** Where the content's code failed, when that was the error (the file from the editor's root): the page jumps there. */
  errorAt?: { file: string; line: number; column: number } | null;
  /** The content the game runs on has errors now: the game shown is the last good one. */
  stale: boolean;
  /** The board shows the game after this step (a log step clicked), not now; nothing can be played. */
  moment: number | null;
  /** Why a game begun at a position the user chose ran on past it before any move (nobody was asked anything there), in the editor's language; else null. */
  ranOn: string | null;
}

/**
 * Everything translation needs (src/i18n's bundle: the English of every string, the translations),
 * built from the buffers after each build; the page's translator view and UI language use it, over
 * the editor's and the engine's own messages (editor/src/i18n/own.ts), which every game is spoken with.
 */
export interface I18nMessage {
  t: "i18n";
  bundle: I18nBundle;
  version: number;
}

export type FromWorker =
  | BuildMessage
  | InfoMessage
  | GameMessage
  | I18nMessage
  | { t: "exported"; ok: boolean; yaml?: string; error?: string; name: string }
  | { t: "card-test"; card: string; ok: boolean; yaml?: string; error?: string };
