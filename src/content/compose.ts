// Composition of overlays (scenarios, variants, options) over the base game, at the level of the
// validated YAML data, so the compiled game sees one consistent board, data set and card list.
// Each piece keeps where it came from (file and path) so diagnostics still point into its file.
import type { CardRaw, Located, OverlayFile, Path, RawGame, ScenarioRaw } from "./raw.js";
import type { SourceFile } from "./yaml-source.js";
import type { MessagePart } from "../diagnostics/diagnostic.js";
import { validateData } from "./schemas.js";
import { closest } from "../diagnostics/closest.js";

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
  key?: string;
  args?: Record<string, string | number>;
  hintKey?: string;
  hintArgs?: Record<string, string | number>;
  /** Arguments of `key` that are messages of their own (Diagnostic.parts: a schema error inside "… (after applying x)"). */
  parts?: Record<string, MessagePart>;
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
      problems.push({ code: "CW501", message: `\`${id}\` is ${article(o.data.kind)}, not ${article(kind)}`, source: o.source, at: [...o.at, "kind"], hint: `use --${o.data.kind} ${id}`, key: "diag.overlay_wrong_kind", args: { id, is: o.data.kind, expected: kind }, hintKey: "diag.hint.use_flag", hintArgs: { kind: o.data.kind, id } });
      return true;
    }
    chosen.push(o);
    return true;
  };
  const scenarioIsOverlay = byId.has(selection.scenario) ? pick(selection.scenario, "scenario") : false;
  for (const v of selection.variants) if (!pick(v, "variant")) problems.push(unknown(raw, v, "variant"));
  for (const o of selection.options) if (!pick(o, "option")) problems.push(unknown(raw, o, "option"));
  const on = new Set([...chosen.map((o) => o.data.id), selection.scenario, ...selection.options]);
  for (const o of chosen) {
    (o.data.requires ?? []).forEach((r, i) => {
      if (!on.has(r)) problems.push({ code: "CW502", message: `${o.data.id} requires ${r}`, source: o.source, at: [...o.at, "requires", i], hint: `add ${r} to the game`, key: "diag.overlay_requires", args: { id: o.data.id, required: r }, hintKey: "diag.hint.add_overlay", hintArgs: { required: r } });
    });
    (o.data.conflicts ?? []).forEach((c, i) => {
      if (on.has(c)) problems.push({ code: "CW503", message: `${o.data.id} cannot be combined with ${c}`, source: o.source, at: [...o.at, "conflicts", i], key: "diag.overlay_conflicts", args: { id: o.data.id, other: c } });
    });
  }

  let board = raw.board;
  const data = { ...raw.data };
  let cards = [...raw.cards];
  // Every card id of the game's files: its card files' and every overlay's added cards.
  let allCards: Set<string> | null = null;
  const anyCard = () => (allCards ??= new Set([...raw.cards.map((c) => c.data.id), ...raw.overlays.flatMap((o) => (o.data.cards?.add ?? []).map((c) => c.id))]));
  let scenarios = [...raw.scenarios];
  const effects = [...raw.effects];
  const changes: ScenarioChange[] = [];
  for (const o of chosen) {
    const d = o.data;
    (d.effects ?? []).forEach((e, i) => effects.push({ data: e, source: o.source, at: [...o.at, "effects", i] }));
    if (d.scenario_changes || d.scenario_append) changes.push({ source: o.source, at: o.at, merge: d.scenario_changes ?? {}, append: d.scenario_append ?? {} });
    if (d.scenario) scenarios = [...scenarios.filter((s) => s.data.id !== d.id), { data: { ...d.scenario, id: d.id, name: d.name, description: d.description } as ScenarioRaw, source: o.source, at: [...o.at, "scenario"] }];
    if (d.board?.spaces?.length || d.board?.groups?.length) {
      const baseSpaces = board.data.spaces;
      const baseGroups = board.data.groups ?? [];
      const spaces = replaceById(baseSpaces, d.board.spaces ?? []);
      const groups = replaceById(baseGroups, d.board.groups ?? []);
      // A replaced space leaves the list and its new form goes last: the board file's spaces
      // after it move up, so each keeps its index in the file (declare.ts places problems by it).
      const spaceIndex = spaces.map((x) => fileIndex(baseSpaces, board.spaceIndex, x));
      const groupIndex = groups.map((x) => fileIndex(baseGroups, board.groupIndex, x));
      const overlaySpaces = new Map(board.overlaySpaces ?? []);
      (d.board.spaces ?? []).forEach((s, i) => overlaySpaces.set(s.id, { source: o.source, at: [...o.at, "board", "spaces", i] }));
      const overlayGroups = new Map(board.overlayGroups ?? []);
      (d.board.groups ?? []).forEach((g, i) => overlayGroups.set(g.id, { source: o.source, at: [...o.at, "board", "groups", i] }));
      board = { ...board, data: { ...board.data, spaces, groups }, overlaySpaces, overlayGroups, spaceIndex, groupIndex } as typeof board;
    }
    for (const [name, change] of Object.entries(d.data ?? {})) {
      const base = data[name];
      if (!base) {
        problems.push({ code: "CW402", message: `unknown data \`${name}\``, source: o.source, at: [...o.at, "data", name], hint: `the game's data: ${Object.keys(data).join(", ") || "none"}`, key: "diag.unknown_data", args: { id: name }, hintKey: "diag.hint.data", hintArgs: { data: Object.keys(data).join(", ") || "none" } });
        continue;
      }
      const merged = deepMerge(base.data, change) as Record<string, unknown>;
      data[name] = { ...base, data: merged };
      // (Not with entries of the file left out: the merged data lacks them, and would not match its schema.)
      const v = raw.leftOut?.items.some((x) => x.kind === "entry" && x.file === base.source.path) ? null : raw.dataValidators[name];
      if (v) for (const e of validateData(v, merged, name)) problems.push({ code: e.code, message: `${e.message} (after applying ${d.id})`, source: o.source, at: [...o.at, "data", name, ...e.path], ...schemaProblemIn("diag.schema_after_overlay", e, d.id) });
    }
    const removed = new Set(d.cards?.remove ?? []);
    // A card no file of the game has (a misspelt id) would be removed silently: nothing would change.
    (d.cards?.remove ?? []).forEach((id, i) => {
      if (!anyCard().has(id)) problems.push(unknownCard(id, anyCard(), o.source, [...o.at, "cards", "remove", i]));
    });
    cards = cards.filter((c) => !removed.has(c.data.id));
    // `add:` brings new cards: one whose id the game has already (after this overlay's `remove:`)
    // would silently replace it, so it is refused at its id, saying how to change or replace one.
    const had = new Map(cards.map((c) => [c.data.id, c]));
    (d.cards?.add ?? []).forEach((c, i) => {
      const old = had.get(c.id);
      if (!old) return;
      problems.push({
        code: "CW401", message: `card \`${c.id}\` exists already (in ${old.source.path})`, source: o.source, at: [...o.at, "cards", "add", i, "id"],
        hint: `to change some of its fields, write them under \`cards: change:\` (with \`id: ${c.id}\`); to replace it whole, list it under \`cards: remove:\` too; a new card needs a new id`,
        key: "diag.card_exists", args: { id: c.id, file: old.source.path }, hintKey: "diag.hint.card_exists", hintArgs: { id: c.id },
      });
    });
    const replaced = new Set((d.cards?.add ?? []).map((c) => c.id));
    cards = cards.filter((c) => !replaced.has(c.data.id));
    (d.cards?.add ?? []).forEach((c, i) => cards.push({ data: c, source: o.source, at: [...o.at, "cards", "add", i] }));
    (d.cards?.change ?? []).forEach((change, i) => {
      const at = cards.findIndex((c) => c.data.id === change.id);
      if (at < 0) {
        problems.push(unknownCard(change.id, new Set(cards.map((c) => c.data.id)), o.source, [...o.at, "cards", "change", i, "id"]));
        return;
      }
      // The changed card's code now comes from the overlay when it changes it: point there.
      const changesCode = "event" in change || "prerequisite" in change || "effects" in change;
      cards[at] = { data: { ...cards[at]!.data, ...change } as CardRaw, source: changesCode ? o.source : cards[at]!.source, at: changesCode ? [...o.at, "cards", "change", i] : cards[at]!.at };
    });
  }
  if (!scenarioIsOverlay && !scenarios.some((s) => s.data.id === selection.scenario)) problems.push(unknown(raw, selection.scenario, "scenario"));
  // Variants and options change the chosen scenario last, whatever it is.
  scenarios = scenarios.map((s) => {
    if (s.data.id !== selection.scenario || !changes.length) return s;
    let scenario = s.data as Record<string, unknown>;
    for (const c of changes) {
      scenario = deepMerge(scenario, c.merge) as Record<string, unknown>;
      for (const [k, items] of Object.entries(c.append)) scenario = { ...scenario, [k]: [...((scenario[k] as unknown[] | undefined) ?? []), ...items] };
    }
    if (raw.scenarioValidator) {
      const written = writtenAt(changes, s.data as Record<string, unknown>);
      for (const e of validateData(raw.scenarioValidator, scenario, s.data.id)) problems.push({ code: e.code, message: `${e.message} (in ${s.data.id} after the variants and options)`, ...written(e.path), ...schemaProblemIn("diag.schema_after_changes", e, s.data.id) });
    }
    return { ...s, data: scenario as ScenarioRaw };
  });
  return { game: { ...raw, board, data, cards, scenarios, effects }, problems };
}

/**
 * A schema error of composed data as a message of `key` ("{problem} (after applying {id})"), the
 * error its part: in any language, the error's own words (schemas.ts) inside the sentence.
 */
function schemaProblemIn(key: string, e: ReturnType<typeof validateData>[number], id: string): Pick<ComposeProblem, "key" | "args" | "parts" | "hint" | "hintKey" | "hintArgs"> {
  const problem: MessagePart = { key: e.key!, ...(e.args ? { args: e.args } : {}), ...(e.parts ? { parts: e.parts } : {}) };
  return { key, args: { problem: e.message, id }, parts: { problem }, ...(e.hint ? { hint: e.hint } : {}), ...(e.hintKey ? { hintKey: e.hintKey, hintArgs: e.hintArgs as Record<string, string | number> } : {}) };
}

/** A variant's or option's change of the chosen scenario, in the order they apply. */
interface ScenarioChange {
  source: SourceFile;
  at: Path;
  merge: Record<string, unknown>;
  append: Record<string, unknown[]>;
}

/**
 * Where a value of the scenario `changes` made from `base` was written: for the path of a schema
 * error in the result, the overlay and place in it of the change that wrote that value last (an
 * item appended by `scenario_append`, or a value of `scenario_changes`, as deep as the change
 * goes), so the error points at what to mend. A path no change wrote (the scenario's own data, or
 * its top) is put at the last change's own field.
 */
function writtenAt(changes: readonly ScenarioChange[], base: Record<string, unknown>): (path: readonly (string | number)[]) => { source: SourceFile; at: Path } {
  // Where each change's appended items start in the list it appends to, as the lists grew.
  const lengths = new Map(Object.entries(base).map(([k, v]) => [k, Array.isArray(v) ? v.length : 0]));
  const starts = changes.map((c) => {
    for (const k of Object.keys(c.merge)) lengths.set(k, Array.isArray(c.merge[k]) ? (c.merge[k] as unknown[]).length : 0);
    const start: Record<string, number> = {};
    for (const [k, items] of Object.entries(c.append)) {
      start[k] = lengths.get(k) ?? 0;
      lengths.set(k, start[k]! + items.length);
    }
    return start;
  });
  return (path) => {
    const [key, index] = path;
    for (let i = changes.length - 1; i >= 0; i--) {
      const c = changes[i]!;
      const start = typeof key === "string" ? starts[i]![key] : undefined;
      if (start !== undefined && typeof index === "number" && index >= start && index < start + c.append[key as string]!.length) {
        return { source: c.source, at: [...c.at, "scenario_append", key as string, index - start, ...path.slice(2)] };
      }
      // The change's own data along the path: it wrote the value when it has the whole path, or
      // a list or a plain value above it (which replaces the scenario's whole); a map of it that
      // lacks the next key merged into the scenario's, so that value came from before.
      const within: (string | number)[] = [];
      let node: unknown = c.merge;
      for (const part of path) {
        if (!isPlainObject(node) && !Array.isArray(node)) break;
        if (!(part in node)) break;
        node = (node as Record<string | number, unknown>)[part];
        within.push(part);
      }
      if (within.length && (within.length === path.length || !isPlainObject(node))) return { source: c.source, at: [...c.at, "scenario_changes", ...within] };
    }
    const last = changes[changes.length - 1]!;
    return { source: last.source, at: [...last.at, Object.keys(last.merge).length ? "scenario_changes" : "scenario_append"] };
  };
}

/** "unknown card" at a card id an overlay names, with the nearest of `known` when one is near. */
function unknownCard(id: string, known: ReadonlySet<string>, source: SourceFile, at: Path): ComposeProblem {
  const near = closest(id, known);
  return { code: "CW402", message: `unknown card \`${id}\``, source, at, key: "diag.unknown_card", args: { id }, ...(near ? { hint: `did you mean \`${near}\`?`, hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion: near } } : {}) };
}

/** The index in the board file of `item`, one of `base` (whose file indices are `index`, when an overlay changed it before) or an overlay's (undefined). */
function fileIndex<T>(base: readonly T[], index: readonly (number | undefined)[] | undefined, item: T): number | undefined {
  const at = base.indexOf(item);
  return at < 0 ? undefined : index ? index[at] : at;
}

function replaceById<T extends { id: string }>(base: T[], added: T[]): T[] {
  const ids = new Set(added.map((x) => x.id));
  return [...base.filter((x) => !ids.has(x.id)), ...added];
}

function unknown(raw: RawGame, id: string, kind: string): ComposeProblem {
  const known = raw.overlays.filter((o) => o.data.kind === kind).map((o) => o.data.id);
  if (kind === "scenario") known.unshift(...raw.scenarios.map((s) => s.data.id));
  // A near miss (latewar, late-war) or the start of one name (chinese): that name, not the list.
  const starting = known.filter((k) => id.length >= 3 && k.startsWith(id));
  const near = closest(id, known) ?? (starting.length === 1 ? starting[0]! : null);
  if (near) return { code: "CW504", message: `unknown ${kind} \`${id}\``, source: raw.manifest.source, at: [], hint: `did you mean \`${near}\`?`, key: "diag.unknown_overlay", args: { kind, id }, hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion: near } };
  return {
    code: "CW504", message: `unknown ${kind} \`${id}\``, source: raw.manifest.source, at: [], hint: known.length ? `known: ${known.join(", ")}` : `no ${kind} is defined`,
    key: "diag.unknown_overlay", args: { kind, id }, ...(known.length ? { hintKey: "diag.hint.known", hintArgs: { known: known.join(", ") } } : { hintKey: "diag.hint.none_defined", hintArgs: { kind } }),
  };
}

export function deepMerge(base: unknown, over: unknown): unknown {
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

declare module "./raw.js" {
  interface Located<T> {
    /** For the board: spaces an overlay added or replaced, and where (their one-sided links are allowed; their problems are the overlay's). */
    overlaySpaces?: Map<string, { source: SourceFile; at: Path }>;
    /** For the board: groups an overlay added or replaced, and where. */
    overlayGroups?: Map<string, { source: SourceFile; at: Path }>;
    /** For the board after an overlay changed its spaces: each space's index in the board file (undefined: an overlay's). */
    spaceIndex?: (number | undefined)[];
    /** The same for its groups. */
    groupIndex?: (number | undefined)[];
  }
}

/** "an option", "a variant", "a scenario": the English message's words (translations say their own). */
function article(kind: string): string {
  return /^[aeiou]/.test(kind) ? `an ${kind}` : `a ${kind}`;
}
