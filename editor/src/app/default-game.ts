// The game the editor opens first: package.json's `cardwright.defaultContent`, as for the command
// line.
import pkg from "../../../package.json" with { type: "json" };

export const DEFAULT_GAME_ROOT: string = (pkg as { cardwright?: { defaultContent?: string } }).cardwright?.defaultContent ?? "cards";

/** The game folders of a file list: `cards/<id>` for each `cards/<id>/game.yaml`, sorted. */
export function gameRoots(paths: Iterable<string>): string[] {
  return [...paths].filter((p) => /^cards\/[^/]+\/game\.yaml$/.test(p)).map((p) => p.slice(0, -"/game.yaml".length)).sort();
}

/** The game to open: the one asked for if it exists, else the default, else the first. */
export function chooseRoot(roots: readonly string[], wanted: string | null | undefined): string | null {
  if (wanted && roots.includes(wanted)) return wanted;
  if (roots.includes(DEFAULT_GAME_ROOT)) return DEFAULT_GAME_ROOT;
  return roots[0] ?? null;
}
