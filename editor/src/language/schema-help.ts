// What the JSON Schemas say about a place in a content file: the schema of a path, a short hover
// for a key (what it means, the allowed values), the properties an object may have, and a value
// to insert for a missing required property. Plain TypeScript over the schema objects.
import type { YamlPath } from "./yaml-path.js";

export interface JsonSchema {
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  required?: string[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  /** The kind of name a string (or a key, under `propertyNames`) must be: a game's schema marks them (src/content/data-names.ts). */
  names?: string;
  propertyNames?: JsonSchema;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  allOf?: JsonSchema[];
}

/** A schema with its local reference (`#/$defs/x`) followed, against the file's root schema. */
function deref(root: JsonSchema, s: JsonSchema): JsonSchema {
  let out = s;
  for (let i = 0; i < 8 && out.$ref?.startsWith("#/"); i++) {
    let at: unknown = root;
    for (const part of out.$ref.slice(2).split("/")) at = (at as Record<string, unknown> | undefined)?.[part];
    if (!at || typeof at !== "object") break;
    const { $ref: _r, ...rest } = out;
    out = { ...(at as JsonSchema), ...rest };
  }
  return out;
}

/** The alternatives a schema allows (its oneOf branches, or itself). */
function branches(s: JsonSchema): JsonSchema[] {
  return s.oneOf?.length ? s.oneOf.flatMap(branches) : [s];
}

function child(root: JsonSchema, s: JsonSchema, segment: string | number): JsonSchema | null {
  for (const b0 of branches(deref(root, s))) {
    const b = deref(root, b0);
    if (typeof segment === "number") {
      if (b.items) return deref(root, b.items);
    } else {
      if (b.properties?.[segment]) return deref(root, b.properties[segment]!);
      if (b.additionalProperties && typeof b.additionalProperties === "object") return deref(root, b.additionalProperties);
    }
  }
  return null;
}

/** The schema of the value at `path`, or null where the schema says nothing. */
export function schemaAt(root: JsonSchema, path: YamlPath): JsonSchema | null {
  let s: JsonSchema | null = deref(root, root);
  for (const seg of path) {
    if (!s) return null;
    s = child(root, s, seg);
  }
  return s;
}

/** The kind of name the schema says belongs at a path (`names:`), for a value or, `onKey`, a map's key. */
export function namesAt(root: JsonSchema, path: YamlPath, onKey: boolean): string | null {
  if (onKey) {
    const parent = schemaAt(root, path.slice(0, -1));
    return parent ? (branches(parent).find((b) => b.propertyNames?.names)?.propertyNames?.names ?? null) : null;
  }
  const here = schemaAt(root, path);
  return here ? (branches(here).find((b) => b.names)?.names ?? null) : null;
}

/** The values a schema allows, when it lists them. */
export function allowedValues(s: JsonSchema): string[] {
  const out = new Set<string>();
  for (const b of branches(s)) {
    for (const v of b.enum ?? []) out.add(String(v));
    if (b.const !== undefined) out.add(String(b.const));
    if (b.type === "boolean") ["true", "false"].forEach((v) => out.add(v));
  }
  return [...out];
}

/**
 * The hover's own words, in the editor's language: "(required)", "one of …", the JSON types'
 * names and "or". English by default (the node tests, a page before its messages load).
 */
export interface HoverWords {
  required: string;
  /** "one of `a`, `b`": the allowed values, already listed. */
  oneOf(values: string): string;
  /** A JSON type's name (`string`, `integer`, `map` …) as a designer reads it. */
  type(name: string): string;
  /** Joins two alternatives: "integer or string". */
  or: string;
}

export const ENGLISH_HOVER: HoverWords = { required: "(required)", oneOf: (values) => `one of ${values}`, type: (name) => name, or: "or" };

function typeName(s: JsonSchema, words: HoverWords): string {
  const types = new Set<string>();
  for (const b of branches(s)) {
    if (b.enum || b.const !== undefined) continue;
    for (const t of Array.isArray(b.type) ? b.type : b.type ? [b.type] : []) types.add(t === "object" && b.additionalProperties && !b.properties ? "map" : t);
  }
  return [...types].map((t) => words.type(t)).join(` ${words.or} `);
}

/** One short hover for a key: what it means, its type or allowed values, whether it is required. */
export function keyHover(root: JsonSchema, path: YamlPath, words: HoverWords = ENGLISH_HOVER): string | null {
  const key = path[path.length - 1];
  const s = schemaAt(root, path);
  if (!s || typeof key !== "string") return null;
  const parent = schemaAt(root, path.slice(0, -1));
  const required = parent ? branches(parent).some((b) => b.required?.includes(key)) : false;
  const allowed = allowedValues(s);
  const range = s.minimum !== undefined || s.maximum !== undefined ? ` ${s.minimum ?? "…"}–${s.maximum ?? "…"}` : "";
  const what = allowed.length && allowed.length <= 12 ? words.oneOf(allowed.map((v) => `\`${v}\``).join(", ")) : `${typeName(s, words)}${range}`;
  return `**${key}**${required ? ` ${words.required}` : ""} — ${firstSentence(s.description ?? "")}\n\n${what}`;
}

/** The first sentence of a description (hovers stay short). */
export function firstSentence(text: string): string {
  const m = /^(.*?[.!?])(\s|$)/s.exec(text.trim());
  return (m ? m[1]! : text.trim()).replace(/\s+/g, " ");
}

/** The properties an object at `path` may have, with their schemas; required ones first. */
export function propertiesAt(root: JsonSchema, path: YamlPath): { name: string; schema: JsonSchema; required: boolean }[] {
  const s = schemaAt(root, path);
  if (!s) return [];
  const out: { name: string; schema: JsonSchema; required: boolean }[] = [];
  for (const b of branches(s)) {
    for (const [name, schema] of Object.entries(b.properties ?? {})) {
      if (!out.some((p) => p.name === name)) out.push({ name, schema, required: !!b.required?.includes(name) });
    }
  }
  return out.sort((a, b) => Number(b.required) - Number(a.required));
}

/** A YAML value to insert for a property that must be there: its first allowed value, or an empty one of its type. */
export function placeholderValue(s: JsonSchema | null): string {
  if (!s) return '""';
  const allowed = allowedValues(s);
  if (allowed.length) return allowed.includes("false") ? "false" : allowed[0]!;
  const b = branches(s)[0]!;
  const t = Array.isArray(b.type) ? b.type[0] : b.type;
  if (t === "integer" || t === "number") return String(b.minimum ?? 0);
  if (t === "array") return "[]";
  if (t === "object") return "{}";
  return '""';
}
