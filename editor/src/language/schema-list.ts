// The content schemas, given to monaco-yaml for completion and hover: the kernel's (the files the
// loader validates with), replaced after each good build by the chosen game's (the kernel's
// extended with the fields the game declares, and the game's own for its data and scenarios), so
// the editor's help and the checker never disagree. Both are given in the editor's language
// (schema-words.ts): the translated descriptions of the game's card fields.
import board from "../../../schemas/board.schema.json" with { type: "json" };
import cards from "../../../schemas/cards.schema.json" with { type: "json" };
import game from "../../../schemas/game.schema.json" with { type: "json" };
import locale from "../../../schemas/locale.schema.json" with { type: "json" };
import overlay from "../../../schemas/overlay.schema.json" with { type: "json" };
import routines from "../../../schemas/routines.schema.json" with { type: "json" };
import sequence from "../../../schemas/sequence.schema.json" with { type: "json" };
import test from "../../../schemas/test.schema.json" with { type: "json" };
import { describedIn, type TextOf } from "./schema-words.js";

/** The kernel's schemas, by kind. */
export const SCHEMAS: Readonly<Record<string, object>> = { game, board, cards, routines, sequence, overlay, test, locale };
/** A schema kind: one of SCHEMAS, or a game's own (`scenario`, `data.<name>`). */
export type SchemaKind = string;

let current: Record<string, object> = { ...SCHEMAS };
/** The editor's language (null: the schemas' own English). */
let textOf: TextOf | null = null;
/** The schemas as schemaFor gives them, in the editor's language: made once per schema and language. */
let shown = new Map<SchemaKind, object>();

/** The chosen game's schemas (its build's SchemaInfo.schemas); kinds it lacks keep the kernel's. */
export function setGameSchemas(schemas: Record<string, object>): void {
  current = { ...SCHEMAS, ...schemas };
  shown = new Map();
}

/** The editor's language, as its translated texts by key (null: English, as the schemas are written). */
export function setSchemaLanguage(text: TextOf | null): void {
  textOf = text;
  shown = new Map();
}

export function schemaFor(kind: SchemaKind): object | null {
  const schema = current[kind];
  if (!schema) return null;
  if (!textOf) return schema;
  let s = shown.get(kind);
  if (!s) shown.set(kind, (s = describedIn(schema, textOf)));
  return s;
}
