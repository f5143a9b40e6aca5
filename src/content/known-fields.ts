// The fields code may read of what a game declares, for the checker (checker.ts: fieldKnown, CW311):
// a typo in a field read (`card.opz`, `rules.roundz`) is said at validate time, where otherwise it
// would read as none in play, far from the typo. Only what is certain is given: an id of a kind
// has the kernel's fields and the game's (what `attribute` in the kernel's board builtins reads),
// and a data name the fields of its value in this composition (an option may change data) and
// those its schema declares; where either may hold any key (a list, a map keyed by ids, a schema
// left open or combined), nothing is given and no read is checked. Also the texts a field of an id
// holds where they are closed (a declared `enum`, a card's side), for the checker's CW312.
import { SCENARIO } from "../effects/checker.js";
import type { FieldShape, KnownFields, ValueType } from "../effects/vocabulary-types.js";
import type { Declarations } from "../kernel/index.js";
import { alignmentIds, type RawGame } from "./raw.js";

/**
 * The fields every card, space and group has whatever the game declares (the kernel's board
 * builtins: `attribute`). A group's `colour` is the board's drawing, not read by `attribute` (in
 * play it reads as none), so it is not one.
 */
const CARD_FIELDS = ["id", "name", "side", "blocked_by", "number", "text"];
const SPACE_FIELDS = ["id", "name"];
const GROUP_FIELDS = ["id", "name", "parent"];

/** `names`: the names in scope and their kinds (a data name shadowed by another declaration is not the data). */
export function knownFieldsOf(d: Declarations, raw: RawGame, names: ReadonlyMap<string, ValueType>): KnownFields {
  const m = raw.manifest.data;
  const card = new Set([...CARD_FIELDS, ...Object.keys(m.card_fields ?? {})]);
  for (const c of d.cards) for (const k of Object.keys(c.attrs)) card.add(k);
  const space = new Set([...SPACE_FIELDS, ...Object.keys(m.space_fields ?? {})]);
  for (const s of d.spaces) for (const k of Object.keys(s.attrs)) space.add(k);
  const group = new Set([...GROUP_FIELDS, ...Object.keys(m.group_fields ?? {})]);
  for (const g of d.groups) for (const k of Object.keys(g.attrs)) group.add(k);
  const data: Record<string, FieldShape> = {};
  for (const [name, value] of Object.entries(d.data)) {
    // (The scenario's fields are checked against the scenarios: scenario-fields.ts.)
    if (names.get(name) !== "record" || name === SCENARIO) continue;
    data[name] = shapeOf(value, (raw.dataValidators[name] as { schema?: unknown } | null | undefined)?.schema, names);
  }
  const values = { card: valuesOf(m.card_fields), space: valuesOf(m.space_fields), group: valuesOf(m.group_fields) };
  // A card's side is one of the game's sides or alignments (declare.ts says any other: CW402).
  if (!Object.hasOwn(values.card, "side")) values.card["side"] = [...d.sides.map((s) => s.id), ...alignmentIds(m)];
  return { kinds: { card: [...card], space: [...space], group: [...group] }, data, values };
}

/**
 * The texts each declared field whose `enum` lists only texts (and maybe null) holds: every value
 * of it is checked against its schema (raw.ts), so no other text is read. A string default is one
 * of them too (a schema's default is not checked against it).
 */
function valuesOf(fields: Record<string, { [k: string]: unknown }> | undefined): Record<string, readonly string[]> {
  const out: Record<string, readonly string[]> = {};
  for (const [name, decl] of Object.entries(fields ?? {})) {
    const listed = decl["enum"];
    if (!Array.isArray(listed) || !listed.every((v) => typeof v === "string" || v === null)) continue;
    const texts = new Set(listed.filter((v): v is string => typeof v === "string"));
    if (typeof decl["default"] === "string") texts.add(decl["default"]);
    if (texts.size > 0) out[name] = [...texts];
  }
  return out;
}

type Schema = { properties?: Record<string, unknown>; additionalProperties?: unknown; [k: string]: unknown };

/** Keywords under which a schema's object may take keys its `properties` do not list. */
const OPENING = ["$ref", "$dynamicRef", "allOf", "anyOf", "oneOf", "if", "patternProperties", "propertyNames", "unevaluatedProperties", "dependentSchemas"];

/**
 * The fields of a value as far as they are certain: null unless it is an object whose keys are
 * known, from the value itself and its schema (if any). An object whose schema lets it take other
 * keys, or with no schema and keyed only by the game's ids (a map: `{ asia: …, europe: … }`), is
 * a map: a key missing there is none on purpose.
 */
function shapeOf(value: unknown, schema: unknown, names: ReadonlyMap<string, ValueType>): FieldShape {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const s = typeof schema === "object" && schema !== null ? (schema as Schema) : undefined;
  if (schema !== undefined && !s) return null;
  const keys = Object.keys(value);
  if (s) {
    if (OPENING.some((k) => k in s)) return null;
    if (s.additionalProperties !== undefined && s.additionalProperties !== false) return null;
    if (!s.properties && s.additionalProperties !== false) return null;
  } else if (keys.length && keys.every((k) => names.has(k))) return null;
  const props = s?.properties ?? {};
  const out: Record<string, FieldShape> = {};
  for (const k of new Set([...keys, ...Object.keys(props)])) out[k] = shapeOf((value as Record<string, unknown>)[k], props[k], names);
  return out;
}
