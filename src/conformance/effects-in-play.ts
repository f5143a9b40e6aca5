// Which of the content's lasting effects the official digital edition shows "in play": fixed data
// in conformance/effects-in-play.yaml, with a reason per card, so that what a replay compares
// never depends on which logs happen to be in the corpus folder.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Content } from "../content/model.js";
import { validateAgainstSchema } from "../content/schemas.js";
import { parseYamlSource } from "../content/yaml-source.js";
import { ContentError } from "../diagnostics/diagnostic.js";
import type { EffectsInPlayFile } from "../generated/content-types.js";
import { markerOf } from "./facts.js";
import { requireContent } from "../content/load-dir.js";

export const EFFECTS_IN_PLAY_FILE = "conformance/effects-in-play.yaml";

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
  const invalid = validateAgainstSchema("effects_in_play", data, source);
  if (invalid.length) throw new ContentError(invalid);
  return { shown: data.shown.map((s) => s.card), notShown: data.not_shown.map((s) => s.marker), data };
}

/** The markers of every effect of the contents (see facts.ts markerOf). */
export function effectMarkers(contents: Content[]): string[] {
  return [...new Set(contents.flatMap((content) => Object.keys(content.effects).map((e) => markerOf(content, e))))].sort();
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
