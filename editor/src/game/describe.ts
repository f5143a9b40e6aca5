// Log lines and decisions in the editor's language: every line is the engine's message for the
// log entry (msg.<key> of the locale files, through src/i18n `translate`), with a tone for its icon
// and, where the message alone does not say where a number comes from, an explanation (the
// worker adds Ops values with their modifiers, coup defences and scoring standings).
import type { Decision, LogEntry } from "../../../src/engine/state.js";
import type { Translator } from "../../../src/i18n/index.js";

export type Tone = "turn" | "card" | "influence" | "roll" | "vp" | "defcon" | "effect" | "over" | "note";

export interface Line {
  text: string;
  tone: Tone;
  /** An explanation added by the worker (Ops value, scoring breakdown). */
  detail?: string;
  /** The log entry's key (its message is msg.<k>). */
  k?: string;
  /** Countries the line is about (the board flashes them). */
  countries?: string[];
}

const TONES: Record<string, Tone> = {
  "game.start": "turn",
  "turn.start": "turn",
  "deck.era": "turn",
  "deck.reshuffle": "turn",
  "ar.start": "turn",
  "ar.pass": "card",
  "headline.card": "card",
  "headline.cancelled": "card",
  "card.play": "card",
  "ops.use": "card",
  influence: "influence",
  "setup.handicap": "influence",
  "coup.success": "roll",
  "coup.failure": "roll",
  "realign.roll": "roll",
  "space.success": "roll",
  "space.failure": "roll",
  "space.declined": "roll",
  "die.roll": "roll",
  "contest.roll": "roll",
  "space.advance": "vp",
  "vp.gain": "vp",
  "milops.penalty": "vp",
  "score.region": "vp",
  "final.scoring": "vp",
  "defcon.degrade": "defcon",
  "defcon.improve": "defcon",
  milops: "defcon",
  "game.over": "over",
  "turn.held_scoring": "over",
  "card.discard": "card",
  "card.removed": "card",
  "card.deck": "card",
  "card.given": "card",
  "china.passed": "card",
  "hand.revealed": "card",
  "card.rigged": "note",
  "effect.start": "effect",
  "effect.end": "effect",
  "effect.note": "note",
  "event.play": "effect",
  "event.not_scripted": "note",
};

export function toneOf(key: string): Tone {
  return TONES[key] ?? (key.startsWith("event.") ? "effect" : "note");
}

export function describeEntry(e: LogEntry, tr: Translator): Line {
  const line: Line = { text: tr.log(e), tone: toneOf(e.k), k: e.k };
  const country = e.a?.["country"];
  if (typeof country === "string") line.countries = [country];
  return line;
}

/** The question a decision asks, in the translator's language. */
export function describeDecision(d: Decision, tr: Translator): string {
  return tr.prompt(d);
}

/** How an option of a decision is shown (a card, country or region by its name; a word of the rules by its message). */
export function optionLabel(d: Pick<Decision, "kind" | "player" | "options">, option: string, tr: Translator): string {
  return tr.option({ ...d, options: d.options }, option);
}
