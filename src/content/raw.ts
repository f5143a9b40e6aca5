// Reads every file a game's manifest names: YAML with source ranges, each checked against its
// schema (the kernel's, extended with the fields the game declares, or the game's own for its
// data). Nothing is composed or compiled yet. File access is passed in, so the CLI (disk) and
// the editor (memory) share it.
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { customValidator, extendedBoardSchema, extendedCardsSchema, extendedOverlaySchema, validateAgainstSchema, type SchemaKind, type Validator } from "./schemas.js";
import { rangeAt, type SourceFile } from "./yaml-source.js";
import type { ReadFile } from "./open-file.js";
import { remembering, type FileMemo } from "./file-memo.js";
import { internalError, NO_POSITION } from "../diagnostics/diagnostic.js";
import { unknownValueTitles } from "./value-titles.js";
import { duplicateSnippetKeys } from "./snippet-keys.js";
import { unusableSchemaDiagnostic } from "./schema-fault.js";
import { isNamesValue, namesListsIn, type NamesListPlace } from "./names-lists.js";
import { groupPlace, leftOutOf, routinePlace, wholeFile, type FileLeftOut, type LeftOut, type QuarantineKind } from "./quarantine.js";

export type { ReadFile, FileMemo };

export type Path = (string | number)[];

export interface Located<T> {
  data: T;
  source: SourceFile;
  at: Path;
}

/** The manifest as the schema allows it (see schemas/game.schema.json). */
export interface Manifest {
  id: string;
  name: string;
  /** How the game is won, for players (translated as game.victory). */
  victory?: string;
  sides: { id: string; name: string }[];
  /** Alignments of cards that are no side; one with a name is named as a side is (side.<id>.name). */
  alignments?: Alignment[];
  terms?: Record<string, string>;
  board: string;
  cards: string[];
  procedures?: string[];
  sequence: string;
  data?: Record<string, { file: string; schema?: string }>;
  scenarios?: { files: string[]; schema?: string };
  overlays?: string[];
  locales?: { source: string; translations?: string[] };
  tracks?: Record<string, { name: string; per_side?: boolean; range: [number, number]; start?: number; show?: string; show_range?: [number, number]; danger?: "low" | "high" }>;
  variables?: Record<string, { name?: string; start?: unknown; doc: string; schema?: object }>;
  pieces?: Record<string, { name: string; cap_per_space?: number; supply?: number }>;
  piles?: Record<string, { name: string; per_side?: boolean; visibility: "public" | "owner" | "hidden"; out_of_game?: boolean }>;
  special_cards?: string[];
  /** Each a JSON Schema, plus `title` and `value_titles` (names for people, translatable). */
  card_fields?: Record<string, { description: string; title?: string; value_titles?: Record<string, string>; [k: string]: unknown }>;
  space_fields?: Record<string, { description: string; [k: string]: unknown }>;
  group_fields?: Record<string, { description: string; [k: string]: unknown }>;
  modifier_fields?: Record<string, { description: string; [k: string]: unknown }>;
  hooks?: Record<string, { form: "adjust" | "forbid" | "flag" | "replace" | "trigger" | "info"; doc: string; replaces?: string; actions?: string[] }>;
  durations?: string[];
  moments?: Record<string, { doc: string; names?: string[]; values?: Record<string, ValuesRaw> }>;
  /** Named lists of the only texts some strings of the code take (a parameter's or a moment's `values:` names one). */
  value_sets?: Record<string, string[]>;
  constants?: Record<string, string>;
  active_variable?: string;
  effects_started_at?: string;
  end_when?: { when: string; winner?: string; reason: string }[];
  invariants?: { holds: string; message: string; positions?: boolean }[];
  translate?: { key: string; data: string; list: string; id: string }[];
  card_face?: CardFaceDecl;
  display?: DisplayDecl;
  /** Code snippets the editor offers in effect code (see schemas/game.schema.json). */
  snippets?: { id?: string; label: string; detail: string; replaces?: "choose" | "place" | "remove" | "dice" | "choice"; code: string }[];
  positions?: { aliases?: Record<string, string>; prepare?: string; start?: string; default_entry?: string; checks?: { holds: string; key: string; message: string }[] };
  bots?: BotsManifest;
}

/** game.yaml `bots:` — what bots and reports know of the game (see schemas/game.schema.json). */
export interface BotsManifest {
  evaluation?: Record<string, { value: string; weight?: number; doc: string }>;
  danger?: Record<string, { when: string; depth?: string; doc: string }>;
  score?: { name: string; value: string; for_side: string };
  progress?: { name: string; value: string };
  plays?: { log: string; card: string; side: string; how: string; event: string[] };
  pools?: string[][];
}

/** How the editor draws a game (game.yaml `display:`). */
export interface DisplayDecl {
  holder?: string;
  space_number?: string;
  space_mark?: string;
  variables?: string[];
}

/** An alignment of cards that is no side: its id, or its id and name (game.yaml `alignments:`). */
export type Alignment = string | { id: string; name: string };

/** The ids of the game's alignments, as cards and code name them. */
export function alignmentIds(m: Pick<Manifest, "alignments">): string[] {
  return (m.alignments ?? []).map((a) => (typeof a === "string" ? a : a.id));
}

/** The name the game gives an alignment, or null (an alignment declared by its id alone). */
export function alignmentName(m: Pick<Manifest, "alignments">, id: string): string | null {
  for (const a of m.alignments ?? []) if (typeof a !== "string" && a.id === id) return a.name;
  return null;
}

export interface CardFaceField {
  field: string;
  message?: string;
  name?: string;
  equals?: unknown;
  /** Not shown when the field has one of these values. */
  except?: unknown[];
}
export interface CardFaceDecl {
  title?: string;
  corner?: CardFaceField;
  lines?: CardFaceField[];
  notes?: CardFaceField[];
  /** The title band's colour for cards whose field has a value (else the side's colour); corner false: no corner drawn on them. */
  band?: { field: string; equals: unknown; colour: string; corner?: boolean }[];
  /** Cards whose field has the value (default: true) have no event by the game's rules. */
  no_event?: { field: string; equals?: unknown }[];
}

export interface BoardFile {
  groups?: { id: string; name: string; parent?: string; colour?: string; [attr: string]: unknown }[];
  spaces: { id: string; name: string; groups?: string[]; adjacent: string[]; home_of?: string; position?: { x: number; y: number }; [attr: string]: unknown }[];
}

export interface ModifierRaw {
  kind: string;
  side?: string;
  where?: string;
  when?: string;
  on?: string;
  do?: string;
  [field: string]: unknown;
}
export interface EffectRaw {
  id: string;
  name?: string;
  duration: string;
  modifiers?: ModifierRaw[];
}
export interface CardRaw {
  id: string;
  number?: number;
  name: string;
  side: string;
  text: string;
  event?: string;
  prerequisite?: string;
  blocked_by?: string[];
  effects?: EffectRaw[];
  [field: string]: unknown;
}

/**
 * The only texts a string takes: a list, or the name of one of game.yaml's `value_sets`, or the
 * `key` field of each entry of a list of the game's data (`{ data: rules.boxes, key: ability }`,
 * as a schema's `names: { data, key }` names its ids: names-lists.ts).
 */
export type ValuesRaw = string | string[] | { data: string; key?: string };
export interface ParamRaw {
  name: string;
  as?: string;
  type: string;
  default?: unknown;
  doc: string;
  values?: ValuesRaw;
}
export interface RoutineRaw {
  doc?: string;
  params?: ParamRaw[];
  /** Its type, or its type and the only texts it gives (`{ type: string, values: [...] }`). */
  returns?: string | { type: string; values: ValuesRaw };
  as_name?: boolean;
  constant?: boolean;
  example?: string;
  formerly?: string[];
  do?: string;
  value?: string;
}
export interface RoutinesFile {
  procedures?: Record<string, RoutineRaw>;
  functions?: Record<string, RoutineRaw>;
}

export interface SequenceFile {
  start?: { id: string; do: string }[];
  turns: { counter: string; from: string; last: string; begin_at?: string; steps: { id: string; do: string }[] };
  end?: { id: string; do: string }[];
  entries?: Record<string, { at: string; params?: string[]; do?: string }>;
}

export interface OverlayFile {
  id: string;
  kind: "scenario" | "variant" | "option";
  name: string;
  description: string;
  /** How the scenario is won (or what a variant or option changes in it), for players. */
  victory?: string;
  notes?: string;
  requires?: string[];
  conflicts?: string[];
  scenario?: Record<string, unknown>;
  scenario_changes?: Record<string, unknown>;
  scenario_append?: Record<string, unknown[]>;
  effects?: EffectRaw[];
  board?: { groups?: BoardFile["groups"]; spaces?: BoardFile["spaces"] };
  data?: Record<string, Record<string, unknown>>;
  cards?: { add?: CardRaw[]; change?: ({ id: string } & Record<string, unknown>)[]; remove?: string[] };
}

/**
 * What the kernel reads of every scenario file (`scenarios: files:`), checked whatever the game's
 * own schema says: without an id the loader had nothing to key the scenario by and stopped with an
 * internal error. The rest of the file is the game's.
 */
const SCENARIO_HEAD = {
  type: "object",
  description: "A scenario file: its id, name and description; the rest is the game's (its `scenarios: schema:` checks it).",
  required: ["id", "name"],
  properties: {
    id: { type: "string", pattern: "^[a-z][a-z0-9_]*$", description: "Stable id, used by --scenario, tests and saves." },
    name: { type: "string", description: "Name shown to players (translated as overlay.<id>.name)." },
    description: { type: "string", description: "One line for `cardwright scenarios` (translated as overlay.<id>.description)." },
  },
};

export interface ScenarioRaw {
  id: string;
  name: string;
  description: string;
  [field: string]: unknown;
}

export interface RawGame {
  manifest: Located<Manifest>;
  board: Located<BoardFile>;
  cards: Located<CardRaw>[];
  /** Lasting effects declared by overlays rather than cards (after composition). */
  effects: Located<EffectRaw>[];
  data: Record<string, Located<Record<string, unknown>>>;
  scenarios: Located<ScenarioRaw>[];
  overlays: Located<OverlayFile>[];
  routines: Located<RoutinesFile>[];
  sequence: Located<SequenceFile>;
  /** Validator of scenarios (the game's own schema), if it gives one. */
  scenarioValidator: Validator | null;
  dataValidators: Record<string, Validator | null>;
  /**
   * The validators of the card files, the board and the overlays (the kernel's schemas extended with
   * the declared fields), when a declared field marks a name (`names: group`): checkDataNames finds
   * those names with them. Absent when no field does (nothing to find, no pass to pay).
   */
  fieldValidators?: { board: Validator; cards: Validator; overlay: Validator };
  /**
   * Where the game's schemas (its data's, its scenarios', its declared fields') say `names: { data,
   * key }`: checkDataNames blames such a keyword whose path leads to no list of the composed data.
   */
  namesLists?: NamesListPlace[];
  /**
   * The game's own schemas that did not compile (a CW205 error), by the kind their descriptions'
   * translation keys go by (`scenario`, `data.<name>`): their descriptions are still the English of
   * those translations, which are not orphaned because the schema is broken (i18n/sources.ts).
   */
  unusableSchemas?: Record<string, object>;
  /**
   * The cards, routines, spaces and files left out because of their own schema errors (quarantine.ts),
   * and the names they went by (`overlayUnknown`: a scenario or overlay whose id is not known was
   * left out): set only in a RawLoad's `partial`.
   */
  leftOut?: { items: LeftOut[]; names: string[]; overlayUnknown?: true };
}

export interface RawLoad {
  /** The files' data, when every file read and matched its schema. */
  raw: RawGame | null;
  /**
   * Else, when the only files that did not read or match their schemas are card or procedures
   * files, scenario files, overlays, or the board with errors inside its spaces and groups alone:
   * the game without their cards, routines, spaces or groups in error, or without such a file whole when its errors
   * are not all inside its items (its `leftOut` says which, quarantine.ts). Its names and code can be checked, but no game is compiled from it.
   */
  partial?: RawGame;
  diagnostics: Diagnostic[];
  sources: Map<string, SourceFile>;
}

/**
 * The validators of the files whose schemas game.yaml's declared fields extend, by game.yaml's
 * parsed data: an editor's build with game.yaml unchanged (the same data, see file-memo.ts) does
 * not make them again.
 */
const fieldValidators = new WeakMap<Manifest, Record<"boardValidator" | "cardsValidator" | "overlayValidator", Validator | Error>>();

/** Parses and validates every file of a content folder; no composition yet. `memo`: see file-memo.ts. */
export function loadRaw(read: ReadFile, label = ".", memo?: FileMemo): RawLoad {
  const diagnostics: Diagnostic[] = [];
  const sources = new Map<string, SourceFile>();
  const files = remembering(read, label, memo);
  // Every file goes through openYamlFile: a path leaving the folder, a folder, bad bytes, hostile
  // YAML or any exception becomes a diagnostic at that file (or where game.yaml names it).
  const parse = (path: string, from?: { source: SourceFile; at: Path }): { value: unknown; source: SourceFile } | null => {
    const opened = files.open(path, from);
    if (opened.source) sources.set(path, opened.source);
    diagnostics.push(...opened.diagnostics);
    if (!opened.source || opened.data === null) return null;
    return { value: opened.data, source: opened.source };
  };
  // `made`: the value checked is made from `value` (a file's data) by this.
  const validate = (schema: SchemaKind | Validator, value: unknown, source: SourceFile, kind?: string, made?: { data: (value: unknown) => unknown; placeOf: (path: (string | number)[]) => (string | number)[] }): Diagnostic[] =>
    files.check(
      schema,
      kind ?? "",
      value,
      source,
      () => {
        try {
          return validateAgainstSchema(schema, made ? made.data(value) : value, source, kind, made?.placeOf);
        } catch (e) {
          return [internalError({ file: source.path, start: NO_POSITION, end: NO_POSITION }, e)];
        }
      },
      made !== undefined,
    );
  // What was left out of each file with schema errors of its own: some cards or routines, or all of it.
  const leftOut = new Map<SourceFile, FileLeftOut>();
  // `items`: the kind of file whose items (cards, routines) or whole (scenarios, overlays) may be left out (quarantine.ts).
  const load = <T>(path: string, schema: SchemaKind | Validator, from?: { source: SourceFile; at: Path }, kind?: string, items?: QuarantineKind): Located<T> | null => {
    const p = parse(path, from);
    // Such a file read but not as YAML: left out whole, its data none (not the board: the game is made from it).
    const read = sources.get(path);
    if (!p && items && items !== "board" && read) {
      leftOut.set(read, wholeFile(items, null, read));
      return { data: nothingOf(items) as T, source: read, at: [] };
    }
    if (!p) return null;
    const problems = validate(schema, p.value, p.source, kind);
    diagnostics.push(...problems);
    if (!problems.length) return { data: p.value as T, source: p.source, at: [] };
    if (!items) return null;
    // Errors inside its cards, routines, spaces or groups alone: those are left out; else the whole file
    // (but the board, which the rest of the game is made from: then nothing more is checked).
    const some = items === "cards" || items === "routines" || items === "board" ? leftOutOf(items, p.value, p.source, problems) : null;
    if (!some && items === "board") return null;
    const out = some ?? wholeFile(items, p.value, p.source);
    leftOut.set(p.source, out);
    if (items === "board") return withoutLeftOut(p.value as BoardFile, p.source, out) as Located<T>;
    return { data: (out.whole ? nothingOf(items) : p.value) as T, source: p.source, at: [] };
  };
  /** A game's own schema file (JSON or YAML), compiled. */
  const unusableSchemas: Record<string, object> = {};
  const namesLists: NamesListPlace[] = [];
  const ownSchema = (path: string | undefined, from: { source: SourceFile; at: Path }, kind: string): Validator | null => {
    if (!path) return null;
    const p = parse(path, from);
    if (!p) return null;
    const v = customValidator(p.value as object);
    if (v instanceof Error) {
      if (p.value && typeof p.value === "object") unusableSchemas[kind] = p.value;
      // At the keyword or value to blame, in words (schema-fault.ts).
      diagnostics.push(unusableSchemaDiagnostic(p.value as object, v, p.source));
      return null;
    }
    namesLists.push(...namesListsIn(p.value, p.source, []));
    return v;
  };

  const manifest = load<Manifest>("game.yaml", "game");
  if (!manifest) return { raw: null, diagnostics, sources };
  const m = manifest.data;
  // Titles of card-field values the field does not have (a warning: the game is whole without them).
  diagnostics.push(...unknownValueTitles(manifest));
  // Snippets sharing a translation key (an id, or a label's slug) would share their translations.
  diagnostics.push(...duplicateSnippetKeys(manifest));
  const at = (...path: Path) => ({ source: manifest.source, at: path });
  const required = (fields: Record<string, { description: string; default?: unknown }> | undefined) => Object.entries(fields ?? {}).filter(([, f]) => !("default" in f)).map(([k]) => k);
  let made = fieldValidators.get(m);
  if (!made) {
    made = {
      boardValidator: customValidator(extendedBoardSchema(fieldSchemas(m.space_fields), fieldSchemas(m.group_fields))),
      cardsValidator: customValidator(extendedCardsSchema(fieldSchemas(m.card_fields), fieldSchemas(m.modifier_fields), required(m.card_fields))),
      // A card an overlay adds is a whole card: the game's fields without a default are required there too.
      overlayValidator: customValidator(extendedOverlaySchema(extendedCardsSchema(fieldSchemas(m.card_fields), fieldSchemas(m.modifier_fields), required(m.card_fields)))),
    };
    fieldValidators.set(m, made);
  }
  const { boardValidator, cardsValidator, overlayValidator } = made;
  if (boardValidator instanceof Error || cardsValidator instanceof Error || overlayValidator instanceof Error) {
    const e = [boardValidator, cardsValidator, overlayValidator].find((v) => v instanceof Error) as Error;
    // The field whose schema does not compile alone, at its keyword in words (schema-fault.ts); else (fields that fail together) the fields.
    const field = unusableField(m, manifest.source);
    if (field) diagnostics.push(field);
    else diagnostics.push({ code: "CW205", severity: "error", message: `a declared field is not a usable JSON Schema: ${e.message}`, file: manifest.source.path, ...rangeAt(manifest.source, ["card_fields"]), key: "diag.bad_field_schema", args: { detail: e.message } });
    return { raw: null, diagnostics, sources };
  }
  for (const kind of ["card_fields", "modifier_fields", "space_fields", "group_fields"] as const) namesLists.push(...namesListsIn(m[kind] ?? {}, manifest.source, [kind]));
  for (const [name, v] of Object.entries(m.variables ?? {})) {
    const schema = v.schema === undefined ? null : customValidator(v.schema);
    if (schema instanceof Error) diagnostics.push(unusableSchemaDiagnostic(v.schema as object, schema, manifest.source, ["variables", name, "schema"]));
  }
  const board = load<BoardFile>(m.board, boardValidator, at("board"), "board", "board");
  const cardFiles = m.cards.map((p, i) => load<{ cards: CardRaw[] }>(p, cardsValidator, at("cards", i), "cards", "cards"));
  const routineFiles = (m.procedures ?? []).map((p, i) => load<RoutinesFile>(p, "routines", at("procedures", i), undefined, "routines"));
  const sequence = load<SequenceFile>(m.sequence, "sequence", at("sequence"));
  const dataValidators: Record<string, Validator | null> = {};
  const data: Record<string, Located<Record<string, unknown>> | null> = {};
  for (const [name, d] of Object.entries(m.data ?? {})) {
    const v = ownSchema(d.schema, at("data", name, "schema"), `data.${name}`);
    dataValidators[name] = v;
    const p = parse(d.file, at("data", name, "file"));
    if (!p) {
      data[name] = null;
      continue;
    }
    const problems = v ? validate(v, p.value, p.source, name) : [];
    diagnostics.push(...problems);
    // Errors inside some of its entries alone: those are left out (else the checks stop).
    const out = problems.length ? leftOutOf("data", p.value, p.source, problems) : null;
    if (out) leftOut.set(p.source, out);
    data[name] = problems.length && !out ? null : { data: withoutEntries((p.value ?? {}) as Record<string, unknown>, out), source: p.source, at: [] };
  }
  const scenarioValidator = ownSchema(m.scenarios?.schema, at("scenarios", "schema"), "scenario");
  // A scenario file or an overlay with schema errors of its own (or not YAML) is left out whole.
  const scenarioFiles = (m.scenarios?.files ?? []).map((p, i): Located<ScenarioRaw> | null => {
    const parsed = parse(p, at("scenarios", "files", i));
    const read = sources.get(p);
    if (!parsed && read) leftOut.set(read, wholeFile("scenario", null, read));
    if (!parsed) return read ? { data: {} as ScenarioRaw, source: read, at: [] } : null;
    let problems = scenarioValidator ? validate(scenarioValidator, parsed.value, parsed.source, "scenario") : [];
    if (!problems.length) problems = validate(customValidator(SCENARIO_HEAD) as Validator, parsed.value, parsed.source, "scenario");
    diagnostics.push(...problems);
    if (problems.length) leftOut.set(parsed.source, wholeFile("scenario", parsed.value, parsed.source));
    return { data: parsed.value as ScenarioRaw, source: parsed.source, at: [] as Path };
  });
  const overlayFiles = (m.overlays ?? []).map((p, i) => {
    const o = load<OverlayFile>(p, overlayValidator, at("overlays", i), "overlay", "overlay");
    if (o && !leftOut.has(o.source) && o.data.scenario && scenarioValidator) {
      // Its scenario part, as a scenario (remembered by the overlay file's data).
      const problems = validate(scenarioValidator, o.data, o.source, "scenario", {
        data: (data) => {
          const d = data as OverlayFile;
          return { id: d.id, name: d.name, description: d.description, ...d.scenario };
        },
        // Its id, name and description are the overlay's own; the rest is under `scenario:`.
        placeOf: (path) => (path.length && !["id", "name", "description"].includes(String(path[0])) ? ["scenario", ...path] : path.length ? path : ["scenario"]),
      });
      diagnostics.push(...problems);
      if (problems.length) leftOut.set(o.source, wholeFile("overlay", o.data, o.source));
    }
    return o;
  });
  if (!board || !sequence || [...cardFiles, ...routineFiles, ...scenarioFiles, ...overlayFiles, ...Object.values(data)].some((f) => !f)) return { raw: null, diagnostics, sources };
  const kept = <T>(files: (Located<T> | null)[]) => (files as Located<T>[]).filter((f) => !leftOut.has(f.source));
  const raw: RawGame = {
    manifest,
    board,
    // (A card left out keeps the others' places: each is at its index in its file.)
    cards: (cardFiles as Located<{ cards: CardRaw[] }>[]).flatMap((f) => f.data.cards.flatMap((data, i) => (leftOut.get(f.source)?.places.has(i) ? [] : [{ data, source: f.source, at: ["cards", i] as Path }]))),
    effects: [],
    data: data as Record<string, Located<Record<string, unknown>>>,
    scenarios: kept(scenarioFiles),
    overlays: kept(overlayFiles),
    routines: (routineFiles as Located<RoutinesFile>[]).map((f) => withoutRoutines(f, leftOut.get(f.source))),
    sequence,
    scenarioValidator,
    dataValidators,
    ...(fieldsName(m) ? { fieldValidators: { board: boardValidator, cards: cardsValidator, overlay: overlayValidator } } : {}),
    ...(Object.keys(unusableSchemas).length ? { unusableSchemas } : {}),
    ...(namesLists.length ? { namesLists } : {}),
  };
  const ids = new Map<string, string>();
  for (const s of raw.scenarios) ids.set(s.data.id, s.source.path);
  for (const o of raw.overlays) {
    if (ids.has(o.data.id)) diagnostics.push({ code: "CW401", severity: "error", message: `duplicate scenario, variant or option id \`${o.data.id}\``, file: o.source.path, ...rangeAt(o.source, ["id"]), key: "diag.duplicate_overlay_id", args: { id: o.data.id } });
    ids.set(o.data.id, o.source.path);
  }
  // What `requires:` and `conflicts:` name must exist.
  for (const o of raw.overlays) {
    for (const field of ["requires", "conflicts"] as const) {
      (o.data[field] ?? []).forEach((id, i) => {
        if (!ids.has(id)) diagnostics.push({ code: "CW402", severity: "error", message: `unknown scenario, variant or option \`${id}\``, file: o.source.path, ...rangeAt(o.source, [field, i]), key: "diag.unknown_overlay_ref", args: { id } });
      });
    }
  }
  if (!leftOut.size) return { raw, diagnostics, sources };
  const parts = [...leftOut.values()];
  return { raw: null, partial: { ...raw, leftOut: { items: parts.flatMap((x) => x.items), names: parts.flatMap((x) => x.names), ...(parts.some((x) => x.unnamed) ? { overlayUnknown: true } : {}) } }, diagnostics, sources };
}

/** The data of a file left out whole: no cards, no routines (a scenario or an overlay is dropped). */
function nothingOf(items: QuarantineKind): object {
  return items === "cards" ? { cards: [] } : {};
}

/**
 * The board without its spaces and groups left out (a copy of its data): the others keep their
 * places in the file (spaceIndex, groupIndex, which declare.ts places their problems by and
 * compose.ts carries on).
 */
function withoutLeftOut(board: BoardFile, source: SourceFile, out: FileLeftOut): Located<BoardFile> {
  const kept = board.spaces.flatMap((space, i) => (out.places.has(i) ? [] : [{ space, i }]));
  const keptGroups = (board.groups ?? []).flatMap((group, i) => (out.places.has(groupPlace(i)) ? [] : [{ group, i }]));
  return {
    data: { ...board, spaces: kept.map((x) => x.space), ...(board.groups ? { groups: keptGroups.map((x) => x.group) } : {}) },
    source,
    at: [],
    spaceIndex: kept.map((x) => x.i),
    groupIndex: keptGroups.map((x) => x.i),
  };
}

/** A data file's data without its entries left out (a copy when some are). */
function withoutEntries(data: Record<string, unknown>, out: FileLeftOut | null): Record<string, unknown> {
  return out ? Object.fromEntries(Object.entries(data).filter(([key]) => !out.places.has(key))) : data;
}

/** A procedures file's data without its routines left out (a copy; the file's own data is left as it is). */
function withoutRoutines(f: Located<RoutinesFile>, out: FileLeftOut | undefined): Located<RoutinesFile> {
  if (!out) return f;
  const kept = (field: string, map: Record<string, RoutineRaw>) => Object.fromEntries(Object.entries(map).filter(([name]) => !out.places.has(routinePlace(field, name))));
  const { procedures, functions, ...rest } = f.data;
  return { ...f, data: { ...rest, ...(procedures ? { procedures: kept("procedures", procedures) } : {}), ...(functions ? { functions: kept("functions", functions) } : {}) } };
}

/** Whether a declared field (of cards, modifiers, spaces, groups) marks a name anywhere in its schema (the `names` keyword). */
function fieldsName(m: Manifest): boolean {
  const marks = (x: unknown): boolean => (Array.isArray(x) ? x.some(marks) : !!x && typeof x === "object" && Object.entries(x).some(([k, v]) => (k === "names" && isNamesValue(v)) || marks(v)));
  return (["card_fields", "modifier_fields", "space_fields", "group_fields"] as const).some((kind) => marks(m[kind]));
}

/** Declared fields as schema properties (the `default` key is ours: not part of JSON Schema here). */
/** The first declared field (of cards, modifiers, spaces, groups) whose schema does not compile alone, as its CW205 error; null when each does. */
function unusableField(m: Manifest, source: SourceFile): Diagnostic | null {
  for (const kind of ["card_fields", "modifier_fields", "space_fields", "group_fields"] as const) {
    for (const [id, decl] of Object.entries(m[kind] ?? {})) {
      // (`value_titles` is no keyword of JSON Schema's: extendedCardsSchema drops it too.)
      const { value_titles: _, ...schema } = decl as Record<string, unknown>;
      const v = customValidator(schema);
      if (v instanceof Error) return unusableSchemaDiagnostic(schema, v, source, [kind, id]);
    }
  }
  return null;
}

function fieldSchemas(fields: Record<string, { description: string; [k: string]: unknown }> | undefined): Record<string, object> {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([k, v]) => [k, v]));
}
