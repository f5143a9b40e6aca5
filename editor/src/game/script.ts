// A test game as a script: how it starts (scenario, variants, options, seed, start point, cards
// put into the hands) and the steps since (moves, forced dice, cards put into a hand). Replaying
// the script against content gives the game; replaying it against edited content shows what the
// edit changed. Plain TypeScript over the engine, tested in node.
import type { Content, Side } from "../../../src/content/model.js";
import { apply, gameFromPosition, IllegalMoveError, newGame, rigDice, type Bid, type Position } from "../../../src/engine/game.js";
import { playableCards } from "../../../src/engine/flow.js";
import { rigCardIntoHand } from "../../../src/engine/rig.js";
import { UnscriptedRollError } from "../../../src/engine/rng.js";
import type { GameState, Move } from "../../../src/engine/state.js";

export type StartPoint = "action" | "headline" | "deal";

export interface GameSetup {
  scenario: string;
  variants: string[];
  options: string[];
  seed: number;
  /** action: an action round of the scenario's first turn; headline: its headline; deal: the scenario's own start (deal, setup placements). */
  start: StartPoint;
  /** Cards in the hands at the start (action and headline starts). */
  hands: Record<Side, string[]>;
  /** Who plays the first action round (action start). */
  phasing?: Side;
  /** Action and headline starts: deal the scenario's hands first (the given cards are added). */
  dealt?: boolean;
  /** Action and headline starts: where the position differs from the scenario's start. */
  turn?: number;
  round?: number;
  defcon?: number;
  vp?: number;
  /** Influence [US, USSR] of these countries instead of the scenario's. */
  influence?: Record<string, [number, number]>;
  /** Start at the scenario's start: the side auction, as `new-game --bid` / `--vp-bid`. */
  bid?: Bid;
}

/** A move; dice for the next rolls (`random`: rolled by the editor, else forced by the user); a card put into a hand. */
export type Step = { player: Side; choice: string } | { dice: number[]; random?: boolean } | { rig: { side: Side; card: string } };

export interface ScriptStep {
  step: Step;
  /** Steps made by one user action share a group; undo removes the last group. */
  group: number;
}

export interface Script {
  setup: GameSetup;
  steps: ScriptStep[];
}

export const DEFAULT_SETUP: GameSetup = { scenario: "standard", variants: [], options: [], seed: 1, start: "action", hands: { us: [], ussr: [] } };

/** What one step did: the log lines it wrote and a fingerprint of the state after it. */
export interface Outcome {
  logFrom: number;
  logTo: number;
  fingerprint: string;
}

export interface Replay {
  state: GameState;
  /** The state before each replayed step (for explanations computed at that moment). */
  before: GameState[];
  outcomes: Outcome[];
  /** Index of the first step that could not be replayed, or null when all were. */
  stoppedAt: number | null;
  stopReason: string | null;
}

/** The start position of an action or headline start: the scenario's fixed start, our hands. */
export function startPosition(content: Content, setup: GameSetup): Position {
  const base = newGame(content, { scenario: setup.scenario, seed: setup.seed, options: setup.options });
  const influence: Record<string, number[]> = {};
  for (const [c, [us, ussr]] of Object.entries(base.influence)) if (us || ussr) influence[c] = [us, ussr];
  for (const [c, [us, ussr]] of Object.entries(setup.influence ?? {})) {
    if (!content.country[c]) throw new Error(`unknown country \`${c}\``);
    if (us || ussr) influence[c] = [us, ussr];
    else delete influence[c];
  }
  const hands = setup.dealt
    ? { us: [...base.hands.us.filter((c) => !setup.hands.ussr.includes(c)), ...setup.hands.us.filter((c) => !base.hands.us.includes(c))], ussr: [...base.hands.ussr.filter((c) => !setup.hands.us.includes(c)), ...setup.hands.ussr.filter((c) => !base.hands.ussr.includes(c))] }
    : { us: [...setup.hands.us], ussr: [...setup.hands.ussr] };
  // A card put into a hand is no longer out of the game (Late War removes Fidel; a test may give it).
  const inHand = new Set([...hands.us, ...hands.ussr]);
  return {
    turn: setup.turn ?? base.turn,
    phase: setup.start === "headline" ? "headline" : "action",
    ...(setup.start === "action" ? { action_round: setup.round ?? 1, phasing: setup.phasing ?? content.rules.turns.first_in_action_round } : {}),
    defcon: setup.defcon ?? base.defcon,
    vp: setup.vp ?? base.vp,
    military_ops: { ...base.milops },
    space: { ...base.space },
    clear_influence: true,
    influence,
    hands,
    removed: base.removed.filter((c) => !inHand.has(c)),
    china_card: { holder: base.china.holder ?? "none", face_up: base.china.faceUp },
    effects: base.effects.map((e) => ({ id: e.id, owner: e.owner })),
  };
}

export function startState(content: Content, setup: GameSetup): GameState {
  const opts = { scenario: setup.scenario, seed: setup.seed, options: setup.options, strictDice: true };
  if (setup.start === "deal") return newGame(content, { ...opts, ...(setup.bid ? { bid: setup.bid } : {}) });
  return gameFromPosition(content, startPosition(content, setup), opts);
}

/** Applies one step to a copy of the state; throws (IllegalMoveError, UnscriptedRollError …) and changes nothing. */
export function applyStep(content: Content, state: GameState, step: Step): GameState {
  if ("player" in step) return apply(content, state, step);
  const copy = structuredClone(state);
  if ("dice" in step) rigDice(copy, step.dice);
  else {
    // Added, never swapped: every card of the hand is kept, so nothing is given back.
    rigCardIntoHand(copy, step.rig.side, step.rig.card, { keep: copy.hands[step.rig.side] });
    // A side choosing its card may choose the one just given.
    if (copy.pending?.kind === "action_card" && copy.pending.player === step.rig.side) {
      copy.pending = { ...copy.pending, options: playableCards({ content, state: copy }, step.rig.side) };
    }
  }
  return copy;
}

export function fingerprint(state: GameState, logFrom: number): string {
  const { vp, defcon, milops, space, influence, hands, effects, result, pending, turn, round, discard, removed } = state;
  return JSON.stringify({ log: state.log.slice(logFrom), vp, defcon, milops, space, influence, hands, effects: effects.map((e) => [e.id, e.owner]), result, pending, turn, round, discard, removed });
}

/** Replays a script from its start; stops at the first step the content no longer accepts. */
export function replayScript(content: Content, script: Script): Replay {
  let state = startState(content, script.setup);
  const outcomes: Outcome[] = [];
  const before: GameState[] = [];
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

export function reasonOf(e: unknown): string {
  if (e instanceof IllegalMoveError) return e.reason;
  if (e instanceof UnscriptedRollError) return "a die is rolled here that the script did not force";
  return (e as Error).message ?? String(e);
}

/**
 * A move by the user: every die it needs and nobody forced is rolled with `roll` and recorded
 * as a dice step before the move, so the script replays exactly.
 */
export function playMove(content: Content, state: GameState, move: Move, roll: () => number): { state: GameState; steps: Step[] } {
  const steps: Step[] = [];
  let current = state;
  for (let tries = 0; tries < 64; tries++) {
    try {
      const next = apply(content, current, move);
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
  throw new Error("the move kept asking for dice");
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
