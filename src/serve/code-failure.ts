// An error of the content's code at a table (a card's event given a wrong value, a start that
// fails): the move is not made (the engine plays it on a copy of the state), the server's log says
// where in the content's files, and so does the answer, in the seat's language (not a bare 500).
import { EffectRuntimeError, runtimeMessageOf, type RuntimeMessage } from "../kernel/index.js";
import { wordedPart, type Translator } from "../i18n/index.js";
import { crashText } from "../testing/crash-text.js";
import { TableError } from "./errors.js";

export class CodeFailedError extends TableError {
  /** What went wrong and where, as data: worded for each request in its language (words()). */
  readonly said: RuntimeMessage;
  /** The server log's line: the place as the server's own folders have it. */
  readonly logged: string;

  constructor(
    /** The table's game (its folder name), whose words say the message. */
    readonly game: string,
    e: EffectRuntimeError,
    table: string | null,
  ) {
    super(500, "code_failed", e.message);
    this.said = atTable(runtimeMessageOf(e), game);
    this.logged = `${table ? `table ${table}: ` : ""}${crashText(e)}`;
  }
}

/** The error in a translator's language: "the game's code stopped on an error: not a space: none (cards/<game>/…:5:7, in …)". */
export function codeFailureText(tr: Translator, said: RuntimeMessage): string {
  return tr.t("cli.code_failed", { error: wordedPart(tr, said) ?? said.key });
}

/**
 * The message with each place named as a seat's page knows the content's files (GET /api/files:
 * cards/<game>/<file>), not as the server's folders are: a player learns nothing of the machine.
 */
export function atTable(said: RuntimeMessage, game: string): RuntimeMessage {
  const a = said.args;
  const args = a && typeof a["file"] === "string" ? { ...a, at: `cards/${game}/${a["file"]}:${a["line"]}:${a["column"]}` } : a;
  const parts = said.parts && Object.fromEntries(Object.entries(said.parts).map(([k, p]) => [k, atTable(p, game)]));
  return { key: said.key, ...(args ? { args } : {}), ...(parts ? { parts } : {}) };
}
