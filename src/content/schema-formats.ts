// The `format` values a game's own schema may use (JSON Schema's `format` keyword). ajv checks none
// by itself, and in strict mode a schema naming an unknown one does not compile. ajv-formats, ajv's
// own companion, defines them (full mode: a date its month has, a URI with its scheme …), rather
// than checks written here; diag.schema_format says the common ones in words, with an example.
import * as ajvFormats from "ajv-formats";
import type { Ajv2020 } from "ajv/dist/2020.js";

// A CommonJS package: its plugin is `module.exports` and also `module.exports.default`, so the
// namespace's `default.default` is the plugin however the module was loaded (Node's ESM, esbuild, vite).
const formatsPlugin = ajvFormats.default.default;

/** The formats diag.schema_format has words for (with `-` as `_`); any other is said by its name. */
const SAID = new Set(["date", "time", "date-time", "email", "uri", "uuid", "ipv4"]);

/** Adds every format ajv-formats defines to an ajv instance (they check strings only: another type passes, as JSON Schema says). */
export function addFormats(ajv: Ajv2020): void {
  formatsPlugin(ajv, { mode: "full" });
}

/** A format's name as diag.schema_format's choice of words (`date-time` → `date_time`; one it has no words for: `other`). */
export function formatForm(format: string): string {
  return SAID.has(format) ? format.replace("-", "_") : "other";
}
