import { resolve } from "node:path";
import { DEFAULT_CONTENT_DIR, requireContent } from "../../content/load-dir.js";
import type { Content } from "../../content/model.js";
import type { ParsedArgs } from "../args.js";

export function contentDir(args: ParsedArgs): string {
  const dir = args.flags.get("content")?.at(-1);
  return dir ? resolve(dir) : DEFAULT_CONTENT_DIR;
}

/** The content composed for --scenario, --variant (repeatable) and --option (repeatable). */
export function contentFrom(args: ParsedArgs, selection?: { scenario?: string; variants?: string[]; options?: string[] }): Content {
  return requireContent(contentDir(args), selection ?? {
    scenario: args.flags.get("scenario")?.at(-1) ?? "standard",
    variants: args.flags.get("variant") ?? [],
    options: args.flags.get("option") ?? [],
  });
}
