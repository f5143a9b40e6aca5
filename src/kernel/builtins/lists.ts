// Lists, numbers and sides: pure built-ins.
import { equal, EffectRuntimeError, isRecord, list, num, str, truthy, type Value } from "../values.js";
import { arg, p, predArg, type KernelBuiltin } from "./define.js";
import { opponentOf } from "../compile-code.js";

const items = (doc = "A list.") => p("items", "list", doc);
const where = p("where", "predicate", "Condition on `it`, the candidate.", true);

export const LIST_BUILTINS: KernelBuiltin[] = [
  {
    name: "count", kind: "kernel-expression", reads: [], params: [items(), where], returns: "number",
    doc: "How many items (for which `where` holds, if given).", example: "count(cards(hand, me))",
    impl: (_rt, _f, a) => {
      const xs = list(arg(a, 0));
      const w = predArg(a, 1);
      if (!w) return xs.length;
      let n = 0;
      for (const x of xs) if (truthy(w(x))) n++;
      return n;
    },
  },
  {
    name: "min", kind: "kernel-expression", params: [p("a", "number", "A number."), p("b", "number", "A number.")], returns: "number",
    doc: "The smaller.", example: "min(3, left)",
    impl: (_rt, _f, a) => Math.min(num(arg(a, 0)), num(arg(a, 1))),
  },
  {
    name: "max", kind: "kernel-expression", params: [p("a", "number", "A number."), p("b", "number", "A number.")], returns: "number",
    doc: "The larger.", example: "max(0, left)",
    impl: (_rt, _f, a) => Math.max(num(arg(a, 0)), num(arg(a, 1))),
  },
  {
    name: "abs", kind: "kernel-expression", params: [p("n", "number", "A number.")], returns: "number",
    doc: "The number without its sign.", example: "abs(track(score))",
    impl: (_rt, _f, a) => Math.abs(num(arg(a, 0))),
  },
  {
    name: "select", kind: "kernel-expression", params: [items("Spaces, cards or any values."), where], returns: "list",
    doc: "The items for which `where` holds of `it`, in order.", example: "select(cards(hand, me), where: it.cost >= 2)",
    impl: (_rt, _f, a) => {
      const xs = list(arg(a, 0));
      const w = predArg(a, 1);
      if (!w) return xs.slice();
      const out: Value[] = [];
      for (const x of xs) if (truthy(w(x))) out.push(x);
      return out;
    },
  },
  {
    name: "any", kind: "kernel-expression", params: [items(), where], returns: "boolean",
    doc: "Whether some item satisfies `where` (without one: whether the list has items). Stops at the first.", example: "any(spaces(), where: pieces(it, me) > 0)",
    impl: (_rt, _f, a) => {
      const xs = list(arg(a, 0));
      const w = predArg(a, 1);
      if (!w) return xs.length > 0;
      for (const x of xs) if (truthy(w(x))) return true;
      return false;
    },
  },
  {
    name: "all", kind: "kernel-expression", params: [items(), p("where", "predicate", "Condition on `it`.")], returns: "boolean",
    doc: "Whether every item satisfies `where` (true for an empty list).", example: "all(picks, where: it != none)",
    impl: (_rt, _f, a) => {
      const w = predArg(a, 1)!;
      for (const x of list(arg(a, 0))) if (!truthy(w(x))) return false;
      return true;
    },
  },
  {
    name: "first", kind: "kernel-expression", reads: [], params: [items(), where], returns: "any",
    doc: "The first item (for which `where` holds), or none.", example: "first(cards(deck))",
    impl: (_rt, _f, a) => {
      const w = predArg(a, 1);
      for (const x of list(arg(a, 0))) if (!w || truthy(w(x))) return x;
      return null;
    },
  },
  {
    name: "item", kind: "kernel-expression", params: [items(), p("index", "number", "Position, from 0.")], returns: "any",
    doc: "The item at a position (from 0), or none.", example: "item(order, 0)",
    impl: (_rt, _f, a) => list(arg(a, 0))[num(arg(a, 1))] ?? null,
  },
  {
    name: "sum", kind: "kernel-expression", params: [items(), p("of", "predicate", "The number each item counts for (`it` is the item); default the item itself.", true)], returns: "number",
    doc: "The sum over the items.", example: "sum(cards(hand, me), of: it.cost)",
    impl: (_rt, _f, a) => {
      const w = predArg(a, 1);
      let total = 0;
      for (const x of list(arg(a, 0))) total += num(w ? w(x) : x);
      return total;
    },
  },
  {
    name: "sort_by", kind: "kernel-expression", params: [items(), p("key", "predicate", "The number to sort by (`it` is the item)."), p("descending", "boolean", "Largest first (default false).", true)], returns: "list",
    doc: "The items sorted by a number; equal keys keep their order.", example: "sort_by(picks, key: it.cost, descending: true)",
    impl: (_rt, _f, a) => {
      const key = predArg(a, 1)!;
      const sign = arg(a, 2) === true ? -1 : 1;
      return list(arg(a, 0)).map((x, i) => ({ x, k: num(key(x)), i })).sort((m, n) => sign * (m.k - n.k) || m.i - n.i).map((e) => e.x);
    },
  },
  {
    name: "map", kind: "kernel-expression", params: [items(), p("to", "predicate", "The value each item becomes (`it` is the item).")], returns: "list",
    doc: "Each item turned into a value, in order.", example: "map(picks, to: it.card)",
    impl: (_rt, _f, a) => {
      const to = predArg(a, 1)!;
      return list(arg(a, 0)).map((x) => to(x));
    },
  },
  {
    name: "flatten", kind: "kernel-expression", params: [p("items", "list", "A list of lists.")], returns: "list",
    doc: "The items of the inner lists, in order, in one list.", example: "flatten(map(rows, to: it.regions))",
    impl: (_rt, _f, a) => list(arg(a, 0)).flatMap((x) => list(x)),
  },
  {
    name: "concat", kind: "kernel-expression", params: [p("a", "list", "A list (or one item)."), p("b", "list", "A list (or one item).")], returns: "list",
    doc: "The items of `a` followed by those of `b`.", example: "concat(placed, [c])",
    impl: (_rt, _f, a) => [...list(arg(a, 0)), ...list(arg(a, 1))],
  },
  {
    name: "without", kind: "kernel-expression", params: [items(), p("item", "any", "The item to leave out.")], returns: "list",
    doc: "The list without every occurrence of `item` (or of the items of a list).", example: "without(cards(hand, me), this_card)",
    impl: (_rt, _f, a) => {
      const drop = arg(a, 1);
      const dropped = Array.isArray(drop) ? drop : [drop];
      return list(arg(a, 0)).filter((x) => !dropped.some((d) => equal(d, x)));
    },
  },
  {
    name: "unique", kind: "kernel-expression", params: [items()], returns: "list",
    doc: "The list with repeated items left out (first kept).", example: "unique(concat(a, b))",
    impl: (_rt, _f, a) => {
      const out: Value[] = [];
      const seen = new Set<string>();
      for (const x of list(arg(a, 0))) {
        // Ids (the usual case) through a set; other values compared one by one.
        if (typeof x === "string") {
          if (!seen.has(x)) {
            seen.add(x);
            out.push(x);
          }
          continue;
        }
        let found = false;
        for (let i = 0; i < out.length && !found; i++) found = equal(x, out[i]!);
        if (!found) out.push(x);
      }
      return out;
    },
  },
  {
    name: "index_of", kind: "kernel-expression", params: [items(), p("item", "any", "The item.")], returns: "number",
    doc: "The position of the item in the list (from 0), or -1.", example: "index_of(order, me)",
    impl: (_rt, _f, a) => list(arg(a, 0)).findIndex((x) => equal(x, arg(a, 1))),
  },
  {
    name: "range", kind: "kernel-expression", params: [p("from", "number", "First number."), p("to", "number", "Last number (included).")], returns: "list",
    doc: "The whole numbers from `from` to `to`.", example: "range(1, 5)",
    impl: (_rt, _f, a) => {
      const lo = num(arg(a, 0));
      const hi = num(arg(a, 1));
      if (hi - lo > 10_000) throw new EffectRuntimeError(`range(${lo}, ${hi}) is too long`, "runtime.range_too_long", { lo: String(lo), hi: String(hi) });
      const out: number[] = [];
      for (let i = lo; i <= hi; i++) out.push(i);
      return out;
    },
  },
  {
    name: "reverse", kind: "kernel-expression", params: [items()], returns: "list",
    doc: "The list in the opposite order.", example: "reverse(order)",
    impl: (_rt, _f, a) => list(arg(a, 0)).slice().reverse(),
  },
  {
    name: "get", kind: "kernel-expression", reads: [], params: [p("record", "record", "A record."), p("field", "string", "The field's name (an id).")], returns: "any",
    doc: "A record's field named by a value (none when absent): `get(picks, side)`.", example: "get(picks, me)",
    impl: (_rt, _f, a) => {
      const r = arg(a, 0);
      return isRecord(r) ? (r[str(arg(a, 1))] ?? null) : null;
    },
  },
  {
    name: "with_field", kind: "kernel-expression", params: [p("record", "record", "A record (none: an empty one)."), p("field", "string", "The field's name (an id)."), p("value", "any", "Its value.")], returns: "record",
    doc: "A copy of the record with one field set.", example: "with_field(picks, side, card)",
    impl: (_rt, _f, a) => {
      const r = arg(a, 0);
      return { ...(isRecord(r) ? r : {}), [str(arg(a, 1))]: arg(a, 2) };
    },
  },
  {
    name: "join", kind: "kernel-expression", params: [p("items", "list", "Ids, numbers or words."), p("separator", "string", "Put between them (default none).", true)], returns: "string",
    doc: "The items written one after the other as one id or word.", example: "join([\"move:\", c])",
    impl: (_rt, _f, a) => list(arg(a, 0)).map((x) => (x === null ? "" : String(x))).join(String(arg(a, 1, ""))),
  },
  {
    name: "sides", kind: "kernel-expression", params: [], returns: "list",
    doc: "Every side, in the order game.yaml declares them.", example: "for s in sides() { … }",
    impl: (rt) => rt.g.sides.slice(),
  },
  {
    name: "opponent_of", kind: "kernel-expression", reads: [], params: [p("side", "side", "A side.")], returns: "side",
    doc: "The other side (games of two sides).", example: "opponent_of(me)",
    impl: (rt, _f, a) => opponentOf(rt, String(arg(a, 0))),
  },
];
