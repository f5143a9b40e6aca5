// An error of the content's code while a game runs, in the reader's language: the kernel keeps what
// went wrong and where as data (kernel/values.ts RuntimeMessage: keys `runtime.*` of src/locales),
// and each place that shows it (a command's output, the online tables) words it here, at the edge.
import { EffectRuntimeError, runtimeMessageOf, type RuntimeMessage } from "../kernel/index.js";
import { wordedPart, type Translator } from "./translate.js";

/** The message as data, with its English (`message`) for whoever cannot word it. */
export interface SaidError {
  said: RuntimeMessage;
  english: string;
}

/** An error of running code as data (what crosses a worker thread or goes into a diagnostic); null for any other error. */
export function saidError(e: unknown): SaidError | null {
  return e instanceof EffectRuntimeError ? { said: runtimeMessageOf(e), english: e.message } : null;
}

/** The error in the translator's language; its English when there is no translator or no message for it. */
export function runtimeErrorText(tr: Translator | null, e: SaidError): string {
  return (tr && wordedPart(tr, e.said)) ?? e.english;
}
