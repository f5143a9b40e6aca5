// Composition of overlays (scenarios, variants, options) over the base game, at the level of the
// validated YAML data, so the compiled game sees one consistent map, rule set and card list.
// Each piece keeps where it came from (file and path) so diagnostics still point into its file.
import type { CardsFile, MapFile, OverlayFile, RulesFile, ScenarioFile } from "../generated/content-types.js";
import type { SourceFile } from "./yaml-source.js";
import { validateData } from "./schemas.js";

/** Checks composed data against its schema; paths are relative to the data. */
function validateMerged(kind: "rules" | "scenario", data: unknown): { code: string; message: string; path: Path }[] {
  return validateData(kind, data);
}

export type Path = (string | number)[];
export interface Located<T> {
  data: T;
  source: SourceFile;
  at: Path;
}

type EffectRaw = NonNullable<CardsFile["cards"][number]["effects"]>[number];

export interface RawGame {
  /** Lasting effects declared by overlays rather than cards. */
  effects?: Located<EffectRaw>[];
  /**
   * Where the pieces an overlay put into the map or the scenario were written (a country it adds,
   * its scenario changes, start effects and extra setup), by the object itself: see `placeOf`.
   */
  origins?: WeakMap<object, { source: SourceFile; at: Path }>;
  map: Located<MapFile>;
  rules: Located<RulesFile>;
  cards: Located<CardsFile["cards"][number]>[];
  scenarios: Located<ScenarioFile>[];
  overlays: Located<OverlayFile>[];
}

export interface Selection {
  scenario: string;
  variants: string[];
  options: string[];
}

export interface ComposeProblem {
  code: string;
  message: string;
  source: SourceFile;
  at: Path;
  hint?: string;
  /** Message keys and arguments for translations (see Diagnostic). */
  key?: string;
  args?: Record<string, string | number>;
  hintKey?: string;
  hintArgs?: Record<string, string | number>;
}

/**
 * Lays the selected overlays over the base data. Order: the scenario, then the variants in the
 * order given, then the options; a later overlay wins where two change the same thing.
 */
export function compose(raw: RawGame, selection: Selection): { game: RawGame; problems: ComposeProblem[] } {
  const problems: ComposeProblem[] = [];
  const byId = new Map(raw.overlays.map((o) => [o.data.id, o]));
  const chosen: Located<OverlayFile>[] = [];
  const pick = (id: string, kind: OverlayFile["kind"]) => {
    const o = byId.get(id);
    if (!o) return false;
    if (o.data.kind !== kind) {
      problems.push({ code: "CW501", message: `\`${id}\` is a ${o.data.kind}, not a ${kind}`, source: o.source, at: [...o.at, "kind"], hint: `use --${o.data.kind} ${id}`, key: "diag.overlay_wrong_kind", args: { id, is: o.data.kind, expected: kind }, hintKey: "diag.hint.use_flag", hintArgs: { kind: o.data.kind, id } });
      return true;
    }
    chosen.push(o);
    return true;
  };
  const scenarioIsOverlay = byId.has(selection.scenario) ? pick(selection.scenario, "scenario") : false;
  for (const v of selection.variants) if (!pick(v, "variant")) problems.push(unknown(raw, v, "variant"));
  for (const o of selection.options) if (!pick(o, "option") && !isCardOption(raw, o)) problems.push(unknown(raw, o, "option"));
  const on = new Set([...chosen.map((o) => o.data.id), selection.scenario, ...selection.options]);
  for (const o of chosen) {
    (o.data.requires ?? []).forEach((r, i) => {
      if (!on.has(r)) problems.push({ code: "CW502", message: `${o.data.id} requires ${r}`, source: o.source, at: [...o.at, "requires", i], hint: `add ${r} to the game`, key: "diag.overlay_requires", args: { id: o.data.id, required: r }, hintKey: "diag.hint.add_overlay", hintArgs: { required: r } });
    });
    (o.data.conflicts ?? []).forEach((c, i) => {
      if (on.has(c)) problems.push({ code: "CW503", message: `${o.data.id} cannot be combined with ${c}`, source: o.source, at: [...o.at, "conflicts", i], key: "diag.overlay_conflicts", args: { id: o.data.id, other: c } });
    });
  }

  const origins = new WeakMap<object, { source: SourceFile; at: Path }>();
  /** Records where `value` and everything inside it was written. */
  const wrote = (value: unknown, source: SourceFile, at: Path): void => {
    if (!value || typeof value !== "object") return;
    origins.set(value, { source, at });
    for (const [k, v] of Object.entries(value)) wrote(v, source, [...at, Array.isArray(value) ? Number(k) : k]);
  };
  let map = raw.map;
  let rules = raw.rules;
  let cards = [...raw.cards];
  let scenarios = [...raw.scenarios];
  const effects: Located<EffectRaw>[] = [];
  const changes: { changes: Record<string, unknown>; startEffects: { id: string; owner: "us" | "ussr" }[]; extraSetup: ScenarioFile["setup"] }[] = [];
  for (const o of chosen) {
    const d = o.data;
    wrote(d.map?.countries, o.source, [...o.at, "map", "countries"]);
    wrote(d.scenario_changes, o.source, [...o.at, "scenario_changes"]);
    wrote(d.start_effects, o.source, [...o.at, "start_effects"]);
    wrote(d.extra_setup, o.source, [...o.at, "extra_setup"]);
    (d.effects ?? []).forEach((e, i) => effects.push({ data: e, source: o.source, at: [...o.at, "effects", i] }));
    if (d.scenario_changes || d.start_effects || d.extra_setup) changes.push({ changes: d.scenario_changes ?? {}, startEffects: d.start_effects ?? [], extraSetup: d.extra_setup ?? [] });
    if (d.scenario) scenarios = [...scenarios.filter((s) => s.data.id !== d.id), { data: { ...d.scenario, id: d.id, name: d.name, description: d.description }, source: o.source, at: [...o.at, "scenario"] }];
    if (d.map?.countries?.length) {
      const added = new Map(d.map.countries.map((c) => [c.id, c]));
      const countries = [...map.data.countries.filter((c) => !added.has(c.id)), ...d.map.countries];
      map = { ...map, data: { ...map.data, countries } };
    }
    if (d.rules) {
      rules = { ...rules, data: deepMerge(rules.data, d.rules) as RulesFile };
      for (const e of validateMerged("rules", rules.data)) problems.push({ code: e.code, message: `${e.message} (after applying ${d.id})`, source: o.source, at: [...o.at, "rules", ...e.path] });
    }
    const removed = new Set(d.cards?.remove ?? []);
    const replaced = new Set((d.cards?.add ?? []).map((c) => c.id));
    cards = cards.filter((c) => !removed.has(c.data.id) && !replaced.has(c.data.id));
    (d.cards?.add ?? []).forEach((c, i) => cards.push({ data: c, source: o.source, at: [...o.at, "cards", "add", i] }));
    (d.cards?.change ?? []).forEach((change, i) => {
      const at = cards.findIndex((c) => c.data.id === change.id);
      if (at < 0) {
        problems.push({ code: "CW402", message: `unknown card \`${change.id}\``, source: o.source, at: [...o.at, "cards", "change", i, "id"], key: "diag.unknown_card", args: { id: change.id } });
        return;
      }
      // The changed card's code now comes from the overlay: point its diagnostics there.
      cards[at] = { data: { ...cards[at]!.data, ...change } as CardsFile["cards"][number], source: o.source, at: [...o.at, "cards", "change", i] };
    });
    for (const id of d.cards?.include_optional ?? []) {
      const at = cards.findIndex((c) => c.data.id === id);
      if (at >= 0) cards[at] = { ...cards[at]!, data: { ...cards[at]!.data, option: d.id } };
    }
  }
  if (!scenarioIsOverlay && !scenarios.some((s) => s.data.id === selection.scenario)) problems.push(unknown(raw, selection.scenario, "scenario"));
  // Variants and options change the chosen scenario last, whatever it is.
  scenarios = scenarios.map((s) => {
    if (s.data.id !== selection.scenario || !changes.length) return s;
    let data = s.data;
    for (const c of changes) {
      data = deepMerge(data, c.changes) as ScenarioFile;
      data = { ...data, effects: [...(data.effects ?? []), ...c.startEffects], setup: [...data.setup, ...c.extraSetup] };
    }
    for (const e of validateMerged("scenario", data)) {
      // In the overlay that wrote the faulty value; otherwise in the first one that changes the scenario.
      const first = chosen.find((o) => o.data.scenario_changes);
      const place = placeOf(origins, data, first?.source ?? s.source, first ? [...first.at, "scenario_changes"] : s.at, e.path);
      problems.push({ code: e.code, message: `${e.message} (in ${s.data.id} after the variants and options)`, source: place.source, at: place.at });
    }
    return { ...s, data };
  });
  return { game: { map, rules, cards, scenarios, overlays: raw.overlays, effects, origins }, problems };
}

/**
 * Where the value at `path` inside composed `data` was written: in the overlay that put it (or
 * the value around it) there, else at `at` + `path` in `source`, the file `data` comes from.
 */
export function placeOf(origins: RawGame["origins"], data: unknown, source: SourceFile, at: Path, path: Path): { source: SourceFile; at: Path } {
  let place = { source, at: [...at, ...path] };
  let node = data;
  for (let k = 0; k < path.length && node && typeof node === "object"; k++) {
    node = (node as Record<string | number, unknown>)[path[k]!];
    const o = node && typeof node === "object" ? origins?.get(node) : undefined;
    if (o) place = { source: o.source, at: [...o.at, ...path.slice(k + 1)] };
  }
  return place;
}

function isCardOption(raw: RawGame, option: string): boolean {
  return raw.cards.some((c) => c.data.optional && (c.data.option ?? "optional_cards") === option);
}

function unknown(raw: RawGame, id: string, kind: string): ComposeProblem {
  const known = raw.overlays.filter((o) => o.data.kind === kind).map((o) => o.data.id);
  if (kind === "scenario") known.unshift(...raw.scenarios.map((s) => s.data.id));
  return {
    code: "CW504", message: `unknown ${kind} \`${id}\``, source: raw.map.source, at: [], hint: known.length ? `known: ${known.join(", ")}` : `no ${kind} is defined`,
    key: "diag.unknown_overlay", args: { kind, id }, ...(known.length ? { hintKey: "diag.hint.known", hintArgs: { known: known.join(", ") } } : { hintKey: "diag.hint.none_defined", hintArgs: { kind } }),
  };
}

function deepMerge(base: unknown, over: unknown): unknown {
  if (isPlainObject(base) && isPlainObject(over)) {
    const out: Record<string, unknown> = { ...base };
    for (const [k, v] of Object.entries(over)) out[k] = k in base ? deepMerge(base[k], v) : v;
    return out;
  }
  return over;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
