// Answers the log does not show, found by trying them on copies of the game: each option's
// move (and the die rolls the log does not print) is scored by how far the run of matched log
// lines grows, then by a few more moves the log does back.
import type { Game, Move, State } from "../../src/kernel/index.js";
import { decide, type AnswerContext } from "./answer.js";
import { cardChoice } from "./card-choice.js";
import { followMarker, use, type Cursor } from "./cursor.js";
import { runMove, type MoveOutcome, type MoveResult } from "./dice.js";
import type { Fact } from "./facts.js";
import type { ImportedGame, Segment } from "./import.js";
import { feedFact, progress, scoreFacts, type MatchState } from "./matcher.js";
import { isSegment, segmentOf } from "./segments.js";

export interface SearchContext {
  g: Game;
  game: ImportedGame;
  segIndex: number;
  cur: Cursor;
  ms: MatchState;
  /** For the answers of the lookahead. */
  answers: AnswerContext;
}

const isMarker = (f: Fact) => f.k === "turn_start" || f.k === "ar_start" || f.k === "final_scoring";

function seg(c: SearchContext): Segment {
  return c.game.segments[c.segIndex]!;
}

const isLast = (c: SearchContext) => c.segIndex === c.game.segments.length - 1;

/** The fit of a move's changes with the segment's lines (changes after a new segment starts do not count). */
export function scoreOutcome(c: SearchContext, o: MoveOutcome): number {
  const cut = o.facts.findIndex(isMarker);
  return scoreFacts(c.ms, seg(c), cut < 0 ? o.facts : o.facts.slice(0, cut), isLast(c)).score;
}

/**
 * Runs a move; a roll the log does not show (the Olympic Games contest) is tried with each value
 * and the best fit kept. An illegal move or an engine error comes back as `{ ok: false }`.
 */
export function runWithHiddenDice(c: SearchContext, state: State, move: Move): MoveResult {
  let hidden: number[] = [];
  const pos = { segments: c.game.segments, seg: c.segIndex, cur: c.cur };
  for (let depth = 0; depth < 4; depth++) {
    const r = runMove(c.g, state, move, pos, hidden);
    if (r !== "hidden") return r;
    let best: { v: number; score: number } | null = null;
    for (let v = 1; v <= 6; v++) {
      const t = runMove(c.g, state, move, pos, [...hidden, v]);
      // Needing yet another roll: fine, but below any finished fit.
      const score = t === "hidden" ? -0.5 : t.ok ? scoreOutcome(c, t.outcome) : null;
      if (score !== null && (!best || score > best.score)) best = { v, score };
    }
    hidden = [...hidden, best?.v ?? 1];
  }
  return { ok: false, error: new Error("could not find the rolls the log does not show") };
}

/**
 * How well the moves after an option fit the log: the answers the log backs are played on
 * copies for a few more moves (up to the next guess or segment); the score is how far the run of
 * matched lines grows after the option's own move.
 */
export function lookahead(c: SearchContext, o: MoveOutcome, depth = 8): number {
  const cur = structuredClone(c.cur);
  const ms = structuredClone(c.ms);
  const here = seg(c);
  const feed = (facts: Fact[]): boolean => {
    for (const f of facts) {
      if (isMarker(f)) return false;
      followMarker(cur, here, f);
      if (feedFact(ms, here, f, isLast(c))) return false;
    }
    return true;
  };
  if (!feed(o.facts)) return 0;
  const first = progress(ms);
  let state = o.state;
  for (let i = 0; i < depth; i++) {
    const d = state.pending[0];
    if (!d || state.result) break;
    const id = segmentOf(d, c.g, state);
    if (id && !isSegment(here, id)) break;
    const a = cardChoice({ ...c, cur, ms }, state, d) ?? decide({ ...c.answers, state, cur, ms }, d);
    if (!a.backed || a.choice === null) break;
    for (const u of a.uses ?? []) use(cur, u);
    const r = runMove(c.g, state, { player: d.player, choice: a.choice }, { segments: c.game.segments, seg: c.segIndex, cur });
    if (r === "hidden" || !r.ok) break;
    for (const u of r.outcome.diceItems) if (u.seg === c.segIndex) use(cur, u.item);
    if (!feed(r.outcome.facts)) break;
    state = r.outcome.state;
  }
  return progress(ms) - first;
}

/** The option whose move fits the log best (first of the best), with its outcome. */
export function bestOption(c: SearchContext, state: State, player: Move["player"], options: string[]): { choice: string; outcome: MoveOutcome; score: number } | null {
  let best: { choice: string; outcome: MoveOutcome; score: number } | null = null;
  for (const choice of options) {
    const r = runWithHiddenDice(c, state, { player, choice });
    if (!r.ok) continue;
    const score = scoreOutcome(c, r.outcome) + lookahead(c, r.outcome);
    if (!best || score > best.score) best = { choice, outcome: r.outcome, score };
  }
  return best;
}
