// Why a game's own JSON Schema (cards/<game>/schemas/) did not compile, said where it is and in a
// designer's words. ajv throws one Error with English text and, for an unknown keyword, no place;
// the place is found here in the schema (its meta-schema errors carry their path in it, a strict
// mode error names a keyword, a format or a path) and placed at that key or value of the file.
// The common cases have words of their own (an unknown keyword, type or format, a keyword's
// value of the wrong kind); anything else keeps ajv's text, still placed.
import type { ErrorObject } from "ajv/dist/2020.js";
import type { Diagnostic, MessagePart } from "../diagnostics/diagnostic.js";
import { closest } from "../diagnostics/closest.js";
import { metaSchemaErrors, NAMED_KINDS, schemaErrorWords, schemaFormats, schemaKeywords } from "./schemas.js";
import { keyRangeAt, rangeAt, type SourceFile } from "./yaml-source.js";

type Path = (string | number)[];

/** JSON Schema's types, as the meta-schema lists them. */
const TYPES = ["array", "boolean", "integer", "null", "number", "object", "string"];

/** Keywords whose value is a schema, a list of schemas, or a map of names to schemas (where the walk goes on). */
const ONE_SCHEMA = new Set(["additionalProperties", "propertyNames", "items", "contains", "not", "if", "then", "else", "unevaluatedItems", "unevaluatedProperties", "additionalItems", "contentSchema"]);
const SCHEMA_LIST = new Set(["allOf", "anyOf", "oneOf", "prefixItems", "items"]);
const SCHEMA_MAP = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);

/** What is wrong, and where: a key of the map at `path` that is wrong itself (`atKey`), else the value at `path`. */
interface Fault {
  path: Path;
  atKey?: string;
  english: string;
  key: string;
  args: Record<string, string | number>;
  parts?: Record<string, MessagePart>;
  hint?: { hint: string; hintKey: string; hintArgs?: Record<string, string> };
}

/** The hint that names the nearest right word, if any. */
function didYouMean(near: string | null): Pick<Fault, "hint"> {
  return near ? { hint: { hint: `did you mean \`${near}\`?`, hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion: near } } } : {};
}

/**
 * The CW205 error of a schema that failed to compile with `error`: a schema file (`source`, whose
 * data is `schema`), or a schema written at `at` in a file (a variable's or a field's in game.yaml).
 */
export function unusableSchemaDiagnostic(schema: object, error: Error, source: SourceFile, at: Path = []): Diagnostic {
  const f = faultOf(schema, error);
  const path = [...at, ...f.path];
  const place = f.atKey !== undefined ? keyRangeAt(source, path, f.atKey) : rangeAt(source, path);
  return { code: "CW205", severity: "error", message: `not a usable JSON Schema: ${f.english}`, file: source.path, ...place, key: f.key, args: f.args, ...(f.parts ? { parts: f.parts } : {}), ...f.hint };
}

function faultOf(schema: object, error: Error): Fault {
  // The meta-schema first: a schema that breaks it is refused before any strict mode check.
  const meta = metaSchemaErrors(schema);
  if (meta.length) return metaFault(schema, meta);
  const message = error.message;
  const keyword = /^strict mode: unknown keyword: "(.*)"$/.exec(message)?.[1];
  if (keyword !== undefined) {
    const at = findSchema(schema, (s) => Object.hasOwn(s, keyword)) ?? [];
    const near = closest(keyword, schemaKeywords());
    return { path: at, atKey: keyword, english: `\`${keyword}\` is not a JSON Schema keyword`, key: "diag.schema_unknown_keyword", args: { keyword }, ...didYouMean(near) };
  }
  const format = /^unknown format "(.*)" ignored/.exec(message)?.[1];
  if (format !== undefined) {
    const at = findSchema(schema, (s) => s["format"] === format);
    const formats = schemaFormats();
    const list = formats.join(", ");
    const near = closest(format, formats);
    return { path: at ? [...at, "format"] : [], english: `\`${format}\` is not a format it knows; the formats are: ${list}`, key: "diag.schema_unknown_format", args: { format, formats: list }, ...didYouMean(near) };
  }
  // A `$ref` that leads nowhere: at that `$ref`.
  const ref = (error as { missingRef?: unknown }).missingRef;
  const refAt = typeof ref === "string" ? findSchema(schema, (s) => s["$ref"] === ref || (typeof s["$ref"] === "string" && ref.endsWith(s["$ref"]))) : null;
  // A `pattern` that is no regular expression (ajv compiles them with the `u` flag), an empty `enum`: the first such.
  const patternAt = message.startsWith("Invalid regular expression") ? findSchema(schema, (s) => typeof s["pattern"] === "string" && !isRegExp(s["pattern"])) : null;
  const enumAt = message.startsWith("enum must have non-empty array") ? findSchema(schema, (s) => Array.isArray(s["enum"]) && !s["enum"].length) : null;
  // Other strict mode errors name the schema's place as a pointer (`at "#/properties/x"`); a
  // keyword's value refused (`keyword "names" value is invalid at path …`), that keyword there.
  const pointer = /\bat (?:path )?"#([^"]*)"/.exec(message)?.[1];
  const valueOf = /^keyword "([^"]+)" value is invalid/.exec(message)?.[1];
  // Cardwright's `names` of neither form: the forms spelt out (a kind misspelt, the kind meant).
  if (valueOf === "names" && pointer !== undefined) {
    const path = [...pathOfPointer(schema, pointer), "names"];
    const value = path.reduce<unknown>((node, step) => (node && typeof node === "object" ? (node as Record<string | number, unknown>)[step] : undefined), schema);
    const kinds = NAMED_KINDS.join(", ");
    const near = typeof value === "string" ? closest(value, NAMED_KINDS) : null;
    return { path, english: `\`names\` must be one of ${kinds}, a list of them (a name of any one), or \`data:\` (a data file and the fields to a list in it, by dots) with \`key:\` (the field of its entries that is their id)`, key: "diag.schema_bad_names", args: { kinds }, ...didYouMean(near) };
  }
  const path = refAt ? [...refAt, "$ref"] : patternAt ? [...patternAt, "pattern"] : enumAt ? [...enumAt, "enum"] : pointer !== undefined ? [...pathOfPointer(schema, pointer), ...(valueOf ? [valueOf] : [])] : [];
  return { path, english: message, key: "diag.bad_schema", args: { detail: message } };
}

/** The meta-schema's errors as one fault: a `type` not of JSON Schema's, else the first error's keyword and what its value must be. */
function metaFault(schema: object, errors: ErrorObject[]): Fault {
  // (One of several types, `type: [integr, string]`: the one that is not, at its place in the list.)
  const typeError = errors.find((e) => e.keyword === "enum" && typeof e.data === "string" && /\/type(?:\/\d+)?$/.test(e.instancePath));
  if (typeError) {
    const path = pathOfPointer(schema, typeError.instancePath);
    const value = typeof typeError.data === "string" ? typeError.data : JSON.stringify(typeError.data);
    const types = TYPES.join(", ");
    const near = closest(value, TYPES);
    return { path, english: `\`${value}\` is not a JSON Schema type (${types})`, key: "diag.schema_unknown_type", args: { type: value, types }, ...didYouMean(near) };
  }
  // The error of a keyword's own value, not the forms (anyOf) it is one of.
  const e = errors.find((x) => x.keyword !== "anyOf" && x.keyword !== "oneOf" && x.keyword !== "$dynamicRef") ?? errors[0]!;
  const path = pathOfPointer(schema, e.instancePath);
  const last = path.at(-1);
  // The keyword by its name alone (the file's line and column say which one).
  const words = schemaErrorWords({ ...e, instancePath: last === undefined ? "" : `/${String(last)}` }, "schema", undefined, last === undefined ? schema : { [String(last)]: e.data });
  const hint = words.hint && words.hintKey ? { hint: { hint: words.hint, hintKey: words.hintKey, ...(words.hintArgs ? { hintArgs: words.hintArgs as Record<string, string> } : {}) } } : {};
  return { path, english: words.message, key: "diag.bad_schema", args: { detail: words.message }, parts: { detail: { key: words.key!, args: words.args ?? {}, ...(words.parts ? { parts: words.parts } : {}) } }, ...hint };
}

/** The path of the first schema in `schema` (itself or one below it, by JSON Schema's keywords) that `test` accepts; null when none. */
function findSchema(schema: unknown, test: (s: Record<string, unknown>) => boolean, path: Path = []): Path | null {
  if (!schema || typeof schema !== "object" || Array.isArray(schema)) return null;
  const s = schema as Record<string, unknown>;
  if (test(s)) return path;
  for (const [k, v] of Object.entries(s)) {
    if (SCHEMA_MAP.has(k) && v && typeof v === "object" && !Array.isArray(v)) {
      for (const [name, sub] of Object.entries(v)) {
        const found = findSchema(sub, test, [...path, k, name]);
        if (found) return found;
      }
    } else if (SCHEMA_LIST.has(k) && Array.isArray(v)) {
      for (const [i, sub] of v.entries()) {
        const found = findSchema(sub, test, [...path, k, i]);
        if (found) return found;
      }
    } else if (ONE_SCHEMA.has(k)) {
      const found = findSchema(v, test, [...path, k]);
      if (found) return found;
    }
  }
  return null;
}

/** Whether a `pattern` is a regular expression as ajv compiles it (with the `u` flag). */
function isRegExp(pattern: string): boolean {
  try {
    new RegExp(pattern, "u");
    return true;
  } catch {
    return false;
  }
}

/** A JSON pointer into `schema` (`/properties/a/type`) as a path, a list's index as a number. */
function pathOfPointer(schema: unknown, pointer: string): Path {
  const path: Path = [];
  let node = schema;
  for (const raw of pointer.split("/").slice(1)) {
    const step = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
    const at: string | number = Array.isArray(node) ? Number(step) : step;
    path.push(at);
    node = node && typeof node === "object" ? (node as Record<string | number, unknown>)[at] : undefined;
  }
  return path;
}
