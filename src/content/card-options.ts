// Options that bring cards: a card whose `option` field names one of the game's options is in the
// game only with that option on (a set of optional cards, or one edition's extra card, declared
// in the game's own files). `cardwright scenarios` and the editor's New game
// dialog describe such an option by the cards it brings, with the same words; `new-game` says,
// when one is on, what each includes and what it leaves out.
import type { Translator } from "../i18n/translate.js";
import type { Content } from "./model.js";

/** Option id → the cards it brings into the game (in card-number order). */
export function cardOptions(content: Content): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const c of content.game.cards) {
    const o = c.attrs["option"];
    if (typeof o !== "string" || content.overlays[o]?.kind !== "option") continue;
    out.set(o, [...(out.get(o) ?? []), c.id]);
  }
  return out;
}

const names = (tr: Translator, cards: readonly string[]) => tr.list(cards.map((c) => tr.name("card", c)));

/** The one-line description of a card option: its cards, and the optional cards it does not include. */
export function cardOptionDescription(all: ReadonlyMap<string, readonly string[]>, tr: Translator, option: string): string {
  const others = [...all].filter(([o]) => o !== option);
  const own = tr.t("cli.scenarios.card_option", { cards: names(tr, all.get(option) ?? []) });
  if (!others.length) return own;
  return `${own}${tr.t("cli.scenarios.card_option_others", { others: tr.list(others.map(([o, cards]) => tr.t("cli.card_option.elsewhere", { cards: names(tr, cards), option: o }))) })}`;
}

/** For a game with at least one card option on: what each card option puts in the deck, or leaves out. */
export function cardOptionReport(content: Content, tr: Translator, options: string[]): string[] {
  const all = cardOptions(content);
  if (![...all.keys()].some((o) => options.includes(o))) return [];
  return [...all].map(([o, cards]) => tr.t(options.includes(o) ? "cli.card_option.on" : "cli.card_option.off", { option: o, cards: names(tr, cards), n: cards.length }));
}
