import { loadContentDir, DEFAULT_CONTENT_DIR } from "../../content/load-dir.js";
import { formatDiagnostic } from "../../diagnostics/diagnostic.js";
import { checkFlags, parseArgs, UsageError } from "../args.js";
import { resolve } from "node:path";
import { existsSync } from "node:fs";

export function validateCommand(argv: string[]): number {
  const args = parseArgs(argv);
  checkFlags(args, ["content"]);
  if (args.positionals.length > 1) throw new UsageError("validate takes one folder");
  const dir = resolve(args.positionals[0] ?? args.flags.get("content")?.at(-1) ?? DEFAULT_CONTENT_DIR);
  if (!existsSync(dir)) throw new UsageError(`no such folder: ${dir}`);
  const t0 = performance.now();
  const { content, diagnostics } = loadContentDir(dir);
  const ms = performance.now() - t0;
  for (const d of diagnostics) console.log(formatDiagnostic({ ...d, file: `${dir}/${d.file}`.replace(`${process.cwd()}/`, "") }));
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  const warnings = diagnostics.length - errors;
  if (content) {
    const scripted = content.cardList.filter((c) => c.event).length;
    const kinds = Object.values(content.overlays).reduce<Record<string, number>>((n, o) => ({ ...n, [o.kind]: (n[o.kind] ?? 0) + 1 }), {});
    const scenarios = Object.keys(content.scenarios).length + (kinds.scenario ?? 0);
    console.log(`ok: ${content.name}: ${content.countries.length} countries, ${content.cardList.length} cards (${scripted} with scripted events), ${scenarios} scenarios, ${kinds.variant ?? 0} variants, ${kinds.option ?? 0} options, ${warnings} warning(s) in ${ms.toFixed(0)} ms`);
    return 0;
  }
  console.log(`${errors} error(s), ${warnings} warning(s)`);
  return 1;
}
