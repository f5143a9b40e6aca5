// What look-ahead bots share: applying a choice on a copy, what counts as lost, the game's
// evaluation (declared in its content, game.yaml `bots:`), and a side's "move" — its decisions
// from now until another side has to decide on its own (a card chosen, how it is played, where
// its points go …). All of it runs on sampled states (determinize.ts), never on the true one.
import { applyInPlace, copyState, evalFor, sameReads, type Game, type State, type Value } from "../kernel/index.js";
import type { Random } from "./random.js";

/** The evaluation of a won game (a lost one is its negative); far above any position's. */
export const WIN = 1000;

export function copy(s: State): State {
  return copyState(s);
}

/** A copy of `s` after `side` answers `choice`. */
export function after(g: Game, s: State, side: string, choice: string): State {
  return applyInPlace(g, copyState(s), { player: side, choice });
}

export function myDecision(s: State, side: string) {
  return s.pending.find((d) => d.player === side);
}

/**
 * Whether the pending decisions of other sides belong to a question asked of several sides at
 * once (secret choices), which `side` already answered: they are part of its move.
 */
export function othersAnswerWithMe(s: State): boolean {
  const top = s.stack[s.stack.length - 1];
  return top?.waiting !== undefined;
}

/** The active side (the game's declared active variable: who is playing its turn), or null. */
export function activeSide(g: Game, s: State): string | null {
  const v = g.activeVariable >= 0 ? s.vars[g.activeVariable] : null;
  return typeof v === "string" ? v : null;
}

/** Where a move began: the active side, and how far the game had gone (its declared progress: the turn). */
export interface MoveStart {
  active: string | null;
  progress: Value;
}

export function moveStart(g: Game, s: State): MoveStart {
  return { active: activeSide(g, s), progress: progressOf(g, s) };
}

function progressOf(g: Game, s: State): Value {
  return g.bots?.progress ? evalFor(g, s, g.bots.progress.unit, g.sides[0]!) : null;
}

/**
 * Where a side's move stands: its own decision is pending ("mine"), another side answers inside
 * it ("other"), or it is over. A move goes on while the side that was active when it began still
 * is (an event of the mover's card may ask the opponent something) in the same turn, or while a
 * question asked of several sides at once is being answered.
 */
export function moveStep(g: Game, s: State, side: string, start: MoveStart): "mine" | "other" | "over" {
  if (s.result || !s.pending.length) return "over";
  if (start.progress !== null && progressOf(g, s) !== start.progress) return "over";
  const mine = myDecision(s, side) !== undefined;
  if (!othersAnswerWithMe(s) && activeSide(g, s) !== start.active) return "over";
  if (mine) return "mine";
  return start.active !== null || othersAnswerWithMe(s) ? "other" : "over";
}

/** Whether the game is lost for `side`: over with `side` among the losers, or in a danger the game declares. */
export function lostFor(g: Game, s: State, side: string): boolean {
  if (s.result) return s.result.losers.includes(side) || s.result.winner === "none";
  return inDanger(g, s, side);
}

/** A danger the game declares (game.yaml bots: danger) holds for `side`. */
export function inDanger(g: Game, s: State, side: string): boolean {
  return dangerOf(g, s, side) !== null;
}

/** The first danger the game declares that holds for `side` (its id), or null. */
export function dangerOf(g: Game, s: State, side: string): string | null {
  for (const d of g.bots?.danger ?? []) if (evalFor(g, s, d.unit, side) === true) return d.id;
  return null;
}

/**
 * How deep `side` is in the dangers that hold for it (0 when none does): the sum of their declared
 * depths (game.yaml bots: danger, `depth`), 1 for a danger that declares none.
 */
export function dangerDepth(g: Game, s: State, side: string): number {
  let depth = 0;
  for (const d of g.bots?.danger ?? []) {
    if (evalFor(g, s, d.unit, side) !== true) continue;
    const x = d.depth === null ? 1 : evalFor(g, s, d.depth, side);
    if (typeof x !== "number" || !(x > 0)) throw new Error(`the depth of the danger \`${d.id}\` gave ${JSON.stringify(x)} while it holds, not a positive number`);
    depth += x;
  }
  return depth;
}

/** How good `s` is for `side`: ±WIN when the game is over (or lost by a danger), else the weighted features. */
export function evaluate(g: Game, s: State, side: string): number {
  const known = evaluated.get(s);
  if (known && known.moves === s.moves && known.side === side) return known.value;
  const value = evaluateAfresh(g, s, side);
  evaluated.set(s, { moves: s.moves, side, value });
  return value;
}

/**
 * The last evaluation of each state (a state changes only by answers, which count up its moves):
 * the position a move's last one-step look scored is scored again when the move is weighed.
 */
const evaluated = new WeakMap<State, { moves: number; side: string; value: number }>();

function evaluateAfresh(g: Game, s: State, side: string): number {
  if (s.result) {
    if (s.result.winner === side) return WIN;
    if (s.result.winner === "draw") return 0;
    return -WIN;
  }
  if (inDanger(g, s, side)) return -WIN;
  let v = 0;
  for (const f of g.bots?.evaluation ?? []) {
    const x = evalFor(g, s, f.unit, side);
    if (typeof x !== "number") throw new Error(`the evaluation feature \`${f.id}\` gave ${JSON.stringify(x)}, not a number`);
    v += f.weight * x;
  }
  return v;
}

/**
 * The state a policy already reached by trying its choice on a copy (one step of look-ahead), so
 * that finishMove goes on from it instead of playing the same answer on the same state again (a
 * game is a pure function of its state and the answers: the two are the same).
 */
let looked: { from: State; moves: number; choice: string; state: State } | null = null;

export function rememberLook(from: State, choice: string, state: State): void {
  looked = state === from ? null : { from, moves: from.moves, choice, state };
}

/** The state remembered for answering `choice` in `s` (taken: it is handed over once), or null. */
function takeLook(s: State, choice: string): State | null {
  const l = looked;
  looked = null;
  return l && l.from === s && l.moves === s.moves && l.choice === choice ? l.state : null;
}

/** A policy for the rest of a move: the choice of `side` at its pending decision of `s`. */
export type Policy = (g: Game, s: State, side: string, random: Random) => string;

export const randomPolicy: Policy = (_g, s, side, random) => random.pick(myDecision(s, side)!.options);

export interface MoveEnd {
  state: State;
  /** `side`'s own choices on the way, in order (a plan to follow). */
  choices: Step[];
}

/**
 * Plays the rest of `side`'s move on `s` (changed in place): its own decisions with `policy`,
 * other sides' answers inside the move with `others`; stops when the move is over (moveStep).
 * `start` is where the move began (moveStart).
 */
export function finishMove(g: Game, s: State, side: string, start: MoveStart, policy: Policy, others: Policy, random: Random, maxSteps = 80): MoveEnd {
  const choices: MoveEnd["choices"] = [];
  for (let step = 0; step < maxSteps; step++) {
    const where = moveStep(g, s, side, start);
    if (where === "over") break;
    if (where === "mine") {
      const mine = myDecision(s, side)!;
      const choice = mine.options.length === 1 ? mine.options[0]! : policy(g, s, side, random);
      choices.push({ kind: mine.kind, choice });
      const seen = takeLook(s, choice);
      if (seen) s = seen;
      else applyInPlace(g, s, { player: side, choice });
    } else {
      const other = s.pending[0]!;
      applyInPlace(g, s, { player: other.player, choice: other.options.length === 1 ? other.options[0]! : others(g, s, other.player, random) });
    }
  }
  return { state: s, choices };
}

/** A choice of a side's, with the kind of decision it answered (steps of a plan). */
export interface Step {
  kind: string;
  choice: string;
}

/** A safe way to finish a move: the side's choices, and whether chance (dice, random picks) played a part. */
export interface Way {
  steps: Step[];
  chance: boolean;
}

/** What a safety check may still spend, and whether it has met a loss yet. */
export interface SafetyBudget {
  left: number;
  sawLoss: boolean;
  /** The way to the end of the move that left the side least deep in a danger, of those met (not a loss by the rules). */
  least?: { depth: number; steps: Step[] };
}

/**
 * Whether `side` can finish its move from `s` without losing (a danger included, where the move ends): depth first,
 * its own choices in random order (at most MINE_TRIED at a decision); other sides' answers inside
 * the move are tried too and each must survive — every answer (up to OTHERS_TRIED) at the first
 * OTHERS_DEPTH of their questions on a way (how to use points an event gives them, then where to
 * attack), one at random deeper. At most `budget.left` states in all: past that, the move counts as
 * lost if a loss was met on the way (so a card that loses whatever follows is recognised without
 * trying every way), else the way found so far stands. Gives a way that survives, or null.
 * `s` is given to it to keep: it may be played on (see `answered`), so a caller passes a copy.
 * `depth`, when known, is how deep `s` leaves the side in a danger (leastDeepFirst worked it out):
 * given along rather than kept per state in a WeakMap, whose entry per state tried cost the garbage
 * collector more than the look-up saved.
 */
export function survives(g: Game, s: State, side: string, start: MoveStart, random: Random, budget: SafetyBudget, rng = s.rng, othersDepth = 0, path: Step[] = [], depth: number | null = null): Way | null {
  const where = moveStep(g, s, side, start);
  // A loss by the rules ends the game wherever it comes; a danger is a state the move must not
  // leave the side in, judged where the move ends: halfway through its move the side may still be
  // getting out of one (a danger the move began in, or one a step of the move passes through).
  if (s.result ? lostFor(g, s, side) : where === "over" && (depth ??= dangerDepth(g, s, side)) > 0) {
    budget.sawLoss = true;
    if (!s.result && (!budget.least || depth! < budget.least.depth)) budget.least = { depth: depth!, steps: path };
    return null;
  }
  if (where === "over") return { steps: [], chance: s.rng !== rng };
  if (where === "other") {
    const other = s.pending[0]!;
    let way: Way | null = null;
    const all = othersDepth < OTHERS_DEPTH && other.options.length <= OTHERS_TRIED;
    const answers = random.sample(other.options, all ? Infinity : 1);
    // Read before the last answer is played on `s` itself.
    const changes = s.changes;
    for (let i = 0; i < answers.length; i++) {
      if (budget.left-- <= 0) return budget.sawLoss ? null : (way ?? { steps: [], chance: false });
      const t = answered(g, s, other.player, answers[i]!, i === answers.length - 1);
      const rest = survives(g, t, side, start, random, budget, rng, othersDepth + (all ? 1 : 0), path, sameDepth(g, t, changes, depth));
      if (!rest) return null;
      way ??= rest;
    }
    return way;
  }
  const { kind, options } = myDecision(s, side)!;
  const tried = random.sample(options, MINE_TRIED);
  const lastTried = tried[tried.length - 1];
  // Without a state made ahead, the options come in the order drawn: the last one drawn is the last.
  for (const [o, t, then] of leastDeepFirst(g, s, side, tried, depth)) {
    if (budget.left-- <= 0) return null;
    const rest = survives(g, t ?? answered(g, s, side, o, o === lastTried), side, start, random, budget, rng, othersDepth, [...path, { kind, choice: o }], then);
    if (rest) return { steps: [{ kind, choice: o }, ...rest.steps], chance: rest.chance };
  }
  return null;
}

/**
 * The state after `player` answers `choice` in `s`, for survives: played on `s` itself when it is
 * the last answer tried there (a state survives was given is its own: made for it by `after`, and
 * read by nobody once its answers are tried), else on a copy. A third of the states a careful
 * decision tries are such last answers (the other side's one answer at random deeper in a move,
 * the last of a list tried), and their copies cost 10-15% of its time, the garbage collector's included.
 */
function answered(g: Game, s: State, player: string, choice: string, last: boolean): State {
  return last ? applyInPlace(g, s, { player, choice }) : after(g, s, player, choice);
}

/**
 * The options to try at a decision of the side's own, with the state after each and how deep it
 * leaves the side in a danger (null when the game is over there), when they were made:
 * when the game says how deep a danger is, those that leave the side least deep in one come first
 * (the order drawn otherwise), so that a way out of a danger the move began in is met before the
 * budget is spent on ways deeper in it — the answer that steps back out of it, before every place
 * another answer's later questions could go to. Without depths, the drawn order and no state made ahead.
 *
 * The order is that of a stable sort by depth, given lazily: an option that leaves the side in no
 * danger (depth 0, the least there is, since a danger that holds is positively deep) is given as
 * soon as it is met, before the options after it are even tried, so a move whose first answers are
 * safe costs one state a decision, not eight; the options met in a danger wait for the end, least
 * deep first. The same sequence as sorting them all first, so the same choices.
 */
function* leastDeepFirst(g: Game, s: State, side: string, options: string[], known: number | null): Generator<[string, State | null, number | null]> {
  if (!g.bots?.danger.some((d) => d.depth !== null)) {
    for (const o of options) yield [o, null, null];
    return;
  }
  const deeper: { o: string; t: State; depth: number }[] = [];
  for (const o of options) {
    const t = after(g, s, side, o);
    // An answer that changed nothing the dangers read (a card chosen, to be played later; pieces
    // placed, when the dangers read only tracks) leaves the side as deep as it was: `s`'s depth,
    // worked out once for all such answers.
    const depth = t.result ? Infinity : dangerSame(g, s, t) ? (known ??= dangerDepth(g, s, side)) : dangerDepth(g, t, side);
    if (depth === 0) yield [o, t, 0];
    else deeper.push({ o, t, depth });
  }
  // Array.prototype.sort is stable: equal depths keep the order drawn.
  for (const x of deeper.sort((a, b) => a.depth - b.depth)) yield [x.o, x.t, x.t.result ? null : x.depth];
}

/**
 * Whether the game's dangers give the same on `a` and `b` without being asked: they only read the
 * game, and nothing was changed (`State.changes`, for states one comes from the other) or what they
 * read (GameBots.dangerReads) holds the same values.
 */
function dangerSame(g: Game, a: State, b: State): boolean {
  const bots = g.bots!;
  return bots.dangerReadsOnly && (a.changes === b.changes || (bots.dangerReads !== null && sameReads(bots.dangerReads, a, b)));
}

/**
 * The danger depth of `t`, reached from a state of `changes` changes whose depth was `depth`,
 * when it is known to be the same: nothing the game declares changed on the way (the dangers
 * read only that, dangerReadsOnly). Else null (work it out).
 */
function sameDepth(g: Game, t: State, changes: number, depth: number | null): number | null {
  return depth !== null && t.changes === changes && !t.result && g.bots!.dangerReadsOnly ? depth : null;
}

/** How many states a safety check may try before it gives up (and counts the choice as losing). */
export const SAFETY_BUDGET = 200;
/** How many of its own answers at one decision a safety check tries (at random). */
export const MINE_TRIED = 8;
/** How many of another side's answers inside a move a safety check tries, at how many of its questions on a way. */
export const OTHERS_TRIED = 24;
export const OTHERS_DEPTH = 3;

/**
 * Whether choosing `option` now leaves `side` a way to finish its move without losing: the way (its
 * later choices), or null. `least`, when given, learns the least deep danger a way of this option
 * was found to end in, if it is less deep than the one it holds.
 */
export function safeChoice(g: Game, s: State, side: string, option: string, random: Random, budget = SAFETY_BUDGET, least?: LeastDeep): Way | null {
  const spent: SafetyBudget = { left: budget, sawLoss: false };
  const way = survives(g, after(g, s, side, option), side, moveStart(g, s), random, spent, s.rng);
  if (least && spent.least && (least.best === null || spent.least.depth < least.best.depth)) least.best = { choice: option, rest: spent.least.steps, depth: spent.least.depth };
  return way;
}

/** The option whose move was found to end least deep in a danger, with that way's later choices (when none is safe). */
export interface LeastDeep {
  best: { choice: string; rest: Step[]; depth: number } | null;
}

/**
 * How many sampled states a choice must be safe in when chance played a part in the way found
 * (dice and random picks differ between samples: an opponent may win a roll that lets it make the
 * mover lose). Without chance one sample is enough.
 */
export const SAFETY_SAMPLES = 4;

/**
 * The first of `ranked` that is safe (in SAFETY_SAMPLES samples when chance plays a part; `first`
 * is one already drawn), with the way the first sample found to finish the move safely; or null.
 */
export function firstSafe(g: Game, side: string, ranked: readonly string[], first: State, sample: () => State, random: Random, least?: LeastDeep): { choice: string; rest: Step[] } | null {
  const samples = [first];
  for (const o of ranked) {
    const way = safeChoice(g, first, side, o, random, SAFETY_BUDGET, least);
    let ok = way !== null;
    for (let i = 1; ok && way!.chance && i < SAFETY_SAMPLES; i++) {
      if (i >= samples.length) samples.push(sample());
      ok = safeChoice(g, samples[i]!, side, o, random) !== null;
    }
    if (ok) return { choice: o, rest: way!.steps };
  }
  return null;
}

/**
 * The first safe option of `ranked`, else of the other options (in random order): a bot that only
 * weighed some of its options must not take a losing one while another one is safe. Null when
 * none is safe.
 */
export function safeAmong(g: Game, side: string, ranked: readonly string[], all: readonly string[], first: State, sample: () => State, random: Random, least?: LeastDeep): { choice: string; rest: Step[] } | null {
  return firstSafe(g, side, ranked, first, sample, random, least) ?? firstSafe(g, side, random.sample(all.filter((o) => !ranked.includes(o)), Infinity), first, sample, random, least);
}

/**
 * A plan: the choices a bot means to make next in the same move, followed while they stay legal
 * and nothing else happened in between (the game's move count goes up by one per answer).
 */
export class Plan {
  private steps: Step[] = [];
  private at = -1;

  /** Remembers the rest of a move; `moves` is the game's move count when the first step was chosen. */
  set(steps: Step[], moves: number): void {
    this.steps = steps.slice();
    this.at = moves;
  }

  /** The planned choice for this decision, or null (and the plan is dropped) when it no longer fits. */
  next(kind: string, options: readonly string[], moves: number): string | null {
    const step = moves === this.at + 1 ? this.steps.shift() : undefined;
    if (step && step.kind === kind && options.includes(step.choice)) {
      this.at = moves;
      return step.choice;
    }
    this.steps = [];
    return null;
  }
}
