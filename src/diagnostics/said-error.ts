// An error about something a person wrote (a bot's spec, a worker count, a shard, a setup): its
// English message, for code that logs it, and the same problem as a message of the catalogue (key
// and arguments), which is what the person is shown, in their language (the command line's
// `--lang`, the server's `?lang=`).
import type { MessagePart } from "./diagnostic.js";

export class SaidError extends Error {
  constructor(
    /** The problem as a message (its key in src/locales/), without `about`. */
    readonly said: MessagePart,
    /** The same in English. */
    readonly detail: string,
    /** What the problem is about as it was typed (`--bots`, `--shard 5/4`): the message begins with it. */
    readonly about?: string,
  ) {
    super(about ? `${about}: ${detail}` : detail);
  }

  /** The message in the words of `say` (a translator's wordedPart), its English where they have none. */
  text(say: (part: MessagePart) => string | null): string {
    const detail = say(this.said) ?? this.detail;
    return this.about ? `${this.about}: ${detail}` : detail;
  }
}
