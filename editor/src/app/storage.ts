// The test game's script survives a reload too (the drafts of files: files/drafts.ts).
import type { Script } from "../game/script.js";

const GAME_KEY = "cardwright.game.v2";
/** One test game for every game folder (editors before each folder kept its own). */
const OLD_GAME_KEY = "cardwright.game.v1";
const UI_KEY = "cardwright.ui.v1";

/**
 * The test game of each game folder, by its root (cards/<game>): a script holds a scenario, entry
 * point and cards of one game, and given to another one it would start at a phase that game does
 * not have. Switching games and reloading must bring back each game's own test game.
 */
type ScriptsByRoot = Record<string, Script>;

function loadAll(storage: Pick<Storage, "getItem">): ScriptsByRoot {
  try {
    const v = JSON.parse(storage.getItem(GAME_KEY) ?? "{}") as unknown;
    return v && typeof v === "object" && !Array.isArray(v) ? (v as ScriptsByRoot) : {};
  } catch {
    return {};
  }
}

export function loadScript(root: string, storage: Pick<Storage, "getItem"> = localStorage): Script | null {
  const v = loadAll(storage)[root];
  return v && v.setup && Array.isArray(v.steps) ? v : null;
}

/**
 * Brings an older editor's single test game over, once, as the test game of the folder opened at
 * start: that editor kept only the test game of the game it had open, and the page opens the game
 * that was open last. Nothing is lost when the new store already holds that folder's game.
 */
export function adoptOldScript(root: string, storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> = localStorage): void {
  try {
    const raw = storage.getItem(OLD_GAME_KEY);
    if (raw === null) return;
    const old = JSON.parse(raw) as Script | null;
    const all = loadAll(storage);
    if (old && old.setup && Array.isArray(old.steps) && !all[root]) storage.setItem(GAME_KEY, JSON.stringify({ ...all, [root]: old }));
    storage.removeItem(OLD_GAME_KEY);
  } catch {
    // Unreadable or storage full: the old game stays where it is, and the page starts a new one.
  }
}

export function storeScript(root: string, s: Script, storage: Pick<Storage, "getItem" | "setItem"> = localStorage): void {
  try {
    storage.setItem(GAME_KEY, JSON.stringify({ ...loadAll(storage), [root]: s }));
  } catch {
    // Storage full or disabled: the game is still in the worker.
  }
}

export interface UiState {
  current: string | null;
  layout: "edit" | "split" | "play" | "translate";
  /** The language of the editor's own strings, the log and the prompts. */
  lang?: string;
  /** The translator view's target language. */
  target?: string | null;
  /** The game open (a content folder, cards/<id>); the default game when unset. */
  game?: string | null;
}

export function loadUi(): Partial<UiState> {
  try {
    return (JSON.parse(localStorage.getItem(UI_KEY) ?? "{}") as Partial<UiState>) ?? {};
  } catch {
    return {};
  }
}

export function storeUi(s: Partial<UiState>): void {
  try {
    localStorage.setItem(UI_KEY, JSON.stringify({ ...loadUi(), ...s }));
  } catch {
    // Not worth failing over.
  }
}

const ENGLISH_KEY = "cardwright.english.v1";
const ENGLISH_MAX = 4000;

/** English texts seen by the editor, by hash (to show the English an outdated translation was made from). */
export function loadEnglishMemory(): Map<string, string> {
  try {
    const v = JSON.parse(localStorage.getItem(ENGLISH_KEY) ?? "[]") as unknown;
    return new Map(Array.isArray(v) ? (v as [string, string][]).filter((e) => Array.isArray(e) && typeof e[0] === "string" && typeof e[1] === "string") : []);
  } catch {
    return new Map();
  }
}

export function storeEnglishMemory(memory: Map<string, string>): void {
  try {
    // The newest are kept (a Map iterates in insertion order).
    localStorage.setItem(ENGLISH_KEY, JSON.stringify([...memory].slice(-ENGLISH_MAX)));
  } catch {
    // Storage full: the memory still helps until the page closes.
  }
}
