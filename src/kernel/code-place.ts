// Where the content's code is in its files, so that an error of code while a game runs (a card's
// event given a wrong value) names the file, line and column, as a problem found by checking does.
// The loader gives each piece of code's text its place (CodePlace, plain data: it goes into the
// disk cache and to worker threads); the compiler notes, for each instruction of a unit, which
// text and which offset in it the instruction comes from (UnitPlaces). Both are only read once an
// error is thrown: a game that does not fail never looks at them.
import type { Game } from "./game.js";

/**
 * A piece of code's text in its file: the file, as the loader names it (from the content folder),
 * and the runs of its characters: three numbers a run of characters that follow each other on one
 * line of the file, [offset in the text, line, column] of its first (yaml-source.ts scalarRuns).
 */
export interface CodePlace {
  file: string;
  readonly runs: readonly number[];
}

/** Where a unit's instructions come from: for instruction `pc`, `text[pc]` indexes `places` (-1: none) and `at[pc]` is the offset in that text. */
export interface UnitPlaces {
  places: CodePlace[];
  text: Int32Array;
  at: Int32Array;
}

/** A place in a file: what an error of running code shows, and what the editor jumps to. */
export interface CodeWhere {
  /** The file, from the content folder. */
  file: string;
  line: number;
  column: number;
}

/** The code of a card (its event, its prerequisite), as an error of running code names it: "card scout". */
export const cardOrigin = (card: string): string => `card ${card}`;

/** The card whose code `origin` names (cardOrigin), or null for other code (a procedure: "procedures/rules.yaml (setup)"). */
export function cardOfOrigin(origin: string): string | null {
  return origin.startsWith("card ") ? origin.slice(5) : null;
}

/** The line and column of an offset in a piece of code's text. */
export function positionIn(place: CodePlace, offset: number): { line: number; column: number } {
  const runs = place.runs;
  let k = 0;
  for (let i = 3; i < runs.length; i += 3) {
    if (runs[i]! > offset) break;
    k = i;
  }
  return { line: runs[k + 1] ?? 1, column: (runs[k + 2] ?? 1) + Math.max(0, offset - (runs[k] ?? 0)) };
}

/** Where instruction `pc` of unit `unit` comes from (pc -1: the unit's first instruction), or null when it is no code of the content's. */
export function whereIn(g: Game, unit: number, pc: number): CodeWhere | null {
  const p = g.units[unit]?.places;
  if (!p || p.text.length === 0) return null;
  const i = Math.min(Math.max(pc, 0), p.text.length - 1);
  const text = p.text[i]!;
  const place = text >= 0 ? p.places[text] : undefined;
  if (!place) return null;
  return { file: place.file, ...positionIn(place, p.at[i]!) };
}

/**
 * A file as an error shows it: from the current folder when it is under it, else whole (what
 * `validate` shows, src/cli/shown-path.ts), when the game knows its folder on disk (`folder`:
 * given by the command line's loader); else as the loader names it (the editor's files).
 */
export function shownFile(folder: string | null, file: string): string {
  if (!folder) return file;
  const whole = `${folder.replace(/\/+$/, "")}/${file}`;
  const cwd = (globalThis as { process?: { cwd?: () => string } }).process?.cwd?.();
  return cwd && whole.startsWith(`${cwd}/`) ? whole.slice(cwd.length + 1) : whole;
}
