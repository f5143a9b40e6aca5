// The space race (rule 6.4).
import { otherSide, type Content, type Side } from "../content/model.js";
import { gainVp, log } from "./actions.js";
import { nextSpaceBox } from "./queries.js";
import { rollDie } from "./rng.js";
import type { GameState } from "./state.js";

/** Moves the marker one box; VP for the first or second arrival (rule 6.4.3). */
export function advanceSpace(content: Content, state: GameState, side: Side, scoreVp = true): void {
  const box = nextSpaceBox(content, state, side);
  if (!box) return;
  state.space[side] = box.box;
  log(state, "space.advance", { side, box: box.box });
  if (box.vp && scoreVp) {
    const first = state.space[otherSide(side)] < box.box;
    gainVp(content, state, side, first ? box.vp[0]! : box.vp[1]!);
  }
}

/** One space race attempt with a card of `ops` Ops; returns whether it succeeded. */
export function attemptSpace(content: Content, state: GameState, side: Side): boolean {
  const box = nextSpaceBox(content, state, side)!;
  state.spaceAttempts[side]++;
  const roll = rollDie(state);
  const success = roll <= box.roll;
  log(state, success ? "space.success" : "space.failure", { side, roll, needed: box.roll, box: box.box });
  if (success) advanceSpace(content, state, side);
  return success;
}
