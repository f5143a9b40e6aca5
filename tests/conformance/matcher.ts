// Compares what the engine did with what a segment of the log shows, line by line. Each
// checked line (Influence with its totals, VP with the score, DEFCON, military ops, space race,
// effects entering or leaving play) is an expectation; the engine's changes are matched to them
// in order (per country and side for Influence, whose lines may sum several engine steps). A
// change the log does not show, a line whose values differ, or a line left unmatched when the
// segment ends is a difference. Plain data, so a replay can try a move on a copy.
import type { Game, State } from "../../src/kernel/index.js";
import { markerOf, type Fact } from "./facts.js";
import { hand, milops, space, vp, type Side } from "./ts-state.js";
import { describeFact, expectedText, scoreText, sideName, stateText } from "./describe.js";
import type { Segment } from "./import.js";

export interface Difference {
  line: number;
  text: string;
  expected: string;
  actual: string;
  /** The segment's line (item) whose values differ or that the engine never did. */
  item?: number;
  /** The engine change the log does not show. */
  fact?: Fact;
}

interface Expect {
  item: number;
  key: string;
  /** Change shown by the line (Influence, VP); reached by summing engine changes. */
  delta: number;
  acc: number;
  done: boolean;
}

export interface MatchState {
  seg: number;
  expects: Expect[];
  /** Item of the last line matched (where an unexpected change is reported). */
  last: number | null;
  /** The engine's VP and military ops as its log goes (to tell a no-change from a change). */
  vp: number;
  milops: Record<Side, number>;
  /** This is the log's last segment and every line of it is matched: nothing more is compared. */
  finished: boolean;
  /** Engine changes the log's exporter leaves out (see UNPRINTED), counted. */
  unprinted: Record<string, number>;
  /** Effect markers the official edition never shows "in play" (conformance/effects-in-play.yaml); null: every effect is compared. */
  notShownInPlay: string[] | null;
  /**
   * Effects in force in the engine as its log goes, with their cards: a card is in play while
   * one of its effects is (starting one again, or a card's second effect, is no change).
   */
  effects: [effect: string, card: string][];
  space: Record<Side, number>;
}

/**
 * Effects: the official edition shows a card "in play" only for lasting events (Containment,
 * NATO, Flower Power...). Our engine also uses effects as bookkeeping for one-off obligations
 * (Missile Envy must be played next round); those listed as never shown, with a reason each, in
 * conformance/effects-in-play.yaml (`notShownInPlay`) are not compared, and are counted.
 *
 * Changes the exported logs print only sometimes, whose results later lines still check:
 * - the VP of the military operations check at the end of a turn (rule 8.2): most logs print no
 *   line for it, a few print it under a `Turn N, Cleanup:` header; the next printed score
 *   includes it either way, so it is compared there;
 * - turn-long effects (Containment, Red Scare/Purge, Vietnam Revolts...) ending with the turn:
 *   about a third of them get no `is no longer in play` line.
 * A printed line is matched as usual; only the absence of one is accepted, and counted.
 */
export const UNPRINTED = {
  milops_penalty_vp: "VP of the end-of-turn military operations check",
  turn_effect_expiry: "turn-long effect(s) ending with the turn",
  bookkeeping_effect: "engine effect(s) the official edition never shows in play (conformance/effects-in-play.yaml)",
} as const;

function keyOf(item: Segment["items"][number]): string | null {
  switch (item.kind) {
    case "influence":
      return item.countryId ? `inf:${item.side}:${item.countryId}` : null;
    case "vp":
      return "vp";
    case "defcon":
      return "defcon";
    case "milops":
      return `milops:${item.side}`;
    case "space":
      return `space:${item.side}`;
    case "in_play":
      return item.cardId ? `in:${item.cardId}` : null;
    case "out_of_play":
      return item.cardId ? `out:${item.cardId}` : null;
    case "reshuffle":
      return "reshuffle";
    default:
      return null;
  }
}

/**
 * The expectations of a segment. The engine's running values (VP, military ops, space race,
 * effects) come from `previous` when the segment starts in the middle of a move (its state is
 * already the move's end), else from `state`.
 */
export function openSegment(seg: Segment, g: Game, state: State, notShownInPlay: string[] | null = null, previous?: MatchState): MatchState {
  const expects: Expect[] = [];
  seg.items.forEach((item, i) => {
    const key = keyOf(item);
    if (!key) return;
    const delta = item.kind === "influence" ? item.delta : item.kind === "vp" ? (item.side === "ussr" ? -item.amount : item.amount) : 0;
    expects.push({ item: i, key, delta, acc: 0, done: false });
  });
  const running = previous
    ? { vp: previous.vp, milops: { ...previous.milops }, effects: [...previous.effects], space: { ...previous.space } }
    : {
        vp: vp(g, state),
        milops: { us: milops(g, state, "us"), ussr: milops(g, state, "ussr") },
        effects: state.effects.map((e) => [e.id, markerOf(g, e.id)] as [string, string]),
        space: { us: space(g, state, "us"), ussr: space(g, state, "ussr") },
      };
  return { seg: seg.index, expects, last: null, finished: false, unprinted: {}, notShownInPlay, ...running };
}

function diff(seg: Segment, item: number, expected: string, actual: string, fact?: Fact): Difference {
  const it = seg.items[item];
  return { line: it?.line ?? seg.line, text: it?.text ?? seg.text, expected, actual, ...(fact ? { fact } : { item }) };
}

function complete(ms: MatchState, seg: Segment, e: Expect, isLastSegment: boolean): void {
  e.done = true;
  ms.last = e.item;
  if (isLastSegment && ms.expects.every((x) => x.done)) ms.finished = true;
}

function accept(ms: MatchState, what: keyof typeof UNPRINTED): null {
  ms.unprinted[what] = (ms.unprinted[what] ?? 0) + 1;
  return null;
}

/** Matches one engine change; returns the difference it shows, if any. */
export function feedFact(ms: MatchState, seg: Segment, f: Fact, isLastSegment: boolean): Difference | null {
  if (ms.finished) return null;
  const pending = (key: string) => ms.expects.find((e) => !e.done && e.key === key);
  const unexpected = (): Difference => diff(seg, ms.last ?? -1, "no change here (the log shows none)", `engine: ${describeFact(f)}`, f);
  switch (f.k) {
    case "influence": {
      const e = pending(`inf:${f.side}:${f.country}`);
      if (!e) return unexpected();
      e.acc += f.delta;
      const item = seg.items[e.item]!;
      if (item.kind !== "influence") return null;
      if (Math.sign(e.acc) !== Math.sign(e.delta) || Math.abs(e.acc) > Math.abs(e.delta)) {
        complete(ms, seg, e, isLastSegment);
        return diff(seg, e.item, expectedText(seg, e.item), `engine: ${e.acc > 0 ? "+" : ""}${e.acc} in ${f.country} [${f.us}][${f.ussr}]`);
      }
      if (e.acc !== e.delta) return null;
      complete(ms, seg, e, isLastSegment);
      return item.us === f.us && item.ussr === f.ussr ? null : diff(seg, e.item, expectedText(seg, e.item), `engine: [${f.us}][${f.ussr}]`);
    }
    case "vp": {
      const signed = f.side === "us" ? f.amount : -f.amount;
      const before = ms.vp;
      ms.vp = f.vp;
      let e = pending("vp");
      // A "No VP awarded" line before this change: the engine awarded none there either.
      while (e && e.delta === 0 && seg.items[e.item]?.kind === "vp" && (seg.items[e.item] as { score: number }).score === before) {
        complete(ms, seg, e, isLastSegment);
        e = pending("vp");
      }
      if (f.penalty && (!e || e.delta !== signed)) return accept(ms, "milops_penalty_vp");
      if (!e) return unexpected();
      const item = seg.items[e.item]!;
      if (item.kind !== "vp") return null;
      e.acc += signed;
      // Final scoring: one line for every region (and the China Card), each of which may go
      // either way; the sum and the score are checked when the segment closes.
      if (seg.kind === "final") return null;
      if (e.delta === 0 || Math.sign(e.acc) !== Math.sign(e.delta) || Math.abs(e.acc) > Math.abs(e.delta)) {
        complete(ms, seg, e, isLastSegment);
        return diff(seg, e.item, expectedText(seg, e.item), `engine: ${describeFact(f)}`);
      }
      if (e.acc !== e.delta) return null;
      complete(ms, seg, e, isLastSegment);
      return item.score === f.vp ? null : diff(seg, e.item, expectedText(seg, e.item), `engine: score ${scoreText(f.vp)}`);
    }
    case "score": {
      // A region scored with no net VP: matches a "No VP awarded" line if that is the next VP line.
      if (f.net !== 0) return null;
      const e = pending("vp");
      const item = e && seg.items[e.item]!;
      if (!e || item?.kind !== "vp" || e.delta !== 0 || item.side !== null) return null;
      complete(ms, seg, e, isLastSegment);
      return item.score === ms.vp ? null : diff(seg, e.item, expectedText(seg, e.item), `engine: score ${scoreText(ms.vp)}`);
    }
    case "defcon": {
      const e = pending("defcon");
      if (!e) return unexpected();
      const item = seg.items[e.item]!;
      complete(ms, seg, e, isLastSegment);
      return item.kind === "defcon" && item.level === f.level ? null : diff(seg, e.item, expectedText(seg, e.item), `engine: DEFCON ${f.level}`);
    }
    case "milops": {
      const changed = ms.milops[f.side] !== f.value;
      ms.milops[f.side] = f.value;
      const e = pending(`milops:${f.side}`);
      if (!e) return changed ? unexpected() : null;
      const item = seg.items[e.item]!;
      if (item.kind !== "milops") return null;
      // The engine logs every addition, even one that changes nothing; the log may not.
      if (!changed && item.value !== f.value) return null;
      complete(ms, seg, e, isLastSegment);
      return item.value === f.value ? null : diff(seg, e.item, expectedText(seg, e.item), `engine: ${describeFact(f)}`);
    }
    case "space": {
      ms.space[f.side] = f.box;
      const e = pending(`space:${f.side}`);
      if (!e) return unexpected();
      const item = seg.items[e.item]!;
      // One line may show a move of several boxes (One Small Step): the boxes on the way count.
      if (item.kind === "space" && f.box < item.box) return null;
      complete(ms, seg, e, isLastSegment);
      return item.kind === "space" && item.box === f.box ? null : diff(seg, e.item, expectedText(seg, e.item), `engine: ${describeFact(f)}`);
    }
    case "effect_start":
    case "effect_end": {
      const wasInPlay = ms.effects.some(([, card]) => card === f.card);
      ms.effects = ms.effects.filter(([effect]) => effect !== f.effect);
      if (f.k === "effect_start") ms.effects.push([f.effect, f.card]);
      const inPlay = ms.effects.some(([, card]) => card === f.card);
      if (wasInPlay === inPlay) return null;
      const e = pending(`${f.k === "effect_start" ? "in" : "out"}:${f.card}`);
      if (!e && ms.notShownInPlay?.includes(f.card)) return accept(ms, "bookkeeping_effect");
      if (!e && f.k === "effect_end" && f.expiry) return accept(ms, "turn_effect_expiry");
      if (!e) return unexpected();
      complete(ms, seg, e, isLastSegment);
      return null;
    }
    case "reshuffle": {
      const e = pending("reshuffle");
      if (!e) return unexpected();
      complete(ms, seg, e, isLastSegment);
      return null;
    }
    default:
      return null;
  }
}

/** The first line of the segment the engine never matched, as a difference. */
export function closeSegment(ms: MatchState, seg: Segment, g: Game, state: State): Difference | null {
  if (ms.finished) return null;
  for (const e of ms.expects) {
    const item = seg.items[e.item]!;
    if (!e.done && seg.kind === "final" && item.kind === "vp" && e.acc === e.delta && item.score === ms.vp) e.done = true;
  }
  // "No VP awarded" lines after the last VP change: the score they show is checked here.
  for (const e of ms.expects) {
    const item = seg.items[e.item]!;
    if (!e.done && item.kind === "vp" && item.side === null && item.score === ms.vp && ms.expects.every((x) => x.done || x.key !== "vp" || x.item >= e.item)) e.done = true;
  }
  const e = ms.expects.find((x) => !x.done);
  return e ? diff(seg, e.item, expectedText(seg, e.item), stateText(seg, e.item, e.acc, g, state)) : null;
}

/** Every line of the segment the engine never matched (marked matched: the caller resyncs them). */
export function unmatched(ms: MatchState, seg: Segment, g: Game, state: State): Difference[] {
  const out: Difference[] = [];
  for (let d = closeSegment(ms, seg, g, state); d; d = closeSegment(ms, seg, g, state)) {
    out.push(d);
    const e = ms.expects.find((x) => x.item === d!.item);
    if (!e) break;
    e.done = true;
  }
  return out;
}

/** Lines of the segment matched so far (partly matched Influence lines count as not yet). */
export function matchedItems(ms: MatchState): Set<number> {
  return new Set(ms.expects.filter((e) => e.done).map((e) => e.item));
}

/** Influence the log still shows for a side and country in this segment (sum of unmatched lines). */
export function pendingInfluence(ms: MatchState, seg: Segment): { item: number; side: Side; country: string; left: number }[] {
  const out: { item: number; side: Side; country: string; left: number }[] = [];
  for (const e of ms.expects) {
    const item = seg.items[e.item]!;
    if (e.done || item.kind !== "influence" || !item.countryId) continue;
    out.push({ item: e.item, side: item.side, country: item.countryId, left: e.delta - e.acc });
  }
  return out;
}

/**
 * How well the engine's changes fit the log: the log's lines are matched in order, so the score
 * is how far the run of matched lines from the start of the segment grows (a line matched out of
 * order counts a little); -1000 when a change differs from the log.
 */
export function scoreFacts(ms: MatchState, seg: Segment, facts: Fact[], isLastSegment: boolean): { score: number; difference: Difference | null } {
  const copy = structuredClone(ms);
  const before = progress(copy);
  for (const f of facts) {
    const d = feedFact(copy, seg, f, isLastSegment);
    if (d) return { score: -1000, difference: d };
  }
  return { score: progress(copy) - before, difference: null };
}

/** The run of matched lines from the start of the segment (plus a little for lines matched out of order). */
export function progress(ms: MatchState): number {
  let prefix = 0;
  let i = 0;
  for (; i < ms.expects.length && ms.expects[i]!.done; i++) prefix++;
  const first = ms.expects[i];
  if (first?.delta) prefix += 0.9 * Math.min(1, Math.abs(first.acc / first.delta));
  const elsewhere = ms.expects.slice(i + 1).filter((e) => e.done).length;
  return prefix + 0.1 * elsewhere;
}

/**
 * Cards the segment shows discarded from a hand must have left it: an event the engine does not
 * carry out (or carries out differently) shows here even when no Influence or VP moved.
 * `fromDeck`: events whose discards come from the draw pile.
 */
export function cardFlowDifferences(seg: Segment, g: Game, state: State, fromDeck: ReadonlySet<string>): Difference[] {
  const out: Difference[] = [];
  seg.items.forEach((item, i) => {
    if (item.kind !== "card" || item.verb !== "discards" || !item.cardId) return;
    const section = seg.sections[item.section];
    if (section?.kind === "event" && section.card && fromDeck.has(section.card)) return;
    if (!hand(g, state, item.side).includes(item.cardId)) return;
    out.push(diff(seg, i, `${item.cardId} discarded from the ${sideName(item.side)} hand`, `the engine's ${sideName(item.side)} hand still holds ${item.cardId}`));
  });
  return out;
}

