// What one side may see of a game. Piles show their cards by their declared visibility (public
// to all, a side's own pile to that side, hidden to nobody), plus the cards a side has been shown
// (a revealed hand, a card handed over); other piles show only how many cards they hold. A side
// sees its own pending decisions with their options, and only who is deciding what for the others;
// secret answers (cards chosen in secret) stay hidden until every side has answered. The log shows
// the lines addressed to everyone or to that side. The random generator, forced dice and the code
// running are never part of a view. Views are computed at the edge, never stored.
import type { Game } from "./game.js";
import type { ActiveEffect, GameResult, LogEntry, SpecialState, State } from "./state.js";
import type { Value } from "./values.js";

export interface PileView {
  /** Every card, when the side may see them all; else the cards it knows, with their position (0: top). */
  cards?: string[];
  known?: { card: string; at: number }[];
  count: number;
}

export interface DecisionView {
  player: string;
  kind: string;
  /** Only for the viewing side's own decisions. */
  options?: string[];
  args?: Record<string, Value>;
}

export interface View {
  game: string;
  /** The side seeing, or null for an onlooker who sees only what is public. */
  side: string | null;
  scenario: string;
  variants: string[];
  options: string[];
  tracks: Record<string, number | Record<string, number>>;
  variables: Record<string, Value>;
  pieces: Record<string, Record<string, number[]>>;
  /** Pile id → view, or side → view for a per-side pile. */
  piles: Record<string, PileView | Record<string, PileView>>;
  specials: Record<string, SpecialState>;
  effects: ActiveEffect[];
  pending: DecisionView[];
  result: GameResult | null;
  log: LogEntry[];
  moves: number;
}

/** Whether a side may read a log line. */
export function canRead(entry: LogEntry, side: string | null): boolean {
  return !entry.to || (side !== null && entry.to.includes(side));
}

export function view(g: Game, s: State, side: string | null, opts: { logFrom?: number } = {}): View {
  const me = side === null ? -1 : (g.sideIndex.get(side) ?? -1);
  if (side !== null && me < 0) throw new Error(`unknown side ${side}`);
  const bit = me >= 0 ? 1 << me : 0;
  const tracks: View["tracks"] = {};
  for (const t of g.tracks) tracks[t.id] = t.perSide ? Object.fromEntries(g.sides.map((x, i) => [x, s.tracks[t.offset + i]!])) : s.tracks[t.offset]!;
  const variables: View["variables"] = {};
  g.variables.forEach((v, i) => (variables[v.id] = structuredClone(s.vars[i]!)));
  const pieces: View["pieces"] = {};
  for (const k of g.pieces) {
    const bySpace: Record<string, number[]> = {};
    for (const sp of g.spaces) {
      const counts = g.sides.map((_, i) => s.pieces[k.offset + sp.index * g.sides.length + i]!);
      if (counts.some((n) => n !== 0)) bySpace[sp.id] = counts;
    }
    pieces[k.id] = bySpace;
  }
  const pileView = (instance: number, owner: number, visibility: string): PileView => {
    const cards = s.piles[instance]!;
    const open = visibility === "public" || (visibility === "owner" && owner === me && me >= 0);
    if (open) return { cards: cards.slice(), count: cards.length };
    const known: { card: string; at: number }[] = [];
    cards.forEach((c, at) => {
      if ((s.known[g.card.get(c)!.index] ?? 0) & bit) known.push({ card: c, at });
    });
    return { count: cards.length, known };
  };
  const piles: View["piles"] = {};
  for (const p of g.piles) {
    if (!p.perSide) piles[p.id] = pileView(p.offset, -1, p.visibility);
    else piles[p.id] = Object.fromEntries(g.sides.map((x, i) => [x, pileView(p.offset + i, i, p.visibility)]));
  }
  const pending: DecisionView[] = s.pending.map((d) => (d.player === side ? { player: d.player, kind: d.kind, options: d.options.slice(), ...(d.args ? { args: structuredClone(d.args) } : {}) } : { player: d.player, kind: d.kind }));
  const log = s.log.slice(opts.logFrom ?? 0).filter((e) => canRead(e, side));
  return {
    game: s.game, side, scenario: s.scenario, variants: s.variants.slice(), options: s.options.slice(),
    tracks, variables, pieces, piles, specials: structuredClone(s.specials), effects: structuredClone(s.effects),
    pending, result: s.result ? structuredClone(s.result) : null, log, moves: s.moves,
  };
}
