// Decides whether a path sent by the browser may be read or written: only YAML files inside the
// content folder (cards/). Everything else — `..`, absolute paths, other folders, symlinks that
// lead out — is refused, because the dev server would otherwise write anywhere on the disk.
import { lstatSync, realpathSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";

export class PathRefused extends Error {
  constructor(readonly path: string, readonly reason: string) {
    super(`refused path ${JSON.stringify(path)}: ${reason}`);
    this.name = "PathRefused";
  }
}

/** The prefix every path of the API starts with (paths are relative to the repository). */
export const CARDS_PREFIX = "cards/";

/**
 * Turns `cards/…/file.yaml` into an absolute path inside `cardsDir`, or throws PathRefused.
 * `cardsDir` is the real content folder (a copy in the browser tests).
 */
export function resolveCardsPath(cardsDir: string, requested: unknown): string {
  if (typeof requested !== "string" || requested === "") throw new PathRefused(String(requested), "no path");
  const p = requested;
  if (p.includes("\0")) throw new PathRefused(p, "NUL character");
  if (p.includes("\\")) throw new PathRefused(p, "backslashes are not allowed; use /");
  if (p.startsWith("/") || /^[a-zA-Z]:/.test(p)) throw new PathRefused(p, "absolute paths are not allowed");
  if (!p.startsWith(CARDS_PREFIX)) throw new PathRefused(p, "only files inside cards/ can be read or written");
  const parts = p.slice(CARDS_PREFIX.length).split("/");
  if (parts.some((s) => s === "" || s === "." || s === "..")) throw new PathRefused(p, "empty, `.` and `..` segments are not allowed");
  if (!/\.(ya?ml|json)$/.test(p)) throw new PathRefused(p, "only .yaml, .yml and .json files (a game's schemas)");
  const full = join(cardsDir, ...parts);
  // Symlinks: the nearest existing ancestor (and the file itself, when it exists) must really
  // be inside the content folder once every link is followed.
  const root = realpathSync(cardsDir);
  let probe = full;
  while (!lexists(probe)) probe = dirname(probe);
  let real: string;
  try {
    real = realpathSync(probe);
  } catch {
    throw new PathRefused(p, "a symbolic link on the way leads nowhere");
  }
  if (!isInside(root, real)) throw new PathRefused(p, "it leads out of cards/ through a symbolic link");
  return full;
}

/** True for anything at the path, a dangling symbolic link included. */
function lexists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

function isInside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel === "" || (!rel.startsWith("..") && !rel.startsWith(sep) && !/^[a-zA-Z]:/.test(rel));
}
