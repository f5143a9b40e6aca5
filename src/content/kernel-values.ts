// The texts some of the kernel's built-ins' parameters take in a game: what the game declares for
// them. The checker reports a literal given to one that is none of them (CW312), as for a
// routine's `values:` (code.ts KernelValues, checker.ts valuesGiven).
import type { KernelValues } from "./code.js";
import { forbidHooks } from "./forbid-actions.js";
import type { Manifest } from "./raw.js";

/**
 * `forbidden`'s action is one of the game's forbids' actions (when each forbid hook lists them:
 * checkForbidHooks asks for the list, one error for one mistake), `emit`'s moment one of its
 * `moments`, `end_effects`' duration one of its `durations`.
 */
export function kernelValuesOf(m: Pick<Manifest, "hooks" | "moments" | "durations">): KernelValues {
  const out: KernelValues = {};
  const lists = [...forbidHooks(m).values()];
  if (lists.length > 0 && lists.every((a) => a.length > 0)) out["forbidden"] = { action: [...new Set(lists.flat())] };
  const moments = Object.keys(m.moments ?? {});
  if (moments.length > 0) out["emit"] = { moment: moments };
  const durations = m.durations ?? [];
  if (durations.length > 0) out["end_effects"] = { duration: durations };
  return out;
}

