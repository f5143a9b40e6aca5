// A new card: the entry added to a cards file of the game (a valid skeleton with the fields the
// game declares for its cards, whose event already does something small), next to the cards most
// like it. Its scenario test is written by playing it (card-test.ts, in the engine worker). The
// designer then writes the real text and event, and updates the test's expectations. Plain
// TypeScript over the files' texts, tested in node; it names no game.
import { isMap, isSeq, parse, parseDocument } from "yaml";
import type { Value } from "../../../src/kernel/index.js";
import type { GameInfo } from "../game/protocol.js";
import type { Translator } from "../../../src/i18n/translate.js";

export interface NewCard {
  id: string;
  name: string;
  side: string;
  /** Values of the game's declared card fields (ops, era, command …). */
  fields: Record<string, Value>;
}

/** Why an id cannot be used, or null when it can. */
export function checkCardId(id: string, taken: ReadonlySet<string>): "bad_id" | "taken" | null {
  if (!/^[a-z][a-z0-9_]*$/.test(id)) return "bad_id";
  return taken.has(id) ? "taken" : null;
}

/** "nato_referendum" → "Nato Referendum": a first name to edit. */
export function nameFromId(id: string): string {
  return id
    .split("_")
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");
}

/** Where the card's test goes (the card coverage test looks for tests/card-<id with hyphens>*.yaml). */
export function cardTestPath(root: string, id: string): string {
  return `${root}/tests/card-${id.replace(/_/g, "-")}.yaml`;
}

/** A declared field's schema, as game.yaml gives it. */
export type FieldSchema = Record<string, unknown>;

/** "removed_after_event" → "Removed after event": a field the game gives no title. */
function idLabel(field: string): string {
  const w = field.replace(/_/g, " ");
  return w[0]!.toUpperCase() + w.slice(1);
}

/** A field's label in the editor's language: its translated title (card_field.<id>.name), its English title, or its id in words. */
export function fieldLabel(tr: Translator | null, field: string, f: FieldSchema): string {
  return tr?.text(`card_field.${field}.name`) ?? (typeof f["title"] === "string" ? f["title"] : idLabel(field));
}

/** A field's help (its tooltip) in the editor's language: its translated description (card_field.<id>.description), else its English one. */
export function fieldHelp(tr: Translator | null, field: string, f: FieldSchema): string {
  return tr?.text(`card_field.${field}.description`) ?? (typeof f["description"] === "string" ? f["description"] : "");
}

/** A field's value in the editor's language: its translated name (<field>.<value>.name), its English title, or the value as written. */
export function valueLabel(tr: Translator | null, field: string, f: FieldSchema, value: Value): string {
  if (typeof value !== "string") return String(value);
  const titles = f["value_titles"] as Record<string, unknown> | undefined;
  const title = typeof titles?.[value] === "string" ? (titles[value] as string) : value;
  const named = tr?.name(field, value);
  return named !== undefined && named !== value ? named : title;
}

/** The value a new card starts with for a declared field: its default, the first allowed value, the least number. */
export function fieldDefault(f: FieldSchema): Value {
  if ("default" in f) return (f["default"] ?? null) as Value;
  const options = f["enum"];
  if (Array.isArray(options) && options.length) return options[0] as Value;
  const t = Array.isArray(f["type"]) ? f["type"][0] : f["type"];
  if (t === "integer" || t === "number") return typeof f["minimum"] === "number" ? (f["minimum"] as number) : 0;
  if (t === "boolean") return false;
  if (t === "string") return "";
  return null;
}

/**
 * The cards file whose cards are most like the new one: the most cards with the same values of
 * the fields that take a value from a list (an era, a kind …), not optional; else the first.
 */
export function fileForCard(files: ReadonlyMap<string, string>, card: NewCard, fields: Record<string, FieldSchema>): string | null {
  const listed = Object.keys(fields).filter((k) => Array.isArray(fields[k]!["enum"]) && typeof card.fields[k] === "string");
  let best: string | null = null;
  let most = -1;
  for (const [path, text] of files) {
    let cards: Record<string, unknown>[] = [];
    try {
      const data = parse(text) as { cards?: unknown[] } | null;
      cards = Array.isArray(data?.cards) ? (data.cards as Record<string, unknown>[]) : [];
    } catch {
      // A file that does not parse now is not a good place for a new card.
      continue;
    }
    const n = cards.filter((c) => c && listed.every((k) => c[k] === card.fields[k]) && c["optional"] !== true).length;
    if (n > most) {
      best = path;
      most = n;
    }
  }
  return best;
}

/** The next free card number. */
export function nextNumber(numbers: Iterable<number | null>): number {
  let max = 0;
  for (const n of numbers) if (n !== null) max = Math.max(max, n);
  return max + 1;
}

/** A first event that does something the test can see: the game's first shared track shown on the board moves by 1. */
export function placeholderEvent(info: Pick<GameInfo, "tracks">): string {
  const track = info.tracks.find((t) => !t.perSide && t.show !== "hidden");
  return track ? `move_track(${track.id}, 1)` : 'log("card.event", { card: this_card })';
}

/** A YAML scalar for a field's value. */
function yamlValue(v: Value): string {
  if (v === null) return "null";
  if (typeof v === "string") return /^[A-Za-z_][\w-]*$/.test(v) && !/^(true|false|null|yes|no|on|off)$/i.test(v) ? v : JSON.stringify(v);
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  return JSON.stringify(v);
}

/** The card's entry, indented as a list item at `indent` columns. */
export function cardEntry(card: NewCard, number: number, event: string, indent = 2): string {
  const pad = " ".repeat(indent);
  const key = `${pad}  `;
  return [
    `${pad}- id: ${card.id}`,
    `${key}number: ${number}`,
    `${key}name: ${card.name}`,
    `${key}side: ${card.side}`,
    ...Object.entries(card.fields).map(([k, v]) => `${key}${k}: ${yamlValue(v)}`),
    `${key}text: >-`,
    `${key}  What the card says, in your own words.`,
    `${key}event: |`,
    `${key}  # What the event does. Type a word of the game, or Ctrl+Space for help and snippets.`,
    `${key}  # Then update its test.`,
    `${key}  ${event}`,
  ].join("\n");
}

/** The cards file's text with the entry added at the end of its `cards:` list. */
export function addCardToFile(fileText: string, card: NewCard, number: number, event: string): { text: string; line: number } {
  const doc = parseDocument(fileText);
  const cards = isMap(doc.contents) ? doc.contents.get("cards", true) : null;
  if (!isSeq(cards)) throw new Error("this file has no `cards:` list");
  if (cards.flow) throw new Error("the `cards:` list is written inline; write it as a block list first");
  const start = cards.range?.[0] ?? 0;
  const firstDash = /^( *)- /m.exec(fileText.slice(fileText.lastIndexOf("\n", start - 1) + 1));
  const indent = firstDash ? firstDash[1]!.length : 2;
  const base = fileText.endsWith("\n") || fileText === "" ? fileText : `${fileText}\n`;
  return { text: `${base}${cardEntry(card, number, event, indent)}\n`, line: base.split("\n").length };
}
