// Hover and completion in the YAML around effect code: a key says what it means and what it
// allows (from the schema); an id of the content (a card, country, region, effect) says what it
// is; and where the schema expects an id, completion offers the content's ids of that kind.
import type { NameInfo } from "../game/protocol.js";
import { ENGLISH_HOVER, keyHover, namesAt, schemaAt, type HoverWords, type JsonSchema } from "./schema-help.js";
import { spotAt, type YamlPath } from "./yaml-path.js";

/** Markdown for a content id: "**Harbour Strike** — card #8 · North · 2 Ops · early game". */
export function idHover(n: NameInfo): string {
  return `**${n.label}** — ${n.term} \`${n.id}\`\n\n${n.detail}`;
}

export function yamlHover(text: string, offset: number, schema: JsonSchema | null, names: ReadonlyMap<string, NameInfo>, words: HoverWords = ENGLISH_HOVER): { markdown: string; start: number; end: number } | null {
  const spot = spotAt(text, offset);
  if (!spot?.scalar) return null;
  const { value, start, end } = spot.scalar;
  if (spot.onKey && schema) {
    const parent = schemaAt(schema, spot.path.slice(0, -1));
    const declared = !!parent && (parent.properties?.[value] !== undefined || !!parent.oneOf?.some((b) => b.properties?.[value] !== undefined));
    if (declared) {
      const md = keyHover(schema, spot.path, words);
      if (md) return { markdown: md, start, end };
    }
  }
  const n = names.get(value);
  if (n) return { markdown: idHover(n), start, end };
  return null;
}

type IdKind = NameInfo["kind"];

/**
 * The kinds of content id expected at a place of a file of `kind` (null: not an id). Where the
 * file's schema marks a string with `names:` (the game's data and scenarios), that kind; in a
 * scenario test, the keys are the game's declared names: under a kind of piece the keys are
 * spaces, a pile (by side for a per-side one) lists cards, `effects` lists effects, and a step
 * played by a side names a card or a space.
 */
export function idSlot(kind: string, path: YamlPath, onKey: boolean, schema: JsonSchema | null = null, names: readonly NameInfo[] = []): IdKind[] | null {
  const marked = schema ? namesAt(schema, path, onKey) : null;
  if (marked) return [marked as IdKind];
  if (kind !== "test") return null;
  const parts = path.map((p) => (typeof p === "number" ? "#" : p));
  const of = (k: IdKind) => new Set(names.filter((n) => n.kind === k).map((n) => n.id));
  const pieces = of("piece");
  const piles = of("pile");
  const sides = of("side");
  const last = parts[parts.length - 1];
  const prev = parts[parts.length - 2];
  if (onKey && typeof prev === "string" && pieces.has(prev)) return ["space"];
  if (!onKey && last === "#") {
    const owner = prev !== undefined && sides.has(String(prev)) ? parts[parts.length - 3] : prev;
    const base = String(owner ?? "").replace(/_(includes|excludes)$/, "");
    if (piles.has(base)) return ["card"];
    if (/^effects(_include|_exclude)?$/.test(String(owner))) return ["effect"];
  }
  if (!onKey && last === "id" && prev === "#" && /^effects/.test(String(parts[parts.length - 3]))) return ["effect"];
  if (!onKey && parts[0] === "steps" && typeof last === "string" && sides.has(last)) return ["card", "space"];
  return null;
}
