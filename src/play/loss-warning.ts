// The words beside an answer marked by losingAnswers, in the player's language. A loss at once has
// the caller's own message (the terminal's short one, the pages' sentence); a danger is said in the
// game's own words when its content has them (the message `danger.<id>`, one per danger declared in
// game.yaml `bots: danger`), else with the caller's general message. No node: imports (the Play
// page's worker uses it too).
import type { Translator } from "../i18n/index.js";
import type { Loss } from "./losing-answers.js";

export function lossWarning(tr: Translator, loss: Loss, keys: { atOnce: string; later: string }): string {
  if (loss.danger === null) return tr.t(keys.atOnce);
  const own = `danger.${loss.danger}`;
  return tr.hasMessage(own) ? tr.t(own) : tr.t(keys.later);
}

/**
 * An answer's mark on a page (the Play page, an online seat): it loses, and why when a danger is the
 * reason (a loss at once is said by the page's own message).
 */
export function markedLoss(tr: Translator, loss: Loss | undefined): { loses?: true; warning?: string } {
  if (!loss) return {};
  return loss.danger === null ? { loses: true } : { loses: true, warning: lossWarning(tr, loss, PAGE_WARNINGS) };
}

/** The terminal's messages. */
export const TERMINAL_WARNINGS = { atOnce: "cli.play.loses_at_once", later: "cli.play.loses_later" };

/** The pages' messages (a button's title). */
export const PAGE_WARNINGS = { atOnce: "play.loses_at_once", later: "play.loses_later" };
