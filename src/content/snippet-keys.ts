// Each code snippet of game.yaml (`snippets:`) is translated under its key: its `id:`, else its
// English label's slug (i18n/sources.ts, snippetKey). Two snippets with one key would share one
// translation, the second's label and detail never asked of translators: an error (CW401, as for
// any duplicate id) at the second's id, or its label when it has none.
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { snippetKey } from "../i18n/sources.js";
import type { Located, Manifest } from "./raw.js";
import { rangeAt } from "./yaml-source.js";

/** The errors of snippets whose translation key an earlier snippet has. */
export function duplicateSnippetKeys(manifest: Located<Manifest>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const first = new Map<string, string>();
  (manifest.data.snippets ?? []).forEach((sn, i) => {
    const key = snippetKey(sn);
    const earlier = first.get(key);
    if (earlier === undefined) {
      first.set(key, sn.label);
      return;
    }
    out.push({
      code: "CW401",
      severity: "error",
      message: `the snippets \`${earlier}\` and \`${sn.label}\` have the same translation key \`${key}\``,
      file: manifest.source.path,
      ...rangeAt(manifest.source, ["snippets", i, sn.id ? "id" : "label"]),
      hint: "give one of them an `id:` of its own",
      key: "diag.duplicate_snippet_key",
      args: { first: earlier, second: sn.label, key },
      hintKey: "diag.hint.snippet_id",
    });
  });
  return out;
}
