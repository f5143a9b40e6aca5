// What the engine did, read from its log: the observable changes a game log also prints
// (Influence, VP, DEFCON, military ops, space race, effects) and the markers that say where
// the engine is (a turn or action round begins, a card is played, an event or operations start).
import type { Game, LogEntry } from "../../src/kernel/index.js";
import { asSide, type Side } from "./ts-state.js";

export type Fact =
  | { k: "influence"; side: Side; country: string; delta: number; us: number; ussr: number }
  /** `penalty`: VP of the military operations check at the end of a turn (rule 8.2). */
  | { k: "vp"; side: Side; amount: number; vp: number; penalty?: boolean }
  | { k: "score"; region: string; net: number }
  | { k: "defcon"; level: number }
  | { k: "milops"; side: Side; value: number }
  | { k: "space"; side: Side; box: number }
  | { k: "effect_start"; card: string; effect: string }
  /** `expiry`: a turn-long effect ending with the turn. */
  | { k: "effect_end"; card: string; effect: string; expiry?: boolean }
  /** The discard pile shuffled into a new draw pile (rule 4.3). */
  | { k: "reshuffle" }
  | { k: "turn_start"; turn: number }
  | { k: "ar_start"; side: Side; turn: number; round: number }
  | { k: "final_scoring" }
  | { k: "game_over"; winner: string; reason: string }
  | { k: "play"; side: Side; card: string; mode: string; source: string }
  | { k: "event"; side: Side; card: string }
  /** A hand shown to the opponent (CIA Created, Aldrich Ames Remix …): the cards shown. */
  | { k: "revealed"; side: Side; cards: string[] }
  | { k: "ops"; side: Side; use: string; ops: number }
  | { k: "coup"; side: Side; country: string; roll: number; total: number; defence: number }
  | { k: "realign"; side: Side; country: string; total: number; enemyTotal: number }
  | { k: "war"; side: Side; card: string; country: string; roll: number; modifier: number; needed: number };

const str = (v: unknown): string => String(v);
const num = (v: unknown): number => Number(v);
const side = asSide;

/**
 * The card an effect shows "in play": the effect named after its card is the card's marker;
 * another effect of the card (North Sea Oil's eighth round, The Reformer's coup ban left after
 * Glasnost) stands for itself, which the official edition never shows in play.
 */
export function markerOf(g: Game, effect: string): string {
  const card = g.effect.get(effect)?.card;
  return card === effect ? card : effect;
}

export function factsOf(g: Game, entries: Iterable<LogEntry>): Fact[] {
  const out: Fact[] = [];
  let previous = "";
  for (const { k, a = {} } of entries) {
    // The VP of the military operations check come right after its line (none when the shortfalls cancel out).
    const penalty = previous === "milops.penalty";
    previous = k;
    switch (k) {
      case "influence":
        out.push({ k: "influence", side: side(a.side), country: str(a.country), delta: num(a.delta), us: num(a.us), ussr: num(a.ussr) });
        break;
      case "vp.gain":
        out.push({ k: "vp", side: side(a.side), amount: num(a.amount), vp: num(a.vp), ...(penalty ? { penalty } : {}) });
        break;
      case "score.region":
        out.push({ k: "score", region: str(a.region), net: num(a.us) - num(a.ussr) });
        break;
      case "defcon.degrade":
      case "defcon.improve":
        out.push({ k: "defcon", level: num(a.defcon) });
        break;
      case "milops":
        out.push({ k: "milops", side: side(a.side), value: num(a.value) });
        break;
      case "space.advance":
        out.push({ k: "space", side: side(a.side), box: num(a.box) });
        break;
      case "effect.start":
      case "effect.end": {
        const effect = str(a.effect);
        const card = markerOf(g, effect);
        if (k === "effect.start") out.push({ k: "effect_start", card, effect });
        else out.push({ k: "effect_end", card, effect, ...(g.effect.get(effect)?.duration === "turn" ? { expiry: true } : {}) });
        break;
      }
      case "deck.reshuffle":
        out.push({ k: "reshuffle" });
        break;
      case "turn.start":
        out.push({ k: "turn_start", turn: num(a.turn) });
        break;
      case "ar.start":
        out.push({ k: "ar_start", side: side(a.side), turn: num(a.turn), round: num(a.round) });
        break;
      case "final.scoring":
        out.push({ k: "final_scoring" });
        break;
      case "game.over":
        out.push({ k: "game_over", winner: str(a.winner), reason: str(a.reason) });
        break;
      case "card.play":
        out.push({ k: "play", side: side(a.side), card: str(a.card), mode: str(a.mode), source: str(a.source) });
        break;
      case "event.play":
        out.push({ k: "event", side: side(a.side), card: str(a.card) });
        break;
      case "hand.revealed":
        out.push({ k: "revealed", side: side(a.side), cards: Array.isArray(a.cards) ? a.cards.map(str) : [] });
        break;
      case "ops.use":
        out.push({ k: "ops", side: side(a.side), use: str(a.use), ops: num(a.ops) });
        break;
      case "coup.success":
      case "coup.failure":
        out.push({ k: "coup", side: side(a.side), country: str(a.country), roll: num(a.roll), total: num(a.total), defence: num(a.defence) });
        break;
      case "realign.roll":
        out.push({ k: "realign", side: side(a.side), country: str(a.country), total: num(a.total), enemyTotal: num(a.enemyTotal) });
        break;
      case "war.result":
        out.push({ k: "war", side: side(a.side), card: str(a.card), country: str(a.country), roll: num(a.roll), modifier: num(a.modifier), needed: num(a.needed) });
        break;
    }
  }
  return out;
}
