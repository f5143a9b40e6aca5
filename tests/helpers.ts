// Test helpers: content from disk with some files replaced in memory.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_CONTENT_DIR, diskReader } from "../src/content/load-dir.js";
import { ENGINE_LOCALES_DIR } from "../src/cli/engine-locales.js";
import { loadLocaleFolder, translate, type I18nBundle, type Translator } from "../src/i18n/index.js";
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

/**
 * The content's files as the editor holds them: each read from `dir` once, then kept and edited in
 * memory (`files.set` writes one whole; `edit` replaces text and fails when it changes nothing, so
 * a test cannot pass on an edit that missed).
 */
export function editableContent(dir: string) {
  const files = new Map<string, string>();
  const read: ReadFile = (p) => {
    if (files.has(p)) return files.get(p)!;
    try {
      const text = readFileSync(join(dir, p), "utf8");
      files.set(p, text);
      return text;
    } catch {
      return null;
    }
  };
  const edit = (path: string, from: string | RegExp, to: string): void => {
    const text = read(path);
    const next = text?.replace(from, to);
    if (text === null || next === text) throw new Error(`the edit of ${path} changed nothing: ${String(from)}`);
    files.set(path, next!);
  };
  return { files, read, edit };
}

let engine: I18nBundle | undefined;

/** The engine's own messages (src/locales/: diagnostics, the command line's and Play page's words), which every game is spoken with. */
export function engineMessages(): I18nBundle {
  return (engine ??= loadLocaleFolder(diskReader(ENGINE_LOCALES_DIR), readdirSync(ENGINE_LOCALES_DIR))!.bundle);
}

/** A game's translator as the command line makes it: the game's messages over the engine's. */
export function spoken(bundle: I18nBundle, lang: string): Translator {
  return translate(bundle, lang, translate(engineMessages(), lang));
}
