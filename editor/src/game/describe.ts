// Log lines and decisions in the editor's language: every line is the game's message for the log
// entry (msg.<key> of the locale files, through src/i18n `translate`), with a tone for its icon and
// the spaces it is about (the board marks them). Tones come from what a line's arguments name —
// a space, a card, a track, a die — never from the words of one game.
import type { Game, LogEntry } from "../../../src/kernel/index.js";
import type { Translator } from "../../../src/i18n/index.js";

export type Tone = "turn" | "card" | "space" | "roll" | "track" | "effect" | "over" | "note";

export interface Line {
  text: string;
  tone: Tone;
  /** The log entry's key (its message is msg.<k>). */
  k?: string;
  /** Spaces the line is about (the board marks them). */
  spaces?: string[];
}

/** Argument names that carry a die roll, in any game's messages. */
const ROLLS = /^(die|dice|roll|rolls)$/i;

/** The tone of a log entry, from its key's first word and what its arguments name. */
export function toneOf(g: Game, e: LogEntry): Tone {
  if (e.k === "game.over") return "over";
  if (e.k.startsWith("effect.")) return "effect";
  const head = e.k.split(".")[0]!;
  const args = e.a ?? {};
  if (Object.keys(args).some((k) => ROLLS.test(k))) return "roll";
  if (g.variable.has(head) && (head === g.turnVariable || typeof g.variables[g.variable.get(head)!]?.start === "number")) return "turn";
  if (g.track.has(head) || Object.values(args).some((v) => typeof v === "string" && g.track.has(v))) return "track";
  if (spacesOf(g, e).length) return "space";
  if (Object.values(args).some((v) => typeof v === "string" && g.card.has(v))) return "card";
  if (Object.values(args).some((v) => typeof v === "string" && g.effect.has(v))) return "effect";
  return "note";
}

/** The spaces a log entry's arguments name. */
export function spacesOf(g: Game, e: LogEntry): string[] {
  const out: string[] = [];
  const add = (v: unknown) => {
    if (typeof v === "string" && g.space.has(v) && !out.includes(v)) out.push(v);
    else if (Array.isArray(v)) v.forEach(add);
  };
  for (const v of Object.values(e.a ?? {})) add(v);
  return out;
}

export function describeEntry(g: Game, e: LogEntry, tr: Translator): Line {
  const line: Line = { text: tr.log(e), tone: toneOf(g, e), k: e.k };
  const spaces = spacesOf(g, e);
  if (spaces.length) line.spaces = spaces;
  return line;
}
