// JSON Schema validation of content files. Each schema is compiled once, in strict mode.
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import cardsSchema from "../../schemas/cards.schema.json" with { type: "json" };
import gameSchema from "../../schemas/game.schema.json" with { type: "json" };
import mapSchema from "../../schemas/map.schema.json" with { type: "json" };
import rulesSchema from "../../schemas/rules.schema.json" with { type: "json" };
import scenarioSchema from "../../schemas/scenario.schema.json" with { type: "json" };
import testSchema from "../../schemas/test.schema.json" with { type: "json" };
import overlaySchema from "../../schemas/overlay.schema.json" with { type: "json" };
import localeSchema from "../../schemas/locale.schema.json" with { type: "json" };
import saveSchema from "../../schemas/save.schema.json" with { type: "json" };
import effectsInPlaySchema from "../../schemas/effects-in-play.schema.json" with { type: "json" };
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { keyRangeAt, rangeAt, type SourceFile } from "./yaml-source.js";

export const schemas = {
  game: gameSchema,
  map: mapSchema,
  rules: rulesSchema,
  cards: cardsSchema,
  scenario: scenarioSchema,
  test: testSchema,
  overlay: overlaySchema,
  locale: localeSchema,
  save: saveSchema,
  effects_in_play: effectsInPlaySchema,
} as const;
export type SchemaKind = keyof typeof schemas;

let compiled: Record<SchemaKind, ValidateFunction> | null = null;
function validators(): Record<SchemaKind, ValidateFunction> {
  if (!compiled) {
    const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
    // Added first so that schemas can refer to each other (an overlay embeds a scenario).
    for (const s of Object.values(schemas)) ajv.addSchema(s);
    compiled = Object.fromEntries(Object.entries(schemas).map(([k, s]) => [k, ajv.getSchema(s.$id)!])) as Record<SchemaKind, ValidateFunction>;
  }
  return compiled;
}

export function validateAgainstSchema(kind: SchemaKind, data: unknown, source: SourceFile): Diagnostic[] {
  const validate = validators()[kind];
  if (validate(data)) return [];
  return simplify(validate.errors ?? []).map((e) => toDiagnostic(e, source, kind));
}

/** Validates data that has no file of its own (composed overlays); paths are relative to the data. */
export function validateData(kind: SchemaKind, data: unknown): { code: string; message: string; path: (string | number)[] }[] {
  const validate = validators()[kind];
  if (validate(data)) return [];
  return simplify(validate.errors ?? []).map((e) => {
    const path = pathOf(e.instancePath);
    const where = path.length ? path.join(".") : kind;
    if (e.keyword === "additionalProperties") {
      const key = String((e.params as { additionalProperty: string }).additionalProperty);
      return { code: "CW201", message: `unknown property \`${key}\` in ${where}`, path };
    }
    return { code: "CW205", message: `${where} ${e.message ?? "is invalid"}`, path };
  });
}

/** Drops the noise of oneOf branches when a more specific error exists at the same place. */
function simplify(errors: ErrorObject[]): ErrorObject[] {
  const specific = errors.filter((e) => e.keyword !== "oneOf" && e.keyword !== "if");
  const seen = new Set<string>();
  return specific.filter((e) => {
    const key = `${e.instancePath}|${e.keyword}|${JSON.stringify(e.params)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function pathOf(instancePath: string): (string | number)[] {
  if (!instancePath) return [];
  return instancePath
    .slice(1)
    .split("/")
    .map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

function toDiagnostic(e: ErrorObject, source: SourceFile, kind: SchemaKind): Diagnostic {
  const path = pathOf(e.instancePath);
  const where = path.length ? path.join(".") : `the ${kind} file`;
  const base = { severity: "error" as const, file: source.path };
  const at = { where: path.length ? path.join(".") : "root", kind };
  switch (e.keyword) {
    case "additionalProperties": {
      const key = String((e.params as { additionalProperty: string }).additionalProperty);
      return { ...base, code: "CW201", message: `unknown property \`${key}\` in ${where}`, ...keyRangeAt(source, path, key), hint: "check the spelling; the schema lists the allowed properties", key: "diag.schema_unknown_property", args: { ...at, property: key }, hintKey: "diag.hint.schema_spelling" };
    }
    case "required": {
      const key = String((e.params as { missingProperty: string }).missingProperty);
      return { ...base, code: "CW202", message: `missing required property \`${key}\` in ${where}`, ...rangeAt(source, path), hint: `add \`${key}:\``, key: "diag.schema_missing_property", args: { ...at, property: key }, hintKey: "diag.hint.add_property", hintArgs: { property: key } };
    }
    case "enum": {
      const allowed = (e.params as { allowedValues: unknown[] }).allowedValues.map(String).join(", ");
      return { ...base, code: "CW203", message: `${where} must be one of: ${allowed}`, ...rangeAt(source, path), key: "diag.schema_enum", args: { ...at, allowed } };
    }
    case "type":
      return { ...base, code: "CW204", message: `${where} must be ${(e.params as { type: string }).type}`, ...rangeAt(source, path), key: "diag.schema_type", args: { ...at, type: String((e.params as { type: string }).type) } };
    default:
      return { ...base, code: "CW205", message: `${where} ${e.message ?? "is invalid"}`, ...rangeAt(source, path), key: "diag.schema_other", args: { ...at, detail: e.message ?? "is invalid" } };
  }
}
