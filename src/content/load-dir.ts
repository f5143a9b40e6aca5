// Disk access for the CLI and tests: the one place content is read from the file system.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadContent, type LoadResult } from "./load.js";
import { ContentError } from "../diagnostics/diagnostic.js";
import type { Content } from "./model.js";

export const DEFAULT_CONTENT_DIR = resolve(fileURLToPath(new URL("../../cards/twilight-struggle", import.meta.url)));

export function loadContentDir(dir: string = DEFAULT_CONTENT_DIR): LoadResult {
  return loadContent((p) => {
    const full = join(dir, p);
    return existsSync(full) ? readFileSync(full, "utf8") : null;
  }, dir);
}

const cache = new Map<string, Content>();
/** Loads and caches content, throwing a ContentError (with every diagnostic) when it is invalid. */
export function requireContent(dir: string = DEFAULT_CONTENT_DIR): Content {
  const cached = cache.get(dir);
  if (cached) return cached;
  const { content, diagnostics } = loadContentDir(dir);
  if (!content) throw new ContentError(diagnostics.filter((d) => d.severity === "error"));
  cache.set(dir, content);
  return content;
}
