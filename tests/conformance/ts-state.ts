// The Twilight Struggle state the importer reads and writes, by the names cards/twilight-struggle/
// game.yaml declares (tracks vp, defcon, military_ops, space; pieces `influence`; piles deck,
// hand, discard, removed, in_play; variables turn, action_round, phasing), over the kernel's
// generic state. Only the replay tools write (rigging the hidden cards, resyncing after a
// difference), through the declared layout: piles are the kernel's own card lists.
import { pileCards, piecesAt, piecesIndex, trackIndex, trackValue, variableValue, type Game, type State } from "../../src/kernel/index.js";

export type Side = "us" | "ussr";
export const SIDES: readonly Side[] = ["us", "ussr"];
export const otherSide = (s: Side): Side => (s === "us" ? "ussr" : "us");
export const asSide = (v: unknown): Side => (v === "us" ? "us" : "ussr");

export const CHINA_CARD = "china_card";

/** The piles outside the hands. */
export type PileName = "deck" | "discard" | "removed" | "in_play";

/** A side's hand (the kernel's own list: changing it changes the game). */
export const hand = (g: Game, s: State, side: Side): string[] => pileCards(g, s, "hand", side);
/** A pile (the kernel's own list). */
export const pile = (g: Game, s: State, name: PileName): string[] => pileCards(g, s, name);

/** [US, USSR] Influence in a country. */
export const influence = (g: Game, s: State, country: string): [number, number] => [piecesAt(g, s, country, "us", "influence"), piecesAt(g, s, country, "ussr", "influence")];

export const vp = (g: Game, s: State): number => trackValue(g, s, "vp");
export const defcon = (g: Game, s: State): number => trackValue(g, s, "defcon");
export const milops = (g: Game, s: State, side: Side): number => trackValue(g, s, "military_ops", side);
export const space = (g: Game, s: State, side: Side): number => trackValue(g, s, "space", side);

export const turn = (g: Game, s: State): number => Number(variableValue(g, s, "turn"));
/** The action round, 0 in the headline phase. */
export const round = (g: Game, s: State): number => Number(variableValue(g, s, "action_round"));
export const phasing = (g: Game, s: State): Side => asSide(variableValue(g, s, "phasing"));

/** Sets a track (by side for a per-side one). */
export function setTrack(g: Game, s: State, track: "vp" | "defcon" | "military_ops" | "space", value: number, side?: Side): void {
  s.tracks[trackIndex(g, track, side)] = value;
}

/** Sets a country's Influence. */
export function setInfluence(g: Game, s: State, country: string, us: number, ussr: number): void {
  s.pieces[piecesIndex(g, country, "us", "influence")] = us;
  s.pieces[piecesIndex(g, country, "ussr", "influence")] = ussr;
}

/** A card's declared attributes. */
export const cardKind = (g: Game, card: string): string | undefined => g.card.get(card)?.attrs.kind as string | undefined;
export const isScoring = (g: Game, card: string): boolean => cardKind(g, card) === "scoring";
export const cardOps = (g: Game, card: string): number | undefined => g.card.get(card)?.attrs.ops as number | undefined;
