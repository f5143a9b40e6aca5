// Whether a schema check that found no problem still finds none after an edit that changed only
// strings (a card's name or event, a procedure's doc) or numbers and booleans (a card's Ops value),
// decided from the schema itself: checking the data again would compile the schema (ajv compiles a
// game's extended card schema in 25–50 ms on the first check of a process), and most edits change
// a string the schema only asks to be one, or a number it only bounds.
//
// The answer is yes only when it is sure: the two data have the same shape (keys, lengths, every
// value that is not a string, number or boolean the same; each changed one of the same type as
// before) and each changed value sits where the schema, from the root down, uses only keywords
// that cannot see it (type, properties, items, required …) but at the value itself, which may ask
// a string's length, a number's type and bounds, or a number's or boolean's enum or const, all
// worked out here for the new value; anything else (a pattern, a string's enum, multipleOf, oneOf,
// if, a keyword of the game's, a reference it cannot follow) answers no, and the data is checked
// again.

type Schema = Record<string, unknown>;
type Path = (string | number)[];
/** A changed string, number or boolean: where, and its new value. */
type Change = { path: Path; value: string | number | boolean };

/** Keywords that annotate, or constrain what an edit of a string cannot change (counts, keys). */
const NEUTRAL = new Set(["$schema", "$id", "$defs", "$comment", "title", "description", "default", "examples", "deprecated", "readOnly", "writeOnly", "required", "minItems", "maxItems", "minProperties", "maxProperties", "propertyNames"]);

/**
 * Whether data valid against `schema` (`before`) makes `after` valid too: they differ only in
 * strings, numbers and booleans, and no keyword on the way to one of them reads it (but those at
 * the value, which it satisfies). `resolve` gives the schema a
 * `$ref` to another file names (by its `$id`).
 */
export function scalarEditsKeepValid(schema: object, before: unknown, after: unknown, resolve: (id: string) => object | undefined = () => undefined): boolean {
  const changed: Change[] = [];
  if (!sameShape(before, after, [], changed)) return false;
  return changed.every((c) => placeFree(schema as Schema, c, resolve));
}

/** Whether the two have the same shape, collecting the paths of the strings, numbers and booleans that differ. */
function sameShape(a: unknown, b: unknown, path: Path, changed: Change[]): boolean {
  if (a === b) return true;
  if ((typeof a === "string" || typeof a === "number" || typeof a === "boolean") && typeof b === typeof a) {
    changed.push({ path, value: b as Change["value"] });
    return true;
  }
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => sameShape(x, b[i], [...path, i], changed));
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length || ka.some((k, i) => k !== kb[i])) return false;
  return ka.every((k) => sameShape((a as Schema)[k], (b as Schema)[k], [...path, k], changed));
}

/**
 * Whether every subschema that applies to the value at `path` leaves it free, or asks at the value
 * itself only what it has (a string's type and length; a number's or boolean's type, bounds, enum).
 */
function placeFree(root: Schema, { path, value }: Change, resolve: (id: string) => object | undefined): boolean {
  let doc = root;
  let node: unknown = root;
  for (let depth = 0; ; depth++) {
    // A reference, alone with annotations: followed (within the document, or to another by its $id).
    for (let hops = 0; isSchema(node) && typeof node.$ref === "string"; hops++) {
      if (hops > 32 || Object.keys(node).some((k) => k !== "$ref" && k !== "description" && k !== "title" && k !== "$comment")) return false;
      const [file, pointer = ""] = node.$ref.split("#");
      if (file) {
        const other = resolve(file);
        if (!other) return false;
        doc = other as Schema;
      }
      node = at(doc, pointer);
    }
    if (node === true) return true;
    if (!isSchema(node)) return false;
    const step = path[depth];
    if (step === undefined) {
      if (typeof value !== "string") return valueAccepted(node, value);
      // The string itself: only its type and its length (in code points, as ajv counts) may be asked.
      const { type, minLength, maxLength } = node;
      const length = [...value].length;
      return Object.keys(node).every(
        (k) =>
          NEUTRAL.has(k) ||
          (k === "type" && (type === "string" || (Array.isArray(type) && type.includes("string")))) ||
          (k === "minLength" && typeof minLength === "number" && length >= minLength) ||
          (k === "maxLength" && typeof maxLength === "number" && length <= maxLength),
      );
    }
    for (const k of Object.keys(node)) {
      if (NEUTRAL.has(k) || k === "type") continue;
      if (k === "properties" || k === "additionalProperties" || k === "items") continue;
      if (k === "uniqueItems" && node.uniqueItems === false) continue;
      return false;
    }
    if (typeof step === "number") {
      // An array's items (none said: anything goes).
      if (!("items" in node)) return true;
      node = node.items;
    } else {
      const props = node.properties as Schema | undefined;
      if (props && Object.hasOwn(props, step)) node = props[step];
      else if ("additionalProperties" in node) node = node.additionalProperties;
      // A key no keyword here speaks of: anything goes under it.
      else return true;
    }
  }
}

/**
 * Whether a number or boolean satisfies the schema found at it, when that schema asks only its
 * type, bounds, enum or const (anything else: no). A number must be finite (YAML's .inf is checked
 * again); an integer, whole (3.0 is one, as ajv counts).
 */
function valueAccepted(node: Schema, value: number | boolean): boolean {
  const { type } = node;
  const types = Array.isArray(type) ? type : [type];
  const typed = typeof value === "boolean" ? types.includes("boolean") : Number.isFinite(value) && (types.includes("number") || (types.includes("integer") && Number.isInteger(value)));
  const bound = (k: string, holds: (limit: number, x: number) => boolean) => typeof node[k] === "number" && typeof value === "number" && holds(node[k] as number, value);
  return Object.keys(node).every(
    (k) =>
      NEUTRAL.has(k) ||
      (k === "type" && typed) ||
      (k === "minimum" && bound(k, (limit, x) => x >= limit)) ||
      (k === "maximum" && bound(k, (limit, x) => x <= limit)) ||
      (k === "exclusiveMinimum" && bound(k, (limit, x) => x > limit)) ||
      (k === "exclusiveMaximum" && bound(k, (limit, x) => x < limit)) ||
      (k === "enum" && Array.isArray(node.enum) && node.enum.includes(value)) ||
      (k === "const" && node.const === value),
  );
}

function isSchema(x: unknown): x is Schema {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

/** The value a JSON pointer (`/$defs/card`) names in a document; undefined when there is none. */
function at(doc: Schema, pointer: string): unknown {
  let x: unknown = doc;
  for (const part of pointer.split("/").slice(1)) {
    if (!isSchema(x)) return undefined;
    const key = part.replaceAll("~1", "/").replaceAll("~0", "~");
    x = Object.hasOwn(x, key) ? x[key] : undefined;
  }
  return x;
}
