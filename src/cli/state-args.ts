// A game's state as message arguments, so the content's own messages say what matters in its
// game ("score {score, number, signed}", "round {round}"): every variable under its name as
// valueArgs gives it (none as null, so a message can choose on it), every track under its name
// (a side's value of a per-side track as `<track>_<side>`).
import type { Game, State } from "../kernel/index.js";
import type { Args } from "../i18n/format.js";
import { valueArgs } from "../i18n/value-args.js";

export function stateArgs(g: Game, s: State): Args {
  const out = valueArgs(Object.fromEntries(g.variables.map((v, i) => [v.id, s.vars[i]])));
  for (const t of g.tracks) {
    if (!t.perSide) out[t.id] = s.tracks[t.offset]!;
    else g.sides.forEach((side, i) => (out[`${t.id}_${side}`] = s.tracks[t.offset + i]!));
  }
  return out;
}
