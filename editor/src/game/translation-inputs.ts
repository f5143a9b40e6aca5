// What the translation bundle and its problems are made from (src/i18n's loadI18n): the content's
// English strings with where they are written (contentSources), game.yaml, and the locale files it
// lists. Building the bundle and checking every translation costs the worker some 100–300 ms; an
// edit that leaves all of these as they were (a card's code typed key by key, a number changed)
// cannot change them, so the worker keeps the last bundle and problems without building them again.
//
// Where each string is written (line and column) is found by walking its file's YAML, which for
// every string of the game took 5–15 ms of each build. It is a function of the file alone (a
// parsed file is never changed) and of which strings it holds: a file the build did not parse
// again (the same SourceFile, file-memo.ts) holding the same keys has its strings where they were,
// and only the files parsed again are walked.
import type { ReadFile, RawGame } from "../../../src/content/raw.js";
import type { SourceFile } from "../../../src/content/yaml-source.js";
import { contentSources, type Location } from "../../../src/i18n/index.js";
import type { CodeKeyUse } from "../../../src/i18n/sources.js";
import { sameTexts } from "../../../src/content/load.js";

/** Per parsed file: the keys of the strings it holds (in order) and their places (JSON). */
const places = new WeakMap<SourceFile, { keys: string; json: string }>();

/**
 * The inputs of the translations of `raw` (null: no game.yaml, nothing to compare); `keys`, the
 * literal message keys its code names (the load's messageKeys), with their places: a key's
 * warning (CW608) is at its literal, which a key typed may move.
 */
export function translationInputs(raw: RawGame, sources: ReadonlyMap<string, SourceFile>, read: ReadFile, keys: readonly CodeKeyUse[] = []): string[] | null {
  const game = sources.get("game.yaml");
  if (!game) return null;
  const locales = (game.data as { locales?: { source?: unknown; translations?: unknown } } | null)?.locales;
  const listed = [locales?.source, ...(Array.isArray(locales?.translations) ? locales.translations : [])].filter((p): p is string => typeof p === "string");
  const found = contentSources(raw, game, keys);
  // The strings with their file, then, file by file, where they are in it.
  const byFile = new Map<string, { keys: string[]; at: Location[] }>();
  const place = (key: string, at: Location) => {
    let f = byFile.get(at.file);
    if (!f) byFile.set(at.file, (f = { keys: [], at: [] }));
    f.keys.push(key);
    f.at.push(at);
  };
  for (const s of found.strings) place(s.key, s.at);
  for (const o of found.options) place(`option\u0000${o.label}`, o.at);
  for (const k of found.keys) place(`key\u0000${k.key}`, k.at);
  const sourceOf = new Map([...sources.values()].map((s) => [s.path, s]));
  const where = [...byFile].map(([file, f]) => {
    const source = sourceOf.get(file);
    const keys = f.keys.join("\u0000");
    const known = source ? places.get(source) : undefined;
    if (known && known.keys === keys) return known.json;
    const json = JSON.stringify(f.at.map((a) => [a.start.line, a.start.column, a.end.line, a.end.column]));
    if (source) places.set(source, { keys, json });
    return json;
  });
  const what = JSON.stringify([found.strings.map((s) => [s.key, s.text, s.at.file]), found.aliases, found.options.map((o) => [o.label, o.at.file]), found.keys.map((k) => k.key)]);
  // Each file's path and text side by side (a missing file: its text is null, said as "\u0000").
  return [what, String(where.length), ...where, game.text, ...listed.flatMap((p) => [p, read(p) ?? "\u0000"])];
}

/** The same inputs (texts that did not change are the same strings: comparing them is quick). */
export function sameInputs(a: readonly string[] | null, b: readonly string[] | null): boolean {
  return !!a && !!b && sameTexts(a, b);
}
