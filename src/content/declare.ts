// Turns a composed game's data into the kernel's declarations (sides, tracks, board, piles,
// cards, effects …), checking every cross-reference with a located diagnostic: unknown or
// duplicate ids, one-sided links, modifiers of undeclared kinds. Code is parsed and checked
// separately (code.ts).
import type { Diagnostic, Position } from "../diagnostics/diagnostic.js";
import type { Declarations, HookDef, RecordValue, Value } from "../kernel/index.js";
import { alignmentIds, type CardRaw, type EffectRaw, type Located, type Path, type RawGame } from "./raw.js";
import { termsOf } from "./code.js";
import { checkForbidHooks, checkModifierActions, forbidHooks } from "./forbid-actions.js";
import { rangeAt, type SourceFile } from "./yaml-source.js";
import { closest } from "../diagnostics/closest.js";

type I18n = Pick<Diagnostic, "key" | "args" | "parts" | "hintKey" | "hintArgs">;

export interface Reporter {
  err(source: SourceFile, at: Path, code: string, message: string, hint?: string, i18n?: I18n): void;
  /** The same at a range found otherwise (a map's key). */
  errAt(source: SourceFile, range: { start: Position; end: Position }, code: string, message: string, hint?: string, i18n?: I18n): void;
}

export function reporter(out: Diagnostic[]): Reporter {
  const errAt: Reporter["errAt"] = (source, range, code, message, hint, i18n) => out.push({ code, severity: "error", message, file: source.path, ...range, ...(hint ? { hint } : {}), ...i18n });
  return { err: (source, at, code, message, hint, i18n) => errAt(source, rangeAt(source, at), code, message, hint, i18n), errAt };
}

const KERNEL_CARD_KEYS = new Set(["id", "number", "name", "side", "text", "event", "prerequisite", "blocked_by", "effects"]);
/**
 * The fields of a card that checking a game reads besides its code (event, prerequisite): its id,
 * number (duplicates; the cards' order, hence their diagnostics'), side, blocked_by and lasting
 * effects. Its name and text only name it; every other field is one of the game's own (`ops`,
 * `era` …), copied into the card's attributes below, which no check reads (compose, declare, the
 * data names and the code's check see only the kernel's fields; a field's value is checked
 * against card_fields by its file's schema check).
 */
export const CHECKED_CARD_FIELDS = ["id", "number", "side", "blocked_by", "effects"] as const;
const KERNEL_MODIFIER_KEYS = new Set(["kind", "side", "where", "when", "on", "do"]);

/** The declarations without code (event and condition ASTs are filled in by code.ts). */
export function declare(raw: RawGame, r: Reporter): Declarations {
  const m = raw.manifest.data;
  const ms = raw.manifest.source;
  // Messages speak the game's words (a space is a country, a group a region …).
  const terms = termsOf(m.terms);
  const sides = m.sides.map((s) => ({ id: s.id, name: s.name }));
  const sideIds = new Set(sides.map((s) => s.id));
  const alignments = new Set(alignmentIds(m));
  m.sides.forEach((s, i) => {
    if (m.sides.findIndex((x) => x.id === s.id) !== i) r.err(ms, ["sides", i, "id"], "CW401", `duplicate side \`${s.id}\``, undefined, { key: "diag.duplicate_id", args: { id: s.id } });
  });

  const tracks = Object.entries(m.tracks ?? {}).map(([id, t]) => {
    const [min, max] = t.range;
    if (min > max) r.err(ms, ["tracks", id, "range"], "CW205", `the range of ${id} goes down (${min} to ${max})`, undefined, { key: "diag.bad_range", args: { id, min, max } });
    const start = t.start ?? (min <= 0 && max >= 0 ? 0 : min);
    return { id, name: t.name, perSide: t.per_side ?? false, min, max, start, ...(t.show === "hidden" ? { hidden: true } : {}), ...(t.show === "bar" && !t.per_side ? { tugOfWar: true } : {}) };
  });
  const variables = Object.entries(m.variables ?? {}).map(([id, v]) => ({ id, start: (v.start ?? null) as Value, doc: v.doc }));
  const pieces = Object.entries(m.pieces ?? {}).map(([id, p]) => ({ id, name: p.name, capPerSpace: p.cap_per_space ?? Infinity, supply: p.supply ?? Infinity }));
  const piles = Object.entries(m.piles ?? {}).map(([id, p]) => ({ id, name: p.name, perSide: p.per_side ?? false, visibility: p.visibility }));

  // --- board
  const b = raw.board;
  // Where a space or group is written: the board file, or the overlay that added or replaced it.
  const spaceAt = (i: number, ...rest: Path): [SourceFile, Path] => {
    const o = b.overlaySpaces?.get(b.data.spaces[i]!.id);
    return o ? [o.source, [...o.at, ...rest]] : [b.source, ["spaces", b.spaceIndex?.[i] ?? i, ...rest]];
  };
  const groupAt = (i: number, ...rest: Path): [SourceFile, Path] => {
    const o = b.overlayGroups?.get((b.data.groups ?? [])[i]!.id);
    return o ? [o.source, [...o.at, ...rest]] : [b.source, ["groups", b.groupIndex?.[i] ?? i, ...rest]];
  };
  const groups = (b.data.groups ?? []).map((g) => ({ id: g.id, name: g.name, parent: g.parent ?? null, colour: g.colour ?? null, attrs: attrsOf(g, ["id", "name", "parent", "colour"], m.group_fields) }));
  const groupIds = new Set<string>();
  (b.data.groups ?? []).forEach((g, i) => {
    if (groupIds.has(g.id)) r.err(...groupAt(i, "id"), "CW401", `duplicate id \`${g.id}\``, undefined, { key: "diag.duplicate_id", args: { id: g.id } });
    groupIds.add(g.id);
  });
  (b.data.groups ?? []).forEach((g, i) => {
    if (g.parent && !groupIds.has(g.parent)) r.err(...groupAt(i, "parent"), "CW402", `unknown ${terms.term("group")} \`${g.parent}\``, undefined, { key: "diag.unknown_group", args: { id: g.parent, kind: "group" } });
  });
  const spaceIds = new Map<string, number>();
  b.data.spaces.forEach((s, i) => {
    if (spaceIds.has(s.id) || groupIds.has(s.id) || sideIds.has(s.id)) r.err(...spaceAt(i, "id"), "CW401", `duplicate id \`${s.id}\``, `every ${terms.term("space")}, ${terms.term("group")}, side and card needs its own id`, { key: "diag.duplicate_id", args: { id: s.id }, hintKey: "diag.hint.unique_id", hintArgs: { space: "space", group: "group" } });
    spaceIds.set(s.id, i);
  });
  const overlaySpaces = b.overlaySpaces ?? new Map();
  const links = b.data.spaces.map((s) => new Set(s.adjacent));
  b.data.spaces.forEach((s, i) => {
    (s.groups ?? []).forEach((g, j) => {
      if (!groupIds.has(g)) r.err(...spaceAt(i, "groups", j), "CW402", `unknown ${terms.term("group")} \`${g}\` in ${s.id}`, undefined, { key: "diag.unknown_group_of", args: { id: g, kind: "group", space: s.id } });
    });
    if (s.home_of !== undefined && !sideIds.has(s.home_of)) r.err(...spaceAt(i, "home_of"), "CW402", `unknown side \`${s.home_of}\``, undefined, { key: "diag.unknown_side", args: { id: s.home_of } });
    s.adjacent.forEach((a, j) => {
      const other = spaceIds.get(a);
      if (other === undefined) {
        r.err(...spaceAt(i, "adjacent", j), "CW402", `unknown ${terms.term("space")} \`${a}\` in the adjacency of ${s.id}`, undefined, { key: "diag.unknown_adjacent", args: { id: a, kind: "space", space: s.id } });
        return;
      }
      if (links[other]!.has(s.id)) return;
      // A space an overlay adds may link to existing spaces from its side only: the link is mutual.
      if (overlaySpaces.has(s.id)) links[other]!.add(s.id);
      else r.err(...spaceAt(i, "adjacent", j), "CW403", `${s.id} lists ${a} as adjacent, but ${a} does not list ${s.id}`, `add ${s.id} to the adjacent list of ${a}`, { key: "diag.one_sided_adjacency", args: { space: s.id, other: a }, hintKey: "diag.hint.add_adjacent", hintArgs: { space: s.id, other: a } });
    });
  });
  const spaces = b.data.spaces.map((s, i) => ({
    id: s.id, name: s.name, groups: s.groups ?? [], adjacent: [...links[i]!], homeOf: s.home_of ?? null, position: s.position ?? null,
    attrs: attrsOf(s, ["id", "name", "groups", "adjacent", "home_of", "position"], m.space_fields),
  }));

  // --- hooks, moments, durations
  const hooks: HookDef[] = Object.entries(m.hooks ?? {}).map(([id, h]) => ({ id, form: h.form, replaces: h.replaces ?? null, doc: h.doc }));
  const hookIds = new Set(hooks.map((h) => h.id));
  // The actions each forbid may name (forbid-actions.ts).
  const forbids = forbidHooks(m);
  checkForbidHooks(m, ms, r);
  const moments = new Set(Object.keys(m.moments ?? {}));
  const durations = new Set(m.durations ?? []);

  // --- cards and effects
  const cardIds = new Map<string, Located<CardRaw>>();
  const numbers = new Map<number, string>();
  const effects: Declarations["effects"] = [];
  const effectIds = new Map<string, true>();
  const special = new Set(m.special_cards ?? []);
  const checkEffect = (e: EffectRaw, card: string | null, cardName: string | null, source: SourceFile, at: Path) => {
    if (effectIds.has(e.id)) r.err(source, [...at, "id"], "CW401", `duplicate effect id \`${e.id}\``, undefined, { key: "diag.duplicate_effect_id", args: { id: e.id } });
    effectIds.set(e.id, true);
    if (durations.size && !durations.has(e.duration)) {
      const { hint, ...said } = nearestOr(e.duration, durations, "durations", "diag.hint.durations");
      r.err(source, [...at, "duration"], "CW203", `unknown duration \`${e.duration}\``, hint, { key: "diag.unknown_duration", args: { id: e.duration }, ...said });
    }
    const modifiers = (e.modifiers ?? []).map((mod, k) => {
      const mat = [...at, "modifiers", k];
      if (!hookIds.has(mod.kind)) {
        const { hint, ...said } = nearestOr(mod.kind, hookIds, "kinds", "diag.hint.hooks", "hooks");
        r.err(source, [...mat, "kind"], "CW402", `unknown modifier kind \`${mod.kind}\``, hint, { key: "diag.unknown_hook", args: { id: mod.kind }, ...said });
      }
      const actions = forbids.get(mod.kind);
      if (actions?.length) checkModifierActions(mod, actions, source, mat, r);
      if (mod.on !== undefined && !moments.has(mod.on)) {
        const { hint, ...said } = nearestOr(mod.on, moments, "moments", "diag.hint.moments");
        r.err(source, [...mat, "on"], "CW402", `unknown moment \`${mod.on}\``, hint, { key: "diag.unknown_moment", args: { id: mod.on }, ...said });
      }
      const side = mod.side ?? (mod.kind === "trigger" ? "both" : "owner");
      if (!["owner", "opponent", "both"].includes(side) && !sideIds.has(side)) r.err(source, [...mat, "side"], "CW402", `unknown side \`${side}\``, "owner, opponent, both or a side id", { key: "diag.unknown_side", args: { id: side }, hintKey: "diag.hint.modifier_side" });
      const fields: RecordValue = {};
      for (const [k, v] of Object.entries(mod)) if (!KERNEL_MODIFIER_KEYS.has(k)) fields[k] = v as Value;
      return { kind: mod.kind, fields, side, where: null, when: null, do: null, on: mod.on ?? null };
    });
    effects.push({ id: e.id, card, name: e.name ?? cardName ?? e.id, duration: e.duration, modifiers });
  };
  for (const c of raw.cards) {
    const { data: card, source, at } = c;
    if (cardIds.has(card.id) || spaceIds.has(card.id) || groupIds.has(card.id) || sideIds.has(card.id)) r.err(source, [...at, "id"], "CW401", `duplicate id \`${card.id}\``, undefined, { key: "diag.duplicate_id", args: { id: card.id } });
    cardIds.set(card.id, c);
    if (card.number !== undefined) {
      if (numbers.has(card.number)) r.err(source, [...at, "number"], "CW401", `card number ${card.number} is used by both ${numbers.get(card.number)} and ${card.id}`, undefined, { key: "diag.duplicate_card_number", args: { number: card.number, first: numbers.get(card.number)!, second: card.id } });
      numbers.set(card.number, card.id);
    }
    if (!sideIds.has(card.side) && !alignments.has(card.side)) r.err(source, [...at, "side"], "CW402", `unknown side \`${card.side}\``, `sides and alignments: ${[...sideIds, ...alignments].join(", ")}`, { key: "diag.unknown_side", args: { id: card.side }, hintKey: "diag.hint.sides", hintArgs: { sides: [...sideIds, ...alignments].join(", ") } });
    (card.effects ?? []).forEach((e, j) => checkEffect(e, card.id, card.name, source, [...at, "effects", j]));
  }
  for (const e of raw.effects) checkEffect(e.data, null, null, e.source, e.at);
  for (const c of raw.cards) {
    (c.data.blocked_by ?? []).forEach((x, j) => {
      if (!effectIds.has(x)) r.err(c.source, [...c.at, "blocked_by", j], "CW402", `unknown effect \`${x}\``, "blocked_by lists effect ids declared under some card's `effects:`", { key: "diag.unknown_effect", args: { id: x }, hintKey: "diag.hint.blocked_by" });
    });
  }
  (m.special_cards ?? []).forEach((id, i) => {
    if (!cardIds.has(id)) r.err(ms, ["special_cards", i], "CW402", `unknown card \`${id}\``, undefined, { key: "diag.unknown_card", args: { id } });
  });
  const cards: Declarations["cards"] = raw.cards
    .map((c) => c.data)
    .sort((a, b2) => (a.number ?? 0) - (b2.number ?? 0))
    .map((c) => ({
      id: c.id, name: c.name, side: c.side, blockedBy: c.blocked_by ?? [], special: special.has(c.id), event: null, prerequisite: null,
      attrs: { ...attrsOf(c, [...KERNEL_CARD_KEYS], m.card_fields), ...(c.number !== undefined ? { number: c.number } : {}), text: c.text },
    }));

  const data: Record<string, Value> = {};
  for (const [name, d] of Object.entries(raw.data)) data[name] = d.data as RecordValue;
  return { id: m.id, name: m.name, sides, tracks, variables, pieces, groups, spaces, piles, cards, effects, hooks, data };
}

/** A thing's declared attributes: its fields beyond the kernel's, with declared defaults filled in. */
function attrsOf(thing: Record<string, unknown>, kernelKeys: string[], declared: Record<string, object> | undefined): RecordValue {
  const out: RecordValue = {};
  for (const [k, f] of Object.entries(declared ?? {})) if ("default" in f) out[k] = (f as { default: Value }).default;
  for (const [k, v] of Object.entries(thing)) if (!kernelKeys.includes(k)) out[k] = v as Value;
  return out;
}

/**
 * The hint for a misspelt id of a closed set (a duration, a hook, a moment): the nearest one when
 * some is near (`trun`: did you mean `turn`?), else every one, under `label` (`durations: …`).
 */
function nearestOr(id: string, known: Iterable<string>, label: string, listKey: string, listArg = label): { hint: string; hintKey: string; hintArgs: Record<string, string> } {
  const near = closest(id, known);
  if (near) return { hint: `did you mean \`${near}\`?`, hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion: near } };
  const all = [...known].join(", ");
  return { hint: `${label}: ${all}`, hintKey: listKey, hintArgs: { [listArg]: all } };
}
