// The compiled game the kernel runs: what the content declares (sides, tracks, spaces, piles,
// cards, lasting effects, procedures), with every id given a dense index at load time.
// Built once by compile.ts from the checked declarations; never changed while games run.
import type { Value, RecordValue } from "./values.js";
import type { Expression, Statement } from "../effects/ast.js";
import type { CodePlace } from "./code-place.js";

export type Visibility = "public" | "owner" | "hidden";

export interface TrackDef {
  id: string;
  name: string;
  /** One value per side, or one shared value (a tug-of-war track). */
  perSide: boolean;
  min: number;
  max: number;
  start: number;
  /** Index of the track's first value in `State.tracks`. */
  offset: number;
  /** Kept for the rules, not shown to players (game.yaml `show: hidden`: a count the rules keep). */
  hidden?: boolean;
  /** A tug-of-war between the first two sides (game.yaml `show: bar`): a positive value is the
   *  first side's lead, a negative one the second's; shown as who leads and by how much. */
  tugOfWar?: boolean;
}

export interface VariableDef {
  id: string;
  start: Value;
  doc: string;
}

export interface PieceDef {
  id: string;
  name: string;
  /** Most pieces of one side on one space; Infinity when unlimited. */
  capPerSpace: number;
  /** Pieces each side owns in all; Infinity when unlimited. */
  supply: number;
  offset: number;
}

export interface SpaceDef {
  id: string;
  index: number;
  name: string;
  /** Group indexes this space belongs to (its region and subregions, say). */
  groups: number[];
  /** The same groups by id. */
  groupIds: Set<string>;
  adjacent: number[];
  /** The side whose home this space is: it holds no pieces and is never a target. */
  homeOf: string | null;
  position: { x: number; y: number } | null;
  /** Declared attributes. */
  attrs: RecordValue;
}

export interface GroupDef {
  id: string;
  index: number;
  name: string;
  parent: string | null;
  colour: string | null;
  /** Space indexes in the group, in board order. */
  spaces: number[];
  attrs: RecordValue;
}

export interface PileDef {
  id: string;
  name: string;
  perSide: boolean;
  visibility: Visibility;
  /** Index of the pile's first instance in `State.piles` (one instance, or one per side). */
  offset: number;
}

export interface CardDef {
  id: string;
  index: number;
  name: string;
  /** The side whose event it is, or an alignment that is no side (neutral, un). */
  side: string;
  /** Declared attributes (ops, era, kind …), plus number, text. */
  attrs: RecordValue;
  event: number | null;
  prerequisite: number | null;
  blockedBy: string[];
  /** A special card lives outside the piles, with a holder and a face. */
  special: boolean;
}

export interface ModifierDef {
  /** The hook it works on: a declared kind (ops, forbid, trigger …). */
  kind: string;
  /** Raw fields as written (amount, action, max …), read by content through `modifiers()`. */
  fields: RecordValue;
  /** owner | opponent | both | a side id. */
  side: string;
  where: number | null;
  when: number | null;
  do: number | null;
  /** For triggers: the moment it listens to. */
  on: string | null;
}

export interface EffectDef {
  id: string;
  index: number;
  card: string | null;
  name: string;
  /** A declared duration whose end the game's code marks (a round, a turn …), or "game". */
  duration: string;
  modifiers: ModifierDef[];
  /** Its modifiers by kind (lookups never scan the others). */
  byKind: Map<string, ModifierDef[]>;
}

export interface ParamDef {
  name: string;
  type: string;
  /** Default expression (compiled in the callee's scope), or null when required. */
  default: number | null;
  optional: boolean;
}

/** A unit of compiled code: a procedure, function, card event, modifier body or condition. */
export interface UnitDef {
  name: string;
  kind: "procedure" | "function" | "event" | "trigger" | "condition" | "sequence";
  params: ParamDef[];
  /** Number of local variable slots (parameters first). */
  locals: number;
  /** Whether running it may ask a player (known after checking). */
  asks: boolean;
  /** Source location, for runtime errors. */
  origin: string;
}

export interface HookDef {
  id: string;
  /** adjust: numeric; forbid: actions; flag: on/off; replace: runs `do` instead of a procedure; trigger. */
  form: "adjust" | "forbid" | "flag" | "replace" | "trigger" | "info";
  /** For replace: the procedure replaced. */
  replaces: string | null;
  doc: string;
}

export interface SequenceStep {
  id: string;
  /** Unit run for the step. */
  unit: number;
}

export interface EntryPoint {
  id: string;
  unit: number;
}

/** Declarations read from the content (before compilation of code). */
export interface Declarations {
  id: string;
  name: string;
  sides: { id: string; name: string }[];
  tracks: { id: string; name: string; perSide: boolean; min: number; max: number; start: number; hidden?: boolean }[];
  variables: { id: string; start: Value; doc: string }[];
  pieces: { id: string; name: string; capPerSpace: number; supply: number }[];
  groups: { id: string; name: string; parent: string | null; colour: string | null; attrs: RecordValue }[];
  spaces: { id: string; name: string; groups: string[]; adjacent: string[]; homeOf: string | null; position: { x: number; y: number } | null; attrs: RecordValue }[];
  piles: { id: string; name: string; perSide: boolean; visibility: Visibility }[];
  /** `places`: where each piece of code's text is (for errors while it runs, code-place.ts), when known. */
  cards: { id: string; name: string; side: string; attrs: RecordValue; event: Statement[] | null; prerequisite: Expression | null; blockedBy: string[]; special: boolean; places?: { event?: CodePlace; prerequisite?: CodePlace } }[];
  effects: { id: string; card: string | null; name: string; duration: string; modifiers: { kind: string; fields: RecordValue; side: string; where: Expression | null; when: Expression | null; do: Statement[] | null; on: string | null; places?: { where?: CodePlace; when?: CodePlace; do?: CodePlace } }[] }[];
  hooks: HookDef[];
  /** Named data the content reads (`rules`, `scenario` …). */
  data: Record<string, Value>;
}

export type { Value };
