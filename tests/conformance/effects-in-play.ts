// Which of the content's lasting effects the official digital edition shows "in play": fixed data
// in conformance/effects-in-play.yaml, with a reason per card, so that what a replay compares
// never depends on which logs happen to be in the corpus folder. Its schema lies next to it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Content } from "../../src/content/model.js";
import { customValidator, validateAgainstSchema } from "../../src/content/schemas.js";
import { parseYamlSource } from "../../src/content/yaml-source.js";
import { ContentError } from "../../src/diagnostics/diagnostic.js";
import { requireContent } from "../../src/content/load-dir.js";
import { markerOf } from "./facts.js";

export const EFFECTS_IN_PLAY_FILE = "conformance/effects-in-play.yaml";
export const EFFECTS_IN_PLAY_SCHEMA = "conformance/effects-in-play.schema.json";

/** The file as its schema allows it. */
export interface EffectsInPlayFile {
  shown: { card: string; reason: string; evidence: string[] }[];
  not_shown: { marker: string; reason: string; evidence?: string[] }[];
}

export interface EffectsInPlay {
  /** Cards whose effects are compared with the log's in-play lines. */
  shown: string[];
  /** Markers of engine bookkeeping the edition never shows: their changes are accepted. */
  notShown: string[];
  data: EffectsInPlayFile;
}

/** Reads and checks the file of a content folder; a broken file is a ContentError with file:line:column. */
export function loadEffectsInPlay(contentDir: string): EffectsInPlay {
  const path = join(contentDir, EFFECTS_IN_PLAY_FILE);
  const { source, diagnostics } = parseYamlSource(path, readFileSync(path, "utf8"));
  const errors = diagnostics.filter((d) => d.severity === "error");
  if (errors.length) throw new ContentError(errors);
  const data = source.doc.toJS() as EffectsInPlayFile;
  const validator = customValidator(JSON.parse(readFileSync(join(contentDir, EFFECTS_IN_PLAY_SCHEMA), "utf8")) as object);
  if (validator instanceof Error) throw new Error(`${EFFECTS_IN_PLAY_SCHEMA}: ${validator.message}`);
  const invalid = validateAgainstSchema(validator, data, source, "effects_in_play");
  if (invalid.length) throw new ContentError(invalid);
  return { shown: data.shown.map((s) => s.card), notShown: data.not_shown.map((s) => s.marker), data };
}

/** The markers of every effect of the contents (see facts.ts markerOf). */
export function effectMarkers(contents: Content[]): string[] {
  return [...new Set(contents.flatMap((content) => content.game.effects.map((e) => markerOf(content.game, e.id))))].sort();
}

/** The content composed with each variant in turn: together they hold every effect a game can have. */
export function everyVariant(contentDir: string): Content[] {
  const base = requireContent(contentDir);
  const variants = Object.values(base.overlays).filter((o) => o.kind === "variant").map((o) => o.id);
  return [base, ...variants.map((v) => requireContent(contentDir, { variants: [v] }))];
}

/** Problems of the classification: markers of the contents in no list or in both, entries that are no marker. */
export function classificationProblems(contents: Content[], e: EffectsInPlay): string[] {
  const markers = effectMarkers(contents);
  const out: string[] = [];
  for (const m of markers) {
    const n = Number(e.shown.includes(m)) + Number(e.notShown.includes(m));
    if (n === 0) out.push(`${m}: an effect marker in neither list of ${EFFECTS_IN_PLAY_FILE}`);
    if (n === 2) out.push(`${m}: in both lists of ${EFFECTS_IN_PLAY_FILE}`);
  }
  for (const id of [...e.shown, ...e.notShown]) if (!markers.includes(id)) out.push(`${id}: listed in ${EFFECTS_IN_PLAY_FILE} but no effect of the content has this marker`);
  return out;
}
