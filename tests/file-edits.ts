// Test helpers: copies of shipped games on disk and edits of their files. An edit must find the
// text it replaces (else it throws), so a test cannot pass on an edit that missed.
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const CARDS = resolve(import.meta.dirname, "../cards");

/** A copy of the shipped game `cards/<game>` at `dir`; gives back `dir`. */
export function copyGame(game: string, dir: string): string {
  cpSync(join(CARDS, game), dir, { recursive: true });
  return dir;
}

/** Replaces the first `from` by `to` in the file at `path`; gives back the way to undo it. */
export function editFile(path: string, from: string, to: string): () => void {
  const text = readFileSync(path, "utf8");
  if (!text.includes(from)) throw new Error(`${path} has no ${from}`);
  writeFileSync(path, text.replace(from, to));
  return () => writeFileSync(path, text);
}

/** Per file of a folder, replacements made in their order (the first match of each). */
export type FileEdits = Record<string, [from: string, to: string][]>;

/** Applies `edits` to the files under `dir`. */
export function editFiles(dir: string, edits: FileEdits): void {
  for (const [file, changes] of Object.entries(edits)) for (const [from, to] of changes) editFile(join(dir, file), from, to);
}
