// Lasting effects' triggers: effect code that runs when something happens (a coup, a turn end …).
import { otherSide, type Side } from "../content/model.js";
import type { Modifier } from "../content/model.js";
import { evaluate, truthy } from "./evaluate.js";
import { runBlock } from "./interpreter.js";
import type { Machine } from "./machine.js";
import { effectCtx } from "./queries.js";

export type TriggerMoment = NonNullable<Modifier["on"]>;

/**
 * Queues the `do` code of every trigger on `moment` whose side matches the actor and whose
 * `where` holds for `it`. They run before the interrupted procedure continues.
 */
export function fireTriggers(m: Machine, moment: TriggerMoment, actor: Side | null, it: string | null, extra: Record<string, string> = {}): void {
  const { content, state } = m;
  const queued: { body: NonNullable<Modifier["do"]>; ctx: ReturnType<typeof effectCtx>; it: string | null }[] = [];
  for (const e of state.effects) {
    const def = content.effects[e.id];
    if (!def) continue;
    for (const mod of def.modifiers) {
      if (mod.kind !== "trigger" || mod.on !== moment || !mod.do) continue;
      // The side a trigger listens to: any actor unless the modifier names one.
      const side = mod.side === undefined || mod.side === "both" ? null : mod.side === "owner" ? e.owner : mod.side === "opponent" ? otherSide(e.owner) : mod.side;
      if (side && actor && side !== actor) continue;
      const ctx = effectCtx(state, content, e);
      // `extra`: names only this moment defines (e.g. `played_as` for card_played).
      const env: Record<string, string | null> = it === null ? { ...extra, actor } : { ...extra, it, actor };
      if (mod.where && it !== null && !truthy(evaluate(content, state, mod.where, env, ctx))) continue;
      if (mod.when && !truthy(evaluate(content, state, mod.when, env, ctx))) continue;
      queued.push({ body: mod.do, ctx, it });
    }
  }
  // Pushed in reverse so they run in the order the effects came into play.
  for (const q of queued.reverse()) runBlock(m, q.body, q.ctx, q.it === null ? { ...extra, actor } : { ...extra, it: q.it, actor });
}
