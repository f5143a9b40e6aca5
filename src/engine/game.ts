// The engine's public interface: create a game, list the pending decision, apply a move.
// `apply` never changes the state it is given: an illegal move is refused with the reason.
import { otherSide, SIDES, type Content, type Side } from "../content/model.js";
import { changeInfluence, log } from "./actions.js";
import { cardInGame, deckCards, deal } from "./flow.js";
import { advance, answer, registerAllBlocks, type Machine } from "./machine.js";
import { shuffle } from "./rng.js";
import type { Decision, GameState, Move } from "./state.js";
import "./flow-scoring.js";
import "./operations.js";
import "./interpreter.js";

/** The result of a tournament side auction: the side that receives the bid, and how (rule 11). */
export interface Bid {
  side: Side;
  amount: number;
  /** influence: extra setup Influence (deluxe, rule 11.1.4); vp: VP on the track (first and second editions). */
  kind: "influence" | "vp";
}

export interface NewGameOptions {
  bid?: Bid;
  scenario?: string;
  seed?: number;
  options?: string[];
  strictDice?: boolean;
}

export class IllegalMoveError extends Error {
  constructor(readonly move: unknown, readonly reason: string) {
    super(`illegal move ${JSON.stringify(move)}: ${reason}`);
    this.name = "IllegalMoveError";
  }
}

function blankState(content: Content, scenarioId: string, seed: number, options: string[], strictDice: boolean): GameState {
  const scenario = content.scenarios[scenarioId];
  if (!scenario) throw new Error(`unknown scenario \`${scenarioId}\` (known: ${Object.keys(content.scenarios).join(", ")})`);
  return {
    version: 1,
    content: content.id,
    scenario: scenarioId,
    options: [...options],
    seed,
    rng: seed | 0,
    rigged: [],
    strictDice,
    turn: scenario.start.turn,
    round: 0,
    phasing: content.rules.turns.first_in_action_round,
    vp: scenario.start.vp,
    defcon: scenario.start.defcon,
    milops: { us: scenario.start.military_ops?.us ?? 0, ussr: scenario.start.military_ops?.ussr ?? 0 },
    space: { us: scenario.start.space?.us ?? 0, ussr: scenario.start.space?.ussr ?? 0 },
    spaceAttempts: { us: 0, ussr: 0 },
    influence: Object.fromEntries(content.countries.map((c) => [c.id, [0, 0] as [number, number]])),
    hands: { us: [], ussr: [] },
    deck: [],
    discard: [],
    removed: [],
    inPlay: [],
    china: { holder: scenario.china_card.holder === "none" ? null : scenario.china_card.holder, faceUp: scenario.china_card.face_up },
    effects: [],
    stack: [],
    pending: null,
    ret: null,
    result: null,
    finalScoring: false,
    variants: [],
    log: [],
    moves: 0,
  };
}

/** A new game: hands dealt, fixed setup placed, waiting for the first free placement. */
export function newGame(content: Content, opts: NewGameOptions = {}): GameState {
  registerAllBlocks(content);
  const scenarioId = opts.scenario ?? content.selection.scenario;
  const options = opts.options ?? content.selection.options;
  const state = blankState(content, scenarioId, opts.seed ?? 1, options, opts.strictDice ?? false);
  state.variants = [...content.selection.variants];
  const scenario = content.scenarios[state.scenario]!;
  state.removed = removedAtStart(content, scenario, state.options);
  state.deck = deckCards(content, state.options, scenario.decks.start_with).filter((c) => !state.removed.includes(c));
  shuffle(state, state.deck);
  // Players see their hands before placing Influence (rule 3.1).
  deal(content, state);
  placeStartInfluence(content, state, scenario);
  state.effects = (scenario.effects ?? []).map((e) => ({ id: e.id, owner: e.owner, turn: state.turn }));
  log(state, "game.start", { scenario: state.scenario, seed: state.seed });
  state.stack.push({ t: "turn", step: 3 });
  if (opts.bid) {
    state.bid = { ...opts.bid };
    if (opts.bid.kind === "vp") state.vp += (content.rules.vp.positive_side === opts.bid.side ? 1 : -1) * opts.bid.amount;
    // Bid Influence comes after every normal placement, only where the side already is, at most 2 above control.
    else if (opts.bid.amount > 0) state.stack.push({ t: "setup_place", side: opts.bid.side, left: opts.bid.amount, region: null, onlyWherePresent: true, maxOverControl: 2 });
  }
  for (const step of [...scenario.setup].reverse()) {
    if (!step.free) continue;
    state.stack.push({ t: "setup_place", side: step.side, left: step.free.amount, region: step.free.in ?? null, onlyWherePresent: step.free.only_where_present ?? false, ...(step.free.max_over_control !== undefined ? { maxOverControl: step.free.max_over_control } : {}) });
  }
  advance({ content, state });
  return state;
}

/** Fixed setup Influence; a scenario that starts mid-game gives totals and controlled countries instead. */
function placeStartInfluence(content: Content, state: GameState, scenario: Content["scenarios"][string]): void {
  for (const step of scenario.setup) {
    for (const [country, amount] of Object.entries(step.influence ?? {})) state.influence[country]![step.side === "us" ? 0 : 1] += amount ?? 0;
  }
  for (const [country, pair] of Object.entries(scenario.influence ?? {})) state.influence[country] = [pair?.[0] ?? 0, pair?.[1] ?? 0];
  for (const side of SIDES) {
    for (const country of scenario.control?.[side] ?? []) {
      // The least Influence that controls it: the stability plus whatever the opponent has there.
      const inf = state.influence[country]!;
      const i = side === "us" ? 0 : 1;
      inf[i] = Math.max(inf[i], content.country[country]!.stability + inf[1 - i]!);
    }
  }
}

/** Cards a scenario takes out of the game at the start; only cards that are in this game (an optional card without its option never is). */
function removedAtStart(content: Content, scenario: Content["scenarios"][string], options: string[]): string[] {
  const r = scenario.removed;
  if (!r) return [];
  const except = new Set(r.except ?? []);
  const fromEras = content.cardList.filter((c) => (r.asterisked_from_eras ?? []).includes(c.era) && c.removed_after_event && !except.has(c.id)).map((c) => c.id);
  return [...new Set([...(r.cards ?? []), ...fromEras])].filter((id) => content.cards[id] && cardInGame(content.cards[id]!, options));
}

export interface Position {
  turn: number;
  phase?: "headline" | "action";
  action_round?: number;
  phasing?: Side;
  defcon?: number;
  vp?: number;
  military_ops?: Partial<Record<Side, number>>;
  space?: Partial<Record<Side, number>>;
  space_attempts?: Partial<Record<Side, number>>;
  influence?: Record<string, number[]>;
  clear_influence?: boolean;
  hands?: Partial<Record<Side, string[]>>;
  deck?: string[];
  discard?: string[];
  removed?: string[];
  china_card?: { holder: Side | "none"; face_up: boolean };
  effects?: (string | { id: string; owner?: Side })[];
}

/** A game that starts from a given position (scenario tests, the editor's test games). */
export function gameFromPosition(content: Content, position: Position, opts: NewGameOptions = {}): GameState {
  registerAllBlocks(content);
  const state = blankState(content, opts.scenario ?? "standard", opts.seed ?? 1, opts.options ?? [], opts.strictDice ?? false);
  const scenario = content.scenarios[state.scenario]!;
  if (!position.clear_influence) {
    for (const step of scenario.setup) for (const [c, n] of Object.entries(step.influence ?? {})) state.influence[c]![step.side === "us" ? 0 : 1] += n ?? 0;
  }
  for (const [c, [us, ussr]] of Object.entries(position.influence ?? {})) {
    if (!state.influence[c]) throw new Error(`position: unknown country \`${c}\``);
    state.influence[c] = [us ?? 0, ussr ?? 0];
  }
  state.turn = position.turn;
  state.defcon = position.defcon ?? state.defcon;
  state.vp = position.vp ?? state.vp;
  for (const s of SIDES) {
    state.milops[s] = position.military_ops?.[s] ?? 0;
    state.space[s] = position.space?.[s] ?? state.space[s];
    state.spaceAttempts[s] = position.space_attempts?.[s] ?? 0;
    state.hands[s] = [...(position.hands?.[s] ?? [])];
  }
  if (position.china_card) state.china = { holder: position.china_card.holder === "none" ? null : position.china_card.holder, faceUp: position.china_card.face_up };
  state.discard = [...(position.discard ?? [])];
  state.removed = [...(position.removed ?? [])];
  const placed = new Set([...state.hands.us, ...state.hands.ussr, ...state.discard, ...state.removed]);
  for (const id of placed) if (!content.cards[id]) throw new Error(`position: unknown card \`${id}\``);
  if (position.deck) state.deck = [...position.deck];
  else {
    const eras = content.rules.turns.eras.filter((e) => e.joins_at_turn <= state.turn).map((e) => e.id);
    state.deck = deckCards(content, state.options, eras).filter((c) => !placed.has(c));
    shuffle(state, state.deck);
  }
  state.effects = (position.effects ?? []).map((e) => {
    const id = typeof e === "string" ? e : e.id;
    const def = content.effects[id];
    if (!def) throw new Error(`position: unknown effect \`${id}\``);
    const owner = typeof e === "string" ? undefined : e.owner;
    const cardSide = content.cards[def.card]?.side;
    return { id, owner: owner ?? (cardSide === "us" || cardSide === "ussr" ? cardSide : "us"), turn: state.turn };
  });
  const phase = position.phase ?? "action";
  state.stack.push({ t: "turn", step: phase === "headline" ? 3 : 5 });
  if (phase === "action") {
    const first = content.rules.turns.first_in_action_round;
    const phasing = position.phasing ?? first;
    state.round = position.action_round ?? 1;
    state.phasing = phasing;
    // Slot 0 is the first player of the round, slot 1 the second.
    state.stack.push({ t: "rounds", r: state.round, slot: phasing === first ? 0 : 1 });
  }
  advance({ content, state });
  return state;
}

export function pendingDecision(state: GameState): Decision | null {
  return state.pending;
}

/** Checks a move against the pending decision; returns the reason it is illegal, or null. */
export function illegalReason(state: GameState, move: Move): string | null {
  if (state.result) return `the game is over (${state.result.winner} won: ${state.result.reason})`;
  if (!state.pending) return "no decision is pending";
  if (move.player !== state.pending.player) return `it is ${state.pending.player}'s decision (${state.pending.kind}), not ${move.player}'s`;
  if (!state.pending.options.includes(move.choice)) {
    const shown = state.pending.options.slice(0, 12).join(", ");
    return `\`${move.choice}\` is not an option of ${state.pending.kind}; options: ${shown}${state.pending.options.length > 12 ? ", …" : ""}`;
  }
  return null;
}

/** Applies a move in place (fast path for simulations). Throws IllegalMoveError, leaving the state untouched. */
export function applyInPlace(content: Content, state: GameState, move: Move): GameState {
  const reason = illegalReason(state, move);
  if (reason) throw new IllegalMoveError(move, reason);
  const m: Machine = { content, state };
  state.moves++;
  answer(m, move.choice);
  advance(m);
  return state;
}

/** Applies a move to a copy of the state; the given state is never changed. */
export function apply(content: Content, state: GameState, move: Move): GameState {
  const reason = illegalReason(state, move);
  if (reason) throw new IllegalMoveError(move, reason);
  const copy = structuredClone(state);
  try {
    return applyInPlace(content, copy, move);
  } catch (e) {
    if (e instanceof IllegalMoveError) throw e;
    throw e;
  }
}

/** Forces the next die results (tests, replays, the editor's "force a roll"). */
export function rigDice(state: GameState, dice: number[]): void {
  for (const d of dice) if (!Number.isInteger(d) || d < 1 || d > 6) throw new Error(`a die result must be 1 to 6, got ${d}`);
  state.rigged.push(...dice);
}

export { otherSide };
