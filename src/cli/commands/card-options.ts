// Which optional cards a game has: each option that puts cards in the deck (`optional_cards`, the
// deluxe #104–110; `spanish_edition`, the Spanish edition's card), said in the reader's language.
// `scenarios` lists them; `new-game` says, when one is on, what it includes and what it leaves out.
import type { Content } from "../../content/model.js";
import type { Translator } from "../../i18n/index.js";

/** Option id → the cards it adds (in card-number order). */
export function cardOptions(content: Content): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const c of content.cardList) {
    if (!c.optional) continue;
    const o = c.option ?? "optional_cards";
    out.set(o, [...(out.get(o) ?? []), c.id]);
  }
  return out;
}

const names = (tr: Translator, cards: string[]) => tr.list(cards.map((c) => tr.name("card", c)));

/** The `scenarios` description of a card option: its cards, and the optional cards it does not include. */
export function cardOptionDescription(content: Content, tr: Translator, option: string): string {
  const all = cardOptions(content);
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
