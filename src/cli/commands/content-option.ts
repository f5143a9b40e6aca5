import { resolve } from "node:path";
import { DEFAULT_CONTENT_DIR, requireContent } from "../../content/load-dir.js";
import type { Content } from "../../content/model.js";
import { UsageError, type ParsedArgs } from "../args.js";
import { ContentError } from "../../diagnostics/diagnostic.js";
import { translatorFor } from "../i18n-option.js";

export function contentDir(args: ParsedArgs): string {
  const dir = args.flags.get("content")?.at(-1);
  return dir ? resolve(dir) : DEFAULT_CONTENT_DIR;
}

/** The content composed for --scenario, --variant (repeatable) and --option (repeatable). */
export function contentFrom(args: ParsedArgs, selection?: { scenario?: string; variants?: string[]; options?: string[] }): Content {
  try {
    return requireContent(contentDir(args), selection ?? {
      scenario: args.flags.get("scenario")?.at(-1) ?? "standard",
      variants: args.flags.get("variant") ?? [],
      options: args.flags.get("option") ?? [],
    });
  } catch (e) {
    // Naming a scenario, variant or option that does not exist (or a wrong combination) is bad usage.
    const d = e instanceof ContentError ? e.diagnostics : [];
    if (d.length && d.every((x) => x.code.startsWith("CW50"))) {
      const tr = args.flags.has("lang") ? translatorFor(args, contentDir(args)) : null;
      const shown = d.map((x) => (tr ? tr.diagnostic(x) : x)).map((x) => `${x.message}${x.hint ? ` (${x.hint})` : ""}`);
      throw new UsageError(shown.join("; "));
    }
    throw e;
  }
}
