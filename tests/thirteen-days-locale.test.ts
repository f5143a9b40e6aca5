// The locale of 13 Days: English messages for every log line, prompt and option the game
// produces (found by playing it), and complete, current Spanish, Italian and Portuguese
// translations (the languages Twilight Struggle ships, so a player who picks one never reads a 13
// Days page in two languages) that keep each message's placeholders.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { requireContent } from "../src/content/load-dir.js";
import { validateData } from "../src/content/schemas.js";
import { sourceHash } from "../src/i18n/hash.js";
import { namePrefixes, snippetKey } from "../src/i18n/sources.js";
import { descriptions, schemaKey } from "../src/i18n/schema-keys.js";
import { applyInPlace, newGame } from "../src/kernel/index.js";

const DIR = resolve(import.meta.dirname, "../cards/thirteen-days");
const read = (p: string) => parse(readFileSync(join(DIR, p), "utf8"));
const en = read("locales/en.yaml") as { messages: Record<string, string> };
type Translation = { language: string; strings: Record<string, { text: string; source?: string }> };
const translationFiles = (read("game.yaml") as { locales: { translations: string[] } }).locales.translations;
const translations = translationFiles.map((f) => read(f) as Translation);
/** Lines the kernel writes for every game (the engine's own messages). */
const ENGINE_LINES = new Set(["effect.start", "effect.end", "effect.trigger"]);

/** Every English string a translation must cover, by key: names and texts from the content, messages from en.yaml. */
function englishSources(): Map<string, string> {
  const c = requireContent(DIR, {});
  const g = c.game;
  const out = new Map<string, string>();
  out.set("game.name", c.manifest.name);
  if (c.manifest.victory) out.set("game.victory", c.manifest.victory);
  for (const s of c.manifest.sides) out.set(`side.${s.id}.name`, s.name);
  // An alignment the game names (the UN cards') is named as a side is.
  for (const a of c.manifest.alignments ?? []) if (typeof a !== "string") out.set(`side.${a.id}.name`, a.name);
  // The game's words for the kernel's kinds (the editor counts and names things with them).
  for (const [k, v] of Object.entries(c.manifest.terms ?? {})) out.set(`term.${k}`, v);
  // Space and group names are keyed by the game's words for them (battleground., theatre.).
  const { space, group } = namePrefixes(c.manifest);
  for (const x of g.groups) out.set(`${group}.${x.id}.name`, x.name);
  for (const x of g.spaces) out.set(`${space}.${x.id}.name`, x.name);
  for (const t of g.tracks) out.set(`track.${t.id}.name`, t.name);
  for (const p of g.piles) out.set(`pile.${p.id}.name`, p.name);
  for (const p of g.pieces) out.set(`piece.${p.id}.name`, p.name);
  // Variables the board shows by name.
  for (const [id, v] of Object.entries(c.manifest.variables ?? {})) {
    const name = (v as { name?: string }).name;
    if (name) out.set(`variable.${id}.name`, name);
  }
  // Space fields the board's legend and details name.
  for (const [id, f] of Object.entries(c.manifest.space_fields ?? {})) {
    const title = (f as { title?: string }).title;
    if (title) out.set(`space_field.${id}.name`, title);
  }
  // What the game's fields of spaces, groups and modifiers are (the editor's hover over one).
  for (const [kind, prefix] of [["space_fields", "space_field"], ["group_fields", "group_field"], ["modifier_fields", "modifier_field"]] as const) {
    for (const [id, f] of Object.entries(c.manifest[kind] ?? {})) out.set(`${prefix}.${id}.description`, f.description);
  }
  // What the game's own schemas (scenario, rules data) say of each key (the editor's hover).
  const m = c.manifest as { scenarios?: { schema?: string }; data?: Record<string, { schema?: string }> };
  const ownSchemas: [string, string | undefined][] = [["scenario", m.scenarios?.schema], ...Object.entries(m.data ?? {}).map(([name, d]): [string, string | undefined] => [`data.${name}`, d.schema])];
  for (const [kind, file] of ownSchemas) {
    if (!file) continue;
    for (const d of descriptions(JSON.parse(readFileSync(join(DIR, file), "utf8")))) out.set(`schema.${schemaKey(kind, d.path)}`, d.text);
  }
  // Card fields, their tooltips and their values the editor's New card dialog names.
  for (const [id, f] of Object.entries(c.manifest.card_fields ?? {})) {
    if (f.title) out.set(`card_field.${id}.name`, f.title);
    out.set(`card_field.${id}.description`, f.description);
    for (const [value, title] of Object.entries(f.value_titles ?? {})) out.set(`${id}.${value}.name`, title);
  }
  // The editor's code snippets, by their id or their label's slug.
  for (const s of c.manifest.snippets ?? []) {
    out.set(`${snippetKey(s)}.label`, s.label);
    out.set(`${snippetKey(s)}.detail`, s.detail);
  }
  for (const o of Object.values(c.overlays)) {
    out.set(`overlay.${o.id}.name`, o.name);
    if (o.description) out.set(`overlay.${o.id}.description`, o.description);
    if (o.victory) out.set(`overlay.${o.id}.victory`, o.victory);
  }
  for (const card of g.cards) {
    out.set(`card.${card.id}.name`, card.name);
    out.set(`card.${card.id}.text`, String(card.attrs.text));
  }
  for (const [k, v] of Object.entries(en.messages)) out.set(`msg.${k}`, v);
  return out;
}

/** The argument names of a message template (`{name}`, `{name, type …}`), branch texts skipped. */
function placeholders(t: string): string[] {
  const names = new Set<string>();
  let i = 0;
  const text = (): void => {
    while (i < t.length && t[i] !== "}") {
      if (t[i] === "{") argument();
      else i++;
    }
  };
  const word = () => {
    const m = /^\s*([\w#=]+)\s*/.exec(t.slice(i))!;
    i += m[0].length;
    return m[1]!;
  };
  const argument = (): void => {
    i++;
    names.add(word());
    if (t[i] === ",") {
      i++;
      const type = word();
      if (t[i] === ",") i++;
      if (type === "select" || type === "plural" || type === "gender") {
        while (i < t.length && t[i] !== "}") {
          word();
          if (t[i] === "{") {
            i++;
            text();
          }
          i++;
          while (t[i] === " ") i++;
        }
      } else while (i < t.length && t[i] !== "}") i++;
    }
    i++;
  };
  text();
  return [...names].sort();
}

describe("13 Days locales", () => {
  it("ships Spanish, Italian and Portuguese, as Twilight Struggle does", () => {
    expect(translationFiles).toEqual(["locales/es.yaml", "locales/it.yaml", "locales/pt.yaml"]);
    expect(translations.map((t) => t.language)).toEqual(["es", "it", "pt"]);
  });

  it("en.yaml and every translation are valid locale files", () => {
    expect(validateData("locale", en)).toEqual([]);
    for (const t of translations) expect(validateData("locale", t), t.language).toEqual([]);
  });

  it("every log line, prompt and option the game produces has an English message", () => {
    const g = requireContent(DIR, {}).game;
    const named = new Set<string>([...g.cards.map((c) => c.id), ...g.spaces.map((s) => s.id), ...g.tracks.map((t) => t.id), ...g.sides]);
    const seen = { lines: new Set<string>(), prompts: new Set<string>(), options: new Set<string>() };
    for (let seed = 1; seed <= 300; seed++) {
      const next = (() => {
        let x = seed * 7919;
        return () => ((x = (x * 48271) % 2147483647) / 2147483647);
      })();
      const s = newGame(g, { seed });
      while (s.pending.length && !s.result) {
        for (const d of s.pending) {
          seen.prompts.add(d.kind);
          for (const o of d.options) if (!named.has(o) && !/^-?\d+$/.test(o)) seen.options.add(o);
        }
        const d = s.pending[Math.floor(next() * s.pending.length)]!;
        applyInPlace(g, s, { player: d.player, choice: d.options[Math.floor(next() * d.options.length)]! });
      }
      for (const l of s.log) if (!ENGINE_LINES.has(l.k)) seen.lines.add(l.k);
    }
    // what random play reaches (a sanity check that the search covers the game)
    expect(seen.prompts.size).toBeGreaterThan(18);
    expect(seen.lines.size).toBeGreaterThan(30);
    const missing = [
      ...[...seen.lines].filter((k) => !(k in en.messages)),
      ...[...seen.prompts].map((k) => `prompt.${k}`).filter((k) => !(k in en.messages)),
      ...[...seen.options].map((k) => `option.${k}`).filter((k) => !(k in en.messages)),
    ];
    expect(missing).toEqual([]);
  });

  for (const [i, file] of translationFiles.entries()) {
    it(`${file} translates every English string of the game, from its current English, keeping the placeholders`, () => {
      const tr = translations[i]!.strings;
      const sources = englishSources();
      const missing = [...sources.keys()].filter((k) => !tr[k]);
      const unknown = Object.keys(tr).filter((k) => !sources.has(k));
      const outdated = [...sources].filter(([k, text]) => tr[k] && tr[k]!.source !== sourceHash(text)).map(([k]) => k);
      expect({ missing, unknown, outdated }).toEqual({ missing: [], unknown: [], outdated: [] });
      for (const [k, text] of sources) {
        if (!k.startsWith("msg.")) continue;
        expect(placeholders(tr[k]!.text), k).toEqual(placeholders(text));
      }
    });
  }
});
