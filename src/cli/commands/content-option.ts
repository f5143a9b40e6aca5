// Options shared by the commands that compose a game: the content folder, the scenario, the
// variants and options (each may be given several times, each value once) and the seed.
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { DEFAULT_CONTENT_DIR, requireContent } from "../../content/load-dir.js";
import type { Content } from "../../content/model.js";
import { ContentError, type Diagnostic } from "../../diagnostics/diagnostic.js";
import { usage, UsageError, type ArgLocation, type OptionSpec, type Parsed } from "../command.js";

export const SELECTION_OPTIONS = {
  scenario: { kind: "text", value: "S" },
  variant: { kind: "text", value: "V", repeat: true },
  option: { kind: "text", value: "O", repeat: true },
} as const satisfies Record<string, OptionSpec>;

/** Seeds are 32-bit (the random generator's state). */
export const SEED_OPTION = { kind: "int", value: "N", min: 0, max: 2_147_483_647, default: 1 } as const satisfies OptionSpec;

type WithContent = Pick<Parsed<Record<string, OptionSpec>>, "values" | "at">;

export function contentDir(args: { values: { content?: string | undefined } }): string {
  const dir = args.values.content;
  return dir ? resolve(dir) : DEFAULT_CONTENT_DIR;
}

/** Throws a usage error (CW908) at `at` unless `given` is an existing folder (`--content DIR`, `validate DIR`). */
export function checkContentFolder(given: string, at: ArgLocation | undefined): void {
  const dir = resolve(given);
  if (!existsSync(dir)) throw usage("CW908", `no such folder: ${given}`, "cli.arg.no_such_folder", { path: given }, at);
  if (!statSync(dir).isDirectory()) throw usage("CW908", `not a folder: ${given}`, "cli.arg.not_a_folder", { path: given }, at);
}

export interface Selection {
  scenario?: string | undefined;
  variants?: string[];
  options?: string[];
}

/**
 * The content composed for the selection (default: --scenario, --variant and --option). A scenario,
 * variant or option that does not exist, or a combination the overlays forbid, is bad usage,
 * reported at the argument that named it.
 */
export function contentFrom(args: WithContent, selection?: Selection): Content {
  const v = args.values as { scenario?: string; variant?: string[]; option?: string[] };
  const chosen = selection ?? { scenario: v.scenario ?? "standard", variants: v.variant ?? [], options: v.option ?? [] };
  try {
    return requireContent(contentDir(args as { values: { content?: string } }), chosen);
  } catch (e) {
    const d = e instanceof ContentError ? e.diagnostics : [];
    // Only problems of the selection itself are bad usage; problems of the content stay content errors.
    if (!selection && d.length && d.every((x) => x.code.startsWith("CW50"))) throw selectionProblem(args, d[0]!);
    throw e;
  }
}

/** Which argument gave the overlay a CW50x problem is about. */
function selectionProblem(args: WithContent, d: Diagnostic): UsageError {
  const id = String(d.args?.["id"] ?? "");
  const at: ArgLocation | undefined = args.at("scenario", id) ?? args.at("variant", id) ?? args.at("option", id);
  return new UsageError({ code: d.code, message: d.message, ...(d.key ? { key: d.key, args: d.args } : {}), ...(d.hint ? { hint: d.hint } : {}), ...(d.hintKey ? { hintKey: d.hintKey, hintArgs: d.hintArgs } : {}), ...(at ? { at } : {}) });
}
