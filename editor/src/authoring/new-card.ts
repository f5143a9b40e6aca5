// A new card: the entry added to its era's cards file (a valid skeleton whose event already does
// something small, so its test passes at once) and a scenario test next to it that plays the card
// for its event. The designer then writes the real text and event, and updates the test's
// expectations. Plain TypeScript over the files' texts, tested in node.
import { isMap, isSeq, parse, parseDocument } from "yaml";

export interface NewCard {
  id: string;
  name: string;
  side: "us" | "ussr" | "neutral";
  ops: number;
  era: string;
}

export interface Era {
  id: string;
  joins_at_turn: number;
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

/** The cards file that holds most cards of the era (the era's own file), or the first cards file. */
export function fileForEra(files: ReadonlyMap<string, string>, era: string): string | null {
  let best: string | null = null;
  let most = -1;
  for (const [path, text] of files) {
    let cards: unknown[] = [];
    try {
      const data = parse(text) as { cards?: unknown[] } | null;
      cards = Array.isArray(data?.cards) ? data.cards : [];
    } catch {
      // A file that does not parse now is not a good place for a new card.
      continue;
    }
    const n = cards.filter((c) => (c as { era?: string; optional?: boolean })?.era === era && !(c as { optional?: boolean }).optional).length;
    if (n > most) {
      best = path;
      most = n;
    }
  }
  return best;
}

/** The next free card number. */
export function nextNumber(numbers: Iterable<number>): number {
  let max = 0;
  for (const n of numbers) max = Math.max(max, n);
  return max + 1;
}

/** The card's entry, indented as a list item at `indent` columns. */
export function cardEntry(card: NewCard, number: number, indent = 2): string {
  const pad = " ".repeat(indent);
  const key = `${pad}  `;
  return [
    `${pad}- id: ${card.id}`,
    `${key}number: ${number}`,
    `${key}name: ${card.name}`,
    `${key}ops: ${card.ops}`,
    `${key}side: ${card.side}`,
    `${key}era: ${card.era}`,
    `${key}kind: event`,
    `${key}removed_after_event: false`,
    `${key}optional: false`,
    `${key}text: >-`,
    `${key}  What the card says, in your own words.`,
    `${key}event: |`,
    `${key}  # What the event does. Type a built-in's name, or Ctrl+Space for help and snippets`,
    `${key}  # (place influence, choose countries, dice roll, lasting effect …). Then update its test.`,
    `${key}  vp(me, 1)`,
  ].join("\n");
}

/** The cards file's text with the entry added at the end of its `cards:` list. */
export function addCardToFile(fileText: string, card: NewCard, number: number): { text: string; line: number } {
  const doc = parseDocument(fileText);
  const cards = isMap(doc.contents) ? doc.contents.get("cards", true) : null;
  if (!isSeq(cards)) throw new Error("this file has no `cards:` list");
  if (cards.flow) throw new Error("the `cards:` list is written inline; write it as a block list first");
  const start = cards.range?.[0] ?? 0;
  const firstDash = /^( *)- /m.exec(fileText.slice(fileText.lastIndexOf("\n", start - 1) + 1));
  const indent = firstDash ? firstDash[1]!.length : 2;
  const base = fileText.endsWith("\n") || fileText === "" ? fileText : `${fileText}\n`;
  return { text: `${base}${cardEntry(card, number, indent)}\n`, line: base.split("\n").length };
}

/** A scenario test that plays the new card for its event, expecting what the skeleton's event does. */
export function cardTest(card: NewCard, number: number, eras: readonly Era[]): string {
  const side = card.side === "neutral" ? "ussr" : card.side;
  const other = side === "us" ? "ussr" : "us";
  const turn = eras.find((e) => e.id === card.era)?.joins_at_turn ?? 1;
  return [
    `name: ${card.name} — its event (say what the test shows, in a sentence)`,
    `rule: "card ${number}"`,
    "position:",
    `  turn: ${turn}`,
    "  action_round: 1",
    `  phasing: ${side}`,
    `  hands: { ${side}: [${card.id}], ${other}: [] }`,
    "  # Add what the event needs: influence: { cuba: [0, 2] }, defcon: 3, vp: 2, effects: [nato] …",
    "steps:",
    `  - ${side}: ${card.id}`,
    `  - ${side}: event`,
    "  # Answer each decision the event asks (- us: cuba) and force the dice it rolls (- dice: [4]).",
    "expect:",
    "  # What the event did. The skeleton's event gives its player 1 VP (positive: US ahead).",
    `  vp: ${side === "us" ? 1 : -1}`,
    `  discard_includes: [${card.id}]`,
    "",
  ].join("\n");
}
