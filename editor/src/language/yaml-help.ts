// Hover and completion in the YAML around effect code: a key says what it means and what it
// allows (from the schema); an id of the content (a card, country, region, effect) says what it
// is; and where the schema expects an id, completion offers the content's ids of that kind.
import type { NameInfo } from "../game/protocol.js";
import { keyHover, schemaAt, type JsonSchema } from "./schema-help.js";
import { spotAt, type YamlPath } from "./yaml-path.js";

/** Markdown for a content id: "**Fidel** — card #8 · USSR · 2 Ops · early war". */
export function idHover(n: NameInfo): string {
  return `**${n.label}** — ${n.kind} \`${n.id}\`\n\n${n.detail}`;
}

export function yamlHover(text: string, offset: number, schema: JsonSchema | null, names: ReadonlyMap<string, NameInfo>): { markdown: string; start: number; end: number } | null {
  const spot = spotAt(text, offset);
  if (!spot?.scalar) return null;
  const { value, start, end } = spot.scalar;
  if (spot.onKey && schema) {
    const parent = schemaAt(schema, spot.path.slice(0, -1));
    const declared = !!parent && (parent.properties?.[value] !== undefined || !!parent.oneOf?.some((b) => b.properties?.[value] !== undefined));
    if (declared) {
      const md = keyHover(schema, spot.path);
      if (md) return { markdown: md, start, end };
    }
  }
  const n = names.get(value);
  if (n) return { markdown: idHover(n), start, end };
  return null;
}

type IdKind = NameInfo["kind"];
const CARD: IdKind[] = ["card"];
const COUNTRY: IdKind[] = ["country"];
const EFFECT: IdKind[] = ["effect"];
const REGION: IdKind[] = ["region", "subregion"];

/**
 * Places that hold a content id, by file kind: a pattern over the path (list indexes written `#`,
 * `=` marks a map's keys) and the kinds of id that go there.
 */
const SLOTS: Record<string, [RegExp, IdKind[]][]> = {
  test: [
    [/(^|\.)influence\.=$/, COUNTRY],
    [/hands\.(us|ussr)\.#$/, CARD],
    [/(deck|discard|removed|discard_includes|removed_includes|removed_excludes)\.#$/, CARD],
    [/effects(_include|_exclude)?\.#(\.id)?$/, EFFECT],
    [/steps\.#\.(illegal\.)?(us|ussr)$/, [...CARD, ...COUNTRY]],
  ],
  scenario: [
    [/influence\.=$/, COUNTRY],
    [/control\.(us|ussr)\.#$/, COUNTRY],
    [/removed\.(cards|except)\.#$/, CARD],
    [/effects\.#\.id$/, EFFECT],
    [/free\.in$/, REGION],
  ],
  cards: [
    [/blocked_by\.#$/, EFFECT],
    [/modifiers\.#\.card$/, CARD],
    [/modifiers\.#\.all_in$/, REGION],
  ],
  overlay: [
    [/influence\.=$/, COUNTRY],
    [/control\.(us|ussr)\.#$/, COUNTRY],
    [/cards\.(change\.#\.id|remove\.#|include_optional\.#)$/, CARD],
    [/blocked_by\.#$/, EFFECT],
    [/modifiers\.#\.card$/, CARD],
    [/start_effects\.#\.id$/, EFFECT],
  ],
};

/** The kinds of content id expected at a place of a file of `kind` (null: not an id). */
export function idSlot(kind: string, path: YamlPath, onKey: boolean): IdKind[] | null {
  const parts = path.map((p) => (typeof p === "number" ? "#" : p));
  if (onKey) parts[parts.length - 1] = "=";
  const joined = parts.join(".");
  for (const [re, kinds] of SLOTS[kind] ?? []) if (re.test(joined)) return kinds;
  return null;
}
