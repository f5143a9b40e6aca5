// How the conformance report words a log line, an engine change and the engine's state.
import type { Game, State } from "../../src/kernel/index.js";
import { defcon, influence, milops, pile, space, vp, type Side } from "./ts-state.js";
import type { Fact } from "./facts.js";
import type { Segment } from "./import.js";

export const sideName = (s: Side | null) => (s === "us" ? "US" : s === "ussr" ? "USSR" : "");
export const scoreText = (vp: number) => (vp === 0 ? "even" : vp > 0 ? `US ${vp}` : `USSR ${-vp}`);

export function describeFact(f: Fact): string {
  switch (f.k) {
    case "influence":
      return `${sideName(f.side)} ${f.delta > 0 ? "+" : ""}${f.delta} in ${f.country} [${f.us}][${f.ussr}]`;
    case "vp":
      return `${sideName(f.side)} gains ${f.amount} VP, score ${scoreText(f.vp)}`;
    case "score":
      return `${f.region} scored: no VP, score unchanged`;
    case "defcon":
      return `DEFCON ${f.level}`;
    case "milops":
      return `${sideName(f.side)} military ops ${f.value}`;
    case "space":
      return `${sideName(f.side)} space race box ${f.box}`;
    case "effect_start":
      return `${f.card} in play (effect ${f.effect})`;
    case "effect_end":
      return `${f.card} no longer in play (effect ${f.effect})`;
    case "reshuffle":
      return "the discard pile reshuffled into the draw pile";
    default:
      return f.k;
  }
}

/** What a line of the segment shows. */
export function expectedText(seg: Segment, item: number): string {
  const it = seg.items[item]!;
  switch (it.kind) {
    case "influence":
      return `${sideName(it.side)} ${it.delta > 0 ? "+" : ""}${it.delta} in ${it.countryId} [${it.us}][${it.ussr}]`;
    case "vp":
      return it.side ? `${sideName(it.side)} gains ${it.amount} VP, score ${scoreText(it.score)}` : `no VP, score ${scoreText(it.score)}`;
    case "defcon":
      return `DEFCON ${it.level}`;
    case "milops":
      return `${sideName(it.side)} military ops ${it.value}`;
    case "space":
      return `${sideName(it.side)} space race box ${it.box}`;
    case "in_play":
      return `${it.cardId} in play`;
    case "out_of_play":
      return `${it.cardId} no longer in play`;
    case "reshuffle":
      return "the discard pile reshuffled into the draw pile";
    default:
      return it.text;
  }
}

/** The engine's state for what a line is about (for a line the engine never did; `acc`: the part of its change the engine made). */
export function stateText(seg: Segment, itemIndex: number, acc: number, g: Game, state: State): string {
  const item = seg.items[itemIndex]!;
  switch (item.kind) {
    case "influence": {
      const [us, ussr] = influence(g, state, item.countryId!);
      return `no such change; ${item.countryId} is [${us}][${ussr}]${acc ? ` after ${acc > 0 ? "+" : ""}${acc}` : ""}`;
    }
    case "vp":
      return `no such VP change; score ${scoreText(vp(g, state))}`;
    case "defcon":
      return `no DEFCON change; DEFCON ${defcon(g, state)}`;
    case "milops":
      return `no change; ${sideName(item.side)} military ops ${milops(g, state, item.side)}`;
    case "space":
      return `no change; ${sideName(item.side)} space race box ${space(g, state, item.side)}`;
    case "in_play":
    case "out_of_play":
      return `effects in play: ${state.effects.map((x) => x.id).join(", ") || "none"}`;
    case "reshuffle":
      return `no reshuffle; ${pile(g, state, "deck").length} cards in the draw pile, ${pile(g, state, "discard").length} in the discard pile`;
    default:
      return "";
  }
}

