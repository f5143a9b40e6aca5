// How a game that stopped on an error is reported by random and lasting play (`simulate`).
import { EffectRuntimeError, runtimeMessageOf, type RuntimeMessage } from "../kernel/index.js";

/**
 * An error of the content's code (a card's event or a procedure given a wrong value) is the
 * message that names where it ran ("… (cards/deck.yaml:72:7, in card scout)": the file, line and
 * column of the statement that failed, see kernel/code-place.ts): the engine's JavaScript stack
 * says nothing to a designer. Any other error is a bug of the engine: its stack, for the report.
 */
export function crashText(e: unknown): string {
  if (e instanceof EffectRuntimeError) return `${e.name}: ${e.message}`;
  return (e as Error).stack ?? String(e);
}

/** A crash's message as data, when it is an error of the content's code: what `simulate --lang` words in its language (crashText is its English). */
export function crashSaid(e: unknown): { crashSaid?: RuntimeMessage } {
  return e instanceof EffectRuntimeError ? { crashSaid: runtimeMessageOf(e) } : {};
}
