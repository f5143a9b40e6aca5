// Forced random card picks: like forced dice, a replay or a test can say which card the next
// random pick from a hand takes (Five Year Plan, Grain Sales to Soviets, Terrorism). A forced
// card is used only when it is among the candidates of the pick; otherwise the pick is random.
// A forced pick may name the event it belongs to: then only that event's pick takes it (in one
// headline SALT Negotiations takes a card back into a hand, then Grain Sales draws from that hand
// at random: the card SALT took is not Grain Sales' draw).
import type { GameState, RiggedCard } from "./state.js";

/** Forces the next random card picks (each used by the first pick it is a candidate of). */
export function rigRandomCards(state: GameState, cards: RiggedCard[]): void {
  state.riggedCards = [...(state.riggedCards ?? []), ...cards];
}

/** The forced card for a random pick among `candidates` in `event`'s effect, taken off the list, or null. */
export function takeRiggedCard(state: GameState, candidates: string[], event: string | null = null): string | null {
  const list = state.riggedCards;
  if (!list?.length) return null;
  const i = list.findIndex((r) => (typeof r === "string" ? candidates.includes(r) : candidates.includes(r.card) && (r.event === null || r.event === event)));
  if (i < 0) return null;
  const [picked] = list.splice(i, 1);
  return picked === undefined ? null : typeof picked === "string" ? picked : picked.card;
}
