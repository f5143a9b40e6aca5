// The board: spaces, groups of spaces, adjacency, pieces of each side on spaces, and tracks.
import type { Game, Runtime } from "../game.js";
import type { PieceDef, SpaceDef, TrackDef } from "../model.js";
import { EffectRuntimeError, num, show, str, truthy, type Value } from "../values.js";
import { arg, p, predArg, type KernelBuiltin } from "./define.js";

export function spaceOf(g: Game, id: Value): SpaceDef {
  const s = typeof id === "string" ? g.space.get(id) : undefined;
  if (!s) throw new EffectRuntimeError(`not a space: ${show(id)}`, "runtime.not_space", { value: show(id) });
  return s;
}

/**
 * A side's index, or -1 when the value is no side. A game has few sides (two, mostly) and its
 * strings are interned (kernel/intern.ts), so comparing each side is cheaper than a Map's lookup.
 */
export function sideNumber(g: Game, v: Value): number {
  const sides = g.sides;
  for (let i = 0; i < sides.length; i++) if (sides[i] === v) return i;
  return -1;
}

/** The space a value names; a side stands for its home space (undefined when it has none). */
export function spaceOrHome(g: Game, v: Value): SpaceDef | undefined {
  return sideNumber(g, v) >= 0 ? g.spaces.find((s) => s.homeOf === v) : spaceOf(g, v);
}

export function sideIndexOf(g: Game, side: Value): number {
  const i = sideNumber(g, side);
  if (i < 0) throw new EffectRuntimeError(`not a side: ${show(side)}`, "runtime.not_side", { value: show(side) });
  return i;
}

function pieceKind(g: Game, kind: Value): PieceDef {
  if (kind === null) {
    const only = g.pieces[0];
    if (!only) throw new EffectRuntimeError("this game declares no pieces", "runtime.no_pieces");
    return only;
  }
  const d = g.piece.get(str(kind));
  if (!d) throw new EffectRuntimeError(`unknown kind of piece ${show(kind)}`, "runtime.unknown_piece", { value: show(kind) });
  return d;
}

export function trackOf(g: Game, id: Value): TrackDef {
  const t = typeof id === "string" ? g.track.get(id) : undefined;
  if (!t) throw new EffectRuntimeError(`not a track: ${show(id)}`, "runtime.not_track", { value: show(id) });
  return t;
}

function trackSlot(g: Game, t: TrackDef, side: Value): number {
  if (!t.perSide) return t.offset;
  if (side === null) throw new EffectRuntimeError(`the ${t.id} track has one value per side: say whose`, "runtime.track_whose", { track: t.id });
  return t.offset + sideIndexOf(g, side);
}

/** Index of a side's pieces of a kind on a space in `State.pieces`. */
export function pieceSlot(g: Game, kind: PieceDef, space: SpaceDef, side: number): number {
  return kind.offset + space.index * g.sides.length + side;
}

export function piecesOn(rt: Runtime, space: Value, side: Value, kind: Value = null): number {
  const g = rt.g;
  return rt.s.pieces[pieceSlot(g, pieceKind(g, kind), spaceOf(g, space), sideIndexOf(g, side))]!;
}

/** Pieces of a side on the whole board (what has left its supply). */
export function onBoard(rt: Runtime, kind: PieceDef, side: number): number {
  const g = rt.g;
  let n = 0;
  for (const s of g.spaces) n += rt.s.pieces[pieceSlot(g, kind, s, side)]!;
  return n;
}

/** Changes a side's pieces on a space by `by`, within 0, the cap per space and the supply; the change made. */
export function movePieces(rt: Runtime, space: Value, side: Value, by: number, kind: Value = null): number {
  const g = rt.g;
  const k = pieceKind(g, kind);
  const sp = spaceOf(g, space);
  const si = sideIndexOf(g, side);
  const slot = pieceSlot(g, k, sp, si);
  const now = rt.s.pieces[slot]!;
  let target = Math.max(0, now + by);
  if (target > now) {
    target = Math.min(target, k.capPerSpace);
    if (k.supply !== Infinity) target = Math.min(target, now + Math.max(0, k.supply - onBoard(rt, k, si)));
  }
  rt.s.pieces[slot] = target;
  if (target !== now) rt.s.changes++;
  return target - now;
}

export function attribute(g: Game, id: string, field: string): Value {
  const t = g.things.get(id);
  if (!t) return null;
  const v = t.attrs[field];
  if (v !== undefined) return v;
  switch (field) {
    case "id":
      return t.id;
    case "name":
      return t.name;
    case "side":
      return "side" in t ? t.side : null;
    case "blocked_by":
      return "blockedBy" in t ? t.blockedBy.slice() : null;
    case "parent":
      return "parent" in t ? t.parent : null;
  }
  return null;
}

// One table per game and field, shared by every site that reads the field: a table per read site
// made many maps of the same ids (89 for 14 attributes in the larger shipped game's random
// games), spread over far more memory than the game's own data.
const tables = new WeakMap<Game, Map<string, Map<string, Value>>>();

/**
 * One attribute of every space, card and group, by id: what `attribute` gives for each. Values
 * are shared, never copied (the language never changes a value in place).
 */
export function attributeTable(g: Game, field: string): Map<string, Value> {
  let byField = tables.get(g);
  if (!byField) tables.set(g, (byField = new Map()));
  const known = byField.get(field);
  if (known) return known;
  const out = new Map<string, Value>();
  byField.set(field, out);
  for (const [id, t] of g.things) {
    const v = t.attrs[field];
    out.set(id, v !== undefined ? v : field === "blocked_by" && "blockedBy" in t ? t.blockedBy : attribute(g, id, field));
  }
  return out;
}

/** Whether space `a` belongs to group `b` (directly or through a subgroup). */
export function inGroup(g: Game, a: string, b: string): boolean {
  const space = g.space.get(a);
  return space !== undefined && space.groupIds.has(b);
}

/** Whether two spaces are adjacent; a side stands for its home space. */
export function isAdjacent(g: Game, a: Value, b: Value): boolean {
  const sa = spaceOf(g, a);
  const target = spaceOrHome(g, b);
  return !!target && sa.adjacent.includes(target.index);
}

const space = (doc = "A space.") => p("space", "space", doc);
const side = (doc = "A side.") => p("side", "side", doc);
const kind = p("kind", "string", "Which kind of piece, when the game has several.", true);

export const BOARD_BUILTINS: KernelBuiltin[] = [
  {
    name: "spaces", kind: "kernel-expression", params: [p("where", "predicate", "Condition on `it`, the space.", true)], returns: "spaces",
    doc: "Every space of the board (for which `where` holds), in board order.", example: "spaces(where: pieces(it, me) > 0)",
    impl: (rt, _f, a) => {
      const w = predArg(a, 0);
      const out: Value[] = [];
      for (const s of rt.g.spaces) if (!w || truthy(w(s.id))) out.push(s.id);
      return out;
    },
  },
  {
    name: "spaces_with", kind: "kernel-expression", params: [side("Whose pieces."), kind], returns: "spaces",
    doc: "The spaces where a side has pieces, in board order (a fast start for searches among them).", example: "select(spaces_with(opponent), where: it in target_region)",
    impl: (rt, _f, a) => {
      const g = rt.g;
      const k = pieceKind(g, arg(a, 1));
      const si = sideIndexOf(g, arg(a, 0));
      const n = g.sides.length;
      const p = rt.s.pieces;
      const out: Value[] = [];
      for (let i = 0, at = k.offset + si; i < g.spaces.length; i++, at += n) if (p[at]! > 0) out.push(g.spaces[i]!.id);
      return out;
    },
  },
  {
    name: "spaces_in", kind: "kernel-expression", params: [p("group", "group", "A group of spaces (a region …).")], returns: "spaces",
    doc: "The spaces of a group, in board order.", example: "spaces_in(north)",
    impl: (rt, _f, a) => {
      const g = rt.g.group.get(str(arg(a, 0)));
      if (!g) throw new EffectRuntimeError(`not a group: ${show(arg(a, 0))}`, "runtime.not_group", { value: show(arg(a, 0)) });
      return g.spaces.map((i) => rt.g.spaces[i]!.id);
    },
  },
  {
    name: "pieces", kind: "kernel-expression", params: [space(), side("Whose pieces."), kind], returns: "number",
    doc: "How many pieces a side has on a space.", example: "pieces(it, opponent)",
    impl: (rt, _f, a) => piecesOn(rt, arg(a, 0), arg(a, 1), arg(a, 2)),
  },
  {
    name: "pieces_left", kind: "kernel-expression", params: [side("Whose supply."), kind], returns: "number",
    doc: "How many pieces a side still has in its supply (a very large number when unlimited).", example: "pieces_left(me)",
    impl: (rt, _f, a) => {
      const k = pieceKind(rt.g, arg(a, 1));
      return k.supply === Infinity ? Number.MAX_SAFE_INTEGER : k.supply - onBoard(rt, k, sideIndexOf(rt.g, arg(a, 0)));
    },
  },
  {
    name: "room", kind: "kernel-expression", params: [space(), side("Whose pieces."), kind], returns: "number",
    doc: "How many more pieces a side may put on a space now: what the cap per space and the side's supply still allow (0 on a home space).", example: "spaces(where: room(it, me) > 0)",
    impl: (rt, _f, a) => {
      const g = rt.g;
      const k = pieceKind(g, arg(a, 2));
      const si = sideIndexOf(g, arg(a, 1));
      const sp = spaceOf(g, arg(a, 0));
      if (sp.homeOf !== null) return 0;
      const now = rt.s.pieces[pieceSlot(g, k, sp, si)]!;
      const supply = k.supply === Infinity ? Infinity : k.supply - onBoard(rt, k, si);
      const free = Math.min(k.capPerSpace - now, supply);
      return free === Infinity ? Number.MAX_SAFE_INTEGER : Math.max(0, free);
    },
  },
  {
    name: "move_pieces", kind: "kernel-statement", params: [space(), side("Whose pieces."), p("by", "number", "How many to add (negative: remove)."), kind], returns: "number",
    doc: "Adds or removes a side's pieces on a space, never below 0, above the cap per space or beyond the supply; gives the change made.", example: "let added = move_pieces(target, me, 2)",
    impl: (rt, _f, a) => movePieces(rt, arg(a, 0), arg(a, 1), num(arg(a, 2)), arg(a, 3)),
  },
  {
    name: "set_pieces", kind: "kernel-statement", params: [space(), side("Whose pieces."), p("count", "number", "The new number."), kind], returns: "number",
    doc: "Sets a side's pieces on a space (within the same limits as move_pieces); gives the change made.", example: "set_pieces(target, me, 3)",
    impl: (rt, _f, a) => movePieces(rt, arg(a, 0), arg(a, 1), num(arg(a, 2)) - piecesOn(rt, arg(a, 0), arg(a, 1), arg(a, 3)), arg(a, 3)),
  },
  {
    name: "adjacent", kind: "kernel-expression", params: [p("a", "space", "A space."), p("b", "any", "A space, or a side (its home space).")], returns: "boolean",
    doc: "Whether two spaces are adjacent.", example: "adjacent(it, target)",
    impl: (rt, _f, a) => isAdjacent(rt.g, arg(a, 0), arg(a, 1)),
  },
  {
    name: "neighbours", kind: "kernel-expression", params: [p("space", "any", "A space, or a side (its home space).")], returns: "spaces",
    doc: "The spaces adjacent to a space, in the order the board lists them.", example: "neighbours(target)",
    impl: (rt, _f, a) => {
      const v = arg(a, 0);
      const s = spaceOrHome(rt.g, v);
      return s ? s.adjacent.map((i) => rt.g.spaces[i]!.id) : [];
    },
  },
  {
    name: "home", kind: "kernel-expression", params: [side()], returns: "space",
    doc: "A side's home space, or none.", example: "home(me)",
    impl: (rt, _f, a) => rt.g.spaces.find((s) => s.homeOf === arg(a, 0))?.id ?? null,
  },
  {
    name: "home_of", kind: "kernel-expression", params: [space()], returns: "side",
    doc: "The side whose home the space is, or none.", example: "home_of(it) == none",
    impl: (rt, _f, a) => spaceOf(rt.g, arg(a, 0)).homeOf,
  },
  {
    name: "attr", kind: "kernel-expression", params: [p("of", "any", "A space, card or group id."), p("name", "string", "The attribute.")], returns: "any",
    doc: "A declared attribute of a space, card or group (the same as `x.name`).", example: "attr(it, \"value\")",
    impl: (rt, _f, a) => attribute(rt.g, str(arg(a, 0)), str(arg(a, 1))),
  },
  {
    name: "leader", kind: "kernel-expression", params: [space(), kind, p("margin", "number", "By how many pieces at least it must lead every other side (default 1).", true)], returns: "side",
    doc: "The side with the most pieces on a space, ahead of every other side by at least `margin`; none otherwise.", example: "leader(target, margin: 2)",
    impl: (rt, _f, a) => {
      const g = rt.g;
      const k = pieceKind(g, arg(a, 1));
      const sp = spaceOf(g, arg(a, 0));
      const margin = Math.max(1, num(arg(a, 2, 1)));
      const base = k.offset + sp.index * g.sides.length;
      const p = rt.s.pieces;
      let best = -1;
      let most = -1;
      let second = -1;
      for (let i = 0; i < g.sides.length; i++) {
        const n = p[base + i]!;
        if (n > most) [second, most, best] = [most, n, i];
        else if (n > second) second = n;
      }
      return most - second >= margin ? g.sides[best]! : null;
    },
  },
  // --- tracks
  {
    name: "track", kind: "kernel-expression", reads: ["tracks"], params: [p("track", "track", "A declared track."), p("side", "side", "Whose marker, on a track with one per side.", true)], returns: "number",
    doc: "A track's value.", example: "track(tension)",
    impl: (rt, _f, a) => {
      const t = trackOf(rt.g, arg(a, 0));
      return rt.s.tracks[trackSlot(rt.g, t, arg(a, 1))]!;
    },
  },
  {
    name: "move_track", kind: "kernel-statement", params: [p("track", "track", "A declared track."), p("by", "number", "How far (negative: down)."), p("side", "side", "Whose marker, on a track with one per side.", true)], returns: "number",
    doc: "Moves a track's marker, staying within the track's bounds; gives the move made.", example: "move_track(tension, -1)",
    impl: (rt, _f, a) => {
      const t = trackOf(rt.g, arg(a, 0));
      const slot = trackSlot(rt.g, t, arg(a, 2));
      const now = rt.s.tracks[slot]!;
      const next = Math.max(t.min, Math.min(t.max, now + num(arg(a, 1))));
      rt.s.tracks[slot] = next;
      if (next !== now) rt.s.changes++;
      return next - now;
    },
  },
  {
    name: "set_track", kind: "kernel-statement", params: [p("track", "track", "A declared track."), p("value", "number", "The new value."), p("side", "side", "Whose marker, on a track with one per side.", true)], returns: "number",
    doc: "Sets a track's marker, within the track's bounds; gives the move made.", example: "set_track(tension, 2)",
    impl: (rt, _f, a) => {
      const t = trackOf(rt.g, arg(a, 0));
      const slot = trackSlot(rt.g, t, arg(a, 2));
      const now = rt.s.tracks[slot]!;
      const next = Math.max(t.min, Math.min(t.max, num(arg(a, 1))));
      rt.s.tracks[slot] = next;
      if (next !== now) rt.s.changes++;
      return next - now;
    },
  },
];
