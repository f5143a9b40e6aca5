// The kernel's built-in vocabulary: game-neutral primitives over the declared state (tracks,
// pieces on spaces, piles of cards, lasting effects, decisions, dice). Each entry carries its
// documentation (the checker, the editor's hovers and the README reference read it) and its
// implementation. A game's own words are procedures in its content.
import type { Callable } from "../../effects/vocabulary-types.js";
import type { KernelBuiltin } from "./define.js";
import { LIST_BUILTINS } from "./lists.js";
import { BOARD_BUILTINS } from "./board.js";
import { CARD_BUILTINS } from "./cards.js";
import { EFFECT_BUILTINS } from "./effects.js";
import { DECISION_BUILTINS } from "./decisions.js";
import { GAME_BUILTINS } from "./game-flow.js";

export type { Args, KernelBuiltin, KernelParam, Pred } from "./define.js";

export const KERNEL_BUILTINS: ReadonlyMap<string, KernelBuiltin> = new Map(
  [...LIST_BUILTINS, ...BOARD_BUILTINS, ...CARD_BUILTINS, ...EFFECT_BUILTINS, ...DECISION_BUILTINS, ...GAME_BUILTINS].map((b) => [b.name, b]),
);

/** The checker's view of a built-in (variable parameters are names, checked as such). */
export function kernelCallable(b: KernelBuiltin): Callable {
  return { ...b, params: b.params.map((p) => ({ ...p, type: p.type === "variable" ? "any" : p.type })) };
}
