// Lasting effects and what they change: modifiers of declared kinds (adjust a number, forbid an
// action, a flag, replace a procedure, a trigger), queried by the game's procedures, and triggers
// run when the content emits a moment. Provenance is kept: every modifier says which effect it
// comes from and whose it is.
import type { Game, Runtime } from "../game.js";
import type { EffectDef, ModifierDef } from "../model.js";
import { evalCondition, evalUnit, pushCall } from "../machine.js";
import type { ActiveEffect, Frame } from "../state.js";
import { EffectRuntimeError, isRecord, show, str, strings, truthy, type RecordValue, type Value } from "../values.js";
import { YIELD } from "../yield.js";
import { arg, p, type KernelBuiltin } from "./define.js";
import { opponentOf } from "../compile-code.js";
import { cardOf } from "./cards.js";
import { forbiddenNow } from "./fast.js";

export function effectOf(rt: Runtime, id: Value): EffectDef {
  const e = typeof id === "string" ? rt.g.effect.get(id) : undefined;
  if (!e) throw new EffectRuntimeError(`not a lasting effect: ${show(id)}`, "runtime.not_effect", { value: show(id) });
  return e;
}

/** The active side of the game (the declared variable), for code no player started. */
export function activeSide(rt: Runtime): string {
  const i = rt.g.activeVariable;
  const v = i >= 0 ? rt.s.vars[i] : null;
  return typeof v === "string" ? v : rt.g.sides[0]!;
}

/** The side a modifier applies to: its owner, the owner's opponent, both, or a named side. */
export function appliesTo(rt: Runtime, m: ModifierDef, e: ActiveEffect): string {
  switch (m.side) {
    case "owner":
      return e.owner;
    case "opponent":
      return String(opponentOf(rt, e.owner));
    default:
      return m.side;
  }
}

export interface InForce {
  effect: ActiveEffect;
  def: EffectDef;
  modifier: ModifierDef;
  side: string;
}

/** A modifier of an effect in force. */
export interface ModifierInForce {
  effect: ActiveEffect;
  def: EffectDef;
  modifier: ModifierDef;
}

/**
 * The modifiers of each kind of the effects in force, in the order the effects came into play, for
 * the last effects list asked about. The list is never changed in place (a new one whenever an
 * effect starts or ends), so it is its own version: lookups never scan effects of other kinds.
 */
let indexedFor: ActiveEffect[] | null = null;
let indexedGame: Game | null = null;
let indexed = new Map<string, ModifierInForce[]>();
const NONE: ModifierInForce[] = [];

export function modifiersInForce(rt: Runtime, kind: string): ModifierInForce[] {
  const effects = rt.s.effects;
  if (indexedFor !== effects || indexedGame !== rt.g) {
    indexed = new Map();
    for (const effect of effects) {
      const def = rt.g.effect.get(effect.id);
      if (!def) continue;
      for (const [k, mods] of def.byKind) {
        let list = indexed.get(k);
        if (!list) indexed.set(k, (list = []));
        for (const modifier of mods) list.push({ effect, def, modifier });
      }
    }
    indexedFor = effects;
    indexedGame = rt.g;
  }
  return indexed.get(kind) ?? NONE;
}

export function hasKindInForce(rt: Runtime, kind: string): boolean {
  return modifiersInForce(rt, kind).length > 0;
}

/** Whether a modifier in force applies to `side` (null: any) and its `where` (for `it`, when given) and `when` hold. */
export function applies(rt: Runtime, x: ModifierInForce, side: string | null, it: Value, act: string): boolean {
  const m = x.modifier;
  if (side !== null) {
    const s = appliesTo(rt, m, x.effect);
    if (s !== "both" && s !== side) return false;
  }
  const bound = it === null ? undefined : it;
  if (m.where !== null && it !== null && !truthy(evalCondition(rt, m.where, x.effect.owner, act, x.def.card, bound))) return false;
  if (m.when !== null && !truthy(evalCondition(rt, m.when, x.effect.owner, act, x.def.card, bound))) return false;
  return true;
}

/**
 * Modifiers of a kind in force for `side` (null: any side), in the order their effects came into
 * play, whose `where` holds for `it` (when `it` is given) and whose `when` holds.
 */
export function inForce(rt: Runtime, kind: string, side: string | null, it: Value = null): InForce[] {
  const out: InForce[] = [];
  const mods = modifiersInForce(rt, kind);
  if (!mods.length) return out;
  const act = activeSide(rt);
  for (const x of mods) if (applies(rt, x, side, it, act)) out.push({ effect: x.effect, def: x.def, modifier: x.modifier, side: appliesTo(rt, x.modifier, x.effect) });
  return out;
}

export function modifierRecord(x: InForce): RecordValue {
  const out: RecordValue = {};
  const fields = x.modifier.fields;
  for (const k in fields) out[k] = fields[k]!;
  out.kind = x.modifier.kind;
  out.effect = x.effect.id;
  out.owner = x.effect.owner;
  out.side = x.side;
  out.effect_card = x.def.card;
  out.code = x.modifier.do;
  return out;
}

export function startEffect(rt: Runtime, id: string, owner: string, value: Value, quietly = false): void {
  effectOf(rt, id);
  const i = rt.g.startedAtVariable;
  const at = i >= 0 ? rt.s.vars[i] : 0;
  // A new list (never changed in place): what is in force is cached by list.
  rt.s.effects = [...rt.s.effects.filter((e) => e.id !== id), { id, owner, turn: typeof at === "number" ? at : 0, ...(value !== null ? { value } : {}) }];
  rt.s.changes++;
  if (!quietly) rt.s.log.push({ k: "effect.start", a: { effect: id, side: owner } });
}

export function endEffect(rt: Runtime, id: string): void {
  const before = rt.s.effects.length;
  rt.s.effects = rt.s.effects.filter((e) => e.id !== id);
  if (rt.s.effects.length !== before) {
    rt.s.changes++;
    rt.s.log.push({ k: "effect.end", a: { effect: id } });
  }
}

/** Queues the triggers on `moment` (see EFFECT_BUILTINS: emit); true when any was queued. */
export function emit(rt: Runtime, moment: string, it: Value, actor: Value, extra: RecordValue): boolean {
  const listeners = rt.g.triggersOn.get(moment);
  if (!listeners || !rt.s.effects.length) return false;
  const triggers = modifiersInForce(rt, "trigger");
  if (!triggers.length) return false;
  const act = activeSide(rt);
  const queued: { unit: number; owner: string; card: string | null; effect: string }[] = [];
  let names: Record<string, Value> | null = null;
  for (const { effect: e, def, modifier: m } of triggers) {
    if (m.on !== moment || m.do === null) continue;
    const listensTo = m.side === "both" ? null : appliesTo(rt, m, e);
    if (listensTo !== null && actor !== null && listensTo !== actor) continue;
    names ??= it === null ? { ...extra, actor } : { ...extra, it, actor };
    if (m.where !== null && it !== null && !truthy(evalUnit(rt, m.where, [], e.owner, act, def.card, names))) continue;
    if (m.when !== null && !truthy(evalUnit(rt, m.when, [], e.owner, act, def.card, names))) continue;
    queued.push({ unit: m.do, owner: e.owner, card: def.card, effect: e.id });
  }
  // The log names each effect that answers, before what it does, so that a change no move of the
  // player's explains (points gained on the other side's play) says where it came from. Written now,
  // in the order they will run.
  for (const q of queued) rt.s.log.push({ k: "effect.trigger", a: { effect: q.effect, side: q.owner } });
  // Pushed in reverse so they run in the order their effects came into play.
  for (let i = queued.length - 1; i >= 0; i--) {
    const q = queued[i]!;
    pushCall(rt, null, q.unit, [], -1, q.owner, act, q.card);
    bindNames(rt, rt.s.stack[rt.s.stack.length - 1]!, names!);
  }
  return queued.length > 0;
}

function bindNames(rt: Runtime, f: Frame, names: Record<string, Value>): void {
  const slots = rt.g.units[f.u]!.bound;
  for (const k in names) {
    const slot = slots[k];
    if (slot !== undefined) f.l[slot] = names[k]!;
  }
}

const effect = (doc = "A lasting effect.") => p("effect", "effect", doc);

export const EFFECT_BUILTINS: KernelBuiltin[] = [
  {
    name: "has_effect", kind: "kernel-expression", params: [effect()], returns: "boolean",
    doc: "Whether a lasting effect is in force.", example: "has_effect(blockade)",
    impl: (rt, _f, a) => rt.s.effects.some((e) => e.id === arg(a, 0)),
  },
  {
    name: "effect_value", kind: "kernel-expression", params: [effect()], returns: "any",
    doc: "The value given when the effect started, or none.", example: "it in effect_value(blockade)",
    impl: (rt, _f, a) => rt.s.effects.find((e) => e.id === arg(a, 0))?.value ?? null,
  },
  {
    name: "effect_owner", kind: "kernel-expression", params: [effect()], returns: "side",
    doc: "Whose the effect is (who started it), or none when it is not in force.", example: "effect_owner(blockade) == me",
    impl: (rt, _f, a) => rt.s.effects.find((e) => e.id === arg(a, 0))?.owner ?? null,
  },
  {
    name: "effects_in_force", kind: "kernel-expression", params: [], returns: "list",
    doc: "The ids of the lasting effects in force, in the order they started.", example: "count(effects_in_force())",
    impl: (rt) => rt.s.effects.map((e) => e.id),
  },
  {
    name: "start_effect", kind: "kernel-statement", params: [effect("An effect declared under a card's (or an overlay's) `effects:`."), p("value", "any", "A value its modifiers read with `effect_value(...)`.", true), p("owner", "side", "Whose effect it is (default: me).", true), p("quietly", "boolean", "Write no log line (effects in force from a game's start).", true)], returns: "void",
    doc: "Puts a lasting effect in force (again, if it already was).", example: "start_effect(blockade)",
    impl: (rt, f, a) => {
      startEffect(rt, str(arg(a, 0)), str(arg(a, 2, f.me)), arg(a, 1), arg(a, 3) === true);
      return null;
    },
  },
  {
    name: "end_effect", kind: "kernel-statement", params: [effect()], returns: "void",
    doc: "Ends a lasting effect (nothing happens if it is not in force).", example: "end_effect(blockade)",
    impl: (rt, _f, a) => {
      endEffect(rt, str(arg(a, 0)));
      return null;
    },
  },
  {
    name: "end_effects", kind: "kernel-statement", params: [p("duration", "string", "A duration effects declare (a round, a turn …).")], returns: "void",
    doc: "Ends every effect in force declared with this duration, in the order they started.", example: "end_effects(\"turn\")",
    impl: (rt, _f, a) => {
      const d = str(arg(a, 0));
      for (const e of rt.s.effects.filter((x) => rt.g.effect.get(x.id)?.duration === d)) endEffect(rt, e.id);
      return null;
    },
  },
  {
    name: "modifiers", kind: "kernel-expression", mayDraw: true,
    params: [p("kind", "hook", "A declared modifier kind."), p("side", "side", "Only those applying to this side (default: any).", true), p("it", "any", "What is concerned (a space, a card …); modifiers with `where:` must hold for it.", true)],
    returns: "list",
    doc: "The modifiers of a kind in force, as records: their fields (amount, max …) plus `effect`, `owner`, `side`, `effect_card` and `code`.",
    example: "for m in modifiers(\"ops\", me) { let bonus = bonus + m.amount }",
    impl: (rt, _f, a) => inForce(rt, str(arg(a, 0)), a[1] === undefined || a[1] === null ? null : str(a[1] as Value), arg(a, 2)).map(modifierRecord),
  },
  {
    name: "forbidden", kind: "kernel-expression", mayDraw: true,
    params: [p("side", "side", "The side that would act."), p("action", "string", "An action the game's forbid hook lists under `actions:` (attack, place …)."), p("it", "any", "The target (a space, a card), if any.", true)],
    returns: "boolean",
    doc: "Whether a `forbid` modifier in force forbids the side this action (against this target).", example: "not forbidden(me, \"attack\", it)",
    impl: (rt, _f, a) => forbiddenNow(rt, str(arg(a, 0)), str(arg(a, 1)), arg(a, 2)),
  },
  {
    name: "emit", kind: "kernel-statement", stops: true,
    params: [p("moment", "string", "A moment the game declares (attack, card_played …)."), p("it", "any", "What it concerns (a space, a card …).", true), p("actor", "side", "Who caused it; triggers that listen to one side hear only its moments.", true), p("with", "record", "More names the triggers' code sees (e.g. `{ played_as: mode }`).", true)],
    returns: "void",
    doc: "Runs the triggers of the effects in force that listen to this moment, before the code after it.", example: "emit(\"attack\", it: target, actor: me)",
    impl: (rt, _f, a) => {
      const extra = arg(a, 3);
      return emit(rt, str(arg(a, 0)), arg(a, 1), arg(a, 2), isRecord(extra) ? extra : {}) ? YIELD : null;
    },
  },
  {
    name: "run_modifier", kind: "kernel-statement", stops: true, params: [p("modifier", "record", "A record from `modifiers(...)` with code (`do:`)."), p("side", "side", "Who runs it (default: the effect's owner).", true)], returns: "void",
    doc: "Runs a modifier's code (e.g. a `replace` modifier's action round instead of the usual one).", example: "run_modifier(r, side)",
    impl: (rt, f, a) => {
      const m = arg(a, 0);
      if (!isRecord(m) || typeof m.code !== "number") return null;
      const me = str(arg(a, 1, m.owner ?? f.me));
      pushCall(rt, null, m.code, [], -1, me, me, typeof m.effect_card === "string" ? m.effect_card : null);
      return YIELD;
    },
  },
  {
    name: "run_event", kind: "kernel-statement", stops: true, params: [p("card", "card", "A card."), p("side", "side", "Who resolves it (`me` inside it)."), p("active", "side", "The active side while it runs (default: the game's).", true)], returns: "void",
    doc: "Runs a card's event code (nothing when it has none).", example: "run_event(card, me)",
    impl: (rt, _f, a) => {
      const c = cardOf(rt.g, arg(a, 0));
      if (c.event === null) return null;
      const me = str(arg(a, 1));
      pushCall(rt, null, c.event, [], -1, me, str(arg(a, 2, activeSide(rt))), c.id);
      return YIELD;
    },
  },
  {
    name: "has_event", kind: "kernel-expression", params: [p("card", "card", "A card.")], returns: "boolean",
    doc: "Whether a card has event code.", example: "has_event(c)",
    impl: (rt, _f, a) => cardOf(rt.g, arg(a, 0)).event !== null,
  },
  {
    name: "prerequisite_met", kind: "kernel-expression", mayDraw: true, params: [p("card", "card", "A card."), p("side", "side", "Who would play the event.")], returns: "boolean",
    doc: "Whether a card's `prerequisite:` holds for the side (true without one).", example: "prerequisite_met(c, me)",
    impl: (rt, _f, a) => {
      const c = cardOf(rt.g, arg(a, 0));
      if (c.prerequisite === null) return true;
      return truthy(evalUnit(rt, c.prerequisite, [], str(arg(a, 1)), activeSide(rt), c.id));
    },
  },
];
