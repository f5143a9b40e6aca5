// A card's face in a language: number, name, Ops, whose event, era and the event text. Pure, so
// the editor can show a card preview next to the YAML, and the CLI can print one.
import type { Translator } from "./translate.js";

/** The card fields a face needs (a compiled Card or a card of a cards file). */
export interface CardLike {
  id: string;
  number: number;
  name: string;
  text?: string;
  ops: number;
  side: "us" | "ussr" | "neutral";
  era: string;
  kind: "event" | "scoring" | "china";
  removed_after_event: boolean;
  optional?: boolean;
}

export interface CardFace {
  id: string;
  number: number;
  /** The title line: number, name and the asterisk of a card removed after its event. */
  title: string;
  name: string;
  text: string;
  ops: string;
  side: string;
  era: string;
  /** Notes under the text (removed after the event, optional card, scoring card …). */
  notes: string[];
}

export function cardFace(tr: Translator, card: CardLike): CardFace {
  const name = tr.text(`card.${card.id}.name`) ?? card.name;
  const notes: string[] = [];
  if (card.kind === "scoring") notes.push(tr.t("card.face.scoring"));
  if (card.kind === "china") notes.push(tr.t("card.face.china"));
  if (card.removed_after_event) notes.push(tr.t("card.face.removed"));
  if (card.optional) notes.push(tr.t("card.face.optional"));
  return {
    id: card.id,
    number: card.number,
    title: tr.t("card.face.title", { number: card.number, name, removed: card.removed_after_event }),
    name,
    text: tr.text(`card.${card.id}.text`) ?? card.text ?? "",
    ops: tr.t("card.face.ops", { ops: card.ops }),
    side: tr.t("card.face.side", { side: card.side }),
    era: tr.name("era", card.era),
    notes,
  };
}

/** The face as plain text: a title line, then the text, then the notes. */
export function renderCardFace(face: CardFace): string {
  return [`${face.title} · ${face.ops} · ${face.side} · ${face.era}`, face.text, ...face.notes.map((n) => `(${n})`)].join("\n");
}
