// The test game's script survives a reload too (the drafts of files: files/drafts.ts).
import type { Script } from "../game/script.js";

const GAME_KEY = "cardwright.game.v1";
const UI_KEY = "cardwright.ui.v1";

export function loadScript(): Script | null {
  try {
    const raw = localStorage.getItem(GAME_KEY);
    const v = raw ? (JSON.parse(raw) as Script) : null;
    return v && v.setup && Array.isArray(v.steps) ? v : null;
  } catch {
    return null;
  }
}

export function storeScript(s: Script): void {
  try {
    localStorage.setItem(GAME_KEY, JSON.stringify(s));
  } catch {
    // Storage full or disabled: the game is still in the worker.
  }
}

export interface UiState {
  current: string | null;
  layout: "edit" | "split" | "play";
}

export function loadUi(): Partial<UiState> {
  try {
    return (JSON.parse(localStorage.getItem(UI_KEY) ?? "{}") as Partial<UiState>) ?? {};
  } catch {
    return {};
  }
}

export function storeUi(s: UiState): void {
  try {
    localStorage.setItem(UI_KEY, JSON.stringify(s));
  } catch {
    // Not worth failing over.
  }
}
