// What a player typed, as one of the decision's options: its number in the list (or, when every
// answer is a number, that number: see answer-keys.ts), its id, or its name in the player's
// language (any case). Anything else is refused with the nearest option.
import { closest } from "../diagnostics/closest.js";
import { answerByNumber, numberedByValue } from "./answer-keys.js";
import type { Decision } from "../kernel/index.js";
import type { Translator } from "../i18n/index.js";

export type Answer = { choice: string } | { error: "out_of_range"; max: number } | { error: "not_a_choice"; choices: string[] } | { error: "unknown"; suggestion: string | null };

const fold = (s: string): string => s.trim().toLowerCase().replace(/\s+/g, " ");

export function matchAnswer(tr: Translator, d: Decision, typed: string): Answer {
  const text = fold(typed).replace(/^[−–]/, "-");
  if (/^-?\d+$/.test(text)) {
    const shown = d.options.map((o) => tr.option(d, o));
    const i = answerByNumber(shown, Number(text));
    if (i >= 0) return { choice: d.options[i]! };
    return numberedByValue(shown) ? { error: "not_a_choice", choices: shown } : { error: "out_of_range", max: d.options.length };
  }
  const labels = new Map<string, string>();
  for (const o of d.options) {
    labels.set(fold(tr.option(d, o)), o);
    labels.set(fold(o), o);
    labels.set(fold(o.replace(/_/g, " ")), o);
  }
  const exact = labels.get(text);
  if (exact) return { choice: exact };
  // A third of what was typed may be wrong, never all of it (`xx` suggests nothing).
  const near = closest(text, labels.keys(), Math.max(1, Math.min(Math.floor(text.length / 3), text.length - 1)));
  return { error: "unknown", suggestion: near === null ? null : tr.option(d, labels.get(near)!) };
}
