// Loads a game's content folder: YAML → schema validation → composition of the selected
// overlays → declarations → code parsed and checked → the compiled kernel game. Every problem on
// the way is a located diagnostic; nothing is compiled while errors remain.
import { overlayList, type Diagnostic } from "../diagnostics/diagnostic.js";
import { compileGame, type CodeDeclarations, type Declarations, type Game } from "../kernel/index.js";
import { compileCode, gameAskingProcedures, termsOf, vocabularyOf, type CardProblems, type CheckMemory, type GameVocabulary, type KeyUse, type CodeFound, type RoutineProblems } from "./code.js";
import type { Callable } from "../effects/vocabulary-types.js";
import { compose, type Selection } from "./compose.js";
import { BoundedMap } from "./bounded-map.js";
import { checkDataNames } from "./data-names.js";
import { unstartedEffects } from "./effects-started.js";
import { unreadScenarioFields } from "./scenario-fields.js";
import { schemaKey, type NameRef } from "./schemas.js";
import { CHECKED_CARD_FIELDS, declare, reporter } from "./declare.js";
import type { Content, OverlayInfo } from "./model.js";
import { loadRaw, type FileMemo, type Located, type Manifest, type OverlayFile, type RawGame, type RawLoad, type ReadFile, type RoutineRaw, type RoutinesFile } from "./raw.js";
import type { Pass } from "./message-params.js";
import { cardsFromCardFiles, codeReached, namesChanged, namesKey } from "./overlay-reach.js";
import { rangeAt, type SourceFile } from "./yaml-source.js";
import { suppressedReferences, type LeftOut } from "./quarantine.js";

export type { ReadFile } from "./raw.js";
export { loadRaw } from "./raw.js";

export interface LoadResult {
  content: Content | null;
  /** What the content was compiled from (plain data: the disk cache keeps it). */
  compiledFrom?: CompiledFrom;
  diagnostics: Diagnostic[];
  /** Parsed sources by path, for tools that want to point into them. */
  sources: Map<string, SourceFile>;
  /** The validated data before composition (null when a file is broken). */
  raw?: RawGame | null;
  /** What the selected game's code was checked against, even when it has errors (see CodeChecked). */
  checked?: CodeChecked;
  /**
   * The literal message keys of the code checked, in the order it was checked: the selected game's,
   * then those in each other overlay's own file when every overlay is checked. The translations
   * warn of one with no English (CW608), at its first literal.
   */
  messageKeys?: KeyUse[];
  /**
   * The cards and routines (or whole card or procedures files) left out of the checks because of
   * their own errors (the rest was checked: RawLoad.partial, quarantine.ts). Such a load compiles nothing and keeps nothing as checked: no
   * `content`, `raw`, `checked` nor `messageKeys`.
   */
  leftOut?: LeftOut[];
}

/**
 * The names the selected game's code was checked against, the composed game it was read from, and
 * where each card's code put its problems in the load's diagnostics: what the editor needs to
 * check a key typed into one card's code alone (editor/src/game/code-edit.ts).
 */
export interface CodeChecked {
  vocabulary: GameVocabulary;
  composed: RawGame;
  cardProblems: CardProblems;
  /** Where each procedure's and function's code put its problems (the same for a key typed in it). */
  routineProblems: RoutineProblems;
  /** The procedures that ask a player (gameAskingProcedures), in the order they are declared. */
  asking: string[];
  /** The literal message keys of its code (compileCode). */
  keys: KeyUse[];
  /** By routine, what its code gives on to a message key (compileCode). */
  passes: Map<string, Pass[]>;
  /** What its code reads of the scenario and which effects it starts (compileCode). */
  found: CodeFound;
  /**
   * The names whose meaning an overlay not selected changes (overlay-reach.ts): code naming one may
   * have problems under it that the selected game's check does not find. Known when the load keeps
   * its overlays' checks (`reuse`), else empty.
   */
  overlayNames?: string[];
}

/** The checked declarations and code a game is compiled from, and its routines' docs. */
export interface CompiledFrom {
  declarations: Declarations;
  code: CodeDeclarations;
  routines: Callable[];
}

export const DEFAULT_SELECTION: Selection = { scenario: "standard", variants: [], options: [] };

/** Composes the selected overlays and compiles the game they make. */
export function compileSelection(raw: RawGame, selection: Selection, compile = true, reuse?: Pick<Reuse, "names" | "checks">): { content: Content | null; diagnostics: Diagnostic[]; compiledFrom?: CompiledFrom; checked?: CodeChecked } {
  const diagnostics: Diagnostic[] = [];
  const { game, problems } = compose(raw, selection);
  for (const p of problems) diagnostics.push({ code: p.code, severity: "error", message: p.message, file: p.source.path, ...rangeAt(p.source, p.at), ...(p.hint ? { hint: p.hint } : {}), ...(p.key ? { key: p.key, args: p.args } : {}), ...(p.parts ? { parts: p.parts } : {}), ...(p.hintKey ? { hintKey: p.hintKey, hintArgs: p.hintArgs } : {}) });
  const scenario = game.scenarios.find((s) => s.data.id === selection.scenario);
  const d = declare(game, reporter(diagnostics));
  checkDataNames(raw, selection, d, termsOf(raw.manifest.data.terms), reporter(diagnostics), reuse?.names);
  d.data = { ...d.data, scenario: (scenario?.data ?? {}) as never };
  const { code, vocabulary, cardProblems, routineProblems, asking, keys, passes, found } = compileCode(game, d, diagnostics, reuse?.checks);
  // (After the code's problems: the editor finds each piece of code's by their places in the list.
  // Not with items left out: the code left out may start an effect.)
  if (!raw.leftOut) diagnostics.push(...unstartedEffects(raw, game, d, vocabulary, found, reuse?.names));
  const checked = { vocabulary, composed: game, cardProblems, routineProblems, asking, keys, passes, found };
  if (diagnostics.some((x) => x.severity === "error") || !compile) return { content: null, diagnostics, checked };
  const m = raw.manifest.data;
  return {
    content: contentOf(m, selection, overlaysOf(raw), { declarations: d, code, routines: vocabulary.routines }, game),
    diagnostics,
    compiledFrom: { declarations: d, code, routines: vocabulary.routines },
    checked,
  };
}

/**
 * The content of a game: its compiled form (compiled when first used: listing a folder's
 * scenarios or validating it never runs a game) and what tools show of it.
 */
export function contentOf(m: Manifest, selection: Selection, overlays: Record<string, OverlayInfo>, from: CompiledFrom, composed: RawGame): Content {
  const terms = termsOf(m.terms);
  let game: Game | null = null;
  const content = {
    id: m.id, name: m.name, manifest: m, selection: { ...selection }, overlays,
    vocabulary: vocabularyOf(from.declarations, composed, from.routines, terms), terms, composed,
  } as Omit<Content, "game"> as Content;
  Object.defineProperty(content, "game", { enumerable: true, get: () => (game ??= compileGame(from.declarations, from.code)) });
  compiledFromByContent.set(content, from);
  return content;
}

// What each content's game is compiled from, kept beside it rather than in it (tools walk and show
// a Content; this is only for handing the game to worker threads, src/workers/shared-game.ts).
const compiledFromByContent = new WeakMap<Content, CompiledFrom>();

/** The declarations and code the content's game is compiled from (plain data). */
export function compiledFromOf(content: Content): CompiledFrom {
  const from = compiledFromByContent.get(content);
  if (!from) throw new Error(`content ${content.id} was not made by contentOf`);
  return from;
}

export function overlaysOf(raw: RawGame): Record<string, OverlayInfo> {
  const out: Record<string, OverlayInfo> = {};
  for (const s of raw.scenarios) out[s.data.id] = { id: s.data.id, kind: "scenario", name: s.data.name, description: s.data.description, requires: [], conflicts: [] };
  for (const o of raw.overlays) {
    const d = o.data;
    out[d.id] = { id: d.id, kind: d.kind, name: d.name, description: d.description, ...(d.victory ? { victory: d.victory } : {}), ...(d.notes ? { notes: d.notes } : {}), requires: d.requires ?? [], conflicts: d.conflicts ?? [] };
  }
  return out;
}

/**
 * Loads the content composed for `selection`. With `checkAllOverlays` (what `validate` does) every
 * overlay of the folder is also composed on its own (with what it requires), so an error in one
 * that is not selected is found.
 */
export function loadContent(read: ReadFile, label = ".", selection: Selection = DEFAULT_SELECTION, checkAllOverlays = true, reuse?: Reuse): LoadResult {
  return loadContentFrom(loadRaw(read, label, reuse?.files), selection, checkAllOverlays, reuse);
}

/** loadContent from the files' load (loadRaw, with `reuse`'s files when given): what validate does after looking at it. */
export function loadContentFrom(rawLoad: RawLoad, selection: Selection = DEFAULT_SELECTION, checkAllOverlays = true, reuse?: Reuse): LoadResult {
  const { sources } = rawLoad;
  // Cards or routines left out: the rest is checked, and only its diagnostics are kept.
  if (!rawLoad.raw && rawLoad.partial) {
    const r = checkedLoad(rawLoad.partial, rawLoad, selection, checkAllOverlays, reuse);
    const left = rawLoad.partial.leftOut!;
    return { content: null, diagnostics: suppressedReferences(r.diagnostics, new Set(left.names), left.overlayUnknown), sources, raw: null, leftOut: left.items };
  }
  const raw = rawLoad.raw;
  if (!raw || rawLoad.diagnostics.some((d) => d.severity === "error")) return { content: null, diagnostics: [...rawLoad.diagnostics], sources, raw };
  return checkedLoad(raw, rawLoad, selection, checkAllOverlays, reuse);
}

/** loadContentFrom of files that read and matched their schemas (or but for items left out). */
function checkedLoad(raw: RawGame, rawLoad: RawLoad, selection: Selection, checkAllOverlays: boolean, reuse: Reuse | undefined): LoadResult {
  const { sources } = rawLoad;
  const diagnostics = [...rawLoad.diagnostics];
  const result = compileSelection(raw, selection, true, reuse);
  // The card problems' places, counted in this load's diagnostics (after loadRaw's warnings).
  const shift = diagnostics.length;
  const checked = result.checked && { ...result.checked, cardProblems: shifted(result.checked.cardProblems, shift), routineProblems: shiftedRoutines(result.checked.routineProblems, shift) };
  diagnostics.push(...result.diagnostics);
  // Each other overlay is checked for its diagnostics only: its game is not compiled. Those in its
  // own file are its own; those elsewhere (a procedure naming a card it removes, a scenario's
  // setup naming a space it changes) are kept when the selected game does not report them, once,
  // saying under which overlays they appear.
  const outside = reuse && checkAllOverlays ? outsideOverlays(raw, result.checked?.asking) : [];
  const others = reuse?.othersKey ? reuse.othersKey(outside) : outside;
  const reported = new Set(result.diagnostics.map(key));
  const base = reuse && checkAllOverlays && result.checked ? `${JSON.stringify(selection)}\u0000${namesKey(result.checked.vocabulary)}` : "";
  const checkedCards = new Set(result.checked ? cardsFromCardFiles(raw, result.checked.composed) : []);
  const elsewhere = new Map<string, { d: Diagnostic; under: Located<OverlayFile>[] }>();
  const overlayNames: string[] = [];
  const overlayKeys: KeyUse[] = [];
  for (const o of checkAllOverlays ? raw.overlays : []) {
    if (selection.scenario === o.data.id || selection.variants.includes(o.data.id) || selection.options.includes(o.data.id)) continue;
    const alone = withRequirements(raw, o.data.id, selection.scenario);
    const seen = new Set(diagnostics.map(key));
    const check = (): OverlayChecked => {
      const r = compileSelection(raw, alone, false, reuse);
      const diagnostics = r.diagnostics.filter((d) => d.file === o.source.path || !reported.has(key(d)));
      // (Its code elsewhere is the selected game's, or has its keys there.)
      const keys = (r.checked?.keys ?? []).filter((k) => k.at.file === o.source.path);
      if (!reuse || !r.checked || !result.checked) return { diagnostics, keys, names: [], unchecked: [] };
      return { diagnostics, keys, names: namesChanged(result.checked.vocabulary, r.checked.vocabulary), unchecked: cardsFromCardFiles(raw, r.checked.composed).filter((id) => !checkedCards.has(id)) };
    };
    let own: Diagnostic[];
    let ownKeys: KeyUse[];
    if (reuse) {
      const selected = JSON.stringify(alone);
      const last = reuse.overlays.get(o.source.path);
      const reached = (x: OverlayChecked) => {
        const parts = codeReached(raw, x.names, x.unchecked);
        // The files its diagnostics elsewhere are in, whole: an edit above one moves it.
        for (const file of new Set(x.diagnostics.map((d) => d.file))) if (file !== o.source.path) parts.push(file, sources.get(file)?.text ?? "");
        return parts.length && reuse.othersKey ? reuse.othersKey(parts) : parts;
      };
      let entry = last && last.selected === selected && last.text === o.source.text && last.base === base && sameTexts(last.others, others) && sameTexts(last.reached, reached(last)) ? last : undefined;
      if (!entry) {
        const c = check();
        entry = { selected, text: o.source.text, others, base, ...c, reached: reached(c) };
      }
      reuse.overlays.set(o.source.path, entry);
      overlayNames.push(...entry.names);
      own = entry.diagnostics;
      ownKeys = entry.keys;
    } else ({ diagnostics: own, keys: ownKeys } = check());
    overlayKeys.push(...ownKeys);
    for (const d of own) {
      if (d.file === o.source.path) {
        if (!seen.has(key(d))) diagnostics.push(d);
        continue;
      }
      const k = key(d);
      const found = elsewhere.get(k);
      if (found) found.under.push(o);
      else elsewhere.set(k, { d, under: [o] });
    }
  }
  const seen = new Set(diagnostics.map(key));
  for (const [k, { d, under }] of elsewhere) if (!seen.has(k)) diagnostics.push(underOverlays(d, under));
  if (checked) checked.overlayNames = [...new Set(overlayNames)];
  // A game without a scenario schema: each scenario field must be one the kernel or the game's code
  // reads (after the code's problems and the overlays': the editor finds each piece of code's by
  // their places in the list).
  // Not with items left out: the code left out may read the field.
  if (result.checked && !raw.leftOut) diagnostics.push(...unreadScenarioFields(raw, result.checked));
  const ok = !diagnostics.some((d) => d.severity === "error");
  const messageKeys = [...(result.checked?.keys ?? []), ...overlayKeys];
  return { content: ok ? result.content : null, ...(ok && result.compiledFrom ? { compiledFrom: result.compiledFrom } : {}), diagnostics, sources, raw, ...(checked ? { checked } : {}), messageKeys };
}

function shifted(places: CardProblems, by: number): CardProblems {
  if (!by) return places;
  const out: CardProblems = new Map();
  for (const [id, { event, prerequisite }] of places) out.set(id, { event: [event[0] + by, event[1] + by], prerequisite: [prerequisite[0] + by, prerequisite[1] + by] });
  return out;
}

function shiftedRoutines(places: RoutineProblems, by: number): RoutineProblems {
  if (!by) return places;
  const out: RoutineProblems = new Map();
  for (const [name, [from, to]] of places) out.set(name, [from + by, to + by]);
  return out;
}

/**
 * What a load keeps for the next one (the editor's builds, see incremental.ts): each file's parse
 * and schema checks, each overlay's own diagnostics with what they were computed from, and what
 * checking each piece of code found with the same names in scope (code.ts).
 */
export interface Reuse {
  files: FileMemo;
  checks: CheckMemory;
  /**
   * Per overlay file: the selection it was checked with, its text, the rest (outsideOverlays), the
   * selected game's selection and names (`base`), the code its check reached (overlay-reach.ts),
   * and what checking it found.
   */
  overlays: Map<string, OverlayEntry>;
  /**
   * What an overlay's entry keeps of the rest (outsideOverlays) in place of it: the disk cache
   * keeps its digest (the texts themselves were most of the entry); optional (kept as it is).
   */
  othersKey?: (others: string[]) => readonly string[];
  /** What the game's own schemas mark as names in its data (see checkDataNames); optional. */
  names?: Map<string, NameRef[]>;
}

/** What checking an overlay alone found: its diagnostics, and what its code check depends on (overlay-reach.ts). */
interface OverlayChecked {
  /** In its file, and elsewhere those the selected game did not report. */
  diagnostics: Diagnostic[];
  /** The literal message keys of its code in its own file. */
  keys: KeyUse[];
  /** The names whose meaning the overlay changes. */
  names: string[];
  /** Its game's cards from the card files that the selected game does not check there (usually none). */
  unchecked: string[];
}

export interface OverlayEntry extends OverlayChecked {
  selected: string;
  text: string;
  others: readonly string[];
  base: string;
  reached: readonly string[];
}

/**
 * A diagnostic found only with some overlays on, in another file than theirs: it says which, so
 * that the user knows how to see it (its place is the base file's).
 */
function underOverlays(d: Diagnostic, overlays: Located<OverlayFile>[]): Diagnostic {
  const under = overlays.map((o) => ({ id: o.data.id, kind: o.data.kind }));
  const list = overlayList(under, (o) => `the ${o.kind} ${o.id}`, (first, last) => `${first} or ${last}`);
  return { ...d, message: `${d.message} (with ${list})`, under };
}

export function newReuse(): Reuse {
  // The names in the game's data, found again by validating each scenario and data file against
  // the game's schemas on every build (1–1.5 ms of each key typed in the editor) unless kept.
  return { files: new Map(), overlays: new Map(), checks: new Map(), names: new BoundedMap(MAX_NAME_ENTRIES) };
}

/** Names kept per piece of data (each key is a file's whole text: a file typed into adds one per key). */
const MAX_NAME_ENTRIES = 256;

/**
 * What an overlay's diagnostics can depend on besides its file, apart from code: every other file
 * (and the game's own schemas, which the editor cannot change but a designer can), except the
 * parts of cards no other file can see — a card's event and prerequisite code, its text and its
 * name — and the docs and code of procedures and functions. No overlay can replace or extend a
 * routine (compose.ts lays nothing over them); code calling a routine reads of its code only its
 * signature (kept below) and whether it asks a player (a CW305's words), found from every
 * routine's code (gameAskingProcedures) and kept as that list. The routines' and cards' code
 * itself reaches an overlay's diagnostics only where it names what the overlay changes (or is a
 * card the selected game does not check): that code is part of the overlay's key on its own
 * (overlay-reach.ts), so a key typed in other code checks no overlay again.
 */
function outsideOverlays(raw: RawGame, asking = gameAskingProcedures(raw)): string[] {
  const cardFiles = new Set(raw.cards.map((c) => c.source));
  const parts: string[] = [];
  for (const f of [raw.manifest.source, raw.board.source, raw.sequence.source, ...raw.scenarios.map((s) => s.source), ...raw.overlays.map((o) => o.source), ...Object.values(raw.data).map((d) => d.source)]) parts.push(f.path, f.text);
  for (const r of raw.routines) parts.push(r.source.path, routinesShape(r.source));
  parts.push("asking", asking.join(" "));
  // (What was left out: its card file's shape below still has it, the game does not.)
  parts.push("left out", JSON.stringify(raw.leftOut ?? null));
  for (const f of cardFiles) parts.push(f.path, cardShape(f));
  // The game's own schemas (their `names:` marks decide which names of an overlay are checked).
  for (const v of [raw.scenarioValidator, ...Object.values(raw.dataValidators)]) parts.push(v ? (schemaKey(v) ?? "") : "");
  return parts;
}

/**
 * The same texts, one by one. Kept as a list, not joined: a file left as it was is the same string
 * as last time (the file memo keeps it), so comparing is quick, where joining and comparing every
 * file's text for each overlay took several milliseconds of each build.
 */
export function sameTexts(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

const shapes = new WeakMap<SourceFile, string>();

/** A procedures file's data without the docs, examples and code (`do`, `value`) of its routines, nor their parameters' docs. */
const routineShapes = new WeakMap<SourceFile, string>();
function routinesShape(f: SourceFile): string {
  let s = routineShapes.get(f);
  if (s === undefined) {
    const undocumented = (routines: Record<string, RoutineRaw> | undefined) =>
      Object.entries(routines ?? {}).map(([name, { doc: _d, example: _e, do: _do, value: _v, params, ...rest }]) => [name, { ...rest, params: params?.map(({ doc: _pd, ...p }) => p) }]);
    const data = f.data as RoutinesFile | null;
    routineShapes.set(f, (s = JSON.stringify([undocumented(data?.procedures), undocumented(data?.functions)])));
  }
  return s;
}

/**
 * A card file's cards with only the fields checking reads but their code (CHECKED_CARD_FIELDS):
 * an edit of a card's Ops value (a field of the game's own) checks no overlay again.
 */
function cardShape(f: SourceFile): string {
  let s = shapes.get(f);
  if (s === undefined) {
    const cards = ((f.data as { cards?: Record<string, unknown>[] } | null)?.cards ?? []).map((c) => CHECKED_CARD_FIELDS.map((k) => c[k]));
    shapes.set(f, (s = JSON.stringify(cards)));
  }
  return s;
}

/**
 * The selection that turns one overlay on with everything its `requires:` asks for (followed
 * through), each requirement in its own kind, so that checking it alone reports only real errors.
 */
export function withRequirements(raw: RawGame, id: string, baseScenario: string): Selection {
  const byId = new Map(raw.overlays.map((o) => [o.data.id, o.data]));
  const selection: Selection = { scenario: baseScenario, variants: [], options: [] };
  const seen = new Set<string>();
  const add = (x: string) => {
    if (seen.has(x)) return;
    seen.add(x);
    const o = byId.get(x);
    if (o?.kind === "scenario" || raw.scenarios.some((sc) => sc.data.id === x)) selection.scenario = x;
    else if (o?.kind === "variant") selection.variants.push(x);
    else selection.options.push(x);
    for (const r of o?.requires ?? []) add(r);
  };
  add(id);
  return selection;
}

function key(d: Diagnostic): string {
  return `${d.file}:${d.start.line}:${d.start.column}:${d.code}:${d.message}`;
}

