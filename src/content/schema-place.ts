// Where a schema error is, said as a designer names things: the item of a list by its id and the
// game's word for its kind ("<term> `<id>`: `<key>`", the word from the game's `terms:` when the
// translator speaks), not by the path ajv gives (`spaces.3.<key>`). An item with no
// readable id is numbered from 1; keys below the item are kept as a short path after it.
import type { MessagePart } from "../diagnostics/diagnostic.js";

type Path = (string | number)[];

/** A place: its English (the kernel's words) and the message that words it in any language; none for the file itself. */
export interface SchemaPlace {
  english: string;
  part?: MessagePart;
}

/**
 * The lists whose items are a kind the kernel has a word for (a game's `terms:` may rename it),
 * by the file's label (validateAgainstSchema's) and the list's keys from the root.
 */
const TERM_LISTS: Record<string, Record<string, "space" | "group" | "card">> = {
  board: { spaces: "space", groups: "group" },
  cards: { cards: "card" },
  overlay: { "cards.add": "card", "cards.change": "card" },
};

/** The maps of a procedures file whose keys name routines. */
const ROUTINE_MAPS: Record<string, "procedure" | "function"> = { procedures: "procedure", functions: "function" };

/** The kernel's English words for the kinds TERM_LISTS names (en.yaml's term.<kind>). */
const KIND_WORDS = { space: "space", group: "group", card: "card" } as const;

/**
 * The place of `path` in `data` (the data the schema checked, labelled `label`): the outermost item
 * it is in (a list's element, a procedures file's routine) and the keys below it. `key`: a key of
 * the map at `path` that is itself wrong (propertyNames).
 */
export function schemaPlace(label: string, data: unknown, path: Path, key?: string): SchemaPlace {
  const place = itemPlace(label, data, path);
  if (key === undefined) return place;
  const where = place.part ? { where: place.english } : { where: "root" };
  return {
    english: `the key \`${key}\` in ${place.english}`,
    part: { key: "diag.schema_at_key", args: { key, kind: label, ...where }, ...(place.part ? { parts: { where: place.part } } : {}) },
  };
}

function itemPlace(label: string, data: unknown, path: Path): SchemaPlace {
  if (!path.length) return { english: `the ${label} file` };
  let node: unknown = data;
  for (let i = 0; i < path.length; i++) {
    const step = path[i]!;
    const above = path.slice(0, i);
    const rest = path.slice(i + 1);
    const inner = shortPath(rest);
    const inside = rest.length ? "yes" : "no";
    const tail = rest.length ? `: \`${inner}\`` : "";
    // A routine of a procedures file, by its name.
    if (label === "routines" && i === 1 && typeof step === "string" && ROUTINE_MAPS[String(path[0])]) {
      const kind = ROUTINE_MAPS[String(path[0])]!;
      return { english: `${kind} \`${step}\`${tail}`, part: { key: "diag.schema_at_routine", args: { kind, id: step, inside, path: inner } } };
    }
    const element = typeof step === "number" && Array.isArray(node) ? (node[step] as unknown) : undefined;
    if (typeof step === "number" && Array.isArray(node)) {
      const id = (element as { id?: unknown } | null)?.id;
      const list = shortPath(above);
      const term = TERM_LISTS[label]?.[above.join(".")];
      const readable = typeof id === "string" && id.trim() !== "" ? id : null;
      if (term && readable) return { english: `${KIND_WORDS[term]} \`${readable}\`${tail}`, part: { key: "diag.schema_at_term", args: { kind: term, id: readable, inside, path: inner } } };
      if (term) return { english: `${KIND_WORDS[term]} number ${step + 1}${tail}`, part: { key: "diag.schema_at_term_number", args: { kind: term, n: step + 1, inside, path: inner } } };
      // A list of the file's own with ids (a game's sides, a rules table's rows): its entry by id.
      if (readable) return { english: `entry \`${readable}\` of \`${list}\`${tail}`, part: { key: "diag.schema_at_entry", args: { list, id: readable, inside, path: inner } } };
    }
    node = node !== null && typeof node === "object" ? (node as Record<string | number, unknown>)[step] : undefined;
  }
  // No item with an id on the way: the keys as a short path.
  const whole = shortPath(path);
  return { english: `\`${whole}\``, part: { key: "diag.schema_at_path", args: { path: whole } } };
}

/** Keys joined by dots, a list's element by its number from 1 (`effects.#1.duration`). */
function shortPath(path: Path): string {
  return path.map((p) => (typeof p === "number" ? `#${p + 1}` : p)).join(".");
}
