// "You play <side>" on a seat's panel: the game's own sentence (`play.you_play`, given the side's
// id, so a translation puts before the name the article the name's gender takes), the side's name
// in its colour. Shared by the Play page and the online seat page.
import { html, type TemplateResult } from "lit";
import type { Translator } from "../../../src/i18n/translate.js";

export function youPlay(tr: Translator, side: string, colour: string): TemplateResult {
  const text = tr.t("play.you_play", { side });
  const name = tr.name("side", side);
  // The name is the sentence's last mention of it (an elided article runs into it).
  const at = text.lastIndexOf(name);
  if (at < 0) return html`${text}`;
  return html`${text.slice(0, at)}<b data-you-play=${side} style="color:${colour}">${name}</b>${text.slice(at + name.length)}`;
}
