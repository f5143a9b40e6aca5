// Forced random card picks: like forced dice, a replay or a test can say which card the next
// random pick from a hand takes (Five Year Plan, Grain Sales to Soviets, Terrorism). A forced
// card is used only when it is among the candidates of the pick; otherwise the pick is random.
import type { GameState } from "./state.js";

/** Forces the next random card picks (each used by the first pick it is a candidate of). */
export function rigRandomCards(state: GameState, cards: string[]): void {
  state.riggedCards = [...(state.riggedCards ?? []), ...cards];
}

/** The forced card for a random pick among `candidates`, taken off the list, or null. */
export function takeRiggedCard(state: GameState, candidates: string[]): string | null {
  const list = state.riggedCards;
  if (!list?.length) return null;
  const i = list.findIndex((c) => candidates.includes(c));
  if (i < 0) return null;
  const [card] = list.splice(i, 1);
  return card ?? null;
}
