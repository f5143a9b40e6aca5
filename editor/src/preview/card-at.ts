// Finds the card the cursor is in, in a cards file's text, even while the text is half typed:
// the YAML parser recovers from most errors, and a card is shown with whatever fields it has.
import { isMap, isSeq, parseDocument } from "yaml";

export interface CardFace {
  id?: string;
  number?: number;
  name?: string;
  ops?: number;
  side?: string;
  era?: string;
  kind?: string;
  removed_after_event?: boolean;
  optional?: boolean;
  text?: string;
  /** Ids of the lasting effects the card declares. */
  lasting: string[];
  headline?: boolean;
  hasEvent: boolean;
  prerequisite?: string;
}

export interface CardAt {
  card: CardFace;
  /** Index in the file's `cards:` list. */
  index: number;
  count: number;
}

/** The card whose entry contains `offset` (or the nearest one before it); null if the file has no cards. */
export function cardAt(text: string, offset: number): CardAt | null {
  const doc = parseDocument(text, { keepSourceTokens: false, uniqueKeys: false });
  const cards = doc.get("cards", true);
  if (!isSeq(cards) || !cards.items.length) return null;
  let index = 0;
  cards.items.forEach((item, i) => {
    const range = (item as { range?: [number, number, number] }).range;
    if (range && range[0] <= offset + 4) index = i;
  });
  const node = cards.items[index];
  if (!isMap(node)) return null;
  const raw = node.toJSON() as Record<string, unknown>;
  return { card: toFace(raw), index, count: cards.items.length };
}

function toFace(raw: Record<string, unknown>): CardFace {
  const str = (k: string) => (typeof raw[k] === "string" ? (raw[k] as string) : undefined);
  const num = (k: string) => (typeof raw[k] === "number" ? (raw[k] as number) : undefined);
  const bool = (k: string) => (typeof raw[k] === "boolean" ? (raw[k] as boolean) : undefined);
  const effects = Array.isArray(raw["effects"]) ? (raw["effects"] as unknown[]) : [];
  const face: CardFace = {
    lasting: effects.map((e) => (e && typeof e === "object" ? String((e as Record<string, unknown>)["id"] ?? "") : "")).filter(Boolean),
    hasEvent: raw["event"] !== undefined && raw["event"] !== null,
  };
  const assign = <K extends keyof CardFace>(k: K, v: CardFace[K] | undefined) => {
    if (v !== undefined) face[k] = v;
  };
  assign("id", str("id"));
  assign("number", num("number"));
  assign("name", str("name"));
  assign("ops", num("ops"));
  assign("side", str("side"));
  assign("era", str("era"));
  assign("kind", str("kind"));
  assign("removed_after_event", bool("removed_after_event"));
  assign("optional", bool("optional"));
  assign("text", str("text"));
  assign("headline", bool("headline"));
  assign("prerequisite", str("prerequisite"));
  return face;
}
