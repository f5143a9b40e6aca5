// The built-in statements of the effect language (the expressions are in evaluate.ts).
// Statements that ask a player push a frame defined here, in operations.ts or in flow.ts.
import { otherSide, type Side } from "../content/model.js";
import type { Expression } from "../effects/ast.js";
import { addMilops, changeInfluence, drawCard, endGame, gainVp, influenceToControl, isEnemyControlled, log, setDefcon, takeCard } from "./actions.js";
import { evaluate, eventRollBonus, sideValue, truthy, type Env } from "./evaluate.js";
import { ask, defineFrame, pop, push, type Machine } from "./machine.js";
import { influenceOf } from "./queries.js";
import { rollDie, shuffle } from "./rng.js";
import { declareWinnerByVp, scoreAndApply } from "./flow-scoring.js";
import { advanceSpace } from "./space.js";
import { fireTriggers } from "./triggers.js";
import { noteCardFromEvent } from "./held-scoring.js";
import type { Ctx, Frame, Value } from "./state.js";

type Args = Map<string, Expression>;
type Impl = (m: Machine, get: (name: string) => Value, args: Args, env: Env, ctx: Ctx) => Value | void;

const list = (v: Value): string[] => (Array.isArray(v) ? (v.filter((x) => typeof x === "string") as string[]) : typeof v === "string" ? [v] : []);
const numberOr = (v: Value, d: number): number => (typeof v === "number" ? v : d);

const IMPLS: Record<string, Impl> = {
  vp: (m, get) => gainVp(m.content, m.state, sideValue(get("side")), numberOr(get("amount"), 0)),
  defcon: (m, get) => setDefcon(m.content, m.state, m.state.defcon + numberOr(get("change"), 0)),
  set_defcon: (m, get) => setDefcon(m.content, m.state, numberOr(get("level"), m.state.defcon)),
  military_ops: (m, get) => addMilops(m.content, m.state, sideValue(get("side")), numberOr(get("amount"), 0)),
  set_military_ops: (m, get) => {
    const side = sideValue(get("side"));
    addMilops(m.content, m.state, side, numberOr(get("value"), 0) - m.state.milops[side]);
  },
  space_advance: (m, get) => {
    const side = sideValue(get("side"));
    const boxes = numberOr(get("boxes"), 1);
    const each = get("vp_for_each") !== false;
    // Without vp_for_each, the box where the marker stops scores: the last one moved into,
    // which is the track's last box when the marker reaches it before `boxes` moves.
    const track = m.content.rules.space_race.boxes;
    for (let i = 0; i < boxes; i++) advanceSpace(m.content, m.state, side, each || i === boxes - 1 || m.state.space[side] + 1 >= track.length);
  },
  remove_all_influence: (m, get) => {
    const side = sideValue(get("side"));
    const c = String(get("country"));
    return -changeInfluence(m.content, m.state, side, c, -influenceOf(m.state, side, c));
  },
  set_influence: (m, get) => {
    const side = sideValue(get("side"));
    const c = String(get("country"));
    changeInfluence(m.content, m.state, side, c, numberOr(get("amount"), 0) - influenceOf(m.state, side, c));
  },
  gain_control: (m, get) => {
    const side = sideValue(get("side"));
    const c = String(get("country"));
    changeInfluence(m.content, m.state, side, c, influenceToControl(m.content, m.state, side, c));
  },
  score: (m, get) => scoreAndApply(m, String(get("region"))),
  war: (m, get, _a, _e, ctx) => resolveWar(m, ctx, { side: sideValue(get("side")), target: String(get("target")), modifier: numberOr(get("modifier"), 0), needed: numberOr(get("needed"), 4), vp: numberOr(get("vp"), 0), milops: numberOr(get("military_ops"), 0) }),
  draw: (m, get) => {
    const side = sideValue(get("side"));
    for (let i = 0; i < numberOr(get("count"), 0); i++) {
      if (drawCard(m.state, side, !!m.content.rules.alternate_rules?.reshuffle_when_empty)) noteCardFromEvent(m.content, m.state, side, m.state.hands[side].at(-1)!);
    }
  },
  discard: (m, get) => moveCard(m, get("card"), "discard"),
  remove_from_game: (m, get) => moveCard(m, get("card"), "removed"),
  return_to_deck: (m, get) => moveCard(m, get("card"), "deck"),
  give_card: (m, get) => {
    const card = get("card");
    if (typeof card !== "string") return;
    if (card === m.content.chinaCard) {
      m.state.china = { holder: sideValue(get("side")), faceUp: get("face_up") !== false };
      takeCard(m.state, card);
      log(m.state, "china.passed", { to: m.state.china.holder, face_up: m.state.china.faceUp });
      return;
    }
    const side = sideValue(get("side"));
    takeCard(m.state, card);
    m.state.hands[side].push(card);
    log(m.state, "card.given", { card, side });
    noteCardFromEvent(m.content, m.state, side, card);
  },
  shuffle_deck: (m) => shuffle(m.state, m.state.deck),
  reveal_hand: (m, get, args, env, ctx) => {
    const side = sideValue(get("side"));
    // `where:` shows only some cards (e.g. The Cambridge Five: the scoring cards).
    const where = args.get("where");
    const cards = m.state.hands[side].filter((it) => !where || truthy(evaluate(m.content, m.state, where, { ...env, it }, ctx)));
    log(m.state, "hand.revealed", { side, cards });
  },
  start_effect: (m, get, _a, _e, ctx) => {
    const id = String(get("effect"));
    m.state.effects = m.state.effects.filter((e) => e.id !== id);
    const value = get("value");
    m.state.effects.push({ id, owner: ctx.me, turn: m.state.turn, ...(value !== null ? { value } : {}) });
    log(m.state, "effect.start", { effect: id, side: ctx.me });
  },
  end_effect: (m, get) => endEffect(m, String(get("effect"))),
  end_game: (m, get) => {
    const w = get("winner");
    if (w === "us" || w === "ussr") endGame(m.state, w, "event");
    // Without final scoring the game ends on the VP as they stand (Wargames).
    else if (get("final_scoring") === false) declareWinnerByVp(m, "event");
    else push(m, { t: "final_scoring" });
  },
  log: (m, get) => log(m.state, "effect.note", { text: String(get("text")) }),
  // --- asking
  add_influence: (m, get, _a, _e, ctx) => {
    push(m, { t: "add_influence", side: sideValue(get("side")), left: numberOr(get("amount"), 0), cands: list(get("in")), per: get("per_country"), placed: {}, by: get("by") ?? ctx.me, total: 0 });
  },
  remove_influence: (m, get, _a, _e, ctx) => {
    push(m, { t: "remove_influence", side: sideValue(get("side")), left: numberOr(get("amount"), 0), cands: list(get("in")), per: get("per_country"), taken: {}, by: get("by") ?? ctx.me, upTo: get("up_to") === true, total: 0 });
  },
  operations: (m, get, _a, _e, ctx) => {
    const only = list(get("only"));
    push(m, { t: "ops", side: sideValue(get("side")), card: null, base: numberOr(get("ops"), 0), only: only.length ? only : ["influence", "realign", "coup"], within: get("in") === null ? null : list(get("in")), phasing: ctx.phasing });
  },
  coup: (m, get) => {
    push(m, { t: "coup", side: sideValue(get("side")), ops: numberOr(get("ops"), 0), bonuses: [], within: list(get("in")), free: get("free") !== false, card: null });
  },
  realign: (m, get) => {
    push(m, { t: "realign", side: sideValue(get("side")), left: numberOr(get("rolls"), 0), bonuses: [], within: list(get("in")), free: get("free") !== false, card: null });
  },
  play_event: (m, get, _a, _e, ctx) => {
    const card = get("card");
    if (typeof card !== "string" || !m.content.cards[card]) return;
    const side = sideValue(get("side"));
    const owner = m.content.cards[card]!.side;
    push(m, { t: "event_and_dispose", card, by: owner === "us" || owner === "ussr" ? owner : side, phasing: ctx.phasing, stage: 0 });
  },
  play_card: (m, get) => {
    const card = get("card");
    if (typeof card !== "string" || !m.content.cards[card]) return;
    if (card !== m.content.chinaCard) takeCard(m.state, card);
    m.state.inPlay.push(card);
    push(m, { t: "play", side: sideValue(get("side")), card, stage: 0, mode: null, allowEvent: get("event") !== false, source: "effect" });
  },
  pick_cards: (m, get, args, env, ctx) => {
    const where = args.get("where");
    const cands = list(get("from")).filter((it) => it !== m.content.chinaCard && (!where || truthy(evaluate(m.content, m.state, where, { ...env, it }, ctx))));
    push(m, { t: "pick_cards", by: sideValue(get("side")), cands, max: numberOr(get("max"), 0), chosen: [] });
  },
  cancel_headline: (m, get) => {
    const side = sideValue(get("side"));
    const headline = [...m.state.stack].reverse().find((f) => f.t === "headline") as (Frame & { cancelled: Side[] }) | undefined;
    if (!headline) return;
    headline.cancelled = [...(headline.cancelled ?? []), side];
    log(m.state, "headline.cancelled", { side });
  },
  pick_card: (m, get, args, env, ctx) => {
    const where = args.get("where");
    const cands = list(get("from")).filter((it) => it !== m.content.chinaCard && (!where || truthy(evaluate(m.content, m.state, where, { ...env, it }, ctx))));
    push(m, { t: "pick", what: "card", by: sideValue(get("side")), cands, optional: get("optional") === true });
  },
  pick_country: (m, get) => push(m, { t: "pick", what: "country", by: sideValue(get("side")), cands: list(get("in")), optional: false }),
  pick_region: (m, get) => push(m, { t: "pick", what: "region", by: sideValue(get("side")), cands: list(get("in")), optional: false }),
  pick_number: (m, get) => {
    const lo = numberOr(get("min"), 0);
    const hi = numberOr(get("max"), lo);
    push(m, { t: "pick", what: "number", by: sideValue(get("side")), cands: Array.from({ length: Math.max(0, hi - lo + 1) }, (_, i) => String(lo + i)), optional: false });
  },
  pick_countries: (m, get) => push(m, { t: "pick_many", by: sideValue(get("side")), cands: list(get("in")), n: numberOr(get("count"), 0), chosen: [] }),
};

export const STATEMENT_BUILTINS: ReadonlySet<string> = new Set(Object.keys(IMPLS));

export function runStatementBuiltin(m: Machine, c: { callee: { name: string } }, args: Args, env: Env, ctx: Ctx): Value | undefined {
  const impl = IMPLS[c.callee.name]!;
  // An anonymous function here: a named closure per statement would be wrapped by the TS loader's name helper.
  return impl(m, function (name: string): Value {
    const e = args.get(name);
    return e === undefined ? null : evaluate(m.content, m.state, e, env, ctx);
  }, args, env, ctx) ?? undefined;
}

/**
 * A war card (rule 7.6): a die plus the event's modifier (and any effect on this card's rolls)
 * against the number needed; the side adds its Military Operations win or lose, and a victory
 * gives it the VP and replaces the enemy Influence in the target with its own. One log line says
 * the roll, the result and what it changes. (A Twilight Struggle procedure; game-neutral content
 * would declare it in the effect language.)
 */
function resolveWar(m: Machine, ctx: Ctx, w: { side: Side; target: string; modifier: number; needed: number; vp: number; milops: number }): boolean {
  const { content, state } = m;
  const enemy = otherSide(w.side);
  const roll = rollDie(state);
  const modifier = w.modifier + eventRollBonus(content, state, w.side, ctx.card);
  const total = roll + modifier;
  const won = total >= w.needed;
  const replaced = won ? influenceOf(state, enemy, w.target) : 0;
  log(state, "war.result", { card: ctx.card, side: w.side, enemy, country: w.target, roll, modifier, total, needed: w.needed, won, vp: won ? w.vp : 0, replaced, milops: w.milops });
  addMilops(content, state, w.side, w.milops);
  if (won) {
    gainVp(content, state, w.side, w.vp);
    changeInfluence(content, state, enemy, w.target, -replaced);
    changeInfluence(content, state, w.side, w.target, replaced);
  }
  return won;
}

function moveCard(m: Machine, card: Value, to: "discard" | "removed" | "deck"): void {
  if (typeof card !== "string" || card === m.content.chinaCard) return;
  takeCard(m.state, card);
  m.state[to].push(card);
  log(m.state, `card.${to}`, { card });
}

export function endEffect(m: Machine, id: string): void {
  const before = m.state.effects.length;
  m.state.effects = m.state.effects.filter((e) => e.id !== id);
  if (m.state.effects.length !== before) log(m.state, "effect.end", { effect: id });
}

// --- frames of the asking statements

interface InfluenceFrame extends Frame {
  side: Side;
  left: number;
  cands: string[];
  per: Value;
  by: Side;
  total: number;
}

function capOk(f: { per: Value }, done: Record<string, number>, c: string): boolean {
  return typeof f.per !== "number" || (done[c] ?? 0) < f.per;
}

defineFrame<InfluenceFrame & { t: "add_influence"; placed: Record<string, number> }>("add_influence", {
  step(m, f) {
    const options = f.left > 0 ? f.cands.filter((c) => capOk(f, f.placed, c)) : [];
    if (!options.length) return pop(m, f.total);
    if (options.length === 1 && f.cands.length === 1) return this.answer!(m, f, options[0]!);
    ask(m, { player: f.by, kind: "add_influence", options, args: { side: f.side, left: f.left } });
  },
  answer(m, f, c) {
    changeInfluence(m.content, m.state, f.side, c, 1);
    // Triggers that watch a space fill up (the Chinese Civil War is won the moment the third
    // USSR Influence lands, rule 12.3) run before the next marker is placed.
    fireTriggers(m, "influence_placed", f.side, c);
    f.placed[c] = (f.placed[c] ?? 0) + 1;
    f.left--;
    f.total++;
  },
});

defineFrame<InfluenceFrame & { t: "remove_influence"; taken: Record<string, number>; upTo: boolean }>("remove_influence", {
  step(m, f) {
    const options = f.left > 0 ? f.cands.filter((c) => influenceOf(m.state, f.side, c) > 0 && capOk(f, f.taken, c)) : [];
    if (!options.length) return pop(m, f.total);
    if (!f.upTo && options.length === 1) return this.answer!(m, f, options[0]!);
    ask(m, { player: f.by, kind: "remove_influence", options: f.upTo ? [...options, "done"] : options, args: { side: f.side, left: f.left } });
  },
  answer(m, f, c) {
    if (c === "done") return pop(m, f.total);
    changeInfluence(m.content, m.state, f.side, c, -1);
    f.taken[c] = (f.taken[c] ?? 0) + 1;
    f.left--;
    f.total++;
  },
});

defineFrame<Frame & { t: "pick"; what: string; by: Side; cands: string[]; optional: boolean; picked?: Value }>("pick", {
  step(m, f) {
    if (f.picked !== undefined) return pop(m, f.picked);
    const options = f.optional ? [...f.cands, "none"] : f.cands;
    if (!f.cands.length) return pop(m, null);
    if (options.length === 1) return this.answer!(m, f, options[0]!);
    ask(m, { player: f.by, kind: `pick_${f.what}`, options });
  },
  answer(_m, f, choice) {
    f.picked = choice === "none" && f.optional ? null : f.what === "number" ? Number(choice) : choice;
  },
});

defineFrame<Frame & { t: "pick_cards"; by: Side; cands: string[]; max: number; chosen: string[]; done?: boolean }>("pick_cards", {
  step(m, f) {
    const options = f.cands.filter((c) => !f.chosen.includes(c));
    if (f.done || f.chosen.length >= f.max || !options.length) return pop(m, f.chosen);
    ask(m, { player: f.by, kind: "pick_cards", options: [...options, "done"], args: { left: f.max - f.chosen.length } });
  },
  answer(_m, f, c) {
    if (c === "done") f.done = true;
    else f.chosen.push(c);
  },
});

/** An event played by another card's effect: afterwards a card with the asterisk leaves the game. */
defineFrame<Frame & { t: "event_and_dispose"; card: string; by: Side; phasing: Side; stage: number }>("event_and_dispose", {
  step(m, f) {
    if (f.stage === 0) {
      f.stage = 1;
      return push(m, { t: "event", card: f.card, by: f.by, phasing: f.phasing, stage: 0 });
    }
    const evented = m.state.ret === true;
    if (evented && m.content.cards[f.card]?.removed_after_event && !m.state.removed.includes(f.card)) {
      takeCard(m.state, f.card);
      m.state.removed.push(f.card);
      log(m.state, "card.removed", { card: f.card });
    }
    pop(m, evented);
  },
});

defineFrame<Frame & { t: "pick_many"; by: Side; cands: string[]; n: number; chosen: string[] }>("pick_many", {
  step(m, f) {
    const options = f.cands.filter((c) => !f.chosen.includes(c));
    if (f.chosen.length >= f.n || !options.length) return pop(m, f.chosen);
    if (options.length + f.chosen.length <= f.n) {
      f.chosen.push(...options);
      return pop(m, f.chosen);
    }
    ask(m, { player: f.by, kind: "pick_country", options, args: { left: f.n - f.chosen.length } });
  },
  answer(_m, f, c) {
    f.chosen.push(c);
  },
});

export { isEnemyControlled, otherSide };
