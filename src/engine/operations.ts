// Operations (rule 6): placing Influence, realignment rolls, coups. Each is a frame that asks
// one target at a time; the list of legal targets and the check of a chosen one are the same code.
import { inRegion, otherSide, type Content, type Side } from "../content/model.js";
import { addMilops, changeInfluence, isEnemyControlled, log, setDefcon } from "./actions.js";
import { ask, defineFrame, pop, push, type Machine } from "./machine.js";
import {
  controller, defconClosedRegions, forbiddenTest, influenceAccess, influenceOf, isForbidden, modifiers, opsValue, type OpsValue,
} from "./queries.js";
import { rollDie } from "./rng.js";
import { fireTriggers } from "./triggers.js";
import { sideIndex, type Frame, type GameState } from "./state.js";

export type OpsUse = "influence" | "realign" | "coup" | "influence_realign";
interface Bonus {
  region: string;
  amount: number;
  source: string;
}

// --- the ops frame: decides how granted Ops are used (event-granted operations)

interface OpsFrame extends Frame {
  t: "ops";
  side: Side;
  card: string | null;
  base: number;
  only: string[];
  within: string[] | null;
  use?: string;
}

export function startOperations(m: Machine, side: Side, use: OpsUse, ops: OpsValue, card: string | null, within: string[] | null): void {
  const bonuses = ops.bonuses.map((b) => ({ ...b }));
  log(m.state, "ops.use", { side, use, ops: ops.value, card });
  if (use === "influence") push(m, { t: "influence", side, left: ops.value + bonuses.reduce((s, b) => s + b.amount, 0), bonuses, access: influenceAccess(m.content, m.state, side), within });
  else if (use === "influence_realign") push(m, { t: "influence_realign", side, left: ops.value + bonuses.reduce((s, b) => s + b.amount, 0), bonuses, access: influenceAccess(m.content, m.state, side), within, placed: [], realigned: [] });
  else if (use === "realign") push(m, { t: "realign", side, left: ops.value + bonuses.reduce((s, b) => s + b.amount, 0), bonuses, within, free: false, card });
  else push(m, { t: "coup", side, ops: ops.value, bonuses, within, free: false, card });
}

defineFrame<OpsFrame>("ops", {
  step(m, f) {
    if (f.use) return pop(m);
    const options = f.only.filter((u) => u === "influence" || hasOpsTarget(m.content, m.state, f.side, u as OpsUse, f.within, false));
    if (!options.length) return pop(m);
    ask(m, { player: f.side, kind: "ops_use", options, args: { ops: f.base } });
  },
  answer(m, f, use) {
    f.use = use;
    startOperations(m, f.side, use as OpsUse, opsValue(m.content, m.state, f.side, f.base, f.card), f.card, f.within);
  },
});

export function hasOpsTarget(content: Content, state: GameState, side: Side, use: OpsUse, within: string[] | null, free: boolean): boolean {
  if (use === "influence") return true;
  if (use === "influence_realign") return !!content.rules.alternate_rules?.split_influence_realign && hasOpsTarget(content, state, side, "realign", within, free);
  const ignoreDefcon = free || (use === "realign" && !!content.rules.alternate_rules?.realign_ignores_defcon);
  return attackTargets(content, state, side, within, ignoreDefcon, use, true).length > 0;
}

// --- influence (rule 6.1)

/** Ops left that may be spent in `country`: bonuses tied to a region elsewhere cannot be. */
function usableIn(content: Content, left: number, bonuses: Bonus[], country: string): number {
  return left - bonuses.filter((b) => !inRegion(content.country[country]!, b.region)).reduce((s, b) => s + b.amount, 0);
}

function spendIn(content: Content, f: { left: number; bonuses: Bonus[] }, country: string, cost: number): void {
  for (const b of f.bonuses.filter((b) => !inRegion(content.country[country]!, b.region))) f.left -= b.amount;
  f.bonuses = f.bonuses.filter((b) => inRegion(content.country[country]!, b.region));
  f.left -= cost;
}

export function influenceCost(content: Content, state: GameState, side: Side, country: string): number {
  return isEnemyControlled(content, state, side, country) ? 2 : 1;
}

interface InfluenceFrame extends Frame {
  side: Side;
  left: number;
  bonuses: Bonus[];
  access: string[];
  within: string[] | null;
}

export function influenceTargets(m: Machine, f: InfluenceFrame): string[] {
  const { content, state } = m;
  return f.access.filter(
    (c) =>
      (!f.within || f.within.includes(c)) &&
      influenceCost(content, state, f.side, c) <= usableIn(content, f.left, f.bonuses, c) &&
      !isForbidden(content, state, "influence", f.side, c),
  );
}

defineFrame<InfluenceFrame>("influence", {
  step(m, f) {
    const options = f.left > 0 ? influenceTargets(m, f) : [];
    if (!options.length) return pop(m);
    ask(m, { player: f.side, kind: "place_influence", options, args: { left: f.left } });
  },
  answer(m, f, c) {
    spendIn(m.content, f, c, influenceCost(m.content, m.state, f.side, c));
    changeInfluence(m.content, m.state, f.side, c, 1);
    // Run before the next marker: what a placement wins takes effect at once (rule 12.3).
    fireTriggers(m, "influence_placed", f.side, c);
  },
});

// --- realignment (rule 6.2)

export function realignTargets(content: Content, state: GameState, side: Side, within: string[] | null, free: boolean): string[] {
  return attackTargets(content, state, side, within, free || !!content.rules.alternate_rules?.realign_ignores_defcon, "realign");
}

/** Countries a coup or realignment may target: enemy Influence there, region open at this DEFCON, not forbidden. */
function attackTargets(content: Content, state: GameState, side: Side, within: string[] | null, free: boolean, action: "coup" | "realign", firstOnly = false): string[] {
  const enemy = sideIndex(otherSide(side));
  const closed = free ? [] : defconClosedRegions(content, state);
  const forbidden = forbiddenTest(content, state, action, side);
  const out: string[] = [];
  for (const c of content.countries) {
    if ((state.influence[c.id]?.[enemy] ?? 0) === 0) continue;
    if (within && !within.includes(c.id)) continue;
    if (closed.length && closed.some((r) => inRegion(c, r))) continue;
    if (forbidden(c.id)) continue;
    out.push(c.id);
    if (firstOnly) break;
  }
  return out;
}

function realignModifier(content: Content, state: GameState, side: Side, country: string): number {
  const c = content.country[country]!;
  let mod = c.adjacent.filter((a) => controller(content, state, a) === side).length;
  if (influenceOf(state, side, country) > influenceOf(state, otherSide(side), country)) mod++;
  if (c.superpowers.includes(side)) mod++;
  return mod;
}

interface RealignFrame extends InfluenceFrame {
  free: boolean;
  card: string | null;
}

defineFrame<RealignFrame>("realign", {
  step(m, f) {
    const { content, state } = m;
    const options = f.left > 0 ? realignTargets(content, state, f.side, f.within, f.free).filter((c) => usableIn(content, f.left, f.bonuses, c) >= 1) : [];
    if (!options.length) return pop(m);
    ask(m, { player: f.side, kind: "realign_target", options: [...options, "done"], args: { left: f.left } });
  },
  answer(m, f, c) {
    if (c === "done") {
      f.left = 0;
      return;
    }
    spendIn(m.content, f, c, 1);
    rollRealignment(m, f.side, c);
  },
});

/** One realignment roll in `country` by `side` (rule 6.2.2). */
function rollRealignment(m: Machine, side: Side, c: string): void {
  const { content, state } = m;
  const enemy = otherSide(side);
  const rolls = { [side]: rollDie(state), [enemy]: rollDie(state) } as Record<Side, number>;
  const totals = { ...rolls };
  // `realign_roll` changes every realignment roll of a side, attacking or defending (Iran-Contra
  // Scandal: "all US realignment rolls"; the official edition applies it when the USSR realigns
  // too: conformance log 32).
  for (const s of [side, enemy]) {
    totals[s] += realignModifier(content, state, s, c);
    for (const mod of modifiers(content, state, "realign_roll", s, c)) totals[s] += mod.modifier.amount ?? 0;
  }
  log(state, "realign.roll", { country: c, side, roll: rolls[side], total: totals[side], enemyRoll: rolls[enemy], enemyTotal: totals[enemy] });
  const diff = totals[side] - totals[enemy];
  if (diff > 0) changeInfluence(content, state, enemy, c, -Math.min(diff, influenceOf(state, enemy, c)));
  else if (diff < 0 && !content.rules.alternate_rules?.realign_attacker_never_loses) changeInfluence(content, state, side, c, -Math.min(-diff, influenceOf(state, side, c)));
  fireTriggers(m, "realign", side, c);
}

// --- the designers' alternate rule: one card's Ops split between Influence and realignments

/** Option ids of a realignment in the mixed decision: `realign:<country>`; a plain id places Influence. */
export const REALIGN_PREFIX = "realign:";

interface MixedFrame extends InfluenceFrame {
  t: "influence_realign";
  placed: string[];
  realigned: string[];
}

/** Each Op places Influence or makes a realignment roll, but never both in the same country this round. */
defineFrame<MixedFrame>("influence_realign", {
  step(m, f) {
    const { content, state } = m;
    if (f.left <= 0) return pop(m);
    const place = influenceTargets(m, f).filter((c) => !f.realigned.includes(c));
    const realign = realignTargets(content, state, f.side, f.within, false).filter((c) => !f.placed.includes(c) && usableIn(content, f.left, f.bonuses, c) >= 1);
    if (!place.length && !realign.length) return pop(m);
    ask(m, { player: f.side, kind: "influence_or_realign", options: [...place, ...realign.map((c) => REALIGN_PREFIX + c), "done"], args: { left: f.left } });
  },
  answer(m, f, choice) {
    if (choice === "done") {
      f.left = 0;
      return;
    }
    if (choice.startsWith(REALIGN_PREFIX)) {
      const c = choice.slice(REALIGN_PREFIX.length);
      spendIn(m.content, f, c, 1);
      f.realigned.push(c);
      return rollRealignment(m, f.side, c);
    }
    spendIn(m.content, f, choice, influenceCost(m.content, m.state, f.side, choice));
    f.placed.push(choice);
    changeInfluence(m.content, m.state, f.side, choice, 1);
    fireTriggers(m, "influence_placed", f.side, choice);
  },
});

// --- coups (rule 6.3)

export function coupTargets(content: Content, state: GameState, side: Side, within: string[] | null, free: boolean): string[] {
  // Free coups from events ignore the DEFCON restrictions (rule 6.3.5), except in the first edition.
  return attackTargets(content, state, side, within, free && !content.rules.alternate_rules?.free_coups_respect_defcon, "coup");
}

interface CoupFrame extends Frame {
  side: Side;
  ops: number;
  bonuses: Bonus[];
  within: string[] | null;
  free: boolean;
  card: string | null;
  done?: boolean;
}

defineFrame<CoupFrame>("coup", {
  step(m, f) {
    if (f.done) return pop(m, m.state.ret);
    const options = coupTargets(m.content, m.state, f.side, f.within, f.free);
    if (!options.length) return pop(m, 0);
    ask(m, { player: f.side, kind: "coup_target", options, args: { ops: f.ops } });
  },
  answer(m, f, c) {
    f.done = true;
    m.state.ret = resolveCoup(m, f, c);
  },
});

function resolveCoup(m: Machine, f: CoupFrame, target: string): number {
  const { content, state } = m;
  const country = content.country[target]!;
  const enemy = otherSide(f.side);
  const ops = f.ops + f.bonuses.filter((b) => inRegion(country, b.region)).reduce((s, b) => s + b.amount, 0);
  const roll = rollDie(state);
  let modifier = 0;
  for (const mod of modifiers(content, state, "coup_roll", f.side, target)) modifier += mod.modifier.amount ?? 0;
  const total = roll + ops + modifier;
  const defence = 2 * country.stability;
  const margin = total - defence;
  log(state, margin > 0 ? "coup.success" : "coup.failure", { side: f.side, country: target, roll, ops, modifier, total, defence, free: f.free });
  let removed = 0;
  if (margin > 0) {
    removed = Math.min(margin, influenceOf(state, enemy, target));
    changeInfluence(content, state, enemy, target, -removed);
    if (margin > removed) changeInfluence(content, state, f.side, target, margin - removed);
  }
  if (!f.free) addMilops(content, state, f.side, ops);
  if (country.battleground && !modifiers(content, state, "no_defcon_drop", f.side, target).length) setDefcon(content, state, state.defcon - 1);
  fireTriggers(m, "coup", f.side, target);
  return removed;
}
