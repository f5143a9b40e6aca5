// The schemas' words in the editor's language, from its translators: what setSchemaLanguage needs.
import type { Translator } from "../../../src/i18n/translate.js";
import type { HoverWords } from "./schema-help.js";
import type { SchemaTexts } from "./schema-words.js";

/**
 * `tr`: the editor's translator (the game's messages over the editor's and the engine's); `own`:
 * the editor's own messages alone, read as written. A schema's description is text, not a message
 * template to format, and no game words the kernel's schemas its own way.
 */
export function schemaLanguage(tr: Translator, own: Translator): { texts: SchemaTexts; hover: HoverWords } {
  return {
    texts: { content: (key) => tr.text(key), message: (key) => own.text(`msg.${key}`) },
    hover: {
      required: tr.t("editor.schema_hover.required"),
      oneOf: (values) => tr.t("editor.schema_hover.one_of", { values }),
      // (A type without a word of its own keeps JSON Schema's: t() gives back the key it lacks.)
      type: (name) => {
        const key = `editor.schema_hover.type.${name}`;
        const word = tr.t(key);
        return word === key ? name : word;
      },
      or: tr.t("editor.schema_hover.or"),
    },
  };
}
