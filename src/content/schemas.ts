// JSON Schema validation of content files. The kernel's schemas (schemas/*.schema.json) are
// compiled once, in strict mode; a game extends the card and board schemas with the fields it
// declares, and may bring schemas of its own for its data files (rules tables, scenarios).
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import boardSchema from "../../schemas/board.schema.json" with { type: "json" };
import cardsSchema from "../../schemas/cards.schema.json" with { type: "json" };
import gameSchema from "../../schemas/game.schema.json" with { type: "json" };
import localeSchema from "../../schemas/locale.schema.json" with { type: "json" };
import overlaySchema from "../../schemas/overlay.schema.json" with { type: "json" };
import routinesSchema from "../../schemas/routines.schema.json" with { type: "json" };
import sequenceSchema from "../../schemas/sequence.schema.json" with { type: "json" };
import testSchema from "../../schemas/test.schema.json" with { type: "json" };
import saveSchema from "../../schemas/save.schema.json" with { type: "json" };
import type { Diagnostic, MessagePart } from "../diagnostics/diagnostic.js";
import { schemaPlace } from "./schema-place.js";
import { patternWords } from "./schema-patterns.js";
import { addFormats, formatForm } from "./schema-formats.js";
import { closest } from "../diagnostics/closest.js";
import { keyRangeAt, rangeAt, type SourceFile } from "./yaml-source.js";
import { AJV_OPTIONS, NAMED_KINDS, namesKeyword } from "../build/ajv-options.js";
import { schemasDigest } from "../build/schemas-digest.js";
import * as generated from "../generated/kernel-validators.js";
import * as generatedGames from "../generated/game-validators.js";
import { collectNames, recordName } from "./name-refs.js";

export const schemas = {
  game: gameSchema,
  board: boardSchema,
  cards: cardsSchema,
  routines: routinesSchema,
  sequence: sequenceSchema,
  overlay: overlaySchema,
  test: testSchema,
  locale: localeSchema,
  save: saveSchema,
} as const;
export type SchemaKind = keyof typeof schemas;

let ajv: Ajv2020 | null = null;
const compiled: Partial<Record<SchemaKind, ValidateFunction>> = {};

export { NAMED_KINDS };
export type NamedKind = (typeof NAMED_KINDS)[number];

/** A string of some data that names a declared thing: a value, or the key of a map (`propertyNames`). */
export interface NameRef {
  /** What it may name: one kind (`names: space`), or any one of several (`names: [space, track]`); none for an entry of a list of the game's data (`list`). */
  kinds: NamedKind[];
  name: string;
  /** Path to the value, or to the map whose key it is. */
  path: (string | number)[];
  isKey: boolean;
  list?: NamesList;
}

/** The list of a game's data a `names: { data, key }` keyword names the entries of. */
export interface NamesList {
  /** A data file's name and the fields leading to the list (or map) in it, by dots: `rules.eras`. */
  data: string;
  /** The field of each entry that is its id; none: the map's keys, or the list's strings. */
  key?: string;
}

/** The instance for schemas known to compile: they are not validated against the meta-schema again. */
let trustingAjv: Ajv2020 | null = null;

function instance(): Ajv2020 {
  return (ajv ??= newInstance(true));
}

/**
 * The same as instance(), except that a schema is not validated against JSON Schema's meta-schema
 * (compiling the meta-schema is most of a first compile): only for schemas an earlier process
 * compiled with instance(). The validators it makes are the same code.
 */
function trustingInstance(): Ajv2020 {
  return (trustingAjv ??= newInstance(false));
}

function newInstance(validateSchema: boolean): Ajv2020 {
  // (The options, and the `names` keyword's definition, are the build's too: src/build/ajv-options.js.)
  const ajv = new Ajv2020({ ...AJV_OPTIONS, validateSchema });
  // The keyword only records the string (a game's own data naming a declared thing): the loader
  // checks it once the game is declared.
  ajv.addKeyword(namesKeyword(recordName));
  // The `format`s a game's own schema may use (schema-formats.ts): ajv defines none.
  addFormats(ajv);
  // Added first so that schemas can refer to each other (an overlay embeds cards).
  for (const s of Object.values(schemas)) ajv.addSchema(s);
  return ajv;
}

export type Validator = ValidateFunction;

/**
 * A kind's validator: generated at build time from the kernel's schemas (`npm run build:gen`,
 * src/build/kernel-validators.js), else (a schema edited since) compiled when first asked for.
 */
export function validator(kind: SchemaKind): Validator {
  return (compiled[kind] ??= generatedValidator(kind) ?? (knownToCompile(`kind:${kind}`) ? trustingInstance() : instance()).getSchema(schemas[kind].$id)!);
}

/** Whether the generated validators were made from the schemas as they are (see schemasDigest). */
let generatedFresh: boolean | null = null;

/** The validator generated for a kind, when it was generated from the schemas as they are; else null. */
function generatedValidator(kind: SchemaKind): Validator | null {
  generatedFresh ??= generated.DIGEST === schemasDigest(schemas);
  if (!generatedFresh) return null;
  const v = generated[kind];
  // (As a compiled validator has it: the schema its errors' paths lead into, see toDiagnostic.)
  (v as { schema?: unknown }).schema = schemas[kind];
  return v;
}

const custom = new Map<string, Validator | Error>();
/** Each compiled custom validator's schema as JSON (the same schema: the same checks). */
const customKeys = new WeakMap<Validator, string>();

/**
 * What a schema check's result is a function of, besides the data and the label: the kind's name
 * for Cardwright's own schemas, the schema's JSON for a custom one (compiled here). The file memo
 * keys remembered checks by it, so they hold across validators compiled anew from the same schema
 * (another load, another process).
 */
export function schemaKey(schema: SchemaKind | Validator): string | undefined {
  return typeof schema === "string" ? `kind:${schema}` : customKeys.get(schema);
}

/**
 * The schema a schemaKey names (a kind's, or a custom one made here), and how it finds the
 * schemas it refers to by `$id` (the kinds'): what schema-strings.ts reads.
 */
export function schemaOfKey(key: string): { schema: object; resolve: (id: string) => object | undefined } | undefined {
  const kind = key.startsWith("kind:") ? (key.slice(5) as SchemaKind) : null;
  const schema = kind ? (Object.hasOwn(schemas, kind) ? schemas[kind] : undefined) : (customSchemas.get(key) ?? parsedKey(key));
  return schema && { schema, resolve: (id) => Object.values(schemas).find((s) => s.$id === id) };
}

/** Each custom schema made here, by its key (as compiled: without its ids). */
const customSchemas = new Map<string, object>();

/** A custom schema's key is its JSON: the schema read back from it (a check restored before the load made the schema). */
function parsedKey(key: string): object | undefined {
  try {
    const schema = JSON.parse(key) as unknown;
    return schema && typeof schema === "object" && !Array.isArray(schema) ? withoutIds(schema) : undefined;
  } catch {
    return undefined;
  }
}

/** The keys of the custom schemas compiled so far (the disk cache matches its records to them). */
export function customSchemaKeys(): string[] {
  return [...custom].filter(([, v]) => typeof v === "function").map(([k]) => k);
}

/** The keys (schemaKey) of every schema that compiled so far: the custom ones and the kinds. */
export function compiledSchemaKeys(): string[] {
  return [...customSchemaKeys(), ...Object.keys(compiled).map((k) => `kind:${k}`)];
}

/**
 * A validator for a schema given as data (a game's own schema, or a kernel schema extended with
 * the game's fields): generated at build time when it is a shipped game's (by its JSON, see
 * generatedCustom), else compiled once per distinct schema; a broken schema gives an Error.
 */
export function customValidator(schema: object): Validator | Error {
  // The same parsed schema as before (a file not edited since, file-memo.ts): no JSON to write.
  const same = bySchemaObject.get(schema);
  if (same) return same;
  const v = customValidatorOf(schema);
  bySchemaObject.set(schema, v);
  return v;
}

/** Each schema object's validator (parsed data is never changed). */
const bySchemaObject = new WeakMap<object, Validator | Error>();

function customValidatorOf(schema: object): Validator | Error {
  const key = JSON.stringify(schema);
  if (!customSchemas.has(key)) customSchemas.set(key, withoutIds(schema));
  let v = custom.get(key);
  if (!v) {
    const g = generatedCustom(key, schema);
    if (g) {
      customKeys.set(g, key);
      custom.set(key, (v = g));
    }
  }
  if (!v && knownToCompile(key)) {
    v = lazyValidator(schema);
    customKeys.set(v, key);
    custom.set(key, v);
  }
  if (!v) {
    try {
      v = instance().compile(withoutIds(schema));
      customKeys.set(v, key);
    } catch (e) {
      v = e as Error;
    }
    custom.set(key, v);
  }
  return v;
}

/**
 * The validator generated at build time for a shipped game's schema with this JSON
 * (src/build/game-validators.js), if any: no other schema has it (a designer's game, a schema
 * edited since), nor any schema when the options changed since.
 */
function generatedCustom(key: string, schema: object): Validator | null {
  const make = generatedGames.OPTIONS === JSON.stringify(AJV_OPTIONS) ? generatedGames.VALIDATORS.get(key) : undefined;
  if (!make) return null;
  const v = make();
  // (As a compiled validator has it: the schema its errors' paths lead into, see toDiagnostic.)
  (v as { schema?: unknown }).schema = withoutIds(schema);
  return v;
}

/** Whether a schema (by schemaKey) is known to compile (an earlier process compiled it): see compilesKnown. */
let knownToCompile: (key: string) => boolean = () => false;

/**
 * Tells which schemas (by their JSON) are known to compile, as earlier processes found (the disk
 * cache keeps it). Such a schema is compiled only when data is first checked against it: compiling
 * a game's extended schemas is most of ajv's time, and a run that finds every file's checks in the
 * disk cache needs few of them.
 */
export function compilesKnown(known: (key: string) => boolean): void {
  knownToCompile = known;
}

/** A game's schema as compiled alone: its `$id` and `$schema` would clash with the ones added. */
function withoutIds(schema: object): object {
  const { $id: _id, $schema: _s, ...rest } = schema as Record<string, unknown>;
  return rest;
}

/**
 * What a game's schema that did not compile breaks of JSON Schema's meta-schema (the errors, each
 * at its path in the schema), as the instance that compiles it checks it; none when it is not that.
 */
export function metaSchemaErrors(schema: object): ErrorObject[] {
  const ajv = instance();
  return ajv.validateSchema(withoutIds(schema)) ? [] : [...(ajv.errors ?? [])];
}

/** The keywords a game's schema may use (JSON Schema's, and Cardwright's `names`): ajv refuses any other. */
export function schemaKeywords(): string[] {
  return Object.keys(instance().RULES.keywords);
}

/** The `format`s a game's schema may name (schema-formats.ts adds them), in the order they are defined. */
export function schemaFormats(): string[] {
  return Object.keys(instance().formats);
}

/** A validator that compiles its schema on its first call (the schema is known to compile). */
function lazyValidator(schema: object): Validator {
  let real: Validator | null = null;
  const lazy = ((data: unknown) => {
    if (!real) {
      real = trustingInstance().compile(withoutIds(schema));
    }
    const ok = real(data);
    lazy.errors = real.errors;
    return ok;
  }) as Validator;
  // The schema the errors' paths lead into (hints read descriptions and allowed properties from it).
  (lazy as { schema: unknown }).schema = withoutIds(schema);
  return lazy;
}

/** The card file schema with a game's own card and modifier fields (completion and hover in editors). */
export function extendedCardsSchema(cardFields: Record<string, object>, modifierFields: Record<string, object>, required: string[] = []): object {
  const s = structuredClone(cardsSchema) as unknown as { $id: string; $defs: { card: { properties: Record<string, object>; required: string[] }; modifier: { properties: Record<string, object> } } };
  // `value_titles` names the values for people (translations, the New card dialog): no keyword of JSON Schema's.
  for (const [k, f] of Object.entries(cardFields)) {
    const { value_titles: _, ...schema } = f as Record<string, unknown>;
    s.$defs.card.properties[k] = schema;
  }
  s.$defs.card.required = [...s.$defs.card.required, ...required];
  Object.assign(s.$defs.modifier.properties, modifierFields);
  return s;
}

/**
 * The overlay schema whose cards and effects use a game's extended card schema. A change of a card
 * (`cards: change:`) takes the same fields, only `id` required, so a misspelt or wrong field is
 * reported there, as it is on a card. (`overlay`: the kernel's overlay schema, or a test's edited copy.)
 */
export function extendedOverlaySchema(cards: object, overlay: object = overlaySchema): object {
  const s = structuredClone(overlay) as unknown as Record<string, unknown> & { properties: { cards: { properties: { change: { items: object } } } } };
  const defs = structuredClone((cards as { $defs: Record<string, { description?: string }> }).$defs);
  defs.card_change = { ...defs.card, description: "The card's id and the fields that change.", required: ["id"] } as { description: string };
  s.$defs = defs;
  s.properties.cards.properties.change.items = { $ref: "cards.schema.json#/$defs/card_change" };
  const text = JSON.stringify(s).replaceAll('"cards.schema.json#/$defs/', '"#/$defs/');
  return JSON.parse(text) as object;
}

/** The board schema with a game's own space and group attributes. */
export function extendedBoardSchema(spaceFields: Record<string, object>, groupFields: Record<string, object>): object {
  const s = structuredClone(boardSchema) as unknown as { properties: { spaces: { items: { properties: Record<string, object> } }; groups: { items: { properties: Record<string, object> } } } };
  Object.assign(s.properties.spaces.items.properties, spaceFields);
  Object.assign(s.properties.groups.items.properties, groupFields);
  return s;
}

/**
 * `data`'s schema errors as diagnostics in `source`. `placeOf` gives, for a path in `data`, the path
 * in the file that holds its value, when `data` is made from the file's data (an overlay's
 * scenario part checked as a scenario); messages keep the path in `data`.
 */
export function validateAgainstSchema(kind: SchemaKind | Validator, data: unknown, source: SourceFile, label: string = typeof kind === "string" ? kind : "file", placeOf?: (path: (string | number)[]) => (string | number)[]): Diagnostic[] {
  const validate = typeof kind === "string" ? validator(kind) : kind;
  if (validate(data)) return [];
  return simplify(validate.errors ?? []).map((e) => toDiagnostic(e, source, label, validate.schema, placeOf, data));
}

/**
 * Validates data that has no file of its own (composed overlays, a variable's start value); paths
 * are relative to the data. Each problem's words are a file's schema errors' (schemaErrorWords):
 * its English, and its message key, arguments and parts for other languages. `named`: the data is
 * a value of that name, not a file's (its places read `name.key`, the value itself `name`).
 */
export function validateData(kind: SchemaKind | Validator, data: unknown, label: string = typeof kind === "string" ? kind : "data", named?: string): (Omit<Diagnostic, "severity" | "file" | "start" | "end"> & { path: (string | number)[] })[] {
  const validate = typeof kind === "string" ? validator(kind) : kind;
  if (validate(data)) return [];
  return simplify(validate.errors ?? []).map((e) => {
    const { atKey: _, ...said } = schemaErrorWords(e, label, validate.schema, data, named);
    return { ...said, path: pathOf(e.instancePath) };
  });
}

/** Drops the noise of oneOf branches when a more specific error exists at the same place. */
function simplify(errors: ErrorObject[]): ErrorObject[] {
  // (A key's own error, propertyNames' inner one, says what is wrong with it: its "property name must be valid" says nothing more.)
  // (A `contains` that no item meets reports each item's own miss too: an item need not be the one the list must contain.)
  const specific = errors.filter((e) => e.keyword !== "oneOf" && e.keyword !== "if" && !insideContains(e, errors) && !otherFormsType(e, errors) && !(e.keyword === "propertyNames" && errors.some((o) => o !== e && o.propertyName === (e.params as { propertyName?: string }).propertyName && o.instancePath === e.instancePath)));
  const kept = formsTypes(specific.length ? specific : errors);
  const seen = new Set<string>();
  return kept.filter((e) => {
    const key = `${e.instancePath}|${e.keyword}|${JSON.stringify(e.params)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** An error of an item checked by a `contains` that failed (its schemaPath runs through it). */
function insideContains(e: ErrorObject, all: readonly ErrorObject[]): boolean {
  return all.some((o) => o.keyword === "contains" && o !== e && e.schemaPath.startsWith(`${o.schemaPath}/`) && e.instancePath.startsWith(`${o.instancePath}/`));
}

/**
 * A branch of a oneOf/anyOf refusing the value's type (`must be integer`) while a sibling branch,
 * whose type the value has, says what is wrong with it (`must match pattern`, a field missing):
 * the other forms the value could take are noise beside that (a seed written as text is told
 * about the text form, not also that it is no whole number).
 */
function otherFormsType(e: ErrorObject, all: readonly ErrorObject[]): boolean {
  if (e.keyword !== "type") return false;
  const m = /^(.*\/(?:oneOf|anyOf)\/)(\d+)\/type$/.exec(e.schemaPath);
  if (!m) return false;
  const [, forms, branch] = m as unknown as [string, string, string];
  return all.some((o) => o !== e && o.schemaPath.startsWith(forms) && !o.schemaPath.startsWith(`${forms}${branch}/`) && !(o.keyword === "type" && o.instancePath === e.instancePath) && (o.instancePath === e.instancePath || o.instancePath.startsWith(`${e.instancePath}/`)));
}

/**
 * The branches of a oneOf/anyOf each refusing a value's type, as one error naming every type it
 * may have ("must be a whole number or text"), in the first one's place: one line, not one per form.
 */
function formsTypes(errors: ErrorObject[]): ErrorObject[] {
  const formsOf = (e: ErrorObject) => (e.keyword === "type" ? /^(.*\/(?:oneOf|anyOf)\/)\d+\/type$/.exec(e.schemaPath)?.[1] : undefined);
  const merged = new Map<string, ErrorObject>();
  const out: ErrorObject[] = [];
  for (const e of errors) {
    const forms = formsOf(e);
    if (forms === undefined) {
      out.push(e);
      continue;
    }
    const key = `${e.instancePath}|${forms}`;
    const first = merged.get(key);
    const types = [(e.params as { type: string | string[] }).type].flat();
    if (!first) {
      const copy = { ...e, params: { type: types } };
      merged.set(key, copy);
      out.push(copy);
    } else {
      const had = (first.params as { type: string[] }).type;
      first.params = { type: [...had, ...types.filter((t) => !had.includes(t))] };
    }
  }
  return out;
}

function pathOf(instancePath: string): (string | number)[] {
  if (!instancePath) return [];
  return instancePath
    .slice(1)
    .split("/")
    .map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

/**
 * The `description` the schema gives a property that is missing (so the hint can say what goes
 * there), found by the error's schema path from the root schema; null when it has none or the
 * path leads elsewhere (a reference to another schema file).
 */
function missingPropertyDescription(root: unknown, e: ErrorObject, key: string): string | null {
  const node = failedIn(root, e);
  const property = (node as { properties?: Record<string, { description?: unknown }> } | undefined)?.properties?.[key];
  return typeof property?.description === "string" ? property.description.replace(/\.$/, "") : null;
}

/**
 * The schema object whose keyword failed: the error's own (ajv's `verbose`), else found by its
 * schema path from the root (null when the path leads elsewhere).
 */
function failedIn(root: unknown, e: ErrorObject): unknown {
  if (e.parentSchema && typeof e.parentSchema === "object") return e.parentSchema;
  if (!e.schemaPath.startsWith("#/")) return null;
  let node: unknown = root;
  for (const part of e.schemaPath.slice(2).split("/").slice(0, -1)) {
    if (!node || typeof node !== "object") return null;
    node = (node as Record<string, unknown>)[part.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  return node;
}

/**
 * The properties the schema allows where an unknown one was written (the object holding the failed
 * `additionalProperties`), so a misspelt field gets "did you mean"; empty when the path leads elsewhere.
 */
function allowedProperties(root: unknown, e: ErrorObject): string[] {
  const node = failedIn(root, e);
  const properties = (node as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties && typeof properties === "object" ? Object.keys(properties) : [];
}

/** JSON Schema's types as the hint of CW204 says them (the message diag.hint.schema_type, in English). */
const TYPE_WORDS: Record<string, string> = { integer: "a whole number", number: "a number", string: "text", boolean: "true or false", array: "a list, `[a, b]`", object: "keys with values (`key: value`)", null: "nothing (`null`)" };

/** A value as a short piece of YAML-like text for a hint (null when there is none to show). */
function shortValue(data: unknown): string | null {
  if (data === undefined) return null;
  const text = typeof data === "string" ? data : Array.isArray(data) ? "[…]" : data !== null && typeof data === "object" ? "{…}" : String(data);
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
}

/**
 * The key whose unquoted value a comma cut, when `key` is the text after it: in a YAML flow map
 * `{ doc: Spaces led, each worth a point }` the comma ends `doc`'s value and `each worth a point`
 * becomes a key with no value. Such a "key" has a space in it and no value, and follows the key
 * whose value was cut. Null when it does not look so.
 */
function cutByComma(data: unknown, key: string): string | null {
  if (!/\s/.test(key.trim()) || data === null || typeof data !== "object" || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  if (record[key] !== null) return null;
  const keys = Object.keys(record);
  const before = keys[keys.indexOf(key) - 1];
  return before !== undefined && typeof record[before] === "string" ? before : null;
}

function toDiagnostic(e: ErrorObject, source: SourceFile, kind: string, root?: unknown, placeOf?: (path: (string | number)[]) => (string | number)[], data?: unknown): Diagnostic {
  const path = pathOf(e.instancePath);
  // Where in the file the value is (the same path unless the data was made from the file's).
  const inFile = placeOf ? placeOf(path) : path;
  const { atKey, ...said } = schemaErrorWords(e, kind, root, data);
  // A key that is wrong itself (unknown, or not of the keys' form) is placed at the key, else at the value.
  return { severity: "error", file: source.path, ...(atKey !== undefined ? keyRangeAt(source, inFile, atKey) : rangeAt(source, inFile)), ...said };
}

/** A schema error's words (what a Diagnostic says, without its place in a file), and the key it is placed at when a key is wrong itself. */
export type SchemaErrorWords = Omit<Diagnostic, "severity" | "file" | "start" | "end"> & { atKey?: string };

/**
 * A schema error in a designer's words: the place as the item's kind and id (schema-place.ts), what
 * is wrong as the keyword's own message (its English, and its key and arguments for any language),
 * and a hint. `kind`: the file's label; `root`: the schema; `data`: what was checked (its ids name the items).
 */
export function schemaErrorWords(e: ErrorObject, kind: string, root?: unknown, data?: unknown, named?: string): SchemaErrorWords {
  const path = pathOf(e.instancePath);
  // A key of a map that is itself wrong (propertyNames): the place is that key, in the map.
  const badKey = typeof e.propertyName === "string" ? e.propertyName : undefined;
  // The place as a designer names it (schema-place.ts): the English here, its words in any language as a part.
  const place = named === undefined ? schemaPlace(kind, data, path, badKey) : schemaPlace(kind, { [named]: data }, [named, ...path], badKey);
  const where = place.english;
  // (dataPath: the path in the data, dot-joined, for code that tells errors apart by where they are: save-file.ts, the editor's quick fixes.)
  const at = { where: place.part ? place.english : "root", kind, dataPath: path.join(".") };
  const parts = place.part ? { parts: { where: place.part } } : {};
  const keyPlace = badKey !== undefined ? { atKey: badKey } : {};
  switch (e.keyword) {
    // (unevaluatedProperties: a key no `properties`, `patternProperties` or sub-schema allows, an unknown one as well.)
    case "additionalProperties":
    case "unevaluatedProperties": {
      const p = e.params as { additionalProperty?: string; unevaluatedProperty?: string };
      const key = String(p.additionalProperty ?? p.unevaluatedProperty);
      const near = root === undefined ? null : closest(key, allowedProperties(root, e));
      const cut = cutByComma(e.data, key);
      const hint: { hint: string; hintKey: string; hintArgs?: Record<string, string> } = cut ? { hint: `a \`,\` in a map written on one line ends a value: this text is the rest of \`${cut}\`'s; put that value in quotes (\`${cut}: "…, …"\`)`, hintKey: "diag.hint.flow_comma", hintArgs: { key: cut } } : near ? { hint: `did you mean \`${near}\`?`, hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion: near } } : { hint: "check the spelling; the schema lists the allowed properties", hintKey: "diag.hint.schema_spelling" };
      return { code: "CW201", message: `unknown property \`${key}\` in ${where}`, atKey: key, key: "diag.schema_unknown_property", args: { ...at, property: key }, ...parts, ...hint };
    }
    case "required": {
      const key = String((e.params as { missingProperty: string }).missingProperty);
      // What the property is for, from its schema (English, as every schema text is).
      const what = root === undefined ? null : missingPropertyDescription(root, e, key);
      return { code: "CW202", message: `missing required property \`${key}\` in ${where}`, hint: what ? `add \`${key}:\` (${what})` : `add \`${key}:\``, key: "diag.schema_missing_property", args: { ...at, property: key }, ...parts, hintKey: what ? "diag.hint.add_described_property" : "diag.hint.add_property", hintArgs: what ? { property: key, what } : { property: key } };
    }
    case "enum": {
      const values = (e.params as { allowedValues: unknown[] }).allowedValues.map(String);
      const allowed = values.join(", ");
      // A misspelt value (`opton`): the allowed one it is nearest to.
      const near = typeof e.data === "string" ? closest(e.data, values) : null;
      return { code: "CW203", message: `${where} must be one of: ${allowed}`, ...keyPlace, key: "diag.schema_enum", args: { ...at, allowed }, ...parts, ...(near ? { hint: `did you mean \`${near}\`?`, hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion: near } } : {}) };
    }
    case "type": {
      // One type, or a value that may take several (`type: [string, number]`, or the forms of a oneOf all refusing its type: simplify).
      const types = [(e.params as { type: string | string[] }).type].flat().map(String);
      const type = types.join(",");
      // What was written instead (ajv's `verbose` keeps it), and what to write, in a designer's words.
      const value = shortValue(e.data);
      // Text that YAML took for a number or true/false (`from: 1`, an expression): quoting it is the fix.
      const last = path.at(-1);
      const key = typeof last === "string" ? last : null;
      const scalar = types.includes("string") && key !== null && (typeof e.data === "number" || typeof e.data === "boolean") ? (typeof e.data === "number" ? "number" : "boolean") : null;
      const hint: { hint?: string; hintKey?: string; hintArgs?: Record<string, string> } =
        value === null || types.length > 1
          ? {}
          : scalar
            ? { hint: `YAML reads \`${value}\` as ${scalar === "number" ? "a number" : "true or false"}; to write it as text, put it in quotes (\`${key}: "${value}"\`)`, hintKey: "diag.hint.quote_scalar", hintArgs: { read: scalar, value, key: key! } }
            : { hint: `write ${TYPE_WORDS[type] ?? type}; here it is \`${value}\``, hintKey: "diag.hint.schema_type", hintArgs: { type, value } };
      const words = typesInWords(types);
      return { code: "CW204", message: `${where} must be ${words.english}`, ...keyPlace, key: "diag.schema_type", args: { ...at, type, what: words.english }, parts: { ...(place.part ? { where: place.part } : {}), what: words.part }, ...hint };
    }
    default: {
      const said = keywordWords(e);
      if (said) {
        const { english, key, args, hint } = said;
        return { code: "CW205", message: `${where} ${english}`, ...keyPlace, key, args: { ...at, ...args }, ...parts, ...(hint ? { hint: `did you mean \`${hint}\`?`, hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion: hint } } : {}) };
      }
      return { code: "CW205", message: `${where} ${e.message ?? "is invalid"}`, ...keyPlace, key: "diag.schema_other", args: { ...at, detail: e.message ?? "is invalid" }, ...parts };
    }
  }
}

/** The types a value must have, in words: the English, and the message parts that word them in any language ("a or b", "a or b or c"). */
function typesInWords(types: string[]): { english: string; part: MessagePart } {
  const last = types.at(-1)!;
  const one: MessagePart = { key: "diag.schema_type_word", args: { type: last } };
  const lastWords = TYPE_NAMES[last] ?? last;
  if (types.length === 1) return { english: lastWords, part: one };
  const before = typesInWords(types.slice(0, -1));
  return { english: `${before.english} or ${lastWords}`, part: { key: "diag.schema_type_or", args: { first: before.english, last: lastWords }, parts: { first: before.part, last: one } } };
}

/** JSON Schema's types in a designer's words (English of the message diag.schema_type_word). */
const TYPE_NAMES: Record<string, string> = { integer: "a whole number", number: "a number", string: "text", boolean: "true or false", array: "a list", object: "keys with values", null: "nothing" };

/**
 * A keyword's error other than those toDiagnostic words itself, in a designer's words: its message
 * key (diag.schema_<keyword>), the arguments, the English after the place, and a corrected value
 * to suggest; null for a keyword it has no words for (ajv's English is shown, in diag.schema_other).
 */
function keywordWords(e: ErrorObject): { key: string; args: Record<string, string | number>; english: string; hint?: string } | null {
  const p = e.params as Record<string, unknown>;
  const limit = Number(p["limit"]);
  const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  switch (e.keyword) {
    case "minimum":
      return p["comparison"] === ">" ? { key: "diag.schema_exclusive_minimum", args: { limit }, english: `must be more than ${limit}` } : { key: "diag.schema_minimum", args: { limit }, english: `must be ${limit} or more` };
    case "maximum":
      return p["comparison"] === "<" ? { key: "diag.schema_exclusive_maximum", args: { limit }, english: `must be less than ${limit}` } : { key: "diag.schema_maximum", args: { limit }, english: `must be ${limit} or less` };
    case "exclusiveMinimum":
      return { key: "diag.schema_exclusive_minimum", args: { limit }, english: `must be more than ${limit}` };
    case "exclusiveMaximum":
      return { key: "diag.schema_exclusive_maximum", args: { limit }, english: `must be less than ${limit}` };
    case "minItems":
      return { key: "diag.schema_min_items", args: { limit }, english: `must list at least ${n(limit, "item", "items")}` };
    case "maxItems":
      return { key: "diag.schema_max_items", args: { limit }, english: `must list at most ${n(limit, "item", "items")}` };
    case "uniqueItems": {
      // ajv numbers the two equal items from 0, the later first.
      const [first, second] = [Number(p["j"]) + 1, Number(p["i"]) + 1].sort((a, b) => a - b) as [number, number];
      return { key: "diag.schema_unique_items", args: { first, second }, english: `lists the same thing twice (items ${first} and ${second})` };
    }
    case "minLength":
      return { key: "diag.schema_min_length", args: { limit }, english: limit === 1 ? "must not be empty" : `must be at least ${limit} characters long` };
    case "maxLength":
      return { key: "diag.schema_max_length", args: { limit }, english: `must be at most ${n(limit, "character", "characters")} long` };
    case "minProperties":
      return { key: "diag.schema_min_properties", args: { limit }, english: `must have at least ${n(limit, "key", "keys")}` };
    case "maxProperties":
      return { key: "diag.schema_max_properties", args: { limit }, english: `must have at most ${n(limit, "key", "keys")}` };
    case "const": {
      const value = typeof p["allowedValue"] === "string" ? p["allowedValue"] : JSON.stringify(p["allowedValue"]);
      return { key: "diag.schema_const", args: { value }, english: `must be \`${value}\`` };
    }
    case "pattern": {
      const pattern = String(p["pattern"]);
      const value = typeof e.propertyName === "string" ? e.propertyName : e.data;
      const { form, digits, suggestion } = patternWords(pattern, value);
      return { key: "diag.schema_pattern", args: { form, pattern, digits }, english: `must be ${PATTERN_ENGLISH[form]?.(digits) ?? `text matching \`${pattern}\``}`, ...(suggestion ? { hint: suggestion } : {}) };
    }
    // Keywords no shipped schema uses, which a game's own schema may (JSON Schema 2020-12 as ajv checks it).
    case "multipleOf": {
      const multiple = Number(p["multipleOf"]);
      return { key: "diag.schema_multiple_of", args: { multiple }, english: `must be a multiple of ${multiple}` };
    }
    case "format": {
      const format = String(p["format"]);
      const form = formatForm(format);
      return { key: "diag.schema_format", args: { form, format }, english: `must be ${FORMAT_ENGLISH[form] ?? `text in the \`${format}\` format`}` };
    }
    case "not":
      return { key: "diag.schema_not", args: {}, english: "has a value the schema rules out here" };
    case "contains": {
      // ajv always gives minContains (1 unless written); maxContains only when written.
      const min = Number(p["minContains"] ?? 1);
      const max = p["maxContains"] === undefined ? undefined : Number(p["maxContains"]);
      const shape = max === undefined ? "min" : min === 0 ? "max" : "range";
      const count = shape === "min" ? `at least ${n(min, "item", "items")}` : shape === "max" ? `at most ${n(max!, "item", "items")}` : `from ${min} to ${max} items`;
      return { key: "diag.schema_contains", args: { shape, min, max: max ?? 0 }, english: `must list ${count} of the kind asked for here` };
    }
    // A list longer than its `prefixItems` with `items: false` (additionalItems in older drafts, unevaluatedItems: false): as maxItems.
    case "items":
    case "additionalItems":
    case "unevaluatedItems": {
      const most = Number(p["limit"]);
      return { key: "diag.schema_max_items", args: { limit: most }, english: `must list at most ${n(most, "item", "items")}` };
    }
    case "false schema":
      return { key: "diag.schema_false", args: {}, english: "is not allowed here" };
    case "dependentRequired":
    case "dependencies": {
      const missing = String(p["missingProperty"]);
      const property = String(p["property"]);
      return { key: "diag.schema_dependent_required", args: { missing, property }, english: `must also have \`${missing}\`, as it has \`${property}\`` };
    }
    case "oneOf":
    case "anyOf":
      return Array.isArray(p["passingSchemas"]) ? { key: "diag.schema_forms_many", args: {}, english: "fits more than one of the forms allowed here" } : { key: "diag.schema_forms", args: {}, english: "fits none of the forms allowed here" };
    default:
      return null;
  }
}

/** The English of diag.schema_format's forms (schema-formats.ts defines them). */
const FORMAT_ENGLISH: Record<string, string> = {
  date: "a date, like `2026-03-01`",
  time: "a time with its offset, like `14:30:00Z`",
  date_time: "a date and time, like `2026-03-01T14:30:00Z`",
  email: "an email address, like `name@example.org`",
  uri: "an address with its scheme, like `https://example.org`",
  uuid: "a UUID, like `123e4567-e89b-12d3-a456-426614174000`",
  ipv4: "an IPv4 address, like `192.0.2.1`",
};

/** The English of diag.schema_pattern's forms (schema-patterns.ts names them). */
const PATTERN_ENGLISH: Record<string, (digits: number) => string> = {
  id: () => "an id: lowercase letters, digits and `_`, starting with a letter",
  id_dash: () => "an id: lowercase letters, digits and `-`, starting with a letter",
  id_any: () => "an id: lowercase letters, digits, `_` and `-`, starting with a letter",
  word: () => "lowercase letters, digits and `_`",
  colour: () => "a colour: `#` and six hexadecimal digits, like `#1f6fb2`",
  hex: (d) => `${d} hexadecimal digits (0–9, a–f)`,
  dotted: () => "ids joined by dots, like `a.b`: lowercase letters, digits and `_`",
  dotted_two: () => "two or more ids joined by dots, like `a.b`: lowercase letters, digits and `_`",
  language: () => "a language code, like `es` or `pt-BR`",
};

/** The strings of `data` that name declared things, by the `names` keywords of its schema (the data need not be valid). */
export function namesIn(validate: Validator, data: unknown): NameRef[] {
  return collectNames(() => validate(data)) as NameRef[];
}
