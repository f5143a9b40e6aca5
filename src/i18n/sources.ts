// The English source strings of a game, each with its translation key and where it is written.
// Names and texts come from the content itself (game.yaml, map.yaml, rules.yaml, cards, scenarios
// and overlays); messages come from the source locale (en.yaml). Works on parsed files only
// (no file system), so the editor can call it on its in-memory files.
import type { RawGame } from "../content/compose.js";
import { rangeAt, type SourceFile } from "../content/yaml-source.js";
import type { Position } from "../diagnostics/diagnostic.js";
import type { GameManifest } from "../generated/content-types.js";

export interface Location {
  file: string;
  start: Position;
  end: Position;
}

export interface SourceString {
  /** Translation key, e.g. card.fidel.text or msg.coup.success. */
  key: string;
  /** The English text (a message template for msg.* keys). */
  text: string;
  /** Where the English text is written. */
  at: Location;
}

/** Keys of content names and texts (not messages): their English is the content. */
export const CONTENT_KEY = /^(card|country|region|side|era|space|effect|overlay|note|game)\./;

/** The slug of an effect-code log note: `log("no target")` → note.no_target. */
export function noteKey(text: string): string {
  return `note.${text.toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_|_$/g, "") || "empty"}`;
}

export interface ContentSources {
  strings: SourceString[];
  aliases: Record<string, string>;
  /** Labels of `choose` options in effect code: their English text is the message option.<label>. */
  options: { label: string; at: Location }[];
}

const OPTION = /\boption\s+"([^"]+)"/g;
const NOTE = /\blog\(\s*"((?:[^"\\]|\\.)*)"\s*\)/g;

/**
 * Every translatable English string of the content, in a stable order (game, sides, map, rules,
 * cards by number, effects, scenarios and overlays, notes), plus `aliases`: keys whose English is
 * another key's (an effect without a name of its own is called like its card).
 */
export function contentSources(raw: RawGame, game: SourceFile): ContentSources {
  const strings: SourceString[] = [];
  const options: { label: string; at: Location }[] = [];
  const seen = new Set<string>();
  const aliases: Record<string, string> = {};
  const add = (key: string, text: string | undefined, source: SourceFile, path: (string | number)[]) => {
    if (typeof text !== "string" || !text.trim() || seen.has(key)) return;
    seen.add(key);
    strings.push({ key, text, at: { file: source.path, ...rangeAt(source, path) } });
  };
  const notes = (code: string | undefined, source: SourceFile, path: (string | number)[]) => {
    if (typeof code !== "string") return;
    for (const m of code.matchAll(NOTE)) add(noteKey(m[1]!), m[1]!.replace(/\\(.)/g, "$1"), source, path);
    for (const m of code.matchAll(OPTION)) if (!options.some((o) => o.label === m[1])) options.push({ label: m[1]!, at: { file: source.path, ...rangeAt(source, path) } });
  };

  const manifest = game.data as GameManifest;
  add("game.name", manifest.name, game, ["name"]);
  manifest.sides.forEach((s, i) => add(`side.${s.id}.name`, s.name, game, ["sides", i, "name"]));

  const map = raw.map;
  map.data.regions.forEach((r, i) => add(`region.${r.id}.name`, r.name, map.source, [...map.at, "regions", i, "name"]));
  map.data.subregions.forEach((r, i) => add(`region.${r.id}.name`, r.name, map.source, [...map.at, "subregions", i, "name"]));
  map.data.superpowers.forEach((s, i) => add(`country.${s.id}.name`, s.name, map.source, [...map.at, "superpowers", i, "name"]));
  map.data.countries.forEach((c, i) => add(`country.${c.id}.name`, c.name, map.source, [...map.at, "countries", i, "name"]));

  const rules = raw.rules;
  rules.data.turns.eras.forEach((e, i) => add(`era.${e.id}.name`, e.name, rules.source, [...rules.at, "turns", "eras", i, "name"]));
  rules.data.space_race.boxes.forEach((b, i) => add(`space.${b.box}.name`, b.name, rules.source, [...rules.at, "space_race", "boxes", i, "name"]));

  const cards = [...raw.cards].sort((a, b) => a.data.number - b.data.number);
  for (const { data: c, source, at } of cards) {
    add(`card.${c.id}.name`, c.name, source, [...at, "name"]);
    add(`card.${c.id}.text`, c.text, source, [...at, "text"]);
  }
  for (const { data: c, source, at } of cards) {
    (c.effects ?? []).forEach((e, j) => {
      if (e.name) add(`effect.${e.id}.name`, e.name, source, [...at, "effects", j, "name"]);
      else if (!aliases[`effect.${e.id}.name`]) aliases[`effect.${e.id}.name`] = `card.${c.id}.name`;
    });
  }

  for (const { data: s, source, at } of raw.scenarios) {
    add(`overlay.${s.id}.name`, s.name, source, [...at, "name"]);
    add(`overlay.${s.id}.description`, s.description, source, [...at, "description"]);
  }
  for (const { data: o, source, at } of raw.overlays) {
    add(`overlay.${o.id}.name`, o.name, source, [...at, "name"]);
    add(`overlay.${o.id}.description`, o.description, source, [...at, "description"]);
    (o.map?.countries ?? []).forEach((c, i) => add(`country.${c.id}.name`, c.name, source, [...at, "map", "countries", i, "name"]));
    (o.cards?.add ?? []).forEach((c, i) => {
      add(`card.${c.id}.name`, c.name, source, [...at, "cards", "add", i, "name"]);
      add(`card.${c.id}.text`, c.text, source, [...at, "cards", "add", i, "text"]);
    });
    (o.effects ?? []).forEach((e, j) => {
      if (e.name) add(`effect.${e.id}.name`, e.name, source, [...at, "effects", j, "name"]);
      (e.modifiers ?? []).forEach((m, k) => notes(m.do, source, [...at, "effects", j, "modifiers", k, "do"]));
    });
  }

  // Notes written by effect code (`log("…")`) are shown in the game log.
  for (const { data: c, source, at } of cards) {
    notes(c.event, source, [...at, "event"]);
    (c.effects ?? []).forEach((e, j) => (e.modifiers ?? []).forEach((m, k) => notes(m.do, source, [...at, "effects", j, "modifiers", k, "do"])));
  }
  return { strings, aliases, options };
}
