// A file's items left out of the checks because of schema errors of their own (quarantined): a
// card of a card file, a procedure or function of a procedures file, a space or a group of the
// board, an entry (a top-level key) of a data file. When every schema error of
// such a file falls inside some item, those items are left out and the rest of the game is checked
// as usual (names, code), so that one run reports the schema error and the other problems together.
// A card or procedures file whose errors are not all inside items (its top level is wrong, it is
// not YAML) is left out whole (wholeFile), as is a scenario file or an overlay (a variant, an
// option, a scenario laid over the game) with any error of its own: the game is whole without
// them. Any other file with such errors (the board or a data file too, when an error is not inside
// one of its spaces, groups or entries) still stops the checks (raw.ts): the rest of the game is made from it. What names a left-out item elsewhere reports
// nothing: its id is a name the designer meant, and mending its card makes it known again, so
// such errors would be a flood that says nothing new (suppressedReferences).
import type { Diagnostic, Position } from "../diagnostics/diagnostic.js";
import { nodeAt, rangeAt, type SourceFile } from "./yaml-source.js";
import { meantId } from "./schema-patterns.js";

/** The files whose items or whole may be left out: card files, procedures files, scenario files, overlays; the board's spaces and groups and data files' entries (never those files whole). */
export type QuarantineKind = "cards" | "routines" | "board" | "data" | "scenario" | "overlay";

/** An item left out of the checks: what it is, its id, and its file (for the user). */
export interface LeftOut {
  kind: "card" | "procedure" | "function" | "space" | "group" | "entry" | "file";
  id: string;
  file: string;
}

/** An item of a file that can be left out: its place in the file's data, and the names code and data call it by. */
interface Item {
  kind: LeftOut["kind"];
  id: string;
  at: (string | number)[];
  names: string[];
}

/** What was left out of one file: the items (by their place), and the names they went by. */
export interface FileLeftOut {
  items: LeftOut[];
  /** The indices of left-out cards in the file's `cards` (or spaces in the board's `spaces`), the places of the board's left-out groups (groupPlace), the keys of a data file's left-out entries, or the places of left-out routines (routinePlace). */
  places: Set<string | number>;
  names: string[];
  /** The whole file is left out (wholeFile). */
  whole?: true;
  /** A scenario or an overlay left out whose id is not known: no "unknown scenario, variant or option" is reported (it may be that one). */
  unnamed?: true;
}

/**
 * The items of a card file (`kind` cards), a procedures file (`routines`), the board (`board`:
 * its spaces and groups) or a data file (`data`: its entries) that `problems` (its schema errors) fall in, when every one falls inside an item;
 * else null (the file as a whole is wrong).
 */
export function leftOutOf(kind: "cards" | "routines" | "board" | "data", data: unknown, source: SourceFile, problems: readonly Diagnostic[]): FileLeftOut | null {
  const items = kind === "cards" ? cardItems(data) : kind === "board" ? boardItems(data) : kind === "data" ? entryItems(data) : routineItems(data);
  if (!items || !problems.length) return null;
  const ranges = items.map((item) => rangeAt(source, item.at));
  const hit = new Set<number>();
  for (const p of problems) {
    const i = ranges.findIndex((r) => !same(r.start, r.end) && !before(p.start, r.start) && !before(r.end, p.start));
    if (i < 0) return null;
    hit.add(i);
  }
  const chosen = [...hit].sort((a, b) => a - b).map((i) => items[i]!);
  return {
    items: chosen.map(({ kind, id }) => ({ kind, id, file: source.path })),
    places: new Set(chosen.map((item) => (item.kind === "card" || item.kind === "space" ? item.at[1]! : item.kind === "group" ? groupPlace(item.at[1] as number) : item.kind === "entry" ? item.at[0]! : routinePlace(item.at[0] as string, item.at[1] as string)))),
    // (A space or group whose id cannot be read may be any the game names: the names its text suggests.)
    names: chosen.flatMap((item) => ((item.kind === "space" || item.kind === "group") && !item.names.length ? wordsOf(source, item.at) : item.names)),
  };
}

/** A group's place in FileLeftOut.places (a space's is its index: the two lists are told apart). */
export function groupPlace(index: number): string {
  return `groups.${index}`;
}

/** A routine's place in FileLeftOut.places: its map (procedures or functions) and name. */
export function routinePlace(field: string, name: string): string {
  return `${field}.${name}`;
}

function cardItems(data: unknown): Item[] | null {
  const cards = (data as { cards?: unknown } | null)?.cards;
  if (!Array.isArray(cards)) return null;
  return cards.map((c, i) => {
    const card = (c ?? {}) as { id?: unknown; effects?: unknown };
    const id = typeof card.id === "string" ? card.id : `#${i + 1}`;
    // (A card's lasting effects are named by their own ids: has_effect(x), blocked_by.)
    const effects = Array.isArray(card.effects) ? card.effects.flatMap((e) => (typeof (e as { id?: unknown })?.id === "string" ? [(e as { id: string }).id] : [])) : [];
    // (An id not of the id form, `Asia-Scoring`: the rest of the game names the card by the id it means.)
    const meant = typeof card.id === "string" ? meantId(card.id) : null;
    return { kind: "card", id, at: ["cards", i], names: typeof card.id === "string" ? [card.id, ...(meant ? [meant] : []), ...effects] : effects };
  });
}

/**
 * The board's groups and spaces, each by its id: what names a space (adjacency, scenarios' set-up,
 * code) or a group (spaces' `groups:`, other groups' `parent:`, set-ups, code) names it by that.
 * A sub-group of a group left out stays: it is whole, only its `parent:` names what is missing.
 */
function boardItems(data: unknown): Item[] | null {
  const spaces = (data as { spaces?: unknown } | null)?.spaces;
  const groups = (data as { groups?: unknown } | null)?.groups ?? [];
  if (!Array.isArray(spaces) || !Array.isArray(groups)) return null;
  return [...groups.map((g, i) => idItem("group", g, ["groups", i], i)), ...spaces.map((s, i) => idItem("space", s, ["spaces", i], i))];
}

/** A space or group by its id (and the id it means, when not of the id form); `#n` when its id cannot be read. */
function idItem(kind: "space" | "group", value: unknown, at: (string | number)[], i: number): Item {
  const id = (value as { id?: unknown } | null)?.id;
  const meant = typeof id === "string" ? meantId(id) : null;
  return { kind, id: typeof id === "string" ? id : `#${i + 1}`, at, names: typeof id === "string" ? [id, ...(meant ? [meant] : [])] : [] };
}

/**
 * The words of an item's text that are not keys (its values: a misspelt `idd: cuba` gives cuba,
 * and the names it lists): the names a space whose id cannot be read may have gone by. Only used
 * to silence "unknown" errors, so a word too many costs at most a silenced report of that word.
 */
function wordsOf(source: SourceFile, at: (string | number)[]): string[] {
  const range = nodeAt(source, at)?.range;
  if (!range) return [];
  return [...new Set([...source.text.slice(range[0], range[1]).matchAll(/\b([A-Za-z_]\w*)\b(?!\s*:)/g)].map((m) => m[1]!))];
}

/**
 * A data file's entries: its top-level keys (the game's code reads them as `<data>.<key>…`, which
 * is not checked against the data, so no name needs silencing).
 */
function entryItems(data: unknown): Item[] | null {
  if (!data || typeof data !== "object" || Array.isArray(data)) return null;
  return Object.keys(data).map((key) => ({ kind: "entry", id: key, at: [key], names: [] }));
}

function routineItems(data: unknown): Item[] | null {
  if (!data || typeof data !== "object") return null;
  const out: Item[] = [];
  for (const [field, kind] of [["procedures", "procedure"], ["functions", "function"]] as const) {
    const map = (data as Record<string, unknown>)[field];
    if (map === undefined) continue;
    if (!map || typeof map !== "object" || Array.isArray(map)) return null;
    for (const name of Object.keys(map)) out.push({ kind, id: name, at: [field, name], names: [name] });
  }
  return out;
}

/**
 * A file left out whole (`data`: its data when it reads as YAML, else null). The names it declares
 * are taken from its data, or when it does not read, from its lines that look like an id's
 * `id: x` or `- id: x` (a cards file, a scenario, an overlay) or a routine's `  name:` (a
 * procedures file): what names them elsewhere then reports nothing either, as for an item left out.
 */
export function wholeFile(kind: QuarantineKind, data: unknown, source: SourceFile): FileLeftOut {
  const declared = data === null ? null : declaredNames(kind, data);
  const names = declared ?? namesInText(kind, source.text);
  // A scenario or overlay whose id cannot be read: what names a scenario, variant or option that
  // does not exist may name it (overlayUnknown).
  const unnamed = (kind === "scenario" || kind === "overlay") && typeof (data as { id?: unknown } | null)?.id !== "string" && !names.length;
  return { items: [{ kind: "file", id: source.path, file: source.path }], places: new Set(), names, whole: true, ...(unnamed ? { unnamed } : {}) };
}

/** The names a file's data declares: its cards and their effects, its routines, its own id (null: its layout is not its schema's). */
function declaredNames(kind: QuarantineKind, data: unknown): string[] | null {
  if (kind === "cards" || kind === "routines") return (kind === "cards" ? cardItems(data) : routineItems(data))?.flatMap((item) => item.names.filter((n) => !n.startsWith("#"))) ?? null;
  if (!data || typeof data !== "object" || Array.isArray(data)) return null;
  const d = data as { id?: unknown; effects?: unknown; cards?: { add?: unknown } };
  // An overlay's own effects and the cards it adds (with theirs) are named like a card file's.
  const effects = Array.isArray(d.effects) ? d.effects.flatMap((e) => (typeof (e as { id?: unknown })?.id === "string" ? [(e as { id: string }).id] : [])) : [];
  const added = kind === "overlay" && d.cards && typeof d.cards === "object" ? (cardItems({ cards: d.cards.add }) ?? []).flatMap((item) => item.names.filter((n) => !n.startsWith("#"))) : [];
  return [...(typeof d.id === "string" ? [d.id] : []), ...effects, ...added];
}

function namesInText(kind: QuarantineKind, text: string): string[] {
  const line = kind === "routines" ? /^ {2}([A-Za-z_]\w*):\s*(#.*)?$/gm : /^\s*-?\s*id:\s*["']?([A-Za-z_][\w]*)["']?\s*(#.*)?$/gm;
  return [...text.matchAll(line)].map((m) => m[1]!);
}

/**
 * The diagnostics but those of a name unknown because it is a left-out item's (every "unknown …"
 * message, diag.unknown_*, names it by its `id` or `name` argument).
 */
export function suppressedReferences(diagnostics: Diagnostic[], names: ReadonlySet<string>, overlayUnknown = false): Diagnostic[] {
  if (!names.size && !overlayUnknown) return diagnostics;
  return diagnostics.filter((d) => {
    if (!d.key || !UNKNOWN_KEY.test(d.key)) return true;
    if (overlayUnknown && UNKNOWN_OVERLAY_KEYS.has(d.key)) return false;
    const named = d.args?.["id"] ?? d.args?.["name"];
    return !(typeof named === "string" && names.has(named));
  });
}

/** The keys of "unknown scenario, variant or option" (a selection's, a `requires:` or `conflicts:` entry's). */
const UNKNOWN_OVERLAY_KEYS = new Set(["diag.unknown_overlay", "diag.unknown_overlay_ref"]);

/** The message keys of "unknown …" diagnostics (diag.unknown_name, diag.unknown_card, …). */
const UNKNOWN_KEY = /^diag\.unknown_/;

function before(a: Position, b: Position): boolean {
  return a.line < b.line || (a.line === b.line && a.column < b.column);
}

function same(a: Position, b: Position): boolean {
  return a.line === b.line && a.column === b.column;
}
