// The content files as the editor's file API sees them: each with a version (a hash of its
// bytes), so a save can say which version it edited. A save is refused when the file changed on
// disk since (the editor then offers a merge or a reload), and written atomically: to a
// temporary file in the same folder, then renamed over the old one, so nobody ever reads half.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { CARDS_PREFIX, resolveCardsPath } from "./path-guard.js";

export interface StoredFile {
  path: string;
  text: string;
  version: string;
}

export function versionOf(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex").slice(0, 16);
}

/** Every YAML file (and JSON schema) under cards/ with its text and version; files behind links that lead out are left out. */
export function listFiles(cardsDir: string): StoredFile[] {
  const out: StoredFile[] = [];
  for (const entry of readdirSync(cardsDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(ya?ml|json)$/.test(entry.name)) continue;
    const path = CARDS_PREFIX + relative(cardsDir, join(entry.parentPath, entry.name)).split("\\").join("/");
    try {
      const text = readFileSync(resolveCardsPath(cardsDir, path), "utf8");
      out.push({ path, text, version: versionOf(text) });
    } catch {
      // A file the guard refuses (e.g. behind a link out of cards/) is not shown at all.
    }
  }
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

/** What the client says it edited: a version of the file, or "no file yet". */
export type Precondition = { version: string } | { absent: true };

export type WriteResult = { ok: true; version: string } | { ok: false; current: StoredFile | null };

/**
 * Writes `text` to `path` if the file on disk is still the one the client edited; otherwise
 * returns what is on disk now. Reading the current file and renaming the new one over it happen
 * without yielding to other requests, so two saves cannot interleave.
 */
export function writeFile(cardsDir: string, path: string, text: string, expected: Precondition): WriteResult {
  const full = resolveCardsPath(cardsDir, path);
  const now = existsSync(full) ? readFileSync(full, "utf8") : null;
  const matches = "absent" in expected ? now === null : now !== null && versionOf(now) === expected.version;
  if (!matches) return { ok: false, current: now === null ? null : { path, text: now, version: versionOf(now) } };
  mkdirSync(dirname(full), { recursive: true });
  // Checked again after creating folders: a folder made on the way cannot be a link out.
  resolveCardsPath(cardsDir, path);
  const tmp = join(dirname(full), `.${basename(full)}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    writeFileSync(tmp, text, { encoding: "utf8", flag: "wx" });
    renameSync(tmp, full);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
  return { ok: true, version: versionOf(text) };
}
