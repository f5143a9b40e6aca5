// Messages between the Play page and its worker. The worker owns the content, the table (src/play/
// table.ts: the seats, the bots, undo — the same session logic as `cardwright play`) and speaks the
// game's language; the page shows what one side may see and sends that side's answers.
import type { I18nBundle } from "../../../src/i18n/index.js";
import type { View } from "../../../src/kernel/index.js";
import type { Line } from "../game/describe.js";
import type { BoardLayout, BoardState, CardInfo, GameInfo, OverlayInfo, PendingView } from "../game/protocol.js";

/** A game the page can start: its folder, name, sides and the scenarios, variants and options it has. */
export interface GameChoice {
  root: string;
  name: string;
  sides: { id: string; name: string }[];
  overlays: OverlayInfo[];
  /** How the game is won (game.yaml `victory`), translated; a scenario may say otherwise. */
  victory: string | null;
}

export interface TableSetup {
  root: string;
  scenario: string;
  variants: string[];
  options: string[];
  /** Side → "human" or a bot spec (`search:50`, `greedy` …). */
  seats: Record<string, string>;
  seed: number;
}

export type ToPlayWorker =
  /** The content files; `list: false` (an online seat) skips listing the games the page could start. */
  | { t: "files"; files: [string, string][]; list?: boolean; lang?: string }
  /** The language the page speaks (a language code of the game's locales; English where one has no text). */
  | { t: "lang"; lang: string }
  | { t: "start"; setup: TableSetup }
  /** A save file's text (from `cardwright play`'s `save FILE`, a download, or localStorage). */
  | { t: "resume"; root: string | null; text: string; seats: Record<string, string>; /** The file's name, for the errors. */ name?: string }
  | { t: "move"; player: string; choice: string }
  /** One bot move (the page paces them so a person can follow). */
  | { t: "bot" }
  | { t: "undo" }
  /** Whose view the screen shows (the person at the keyboard). */
  | { t: "view"; side: string }
  /** An online seat: load the table's game (its board is drawn here; the server plays the game). */
  | { t: "seat-open"; root: string; selection: { scenario: string; variants: string[]; options: string[] } }
  /** An online seat's view as the server sent it: the board it shows. */
  | { t: "seat-board"; side: string; moves: number; view: View; holders: Record<string, string | null>; question: { kind: string; prompt: string; options: { id: string; label: string; loses?: true; warning?: string }[] } | null };

export interface TableView {
  t: "table";
  root: string;
  seats: Record<string, string>;
  viewer: string;
  board: BoardState;
  pending: PendingView[];
  /** The log lines the viewer may read, oldest first. */
  log: Line[];
  /** Moves made so far (the save's steps). */
  moves: number;
  /** A bot is to move next. */
  botToMove: boolean;
  /** The person whose decision is next (null: a bot's turn or the game is over). */
  humanToMove: string | null;
  canUndo: boolean;
  /** The CLI's save file (JSON text): localStorage and the download. */
  save: string;
  error: string | null;
  /** The warnings of the save the game was resumed from (its state differs from the replayed one…), until the person's first move. */
  notices: string[];
}

export type FromPlayWorker =
  | { t: "games"; games: GameChoice[]; bundle: I18nBundle }
  | { t: "started"; info: GameInfo; layout: BoardLayout; cards: CardInfo[]; bundle: I18nBundle }
  | TableView
  /** An online seat's board, and its question as the board offers it (the spaces it may click). */
  | { t: "seat-board"; moves: number; board: BoardState; pending: PendingView | null }
  | { t: "error"; message: string };
