// Replays one imported log in the engine and compares every checked line. The engine starts a
// standard game with the content composed for the log's options (optional cards, the US +2
// handicap) and any bid; each segment of the log (setup, headline,
// action round, final scoring) is played by answering the engine's decisions from the log, with
// the segment's cards rigged into the hands and its die rolls forced. The first difference stops
// the replay: the log's line, what it shows, what the engine did.
import type { Content } from "../../src/content/model.js";
import { askAgain, copyState, IllegalMoveError, Log, newGame, type Decision, type Game, type Move, type State } from "../../src/kernel/index.js";
import { decide, type Answer, type AnswerContext } from "./answer.js";
import { arithmeticNotes, type ArithmeticNote } from "./arithmetic.js";
import { followMarker, newCursor, sectionStart, use, type Cursor } from "./cursor.js";
import type { MoveOutcome } from "./dice.js";
import type { Fact } from "./facts.js";
import type { ImportedGame, Segment } from "./import.js";
import { cardFlowDifferences, closeSegment, feedFact, openSegment, unmatched, type Difference, type MatchState } from "./matcher.js";
import { resync } from "./resync.js";
import { bestOption, runWithHiddenDice, type SearchContext } from "./search.js";
import { cardChoice, explainedItems } from "./card-choice.js";
import { describeSegment, isSegment, segmentOf, type SegmentId } from "./segments.js";
import { cardsInHands, dropUnplayedScoring, keepScoringOutOfDraws, NOT_FROM_HAND, rigSegment } from "./rig-cards.js";
import { asSide, phasing, round, turn } from "./ts-state.js";

/**
 * Options every log is replayed with: the official edition's behaviours where it departs from the
 * printed rules (each documented in cards/twilight-struggle/conformance/known-differences.yaml).
 */
export const OFFICIAL_EDITION_OPTIONS = ["reshuffle_when_empty", "che_military_ops"];

export interface ReplayResult {
  file: string;
  outcome: "replayed" | "differs" | "error";
  difference: (Difference & { notes: string[] }) | null;
  /** Every difference found (more than one only with continueAfterDifferences). */
  differences: Difference[];
  error: string | null;
  /** Non-blank log lines before the first difference (all of them when replayed to the end). */
  linesReplayed: number;
  linesTotal: number;
  moves: number;
  /** Decisions the log does not show, answered by trying every option. */
  guesses: number;
  /** Engine changes the log does not print, accepted and counted (see UNPRINTED in matcher.ts). */
  unprinted: Record<string, number>;
  /** The engine's state where the replay stopped (for debugging). */
  state: State | null;
  /** Coups and realignments whose result differs from the log's arithmetic (hints, not differences). */
  arithmetic: ArithmeticNote[];
}

class Stop extends Error {
  constructor(readonly difference: Difference | null, readonly done = false) {
    super(difference ? `line ${difference.line}: ${difference.expected} / ${difference.actual}` : "done");
  }
}

const MAX_MOVES = 20_000;
const MAX_SIMULATED_OPTIONS = 90;

export interface ReplayOptions {
  seed?: number;
  /** Called with each move and the engine's changes (for `npm run conformance -- --trace`). */
  trace?: (line: string) => void;
  /** Effect markers the official edition never shows "in play" (conformance/effects-in-play.yaml); see matcher.ts. */
  notShownInPlay?: string[];
  /** Go on after a difference, with the engine set to what the log shows (see resync.ts). */
  continueAfterDifferences?: boolean;
  /**
   * Start from this state instead of a new game (importer tests: a short log of one headline or
   * action round replayed from a position). Its setup segment must be empty.
   */
  start?: State;
}

export function replayGame(content: Content, game: ImportedGame, opts: ReplayOptions = {}): ReplayResult {
  let r: Replay;
  try {
    r = new Replay(content, game, opts.seed ?? 1, opts.trace, opts.notShownInPlay ?? null, opts.continueAfterDifferences ?? false, opts.start);
  } catch (e) {
    // The engine could not even start the game: the game's result, not a crash of the run.
    const error = (e as Error).stack ?? String(e);
    return { file: game.file, outcome: "error", difference: null, differences: [], error, linesReplayed: 0, linesTotal: game.lines, moves: 0, guesses: 0, unprinted: {}, state: null, arithmetic: [] };
  }
  return r.run();
}

class Replay {
  readonly g: Game;
  state: State;
  segIndex = 0;
  ms: MatchState;
  cur: Cursor;
  setupDone = { us: 0, ussr: 0 };
  riggedSegments = new Set<number>();
  notes: string[] = [];
  moves = 0;
  guesses = 0;
  unprinted: Record<string, number> = {};
  differences: Difference[] = [];
  arithmetic: ArithmeticNote[] = [];

  constructor(
    readonly content: Content,
    readonly game: ImportedGame,
    seed: number,
    readonly trace?: (line: string) => void,
    readonly notShownInPlay: string[] | null = null,
    readonly continueAfter = false,
    start?: State,
  ) {
    this.g = content.game;
    const { scenario, variants, options } = content.selection;
    this.state = start ? { ...copyState(start), strictDice: true } : newGame(this.g, { scenario, variants, options, seed, strictDice: true, ...(game.bid ? { vars: { bid: { ...game.bid } } } : {}) });
    this.state.log = new Log();
    this.ms = openSegment(this.seg, this.g, this.state, this.notShownInPlay);
    this.cur = newCursor(this.seg);
    // From a position inside an action round (a trapped round asks no card), its segment is current at once.
    const next = game.segments[1];
    if (start && round(this.g, start) > 0 && next) {
      const here = { kind: "action_round" as const, turn: turn(this.g, start), side: phasing(this.g, start), round: round(this.g, start) };
      if (isSegment(next, here)) this.switchTo(here);
    }
  }

  get seg(): Segment {
    return this.game.segments[this.segIndex]!;
  }

  get isLast(): boolean {
    return this.segIndex === this.game.segments.length - 1;
  }

  run(): ReplayResult {
    let error: string | null = null;
    try {
      this.loop();
    } catch (e) {
      if (e instanceof Stop) {
        if (e.difference && !this.differences.includes(e.difference)) this.differences.push(e.difference);
      } else error = (e as Error).stack ?? String(e);
    }
    const difference = this.differences[0] ?? null;
    const total = this.game.lines;
    const at = difference?.line ?? null;
    const replayed = error ? this.linesBefore(this.seg.line) : at === null ? total : this.linesBefore(at);
    return {
      file: this.game.file,
      outcome: error ? "error" : difference ? "differs" : "replayed",
      difference: difference ? { ...difference, notes: this.notes } : null,
      differences: this.differences,
      error,
      linesReplayed: replayed,
      linesTotal: total,
      moves: this.moves,
      guesses: this.guesses,
      unprinted: this.countUnprinted(),
      state: this.state,
      arithmetic: this.arithmetic,
    };
  }

  countUnprinted(): Record<string, number> {
    for (const [k, n] of Object.entries(this.ms.unprinted)) this.unprinted[k] = (this.unprinted[k] ?? 0) + n;
    this.ms.unprinted = {};
    return this.unprinted;
  }

  linesBefore(line: number): number {
    const lines = new Set<number>();
    for (const s of this.game.segments) for (const i of s.items) if (i.line < line) lines.add(i.line);
    for (const s of this.game.segments) if (s.line < line) lines.add(s.line);
    return lines.size;
  }

  loop(): void {
    while (this.moves < MAX_MOVES) {
      if (this.state.result) return this.gameOver();
      // The log's last segment is fully matched: the log ends here.
      if (this.ms.finished) return;
      // Both headline cards are asked at once: they are answered one after the other.
      const asked = this.state.pending[0];
      if (!asked) throw new Error("the engine stopped with no decision pending and no result");
      this.switchForDecision(asked);
      this.prepareSegment(asked);
      const d = this.state.pending[0]!;
      // A card chosen inside an event: the option whose state change the log shows (card-choice.ts).
      const answer = cardChoice(this.search(), this.state, d) ?? decide(this.ctx(), d);
      if (answer.choice === null) throw new Stop(this.stuck(answer));
      const chosen = answer.backed ? this.commitMove(d, answer) : this.guess(d, answer);
      void chosen;
    }
    throw new Error(`no end after ${MAX_MOVES} moves`);
  }

  ctx(): AnswerContext {
    return { g: this.g, state: this.state, game: this.game, seg: this.seg, cur: this.cur, ms: this.ms, setupDone: this.setupDone };
  }

  stuck(a: Answer): Difference {
    const line = a.line ?? this.seg.line;
    const item = this.seg.items.find((i) => i.line === line);
    return { line, text: item?.text ?? this.seg.text, expected: "the move the log shows", actual: a.why ?? "the engine does not allow it" };
  }

  // --- segments

  switchForDecision(d: Decision): void {
    const want = segmentOf(d, this.g, this.state);
    if (want && !isSegment(this.seg, want)) this.switchTo(want);
  }

  /** Ends the current segment and starts the next, which must be `want`. */
  switchTo(want: SegmentId): void {
    this.closeCurrent();
    if (this.isLast) throw new Stop(null, true);
    const next = this.game.segments[this.segIndex + 1]!;
    if (!isSegment(next, want)) {
      // The log may stop with a bare marker: nothing more to compare.
      if (next.kind === "final" && !next.items.some((i) => ["vp", "influence"].includes(i.kind)) && this.segIndex + 1 === this.game.segments.length - 1) throw new Stop(null, true);
      throw new Stop({ line: next.line, text: next.text, expected: next.text, actual: `the engine goes on with the ${describeSegment(want)}` });
    }
    this.segIndex++;
    this.countUnprinted();
    this.ms = openSegment(this.seg, this.g, this.state, this.notShownInPlay, this.ms);
    if (this.isLast && this.ms.expects.length === 0 && !this.seg.items.some((i) => i.kind === "target" || i.kind === "ops")) this.ms.finished = true;
    this.cur = newCursor(this.seg);
  }

  /** Rigs a segment's cards (once) into `state`, and keeps unplayed scoring cards out of the hands. */
  rig(index: number, state: State): boolean {
    const seg = this.game.segments[index];
    if (!seg || this.riggedSegments.has(index)) return false;
    this.riggedSegments.add(index);
    // Rigged ahead of time (see enteringNext), the cards the current segment still uses stay.
    const current = index > this.segIndex ? cardsInHands(this.seg) : undefined;
    for (const n of rigSegment(this.g, state, seg, current)) this.notes.push(`line ${n.line}: ${n.message}`);
    // Rigged ahead, the current segment may still use a scoring card (Five Year Plan's discard
    // at the end of the move: conformance log 46:142).
    dropUnplayedScoring(this.g, state, this.game, index > this.segIndex ? this.seg : seg);
    state.log = new Log();
    return true;
  }

  /**
   * A headline's cards are rigged once it is asked (a new era's cards join the draw pile in the
   * same move), and the first headline card is asked again; an action round's cards were rigged
   * before the move that led to it (see enteringNext).
   */
  prepareSegment(d: Decision): void {
    if (d.kind !== "headline_card" && d.kind !== "action_card") return;
    if (this.rig(this.segIndex, this.state) && d.kind === "headline_card") this.reaskHeadline();
    this.state.log = new Log();
  }

  /**
   * Asks the headline cards again after a rig changed the hands they are chosen from (a
   * decision's options are fixed when it is asked); headline_phase only asks at this point.
   */
  reaskHeadline(): void {
    const top = this.state.stack.at(-1);
    if (top && this.g.units[top.u]!.name === "headline_phase") askAgain(this.g, this.state);
  }

  /**
   * The engine fixes the options of a decision when it asks it, so the cards of the next action
   * round must be in the hands before the move that starts it: when a move crosses into it, the
   * next segment is rigged and the move run again. (A headline is rigged after its move: see
   * prepareSegment.)
   */
  enteringNext(o: MoveOutcome): boolean {
    let rigged = false;
    // A player with no card passes at once: one move may start several action rounds.
    for (let index = this.segIndex + 1; index < this.game.segments.length; index++) {
      const next = this.game.segments[index]!;
      if (next.kind !== "action_round") break;
      if (!o.facts.some((f) => f.k === "ar_start" && f.turn === next.turn && f.side === next.side && f.round === next.round)) break;
      rigged = this.rig(index, this.state) || rigged;
    }
    return rigged;
  }

  /** Runs a move, again when the cards had to be rigged differently for it. */
  runFitted(move: Move, first?: MoveOutcome): MoveOutcome {
    let outcome = first ?? this.run1(move);
    for (let i = 0; i < 3; i++) {
      const rigged = this.enteringNext(outcome);
      const redrawn = keepScoringOutOfDraws(this.g, this.state, outcome.state, this.game, this.seg);
      if (!rigged && !redrawn) break;
      outcome = this.run1(move);
    }
    return outcome;
  }

  /** A difference: the end of the replay, or with continueAfter, noted and resynced. */
  differ(d: Difference): void {
    this.differences.push(d);
    if (!this.continueAfter || (d.item === undefined && d.fact === undefined)) throw new Stop(d);
    resync(this.g, this.state, this.ms, this.seg, d);
  }

  /** Every line of the current segment must have been matched by now. */
  closeCurrent(): void {
    if (!this.continueAfter) {
      const d = closeSegment(this.ms, this.seg, this.g, this.state) ?? cardFlowDifferences(this.seg, this.g, this.state, NOT_FROM_HAND)[0];
      if (d) throw new Stop(d);
      return;
    }
    for (const d of unmatched(this.ms, this.seg, this.g, this.state)) this.differ(d);
    if (!this.ms.finished) for (const d of cardFlowDifferences(this.seg, this.g, this.state, NOT_FROM_HAND)) this.differ(d);
  }

  gameOver(): void {
    const r = this.state.result!;
    const w = this.game.winner;
    if (w && (w.side !== r.winner)) {
      throw new Stop({ line: w.line, text: `${w.side} wins by ${w.reason}`, expected: `${w.side} wins`, actual: `engine: ${r.winner} wins (${r.reason})` });
    }
    this.closeCurrent();
    const later = this.game.segments.slice(this.segIndex + 1).find((s) => s.items.some((i) => ["influence", "vp", "defcon", "milops", "space"].includes(i.kind)));
    if (later) throw new Stop({ line: later.line, text: later.text, expected: "the game goes on", actual: `engine: the game is over, ${r.winner} wins (${r.reason})` });
  }

  // --- moves

  /** Applies an answer the log backs, then checks its results. */
  commitMove(d: Decision, answer: Answer): void {
    const move: Move = { player: d.player, choice: answer.choice! };
    // The lines this answer accounts for are used before the move runs: a random pick later in
    // the same move must not take a card this answer already showed.
    for (const i of answer.uses ?? []) use(this.cur, i);
    this.commit(d, move, answer, this.runFitted(move));
  }

  search(): SearchContext {
    return { g: this.g, game: this.game, segIndex: this.segIndex, cur: this.cur, ms: this.ms, answers: this.ctx() };
  }

  /** Runs a move on a copy (with the rolls the log shows, or finds those it does not). */
  run1(move: Move): MoveOutcome {
    const r = runWithHiddenDice(this.search(), this.state, move);
    if (r.ok) return r.outcome;
    if (r.error instanceof IllegalMoveError) throw new Stop({ line: this.seg.line, text: this.seg.text, expected: `${move.player} ${move.choice}`, actual: r.error.message });
    throw r.error;
  }

  commit(d: Decision, move: Move, answer: Answer, o: MoveOutcome): void {
    this.moves++;
    // The card lines this move's changes account for (a hand shown, a card taken, discarded, played).
    const from = sectionStart(this.seg, this.cur.section);
    for (const i of explainedItems(this.g, this.seg, from, this.cur.used, this.state, o.state, o.facts)) use(this.cur, i);
    this.trace?.(`[${this.seg.line}] ${move.player} ${d.kind}: ${move.choice}${answer.backed ? "" : " (guess)"} -> ${o.facts.map((f) => JSON.stringify(f)).join(" ")}`);
    if (d.kind === "setup_influence") this.setupDone[asSide(d.player)]++;
    for (const i of answer.uses ?? []) use(this.cur, i);
    this.arithmetic.push(...arithmeticNotes(this.game, o));
    const useDice = () => o.diceItems.filter((u) => u.seg === this.segIndex).forEach((u) => use(this.cur, u.item));
    useDice();
    this.state = o.state;
    this.state.log = new Log();
    const at = this.segIndex;
    this.processFacts(o.facts);
    if (this.segIndex !== at) useDice();
  }

  processFacts(facts: Fact[]): void {
    for (const f of facts) {
      if (f.k === "turn_start") this.switchTo({ kind: "headline", turn: f.turn });
      else if (f.k === "ar_start") {
        const want = { kind: "action_round" as const, turn: f.turn, side: f.side, round: f.round };
        if (!isSegment(this.seg, want)) this.switchTo(want);
      } else if (f.k === "final_scoring") {
        if (this.seg.kind !== "final") this.switchTo({ kind: "final", turn: turn(this.g, this.state) });
      } else {
        followMarker(this.cur, this.seg, f);
        const diff = feedFact(this.ms, this.seg, f, this.isLast);
        if (diff) this.differ(diff);
        if (this.ms.finished) throw new Stop(null, true);
      }
    }
  }

  /** A decision the log does not show: try the options, keep the one whose results fit best. */
  guess(d: Decision, answer: Answer): void {
    this.guesses++;
    const options = d.options.length > MAX_SIMULATED_OPTIONS ? [answer.choice!] : [answer.choice!, ...d.options.filter((o) => o !== answer.choice)];
    const best = bestOption(this.search(), this.state, d.player, options);
    if (!best) throw new Stop({ line: this.seg.line, text: this.seg.text, expected: "a legal move", actual: `no option of ${d.kind} can be played` });
    if (this.isLast && best.score <= 0 && this.ms.expects.every((e) => e.done)) throw new Stop(null, true);
    const move = { player: d.player, choice: best.choice };
    this.commit(d, move, { choice: best.choice, backed: false }, this.runFitted(move, best.outcome));
  }
}
