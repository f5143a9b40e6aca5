// An answer a seat sent that is none of its question's options, worded as the seat reads the
// question: the question's prompt and its options by their names in the asker's language (the
// kernel's reason, move.illegal.not_an_option, names them by id: it has no words of the game's).
import type { Args, Translator } from "../i18n/index.js";
import type { Decision } from "../kernel/index.js";

/** The refusal's message key (src/locales), its arguments given by answerArgs. */
export const ILLEGAL_ANSWER_KEY = "serve.refused.illegal_move";

/** At most this many options are named; the rest are counted (a question may offer every space of a board). */
const NAMED_OPTIONS = 12;

/** The question a refused answer was given to, kept to word the refusal in each asker's language. */
export interface RefusedAnswer {
  decision: Decision;
  choice: string;
}

/**
 * The arguments of ILLEGAL_ANSWER_KEY in `tr`'s language: the answer sent (its name when it names
 * something the game words, else as sent, in backquotes), the question as the seat is asked it,
 * the options by their names, and how many more there are.
 */
export function answerArgs(tr: Translator, { decision, choice }: RefusedAnswer): Args {
  const named = tr.option(decision, choice);
  // option() gives the id with spaces for underscores when nothing names it: show what was sent.
  const sent = named === choice.replace(/_/g, " ") ? `\`${choice}\`` : named;
  const shown = decision.options.slice(0, NAMED_OPTIONS);
  return {
    choice: sent,
    question: tr.prompt(decision),
    options: shown.map((o) => tr.option(decision, o)),
    more: decision.options.length - shown.length,
  };
}

/** The refusal in `tr`'s language. */
export function answerText(tr: Translator, refused: RefusedAnswer): string {
  return tr.t(ILLEGAL_ANSWER_KEY, answerArgs(tr, refused));
}
