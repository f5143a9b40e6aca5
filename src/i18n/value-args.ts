// A game's variables as message arguments, so the content's own messages say where a game stands in
// its own words (a phase by its name rather than "round 0"): a number or word as it is, a truth
// value as "true"/"false", a list of numbers and words as a list, and none as null — so a message
// can choose on whether a variable is set at all ({x, select, null {…} other {…}}). Records are
// left out: no message can say them. No node: imports (the editor's tracks bar uses it too).
import type { Value } from "../kernel/index.js";
import type { Args } from "./format.js";

export function valueArgs(vars: Record<string, Value | undefined>): Args {
  const out: Args = {};
  for (const [id, x] of Object.entries(vars)) {
    if (typeof x === "number" || typeof x === "string" || x === null) out[id] = x;
    else if (typeof x === "boolean") out[id] = String(x);
    else if (Array.isArray(x) && x.every((y) => typeof y === "number" || typeof y === "string")) out[id] = x as (number | string)[];
  }
  return out;
}
