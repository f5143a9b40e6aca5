import { loadContentDir } from "../../content/load-dir.js";
import { ContentError } from "../../diagnostics/diagnostic.js";
import { checkFlags, parseArgs, UsageError } from "../args.js";
import { contentDir } from "./content-option.js";

/** Lists the scenarios, variants and options of the content, one line each. */
export function scenariosCommand(argv: string[]): number {
  const args = parseArgs(argv);
  checkFlags(args, ["content"]);
  if (args.positionals.length) throw new UsageError(`unexpected argument "${args.positionals[0]}"`);
  const { content, diagnostics } = loadContentDir(contentDir(args));
  if (!content) throw new ContentError(diagnostics.filter((d) => d.severity === "error"));
  const rows: [string, string, string][] = Object.values(content.scenarios).map((s) => ["scenario", s.id, s.description]);
  for (const o of Object.values(content.overlays)) rows.push([o.kind, o.id, o.description]);
  const cardOptions = [...new Set(content.cardList.filter((c) => c.optional).map((c) => c.option ?? "optional_cards"))];
  for (const o of cardOptions) if (!content.overlays[o]) rows.push(["option", o, `puts ${content.cardList.filter((c) => c.optional && (c.option ?? "optional_cards") === o).map((c) => c.name).join(", ")} in the deck`]);
  const order = { scenario: 0, variant: 1, option: 2 } as Record<string, number>;
  rows.sort((a, b) => order[a[0]]! - order[b[0]]! || a[1].localeCompare(b[1]));
  const width = Math.max(...rows.map((r) => r[1].length));
  for (const [kind, id, description] of rows) console.log(`${kind.padEnd(9)} ${id.padEnd(width)}  ${description}`);
  return 0;
}
