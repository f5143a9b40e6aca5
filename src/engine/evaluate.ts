// Evaluates effect-language expressions against the state. Expressions only read the state,
// except roll(), which draws from the seeded generator (or the rigged dice).
import { inRegion, otherSide, type Content, type Side } from "../content/model.js";
import type { CallExpression, Expression } from "../effects/ast.js";
import { rollDie } from "./rng.js";
import { actionRoundsNotBegun, controller, hasEffect, influenceOf, isAdjacent, isControlledBy, isForbidden, modifiers, opsValue } from "./queries.js";
import { regionStanding } from "./scoring.js";
import type { Ctx, GameState, Value } from "./state.js";

export type Env = Record<string, Value>;

export class EffectRuntimeError extends Error {}

export function evaluate(content: Content, state: GameState, e: Expression, env: Env, ctx: Ctx): Value {
  switch (e.kind) {
    case "number":
    case "string":
    case "boolean":
      return e.value;
    case "list":
      return e.items.map((i) => evaluate(content, state, i, env, ctx));
    case "not":
      return !truthy(evaluate(content, state, e.operand, env, ctx));
    case "negate":
      return -num(evaluate(content, state, e.operand, env, ctx));
    case "name":
      return resolveName(content, state, e.name, env, ctx);
    case "binary":
      return binary(content, state, e, env, ctx);
    case "call":
      return callExpression(content, state, e, env, ctx);
  }
}

/** What lasting effects add to a side's die rolls inside one card's event (e.g. Korean War −1 in the Chinese Civil War). */
export function eventRollBonus(content: Content, state: GameState, roller: Side, card: string | null): number {
  let bonus = 0;
  if (card) for (const m of modifiers(content, state, "event_roll", roller)) if (m.modifier.card === card) bonus += m.modifier.amount ?? 0;
  return bonus;
}

export function truthy(v: Value): boolean {
  return !(v === false || v === null || v === 0 || (Array.isArray(v) && v.length === 0));
}

function num(v: Value): number {
  if (typeof v === "number") return v;
  if (typeof v === "boolean") return v ? 1 : 0;
  throw new EffectRuntimeError(`expected a number, got ${JSON.stringify(v)}`);
}

export function sideValue(v: Value): Side {
  if (v === "us" || v === "ussr") return v;
  throw new EffectRuntimeError(`expected a side, got ${JSON.stringify(v)}`);
}

function resolveName(content: Content, state: GameState, name: string, env: Env, ctx: Ctx): Value {
  if (name in env) return env[name]!;
  switch (name) {
    case "us":
    case "ussr":
    case "neutral":
      return name;
    case "me":
      return ctx.me;
    case "opponent":
      return otherSide(ctx.me);
    case "phasing":
      return ctx.phasing;
    case "this_card":
      return ctx.card;
    case "none":
      return null;
    case "defcon_level":
      return state.defcon;
    case "vp_total":
      return state.vp;
    case "turn":
      return state.turn;
    case "action_round":
      return state.round;
    case "in_headline":
      return state.round === 0;
    case "era": {
      let current = content.rules.turns.eras[0]!.id;
      for (const e of content.rules.turns.eras) if (e.joins_at_turn <= state.turn) current = e.id;
      return current;
    }
    case "defcon_at_round_start":
      return state.defconAtRoundStart ?? state.defcon;
    case "defcon_entered_this_round":
      return [...(state.defconEnteredThisRound ?? [])];
    case "in_final_scoring":
      return state.finalScoring;
    case "played_as":
      return null; // bound in the env of card_played triggers only
    case "card_ops": {
      const card = ctx.card ? content.cards[ctx.card] : null;
      return card ? opsValue(content, state, ctx.me, card.ops, card.id).value : 0;
    }
  }
  // Superpower spaces stand for their side (e.g. `adjacent(it, ussr)` also accepts the space id).
  if (content.superpowers.us.id === name) return "us";
  if (content.superpowers.ussr.id === name) return "ussr";
  return name; // a country, region, card, effect or era id: the checker resolved it
}

function binary(content: Content, state: GameState, e: Extract<Expression, { kind: "binary" }>, env: Env, ctx: Ctx): Value {
  if (e.op === "and") return truthy(evaluate(content, state, e.left, env, ctx)) && truthy(evaluate(content, state, e.right, env, ctx));
  if (e.op === "or") return truthy(evaluate(content, state, e.left, env, ctx)) || truthy(evaluate(content, state, e.right, env, ctx));
  const l = evaluate(content, state, e.left, env, ctx);
  const r = evaluate(content, state, e.right, env, ctx);
  switch (e.op) {
    case "==":
      return l === r;
    case "!=":
      return l !== r;
    case "<":
      return num(l) < num(r);
    case ">":
      return num(l) > num(r);
    case "<=":
      return num(l) <= num(r);
    case ">=":
      return num(l) >= num(r);
    case "+":
      return num(l) + num(r);
    case "-":
      return num(l) - num(r);
    case "*":
      return num(l) * num(r);
    case "/":
      return Math.floor(num(l) / num(r));
    case "in":
      if (Array.isArray(r)) return r.includes(l);
      if (typeof l === "string" && typeof r === "string" && content.country[l] && content.regions[r]) return inRegion(content.country[l]!, r);
      return false;
  }
}

/** Binds call arguments to parameter names (the checker has validated them). */
export function bindArgs(names: string[], c: CallExpression): Map<string, Expression> {
  const out = new Map<string, Expression>();
  let i = 0;
  for (const a of c.args) out.set(a.name ? a.name.name : names[i++]!, a.value);
  return out;
}

import { builtinByName } from "../effects/vocabulary.js";
const boundArgs = new WeakMap<CallExpression, Map<string, Expression>>();
/** The call's arguments by parameter name; computed once per call node (the AST never changes). */
export function argsOf(c: CallExpression): Map<string, Expression> {
  let bound = boundArgs.get(c);
  if (!bound) {
    bound = bindArgs(builtinByName.get(c.callee.name)?.params.map((p) => p.name) ?? [], c);
    boundArgs.set(c, bound);
  }
  return bound;
}

/** Evaluates a call's arguments, except `where:` predicates, which are evaluated per candidate. */
function evaluateArgs(content: Content, state: GameState, args: Map<string, Expression>, env: Env, ctx: Ctx): Record<string, Value> {
  const out: Record<string, Value> = {};
  for (const [name, e] of args) if (name !== "where") out[name] = evaluate(content, state, e, env, ctx);
  return out;
}

/** The candidates for which the call's `where:` holds (all of them without one). */
function filterWhere(content: Content, state: GameState, args: Map<string, Expression>, env: Env, ctx: Ctx, candidates: string[]): string[] {
  const where = args.get("where");
  if (!where) return candidates;
  // One scope for all candidates: `it` changes, the rest is the caller's environment.
  const scope: Env = Object.create(env);
  const out: string[] = [];
  for (const it of candidates) {
    scope.it = it;
    if (truthy(evaluate(content, state, where, scope, ctx))) out.push(it);
  }
  return out;
}

function callExpression(content: Content, state: GameState, c: CallExpression, env: Env, ctx: Ctx): Value {
  const args = argsOf(c);
  const a = evaluateArgs(content, state, args, env, ctx);
  switch (c.callee.name) {
    case "roll": {
      const roller = args.has("side") ? sideValue((a.side ?? null)) : ctx.me;
      const die = rollDie(state);
      // The log gives the die, what is added to it (the event's modifier and any effect on this
      // card's rolls) and the total, so a result can be checked from the log alone.
      const modifier = (typeof a.modifier === "number" ? a.modifier : 0) + eventRollBonus(content, state, roller, ctx.card);
      state.log.push({ k: "die.roll", a: { side: args.has("side") ? (a.side ?? null) : null, roll: die, modifier, total: die + modifier } });
      return die + modifier;
    }
    case "influence":
      return influenceOf(state, sideValue((a.side ?? null)), String((a.country ?? null)));
    case "controlled_by":
      return isControlledBy(content, state, sideValue((a.side ?? null)), String((a.country ?? null)));
    case "battleground":
      return content.country[String((a.country ?? null))]?.battleground ?? false;
    case "stability":
      return content.country[String((a.country ?? null))]?.stability ?? 0;
    case "adjacent":
      return isAdjacent(content, String((a.a ?? null)), String((a.b ?? null)));
    case "countries":
      // Special spaces (event_target: false) are never named by events.
      return filterWhere(content, state, args, env, ctx, content.countries.filter((x) => x.event_target !== false).map((x) => x.id));
    case "count": {
      const v = (a.items ?? null);
      return Array.isArray(v) ? v.length : 0;
    }
    case "min":
      return Math.min(num((a.a ?? null)), num((a.b ?? null)));
    case "max":
      return Math.max(num((a.a ?? null)), num((a.b ?? null)));
    case "forbidden":
      return isForbidden(content, state, String((a.action ?? null)), sideValue((a.side ?? null)), String((a.country ?? null))) !== null;
    case "has_effect":
      return hasEffect(state, String((a.effect ?? null)));
    case "effect_value":
      return state.effects.find((x) => x.id === String((a.effect ?? null)))?.value ?? null;
    case "hand":
      return [...state.hands[sideValue((a.side ?? null))]];
    case "discard_pile":
      return [...state.discard];
    case "removed_cards":
      return [...state.removed];
    case "ops": {
      const id = String((a.card ?? null));
      const card = content.cards[id];
      if (!card) return 0;
      const holder = state.hands.us.includes(id) ? "us" : state.hands.ussr.includes(id) ? "ussr" : ctx.me;
      return opsValue(content, state, holder, card.ops, id).value;
    }
    case "side_of":
      return content.cards[String((a.card ?? null))]?.side ?? null;
    case "is_scoring":
      return content.cards[String((a.card ?? null))]?.kind === "scoring";
    case "holds_china_card": {
      const side = sideValue((a.side ?? null));
      // A variant may treat a side as holding it for some cards' events (Chinese Civil War, rule 12.4.1).
      return state.china.holder === side || modifiers(content, state, "holds_china_card", side).some((m) => !m.modifier.card || m.modifier.card === ctx.card);
    }
    case "space":
      return state.space[sideValue((a.side ?? null))];
    case "action_rounds_left":
      return actionRoundsNotBegun(content, state, sideValue(a.side ?? null));
    case "military_ops_of":
      return state.milops[sideValue((a.side ?? null))];
    case "opponent_of":
      return otherSide(sideValue((a.side ?? null)));
    case "dominates": {
      const s = regionStanding(content, state, String((a.region ?? null)));
      const side = sideValue((a.side ?? null));
      return s[side].level === "domination" || s[side].level === "control";
    }
    case "controls_region":
      return regionStanding(content, state, String((a.region ?? null)))[sideValue((a.side ?? null))].level === "control";
    case "has_presence":
      return regionStanding(content, state, String((a.region ?? null)))[sideValue((a.side ?? null))].countries > 0;
    case "contest": {
      const first = sideValue(a.side ?? null);
      const bonusA = typeof a.bonus === "number" ? a.bonus : 0;
      const bonusB = typeof a.opponent_bonus === "number" ? a.opponent_bonus : 0;
      for (;;) {
        const ra = rollDie(state);
        const rb = rollDie(state);
        state.log.push({ k: "contest.roll", a: { side: first, roll: ra, total: ra + bonusA, opponentRoll: rb, opponentTotal: rb + bonusB } });
        if (ra + bonusA !== rb + bonusB) return ra + bonusA > rb + bonusB ? first : otherSide(first);
      }
    }
    case "select":
      return filterWhere(content, state, args, env, ctx, Array.isArray((a.items ?? null)) ? ((a.items ?? null) as Value[]).filter((x): x is string => typeof x === "string") : []);
    case "top_cards":
      return state.deck.slice(0, Math.max(0, num((a.count ?? null))));
    case "scored_region": {
      const card = content.cards[String((a.card ?? null))];
      const body = card?.kind === "scoring" ? card.event?.[0] : undefined;
      if (body?.kind === "do" && body.call.callee.name === "score" && body.call.args[0]?.value.kind === "name") return body.call.args[0].value.name;
      return null;
    }
    case "random_card": {
      const hand = filterWhere(content, state, args, env, ctx, state.hands[sideValue((a.side ?? null))]);
      if (!hand.length) return null;
      return takeRiggedCard(state, hand, ctx.card) ?? hand[Math.floor(rollIndex(state, hand.length))]!;
    }
  }
  throw new EffectRuntimeError(`\`${c.callee.name}\` cannot be used in an expression`);
}

import { randomIndex } from "./rng.js";
import { takeRiggedCard } from "./forced-picks.js";
function rollIndex(state: GameState, n: number): number {
  return randomIndex(state, n);
}

export { controller };
