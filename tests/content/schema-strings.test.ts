// After an edit that changed only strings (or numbers, booleans), a file's clean schema check is kept without checking
// again when the schema cannot see those strings' content (src/content/schema-strings.ts). Here
// every string of Twilight Struggle's card and procedure files is changed several ways: whenever
// the shortcut says the data stays valid, the compiled schema (ajv, as the loader checks) agrees;
// and it says so for the edits designers make most (a card's name, text, event; a procedure's doc).
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { scalarEditsKeepValid } from "../../src/content/schema-strings.js";
import { remembering, type FileMemo } from "../../src/content/file-memo.js";
import { customValidator, extendedCardsSchema, schemaKey, schemaOfKey, validator, type Validator } from "../../src/content/schemas.js";

const GAME = "cards/twilight-struggle";
const read = (path: string) => parse(readFileSync(`${GAME}/${path}`, "utf8")) as unknown;
const manifest = read("game.yaml") as { cards: string[]; procedures: string[]; card_fields: Record<string, { description: string; default?: unknown }>; modifier_fields: Record<string, { description: string }> };

/** The card files' validator as the loader makes it (the game's fields added), and its schema by its key. */
function cardsValidator(): { validate: Validator; schema: NonNullable<ReturnType<typeof schemaOfKey>> } {
  const required = Object.entries(manifest.card_fields).filter(([, f]) => !("default" in f)).map(([k]) => k);
  const validate = customValidator(extendedCardsSchema(manifest.card_fields, manifest.modifier_fields, required));
  if (validate instanceof Error) throw validate;
  return { validate, schema: schemaOfKey(schemaKey(validate)!)! };
}

/** Every string of the data, by its path. */
function strings(data: unknown, path: (string | number)[] = []): { path: (string | number)[]; value: string }[] {
  if (typeof data === "string") return [{ path, value: data }];
  if (Array.isArray(data)) return data.flatMap((x, i) => strings(x, [...path, i]));
  if (data && typeof data === "object") return Object.entries(data).flatMap(([k, v]) => strings(v, [...path, k]));
  return [];
}

/** Every number and boolean of the data, by its path. */
function scalars(data: unknown, path: (string | number)[] = []): { path: (string | number)[]; value: number | boolean }[] {
  if (typeof data === "number" || typeof data === "boolean") return [{ path, value: data }];
  if (Array.isArray(data)) return data.flatMap((x, i) => scalars(x, [...path, i]));
  if (data && typeof data === "object") return Object.entries(data).flatMap(([k, v]) => scalars(v, [...path, k]));
  return [];
}

function withValue(data: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let x = copy;
  for (const step of path.slice(0, -1)) x = x[step] as Record<string | number, unknown>;
  x[path.at(-1)!] = value;
  return copy;
}

/** Ways to change a string: a word added, emptied, not an id, a number as text. */
const CHANGES = [(s: string) => `${s} edited`, () => "", () => "Not An Id!", () => "3"];

describe("a clean schema check kept after strings changed (schema-strings.ts)", () => {
  const files = [
    ...manifest.cards.map((path) => ({ path, ...cardsValidator() })),
    ...manifest.procedures.map((path) => ({ path, validate: validator("routines"), schema: schemaOfKey("kind:routines")! })),
  ];

  it("keeps it only when the schema accepts the new data, and for a card's name, text and event and a procedure's doc", () => {
    const keptAt = new Set<string>();
    let kept = 0;
    let refused = 0;
    for (const { path, validate, schema } of files) {
      const before = read(path);
      expect(validate(before), path).toBe(true);
      for (const s of strings(before)) {
        for (const change of CHANGES) {
          const after = withValue(before, s.path, change(s.value));
          if (scalarEditsKeepValid(schema.schema, before, after, schema.resolve)) {
            expect(validate(after), `${path} ${s.path.join(".")} = ${JSON.stringify(change(s.value))}`).toBe(true);
            keptAt.add(String(s.path.at(-1)));
            kept++;
          } else refused++;
        }
      }
    }
    for (const key of ["name", "text", "event", "doc", "do", "value"]) expect(keptAt, key).toContain(key);
    // A pattern (ids, sides) or an enum (a card's era) reads the string: never kept.
    for (const key of ["id", "side", "era", "kind"]) expect(keptAt, key).not.toContain(key);
    expect(kept).toBeGreaterThan(1000);
    expect(refused).toBeGreaterThan(500);
  });

  it("after a number or boolean changed, keeps it only when the schema accepts the new data, and for a card's Ops value within its bounds", () => {
    const keptAt = new Set<string>();
    let kept = 0;
    let refused = 0;
    for (const { path, validate, schema } of files) {
      const before = read(path);
      for (const s of scalars(before)) {
        const changes = typeof s.value === "boolean" ? [!s.value] : [s.value + 1, s.value - 1, -1, 0, 4, 5, 2.5, 1e9, Infinity, NaN];
        for (const value of changes) {
          const after = withValue(before, s.path, value);
          if (scalarEditsKeepValid(schema.schema, before, after, schema.resolve)) {
            expect(validate(after), `${path} ${s.path.join(".")} = ${value}`).toBe(true);
            keptAt.add(String(s.path.at(-1)));
            kept++;
          } else refused++;
        }
      }
    }
    for (const key of ["ops", "number", "removed_after_event", "optional"]) expect(keptAt, key).toContain(key);
    expect(kept).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(500);
    // Bounds, type, enum and const at the value, worked out for the new one.
    const at = (leaf: object, a: unknown, b: unknown) => scalarEditsKeepValid({ type: "object", properties: { x: leaf } }, { x: a }, { x: b });
    expect(at({ type: "integer", minimum: 0, maximum: 4 }, 3, 2)).toBe(true);
    expect(at({ type: "integer", minimum: 0, maximum: 4 }, 3, -1)).toBe(false);
    expect(at({ type: "integer", minimum: 0, maximum: 4 }, 3, 5)).toBe(false);
    expect(at({ type: "integer" }, 3, 2.5)).toBe(false);
    expect(at({ type: "number" }, 3, 2.5)).toBe(true);
    expect(at({ type: "number" }, 3, Infinity)).toBe(false);
    expect(at({ type: "number", exclusiveMinimum: 0 }, 3, 0)).toBe(false);
    expect(at({ type: "number", exclusiveMaximum: 4 }, 3, 4)).toBe(false);
    expect(at({ enum: [1, 2] }, 1, 2)).toBe(true);
    expect(at({ enum: [1, 2] }, 1, 3)).toBe(false);
    expect(at({ const: true }, false, true)).toBe(true);
    expect(at({ type: "boolean" }, true, false)).toBe(true);
    expect(at({ type: "integer", multipleOf: 2 }, 2, 4)).toBe(false);
    // Another type than before: checked again.
    expect(at({ type: ["integer", "string"] }, 3, "3")).toBe(false);
    expect(at({ type: ["integer", "boolean"] }, 3, true)).toBe(false);
  });

  it("does not keep it when anything but a string, number or boolean changed, or one out of its schema, or the schema cannot be followed", () => {
    const { schema } = cardsValidator();
    const before = read(manifest.cards[0]!) as { cards: Record<string, unknown>[] };
    const card = before.cards[0]!;
    const keep = (after: unknown) => scalarEditsKeepValid(schema.schema, before, after, schema.resolve);
    expect(keep(structuredClone(before))).toBe(true);
    expect(keep(withValue(before, ["cards", 0, "ops"], 9))).toBe(false);
    expect(keep(withValue(before, ["cards", 0, "ops"], "3"))).toBe(false);
    expect(keep(withValue(before, ["cards", 0, "name"], 3))).toBe(false);
    expect(keep({ cards: [...before.cards, card] })).toBe(false);
    expect(keep({ cards: [{ ...card, surprise: "x" }, ...before.cards.slice(1)] })).toBe(false);
    // A reference to a schema it is not given.
    expect(scalarEditsKeepValid({ properties: { cards: { $ref: "other.json#/x" } } }, before, withValue(before, ["cards", 0, "name"], "New"))).toBe(false);
    // Keywords that read a string or pick a branch by it.
    for (const leaf of [{ type: "string", pattern: "^a" }, { enum: ["a", "b"] }, { type: "string", minLength: 2 }, { type: "string", maxLength: 0 }, { anyOf: [{ type: "string" }] }, { type: "string", format: "date" }]) {
      const s = { type: "object", properties: { x: leaf } };
      expect(scalarEditsKeepValid(s, { x: "a" }, { x: "b" }), JSON.stringify(leaf)).toBe(false);
    }
    expect(scalarEditsKeepValid({ type: "object", properties: { x: { type: "string" } } }, { x: "a" }, { x: "b" })).toBe(true);
    // A length asked: kept when the new string has it (in code points: an emoji is one).
    expect(scalarEditsKeepValid({ properties: { x: { type: "string", minLength: 1, maxLength: 2 } } }, { x: "a" }, { x: "b😀" })).toBe(true);
    expect(scalarEditsKeepValid({ properties: { x: { type: "string", minLength: 1 } } }, { x: "a" }, { x: "" })).toBe(false);
    expect(scalarEditsKeepValid({ type: "object", oneOf: [{ properties: { x: { type: "string" } } }] }, { x: "a" }, { x: "b" })).toBe(false);
  });

  it("in a load's file memo, keeps a file's clean check after a string edit, and a check of a value made from its data only while the data is the same", () => {
    const texts = new Map([["c.yaml", "cards:\n  - id: a\n    name: A\n  - id: b\n    name: B\n"]]);
    const memo: FileMemo = new Map();
    const schema = customValidator({ type: "object", properties: { cards: { type: "array", items: { type: "object", properties: { id: { type: "string" }, name: { type: "string" } } } } } });
    if (schema instanceof Error) throw schema;
    const runs = { own: 0, made: 0 };
    const load = () => {
      const files = remembering((path) => texts.get(path) ?? null, ".", memo);
      const opened = files.open("c.yaml");
      expect(opened.diagnostics).toEqual([]);
      files.check(schema, "cards", opened.data, opened.source!, () => (runs.own++, []));
      // (What raw.ts does for an overlay's scenario part: its schema sees other paths than the file's.)
      files.check(schema, "cards", opened.data, opened.source!, () => (runs.made++, []), true);
    };
    load();
    load();
    expect(runs).toEqual({ own: 1, made: 1 });
    texts.set("c.yaml", "cards:\n  - id: a\n    name: A changed\n  - id: b\n    name: B\n");
    load();
    expect(runs).toEqual({ own: 1, made: 2 });
    // A string the schema reads (a pattern): checked again.
    texts.set("c.yaml", "cards:\n  - id: a2\n    name: A changed\n  - id: b\n    name: B\n");
    const strict = customValidator({ type: "object", properties: { cards: { type: "array", items: { type: "object", properties: { id: { type: "string", pattern: "^[a-z]+$" } } } } } });
    if (strict instanceof Error) throw strict;
    let strictRuns = 0;
    const files = remembering((path) => texts.get(path) ?? null, ".", memo);
    const opened = files.open("c.yaml");
    files.check(strict, "cards", opened.data, opened.source!, () => (strictRuns++, []));
    texts.set("c.yaml", "cards:\n  - id: a3\n    name: A changed\n  - id: b\n    name: B\n");
    const again = remembering((path) => texts.get(path) ?? null, ".", memo);
    const reopened = again.open("c.yaml");
    again.check(strict, "cards", reopened.data, reopened.source!, () => (strictRuns++, []));
    expect(strictRuns).toBe(2);
  });
});
