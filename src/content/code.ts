// Parses and checks every piece of effect code of a game: its procedures and functions, the
// sequence of play, card events and prerequisites, lasting effects' modifiers and the end
// conditions. Each problem becomes a diagnostic at its file, line and column.
import type { Diagnostic, Position } from "../diagnostics/diagnostic.js";
import type { CallExpression, Expression, Statement } from "../effects/ast.js";
import { checkExpression, checkProgram, valuesGiven, EFFECT_COMPUTED, EFFECT_NAMED, EFFECT_START, KEY_PASS, KEY_USE, KEY_VIA, SCENARIO, SCENARIO_READ, SCENARIO_WHOLE, START_EFFECT, type CheckProblem, type CodeRole, type Gives } from "../effects/checker.js";
import { markMessageParams, resolvedKeys, type Pass } from "./message-params.js";
import { EFFECT_MAX_DEPTH, parseExpression, parseProgram, type EffectSyntaxError, type ParseResult } from "../effects/parse.js";
import { VALUE_TYPES, type Callable, type KnownFields, type MomentValues, type ValueType, type Vocabulary } from "../effects/vocabulary-types.js";
import { knownFieldsOf } from "./known-fields.js";
import { END_REASON, KERNEL_BUILTINS, kernelCallable, type BotsDeclarations, type CodeDeclarations, type Declarations, type RoutineDecl, type Value } from "../kernel/index.js";
import { alignmentIds, type ValuesRaw, type BotsManifest, type EffectRaw, type ModifierRaw, type Path, type RawGame, type RoutineRaw } from "./raw.js";
import { scalarOffsetMapper, scalarRuns, type SourceFile } from "./yaml-source.js";
import type { CodePlace } from "../kernel/index.js";
import { BoundedMap } from "./bounded-map.js";
import { closest } from "../diagnostics/closest.js";
import { snippetAsInserted } from "./snippet-text.js";
import { kernelValuesOf } from "./kernel-values.js";
import { idsOf, pathMeant } from "./names-lists.js";

const CONTEXT_NAMES: Record<string, ValueType> = { me: "side", opponent: "side", active: "side", this_card: "card", none: "any" };

/** The game's words for the kernel's types, both ways. */
export interface Terms {
  term(t: ValueType | "void" | "groups"): string;
  /** A parameter type as written in content (`country`) → the kernel's (`space`). */
  type(written: string): ValueType | null;
}

export function termsOf(words: Record<string, string> | undefined): Terms {
  const w = words ?? {};
  const back = new Map<string, ValueType>();
  for (const [k, v] of Object.entries(w)) back.set(v, k as ValueType);
  return {
    term: (t) => (t === "void" ? "nothing" : (w[t] ?? t)),
    type: (written) => ((VALUE_TYPES as readonly string[]).includes(written) ? (written as ValueType) : (back.get(written) ?? null)),
  };
}

export interface GameVocabulary extends Vocabulary {
  /** Content procedures and functions with their docs (README reference, editor hovers). */
  routines: Callable[];
  /** The texts the game gives some of the kernel's parameters (KernelValues). */
  kernelValues: KernelValues;
}

/**
 * The only texts some parameters of the kernel's built-ins take in a game, by built-in and
 * parameter: what the game declares for them (`forbidden`'s action: its forbid hook's `actions:`;
 * `emit`'s moment: its `moments`; `end_effects`' duration: its `durations`), so that a literal given to one that is none of them is CW312
 * as for a routine's `values:` (kernel-values.ts).
 */
export type KernelValues = Record<string, Record<string, readonly string[]>>;

/** `momentValues`: the texts its moments' names hold, when already read (compileCode says what is wrong in them). */
export function vocabularyOf(d: Declarations, raw: RawGame, routines: Callable[], terms: Terms, momentValues: MomentValues = momentValuesOf(raw, d.data)): GameVocabulary {
  const m = raw.manifest.data;
  const names = new Map<string, ValueType>();
  const set = (ids: Iterable<string>, t: ValueType) => {
    for (const id of ids) if (!names.has(id)) names.set(id, t);
  };
  set(Object.keys(m.variables ?? {}), "any");
  for (const r of routines) if (r.asName) names.set(r.name, r.returns === "void" ? "any" : r.returns);
  set(Object.keys(d.data), "record");
  set(d.sides.map((s) => s.id), "side");
  set(d.spaces.map((s) => s.id), "space");
  set(d.groups.map((g) => g.id), "group");
  set(d.cards.map((c) => c.id), "card");
  const effectIds = new Set(d.effects.map((e) => e.id));
  set(effectIds, "effect");
  set(d.piles.map((p) => p.id), "pile");
  set(d.tracks.map((t) => t.id), "track");
  set(d.hooks.map((h) => h.id), "hook");
  set(d.pieces.map((p) => p.id), "string");
  set([...alignmentIds(m), ...Object.keys(m.constants ?? {})], "string");
  for (const [k, t] of Object.entries(CONTEXT_NAMES)) names.set(k, t);
  const perSide = new Set([...d.tracks.filter((t) => t.perSide), ...d.piles.filter((p) => p.perSide)].map((x) => x.id));
  return vocabularyFrom(names, effectIds, routines, terms, perSide, knownFieldsOf(d, raw, names), kernelValuesOf(m), momentValues, momentNamesOf(raw));
}

/**
 * A vocabulary of the names in scope (in the order "did you mean" sees them), the lasting effects'
 * ids, the game's procedures and functions (after the kernel's built-ins), the fields of ids and data (known-fields.ts) and its words for types:
 * all the checker reads of a game (vocabularyOf; validate-code.ts makes it again from its form).
 */
export function vocabularyFrom(names: ReadonlyMap<string, ValueType>, effectIds: ReadonlySet<string>, routines: Callable[], terms: Pick<Terms, "term">, perSide: ReadonlySet<string> = new Set(), fields?: KnownFields, kernelValues: KernelValues = {}, momentValues: MomentValues = {}, momentNames: Record<string, readonly string[]> = {}): GameVocabulary {
  const callables = new Map<string, Callable>();
  for (const b of KERNEL_BUILTINS.values()) {
    const c = kernelCallable(b);
    const given = Object.hasOwn(kernelValues, b.name) ? kernelValues[b.name]! : undefined;
    callables.set(b.name, given ? { ...c, params: c.params.map((p) => (Object.hasOwn(given, p.name) ? { ...p, values: given[p.name]! } : p)) } : c);
  }
  for (const r of routines) callables.set(r.name, r);
  return {
    callable: (n) => callables.get(n),
    callableNames: () => [...callables.keys()],
    nameType: (n) => names.get(n),
    names: () => [...names.keys()],
    isEffect: (n) => effectIds.has(n),
    perSide: (n) => perSide.has(n),
    ...(fields ? { fields } : {}),
    momentValues,
    momentNames,
    term: terms.term,
    routines,
    kernelValues,
  };
}

/** Where a literal of code is: its file, the path of its code's scalar in it, and [from, to) in the code. */
export interface KeyPlace {
  file: string;
  path: Path;
  loc: [number, number];
}

/**
 * A literal message key of the code (checker.ts, KEY_USE) and where it is written: `place`, and
 * `at`, its line and column, worked out from it when first read (the file's YAML document is made
 * for it: most keys have English, their place is never read).
 */
export interface KeyUse {
  key: string;
  at: { file: string; start: Position; end: Position };
  place: KeyPlace;
  /** Found by the check, not yet a key: a literal given to this routine's parameter (KEY_VIA), a key if the parameter is one (message-params.ts). */
  via?: { fn: string; param: string };
}

/** What code reads of the scenario, as checking it found (checker.ts, SCENARIO_READ and SCENARIO_WHOLE): the fields read by name, and whether it is used otherwise. */
export interface ScenarioReads {
  fields: Set<string>;
  whole: boolean;
}

/**
 * Which lasting effects code puts in force, as checking it found (checker.ts, EFFECT_START …): the
 * effects given by name to start_effect, whether it starts one it works out, the effects it names
 * as values; `unknown`: some code naming start_effect does not parse (what it starts is not known).
 */
export interface EffectUses {
  started: Set<string>;
  computed: boolean;
  named: Set<string>;
  unknown: boolean;
}

/** What checking code found of the scenario and of lasting effects, gathered over several pieces of code. */
export interface CodeFound {
  scenario: ScenarioReads;
  effects: EffectUses;
}

export function nothingFound(): CodeFound {
  return { scenario: { fields: new Set(), whole: false }, effects: { started: new Set(), computed: false, named: new Set(), unknown: false } };
}

/** Said of code that does not parse and names start_effect: what it starts is not known (EffectUses.unknown). */
const EFFECTS_UNKNOWN = "effects-unknown";

interface Located {
  source: SourceFile;
  at: Path;
  /** Where what the code reads of the scenario and which effects it starts go (else they are not wanted). */
  found?: CodeFound;
  /** Its problems are not wanted (folderCardCode: only what it finds). */
  quiet?: true;
  /** Where the code's literal message keys go (else they are not wanted). */
  keys?: KeyUse[];
  /** Where what a routine's code gives on to a message key goes (KEY_PASS). */
  passes?: Pass[];
  /** When the code checked is not the scalar's text as written (a snippet as inserted): each offset's offset in the scalar. */
  from?: readonly number[];
}

/** Parses and checks all code; fills card events, prerequisites and modifier code in `d`. */
export function compileCode(raw: RawGame, d: Declarations, out: Diagnostic[], memory?: CheckMemory): { code: CodeDeclarations; vocabulary: GameVocabulary; cardProblems: CardProblems; routineProblems: RoutineProblems; asking: string[]; keys: KeyUse[]; passes: Map<string, Pass[]>; found: CodeFound } {
  const m = raw.manifest.data;
  // What the game's code reads of the scenario and starts of effects (not the editor's snippets': examples to insert).
  const found = nothingFound();
  // The literal message keys of the game's code (not of the editor's snippets: examples to insert).
  const keys: KeyUse[] = [];
  const terms = termsOf(m.terms);
  const routineDecls: RoutineDecl[] = [];
  const callables: Callable[] = [];
  const bodies: { decl: RoutineDecl; raw: RoutineRaw; where: Located; role: CodeRole; values: Map<string, readonly string[]>; gives?: Gives }[] = [];
  for (const { file, kind, name, r, declared } of routinesOf(raw)) {
    const at: Path = [kind, name];
    if (!declared) {
      err(out, file.source, at, "CW401", `\`${name}\` is already ${KERNEL_BUILTINS.has(name) ? "a built-in of the kernel" : "declared"}`, "give it another name", { key: "diag.duplicate_routine", args: { id: name, builtin: KERNEL_BUILTINS.has(name) ? "yes" : "no" }, hintKey: "diag.hint.rename" });
      continue;
    }
    const params = (r.params ?? []).map((p, i) => {
      const t = terms.type(p.type);
      if (!t) err(out, file.source, [...at, "params", i, "type"], "CW203", `unknown type \`${p.type}\``, `types: ${VALUE_TYPES.join(", ")}`, { key: "diag.unknown_type", args: { id: p.type }, hintKey: "diag.hint.types", hintArgs: { types: VALUE_TYPES.join(", ") } });
      const values = p.values === undefined ? undefined : valueSet(raw, d.data, p.values, file.source, [...at, "params", i, "values"], out);
      return { name: p.name, type: t ?? "any", doc: p.doc, optional: p.default !== undefined, ...(values ? { values } : {}) };
    });
    const declaredType = typeof r.returns === "object" ? r.returns.type : r.returns;
    const returns = declaredType === undefined ? "void" : (terms.type(declaredType) ?? "any");
    // (Said as a parameter's are: the same forms, the same CW402 at a wrong one.)
    const returnValues = typeof r.returns === "object" ? valueSet(raw, d.data, r.returns.values, file.source, [...at, "returns", "values"], out) : undefined;
    const role: CodeRole = kind === "procedures" ? "procedure" : "function";
    const decl: RoutineDecl = {
      name, kind: kind === "procedures" ? "procedure" : "function",
      params: params.map((p, i) => ({ name: p.name, local: r.params![i]!.as ?? p.name, type: p.type, default: null, optional: p.optional })),
      body: [], asName: r.as_name ?? false, constant: r.constant === true && (r.params ?? []).length === 0, origin: `${file.source.path} (${name})`, doc: r.doc ?? "",
    };
    routineDecls.push(decl);
    // A bare name of it stands for a call of it (the names in scope, and what it gives compared): a
    // function's of no parameters, unless a game variable has the name (the kernel binds that first).
    const asName = kind === "functions" && r.as_name === true && params.length === 0 && !Object.hasOwn(m.variables ?? {}, name);
    callables.push({ name, params, returns, ...(returnValues ? { returnValues } : {}), ...(asName ? { asName } : {}), kind: decl.kind, doc: r.doc ?? "", ...(r.example ? { example: r.example } : {}), origin: file.source.path, ...(r.formerly?.length ? { formerly: r.formerly } : {}) });
    bodies.push({ decl, raw: r, where: { source: file.source, at }, role, values: valuesOf(params, (i) => decl.params[i]!.local ?? params[i]!.name), ...(returnValues ? { gives: { fn: name, values: returnValues } } : {}) });
  }
  // Which procedures ask a player (directly or through what they call): for docs and messages.
  const askingList = gameAskingProcedures(raw);
  const asking = new Set(askingList);
  for (const c of callables) if (asking.has(c.name)) c.asks = true;
  const vocabulary = vocabularyOf(d, raw, callables, terms, momentValuesOf(raw, d.data, out));
  if (memory) rememberChecks(memory, vocabulary, d, terms);
  const paramScope = (decl: RoutineDecl) => new Map(decl.params.map((p) => [p.local ?? p.name, p.type as ValueType]));

  const routineProblems: RoutineProblems = new Map();
  // What each routine's code gives on to a message key (its parameters that are one: message-params.ts).
  const passes = new Map<string, Pass[]>();
  for (const { decl, raw: r, where: at, role, values, gives } of bodies) {
    const locals = paramScope(decl);
    const own = [...locals.keys()];
    const where = { ...at, passes: passes.set(decl.name, []).get(decl.name)! };
    (r.params ?? []).forEach((p, i) => {
      if (p.default === undefined) return;
      const text = typeof p.default === "string" ? p.default : JSON.stringify(p.default);
      const at = [...where.at, "params", i, "default"];
      const given = (decl.params[i]!.default = expression({ keys, found, ...where, at }, text, vocabulary, new Map([...locals].slice(0, i)), out, { defaultOf: { fn: decl.name, param: p.name } }));
      // A default is given to its parameter as an argument is: its texts must be among the parameter's values.
      const takes = values.get(decl.params[i]!.local ?? p.name);
      if (given && takes) {
        const problems: CheckProblem[] = [];
        valuesGiven(given, p.name, takes, problems);
        reportProblems({ ...where, at }, problems, out);
      }
    });
    if ((r.value === undefined) === (r.do === undefined) && role === "function") {
      err(out, where.source, where.at, "CW202", `the function ${decl.name} needs either \`do:\` or \`value:\` (not both)`, undefined, { key: "diag.function_body", args: { id: decl.name } });
      continue;
    }
    const from = out.length;
    if (r.value !== undefined) {
      const e = expression({ keys, found, ...where, at: [...where.at, "value"] }, r.value, vocabulary, locals, out, { params: own, values, gives });
      decl.body = e ? [{ kind: "return", value: e, loc: e.loc }] : [];
    } else decl.body = program({ keys, found, ...where, at: [...where.at, "do"] }, r.do ?? "", vocabulary, out, locals, role, own, values, gives) ?? [];
    decl.place = placeOf({ ...where, at: [...where.at, r.value !== undefined ? "value" : "do"] });
    routineProblems.set(decl.name, [from, out.length]);
  }

  // Cards: events and prerequisites.
  const cardAt = new Map(raw.cards.map((c) => [c.data.id, c]));
  const cardProblems: CardProblems = new Map();
  for (const card of d.cards) {
    const c = cardAt.get(card.id)!;
    const from = out.length;
    if (c.data.event !== undefined) card.event = program({ keys, found, source: c.source, at: [...c.at, "event"] }, c.data.event, vocabulary, out);
    const between = out.length;
    if (c.data.prerequisite !== undefined) card.prerequisite = expression({ keys, found, source: c.source, at: [...c.at, "prerequisite"] }, c.data.prerequisite, vocabulary, new Map(), out);
    if (card.event || card.prerequisite) {
      card.places = {
        ...(card.event ? { event: placeOf({ source: c.source, at: [...c.at, "event"] }) } : {}),
        ...(card.prerequisite ? { prerequisite: placeOf({ source: c.source, at: [...c.at, "prerequisite"] }) } : {}),
      };
    }
    cardProblems.set(card.id, { event: [from, between], prerequisite: [between, out.length] });
  }
  // The editor's snippets, as inserted, checked like a card's event.
  (m.snippets ?? []).forEach((sn, i) => {
    const inserted = snippetAsInserted(sn.code);
    program({ source: raw.manifest.source, at: ["snippets", i, "code"], from: inserted.from }, inserted.text, vocabulary, out);
  });
  // Lasting effects' modifiers.
  const effectSources = new Map<string, Located>();
  for (const c of raw.cards) (c.data.effects ?? []).forEach((e, j) => effectSources.set(e.id, { source: c.source, at: [...c.at, "effects", j] }));
  for (const e of raw.effects) effectSources.set(e.data.id, { source: e.source, at: e.at });
  const momentNames = momentNamesOf(raw);
  const rawEffects = new Map([...raw.cards.flatMap((c) => c.data.effects ?? []), ...raw.effects.map((e) => e.data)].map((e) => [e.id, e]));
  for (const e of d.effects) {
    const where = effectSources.get(e.id)!;
    const re = rawEffects.get(e.id)!;
    e.modifiers.forEach((mod, k) => {
      const rm = re.modifiers![k]!;
      const at = [...where.at, "modifiers", k];
      const bound = modifierLocals(rm, momentNames);
      const values = rm.kind === "trigger" ? momentBound(vocabulary, rm.on) : undefined;
      if (rm.where !== undefined) mod.where = expression({ keys, found, ...where, at: [...at, "where"] }, rm.where, vocabulary, bound, out, { values }) as never;
      if (rm.when !== undefined) mod.when = expression({ keys, found, ...where, at: [...at, "when"] }, rm.when, vocabulary, bound, out, { values }) as never;
      if (rm.do !== undefined) mod.do = program({ keys, found, ...where, at: [...at, "do"] }, rm.do, vocabulary, out, bound, "procedure", undefined, values) as never;
      const places: NonNullable<typeof mod.places> = {};
      for (const k of ["where", "when", "do"] as const) if (mod[k]) places[k] = placeOf({ ...where, at: [...at, k] });
      if (mod.where || mod.when || mod.do) mod.places = places;
    });
  }

  // The sequence of play, as code.
  const seq = raw.sequence;
  const step = (s: { id: string; do: string }, at: Path) => placed(program({ keys, found, source: seq.source, at: [...at, "do"] }, s.do, vocabulary, out) ?? [], placeOf({ source: seq.source, at: [...at, "do"] }));
  const startSteps = (seq.data.start ?? []).map((s, i) => step(s, ["start", i]));
  const turnSteps = seq.data.turns.steps.map((s, i) => step(s, ["turns", "steps", i]));
  const endSteps = (seq.data.end ?? []).map((s, i) => step(s, ["end", i]));
  const from = expression({ keys, found, source: seq.source, at: ["turns", "from"] }, seq.data.turns.from, vocabulary, new Map(), out);
  const last = expression({ keys, found, source: seq.source, at: ["turns", "last"] }, seq.data.turns.last, vocabulary, new Map(), out);
  const turnPlaces: TurnPlaces = { from: placeOf({ source: seq.source, at: ["turns", "from"] }), last: placeOf({ source: seq.source, at: ["turns", "last"] }) };
  const counter = seq.data.turns.counter;
  if (!(m.variables ?? {})[counter]) err(out, seq.source, ["turns", "counter"], "CW402", `unknown variable \`${counter}\``, "declare it under `variables:` in game.yaml", { key: "diag.unknown_variable", args: { id: counter }, hintKey: "diag.hint.declare_variable" });
  const stepIds = seq.data.turns.steps.map((s) => s.id);
  const entries: CodeDeclarations["entries"] = [];
  for (const [id, e] of Object.entries(seq.data.entries ?? {})) {
    const index = stepIds.indexOf(e.at);
    if (index < 0) {
      err(out, seq.source, ["entries", id, "at"], "CW402", `unknown step \`${e.at}\``, `steps: ${stepIds.join(", ")}`, { key: "diag.unknown_step", args: { id: e.at }, hintKey: "diag.hint.steps", hintArgs: { steps: stepIds.join(", ") } });
      continue;
    }
    const params = e.params ?? [];
    const replaced = e.do !== undefined ? program({ keys, found, source: seq.source, at: ["entries", id, "do"] }, e.do, vocabulary, out, new Map(params.map((p) => [p, "any" as ValueType]))) : null;
    const replacement = replaced && placed(replaced, placeOf({ source: seq.source, at: ["entries", id, "do"] }));
    if (last) entries.push({ id, params, body: turnLoop(counter, null, last, turnSteps, index, replacement, endSteps, turnPlaces), origin: `${seq.source.path} (entry ${id})` });
  }
  let beginAt = 0;
  if (seq.data.turns.begin_at !== undefined) {
    beginAt = stepIds.indexOf(seq.data.turns.begin_at);
    if (beginAt < 0) err(out, seq.source, ["turns", "begin_at"], "CW402", `unknown step \`${seq.data.turns.begin_at}\``, `steps: ${stepIds.join(", ")}`, { key: "diag.unknown_step", args: { id: seq.data.turns.begin_at }, hintKey: "diag.hint.steps", hintArgs: { steps: stepIds.join(", ") } });
  }
  const start = from && last ? { body: [...startSteps.flat(), ...turnLoop(counter, from, last, turnSteps, Math.max(0, beginAt), null, endSteps, turnPlaces)], origin: `${seq.source.path} (start)` } : null;

  const endConditions: CodeDeclarations["endConditions"] = [];
  (m.end_when ?? []).forEach((c, i) => {
    const where = { source: raw.manifest.source, at: ["end_when", i] as Path };
    const when = expression({ keys, found, ...where, at: [...where.at, "when"] }, c.when, vocabulary, new Map(), out);
    const winner = c.winner !== undefined ? expression({ keys, found, ...where, at: [...where.at, "winner"] }, c.winner, vocabulary, new Map(), out) : null;
    const places = { when: placeOf({ ...where, at: [...where.at, "when"] }), ...(winner ? { winner: placeOf({ ...where, at: [...where.at, "winner"] }) } : {}) };
    if (when) endConditions.push({ when, winner, reason: c.reason, text: c.when, origin: `game.yaml (end_when ${i + 1})`, places });
    // The reason is shown as game_over's is (END_REASON): the same literal to check (CW406), at the value.
    if (c.reason) keys.push(keyUseAt({ key: END_REASON + c.reason, place: { file: where.source.path, path: [...where.at, "reason"], loc: [0, c.reason.length] } }, where.source));
  });
  const invariants: CodeDeclarations["invariants"] = [];
  (m.invariants ?? []).forEach((c, i) => {
    const holds = expression({ keys, found, source: raw.manifest.source, at: ["invariants", i, "holds"] }, c.holds, vocabulary, new Map(), out);
    if (holds) invariants.push({ holds, message: c.message, text: c.holds, inPositions: c.positions !== false, origin: `game.yaml (invariants ${i + 1})`, place: placeOf({ source: raw.manifest.source, at: ["invariants", i, "holds"] }) });
  });
  const positionChecks: CodeDeclarations["positions"]["checks"] = [];
  (m.positions?.checks ?? []).forEach((c, i) => {
    const holds = expression({ keys, found, source: raw.manifest.source, at: ["positions", "checks", i, "holds"] }, c.holds, vocabulary, new Map(), out);
    if (holds) positionChecks.push({ holds, key: c.key, message: c.message, origin: `game.yaml (positions.checks ${i + 1})`, place: placeOf({ source: raw.manifest.source, at: ["positions", "checks", i, "holds"] }) });
  });
  for (const [key, v] of [["active_variable", m.active_variable], ["effects_started_at", m.effects_started_at]] as const) {
    if (v !== undefined && !(m.variables ?? {})[v]) err(out, raw.manifest.source, [key], "CW402", `unknown variable \`${v}\``, "declare it under `variables:` in game.yaml", { key: "diag.unknown_variable", args: { id: v }, hintKey: "diag.hint.declare_variable" });
  }
  for (const key of ["start", "prepare"] as const) {
    const name = m.positions?.[key];
    if (name !== undefined && !routineDecls.some((r) => r.name === name && r.kind === "procedure")) err(out, raw.manifest.source, ["positions", key], "CW402", `unknown procedure \`${name}\``, undefined, { key: "diag.unknown_procedure", args: { id: name } });
  }
  // The entry a test position starts at when it names none: checked here, at game.yaml, rather than
  // at the first test that relies on it.
  const defaultEntry = m.positions?.default_entry;
  const entryIds = Object.keys(seq.data.entries ?? {});
  if (defaultEntry !== undefined && !entryIds.includes(defaultEntry)) {
    const near = closest(defaultEntry, entryIds);
    const hint: { hint: string; hintKey: string; hintArgs: Record<string, string> } = near
      ? { hint: `did you mean \`${near}\`?`, hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion: near } }
      : entryIds.length
        ? { hint: `entry points (sequence.yaml \`entries:\`): ${entryIds.join(", ")}`, hintKey: "diag.hint.entries", hintArgs: { entries: entryIds.join(", ") } }
        : { hint: `declare it under \`entries:\` in sequence.yaml: \`${defaultEntry}:\` with \`at:\` a step of \`turns:\``, hintKey: "diag.hint.declare_entry", hintArgs: { id: defaultEntry } };
    err(out, raw.manifest.source, ["positions", "default_entry"], "CW402", `unknown entry point \`${defaultEntry}\``, hint.hint, { key: "diag.unknown_entry", args: { id: defaultEntry }, hintKey: hint.hintKey, hintArgs: hint.hintArgs });
  }
  // What the editor draws with must exist: a function of one space, declared fields and variables.
  const display = m.display ?? {};
  if (display.holder !== undefined && !routineDecls.some((r) => r.name === display.holder && r.kind === "function" && r.params.length >= 1 && r.params.filter((p) => !p.optional).length <= 1)) {
    err(out, raw.manifest.source, ["display", "holder"], "CW402", `unknown function \`${display.holder}\``, "name a function under `functions:` that takes a space", { key: "diag.unknown_function", args: { name: display.holder } });
  }
  for (const key of ["space_number", "space_mark"] as const) {
    const f = display[key];
    if (f !== undefined && !(m.space_fields ?? {})[f]) err(out, raw.manifest.source, ["display", key], "CW402", `unknown space field \`${f}\``, "declare it under `space_fields:`", { key: "diag.unknown_space_field", args: { id: f }, hintKey: "diag.hint.declare_space_field" });
  }
  (display.variables ?? []).forEach((v, i) => {
    if (!(m.variables ?? {})[v]) err(out, raw.manifest.source, ["display", "variables", i], "CW402", `unknown variable \`${v}\``, "declare it under `variables:`", { key: "diag.unknown_variable", args: { id: v } });
  });
  const bots = m.bots ? botsDeclarations(m.bots, raw.manifest.source, vocabulary, new Set(d.piles.map((p) => p.id)), out, keys, found) : undefined;
  const constants: Record<string, Value> = {};
  for (const [name, data] of Object.entries(d.data)) constants[name] = data;
  for (const id of [...alignmentIds(m), ...Object.keys(m.constants ?? {})]) constants[id] = id;
  return {
    code: {
      routines: routineDecls, constants, endConditions, invariants, start, entries, moments: momentNames,
      turnVariable: counter, activeVariable: m.active_variable ?? null, startedAtVariable: m.effects_started_at ?? null,
      positions: { aliases: m.positions?.aliases ?? {}, start: m.positions?.start ?? null, prepare: m.positions?.prepare ?? null, defaultEntry: m.positions?.default_entry ?? null, checks: positionChecks },
      ...(bots ? { bots } : {}),
    },
    vocabulary,
    cardProblems,
    routineProblems,
    asking: askingList,
    found,
    ...keysOfCode(keys, passes, bodies.map((b) => b.decl), vocabulary),
  };
}

/** The names each moment binds for the triggers on it. */
function momentNamesOf(raw: RawGame): Record<string, string[]> {
  return Object.fromEntries(Object.entries(raw.manifest.data.moments ?? {}).map(([k, v]) => [k, v.names ?? []]));
}

/**
 * The texts a `values:` (a parameter's, a moment name's) says a string takes: the list written out,
 * the one of game.yaml's `value_sets` it names, or those of a list of the game's `data` (dataValues);
 * a name of none is CW402 at it, with the nearest (the values are then not known: nothing is
 * checked against them). Said in `out` when given.
 */
function valueSet(raw: RawGame, data: Record<string, unknown>, v: ValuesRaw, source: SourceFile, at: Path, out?: Diagnostic[]): readonly string[] | undefined {
  if (Array.isArray(v)) return v;
  if (typeof v === "object") return dataValues(raw, data, v, source, at, out);
  const sets = raw.manifest.data.value_sets ?? {};
  if (Object.hasOwn(sets, v)) return sets[v];
  if (!out) return undefined;
  const near = closest(v, Object.keys(sets));
  const listed = Object.keys(sets).join(", ") || "none";
  err(out, source, at, "CW402", `unknown value set \`${v}\``, near ? `did you mean \`${near}\`?` : `game.yaml's value_sets: ${listed}`, { key: "diag.unknown_value_set", args: { id: v }, ...(near ? { hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion: near } } : { hintKey: "diag.hint.value_sets", hintArgs: { sets: listed } }) });
  return undefined;
}

/**
 * The texts of `values: { data, key }`: the `key` field of each entry of that list of the game's
 * data, read as a schema's `names: { data, key }` reads its ids (idsOf), so that texts the rules
 * already list (a field of each row of a table) are not written again beside the code. A path
 * that leads to no list is CW402 at `data`, with the path meant; a `key` no entry has, CW402 at
 * it, with the field meant. An empty list gives none to check against.
 */
function dataValues(raw: RawGame, data: Record<string, unknown>, list: { data: string; key?: string }, source: SourceFile, at: Path, out?: Diagnostic[]): readonly string[] | undefined {
  const found = idsOf(data, list);
  if ("ids" in found) return found.ids.size ? [...found.ids] : undefined;
  // (Nor when the entry it is in was left out for its own schema errors, already said: one error for one mistake.)
  const [file, entry] = list.data.split(".");
  if (!out || raw.leftOut?.items.some((x) => x.kind === "entry" && x.id === entry && x.file === raw.data[file!]?.source.path)) return undefined;
  if (found.keys && list.key !== undefined) {
    const near = closest(list.key, found.keys);
    err(out, source, [...at, "key"], "CW402", `no entry of \`${list.data}\` has a text as its \`${list.key}\``, near ? `did you mean \`${near}\`?` : `its fields: ${found.keys.join(", ")}`, { key: "diag.values_no_key", args: { data: list.data, key: list.key }, ...(near ? { hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion: near } } : { hintKey: "diag.hint.fields", hintArgs: { fields: found.keys.join(", ") } }) });
    return undefined;
  }
  const near = pathMeant(list, found);
  err(out, source, [...at, "data"], "CW402", `\`values\` leads to no list of the game's data: \`${list.data}\``, near ? `did you mean \`${near}\`?` : undefined, { key: "diag.values_no_list", args: { data: list.data }, ...(near ? { hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion: near } } : {}) });
  return undefined;
}

/**
 * The texts each moment's names hold, where its `values:` says, by moment and name (a trigger on it
 * is checked with them bound, and `emit`'s `with:` record of it); an unknown set or list is said
 * (valueSet) when `out` is given.
 */
function momentValuesOf(raw: RawGame, data: Record<string, unknown>, out?: Diagnostic[]): MomentValues {
  const found: MomentValues = {};
  for (const [moment, m] of Object.entries(raw.manifest.data.moments ?? {})) {
    const values: Record<string, readonly string[]> = {};
    for (const [name, v] of Object.entries(m.values ?? {})) {
      const set = valueSet(raw, data, v, raw.manifest.source, ["moments", moment, "values", name], out);
      if (set) values[name] = set;
    }
    if (Object.keys(values).length) found[moment] = values;
  }
  return found;
}

/** The texts a trigger on `moment` sees its names hold (MomentValues), as the checker binds them. */
function momentBound(vocabulary: Vocabulary, moment: string | undefined): Map<string, readonly string[]> | undefined {
  const of = moment !== undefined && vocabulary.momentValues && Object.hasOwn(vocabulary.momentValues, moment) ? vocabulary.momentValues[moment]! : undefined;
  return of ? new Map(Object.entries(of)) : undefined;
}

/** The names a modifier's code is checked with bound: `it`, and a trigger's `actor` and its moment's names. */
function modifierLocals(rm: ModifierRaw, momentNames: Record<string, string[]>): Map<string, ValueType> {
  const bound = new Map<string, ValueType>([["it", "any"]]);
  if (rm.kind === "trigger") {
    bound.set("actor", "side");
    for (const n of rm.on ? (momentNames[rm.on] ?? []) : []) bound.set(n, "any");
  }
  return bound;
}

/**
 * What the code of the folder's cards and lasting effects that a selection may leave out says
 * (`found`), checked as compileCode checks it (with `vocabulary`, the selected game's): each
 * overlay's, selected or not, and with `base`, the game's own (those a selected overlay changes or
 * removes: another selection has them). Routines, the sequence and game.yaml's code no overlay
 * changes: compileCode's of the selected game has them. Only code that `matters` is checked (what
 * does not name it cannot say it); a check made before with the same names is not made again (the
 * memory of checks).
 */
export function folderCardCode(raw: RawGame, vocabulary: Vocabulary, found: CodeFound, base: boolean, matters: (text: string) => boolean): void {
  const momentNames = momentNamesOf(raw);
  const out: Diagnostic[] = [];
  const check = (source: SourceFile, at: Path, kind: "program" | "expression", text: unknown, locals = new Map<string, ValueType>(), values?: ReadonlyMap<string, readonly string[]>) => {
    if (typeof text !== "string" || !matters(text)) return;
    const where: Located = { source, at, found, quiet: true };
    // (Checked as compileCode checks it, the texts the moment's names hold too: the same check, remembered once.)
    if (kind === "program") program(where, text, vocabulary, out, locals.size ? locals : undefined, "procedure", undefined, values);
    else expression(where, text, vocabulary, locals, out, { values });
  };
  // (Each effect's place is only for diagnostics, none of which are wanted.)
  const effects = (source: SourceFile, at: Path, list: readonly EffectRaw[] | undefined) =>
    (list ?? []).forEach((e, j) =>
      (e.modifiers ?? []).forEach((rm, k) => {
        const bound = modifierLocals(rm, momentNames);
        const values = rm.kind === "trigger" ? momentBound(vocabulary, rm.on) : undefined;
        const m = [...at, j, "modifiers", k];
        check(source, [...m, "where"], "expression", rm.where, bound, values);
        check(source, [...m, "when"], "expression", rm.when, bound, values);
        check(source, [...m, "do"], "program", rm.do, bound, values);
      }),
    );
  const card = (source: SourceFile, at: Path, c: Record<string, unknown>) => {
    check(source, [...at, "event"], "program", c.event);
    check(source, [...at, "prerequisite"], "expression", c.prerequisite);
    if (Array.isArray(c.effects)) effects(source, [...at, "effects"], c.effects as EffectRaw[]);
  };
  if (base) {
    for (const c of raw.cards) card(c.source, c.at, c.data as unknown as Record<string, unknown>);
    for (const e of raw.effects) effects(e.source, e.at, [e.data]);
  }
  for (const o of raw.overlays) {
    for (const part of ["add", "change"] as const) (o.data.cards?.[part] ?? []).forEach((c, i) => card(o.source, [...o.at, "cards", part, i], c));
    effects(o.source, [...o.at, "effects"], o.data.effects);
  }
}

/**
 * The code's literal message keys once every routine is checked: which parameters of the routines
 * are message keys (set on their callables, for the code checked later alone: validate-code.ts),
 * and so which literals given to them are keys.
 */
function keysOfCode(keys: KeyUse[], passes: Map<string, Pass[]>, routines: RoutineDecl[], vocabulary: GameVocabulary): { keys: KeyUse[]; passes: Map<string, Pass[]> } {
  const own = (n: string) => (vocabulary.callable(n)?.kind === "procedure" || vocabulary.callable(n)?.kind === "function" ? vocabulary.callable(n) : undefined);
  markMessageParams(passes, new Map(routines.map((r) => [r.name, r.params.map((p) => p.local ?? p.name)])), own);
  return { keys: resolvedKeys(keys, own), passes };
}

/**
 * Where each card's code put its problems in the diagnostics: [from, to) of its event's, then of
 * its prerequisite's (the editor checks a key typed into one of them alone and puts the new
 * problems in their place, editor/src/game/code-edit.ts).
 */
export type CardProblems = Map<string, { event: [number, number]; prerequisite: [number, number] }>;

/** The same for each declared procedure's and function's code (`do:` or `value:`), by its name. */
export type RoutineProblems = Map<string, [number, number]>;

/** game.yaml `bots:` checked: each expression is read with `me` (and `opponent`) the side concerned. */
function botsDeclarations(b: BotsManifest, source: SourceFile, vocabulary: GameVocabulary, piles: Set<string>, out: Diagnostic[], keys: KeyUse[], found: CodeFound): BotsDeclarations {
  const at = (...path: Path) => ({ keys, found, source, at: ["bots", ...path] as Path });
  const expr = (text: string, ...path: Path) => expression(at(...path), text, vocabulary, new Map(), out);
  const origin = (what: string) => `game.yaml (bots ${what})`;
  const evaluation: BotsDeclarations["evaluation"] = [];
  for (const [id, f] of Object.entries(b.evaluation ?? {})) {
    const value = expr(f.value, "evaluation", id, "value");
    if (value) evaluation.push({ id, value, weight: f.weight ?? 1, origin: origin(`evaluation ${id}`), places: { value: placeOf(at("evaluation", id, "value")) } });
  }
  const danger: BotsDeclarations["danger"] = [];
  for (const [id, d] of Object.entries(b.danger ?? {})) {
    const when = expr(d.when, "danger", id, "when");
    const depth = d.depth === undefined ? null : expr(d.depth, "danger", id, "depth");
    if (when && (d.depth === undefined || depth)) danger.push({ id, when, depth, origin: origin(`danger ${id}`), places: { when: placeOf(at("danger", id, "when")), ...(depth ? { depth: placeOf(at("danger", id, "depth")) } : {}) } });
  }
  let score: BotsDeclarations["score"] = null;
  if (b.score) {
    const value = expr(b.score.value, "score", "value");
    const forSide = expr(b.score.for_side, "score", "for_side");
    if (value && forSide) score = { name: b.score.name, value, forSide, origin: origin("score"), places: { value: placeOf(at("score", "value")), forSide: placeOf(at("score", "for_side")) } };
  }
  let progress: BotsDeclarations["progress"] = null;
  if (b.progress) {
    const value = expr(b.progress.value, "progress", "value");
    if (value) progress = { name: b.progress.name, value, origin: origin("progress"), places: { value: placeOf(at("progress", "value")) } };
  }
  const pools = b.pools ?? [];
  const seen = new Set<string>();
  pools.forEach((pool, i) =>
    pool.forEach((pile, j) => {
      if (!piles.has(pile)) err(out, source, ["bots", "pools", i, j], "CW402", `unknown pile \`${pile}\``, `piles: ${[...piles].join(", ")}`, { key: "diag.unknown_name", args: { name: pile } });
      else if (seen.has(pile)) err(out, source, ["bots", "pools", i, j], "CW401", `\`${pile}\` is in two pools`, undefined, { key: "diag.duplicate_id", args: { id: pile } });
      seen.add(pile);
    }),
  );
  return { evaluation, danger, score, progress, plays: b.plays ?? null, pools };
}

/**
 * The repeated part of the sequence as code: the counter from `from` (or as it is, when a
 * position enters at a step), each turn's steps, until the turn `last`; then the end steps. An
 * entry skips the steps before its own in the first turn, and may run its own code instead of
 * that step.
 */
/** Where the turns' `from:` and `last:` expressions are written. */
interface TurnPlaces {
  from: CodePlace;
  last: CodePlace;
}

function turnLoop(counter: string, from: Expression | null, last: Expression, steps: Statement[][], firstStep: number, replacement: Statement[] | null, end: Statement[][], places: TurnPlaces): Statement[] {
  const loc: [number, number] = [0, 0];
  const name = (n: string): Expression => ({ kind: "name", name: n, nameLoc: loc, loc });
  const num = (n: number): Expression => ({ kind: "number", value: n, loc });
  const call = (fn: string, ...args: Expression[]): CallExpression => ({ kind: "call", callee: { name: fn, loc }, args: args.map((value) => ({ name: null, value })), loc });
  const letS = (n: string, value: Expression): Statement => ({ kind: "let", name: { name: n, loc }, value, loc });
  const skip = "__first_step";
  const running = "__running";
  const body: Statement[] = steps.map((s, i) => {
    const guarded: Statement = { kind: "if", test: { kind: "binary", op: "<=", left: name(skip), right: num(i), loc }, then: s, otherwise: null, loc };
    if (i !== firstStep || !replacement) return guarded;
    // The entry's own code replaces this step the first time.
    return { kind: "if", test: { kind: "binary", op: "==", left: name(skip), right: num(i), loc }, then: replacement, otherwise: guarded, loc };
  });
  body.push(letS(skip, num(-1)));
  body.push({
    kind: "if",
    // Placed at `last:` (and the counter's first value at `from:`), so that an error of either
    // expression in play names its line and column, as a step's does.
    place: places.last,
    test: { kind: "binary", op: ">=", left: name(counter), right: last, loc },
    then: [letS(running, { kind: "boolean", value: false, loc })],
    otherwise: [{ kind: "do", call: call("set", name(counter), { kind: "binary", op: "+", left: name(counter), right: num(1), loc }), loc }],
    loc,
  });
  return [
    // `from + 0`: a first value that is not a number fails here, at `from:`, not at the first `>=`.
    ...(from ? [{ kind: "do", call: call("set", name(counter), { kind: "binary", op: "+", left: from, right: num(0), loc: from.loc }), loc, place: places.from } as Statement] : []),
    letS(skip, num(firstStep)),
    letS(running, { kind: "boolean", value: true, loc }),
    { kind: "while", test: name(running), body, loc },
    ...end.flat(),
  ];
}

/**
 * Every routine of the game's files, in order; `declared` when it is the one its name stands for:
 * the first of that name that is not a kernel built-in (a later one is reported as a duplicate).
 */
export function* routinesOf(raw: RawGame): Generator<{ file: RawGame["routines"][number]; kind: "procedures" | "functions"; name: string; r: RoutineRaw; declared: boolean }> {
  const seen = new Set<string>();
  for (const file of raw.routines) {
    for (const kind of ["procedures", "functions"] as const) {
      for (const [name, r] of Object.entries(file.data[kind] ?? {})) {
        const declared = !seen.has(name) && !KERNEL_BUILTINS.has(name);
        if (declared) seen.add(name);
        yield { file, kind, name, r, declared };
      }
    }
  }
}

/**
 * The procedures that may ask a player: they call `pick`, `choose`, or such a procedure or
 * function (found by their code's text, through any depth of calls), of the declared routines
 * given. All that a routine's body is to the code that calls it: the checker reads nothing else
 * of it (see load.ts's outsideOverlays).
 */
function askingProcedures(routines: Iterable<{ name: string; procedure: boolean; r: RoutineRaw }>): string[] {
  const texts = [...routines].map(({ name, procedure, r }) => ({ name, procedure, text: r.do ?? r.value ?? "" }));
  const asking = new Set([...KERNEL_BUILTINS.values()].filter((b) => b.asks).map((b) => b.name));
  const calls = new Map(texts.map((t) => [t.name, callsIn(t.text)]));
  for (const t of texts) if (/\bchoose\b/.test(t.text)) asking.add(t.name);
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, called] of calls) {
      if (!asking.has(name) && called.some((c) => asking.has(c))) {
        asking.add(name);
        changed = true;
      }
    }
  }
  return texts.filter((t) => t.procedure && asking.has(t.name)).map((t) => t.name);
}

/**
 * askingProcedures of the game's own routines (those compileCode declares); with `replace`, as if
 * the routine of that name were that one (the editor's quick lane: a key typed in its code).
 */
export function gameAskingProcedures(raw: RawGame, replace?: { name: string; r: RoutineRaw }): string[] {
  const kept = replace ? undefined : askingByRoutines.get(raw.routines);
  if (kept) return [...kept];
  const declared = [];
  for (const x of routinesOf(raw)) if (x.declared) declared.push({ name: x.name, procedure: x.kind === "procedures", r: x.name === replace?.name ? replace.r : x.r });
  const asking = askingProcedures(declared);
  if (!replace) askingByRoutines.set(raw.routines, asking);
  return [...asking];
}

/**
 * gameAskingProcedures of each load's routine files: every composition of a load has the same
 * (compose lays nothing over routines and keeps the list), and each load makes a new list
 * (loadRaw); a file's data is never changed in place (the file memo shares it between builds).
 */
const askingByRoutines = new WeakMap<RawGame["routines"], string[]>();

/**
 * Whether a routine's code edited from `a` to `b` leaves every procedure asking a player as it did,
 * whatever the other routines' code: askingProcedures reads of each text only whether it says
 * `choose` and which of the game's routines (`routines`, their names) and the kernel's asking
 * built-ins it calls (a call of another name, a misspelt one, is the checker's business).
 */
export function sameAsking(a: string, b: string, routines: ReadonlySet<string>): boolean {
  const matters = (c: string) => routines.has(c) || KERNEL_BUILTINS.get(c)?.asks === true;
  const x = new Set(callsIn(a).filter(matters));
  const y = new Set(callsIn(b).filter(matters));
  return /\bchoose\b/.test(a) === /\bchoose\b/.test(b) && x.size === y.size && [...x].every((c) => y.has(c));
}

/** The names a routine's code calls, by its text (the same texts come back on every build of the editor). */
const callsByText = new BoundedMap<string, string[]>(5_000);
function callsIn(text: string): string[] {
  let calls = callsByText.get(text);
  if (!calls) {
    callsByText.set(text, (calls = [...text.matchAll(/\b([a-z_][a-z0-9_]*)\s*\(/g)].map((m) => m[1]!)));
  }
  return calls;
}

/**
 * Where a piece of code's text is in its file, for errors while it runs (kernel/code-place.ts). Its
 * runs are worked out when first read: by an error's message, or when the compiled game is kept
 * (the disk cache) or handed to worker threads (both copy it as data, reading the getter); a game
 * that never fails in this process never reads them (a file restored from the disk cache is then
 * not parsed again for them).
 */
export function placeOf(where: Located): CodePlace {
  const { source, at } = where;
  let runs: number[] | undefined;
  // A getter written in the literal, an own enumerable property: copies (v8 serialize, structured clone) read it as data.
  return {
    file: source.path,
    get runs() {
      return (runs ??= scalarRuns(source, at));
    },
  };
}

/** A step's code as the unit made of several steps holds it: its statements copied (a parsed tree is shared), each saying where its text is. */
function placed(body: Statement[], place: CodePlace): Statement[] {
  // (A problems-only load's stand-in for code not parsed again is no list: it compiles nothing.)
  return Array.isArray(body) ? body.map((s) => ({ ...s, place })) : body;
}

function err(out: Diagnostic[], source: SourceFile, at: Path, code: string, message: string, hint?: string, i18n?: Pick<Diagnostic, "key" | "args" | "hintKey" | "hintArgs">): void {
  const map = scalarOffsetMapper(source, at);
  const start: Position = map(0);
  out.push({ code, severity: "error", message, file: source.path, start, end: start, ...(hint ? { hint } : {}), ...i18n });
}

function locate(source: SourceFile, at: Path, problem: CheckProblem, from?: readonly number[]): Diagnostic {
  const scalar = scalarOffsetMapper(source, at);
  const map = from ? (i: number) => scalar(from[Math.min(i, from.length - 1)]!) : scalar;
  const { key, args, parts, hintKey, hintArgs } = problem;
  return { code: problem.code, severity: "error", message: problem.message, file: source.path, start: map(problem.loc[0]), end: map(problem.loc[1]), ...(problem.hint ? { hint: problem.hint } : {}), ...(key ? { key, args } : {}), ...(parts ? { parts } : {}), ...(hintKey ? { hintKey, hintArgs } : {}) };
}

/** A parse failure as a problem: a syntax error (CW301; also two statements on one line), code nested too deeply (CW308) or empty code (CW309). */
function syntax(error: EffectSyntaxError): CheckProblem {
  const loc: [number, number] = [error.offset, error.endOffset];
  if (error.kind === "too_deep") return { code: "CW308", message: `effect code nested too deeply (more than ${EFFECT_MAX_DEPTH} levels)`, loc, hint: "split it with `let` or simplify it", key: "diag.effect_too_deep", args: { max: EFFECT_MAX_DEPTH }, hintKey: "diag.hint.split_effect" };
  if (error.kind === "empty") return { code: "CW309", message: "empty effect code", loc, hint: "write the effect, or remove the key (a card without `event:` has no scripted event)", key: "diag.effect_empty", hintKey: "diag.hint.empty_effect" };
  if (error.kind === "unclosed") return unclosed(error, loc);
  if (error.kind === "same_line") return { code: "CW301", message: error.message, loc, hint: "put each statement on its own line (or write `;` between them)", key: "diag.statements_one_line", args: { word: error.word! }, hintKey: "diag.hint.statement_per_line" };
  return { code: "CW301", message: `effect syntax: ${error.message}`, loc, hint: "see the effect language reference in README.md", key: "diag.effect_syntax", args: { detail: error.message }, ...(error.reason ? { parts: { detail: error.reason } } : {}), hintKey: "diag.hint.reference" };
}

/** A bracket never closed (CW301, at it): the hint says where its closing one goes, by what it opens. */
function unclosed(error: EffectSyntaxError, loc: [number, number]): CheckProblem {
  const bracket = error.bracket ?? "{";
  if (bracket === "{") return { code: "CW301", message: error.message, loc, hint: "add its `}` where the block ends", key: "diag.unclosed_brace", args: { brace: "{" }, hintKey: "diag.hint.close_brace", hintArgs: { brace: "}" } };
  const closing = bracket === "(" ? ")" : "]";
  const opens = error.opens ?? "group";
  const where = opens === "call" ? "after the call's last argument" : opens === "list" ? "after the list's last item" : "where the expression in parentheses ends";
  // (A message of its own: in some languages a parenthesis and a brace differ in gender.)
  return { code: "CW301", message: error.message, loc, hint: `add its \`${closing}\` ${where}`, key: "diag.unclosed_bracket", args: { bracket }, hintKey: "diag.hint.close_bracket", hintArgs: { bracket: closing, opens } };
}

/**
 * `params`: a routine's own parameters, by their names in its code (what it gives on to a message
 * key is said, KEY_PASS); `values`: the only texts some bound names hold (valuesOf, momentValues);
 * `gives`: the routine whose code it is, when it declares the only texts it gives (its `return`s
 * of a literal are checked against them; routineGives).
 */
export function program(where: Located, text: string, vocab: Vocabulary, out: Diagnostic[], locals?: Map<string, ValueType>, role: CodeRole = "procedure", params?: readonly string[], values?: ReadonlyMap<string, readonly string[]>, gives?: Gives): Statement[] | null {
  const { tree, problems } = checked(vocab, `p${role}${params ? "+" : ""}${valuesKey(values)}${givesKey(gives)}`, locals, text, () => parseProgram(text), (p) => p.body, (body) => checkProgram(body, vocab, { role, locals: locals ?? new Map(), ...(params ? { params } : {}), ...(values?.size ? { values } : {}), ...(gives ? { gives } : {}) }));
  reportProblems(where, problems, out);
  return tree;
}

/** `defaultOf`: the expression is the default of a routine's parameter (its literal may be a message key); `params`, `values`: see program; `gives`: it is a function's `value:`, what it gives (see program). */
export function expression(where: Located, text: string, vocab: Vocabulary, locals: Map<string, ValueType>, out: Diagnostic[], opts: { defaultOf?: { fn: string; param: string }; params?: readonly string[]; values?: ReadonlyMap<string, readonly string[]>; gives?: Gives | undefined } = {}): Expression | null {
  const kind = (opts.defaultOf ? `e=${opts.defaultOf.fn}\u0000${opts.defaultOf.param}` : opts.params ? "e+" : "e") + valuesKey(opts.values) + givesKey(opts.gives);
  const { tree, problems } = checked(vocab, kind, locals, text, () => parseExpression(text), (e) => e, (e) => checkExpression(e, vocab, locals, opts.defaultOf, opts.params, opts.values, opts.gives));
  reportProblems(where, problems, out);
  return tree;
}

/** What a check's memory keeps it by of the texts bound names hold (none: nothing, as before there were any). */
function valuesKey(values: ReadonlyMap<string, readonly string[]> | undefined): string {
  return values?.size ? `\u0000v${JSON.stringify([...values])}` : "";
}

/**
 * What a check's memory keeps it by of the routine whose code it is and the texts it declares it
 * gives (none: nothing): a declaration changed, or the same code in another routine, is checked anew.
 */
function givesKey(gives: Gives | undefined): string {
  return gives ? `\u0000g${JSON.stringify([gives.fn, gives.values])}` : "";
}

/** The routine `name`'s declared texts it gives (Callable.returnValues), as program and expression take them; none when it declares none. */
export function routineGives(vocab: Vocabulary, name: string): Gives | undefined {
  const values = vocab.callable(name)?.returnValues;
  return values ? { fn: name, values } : undefined;
}

/** The only texts a routine's parameters hold (Param.values), by their names in its code (`local`, as compileCode binds them: `as` or the name). */
export function valuesOf(params: readonly { values?: readonly string[] }[], local: (i: number) => string): Map<string, readonly string[]> {
  const out = new Map<string, readonly string[]>();
  params.forEach((p, i) => {
    if (p.values) out.set(local(i), p.values);
  });
  return out;
}

/** A key found at `place` of `source` (its file), its line and column worked out when first read. */
export function keyUseAt(k: Pick<KeyUse, "key" | "place" | "via">, source: SourceFile): KeyUse {
  let r: { start: Position; end: Position } | null = null;
  const range = () => {
    if (!r) {
      const map = scalarOffsetMapper(source, k.place.path);
      r = { start: map(k.place.loc[0]), end: map(k.place.loc[1]) };
    }
    return r;
  };
  const at = {
    file: source.path,
    get start() {
      return range().start;
    },
    get end() {
      return range().end;
    },
  };
  return { key: k.key, at, place: k.place, ...(k.via ? { via: k.via } : {}) };
}

/** What a check says of the scenario and of effects (not problems of the code). */
const FOUND_CODES = new Set([SCENARIO_READ, SCENARIO_WHOLE, EFFECT_START, EFFECT_COMPUTED, EFFECT_NAMED, EFFECTS_UNKNOWN]);

function addFound(f: CodeFound, p: CheckProblem): void {
  if (p.code === SCENARIO_READ) f.scenario.fields.add(p.message);
  else if (p.code === SCENARIO_WHOLE) f.scenario.whole = true;
  else if (p.code === EFFECT_START) f.effects.started.add(p.message);
  else if (p.code === EFFECT_COMPUTED) f.effects.computed = true;
  else if (p.code === EFFECT_NAMED) f.effects.named.add(p.message);
  else if (p.code === EFFECTS_UNKNOWN) f.effects.unknown = true;
}

/** The check's problems as diagnostics in `out`, its literal message keys in `where.keys`, what it says of the scenario and of effects in `where.found`. */
function reportProblems(where: Located, problems: readonly CheckProblem[], out: Diagnostic[]): void {
  for (const p of problems) {
    if (p.code === KEY_PASS) where.passes?.push({ local: p.message, ...(p.args as Omit<Pass, "local">) });
    // (Not from a snippet as inserted, `where.from`: its keys are not wanted.)
    else if (p.code === KEY_VIA) where.keys?.push(keyUseAt({ key: p.message, place: { file: where.source.path, path: where.at, loc: p.loc }, via: p.args as { fn: string; param: string } }, where.source));
    else if (p.code === KEY_USE) where.keys?.push(keyUseAt({ key: p.message, place: { file: where.source.path, path: where.at, loc: p.loc } }, where.source));
    else if (FOUND_CODES.has(p.code)) {
      if (where.found) addFound(where.found, p);
    }
    else if (!where.quiet) out.push(locate(where.source, where.at, p, where.from));
  }
}

/**
 * What checking a piece of code found, kept by everything the check reads: the names in scope and
 * what they are (the vocabulary: ids and their kinds, procedures and functions with their
 * parameters, lasting effects, the game's words for types), the names bound around the code, its
 * role and its text. The editor builds on every key typed; when the names did not change (a
 * card's event typed), each other piece of code is not parsed and checked again, only the edited
 * one. Problems are kept with offsets in the code: they are placed in the file on each build (a
 * line added above moves them). Shared trees are never changed (see effects/parse.ts). Kept by
 * the caller (loadContent's `reuse`): a build without it checks everything. A check read back from
 * the disk cache (disk-checks.ts) has no tree: its code is parsed again (found by its text in the
 * parse memo, effects/parse.ts), not checked again.
 */
export interface Checked {
  tree?: never;
  problems: CheckProblem[];
}
/** By the vocabulary's names (its JSON), most recently used last: by role and bound names, by text, each piece of code checked. */
export type CheckMemory = Map<string, Map<string, Map<string, Checked>>>;
const checksOf = new WeakMap<Vocabulary, Map<string, Map<string, Checked>>>();
/** The vocabularies remembered (a game's own, and those of its overlays checked alone). */
const MAX_VOCABULARIES = 8;
const MAX_CHECKS = 5_000;

/** Gives the vocabulary the checks found with the same names before (a new, empty memory for new names). */
function rememberChecks(checksByNames: CheckMemory, vocabulary: Vocabulary, d: Declarations, terms: Terms): void {
  // What the checker reads of a callable (not its docs: a doc edited changes no problem).
  const callables = vocabulary.callableNames().map((n) => {
    const c = vocabulary.callable(n)!;
    return [c.name, c.params.map((p) => [p.name, p.type, p.optional ?? false, p.values ?? null]), c.returns, c.returnValues ?? null, c.asName ?? false, c.asks ?? false, c.kind, c.formerly ?? []];
  });
  const key = JSON.stringify([
    vocabulary.names().map((n) => [n, vocabulary.nameType(n)]),
    vocabulary.names().filter((n) => vocabulary.perSide?.(n)),
    callables,
    d.effects.map((e) => e.id),
    VALUE_TYPES.map((t) => terms.term(t)),
    vocabulary.fields ?? null,
    vocabulary.momentValues ?? null,
    vocabulary.momentNames ?? null,
  ]);
  let checks = checksByNames.get(key);
  if (checks) checksByNames.delete(key);
  else {
    checks = new Map();
    if (checksByNames.size >= MAX_VOCABULARIES) checksByNames.delete(checksByNames.keys().next().value!);
  }
  if (problemsOnly.has(checksByNames)) problemsOnly.add(checks);
  // Most recently used last.
  checksByNames.set(key, checks);
  checksOf.set(vocabulary, checks);
}

/**
 * Memories of loads that want the code's problems only, never its trees (`cardwright validate`: it
 * compiles no game): a check read back from the disk cache gives a stand-in tree (UNPARSED), and
 * its code is not parsed again (reading every file's parsed code back was most of a validate
 * after an edit). A load with such a memory must not compile its game.
 */
const problemsOnly = new WeakSet<object>();
export function checkProblemsOnly(memory: CheckMemory): CheckMemory {
  problemsOnly.add(memory);
  return memory;
}
/** What a tree is in a problems-only load when the code was not parsed (see checkProblemsOnly). */
const UNPARSED = Object.freeze({ kind: "unparsed", loc: Object.freeze([0, 0]) });
/** A check's problems that say the code does not parse (its tree is then null). */
export const NOT_PARSED: ReadonlySet<string> = new Set(["CW301", "CW308", "CW309"]);

/** How many pieces of code this process checked itself (not found checked before): for tests. */
let checksRun = 0;
export function codeChecksRun(): number {
  return checksRun;
}

/** What code that does not parse may do that cannot be known (SCENARIO_WHOLE, EFFECTS_UNKNOWN), by the names it says. */
function unknownFound(text: string): CheckProblem[] {
  const out: CheckProblem[] = [];
  if (text.includes(SCENARIO)) out.push({ code: SCENARIO_WHOLE, message: "", loc: [0, 0] });
  if (text.includes(START_EFFECT)) out.push({ code: EFFECTS_UNKNOWN, message: "", loc: [0, 0] });
  return out;
}

function checked<P, T>(vocab: Vocabulary, kind: string, locals: Map<string, ValueType> | undefined, text: string, parse: () => ParseResult<P>, treeOf: (parsed: P) => T, check: (tree: T) => CheckProblem[]): { tree: T | null; problems: CheckProblem[] } {
  const run = () => {
    checksRun++;
    const parsed = parse();
    // (Code that does not parse may read any field of the scenario, or start any effect: which, is not known.)
    if (!parsed.ok) return { tree: null, problems: [syntax(parsed.error), ...unknownFound(text)] };
    const tree = treeOf(parsed.value);
    return { tree, problems: check(tree) };
  };
  const checks = checksOf.get(vocab);
  if (!checks) return run();
  // By role and bound names, then by the text itself: a file's unchanged texts are the same
  // strings from build to build, whose hash the engine keeps (no long key is built and hashed).
  const scope = `${kind}\u0000${locals?.size ? JSON.stringify([...locals]) : ""}`;
  let byText = checks.get(scope);
  if (!byText) checks.set(scope, (byText = new BoundedMap(MAX_CHECKS)));
  let found = byText.get(text) as { tree?: T | null; problems: CheckProblem[] } | undefined;
  if (!found) {
    found = run();
    byText.set(text, found as Checked);
  } else if (!("tree" in found)) {
    // Read back from the disk cache: the same problems, the tree as the parse gives it (none
    // wanted: a stand-in, not kept).
    if (problemsOnly.has(checks)) return { tree: found.problems.some((p) => NOT_PARSED.has(p.code)) ? null : (UNPARSED as T), problems: found.problems };
    const parsed = parse();
    found = { tree: parsed.ok ? treeOf(parsed.value) : null, problems: found.problems };
    byText.set(text, found as Checked);
  }
  return found as { tree: T | null; problems: CheckProblem[] };
}
