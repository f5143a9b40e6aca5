// Reading a state by the game's declared names, for tools at the edges (scenario tests, the
// editor, the command line): a track (by side for a per-side one), pieces by space, a pile (by
// side for hands), `<pile>_includes`, a special card … Never used by the rules themselves.
import type { Game } from "./game.js";
import type { SpecialState, State } from "./state.js";
import type { Value } from "./values.js";

export type Readout =
  | { kind: "value"; value: Value }
  | { kind: "per_side"; bySide: Record<string, Value>; transform?: "sorted" }
  | { kind: "pile"; pile: string; cards: string[] }
  | { kind: "includes" | "excludes"; pile: string; cards: string[]; bySide?: Record<string, string[]> }
  | { kind: "pieces"; bySpace: Record<string, number[]> }
  | { kind: "special"; special: SpecialState };

/** The value a declared name stands for in a state, or null for a name the game does not declare. */
export function readByName(g: Game, s: State, name: string): Readout | null {
  const key = g.positions.aliases[name] ?? name;
  const v = g.variable.get(key);
  if (v !== undefined) return { kind: "value", value: s.vars[v]! };
  const t = g.track.get(key);
  if (t) {
    if (!t.perSide) return { kind: "value", value: s.tracks[t.offset]! };
    return { kind: "per_side", bySide: Object.fromEntries(g.sides.map((side, i) => [side, s.tracks[t.offset + i]!])) };
  }
  const pile = g.pile.get(key);
  if (pile) {
    if (!pile.perSide) return { kind: "pile", pile: key, cards: s.piles[pile.offset]!.slice() };
    return { kind: "per_side", transform: "sorted", bySide: Object.fromEntries(g.sides.map((side, i) => [side, s.piles[pile.offset + i]!.slice()])) };
  }
  const kind = g.piece.get(key);
  if (kind) {
    const bySpace: Record<string, number[]> = {};
    for (const sp of g.spaces) bySpace[sp.id] = g.sides.map((_, i) => s.pieces[kind.offset + sp.index * g.sides.length + i]!);
    return { kind: "pieces", bySpace };
  }
  if (g.card.get(key)?.special) return { kind: "special", special: s.specials[key] ?? { holder: null, face_up: false } };
  const suffix = /^(.*)_(includes|excludes|size)$/.exec(name);
  if (suffix) {
    const base = g.positions.aliases[suffix[1]!] ?? suffix[1]!;
    const p = g.pile.get(base);
    if (!p) return null;
    const all = s.piles.slice(p.offset, p.offset + (p.perSide ? g.sides.length : 1)).flat();
    if (suffix[2] === "size") {
      if (!p.perSide) return { kind: "value", value: all.length };
      return { kind: "per_side", bySide: Object.fromEntries(g.sides.map((side, i) => [side, s.piles[p.offset + i]!.length])) };
    }
    // A per-side pile's cards are also given by side, for an expectation written by side.
    const bySide = p.perSide ? { bySide: Object.fromEntries(g.sides.map((side, i) => [side, s.piles[p.offset + i]!.slice()])) } : {};
    return { kind: suffix[2] as "includes" | "excludes", pile: base, cards: all, ...bySide };
  }
  return null;
}

/** Where a track's value (a side's, for a per-side track) lies in `State.tracks`: tools that set it by hand write there. */
export function trackIndex(g: Game, track: string, side?: string): number {
  const t = g.track.get(track);
  if (!t) throw new Error(`unknown track ${track}`);
  return t.offset + (t.perSide ? (g.sideIndex.get(side ?? "") ?? 0) : 0);
}

/** A track's value (by side for a per-side track). */
export function trackValue(g: Game, s: State, track: string, side?: string): number {
  return s.tracks[trackIndex(g, track, side)]!;
}

/** Where a side's pieces of a kind (the first kind by default) on a space lie in `State.pieces`, or -1 for an unknown space or kind. */
export function piecesIndex(g: Game, space: string, side: string, kind?: string): number {
  const k = kind ? g.piece.get(kind) : g.pieces[0];
  const sp = g.space.get(space);
  if (!k || !sp) return -1;
  return k.offset + sp.index * g.sides.length + (g.sideIndex.get(side) ?? 0);
}

/** A side's pieces of a kind (the first kind by default) on a space. */
export function piecesAt(g: Game, s: State, space: string, side: string, kind?: string): number {
  const i = piecesIndex(g, space, side, kind);
  return i < 0 ? 0 : s.pieces[i]!;
}

/** The cards of a pile (a side's, for a per-side pile). */
export function pileCards(g: Game, s: State, pile: string, side?: string): string[] {
  const p = g.pile.get(pile);
  if (!p) throw new Error(`unknown pile ${pile}`);
  return s.piles[p.offset + (p.perSide ? (g.sideIndex.get(side ?? "") ?? 0) : 0)]!;
}

/** A game variable's value. */
export function variableValue(g: Game, s: State, name: string): Value {
  const i = g.variable.get(name);
  return i === undefined ? null : s.vars[i]!;
}

/**
 * What an index into one of the state's flat arrays stands for, in the game's declared names
 * (a track, `<track> <side>` for a per-side one, `<piece kind> <space> <side>`, `<pile> <side>`, a variable), or null: messages about a
 * state (a save that does not replay to its saved state) name the field, not only its index.
 */
export function stateFieldName(g: Game, field: string, index: number): string | null {
  const sideOf = (i: number) => g.sides[i] ?? String(i);
  if (field === "tracks") {
    const t = g.tracks.find((x) => index >= x.offset && index < x.offset + (x.perSide ? g.sides.length : 1));
    return t ? (t.perSide ? `${t.id} ${sideOf(index - t.offset)}` : t.id) : null;
  }
  if (field === "vars") return g.variables[index]?.id ?? null;
  if (field === "piles") {
    const of = g.pileOf[index];
    return of ? (of[1] >= 0 ? `${of[0].id} ${sideOf(of[1])}` : of[0].id) : null;
  }
  if (field === "known") return g.cards[index]?.id ?? null;
  if (field === "pieces") {
    const k = g.pieces.find((x, i) => index >= x.offset && index < (g.pieces[i + 1]?.offset ?? g.pieceSize));
    if (!k) return null;
    const rel = index - k.offset;
    const space = g.spaces[Math.floor(rel / g.sides.length)];
    return space ? `${k.id} ${space.id} ${sideOf(rel % g.sides.length)}` : null;
  }
  return null;
}
