// Rule queries: pure reads of the state (control, access, DEFCON limits, modifiers, Ops values).
// Every query that a lasting effect can change reports which effects changed it.
import { inRegion, otherSide, type Content, type Country, type Modifier, type Side } from "../content/model.js";
import type { ActiveEffect, Ctx, GameState } from "./state.js";
import { sideIndex } from "./state.js";
import { evaluate } from "./evaluate.js";

export function influenceOf(state: GameState, side: Side, country: string): number {
  return state.influence[country]?.[sideIndex(side)] ?? 0;
}

export function controller(content: Content, state: GameState, country: string): Side | null {
  const inf = state.influence[country];
  if (!inf) return null;
  const stability = content.country[country]!.stability;
  if (inf[0] - inf[1] >= stability) return "us";
  if (inf[1] - inf[0] >= stability) return "ussr";
  return null;
}

export function isControlledBy(content: Content, state: GameState, side: Side, country: string): boolean {
  return controller(content, state, country) === side;
}

/** Whether the side's superpower is adjacent, or a country it lists is. */
export function isAdjacent(content: Content, a: string, b: string): boolean {
  if (b === "us" || b === "ussr") return content.country[a]?.superpowers.includes(b) ?? false;
  return content.country[a]?.adjacent.includes(b) ?? false;
}

/** Countries where the side has Influence now. */
export function countriesWithInfluence(content: Content, state: GameState, side: Side): string[] {
  const i = sideIndex(side);
  const out: string[] = [];
  for (const c of content.countries) if ((state.influence[c.id]?.[i] ?? 0) > 0) out.push(c.id);
  return out;
}

/** Countries where the side may place Influence with Ops: where it has Influence, next to it, or next to its superpower. */
export function accessibleCountries(content: Content, state: GameState, side: Side, present = countriesWithInfluence(content, state, side)): Set<string> {
  const out = new Set<string>(content.superpowers[side].adjacent);
  for (const id of present) {
    out.add(id);
    for (const a of content.country[id]!.adjacent) out.add(a);
  }
  return out;
}

/**
 * Where the side may place Influence with Ops: in its own action round, where it could at the start
 * of the round (rule 6.1.1), even if an opponent's event resolved first has cleared its Influence;
 * outside an action round (an event's Ops in the headline), the map as it is now.
 */
export function influenceAccess(content: Content, state: GameState, side: Side): string[] {
  // Only where the side had Influence is recorded at the start of the round; most rounds place none.
  const start = state.accessAtRoundStart;
  return [...accessibleCountries(content, state, side, start && start.side === side ? start.present : undefined)];
}

/** Regions where coups and realignments are forbidden at the current DEFCON. */
export function defconClosedRegions(content: Content, state: GameState): string[] {
  return content.rules.defcon.restrictions.filter((r) => state.defcon <= r.level).flatMap((r) => r.regions);
}

export function isDefconClosed(content: Content, state: GameState, country: Country): boolean {
  return defconClosedRegions(content, state).some((r) => inRegion(country, r));
}

// --- lasting effects

export interface AppliedModifier {
  effect: ActiveEffect;
  modifier: Modifier;
  /** The side the modifier applies to. */
  side: Side | "both";
}

function resolveSide(m: Modifier, e: ActiveEffect): Side | "both" {
  switch (m.side) {
    case "owner":
    case undefined:
      return e.owner;
    case "opponent":
      return otherSide(e.owner);
    default:
      return m.side;
  }
}

export function effectCtx(state: GameState, content: Content, e: ActiveEffect): Ctx {
  return { me: e.owner, phasing: state.phasing, card: content.effects[e.id]?.card ?? null };
}

/** Modifiers of a kind in force for a side, whose `where` holds for `it` and whose `when` holds. */
export function modifiers(content: Content, state: GameState, kind: Modifier["kind"], side: Side | null, it: string | null = null): AppliedModifier[] {
  const out: AppliedModifier[] = [];
  if (!state.effects.length) return out;
  for (const e of state.effects) {
    const def = content.effects[e.id];
    if (!def) continue;
    for (const m of def.modifiers) {
      if (m.kind !== kind) continue;
      const s = resolveSide(m, e);
      if (side && s !== "both" && s !== side) continue;
      const ctx = effectCtx(state, content, e);
      if (m.where && it !== null && !evaluate(content, state, m.where, { it }, ctx)) continue;
      if (m.when && !evaluate(content, state, m.when, it === null ? {} : { it }, ctx)) continue;
      out.push({ effect: e, modifier: m, side: s });
    }
  }
  return out;
}

export function hasEffect(state: GameState, id: string): boolean {
  return state.effects.some((e) => e.id === id);
}

/**
 * A test of whether the action is forbidden to the side, for many targets: the effects that could
 * forbid it are looked up once (target searches test every country).
 */
export function forbiddenTest(content: Content, state: GameState, action: string, side: Side): (it: string) => boolean {
  if (!state.effects.length) return () => false;
  const candidates = state.effects.some((e) => content.effects[e.id]?.modifiers.some((m) => m.kind === "forbid" && [m.action].flat().includes(action as never)));
  if (!candidates) return () => false;
  return (it) => isForbidden(content, state, action, side, it) !== null;
}

export function isForbidden(content: Content, state: GameState, action: string, side: Side, it: string | null): AppliedModifier | null {
  if (!state.effects.length) return null;
  return (
    modifiers(content, state, "forbid", side, it).find((m) => {
      const actions = [m.modifier.action].flat();
      if (!actions.includes(action as never)) return false;
      if (m.modifier.card && m.modifier.card !== it) return false;
      if (m.modifier.where && it === null) return false;
      return true;
    }) ?? null
  );
}

export interface OpsPart {
  /** "card" for the printed value, otherwise the effect id that changed it. */
  source: string;
  amount: number;
}

export interface OpsValue {
  value: number;
  parts: OpsPart[];
  /** Extra Ops usable only when every Op is spent in the region (China Card, Vietnam Revolts). */
  bonuses: { region: string; amount: number; source: string }[];
}

/** The Ops value of a card (or event-granted Ops) for a side, with the effects that changed it (rule 7.4). */
export function opsValue(content: Content, state: GameState, side: Side, base: number, card: string | null): OpsValue {
  const parts: OpsPart[] = [{ source: card ?? "event", amount: base }];
  let value = base;
  let lo = 1;
  let hi = Infinity;
  const bonuses: OpsValue["bonuses"] = [];
  for (const m of modifiers(content, state, "ops", side)) {
    const amount = m.modifier.amount ?? 0;
    if (m.modifier.all_in) {
      bonuses.push({ region: m.modifier.all_in, amount, source: m.effect.id });
      continue;
    }
    value += amount;
    parts.push({ source: m.effect.id, amount });
    if (m.modifier.min !== undefined) lo = Math.max(lo, m.modifier.min);
    if (m.modifier.max !== undefined) hi = Math.min(hi, Math.max(m.modifier.max, base));
  }
  const clamped = Math.max(lo, Math.min(hi, value));
  if (clamped !== value) parts.push({ source: clamped > value ? "minimum" : "maximum", amount: clamped - value });
  if (card && content.cards[card]?.kind === "china") bonuses.push({ region: "asia", amount: content.rules.china_card.asia_bonus, source: card });
  return { value: base > 0 ? clamped : 0, parts, bonuses };
}

export function explainOps(content: Content, ops: OpsValue): string {
  const name = (id: string) => content.cards[id]?.name ?? content.effects[id]?.name ?? id;
  const [first, ...rest] = ops.parts;
  return `${ops.value} = ${first!.amount}${rest.map((p) => ` ${p.amount >= 0 ? "+" : "−"}${Math.abs(p.amount)} ${name(p.source)}`).join(",")}`;
}

/** Ops needed for the current space race box, or null when the track is finished. */
export function nextSpaceBox(content: Content, state: GameState, side: Side) {
  return content.rules.space_race.boxes[state.space[side]] ?? null;
}

export function hasSpaceAbility(content: Content, state: GameState, side: Side, ability: string): boolean {
  const box = content.rules.space_race.boxes.find((b) => b.ability === ability);
  return !!box && state.space[side] >= box.box && state.space[otherSide(side)] < box.box;
}

export function spaceAttemptsAllowed(content: Content, state: GameState, side: Side): number {
  let n = content.rules.space_race.attempts_per_turn + (hasSpaceAbility(content, state, side, "two_attempts") ? 1 : 0);
  for (const m of modifiers(content, state, "space_attempts", side)) n += m.modifier.amount ?? 0;
  return n;
}

export function handSize(content: Content, turn: number): { hand: number; rounds: number } {
  const row = content.rules.turns.schedule.find((r) => turn >= r.from && turn <= r.to) ?? content.rules.turns.schedule.at(-1)!;
  return { hand: row.hand_size, rounds: row.action_rounds };
}

export function actionRoundsFor(content: Content, state: GameState, side: Side): number {
  let n = handSize(content, state.turn).rounds;
  if (hasSpaceAbility(content, state, side, "eighth_action_round")) n += 1;
  n += modifiers(content, state, "extra_action_round", side).length;
  return n;
}

/**
 * The side's action rounds this turn that have not begun yet: all of them in the headline phase;
 * in action round r, those after r, plus r itself while the side has yet to begin it (the second
 * player while the first plays). Rule 10.1.5 asks it: a scoring card an event puts in a hand, or
 * an event's obligation, must not leave more scoring cards than rounds to play them in.
 */
export function actionRoundsNotBegun(content: Content, state: GameState, side: Side): number {
  const rounds = actionRoundsFor(content, state, side);
  if (state.round === 0) return rounds;
  const first = content.rules.turns.first_in_action_round;
  const waiting = side !== first && state.phasing === first && state.round <= rounds;
  return Math.max(0, rounds - state.round + (waiting ? 1 : 0));
}

export function isBattleground(content: Content, state: GameState, country: string, forScoring: boolean): boolean {
  if (content.country[country]!.battleground) return true;
  return forScoring && modifiers(content, state, "battleground", null, country).some((m) => m.modifier.where);
}
