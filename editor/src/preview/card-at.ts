// Finds the card the cursor is in, in a cards file's text, even while the text is half typed:
// the YAML parser recovers from most errors, and a card is shown with whatever fields it has.
import { isMap, isSeq, parseDocument } from "yaml";

export interface CardFace {
  id?: string;
  number?: number;
  name?: string;
  side?: string;
  text?: string;
  /** Ids of the lasting effects the card declares. */
  lasting: string[];
  hasEvent: boolean;
  prerequisite?: string;
  /** Every other key the card gives a plain value: the fields its game declares, drawn as its `card_face` says. */
  [field: string]: unknown;
}

export interface CardAt {
  card: CardFace;
  /** Index in the file's `cards:` list. */
  index: number;
  count: number;
}

/**
 * The card whose entry contains `offset` (or the nearest one before it); null if the file has no
 * cards. The page asks on every key typed: the card's own lines are found in the text (the
 * `cards:` list's `- ` lines) and parsed alone, some forty times less than the whole file; a file
 * laid out otherwise is parsed whole.
 */
export function cardAt(text: string, offset: number): CardAt | null {
  const items = itemLines(text);
  if (!items) return cardAtWhole(text, offset);
  // As the whole parse does: the last card whose first key starts at most 4 characters after the offset.
  let index = 0;
  items.forEach((item, i) => {
    if (item.content <= offset + 4) index = i;
  });
  const item = items[index]!;
  const doc = parseDocument(text.slice(item.line, items[index + 1]?.line ?? text.length), { keepSourceTokens: false, uniqueKeys: false });
  const list = doc.contents;
  const node = isSeq(list) ? list.items[0] : null;
  if (!isMap(node)) return cardAtWhole(text, offset);
  return { card: toFace(node.toJSON() as Record<string, unknown>), index, count: items.length };
}

/**
 * Where each card of the `cards:` list starts: its line, and its first key after `- `. Null when
 * the file does not start its list the usual way (`cards:` alone on a line at the left margin,
 * then its items, each a `- ` line at one indentation).
 */
function itemLines(text: string): { line: number; content: number }[] | null {
  const start = /^cards:[ \t]*(#.*)?\r?$/m.exec(text);
  if (!start) return null;
  const items: { line: number; content: number }[] = [];
  let indent = -1;
  const item = /^( *)- +(?=\S)/gm;
  item.lastIndex = start.index + start[0].length;
  // The list ends at the next line at the left margin that is not a comment (another top-level key).
  const end = /^[^\s#-]/gm;
  end.lastIndex = item.lastIndex;
  const stop = end.exec(text)?.index ?? text.length;
  for (let m = item.exec(text); m && m.index < stop; m = item.exec(text)) {
    if (indent < 0) indent = m[1]!.length;
    if (m[1]!.length === indent) items.push({ line: m.index, content: m.index + m[0].length });
  }
  return items.length ? items : null;
}

/** cardAt by parsing the whole file (for files laid out otherwise; and to compare with, in tests). */
export function cardAtWhole(text: string, offset: number): CardAt | null {
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
  const effects = Array.isArray(raw["effects"]) ? (raw["effects"] as unknown[]) : [];
  const face: CardFace = {
    lasting: effects.map((e) => (e && typeof e === "object" ? String((e as Record<string, unknown>)["id"] ?? "") : "")).filter(Boolean),
    hasEvent: raw["event"] !== undefined && raw["event"] !== null,
  };
  // Plain values only: a half-typed key (`number: [`) is left out rather than shown as an object.
  const kinds: Record<string, string> = { id: "string", number: "number", name: "string", side: "string", text: "string", prerequisite: "string" };
  for (const [k, v] of Object.entries(raw)) {
    if (k === "lasting" || k === "hasEvent" || k === "event" || k === "effects") continue;
    if (kinds[k] ? typeof v === kinds[k] : v !== null && ["string", "number", "boolean"].includes(typeof v)) face[k] = v;
  }
  return face;
}
