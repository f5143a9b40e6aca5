// The query tier: `select`, `any`, `count` and `first` over a list of spaces, with a condition
// written inline, compiled to one loop over the spaces' INDEXES. The parts of the condition that
// read the candidate are compiled to reads of arrays by space index (a declared attribute, pieces
// of a side on it, who leads there, its home, whether a group holds it); the parts that do not
// are worked out at most once per search (when first needed, so nothing is evaluated that the
// general form would not evaluate); one-expression functions are compiled in place with their
// parameters bound to such parts, not to frame slots. What the tier does not recognise is compiled
// by the general compiler (a "bridge": the names it reads written to their slots first), so every
// condition is covered and gives what the general form gives. A list that is not all spaces is
// searched by the general form (fast.ts).
import type { CallExpression, Expression } from "../effects/ast.js";
import type { Ev, Game, Runtime } from "./game.js";
import type { KernelBuiltin } from "./builtins/define.js";
import { KERNEL_BUILTINS } from "./builtins/index.js";
import { attributeTable, onBoard, sideIndexOf } from "./builtins/board.js";
import { hasKindInForce } from "./builtins/effects.js";
import { forbiddenNow, leaderAt, mayForbid } from "./builtins/fast.js";
import type { Frame } from "./state.js";
import { equal, list, num, truthy, type Value } from "./values.js";

/** What the tier needs of the unit compiler (compile-code.ts). */
export interface QueryHost {
  g: Game;
  newSlot(): number;
  /** `e` compiled by the general compiler with these names (slots) and known values; `outer`: the caller's names too. */
  exprIn(e: Expression, names: Map<string, number>, constants: Map<string, Value>, outer: boolean): Ev;
  /** `e`'s value when known while compiling in that scope, else NOT_KNOWN. */
  foldIn(e: Expression, names: Map<string, number>, constants: Map<string, Value>, outer: boolean): Value | typeof NOT_KNOWN;
  /** A one-expression function that may be compiled in place here (depth and recursion allowing), or null. */
  inlineable(unit: number): {
    params: { name: string; type: string; default: Expression | null }[];
    value: Expression;
  } | null;
  /** Marks a function being compiled in place (so the general compiler does not recurse into it). */
  inlining: number[];
}

export const NOT_KNOWN: unique symbol = Symbol("not known");

/** A condition's part over the candidate at space index `i`. */
type El = (rt: Runtime, f: Frame, i: number) => Value;

type Node =
  | { t: "known"; v: Value }
  | { t: "inv"; ev: Ev } // does not read the candidate: once per search
  | { t: "el"; ev: El } // reads the candidate
  | { t: "idx" }; // the candidate itself

/**
 * The names a condition's part sees: those bound to parts (the candidate, a function's parameters),
 * each with its slot for bridges (-1 until a bridge reads it), and those bound to known values.
 */
interface Scope {
  nodes: Map<string, Node>;
  slots: Map<string, number>;
  constants: Map<string, Value>;
  outer: boolean;
}

// A search's number: the parts not reading the candidate keep their value for one search only.
let current = 0;
let searches = 0;

let enabled = true;
/** Switches the tier on or off for games compiled from now on (tests compare it with the general form). */
export function setQueryTier(on: boolean): void {
  enabled = on;
}
/** How many searches the tier has run over spaces in this process (tests check that it ran). */
export function querySearches(): number {
  return searches;
}

/** A part not reading the candidate, worked out once per search (at its first use). */
function once(ev: Ev): Ev {
  let at = -1;
  let v: Value = null;
  return (rt, f) => {
    if (at !== current) {
      v = ev(rt, f);
      at = current;
    }
    return v;
  };
}

/** Each space's id by index, once per game. */
const idsMemo = new WeakMap<Game, string[]>();
function spaceIds(g: Game): string[] {
  let ids = idsMemo.get(g);
  if (!ids) idsMemo.set(g, (ids = g.spaces.map((s) => s.id)));
  return ids;
}

const LIST_FORMS = new Set(["select", "any", "count", "first"]);

/** Names an expression reads (conservative: names inside nested conditions count too), found once per expression. */
const namesMemo = new WeakMap<Expression, Set<string>>();
function names(e: Expression): Set<string> {
  let out = namesMemo.get(e);
  if (!out) namesMemo.set(e, (out = namesIn(e, new Set())));
  return out;
}
function namesIn(e: Expression, out: Set<string>): Set<string> {
  switch (e.kind) {
    case "name":
      out.add(e.name);
      break;
    case "list":
      for (const x of e.items) namesIn(x, out);
      break;
    case "not":
    case "negate":
      namesIn(e.operand, out);
      break;
    case "binary":
      namesIn(e.left, out);
      namesIn(e.right, out);
      break;
    case "member":
      namesIn(e.object, out);
      break;
    case "conditional":
      namesIn(e.test, out);
      namesIn(e.then, out);
      namesIn(e.otherwise, out);
      break;
    case "record":
      for (const x of e.fields) namesIn(x.value, out);
      break;
    case "call":
      for (const a of e.args) namesIn(a.value, out);
      break;
  }
  return out;
}

/** A call's argument expressions by parameter position (null: not given); undefined when an argument names no parameter. */
function argsByParam(params: readonly { name: string }[], c: CallExpression): (Expression | null)[] | undefined {
  const out: (Expression | null)[] = params.map(() => null);
  let position = 0;
  for (const a of c.args) {
    const i = a.name ? params.findIndex((p) => p.name === a.name!.name) : position++;
    if (!params[i]) return undefined;
    out[i] = a.value;
  }
  return out;
}

class QueryCompiler {
  private readonly g: Game;
  /** Each space's id by index. */
  private readonly ids: string[];
  /** Parts compiled to reads by space index (a search with none gains nothing). */
  natives = 0;
  /** Parts reading the candidate compiled by the general compiler (a search with more of them than parts read by index gains nothing). */
  bridges = 0;

  constructor(private readonly host: QueryHost) {
    this.g = host.g;
    this.ids = spaceIds(host.g);
  }

  /** A part's value as a function of the candidate. */
  value(n: Node): El {
    switch (n.t) {
      case "known": {
        const v = n.v;
        return () => v;
      }
      case "inv":
        // Read once per search; the candidate's index is an argument it ignores.
        return n.ev;
      case "el":
        return n.ev;
      case "idx": {
        const ids = this.ids;
        return (_rt, _f, i) => ids[i]!;
      }
    }
  }

  private readsCandidate(e: Expression, s: Scope): boolean {
    for (const name of names(e)) {
      const n = s.nodes.get(name);
      if (n && (n.t === "el" || n.t === "idx")) return true;
    }
    return false;
  }

  /** `e` compiled by the general compiler, the names it reads written to their slots first. */
  private bridge(e: Expression, s: Scope): Node {
    // A slot for each bound name it reads, taken now (frames grow only by what bridges read).
    for (const name of names(e)) if (s.slots.get(name) === -1) s.slots.set(name, this.host.newSlot());
    const ev = this.host.exprIn(e, s.slots, s.constants, s.outer);
    const used = names(e);
    const writes: { slot: number; v: El }[] = [];
    for (const [name, slot] of s.slots) if (used.has(name) && slot >= 0) writes.push({ slot, v: this.value(s.nodes.get(name)!) });
    const el = this.readsCandidate(e, s);
    if (!el) {
      if (!writes.length) return { t: "inv", ev: once(ev) };
      return {
        t: "inv",
        ev: once((rt, f) => {
          for (const w of writes) f.l[w.slot] = w.v(rt, f, -1);
          return ev(rt, f);
        }),
      };
    }
    this.bridges++;
    return {
      t: "el",
      ev: (rt, f, i) => {
        for (const w of writes) f.l[w.slot] = w.v(rt, f, i);
        return ev(rt, f);
      },
    };
  }

  compile(e: Expression, s: Scope): Node {
    const k = this.host.foldIn(e, s.slots, s.constants, s.outer);
    if (k !== NOT_KNOWN) return { t: "known", v: k };
    if (!this.readsCandidate(e, s)) return this.bridge(e, s);
    switch (e.kind) {
      case "name":
        return s.nodes.get(e.name) ?? this.bridge(e, s);
      case "member":
        return this.member(e, s);
      case "not": {
        const o = this.value(this.compile(e.operand, s));
        return { t: "el", ev: (rt, f, i) => !truthy(o(rt, f, i)) };
      }
      case "conditional": {
        const [t, a, b] = [e.test, e.then, e.otherwise].map((x) => this.value(this.compile(x, s))) as [El, El, El];
        return {
          t: "el",
          ev: (rt, f, i) => (truthy(t(rt, f, i)) ? a(rt, f, i) : b(rt, f, i)),
        };
      }
      case "binary":
        return this.binary(e, s);
      case "call":
        return this.call(e, s);
      default:
        return this.bridge(e, s);
    }
  }

  private member(e: Extract<Expression, { kind: "member" }>, s: Scope): Node {
    const o = this.compile(e.object, s);
    if (o.t !== "idx") return this.bridge(e, s);
    // The attribute by space index, from the table the general form reads (made at first use).
    this.natives++;
    const field = e.field.name;
    let byIndex: Value[] | null = null;
    const ids = this.ids;
    return {
      t: "el",
      ev: (rt, _f, i) => {
        if (!byIndex) {
          const table = attributeTable(rt.g, field);
          byIndex = ids.map((id) => table.get(id) ?? null);
        }
        return byIndex[i]!;
      },
    };
  }

  private binary(e: Extract<Expression, { kind: "binary" }>, s: Scope): Node {
    if (e.op === "/") return this.bridge(e, s);
    const ln = this.compile(e.left, s);
    const rn = this.compile(e.right, s);
    const l = this.value(ln);
    const r = this.value(rn);
    switch (e.op) {
      case "and":
        return {
          t: "el",
          ev: (rt, f, i) => truthy(l(rt, f, i)) && truthy(r(rt, f, i)),
        };
      case "or":
        return {
          t: "el",
          ev: (rt, f, i) => truthy(l(rt, f, i)) || truthy(r(rt, f, i)),
        };
      case "==":
        if (rn.t === "known" && (rn.v === null || typeof rn.v !== "object")) {
          const k = rn.v;
          return { t: "el", ev: (rt, f, i) => l(rt, f, i) === k };
        }
        return { t: "el", ev: (rt, f, i) => equal(l(rt, f, i), r(rt, f, i)) };
      case "!=":
        if (rn.t === "known" && (rn.v === null || typeof rn.v !== "object")) {
          const k = rn.v;
          return { t: "el", ev: (rt, f, i) => l(rt, f, i) !== k };
        }
        return { t: "el", ev: (rt, f, i) => !equal(l(rt, f, i), r(rt, f, i)) };
      case "<":
      case ">":
      case "<=":
      case ">=":
        if (rn.t === "known" && typeof rn.v === "number") return this.compareWith(e.op, l, rn.v);
    }
    switch (e.op) {
      case "<":
        return {
          t: "el",
          ev: (rt, f, i) => num(l(rt, f, i)) < num(r(rt, f, i)),
        };
      case ">":
        return {
          t: "el",
          ev: (rt, f, i) => num(l(rt, f, i)) > num(r(rt, f, i)),
        };
      case "<=":
        return {
          t: "el",
          ev: (rt, f, i) => num(l(rt, f, i)) <= num(r(rt, f, i)),
        };
      case ">=":
        return {
          t: "el",
          ev: (rt, f, i) => num(l(rt, f, i)) >= num(r(rt, f, i)),
        };
      case "+":
        return {
          t: "el",
          ev: (rt, f, i) => num(l(rt, f, i)) + num(r(rt, f, i)),
        };
      case "-":
        return {
          t: "el",
          ev: (rt, f, i) => num(l(rt, f, i)) - num(r(rt, f, i)),
        };
      case "*":
        return {
          t: "el",
          ev: (rt, f, i) => num(l(rt, f, i)) * num(r(rt, f, i)),
        };
      case "in": {
        if (ln.t !== "idx" || (rn.t !== "inv" && rn.t !== "known")) return this.bridge(e, s);
        // The candidate in a list (of ids), or in a group (a space's groups by id).
        this.natives++;
        const spaces = this.g.spaces;
        const ids = this.ids;
        return {
          t: "el",
          ev: (rt, f, i) => {
            const b = r(rt, f, i);
            if (Array.isArray(b)) {
              const a = ids[i]!;
              for (const x of b) if (equal(x, a)) return true;
              return false;
            }
            return typeof b === "string" && spaces[i]!.groupIds.has(b);
          },
        };
      }
    }
    return this.bridge(e, s);
  }

  /** A comparison with a number known while compiling (the usual `… > 0`). */
  private compareWith(op: "<" | ">" | "<=" | ">=", l: El, k: number): Node {
    switch (op) {
      case "<":
        return { t: "el", ev: (rt, f, i) => num(l(rt, f, i)) < k };
      case ">":
        return { t: "el", ev: (rt, f, i) => num(l(rt, f, i)) > k };
      case "<=":
        return { t: "el", ev: (rt, f, i) => num(l(rt, f, i)) <= k };
      case ">=":
        return { t: "el", ev: (rt, f, i) => num(l(rt, f, i)) >= k };
    }
  }

  private call(c: CallExpression, s: Scope): Node {
    const b = KERNEL_BUILTINS.get(c.callee.name);
    if (b) return this.builtin(b, c, s) ?? this.bridge(c, s);
    const unit = this.g.unitByName.get(c.callee.name);
    const fn = unit === undefined ? null : this.host.inlineable(unit);
    if (unit === undefined || !fn) return this.bridge(c, s);
    const exprs = argsByParam(fn.params, c);
    if (!exprs || fn.params.some((p) => p.type === "predicate")) return this.bridge(c, s);
    // The function's parameters bound to the arguments' parts (evaluated where they are used: an
    // expression reads nothing it could change), each with a slot for bridges inside its body.
    const inner: Scope = {
      nodes: new Map(),
      slots: new Map(),
      constants: new Map(),
      outer: false,
    };
    const args = exprs.map((x) => (x ? this.compile(x, s) : null));
    this.host.inlining.push(unit);
    try {
      fn.params.forEach((p, i) => {
        const n = args[i] ?? (p.default ? this.compile(p.default, inner) : { t: "known" as const, v: null });
        if (n.t === "known") inner.constants.set(p.name, n.v);
        else {
          inner.nodes.set(p.name, n);
          inner.slots.set(p.name, -1);
        }
      });
      return this.compile(fn.value, inner);
    } finally {
      this.host.inlining.pop();
    }
  }

  /** The built-ins a search's condition calls most, on the candidate; null: compiled by the general form. */
  private builtin(b: KernelBuiltin, c: CallExpression, s: Scope): Node | null {
    const exprs = argsByParam(b.params, c);
    if (!exprs || b.params.some((p, i) => p.type === "predicate" && exprs[i])) return this.nestedAny(b, c, s, exprs);
    const g = this.g;
    const n = g.sides.length;
    switch (b.name) {
      case "pieces":
      case "leader": {
        if (!exprs[0] || this.compile(exprs[0], s).t !== "idx") return null;
        const kind = exprs[b.name === "pieces" ? 2 : 1];
        const kv = kind ? this.host.foldIn(kind, s.slots, s.constants, s.outer) : null;
        const k = typeof kv === "string" ? g.piece.get(kv) : kv === null ? g.pieces[0] : undefined;
        if (!k) return null;
        this.natives++;
        const off = k.offset;
        if (b.name === "pieces") {
          if (!exprs[1]) return null;
          const side = this.value(this.compile(exprs[1], s));
          return {
            t: "el",
            ev: (rt, f, i) => rt.s.pieces[off + i * n + sideIndexOf(g, side(rt, f, i))]!,
          };
        }
        const margin = exprs[2] ? this.value(this.compile(exprs[2], s)) : null;
        return {
          t: "el",
          ev: (rt, f, i) => {
            const base = off + i * n;
            const m = margin ? Math.max(1, num(margin(rt, f, i))) : 1;
            return leaderAt(g, rt.s.pieces, base, n, m);
          },
        };
      }
      case "room": {
        // As the built-in: 0 on a home space, else what the cap per space and the side's supply
        // allow; the side's pieces on the board counted once per search (nothing moves during one).
        if (!exprs[0] || !exprs[1] || this.compile(exprs[0], s).t !== "idx") return null;
        const kv = exprs[2] ? this.host.foldIn(exprs[2], s.slots, s.constants, s.outer) : null;
        const k = typeof kv === "string" ? g.piece.get(kv) : kv === null ? g.pieces[0] : undefined;
        if (!k) return null;
        this.natives++;
        const side = this.value(this.compile(exprs[1], s));
        const spaces = g.spaces;
        let at = -1;
        let atSide = -1;
        let used = 0;
        return {
          t: "el",
          ev: (rt, f, i) => {
            const si = sideIndexOf(g, side(rt, f, i));
            if (spaces[i]!.homeOf !== null) return 0;
            const now = rt.s.pieces[k.offset + i * n + si]!;
            if (k.supply !== Infinity && (at !== current || atSide !== si)) {
              used = onBoard(rt, k, si);
              at = current;
              atSide = si;
            }
            const free = Math.min(k.capPerSpace - now, k.supply === Infinity ? Infinity : k.supply - used);
            return free === Infinity ? Number.MAX_SAFE_INTEGER : Math.max(0, free);
          },
        };
      }
      case "home_of": {
        if (!exprs[0] || this.compile(exprs[0], s).t !== "idx") return null;
        this.natives++;
        const spaces = g.spaces;
        return { t: "el", ev: (_rt, _f, i) => spaces[i]!.homeOf };
      }
      case "forbidden": {
        // Nothing is forbidden while no effect in force forbids anything (as its fast form).
        if (!exprs[0] || !exprs[1]) return null;
        const side = this.value(this.compile(exprs[0], s));
        const action = this.value(this.compile(exprs[1], s));
        const it = exprs[2] ? this.value(this.compile(exprs[2], s)) : null;
        return {
          t: "el",
          ev: (rt, f, i) => {
            if (!rt.s.effects.length || !hasKindInForce(rt, "forbid")) return false;
            return forbiddenNow(rt, String(side(rt, f, i)), String(action(rt, f, i)), it ? it(rt, f, i) : null);
          },
        };
      }
      case "max":
      case "min": {
        if (!exprs[0] || !exprs[1]) return null;
        const [x, y] = [this.value(this.compile(exprs[0], s)), this.value(this.compile(exprs[1], s))];
        return b.name === "max"
          ? {
              t: "el",
              ev: (rt, f, i) => Math.max(num(x(rt, f, i)), num(y(rt, f, i))),
            }
          : {
              t: "el",
              ev: (rt, f, i) => Math.min(num(x(rt, f, i)), num(y(rt, f, i))),
            };
      }
    }
    return null;
  }

  /** `any(groups, where: candidate in it)`: whether one of some groups (or lists) holds the candidate. */
  private nestedAny(b: KernelBuiltin, c: CallExpression, s: Scope, exprs: (Expression | null)[] | undefined): Node | null {
    if (b.name !== "any" || !exprs || !exprs[0] || !exprs[1]) return null;
    const w = exprs[1];
    if (w.kind !== "binary" || w.op !== "in" || w.right.kind !== "name" || w.right.name !== "it") return null;
    if (this.readsCandidate(exprs[0], s) || this.compile(w.left, s).t !== "idx") return null;
    if (names(w.left).has("it")) return null;
    this.natives++;
    const groups = this.value(this.compile(exprs[0], s));
    const spaces = this.g.spaces;
    const ids = this.ids;
    return {
      t: "el",
      ev: (rt, f, i) => {
        for (const x of list(groups(rt, f, i))) {
          if (Array.isArray(x)) {
            for (const y of x) if (equal(y, ids[i]!)) return true;
          } else if (typeof x === "string" && spaces[i]!.groupIds.has(x)) return true;
        }
        return false;
      },
    };
  }

  /**
   * The search over `spaces_with(side)` without its list: the board's indexes walked in order, the
   * spaces where the side has pieces tested as they come. The same items in the same order as the
   * list (a condition changes nothing, so reading the pieces as the search goes reads what the list
   * held); no list is built and no id's index looked up (a Map's lookup per item). One closure per
   * kind of search, as below: each call site sees one kind of condition.
   */
  private overPieces(name: string, source: PiecesSource, where: El): Ev {
    const g = this.g;
    const ids = this.ids;
    const count = ids.length;
    const n = g.sides.length;
    const { side, offset } = source;
    switch (name) {
      case "select":
        return (rt, f) => {
          const first = offset + sideIndexOf(g, side(rt, f));
          const p = rt.s.pieces;
          const out: Value[] = [];
          const saved = current;
          current = ++searches;
          try {
            for (let i = 0, at = first; i < count; i++, at += n) if (p[at]! > 0 && truthy(where(rt, f, i))) out.push(ids[i]!);
          } finally {
            current = saved;
          }
          return out;
        };
      case "count":
        return (rt, f) => {
          const first = offset + sideIndexOf(g, side(rt, f));
          const p = rt.s.pieces;
          let found = 0;
          const saved = current;
          current = ++searches;
          try {
            for (let i = 0, at = first; i < count; i++, at += n) if (p[at]! > 0 && truthy(where(rt, f, i))) found++;
          } finally {
            current = saved;
          }
          return found;
        };
      default: {
        const any = name === "any";
        return (rt, f) => {
          const first = offset + sideIndexOf(g, side(rt, f));
          const p = rt.s.pieces;
          const saved = current;
          current = ++searches;
          try {
            for (let i = 0, at = first; i < count; i++, at += n) if (p[at]! > 0 && truthy(where(rt, f, i))) return any ? true : ids[i]!;
          } finally {
            current = saved;
          }
          return any ? false : null;
        };
      }
    }
  }

  /**
   * The search: each item's space index found once, the condition called with it. A list that is
   * not all spaces is searched by the general form (from its start: a condition changes nothing),
   * and a call site that met one leaves its searches to the general form from then on.
   */
  search(name: string, items: Ev | PiecesSource, cond: Node, general: Ev): Ev {
    const where = this.value(cond);
    if (typeof items !== "function") return this.overPieces(name, items, where);
    const space = this.g.space;
    let spaces = true;
    // Each search has its own number: the parts worked out once per search are kept for it only.
    // An item found to be no space midway hands the search to the general form, from its start.
    const NO_SPACE = -1;
    const indexOf = (x: Value): number => {
      const sp = typeof x === "string" ? space.get(x) : undefined;
      if (sp === undefined) spaces = false;
      return sp === undefined ? NO_SPACE : sp.index;
    };
    switch (name) {
      case "select":
        return (rt, f) => {
          if (!spaces) return general(rt, f);
          const xs = list(items(rt, f));
          const out: Value[] = [];
          const saved = current;
          current = ++searches;
          try {
            for (let j = 0; j < xs.length; j++) {
              const i = indexOf(xs[j]!);
              if (i === NO_SPACE) return general(rt, f);
              if (truthy(where(rt, f, i))) out.push(xs[j]!);
            }
          } finally {
            current = saved;
          }
          return out;
        };
      case "count":
        return (rt, f) => {
          if (!spaces) return general(rt, f);
          const xs = list(items(rt, f));
          let n = 0;
          const saved = current;
          current = ++searches;
          try {
            for (let j = 0; j < xs.length; j++) {
              const i = indexOf(xs[j]!);
              if (i === NO_SPACE) return general(rt, f);
              if (truthy(where(rt, f, i))) n++;
            }
          } finally {
            current = saved;
          }
          return n;
        };
      default: {
        const any = name === "any";
        return (rt, f) => {
          if (!spaces) return general(rt, f);
          const xs = list(items(rt, f));
          const saved = current;
          current = ++searches;
          try {
            for (let j = 0; j < xs.length; j++) {
              const i = indexOf(xs[j]!);
              if (i === NO_SPACE) return general(rt, f);
              if (truthy(where(rt, f, i))) return any ? true : xs[j]!;
            }
          } finally {
            current = saved;
          }
          return any ? false : null;
        };
      }
    }
  }
}

/**
 * A search's list when it is `spaces_with(side)`: the side, and where the pieces of its kind start
 * in the state's array of pieces.
 */
interface PiecesSource {
  side: Ev;
  offset: number;
}

/** `spaces_with(side)` (its kind known, or the only kind) as a search's list, else null. */
function piecesSource(host: QueryHost, e: Expression): PiecesSource | null {
  if (e.kind !== "call" || e.callee.name !== "spaces_with") return null;
  const a = argsByParam(KERNEL_BUILTINS.get("spaces_with")!.params, e);
  if (!a?.[0]) return null;
  const k = a[1] ? host.foldIn(a[1], new Map(), new Map(), true) : null;
  const kind = a[1] ? (typeof k === "string" ? host.g.piece.get(k) : undefined) : host.g.pieces[0];
  if (!kind) return null;
  return { side: host.exprIn(a[0], new Map(), new Map(), true), offset: kind.offset };
}

/** The search's candidate (`it`), which only a step per candidate can read. */
const isCandidate = (e: Expression): boolean => e.kind === "name" && e.name === "it";

/** A name or a literal: reading it cannot fail and changes nothing. */
const plainRead = (e: Expression): boolean => e.kind === "name" || e.kind === "string" || e.kind === "number" || e.kind === "boolean";

/**
 * A condition that is `not forbidden(side, action, it)` alone or as the last part of an `and`, its
 * arguments names or literals (so asking it costs nothing but its answer) and its side and action
 * not the candidate (they are read once per search): the side, the action (a string known while
 * compiling, or a name read at each search) and the rest of the condition (null: none).
 */
function forbidPart(host: QueryHost, e: Expression): ForbidPart | null {
  const [f, rest] = e.kind === "binary" && e.op === "and" ? [e.right, e.left] : [e, null];
  if (f.kind !== "not" || f.operand.kind !== "call" || f.operand.callee.name !== "forbidden") return null;
  const a = argsByParam(KERNEL_BUILTINS.get("forbidden")!.params, f.operand);
  if (!a?.[0] || !a[1] || !a.every((x) => x === null || plainRead(x))) return null;
  // The side and the action are read once per search, before any candidate: neither may be the candidate.
  if (isCandidate(a[0]) || isCandidate(a[1])) return null;
  const known = host.foldIn(a[1], new Map(), new Map(), true);
  if (known !== NOT_KNOWN && typeof known !== "string") return null;
  const read = (x: Expression): Ev => host.exprIn(x, new Map(), new Map(), true);
  return { side: read(a[0]), action: typeof known === "string" ? known : read(a[1]), rest };
}

interface ForbidPart {
  side: Ev;
  action: string | Ev;
  rest: Expression | null;
}

/**
 * A search whose condition ends in `not forbidden(side, action, …)`: while no forbid in force names
 * that action for that side (nearly always, even while a lasting forbid of other actions is in
 * force), that part holds for every item, so the search runs without it — the rest of the
 * condition alone, or with none the list's own (a copy, its length, its first item) without a step
 * per item; otherwise the whole search (`whole`: the tier's, or the general form's). Target
 * searches commonly end so (where a side may place, attack, or play a card).
 */
function unlessForbidding(host: QueryHost, c: CallExpression, where: Expression, part: ForbidPart, whole: Ev): Ev {
  const { side, action, rest } = part;
  const forbidding = (rt: Runtime, f: Frame): boolean => mayForbid(rt, String(side(rt, f)), typeof action === "string" ? action : String(action(rt, f)));
  if (rest) {
    // The same call with the rest of the condition, compiled as any search is (the tier or the fast form).
    const without = host.exprIn({ ...c, args: c.args.map((x) => (x.value === where ? { ...x, value: rest } : x)) }, new Map(), new Map(), true);
    return (rt, f) => (forbidding(rt, f) ? whole(rt, f) : without(rt, f));
  }
  const exprs = argsByParam(KERNEL_BUILTINS.get(c.callee.name)!.params, c)!;
  const items = host.exprIn(exprs[0]!, new Map(), new Map(), true);
  switch (c.callee.name) {
    case "select":
      return (rt, f) => (forbidding(rt, f) ? whole(rt, f) : list(items(rt, f)).slice());
    case "count":
      return (rt, f) => (forbidding(rt, f) ? whole(rt, f) : list(items(rt, f)).length);
    case "any":
      return (rt, f) => (forbidding(rt, f) ? whole(rt, f) : list(items(rt, f)).length > 0);
    default:
      return (rt, f) => (forbidding(rt, f) ? whole(rt, f) : (list(items(rt, f))[0] ?? null));
  }
}

/**
 * `select` / `any` / `count` / `first` with a condition written inline, as a search over space
 * indexes; null when the tier does not apply (no condition, or one it would gain nothing on).
 * `general` is the call compiled as before: it answers for lists that are not all spaces.
 */
export function compileQuery(host: QueryHost, c: CallExpression, general: Ev): Ev | null {
  if (!enabled || !LIST_FORMS.has(c.callee.name)) return null;
  const b = KERNEL_BUILTINS.get(c.callee.name)!;
  const exprs = argsByParam(b.params, c);
  if (!exprs || !exprs[0] || !exprs[1]) return null;
  // A condition held in a variable is a value, not code the tier can read.
  if (exprs[1].kind === "name") return null;
  const part = forbidPart(host, exprs[1]);
  const whole = overSpaces(host, c, exprs[0], exprs[1], general);
  return part ? unlessForbidding(host, c, exprs[1], part, whole ?? general) : whole;
}

/** The search by space indexes, or null when the tier would gain nothing on its condition. */
function overSpaces(host: QueryHost, c: CallExpression, itemsExpr: Expression, where: Expression, general: Ev): Ev | null {
  const q = new QueryCompiler(host);
  const s: Scope = {
    nodes: new Map([["it", { t: "idx" }]]),
    slots: new Map([["it", -1]]),
    constants: new Map(),
    outer: true,
  };
  const cond = q.compile(where, s);
  // A condition that does not read the candidate through anything the tier recognises gains nothing.
  if (cond.t !== "el" || q.natives === 0 || q.natives < q.bridges) return null;
  const items = piecesSource(host, itemsExpr) ?? host.exprIn(itemsExpr, new Map(), new Map(), true);
  return q.search(c.callee.name, items, cond, general);
}
