// Which segment of the log the engine is in: a headline or action round is known by the
// decision that starts it (the headline card, the card of the round) and by the engine's markers.
import type { Decision, Game, State } from "../../src/kernel/index.js";
import { round, turn } from "./ts-state.js";
import type { Segment } from "./import.js";

export interface SegmentId {
  kind: Segment["kind"];
  turn: number;
  side?: string;
  round?: number;
}

/** The segment a decision starts, if it starts one. */
export function segmentOf(d: Decision, g: Game, state: State): SegmentId | null {
  if (d.kind === "headline_card") return { kind: "headline", turn: turn(g, state) };
  if (d.kind === "action_card") return { kind: "action_round", turn: turn(g, state), side: d.player, round: round(g, state) };
  return null;
}

export function isSegment(seg: Segment, id: SegmentId): boolean {
  return seg.kind === id.kind && seg.turn === id.turn && (id.side === undefined || seg.side === id.side) && (id.round === undefined || seg.round === id.round);
}

export function describeSegment(id: SegmentId): string {
  if (id.kind === "headline") return `turn ${id.turn} headline phase`;
  if (id.kind === "action_round") return `turn ${id.turn}, ${id.side === "us" ? "US" : "USSR"} action round ${id.round}`;
  return id.kind;
}
