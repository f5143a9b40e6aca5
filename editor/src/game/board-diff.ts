// What an edit changed on the board: the same moves replayed before and after it, the two boards
// compared. Countries whose Influence or control changed, tracks that moved, effects that started
// or ended, cards that ended up somewhere else. Pure, over the page's board views (BoardState).
import type { Side } from "../../../src/content/model.js";
import type { BoardChanges, BoardState } from "./protocol.js";

/** Who controls a country: Influence at least its stability more than the other side's. */
export function controller([us, ussr]: readonly [number, number], stability: number): Side | null {
  if (us > 0 && us - ussr >= stability) return "us";
  if (ussr > 0 && ussr - us >= stability) return "ussr";
  return null;
}

/** Where a card is: in a hand, the discards, out of the game, or elsewhere (the draw pile, or in play). */
function whereIs(b: BoardState, card: string): string {
  if (b.hands.us.some((c) => c.id === card)) return "hand_us";
  if (b.hands.ussr.some((c) => c.id === card)) return "hand_ussr";
  if (b.discard.includes(card)) return "discard";
  if (b.removed.includes(card)) return "removed";
  return "elsewhere";
}

export function boardChanges(before: BoardState, after: BoardState, stability: (country: string) => number): BoardChanges {
  const countries: BoardChanges["countries"] = [];
  for (const id of new Set([...Object.keys(before.influence), ...Object.keys(after.influence)])) {
    const a = before.influence[id] ?? [0, 0];
    const b = after.influence[id] ?? [0, 0];
    if (a[0] === b[0] && a[1] === b[1]) continue;
    const s = stability(id);
    countries.push({ id, before: [a[0], a[1]], after: [b[0], b[1]], controlBefore: controller(a, s), controlAfter: controller(b, s) });
  }
  const tracks: BoardChanges["tracks"] = [];
  const track = (name: BoardChanges["tracks"][number]["track"], x: number, y: number) => x !== y && tracks.push({ track: name, before: x, after: y });
  track("vp", before.vp, after.vp);
  track("defcon", before.defcon, after.defcon);
  track("milops_us", before.milops.us, after.milops.us);
  track("milops_ussr", before.milops.ussr, after.milops.ussr);
  track("space_us", before.space.us, after.space.us);
  track("space_ussr", before.space.ussr, after.space.ussr);
  track("turn", before.turn, after.turn);
  track("round", before.round, after.round);
  const had = new Set(before.effects.map((e) => e.id));
  const has = new Set(after.effects.map((e) => e.id));
  const effects = [...[...has].filter((e) => !had.has(e)).map((id) => ({ id, change: "started" as const })), ...[...had].filter((e) => !has.has(e)).map((id) => ({ id, change: "ended" as const }))];
  const cards: BoardChanges["cards"] = [];
  const all = new Set([...before.discard, ...after.discard, ...before.removed, ...after.removed, ...before.hands.us.map((c) => c.id), ...before.hands.ussr.map((c) => c.id), ...after.hands.us.map((c) => c.id), ...after.hands.ussr.map((c) => c.id)]);
  for (const id of all) {
    const a = whereIs(before, id);
    const b = whereIs(after, id);
    if (a !== b) cards.push({ id, before: a, after: b });
  }
  const result = (before.result?.winner ?? null) !== (after.result?.winner ?? null) ? { before: before.result?.winner ?? null, after: after.result?.winner ?? null } : null;
  return { countries, tracks, effects, cards, result };
}

export function isEmpty(c: BoardChanges): boolean {
  return !c.countries.length && !c.tracks.length && !c.effects.length && !c.cards.length && !c.result;
}
