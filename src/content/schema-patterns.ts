// The regular expressions of the schemas (`pattern`) said as what they mean: the message
// diag.schema_pattern chooses its words by the form's name (a pattern no form knows is shown as
// it is), and a value that can obviously be mended gets a corrected suggestion (`Big-Event` →
// `big_event`).

/** A pattern's meaning: the form's name in diag.schema_pattern, the digits of a hexadecimal form, and how to mend a value (null: no obvious mend). */
interface Form {
  form: string;
  digits?: number;
  mend?: (value: string) => string;
}

/** Lowercase, every run of other characters one `sep`, no leading digit or separator. */
const slug = (sep: string) => (value: string) =>
  value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, sep)
    .replace(/^[^a-z]+/, "")
    .replace(new RegExp(`${sep === "-" ? "-" : "_"}+$`), "");

const FORMS: Record<string, Form> = {
  "^[a-z][a-z0-9_]*$": { form: "id", mend: slug("_") },
  "^[a-z][a-z0-9-]*$": { form: "id_dash", mend: slug("-") },
  "^[a-z][a-z0-9_-]*$": { form: "id_any", mend: slug("_") },
  "^[a-z0-9_]+$": { form: "word", mend: (v) => slug("_")(v) || v.toLowerCase().replace(/[^a-z0-9]+/g, "_") },
  "^#[0-9a-fA-F]{6}$": { form: "colour" },
  "^[0-9a-f]{32}$": { form: "hex", digits: 32 },
  "^[0-9a-f]{8}$": { form: "hex", digits: 8 },
  "^[a-z][a-z0-9_]*(\\.[a-z0-9_]+)*$": { form: "dotted", mend: (v) => v.split(".").map(slug("_")).filter(Boolean).join(".") },
  "^[a-z][a-z0-9_]*(\\.[a-z0-9_]+)+$": { form: "dotted_two", mend: (v) => v.split(".").map(slug("_")).filter(Boolean).join(".") },
  "^[a-z]{2,3}(-[A-Z]{2})?$": { form: "language", mend: (v) => v.replace(/^([A-Za-z]{2,3})(?:[-_]([A-Za-z]{2}))?$/, (_, l: string, r?: string) => (r ? `${l.toLowerCase()}-${r.toUpperCase()}` : l.toLowerCase())) },
};

/** What a pattern asks, in diag.schema_pattern's words (`other`: shown as it is), and the value mended when that is obvious. */
export function patternWords(pattern: string, value: unknown): { form: string; digits: number; suggestion: string | null } {
  const f = FORMS[pattern];
  if (!f) return { form: "other", digits: 0, suggestion: null };
  const mended = typeof value === "string" && f.mend ? f.mend(value) : null;
  const fits = mended !== null && mended !== value && new RegExp(pattern).test(mended);
  return { form: f.form, digits: f.digits ?? 0, suggestion: fits ? mended : null };
}

/**
 * An id that is not of the kernel's id form (`Asia-Scoring`) as the id it obviously means
 * (`asia_scoring`), or null: what the rest of the game likely names that item by.
 */
export function meantId(id: string): string | null {
  return patternWords("^[a-z][a-z0-9_]*$", id).suggestion;
}
