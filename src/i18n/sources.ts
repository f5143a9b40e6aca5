// The English source strings of a game, each with its translation key and where it is written.
// Names and texts come from the content itself (game.yaml, the board, named data, cards, scenarios
// and overlays); messages come from the source locale (en.yaml). Works on parsed files only
// (no file system), so the editor can call it on its in-memory files.
import type { Manifest, RawGame } from "../content/raw.js";
import { locationAt, scalarOffsetMapper, type SourceFile } from "../content/yaml-source.js";
import type { Position } from "../diagnostics/diagnostic.js";
import { titledValues } from "../content/value-titles.js";
import { descriptions, schemaKey } from "./schema-keys.js";

export interface Location {
  file: string;
  start: Position;
  end: Position;
}

export interface SourceString {
  /** Translation key, e.g. card.fidel.text or msg.turn.start. */
  key: string;
  /** The English text (a message template for msg.* keys). */
  text: string;
  /** Where the English text is written. */
  at: Location;
}

/** Keys of content names and texts (not messages): their English is the content. */
export const CONTENT_KEY = /^(?!msg\.)[a-z_]+\./;

/** The slug of an effect-code log note: `note("no target")` → note.no_target. */
export function noteKey(text: string): string {
  return `note.${text.toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_|_$/g, "") || "empty"}`;
}

/**
 * The key of a code snippet of game.yaml (`snippets:`): its `id:` (snippet.<id>), else the slug of
 * its English label (`choice of options` → snippet.choice_of_options), the key of a snippet
 * written before ids; its label and detail are translated under .label and .detail. An id keeps
 * the translations when the label is reworded.
 */
export function snippetKey(snippet: { id?: string | null; label: string }): string {
  if (snippet.id) return `snippet.${snippet.id}`;
  return `snippet.${snippet.label.toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_|_$/g, "") || "empty"}`;
}

export interface ContentSources {
  strings: SourceString[];
  aliases: Record<string, string>;
  /** Labels of `choose` options in effect code: their English text is the message option.<label>. */
  options: { label: string; at: Location }[];
  /** Message keys effect code names with a literal (`log("key")`, a question's prompt.<kind>), each at its first literal: their English is the message <key>. */
  keys: { key: string; at: Location }[];
}

/** A message key effect code names with a literal, and where (what checking the code found: content/code.ts, KeyUse). */
export interface CodeKeyUse {
  key: string;
  at: Location;
}

const OPTION = /\boption\s+"([^"]+)"/g;
const NOTE = /\bnote\(\s*"((?:[^"\\]|\\.)*)"\s*\)/g;

/**
 * What a piece of effect code gives the translations from its text: its notes and its options'
 * labels, in order (an edit of the code that leaves them as they were changes no translatable
 * string). Its literal message keys are found by checking it (`keys` of contentSources).
 */
export function codeEnglish(code: string): string[] {
  return [...[...code.matchAll(NOTE)].map((m) => m[1]!), "\u0000", ...[...code.matchAll(OPTION)].map((m) => m[1]!)];
}

/**
 * Every translatable English string of the content, in a stable order (game, sides, map, rules,
 * cards by number, effects, scenarios and overlays, notes), plus `aliases`: keys whose English is
 * another key's (an effect without a name of its own is called like its card).
 */
export function contentSources(raw: RawGame, game: SourceFile, codeKeys: readonly CodeKeyUse[] = []): ContentSources {
  const strings: SourceString[] = [];
  const options: { label: string; at: Location }[] = [];
  // The code's literal message keys, as checking it found them (LoadResult.messageKeys, in their
  // order): each at its first literal.
  const keys: { key: string; at: Location }[] = [];
  const keysSeen = new Set<string>();
  for (const k of codeKeys) {
    if (keysSeen.has(k.key)) continue;
    keysSeen.add(k.key);
    keys.push({ key: k.key, at: k.at });
  }
  const seen = new Set<string>();
  const aliases: Record<string, string> = {};
  const add = (key: string, text: unknown, source: SourceFile, path: (string | number)[]) => {
    if (typeof text !== "string" || !text.trim() || seen.has(key)) return;
    seen.add(key);
    strings.push({ key, text, at: locationAt(source, path) });
  };
  const notes = (code: string | undefined, source: SourceFile, path: (string | number)[]) => {
    if (typeof code !== "string") return;
    for (const m of code.matchAll(NOTE)) add(noteKey(m[1]!), m[1]!.replace(/\\(.)/g, "$1"), source, path);
    for (const m of code.matchAll(OPTION)) if (!options.some((o) => o.label === m[1])) options.push({ label: m[1]!, at: locationAt(source, path) });
  };
  const manifest = raw.manifest.data;
  const { space, group } = namePrefixes(manifest);
  add("game.name", manifest.name, game, ["name"]);
  add("game.victory", manifest.victory, game, ["victory"]);
  manifest.sides.forEach((sd, i) => add(`side.${sd.id}.name`, sd.name, game, ["sides", i, "name"]));
  // An alignment of cards that is no side, when the game names it: named where a side would be.
  (manifest.alignments ?? []).forEach((al, i) => typeof al !== "string" && add(`side.${al.id}.name`, al.name, game, ["alignments", i, "name"]));
  // The game's words for the kernel's kinds (space → country): the editor counts and names things with them.
  for (const [kind, word] of Object.entries(manifest.terms ?? {})) add(`term.${kind}`, word, game, ["terms", kind]);
  // The declared state's names (tracks, piles, pieces, variables): shown by the board, the CLI and the log.
  for (const kind of ["tracks", "piles", "pieces", "variables"] as const) {
    for (const [id, decl] of Object.entries(manifest[kind] ?? {})) add(`${kind.slice(0, -1)}.${id}.name`, (decl as { name?: string }).name, game, [kind, id, "name"]);
  }
  // The spaces' fields as players read them (the board's legend and a space's details).
  for (const [id, decl] of Object.entries(manifest.space_fields ?? {})) add(`space_field.${id}.name`, (decl as { title?: string }).title, game, ["space_fields", id, "title"]);
  // What the game's own fields of spaces, groups and modifiers are (the editor's hover over one, in
  // a board, cards or overlay file), as card fields' descriptions are below.
  for (const [kind, prefix] of [["space_fields", "space_field"], ["group_fields", "group_field"], ["modifier_fields", "modifier_field"]] as const) {
    for (const [id, decl] of Object.entries(manifest[kind] ?? {})) add(`${prefix}.${id}.description`, decl.description, game, [kind, id, "description"]);
  }

  // The card fields and their values as the New card dialog names them: a field's `title:`, its
  // `description:` (the field's tooltip), and its values' `value_titles:` under <field>.<value>.name
  // (the key a name of that kind is looked up by).
  for (const [id, decl] of Object.entries(manifest.card_fields ?? {})) {
    add(`card_field.${id}.name`, decl.title, game, ["card_fields", id, "title"]);
    add(`card_field.${id}.description`, decl.description, game, ["card_fields", id, "description"]);
    // (A title of a value the field does not have is shown nowhere: nothing to translate; validate warns, CW405.)
    const values = titledValues(decl);
    for (const [value, title] of Object.entries(decl.value_titles ?? {})) if (values.includes(value)) add(`${id}.${value}.name`, title, game, ["card_fields", id, "value_titles", value]);
  }

  // The editor's code snippets, offered in its language (the label is what a designer types to find
  // one), keyed by their id or their label's slug.
  (manifest.snippets ?? []).forEach((sn, i) => {
    const key = snippetKey(sn);
    add(`${key}.label`, sn.label, game, ["snippets", i, "label"]);
    add(`${key}.detail`, sn.detail, game, ["snippets", i, "detail"]);
  });

  // What the game's own schemas (its scenarios', its named data's) say of each key: the editor's
  // hover and completion in a scenario or data file say it in the reader's language. Placed at the
  // game.yaml line naming the schema file (its JSON is not kept with its places).
  const ownSchema = (kind: string, schema: unknown, at: (string | number)[]) => {
    for (const d of descriptions(schema)) {
      const key = schemaKey(kind, d.path);
      if (key !== null) add(`schema.${key}`, d.text, game, at);
    }
  };
  // (A schema that did not compile still says what its keys are: its translations are not orphaned.)
  const unusable = raw.unusableSchemas ?? {};
  const scenarioSchema = raw.scenarioValidator?.schema ?? unusable["scenario"];
  if (scenarioSchema) ownSchema("scenario", scenarioSchema, ["scenarios", "schema"]);
  for (const [name, v] of Object.entries(raw.dataValidators)) {
    const schema = v?.schema ?? unusable[`data.${name}`];
    if (schema) ownSchema(`data.${name}`, schema, ["data", name, "schema"]);
  }

  const board = raw.board;
  (board.data.groups ?? []).forEach((g, i) => add(`${group}.${g.id}.name`, g.name, board.source, [...board.at, "groups", i, "name"]));
  board.data.spaces.forEach((sp, i) => add(`${space}.${sp.id}.name`, sp.name, board.source, [...board.at, "spaces", i, "name"]));

  // Named things in the game's data (era names, the boxes of a track …), as game.yaml declares them.
  for (const t of manifest.translate ?? []) {
    const d = raw.data[t.data];
    if (!d) continue;
    const path = t.list.split(".");
    let items: unknown = d.data;
    for (const p of path) items = items && typeof items === "object" ? (items as Record<string, unknown>)[p] : undefined;
    if (!Array.isArray(items)) continue;
    items.forEach((item, i) => {
      const rec = item as Record<string, unknown>;
      add(`${t.key}.${String(rec[t.id])}.name`, rec.name, d.source, [...d.at, ...path, i, "name"]);
    });
  }

  const cards = [...raw.cards].sort((a, b) => (a.data.number ?? 0) - (b.data.number ?? 0));
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

  for (const { data: sc, source, at } of raw.scenarios) {
    add(`overlay.${sc.id}.name`, sc.name, source, [...at, "name"]);
    add(`overlay.${sc.id}.description`, sc.description, source, [...at, "description"]);
  }
  for (const { data: o, source, at } of raw.overlays) {
    add(`overlay.${o.id}.name`, o.name, source, [...at, "name"]);
    add(`overlay.${o.id}.description`, o.description, source, [...at, "description"]);
    add(`overlay.${o.id}.victory`, o.victory, source, [...at, "victory"]);
    (o.board?.spaces ?? []).forEach((sp, i) => add(`${space}.${sp.id}.name`, sp.name, source, [...at, "board", "spaces", i, "name"]));
    (o.board?.groups ?? []).forEach((g, i) => add(`${group}.${g.id}.name`, g.name, source, [...at, "board", "groups", i, "name"]));
    // A card an overlay adds is translated like a card of the game: its name, text, its effects'
    // names (or its own name for an effect without one) and the notes of its code.
    (o.cards?.add ?? []).forEach((c, i) => {
      const card = [...at, "cards", "add", i];
      add(`card.${c.id}.name`, c.name, source, [...card, "name"]);
      add(`card.${c.id}.text`, c.text, source, [...card, "text"]);
      (c.effects ?? []).forEach((e, j) => {
        if (e.name) add(`effect.${e.id}.name`, e.name, source, [...card, "effects", j, "name"]);
        else if (!aliases[`effect.${e.id}.name`]) aliases[`effect.${e.id}.name`] = `card.${c.id}.name`;
        (e.modifiers ?? []).forEach((m, k) => notes(m.do, source, [...card, "effects", j, "modifiers", k, "do"]));
      });
      notes(c.event, source, [...card, "event"]);
    });
    (o.effects ?? []).forEach((e, j) => {
      if (e.name) add(`effect.${e.id}.name`, e.name, source, [...at, "effects", j, "name"]);
      (e.modifiers ?? []).forEach((m, k) => notes(m.do, source, [...at, "effects", j, "modifiers", k, "do"]));
    });
  }

  // Notes written by effect code (`note("…")`) are shown in the game log.
  for (const { data: c, source, at } of cards) {
    notes(c.event, source, [...at, "event"]);
    (c.effects ?? []).forEach((e, j) => (e.modifiers ?? []).forEach((m, k) => notes(m.do, source, [...at, "effects", j, "modifiers", k, "do"])));
  }
  for (const { data: f, source, at } of raw.routines) {
    for (const kind of ["procedures", "functions"] as const) for (const [name, r] of Object.entries(f[kind] ?? {})) notes(r.do, source, [...at, kind, name, "do"]);
  }
  return { strings, aliases, options, keys };
}

/**
 * The game's words for the kernel's kinds alone (`terms:` of game.yaml, as contentSources gives
 * them), from game.yaml's data when the rest of the game did not load (its board fails its
 * schema): the messages about that failure still name things with them ("<term> `<id>`: …").
 */
export function termSources(game: SourceFile): ContentSources {
  const terms = (game.data as { terms?: unknown } | null)?.terms;
  const strings: SourceString[] = [];
  if (terms && typeof terms === "object" && !Array.isArray(terms)) {
    for (const [kind, word] of Object.entries(terms)) if (typeof word === "string" && word.trim()) strings.push({ key: `term.${kind}`, text: word, at: locationAt(game, ["terms", kind]) });
  }
  return { strings, aliases: {}, options: [], keys: [] };
}

/** The key prefixes of space and group names: the game's words for them (country., region. …). */
export function namePrefixes(manifest: Pick<Manifest, "terms">): { space: string; group: string } {
  return { space: manifest.terms?.space ?? "space", group: manifest.terms?.group ?? "group" };
}
