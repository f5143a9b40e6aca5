// Options that are not overlay files: an optional card's `option:` (default `optional_cards`) is an
// option of its own that puts those cards in the deck (`--option optional_cards`, `spanish_edition`).
// The command line's `scenarios` and the editor's New game dialog both list them.
import type { Content } from "./model.js";

export function cardOptions(content: Content): { id: string; cards: string[] }[] {
  const out = new Map<string, string[]>();
  for (const c of content.cardList) {
    if (!c.optional) continue;
    const id = c.option ?? "optional_cards";
    if (content.overlays[id]) continue;
    out.set(id, [...(out.get(id) ?? []), c.id]);
  }
  return [...out].map(([id, cards]) => ({ id, cards }));
}
