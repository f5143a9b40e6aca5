// The schemas in the editor's language. A game's card fields are described in game.yaml in
// English, and translated as card_field.<id>.description (the New card dialog's tooltips): the
// hover over such a field in a cards or overlay file, and monaco-yaml's completion, read the same
// translation, so a designer working in Spanish is not told in English what `ops:` means.

/** A translated text by key, or null when the language has none. */
export type TextOf = (key: string) => string | null;

/** Where a card's fields are described: a card, and (in an overlay) a change of a card. */
const CARD_DEFS = ["card", "card_change"];

/**
 * A copy of `schema` whose card fields have their translated descriptions; the schema itself when
 * nothing is translated (English, or a language without those keys).
 */
export function describedIn(schema: object, textOf: TextOf): object {
  const defs = (schema as { $defs?: Record<string, { properties?: Record<string, Record<string, unknown>> }> }).$defs;
  if (!defs) return schema;
  let copy: { $defs: typeof defs } | null = null;
  for (const def of CARD_DEFS) {
    for (const [field, s] of Object.entries(defs[def]?.properties ?? {})) {
      const text = textOf(`card_field.${field}.description`);
      if (text === null || text === s["description"]) continue;
      copy ??= structuredClone(schema) as { $defs: typeof defs };
      copy.$defs[def]!.properties![field]!["description"] = text;
    }
  }
  return copy ?? schema;
}
