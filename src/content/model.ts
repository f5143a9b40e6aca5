// A loaded game: the compiled kernel game plus what tools need to show it (names, declared
// fields, the overlays on offer, the vocabulary of its code).
import type { Game } from "../kernel/index.js";
import type { GameVocabulary, Terms } from "./code.js";
import type { Selection } from "./compose.js";
import type { Manifest, RawGame } from "./raw.js";

export interface OverlayInfo {
  id: string;
  kind: "scenario" | "variant" | "option";
  name: string;
  description: string;
  /** How it is won (a scenario), or what it changes in that (a variant or option); English. */
  victory?: string;
  notes?: string;
  requires: string[];
  conflicts: string[];
}

export interface Content {
  id: string;
  name: string;
  game: Game;
  manifest: Manifest;
  /** The scenario, variants and options this content was composed for. */
  selection: Selection;
  /** Every scenario, variant and option the content folder offers (base scenarios included). */
  overlays: Record<string, OverlayInfo>;
  vocabulary: GameVocabulary;
  terms: Terms;
  /** The composed data the game was compiled from (cards, board, scenarios …), for tools. */
  composed: RawGame;
}

export type { Selection };
