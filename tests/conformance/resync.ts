// After a difference, `npm run conformance -- --continue` goes on replaying: the engine's state
// is set to what the log shows for the line concerned (or the change the log does not show is
// undone), so the later lines are compared too. Diagnostics only: a game with differences never
// counts as replayed.
import type { Game, State } from "../../src/kernel/index.js";
import type { Segment } from "./import.js";
import type { Difference, MatchState } from "./matcher.js";
import { hand, influence, phasing, pile, setInfluence, setTrack, turn } from "./ts-state.js";

export function resync(g: Game, state: State, ms: MatchState, seg: Segment, d: Difference): void {
  const item = d.item !== undefined ? seg.items[d.item] : undefined;
  if (item) {
    switch (item.kind) {
      case "influence":
        if (item.countryId) setInfluence(g, state, item.countryId, item.us, item.ussr);
        return;
      case "vp":
        setTrack(g, state, "vp", (ms.vp = item.score));
        return;
      case "defcon":
        setTrack(g, state, "defcon", item.level);
        return;
      case "milops":
        setTrack(g, state, "military_ops", (ms.milops[item.side] = item.value), item.side);
        return;
      case "space":
        setTrack(g, state, "space", (ms.space[item.side] = item.box), item.side);
        return;
      case "out_of_play":
        state.effects = state.effects.filter((e) => g.effect.get(e.id)?.card !== item.cardId);
        ms.effects = ms.effects.filter(([, card]) => card !== item.cardId);
        return;
      case "card": {
        // A card the log discards from a hand and the engine kept there.
        const cards = hand(g, state, item.side);
        if (item.cardId && cards.includes(item.cardId)) {
          cards.splice(cards.indexOf(item.cardId), 1);
          pile(g, state, "discard").push(item.cardId);
        }
        return;
      }
      case "in_play": {
        const def = g.effects.find((e) => e.card === item.cardId);
        const side = g.card.get(item.cardId ?? "")?.side;
        if (def && !state.effects.some((e) => e.id === def.id)) {
          // A new list, as the kernel makes one: the list is shared by copies of the state and
          // what is in force is indexed by list.
          state.effects = [...state.effects, { id: def.id, owner: side === "us" || side === "ussr" ? side : phasing(g, state), turn: turn(g, state) }];
          ms.effects.push([def.id, def.card!]);
        }
        return;
      }
    }
  }
  const f = d.fact;
  if (f?.k === "influence") {
    const [us, ussr] = influence(g, state, f.country);
    setInfluence(g, state, f.country, f.side === "us" ? us - f.delta : us, f.side === "ussr" ? ussr - f.delta : ussr);
  } else if (f?.k === "vp") setTrack(g, state, "vp", (ms.vp = f.vp - (f.side === "us" ? f.amount : -f.amount)));
  else if (f?.k === "effect_start") {
    state.effects = state.effects.filter((e) => e.id !== f.effect);
    ms.effects = ms.effects.filter(([effect]) => effect !== f.effect);
  }
}
