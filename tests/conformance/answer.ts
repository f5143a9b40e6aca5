// Answers the engine's pending decision from the log: the card and how it is used from the
// round's header and sections, targets from `Target:` lines, where Influence goes from the
// Influence lines still unmatched, cards from reveal/discard/play lines, event choices from
// `chooses` lines. An answer the log does not show is marked unbacked: the replay then tries
// every option and keeps the one whose results fit the log best.
import type { Decision, Game, State } from "../../src/kernel/index.js";
import { asSide, cardKind, type Side } from "./ts-state.js";
import { openItems, sectionsAhead, sectionStart, type Cursor } from "./cursor.js";
import type { ImportedGame, Item, Segment } from "./import.js";
import { pendingInfluence, type MatchState } from "./matcher.js";

export interface AnswerContext {
  g: Game;
  state: State;
  game: ImportedGame;
  seg: Segment;
  cur: Cursor;
  ms: MatchState;
  /** Setup answers given so far, per side. */
  setupDone: { us: number; ussr: number };
}

export interface Answer {
  /** null: the log shows something the engine does not allow (see `why`). */
  choice: string | null;
  /** The log shows this answer (false: a guess, to be checked against the results). */
  backed: boolean;
  /** Items of the segment this answer uses up (targets, card lines, choices). */
  uses?: number[];
  why?: string;
  line?: number;
}

const MODE_NAMES: Record<string, string> = { influence: "Place Influence", coup: "Coup", realign: "Realignment", space: "Space Race" };

export function decide(ctx: AnswerContext, d: Decision): Answer {
  switch (d.kind) {
    case "setup_influence":
      return setupAnswer(ctx, d);
    case "headline_card":
      return cardAnswer(ctx, d, ctx.seg.headlines?.[asSide(d.player)] ?? null, "headline");
    case "action_card":
      return cardAnswer(ctx, d, ctx.seg.card ?? null, "action round");
    case "play_mode":
      return playMode(ctx, d);
    case "event_order":
      return eventOrder(ctx, d);
    case "place_influence":
      return influence(ctx, d, asSide(d.player), 1);
    case "add_influence":
      return influence(ctx, d, asSide(d.args?.side ?? d.player), 1);
    case "remove_influence":
      return influence(ctx, d, asSide(d.args?.side ?? d.player), -1);
    case "coup_target":
    case "realign_target":
      return target(ctx, d);
    case "ops_use":
      return opsUse(ctx, d);
    case "pick_card":
    case "event_from_discard": // Star Wars' pick_card, asked with its own prompt
    case "pick_cards":
      return pickCard(ctx, d);
    case "pick_country":
    case "pick_war_target": // a war card's pick_country, asked with its own prompt
      return pickCountry(ctx, d);
    case "pick_region":
      return fromItems(ctx, d, (i) => (i.kind === "choice" && i.regionId ? i.regionId : null));
    case "choose_option":
      return chooseOption(ctx, d);
    case "discard_held": {
      const a = fromItems(ctx, d, (i) => (i.kind === "card" && i.verb === "discards" && i.side === d.player ? i.cardId ?? null : null));
      return a.backed ? a : { choice: d.options.includes("keep") ? "keep" : d.options[0]!, backed: true };
    }
    default:
      return guess(d);
  }
}

const guess = (d: Decision): Answer => ({ choice: d.options[0] ?? null, backed: false });

function setupAnswer(ctx: AnswerContext, d: Decision): Answer {
  const side = asSide(d.player);
  const country = ctx.game.setup[side][ctx.setupDone[side]];
  if (!country) return guess(d);
  if (!d.options.includes(country)) return { choice: null, backed: true, why: `the log places setup Influence in ${country}; the engine offers ${d.options.join(", ")}` };
  return { choice: country, backed: true };
}

function cardAnswer(ctx: AnswerContext, d: Decision, card: string | null, what: string): Answer {
  if (card === null) {
    if (d.options.includes("pass")) return { choice: "pass", backed: true };
    return { choice: null, backed: true, why: `the log shows no card for this ${what}; the engine asks ${d.player} for one (${d.options.join(", ")})` };
  }
  if (!d.options.includes(card)) return { choice: null, backed: true, why: `the log plays ${card} in this ${what}; the engine allows ${d.options.join(", ") || "nothing"}` };
  return { choice: card, backed: true };
}

function cardSide(ctx: AnswerContext, card: string): string {
  return cardKind(ctx.g, card) === "scoring" ? "scoring" : (ctx.g.card.get(card)?.side ?? "neutral");
}

function playMode(ctx: AnswerContext, d: Decision): Answer {
  const card = String(d.args?.card ?? "");
  const own = cardSide(ctx, card) !== (d.player === "us" ? "ussr" : "us");
  const ahead = sectionsAhead(ctx.cur, ctx.seg).filter(({ index }) => index === 0 || !ctx.cur.entered.includes(index));
  const first = ahead.find(({ section }) => section.kind !== "header");
  if (!own && first?.section.kind === "event" && first.section.card === card) {
    // The opponent's event first: Ops sections right after it may be the event's own (CIA
    // Created, Che), so the player's Ops are its last section, preferably one the lines show is its.
    const ops = ahead.filter(({ section }) => section.kind === "ops" && section.mode && (!section.side || section.side === d.player));
    const mine = ops.filter(({ section }) => section.side === d.player).at(-1) ?? ops.at(-1);
    const mode = mine?.section.mode;
    if (mode && d.options.includes(mode)) return { choice: mode, backed: true };
    if (mode) return { choice: null, backed: true, line: mine.section.line, why: `the log plays ${card} for ${MODE_NAMES[mode]}; the engine offers ${d.options.join(", ")}` };
  }
  for (const { section, index } of sectionsAhead(ctx.cur, ctx.seg)) {
    if (ctx.cur.entered.includes(index) && index !== 0) continue;
    if (section.kind === "ops" && section.mode && (!section.side || section.side === d.player)) {
      if (d.options.includes(section.mode)) return { choice: section.mode, backed: true };
      return { choice: null, backed: true, line: section.line, why: `the log plays ${card} for ${MODE_NAMES[section.mode]}; the engine offers ${d.options.join(", ")}` };
    }
    if (section.kind === "event" && section.card === card && own) {
      if (d.options.includes("event")) return { choice: "event", backed: true };
      return { choice: null, backed: true, line: section.line, why: `the log plays ${card} for its event; the engine offers ${d.options.join(", ")}` };
    }
  }
  return guess(d);
}

function eventOrder(ctx: AnswerContext, d: Decision): Answer {
  const card = String(d.args?.card ?? "");
  let event = -1;
  let ops = -1;
  for (const { section, index } of sectionsAhead(ctx.cur, ctx.seg)) {
    if (event < 0 && section.kind === "event" && section.card === card) event = index;
    if (ops < 0 && section.kind === "ops" && (!section.side || section.side === d.player)) ops = index;
  }
  if (event < 0 || ops < 0) return { choice: "ops_first", backed: event < 0 };
  return { choice: event < ops ? "event_first" : "ops_first", backed: true };
}

function influence(ctx: AnswerContext, d: Decision, side: Side, sign: 1 | -1): Answer {
  const start = sectionStart(ctx.seg, ctx.cur.section);
  const cands = pendingInfluence(ctx.ms, ctx.seg).filter((p) => p.side === side && p.left * sign > 0 && d.options.includes(p.country));
  const here = cands.find((p) => ctx.seg.items[p.item]!.section === ctx.cur.section);
  if (here) return { choice: here.country, backed: true };
  const later = cands.find((p) => p.item >= start);
  if (later) return { choice: later.country, backed: false };
  if (sign < 0 && d.options.includes("done")) return { choice: "done", backed: true };
  return guess(d);
}

function target(ctx: AnswerContext, d: Decision): Answer {
  const next = openItems(ctx.cur, ctx.seg).find(({ item }) => item.kind === "target");
  if (!next) return d.options.includes("done") ? { choice: "done", backed: true } : guess(d);
  const country = next.item.countryId!;
  if (!d.options.includes(country)) return { choice: null, backed: true, line: next.item.line, why: `the log targets ${country}; the engine offers ${d.options.join(", ")}` };
  return { choice: country, backed: true, uses: [next.index] };
}

function opsUse(ctx: AnswerContext, d: Decision): Answer {
  for (const { section, index } of sectionsAhead(ctx.cur, ctx.seg)) {
    if (ctx.cur.entered.includes(index) || section.kind !== "ops" || !section.mode || (section.side && section.side !== d.player)) continue;
    if (d.options.includes(section.mode)) return { choice: section.mode, backed: true };
    return { choice: null, backed: true, line: section.line, why: `the log uses the Ops for ${MODE_NAMES[section.mode]}; the engine offers ${d.options.join(", ")}` };
  }
  return guess(d);
}

/** The first open item (current section onwards) that gives an option. */
function fromItems(ctx: AnswerContext, d: Decision, option: (i: Item) => string | null, sectionOnly = false): Answer {
  for (const { item, index } of openItems(ctx.cur, ctx.seg, { sectionOnly })) {
    const o = option(item);
    if (o && d.options.includes(o)) return { choice: o, backed: true, uses: [index] };
  }
  return guess(d);
}

/**
 * A card choice the replay could not match with a log line (card-choice.ts tries each option and
 * compares the card it moves): none or done when the event's lines show no card, else a guess that
 * the replay checks by trying every option.
 */
function pickCard(ctx: AnswerContext, d: Decision): Answer {
  const shown = openItems(ctx.cur, ctx.seg, { sectionOnly: true }).some(({ item }) => item.kind === "card");
  if (d.options.includes("none") && !shown) return { choice: "none", backed: true };
  if (d.options.includes("done")) return { choice: "done", backed: !shown };
  return guess(d);
}

function pickCountry(ctx: AnswerContext, d: Decision): Answer {
  const a = fromItems(ctx, d, (i) => (i.kind === "war" || i.kind === "target" || i.kind === "influence" ? i.countryId ?? null : null));
  // A country picked for a coup is still the coup's `Target:` line: leave it for the coup.
  if (a.uses?.length && ctx.seg.items[a.uses[0]!]?.kind === "target") delete a.uses;
  return a;
}

function chooseOption(ctx: AnswerContext, d: Decision): Answer {
  const choice = openItems(ctx.cur, ctx.seg, { sectionOnly: true }).find(({ item }) => item.kind === "choice");
  if (choice && choice.item.kind === "choice") {
    const words = choice.item.text.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 3);
    const o = d.options.find((opt) => words.some((w) => opt.toLowerCase().includes(w.slice(0, 6))));
    if (o) return { choice: o, backed: true, uses: [choice.index] };
  }
  // A card taken from the opponent (Grain Sales): `US returns X to USSR` gives it back,
  // `US plays X` plays it (conformance log 33:667).
  const card = openItems(ctx.cur, ctx.seg, { sectionOnly: true }).find(({ item }) => item.kind === "card" && item.side === d.player && (item.verb === "returns" || item.verb === "plays"));
  if (card && card.item.kind === "card") {
    const o = d.options.find((opt) => opt === (card.item.kind === "card" && card.item.verb === "returns" ? "return_card" : "play_card"));
    if (o) return { choice: o, backed: true };
  }
  // An event that goes on with a coup or realignment of its own (Junta, Tear Down This Wall):
  // the log prints its Ops section right after the event (conformance log 74:643).
  const next = ctx.seg.sections[ctx.cur.section + 1];
  if (ctx.seg.sections[ctx.cur.section]?.kind === "event" && next?.kind === "ops" && next.mode && (!next.side || next.side === d.player) && !ctx.cur.entered.includes(ctx.cur.section + 1) && d.options.includes(next.mode)) {
    return { choice: next.mode, backed: true };
  }
  return guess(d);
}
