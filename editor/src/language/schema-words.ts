// The schemas in the editor's language. Each description a designer reads in the hover or in
// monaco-yaml's completion is looked up by a key:
// - a field a game declares for its cards (game.yaml card_fields) as card_field.<id>.description,
//   the New card dialog's tooltip, in the game's locale files; likewise its fields of modifiers,
//   spaces and groups (modifier_field., space_field., group_field.<id>.description);
// - any other, written in the kernel's schemas (schemas/*.schema.json), as the editor's message
//   editor.schema.<key>, in editor/locales/: each translation its own words. Their English is the
//   schema's alone (src/i18n/kernel-schema-english.ts gives it to the translators' commands); in
//   English, or a language without the key, the schema's own words are shown.
// - a game's own schemas' (its scenarios', its named data's) as schema.<key>, in its locale files.
// The keys: src/i18n/schema-keys.ts. The schemas themselves stay English: the checker's hints read them.
import { descriptions, schemaKey } from "../../../src/i18n/schema-keys.js";

export { descriptions, schemaKey };

/** A translated text by key, or null when the language has none. */
export type TextOf = (key: string) => string | null;

export interface SchemaTexts {
  /** A text of the game's content by key (card_field.<id>.description), or null. */
  content: TextOf;
  /** One of the editor's messages by key (editor.schema.…), as written (a description is text, not a template to format), or null. */
  message: TextOf;
}

/**
 * Where the fields a game declares are described (the path to their `properties`), and the key
 * prefix the game translates their descriptions under: a card's (and in an overlay a change of a
 * card's), a modifier's, a space's and a group's.
 */
const GAME_FIELDS: { at: string; prefix: string }[] = [
  { at: "$defs/card/properties", prefix: "card_field" },
  { at: "$defs/card_change/properties", prefix: "card_field" },
  { at: "$defs/modifier/properties", prefix: "modifier_field" },
  { at: "properties/spaces/items/properties", prefix: "space_field" },
  { at: "properties/groups/items/properties", prefix: "group_field" },
];

/** The translated text of the description at `path`, or null to keep the schema's. */
function textAt(kind: string, path: readonly string[], texts: SchemaTexts): string | null {
  // A field the game declares: the game translates its description.
  const at = path.slice(0, -1).join("/");
  const field = GAME_FIELDS.find((f) => f.at === at);
  if (field) {
    const own = texts.content(`${field.prefix}.${path[path.length - 1]}.description`);
    if (own !== null) return own;
  }
  const key = schemaKey(kind, path);
  if (key === null) return null;
  // A game's own schema (its scenarios', its data's): the game translates it.
  if (kind === "scenario" || kind.startsWith("data.")) return texts.content(`schema.${key}`);
  return texts.message(`editor.schema.${key}`);
}

/**
 * A copy of the schema of `kind` whose descriptions are in the editor's language; the schema
 * itself when nothing is translated (English, or a language without those keys).
 */
export function describedIn(schema: object, kind: string, texts: SchemaTexts): object {
  let copy: object | null = null;
  for (const { path, text } of descriptions(schema)) {
    const local = textAt(kind, path, texts);
    if (local === null || local === text) continue;
    copy ??= structuredClone(schema);
    let at = copy as Record<string, unknown>;
    for (const seg of path) at = at[seg] as Record<string, unknown>;
    at["description"] = local;
  }
  return copy ?? schema;
}
