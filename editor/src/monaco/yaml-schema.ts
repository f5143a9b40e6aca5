// The schemas as monaco-yaml is given them: the same, less what breaks its completion. It writes
// each property's default into the snippet it offers for a new list item, and a null default (a
// card field that is empty unless set: `type: [string, "null"], default: null`) threw a
// TypeError in its worker at every key typed there, offering nothing. Completion needs no such
// default (the value to type is the user's); the checker keeps the schema as declared.

/** A deep copy of `schema` without any `default: null`. */
export function forYamlCompletion(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forYamlCompletion);
  if (schema === null || typeof schema !== "object") return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === "default" && v === null) continue;
    out[k] = forYamlCompletion(v);
  }
  return out;
}
