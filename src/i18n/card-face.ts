// A card's face in a language: its title, the value in its corner, the lines under the title
// and the notes under the text, as the game declares them (game.yaml: card_face). Pure, so the
// editor can show a card preview next to the YAML, and the CLI can print one.
import type { CardFaceDecl, CardFaceField } from "../content/raw.js";
import type { Translator } from "./translate.js";

/** A card as a face needs it: its id, number, name, text and fields (a compiled card's or a card file's). */
export interface CardLike {
  id: string;
  number?: number;
  name: string;
  text?: string;
  [field: string]: unknown;
}

export interface CardFace {
  id: string;
  number: number | null;
  /** The title line (number, name and any mark). */
  title: string;
  name: string;
  text: string;
  /** The corner value in words ("2 Ops", "Command 3" …), or null. */
  corner: string | null;
  /** The corner's bare value ("2", "3"), for a face that draws it in a shape; null with corner. */
  cornerValue: string | null;
  /** Lines under the title (whose event it is, its era …). */
  lines: string[];
  /** Notes under the text (removed after the event, optional card …). */
  notes: string[];
}

type Args = Record<string, string | number | boolean | null>;

function fieldArgs(card: CardLike): Args {
  const args: Args = {};
  for (const [k, v] of Object.entries(card)) if (v === null || ["string", "number", "boolean"].includes(typeof v)) args[k] = v as string | number | boolean | null;
  return args;
}

/**
 * Whether the face shows the field: the card has a value for it (a card being typed may not yet),
 * and not one the game excepts (a corner of 0 on a card with nothing to spend).
 */
function shown(card: CardLike, f: CardFaceField): boolean {
  const value = card[f.field];
  return value !== undefined && value !== null && !(f.except ?? []).some((x) => x === value);
}

function show(tr: Translator, card: CardLike, f: CardFaceField): string {
  const value = card[f.field];
  if (f.name) return tr.name(f.name, String(value));
  if (f.message) return tr.t(f.message, { ...fieldArgs(card), [f.field]: value as string });
  return String(value ?? "");
}

export function cardFace(tr: Translator, card: CardLike, decl: CardFaceDecl = {}): CardFace {
  const name = tr.text(`card.${card.id}.name`) ?? card.name;
  const args = { ...fieldArgs(card), number: card.number ?? null, name };
  const notes = (decl.notes ?? [])
    .filter((n) => (n.equals === undefined ? card[n.field] === true : card[n.field] === n.equals))
    .map((n) => (n.message ? tr.t(n.message, args) : String(card[n.field])));
  return {
    id: card.id,
    number: card.number ?? null,
    title: decl.title ? tr.t(decl.title, args) : `${card.number !== undefined ? `#${card.number} ` : ""}${name}`,
    name,
    text: tr.text(`card.${card.id}.text`) ?? card.text ?? "",
    corner: decl.corner && shown(card, decl.corner) ? show(tr, card, decl.corner) : null,
    cornerValue: decl.corner && shown(card, decl.corner) ? String(card[decl.corner.field]) : null,
    // A line whose message says nothing for this card (an empty select branch) is left out.
    lines: (decl.lines ?? []).filter((l) => shown(card, l)).map((l) => show(tr, card, l)).filter((l) => l !== ""),
    notes,
  };
}

/**
 * Whether the game says the card has no event by its rules (card_face `no_event`: cards of a kind
 * that is only scored or held, say): a preview then does not mark it as a card whose event is
 * still to be written.
 */
export function noEventByDesign(card: Record<string, unknown>, decl: CardFaceDecl = {}): boolean {
  return (decl.no_event ?? []).some((n) => (n.equals === undefined ? card[n.field] === true : card[n.field] === n.equals));
}

/** The face as plain text: a title line (with the corner value and lines), then the text, then the notes. */
export function renderCardFace(face: CardFace): string {
  return [[face.title, ...(face.corner ? [face.corner] : []), ...face.lines].join(" · "), face.text, ...face.notes.map((n) => `(${n})`)].join("\n");
}
