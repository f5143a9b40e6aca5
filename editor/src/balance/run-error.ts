// Why a balance run could not start or stopped, as data: the content's errors (with their places),
// a problem with what the designer typed (a setup, a bot) as a message of the catalogue, or only
// an English line (a worker that died). The panel says it in the editor's language when it draws
// it, so switching the language says it again.
import type { Diagnostic, MessagePart } from "../../../src/diagnostics/diagnostic.js";
import { SaidError } from "../../../src/diagnostics/said-error.js";
import { wordedPart, type Translator } from "../../../src/i18n/translate.js";

export interface RunError {
  /** The English, for logs and for a page without a translator. */
  message: string;
  /** The setup the content was built for (the run's label), when the content is what failed. */
  label?: string;
  /** The content's errors, at their places (file paths from the repository's root). */
  diagnostics?: Diagnostic[];
  /** The problem as a message of the catalogue (src/locales/, editor/locales/). */
  said?: MessagePart;
  /** What it is about as typed (`--bots`): the message begins with it. */
  about?: string;
}

/** How many of the content's errors are shown: the first few say where to look. */
export const ERRORS_SHOWN = 3;

/** A run error from something thrown (a SaidError keeps its message key). */
export function runErrorOf(err: unknown): RunError {
  if (err instanceof SaidError) return { message: err.message, said: err.said, ...(err.about ? { about: err.about } : {}) };
  return { message: err instanceof Error ? err.message : String(err) };
}

/** The error in the translator's words; its English where it has none. */
export function runErrorText(e: RunError, tr: Translator | null | undefined): string {
  if (!tr) return e.message;
  if (e.diagnostics) {
    const lines = e.diagnostics.slice(0, ERRORS_SHOWN).map((d) => tr.formatDiagnostic(d));
    return `${e.label ?? ""}${e.label ? ": " : ""}${lines.join("\n") || tr.t("editor.balance.cannot_build")}`;
  }
  if (e.said) {
    const said = wordedPart(tr, e.said);
    if (said !== null) return e.about ? `${e.about}: ${said}` : said;
  }
  return e.message;
}
