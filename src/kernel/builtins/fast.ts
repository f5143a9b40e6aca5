// Fast forms of the built-ins rule queries call most (counting, comparing, reading a track or the
// pieces on a space, asking whether an effect forbids something). They do what the general
// implementation does, but compiled for their call site: no argument list is built, ids given as
// constants are looked up once, and a condition is evaluated in place. A built-in without a fast
// form, or a call the fast form does not cover, uses the general implementation.
import type { ArgEv } from "../compile-code.js";
import type { Ev, Game, Runtime } from "../game.js";
import type { Frame } from "../state.js";
import { EffectRuntimeError, equal, num, show, truthy, type Value } from "../values.js";
import { inForce, hasKindInForce, modifierRecord } from "./effects.js";
import { attribute } from "./board.js";

type FastForm = (args: (ArgEv | null)[], g: Game) => Ev | null;

/** A plain value argument (no condition), or null when it is absent or a condition. */
const plain = (a: ArgEv | null | undefined): Ev | null => (a?.v && !a.pred ? a.v : null);
/** Every argument plain (or absent when optional). */
const allPlain = (args: (ArgEv | null)[], required: number): Ev[] | null => {
  const out: Ev[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!a) {
      if (i < required) return null;
      continue;
    }
    const v = plain(a);
    if (!v) return null;
    out.push(v);
  }
  return out.length >= required ? out : null;
};

function lengthOf(v: Value): number {
  return Array.isArray(v) ? v.length : v === null ? 0 : 1;
}

function sideIdx(g: Game, v: Value): number {
  const i = typeof v === "string" ? g.sideIndex.get(v) : undefined;
  if (i === undefined) throw new EffectRuntimeError(`not a side: ${show(v)}`);
  return i;
}

function spaceIdx(g: Game, v: Value): number {
  const s = typeof v === "string" ? g.space.get(v) : undefined;
  if (!s) throw new EffectRuntimeError(`not a space: ${show(v)}`);
  return s.index;
}

/** A condition argument evaluated in place: it sets `it` in its slot of the calling frame. */
function condition(a: ArgEv | null | undefined): ((rt: Runtime, f: Frame, it: Value) => Value) | null {
  if (!a?.fn) return null;
  const { slot, ev } = a.fn;
  return (rt, f, it) => {
    f.l[slot] = it;
    return ev(rt, f);
  };
}

export const FAST_FORMS: ReadonlyMap<string, FastForm> = new Map<string, FastForm>([
  [
    "count",
    (args) => {
      const items = plain(args[0]);
      if (!items) return null;
      if (!args[1]) return (rt, f) => lengthOf(items(rt, f));
      const where = condition(args[1]);
      if (!where) return null;
      return (rt, f) => {
        const v = items(rt, f);
        const xs = Array.isArray(v) ? v : v === null ? [] : [v];
        let n = 0;
        for (const x of xs) if (truthy(where(rt, f, x))) n++;
        return n;
      };
    },
  ],
  [
    "any",
    (args) => {
      const items = plain(args[0]);
      if (!items) return null;
      if (!args[1]) return (rt, f) => lengthOf(items(rt, f)) > 0;
      const where = condition(args[1]);
      if (!where) return null;
      return (rt, f) => {
        const v = items(rt, f);
        const xs = Array.isArray(v) ? v : v === null ? [] : [v];
        for (const x of xs) if (truthy(where(rt, f, x))) return true;
        return false;
      };
    },
  ],
  [
    "select",
    (args) => {
      const items = plain(args[0]);
      const where = condition(args[1]);
      if (!items || !where) return null;
      return (rt, f) => {
        const v = items(rt, f);
        const xs = Array.isArray(v) ? v : v === null ? [] : [v];
        const out: Value[] = [];
        for (const x of xs) if (truthy(where(rt, f, x))) out.push(x);
        return out;
      };
    },
  ],
  [
    "first",
    (args) => {
      const items = plain(args[0]);
      if (!items) return null;
      const where = args[1] ? condition(args[1]) : null;
      if (args[1] && !where) return null;
      return (rt, f) => {
        const v = items(rt, f);
        const xs = Array.isArray(v) ? v : v === null ? [] : [v];
        for (const x of xs) if (!where || truthy(where(rt, f, x))) return x;
        return null;
      };
    },
  ],
  [
    "max",
    (args) => {
      const e = allPlain(args, 2);
      if (!e) return null;
      const [a, b] = e as [Ev, Ev];
      return (rt, f) => Math.max(num(a(rt, f)), num(b(rt, f)));
    },
  ],
  [
    "min",
    (args) => {
      const e = allPlain(args, 2);
      if (!e) return null;
      const [a, b] = e as [Ev, Ev];
      return (rt, f) => Math.min(num(a(rt, f)), num(b(rt, f)));
    },
  ],
  [
    "opponent_of",
    (args, g) => {
      const side = plain(args[0]);
      if (!side || g.sides.length !== 2) return null;
      const [s0, s1] = g.sides as [string, string];
      return (rt, f) => {
        const v = side(rt, f);
        return v === s0 ? s1 : v === s1 ? s0 : null;
      };
    },
  ],
  [
    "value_or",
    (args) => {
      const e = allPlain(args, 2);
      if (!e) return null;
      const [a, b] = e as [Ev, Ev];
      return (rt, f) => {
        const v = a(rt, f);
        return v === null ? b(rt, f) : v;
      };
    },
  ],
  [
    "track",
    (args, g) => {
      const t = args[0]?.constant;
      const track = typeof t === "string" ? g.track.get(t) : undefined;
      if (!track) return null;
      const off = track.offset;
      if (!track.perSide) return args[1] ? null : (rt) => rt.s.tracks[off]!;
      const side = plain(args[1]);
      if (!side) return null;
      return (rt, f) => rt.s.tracks[off + sideIdx(g, side(rt, f))]!;
    },
  ],
  [
    "pieces",
    (args, g) => {
      const [space, side] = [plain(args[0]), plain(args[1])];
      if (!space || !side) return null;
      const k = args[2] ? (typeof args[2].constant === "string" ? g.piece.get(args[2].constant) : undefined) : g.pieces[0];
      if (!k) return null;
      const n = g.sides.length;
      const off = k.offset;
      return (rt, f) => rt.s.pieces[off + spaceIdx(g, space(rt, f)) * n + sideIdx(g, side(rt, f))]!;
    },
  ],
  [
    "leader",
    (args, g) => {
      const space = plain(args[0]);
      const margin = args[2] ? plain(args[2]) : null;
      if (!space || (args[2] && !margin)) return null;
      const k = args[1] ? (typeof args[1].constant === "string" ? g.piece.get(args[1].constant) : undefined) : g.pieces[0];
      if (!k) return null;
      const n = g.sides.length;
      const off = k.offset;
      return (rt, f) => {
        const base = off + spaceIdx(g, space(rt, f)) * n;
        const m = margin ? Math.max(1, num(margin(rt, f))) : 1;
        const p = rt.s.pieces;
        let best = -1;
        let most = -1;
        let second = -1;
        for (let i = 0; i < n; i++) {
          const x = p[base + i]!;
          if (x > most) [second, most, best] = [most, x, i];
          else if (x > second) second = x;
        }
        return most - second >= m ? g.sides[best]! : null;
      };
    },
  ],
  [
    "home_of",
    (args, g) => {
      const space = plain(args[0]);
      if (!space) return null;
      return (rt, f) => g.spaces[spaceIdx(g, space(rt, f))]!.homeOf;
    },
  ],
  [
    "attr",
    (args, g) => {
      const [of, name] = [plain(args[0]), args[1]?.constant];
      if (!of || typeof name !== "string") return null;
      return (rt, f) => {
        const v = of(rt, f);
        return typeof v === "string" ? attribute(g, v, name) : null;
      };
    },
  ],
  [
    "has_effect",
    (args) => {
      const id = args[0]?.constant;
      if (typeof id !== "string") return null;
      return (rt) => {
        for (const e of rt.s.effects) if (e.id === id) return true;
        return false;
      };
    },
  ],
  [
    "forbidden",
    (args) => {
      // Nothing can be forbidden while no effect in force forbids anything: the arguments are
      // not even evaluated (target searches ask this of every candidate).
      const e = allPlain(args, 2);
      if (!e) return null;
      const [side, action, it] = e as [Ev, Ev, Ev | undefined];
      return (rt, f) => {
        if (!rt.s.effects.length || !hasKindInForce(rt, "forbid")) return false;
        return forbiddenNow(rt, String(side(rt, f)), String(action(rt, f)), it ? it(rt, f) : null);
      };
    },
  ],
  [
    "modifiers",
    (args) => {
      // With no modifier of that kind in force, the list is empty: nothing else is evaluated.
      const kind = args[0]?.constant;
      if (typeof kind !== "string") return null;
      const e = allPlain(args, 1);
      if (!e) return null;
      const [, side, it] = e as [Ev, Ev | undefined, Ev | undefined];
      return (rt, f) => {
        if (!rt.s.effects.length || !hasKindInForce(rt, kind)) return [];
        const s = side ? side(rt, f) : null;
        return inForce(rt, kind, s === null ? null : String(s), it ? it(rt, f) : null).map(modifierRecord);
      };
    },
  ],
  [
    "concat",
    (args) => {
      const e = allPlain(args, 2);
      if (!e) return null;
      const [a, b] = e as [Ev, Ev];
      return (rt, f) => {
        const x = a(rt, f);
        const y = b(rt, f);
        return [...(Array.isArray(x) ? x : x === null ? [] : [x]), ...(Array.isArray(y) ? y : y === null ? [] : [y])];
      };
    },
  ],
  [
    "item",
    (args) => {
      const e = allPlain(args, 2);
      if (!e) return null;
      const [items, index] = e as [Ev, Ev];
      return (rt, f) => {
        const v = items(rt, f);
        const xs = Array.isArray(v) ? v : v === null ? [] : [v];
        return xs[num(index(rt, f))] ?? null;
      };
    },
  ],
]);

/** Whether a forbid modifier in force forbids the side this action (against `it`). */
export function forbiddenNow(rt: Runtime, side: string, action: string, it: Value): boolean {
  for (const x of inForce(rt, "forbid", side, it)) {
    const act = x.modifier.fields.action ?? null;
    const actions = Array.isArray(act) ? act : [act];
    if (!actions.some((a) => equal(a, action))) continue;
    const only = x.modifier.fields.card;
    if (only !== undefined && only !== null && only !== it) continue;
    if (x.modifier.where !== null && it === null) continue;
    return true;
  }
  return false;
}
