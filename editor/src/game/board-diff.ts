// What an edit changed on the board: the same moves replayed before and after it, the two boards
// compared. Spaces whose pieces or holder changed, tracks (and the numbers shown above the board)
// that moved, effects that started or ended, cards that ended up in another pile. Pure, over the
// page's board views (BoardState, all open); it knows only the names the game declares.
import type { BoardChanges, BoardState, PileState } from "./protocol.js";

/** Every card's place in a board: `pile` or `pile.side`. */
function places(b: BoardState): Map<string, string> {
  const out = new Map<string, string>();
  for (const [pile, v] of Object.entries(b.piles)) {
    if ("count" in v) for (const c of (v as PileState).cards ?? []) out.set(c, pile);
    else for (const [side, p] of Object.entries(v as Record<string, PileState>)) for (const c of p.cards ?? []) out.set(c, `${pile}.${side}`);
  }
  return out;
}

/** Track values by `track` or `track.side`, and the numbers among the variables shown. */
function numbers(b: BoardState, shown: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const [id, v] of Object.entries(b.tracks)) {
    if (typeof v === "number") out.set(id, v);
    else for (const [side, n] of Object.entries(v)) out.set(`${id}.${side}`, n);
  }
  for (const id of shown) if (typeof b.variables[id] === "number") out.set(id, b.variables[id] as number);
  return out;
}

/** `pieceKind`: the kind of pieces compared (the game's first); `shown`: variables shown above the board. */
export function boardChanges(before: BoardState, after: BoardState, pieceKind: string | null, shown: readonly string[] = []): BoardChanges {
  const spaces: BoardChanges["spaces"] = [];
  const a0 = pieceKind ? (before.pieces[pieceKind] ?? {}) : {};
  const b0 = pieceKind ? (after.pieces[pieceKind] ?? {}) : {};
  for (const id of new Set([...Object.keys(a0), ...Object.keys(b0), ...Object.keys(before.holders), ...Object.keys(after.holders)])) {
    const a = a0[id] ?? [];
    const b = b0[id] ?? [];
    const holderBefore = before.holders[id] ?? null;
    const holderAfter = after.holders[id] ?? null;
    const n = Math.max(a.length, b.length);
    const same = Array.from({ length: n }, (_, i) => (a[i] ?? 0) === (b[i] ?? 0)).every(Boolean);
    if (same && holderBefore === holderAfter) continue;
    const fill = (x: number[]) => Array.from({ length: n }, (_, i) => x[i] ?? 0);
    spaces.push({ id, before: fill(a), after: fill(b), holderBefore, holderAfter });
  }
  const tracks: BoardChanges["tracks"] = [];
  const nb = numbers(before, shown);
  const na = numbers(after, shown);
  for (const [id, x] of nb) {
    const y = na.get(id);
    if (y !== undefined && y !== x) tracks.push({ track: id, before: x, after: y });
  }
  const had = new Set(before.effects.map((e) => e.id));
  const has = new Set(after.effects.map((e) => e.id));
  const effects = [...[...has].filter((e) => !had.has(e)).map((id) => ({ id, change: "started" as const })), ...[...had].filter((e) => !has.has(e)).map((id) => ({ id, change: "ended" as const }))];
  const cards: BoardChanges["cards"] = [];
  const pa = places(before);
  const pb = places(after);
  for (const id of new Set([...pa.keys(), ...pb.keys()])) {
    const x = pa.get(id) ?? "elsewhere";
    const y = pb.get(id) ?? "elsewhere";
    if (x !== y) cards.push({ id, before: x, after: y });
  }
  const result = (before.result?.winner ?? null) !== (after.result?.winner ?? null) ? { before: before.result?.winner ?? null, after: after.result?.winner ?? null } : null;
  return { spaces, tracks, effects, cards, result };
}

export function isEmpty(c: BoardChanges): boolean {
  return !c.spaces.length && !c.tracks.length && !c.effects.length && !c.cards.length && !c.result;
}
