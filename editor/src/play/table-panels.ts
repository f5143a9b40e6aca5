// The panels beside the board that a player reads, drawn one way for the Play page's own games and
// for a seat at an online table (cw-online-seat): the question (or who won and why, or who is to
// move), the hand with the other hands' sizes and the side's other piles, the effects in force
// and the log. Each is given what one side may see (a BoardState of its view, its own questions),
// so neither page can show more than its side's view holds. Nothing here names a game.
import { html, nothing, type TemplateResult } from "lit";
import type { Translator } from "../../../src/i18n/translate.js";
import { sideColour } from "../board/geometry.js";
import type { BoardState, CardInfo, GameInfo, PendingView, PileState } from "../game/protocol.js";
import { answerKeys, numberedByValue } from "../../../src/play/answer-keys.js";

/** The game's declarations and words, and the page's own words (`play.*`), in the player's language. */
export interface PanelWords {
  info: GameInfo;
  cards: CardInfo[];
  /** The game's translator (names, the game-over line). */
  tr: Translator;
  /** The page's own words: `play.<key>`. */
  t: (key: string, args?: Record<string, string | number | boolean | null>) => string;
}

/** How many of the newest log lines the panel keeps. */
const LOG_LINES = 80;

/**
 * The side's questions with numbered answers (answers that are numbers keep their own digit as
 * their key, src/play/answer-keys.ts; an answer that loses, at once or by a danger the
 * game declares, marked ⚠ with why in its title, still allowed); when it has none, who won and why once the game is over, else `waiting`.
 */
export function questionPanels(w: PanelWords, board: BoardState, mine: PendingView[], waiting: TemplateResult | string, answer: (p: PendingView, id: string) => void) {
  const sides = w.info.sides.map((x) => x.id);
  if (board.result) return html`<div class="panel over" data-result>${w.tr.log({ k: "game.over", a: { winner: board.result.winner, reason: board.result.reason } })}</div>`;
  if (!mine.length) return html`<div class="panel question" data-waiting>${waiting}</div>`;
  const labels = mine.map((p) => p.options.map((o) => o.label));
  const keys = answerKeys(labels);
  // A question answered by its numbers shows no key beside them: the number is the key.
  const byValue = labels.map((l) => numberedByValue(l) !== null);
  return mine.map((p, q) => html`<div class="panel question" style="--c:${sideColour(sides, p.player)}" data-question=${p.kind}>
    <div class="prompt" data-prompt>${p.prompt}</div>
    <div class="opts">${p.options.map((o, i) => html`<button class="btn ${o.loses ? "loses" : ""}" data-option=${o.id} ?data-loses=${o.loses === true} title=${o.loses ? (o.warning ?? w.t("loses_at_once")) : nothing} @click=${() => answer(p, o.id)}>${keys[q]![i] !== null && !byValue[q] ? html`<kbd>${keys[q]![i]}</kbd>` : nothing}${o.label}${o.loses ? html`<span class="warn" aria-label=${o.warning ?? w.t("loses_at_once")}> ⚠</span>` : nothing}</button>`)}</div>
    ${p.options.some((o) => o.kind === "space") ? html`<div class="desc">${w.t("click_space")}</div>` : nothing}</div>`);
}

/**
 * The viewer's hand (each card with its number; those a question offers are highlighted and
 * answer it when clicked), the other hands' sizes, and the viewer's other piles it may see (a
 * secret objective it chose, say), each under the game's name for it.
 */
export function handPanels(w: PanelWords, board: BoardState, viewer: string, chooseCard: (id: string) => void) {
  const pile = w.info.hand ? (board.piles[w.info.hand] as Record<string, PileState> | undefined) : undefined;
  const cards = pile?.[viewer]?.cards ?? [];
  const others = w.info.sides.filter((x) => x.id !== viewer).map((x) => w.tr.t("play.holds", { side: x.id, count: pile?.[x.id]?.count ?? 0 }));
  const chip = (id: string) => {
    const c = w.cards.find((x) => x.id === id);
    const choosable = board.choosable.includes(id);
    // What the card does, on hover: a player without the printed cards has no other way to know.
    const text = w.tr.text(`card.${id}.text`) ?? c?.text;
    return html`<span class="chip ${choosable ? "choosable" : ""}" data-card=${id} title=${text || nothing} @click=${() => choosable && chooseCard(id)}>${w.tr.name("card", id) || c?.name || id}${c?.number != null ? html` <span class="muted">#${c.number}</span>` : nothing}</span>`;
  };
  const own = Object.entries(board.piles).flatMap(([id, p]) => {
    const mine = id === w.info.hand || "count" in p ? undefined : (p as Record<string, PileState>)[viewer];
    return mine?.cards?.length ? [{ id, cards: mine.cards }] : [];
  });
  // The other sides' other piles, by their sizes only (the cards stay theirs), as the terminal says them:
  // in the game's words (its translator), which name its piles.
  const theirs = Object.entries(board.piles).flatMap(([id, p]) =>
    id === w.info.hand || "count" in p ? [] : Object.entries(p as Record<string, PileState>).filter(([side]) => side !== viewer).map(([side, x]) => w.tr.t("play.other_pile", { side, pile: id, count: x.count })),
  );
  return html`<div class="panel"><div class="h">${w.t("hand", { count: cards.length })} <span class="muted" data-other-hands>· ${others.join(" · ")}</span></div>
    <div class="hand" data-hand=${viewer}>${cards.map(chip)}</div>
    ${theirs.length ? html`<div class="desc" style="margin-top:6px" data-other-piles>${theirs.join(" · ")}</div>` : nothing}</div>
    ${own.map((p) => html`<div class="panel" data-own-pile=${p.id}><div class="h">${w.tr.name("pile", p.id)}: ${p.cards.length}</div><div class="hand">${p.cards.map(chip)}</div></div>`)}`;
}

/** The lasting effects in force, each with the side it works for. */
export function effectsPanel(w: PanelWords, board: BoardState) {
  return html`<div class="panel"><div class="h">${w.t("effects")}</div><div data-effects>${board.effects.length ? board.effects.map((e) => html`<div>${e.name} <span class="muted">(${w.tr.name("side", e.owner)})</span></div>`) : html`<span class="muted">${w.t("none")}</span>`}</div></div>`;
}

/** The newest log lines the side may read; `followLog` keeps the newest in sight. */
export function logPanel(w: PanelWords, lines: string[]) {
  return html`<div class="panel"><div class="h">${w.t("log")}</div><div class="log" data-log>${lines.slice(-LOG_LINES).map((l) => html`<div>${l}</div>`)}</div></div>`;
}

/** After each render: the log follows the game, its newest line in sight (how the game ended, the bot's last move). */
export function followLog(root: ParentNode): void {
  const log = root.querySelector("[data-log]");
  if (log) log.scrollTop = log.scrollHeight;
}
