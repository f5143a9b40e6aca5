// A refusal of the table server: its HTTP status, a stable code and a message for people.
import type { MessagePart } from "../diagnostics/diagnostic.js";

/** A refusal's message as data (keys `serve.refused.*`), and the game whose words name its ids. */
export interface RefusalWords {
  said: MessagePart;
  game?: string;
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
