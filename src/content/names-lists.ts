// The lists of a game's own data that its schemas' `names: { data: "rules.eras", key: "id" }`
// keywords name the entries of: where each such keyword is written (to blame it when its path leads
// to no list), and the ids a list has in the composed data. Some of a game's names are declared by
// its data, not by a kind the kernel knows: without this a scenario starting with a misspelt one
// passed `validate` and played with whatever the misspelling gave (nothing).
import { closest } from "../diagnostics/closest.js";
import type { Path } from "./raw.js";
import type { NamesList } from "./schemas.js";
import type { SourceFile } from "./yaml-source.js";

/** A `names: { data, key }` keyword of a schema, where it is written. */
export interface NamesListPlace {
  list: NamesList;
  source: SourceFile;
  /** The path of the keyword's value (the `names` key's) in the file. */
  at: Path;
}

/** Whether a `names` value is the list form (the kinds' form is a string or a list of strings). */
function isList(v: unknown): v is NamesList {
  return !!v && typeof v === "object" && !Array.isArray(v) && typeof (v as { data?: unknown }).data === "string";
}

/** Whether a `names` value has one of its forms: a kind, a list of kinds, or a list of the game's data. */
export function isNamesValue(v: unknown): boolean {
  return typeof v === "string" || (Array.isArray(v) && v.every((x) => typeof x === "string")) || isList(v);
}

/**
 * Every `names: { data, key }` in a schema (a game's data or scenario schema, a declared field's),
 * `at` the schema's place in `source`. Any key named `names` whose value has that form counts: a
 * property of that name has a schema as its value, which has no `data` string.
 */
export function namesListsIn(schema: unknown, source: SourceFile, at: Path): NamesListPlace[] {
  const out: NamesListPlace[] = [];
  const walk = (x: unknown, path: Path): void => {
    if (Array.isArray(x)) x.forEach((v, i) => walk(v, [...path, i]));
    else if (x && typeof x === "object") {
      for (const [k, v] of Object.entries(x)) {
        if (k === "names" && isList(v)) out.push({ list: v, source, at: [...path, k] });
        else walk(v, [...path, k]);
      }
    }
  };
  walk(schema, at);
  return out;
}

/** The key a list is known by (two keywords naming the same list share its ids). */
export function listKey(list: NamesList): string {
  return `${list.data}\u0000${list.key ?? ""}`;
}

/**
 * The ids of a list of the composed data: the `key` field of each entry of the list at the path,
 * or (no `key`) the keys of the map there or the strings of the list. A path that leads to nothing,
 * or to what is no list or map (or, with `key`, to a map), gives `{ missing }`: the path as far as
 * it leads, and the fields there (for a "did you mean"); a list none of whose entries has a text
 * as its `key` gives the whole path, and `keys`, the fields its entries have.
 */
export function idsOf(data: Record<string, unknown>, list: NamesList): { ids: Set<string> } | { missing: string; fields: string[]; keys?: string[] } {
  const parts = list.data.split(".");
  let at: unknown = data;
  for (let i = 0; i < parts.length; i++) {
    const here = at && typeof at === "object" && !Array.isArray(at) ? (at as Record<string, unknown>) : null;
    if (!here || !Object.hasOwn(here, parts[i]!)) return { missing: parts.slice(0, i + 1).join("."), fields: here ? Object.keys(here) : [] };
    at = here[parts[i]!];
  }
  if (Array.isArray(at)) {
    const ids = list.key === undefined ? at.filter((x) => typeof x === "string") : at.map((x) => (x && typeof x === "object" ? (x as Record<string, unknown>)[list.key!] : undefined)).filter((x) => typeof x === "string");
    // (A list none of whose entries has such an id: the keyword names the wrong list or field.)
    if (at.length && !ids.length) return { missing: list.data, fields: [], keys: [...new Set(at.flatMap((x) => (x && typeof x === "object" && !Array.isArray(x) ? Object.keys(x) : [])))] };
    return { ids: new Set(ids as string[]) };
  }
  if (at && typeof at === "object" && list.key === undefined) return { ids: new Set(Object.keys(at)) };
  return { missing: list.data, fields: [] };
}

/** The path meant where idsOf found none: the field misspelt replaced by the nearest there, the rest of the list's path kept; null when none is near. */
export function pathMeant(list: NamesList, found: { missing: string; fields: string[] }): string | null {
  const missing = found.missing.split(".");
  const near = closest(missing.at(-1)!, found.fields);
  return near ? [...missing.slice(0, -1), near, ...list.data.split(".").slice(missing.length)].join(".") : null;
}
