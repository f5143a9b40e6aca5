// Where the content's code is in its files, so that an error of code while a game runs (a card's
// event given a wrong value) names the file, line and column, as a problem found by checking does.
// The loader gives each piece of code's text its place (CodePlace, plain data: it goes into the
// disk cache and to worker threads); the compiler notes, for each instruction of a unit, which
// text and which offset in it the instruction comes from (UnitPlaces). Both are only read once an
// error is thrown: a game that does not fail never looks at them.
//
// Within a statement, the part that failed is named (`c / d` in `x = a.b + c / d`) without any
// cost to a game that does not fail: no part catches what it evaluates. A part that can fail by
// itself (an operator, a field read) is given its place by the compiler and puts it on the error it
// throws (failedAt), on its throw path only; a built-in's error, thrown deep in the built-in, is
// placed once it has left the statement (machine.ts locatedIn): at the call, among the statement's
// calls of built-ins the compiler noted (UnitPlaces.calls), that can have thrown it.
import type { Game } from "./game.js";
import { EffectRuntimeError } from "./values.js";

/**
 * A piece of code's text in its file: the file, as the loader names it (from the content folder),
 * and the runs of its characters: three numbers a run of characters that follow each other on one
 * line of the file, [offset in the text, line, column] of its first (yaml-source.ts scalarRuns).
 */
export interface CodePlace {
  file: string;
  readonly runs: readonly number[];
}

/**
 * Where a unit's instructions come from: for instruction `pc`, `text[pc]` indexes `places` (-1:
 * none) and `at[pc]` is the offset in that text; `calls[pc]`, the calls of built-ins in the
 * statement it is part of.
 */
export interface UnitPlaces {
  places: CodePlace[];
  text: Int32Array;
  at: Int32Array;
  calls: (readonly CallPlace[] | undefined)[];
}

/** Where a part of a statement is: its text and the offset in it (the part's first character). */
export interface PartPlace {
  readonly place: CodePlace;
  readonly at: number;
}

/**
 * A call of a built-in in a statement, as the throw path looks for the one that failed: its place
 * (a call inside a function compiled in place: the place of that function's call), the built-in's
 * parameters and the call's arguments as compiled (null: not known), from which the throw path
 * works out what it can refuse (refuses): kept as they are, so that compiling costs no more.
 */
export interface CallPlace {
  readonly at: PartPlace;
  readonly params: readonly { readonly type: string }[];
  readonly args: readonly ({ readonly constant?: unknown; readonly fn?: unknown } | null)[] | null;
}

/** Whether a call can refuse a value of a parameter type: it has such a parameter, given a value not known when compiling (a value known then is taken as one it accepts; a condition is no value). */
function refuses(c: CallPlace, type: string): boolean {
  return c.params.some((p, i) => p.type === type && (!c.args || (!!c.args[i] && c.args[i]!.constant === undefined && !c.args[i]!.fn)));
}

/** The part of a statement that threw `e` (null: a part whose place is not known), unless a part inside it already said so. `e`, to be thrown. */
export function failedAt(e: unknown, here: PartPlace | null): unknown {
  if (e instanceof EffectRuntimeError && e.part === undefined) e.part = here;
  return e;
}

/**
 * Which type of argument a built-in's error says it refused (its message key), to find the call
 * that threw it among the statement's: the parameter type that refuses it.
 */
const REFUSED: Readonly<Record<string, string>> = {
  "runtime.not_space": "space",
  "runtime.not_side": "side",
  "runtime.not_card": "card",
  "runtime.not_pile": "pile",
  "runtime.not_track": "track",
  "runtime.not_effect": "effect",
  "runtime.not_group": "group",
  "runtime.expected_number": "number",
};

/**
 * Where in statement `pc` of `unit` the error `e` happened, or null when only the statement is
 * known: the part that threw it, when it said so (failedAt); else, for a built-in's error, the call
 * that threw it: the statement's only call of a built-in, or its only call given a value of the type
 * the error says was refused. Two calls that could both have refused it: null (the statement).
 */
export function failedPartIn(g: Game, unit: number, pc: number, e: EffectRuntimeError): CodeWhere | null {
  const p = g.units[unit]?.places;
  if (!p || p.text.length === 0 || e.part === null) return null;
  const part = e.part ?? builtinCallOf(p.calls[Math.min(Math.max(pc, 0), p.text.length - 1)], e);
  // A part of other code's text (a condition passed as a value, run by this unit): its statement.
  return part && p.places.includes(part.place) ? whereOfPart(part) : null;
}

function builtinCallOf(calls: readonly CallPlace[] | undefined, e: EffectRuntimeError): PartPlace | null {
  if (!calls) return null;
  const refused = REFUSED[e.said.key];
  return onePlace(calls) ?? (refused ? onePlace(calls.filter((c) => refuses(c, refused))) : null);
}

/** The place of these calls when they are all at one place (one call; or calls in a function compiled in place, at its call), else null. */
function onePlace(calls: readonly CallPlace[]): PartPlace | null {
  const first = calls[0]?.at;
  return first && calls.every((c) => c.at.place === first.place && c.at.at === first.at) ? first : null;
}

/** Where a part of a statement is in its file. */
export function whereOfPart(p: PartPlace): CodeWhere {
  return { file: p.place.file, ...positionIn(p.place, p.at) };
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
