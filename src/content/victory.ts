// How a game is won, as players are told before it starts: the scenario's own `victory` (an
// overlay scenario that changes it), else the game's (game.yaml `victory`), then what each chosen
// variant and option changes in it. Each line in the reader's language (game.victory,
// overlay.<id>.victory), English where no translation exists.
import type { Translator } from "../i18n/translate.js";
import type { Manifest } from "./raw.js";
import type { OverlayInfo } from "./model.js";

export interface VictorySelection {
  scenario: string;
  variants: readonly string[];
  options: readonly string[];
}

/**
 * The rule itself, on texts already in the reader's language: the game's text, and each overlay's
 * own (null when it says nothing). The Play page calls it with the texts its worker translated.
 */
export function chooseVictory(game: string | null, own: (overlay: string) => string | null, selection: VictorySelection): string[] {
  const base = own(selection.scenario) ?? game;
  const changes = [...selection.variants, ...selection.options].map(own).filter((l): l is string => l !== null);
  return [...(base ? [base] : []), ...changes];
}

/** What one scenario, variant or option says of winning itself (translated), or null. */
export function overlayVictory(overlays: Readonly<Record<string, OverlayInfo>>, id: string, tr: Translator): string | null {
  const english = overlays[id]?.victory;
  return english ? (tr.text(`overlay.${id}.victory`) ?? english) : null;
}

/** The game's own text (translated), or null. */
export function gameVictory(manifest: Pick<Manifest, "victory">, tr: Translator): string | null {
  return manifest.victory ? (tr.text("game.victory") ?? manifest.victory) : null;
}

/** The lines saying how the selected game is won (none when the content says nothing). */
export function victoryLines(manifest: Pick<Manifest, "victory">, overlays: Readonly<Record<string, OverlayInfo>>, selection: VictorySelection, tr: Translator): string[] {
  return chooseVictory(gameVictory(manifest, tr), (id) => overlayVictory(overlays, id, tr), selection);
}
