// Loads a content folder: YAML → schema validation → cross-references → effect parsing and
// checking. File access is passed in, so the CLI (disk) and the editor (memory) share it.
import { internalError, NO_POSITION, type Diagnostic, type Position } from "../diagnostics/diagnostic.js";
import { checkCondition, checkProgram, type CheckProblem, type NameKind, type NameTable } from "../effects/check.js";
import { EFFECT_MAX_DEPTH, parseExpression, parseProgram, type EffectSyntaxError } from "../effects/parse.js";
import type { ValueType } from "../effects/vocabulary.js";
import type { Expression, Statement } from "../effects/ast.js";
import type { CardsFile, GameManifest, MapFile, OverlayFile, RulesFile, ScenarioFile } from "../generated/content-types.js";
import { compose, placeOf, type Located, type RawGame, type Selection } from "./compose.js";
import type { Card, Content, Country, EffectDef, Modifier, ModifierRaw, Region, Side } from "./model.js";
import { validateAgainstSchema, type SchemaKind } from "./schemas.js";
import { openYamlFile, type NamedBy, type ReadFile } from "./open-file.js";
import { rangeAt, scalarOffsetMapper, type SourceFile } from "./yaml-source.js";

export type { ReadFile };

export interface LoadResult {
  content: Content | null;
  diagnostics: Diagnostic[];
  /** Parsed sources by path, for tools that want to point into them. */
  sources: Map<string, SourceFile>;
  /** The validated data before composition (null when a file is broken). */
  raw?: RawGame | null;
}

interface Loaded<T> {
  data: T;
  source: SourceFile;
}

export const DEFAULT_SELECTION: Selection = { scenario: "standard", variants: [], options: [] };

/** Parses and validates every file of a content folder; no composition yet. */
export function loadRaw(read: ReadFile, label = "."): { raw: RawGame | null; diagnostics: Diagnostic[]; sources: Map<string, SourceFile> } {
  const diagnostics: Diagnostic[] = [];
  const sources = new Map<string, SourceFile>();
  const load = <T>(path: string, kind: SchemaKind, from?: NamedBy): Loaded<T> | null => {
    const opened = openYamlFile(read, path, label, from);
    if (opened.source) sources.set(path, opened.source);
    diagnostics.push(...opened.diagnostics);
    if (!opened.source || opened.data === null) return null;
    const source = opened.source;
    const data = opened.data as T;
    let schemaProblems: Diagnostic[];
    try {
      schemaProblems = validateAgainstSchema(kind, data, source);
    } catch (e) {
      schemaProblems = [internalError({ file: path, start: NO_POSITION, end: NO_POSITION }, e)];
    }
    diagnostics.push(...schemaProblems);
    return schemaProblems.length ? null : { data, source };
  };

  const game = load<GameManifest>("game.yaml", "game");
  if (!game) return { raw: null, diagnostics, sources };
  const map = load<MapFile>(game.data.map, "map", { source: game.source, at: ["map"] });
  const rules = load<RulesFile>(game.data.rules, "rules", { source: game.source, at: ["rules"] });
  const cardFiles = game.data.cards.map((p, i) => load<CardsFile>(p, "cards", { source: game.source, at: ["cards", i] }));
  const scenarioFiles = game.data.scenarios.map((p, i) => load<ScenarioFile>(p, "scenario", { source: game.source, at: ["scenarios", i] }));
  const overlayFiles = (game.data.overlays ?? []).map((p, i) => load<OverlayFile>(p, "overlay", { source: game.source, at: ["overlays", i] }));
  if (!map || !rules || [...cardFiles, ...scenarioFiles, ...overlayFiles].some((f) => !f)) return { raw: null, diagnostics, sources };
  const raw: RawGame = {
    map: { ...map, at: [] },
    rules: { ...rules, at: [] },
    cards: (cardFiles as Loaded<CardsFile>[]).flatMap((f) => f.data.cards.map((data, i) => ({ data, source: f.source, at: ["cards", i] }))),
    scenarios: (scenarioFiles as Loaded<ScenarioFile>[]).map((f) => ({ ...f, at: [] })),
    overlays: (overlayFiles as Loaded<OverlayFile>[]).map((f) => ({ ...f, at: [] })),
  };
  const ids = new Map<string, Located<OverlayFile>>();
  for (const o of raw.overlays) {
    const other = ids.get(o.data.id) ?? raw.scenarios.find((s) => s.data.id === o.data.id);
    if (other) diagnostics.push({ code: "CW401", severity: "error", message: `duplicate scenario, variant or option id \`${o.data.id}\``, file: o.source.path, ...rangeAt(o.source, ["id"]), key: "diag.duplicate_overlay_id", args: { id: o.data.id } });
    ids.set(o.data.id, o);
  }
  // What `requires:` and `conflicts:` name must exist (a card option such as optional_cards counts).
  const known = new Set([...ids.keys(), ...raw.scenarios.map((s) => s.data.id), ...raw.cards.filter((c) => c.data.optional).map((c) => c.data.option ?? "optional_cards")]);
  for (const o of raw.overlays) {
    for (const field of ["requires", "conflicts"] as const) {
      (o.data[field] ?? []).forEach((id, i) => {
        if (!known.has(id)) diagnostics.push({ code: "CW402", severity: "error", message: `unknown scenario, variant or option \`${id}\``, file: o.source.path, ...rangeAt(o.source, [field, i]), key: "diag.unknown_overlay_ref", args: { id } });
      });
    }
  }
  return { raw, diagnostics, sources };
}

/** Composes the selected overlays and compiles the game they make. */
export function compileSelection(raw: RawGame, selection: Selection, gameId: string, gameName: string): { content: Content | null; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const { game, problems } = compose(raw, selection);
  for (const p of problems) diagnostics.push({ code: p.code, severity: "error", message: p.message, file: p.source.path, ...rangeAt(p.source, p.at), ...(p.hint ? { hint: p.hint } : {}), ...(p.key ? { key: p.key, args: p.args } : {}), ...(p.hintKey ? { hintKey: p.hintKey, hintArgs: p.hintArgs } : {}) });
  const content = compile(gameId, gameName, game, diagnostics);
  content.selection = { ...selection };
  return { content: diagnostics.some((d) => d.severity === "error") ? null : content, diagnostics };
}

/**
 * Loads the content composed for `selection`. With `checkAllOverlays` (what `validate` does) every
 * overlay of the folder is also composed on its own, so an error in one that is not selected is found.
 */
export function loadContent(read: ReadFile, label = ".", selection: Selection = DEFAULT_SELECTION, checkAllOverlays = true): LoadResult {
  const { raw, diagnostics, sources } = loadRaw(read, label);
  if (!raw || diagnostics.some((d) => d.severity === "error")) return { content: null, diagnostics, sources, raw };
  const manifest = sources.get("game.yaml")!.data as GameManifest;
  const result = compileSelection(raw, selection, manifest.id, manifest.name);
  diagnostics.push(...result.diagnostics);
  // Overlays not in this selection are still checked: each one composed alone over the base.
  for (const o of checkAllOverlays ? raw.overlays : []) {
    if (selection.scenario === o.data.id || selection.variants.includes(o.data.id) || selection.options.includes(o.data.id)) continue;
    const alone = withRequirements(raw, o.data.id, selection.scenario);
    const seen = new Set(diagnostics.map(key));
    for (const d of compileSelection(raw, alone, manifest.id, manifest.name).diagnostics) if (d.file === o.source.path && !seen.has(key(d))) diagnostics.push(d);
  }
  return { content: diagnostics.some((d) => d.severity === "error") ? null : result.content, diagnostics, sources, raw };
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
    else selection.options.push(x); // an option, or a card option (optional_cards) that has no file
    for (const r of o?.requires ?? []) add(r);
  };
  add(id);
  return selection;
}

function key(d: Diagnostic): string {
  return `${d.file}:${d.start.line}:${d.start.column}:${d.code}:${d.message}`;
}

function compile(gameId: string, gameName: string, raw: RawGame, out: Diagnostic[]): Content {
  const err = (source: SourceFile, at: (string | number)[], code: string, message: string, hint?: string, i18n?: I18n) =>
    out.push({ code, severity: "error", message, file: source.path, ...rangeAt(source, at), ...(hint ? { hint } : {}), ...i18n });
  const map = { data: raw.map.data, source: raw.map.source };
  const rules = { data: raw.rules.data, source: raw.rules.source };
  // A problem in a country or scenario value an overlay added is shown in that overlay's file.
  const errIn = (data: unknown, source: SourceFile, at: (string | number)[], path: (string | number)[], code: string, message: string, hint?: string, i18n?: I18n) => {
    const place = placeOf(raw.origins, data, source, at, path);
    err(place.source, place.at, code, message, hint, i18n);
  };
  const mapErr = (path: (string | number)[], code: string, message: string, hint?: string, i18n?: I18n) => errIn(map.data, map.source, [], path, code, message, hint, i18n);

  // --- map
  const regions: Record<string, Region> = {};
  map.data.regions.forEach((r, i) => {
    if (regions[r.id]) mapErr(["regions", i, "id"], "CW401", `duplicate id \`${r.id}\``, undefined, { key: "diag.duplicate_id", args: { id: r.id } });
    regions[r.id] = { id: r.id, name: r.name, colour: r.colour, subregions: r.subregions, parent: null };
  });
  map.data.subregions.forEach((s, i) => {
    if (regions[s.id]) mapErr(["subregions", i, "id"], "CW401", `duplicate id \`${s.id}\``, undefined, { key: "diag.duplicate_id", args: { id: s.id } });
    if (!regions[s.region]) mapErr(["subregions", i, "region"], "CW402", `unknown region \`${s.region}\``, undefined, { key: "diag.unknown_region", args: { id: s.region } });
    regions[s.id] = { id: s.id, name: s.name, colour: s.colour, subregions: [], parent: s.region };
  });
  const country: Record<string, Country> = {};
  map.data.countries.forEach((c, i) => {
    if (country[c.id] || regions[c.id]) mapErr(["countries", i, "id"], "CW401", `duplicate id \`${c.id}\``, "every country, region and card needs its own id", { key: "diag.duplicate_id", args: { id: c.id }, hintKey: "diag.hint.unique_id" });
    country[c.id] = { ...c, superpowers: [] };
  });
  map.data.countries.forEach((c, i) => {
    if (!regions[c.region] || regions[c.region]!.parent) mapErr(["countries", i, "region"], "CW402", `unknown region \`${c.region}\` in ${c.id}`, undefined, { key: "diag.unknown_region_of", args: { id: c.region, country: c.id } });
    c.subregions.forEach((s, j) => {
      if (regions[s]?.parent !== c.region) mapErr(["countries", i, "subregions", j], "CW402", `\`${s}\` is not a subregion of ${c.region}`, undefined, { key: "diag.not_a_subregion", args: { id: s, region: c.region } });
    });
    c.adjacent.forEach((a, j) => {
      if (map.data.superpowers.some((sp) => sp.id === a)) return; // a link to a superpower space (overlay spaces)
      const other = country[a];
      if (!other) mapErr(["countries", i, "adjacent", j], "CW402", `unknown country \`${a}\` in the adjacency of ${c.id}`, undefined, { key: "diag.unknown_adjacent", args: { id: a, country: c.id } });
      else if (!other.adjacent.includes(c.id)) mapErr(["countries", i, "adjacent", j], "CW403", `${c.id} lists ${a} as adjacent, but ${a} does not list ${c.id}`, `add ${c.id} to the adjacent list of ${a}`, { key: "diag.one_sided_adjacency", args: { country: c.id, other: a }, hintKey: "diag.hint.add_adjacent", hintArgs: { country: c.id, other: a } });
    });
  });
  const superpowers = {} as Content["superpowers"];
  map.data.superpowers.forEach((s, i) => {
    superpowers[s.side] = { id: s.id, name: s.name, adjacent: [...s.adjacent], position: s.position };
    s.adjacent.forEach((a, j) => {
      if (!country[a]) mapErr(["superpowers", i, "adjacent", j], "CW402", `unknown country \`${a}\``, undefined, { key: "diag.unknown_country", args: { id: a } });
      else country[a]!.superpowers.push(s.side);
    });
  });
  // Overlay spaces may name a superpower among their neighbours (e.g. a space next to the USSR only).
  for (const c of Object.values(country)) {
    for (const side of ["us", "ussr"] as const) {
      if (c.adjacent.includes(superpowers[side]?.id ?? "") && !c.superpowers.includes(side)) {
        c.superpowers.push(side);
        c.adjacent = c.adjacent.filter((a) => a !== superpowers[side]!.id);
        superpowers[side]!.adjacent.push(c.id);
      }
    }
  }

  // --- cards and their effects
  const cards: Record<string, Card> = {};
  const effects: Record<string, EffectDef> = {};
  const numbers = new Map<number, string>();
  const eraIds = new Set(rules.data.turns.eras.map((e) => e.id));
  for (const { data: c, source, at } of raw.cards) {
    if (cards[c.id] || country[c.id] || regions[c.id]) err(source, [...at, "id"], "CW401", `duplicate id \`${c.id}\``, undefined, { key: "diag.duplicate_id", args: { id: c.id } });
    if (numbers.has(c.number)) err(source, [...at, "number"], "CW401", `card number ${c.number} is used by both ${numbers.get(c.number)} and ${c.id}`, undefined, { key: "diag.duplicate_card_number", args: { number: c.number, first: numbers.get(c.number)!, second: c.id } });
    numbers.set(c.number, c.id);
    if (!eraIds.has(c.era)) err(source, [...at, "era"], "CW402", `unknown era \`${c.era}\``, `eras: ${[...eraIds].join(", ")}`, { key: "diag.unknown_era", args: { id: c.era }, hintKey: "diag.hint.eras", hintArgs: { eras: [...eraIds].join(", ") } });
    (c.effects ?? []).forEach((e, j) => {
      if (effects[e.id]) err(source, [...at, "effects", j, "id"], "CW401", `duplicate effect id \`${e.id}\``, undefined, { key: "diag.duplicate_effect_id", args: { id: e.id } });
      effects[e.id] = { id: e.id, card: c.id, name: e.name ?? c.name, duration: e.duration, modifiers: [] };
    });
    const { event: _e, prerequisite: _p, effects: _f, ...meta } = c;
    cards[c.id] = { ...meta, event: null, prerequisite: null };
  }
  for (const { data: e, source, at } of raw.effects ?? []) {
    if (effects[e.id]) err(source, [...at, "id"], "CW401", `duplicate effect id \`${e.id}\``, undefined, { key: "diag.duplicate_effect_id", args: { id: e.id } });
    effects[e.id] = { id: e.id, card: "", name: e.name ?? e.id, duration: e.duration, modifiers: [] };
  }
  const names = nameTable(country, regions, cards, effects, eraIds, superpowers);
  // Second pass: now that every name is known, parse and check the effect texts.
  for (const { data: c, source, at } of raw.cards) {
    const card = cards[c.id]!;
    if (c.event !== undefined) card.event = program(source, [...at, "event"], c.event, names, out);
    if (c.prerequisite !== undefined) card.prerequisite = condition(source, [...at, "prerequisite"], c.prerequisite, names, null, out);
    (c.blocked_by ?? []).forEach((b, j) => {
      if (!effects[b]) err(source, [...at, "blocked_by", j], "CW402", `unknown effect \`${b}\``, "blocked_by lists effect ids declared under some card's `effects:`", { key: "diag.unknown_effect", args: { id: b }, hintKey: "diag.hint.blocked_by" });
    });
    (c.effects ?? []).forEach((e, j) => {
      effects[e.id]!.modifiers = compileModifiers(e.modifiers ?? [], source, [...at, "effects", j], names, out);
    });
  }
  for (const { data: e, source, at } of raw.effects ?? []) effects[e.id]!.modifiers = compileModifiers(e.modifiers ?? [], source, at, names, out);
  const chinaCard = Object.values(cards).find((c) => c.kind === "china")?.id ?? "";

  // --- scenarios
  const scenarios: Record<string, ScenarioFile> = {};
  for (const { data: s, source, at } of raw.scenarios) {
    if (scenarios[s.id]) errIn(s, source, at, ["id"], "CW401", `duplicate scenario id \`${s.id}\``, undefined, { key: "diag.duplicate_scenario_id", args: { id: s.id } });
    scenarios[s.id] = s;
    const countryRef = (id: string, path: (string | number)[]) => {
      if (!country[id]) errIn(s, source, at, [...path], "CW402", `unknown country \`${id}\``, undefined, { key: "diag.unknown_country", args: { id } });
    };
    s.setup.forEach((step, i) => {
      Object.keys(step.influence ?? {}).forEach((id) => countryRef(id, ["setup", i, "influence", id]));
      if (step.free?.in && !regions[step.free.in]) errIn(s, source, at, ["setup", i, "free", "in"], "CW402", `unknown region \`${step.free.in}\``, undefined, { key: "diag.unknown_region", args: { id: step.free.in } });
    });
    Object.keys(s.influence ?? {}).forEach((id) => countryRef(id, ["influence", id]));
    for (const side of ["us", "ussr"] as const) (s.control?.[side] ?? []).forEach((id, i) => countryRef(id, ["control", side, i]));
    (s.effects ?? []).forEach((e, i) => {
      if (!effects[e.id]) errIn(s, source, at, ["effects", i, "id"], "CW402", `unknown effect \`${e.id}\``, undefined, { key: "diag.unknown_effect", args: { id: e.id } });
    });
    [...(s.removed?.cards ?? []), ...(s.removed?.except ?? [])].forEach((id) => {
      if (!cards[id]) errIn(s, source, at, ["removed"], "CW402", `unknown card \`${id}\``, undefined, { key: "diag.unknown_card", args: { id } });
    });
    s.decks.start_with.forEach((e, i) => {
      if (!eraIds.has(e)) errIn(s, source, at, ["decks", "start_with", i], "CW402", `unknown era \`${e}\``, undefined, { key: "diag.unknown_era", args: { id: e } });
    });
  }

  return {
    id: gameId,
    name: gameName,
    countries: Object.values(country),
    country,
    regions,
    superpowers,
    rules: rules.data,
    cards,
    cardList: Object.values(cards).sort((a, b) => a.number - b.number),
    effects,
    scenarios,
    chinaCard,
    selection: { ...DEFAULT_SELECTION },
    overlays: Object.fromEntries(raw.overlays.map((o) => [o.data.id, { id: o.data.id, kind: o.data.kind, name: o.data.name, description: o.data.description }])),
  };
}

function compileModifiers(mods: ModifierRaw[], source: SourceFile, at: (string | number)[], names: NameTable, out: Diagnostic[]): Modifier[] {
  return mods.map((m, k) => {
    const mat = [...at, "modifiers", k];
    const { where, when, do: body, ...rest } = m;
    const mod: Modifier = { ...rest };
    const itType = m.kind === "forbid" && [m.action].flat().includes("event") ? "card" : "country";
    if (where !== undefined) mod.where = condition(source, [...mat, "where"], where, names, itType, out) ?? undefined;
    // In a trigger, `when` sees `it` (the country, card or region concerned) like `where`.
    if (when !== undefined) mod.when = condition(source, [...mat, "when"], when, names, m.kind === "trigger" ? "any" : null, out) ?? undefined;
    // Trigger code runs with `it` (the country, card or region concerned) and `actor` bound.
    const scope = m.kind === "trigger" ? new Map<string, ValueType>([["it", "any"], ["actor", "side"]]) : undefined;
    if (body !== undefined) mod.do = program(source, [...mat, "do"], body, names, out, scope) ?? undefined;
    return mod;
  });
}

function nameTable(
  country: Record<string, Country>,
  regions: Record<string, Region>,
  cards: Record<string, Card>,
  effects: Record<string, EffectDef>,
  eras: Set<string>,
  superpowers: Content["superpowers"],
): NameTable {
  const kinds = new Map<string, NameKind>();
  for (const id of eras) kinds.set(id, "era");
  for (const id of Object.keys(cards)) kinds.set(id, "card");
  // An effect usually shares its card's id; as a name it means the effect where an effect is expected.
  for (const id of Object.keys(effects)) if (!kinds.has(id)) kinds.set(id, "effect");
  for (const r of Object.values(regions)) kinds.set(r.id, r.parent ? "subregion" : "region");
  for (const id of Object.keys(country)) kinds.set(id, "country");
  for (const s of Object.values(superpowers)) if (!kinds.has(s.id)) kinds.set(s.id, "superpower");
  const effectIds = new Set(Object.keys(effects));
  return {
    kindOf: (n) => kinds.get(n) ?? (effectIds.has(n) ? "effect" : undefined),
    isEffect: (n) => effectIds.has(n),
    all: () => [...kinds.keys()],
  };
}

function locate(source: SourceFile, at: (string | number)[], problem: CheckProblem | { code: string; message: string; loc: [number, number]; hint?: string } & I18n): Diagnostic {
  const map = scalarOffsetMapper(source, at);
  const start: Position = map(problem.loc[0]);
  const end: Position = map(problem.loc[1]);
  const { key, args, hintKey, hintArgs } = problem as I18n;
  return { code: problem.code, severity: "error", message: problem.message, file: source.path, start, end, ...(problem.hint ? { hint: problem.hint } : {}), ...(key ? { key, args } : {}), ...(hintKey ? { hintKey, hintArgs } : {}) };
}

/** Effect code that throws (a bug, or code too strange to foresee) is reported at the code, not thrown. */
function guarded<T>(source: SourceFile, at: (string | number)[], out: Diagnostic[], f: () => T | null): T | null {
  try {
    return f();
  } catch (e) {
    out.push(internalError({ file: source.path, ...rangeAt(source, at) }, e));
    return null;
  }
}

function program(source: SourceFile, at: (string | number)[], text: string, names: NameTable, out: Diagnostic[], locals?: Map<string, ValueType>): Statement[] | null {
  return guarded(source, at, out, () => programUnguarded(source, at, text, names, out, locals));
}

function condition(source: SourceFile, at: (string | number)[], text: string, names: NameTable, itType: ValueType | null, out: Diagnostic[]): Expression | null {
  return guarded(source, at, out, () => conditionUnguarded(source, at, text, names, itType, out));
}

function programUnguarded(source: SourceFile, at: (string | number)[], text: string, names: NameTable, out: Diagnostic[], locals?: Map<string, ValueType>): Statement[] | null {
  const parsed = parseProgram(text);
  if (!parsed.ok) {
    out.push(locate(source, at, syntaxProblem(parsed.error)));
    return null;
  }
  out.push(...checkProgram(parsed.value.body, names, { locals: locals ?? new Map() }).map((p) => locate(source, at, p)));
  return parsed.value.body;
}

function conditionUnguarded(source: SourceFile, at: (string | number)[], text: string, names: NameTable, itType: ValueType | null, out: Diagnostic[]): Expression | null {
  const parsed = parseExpression(text);
  if (!parsed.ok) {
    out.push(locate(source, at, syntaxProblem(parsed.error)));
    return null;
  }
  out.push(...checkCondition(parsed.value, names, itType).map((p) => locate(source, at, p)));
  return parsed.value;
}

/** A parse failure as a problem: a syntax error (CW301), code nested too deeply (CW308) or empty code (CW309). */
function syntaxProblem(error: EffectSyntaxError): Parameters<typeof locate>[2] {
  const loc: [number, number] = [error.offset, error.endOffset];
  if (error.kind === "too_deep") return { code: "CW308", message: `effect code nested too deeply (more than ${EFFECT_MAX_DEPTH} levels)`, loc, hint: "split it with `let` or simplify it", key: "diag.effect_too_deep", args: { max: EFFECT_MAX_DEPTH }, hintKey: "diag.hint.split_effect" };
  if (error.kind === "empty") return { code: "CW309", message: "empty effect code", loc, hint: "write the effect, or remove the key (a card without `event:` has no scripted event)", key: "diag.effect_empty", hintKey: "diag.hint.empty_effect" };
  return { code: "CW301", message: `effect syntax: ${error.message}`, loc, hint: "see the effect language reference in README.md", key: "diag.effect_syntax", args: { detail: error.message }, hintKey: "diag.hint.reference" };
}

export type { Side };

/** Message keys of a diagnostic and of its hint, for translations (see Diagnostic). */
type I18n = Pick<Diagnostic, "key" | "args" | "hintKey" | "hintArgs">;
