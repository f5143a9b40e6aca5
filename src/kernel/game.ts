// The compiled game: declarations with dense indexes plus compiled code. Built by compile.ts.
import type { EndReads } from "./end-reads.js";
import type { StateReads } from "./state-reads.js";
import type { BotsPlays } from "./compile.js";
import type { CardDef, EffectDef, GroupDef, HookDef, PieceDef, PileDef, SpaceDef, TrackDef, UnitDef, VariableDef } from "./model.js";
import type { Frame, State } from "./state.js";
import type { Value } from "./values.js";
import type { UnitPlaces } from "./code-place.js";

/** A running game: the compiled content and the state it acts on. */
export interface Runtime {
  g: Game;
  s: State;
}

/** A compiled expression. */
export type Ev = (rt: Runtime, f: Frame) => Value;
/** A compiled instruction; returns true when the frame must stop (it asked, called or returned). */
export type Instr = (rt: Runtime, f: Frame) => boolean;

export interface Unit extends UnitDef {
  code: Instr[];
  /** Default value of each optional parameter (null: none), evaluated in the callee's frame. */
  defaults: (Ev | null)[];
  /** Slots of context names bound at entry (`it`, `actor` …) for triggers and conditions. */
  bound: Record<string, number>;
  /** For a unit that is one expression (a condition): the expression, evaluated without running instructions. */
  value?: Ev;
  /** The frame a condition is evaluated in (reused: a condition never nests in itself). */
  scratch?: Frame;
  busy?: boolean;
  /** Free frames of this unit, reused by calls that run to their end (see machine.ts acquireFrame). */
  pool?: Frame[];
  /**
   * Its instructions that are a call of a procedure run through (one that asks nobody, run in
   * place without a frame on the stack), by index: the procedure and the slot its result goes to
   * (-1: dropped). The start's snapshot reads them to stop inside such a call (start-snapshot.ts).
   */
  through: ReadonlyMap<number, ThroughCall>;
  /** Where its instructions come from in the content's files (code-place.ts), read only for an error; absent: code of no file. */
  places: UnitPlaces | undefined;
  /**
   * The conditions its code passes as values (PredicateValue: `unit` and its index here), in the
   * order its compile met them. Numbered within the unit, so a unit compiled late (`compile`)
   * gives the same numbers whatever was compiled before it.
   */
  predicates: CompiledPredicate[];
  /**
   * Compiles its code, when that is left until it first runs (procedures, functions and card
   * events: most of them never run in a given game, see lazy-code.ts); null once compiled.
   */
  compile: (() => void) | null;
}

/** A unit with no such call. */
export const NO_THROUGH: ReadonlyMap<number, ThroughCall> = new Map();

/** A call of a procedure run through, as one instruction of its caller. */
export interface ThroughCall {
  unit: number;
  slot: number;
}

/** A compiled condition passed as a value (see PredicateValue): evaluated with `it` in `slot`. */
export interface CompiledPredicate {
  unit: number;
  slot: number;
  ev: Ev;
}

export interface StaticModifier {
  effect: number;
  index: number;
}

export interface Game {
  id: string;
  name: string;
  sides: string[];
  sideNames: Record<string, string>;
  sideIndex: Map<string, number>;
  tracks: TrackDef[];
  track: Map<string, TrackDef>;
  trackSize: number;
  variables: VariableDef[];
  variable: Map<string, number>;
  pieces: PieceDef[];
  piece: Map<string, PieceDef>;
  pieceSize: number;
  spaces: SpaceDef[];
  space: Map<string, SpaceDef>;
  groups: GroupDef[];
  group: Map<string, GroupDef>;
  piles: PileDef[];
  pile: Map<string, PileDef>;
  pileInstances: number;
  /** Pile instance → [pile, side index or -1]. */
  pileOf: [PileDef, number][];
  cards: CardDef[];
  card: Map<string, CardDef>;
  effects: EffectDef[];
  effect: Map<string, EffectDef>;
  hooks: Map<string, HookDef>;
  units: Unit[];
  /** Procedures and functions by name. */
  unitByName: Map<string, number>;
  /** Named data the content reads (`rules`, `scenario` …). */
  data: Record<string, Value>;
  /** Modifiers declared for each kind, over all effects (static; filtered by the effects in force). */
  modifiersOfKind: Map<string, StaticModifier[]>;
  /** Trigger modifiers by moment. */
  triggersOn: Map<string, StaticModifier[]>;
  /** Conditions checked after every step (the game ends when one holds); `text`: as written (positions blame the keys it names). */
  endConditions: { when: number; winner: number | null; reason: string; text: string }[];
  /** The tracks and variables the end conditions read, when that is all they read (end-reads.ts); null: anything else. */
  endReads: EndReads | null;
  /** Conditions every state must keep: a unit per condition, and what is wrong when it fails. */
  invariants: { unit: number; message: string; text: string; inPositions: boolean }[];
  /** Variable holding the number effects record as their start (`turn`), or -1. */
  startedAtVariable: number;
  /** The sequence's turn counter variable (`turn`, `round` …), if it has turns. */
  turnVariable: string | null;
  /** Variable holding the active side, or -1: the context of code no player started. */
  activeVariable: number;
  /** Spaces, cards and groups by id, in one table (attribute lookups). */
  things: Map<string, SpaceDef | CardDef | GroupDef>;
  /** The unit that starts a new game, and the named entry points of positions. */
  start: number | null;
  entries: Map<string, number>;
  /** How positions name things (aliases), the procedures run before and after laying one out, and the default entry. */
  positions: {
    aliases: Record<string, string>;
    start: number | null;
    prepare: number | null;
    defaultEntry: string | null;
    /** Conditions a position must meet, each reported at a position key. */
    checks: { unit: number; key: string; message: string }[];
  };
  /** What the game tells bots and reports (units of expressions read with `me` = the side concerned), or null. */
  bots: GameBots | null;
  /** The content folder on disk, when the loader knows it: errors of running code show their files from it (code-place.ts shownFile). */
  folder: string | null;
}

export interface GameBots {
  /** Features of a position's worth for `me`; a bot's evaluation is their weighted sum. */
  evaluation: { id: string; unit: number; weight: number }[];
  /** Conditions on a state that count as lost for `me` (a side must never leave itself in one). */
  danger: { id: string; unit: number; depth: number | null }[];
  /**
   * Whether the dangers (`when` and `depth`) only read the game (no die, no random pick, no other
   * content's conditions, in any function they call): then they give the same on two states
   * between which no change to the declared state was counted (`State.changes`), and a bot may
   * take one's answer for the other's (lookahead.ts).
   */
  dangerReadsOnly: boolean;
  /**
   * What of a state the dangers read, when that is known for certain (state-reads.ts) and they only
   * read it: two states with the same values there give the same dangers. Else null.
   */
  dangerReads: StateReads | null;
  /** The game's score: its value as reported (`unit`) and from a side's point of view (`forSide`). */
  score: { name: string; unit: number; forSide: number } | null;
  /** How far a game has gone, in the game's units (turns, rounds). */
  progress: { name: string; unit: number } | null;
  plays: BotsPlays | null;
  /** Piles whose hidden cards may be dealt among each other when a bot samples what it cannot see (the piles not listed make one more pool). */
  pools: string[][];
}

export type { Frame, State };
