// Which parameters of a game's own procedures and functions are message keys, and so which literals
// given to them are. A game words its questions through its own routines (`choose_card(…, prompt:
// "card_to_replay")` whose code asks `pick(side, xs, prompt, …)`): the literal is written at the
// call of the routine, and that is where a key with no English must be said (CW608). A parameter
// is one when the routine's code gives it, as it is, to a kernel built-in's message key (`log`'s
// key, the kind of `pick` or `pick_each`: Param.message) or to another routine's such parameter,
// through any depth of calls. The checker says what each piece of code gives on and which literals
// it gives to routines (checker.ts: KEY_PASS, KEY_VIA), whatever the other routines do; this puts
// them together once every routine's code is checked.
import type { Callable } from "../effects/vocabulary-types.js";
import type { KeyUse } from "./code.js";

/** A routine's own parameter (`local`, its name in the code) given as it is to a built-in's message key (`prefix`) or to a routine's parameter (`fn`, `param`). */
export interface Pass {
  local: string;
  prefix?: string;
  fn?: string;
  param?: string;
}

/**
 * Sets `message` on the routines' parameters that their code passes on to a message key. `passes`:
 * by routine, what its code gives on; `locals`: by routine, its parameters' names in its code, by
 * position; `callable`: a routine by its name.
 */
export function markMessageParams(passes: ReadonlyMap<string, readonly Pass[]>, locals: ReadonlyMap<string, readonly string[]>, callable: (name: string) => Callable | undefined): void {
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, list] of passes) {
      const r = callable(name);
      for (const p of list) {
        const prefix = p.prefix ?? (p.fn !== undefined ? callable(p.fn)?.params.find((x) => x.name === p.param)?.message : undefined);
        const own = r?.params[locals.get(name)?.indexOf(p.local) ?? -1];
        if (prefix === undefined || !own || own.message !== undefined) continue;
        own.message = prefix;
        changed = true;
      }
    }
  }
}

/** The keys a check found, those given to a routine's parameter (`via`) made keys when the parameter is one, dropped when not. */
export function resolvedKeys(keys: readonly KeyUse[], callable: (name: string) => Callable | undefined): KeyUse[] {
  const out: KeyUse[] = [];
  for (const k of keys) {
    if (!k.via) out.push(k);
    else {
      const prefix = callable(k.via.fn)?.params.find((p) => p.name === k.via!.param)?.message;
      if (prefix !== undefined) out.push({ key: prefix + k.key, at: k.at, place: k.place });
    }
  }
  return out;
}
