// The strings of a game's content that no check of the content reads: a card's name and text, a
// procedure's or function's doc and its parameters' docs; and the values of a card's fields of
// the game's own (`ops`, `era` …, see CHECKED_CARD_FIELDS in declare.ts). The schemas see them
// only as values (a type or bound error is the schema check's, which the file memo runs again when
// it cannot tell: see schema-strings.ts), no overlay's check sees them (outsideOverlays in
// load.ts), and the code's checks are of the code's text with the names in scope, not of a card's
// name, its Ops value or a routine's doc; declarations carry them as they are (a lasting effect
// without a name of its own is called by its card's). So an edit of these alone leaves every
// diagnostic of the content where it was, and its counts, unless a diagnostic was placed in the
// edited text (its place may move): validate keeps the content's part of its report then, and only
// the translations (whose English names and texts are, not the game's own fields) are checked
// again.
import type { RawGame, RoutineRaw, RoutinesFile } from "./raw.js";
import { deepEqual } from "./yaml-chunks.js";
import { CHECKED_CARD_FIELDS } from "./declare.js";

/**
 * Whether each of the `changed` files is a card or procedure file of `raw` whose data is the data
 * it had (`before`, by path) but for its unchecked strings.
 */
export function onlyUncheckedStrings(raw: RawGame, changed: readonly string[], before: ReadonlyMap<string, unknown>): boolean {
  const cardFiles = new Set(raw.cards.map((c) => c.source.path));
  const routineFiles = new Map(raw.routines.map((r) => [r.source.path, r.source.data]));
  const cardData = new Map(raw.cards.map((c) => [c.source.path, c.source.data]));
  return changed.length > 0 && changed.every((path) => {
    const was = before.get(path);
    if (was === undefined || was === null) return false;
    if (cardFiles.has(path)) return sameCheckedData("cards", was, cardData.get(path));
    if (routineFiles.has(path)) return sameCheckedData("routines", was, routineFiles.get(path));
    return false;
  });
}

/** Whether a card file's (`cards`) or procedure file's (`routines`) data `after` is `before` but for its unchecked strings. */
export function sameCheckedData(kind: "cards" | "routines", before: unknown, after: unknown): boolean {
  return kind === "cards" ? deepEqual(checkedCards(before), checkedCards(after)) : deepEqual(checkedRoutines(before), checkedRoutines(after));
}

/** The card and procedure files of a game (those whose unchecked strings onlyUncheckedStrings knows), by path. */
export function uncheckedStringFiles(raw: RawGame): { cards: string[]; routines: string[] } {
  return { cards: [...new Set(raw.cards.map((c) => c.source.path))], routines: [...new Set(raw.routines.map((r) => r.source.path))] };
}

/** The fields of a card that a check reads: CHECKED_CARD_FIELDS and its code. */
const CARD_FIELDS_READ = [...CHECKED_CARD_FIELDS, "event", "prerequisite"];

/**
 * A card file's data with only the fields of its cards a check reads (not their names and texts,
 * nor the game's own fields). (A key that is no field at all is the schema check's error: the
 * callers ask that it still finds none.)
 */
function checkedCards(data: unknown): unknown {
  const d = data as { cards?: unknown } | null;
  if (!d || typeof d !== "object" || !Array.isArray(d.cards)) return data;
  return { ...d, cards: d.cards.map((c) => (c && typeof c === "object" ? CARD_FIELDS_READ.map((k) => (c as Record<string, unknown>)[k]) : c)) };
}

/** A procedure file's data without its routines' docs and their parameters' docs. */
function checkedRoutines(data: unknown): unknown {
  const d = data as RoutinesFile | null;
  if (!d || typeof d !== "object") return data;
  const undocumented = (routines: Record<string, RoutineRaw> | undefined) =>
    routines && typeof routines === "object"
      ? Object.fromEntries(Object.entries(routines).map(([name, r]) => [name, r && typeof r === "object" ? (({ doc: _d, params, ...rest }) => ({ ...rest, ...(params !== undefined ? { params: Array.isArray(params) ? params.map((p) => (p && typeof p === "object" ? (({ doc: _pd, ...q }) => q)(p) : p)) : params } : {}) }))(r) : r]))
      : routines;
  return { ...d, procedures: undocumented(d.procedures), functions: undocumented(d.functions) };
}
