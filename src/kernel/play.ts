// Playing a game: create one, list what is asked, apply a move. `apply` never changes the state
// it is given (it works on a copy); `applyInPlace` is the fast path for simulations. An illegal
// move is refused with the reason and changes nothing.
import { deliver } from "./builtins/decisions.js";
import type { Game, Runtime } from "./game.js";
import { evalAtEdge, frameOf, KernelError, pushCall, run } from "./machine.js";
import { WIDE_SEED } from "./keyed-random.js";
import { Log } from "./log.js";
import { startFrom, startSnapshot } from "./start-snapshot.js";
import type { Decision, ForcedPick, Frame, Move, State } from "./state.js";
import { copyValue, truthy, type RuntimeMessage, type Value } from "./values.js";

export interface NewGameOptions {
  scenario?: string;
  variants?: string[];
  options?: string[];
  /** A number (quick generator), or a secret of 32 hex digits (a generator no hand gives away). Default 1. */
  seed?: number | string;
  /** A die roll nothing forced is an error (scenario tests). */
  strictDice?: boolean;
  /** Start values of declared variables, set before the game's start code runs (a tournament bid …). */
  vars?: Record<string, Value>;
}

export class IllegalMoveError extends Error {
  override name = "IllegalMoveError";
  constructor(
    readonly move: unknown,
    /** Why, in English. */
    readonly reason: string,
    /** Why, as a message (keys `move.illegal.*` of src/locales), for the reader's language. */
    readonly said: RuntimeMessage = { key: "runtime.other", args: { detail: reason } },
  ) {
    super(`illegal move ${JSON.stringify(move)}: ${reason}`);
  }
}

/** A state with every declared thing at its start value, no code running yet. */
export function blankState(g: Game, opts: NewGameOptions = {}): State {
  const seed = checkedSeed(g, opts);
  const tracks = new Array<number>(g.trackSize).fill(0);
  for (const t of g.tracks) for (let i = 0; i < (t.perSide ? g.sides.length : 1); i++) tracks[t.offset + i] = t.start;
  return {
    version: 2,
    game: g.id,
    scenario: opts.scenario ?? "",
    variants: [...(opts.variants ?? [])],
    options: [...(opts.options ?? [])],
    seed,
    rng: typeof seed === "number" ? seed | 0 : 0,
    rigged: [],
    riggedPicks: [],
    strictDice: opts.strictDice ?? false,
    tracks,
    pieces: new Array<number>(g.pieceSize).fill(0),
    vars: g.variables.map((v) => copyValue(opts.vars && v.id in opts.vars ? opts.vars[v.id]! : v.start)),
    piles: Array.from({ length: g.pileInstances }, () => []),
    specials: Object.fromEntries(g.cards.filter((c) => c.special).map((c) => [c.id, { holder: null, face_up: true }])),
    known: new Array<number>(g.cards.length).fill(0),
    effects: [],
    stack: [],
    pending: [],
    result: null,
    log: new Log(),
    moves: 0,
    changes: 0,
  };
}

/** The seed of a new game with these options, after checking them (declared variables, the seed's form). */
function checkedSeed(g: Game, opts: NewGameOptions): number | string {
  for (const name of Object.keys(opts.vars ?? {})) if (!g.variable.has(name)) throw new KernelError(`the game declares no variable \`${name}\``);
  const seed = opts.seed ?? 1;
  if (typeof seed === "string" && !WIDE_SEED.test(seed)) throw new KernelError(`a seed is a whole number or 32 hexadecimal digits (lower case), got "${seed}"`);
  return seed;
}

/**
 * A new game: the content's start code runs until the first decision. What it does before its
 * first random draw is the same for every seed: it starts from a copy of that state (start-snapshot.ts).
 */
export function newGame(g: Game, opts: NewGameOptions = {}): State {
  const seed = checkedSeed(g, opts);
  if (g.start === null) throw new KernelError("the game declares no start (sequence.start)");
  const snap = startSnapshot(g, opts);
  const s = snap
    ? startFrom(g, snap, (s) => {
        s.seed = seed;
        s.rng = typeof seed === "number" ? seed | 0 : 0;
        s.strictDice = opts.strictDice ?? false;
      })
    : null;
  if (!s) return newGameFromStart(g, opts);
  run({ g, s });
  return s;
}

/** A new game with its start code run from its first instruction (as the snapshot's probe does). */
export function newGameFromStart(g: Game, opts: NewGameOptions = {}): State {
  const s = blankState(g, opts);
  if (g.start === null) throw new KernelError("the game declares no start (sequence.start)");
  const rt: Runtime = { g, s };
  pushStart(rt);
  run(rt);
  return s;
}

/** Puts the game's start code on the stack of a blank state. */
export function pushStart(rt: Runtime): void {
  pushCall(rt, null, rt.g.start!, [], -1, rt.g.sides[0]!, rt.g.sides[0]!, null);
}

/** Starts the code of a named entry point on a prepared state (positions of tests and the editor). */
export function enter(g: Game, s: State, entry: string, args: Value[]): void {
  const unit = g.entries.get(entry);
  if (unit === undefined) throw new KernelError(`the game declares no entry point \`${entry}\` (known: ${[...g.entries.keys()].join(", ") || "none"})`);
  const rt: Runtime = { g, s };
  pushCall(rt, null, unit, args, -1, g.sides[0]!, g.sides[0]!, null);
  run(rt);
}

/** Runs whatever code is on the stack until the next decision (after the state was changed by hand). */
export function resume(g: Game, s: State): void {
  run({ g, s });
}

/**
 * Asks the pending decision again, its options worked out anew, after a tool changed the state by
 * hand (a replay putting the cards a log shows into a hand): a decision's options are fixed when
 * it is asked. Only before anyone has answered it; the code that asked runs its question again.
 */
export function askAgain(g: Game, s: State): void {
  const f = s.stack[s.stack.length - 1];
  if (!f || !s.pending.length) throw new KernelError("no decision is pending");
  if (f.commits && Object.values(f.commits).some((v) => v !== null)) throw new KernelError("a side has already answered the pending decision");
  s.pending = [];
  f.vals = undefined;
  f.commits = undefined;
  f.waiting = undefined;
  f.w = -1;
  // The question is one instruction, the one just before where the frame stopped.
  f.pc--;
  run({ g, s });
}

export function pendingDecisions(s: State): readonly Decision[] {
  return s.pending;
}

/** Why a move is illegal now, in English and as a message, or null. */
export function illegalMove(s: State, move: Move): { english: string; said: RuntimeMessage } | null {
  if (s.result) {
    const { winner, reason } = s.result;
    if (winner === "draw") return said(`the game is over (a draw: ${reason})`, "move.illegal.over_draw", { reason });
    return said(`the game is over (${winner} won: ${reason})`, "move.illegal.over_won", { winner, reason });
  }
  if (!s.pending.length) return said("no decision is pending", "move.illegal.none_pending");
  const d = s.pending.find((x) => x.player === move.player);
  if (!d) {
    const waiting = s.pending.map((x) => `${x.player} (${x.kind})`).join(", ");
    return said(`it is not ${move.player}'s turn to decide: waiting for ${waiting}`, "move.illegal.not_yours", { player: move.player, waiting });
  }
  if (!d.options.includes(move.choice)) {
    const options = `${d.options.slice(0, 12).join(", ")}${d.options.length > 12 ? ", …" : ""}`;
    return said(`\`${move.choice}\` is not an option of ${d.kind}; options: ${options}`, "move.illegal.not_an_option", { choice: move.choice, kind: d.kind, options });
  }
  return null;
}

function said(english: string, key: string, args: Record<string, string | number> = {}): { english: string; said: RuntimeMessage } {
  return { english, said: { key, args } };
}

/** Why a move is illegal now (in English), or null. */
export function illegalReason(s: State, move: Move): string | null {
  return illegalMove(s, move)?.english ?? null;
}

/** Refuses an illegal move: throws IllegalMoveError. */
function refuseIllegal(s: State, move: Move): void {
  const why = illegalMove(s, move);
  if (why) throw new IllegalMoveError(move, why.english, why.said);
}

/** Applies a move to the state itself (simulations). Throws IllegalMoveError, changing nothing. */
export function applyInPlace(g: Game, s: State, move: Move): State {
  // The decision and the option answered, found once for the check and the answer's delivery.
  const i = s.result === null ? pendingIndex(s, move.player) : -1;
  const option = i < 0 ? -1 : s.pending[i]!.options.indexOf(move.choice);
  if (option < 0) {
    refuseIllegal(s, move);
    throw new KernelError(`illegal move ${JSON.stringify(move)}`);
  }
  const rt: Runtime = { g, s };
  const f = s.stack[s.stack.length - 1];
  if (!f) throw new KernelError("a decision is pending but no code asked it");
  s.moves++;
  deliver(rt, f, i, option);
  if (!s.pending.length) run(rt);
  return s;
}

/**
 * A copy of a state. Values are never changed in place once made (the language builds new lists
 * and records), so the containers are copied and the values in them shared: log entries, pile
 * contents, local variables. Much cheaper than a deep copy, and as safe. The log is shared (log.ts:
 * each copy appends to an array of its own), so a copy costs the same at any length of the log.
 * The list of effects in force is shared too: it is never changed in place either (a new list
 * whenever an effect starts or ends), and the index of modifiers in force is kept by list, so a
 * copy (a bot's or a play-out's) finds it made instead of indexing the same effects again.
 */
export function copyState(s: State): State {
  const specials: State["specials"] = {};
  for (const k in s.specials) specials[k] = { ...s.specials[k]! };
  // Pushed, not `map`ped: once V8 optimizes this function, its `map` makes "holey" arrays, and
  // every optimized function reading the stack or the piles, which had seen only "packed" ones,
  // was thrown away and optimized again (about 20 functions at once, near game 1,090 of a run of
  // random games of the smaller shipped game).
  const piles: string[][] = [];
  for (const p of s.piles) piles.push(p.slice());
  const stack: Frame[] = [];
  for (const f of s.stack) stack.push(copyFrame(f));
  // Every field written out, in blankState's order (not `{ ...s }`): a copy then has the hidden
  // class of a new game's state, and code running on copies stays monomorphic (see frameOf).
  return {
    version: s.version,
    game: s.game,
    scenario: s.scenario,
    variants: s.variants.slice(),
    options: s.options.slice(),
    seed: s.seed,
    rng: s.rng,
    rigged: s.rigged.slice(),
    riggedPicks: s.riggedPicks.slice(),
    strictDice: s.strictDice,
    tracks: s.tracks.slice(),
    pieces: s.pieces.slice(),
    vars: s.vars.slice(),
    piles,
    specials,
    known: s.known.slice(),
    effects: s.effects,
    stack,
    pending: s.pending.slice(),
    result: s.result ? { ...s.result, losers: s.result.losers.slice() } : null,
    log: s.log.copy(),
    moves: s.moves,
    changes: s.changes,
  };
}

export function copyFrame(f: Frame): Frame {
  return frameOf(f.u, f.pc, f.l.slice(), f.me, f.act, f.card, f.w, f.r, f.vals?.slice(), f.commits ? { ...f.commits } : undefined, f.waiting?.slice());
}

/** Where the player's decision is among those pending (-1: none). */
function pendingIndex(s: State, player: string): number {
  const pending = s.pending;
  for (let i = 0; i < pending.length; i++) if (pending[i]!.player === player) return i;
  return -1;
}

/** Applies a move to a copy of the state; the given state never changes. */
export function apply(g: Game, s: State, move: Move): State {
  refuseIllegal(s, move);
  return applyInPlace(g, copyState(s), move);
}

/** Forces the next die results (tests, replays, the editor's "force a roll"). */
export function rigDice(s: State, dice: number[], faces = 6): void {
  for (const d of dice) if (!Number.isInteger(d) || d < 1 || d > faces) throw new KernelError(`a die result must be 1 to ${faces}, got ${d}`);
  s.rigged.push(...dice);
}

/** Forces the next random picks (each used by the first pick it is a candidate of). */
export function rigPicks(s: State, picks: (string | ForcedPick)[]): void {
  s.riggedPicks.push(...picks);
}

/**
 * The value of one of the game's declared functions on a state, for tools at the edges (the
 * editor draws who holds a space with the function the game names for it). Only functions: the
 * checker refuses a function that changes the game or asks, so the state is left as it was.
 */
export function functionValue(g: Game, s: State, name: string, args: Value[]): Value {
  const unit = g.unitByName.get(name);
  const u = unit === undefined ? undefined : g.units[unit];
  if (!u || u.kind !== "function") throw new KernelError(`the game declares no function \`${name}\``);
  return evalAtEdge({ g, s }, unit!, args, g.sides[0]!);
}

/** Whether one of the game's declared invariants holds in a state (the unit of a condition). */
export function evalInvariant(g: Game, s: State, unit: number): boolean {
  return truthy(evalAtEdge({ g, s }, unit, [], g.sides[0]!));
}

/** The value of a unit of the game's (an expression the content declared) read for a side (`me`). */
export function evalFor(g: Game, s: State, unit: number, side: string): Value {
  return evalAtEdge({ g, s }, unit, [], side);
}
