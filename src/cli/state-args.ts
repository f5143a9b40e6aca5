// A game's state as message arguments, so the content's own messages say what matters in its
// game ("score {score, number, signed}", "round {round}"): every variable holding a
// number, word or truth value under its name, every track under its name (a side's value of a
// per-side track as `<track>_<side>`).
import type { Game, State } from "../kernel/index.js";

export function stateArgs(g: Game, s: State): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  g.variables.forEach((v, i) => {
    const x = s.vars[i];
    if (typeof x === "number" || typeof x === "string") out[v.id] = x;
    else if (typeof x === "boolean") out[v.id] = String(x);
  });
  for (const t of g.tracks) {
    if (!t.perSide) out[t.id] = s.tracks[t.offset]!;
    else g.sides.forEach((side, i) => (out[`${t.id}_${side}`] = s.tracks[t.offset + i]!));
  }
  return out;
}
