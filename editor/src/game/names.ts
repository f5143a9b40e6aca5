// Display names of the content's ids (cards, countries, regions, effects) for log lines, prompts
// and option labels. Built once per content build.
import type { Content } from "../../../src/content/model.js";

export interface Names {
  card(id: string): string;
  country(id: string): string;
  region(id: string): string;
  effect(id: string): string;
  /** Any id: whichever kind it is. */
  any(id: string): string;
  kindOf(id: string): "card" | "country" | "region" | "effect" | null;
  side(s: unknown): string;
}

export function namesOf(content: Content): Names {
  const side = (s: unknown) => (s === "us" ? "US" : s === "ussr" ? "USSR" : String(s));
  const card = (id: string) => {
    const c = content.cards[id];
    return c ? `${c.name}` : id;
  };
  const country = (id: string) => content.country[id]?.name ?? (content.superpowers.us.id === id ? content.superpowers.us.name : content.superpowers.ussr.id === id ? content.superpowers.ussr.name : id);
  const region = (id: string) => content.regions[id]?.name ?? id;
  const effect = (id: string) => content.effects[id]?.name ?? card(id);
  const kindOf = (id: string) => (content.country[id] ? "country" : content.cards[id] ? "card" : content.regions[id] ? "region" : content.effects[id] ? "effect" : null);
  const any = (id: string) => {
    const k = kindOf(id);
    return k === "country" ? country(id) : k === "card" ? card(id) : k === "region" ? region(id) : k === "effect" ? effect(id) : id;
  };
  return { card, country, region, effect, any, kindOf, side };
}
