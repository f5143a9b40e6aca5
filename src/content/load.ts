// Loads a content folder: YAML → schema validation → cross-references → effect parsing and
// checking. File access is passed in, so the CLI (disk) and the editor (memory) share it.
import type { Diagnostic, Position } from "../diagnostics/diagnostic.js";
import { checkCondition, checkProgram, type CheckProblem, type NameKind, type NameTable } from "../effects/check.js";
import { parseExpression, parseProgram } from "../effects/parse.js";
import type { Expression, Statement } from "../effects/ast.js";
import type { CardsFile, GameManifest, MapFile, RulesFile, ScenarioFile } from "../generated/content-types.js";
import type { Card, Content, Country, EffectDef, Modifier, Region, Side } from "./model.js";
import { validateAgainstSchema, type SchemaKind } from "./schemas.js";
import { parseYamlSource, rangeAt, scalarOffsetMapper, type SourceFile } from "./yaml-source.js";

/** Reads a file relative to the content folder; null when it does not exist. */
export type ReadFile = (relativePath: string) => string | null;

export interface LoadResult {
  content: Content | null;
  diagnostics: Diagnostic[];
  /** Parsed sources by path, for tools that want to point into them. */
  sources: Map<string, SourceFile>;
}

interface Loaded<T> {
  data: T;
  source: SourceFile;
}

export function loadContent(read: ReadFile, label = "."): LoadResult {
  const diagnostics: Diagnostic[] = [];
  const sources = new Map<string, SourceFile>();
  const load = <T>(path: string, kind: SchemaKind, from?: { source: SourceFile; at: (string | number)[] }): Loaded<T> | null => {
    const text = read(path);
    if (text === null) {
      diagnostics.push({
        code: "CW103", severity: "error", message: `file not found: ${path}`,
        file: from ? from.source.path : `${label}/${path}`,
        ...(from ? rangeAt(from.source, from.at) : { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } }),
        hint: "check the path in game.yaml (relative to the content folder)",
      });
      return null;
    }
    const { source, diagnostics: yamlProblems } = parseYamlSource(path, text);
    sources.set(path, source);
    diagnostics.push(...yamlProblems);
    if (yamlProblems.some((d) => d.severity === "error")) return null;
    const data = source.doc.toJS() as T;
    const schemaProblems = validateAgainstSchema(kind, data, source);
    diagnostics.push(...schemaProblems);
    return schemaProblems.length ? null : { data, source };
  };

  const game = load<GameManifest>("game.yaml", "game");
  if (!game) return { content: null, diagnostics, sources };
  const map = load<MapFile>(game.data.map, "map", { source: game.source, at: ["map"] });
  const rules = load<RulesFile>(game.data.rules, "rules", { source: game.source, at: ["rules"] });
  const cardFiles = game.data.cards.map((p, i) => load<CardsFile>(p, "cards", { source: game.source, at: ["cards", i] }));
  const scenarioFiles = game.data.scenarios.map((p, i) => load<ScenarioFile>(p, "scenario", { source: game.source, at: ["scenarios", i] }));
  if (!map || !rules || cardFiles.some((f) => !f) || scenarioFiles.some((f) => !f)) return { content: null, diagnostics, sources };

  const content = compile(game.data, map, rules, cardFiles as Loaded<CardsFile>[], scenarioFiles as Loaded<ScenarioFile>[], diagnostics);
  const ok = !diagnostics.some((d) => d.severity === "error");
  return { content: ok ? content : null, diagnostics, sources };
}

function compile(
  game: GameManifest,
  map: Loaded<MapFile>,
  rules: Loaded<RulesFile>,
  cardFiles: Loaded<CardsFile>[],
  scenarioFiles: Loaded<ScenarioFile>[],
  out: Diagnostic[],
): Content {
  const err = (source: SourceFile, at: (string | number)[], code: string, message: string, hint?: string) =>
    out.push({ code, severity: "error", message, file: source.path, ...rangeAt(source, at), ...(hint ? { hint } : {}) });

  // --- map
  const regions: Record<string, Region> = {};
  map.data.regions.forEach((r, i) => {
    if (regions[r.id]) err(map.source, ["regions", i, "id"], "CW401", `duplicate id \`${r.id}\``);
    regions[r.id] = { id: r.id, name: r.name, colour: r.colour, subregions: r.subregions, parent: null };
  });
  map.data.subregions.forEach((s, i) => {
    if (regions[s.id]) err(map.source, ["subregions", i, "id"], "CW401", `duplicate id \`${s.id}\``);
    if (!regions[s.region]) err(map.source, ["subregions", i, "region"], "CW402", `unknown region \`${s.region}\``);
    regions[s.id] = { id: s.id, name: s.name, colour: s.colour, subregions: [], parent: s.region };
  });
  const country: Record<string, Country> = {};
  map.data.countries.forEach((c, i) => {
    if (country[c.id] || regions[c.id]) err(map.source, ["countries", i, "id"], "CW401", `duplicate id \`${c.id}\``, "every country, region and card needs its own id");
    country[c.id] = { ...c, superpowers: [] };
  });
  map.data.countries.forEach((c, i) => {
    if (!regions[c.region] || regions[c.region]!.parent) err(map.source, ["countries", i, "region"], "CW402", `unknown region \`${c.region}\` in ${c.id}`);
    c.subregions.forEach((s, j) => {
      if (regions[s]?.parent !== c.region) err(map.source, ["countries", i, "subregions", j], "CW402", `\`${s}\` is not a subregion of ${c.region}`);
    });
    c.adjacent.forEach((a, j) => {
      const other = country[a];
      if (!other) err(map.source, ["countries", i, "adjacent", j], "CW402", `unknown country \`${a}\` in the adjacency of ${c.id}`);
      else if (!other.adjacent.includes(c.id)) err(map.source, ["countries", i, "adjacent", j], "CW403", `${c.id} lists ${a} as adjacent, but ${a} does not list ${c.id}`, `add ${c.id} to the adjacent list of ${a}`);
    });
  });
  const superpowers = {} as Content["superpowers"];
  map.data.superpowers.forEach((s, i) => {
    superpowers[s.side] = { id: s.id, name: s.name, adjacent: s.adjacent, position: s.position };
    s.adjacent.forEach((a, j) => {
      if (!country[a]) err(map.source, ["superpowers", i, "adjacent", j], "CW402", `unknown country \`${a}\``);
      else country[a]!.superpowers.push(s.side);
    });
  });

  // --- cards and their effects
  const cards: Record<string, Card> = {};
  const effects: Record<string, EffectDef> = {};
  const numbers = new Map<number, string>();
  const eraIds = new Set(rules.data.turns.eras.map((e) => e.id));
  for (const file of cardFiles) {
    file.data.cards.forEach((c, i) => {
      if (cards[c.id] || country[c.id] || regions[c.id]) err(file.source, ["cards", i, "id"], "CW401", `duplicate id \`${c.id}\``);
      if (numbers.has(c.number)) err(file.source, ["cards", i, "number"], "CW401", `card number ${c.number} is used by both ${numbers.get(c.number)} and ${c.id}`);
      numbers.set(c.number, c.id);
      if (!eraIds.has(c.era)) err(file.source, ["cards", i, "era"], "CW402", `unknown era \`${c.era}\``, `eras: ${[...eraIds].join(", ")}`);
      (c.effects ?? []).forEach((e, j) => {
        if (effects[e.id]) err(file.source, ["cards", i, "effects", j, "id"], "CW401", `duplicate effect id \`${e.id}\``);
        effects[e.id] = { id: e.id, card: c.id, name: e.name ?? c.name, duration: e.duration, modifiers: [] };
      });
      const { event: _e, prerequisite: _p, effects: _f, ...meta } = c;
      cards[c.id] = { ...meta, event: null, prerequisite: null };
    });
  }
  const names = nameTable(country, regions, cards, effects, eraIds, superpowers);
  // Second pass: now that every name is known, parse and check the effect texts.
  for (const file of cardFiles) {
    file.data.cards.forEach((c, i) => {
      const card = cards[c.id]!;
      if (c.event !== undefined) card.event = program(file.source, ["cards", i, "event"], c.event, names, out);
      if (c.prerequisite !== undefined) card.prerequisite = condition(file.source, ["cards", i, "prerequisite"], c.prerequisite, names, null, out);
      (c.blocked_by ?? []).forEach((b, j) => {
        if (!effects[b]) err(file.source, ["cards", i, "blocked_by", j], "CW402", `unknown effect \`${b}\``, "blocked_by lists effect ids declared under some card's `effects:`");
      });
      (c.effects ?? []).forEach((e, j) => {
        effects[e.id]!.modifiers = (e.modifiers ?? []).map((m, k) => {
          const at = ["cards", i, "effects", j, "modifiers", k];
          const { where, when, do: body, ...rest } = m;
          const mod: Modifier = { ...rest };
          const itType = m.kind === "forbid" && [m.action].flat().includes("event") ? "card" : "country";
          if (where !== undefined) mod.where = condition(file.source, [...at, "where"], where, names, itType, out) ?? undefined;
          if (when !== undefined) mod.when = condition(file.source, [...at, "when"], when, names, null, out) ?? undefined;
          if (body !== undefined) mod.do = program(file.source, [...at, "do"], body, names, out) ?? undefined;
          return mod;
        });
      });
    });
  }
  const chinaCard = Object.values(cards).find((c) => c.kind === "china")?.id ?? "";

  // --- scenarios
  const scenarios: Record<string, ScenarioFile> = {};
  for (const file of scenarioFiles) {
    const s = file.data;
    if (scenarios[s.id]) err(file.source, ["id"], "CW401", `duplicate scenario id \`${s.id}\``);
    scenarios[s.id] = s;
    s.setup.forEach((step, i) => {
      Object.keys(step.influence ?? {}).forEach((id) => {
        if (!country[id]) err(file.source, ["setup", i, "influence", id], "CW402", `unknown country \`${id}\``);
      });
      if (step.free && !regions[step.free.in]) err(file.source, ["setup", i, "free", "in"], "CW402", `unknown region \`${step.free.in}\``);
    });
    s.decks.start_with.forEach((e, i) => {
      if (!eraIds.has(e)) err(file.source, ["decks", "start_with", i], "CW402", `unknown era \`${e}\``);
    });
  }

  return {
    id: game.id,
    name: game.name,
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
  };
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

function locate(source: SourceFile, at: (string | number)[], problem: CheckProblem | { code: string; message: string; loc: [number, number]; hint?: string }): Diagnostic {
  const map = scalarOffsetMapper(source, at);
  const start: Position = map(problem.loc[0]);
  const end: Position = map(problem.loc[1]);
  return { code: problem.code, severity: "error", message: problem.message, file: source.path, start, end, ...(problem.hint ? { hint: problem.hint } : {}) };
}

function program(source: SourceFile, at: (string | number)[], text: string, names: NameTable, out: Diagnostic[]): Statement[] | null {
  const parsed = parseProgram(text);
  if (!parsed.ok) {
    out.push(locate(source, at, { code: "CW301", message: `effect syntax: ${parsed.error.message}`, loc: [parsed.error.offset, parsed.error.endOffset], hint: "see the effect language reference in README.md" }));
    return null;
  }
  out.push(...checkProgram(parsed.value.body, names).map((p) => locate(source, at, p)));
  return parsed.value.body;
}

function condition(source: SourceFile, at: (string | number)[], text: string, names: NameTable, itType: "country" | "card" | null, out: Diagnostic[]): Expression | null {
  const parsed = parseExpression(text);
  if (!parsed.ok) {
    out.push(locate(source, at, { code: "CW301", message: `effect syntax: ${parsed.error.message}`, loc: [parsed.error.offset, parsed.error.endOffset] }));
    return null;
  }
  out.push(...checkCondition(parsed.value, names, itType).map((p) => locate(source, at, p)));
  return parsed.value;
}

export type { Side };
