// A card chosen inside an event (pick_card, pick_cards: Star Wars, SALT Negotiations, Missile
// Envy, UN Intervention, Blockade, Aldrich Ames, Ask Not, Our Man in Tehran …) is read from the
// state change it must produce, not from the first log line that names a card: each option is
// tried on a copy of the game and the card it moves is matched with the log's lines about that
// card. One event can play another (Star Wars plays SALT Negotiations, which takes a card back),
// so the lines right after a pick may be about the next event's cards.
import type { Decision, Game, State } from "../../src/kernel/index.js";
import { hand, pile, type Side } from "./ts-state.js";
import type { Answer } from "./answer.js";
import type { Fact } from "./facts.js";
import type { Item, Segment } from "./import.js";
import { runWithHiddenDice, type SearchContext } from "./search.js";
import { sectionStart } from "./cursor.js";

type Place = "deck" | "discard" | "removed" | "in_play" | `hand:${Side}` | "none";

/** Where a card is. */
function placeOf(g: Game, state: State, card: string): Place {
  if (hand(g, state, "us").includes(card)) return "hand:us";
  if (hand(g, state, "ussr").includes(card)) return "hand:ussr";
  for (const p of ["deck", "discard", "removed", "in_play"] as const) if (pile(g, state, p).includes(card)) return p;
  return "none";
}

/** What a move did to one card: where it went, and whether its event or a play of it began. */
export interface CardChange {
  card: string;
  from: Place;
  to: Place;
  event: boolean;
  playedBy: Side | null;
  /** The side whose hand was shown with this card in it. */
  shownBy: Side | null;
}

export function cardChange(g: Game, before: State, after: State, facts: Fact[], card: string): CardChange {
  const play = facts.find((f) => f.k === "play" && f.card === card);
  const shown = facts.find((f) => f.k === "revealed" && f.cards.includes(card));
  return {
    card,
    from: placeOf(g, before, card),
    to: placeOf(g, after, card),
    event: facts.some((f) => f.k === "event" && f.card === card),
    playedBy: play && play.k === "play" ? play.side : null,
    shownBy: shown && shown.k === "revealed" ? shown.side : null,
  };
}

/** Whether a log item shows this change of its card. */
export function itemShows(item: Item, section: Segment["sections"][number] | undefined, c: CardChange): boolean {
  if (item.kind === "event") return section?.kind === "event" && section.card === c.card && c.event;
  if (item.kind !== "card" || item.cardId !== c.card) return false;
  const own = `hand:${item.side}` as Place;
  const moved = c.from !== c.to;
  switch (item.verb) {
    case "discards":
      // From the side's hand, or from the draw pile (Our Man in Tehran's discards).
      return c.to === "discard" && (c.from === own || c.from === "deck");
    case "reveals":
      // A hand shown (CIA Created, Aldrich Ames Remix), or a card shown by the side whose hand it
      // leaves (Missile Envy) or enters (SALT Negotiations).
      return c.shownBy === item.side || (moved && (c.from === own || c.to === own));
    case "plays":
      return c.playedBy === item.side || (moved && c.from.startsWith("hand:") && ["in_play", "discard", "removed"].includes(c.to));
    default:
      return false;
  }
}

// event_from_discard: Star Wars' pick_card, asked with a prompt of its own.
const CARD_DECISIONS = new Set(["pick_card", "event_from_discard", "pick_cards"]);

/**
 * The option of a card decision whose move changes its card the way the earliest open log line
 * about a card shows (from the current section on). For pick_cards, a card is tried with `done`
 * after it, which is when the chosen cards move. Null: no option's change is in the log.
 */
export function cardChoice(c: SearchContext, state: State, d: Decision): Answer | null {
  if (!CARD_DECISIONS.has(d.kind)) return null;
  const seg = c.game.segments[c.segIndex]!;
  const from = sectionStart(seg, c.cur.section);
  const open = seg.items.map((item, index) => ({ item, index })).filter(({ item, index }) => index >= from && !c.cur.used.includes(index) && (item.kind === "card" || item.kind === "event"));
  if (!open.length) return null;
  // Only a card some open line names can be shown moving: the others need no trial.
  const named = new Set(open.map(({ item }) => (item.kind === "card" ? item.cardId : item.kind === "event" ? seg.sections[item.section]?.card : null)));
  let best: { choice: string; at: number } | null = null;
  for (const option of d.options) {
    if (!c.g.card.has(option) || !named.has(option)) continue;
    const change = changeOf(c, state, d, option);
    if (!change) continue;
    const hit = open.find(({ item }) => itemShows(item, seg.sections[item.section], change));
    if (hit && (!best || hit.index < best.at)) best = { choice: option, at: hit.index };
  }
  if (!best) return null;
  // A card line is this choice's own result: a random pick later in the move must not take it.
  const shown = seg.items[best.at]!;
  return { choice: best.choice, backed: true, ...(shown.kind === "card" ? { uses: [best.at] } : {}) };
}

/**
 * The open card lines of the segment (from the current section on) that a move's changes account
 * for: once used, no later choice or random pick takes them for another card.
 */
export function explainedItems(g: Game, seg: Segment, from: number, used: number[], before: State, after: State, facts: Fact[]): number[] {
  const out: number[] = [];
  const changes = new Map<string, CardChange>();
  for (let i = from; i < seg.items.length; i++) {
    const item = seg.items[i]!;
    if (used.includes(i) || item.kind !== "card" || !item.cardId) continue;
    const change = changes.get(item.cardId) ?? cardChange(g, before, after, facts, item.cardId);
    changes.set(item.cardId, change);
    // The log may print one change twice ("USSR reveals X", "USSR reveals X from hand").
    if (itemShows(item, seg.sections[item.section], change)) out.push(i);
  }
  return out;
}

/** The change of `option`'s card when it is chosen (for pick_cards: chosen, then done). */
function changeOf(c: SearchContext, state: State, d: Decision, option: string): CardChange | null {
  const first = runWithHiddenDice(c, state, { player: d.player, choice: option });
  if (!first.ok) return null;
  let after = first.outcome.state;
  let facts = first.outcome.facts;
  if (d.kind === "pick_cards" && after.pending.some((p) => p.kind === "pick_cards" && p.player === d.player && p.options.includes("done"))) {
    const done = runWithHiddenDice(c, after, { player: d.player, choice: "done" });
    if (!done.ok) return null;
    after = done.outcome.state;
    facts = [...facts, ...done.outcome.facts];
  }
  return cardChange(c.g, state, after, facts, option);
}
