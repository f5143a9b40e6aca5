// The compiled, typed content a game runs on. Built by load.ts from validated YAML.
import type { CardsFile, MapFile, RulesFile, ScenarioFile } from "../generated/content-types.js";
import type { Expression, Statement } from "../effects/ast.js";

export type Side = "us" | "ussr";
export const SIDES: readonly Side[] = ["us", "ussr"];
export const otherSide = (s: Side): Side => (s === "us" ? "ussr" : "us");

export type CardDef = CardsFile["cards"][number];
export type EffectDefRaw = NonNullable<CardDef["effects"]>[number];
export type ModifierRaw = NonNullable<EffectDefRaw["modifiers"]>[number];
export type CountryDef = MapFile["countries"][number];
export type Rules = RulesFile;
export type Scenario = ScenarioFile;

export interface Country extends CountryDef {
  /** Superpowers adjacent to this country. */
  superpowers: Side[];
}

export interface Modifier extends Omit<ModifierRaw, "where" | "when" | "do"> {
  where?: Expression;
  when?: Expression;
  do?: Statement[];
}

export interface EffectDef {
  id: string;
  card: string;
  name: string;
  duration: EffectDefRaw["duration"];
  modifiers: Modifier[];
}

export interface Card extends Omit<CardDef, "event" | "prerequisite" | "effects"> {
  event: Statement[] | null;
  prerequisite: Expression | null;
}

export interface Region {
  id: string;
  name: string;
  colour: string;
  /** Subregion ids, or the parent region for a subregion. */
  subregions: string[];
  parent: string | null;
}

export interface Content {
  id: string;
  name: string;
  countries: Country[];
  country: Record<string, Country>;
  /** Regions and subregions by id. */
  regions: Record<string, Region>;
  superpowers: Record<Side, { id: string; name: string; adjacent: string[]; position: { x: number; y: number } }>;
  rules: Rules;
  cards: Record<string, Card>;
  cardList: Card[];
  effects: Record<string, EffectDef>;
  scenarios: Record<string, Scenario>;
  chinaCard: string;
  /** The scenario, variants and options this content was composed for. */
  selection: { scenario: string; variants: string[]; options: string[] };
  /** Every scenario, variant and option the content folder offers. */
  overlays: Record<string, { id: string; kind: "scenario" | "variant" | "option"; name: string; description: string }>;
}

export function inRegion(country: Country, region: string): boolean {
  return country.region === region || country.subregions.includes(region);
}
