// A test game as a script: how it starts (scenario, variants, options, seed, and either the
// scenario's own start or a position at one of the game's entry points, with the cards put into
// the hands) and the steps since (moves, forced dice, cards put into a hand). Replaying the script
// against content gives the game; replaying it against edited content shows what the edit
// changed. Plain TypeScript over the kernel, tested in node; it names no game: positions use the
// names the game declares (its variables, tracks, pieces and piles).
import type { Content } from "../../../src/content/model.js";
import { runtimeErrorText, saidError, type SaidError } from "../../../src/i18n/runtime-error-text.js";
import type { Translator } from "../../../src/i18n/translate.js";
import { apply, askAgain, copyState, EffectRuntimeError, gameFromPosition, IllegalMoveError, newGame, PositionError, rigDice, UnscriptedRollError, type Game, type Move, type Position, type RuntimeMessage, type State, type Value, type CodeWhere } from "../../../src/kernel/index.js";

/** A test game's action refused (a card that cannot be given …): its English, and its message (`editor.game.*`) for the page's language. */
export class ScriptError extends Error {
  override name = "ScriptError";
  constructor(
    english: string,
    readonly said: RuntimeMessage,
  ) {
    super(english);
  }
}

/** The scenario's own start (setup, deal …), as `cardwright new-game` begins. */
export const SCENARIO_START = "scenario";
/**
 * A first game's start, resolved once the content is known (resolveStart): the game's default
 * entry point (`positions.default_entry`), or the scenario's start when it has none or when the
 * position there would play on without asking anyone.
 */
export const DEFAULT_START = "default";

export interface GameSetup {
  scenario: string;
  variants: string[];
  options: string[];
  seed: number;
  /** SCENARIO_START, or an entry point of the game's sequence (a position begins there). */
  start: string;
  /** Position: values of declared variables and tracks (a number, or side → number), by name. */
  values?: Record<string, Value>;
  /** Position: the game's first kind of pieces on these spaces (counts in side order), instead of the scenario's. */
  pieces?: Record<string, number[]>;
  /** Position: the cards in each side's hand (the game's hand pile). */
  hands: Record<string, string[]>;
  /** Scenario start: the start value of the game's `bid` variable (a side auction), as `new-game --bid`. */
  bid?: Value;
}

/** A move; dice for the next rolls (`random`: rolled by the editor, else forced by the user); a card put into a hand. */
export type Step = Move | { dice: number[]; random?: boolean } | { rig: { side: string; card: string } };

export interface ScriptStep {
  step: Step;
  /** Steps made by one user action share a group; undo removes the last group. */
  group: number;
}

export interface Script {
  setup: GameSetup;
  steps: ScriptStep[];
}

/** A first test game: the standard scenario at the game's default entry point (a side about to choose a card) or its own start (see resolveStart), seed 1. */
export function defaultSetup(): GameSetup {
  return { scenario: "standard", variants: [], options: [], seed: 1, start: DEFAULT_START, hands: {} };
}

/**
 * The setup with DEFAULT_START made the game's own entry point, where a designer gives cards and
 * a side is about to choose one. A game may have nothing to ask there with empty hands: its sides
 * pass, and the game would play on to a later turn (or its end) before the user does anything. Such
 * a first game starts at the scenario's own start instead, as a new game (`cardwright new-game`)
 * does: a game the user sees begin, rather than one part played by nobody.
 */
export function resolveStart(content: Content, setup: GameSetup): GameSetup {
  if (setup.start !== DEFAULT_START) return setup;
  const entry = content.game.positions.defaultEntry;
  const atEntry = { ...setup, start: entry ?? SCENARIO_START };
  return entry && playsOn(content, atEntry) ? { ...setup, start: SCENARIO_START } : atEntry;
}

/** Whether a position, laid out, runs on without asking anyone (see ranOn). */
function playsOn(content: Content, setup: GameSetup): boolean {
  let s: State;
  try {
    s = startState(content, setup);
  } catch {
    // A position that cannot start is not replaced: the test game shows why it cannot.
    return false;
  }
  return ranOn(content, setup, s) !== null;
}

/** How a position's game ran on before anyone was asked anything (see ranOn). */
export interface RanOn {
  /** The game ended (`counter` null), or its turn counter moved on from `from` to `to`; or nothing is asked (`to` null). */
  counter: string | null;
  from: Value;
  to: Value;
  over: boolean;
  /** The position put no card into any hand: what makes a game of plays pass them all. */
  emptyHands: boolean;
}

/**
 * Whether a game begun at a position (`setup` at an entry point, `start` its state before any
 * step) ran on without asking anyone: it is over, nothing is asked, or the first question comes
 * after the sequence's turn counter has moved on from the position's turn (its value in the setup,
 * else the variable's declared start). Null for the scenario's own start, or a position that asks
 * in its turn. A first game is moved off such a position (resolveStart); one chosen is kept, and
 * the editor says why it begins later than chosen.
 */
export function ranOn(content: Content, setup: GameSetup, start: State): RanOn | null {
  if (setup.start === SCENARIO_START || setup.start === DEFAULT_START) return null;
  const g = content.game;
  const counter = g.turnVariable;
  const at = counter === null ? -1 : g.variables.findIndex((v) => v.id === counter);
  const from = counter !== null && at >= 0 ? (setup.values?.[counter] ?? g.variables[at]!.start) : null;
  const to = at >= 0 ? start.vars[at]! : null;
  const emptyHands = !Object.values(setup.hands).some((cards) => cards.length);
  const over = start.result !== null;
  if (over || !start.pending.length) return { counter: at >= 0 ? counter : null, from, to, over, emptyHands };
  if (at < 0 || JSON.stringify(to) === JSON.stringify(from)) return null;
  return { counter, from, to, over, emptyHands };
}

/** What one step did: the log lines it wrote and a fingerprint of the state after it. */
export interface Outcome {
  logFrom: number;
  logTo: number;
  fingerprint: string;
}

export interface Replay {
  state: State;
  /** The state before each replayed step (for explanations computed at that moment). */
  before: State[];
  outcomes: Outcome[];
  /** Index of the first step that could not be replayed, or null when all were. */
  stoppedAt: number | null;
  stopReason: Reason | null;
}

/** The per-side pile a position's hands fill: the one `positions.aliases` calls `hands`, else the first per-side pile a side owns. */
export function handPile(g: Game): string | null {
  const alias = g.positions.aliases["hands"];
  if (alias && g.pile.get(alias)?.perSide) return alias;
  return g.piles.find((p) => p.perSide && p.visibility === "owner")?.id ?? g.piles.find((p) => p.perSide)?.id ?? null;
}

/** The position a setup describes (null for the scenario's start). */
export function startPosition(content: Content, given: GameSetup): Position | null {
  const g = content.game;
  const setup = resolveStart(content, given);
  if (setup.start === SCENARIO_START) return null;
  const position: Position = {};
  if (setup.start !== g.positions.defaultEntry) position["phase"] = setup.start;
  for (const [k, v] of Object.entries(setup.values ?? {})) if (v !== null && v !== undefined) position[k] = v;
  const kind = g.pieces[0];
  if (kind && setup.pieces && Object.keys(setup.pieces).length) position[kind.id] = structuredClone(setup.pieces);
  const hand = handPile(g);
  if (hand) position[hand] = Object.fromEntries(g.sides.map((s) => [s, [...(setup.hands[s] ?? [])]]));
  return position;
}

export function startState(content: Content, setup: GameSetup): State {
  const opts = { scenario: setup.scenario, variants: setup.variants, options: setup.options, seed: setup.seed, strictDice: true };
  const position = startPosition(content, setup);
  if (!position) return newGame(content.game, { ...opts, ...(setup.bid !== undefined && setup.bid !== null ? { vars: { bid: setup.bid } } : {}) });
  return gameFromPosition(content.game, position, opts);
}

/**
 * Puts a card into a side's hand, wherever it is now (a pile; a card held outside the piles
 * cannot be given). Its owner knows it from then on. A decision pending is asked again, so a side
 * choosing a card may choose the one just given.
 */
export function giveCard(g: Game, s: State, side: string, card: string): void {
  const c = g.card.get(card);
  if (!c) throw new ScriptError(`unknown card \`${card}\``, { key: "editor.game.unknown_card", args: { card } });
  if (c.special) throw new ScriptError(`\`${card}\` is held outside the piles: it cannot be put into a hand`, { key: "editor.game.special_card", args: { card } });
  const hand = handPile(g);
  const sideIndex = g.sideIndex.get(side);
  if (!hand || sideIndex === undefined) throw new ScriptError(`the game has no hand for \`${side}\``, { key: "editor.game.no_hand", args: { side } });
  const pile = g.pile.get(hand)!;
  const instance = pile.offset + sideIndex;
  if (s.piles[instance]!.includes(card)) return;
  for (const p of s.piles) {
    const at = p.indexOf(card);
    if (at >= 0) p.splice(at, 1);
  }
  s.piles[instance]!.push(card);
  s.known[c.index] = pile.visibility === "public" ? (1 << g.sides.length) - 1 : (s.known[c.index] ?? 0) | (1 << sideIndex);
  if (s.pending.length && !s.result) {
    try {
      askAgain(g, s);
    } catch {
      // A decision some side has already answered in secret keeps its options.
    }
  }
}

/** Applies one step to a copy of the state; throws (IllegalMoveError, UnscriptedRollError …) and changes nothing. */
export function applyStep(content: Content, state: State, step: Step): State {
  if ("player" in step) return apply(content.game, state, step);
  const copy = copyState(state);
  if ("dice" in step) rigDice(copy, step.dice);
  else giveCard(content.game, copy, step.rig.side, step.rig.card);
  return copy;
}

export function fingerprint(state: State, logFrom: number): string {
  const { tracks, pieces, vars, piles, specials, pending, result } = state;
  return JSON.stringify({ log: state.log.slice(logFrom), tracks, pieces, vars, piles, specials, effects: state.effects.map((e) => [e.id, e.owner]), pending, result });
}

/** Replays a script from its start; stops at the first step the content no longer accepts. */
export function replayScript(content: Content, script: Script): Replay {
  let state = startState(content, script.setup);
  const outcomes: Outcome[] = [];
  const before: State[] = [];
  for (const [i, { step }] of script.steps.entries()) {
    try {
      const next = applyStep(content, state, step);
      before.push(state);
      outcomes.push({ logFrom: state.log.length, logTo: next.log.length, fingerprint: fingerprint(next, state.log.length) });
      state = next;
    } catch (e) {
      return { state, before, outcomes, stoppedAt: i, stopReason: reasonOf(e) };
    }
  }
  return { state, before, outcomes, stoppedAt: null, stopReason: null };
}

/**
 * Where the content's code failed, for an error of running code (the file as the loader names it,
 * from the content folder): what the test game's error jumps to. Null for any other error.
 */
export function codePlaceOf(e: unknown): CodeWhere | null {
  return e instanceof EffectRuntimeError ? (e.where ?? null) : null;
}

/**
 * Why a step or a start failed: its text and, for an error of the content's code, that error as
 * data, said in the editor's language wherever it is shown (reasonText), and again in another
 * language when the language changes.
 */
export interface Reason {
  text: string;
  said: SaidError | null;
}

export function reasonOf(e: unknown): Reason {
  const said = saidError(e);
  if (said) return { text: said.english, said };
  if (e instanceof IllegalMoveError) return { text: e.reason, said: { said: e.said, english: e.reason } };
  if (e instanceof ScriptError) return { text: e.message, said: { said: e.said, english: e.message } };
  if (e instanceof UnscriptedRollError) {
    const text = "a die is rolled here that the script did not force";
    return { text, said: { said: { key: "editor.game.unforced_die" }, english: text } };
  }
  if (e instanceof PositionError) return { text: e.problems.map((p) => `${p.at.join(".") || "position"}: ${p.message}`).join("; "), said: null };
  return { text: (e as Error).message ?? String(e), said: null };
}

/** The reason in the translator's language (an error of running code by its runtime.* message; any other as found). */
export function reasonText(t: Translator | null, r: Reason): string {
  return r.said ? runtimeErrorText(t, r.said) : r.text;
}

/**
 * A move by the user: every die it needs and nobody forced is rolled with `roll` and recorded
 * as a dice step before the move, so the script replays exactly.
 */
export function playMove(content: Content, state: State, move: Move, roll: () => number): { state: State; steps: Step[] } {
  const steps: Step[] = [];
  let current = state;
  for (let tries = 0; tries < 64; tries++) {
    try {
      const next = apply(content.game, current, move);
      steps.push(move);
      return { state: next, steps };
    } catch (e) {
      if (!(e instanceof UnscriptedRollError)) throw e;
      const die = roll();
      current = applyStep(content, current, { dice: [die] });
      const last = steps[steps.length - 1];
      if (last && "dice" in last) last.dice.push(die);
      else steps.push({ dice: [die], random: true });
    }
  }
  throw new ScriptError("the move kept asking for dice", { key: "editor.game.endless_dice" });
}

/** The script without its last user action. */
export function undoLast(script: Script): Script {
  const last = script.steps[script.steps.length - 1];
  if (!last) return script;
  return { ...script, steps: script.steps.filter((s) => s.group !== last.group) };
}

export function nextGroup(script: Script): number {
  return (script.steps[script.steps.length - 1]?.group ?? 0) + 1;
}
