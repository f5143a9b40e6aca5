// Fast forms of the built-ins rule queries call most (counting, comparing, reading a track or the
// pieces on a space, asking whether an effect forbids something). They do what the general
// implementation does, but compiled for their call site: no argument list is built, ids given as
// constants are looked up once, and a condition is evaluated in place. A built-in without a fast
// form, or a call the fast form does not cover, uses the general implementation.
import type { ArgEv } from "../compile-code.js";
import type { Ev, Game, Runtime } from "../game.js";
import type { Frame } from "../state.js";
import { EffectRuntimeError, equal, isRecord, list, num, show, str, strings, truthy, type Value } from "../values.js";
import { activeSide, applies, appliesTo, inForce, hasKindInForce, modifierRecord, modifiersInForce } from "./effects.js";
import { attribute, isAdjacent, sideIndexOf, sideNumber, spaceOf, spaceOrHome } from "./board.js";
import { moveCard, pileInstance } from "./cards.js";

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

function spaceIdx(g: Game, v: Value): number {
  const s = typeof v === "string" ? g.space.get(v) : undefined;
  if (!s) throw new EffectRuntimeError(`not a space: ${show(v)}`, "runtime.not_space", { value: show(v) });
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

/**
 * The side with the most of a kind of piece on a space, ahead of every other by at least `margin`,
 * else null: `pieces[base + side]` for each of the `n` sides (the query tier reads it the same way).
 */
export function leaderAt(g: Game, pieces: ArrayLike<number>, base: number, n: number, margin: number): Value {
  let best = -1;
  let most = -1;
  let second = -1;
  for (let i = 0; i < n; i++) {
    const x = pieces[base + i]!;
    if (x > most) [second, most, best] = [most, x, i];
    else if (x > second) second = x;
  }
  return most - second >= margin ? g.sides[best]! : null;
}

/** `out` with `y`'s items pushed (a lone value as one item, none as nothing): concat's tail. */
function appended(out: Value[], y: Value): Value[] {
  if (Array.isArray(y)) for (let i = 0; i < y.length; i++) out.push(y[i]!);
  else if (y !== null) out.push(y);
  return out;
}

function includes(xs: Value[], v: Value): boolean {
  for (let i = 0; i < xs.length; i++) if (equal(xs[i]!, v)) return true;
  return false;
}

/** The sides a log line's `to` lets read it (null: everyone), as every form of `log` reads it. */
export function logReaders(t: Value | undefined): string[] | null {
  return t === null || t === undefined ? null : strings(t);
}

export const FAST_FORMS: ReadonlyMap<string, FastForm> = new Map<string, FastForm>([
  [
    "sum",
    (args) => {
      const xs = plain(args[0]);
      if (!xs) return null;
      if (!args[1]) {
        return (rt, f) => {
          let total = 0;
          for (const x of list(xs(rt, f))) total += num(x);
          return total;
        };
      }
      const of = condition(args[1]);
      if (!of) return null;
      return (rt, f) => {
        let total = 0;
        for (const x of list(xs(rt, f))) total += num(of(rt, f, x));
        return total;
      };
    },
  ],
  [
    "map",
    (args) => {
      const xs = plain(args[0]);
      const to = condition(args[1]);
      if (!xs || !to) return null;
      return (rt, f) => {
        const v = list(xs(rt, f));
        const out: Value[] = [];
        for (const x of v) out.push(to(rt, f, x));
        return out;
      };
    },
  ],
  [
    "flatten",
    (args) => {
      const xs = plain(args[0]);
      if (!xs || args.length !== 1) return null;
      return (rt, f) => {
        const out: Value[] = [];
        for (const x of list(xs(rt, f))) {
          if (Array.isArray(x)) for (const y of x) out.push(y);
          else if (x !== null) out.push(x);
        }
        return out;
      };
    },
  ],
  [
    "get",
    (args) => {
      const e = allPlain(args, 2);
      if (!e) return null;
      const [record, field] = e as [Ev, Ev];
      return (rt, f) => {
        const r = record(rt, f);
        const k = field(rt, f);
        return isRecord(r) ? (r[str(k)] ?? null) : null;
      };
    },
  ],
  [
    "set",
    (args, g) => {
      const name = args[0]?.constant;
      const i = typeof name === "string" ? g.variable.get(name) : undefined;
      const value = plain(args[1]);
      if (i === undefined || !value) return null;
      return (rt, f) => {
        const v = value(rt, f);
        rt.s.vars[i] = v === undefined ? null : v;
        rt.s.changes++;
        return null;
      };
    },
  ],
  [
    "log",
    (args) => {
      const e = allPlain(args, 1);
      if (!e) return null;
      const [key, margs, to] = [plain(args[0])!, args[1] ? plain(args[1]) : null, args[2] ? plain(args[2]) : null];
      // The entry's fields in the order the general form writes them (k, a, to): logs are compared as JSON.
      return (rt, f) => {
        const k0 = key(rt, f);
        const a = margs ? margs(rt, f) : null;
        const t = to ? to(rt, f) : null;
        const k = str(k0);
        const readers = logReaders(t);
        rt.s.log.push(isRecord(a) ? (readers ? { k, a, to: readers } : { k, a }) : readers ? { k, to: readers } : { k });
        return null;
      };
    },
  ],
  [
    "cards",
    (args, g) => {
      const name = args[0]?.constant;
      const pile = typeof name === "string" ? g.pile.get(name) : undefined;
      const side = args[1] ? plain(args[1]) : null;
      if (!pile || (args[1] && !side)) return null;
      const off = pile.offset;
      if (!pile.perSide) {
        if (!side) return (rt) => rt.s.piles[off]!.slice();
        return (rt, f) => {
          side(rt, f);
          return rt.s.piles[off]!.slice();
        };
      }
      if (!side) return null;
      return (rt, f) => rt.s.piles[pileInstance(g, name!, side(rt, f))]!.slice();
    },
  ],
  [
    "move_card",
    (args, g) => {
      // A pile named as a constant (most moves: to the discard, to a hand of a side worked out at
      // run time) is looked up once here, not by name at each move.
      const name = args[1]?.constant;
      const pile = typeof name === "string" ? g.pile.get(name) : undefined;
      const card = plain(args[0]);
      const side = args[2] ? plain(args[2]) : null;
      const top = args[3] ? plain(args[3]) : null;
      if (!pile || !card || (args[2] && !side) || (args[3] && !top)) return null;
      const off = pile.offset;
      const perSide = pile.perSide;
      return (rt, f) => {
        // Arguments evaluated in order before any is checked, as the general form does.
        const c = card(rt, f);
        const whose = side ? side(rt, f) : null;
        const atTop = top ? top(rt, f) === true : false;
        moveCard(rt, str(c), perSide ? pileInstance(g, name!, whose) : off, atTop);
        return null;
      };
    },
  ],
  [
    "neighbours",
    (args, g) => {
      const space = plain(args[0]);
      if (!space) return null;
      // Each space's neighbours by id, made once (a copy is handed out: values are never shared
      // with the game's own tables).
      const byId = new Map(g.spaces.map((s) => [s.id, s.adjacent.map((i) => g.spaces[i]!.id)]));
      return (rt, f) => {
        const v = space(rt, f);
        const ids = typeof v === "string" && sideNumber(g, v) < 0 ? byId.get(v) : undefined;
        if (ids) return ids.slice();
        const s = spaceOrHome(g, v);
        return s ? s.adjacent.map((i) => g.spaces[i]!.id) : [];
      };
    },
  ],
  [
    "adjacent",
    (args, g) => {
      const e = allPlain(args, 2);
      if (!e) return null;
      const [a, b] = e as [Ev, Ev];
      return (rt, f) => {
        const x = a(rt, f);
        const y = b(rt, f);
        return isAdjacent(g, x, y);
      };
    },
  ],
  [
    "spaces_with",
    (args, g) => {
      const side = plain(args[0]);
      const k = args[1] ? (typeof args[1].constant === "string" ? g.piece.get(args[1].constant) : undefined) : g.pieces[0];
      if (!side || !k) return null;
      const n = g.sides.length;
      return (rt, f) => {
        const si = sideIndexOf(g, side(rt, f));
        const p = rt.s.pieces;
        const out: Value[] = [];
        for (let i = 0, at = k.offset + si; i < g.spaces.length; i++, at += n) if (p[at]! > 0) out.push(g.spaces[i]!.id);
        return out;
      };
    },
  ],
  [
    "count",
    (args) => {
      const listArg = plain(args[0]);
      if (!listArg) return null;
      if (!args[1]) return (rt, f) => lengthOf(listArg(rt, f));
      const where = condition(args[1]);
      if (!where) return null;
      return (rt, f) => {
        const xs = list(listArg(rt, f));
        let n = 0;
        for (const x of xs) if (truthy(where(rt, f, x))) n++;
        return n;
      };
    },
  ],
  [
    "any",
    (args) => {
      const listArg = plain(args[0]);
      if (!listArg) return null;
      if (!args[1]) return (rt, f) => lengthOf(listArg(rt, f)) > 0;
      const where = condition(args[1]);
      if (!where) return null;
      return (rt, f) => {
        const xs = list(listArg(rt, f));
        for (const x of xs) if (truthy(where(rt, f, x))) return true;
        return false;
      };
    },
  ],
  [
    "select",
    (args) => {
      const listArg = plain(args[0]);
      const where = condition(args[1]);
      if (!listArg || !where) return null;
      return (rt, f) => {
        const xs = list(listArg(rt, f));
        const out: Value[] = [];
        for (const x of xs) if (truthy(where(rt, f, x))) out.push(x);
        return out;
      };
    },
  ],
  [
    "first",
    (args) => {
      const listArg = plain(args[0]);
      if (!listArg) return null;
      const where = args[1] ? condition(args[1]) : null;
      if (args[1] && !where) return null;
      return (rt, f) => {
        const xs = list(listArg(rt, f));
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
      return (rt, f) => rt.s.tracks[off + sideIndexOf(g, side(rt, f))]!;
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
      return (rt, f) => rt.s.pieces[off + spaceIdx(g, space(rt, f)) * n + sideIndexOf(g, side(rt, f))]!;
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
        return leaderAt(g, rt.s.pieces, base, n, m);
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
        // A copy and pushes, not Array.prototype.concat: V8 runs that in C++ (a call out of
        // JavaScript for each use, about three times the cost for the short lists content joins).
        if (Array.isArray(x)) return appended(x.slice(), y);
        if (x === null) return Array.isArray(y) ? y.slice() : y === null ? [] : [y];
        return appended([x], y);
      };
    },
  ],
  [
    "item",
    (args) => {
      const e = allPlain(args, 2);
      if (!e) return null;
      const [listArg, index] = e as [Ev, Ev];
      return (rt, f) => {
        const xs = list(listArg(rt, f));
        return xs[num(index(rt, f))] ?? null;
      };
    },
  ],
]);

/**
 * Whether a forbid modifier in force forbids the side this action (against `it`). What a modifier
 * forbids is checked before its conditions are evaluated, and the first that forbids answers.
 */
export function forbiddenNow(rt: Runtime, side: string, action: string, it: Value): boolean {
  const mods = modifiersInForce(rt, "forbid");
  if (!mods.length) return false;
  let act: string | null = null;
  for (const x of mods) {
    const fields = x.modifier.fields;
    if (!namesAction(fields.action, action)) continue;
    const only = fields.card;
    if (only !== undefined && only !== null && only !== it) continue;
    if (x.modifier.where !== null && it === null) continue;
    if (applies(rt, x, side, it, (act ??= activeSide(rt)))) return true;
  }
  return false;
}

/** Whether a forbid's `action` field (one action or a list of them) names this action. */
function namesAction(what: Value | undefined, action: string): boolean {
  return Array.isArray(what) ? includes(what, action) : equal(what ?? null, action);
}

/**
 * Whether a forbid in force names this action for this side, whatever the target: what
 * `forbiddenNow` asks of each forbid before its conditions, so when none does, `forbidden` is
 * false for every target (a search can then leave that part out, see query.ts).
 */
export function mayForbid(rt: Runtime, side: string, action: string): boolean {
  if (!rt.s.effects.length || !hasKindInForce(rt, "forbid")) return false;
  for (const x of modifiersInForce(rt, "forbid")) {
    if (!namesAction(x.modifier.fields.action, action)) continue;
    const s = appliesTo(rt, x.modifier, x.effect);
    if (s === "both" || s === side) return true;
  }
  return false;
}
