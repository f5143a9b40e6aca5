// The sequence of play (rule 4.5): setup placements, the turn's steps, the headline phase,
// action rounds, playing a card (event, operations or space race), and the end of the turn.
import { inRegion, otherSide, SIDES, type Card, type Content, type Side } from "../content/model.js";
import { drawCard, endGame, gainVp, log, setDefcon, takeCard, changeInfluence } from "./actions.js";
import { evaluate, truthy } from "./evaluate.js";
import { runBlock } from "./interpreter.js";
import { ask, defineFrame, pop, push, type Machine } from "./machine.js";
import { hasOpsTarget, startOperations, type OpsUse } from "./operations.js";
import {
  countriesWithInfluence, actionRoundsFor, handSize, hasSpaceAbility, isForbidden, modifiers, nextSpaceBox, opsValue, spaceAttemptsAllowed,
} from "./queries.js";
import { shuffle } from "./rng.js";
import { attemptSpace } from "./space.js";
import { fireTriggers } from "./triggers.js";
import type { Frame, GameState } from "./state.js";
import { endEffect } from "./builtins.js";
import { heldScoring } from "./held-scoring.js";

// --- setup: free placements (rule 3)

interface SetupPlaceFrame extends Frame {
  t: "setup_place";
  side: Side;
  left: number;
  /** Region or subregion, or null for anywhere. */
  region: string | null;
  onlyWherePresent?: boolean;
  maxOverControl?: number;
  /** Countries where the side had Influence when this placement began (bids, handicap). */
  present?: string[];
}

/** Where a free setup placement may go: its region, and for bids only where the side already was, up to control + N (rule 11.1.4.1). */
export function setupPlacementOptions(m: Machine, f: SetupPlaceFrame): string[] {
  const { content, state } = m;
  const i = f.side === "us" ? 0 : 1;
  f.present ??= content.countries.filter((c) => (state.influence[c.id]?.[i] ?? 0) > 0).map((c) => c.id);
  return content.countries
    .filter((c) => c.event_target !== false && (!f.region || inRegion(c, f.region)))
    .filter((c) => !f.onlyWherePresent || f.present!.includes(c.id))
    .filter((c) => {
      if (f.maxOverControl === undefined) return true;
      const inf = state.influence[c.id]!;
      return inf[i]! + 1 <= c.stability + inf[1 - i]! + f.maxOverControl;
    })
    .map((c) => c.id);
}

defineFrame<SetupPlaceFrame>("setup_place", {
  step(m, f) {
    const options = f.left > 0 ? setupPlacementOptions(m, f) : [];
    if (!options.length) return pop(m);
    ask(m, { player: f.side, kind: "setup_influence", options, args: { left: f.left, region: f.region } });
  },
  answer(m, f, c) {
    changeInfluence(m.content, m.state, f.side, c, 1);
    f.left--;
  },
});

// --- the turn

export const TURN_STEPS = ["defcon", "eras", "deal", "headline", "action_rounds", "end"] as const;
interface TurnFrame extends Frame {
  t: "turn";
  step: number;
}

defineFrame<TurnFrame>("turn", {
  step(m, f) {
    const { content, state } = m;
    const step = TURN_STEPS[f.step++];
    switch (step) {
      case "defcon":
        log(state, "turn.start", { turn: state.turn });
        setDefcon(content, state, state.defcon + 1);
        return;
      case "eras":
        return addEraCards(m);
      case "deal":
        return deal(content, state);
      case "headline":
        state.round = 0;
        return push(m, { t: "headline", stage: 0, picks: {}, order: [] });
      case "action_rounds":
        return push(m, { t: "rounds", r: 1, slot: 0 });
      case "end":
        return endOfTurn(m, f);
      default:
        // After the end step: the next turn, or final scoring after the last one.
        if (state.turn >= content.rules.turns.count) {
          state.stack.pop();
          return push(m, { t: "final_scoring" });
        }
        state.turn++;
        f.step = 0;
    }
  },
});

function addEraCards(m: Machine): void {
  const { content, state } = m;
  const scenario = content.scenarios[state.scenario]!;
  for (const era of content.rules.turns.eras) {
    if (era.joins_at_turn !== state.turn || scenario.decks.start_with.includes(era.id)) continue;
    const cards = deckCards(content, state.options, [era.id]).filter((c) => !state.removed.includes(c));
    state.deck.push(...cards);
    shuffle(state, state.deck);
    log(state, "deck.era", { era: era.id, cards: cards.length });
  }
}

/** Whether a card is part of the game: an optional card only when its option is on. */
export function cardInGame(card: Card, options: string[]): boolean {
  return !card.optional || options.includes(card.option ?? "optional_cards");
}

/** The cards of some eras that go into the draw pile, given the options switched on. */
export function deckCards(content: Content, options: string[], eras: string[]): string[] {
  return content.cardList.filter((c) => eras.includes(c.era) && c.kind !== "china" && cardInGame(c, options)).map((c) => c.id);
}

/** Deals up to the hand size, alternating and starting with the USSR (rule 11.1.3). */
export function deal(content: Content, state: GameState): void {
  const size = handSize(content, state.turn).hand;
  const first = content.rules.turns.first_in_action_round;
  for (let progress = true; progress; ) {
    progress = false;
    for (const side of [first, otherSide(first)]) {
      if (state.hands[side].length < size && drawCard(state, side, !!content.rules.alternate_rules?.reshuffle_when_empty)) progress = true;
    }
  }
}

function endOfTurn(m: Machine, f: TurnFrame): void {
  const { content, state } = m;
  // Required military operations (rule 8.2): the net of both shortfalls goes to the VP track.
  const short = { us: Math.max(0, state.defcon - state.milops.us), ussr: Math.max(0, state.defcon - state.milops.ussr) };
  const net = short.us - short.ussr;
  // The line says what each side did, its shortfall and the VP that changes hands.
  if (short.us || short.ussr) log(state, "milops.penalty", { defcon: state.defcon, usDone: state.milops.us, ussrDone: state.milops.ussr, us: short.us, ussr: short.ussr, vp: Math.abs(net), to: net > 0 ? "ussr" : net < 0 ? "us" : null });
  if (net > 0) gainVp(content, state, "ussr", net);
  else if (net < 0) gainVp(content, state, "us", -net);
  for (const e of state.effects.filter((e) => content.effects[e.id]?.duration === "turn")) endEffect(m, e.id);
  fireTriggers(m, "turn_end", null, null);
  state.milops = { us: 0, ussr: 0 };
  state.spaceAttempts = { us: 0, ussr: 0 };
  if (state.china.holder) state.china.faceUp = true;
  for (const side of SIDES) {
    if (hasSpaceAbility(content, state, side, "discard_held_card") && state.hands[side].length) push(m, { t: "discard_held", side });
    // A scoring card an event forced on the side is excused (rule 10.1.5, held-scoring.ts).
    const { held, excused } = heldScoring(content, state, side);
    if (held.length > excused.length) {
      log(state, "turn.held_scoring", { side });
      if (content.rules.alternate_rules?.held_scoring_card_loses) endGame(state, otherSide(side), "held_scoring_card");
    } else if (held.length) log(state, "turn.held_scoring_excused", { side, cards: excused });
  }
  delete state.scoringForcedByEvent;
  void f;
}

defineFrame<Frame & { t: "discard_held"; side: Side; done?: boolean }>("discard_held", {
  step(m, f) {
    if (f.done || !m.state.hands[f.side].length) return pop(m);
    ask(m, { player: f.side, kind: "discard_held", options: [...m.state.hands[f.side], "keep"] });
  },
  answer(m, f, c) {
    f.done = true;
    if (c !== "keep") {
      takeCard(m.state, c);
      m.state.discard.push(c);
      log(m.state, "card.discard", { card: c, side: f.side });
    }
  },
});

// --- headline (rule 4.5 C)

interface HeadlineFrame extends Frame {
  t: "headline";
  stage: number;
  picks: Partial<Record<Side, string>>;
  order: Side[];
}

function headlineOptions(m: Machine, side: Side): string[] {
  return m.state.hands[side].filter((c) => m.content.cards[c]?.headline !== false && !isForbidden(m.content, m.state, "headline", side, c));
}

/** Who picks first: a side holding the "see the headline first" ability makes the other pick first. */
function pickOrder(m: Machine): Side[] {
  const first = content_first(m);
  return [first, otherSide(first)];
}
function content_first(m: Machine): Side {
  for (const side of SIDES) if (hasSpaceAbility(m.content, m.state, side, "see_headline_first")) return otherSide(side);
  return m.content.rules.turns.first_in_action_round;
}

/** Higher Ops first; ties to the US; scoring cards (0) always second, both scoring: US first. */
export function headlineResolutionOrder(content: Content, picks: Partial<Record<Side, string>>): Side[] {
  const sides = SIDES.filter((s) => picks[s]);
  const value = (s: Side) => {
    const card = content.cards[picks[s]!]!;
    if (card.headline_first) return 100;
    return card.kind === "scoring" ? -1 : card.ops;
  };
  return sides.sort((a, b) => value(b) - value(a) || (a === "us" ? -1 : 1));
}

defineFrame<HeadlineFrame>("headline", {
  step(m, f) {
    const order = pickOrder(m);
    if (f.stage < 2) {
      const side = order[f.stage]!;
      const options = headlineOptions(m, side);
      if (!options.length) {
        f.stage++;
        return;
      }
      return ask(m, { player: side, kind: "headline_card", options });
    }
    if (f.stage === 2) {
      f.order = headlineResolutionOrder(m.content, f.picks);
      for (const side of SIDES) if (f.picks[side]) log(m.state, "headline.card", { side, card: f.picks[side]! });
      f.stage = 3;
    }
    const next = f.order.shift();
    if (next && (f as HeadlineFrame & { cancelled?: Side[] }).cancelled?.includes(next)) {
      const card = f.picks[next]!;
      takeCard(m.state, card);
      m.state.discard.push(card);
      log(m.state, "card.discard", { card, side: next });
      return;
    }
    if (!next) {
      for (const e of m.state.effects.filter((e) => m.content.effects[e.id]?.duration === "action_round")) endEffect(m, e.id);
      return pop(m);
    }
    // Each headline is played as an event by its player (an opponent's event is carried out by the opponent).
    push(m, { t: "play", side: next, card: f.picks[next]!, stage: 0, mode: "event", allowEvent: true, source: "headline" });
  },
  answer(m, f, card) {
    const side = pickOrder(m)[f.stage]!;
    f.picks[side] = card;
    takeCard(m.state, card);
    m.state.inPlay.push(card);
    f.stage++;
  },
});

// --- action rounds (rule 4.5 D)

defineFrame<Frame & { t: "rounds"; r: number; slot: number }>("rounds", {
  step(m, f) {
    const { content, state } = m;
    const first = content.rules.turns.first_in_action_round;
    const max = Math.max(actionRoundsFor(content, state, "us"), actionRoundsFor(content, state, "ussr"));
    if (f.r > max) return pop(m);
    const side = f.slot === 0 ? first : otherSide(first);
    const round = f.r;
    if (f.slot === 1) f.r++;
    f.slot = 1 - f.slot;
    if (round <= actionRoundsFor(content, state, side)) {
      state.round = round;
      push(m, { t: "ar", side, stage: 0 });
    }
  },
});

/** The action-card option of a player whose only playable card is the China Card. */
export const PASS = "pass";

export function playableCards(m: Machine, side: Side): string[] {
  const { content, state } = m;
  const hand = state.hands[side];
  const scoring = hand.filter((c) => content.cards[c]?.kind === "scoring");
  const roundsLeft = actionRoundsFor(content, state, side) - state.round + 1;
  // A scoring card may not be held at the end of a turn (rule 10.1.5). Like the official edition,
  // the engine does not force it early (a player may, say, discard it with Five Year Plan); the
  // option `scoring_cards_forced` offers only scoring cards once the rounds left are needed for them.
  if (content.rules.alternate_rules?.scoring_cards_forced && scoring.length && scoring.length >= roundsLeft) return scoring;
  const cards = [...hand];
  // Rounds beyond the usual number (North Sea Oil, the Space Station) may be played, not must.
  if (state.round > handSize(content, state.turn).rounds && cards.length) cards.push(PASS);
  // Rule 9.5 (b): the China Card may not be played when that would stop a scoring card being played.
  const chinaBlocked = scoring.length > 0 && scoring.length >= roundsLeft;
  if (state.china.holder === side && state.china.faceUp && !chinaBlocked) {
    cards.push(content.chinaCard);
    // Running out of cards never forces the China Card (rule 9.8): with nothing else, the player may pass.
    if (!hand.length) cards.push(PASS);
  }
  return cards;
}

defineFrame<Frame & { t: "ar"; side: Side; stage: number }>("ar", {
  step(m, f) {
    const { content, state } = m;
    if (f.stage === 0) {
      state.phasing = f.side;
      state.defconAtRoundStart = state.defcon;
      state.defconEnteredThisRound = [];
      log(state, "ar.start", { side: f.side, turn: state.turn, round: state.round });
      f.stage = 1;
      fireTriggers(m, "action_round_start", f.side, null);
      return;
    }
    if (f.stage === 1) {
      state.phasing = f.side;
      const replacement = modifiers(content, state, "replace_action_round", f.side)[0];
      f.stage = 2;
      if (replacement?.modifier.do) return runBlock(m, replacement.modifier.do, { me: f.side, phasing: f.side, card: content.effects[replacement.effect.id]!.card });
      // Influence placed with this round's Ops may only go where the player can reach now, at the
      // start of the round, whatever an opponent's event resolved first does (rule 6.1.1).
      state.accessAtRoundStart = { side: f.side, present: countriesWithInfluence(content, state, f.side) };
      const options = playableCards(m, f.side);
      if (!options.length) {
        log(state, "ar.pass", { side: f.side });
        return;
      }
      return ask(m, { player: f.side, kind: "action_card", options });
    }
    if (f.stage === 2) {
      f.stage = 3;
      return fireTriggers(m, "action_round_end", f.side, null);
    }
    for (const e of state.effects.filter((e) => content.effects[e.id]?.duration === "action_round")) endEffect(m, e.id);
    state.accessAtRoundStart = null;
    pop(m);
  },
  answer(m, f, card) {
    if (card === PASS) return log(m.state, "ar.pass", { side: f.side });
    if (card !== m.content.chinaCard) takeCard(m.state, card);
    m.state.inPlay.push(card);
    push(m, { t: "play", side: f.side, card, stage: 0, mode: null, allowEvent: true, source: "action" });
  },
});

// --- playing one card (rule 5)

interface PlayFrame extends Frame {
  t: "play";
  side: Side;
  card: string;
  stage: number;
  mode: string | null;
  allowEvent: boolean;
  source: "action" | "headline" | "effect";
  queue?: string[];
  last?: string;
  evented?: boolean;
}

/** Whether the side's own (or a neutral) event can be chosen now. */
export function eventPlayable(m: Machine, side: Side, card: Card): boolean {
  return !eventBlockedReason(m, side, card);
}

export function eventBlockedReason(m: Machine, side: Side, card: Card): string | null {
  const { content, state } = m;
  if ((card.blocked_by ?? []).some((id) => state.effects.some((e) => e.id === id))) return "cancelled";
  if (isForbidden(content, state, "event", side, card.id)) return "forbidden";
  if (card.prerequisite && !truthy(evaluate(content, state, card.prerequisite, {}, { me: side, phasing: state.phasing, card: card.id }))) return "prerequisite";
  return null;
}

export function playModes(m: Machine, side: Side, cardId: string, allowEvent = true): string[] {
  const { content, state } = m;
  const card = content.cards[cardId]!;
  if (card.kind === "scoring") return ["event"];
  const modes: string[] = [];
  if (allowEvent && card.kind === "event" && (card.side === side || card.side === "neutral") && eventPlayable(m, side, card)) modes.push("event");
  const ops = opsValue(content, state, side, card.ops, card.id);
  if (ops.value > 0) {
    for (const use of ["influence", "realign", "coup", "influence_realign"] as OpsUse[]) if (hasOpsTarget(content, state, side, use, null, false)) modes.push(use);
    const box = nextSpaceBox(content, state, side);
    if (box && ops.value >= box.ops && state.spaceAttempts[side] < spaceAttemptsAllowed(content, state, side) && !isForbidden(content, state, "space_race", side, null)) modes.push("space");
  }
  return modes;
}

defineFrame<PlayFrame>("play", {
  step(m, f) {
    const { content, state } = m;
    const card = content.cards[f.card]!;
    if (f.stage === 0) {
      if (f.source !== "headline") state.phasing = f.side;
      if (f.mode) return this.answer!(m, f, f.mode);
      const modes = playModes(m, f.side, f.card, f.allowEvent);
      if (!modes.length) {
        f.stage = 2;
        return;
      }
      return ask(m, { player: f.side, kind: "play_mode", options: modes, args: { card: f.card, ops: opsValue(content, state, f.side, card.ops, f.card).value } });
    }
    if (f.stage === 3) {
      // Asked here, once the card_played triggers queued by `answer` have run: asking inside
      // `answer` left their blocks above this frame, and the reply went to the wrong frame.
      f.stage = 0;
      return ask(m, { player: f.side, kind: "event_order", options: ["event_first", "ops_first"], args: { card: f.card } });
    }
    if (f.stage === 1) {
      if (f.last === "event") f.evented = state.ret === true;
      const next = f.queue!.shift();
      f.last = next;
      if (!next) {
        f.stage = 2;
        return;
      }
      if (next === "event") {
        const by = card.side === "neutral" || card.kind === "scoring" ? f.side : card.side;
        // The card's player stays phasing (deluxe, rule 4.5 C); the first edition made the side carrying
        // out an opponent's headlined event the phasing player (option first_edition_headline).
        const implementerPhasing = f.source === "headline" && !!content.rules.alternate_rules?.headline_implementer_phasing;
        return push(m, { t: "event", card: f.card, by, phasing: implementerPhasing ? by : f.side, stage: 0 });
      }
      if (next === "space") {
        if (content.rules.alternate_rules?.space_may_decline_roll) return push(m, { t: "space_roll", side: f.side });
        attemptSpace(content, state, f.side);
        return;
      }
      return startOperations(m, f.side, next as OpsUse, opsValue(content, state, f.side, card.ops, f.card), f.card, null);
    }
    finishPlay(m, f, card);
    pop(m);
  },
  answer(m, f, choice) {
    const card = m.content.cards[f.card]!;
    if (choice === "event_first" || choice === "ops_first") {
      f.queue = choice === "event_first" ? ["event", f.mode!] : [f.mode!, "event"];
      f.stage = 1;
      return;
    }
    f.mode = choice;
    log(m.state, "card.play", { side: f.side, card: f.card, mode: choice, source: f.source });
    fireTriggers(m, "card_played", f.side, f.card, { played_as: choice });
    const opponentEvent = f.allowEvent && card.kind === "event" && card.side === otherSide(f.side) && choice !== "space" && choice !== "event";
    if (opponentEvent) {
      // An event that cannot happen now (unmet prerequisite, cancelled, banned by a variant) leaves
      // nothing to order: the question is not asked (rule 5.2) and the event is resolved first,
      // which logs why nothing happens. The phasing player would choose that order anyway: its Ops
      // could only make the opponent's event possible (winning the Chinese Civil War lifts its bans).
      if (eventBlockedReason(m, card.side as Side, card)) {
        f.queue = ["event", choice];
        f.stage = 1;
        return;
      }
      // The phasing player decides whether the opponent's event happens before or after the operations (rule 5.2).
      f.stage = 3;
      f.mode = choice;
      return;
    }
    f.queue = [choice];
    f.stage = 1;
  },
});

function finishPlay(m: Machine, f: PlayFrame, card: Card): void {
  const { state } = m;
  const at = state.inPlay.indexOf(f.card);
  if (card.kind === "china") {
    if (f.card === m.content.chinaCard && state.china.holder === f.side) {
      state.china = { holder: otherSide(f.side), faceUp: false };
      log(state, "china.passed", { to: otherSide(f.side) });
    }
    if (at >= 0) state.inPlay.splice(at, 1);
    return;
  }
  if (at < 0) return; // the event moved the card elsewhere (into a hand, the deck …)
  state.inPlay.splice(at, 1);
  if (f.evented && card.removed_after_event) {
    state.removed.push(f.card);
    log(state, "card.removed", { card: f.card });
  } else state.discard.push(f.card);
}

/** The designers' alternate rule: a player may play a card to the space race and not roll. */
defineFrame<Frame & { t: "space_roll"; side: Side; done?: boolean }>("space_roll", {
  step(m, f) {
    if (f.done) return pop(m);
    ask(m, { player: f.side, kind: "space_roll", options: ["roll", "decline"] });
  },
  answer(m, f, choice) {
    f.done = true;
    if (choice === "roll") attemptSpace(m.content, m.state, f.side);
    else {
      m.state.spaceAttempts[f.side]++;
      log(m.state, "space.declined", { side: f.side });
    }
  },
});

// --- an event (rule 7)

defineFrame<Frame & { t: "event"; card: string; by: Side; phasing: Side; stage: number }>("event", {
  step(m, f) {
    const { content, state } = m;
    const card = content.cards[f.card]!;
    if (f.stage === 0) {
      const blocked = eventBlockedReason(m, f.by, card);
      if (blocked) {
        log(state, `event.${blocked}`, { card: f.card, side: f.by });
        return pop(m, false);
      }
      state.phasing = f.phasing;
      log(state, "event.play", { card: f.card, side: f.by });
      f.stage = 1;
      // The event is played: its triggers (Flower Power's VP) come before its effects, as the
      // official edition shows them (conformance logs 38, 47, 50).
      return fireTriggers(m, "event_played", f.by, f.card);
    }
    if (f.stage === 1) {
      f.stage = 2;
      if (card.event) return runBlock(m, card.event, { me: f.by, phasing: f.phasing, card: f.card });
      log(state, "event.not_scripted", { card: f.card });
      return;
    }
    pop(m, true);
  },
});

export { endGame };
