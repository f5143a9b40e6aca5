// Who holds each space, as every board shows it: the game's `display.holder` function, or the side
// with the most pieces of the first kind. One rule for the editor's and the Play page's boards and
// for the online tables, whose seats are sent the holders with their view (the function reads the
// whole state, which a seat's page does not have; what it answers is on every board anyway).
import type { Content } from "../content/model.js";
import { functionValue, type State } from "../kernel/index.js";

/** Who holds a space: the game's `display.holder` function, or the side with the most pieces. */
export function holderOf(content: Content, s: State, space: string, counts: number[]): string | null {
  const g = content.game;
  const fn = content.manifest.display?.holder;
  if (fn) {
    try {
      const v = functionValue(g, s, fn, [space]);
      return typeof v === "string" && g.sideIndex.has(v) ? v : null;
    } catch {
      return null;
    }
  }
  const best = Math.max(...counts);
  if (best <= 0 || counts.filter((n) => n === best).length > 1) return null;
  return g.sides[counts.indexOf(best)] ?? null;
}

/** The holder of every space that is not a side's home, by space id. */
export function holdersOf(content: Content, s: State): Record<string, string | null> {
  const g = content.game;
  const first = g.pieces[0];
  const out: Record<string, string | null> = {};
  for (const sp of g.spaces) {
    if (sp.homeOf) continue;
    const counts = g.sides.map((_, i) => (first ? s.pieces[first.offset + sp.index * g.sides.length + i]! : 0));
    out[sp.id] = holderOf(content, s, sp.id, counts);
  }
  return out;
}
