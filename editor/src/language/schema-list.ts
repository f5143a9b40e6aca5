// The content schemas, given to monaco-yaml for completion and hover: the kernel's (the files the
// loader validates with), replaced after each good build by the chosen game's (the kernel's
// extended with the fields the game declares, and the game's own for its data and scenarios), so
// the editor's help and the checker never disagree. Both are given in the editor's language
// (schema-words.ts): their descriptions translated, and the hover's own words (HoverWords).
import board from "../../../schemas/board.schema.json" with { type: "json" };
import cards from "../../../schemas/cards.schema.json" with { type: "json" };
import game from "../../../schemas/game.schema.json" with { type: "json" };
import locale from "../../../schemas/locale.schema.json" with { type: "json" };
import overlay from "../../../schemas/overlay.schema.json" with { type: "json" };
import routines from "../../../schemas/routines.schema.json" with { type: "json" };
import sequence from "../../../schemas/sequence.schema.json" with { type: "json" };
import test from "../../../schemas/test.schema.json" with { type: "json" };
import { ENGLISH_HOVER, type HoverWords } from "./schema-help.js";
import { describedIn, type SchemaTexts } from "./schema-words.js";

/** The kernel's schemas, by kind. */
export const SCHEMAS: Readonly<Record<string, object>> = { game, board, cards, routines, sequence, overlay, test, locale };
/** A schema kind: one of SCHEMAS, or a game's own (`scenario`, `data.<name>`). */
export type SchemaKind = string;

let current: Record<string, object> = { ...SCHEMAS };
/** The editor's language (null: the schemas' own English). */
let texts: SchemaTexts | null = null;
let hover: HoverWords = ENGLISH_HOVER;
/** The schemas as schemaFor gives them, in the editor's language: made once per schema and language. */
let shown = new Map<SchemaKind, object>();

/** The chosen game's schemas (its build's SchemaInfo.schemas); kinds it lacks keep the kernel's. */
export function setGameSchemas(schemas: Record<string, object>): void {
  current = { ...SCHEMAS, ...schemas };
  shown = new Map();
}

/**
 * The editor's language: its translated texts by key (null: English, as the schemas are written),
 * and the hover's own words.
 */
export function setSchemaLanguage(text: SchemaTexts | null, words: HoverWords = ENGLISH_HOVER): void {
  texts = text;
  hover = words;
  shown = new Map();
}

/** The hover's own words in the editor's language ("(required)", "one of" …). */
export function hoverWords(): HoverWords {
  return hover;
}

export function schemaFor(kind: SchemaKind): object | null {
  const schema = current[kind];
  if (!schema) return null;
  if (!texts) return schema;
  let s = shown.get(kind);
  if (!s) shown.set(kind, (s = describedIn(schema, kind, texts)));
  return s;
}
