// Test helpers: content from disk with some files replaced in memory.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_CONTENT_DIR } from "../src/content/load-dir.js";
import { loadContent, type LoadResult, type ReadFile } from "../src/content/load.js";

export function readContentFile(path: string): string {
  return readFileSync(join(DEFAULT_CONTENT_DIR, path), "utf8");
}

export type Edits = Record<string, string | ((old: string) => string)>;

/** Reads the shipped content with `edits` applied: path → new text, or a function of the old text. */
export function readWithEdits(edits: Edits = {}): ReadFile {
  return (p) => {
    const full = join(DEFAULT_CONTENT_DIR, p);
    const old = existsSync(full) ? readFileSync(full, "utf8") : null;
    const edit = edits[p];
    if (edit === undefined) return old;
    return typeof edit === "function" ? edit(old ?? "") : edit;
  };
}

/** Loads the shipped content with `edits` applied. */
export function loadWithEdits(edits: Edits): LoadResult {
  return loadContent(readWithEdits(edits));
}
