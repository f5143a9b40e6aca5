// What the translation bundle and its problems are made from (src/i18n's loadI18n): the content's
// English strings with where they are written (contentSources), game.yaml, and the locale files it
// lists. Building the bundle and checking every translation costs the worker some 100–300 ms; an
// edit that leaves all of these as they were (a card's code typed key by key, a number changed)
// cannot change them, so the worker keeps the last bundle and problems without building them again.
import type { ReadFile, RawGame } from "../../../src/content/raw.js";
import type { SourceFile } from "../../../src/content/yaml-source.js";
import { contentSources } from "../../../src/i18n/index.js";
import { sameTexts } from "../../../src/content/load.js";

/** The inputs of the translations of `raw` (null: no game.yaml, nothing to compare). */
export function translationInputs(raw: RawGame, sources: ReadonlyMap<string, SourceFile>, read: ReadFile): string[] | null {
  const game = sources.get("game.yaml");
  if (!game) return null;
  const locales = (game.data as { locales?: { source?: unknown; translations?: unknown } } | null)?.locales;
  const listed = [locales?.source, ...(Array.isArray(locales?.translations) ? locales.translations : [])].filter((p): p is string => typeof p === "string");
  // Each file's path and text side by side (a missing file: its text is null, said as "\u0000").
  return [JSON.stringify(contentSources(raw, game)), game.text, ...listed.flatMap((p) => [p, read(p) ?? "\u0000"])];
}

/** The same inputs (texts that did not change are the same strings: comparing them is quick). */
export function sameInputs(a: readonly string[] | null, b: readonly string[] | null): boolean {
  return !!a && !!b && sameTexts(a, b);
}
