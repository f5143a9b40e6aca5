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
  const found = matchName(text, d.options.map((o) => [tr.option(d, o), o]));
  if ("id" in found) return { choice: found.id };
  return { error: "unknown", suggestion: found.near === null ? null : tr.option(d, found.near) };
}

/**
 * The id of what was typed among named things (`[name, id]`): its name in the player's language,
 * its id or its id in words (`tear_down_this_wall`, `tear down this wall`), in any case; else the
 * nearest to suggest, or null.
 */
export function matchName(typed: string, named: Iterable<readonly [name: string, id: string]>): { id: string } | { near: string | null } {
  const text = fold(typed);
  const labels = new Map<string, string>();
  for (const [name, id] of named) {
    labels.set(fold(name), id);
    labels.set(fold(id), id);
    labels.set(fold(id.replace(/_/g, " ")), id);
  }
  const exact = labels.get(text);
  if (exact) return { id: exact };
  // A third of what was typed may be wrong, never all of it (`xx` suggests nothing).
  const near = closest(text, labels.keys(), Math.max(1, Math.min(Math.floor(text.length / 3), text.length - 1)));
  return { near: near === null ? null : labels.get(near)! };
}
