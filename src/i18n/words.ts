// The words of a report (the balance report, a run's summary) in the reader's language: what a
// report needs of a Translator, English from a report's own table of messages when there is none
// (a library caller, a test), the game's own things (its score, its length, why games ended) in the
// game's words, and numbers written the language's way (decimal comma in es/it/pt).
import { formatNodes, parseMessage, type Args } from "./format.js";

/** What a report needs of a Translator (a Translator is one). */
export interface Words {
  readonly lang: string;
  t(key: string, args?: Args): string;
  /** A side's or a card's name in the language (the Translator's `name`); absent: the report's own names. */
  name?(type: "side" | "card", id: string): string;
  /** Whether the game's messages have `key` (the Translator's `hasMessage`); absent: none has. */
  hasMessage?(key: string): boolean;
}

/**
 * English words from `table` (message keys without `msg.` → their English text, as the engine's
 * src/locales/en.yaml says them), no locale file read; sides named by `sideNames` (else by id).
 */
export function englishFrom(table: Record<string, string>, sideNames?: Record<string, string>): Words {
  const ctx = { lang: "en", name: (type: string, id: string) => (type === "side" ? (sideNames?.[id] ?? null) : null), message: () => null };
  const parsed = new Map<string, ReturnType<typeof parseMessage>>();
  return {
    lang: "en",
    t(key, args = {}) {
      const template = table[key];
      if (template === undefined) return key;
      let nodes = parsed.get(key);
      if (!nodes) parsed.set(key, (nodes = parseMessage(template)));
      return formatNodes(nodes, args, ctx);
    },
  };
}

/**
 * The game's own things a report names — its score, its length and why games ended — in the
 * language when the game's messages say them (`bots.score`, `bots.progress`, `game.reason` given
 * `reason`), else as the content names them (`bots:` score and progress names; an ending by its id).
 */
export interface GameWords {
  score: string;
  progress: string;
  reason(id: string): string;
}

export function gameWords(r: { scoreName: string; progressName: string }, w: Words): GameWords {
  const has = (key: string) => w.hasMessage?.(key) === true;
  return {
    score: has("bots.score") ? w.t("bots.score") : r.scoreName,
    progress: has("bots.progress") ? w.t("bots.progress") : r.progressName,
    reason: (id) => (has("game.reason") ? w.t("game.reason", { reason: id }) : id),
  };
}

/** The name of a side or card in `w`'s language; the report's own (English) name in English or without a translator. */
export function nameOf(w: Words, type: "side" | "card", id: string, english: string): string {
  return w.lang === "en" || !w.name ? english : w.name(type, id);
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * `x` with `digits` decimals in the language (no digit grouping: the figures are small, and
 * English stays exactly what toFixed writes); -0 written as 0.
 */
export function fixed(w: Words, x: number, digits: number): string {
  const key = `${w.lang}|${digits}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.NumberFormat(w.lang, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false })));
  return f.format(x === 0 ? 0 : x);
}

/** `x` with its sign always written (+ for zero and above), as a report's differences are. */
export function signedFixed(w: Words, x: number, digits: number): string {
  return `${x >= 0 ? "+" : ""}${fixed(w, x, digits)}`;
}

/** A whole number (a count, a seed), without grouping, in the language's digits. */
export function whole(w: Words, n: number): string {
  return fixed(w, n, 0);
}
