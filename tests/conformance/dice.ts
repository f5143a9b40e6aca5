// Applies one move with the die rolls the log shows. The game is strict about dice: a roll
// nobody forced stops the move. The move is then run again from the same state with that roll
// forced, taken from the log line the engine is at (a coup, a realignment, a space race attempt,
// an event's war or trap roll). A roll the log does not print (the Olympic Games contest) is
// found by trying each value and keeping the results that fit the log best. Cards the log shows
// revealed or discarded are forced as the result of any random pick from a hand (see
// the kernel's forced picks): a pick that is not random never looks at them.
import { applyInPlace, copyState, Log, UnscriptedRollError, type ForcedPick, type Frame, type Game, type Move, type State } from "../../src/kernel/index.js";
import { followMarker, newCursor, sectionStart, type Cursor } from "./cursor.js";
import { factsOf, type Fact } from "./facts.js";
import type { Segment } from "./import.js";

export interface MoveOutcome {
  state: State;
  facts: Fact[];
  /** Items whose dice were used, by segment (a move can cross into the next segment). */
  diceItems: { seg: number; item: number }[];
  /** Rolls the log does not show, found by search. */
  hidden: number;
}

export type MoveResult = { ok: true; outcome: MoveOutcome } | { ok: false; error: Error };

/** Where the replay is: the game's segments, the current one and the cursor in it. */
export interface Position {
  segments: Segment[];
  seg: number;
  cur: Cursor;
}

/** Follows the engine's markers from `pos`, into the next segments when a round or turn starts. */
export function followFacts(pos: Position, facts: Fact[]): Position {
  let seg = pos.seg;
  let cur = structuredClone(pos.cur);
  for (const f of facts) {
    if (f.k === "ar_start" || f.k === "turn_start" || f.k === "final_scoring") {
      const next = pos.segments[seg + 1];
      const starts =
        next && (f.k === "ar_start" ? next.kind === "action_round" && next.turn === f.turn && next.side === f.side && next.round === f.round : f.k === "turn_start" ? next.kind === "headline" : next.kind === "final");
      if (starts) {
        seg++;
        cur = newCursor(next);
      }
    } else followMarker(cur, pos.segments[seg]!, f);
  }
  return { segments: pos.segments, seg, cur };
}

/** The procedure running a frame (cards/twilight-struggle/procedures), and one of its parameters. */
const procedure = (g: Game, f: Frame | undefined): string | null => (f ? g.units[f.u]!.name : null);
const parameter = (g: Game, f: Frame, name: string) => f.l[g.units[f.u]!.params.findIndex((p) => p.name === name)];

/** The dice for the roll the engine asks now (`top`: the frame that rolled), or null when the log shows none for it. */
function diceFor(g: Game, seg: Segment, cur: Cursor, taken: number[], top: Frame | undefined): { dice: number[]; items: number[] } | null {
  const start = sectionStart(seg, cur.section);
  const free = (i: number) => !cur.used.includes(i) && !taken.includes(i);
  const find = (kinds: string[], sectionOnly: boolean) => {
    for (let i = start; i < seg.items.length; i++) {
      const item = seg.items[i]!;
      if (sectionOnly && item.section !== cur.section) break;
      if (kinds.includes(item.kind) && free(i)) return i;
    }
    return -1;
  };
  const rolling = procedure(g, top);
  if (rolling === "coup_attempt") {
    const i = find(["coup_roll"], false);
    const item = seg.items[i];
    return item?.kind === "coup_roll" ? { dice: [item.roll], items: [i] } : null;
  }
  if (rolling === "realignment_roll") {
    const a = find(["realign_roll"], false);
    const first = seg.items[a];
    const second = seg.items[a + 1];
    if (first?.kind !== "realign_roll" || second?.kind !== "realign_roll") return null;
    // The engine rolls for the realigning side first; the log prints the USSR first.
    const side = parameter(g, top!, "side");
    const mine = first.side === side ? first : second;
    const theirs = first.side === side ? second : first;
    return { dice: [mine.roll, theirs.roll], items: [a, a + 1] };
  }
  if (rolling === "attempt_space") {
    const i = find(["space_roll"], false);
    const item = seg.items[i];
    return item?.kind === "space_roll" ? { dice: [item.roll], items: [i] } : null;
  }
  // An event's roll: a war or trap roll of the section the engine is in.
  const i = find(["war_roll", "trap_roll", "space_roll", "coup_roll"], true);
  const item = seg.items[i];
  if (item?.kind === "war_roll" || item?.kind === "trap_roll" || item?.kind === "space_roll" || item?.kind === "coup_roll") return { dice: [item.roll], items: [i] };
  return null;
}

/**
 * Cards the rest of the segment (and the next) shows revealed or discarded from a hand, in order,
 * each tagged with the event whose section shows it: a random pick takes the card its own event's
 * lines show (a card another event's lines name, such as the card SALT Negotiations takes back
 * before Grain Sales draws, is not its result). Lines a move already accounted for are skipped.
 */
function shownCards(pos: Position): ForcedPick[] {
  const seg = pos.segments[pos.seg]!;
  const next = pos.segments[pos.seg + 1];
  const start = sectionStart(seg, pos.cur.section);
  const shown = (s: Segment, from: number, used: number[]): ForcedPick[] =>
    s.items
      .map((item, index) => ({ item, index }))
      .filter(({ item, index }) => index >= from && !used.includes(index) && item.kind === "card" && (item.verb === "reveals" || item.verb === "discards") && item.cardId)
      .map(({ item }) => {
        const section = s.sections[item.section];
        return { pick: item.cardId!, by: section?.kind === "event" ? (section.card ?? null) : null };
      });
  return [...shown(seg, start, pos.cur.used), ...(next ? shown(next, 0, []) : [])];
}

/**
 * Runs `move` on a copy of `state`. Rolls come from the log; `hiddenRolls` are used, in order,
 * for rolls the log does not show. Returns "hidden" when one more such roll is needed.
 */
export function runMove(g: Game, state: State, move: Move, pos: Position, hiddenRolls: number[] = []): MoveResult | "hidden" {
  const rig: number[] = [];
  const taken: { seg: number; item: number }[] = [];
  let hiddenUsed = 0;
  for (let attempt = 0; attempt < 40; attempt++) {
    const copy = copyState(state);
    copy.log = new Log();
    copy.rigged = [...rig];
    copy.riggedPicks = shownCards(pos);
    try {
      applyInPlace(g, copy, move);
      copy.riggedPicks = [];
      return { ok: true, outcome: { state: copy, facts: factsOf(g, copy.log), diceItems: taken, hidden: hiddenUsed } };
    } catch (e) {
      if (!(e instanceof UnscriptedRollError)) return { ok: false, error: e as Error };
      // The roll belongs to the part of the log the engine has reached, maybe the next segment.
      const at = followFacts(pos, factsOf(g, copy.log));
      const seg = pos.segments[at.seg]!;
      const found = diceFor(g, seg, at.cur, taken.filter((t) => t.seg === at.seg).map((t) => t.item), copy.stack.at(-1));
      if (found) {
        rig.push(...found.dice);
        taken.push(...found.items.map((item) => ({ seg: at.seg, item })));
      } else if (hiddenUsed < hiddenRolls.length) rig.push(hiddenRolls[hiddenUsed++]!);
      else return "hidden";
    }
  }
  return { ok: false, error: new Error("too many die rolls in one move") };
}
