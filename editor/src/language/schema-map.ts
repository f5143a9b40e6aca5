// Which schema describes which file, before a build says it: read from each game's manifest
// (game.yaml), plus tests/. A good build's SchemaInfo.kinds then adds the game's own (scenarios, data).
import { parse } from "yaml";
import type { SchemaKind } from "./schema-list.js";

/**
 * Maps every file path (as the file API names them, e.g. `cards/<game>/board.yaml`) to its
 * schema kind. A manifest that cannot be read yet maps only itself and its tests.
 */
export function schemaKinds(files: ReadonlyMap<string, string>): Map<string, SchemaKind> {
  const kinds = new Map<string, SchemaKind>();
  for (const [path, text] of files) {
    if (!path.endsWith("/game.yaml")) continue;
    const root = path.slice(0, -"game.yaml".length);
    kinds.set(path, "game");
    let manifest: Record<string, unknown> = {};
    try {
      manifest = (parse(text) ?? {}) as Record<string, unknown>;
    } catch {
      // A broken manifest: its own diagnostics say why.
    }
    const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : typeof v === "string" ? [v] : []);
    const mark = (v: unknown, kind: SchemaKind) => list(v).forEach((p) => kinds.set(root + p, kind));
    mark(manifest["board"], "board");
    mark(manifest["cards"], "cards");
    mark(manifest["procedures"], "routines");
    mark(manifest["sequence"], "sequence");
    mark(manifest["overlays"], "overlay");
    const locales = (manifest["locales"] ?? {}) as Record<string, unknown>;
    mark(locales["source"], "locale");
    mark(locales["translations"], "locale");
    for (const p of files.keys()) if (p.startsWith(`${root}tests/`)) kinds.set(p, "test");
  }
  return kinds;
}
