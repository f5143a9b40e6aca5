// Test helpers: copies of shipped games on disk, edits of their files, and validate run on them. An edit must find the
// text it replaces (else it throws), so a test cannot pass on an edit that missed.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
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

/**
 * `cardwright validate` on copies of the shipped games in a temporary folder (named from `prefix`),
 * with the disk cache in it: `run` (`cold`: without the cache; the copy's path left out of what it
 * prints), `copy` a game there, `validateEdited`: the copy validated clean (the cache filled), then
 * with one edit of a file, warm then cold, the lines printed (the same both ways; the time of the
 * run left out) with the exit `status` expected. `remove()` deletes the folder.
 */
export function validateCopies(prefix: string) {
  const work = mkdtempSync(join(tmpdir(), prefix));
  const bin = resolve(import.meta.dirname, "../src/cli/cardwright.js");
  const run = (dir: string, cold: boolean, ...args: string[]) => {
    const r = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", env: { ...process.env, CARDWRIGHT_CACHE_DIR: join(work, "cache"), CARDWRIGHT_CACHE: cold ? "0" : "1" } });
    return { code: r.status, out: r.stdout.replaceAll(`${dir}/`, "") };
  };
  const untimed = (r: { code: number | null; out: string }) => ({ code: r.code, out: r.out.replace(/ [a-z]+ [\d,.\u00a0\u202f]+ ms$/gm, "") });
  const validateEdited = (dir: string, lang: string, file: string, from: string, to: string, status = 1): string[] => {
    const clean = run(dir, false, "validate", dir, "--lang", lang);
    if (clean.code !== 0) throw new Error(`the copy is not clean:\n${clean.out}`);
    const undo = editFile(join(dir, file), from, to);
    try {
      const warm = untimed(run(dir, false, "validate", dir, "--lang", lang));
      const cold = untimed(run(dir, true, "validate", dir, "--lang", lang));
      if (warm.out !== cold.out) throw new Error(`from the cache:\n${warm.out}\ncold:\n${cold.out}`);
      if (cold.code !== status) throw new Error(`exit ${cold.code}, not ${status}:\n${cold.out}`);
      return cold.out.trimEnd().split("\n");
    } finally {
      undo();
    }
  };
  return { work, run, copy: (game: string) => copyGame(game, join(work, game)), validateEdited, remove: () => rmSync(work, { recursive: true, force: true }) };
}
