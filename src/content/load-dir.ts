// Disk access for the CLI and tests: the one place content is read from the file system.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_SELECTION, loadContent, type LoadResult } from "./load.js";
import type { Selection } from "./compose.js";
import { ContentError } from "../diagnostics/diagnostic.js";
import type { Content } from "./model.js";

export const DEFAULT_CONTENT_DIR = resolve(fileURLToPath(new URL("../../cards/twilight-struggle", import.meta.url)));

export function loadContentDir(dir: string = DEFAULT_CONTENT_DIR, selection: Selection = DEFAULT_SELECTION, checkAllOverlays = true): LoadResult {
  return loadContent((p) => {
    const full = join(dir, p);
    return existsSync(full) ? readFileSync(full, "utf8") : null;
  }, dir, selection, checkAllOverlays);
}

const cache = new Map<string, Content>();
/**
 * Loads and caches the content composed for a selection (scenario, variants, options), throwing
 * a ContentError (with every diagnostic) when it is invalid.
 */
export function requireContent(dir: string = DEFAULT_CONTENT_DIR, selection: Partial<Selection> = {}): Content {
  const full: Selection = { scenario: selection.scenario ?? DEFAULT_SELECTION.scenario, variants: selection.variants ?? [], options: selection.options ?? [] };
  const key = JSON.stringify([dir, full]);
  const cached = cache.get(key);
  if (cached) return cached;
  const { content, diagnostics } = loadContentDir(dir, full, false);
  if (!content) throw new ContentError(diagnostics.filter((d) => d.severity === "error"));
  cache.set(key, content);
  return content;
}
