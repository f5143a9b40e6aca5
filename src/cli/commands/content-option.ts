import { resolve } from "node:path";
import { DEFAULT_CONTENT_DIR, requireContent } from "../../content/load-dir.js";
import type { Content } from "../../content/model.js";
import type { ParsedArgs } from "../args.js";

export function contentFrom(args: ParsedArgs): Content {
  const dir = args.flags.get("content")?.at(-1);
  return requireContent(dir ? resolve(dir) : DEFAULT_CONTENT_DIR);
}
