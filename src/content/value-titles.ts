// A card field's `value_titles:` names its values for people (the editor's New card dialog, and the
// translations' <field>.<value>.name). An entry naming a value the field does not have is never
// shown: most likely a misspelt or renamed value. A warning (CW405) at the entry's key, with the
// values the field has, so the designer sees it rather than an untitled value in the dialog.
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import type { Located, Manifest } from "./raw.js";
import { keyRangeAt } from "./yaml-source.js";

/** The values a title can name: the strings of the field's `enum:` (the values the New card dialog lists). */
export function titledValues(decl: { [k: string]: unknown }): string[] {
  return (Array.isArray(decl["enum"]) ? (decl["enum"] as unknown[]) : []).filter((v): v is string => typeof v === "string");
}

/** The warnings of game.yaml's `value_titles:` entries that name no value of their field. */
export function unknownValueTitles(manifest: Located<Manifest>): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [field, decl] of Object.entries(manifest.data.card_fields ?? {})) {
    const titles = decl.value_titles ?? {};
    const values = titledValues(decl);
    const listed = values.map((v) => `\`${v}\``).join(", ");
    for (const value of Object.keys(titles)) {
      if (values.includes(value)) continue;
      const hint: Pick<Diagnostic, "hint" | "hintKey" | "hintArgs"> = values.length
        ? { hint: `\`${field}\` takes ${listed}`, hintKey: "diag.hint.field_values", hintArgs: { field, values: listed } }
        : { hint: `\`${field}\` has no list of named values (an \`enum:\` of strings) for a title to name`, hintKey: "diag.hint.field_without_values", hintArgs: { field } };
      out.push({
        code: "CW405",
        severity: "warning",
        message: `\`value_titles\` of the card field \`${field}\` names \`${value}\`, which is not one of its values`,
        file: manifest.source.path,
        ...keyRangeAt(manifest.source, ["card_fields", field, "value_titles"], value),
        key: "diag.unknown_value_title",
        args: { field, value },
        ...hint,
      });
    }
  }
  return out;
}
