// A refusal of the table server: its HTTP status, a stable code and a message for people.
import type { Diagnostic, DiagnosticArgs, MessagePart } from "../diagnostics/diagnostic.js";
import type { RefusedAnswer } from "./illegal-answer.js";

/** A refusal's message as data (keys `serve.refused.*`), and the game whose words name its ids. */
export interface RefusalWords {
  /** The message (absent when `diagnostics` are). */
  said?: MessagePart;
  /**
   * The content's diagnostics that are the whole message instead (a selection that cannot be
   * composed): each said as `validate` says it, joined by "; ".
   */
  diagnostics?: readonly Diagnostic[];
  game?: string;
  /** Each of `details` as data, in the same order (a body's schema problems, `serve.body.problem`). */
  details?: MessagePart[];
  /** An answer that is none of its question's options: the message names them in the asker's language (illegal-answer.ts). */
  answer?: RefusedAnswer;
}

export class TableError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** In English. */
    message: string,
    /** Every problem, when there are several (a body's schema errors). */
    readonly details?: string[],
    /** The message for the asker's language (`?lang=`); without it, the English is the answer. */
    readonly words?: RefusalWords,
  ) {
    super(message);
  }
}

/**
 * A refusal with its message `serve.refused.<code>` (or `key`, when two refusals of one code are
 * worded apart) for the asker's language; `game`: the game whose words name a side in it.
 */
export function refusal(status: number, code: string, english: string, args: DiagnosticArgs = {}, game?: string, key = `serve.refused.${code}`): TableError {
  return new TableError(status, code, english, undefined, { said: { key, args }, ...(game ? { game } : {}) });
}
