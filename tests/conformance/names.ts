// Maps the names printed in the official edition's logs to content ids. Names are compared
// normalised (lower case, letters and digits only, without the asterisk and the quotes), so
// "\"Lone Gunman\"*" finds `Lone Gunman`; the few names the official edition spells differently
// are listed as aliases.
import type { Game } from "../../src/kernel/index.js";

/** Official spelling (normalised) → our name (normalised). */
const ALIASES: Record<string, string> = {
  mideastscoring: "middleeastscoring",
  askwhatyourcountry: "asknotwhatyourcountrycandoforyou",
  asknotwhatyourcountry: "asknotwhatyourcountrycandoforyou",
  onesmallstep: "onesmallstep",
  u2incident: "u2incident",
  wgermany: "westgermany",
  egermany: "eastgermany",
  skorea: "southkorea",
  nkorea: "northkorea",
  safrica: "southafrica",
  seafricanstates: "seafricanstates",
};

export function normaliseName(name: string): string {
  const key = name
    .toLowerCase()
    .replace(/\*$/, "")
    .replace(/[^a-z0-9]/g, "");
  return ALIASES[key] ?? key;
}

export interface NameTables {
  card(name: string): string | null;
  country(name: string): string | null;
  region(name: string): string | null;
}

export function nameTables(g: Game): NameTables {
  const cards = new Map<string, string>();
  for (const c of g.cards) {
    cards.set(normaliseName(c.name), c.id);
    cards.set(normaliseName(c.id), c.id);
  }
  const countries = new Map<string, string>();
  for (const c of g.spaces) {
    countries.set(normaliseName(c.name), c.id);
    countries.set(normaliseName(c.id), c.id);
  }
  const regions = new Map<string, string>();
  for (const r of g.groups) {
    regions.set(normaliseName(r.name), r.id);
    regions.set(normaliseName(r.id), r.id);
  }
  const find = (table: Map<string, string>, name: string): string | null => {
    const key = normaliseName(name);
    const exact = table.get(key);
    if (exact) return exact;
    // The log shortens some titles with "...": accept a unique name it is the start of.
    const prefixed = [...table.entries()].filter(([k]) => key.length >= 6 && k.startsWith(key));
    return new Set(prefixed.map(([, id]) => id)).size === 1 ? prefixed[0]![1] : null;
  };
  return {
    card: (name) => find(cards, name),
    country: (name) => find(countries, name),
    region: (name) => find(regions, name),
  };
}
