// After a difference, `npm run conformance -- --continue` goes on replaying: the engine's state
// is set to what the log shows for the line concerned (or the change the log does not show is
// undone), so the later lines are compared too. Diagnostics only: a game with differences never
// counts as replayed.
import type { Content } from "../content/model.js";
import { sideIndex, type GameState } from "../engine/state.js";
import type { Segment } from "./import.js";
import type { Difference, MatchState } from "./matcher.js";

export function resync(content: Content, state: GameState, ms: MatchState, seg: Segment, d: Difference): void {
  const item = d.item !== undefined ? seg.items[d.item] : undefined;
  if (item) {
    switch (item.kind) {
      case "influence":
        if (item.countryId) state.influence[item.countryId] = [item.us, item.ussr];
        return;
      case "vp":
        state.vp = ms.vp = item.score;
        return;
      case "defcon":
        state.defcon = item.level;
        return;
      case "milops":
        state.milops[item.side] = ms.milops[item.side] = item.value;
        return;
      case "space":
        state.space[item.side] = ms.space[item.side] = item.box;
        return;
      case "out_of_play":
        state.effects = state.effects.filter((e) => content.effects[e.id]?.card !== item.cardId);
        ms.effects = ms.effects.filter(([, card]) => card !== item.cardId);
        return;
      case "card":
        // A card the log discards from a hand and the engine kept there.
        if (item.cardId && state.hands[item.side].includes(item.cardId)) {
          state.hands[item.side] = state.hands[item.side].filter((c) => c !== item.cardId);
          state.discard.push(item.cardId);
        }
        return;
      case "in_play": {
        const def = Object.values(content.effects).find((e) => e.card === item.cardId);
        const side = content.cards[item.cardId ?? ""]?.side;
        if (def && !state.effects.some((e) => e.id === def.id)) {
          state.effects.push({ id: def.id, owner: side === "us" || side === "ussr" ? side : state.phasing, turn: state.turn });
          ms.effects.push([def.id, def.card]);
        }
        return;
      }
    }
  }
  const f = d.fact;
  if (f?.k === "influence") state.influence[f.country]![sideIndex(f.side)] -= f.delta;
  else if (f?.k === "vp") state.vp = ms.vp = f.vp - (f.side === "us" ? f.amount : -f.amount);
  else if (f?.k === "effect_start") {
    state.effects = state.effects.filter((e) => e.id !== f.effect);
    ms.effects = ms.effects.filter(([effect]) => effect !== f.effect);
  }
}
