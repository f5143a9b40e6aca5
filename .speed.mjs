// src/content/load-dir.ts
import { closeSync, openSync, readFileSync, readSync, fstatSync, realpathSync, statSync } from "node:fs";
import { join, relative, resolve, sep, isAbsolute } from "node:path";
import { fileURLToPath } from "node:url";

// src/kernel/values.ts
function truthy(v) {
  return !(v === false || v === null || v === 0 || v === "" || Array.isArray(v) && v.length === 0);
}
function isRecord(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v) && !("$predicate" in v);
}
function equal(a, b) {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => equal(x, b[i]));
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => equal(a[k], b[k] ?? null));
}
var EffectRuntimeError = class extends Error {
  name = "EffectRuntimeError";
};
function num(v, what = "a number") {
  if (typeof v === "number") return v;
  if (typeof v === "boolean") return v ? 1 : 0;
  throw new EffectRuntimeError(`expected ${what}, got ${show(v)}`);
}
function str(v, what = "an id") {
  if (typeof v === "string") return v;
  throw new EffectRuntimeError(`expected ${what}, got ${show(v)}`);
}
function list(v) {
  if (Array.isArray(v)) return v;
  return v === null ? [] : [v];
}
function strings(v) {
  const out = [];
  for (const x of list(v)) if (typeof x === "string") out.push(x);
  return out;
}
function show(v) {
  return JSON.stringify(v) ?? "none";
}

// src/kernel/machine.ts
var KernelError = class extends Error {
  name = "KernelError";
};
var MAX_STEPS = 5e6;
function frame(g2, unit, args, me, act, card2) {
  const u2 = g2.units[unit];
  const l = new Array(u2.locals).fill(null);
  for (let i = 0; i < args.length; i++) l[i] = args[i];
  return { u: unit, pc: 0, l, me, act, card: card2, w: -1 };
}
function pushCall(rt, from, unit, args, resultSlot, me, act, card2) {
  const f = frame(rt.g, unit, args, me, act, card2);
  fillDefaults(rt, f, args.length);
  if (from) from.w = resultSlot;
  rt.s.stack.push(f);
}
function fillDefaults(rt, f, given) {
  const u2 = rt.g.units[f.u];
  for (let i = 0; i < u2.params.length; i++) {
    if (f.l[i] !== UNSET && i < given) continue;
    const d = u2.defaults[i];
    f.l[i] = d ? d(rt, f) : null;
  }
}
var UNSET = void 0;
function popFrame(rt, value) {
  const s = rt.s;
  s.stack.pop();
  const below = s.stack[s.stack.length - 1];
  if (below && below.w >= 0) {
    below.l[below.w] = value;
    below.w = -1;
  }
}
function ask(rt, f, d, resultSlot, values) {
  rt.s.pending.push(d);
  f.w = resultSlot;
  if (values) f.vals = values;
  else delete f.vals;
}
function run(rt) {
  const s = rt.s;
  const units = rt.g.units;
  let steps = 0;
  while (s.pending.length === 0 && s.result === null && s.stack.length > 0) {
    if (++steps > MAX_STEPS) throw new KernelError("the game made no progress (a loop never ended)");
    const f = s.stack[s.stack.length - 1];
    const code = units[f.u].code;
    let stopped = false;
    try {
      while (f.pc < code.length) {
        if (code[f.pc++](rt, f) || s.result !== null) {
          stopped = true;
          break;
        }
      }
    } catch (e) {
      if (e instanceof EffectRuntimeError) throw new EffectRuntimeError(`${e.message} (in ${units[f.u].origin})`);
      throw e;
    }
    if ((!stopped || f.pc >= code.length) && s.stack[s.stack.length - 1] === f && s.pending.length === 0) popFrame(rt, f.r ?? null);
    checkEndIfChanged(rt);
  }
}
var checkedAt = /* @__PURE__ */ new WeakMap();
function checkEndIfChanged(rt) {
  const s = rt.s;
  if (rt.g.endConditions.length && s.result === null && checkedAt.get(s) !== s.changes) {
    checkedAt.set(s, s.changes);
    checkEnd(rt);
  }
}
function checkEnd(rt) {
  for (const c2 of rt.g.endConditions) {
    if (!truthy(evalUnit(rt, c2.when, [], rt.g.sides[0]))) continue;
    const winner = c2.winner === null ? "draw" : evalUnit(rt, c2.winner, [], rt.g.sides[0]);
    endGame(rt, typeof winner === "string" ? winner : "draw", [], c2.reason);
    return;
  }
}
function endGame(rt, winner, losers, reason) {
  const s = rt.s;
  if (s.result) return;
  const lost = losers.length ? losers : winner !== "draw" && winner !== "none" ? rt.g.sides.filter((x) => x !== winner) : [];
  s.result = { winner, losers: lost, reason };
  s.pending = [];
  s.log.push({ k: "game.over", a: { winner, reason } });
}
function evalUnit(rt, unit, args, me, act = me, card2 = null, bind) {
  const u2 = rt.g.units[unit];
  if (u2.value && args.length === 0 && !u2.busy) {
    const f2 = u2.scratch ??= frame(rt.g, unit, [], me, act, card2);
    f2.me = me;
    f2.act = act;
    f2.card = card2;
    if (bind) {
      for (const k in bind) {
        const slot = u2.bound[k];
        if (slot !== void 0) f2.l[slot] = bind[k];
      }
    }
    u2.busy = true;
    try {
      return u2.value(rt, f2);
    } finally {
      u2.busy = false;
    }
  }
  const f = acquireFrame(rt, unit, me, act, card2);
  for (let i = 0; i < args.length; i++) f.l[i] = args[i];
  fillDefaults(rt, f, args.length);
  if (bind) {
    const slots = rt.g.units[unit].bound;
    for (const k in bind) {
      const slot = slots[k];
      if (slot !== void 0) f.l[slot] = bind[k];
    }
  }
  const v = runSync(rt, f);
  releaseFrame(rt, f);
  return v;
}
var pools = /* @__PURE__ */ new WeakMap();
function acquireFrame(rt, unit, me, act, card2) {
  let byUnit = pools.get(rt.g);
  if (!byUnit) pools.set(rt.g, byUnit = rt.g.units.map(() => []));
  const free = byUnit[unit];
  const f = free.pop();
  if (!f) return frame(rt.g, unit, [], me, act, card2);
  f.pc = 0;
  f.l.fill(null);
  f.me = me;
  f.act = act;
  f.card = card2;
  f.w = -1;
  f.r = void 0;
  return f;
}
function releaseFrame(rt, f) {
  pools.get(rt.g)[f.u].push(f);
}
function runSync(rt, f) {
  const code = rt.g.units[f.u].code;
  while (f.pc < code.length) {
    if (code[f.pc++](rt, f) || rt.s.result !== null) {
      if (rt.s.result !== null) break;
      if (f.pc >= code.length) break;
      throw new KernelError(`${rt.g.units[f.u].origin} asked a player or called a procedure while a value was being computed`);
    }
  }
  return f.r ?? null;
}

// src/kernel/builtins/define.ts
var p = (name, type, doc, optional = false) => ({ name, type, doc, ...optional ? { optional } : {} });
function arg(args, i, fallback = null) {
  const v = args[i];
  return v === void 0 || v === null ? fallback : v;
}
function predArg(args, i) {
  const v = args[i];
  return typeof v === "function" ? v : null;
}

// src/kernel/builtins/lists.ts
var items = (doc = "A list.") => p("items", "list", doc);
var where = p("where", "predicate", "Condition on `it`, the candidate.", true);
var LIST_BUILTINS = [
  {
    name: "count",
    kind: "kernel-expression",
    params: [items(), where],
    returns: "number",
    doc: "How many items (for which `where` holds, if given).",
    example: "count(cards(hand, me))",
    impl: (_rt, _f, a) => {
      const xs = list(arg(a, 0));
      const w = predArg(a, 1);
      if (!w) return xs.length;
      let n = 0;
      for (const x of xs) if (truthy(w(x))) n++;
      return n;
    }
  },
  {
    name: "min",
    kind: "kernel-expression",
    params: [p("a", "number", "A number."), p("b", "number", "A number.")],
    returns: "number",
    doc: "The smaller.",
    example: "min(3, left)",
    impl: (_rt, _f, a) => Math.min(num(arg(a, 0)), num(arg(a, 1)))
  },
  {
    name: "max",
    kind: "kernel-expression",
    params: [p("a", "number", "A number."), p("b", "number", "A number.")],
    returns: "number",
    doc: "The larger.",
    example: "max(0, left)",
    impl: (_rt, _f, a) => Math.max(num(arg(a, 0)), num(arg(a, 1)))
  },
  {
    name: "abs",
    kind: "kernel-expression",
    params: [p("n", "number", "A number.")],
    returns: "number",
    doc: "The number without its sign.",
    example: "abs(track(score))",
    impl: (_rt, _f, a) => Math.abs(num(arg(a, 0)))
  },
  {
    name: "select",
    kind: "kernel-expression",
    params: [items("Spaces, cards or any values."), where],
    returns: "list",
    doc: "The items for which `where` holds of `it`, in order.",
    example: "select(cards(hand, me), where: it.cost >= 2)",
    impl: (_rt, _f, a) => {
      const xs = list(arg(a, 0));
      const w = predArg(a, 1);
      if (!w) return xs.slice();
      const out = [];
      for (const x of xs) if (truthy(w(x))) out.push(x);
      return out;
    }
  },
  {
    name: "any",
    kind: "kernel-expression",
    params: [items(), where],
    returns: "boolean",
    doc: "Whether some item satisfies `where` (without one: whether the list has items). Stops at the first.",
    example: "any(spaces(), where: pieces(it, me) > 0)",
    impl: (_rt, _f, a) => {
      const xs = list(arg(a, 0));
      const w = predArg(a, 1);
      if (!w) return xs.length > 0;
      for (const x of xs) if (truthy(w(x))) return true;
      return false;
    }
  },
  {
    name: "all",
    kind: "kernel-expression",
    params: [items(), p("where", "predicate", "Condition on `it`.")],
    returns: "boolean",
    doc: "Whether every item satisfies `where` (true for an empty list).",
    example: "all(picks, where: it != none)",
    impl: (_rt, _f, a) => {
      const w = predArg(a, 1);
      for (const x of list(arg(a, 0))) if (!truthy(w(x))) return false;
      return true;
    }
  },
  {
    name: "first",
    kind: "kernel-expression",
    params: [items(), where],
    returns: "any",
    doc: "The first item (for which `where` holds), or none.",
    example: "first(cards(deck))",
    impl: (_rt, _f, a) => {
      const w = predArg(a, 1);
      for (const x of list(arg(a, 0))) if (!w || truthy(w(x))) return x;
      return null;
    }
  },
  {
    name: "item",
    kind: "kernel-expression",
    params: [items(), p("index", "number", "Position, from 0.")],
    returns: "any",
    doc: "The item at a position (from 0), or none.",
    example: "item(order, 0)",
    impl: (_rt, _f, a) => list(arg(a, 0))[num(arg(a, 1))] ?? null
  },
  {
    name: "sum",
    kind: "kernel-expression",
    params: [items(), p("of", "predicate", "The number each item counts for (`it` is the item); default the item itself.", true)],
    returns: "number",
    doc: "The sum over the items.",
    example: "sum(cards(hand, me), of: it.cost)",
    impl: (_rt, _f, a) => {
      const w = predArg(a, 1);
      let total = 0;
      for (const x of list(arg(a, 0))) total += num(w ? w(x) : x);
      return total;
    }
  },
  {
    name: "sort_by",
    kind: "kernel-expression",
    params: [items(), p("key", "predicate", "The number to sort by (`it` is the item)."), p("descending", "boolean", "Largest first (default false).", true)],
    returns: "list",
    doc: "The items sorted by a number; equal keys keep their order.",
    example: "sort_by(picks, key: it.cost, descending: true)",
    impl: (_rt, _f, a) => {
      const key2 = predArg(a, 1);
      const sign = arg(a, 2) === true ? -1 : 1;
      return list(arg(a, 0)).map((x, i) => ({ x, k: num(key2(x)), i })).sort((m, n) => sign * (m.k - n.k) || m.i - n.i).map((e) => e.x);
    }
  },
  {
    name: "map",
    kind: "kernel-expression",
    params: [items(), p("to", "predicate", "The value each item becomes (`it` is the item).")],
    returns: "list",
    doc: "Each item turned into a value, in order.",
    example: "map(picks, to: it.card)",
    impl: (_rt, _f, a) => {
      const to = predArg(a, 1);
      return list(arg(a, 0)).map((x) => to(x));
    }
  },
  {
    name: "flatten",
    kind: "kernel-expression",
    params: [p("items", "list", "A list of lists.")],
    returns: "list",
    doc: "The items of the inner lists, in order, in one list.",
    example: "flatten(map(rows, to: it.regions))",
    impl: (_rt, _f, a) => list(arg(a, 0)).flatMap((x) => list(x))
  },
  {
    name: "concat",
    kind: "kernel-expression",
    params: [p("a", "list", "A list (or one item)."), p("b", "list", "A list (or one item).")],
    returns: "list",
    doc: "The items of `a` followed by those of `b`.",
    example: "concat(placed, [c])",
    impl: (_rt, _f, a) => [...list(arg(a, 0)), ...list(arg(a, 1))]
  },
  {
    name: "without",
    kind: "kernel-expression",
    params: [items(), p("item", "any", "The item to leave out.")],
    returns: "list",
    doc: "The list without every occurrence of `item` (or of the items of a list).",
    example: "without(cards(hand, me), this_card)",
    impl: (_rt, _f, a) => {
      const drop = arg(a, 1);
      const dropped = Array.isArray(drop) ? drop : [drop];
      return list(arg(a, 0)).filter((x) => !dropped.some((d) => equal(d, x)));
    }
  },
  {
    name: "unique",
    kind: "kernel-expression",
    params: [items()],
    returns: "list",
    doc: "The list with repeated items left out (first kept).",
    example: "unique(concat(a, b))",
    impl: (_rt, _f, a) => {
      const out = [];
      for (const x of list(arg(a, 0))) if (!out.some((y) => equal(x, y))) out.push(x);
      return out;
    }
  },
  {
    name: "index_of",
    kind: "kernel-expression",
    params: [items(), p("item", "any", "The item.")],
    returns: "number",
    doc: "The position of the item in the list (from 0), or -1.",
    example: "index_of(order, me)",
    impl: (_rt, _f, a) => list(arg(a, 0)).findIndex((x) => equal(x, arg(a, 1)))
  },
  {
    name: "range",
    kind: "kernel-expression",
    params: [p("from", "number", "First number."), p("to", "number", "Last number (included).")],
    returns: "list",
    doc: "The whole numbers from `from` to `to`.",
    example: "range(1, 5)",
    impl: (_rt, _f, a) => {
      const lo = num(arg(a, 0));
      const hi = num(arg(a, 1));
      if (hi - lo > 1e4) throw new EffectRuntimeError(`range(${lo}, ${hi}) is too long`);
      const out = [];
      for (let i = lo; i <= hi; i++) out.push(i);
      return out;
    }
  },
  {
    name: "reverse",
    kind: "kernel-expression",
    params: [items()],
    returns: "list",
    doc: "The list in the opposite order.",
    example: "reverse(order)",
    impl: (_rt, _f, a) => list(arg(a, 0)).slice().reverse()
  },
  {
    name: "get",
    kind: "kernel-expression",
    params: [p("record", "record", "A record."), p("field", "string", "The field's name (an id).")],
    returns: "any",
    doc: "A record's field named by a value (none when absent): `get(picks, side)`.",
    example: "get(picks, me)",
    impl: (_rt, _f, a) => {
      const r = arg(a, 0);
      return isRecord(r) ? r[str(arg(a, 1))] ?? null : null;
    }
  },
  {
    name: "with_field",
    kind: "kernel-expression",
    params: [p("record", "record", "A record (none: an empty one)."), p("field", "string", "The field's name (an id)."), p("value", "any", "Its value.")],
    returns: "record",
    doc: "A copy of the record with one field set.",
    example: "with_field(picks, side, card)",
    impl: (_rt, _f, a) => {
      const r = arg(a, 0);
      return { ...isRecord(r) ? r : {}, [str(arg(a, 1))]: arg(a, 2) };
    }
  },
  {
    name: "join",
    kind: "kernel-expression",
    params: [p("items", "list", "Ids, numbers or words."), p("separator", "string", "Put between them (default none).", true)],
    returns: "string",
    doc: "The items written one after the other as one id or word.",
    example: 'join(["move:", c])',
    impl: (_rt, _f, a) => list(arg(a, 0)).map((x) => x === null ? "" : String(x)).join(String(arg(a, 1, "")))
  },
  {
    name: "sides",
    kind: "kernel-expression",
    params: [],
    returns: "list",
    doc: "Every side, in the order game.yaml declares them.",
    example: "for s in sides() { \u2026 }",
    impl: (rt) => rt.g.sides.slice()
  },
  {
    name: "opponent_of",
    kind: "kernel-expression",
    params: [p("side", "side", "A side.")],
    returns: "side",
    doc: "The other side (games of two sides).",
    example: "opponent_of(me)",
    impl: (rt, _f, a) => opponentOf(rt, String(arg(a, 0)))
  }
];

// src/kernel/builtins/board.ts
function spaceOf(g2, id) {
  const s = typeof id === "string" ? g2.space.get(id) : void 0;
  if (!s) throw new EffectRuntimeError(`not a space: ${show(id)}`);
  return s;
}
function sideIndexOf(g2, side2) {
  const i = typeof side2 === "string" ? g2.sideIndex.get(side2) : void 0;
  if (i === void 0) throw new EffectRuntimeError(`not a side: ${show(side2)}`);
  return i;
}
function pieceKind(g2, kind2) {
  if (kind2 === null) {
    const only = g2.pieces[0];
    if (!only) throw new EffectRuntimeError("this game declares no pieces");
    return only;
  }
  const d = g2.piece.get(str(kind2));
  if (!d) throw new EffectRuntimeError(`unknown kind of piece ${show(kind2)}`);
  return d;
}
function trackOf(g2, id) {
  const t = typeof id === "string" ? g2.track.get(id) : void 0;
  if (!t) throw new EffectRuntimeError(`not a track: ${show(id)}`);
  return t;
}
function trackSlot(g2, t, side2) {
  if (!t.perSide) return t.offset;
  if (side2 === null) throw new EffectRuntimeError(`the ${t.id} track has one value per side: say whose`);
  return t.offset + sideIndexOf(g2, side2);
}
function pieceSlot(g2, kind2, space2, side2) {
  return kind2.offset + space2.index * g2.sides.length + side2;
}
function piecesOn(rt, space2, side2, kind2 = null) {
  const g2 = rt.g;
  return rt.s.pieces[pieceSlot(g2, pieceKind(g2, kind2), spaceOf(g2, space2), sideIndexOf(g2, side2))];
}
function onBoard(rt, kind2, side2) {
  const g2 = rt.g;
  let n = 0;
  for (const s of g2.spaces) n += rt.s.pieces[pieceSlot(g2, kind2, s, side2)];
  return n;
}
function movePieces(rt, space2, side2, by, kind2 = null) {
  const g2 = rt.g;
  const k = pieceKind(g2, kind2);
  const sp = spaceOf(g2, space2);
  const si = sideIndexOf(g2, side2);
  const slot = pieceSlot(g2, k, sp, si);
  const now = rt.s.pieces[slot];
  let target = Math.max(0, now + by);
  if (target > now) {
    target = Math.min(target, k.capPerSpace);
    if (k.supply !== Infinity) target = Math.min(target, now + Math.max(0, k.supply - onBoard(rt, k, si)));
  }
  rt.s.pieces[slot] = target;
  if (target !== now) rt.s.changes++;
  return target - now;
}
function attribute(g2, id, field) {
  const t = g2.things.get(id);
  if (!t) return null;
  const v = t.attrs[field];
  if (v !== void 0) return v;
  switch (field) {
    case "id":
      return t.id;
    case "name":
      return t.name;
    case "side":
      return "side" in t ? t.side : null;
    case "blocked_by":
      return "blockedBy" in t ? t.blockedBy.slice() : null;
    case "parent":
      return "parent" in t ? t.parent : null;
  }
  return null;
}
function inGroup(g2, a, b) {
  const space2 = g2.space.get(a);
  return space2 !== void 0 && space2.groupIds.has(b);
}
function isAdjacent(g2, a, b) {
  const sa = spaceOf(g2, a);
  const target = typeof b === "string" && g2.sideIndex.has(b) ? g2.spaces.find((s) => s.homeOf === b) : spaceOf(g2, b);
  return !!target && sa.adjacent.includes(target.index);
}
var space = (doc = "A space.") => p("space", "space", doc);
var side = (doc = "A side.") => p("side", "side", doc);
var kind = p("kind", "string", "Which kind of piece, when the game has several.", true);
var BOARD_BUILTINS = [
  {
    name: "spaces",
    kind: "kernel-expression",
    params: [p("where", "predicate", "Condition on `it`, the space.", true)],
    returns: "spaces",
    doc: "Every space of the board (for which `where` holds), in board order.",
    example: "spaces(where: pieces(it, me) > 0)",
    impl: (rt, _f, a) => {
      const w = predArg(a, 0);
      const out = [];
      for (const s of rt.g.spaces) if (!w || truthy(w(s.id))) out.push(s.id);
      return out;
    }
  },
  {
    name: "spaces_with",
    kind: "kernel-expression",
    params: [side("Whose pieces."), kind],
    returns: "spaces",
    doc: "The spaces where a side has pieces, in board order (a fast start for searches among them).",
    example: "select(spaces_with(opponent), where: it in target_region)",
    impl: (rt, _f, a) => {
      const g2 = rt.g;
      const k = pieceKind(g2, arg(a, 1));
      const si = sideIndexOf(g2, arg(a, 0));
      const n = g2.sides.length;
      const p2 = rt.s.pieces;
      const out = [];
      for (let i = 0, at = k.offset + si; i < g2.spaces.length; i++, at += n) if (p2[at] > 0) out.push(g2.spaces[i].id);
      return out;
    }
  },
  {
    name: "spaces_in",
    kind: "kernel-expression",
    params: [p("group", "group", "A group of spaces (a region \u2026).")],
    returns: "spaces",
    doc: "The spaces of a group, in board order.",
    example: "spaces_in(north)",
    impl: (rt, _f, a) => {
      const g2 = rt.g.group.get(str(arg(a, 0)));
      if (!g2) throw new EffectRuntimeError(`not a group: ${show(arg(a, 0))}`);
      return g2.spaces.map((i) => rt.g.spaces[i].id);
    }
  },
  {
    name: "pieces",
    kind: "kernel-expression",
    params: [space(), side("Whose pieces."), kind],
    returns: "number",
    doc: "How many pieces a side has on a space.",
    example: "pieces(it, opponent)",
    impl: (rt, _f, a) => piecesOn(rt, arg(a, 0), arg(a, 1), arg(a, 2))
  },
  {
    name: "pieces_left",
    kind: "kernel-expression",
    params: [side("Whose supply."), kind],
    returns: "number",
    doc: "How many pieces a side still has in its supply (a very large number when unlimited).",
    example: "pieces_left(me)",
    impl: (rt, _f, a) => {
      const k = pieceKind(rt.g, arg(a, 1));
      return k.supply === Infinity ? Number.MAX_SAFE_INTEGER : k.supply - onBoard(rt, k, sideIndexOf(rt.g, arg(a, 0)));
    }
  },
  {
    name: "room",
    kind: "kernel-expression",
    params: [space(), side("Whose pieces."), kind],
    returns: "number",
    doc: "How many more pieces a side may put on a space now: what the cap per space and the side's supply still allow (0 on a home space).",
    example: "spaces(where: room(it, me) > 0)",
    impl: (rt, _f, a) => {
      const g2 = rt.g;
      const k = pieceKind(g2, arg(a, 2));
      const si = sideIndexOf(g2, arg(a, 1));
      const sp = spaceOf(g2, arg(a, 0));
      if (sp.homeOf !== null) return 0;
      const now = rt.s.pieces[pieceSlot(g2, k, sp, si)];
      const supply = k.supply === Infinity ? Infinity : k.supply - onBoard(rt, k, si);
      const free = Math.min(k.capPerSpace - now, supply);
      return free === Infinity ? Number.MAX_SAFE_INTEGER : Math.max(0, free);
    }
  },
  {
    name: "move_pieces",
    kind: "kernel-statement",
    params: [space(), side("Whose pieces."), p("by", "number", "How many to add (negative: remove)."), kind],
    returns: "number",
    doc: "Adds or removes a side's pieces on a space, never below 0, above the cap per space or beyond the supply; gives the change made.",
    example: "let added = move_pieces(target, me, 2)",
    impl: (rt, _f, a) => movePieces(rt, arg(a, 0), arg(a, 1), num(arg(a, 2)), arg(a, 3))
  },
  {
    name: "set_pieces",
    kind: "kernel-statement",
    params: [space(), side("Whose pieces."), p("count", "number", "The new number."), kind],
    returns: "number",
    doc: "Sets a side's pieces on a space (within the same limits as move_pieces); gives the change made.",
    example: "set_pieces(target, me, 3)",
    impl: (rt, _f, a) => movePieces(rt, arg(a, 0), arg(a, 1), num(arg(a, 2)) - piecesOn(rt, arg(a, 0), arg(a, 1), arg(a, 3)), arg(a, 3))
  },
  {
    name: "adjacent",
    kind: "kernel-expression",
    params: [p("a", "space", "A space."), p("b", "any", "A space, or a side (its home space).")],
    returns: "boolean",
    doc: "Whether two spaces are adjacent.",
    example: "adjacent(it, target)",
    impl: (rt, _f, a) => isAdjacent(rt.g, arg(a, 0), arg(a, 1))
  },
  {
    name: "neighbours",
    kind: "kernel-expression",
    params: [p("space", "any", "A space, or a side (its home space).")],
    returns: "spaces",
    doc: "The spaces adjacent to a space, in the order the board lists them.",
    example: "neighbours(target)",
    impl: (rt, _f, a) => {
      const v = arg(a, 0);
      const s = typeof v === "string" && rt.g.sideIndex.has(v) ? rt.g.spaces.find((x) => x.homeOf === v) : spaceOf(rt.g, v);
      return s ? s.adjacent.map((i) => rt.g.spaces[i].id) : [];
    }
  },
  {
    name: "home",
    kind: "kernel-expression",
    params: [side()],
    returns: "space",
    doc: "A side's home space, or none.",
    example: "home(me)",
    impl: (rt, _f, a) => rt.g.spaces.find((s) => s.homeOf === arg(a, 0))?.id ?? null
  },
  {
    name: "home_of",
    kind: "kernel-expression",
    params: [space()],
    returns: "side",
    doc: "The side whose home the space is, or none.",
    example: "home_of(it) == none",
    impl: (rt, _f, a) => spaceOf(rt.g, arg(a, 0)).homeOf
  },
  {
    name: "attr",
    kind: "kernel-expression",
    params: [p("of", "any", "A space, card or group id."), p("name", "string", "The attribute.")],
    returns: "any",
    doc: "A declared attribute of a space, card or group (the same as `x.name`).",
    example: 'attr(it, "value")',
    impl: (rt, _f, a) => attribute(rt.g, str(arg(a, 0)), str(arg(a, 1)))
  },
  {
    name: "leader",
    kind: "kernel-expression",
    params: [space(), kind, p("margin", "number", "By how many pieces at least it must lead every other side (default 1).", true)],
    returns: "side",
    doc: "The side with the most pieces on a space, ahead of every other side by at least `margin`; none otherwise.",
    example: "leader(target, margin: 2)",
    impl: (rt, _f, a) => {
      const g2 = rt.g;
      const k = pieceKind(g2, arg(a, 1));
      const sp = spaceOf(g2, arg(a, 0));
      const margin = Math.max(1, num(arg(a, 2, 1)));
      const base = k.offset + sp.index * g2.sides.length;
      const p2 = rt.s.pieces;
      let best = -1;
      let most = -1;
      let second = -1;
      for (let i = 0; i < g2.sides.length; i++) {
        const n = p2[base + i];
        if (n > most) [second, most, best] = [most, n, i];
        else if (n > second) second = n;
      }
      return most - second >= margin ? g2.sides[best] : null;
    }
  },
  // --- tracks
  {
    name: "track",
    kind: "kernel-expression",
    params: [p("track", "track", "A declared track."), p("side", "side", "Whose marker, on a track with one per side.", true)],
    returns: "number",
    doc: "A track's value.",
    example: "track(tension)",
    impl: (rt, _f, a) => {
      const t = trackOf(rt.g, arg(a, 0));
      return rt.s.tracks[trackSlot(rt.g, t, arg(a, 1))];
    }
  },
  {
    name: "move_track",
    kind: "kernel-statement",
    params: [p("track", "track", "A declared track."), p("by", "number", "How far (negative: down)."), p("side", "side", "Whose marker, on a track with one per side.", true)],
    returns: "number",
    doc: "Moves a track's marker, staying within the track's bounds; gives the move made.",
    example: "move_track(tension, -1)",
    impl: (rt, _f, a) => {
      const t = trackOf(rt.g, arg(a, 0));
      const slot = trackSlot(rt.g, t, arg(a, 2));
      const now = rt.s.tracks[slot];
      const next2 = Math.max(t.min, Math.min(t.max, now + num(arg(a, 1))));
      rt.s.tracks[slot] = next2;
      if (next2 !== now) rt.s.changes++;
      return next2 - now;
    }
  },
  {
    name: "set_track",
    kind: "kernel-statement",
    params: [p("track", "track", "A declared track."), p("value", "number", "The new value."), p("side", "side", "Whose marker, on a track with one per side.", true)],
    returns: "number",
    doc: "Sets a track's marker, within the track's bounds; gives the move made.",
    example: "set_track(tension, 2)",
    impl: (rt, _f, a) => {
      const t = trackOf(rt.g, arg(a, 0));
      const slot = trackSlot(rt.g, t, arg(a, 2));
      const now = rt.s.tracks[slot];
      const next2 = Math.max(t.min, Math.min(t.max, num(arg(a, 1))));
      rt.s.tracks[slot] = next2;
      if (next2 !== now) rt.s.changes++;
      return next2 - now;
    }
  }
];

// src/kernel/rng.ts
var UnscriptedRollError = class extends Error {
  name = "UnscriptedRollError";
  constructor() {
    super("a die was rolled that the script did not force (add `- dice: [n]` before this step)");
  }
};
function next(state) {
  let t = state.rng = state.rng + 1831565813 | 0;
  t = Math.imul(t ^ t >>> 15, t | 1);
  t ^= t + Math.imul(t ^ t >>> 7, t | 61);
  return ((t ^ t >>> 14) >>> 0) / 4294967296;
}
function rollDie(state, faces = 6) {
  if (state.rigged.length) return state.rigged.shift();
  if (state.strictDice) throw new UnscriptedRollError();
  return 1 + Math.floor(next(state) * faces);
}
function randomIndex(state, n) {
  return Math.floor(next(state) * n);
}
function shuffle(state, items2) {
  for (let i = items2.length - 1; i > 0; i--) {
    const j = Math.floor(next(state) * (i + 1));
    [items2[i], items2[j]] = [items2[j], items2[i]];
  }
}
function takeForcedPick(state, candidates, by = null) {
  const list2 = state.riggedPicks;
  if (!list2.length) return null;
  const i = list2.findIndex((r) => typeof r === "string" ? candidates.includes(r) : candidates.includes(r.pick) && (r.by === null || r.by === by));
  if (i < 0) return null;
  const [forced] = list2.splice(i, 1);
  return forced === void 0 ? null : typeof forced === "string" ? forced : forced.pick;
}

// src/kernel/builtins/cards.ts
function cardOf(g2, id) {
  const c2 = typeof id === "string" ? g2.card.get(id) : void 0;
  if (!c2) throw new EffectRuntimeError(`not a card: ${show(id)}`);
  return c2;
}
function pileOf(g2, id) {
  const d = typeof id === "string" ? g2.pile.get(id) : void 0;
  if (!d) throw new EffectRuntimeError(`not a pile: ${show(id)}`);
  return d;
}
function pileInstance(g2, pile2, side2) {
  const d = pileOf(g2, pile2);
  if (!d.perSide) return d.offset;
  if (side2 === null) throw new EffectRuntimeError(`each side has its own ${d.id}: say whose`);
  return d.offset + sideIndexOf(g2, side2);
}
function locate(rt, card2) {
  const piles = rt.s.piles;
  for (let i = 0; i < piles.length; i++) {
    const at = piles[i].indexOf(card2);
    if (at >= 0) return { pile: i, at };
  }
  return null;
}
var everyone = (g2) => (1 << g2.sides.length) - 1;
function learn(rt, card2, instance2) {
  const [pile2, side2] = rt.g.pileOf[instance2];
  const known = rt.s.known;
  if (pile2.visibility === "public") known[card2.index] = everyone(rt.g);
  else if (pile2.visibility === "owner" && side2 >= 0) known[card2.index] = (known[card2.index] ?? 0) | 1 << side2;
}
function moveCard(rt, card2, to, atTop = false) {
  const c2 = cardOf(rt.g, card2);
  const from = locate(rt, card2);
  if (from) rt.s.piles[from.pile].splice(from.at, 1);
  const pile2 = rt.s.piles[to];
  if (atTop) pile2.unshift(card2);
  else pile2.push(card2);
  learn(rt, c2, to);
  rt.s.changes++;
}
function takeOut(rt, card2) {
  const from = locate(rt, card2);
  if (from) rt.s.piles[from.pile].splice(from.at, 1);
  rt.s.changes++;
}
function shufflePile(rt, instance2) {
  const pile2 = rt.s.piles[instance2];
  shuffle(rt.s, pile2);
  const [def] = rt.g.pileOf[instance2];
  if (def.visibility === "hidden") for (const id of pile2) rt.s.known[rt.g.card.get(id).index] = 0;
}
var pile = p("pile", "pile", "A declared pile.");
var whose = p("side", "side", "Whose pile, for a pile each side has (a hand).", true);
var card = (doc = "A card.") => p("card", "card", doc);
var CARD_BUILTINS = [
  {
    name: "all_cards",
    kind: "kernel-expression",
    params: [p("where", "predicate", "Condition on `it`, the card.", true)],
    returns: "cards",
    doc: "Every card of the game (for which `where` holds), in number order.",
    example: "all_cards(where: it.cost == 1)",
    impl: (rt, _f, a) => {
      const w = a[0];
      const out = [];
      for (const c2 of rt.g.cards) if (typeof w !== "function" || truthy(w(c2.id))) out.push(c2.id);
      return out;
    }
  },
  {
    name: "cards",
    kind: "kernel-expression",
    params: [pile, whose],
    returns: "cards",
    doc: "The cards in a pile, top first.",
    example: "cards(hand, me)",
    impl: (rt, _f, a) => rt.s.piles[pileInstance(rt.g, arg(a, 0), arg(a, 1))].slice()
  },
  {
    name: "top",
    kind: "kernel-expression",
    params: [pile, p("count", "number", "How many."), whose],
    returns: "cards",
    doc: "The top cards of a pile (they stay there).",
    example: "top(deck, 5)",
    impl: (rt, _f, a) => rt.s.piles[pileInstance(rt.g, arg(a, 0), arg(a, 2))].slice(0, Math.max(0, num(arg(a, 1))))
  },
  {
    name: "location",
    kind: "kernel-expression",
    params: [card()],
    returns: "pile",
    doc: "The pile a card is in, or none.",
    example: "location(c) == discard",
    impl: (rt, _f, a) => {
      const at = locate(rt, str(arg(a, 0)));
      return at ? rt.g.pileOf[at.pile][0].id : null;
    }
  },
  {
    name: "location_side",
    kind: "kernel-expression",
    params: [card()],
    returns: "side",
    doc: "The side whose pile (a hand) a card is in, or none.",
    example: "location_side(c) == me",
    impl: (rt, _f, a) => {
      const at = locate(rt, str(arg(a, 0)));
      const side2 = at ? rt.g.pileOf[at.pile][1] : -1;
      return side2 >= 0 ? rt.g.sides[side2] : null;
    }
  },
  {
    name: "move_card",
    kind: "kernel-statement",
    params: [card(), p("to", "pile", "The pile it goes to."), p("side", "side", "Whose pile, for a pile each side has.", true), p("top", "boolean", "Put it on top (default: at the bottom).", true)],
    returns: "void",
    doc: "Moves a card from wherever it is to a pile.",
    example: "move_card(c, discard)",
    impl: (rt, _f, a) => {
      moveCard(rt, str(arg(a, 0)), pileInstance(rt.g, arg(a, 1), arg(a, 2)), arg(a, 3) === true);
      return null;
    }
  },
  {
    name: "take_out",
    kind: "kernel-statement",
    params: [card()],
    returns: "void",
    doc: "Takes a card out of whatever pile it is in (it is then in no pile).",
    example: "take_out(c)",
    impl: (rt, _f, a) => {
      takeOut(rt, str(arg(a, 0)));
      return null;
    }
  },
  {
    name: "shuffle",
    kind: "kernel-statement",
    params: [pile, whose],
    returns: "void",
    doc: "Shuffles a pile with the game's random generator.",
    example: "shuffle(deck)",
    impl: (rt, _f, a) => {
      shufflePile(rt, pileInstance(rt.g, arg(a, 0), arg(a, 1)));
      return null;
    }
  },
  {
    name: "holder",
    kind: "kernel-expression",
    params: [card("A special card.")],
    returns: "side",
    doc: "Who holds a special card (outside the piles), or none.",
    example: "holder(special_card) == me",
    impl: (rt, _f, a) => rt.s.specials[str(arg(a, 0))]?.holder ?? null
  },
  {
    name: "face_up",
    kind: "kernel-expression",
    params: [card("A special card.")],
    returns: "boolean",
    doc: "Whether a special card is face up (playable).",
    example: "face_up(special_card)",
    impl: (rt, _f, a) => rt.s.specials[str(arg(a, 0))]?.face_up ?? false
  },
  {
    name: "pass_card",
    kind: "kernel-statement",
    params: [card("A special card."), p("to", "side", "Who holds it now (none: nobody)."), p("face_up", "boolean", "Playable at once (default true).", true)],
    returns: "void",
    doc: "Gives a special card to a side, face up or down.",
    example: "pass_card(special_card, opponent, face_up: false)",
    impl: (rt, _f, a) => {
      const id = str(arg(a, 0));
      if (!cardOf(rt.g, id).special) throw new EffectRuntimeError(`${id} is not a special card`);
      const to = arg(a, 1);
      if (to !== null) sideIndexOf(rt.g, to);
      rt.s.specials[id] = { holder: to === null ? null : str(to), face_up: arg(a, 2, true) === true };
      rt.s.changes++;
      rt.s.known[cardOf(rt.g, id).index] = everyone(rt.g);
      return null;
    }
  },
  {
    name: "set_face",
    kind: "kernel-statement",
    params: [card("A special card."), p("up", "boolean", "Face up?")],
    returns: "void",
    doc: "Turns a special card face up or down.",
    example: "set_face(special_card, true)",
    impl: (rt, _f, a) => {
      const sp = rt.s.specials[str(arg(a, 0))];
      if (sp) sp.face_up = arg(a, 1) === true;
      rt.s.changes++;
      return null;
    }
  },
  {
    name: "reveal",
    kind: "kernel-statement",
    params: [p("cards", "cards", "A card or cards."), p("to", "any", "A side or list of sides (default: every side).", true)],
    returns: "void",
    doc: "Shows cards to sides: their views show them where they are, until the cards move to a pile those sides may not see.",
    example: "reveal(cards(hand, me), to: opponent)",
    impl: (rt, _f, a) => {
      const to = arg(a, 1);
      const mask = to === null ? everyone(rt.g) : strings(to).reduce((m, s) => m | 1 << sideIndexOf(rt.g, s), 0);
      for (const id of strings(arg(a, 0))) {
        const c2 = cardOf(rt.g, id);
        rt.s.known[c2.index] = (rt.s.known[c2.index] ?? 0) | mask;
      }
      return null;
    }
  },
  {
    name: "knows",
    kind: "kernel-expression",
    params: [p("side", "side", "A side."), card()],
    returns: "boolean",
    doc: "Whether a side knows which card this is where it lies (its own hand, a public pile, a revealed card).",
    example: "knows(opponent, c)",
    impl: (rt, _f, a) => ((rt.s.known[cardOf(rt.g, arg(a, 1)).index] ?? 0) & 1 << sideIndexOf(rt.g, arg(a, 0))) !== 0
  }
];

// src/kernel/yield.ts
var YIELD = /* @__PURE__ */ Symbol("yield");

// src/kernel/builtins/fast.ts
var plain = (a) => a?.v && !a.pred ? a.v : null;
var allPlain = (args, required) => {
  const out = [];
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
function lengthOf(v) {
  return Array.isArray(v) ? v.length : v === null ? 0 : 1;
}
function sideIdx(g2, v) {
  const i = typeof v === "string" ? g2.sideIndex.get(v) : void 0;
  if (i === void 0) throw new EffectRuntimeError(`not a side: ${show(v)}`);
  return i;
}
function spaceIdx(g2, v) {
  const s = typeof v === "string" ? g2.space.get(v) : void 0;
  if (!s) throw new EffectRuntimeError(`not a space: ${show(v)}`);
  return s.index;
}
function condition(a) {
  if (!a?.fn) return null;
  const { slot, ev } = a.fn;
  return (rt, f, it) => {
    f.l[slot] = it;
    return ev(rt, f);
  };
}
var FAST_FORMS = /* @__PURE__ */ new Map([
  [
    "count",
    (args) => {
      const items2 = plain(args[0]);
      if (!items2) return null;
      if (!args[1]) return (rt, f) => lengthOf(items2(rt, f));
      const where2 = condition(args[1]);
      if (!where2) return null;
      return (rt, f) => {
        const v = items2(rt, f);
        const xs = Array.isArray(v) ? v : v === null ? [] : [v];
        let n = 0;
        for (const x of xs) if (truthy(where2(rt, f, x))) n++;
        return n;
      };
    }
  ],
  [
    "any",
    (args) => {
      const items2 = plain(args[0]);
      if (!items2) return null;
      if (!args[1]) return (rt, f) => lengthOf(items2(rt, f)) > 0;
      const where2 = condition(args[1]);
      if (!where2) return null;
      return (rt, f) => {
        const v = items2(rt, f);
        const xs = Array.isArray(v) ? v : v === null ? [] : [v];
        for (const x of xs) if (truthy(where2(rt, f, x))) return true;
        return false;
      };
    }
  ],
  [
    "select",
    (args) => {
      const items2 = plain(args[0]);
      const where2 = condition(args[1]);
      if (!items2 || !where2) return null;
      return (rt, f) => {
        const v = items2(rt, f);
        const xs = Array.isArray(v) ? v : v === null ? [] : [v];
        const out = [];
        for (const x of xs) if (truthy(where2(rt, f, x))) out.push(x);
        return out;
      };
    }
  ],
  [
    "first",
    (args) => {
      const items2 = plain(args[0]);
      if (!items2) return null;
      const where2 = args[1] ? condition(args[1]) : null;
      if (args[1] && !where2) return null;
      return (rt, f) => {
        const v = items2(rt, f);
        const xs = Array.isArray(v) ? v : v === null ? [] : [v];
        for (const x of xs) if (!where2 || truthy(where2(rt, f, x))) return x;
        return null;
      };
    }
  ],
  [
    "max",
    (args) => {
      const e = allPlain(args, 2);
      if (!e) return null;
      const [a, b] = e;
      return (rt, f) => Math.max(num(a(rt, f)), num(b(rt, f)));
    }
  ],
  [
    "min",
    (args) => {
      const e = allPlain(args, 2);
      if (!e) return null;
      const [a, b] = e;
      return (rt, f) => Math.min(num(a(rt, f)), num(b(rt, f)));
    }
  ],
  [
    "opponent_of",
    (args, g2) => {
      const side2 = plain(args[0]);
      if (!side2 || g2.sides.length !== 2) return null;
      const [s0, s1] = g2.sides;
      return (rt, f) => {
        const v = side2(rt, f);
        return v === s0 ? s1 : v === s1 ? s0 : null;
      };
    }
  ],
  [
    "value_or",
    (args) => {
      const e = allPlain(args, 2);
      if (!e) return null;
      const [a, b] = e;
      return (rt, f) => {
        const v = a(rt, f);
        return v === null ? b(rt, f) : v;
      };
    }
  ],
  [
    "track",
    (args, g2) => {
      const t = args[0]?.constant;
      const track = typeof t === "string" ? g2.track.get(t) : void 0;
      if (!track) return null;
      const off = track.offset;
      if (!track.perSide) return args[1] ? null : (rt) => rt.s.tracks[off];
      const side2 = plain(args[1]);
      if (!side2) return null;
      return (rt, f) => rt.s.tracks[off + sideIdx(g2, side2(rt, f))];
    }
  ],
  [
    "pieces",
    (args, g2) => {
      const [space2, side2] = [plain(args[0]), plain(args[1])];
      if (!space2 || !side2) return null;
      const k = args[2] ? typeof args[2].constant === "string" ? g2.piece.get(args[2].constant) : void 0 : g2.pieces[0];
      if (!k) return null;
      const n = g2.sides.length;
      const off = k.offset;
      return (rt, f) => rt.s.pieces[off + spaceIdx(g2, space2(rt, f)) * n + sideIdx(g2, side2(rt, f))];
    }
  ],
  [
    "leader",
    (args, g2) => {
      const space2 = plain(args[0]);
      const margin = args[2] ? plain(args[2]) : null;
      if (!space2 || args[2] && !margin) return null;
      const k = args[1] ? typeof args[1].constant === "string" ? g2.piece.get(args[1].constant) : void 0 : g2.pieces[0];
      if (!k) return null;
      const n = g2.sides.length;
      const off = k.offset;
      return (rt, f) => {
        const base = off + spaceIdx(g2, space2(rt, f)) * n;
        const m = margin ? Math.max(1, num(margin(rt, f))) : 1;
        const p2 = rt.s.pieces;
        let best = -1;
        let most = -1;
        let second = -1;
        for (let i = 0; i < n; i++) {
          const x = p2[base + i];
          if (x > most) [second, most, best] = [most, x, i];
          else if (x > second) second = x;
        }
        return most - second >= m ? g2.sides[best] : null;
      };
    }
  ],
  [
    "home_of",
    (args, g2) => {
      const space2 = plain(args[0]);
      if (!space2) return null;
      return (rt, f) => g2.spaces[spaceIdx(g2, space2(rt, f))].homeOf;
    }
  ],
  [
    "attr",
    (args, g2) => {
      const [of, name] = [plain(args[0]), args[1]?.constant];
      if (!of || typeof name !== "string") return null;
      return (rt, f) => {
        const v = of(rt, f);
        return typeof v === "string" ? attribute(g2, v, name) : null;
      };
    }
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
    }
  ],
  [
    "forbidden",
    (args) => {
      const e = allPlain(args, 2);
      if (!e) return null;
      const [side2, action, it] = e;
      return (rt, f) => {
        if (!rt.s.effects.length || !hasKindInForce(rt, "forbid")) return false;
        return forbiddenNow(rt, String(side2(rt, f)), String(action(rt, f)), it ? it(rt, f) : null);
      };
    }
  ],
  [
    "modifiers",
    (args) => {
      const kind2 = args[0]?.constant;
      if (typeof kind2 !== "string") return null;
      const e = allPlain(args, 1);
      if (!e) return null;
      const [, side2, it] = e;
      return (rt, f) => {
        if (!rt.s.effects.length || !hasKindInForce(rt, kind2)) return [];
        const s = side2 ? side2(rt, f) : null;
        return inForce(rt, kind2, s === null ? null : String(s), it ? it(rt, f) : null).map(modifierRecord);
      };
    }
  ],
  [
    "concat",
    (args) => {
      const e = allPlain(args, 2);
      if (!e) return null;
      const [a, b] = e;
      return (rt, f) => {
        const x = a(rt, f);
        const y = b(rt, f);
        return [...Array.isArray(x) ? x : x === null ? [] : [x], ...Array.isArray(y) ? y : y === null ? [] : [y]];
      };
    }
  ],
  [
    "item",
    (args) => {
      const e = allPlain(args, 2);
      if (!e) return null;
      const [items2, index] = e;
      return (rt, f) => {
        const v = items2(rt, f);
        const xs = Array.isArray(v) ? v : v === null ? [] : [v];
        return xs[num(index(rt, f))] ?? null;
      };
    }
  ]
]);
function forbiddenNow(rt, side2, action, it) {
  for (const x of inForce(rt, "forbid", side2, it)) {
    const act = x.modifier.fields.action ?? null;
    const actions = Array.isArray(act) ? act : [act];
    if (!actions.some((a) => equal(a, action))) continue;
    const only = x.modifier.fields.card;
    if (only !== void 0 && only !== null && only !== it) continue;
    if (x.modifier.where !== null && it === null) continue;
    return true;
  }
  return false;
}

// src/kernel/builtins/effects.ts
function effectOf(rt, id) {
  const e = typeof id === "string" ? rt.g.effect.get(id) : void 0;
  if (!e) throw new EffectRuntimeError(`not a lasting effect: ${show(id)}`);
  return e;
}
function activeSide(rt) {
  const i = rt.g.activeVariable;
  const v = i >= 0 ? rt.s.vars[i] : null;
  return typeof v === "string" ? v : rt.g.sides[0];
}
function appliesTo(rt, m, e) {
  switch (m.side) {
    case "owner":
      return e.owner;
    case "opponent":
      return String(opponentOf(rt, e.owner));
    default:
      return m.side;
  }
}
var kindsInForce = /* @__PURE__ */ new WeakMap();
function hasKindInForce(rt, kind2) {
  const effects = rt.s.effects;
  let kinds = kindsInForce.get(effects);
  if (!kinds) {
    kinds = /* @__PURE__ */ new Set();
    for (const e of effects) for (const k of rt.g.effect.get(e.id)?.byKind.keys() ?? []) kinds.add(k);
    kindsInForce.set(effects, kinds);
  }
  return kinds.has(kind2);
}
function inForce(rt, kind2, side2, it = null, bind) {
  const out = [];
  const effects = rt.s.effects;
  if (!effects.length || !hasKindInForce(rt, kind2)) return out;
  let act = null;
  for (const e of effects) {
    const mods = rt.g.effect.get(e.id)?.byKind.get(kind2);
    if (!mods) continue;
    const def = rt.g.effect.get(e.id);
    for (const m of mods) {
      const s = appliesTo(rt, m, e);
      if (side2 !== null && s !== "both" && s !== side2) continue;
      const names = bind || it !== null ? it === null ? { ...bind } : { ...bind, it } : void 0;
      if (m.where !== null && it !== null && !truthy(evalUnit(rt, m.where, [], e.owner, act ??= activeSide(rt), def.card, names))) continue;
      if (m.when !== null && !truthy(evalUnit(rt, m.when, [], e.owner, act ??= activeSide(rt), def.card, names))) continue;
      out.push({ effect: e, def, modifier: m, side: s });
    }
  }
  return out;
}
function modifierRecord(x) {
  return { ...x.modifier.fields, kind: x.modifier.kind, effect: x.effect.id, owner: x.effect.owner, side: x.side, effect_card: x.def.card, code: x.modifier.do };
}
function startEffect(rt, id, owner, value, quietly = false) {
  effectOf(rt, id);
  const i = rt.g.startedAtVariable;
  const at = i >= 0 ? rt.s.vars[i] : 0;
  rt.s.effects = [...rt.s.effects.filter((e) => e.id !== id), { id, owner, turn: typeof at === "number" ? at : 0, ...value !== null ? { value } : {} }];
  rt.s.changes++;
  if (!quietly) rt.s.log.push({ k: "effect.start", a: { effect: id, side: owner } });
}
function endEffect(rt, id) {
  const before = rt.s.effects.length;
  rt.s.effects = rt.s.effects.filter((e) => e.id !== id);
  if (rt.s.effects.length !== before) {
    rt.s.changes++;
    rt.s.log.push({ k: "effect.end", a: { effect: id } });
  }
}
function emit(rt, moment, it, actor, extra) {
  const listeners = rt.g.triggersOn.get(moment);
  if (!listeners || !rt.s.effects.length) return false;
  const act = activeSide(rt);
  const queued = [];
  const names = it === null ? { ...extra, actor } : { ...extra, it, actor };
  for (const e of rt.s.effects) {
    const def = rt.g.effect.get(e.id);
    if (!def) continue;
    for (const m of def.modifiers) {
      if (m.kind !== "trigger" || m.on !== moment || m.do === null) continue;
      const listensTo = m.side === "both" ? null : appliesTo(rt, m, e);
      if (listensTo !== null && actor !== null && listensTo !== actor) continue;
      if (m.where !== null && it !== null && !truthy(evalUnit(rt, m.where, [], e.owner, act, def.card, names))) continue;
      if (m.when !== null && !truthy(evalUnit(rt, m.when, [], e.owner, act, def.card, names))) continue;
      queued.push({ unit: m.do, owner: e.owner, card: def.card });
    }
  }
  for (let i = queued.length - 1; i >= 0; i--) {
    const q = queued[i];
    pushCall(rt, null, q.unit, [], -1, q.owner, act, q.card);
    bindNames(rt, rt.s.stack[rt.s.stack.length - 1], names);
  }
  return queued.length > 0;
}
function bindNames(rt, f, names) {
  const slots = rt.g.units[f.u].bound;
  for (const k in names) {
    const slot = slots[k];
    if (slot !== void 0) f.l[slot] = names[k];
  }
}
var effect = (doc = "A lasting effect.") => p("effect", "effect", doc);
var EFFECT_BUILTINS = [
  {
    name: "has_effect",
    kind: "kernel-expression",
    params: [effect()],
    returns: "boolean",
    doc: "Whether a lasting effect is in force.",
    example: "has_effect(blockade)",
    impl: (rt, _f, a) => rt.s.effects.some((e) => e.id === arg(a, 0))
  },
  {
    name: "effect_value",
    kind: "kernel-expression",
    params: [effect()],
    returns: "any",
    doc: "The value given when the effect started, or none.",
    example: "it in effect_value(blockade)",
    impl: (rt, _f, a) => rt.s.effects.find((e) => e.id === arg(a, 0))?.value ?? null
  },
  {
    name: "effect_owner",
    kind: "kernel-expression",
    params: [effect()],
    returns: "side",
    doc: "Whose the effect is (who started it), or none when it is not in force.",
    example: "effect_owner(blockade) == me",
    impl: (rt, _f, a) => rt.s.effects.find((e) => e.id === arg(a, 0))?.owner ?? null
  },
  {
    name: "effects_in_force",
    kind: "kernel-expression",
    params: [],
    returns: "list",
    doc: "The ids of the lasting effects in force, in the order they started.",
    example: "count(effects_in_force())",
    impl: (rt) => rt.s.effects.map((e) => e.id)
  },
  {
    name: "start_effect",
    kind: "kernel-statement",
    params: [effect("An effect declared under a card's (or an overlay's) `effects:`."), p("value", "any", "A value its modifiers read with `effect_value(...)`.", true), p("owner", "side", "Whose effect it is (default: me).", true), p("quietly", "boolean", "Write no log line (effects in force from a game's start).", true)],
    returns: "void",
    doc: "Puts a lasting effect in force (again, if it already was).",
    example: "start_effect(blockade)",
    impl: (rt, f, a) => {
      startEffect(rt, str(arg(a, 0)), str(arg(a, 2, f.me)), arg(a, 1), arg(a, 3) === true);
      return null;
    }
  },
  {
    name: "end_effect",
    kind: "kernel-statement",
    params: [effect()],
    returns: "void",
    doc: "Ends a lasting effect (nothing happens if it is not in force).",
    example: "end_effect(blockade)",
    impl: (rt, _f, a) => {
      endEffect(rt, str(arg(a, 0)));
      return null;
    }
  },
  {
    name: "end_effects",
    kind: "kernel-statement",
    params: [p("duration", "string", "A duration effects declare (a round, a turn \u2026).")],
    returns: "void",
    doc: "Ends every effect in force declared with this duration, in the order they started.",
    example: 'end_effects("turn")',
    impl: (rt, _f, a) => {
      const d = str(arg(a, 0));
      for (const e of rt.s.effects.filter((x) => rt.g.effect.get(x.id)?.duration === d)) endEffect(rt, e.id);
      return null;
    }
  },
  {
    name: "modifiers",
    kind: "kernel-expression",
    params: [p("kind", "hook", "A declared modifier kind."), p("side", "side", "Only those applying to this side (default: any).", true), p("it", "any", "What is concerned (a space, a card \u2026); modifiers with `where:` must hold for it.", true)],
    returns: "list",
    doc: "The modifiers of a kind in force, as records: their fields (amount, max \u2026) plus `effect`, `owner`, `side`, `effect_card` and `code`.",
    example: 'for m in modifiers("ops", me) { let bonus = bonus + m.amount }',
    impl: (rt, _f, a) => inForce(rt, str(arg(a, 0)), a[1] === void 0 || a[1] === null ? null : str(a[1]), arg(a, 2)).map(modifierRecord)
  },
  {
    name: "forbidden",
    kind: "kernel-expression",
    params: [p("side", "side", "The side that would act."), p("action", "string", "An action the game declares (attack, place \u2026)."), p("it", "any", "The target (a space, a card), if any.", true)],
    returns: "boolean",
    doc: "Whether a `forbid` modifier in force forbids the side this action (against this target).",
    example: 'not forbidden(me, "attack", it)',
    impl: (rt, _f, a) => forbiddenNow(rt, str(arg(a, 0)), str(arg(a, 1)), arg(a, 2))
  },
  {
    name: "emit",
    kind: "kernel-statement",
    stops: true,
    params: [p("moment", "string", "A moment the game declares (attack, card_played \u2026)."), p("it", "any", "What it concerns (a space, a card \u2026).", true), p("actor", "side", "Who caused it; triggers that listen to one side hear only its moments.", true), p("with", "record", "More names the triggers' code sees (e.g. `{ played_as: mode }`).", true)],
    returns: "void",
    doc: "Runs the triggers of the effects in force that listen to this moment, before the code after it.",
    example: 'emit("attack", it: target, actor: me)',
    impl: (rt, _f, a) => {
      const extra = arg(a, 3);
      return emit(rt, str(arg(a, 0)), arg(a, 1), arg(a, 2), isRecord(extra) ? extra : {}) ? YIELD : null;
    }
  },
  {
    name: "run_modifier",
    kind: "kernel-statement",
    stops: true,
    params: [p("modifier", "record", "A record from `modifiers(...)` with code (`do:`)."), p("side", "side", "Who runs it (default: the effect's owner).", true)],
    returns: "void",
    doc: "Runs a modifier's code (e.g. a `replace` modifier's action round instead of the usual one).",
    example: "run_modifier(r, side)",
    impl: (rt, f, a) => {
      const m = arg(a, 0);
      if (!isRecord(m) || typeof m.code !== "number") return null;
      const me = str(arg(a, 1, m.owner ?? f.me));
      pushCall(rt, null, m.code, [], -1, me, me, typeof m.effect_card === "string" ? m.effect_card : null);
      return YIELD;
    }
  },
  {
    name: "run_event",
    kind: "kernel-statement",
    stops: true,
    params: [p("card", "card", "A card."), p("side", "side", "Who resolves it (`me` inside it)."), p("active", "side", "The active side while it runs (default: the game's).", true)],
    returns: "void",
    doc: "Runs a card's event code (nothing when it has none).",
    example: "run_event(card, me)",
    impl: (rt, _f, a) => {
      const c2 = cardOf(rt.g, arg(a, 0));
      if (c2.event === null) return null;
      const me = str(arg(a, 1));
      pushCall(rt, null, c2.event, [], -1, me, str(arg(a, 2, activeSide(rt))), c2.id);
      return YIELD;
    }
  },
  {
    name: "has_event",
    kind: "kernel-expression",
    params: [p("card", "card", "A card.")],
    returns: "boolean",
    doc: "Whether a card has event code.",
    example: "has_event(c)",
    impl: (rt, _f, a) => cardOf(rt.g, arg(a, 0)).event !== null
  },
  {
    name: "prerequisite_met",
    kind: "kernel-expression",
    params: [p("card", "card", "A card."), p("side", "side", "Who would play the event.")],
    returns: "boolean",
    doc: "Whether a card's `prerequisite:` holds for the side (true without one).",
    example: "prerequisite_met(c, me)",
    impl: (rt, _f, a) => {
      const c2 = cardOf(rt.g, arg(a, 0));
      if (c2.prerequisite === null) return true;
      return truthy(evalUnit(rt, c2.prerequisite, [], str(arg(a, 1)), activeSide(rt), c2.id));
    }
  }
];

// src/kernel/builtins/decisions.ts
function optionId(v) {
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  throw new EffectRuntimeError(`an option must be an id or a number, got ${show(v)}`);
}
function promptArgs(v) {
  return isRecord(v) ? v : void 0;
}
var DECISION_BUILTINS = [
  {
    name: "pick",
    kind: "kernel-statement",
    stops: true,
    params: [
      p("side", "side", "Who chooses."),
      p("from", "list", "The candidates (ids or numbers)."),
      p("kind", "string", `What is asked, in the game's words (a message key of the prompt, e.g. "attack_target").`),
      p("args", "record", "Message arguments of the prompt (e.g. `{ left: 3 }`).", true),
      p("extra", "list", 'More answers offered after the candidates, returned as given ("done", "pass" \u2026).', true),
      p("auto", "boolean", "With a single option, take it without asking (default false).", true),
      p("ids", "list", "The option ids players answer with, one per candidate, when the candidates are not ids themselves (records \u2026).", true)
    ],
    returns: "any",
    asks: true,
    doc: "Asks a side to choose one of the candidates (or an extra answer) and gives the choice. With no candidate and no extra answer, gives none without asking.",
    example: 'let c = pick(me, spaces(where: pieces(it, opponent) > 0), "attack_target")',
    impl: (rt, f, a, slot) => {
      const player = str(arg(a, 0));
      sideIndexOf(rt.g, player);
      const values = [...list(arg(a, 1)), ...list(arg(a, 4))];
      if (values.length === 0) return null;
      if (values.length === 1 && arg(a, 5) === true) return values[0];
      const args = promptArgs(arg(a, 3));
      const ids = list(arg(a, 6));
      const options = values.map((v, i) => i < ids.length ? optionId(ids[i]) : optionId(v));
      ask(rt, f, { player, kind: str(arg(a, 2)), options, ...args ? { args } : {} }, slot, values);
      return YIELD;
    }
  },
  {
    name: "pick_each",
    kind: "kernel-statement",
    stops: true,
    params: [
      p("from", "record", "For each side that chooses, its candidates: `{ red: cards(hand, red), blue: cards(hand, blue) }`. A side with none is not asked."),
      p("kind", "string", "What is asked, in the game's words."),
      p("args", "record", "Message arguments of the prompt.", true)
    ],
    returns: "record",
    asks: true,
    doc: "Asks several sides at once; each answer stays secret (no view shows it) until every side has answered. Gives a record of the choices by side (none for a side not asked).",
    example: 'let picks = pick_each({ red: cards(hand, red), blue: cards(hand, blue) }, "secret_card")',
    impl: (rt, f, a, slot) => {
      const from = arg(a, 0);
      if (!isRecord(from)) throw new EffectRuntimeError("pick_each needs a record of candidates by side");
      const kind2 = str(arg(a, 1));
      const args = promptArgs(arg(a, 2));
      const commits = {};
      const waiting = [];
      for (const side2 of rt.g.sides) {
        const options = list(from[side2] ?? null);
        commits[side2] = null;
        if (!options.length) continue;
        waiting.push(side2);
        rt.s.pending.push({ player: side2, kind: kind2, options: options.map(optionId), ...args ? { args } : {} });
      }
      if (!waiting.length) return commits;
      f.w = slot;
      f.commits = commits;
      f.waiting = waiting;
      return YIELD;
    }
  }
];
function deliver(rt, f, player, choice) {
  const s = rt.s;
  const i = s.pending.findIndex((d2) => d2.player === player);
  const d = s.pending[i];
  if (f.waiting) {
    f.commits[player] = choice;
    s.pending.splice(i, 1);
    f.waiting = f.waiting.filter((x) => x !== player);
    if (f.waiting.length) return;
    const result = f.commits;
    delete f.waiting;
    delete f.commits;
    if (f.w >= 0) f.l[f.w] = result;
    f.w = -1;
    return;
  }
  const value = f.vals ? f.vals[d.options.indexOf(choice)] : choice;
  s.pending = [];
  delete f.vals;
  if (f.w >= 0) f.l[f.w] = value;
  f.w = -1;
}

// src/kernel/builtins/game-flow.ts
var GAME_BUILTINS = [
  {
    name: "set",
    kind: "kernel-statement",
    params: [p("variable", "variable", "A variable the game declares."), p("value", "any", "Its new value.")],
    returns: "void",
    doc: "Gives one of the game's variables a new value.",
    example: "set(round, 0)",
    impl: (rt, _f, a) => {
      const name = str(a[0]);
      const i = rt.g.variable.get(name);
      if (i === void 0) throw new EffectRuntimeError(`unknown variable ${name}`);
      rt.s.vars[i] = arg(a, 1);
      rt.s.changes++;
      return null;
    }
  },
  {
    name: "roll_die",
    kind: "kernel-expression",
    params: [p("faces", "number", "Faces of the die (default 6).", true)],
    returns: "number",
    doc: "Rolls a die with the game's random generator (a forced die, in tests and replays, comes first).",
    example: "roll_die() >= 4",
    impl: (rt, _f, a) => rollDie(rt.s, num(arg(a, 0, 6)))
  },
  {
    name: "random",
    kind: "kernel-expression",
    params: [p("items", "list", "The candidates.")],
    returns: "any",
    doc: "One of the items at random (a forced pick, in tests and replays, comes first), or none when there are none.",
    example: "random(cards(hand, opponent))",
    impl: (rt, f, a) => {
      const xs = list(arg(a, 0));
      if (!xs.length) return null;
      return takeForcedPick(rt.s, xs, f.card) ?? xs[randomIndex(rt.s, xs.length)];
    }
  },
  {
    name: "log",
    kind: "kernel-expression",
    params: [p("key", "string", "A message key (translations key on it)."), p("args", "record", "The message's arguments.", true), p("to", "any", "Only these sides may read it (a side or a list; default everyone).", true)],
    returns: "void",
    doc: "Writes a line to the game log.",
    example: 'log("attack.success", { space: target, roll: r })',
    impl: (rt, _f, a) => {
      const args = arg(a, 1);
      const to = arg(a, 2);
      rt.s.log.push({ k: str(arg(a, 0)), ...isRecord(args) ? { a: args } : {}, ...to !== null ? { to: strings(to) } : {} });
      return null;
    }
  },
  {
    name: "game_over",
    kind: "kernel-statement",
    params: [p("winner", "any", 'The winning side, or "draw" (default when there are no losers: a draw).', true), p("losers", "list", "Sides that lose (default: every side but the winner; all of them when nobody wins).", true), p("reason", "string", "Why it ended (a message key).", true)],
    returns: "void",
    doc: "Ends the game. Only the first end counts.",
    example: 'game_over(winner: me, reason: "region_control")',
    impl: (rt, _f, a) => {
      const losers = strings(arg(a, 1));
      for (const s of losers) sideIndexOf(rt.g, s);
      const w = arg(a, 0);
      const winner = w === null ? losers.length === rt.g.sides.length ? "none" : losers.length ? rt.g.sides.find((s) => !losers.includes(s)) : "draw" : str(w);
      if (winner !== "draw" && winner !== "none") sideIndexOf(rt.g, winner);
      endGame(rt, winner, losers, str(arg(a, 2, "game_over")));
      return null;
    }
  }
];
GAME_BUILTINS.push(
  {
    name: "game_is_over",
    kind: "kernel-expression",
    params: [],
    returns: "boolean",
    doc: "Whether the game has ended.",
    example: "game_is_over()",
    impl: (rt) => rt.s.result !== null
  },
  {
    name: "value_or",
    kind: "kernel-expression",
    params: [p("value", "any", "A value."), p("fallback", "any", "Used when the value is none.")],
    returns: "any",
    doc: "The value, or the fallback when it is none.",
    example: "value_or(m.amount, 0)",
    impl: (_rt, _f, a) => arg(a, 0, arg(a, 1))
  },
  {
    name: "seed",
    kind: "kernel-expression",
    params: [],
    returns: "number",
    doc: "The random seed this game was started with.",
    example: 'log("game.start", { seed: seed() })',
    impl: (rt) => rt.s.seed
  },
  {
    name: "options_on",
    kind: "kernel-expression",
    params: [],
    returns: "list",
    doc: "The ids of the options this game was started with.",
    example: '"extra_cards" in options_on()',
    impl: (rt) => rt.s.options.slice()
  },
  {
    name: "variants_on",
    kind: "kernel-expression",
    params: [],
    returns: "list",
    doc: "The ids of the variants this game was started with.",
    example: '"short_game" in variants_on()',
    impl: (rt) => rt.s.variants.slice()
  }
);

// src/kernel/builtins/index.ts
var KERNEL_BUILTINS = new Map(
  [...LIST_BUILTINS, ...BOARD_BUILTINS, ...CARD_BUILTINS, ...EFFECT_BUILTINS, ...DECISION_BUILTINS, ...GAME_BUILTINS].map((b) => [b.name, b])
);
function kernelCallable(b) {
  return { ...b, params: b.params.map((p2) => ({ ...p2, type: p2.type === "variable" ? "any" : p2.type })) };
}

// src/kernel/compile-code.ts
var constants = /* @__PURE__ */ new WeakMap();
function constantValue(rt, unit) {
  let m = constants.get(rt.g);
  if (!m) constants.set(rt.g, m = /* @__PURE__ */ new Map());
  if (!m.has(unit)) m.set(unit, evalUnit(rt, unit, [], rt.g.sides[0]));
  return m.get(unit);
}
var INLINE_DEPTH = 3;
function lookup(scope, name) {
  for (let s = scope; s; s = s.parent) {
    const slot = s.names.get(name);
    if (slot !== void 0) return slot;
  }
  return void 0;
}
var UnitCompiler = class {
  constructor(env, unitIndex, params, bound = []) {
    this.env = env;
    this.unitIndex = unitIndex;
    this.scope = { names: /* @__PURE__ */ new Map(), parent: null };
    for (const p2 of params) this.scope.names.set(p2, this.slots++);
    for (const b of bound) this.scope.names.set(b, this.slots++);
  }
  env;
  unitIndex;
  code = [];
  slots = 0;
  scope;
  /** Functions being compiled in place right now (no recursion in place). */
  inlining = [];
  slotOf(name) {
    return lookup(this.scope, name);
  }
  newSlot() {
    return this.slots++;
  }
  // --- statements
  block(body) {
    const saved = this.scope;
    this.scope = { names: /* @__PURE__ */ new Map(), parent: saved };
    for (const s of body) this.statement(s);
    this.scope = saved;
  }
  statement(s) {
    switch (s.kind) {
      case "do":
        return this.callStatement(s.call, () => -1);
      case "let": {
        const target = () => this.slotOf(s.name.name) ?? this.declare(s.name.name);
        if (s.value.kind === "call" && this.isStatementCall(s.value)) return this.callStatement(s.value, target);
        const ev = this.expr(s.value);
        const slot = target();
        this.code.push((rt, f) => {
          f.l[slot] = ev(rt, f);
          return false;
        });
        return;
      }
      case "if": {
        const test = this.expr(s.test);
        const otherwise = { pc: -1 };
        const end = { pc: -1 };
        this.code.push((rt, f) => {
          if (!truthy(test(rt, f))) f.pc = otherwise.pc;
          return false;
        });
        this.block(s.then);
        if (s.otherwise) this.code.push(jump(end));
        otherwise.pc = this.code.length;
        if (Array.isArray(s.otherwise)) this.block(s.otherwise);
        else if (s.otherwise) this.block([s.otherwise]);
        end.pc = this.code.length;
        return;
      }
      case "while": {
        const top = this.code.length;
        const test = this.expr(s.test);
        const end = { pc: -1 };
        this.code.push((rt, f) => {
          if (!truthy(test(rt, f))) f.pc = end.pc;
          return false;
        });
        this.block(s.body);
        this.code.push(jump({ pc: top }));
        end.pc = this.code.length;
        return;
      }
      case "for": {
        const items2 = this.newSlot();
        const index = this.newSlot();
        if (s.iterable.kind === "call" && this.isStatementCall(s.iterable)) this.callStatement(s.iterable, () => items2);
        else {
          const ev = this.expr(s.iterable);
          this.code.push((rt, f) => {
            f.l[items2] = ev(rt, f);
            return false;
          });
        }
        this.code.push((_rt, f) => {
          const v = f.l[items2];
          f.l[items2] = Array.isArray(v) ? v : v === null ? [] : [v];
          f.l[index] = 0;
          return false;
        });
        const saved = this.scope;
        this.scope = { names: /* @__PURE__ */ new Map(), parent: saved };
        const variable = this.declare(s.variable.name);
        const top = this.code.length;
        const end = { pc: -1 };
        this.code.push((_rt, f) => {
          const list2 = f.l[items2];
          const i = f.l[index];
          if (i >= list2.length) {
            f.pc = end.pc;
            return false;
          }
          f.l[variable] = list2[i];
          f.l[index] = i + 1;
          return false;
        });
        this.block(s.body);
        this.scope = saved;
        this.code.push(jump({ pc: top }));
        end.pc = this.code.length;
        return;
      }
      case "return": {
        const ev = s.value ? this.expr(s.value) : null;
        const unit = this.unitIndex;
        this.code.push((rt, f) => {
          f.r = ev ? ev(rt, f) : null;
          f.pc = rt.g.units[unit].code.length;
          return true;
        });
        return;
      }
      case "choose": {
        const chooser = this.expr(s.chooser);
        const whens = s.options.map((o) => o.when ? this.expr(o.when) : null);
        const labels = s.options.map((o) => o.label);
        const chosen = this.newSlot();
        const targets = s.options.map(() => ({ pc: -1 }));
        const end = { pc: -1 };
        const sides = this.env.g.sideIndex;
        this.code.push((rt, f) => {
          const open = [];
          for (let i = 0; i < whens.length; i++) if (!whens[i] || truthy(whens[i](rt, f))) open.push(i);
          if (open.length === 0) {
            f.pc = end.pc;
            return false;
          }
          if (open.length === 1) {
            f.l[chosen] = open[0];
            return false;
          }
          const who = chooser(rt, f);
          const player = typeof who === "string" && sides.has(who) ? who : f.me;
          ask(rt, f, { player, kind: "choose_option", options: open.map((i) => labels[i]), args: { card: f.card } }, chosen, open);
          return true;
        });
        this.code.push((_rt, f) => {
          f.pc = targets[f.l[chosen]].pc;
          return false;
        });
        s.options.forEach((o, i) => {
          targets[i].pc = this.code.length;
          this.block(o.body);
          this.code.push(jump(end));
        });
        end.pc = this.code.length;
        return;
      }
    }
  }
  declare(name) {
    const slot = this.newSlot();
    this.scope.names.set(name, slot);
    return slot;
  }
  /** Calls that must run as statements: procedures, and kernel built-ins that change the game. */
  isStatementCall(c2) {
    const b = KERNEL_BUILTINS.get(c2.callee.name);
    if (b) return b.kind === "kernel-statement";
    const u2 = this.env.g.unitByName.get(c2.callee.name);
    return u2 !== void 0 && this.env.g.units[u2].kind === "procedure";
  }
  /** A call in statement position; its result (if any) goes to the slot `target` gives (-1: dropped). */
  callStatement(c2, target) {
    const b = KERNEL_BUILTINS.get(c2.callee.name);
    if (b) {
      const args2 = this.kernelArgs(b, c2);
      const slot2 = target();
      const impl = b.impl;
      this.code.push((rt, f) => {
        const v = impl(rt, f, evalArgs(rt, f, args2), slot2);
        if (v === YIELD) return true;
        if (slot2 >= 0) f.l[slot2] = v;
        return false;
      });
      return;
    }
    const unit = this.env.g.unitByName.get(c2.callee.name);
    if (unit === void 0) throw new EffectRuntimeError(`unknown function ${c2.callee.name}`);
    const u2 = this.env.g.units[unit];
    const args = this.contentArgs(u2, c2);
    const slot = target();
    if (u2.kind === "function") {
      this.code.push((rt, f) => {
        const v = callFunction(rt, f, unit, args);
        if (slot >= 0) f.l[slot] = v;
        return false;
      });
      return;
    }
    if (this.env.runsThrough(unit)) {
      this.code.push((rt, f) => {
        const v = callFunction(rt, f, unit, args);
        if (slot >= 0) f.l[slot] = v;
        checkEndIfChanged(rt);
        return rt.s.result !== null;
      });
      return;
    }
    this.code.push((rt, f) => {
      const values = evalArgs(rt, f, args);
      pushCall(rt, f, unit, values, slot, f.me, f.act, f.card);
      return true;
    });
  }
  // --- arguments
  /** Argument evaluators by parameter position; null: not given. */
  kernelArgs(b, c2) {
    const out = b.params.map(() => null);
    let position = 0;
    for (const a of c2.args) {
      const i = a.name ? b.params.findIndex((p3) => p3.name === a.name.name) : position++;
      const p2 = b.params[i];
      if (!p2) continue;
      out[i] = p2.type === "predicate" ? this.predicateArg(a.value, "function") : p2.type === "variable" ? constArg(variableName(a.value)) : { v: this.expr(a.value), ...this.constantOf(a.value) };
    }
    return out;
  }
  /** The value of an argument known when compiling (a literal, an id), for built-ins' fast forms. */
  constantOf(e) {
    if (e.kind === "number" || e.kind === "string" || e.kind === "boolean") return { constant: e.value };
    if (e.kind === "name" && this.slotOf(e.name) === void 0 && !["me", "active", "opponent", "this_card", "none"].includes(e.name)) {
      const b = this.env.name(e.name);
      if (b?.kind === "constant") return { constant: b.value };
    }
    return {};
  }
  contentArgs(u2, c2) {
    const out = u2.params.map(() => null);
    let position = 0;
    for (const a of c2.args) {
      const i = a.name ? u2.params.findIndex((p3) => p3.name === a.name.name) : position++;
      const p2 = u2.params[i];
      if (!p2) continue;
      out[i] = p2.type === "predicate" ? this.predicateArg(a.value, "value") : { v: this.expr(a.value) };
    }
    return out;
  }
  /**
   * A condition argument. To a kernel built-in it is handed as a JS function of `it`; to a
   * content procedure or function as a PredicateValue (plain data, so a frame holding it can be
   * saved). A name that already holds a condition is passed on unchanged.
   */
  predicateArg(e, as) {
    if (e.kind === "name") {
      const slot2 = this.slotOf(e.name);
      if (slot2 !== void 0) return { v: (_rt, f) => f.l[slot2], pred: as };
    }
    const slot = this.newSlot();
    const saved = this.scope;
    this.scope = { names: /* @__PURE__ */ new Map([["it", slot]]), parent: saved };
    const ev = this.expr(e);
    this.scope = saved;
    if (as === "function") return { fn: { slot, ev } };
    const index = this.env.g.predicates.length;
    this.env.g.predicates.push({ unit: this.unitIndex, slot, ev });
    return { v: (_rt, f) => ({ $predicate: index, locals: f.l.slice(), me: f.me, active: f.act, card: f.card }) };
  }
  // --- expressions
  expr(e) {
    switch (e.kind) {
      case "number":
      case "string":
      case "boolean": {
        const v = e.value;
        return () => v;
      }
      case "list": {
        const items2 = e.items.map((i) => this.expr(i));
        return (rt, f) => items2.map((i) => i(rt, f));
      }
      case "record": {
        const fields = e.fields.map((x) => [x.name.name, this.expr(x.value)]);
        return (rt, f) => {
          const out = {};
          for (const [k, v] of fields) out[k] = v(rt, f);
          return out;
        };
      }
      case "member": {
        const object = this.expr(e.object);
        const field = e.field.name;
        return (rt, f) => member(rt, object(rt, f), field);
      }
      case "conditional": {
        const test = this.expr(e.test);
        const a = this.expr(e.then);
        const b = this.expr(e.otherwise);
        return (rt, f) => truthy(test(rt, f)) ? a(rt, f) : b(rt, f);
      }
      case "not": {
        const operand = this.expr(e.operand);
        return (rt, f) => !truthy(operand(rt, f));
      }
      case "negate": {
        const operand = this.expr(e.operand);
        return (rt, f) => -num(operand(rt, f));
      }
      case "name":
        return this.name(e.name);
      case "binary":
        return this.binary(e);
      case "call":
        return this.callExpr(e);
    }
  }
  name(name) {
    const slot = this.slotOf(name);
    if (slot !== void 0) return (_rt, f) => f.l[slot];
    switch (name) {
      case "me":
        return (_rt, f) => f.me;
      case "active":
        return (_rt, f) => f.act;
      case "opponent":
        return (rt, f) => opponentOf(rt, f.me);
      case "this_card":
        return (_rt, f) => f.card;
      case "none":
        return () => null;
    }
    const b = this.env.name(name);
    if (!b) throw new EffectRuntimeError(`unknown name ${name}`);
    if (b.kind === "constant") {
      const v = b.value;
      return () => v;
    }
    if (b.kind === "variable") {
      const i = b.index;
      return (rt) => rt.s.vars[i];
    }
    const unit = b.unit;
    if (this.env.constant(unit)) return (rt) => constantValue(rt, unit);
    const inline = this.inlining.length < INLINE_DEPTH && !this.inlining.includes(unit) ? this.env.inlineable(unit) : null;
    if (inline && inline.params.length === 0) {
      const saved = this.scope;
      this.scope = { names: /* @__PURE__ */ new Map(), parent: null };
      this.inlining.push(unit);
      const body = this.expr(inline.value);
      this.inlining.pop();
      this.scope = saved;
      return body;
    }
    return (rt, f) => evalUnit(rt, unit, [], f.me, f.act, f.card);
  }
  binary(e) {
    const l = this.expr(e.left);
    const r = this.expr(e.right);
    switch (e.op) {
      case "and":
        return (rt, f) => truthy(l(rt, f)) && truthy(r(rt, f));
      case "or":
        return (rt, f) => truthy(l(rt, f)) || truthy(r(rt, f));
      case "==":
        return (rt, f) => equal(l(rt, f), r(rt, f));
      case "!=":
        return (rt, f) => !equal(l(rt, f), r(rt, f));
      case "<":
        return (rt, f) => num(l(rt, f)) < num(r(rt, f));
      case ">":
        return (rt, f) => num(l(rt, f)) > num(r(rt, f));
      case "<=":
        return (rt, f) => num(l(rt, f)) <= num(r(rt, f));
      case ">=":
        return (rt, f) => num(l(rt, f)) >= num(r(rt, f));
      case "+":
        return (rt, f) => num(l(rt, f)) + num(r(rt, f));
      case "-":
        return (rt, f) => num(l(rt, f)) - num(r(rt, f));
      case "*":
        return (rt, f) => num(l(rt, f)) * num(r(rt, f));
      case "/":
        return (rt, f) => {
          const d = num(r(rt, f));
          if (d === 0) throw new EffectRuntimeError("division by zero");
          return Math.floor(num(l(rt, f)) / d);
        };
      case "in":
        return (rt, f) => {
          const a = l(rt, f);
          const b = r(rt, f);
          if (Array.isArray(b)) {
            for (const x of b) if (equal(x, a)) return true;
            return false;
          }
          return typeof a === "string" && typeof b === "string" && inGroup(rt.g, a, b);
        };
    }
  }
  callExpr(c2) {
    const b = KERNEL_BUILTINS.get(c2.callee.name);
    if (b) {
      const args2 = this.kernelArgs(b, c2);
      const fast = FAST_FORMS.get(b.name)?.(args2, this.env.g);
      if (fast) return fast;
      const impl = b.impl;
      return (rt, f) => {
        const v = impl(rt, f, evalArgs(rt, f, args2), -1);
        if (v === YIELD) throw new EffectRuntimeError(`${c2.callee.name} cannot be used inside an expression`);
        return v;
      };
    }
    const unit = this.env.g.unitByName.get(c2.callee.name);
    if (unit === void 0) throw new EffectRuntimeError(`unknown function ${c2.callee.name}`);
    if (this.env.constant(unit)) return (rt) => constantValue(rt, unit);
    const inline = this.inlining.length < INLINE_DEPTH && !this.inlining.includes(unit) ? this.env.inlineable(unit) : null;
    if (inline) return this.inlineCall(unit, c2, inline);
    const args = this.contentArgs(this.env.g.units[unit], c2);
    return (rt, f) => callFunction(rt, f, unit, args);
  }
  /**
   * A call of a one-expression function compiled in place: its parameters become fresh slots of
   * this frame, set from the arguments (or their defaults), then its expression is evaluated. It
   * sees only its parameters, as a real call would; `me`, `active` and `this_card` are the
   * caller's, as for a real call.
   */
  inlineCall(unit, c2, fn) {
    const u2 = this.env.g.units[unit];
    const given = this.contentArgs(u2, c2);
    const slots = fn.params.map(() => this.newSlot());
    const saved = this.scope;
    this.scope = { names: new Map(fn.params.map((p2, i) => [p2.name, slots[i]])), parent: null };
    this.inlining.push(unit);
    const defaults = fn.params.map((p2, i) => given[i] ? null : p2.default ? this.expr(p2.default) : null);
    const body = this.expr(fn.value);
    this.inlining.pop();
    this.scope = saved;
    const n = slots.length;
    const setters = [];
    for (let i = 0; i < n; i++) {
      const slot = slots[i];
      const a = given[i];
      const d = defaults[i];
      if (a?.v && !a.pred) {
        const ev = a.v;
        setters.push((rt, f) => {
          f.l[slot] = ev(rt, f);
        });
      } else if (a) {
        const one = [a];
        setters.push((rt, f) => {
          f.l[slot] = evalArgs(rt, f, one)[0];
        });
      } else if (d) {
        setters.push((rt, f) => {
          f.l[slot] = d(rt, f);
        });
      } else {
        setters.push((_rt, f) => {
          f.l[slot] = null;
        });
      }
    }
    if (n === 0) return body;
    if (n === 1) {
      const s0 = setters[0];
      return (rt, f) => {
        s0(rt, f);
        return body(rt, f);
      };
    }
    const temps = given.map((a) => a?.v && !a.pred ? a.v : null);
    if (temps.every((t) => t !== null)) {
      const evs = temps;
      if (n === 2) {
        const [e0, e1] = evs;
        const [s0, s1] = slots;
        return (rt, f) => {
          const v0 = e0(rt, f);
          const v1 = e1(rt, f);
          f.l[s0] = v0;
          f.l[s1] = v1;
          return body(rt, f);
        };
      }
      return (rt, f) => {
        const vs = evs.map((e) => e(rt, f));
        for (let i = 0; i < n; i++) f.l[slots[i]] = vs[i];
        return body(rt, f);
      };
    }
    return (rt, f) => {
      for (const set of setters) set(rt, f);
      return body(rt, f);
    };
  }
};
function constArg(value) {
  return { v: () => value };
}
function variableName(e) {
  if (e.kind !== "name") throw new EffectRuntimeError("expected the name of a variable");
  return e.name;
}
function evalArgs(rt, f, args) {
  const out = new Array(args.length);
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!a) out[i] = UNSET;
    else if (a.fn) {
      const { slot, ev } = a.fn;
      out[i] = (it) => {
        f.l[slot] = it;
        return ev(rt, f);
      };
    } else if (a.pred === "function") {
      const p2 = a.v(rt, f);
      out[i] = p2 === null ? UNSET : predicateFunction(rt, p2);
    } else out[i] = a.v(rt, f);
  }
  return out;
}
function predicateFunction(rt, p2) {
  const compiled2 = rt.g.predicates[p2.$predicate];
  const f = { u: compiled2.unit, pc: 0, l: p2.locals.slice(), me: p2.me, act: p2.active, card: p2.card, w: -1 };
  return (it) => {
    f.l[compiled2.slot] = it;
    return compiled2.ev(rt, f);
  };
}
function callFunction(rt, f, unit, args) {
  const values = args.length ? evalArgs(rt, f, args) : NO_ARGS;
  const callee = acquireFrame(rt, unit, f.me, f.act, f.card);
  for (let i = 0; i < values.length; i++) callee.l[i] = values[i];
  fillDefaults(rt, callee, values.length);
  const v = runSync(rt, callee);
  releaseFrame(rt, callee);
  return v;
}
var NO_ARGS = [];
function jump(to) {
  return (_rt, f) => {
    f.pc = to.pc;
    return false;
  };
}
function opponentOf(rt, side2) {
  const sides = rt.g.sides;
  if (sides.length !== 2) throw new EffectRuntimeError("`opponent` needs a game of two sides");
  return side2 === sides[0] ? sides[1] : side2 === sides[1] ? sides[0] : null;
}
function member(rt, v, field) {
  if (isRecord(v)) return v[field] ?? null;
  if (typeof v === "string") return attribute(rt.g, v, field);
  if (v === null) return null;
  throw new EffectRuntimeError(`\`.${field}\` of ${JSON.stringify(v)}: not a record or an id`);
}

// src/kernel/compile.ts
var BOUND_IN_TRIGGERS = ["it", "actor"];
function compileGame(d, code) {
  const sides = d.sides.map((s) => s.id);
  const sideIndex = new Map(sides.map((s, i) => [s, i]));
  let offset = 0;
  const tracks = d.tracks.map((t) => {
    const def = { ...t, offset };
    offset += t.perSide ? sides.length : 1;
    return def;
  });
  const trackSize = offset;
  const variables = d.variables.map((v) => ({ ...v }));
  const groups = d.groups.map((x, index) => ({ ...x, index, spaces: [] }));
  const group = new Map(groups.map((x) => [x.id, x]));
  const spaceIds = new Map(d.spaces.map((s, i) => [s.id, i]));
  const spaces = d.spaces.map((s, index) => ({
    id: s.id,
    index,
    name: s.name,
    homeOf: s.homeOf,
    position: s.position,
    attrs: s.attrs,
    adjacent: s.adjacent.map((a) => spaceIds.get(a)).filter((x) => x !== void 0),
    groups: closeGroups(s.groups, group),
    groupIds: /* @__PURE__ */ new Set()
  }));
  for (const s of spaces) for (const gi of s.groups) s.groupIds.add(groups[gi].id);
  for (const s of spaces) for (const gi of s.groups) groups[gi].spaces.push(s.index);
  offset = 0;
  const pieces = d.pieces.map((x) => {
    const def = { ...x, offset };
    offset += spaces.length * sides.length;
    return def;
  });
  const pieceSize = offset;
  offset = 0;
  const pileOf2 = [];
  const piles = d.piles.map((x) => {
    const def = { ...x, offset };
    if (x.perSide) sides.forEach((_, i) => pileOf2.push([def, i]));
    else pileOf2.push([def, -1]);
    offset += x.perSide ? sides.length : 1;
    return def;
  });
  const game = {
    id: d.id,
    name: d.name,
    sides,
    sideNames: Object.fromEntries(d.sides.map((s) => [s.id, s.name])),
    sideIndex,
    tracks,
    track: new Map(tracks.map((t) => [t.id, t])),
    trackSize,
    variables,
    variable: new Map(variables.map((v, i) => [v.id, i])),
    pieces,
    piece: new Map(pieces.map((x) => [x.id, x])),
    pieceSize,
    spaces,
    space: new Map(spaces.map((s) => [s.id, s])),
    groups,
    group,
    piles,
    pile: new Map(piles.map((x) => [x.id, x])),
    pileInstances: offset,
    pileOf: pileOf2,
    cards: [],
    card: /* @__PURE__ */ new Map(),
    effects: [],
    effect: /* @__PURE__ */ new Map(),
    hooks: new Map(d.hooks.map((h) => [h.id, h])),
    units: [],
    unitByName: /* @__PURE__ */ new Map(),
    predicates: [],
    data: d.data,
    modifiersOfKind: /* @__PURE__ */ new Map(),
    triggersOn: /* @__PURE__ */ new Map(),
    endConditions: [],
    invariants: [],
    startedAtVariable: code.startedAtVariable ? variables.findIndex((v) => v.id === code.startedAtVariable) : -1,
    turnVariable: code.turnVariable ?? null,
    activeVariable: code.activeVariable ? variables.findIndex((v) => v.id === code.activeVariable) : -1,
    start: null,
    entries: /* @__PURE__ */ new Map(),
    things: /* @__PURE__ */ new Map(),
    positions: { aliases: {}, start: null, prepare: null, defaultEntry: null, checks: [] }
  };
  const newUnit = (name2, kind2, params, origin, bound = []) => {
    const index = game.units.length;
    game.units.push({ name: name2, kind: kind2, params: params.map((x) => ({ name: x.name, type: x.type, default: null, optional: x.optional })), locals: 0, asks: false, origin, code: [], defaults: [], bound: {} });
    void bound;
    return index;
  };
  const routineUnits = code.routines.map((r) => {
    const u2 = newUnit(r.name, r.kind, r.params, r.origin);
    game.unitByName.set(r.name, u2);
    return u2;
  });
  const derived = /* @__PURE__ */ new Map();
  code.routines.forEach((r, i) => {
    if (r.asName) derived.set(r.name, routineUnits[i]);
  });
  const cardIds = new Set(d.cards.map((c2) => c2.id));
  const effectIds = new Set(d.effects.map((e) => e.id));
  const name = (n) => {
    const v = game.variable.get(n);
    if (v !== void 0) return { kind: "variable", index: v };
    const unit = derived.get(n);
    if (unit !== void 0) return { kind: "derived", unit };
    if (n in code.constants) return { kind: "constant", value: code.constants[n] };
    if (sideIndex.has(n) || game.space.has(n) || group.has(n) || cardIds.has(n) || effectIds.has(n) || game.pile.has(n) || game.track.has(n) || game.piece.has(n) || game.hooks.has(n)) return { kind: "constant", value: n };
    return void 0;
  };
  const routineOfUnit = new Map(code.routines.map((r, i) => [routineUnits[i], r]));
  const inlineable = (unit) => {
    const r = routineOfUnit.get(unit);
    if (!r || r.kind !== "function" || r.body.length !== 1) return null;
    const only = r.body[0];
    if (only.kind !== "return" || !only.value) return null;
    return { params: r.params.map((p2) => ({ name: p2.local ?? p2.name, default: p2.default })), value: only.value };
  };
  const stopping = proceduresThatMayStop(code.routines);
  const env = {
    g: game,
    name,
    inlineable,
    constant: (unit) => routineOfUnit.get(unit)?.constant === true,
    runsThrough: (unit) => routineOfUnit.get(unit)?.kind === "procedure" && !stopping.has(routineOfUnit.get(unit).name)
  };
  const fill = (unit, params, body, bound = [], defaults = []) => {
    const c2 = new UnitCompiler(env, unit, params, bound);
    const u2 = game.units[unit];
    u2.bound = Object.fromEntries(bound.map((b) => [b, c2.slotOf(b)]));
    u2.defaults = defaults.map((e) => e ? c2.expr(e) : null);
    c2.block(body);
    u2.code = c2.code;
    u2.locals = c2.slots;
  };
  const returnOf = (e) => [{ kind: "return", value: e, loc: e.loc }];
  const fillCondition = (unit, e, bound = []) => {
    fill(unit, [], returnOf(e), bound);
    const c2 = new UnitCompiler(env, unit, [], bound);
    const u2 = game.units[unit];
    u2.value = c2.expr(e);
    u2.locals = Math.max(u2.locals, c2.slots);
  };
  code.routines.forEach((r, i) => fill(routineUnits[i], r.params.map((x) => x.local ?? x.name), r.body, [], r.params.map((x) => x.default)));
  d.cards.forEach((c2, index) => {
    const def = { id: c2.id, index, name: c2.name, side: c2.side, attrs: c2.attrs, event: null, prerequisite: null, blockedBy: c2.blockedBy, special: c2.special };
    game.cards.push(def);
    game.card.set(c2.id, def);
  });
  d.cards.forEach((c2, index) => {
    const def = game.cards[index];
    if (c2.event) {
      def.event = newUnit(`event of ${c2.id}`, "event", [], `card ${c2.id}`);
      fill(def.event, [], c2.event);
    }
    if (c2.prerequisite) {
      def.prerequisite = newUnit(`prerequisite of ${c2.id}`, "condition", [], `card ${c2.id}`);
      fillCondition(def.prerequisite, c2.prerequisite);
    }
  });
  d.effects.forEach((e, index) => {
    const def = { id: e.id, index, card: e.card, name: e.name, duration: e.duration, modifiers: [], byKind: /* @__PURE__ */ new Map() };
    game.effects.push(def);
    game.effect.set(e.id, def);
  });
  d.effects.forEach((e, ei) => {
    const def = game.effects[ei];
    e.modifiers.forEach((m, mi) => {
      const bound = m.kind === "trigger" ? [...BOUND_IN_TRIGGERS, ...m.on ? code.moments[m.on] ?? [] : []] : ["it"];
      const cond = (x, what) => {
        if (!x) return null;
        const u2 = newUnit(`${what} of ${e.id}`, "condition", [], `effect ${e.id}`);
        fillCondition(u2, x, bound);
        return u2;
      };
      let body = null;
      if (m.do) {
        body = newUnit(`code of ${e.id}`, "trigger", [], `effect ${e.id}`);
        fill(body, [], m.do, bound);
      }
      const mod = { kind: m.kind, fields: m.fields, side: m.side, where: cond(m.where, "where"), when: cond(m.when, "when"), do: body, on: m.on };
      def.modifiers.push(mod);
      def.byKind.set(m.kind, [...def.byKind.get(m.kind) ?? [], mod]);
      const list2 = game.modifiersOfKind.get(m.kind) ?? [];
      list2.push({ effect: ei, index: mi });
      game.modifiersOfKind.set(m.kind, list2);
      if (m.kind === "trigger" && m.on) {
        const t = game.triggersOn.get(m.on) ?? [];
        t.push({ effect: ei, index: mi });
        game.triggersOn.set(m.on, t);
      }
    });
  });
  for (const sp of spaces) game.things.set(sp.id, sp);
  for (const c2 of game.cards) game.things.set(c2.id, c2);
  for (const gr of groups) if (!game.things.has(gr.id)) game.things.set(gr.id, gr);
  for (const c2 of code.endConditions) {
    const when = newUnit("end condition", "condition", [], c2.origin);
    fillCondition(when, c2.when);
    let winner = null;
    if (c2.winner) {
      winner = newUnit("end condition winner", "condition", [], c2.origin);
      fill(winner, [], returnOf(c2.winner));
    }
    game.endConditions.push({ when, winner, reason: c2.reason, text: c2.text });
  }
  for (const inv of code.invariants) {
    const u2 = newUnit("invariant", "condition", [], inv.origin);
    fill(u2, [], returnOf(inv.holds));
    game.invariants.push({ unit: u2, message: inv.message, text: inv.text, inPositions: inv.inPositions });
  }
  if (code.start) {
    game.start = newUnit("start", "sequence", [], code.start.origin);
    fill(game.start, [], code.start.body);
  }
  for (const e of code.entries) {
    const u2 = newUnit(`entry ${e.id}`, "sequence", e.params.map((x) => ({ name: x, type: "any", default: null, optional: true })), e.origin);
    fill(u2, e.params, e.body, [], e.params.map(() => null));
    game.entries.set(e.id, u2);
  }
  const unitOf = (n) => n === null ? null : game.unitByName.get(n) ?? null;
  const checks = (code.positions.checks ?? []).map((c2) => {
    const u2 = newUnit("position check", "condition", [], c2.origin);
    fill(u2, [], returnOf(c2.holds));
    return { unit: u2, key: c2.key, message: c2.message };
  });
  game.positions = { aliases: code.positions.aliases, start: unitOf(code.positions.start), prepare: unitOf(code.positions.prepare), defaultEntry: code.positions.defaultEntry, checks };
  return game;
}
function proceduresThatMayStop(routines) {
  const stopsBuiltin = new Set([...KERNEL_BUILTINS.values()].filter((b) => b.stops).map((b) => b.name));
  const calls = /* @__PURE__ */ new Map();
  const direct = /* @__PURE__ */ new Set();
  for (const r of routines) {
    if (r.kind !== "procedure") continue;
    const called = /* @__PURE__ */ new Set();
    let chooses = false;
    visit(r.body, (node2) => {
      if (node2.kind === "call") called.add(node2.callee.name);
      if (node2.kind === "choose") chooses = true;
    });
    calls.set(r.name, called);
    if (chooses || [...called].some((c2) => stopsBuiltin.has(c2))) direct.add(r.name);
  }
  const stopping = new Set(direct);
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, called] of calls) {
      if (!stopping.has(name) && [...called].some((c2) => stopping.has(c2))) {
        stopping.add(name);
        changed = true;
      }
    }
  }
  return stopping;
}
function visit(node2, see) {
  if (Array.isArray(node2)) {
    for (const x of node2) visit(x, see);
    return;
  }
  if (!node2 || typeof node2 !== "object") return;
  const n = node2;
  if (typeof n.kind === "string") see(n);
  for (const [k, v] of Object.entries(node2)) if (k !== "loc" && k !== "nameLoc" && typeof v === "object") visit(v, see);
}
function closeGroups(ids, groups) {
  const out = [];
  for (const id of ids) {
    for (let g2 = groups.get(id); g2; g2 = g2.parent ? groups.get(g2.parent) : void 0) if (!out.includes(g2.index)) out.push(g2.index);
  }
  return out;
}

// src/diagnostics/closest.ts
function closest(name, candidates, maxDistance = Math.max(2, Math.floor(name.length / 3))) {
  let best = null;
  let bestDistance = maxDistance + 1;
  for (const c2 of candidates) {
    const d = distance(name, c2);
    if (d < bestDistance) {
      best = c2;
      bestDistance = d;
    }
  }
  return best;
}
function distance(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}

// src/effects/checker.ts
function checkProgram(body, vocab, opts = {}) {
  const problems = [];
  statements(body, { locals: new Map(opts.locals ?? []), role: opts.role ?? "procedure" }, vocab, problems);
  return problems;
}
function checkExpression(expr, vocab, locals = /* @__PURE__ */ new Map()) {
  const problems = [];
  expression(expr, { locals: new Map(locals), role: "condition" }, vocab, problems);
  return problems;
}
function statements(body, scope, vocab, out) {
  const local = { ...scope, locals: new Map(scope.locals) };
  for (const s of body) statement(s, local, vocab, out);
}
function statement(s, scope, vocab, out) {
  switch (s.kind) {
    case "do":
      call(s.call, scope, vocab, out, true);
      return;
    case "let": {
      const t = s.value.kind === "call" ? call(s.value, scope, vocab, out, true) : expression(s.value, scope, vocab, out);
      if (t === "void") out.push({ code: "CW306", message: `\`${s.value.callee.name}\` gives no value to store in \`${s.name.name}\``, loc: s.value.loc, key: "diag.no_value", args: { fn: s.value.callee.name, name: s.name.name } });
      const known = scope.locals.get(s.name.name);
      scope.locals.set(s.name.name, t === "void" ? "any" : known && known !== t ? "any" : t);
      return;
    }
    case "if":
      expression(s.test, scope, vocab, out);
      statements(s.then, scope, vocab, out);
      if (Array.isArray(s.otherwise)) statements(s.otherwise, scope, vocab, out);
      else if (s.otherwise) statement(s.otherwise, scope, vocab, out);
      return;
    case "while":
      expression(s.test, scope, vocab, out);
      statements(s.body, scope, vocab, out);
      return;
    case "return":
      if (s.value) expression(s.value, scope, vocab, out);
      return;
    case "for": {
      const iterType = s.iterable.kind === "call" ? call(s.iterable, scope, vocab, out, true) : expression(s.iterable, scope, vocab, out);
      const inner = { ...scope, locals: new Map(scope.locals) };
      inner.locals.set(s.variable.name, iterType === "spaces" ? "space" : iterType === "cards" ? "card" : "any");
      statements(s.body, inner, vocab, out);
      return;
    }
    case "choose": {
      if (scope.role !== "procedure") out.push(notHere(s.loc, "choose", scope.role));
      expression(s.chooser, scope, vocab, out);
      const labels = /* @__PURE__ */ new Set();
      for (const o of s.options) {
        if (labels.has(o.label)) out.push({ code: "CW307", message: `two options are labelled "${o.label}"`, loc: o.loc, hint: "give each option its own label", key: "diag.duplicate_option_label", args: { label: o.label }, hintKey: "diag.hint.unique_label" });
        labels.add(o.label);
        if (o.when) expression(o.when, scope, vocab, out);
        statements(o.body, scope, vocab, out);
      }
      return;
    }
  }
}
function notHere(loc, what, role) {
  return {
    code: "CW310",
    message: `${what} changes the game or asks a player, which a ${role} may not do`,
    loc,
    hint: role === "function" ? "functions only compute a value; make it a procedure" : "a condition only reads the game",
    key: "diag.not_in_role",
    args: { what, role },
    hintKey: role === "function" ? "diag.hint.make_procedure" : "diag.hint.condition_reads"
  };
}
function expression(e, scope, vocab, out) {
  switch (e.kind) {
    case "number":
      return "number";
    case "string":
      return "string";
    case "boolean":
      return "boolean";
    case "list": {
      const types = e.items.map((i) => expression(i, scope, vocab, out));
      if (types.length && types.every((t) => t === "space")) return "spaces";
      if (types.length && types.every((t) => t === "card")) return "cards";
      return "list";
    }
    case "record":
      e.fields.forEach((f) => expression(f.value, scope, vocab, out));
      return "record";
    case "member":
      expression(e.object, scope, vocab, out);
      return "any";
    case "conditional": {
      expression(e.test, scope, vocab, out);
      const a = expression(e.then, scope, vocab, out);
      const b = expression(e.otherwise, scope, vocab, out);
      return a === b ? a : "any";
    }
    case "not":
      expression(e.operand, scope, vocab, out);
      return "boolean";
    case "negate":
      expression(e.operand, scope, vocab, out);
      return "number";
    case "binary": {
      expression(e.left, scope, vocab, out);
      expression(e.right, scope, vocab, out);
      return ["+", "-", "*", "/"].includes(e.op) ? "number" : "boolean";
    }
    case "name":
      return resolveName(e.name, e.loc, scope, vocab, out);
    case "call": {
      const t = call(e, scope, vocab, out, false);
      return t === "void" ? "any" : t;
    }
  }
}
function resolveName(name, loc, scope, vocab, out) {
  const local = scope.locals.get(name);
  if (local) return local;
  const known = vocab.nameType(name);
  if (known) return known;
  const suggestion = closest(name, [...scope.locals.keys(), ...vocab.names()]);
  out.push({
    code: "CW302",
    message: `unknown name \`${name}\``,
    loc,
    hint: suggestion ? `did you mean \`${suggestion}\`?` : name === "it" ? "`it` exists only inside `where:` conditions" : "names are the game's ids (spaces, groups, cards, effects, sides), its variables or `let` variables",
    key: "diag.unknown_name",
    args: { name },
    ...suggestion ? { hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion } } : { hintKey: name === "it" ? "diag.hint.it_in_where" : "diag.hint.names" }
  });
  return "any";
}
function call(c2, scope, vocab, out, asStatement) {
  const b = vocab.callable(c2.callee.name);
  if (!b) {
    const suggestion = closest(c2.callee.name, vocab.callableNames());
    out.push({ code: "CW303", message: `unknown function \`${c2.callee.name}\``, loc: c2.callee.loc, hint: suggestion ? `did you mean \`${suggestion}\`?` : "see the effect language reference in README.md", key: "diag.unknown_function", args: { name: c2.callee.name }, ...suggestion ? { hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion } } : { hintKey: "diag.hint.reference" } });
    c2.args.forEach((a) => expression(a.value, scope, vocab, out));
    return "any";
  }
  const changesGame = b.asks || b.kind === "kernel-statement" || b.kind === "procedure";
  if (changesGame && scope.role !== "procedure") out.push(notHere(c2.loc, `\`${b.name}\``, scope.role));
  else if (changesGame && !asStatement) {
    out.push({ code: "CW305", message: `\`${b.name}\` ${b.asks ? "asks a player" : "changes the game"}, so it cannot be used inside an expression`, loc: c2.loc, hint: `store its result first: \`let x = ${b.name}(...)\``, key: b.asks ? "diag.asks_in_expression" : "diag.changes_in_expression", args: { fn: b.name }, hintKey: "diag.hint.store_first", hintArgs: { fn: b.name } });
  }
  bindArguments(b, c2, out).forEach(({ arg: arg2, type }) => {
    if (type === "predicate") {
      const inner = { ...scope, locals: new Map(scope.locals) };
      if (arg2.value.kind === "name" && scope.locals.get(arg2.value.name) === "predicate") return;
      inner.locals.set("it", predicateSubject(b, c2, scope, vocab));
      expression(arg2.value, inner, vocab, out);
    } else if (type === "effect" && arg2.value.kind === "name" && !scope.locals.has(arg2.value.name)) {
      if (!vocab.isEffect(arg2.value.name)) {
        const known = vocab.nameType(arg2.value.name);
        out.push({ code: "CW302", message: `unknown effect \`${arg2.value.name}\``, loc: arg2.value.loc, hint: known === "card" ? `the card ${arg2.value.name} declares no lasting effect: add it under the card's \`effects:\`` : "effects are declared under a card's `effects:`", key: "diag.unknown_effect", args: { id: arg2.value.name }, hintKey: known === "card" ? "diag.hint.card_without_effect" : "diag.hint.effects_declared", hintArgs: { card: arg2.value.name } });
      }
    } else {
      const got = expression(arg2.value, scope, vocab, out);
      if (!compatible(type, got)) {
        const param = arg2.name?.name ?? paramNameOf(b, arg2, c2);
        out.push({ code: "CW306", message: `\`${b.name}\` expects ${article(vocab.term(type))} for \`${param}\`, got ${article(vocab.term(got))}`, loc: arg2.value.loc, key: "diag.wrong_argument_kind", args: { fn: b.name, param, expected: vocab.term(type), got: vocab.term(got) } });
      }
    }
  });
  return b.returns;
}
function predicateSubject(b, c2, scope, vocab) {
  if (b.returns === "spaces" || b.returns === "space") return "space";
  if (b.returns === "cards" || b.returns === "card") return "card";
  const listParam = b.params.find((p2) => p2.type === "spaces" || p2.type === "cards" || p2.type === "list");
  if (listParam) {
    const idx = b.params.indexOf(listParam);
    const arg2 = c2.args.find((a) => a.name?.name === listParam.name) ?? c2.args.filter((a) => !a.name)[idx];
    if (arg2) {
      const t = expression(arg2.value, scope, vocab, []);
      if (t === "spaces") return "space";
      if (t === "cards") return "card";
    }
  }
  return "any";
}
function paramNameOf(b, arg2, c2) {
  return b.params[c2.args.indexOf(arg2)]?.name ?? "argument";
}
function bindArguments(b, c2, out) {
  const bound = [];
  const given = /* @__PURE__ */ new Set();
  let position = 0;
  for (const arg2 of c2.args) {
    if (arg2.name) {
      const p2 = b.params.find((x) => x.name === arg2.name.name);
      if (!p2) {
        out.push({ code: "CW304", message: `\`${b.name}\` has no parameter \`${arg2.name.name}\``, loc: arg2.name.loc, hint: `its parameters: ${b.params.map((x) => x.name).join(", ") || "none"}`, key: "diag.no_such_parameter", args: { fn: b.name, param: arg2.name.name }, hintKey: "diag.hint.parameters", hintArgs: { params: b.params.map((x) => x.name).join(", ") || "none" } });
        continue;
      }
      if (given.has(p2.name)) out.push({ code: "CW304", message: `\`${p2.name}\` is given twice`, loc: arg2.name.loc, key: "diag.argument_twice", args: { param: p2.name } });
      given.add(p2.name);
      bound.push({ arg: arg2, type: p2.type });
    } else {
      const p2 = b.params[position++];
      if (!p2) {
        out.push({ code: "CW304", message: `\`${b.name}\` takes at most ${b.params.length} argument${b.params.length === 1 ? "" : "s"}`, loc: arg2.value.loc, hint: `usage: ${usage(b)}`, key: "diag.too_many_arguments", args: { fn: b.name, max: b.params.length }, hintKey: "diag.hint.usage", hintArgs: { usage: usage(b) } });
        continue;
      }
      given.add(p2.name);
      bound.push({ arg: arg2, type: p2.type });
    }
  }
  const missing = b.params.filter((p2) => !p2.optional && !given.has(p2.name));
  if (missing.length) {
    out.push({ code: "CW304", message: `\`${b.name}\` is missing ${missing.map((p2) => `\`${p2.name}\``).join(", ")}`, loc: c2.loc, hint: `usage: ${usage(b)}`, key: "diag.missing_arguments", args: { fn: b.name, params: missing.map((p2) => `\`${p2.name}\``).join(", ") }, hintKey: "diag.hint.usage", hintArgs: { usage: usage(b) } });
  }
  return bound;
}
function usage(b) {
  return `${b.name}(${b.params.map((p2) => p2.optional ? `${p2.name}: \u2026` : p2.name).join(", ")})`;
}
function compatible(expected, got) {
  if (expected === "any" || got === "any") return true;
  if (expected === got) return true;
  if (expected === "spaces") return got === "space" || got === "list";
  if (expected === "cards") return got === "card" || got === "list";
  if (expected === "list") return got === "spaces" || got === "cards";
  const named = ["pile", "track", "hook", "string"];
  if (named.includes(expected) && named.includes(got)) return true;
  if (expected === "space" || expected === "card" || expected === "group" || expected === "effect") return got === "string";
  if (expected === "string") return got === "space" || got === "card" || got === "group" || got === "effect" || got === "side";
  return false;
}
function article(t) {
  return /^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`;
}

// src/generated/effects-parser.js
function node(kind2, loc, props) {
  return { kind: kind2, loc: [loc.start.offset, loc.end.offset], ...props };
}
function fold(head, pairs) {
  return pairs.reduce((left, [op, right]) => ({ kind: "binary", op, left, right, loc: [left.loc[0], right.loc[1]] }), head);
}
var peg$SyntaxError = class extends SyntaxError {
  constructor(message, expected, found, location) {
    super(message);
    this.expected = expected;
    this.found = found;
    this.location = location;
    this.name = "SyntaxError";
  }
  format(sources) {
    let str2 = "Error: " + this.message;
    if (this.location) {
      let src = null;
      const st = sources.find((s2) => s2.source === this.location.source);
      if (st) {
        src = st.text.split(/\r\n|\n|\r/g);
      }
      const s = this.location.start;
      const offset_s = this.location.source && typeof this.location.source.offset === "function" ? this.location.source.offset(s) : s;
      const loc = this.location.source + ":" + offset_s.line + ":" + offset_s.column;
      if (src) {
        const e = this.location.end;
        const filler = "".padEnd(offset_s.line.toString().length, " ");
        const line = src[s.line - 1];
        const last = s.line === e.line ? e.column : line.length + 1;
        const hatLen = last - s.column || 1;
        str2 += "\n --> " + loc + "\n" + filler + " |\n" + offset_s.line + " | " + line + "\n" + filler + " | " + "".padEnd(s.column - 1, " ") + "".padEnd(hatLen, "^");
      } else {
        str2 += "\n at " + loc;
      }
    }
    return str2;
  }
  static buildMessage(expected, found) {
    function hex(ch) {
      return ch.codePointAt(0).toString(16).toUpperCase();
    }
    const nonPrintable = Object.prototype.hasOwnProperty.call(RegExp.prototype, "unicode") ? new RegExp("[\\p{C}\\p{Mn}\\p{Mc}]", "gu") : null;
    function unicodeEscape(s) {
      if (nonPrintable) {
        return s.replace(nonPrintable, (ch) => "\\u{" + hex(ch) + "}");
      }
      return s;
    }
    function literalEscape(s) {
      return unicodeEscape(s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\0/g, "\\0").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r").replace(/[\x00-\x0F]/g, (ch) => "\\x0" + hex(ch)).replace(/[\x10-\x1F\x7F-\x9F]/g, (ch) => "\\x" + hex(ch)));
    }
    function classEscape(s) {
      return unicodeEscape(s.replace(/\\/g, "\\\\").replace(/\]/g, "\\]").replace(/\^/g, "\\^").replace(/-/g, "\\-").replace(/\0/g, "\\0").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r").replace(/[\x00-\x0F]/g, (ch) => "\\x0" + hex(ch)).replace(/[\x10-\x1F\x7F-\x9F]/g, (ch) => "\\x" + hex(ch)));
    }
    const DESCRIBE_EXPECTATION_FNS = {
      literal(expectation) {
        return '"' + literalEscape(expectation.text) + '"';
      },
      class(expectation) {
        const escapedParts = expectation.parts.map(
          (part) => Array.isArray(part) ? classEscape(part[0]) + "-" + classEscape(part[1]) : classEscape(part)
        );
        return "[" + (expectation.inverted ? "^" : "") + escapedParts.join("") + "]" + (expectation.unicode ? "u" : "");
      },
      any() {
        return "any character";
      },
      end() {
        return "end of input";
      },
      other(expectation) {
        return expectation.description;
      }
    };
    function describeExpectation(expectation) {
      return DESCRIBE_EXPECTATION_FNS[expectation.type](expectation);
    }
    function describeExpected(expected2) {
      const descriptions = expected2.map(describeExpectation);
      descriptions.sort();
      if (descriptions.length > 0) {
        let j = 1;
        for (let i = 1; i < descriptions.length; i++) {
          if (descriptions[i - 1] !== descriptions[i]) {
            descriptions[j] = descriptions[i];
            j++;
          }
        }
        descriptions.length = j;
      }
      switch (descriptions.length) {
        case 1:
          return descriptions[0];
        case 2:
          return descriptions[0] + " or " + descriptions[1];
        default:
          return descriptions.slice(0, -1).join(", ") + ", or " + descriptions[descriptions.length - 1];
      }
    }
    function describeFound(found2) {
      return found2 ? '"' + literalEscape(found2) + '"' : "end of input";
    }
    return "Expected " + describeExpected(expected) + " but " + describeFound(found) + " found.";
  }
};
function peg$parse(input, options) {
  options = options !== void 0 ? options : {};
  const peg$FAILED = {};
  const peg$source = options.grammarSource;
  const peg$startRuleFunctions = {
    Program: peg$parseProgram
  };
  let peg$startRuleFunction = peg$parseProgram;
  const peg$c0 = ";";
  const peg$c1 = "if";
  const peg$c2 = "else";
  const peg$c3 = "{";
  const peg$c4 = "}";
  const peg$c5 = "choose";
  const peg$c6 = "option";
  const peg$c7 = "when";
  const peg$c8 = "for";
  const peg$c9 = "in";
  const peg$c10 = "while";
  const peg$c11 = "return";
  const peg$c12 = "let";
  const peg$c13 = "=";
  const peg$c14 = "then";
  const peg$c15 = "or";
  const peg$c16 = "and";
  const peg$c17 = "not";
  const peg$c18 = "==";
  const peg$c19 = "!=";
  const peg$c20 = "<=";
  const peg$c21 = ">=";
  const peg$c22 = "-";
  const peg$c23 = ".";
  const peg$c24 = "(";
  const peg$c25 = ")";
  const peg$c26 = ",";
  const peg$c27 = ":";
  const peg$c28 = "[";
  const peg$c29 = "]";
  const peg$c30 = "true";
  const peg$c31 = "false";
  const peg$c32 = '"';
  const peg$c33 = "#";
  const peg$r0 = /^[<>]/;
  const peg$r1 = /^[+\-]/;
  const peg$r2 = /^[*\/]/;
  const peg$r3 = /^[a-zA-Z_]/;
  const peg$r4 = /^[a-zA-Z0-9_]/;
  const peg$r5 = /^[0-9]/;
  const peg$r6 = /^[^"\n]/;
  const peg$r7 = /^[ \t\r\n]/;
  const peg$r8 = /^[ \t]/;
  const peg$r9 = /^[^\n]/;
  const peg$e0 = peg$literalExpectation(";", false);
  const peg$e1 = peg$literalExpectation("if", false);
  const peg$e2 = peg$literalExpectation("else", false);
  const peg$e3 = peg$literalExpectation("{", false);
  const peg$e4 = peg$literalExpectation("}", false);
  const peg$e5 = peg$literalExpectation("choose", false);
  const peg$e6 = peg$literalExpectation("option", false);
  const peg$e7 = peg$literalExpectation("when", false);
  const peg$e8 = peg$literalExpectation("for", false);
  const peg$e9 = peg$literalExpectation("in", false);
  const peg$e10 = peg$literalExpectation("while", false);
  const peg$e11 = peg$literalExpectation("return", false);
  const peg$e12 = peg$literalExpectation("let", false);
  const peg$e13 = peg$literalExpectation("=", false);
  const peg$e14 = peg$literalExpectation("then", false);
  const peg$e15 = peg$literalExpectation("or", false);
  const peg$e16 = peg$literalExpectation("and", false);
  const peg$e17 = peg$literalExpectation("not", false);
  const peg$e18 = peg$literalExpectation("==", false);
  const peg$e19 = peg$literalExpectation("!=", false);
  const peg$e20 = peg$literalExpectation("<=", false);
  const peg$e21 = peg$literalExpectation(">=", false);
  const peg$e22 = peg$classExpectation(["<", ">"], false, false, false);
  const peg$e23 = peg$classExpectation(["+", "-"], false, false, false);
  const peg$e24 = peg$classExpectation(["*", "/"], false, false, false);
  const peg$e25 = peg$literalExpectation("-", false);
  const peg$e26 = peg$literalExpectation(".", false);
  const peg$e27 = peg$literalExpectation("(", false);
  const peg$e28 = peg$literalExpectation(")", false);
  const peg$e29 = peg$literalExpectation(",", false);
  const peg$e30 = peg$literalExpectation(":", false);
  const peg$e31 = peg$literalExpectation("[", false);
  const peg$e32 = peg$literalExpectation("]", false);
  const peg$e33 = peg$otherExpectation("name");
  const peg$e34 = peg$classExpectation([["a", "z"], ["A", "Z"], "_"], false, false, false);
  const peg$e35 = peg$classExpectation([["a", "z"], ["A", "Z"], ["0", "9"], "_"], false, false, false);
  const peg$e36 = peg$literalExpectation("true", false);
  const peg$e37 = peg$literalExpectation("false", false);
  const peg$e38 = peg$otherExpectation("number");
  const peg$e39 = peg$classExpectation([["0", "9"]], false, false, false);
  const peg$e40 = peg$otherExpectation("string");
  const peg$e41 = peg$literalExpectation('"', false);
  const peg$e42 = peg$classExpectation(['"', "\n"], true, false, false);
  const peg$e43 = peg$classExpectation([" ", "	", "\r", "\n"], false, false, false);
  const peg$e44 = peg$classExpectation([" ", "	"], false, false, false);
  const peg$e45 = peg$literalExpectation("#", false);
  const peg$e46 = peg$classExpectation(["\n"], true, false, false);
  function peg$f0(body) {
    return node("program", location(), { body });
  }
  function peg$f1(head, tail) {
    return [head, ...tail];
  }
  function peg$f2() {
    return [];
  }
  function peg$f3(test, then, otherwise) {
    return node("if", location(), { test, then, otherwise: otherwise ?? null });
  }
  function peg$f4(body) {
    return body;
  }
  function peg$f5(chooser, options2) {
    return node("choose", location(), { chooser, options: options2 });
  }
  function peg$f6(label, when, body) {
    return node("option", location(), { label: label.value, when: when ?? null, body });
  }
  function peg$f7(variable, iterable, body) {
    return node("for", location(), { variable, iterable, body });
  }
  function peg$f8(test, body) {
    return node("while", location(), { test, body });
  }
  function peg$f9(value) {
    return node("return", location(), { value: value ?? null });
  }
  function peg$f10(name, value) {
    return node("let", location(), { name, value });
  }
  function peg$f11(call2) {
    return node("do", location(), { call: call2 });
  }
  function peg$f12(test, then, otherwise) {
    return node("conditional", location(), { test, then, otherwise });
  }
  function peg$f13(head, tail) {
    return fold(head, tail.map((r) => ["or", r]));
  }
  function peg$f14(head, tail) {
    return fold(head, tail.map((r) => ["and", r]));
  }
  function peg$f15(operand) {
    return node("not", location(), { operand });
  }
  function peg$f16(left, op, right) {
    return node("binary", location(), { op, left, right });
  }
  function peg$f17(head, tail) {
    return fold(head, tail);
  }
  function peg$f18(head, tail) {
    return fold(head, tail);
  }
  function peg$f19(operand) {
    return node("negate", location(), { operand });
  }
  function peg$f20(head, tail) {
    return tail.reduce((object, field) => ({ kind: "member", object, field, loc: [object.loc[0], field.loc[1]] }), head);
  }
  function peg$f21(fields) {
    return node("record", location(), { fields: fields ?? [] });
  }
  function peg$f22(head, tail) {
    return [head, ...tail];
  }
  function peg$f23(name, value) {
    return { name, value };
  }
  function peg$f24(items2) {
    return node("list", location(), { items: items2 ?? [] });
  }
  function peg$f25(head, tail) {
    return [head, ...tail];
  }
  function peg$f26(callee, args) {
    return node("call", location(), { callee, args: args ?? [] });
  }
  function peg$f27(head, tail) {
    return [head, ...tail];
  }
  function peg$f28(name, value) {
    return { name, value };
  }
  function peg$f29(value) {
    return { name: null, value };
  }
  function peg$f30(id) {
    return node("name", location(), { name: id.name, nameLoc: id.loc });
  }
  function peg$f31() {
    return { name: text(), loc: [location().start.offset, location().end.offset] };
  }
  function peg$f32() {
    return node("number", location(), { value: parseInt(text(), 10) });
  }
  function peg$f33() {
    return node("boolean", location(), { value: true });
  }
  function peg$f34() {
    return node("boolean", location(), { value: false });
  }
  function peg$f35(chars) {
    return node("string", location(), { value: chars });
  }
  let peg$currPos = options.peg$currPos | 0;
  let peg$savedPos = peg$currPos;
  const peg$posDetailsCache = [{ line: 1, column: 1 }];
  let peg$maxFailPos = peg$currPos;
  let peg$maxFailExpected = options.peg$maxFailExpected || [];
  let peg$silentFails = options.peg$silentFails | 0;
  let peg$result;
  if (options.startRule) {
    if (!(options.startRule in peg$startRuleFunctions)) {
      throw new Error(`Can't start parsing from rule "` + options.startRule + '".');
    }
    peg$startRuleFunction = peg$startRuleFunctions[options.startRule];
  }
  function text() {
    return input.substring(peg$savedPos, peg$currPos);
  }
  function offset() {
    return peg$savedPos;
  }
  function range() {
    return {
      source: peg$source,
      start: peg$savedPos,
      end: peg$currPos
    };
  }
  function location() {
    return peg$computeLocation(peg$savedPos, peg$currPos);
  }
  function expected(description, location2) {
    location2 = location2 !== void 0 ? location2 : peg$computeLocation(peg$savedPos, peg$currPos);
    throw peg$buildStructuredError(
      [peg$otherExpectation(description)],
      input.substring(peg$savedPos, peg$currPos),
      location2
    );
  }
  function error(message, location2) {
    location2 = location2 !== void 0 ? location2 : peg$computeLocation(peg$savedPos, peg$currPos);
    throw peg$buildSimpleError(message, location2);
  }
  function peg$getUnicode(pos = peg$currPos) {
    const cp = input.codePointAt(pos);
    if (cp === void 0) {
      return "";
    }
    return String.fromCodePoint(cp);
  }
  function peg$literalExpectation(text2, ignoreCase) {
    return { type: "literal", text: text2, ignoreCase };
  }
  function peg$classExpectation(parts, inverted, ignoreCase, unicode) {
    return { type: "class", parts, inverted, ignoreCase, unicode };
  }
  function peg$anyExpectation() {
    return { type: "any" };
  }
  function peg$endExpectation() {
    return { type: "end" };
  }
  function peg$otherExpectation(description) {
    return { type: "other", description };
  }
  function peg$computePosDetails(pos) {
    let details = peg$posDetailsCache[pos];
    let p2;
    if (details) {
      return details;
    } else {
      if (pos >= peg$posDetailsCache.length) {
        p2 = peg$posDetailsCache.length - 1;
      } else {
        p2 = pos;
        while (!peg$posDetailsCache[--p2]) {
        }
      }
      details = peg$posDetailsCache[p2];
      details = {
        line: details.line,
        column: details.column
      };
      while (p2 < pos) {
        if (input.charCodeAt(p2) === 10) {
          details.line++;
          details.column = 1;
        } else {
          details.column++;
        }
        p2++;
      }
      peg$posDetailsCache[pos] = details;
      return details;
    }
  }
  function peg$computeLocation(startPos, endPos, offset2) {
    const startPosDetails = peg$computePosDetails(startPos);
    const endPosDetails = peg$computePosDetails(endPos);
    const res = {
      source: peg$source,
      start: {
        offset: startPos,
        line: startPosDetails.line,
        column: startPosDetails.column
      },
      end: {
        offset: endPos,
        line: endPosDetails.line,
        column: endPosDetails.column
      }
    };
    if (offset2 && peg$source && typeof peg$source.offset === "function") {
      res.start = peg$source.offset(res.start);
      res.end = peg$source.offset(res.end);
    }
    return res;
  }
  function peg$fail(expected2) {
    if (peg$currPos < peg$maxFailPos) {
      return;
    }
    if (peg$currPos > peg$maxFailPos) {
      peg$maxFailPos = peg$currPos;
      peg$maxFailExpected = [];
    }
    peg$maxFailExpected.push(expected2);
  }
  function peg$buildSimpleError(message, location2) {
    return new peg$SyntaxError(message, null, null, location2);
  }
  function peg$buildStructuredError(expected2, found, location2) {
    return new peg$SyntaxError(
      peg$SyntaxError.buildMessage(expected2, found),
      expected2,
      found,
      location2
    );
  }
  function peg$parseProgram() {
    let s0, s1, s2, s3;
    s0 = peg$currPos;
    s1 = peg$parse_();
    s2 = peg$parseStatementList();
    if (s2 !== peg$FAILED) {
      s3 = peg$parse_();
      peg$savedPos = s0;
      s0 = peg$f0(s2);
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseStatementList() {
    let s0, s1, s2, s3, s4, s5;
    s0 = peg$currPos;
    s1 = peg$parseStatement();
    if (s1 !== peg$FAILED) {
      s2 = [];
      s3 = peg$currPos;
      s4 = peg$parseSeparator();
      s5 = peg$parseStatement();
      if (s5 !== peg$FAILED) {
        s3 = s5;
      } else {
        peg$currPos = s3;
        s3 = peg$FAILED;
      }
      while (s3 !== peg$FAILED) {
        s2.push(s3);
        s3 = peg$currPos;
        s4 = peg$parseSeparator();
        s5 = peg$parseStatement();
        if (s5 !== peg$FAILED) {
          s3 = s5;
        } else {
          peg$currPos = s3;
          s3 = peg$FAILED;
        }
      }
      peg$savedPos = s0;
      s0 = peg$f1(s1, s2);
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    if (s0 === peg$FAILED) {
      s0 = peg$currPos;
      s1 = "";
      peg$savedPos = s0;
      s1 = peg$f2();
      s0 = s1;
    }
    return s0;
  }
  function peg$parseSeparator() {
    let s0, s1, s2, s3, s4;
    s0 = peg$currPos;
    s1 = peg$parse_();
    s2 = peg$currPos;
    if (input.charCodeAt(peg$currPos) === 59) {
      s3 = peg$c0;
      peg$currPos++;
    } else {
      s3 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e0);
      }
    }
    if (s3 !== peg$FAILED) {
      s4 = peg$parse_();
      s3 = [s3, s4];
      s2 = s3;
    } else {
      peg$currPos = s2;
      s2 = peg$FAILED;
    }
    if (s2 === peg$FAILED) {
      s2 = null;
    }
    s1 = [s1, s2];
    s0 = s1;
    return s0;
  }
  function peg$parseStatement() {
    let s0;
    s0 = peg$parseIf();
    if (s0 === peg$FAILED) {
      s0 = peg$parseChoose();
      if (s0 === peg$FAILED) {
        s0 = peg$parseFor();
        if (s0 === peg$FAILED) {
          s0 = peg$parseWhile();
          if (s0 === peg$FAILED) {
            s0 = peg$parseReturn();
            if (s0 === peg$FAILED) {
              s0 = peg$parseLet();
              if (s0 === peg$FAILED) {
                s0 = peg$parseCallStatement();
              }
            }
          }
        }
      }
    }
    return s0;
  }
  function peg$parseIf() {
    let s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12;
    s0 = peg$currPos;
    if (input.substr(peg$currPos, 2) === peg$c1) {
      s1 = peg$c1;
      peg$currPos += 2;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e1);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = peg$currPos;
      peg$silentFails++;
      s3 = peg$parseIdentChar();
      peg$silentFails--;
      if (s3 === peg$FAILED) {
        s2 = void 0;
      } else {
        peg$currPos = s2;
        s2 = peg$FAILED;
      }
      if (s2 !== peg$FAILED) {
        s3 = peg$parse_();
        s4 = peg$parseExpression();
        if (s4 !== peg$FAILED) {
          s5 = peg$parse_();
          s6 = peg$parseBlock();
          if (s6 !== peg$FAILED) {
            s7 = peg$currPos;
            s8 = peg$parse_();
            if (input.substr(peg$currPos, 4) === peg$c2) {
              s9 = peg$c2;
              peg$currPos += 4;
            } else {
              s9 = peg$FAILED;
              if (peg$silentFails === 0) {
                peg$fail(peg$e2);
              }
            }
            if (s9 !== peg$FAILED) {
              s10 = peg$currPos;
              peg$silentFails++;
              s11 = peg$parseIdentChar();
              peg$silentFails--;
              if (s11 === peg$FAILED) {
                s10 = void 0;
              } else {
                peg$currPos = s10;
                s10 = peg$FAILED;
              }
              if (s10 !== peg$FAILED) {
                s11 = peg$parse_();
                s12 = peg$parseIf();
                if (s12 === peg$FAILED) {
                  s12 = peg$parseBlock();
                }
                if (s12 !== peg$FAILED) {
                  s7 = s12;
                } else {
                  peg$currPos = s7;
                  s7 = peg$FAILED;
                }
              } else {
                peg$currPos = s7;
                s7 = peg$FAILED;
              }
            } else {
              peg$currPos = s7;
              s7 = peg$FAILED;
            }
            if (s7 === peg$FAILED) {
              s7 = null;
            }
            peg$savedPos = s0;
            s0 = peg$f3(s4, s6, s7);
          } else {
            peg$currPos = s0;
            s0 = peg$FAILED;
          }
        } else {
          peg$currPos = s0;
          s0 = peg$FAILED;
        }
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseBlock() {
    let s0, s1, s2, s3, s4, s5;
    s0 = peg$currPos;
    if (input.charCodeAt(peg$currPos) === 123) {
      s1 = peg$c3;
      peg$currPos++;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e3);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = peg$parse_();
      s3 = peg$parseStatementList();
      if (s3 !== peg$FAILED) {
        s4 = peg$parse_();
        if (input.charCodeAt(peg$currPos) === 125) {
          s5 = peg$c4;
          peg$currPos++;
        } else {
          s5 = peg$FAILED;
          if (peg$silentFails === 0) {
            peg$fail(peg$e4);
          }
        }
        if (s5 !== peg$FAILED) {
          peg$savedPos = s0;
          s0 = peg$f4(s3);
        } else {
          peg$currPos = s0;
          s0 = peg$FAILED;
        }
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseChoose() {
    let s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11;
    s0 = peg$currPos;
    if (input.substr(peg$currPos, 6) === peg$c5) {
      s1 = peg$c5;
      peg$currPos += 6;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e5);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = peg$currPos;
      peg$silentFails++;
      s3 = peg$parseIdentChar();
      peg$silentFails--;
      if (s3 === peg$FAILED) {
        s2 = void 0;
      } else {
        peg$currPos = s2;
        s2 = peg$FAILED;
      }
      if (s2 !== peg$FAILED) {
        s3 = peg$parse_();
        s4 = peg$parseExpression();
        if (s4 !== peg$FAILED) {
          s5 = peg$parse_();
          if (input.charCodeAt(peg$currPos) === 123) {
            s6 = peg$c3;
            peg$currPos++;
          } else {
            s6 = peg$FAILED;
            if (peg$silentFails === 0) {
              peg$fail(peg$e3);
            }
          }
          if (s6 !== peg$FAILED) {
            s7 = peg$parse_();
            s8 = [];
            s9 = peg$currPos;
            s10 = peg$parseOption();
            if (s10 !== peg$FAILED) {
              s11 = peg$parse_();
              s9 = s10;
            } else {
              peg$currPos = s9;
              s9 = peg$FAILED;
            }
            if (s9 !== peg$FAILED) {
              while (s9 !== peg$FAILED) {
                s8.push(s9);
                s9 = peg$currPos;
                s10 = peg$parseOption();
                if (s10 !== peg$FAILED) {
                  s11 = peg$parse_();
                  s9 = s10;
                } else {
                  peg$currPos = s9;
                  s9 = peg$FAILED;
                }
              }
            } else {
              s8 = peg$FAILED;
            }
            if (s8 !== peg$FAILED) {
              if (input.charCodeAt(peg$currPos) === 125) {
                s9 = peg$c4;
                peg$currPos++;
              } else {
                s9 = peg$FAILED;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e4);
                }
              }
              if (s9 !== peg$FAILED) {
                peg$savedPos = s0;
                s0 = peg$f5(s4, s8);
              } else {
                peg$currPos = s0;
                s0 = peg$FAILED;
              }
            } else {
              peg$currPos = s0;
              s0 = peg$FAILED;
            }
          } else {
            peg$currPos = s0;
            s0 = peg$FAILED;
          }
        } else {
          peg$currPos = s0;
          s0 = peg$FAILED;
        }
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseOption() {
    let s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11;
    s0 = peg$currPos;
    if (input.substr(peg$currPos, 6) === peg$c6) {
      s1 = peg$c6;
      peg$currPos += 6;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e6);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = peg$currPos;
      peg$silentFails++;
      s3 = peg$parseIdentChar();
      peg$silentFails--;
      if (s3 === peg$FAILED) {
        s2 = void 0;
      } else {
        peg$currPos = s2;
        s2 = peg$FAILED;
      }
      if (s2 !== peg$FAILED) {
        s3 = peg$parse_();
        s4 = peg$parseStringLiteral();
        if (s4 !== peg$FAILED) {
          s5 = peg$parse_();
          s6 = peg$currPos;
          if (input.substr(peg$currPos, 4) === peg$c7) {
            s7 = peg$c7;
            peg$currPos += 4;
          } else {
            s7 = peg$FAILED;
            if (peg$silentFails === 0) {
              peg$fail(peg$e7);
            }
          }
          if (s7 !== peg$FAILED) {
            s8 = peg$currPos;
            peg$silentFails++;
            s9 = peg$parseIdentChar();
            peg$silentFails--;
            if (s9 === peg$FAILED) {
              s8 = void 0;
            } else {
              peg$currPos = s8;
              s8 = peg$FAILED;
            }
            if (s8 !== peg$FAILED) {
              s9 = peg$parse_();
              s10 = peg$parseExpression();
              if (s10 !== peg$FAILED) {
                s11 = peg$parse_();
                s6 = s10;
              } else {
                peg$currPos = s6;
                s6 = peg$FAILED;
              }
            } else {
              peg$currPos = s6;
              s6 = peg$FAILED;
            }
          } else {
            peg$currPos = s6;
            s6 = peg$FAILED;
          }
          if (s6 === peg$FAILED) {
            s6 = null;
          }
          s7 = peg$parseBlock();
          if (s7 !== peg$FAILED) {
            peg$savedPos = s0;
            s0 = peg$f6(s4, s6, s7);
          } else {
            peg$currPos = s0;
            s0 = peg$FAILED;
          }
        } else {
          peg$currPos = s0;
          s0 = peg$FAILED;
        }
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseFor() {
    let s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11;
    s0 = peg$currPos;
    if (input.substr(peg$currPos, 3) === peg$c8) {
      s1 = peg$c8;
      peg$currPos += 3;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e8);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = peg$currPos;
      peg$silentFails++;
      s3 = peg$parseIdentChar();
      peg$silentFails--;
      if (s3 === peg$FAILED) {
        s2 = void 0;
      } else {
        peg$currPos = s2;
        s2 = peg$FAILED;
      }
      if (s2 !== peg$FAILED) {
        s3 = peg$parse_();
        s4 = peg$parseIdentifier();
        if (s4 !== peg$FAILED) {
          s5 = peg$parse_();
          if (input.substr(peg$currPos, 2) === peg$c9) {
            s6 = peg$c9;
            peg$currPos += 2;
          } else {
            s6 = peg$FAILED;
            if (peg$silentFails === 0) {
              peg$fail(peg$e9);
            }
          }
          if (s6 !== peg$FAILED) {
            s7 = peg$currPos;
            peg$silentFails++;
            s8 = peg$parseIdentChar();
            peg$silentFails--;
            if (s8 === peg$FAILED) {
              s7 = void 0;
            } else {
              peg$currPos = s7;
              s7 = peg$FAILED;
            }
            if (s7 !== peg$FAILED) {
              s8 = peg$parse_();
              s9 = peg$parseExpression();
              if (s9 !== peg$FAILED) {
                s10 = peg$parse_();
                s11 = peg$parseBlock();
                if (s11 !== peg$FAILED) {
                  peg$savedPos = s0;
                  s0 = peg$f7(s4, s9, s11);
                } else {
                  peg$currPos = s0;
                  s0 = peg$FAILED;
                }
              } else {
                peg$currPos = s0;
                s0 = peg$FAILED;
              }
            } else {
              peg$currPos = s0;
              s0 = peg$FAILED;
            }
          } else {
            peg$currPos = s0;
            s0 = peg$FAILED;
          }
        } else {
          peg$currPos = s0;
          s0 = peg$FAILED;
        }
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseWhile() {
    let s0, s1, s2, s3, s4, s5, s6;
    s0 = peg$currPos;
    if (input.substr(peg$currPos, 5) === peg$c10) {
      s1 = peg$c10;
      peg$currPos += 5;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e10);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = peg$currPos;
      peg$silentFails++;
      s3 = peg$parseIdentChar();
      peg$silentFails--;
      if (s3 === peg$FAILED) {
        s2 = void 0;
      } else {
        peg$currPos = s2;
        s2 = peg$FAILED;
      }
      if (s2 !== peg$FAILED) {
        s3 = peg$parse_();
        s4 = peg$parseExpression();
        if (s4 !== peg$FAILED) {
          s5 = peg$parse_();
          s6 = peg$parseBlock();
          if (s6 !== peg$FAILED) {
            peg$savedPos = s0;
            s0 = peg$f8(s4, s6);
          } else {
            peg$currPos = s0;
            s0 = peg$FAILED;
          }
        } else {
          peg$currPos = s0;
          s0 = peg$FAILED;
        }
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseReturn() {
    let s0, s1, s2, s3, s4, s5;
    s0 = peg$currPos;
    if (input.substr(peg$currPos, 6) === peg$c11) {
      s1 = peg$c11;
      peg$currPos += 6;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e11);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = peg$currPos;
      peg$silentFails++;
      s3 = peg$parseIdentChar();
      peg$silentFails--;
      if (s3 === peg$FAILED) {
        s2 = void 0;
      } else {
        peg$currPos = s2;
        s2 = peg$FAILED;
      }
      if (s2 !== peg$FAILED) {
        s3 = peg$currPos;
        s4 = peg$parse_h();
        if (s4 !== peg$FAILED) {
          s5 = peg$parseExpression();
          if (s5 !== peg$FAILED) {
            s3 = s5;
          } else {
            peg$currPos = s3;
            s3 = peg$FAILED;
          }
        } else {
          peg$currPos = s3;
          s3 = peg$FAILED;
        }
        if (s3 === peg$FAILED) {
          s3 = null;
        }
        peg$savedPos = s0;
        s0 = peg$f9(s3);
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseLet() {
    let s0, s1, s2, s3, s4, s5, s6, s7, s8, s9;
    s0 = peg$currPos;
    if (input.substr(peg$currPos, 3) === peg$c12) {
      s1 = peg$c12;
      peg$currPos += 3;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e12);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = peg$currPos;
      peg$silentFails++;
      s3 = peg$parseIdentChar();
      peg$silentFails--;
      if (s3 === peg$FAILED) {
        s2 = void 0;
      } else {
        peg$currPos = s2;
        s2 = peg$FAILED;
      }
      if (s2 !== peg$FAILED) {
        s3 = peg$parse_();
        s4 = peg$parseIdentifier();
        if (s4 !== peg$FAILED) {
          s5 = peg$parse_();
          if (input.charCodeAt(peg$currPos) === 61) {
            s6 = peg$c13;
            peg$currPos++;
          } else {
            s6 = peg$FAILED;
            if (peg$silentFails === 0) {
              peg$fail(peg$e13);
            }
          }
          if (s6 !== peg$FAILED) {
            s7 = peg$currPos;
            peg$silentFails++;
            if (input.charCodeAt(peg$currPos) === 61) {
              s8 = peg$c13;
              peg$currPos++;
            } else {
              s8 = peg$FAILED;
              if (peg$silentFails === 0) {
                peg$fail(peg$e13);
              }
            }
            peg$silentFails--;
            if (s8 === peg$FAILED) {
              s7 = void 0;
            } else {
              peg$currPos = s7;
              s7 = peg$FAILED;
            }
            if (s7 !== peg$FAILED) {
              s8 = peg$parse_();
              s9 = peg$parseExpression();
              if (s9 !== peg$FAILED) {
                peg$savedPos = s0;
                s0 = peg$f10(s4, s9);
              } else {
                peg$currPos = s0;
                s0 = peg$FAILED;
              }
            } else {
              peg$currPos = s0;
              s0 = peg$FAILED;
            }
          } else {
            peg$currPos = s0;
            s0 = peg$FAILED;
          }
        } else {
          peg$currPos = s0;
          s0 = peg$FAILED;
        }
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseCallStatement() {
    let s0, s1;
    s0 = peg$currPos;
    s1 = peg$parseCall();
    if (s1 !== peg$FAILED) {
      peg$savedPos = s0;
      s1 = peg$f11(s1);
    }
    s0 = s1;
    return s0;
  }
  function peg$parseExpression() {
    let s0;
    s0 = peg$parseConditional();
    if (s0 === peg$FAILED) {
      s0 = peg$parseOr();
    }
    return s0;
  }
  function peg$parseConditional() {
    let s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14;
    s0 = peg$currPos;
    if (input.substr(peg$currPos, 2) === peg$c1) {
      s1 = peg$c1;
      peg$currPos += 2;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e1);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = peg$currPos;
      peg$silentFails++;
      s3 = peg$parseIdentChar();
      peg$silentFails--;
      if (s3 === peg$FAILED) {
        s2 = void 0;
      } else {
        peg$currPos = s2;
        s2 = peg$FAILED;
      }
      if (s2 !== peg$FAILED) {
        s3 = peg$parse_();
        s4 = peg$parseExpression();
        if (s4 !== peg$FAILED) {
          s5 = peg$parse_();
          if (input.substr(peg$currPos, 4) === peg$c14) {
            s6 = peg$c14;
            peg$currPos += 4;
          } else {
            s6 = peg$FAILED;
            if (peg$silentFails === 0) {
              peg$fail(peg$e14);
            }
          }
          if (s6 !== peg$FAILED) {
            s7 = peg$currPos;
            peg$silentFails++;
            s8 = peg$parseIdentChar();
            peg$silentFails--;
            if (s8 === peg$FAILED) {
              s7 = void 0;
            } else {
              peg$currPos = s7;
              s7 = peg$FAILED;
            }
            if (s7 !== peg$FAILED) {
              s8 = peg$parse_();
              s9 = peg$parseExpression();
              if (s9 !== peg$FAILED) {
                s10 = peg$parse_();
                if (input.substr(peg$currPos, 4) === peg$c2) {
                  s11 = peg$c2;
                  peg$currPos += 4;
                } else {
                  s11 = peg$FAILED;
                  if (peg$silentFails === 0) {
                    peg$fail(peg$e2);
                  }
                }
                if (s11 !== peg$FAILED) {
                  s12 = peg$currPos;
                  peg$silentFails++;
                  s13 = peg$parseIdentChar();
                  peg$silentFails--;
                  if (s13 === peg$FAILED) {
                    s12 = void 0;
                  } else {
                    peg$currPos = s12;
                    s12 = peg$FAILED;
                  }
                  if (s12 !== peg$FAILED) {
                    s13 = peg$parse_();
                    s14 = peg$parseExpression();
                    if (s14 !== peg$FAILED) {
                      peg$savedPos = s0;
                      s0 = peg$f12(s4, s9, s14);
                    } else {
                      peg$currPos = s0;
                      s0 = peg$FAILED;
                    }
                  } else {
                    peg$currPos = s0;
                    s0 = peg$FAILED;
                  }
                } else {
                  peg$currPos = s0;
                  s0 = peg$FAILED;
                }
              } else {
                peg$currPos = s0;
                s0 = peg$FAILED;
              }
            } else {
              peg$currPos = s0;
              s0 = peg$FAILED;
            }
          } else {
            peg$currPos = s0;
            s0 = peg$FAILED;
          }
        } else {
          peg$currPos = s0;
          s0 = peg$FAILED;
        }
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseOr() {
    let s0, s1, s2, s3, s4, s5, s6, s7, s8;
    s0 = peg$currPos;
    s1 = peg$parseAnd();
    if (s1 !== peg$FAILED) {
      s2 = [];
      s3 = peg$currPos;
      s4 = peg$parse_();
      if (input.substr(peg$currPos, 2) === peg$c15) {
        s5 = peg$c15;
        peg$currPos += 2;
      } else {
        s5 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e15);
        }
      }
      if (s5 !== peg$FAILED) {
        s6 = peg$currPos;
        peg$silentFails++;
        s7 = peg$parseIdentChar();
        peg$silentFails--;
        if (s7 === peg$FAILED) {
          s6 = void 0;
        } else {
          peg$currPos = s6;
          s6 = peg$FAILED;
        }
        if (s6 !== peg$FAILED) {
          s7 = peg$parse_();
          s8 = peg$parseAnd();
          if (s8 !== peg$FAILED) {
            s3 = s8;
          } else {
            peg$currPos = s3;
            s3 = peg$FAILED;
          }
        } else {
          peg$currPos = s3;
          s3 = peg$FAILED;
        }
      } else {
        peg$currPos = s3;
        s3 = peg$FAILED;
      }
      while (s3 !== peg$FAILED) {
        s2.push(s3);
        s3 = peg$currPos;
        s4 = peg$parse_();
        if (input.substr(peg$currPos, 2) === peg$c15) {
          s5 = peg$c15;
          peg$currPos += 2;
        } else {
          s5 = peg$FAILED;
          if (peg$silentFails === 0) {
            peg$fail(peg$e15);
          }
        }
        if (s5 !== peg$FAILED) {
          s6 = peg$currPos;
          peg$silentFails++;
          s7 = peg$parseIdentChar();
          peg$silentFails--;
          if (s7 === peg$FAILED) {
            s6 = void 0;
          } else {
            peg$currPos = s6;
            s6 = peg$FAILED;
          }
          if (s6 !== peg$FAILED) {
            s7 = peg$parse_();
            s8 = peg$parseAnd();
            if (s8 !== peg$FAILED) {
              s3 = s8;
            } else {
              peg$currPos = s3;
              s3 = peg$FAILED;
            }
          } else {
            peg$currPos = s3;
            s3 = peg$FAILED;
          }
        } else {
          peg$currPos = s3;
          s3 = peg$FAILED;
        }
      }
      peg$savedPos = s0;
      s0 = peg$f13(s1, s2);
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseAnd() {
    let s0, s1, s2, s3, s4, s5, s6, s7, s8;
    s0 = peg$currPos;
    s1 = peg$parseNot();
    if (s1 !== peg$FAILED) {
      s2 = [];
      s3 = peg$currPos;
      s4 = peg$parse_();
      if (input.substr(peg$currPos, 3) === peg$c16) {
        s5 = peg$c16;
        peg$currPos += 3;
      } else {
        s5 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e16);
        }
      }
      if (s5 !== peg$FAILED) {
        s6 = peg$currPos;
        peg$silentFails++;
        s7 = peg$parseIdentChar();
        peg$silentFails--;
        if (s7 === peg$FAILED) {
          s6 = void 0;
        } else {
          peg$currPos = s6;
          s6 = peg$FAILED;
        }
        if (s6 !== peg$FAILED) {
          s7 = peg$parse_();
          s8 = peg$parseNot();
          if (s8 !== peg$FAILED) {
            s3 = s8;
          } else {
            peg$currPos = s3;
            s3 = peg$FAILED;
          }
        } else {
          peg$currPos = s3;
          s3 = peg$FAILED;
        }
      } else {
        peg$currPos = s3;
        s3 = peg$FAILED;
      }
      while (s3 !== peg$FAILED) {
        s2.push(s3);
        s3 = peg$currPos;
        s4 = peg$parse_();
        if (input.substr(peg$currPos, 3) === peg$c16) {
          s5 = peg$c16;
          peg$currPos += 3;
        } else {
          s5 = peg$FAILED;
          if (peg$silentFails === 0) {
            peg$fail(peg$e16);
          }
        }
        if (s5 !== peg$FAILED) {
          s6 = peg$currPos;
          peg$silentFails++;
          s7 = peg$parseIdentChar();
          peg$silentFails--;
          if (s7 === peg$FAILED) {
            s6 = void 0;
          } else {
            peg$currPos = s6;
            s6 = peg$FAILED;
          }
          if (s6 !== peg$FAILED) {
            s7 = peg$parse_();
            s8 = peg$parseNot();
            if (s8 !== peg$FAILED) {
              s3 = s8;
            } else {
              peg$currPos = s3;
              s3 = peg$FAILED;
            }
          } else {
            peg$currPos = s3;
            s3 = peg$FAILED;
          }
        } else {
          peg$currPos = s3;
          s3 = peg$FAILED;
        }
      }
      peg$savedPos = s0;
      s0 = peg$f14(s1, s2);
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseNot() {
    let s0, s1, s2, s3, s4;
    s0 = peg$currPos;
    if (input.substr(peg$currPos, 3) === peg$c17) {
      s1 = peg$c17;
      peg$currPos += 3;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e17);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = peg$currPos;
      peg$silentFails++;
      s3 = peg$parseIdentChar();
      peg$silentFails--;
      if (s3 === peg$FAILED) {
        s2 = void 0;
      } else {
        peg$currPos = s2;
        s2 = peg$FAILED;
      }
      if (s2 !== peg$FAILED) {
        s3 = peg$parse_();
        s4 = peg$parseNot();
        if (s4 !== peg$FAILED) {
          peg$savedPos = s0;
          s0 = peg$f15(s4);
        } else {
          peg$currPos = s0;
          s0 = peg$FAILED;
        }
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    if (s0 === peg$FAILED) {
      s0 = peg$parseComparison();
    }
    return s0;
  }
  function peg$parseComparison() {
    let s0, s1, s2, s3, s4, s5;
    s0 = peg$currPos;
    s1 = peg$parseSum();
    if (s1 !== peg$FAILED) {
      s2 = peg$parse_();
      s3 = peg$parseComparisonOperator();
      if (s3 !== peg$FAILED) {
        s4 = peg$parse_();
        s5 = peg$parseSum();
        if (s5 !== peg$FAILED) {
          peg$savedPos = s0;
          s0 = peg$f16(s1, s3, s5);
        } else {
          peg$currPos = s0;
          s0 = peg$FAILED;
        }
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    if (s0 === peg$FAILED) {
      s0 = peg$parseSum();
    }
    return s0;
  }
  function peg$parseComparisonOperator() {
    let s0, s1, s2, s3;
    if (input.substr(peg$currPos, 2) === peg$c18) {
      s0 = peg$c18;
      peg$currPos += 2;
    } else {
      s0 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e18);
      }
    }
    if (s0 === peg$FAILED) {
      if (input.substr(peg$currPos, 2) === peg$c19) {
        s0 = peg$c19;
        peg$currPos += 2;
      } else {
        s0 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e19);
        }
      }
      if (s0 === peg$FAILED) {
        if (input.substr(peg$currPos, 2) === peg$c20) {
          s0 = peg$c20;
          peg$currPos += 2;
        } else {
          s0 = peg$FAILED;
          if (peg$silentFails === 0) {
            peg$fail(peg$e20);
          }
        }
        if (s0 === peg$FAILED) {
          if (input.substr(peg$currPos, 2) === peg$c21) {
            s0 = peg$c21;
            peg$currPos += 2;
          } else {
            s0 = peg$FAILED;
            if (peg$silentFails === 0) {
              peg$fail(peg$e21);
            }
          }
          if (s0 === peg$FAILED) {
            s0 = input.charAt(peg$currPos);
            if (peg$r0.test(s0)) {
              peg$currPos++;
            } else {
              s0 = peg$FAILED;
              if (peg$silentFails === 0) {
                peg$fail(peg$e22);
              }
            }
            if (s0 === peg$FAILED) {
              s0 = peg$currPos;
              if (input.substr(peg$currPos, 2) === peg$c9) {
                s1 = peg$c9;
                peg$currPos += 2;
              } else {
                s1 = peg$FAILED;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e9);
                }
              }
              if (s1 !== peg$FAILED) {
                s2 = peg$currPos;
                peg$silentFails++;
                s3 = peg$parseIdentChar();
                peg$silentFails--;
                if (s3 === peg$FAILED) {
                  s2 = void 0;
                } else {
                  peg$currPos = s2;
                  s2 = peg$FAILED;
                }
                if (s2 !== peg$FAILED) {
                  s0 = s1;
                } else {
                  peg$currPos = s0;
                  s0 = peg$FAILED;
                }
              } else {
                peg$currPos = s0;
                s0 = peg$FAILED;
              }
            }
          }
        }
      }
    }
    return s0;
  }
  function peg$parseSum() {
    let s0, s1, s2, s3, s4, s5, s6, s7;
    s0 = peg$currPos;
    s1 = peg$parseProduct();
    if (s1 !== peg$FAILED) {
      s2 = [];
      s3 = peg$currPos;
      s4 = peg$parse_();
      s5 = input.charAt(peg$currPos);
      if (peg$r1.test(s5)) {
        peg$currPos++;
      } else {
        s5 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e23);
        }
      }
      if (s5 !== peg$FAILED) {
        s6 = peg$parse_();
        s7 = peg$parseProduct();
        if (s7 !== peg$FAILED) {
          s3 = [s5, s7];
        } else {
          peg$currPos = s3;
          s3 = peg$FAILED;
        }
      } else {
        peg$currPos = s3;
        s3 = peg$FAILED;
      }
      while (s3 !== peg$FAILED) {
        s2.push(s3);
        s3 = peg$currPos;
        s4 = peg$parse_();
        s5 = input.charAt(peg$currPos);
        if (peg$r1.test(s5)) {
          peg$currPos++;
        } else {
          s5 = peg$FAILED;
          if (peg$silentFails === 0) {
            peg$fail(peg$e23);
          }
        }
        if (s5 !== peg$FAILED) {
          s6 = peg$parse_();
          s7 = peg$parseProduct();
          if (s7 !== peg$FAILED) {
            s3 = [s5, s7];
          } else {
            peg$currPos = s3;
            s3 = peg$FAILED;
          }
        } else {
          peg$currPos = s3;
          s3 = peg$FAILED;
        }
      }
      peg$savedPos = s0;
      s0 = peg$f17(s1, s2);
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseProduct() {
    let s0, s1, s2, s3, s4, s5, s6, s7;
    s0 = peg$currPos;
    s1 = peg$parseUnary();
    if (s1 !== peg$FAILED) {
      s2 = [];
      s3 = peg$currPos;
      s4 = peg$parse_();
      s5 = input.charAt(peg$currPos);
      if (peg$r2.test(s5)) {
        peg$currPos++;
      } else {
        s5 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e24);
        }
      }
      if (s5 !== peg$FAILED) {
        s6 = peg$parse_();
        s7 = peg$parseUnary();
        if (s7 !== peg$FAILED) {
          s3 = [s5, s7];
        } else {
          peg$currPos = s3;
          s3 = peg$FAILED;
        }
      } else {
        peg$currPos = s3;
        s3 = peg$FAILED;
      }
      while (s3 !== peg$FAILED) {
        s2.push(s3);
        s3 = peg$currPos;
        s4 = peg$parse_();
        s5 = input.charAt(peg$currPos);
        if (peg$r2.test(s5)) {
          peg$currPos++;
        } else {
          s5 = peg$FAILED;
          if (peg$silentFails === 0) {
            peg$fail(peg$e24);
          }
        }
        if (s5 !== peg$FAILED) {
          s6 = peg$parse_();
          s7 = peg$parseUnary();
          if (s7 !== peg$FAILED) {
            s3 = [s5, s7];
          } else {
            peg$currPos = s3;
            s3 = peg$FAILED;
          }
        } else {
          peg$currPos = s3;
          s3 = peg$FAILED;
        }
      }
      peg$savedPos = s0;
      s0 = peg$f18(s1, s2);
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseUnary() {
    let s0, s1, s2, s3;
    s0 = peg$currPos;
    if (input.charCodeAt(peg$currPos) === 45) {
      s1 = peg$c22;
      peg$currPos++;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e25);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = peg$parse_();
      s3 = peg$parseUnary();
      if (s3 !== peg$FAILED) {
        peg$savedPos = s0;
        s0 = peg$f19(s3);
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    if (s0 === peg$FAILED) {
      s0 = peg$parseMember();
    }
    return s0;
  }
  function peg$parseMember() {
    let s0, s1, s2, s3, s4, s5;
    s0 = peg$currPos;
    s1 = peg$parsePrimary();
    if (s1 !== peg$FAILED) {
      s2 = [];
      s3 = peg$currPos;
      if (input.charCodeAt(peg$currPos) === 46) {
        s4 = peg$c23;
        peg$currPos++;
      } else {
        s4 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e26);
        }
      }
      if (s4 !== peg$FAILED) {
        s5 = peg$parseIdentifier();
        if (s5 !== peg$FAILED) {
          s3 = s5;
        } else {
          peg$currPos = s3;
          s3 = peg$FAILED;
        }
      } else {
        peg$currPos = s3;
        s3 = peg$FAILED;
      }
      while (s3 !== peg$FAILED) {
        s2.push(s3);
        s3 = peg$currPos;
        if (input.charCodeAt(peg$currPos) === 46) {
          s4 = peg$c23;
          peg$currPos++;
        } else {
          s4 = peg$FAILED;
          if (peg$silentFails === 0) {
            peg$fail(peg$e26);
          }
        }
        if (s4 !== peg$FAILED) {
          s5 = peg$parseIdentifier();
          if (s5 !== peg$FAILED) {
            s3 = s5;
          } else {
            peg$currPos = s3;
            s3 = peg$FAILED;
          }
        } else {
          peg$currPos = s3;
          s3 = peg$FAILED;
        }
      }
      peg$savedPos = s0;
      s0 = peg$f20(s1, s2);
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parsePrimary() {
    let s0, s1, s2, s3, s4, s5;
    s0 = peg$parseNumberLiteral();
    if (s0 === peg$FAILED) {
      s0 = peg$parseStringLiteral();
      if (s0 === peg$FAILED) {
        s0 = peg$parseBooleanLiteral();
        if (s0 === peg$FAILED) {
          s0 = peg$parseCall();
          if (s0 === peg$FAILED) {
            s0 = peg$parseName();
            if (s0 === peg$FAILED) {
              s0 = peg$currPos;
              if (input.charCodeAt(peg$currPos) === 40) {
                s1 = peg$c24;
                peg$currPos++;
              } else {
                s1 = peg$FAILED;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e27);
                }
              }
              if (s1 !== peg$FAILED) {
                s2 = peg$parse_();
                s3 = peg$parseExpression();
                if (s3 !== peg$FAILED) {
                  s4 = peg$parse_();
                  if (input.charCodeAt(peg$currPos) === 41) {
                    s5 = peg$c25;
                    peg$currPos++;
                  } else {
                    s5 = peg$FAILED;
                    if (peg$silentFails === 0) {
                      peg$fail(peg$e28);
                    }
                  }
                  if (s5 !== peg$FAILED) {
                    s0 = s3;
                  } else {
                    peg$currPos = s0;
                    s0 = peg$FAILED;
                  }
                } else {
                  peg$currPos = s0;
                  s0 = peg$FAILED;
                }
              } else {
                peg$currPos = s0;
                s0 = peg$FAILED;
              }
              if (s0 === peg$FAILED) {
                s0 = peg$parseList();
                if (s0 === peg$FAILED) {
                  s0 = peg$parseRecord();
                }
              }
            }
          }
        }
      }
    }
    return s0;
  }
  function peg$parseRecord() {
    let s0, s1, s2, s3, s4, s5;
    s0 = peg$currPos;
    if (input.charCodeAt(peg$currPos) === 123) {
      s1 = peg$c3;
      peg$currPos++;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e3);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = peg$parse_();
      s3 = peg$parseFieldList();
      if (s3 === peg$FAILED) {
        s3 = null;
      }
      s4 = peg$parse_();
      if (input.charCodeAt(peg$currPos) === 125) {
        s5 = peg$c4;
        peg$currPos++;
      } else {
        s5 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e4);
        }
      }
      if (s5 !== peg$FAILED) {
        peg$savedPos = s0;
        s0 = peg$f21(s3);
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseFieldList() {
    let s0, s1, s2, s3, s4, s5, s6, s7;
    s0 = peg$currPos;
    s1 = peg$parseField();
    if (s1 !== peg$FAILED) {
      s2 = [];
      s3 = peg$currPos;
      s4 = peg$parse_();
      if (input.charCodeAt(peg$currPos) === 44) {
        s5 = peg$c26;
        peg$currPos++;
      } else {
        s5 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e29);
        }
      }
      if (s5 !== peg$FAILED) {
        s6 = peg$parse_();
        s7 = peg$parseField();
        if (s7 !== peg$FAILED) {
          s3 = s7;
        } else {
          peg$currPos = s3;
          s3 = peg$FAILED;
        }
      } else {
        peg$currPos = s3;
        s3 = peg$FAILED;
      }
      while (s3 !== peg$FAILED) {
        s2.push(s3);
        s3 = peg$currPos;
        s4 = peg$parse_();
        if (input.charCodeAt(peg$currPos) === 44) {
          s5 = peg$c26;
          peg$currPos++;
        } else {
          s5 = peg$FAILED;
          if (peg$silentFails === 0) {
            peg$fail(peg$e29);
          }
        }
        if (s5 !== peg$FAILED) {
          s6 = peg$parse_();
          s7 = peg$parseField();
          if (s7 !== peg$FAILED) {
            s3 = s7;
          } else {
            peg$currPos = s3;
            s3 = peg$FAILED;
          }
        } else {
          peg$currPos = s3;
          s3 = peg$FAILED;
        }
      }
      s3 = peg$currPos;
      s4 = peg$parse_();
      if (input.charCodeAt(peg$currPos) === 44) {
        s5 = peg$c26;
        peg$currPos++;
      } else {
        s5 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e29);
        }
      }
      if (s5 !== peg$FAILED) {
        s4 = [s4, s5];
        s3 = s4;
      } else {
        peg$currPos = s3;
        s3 = peg$FAILED;
      }
      if (s3 === peg$FAILED) {
        s3 = null;
      }
      peg$savedPos = s0;
      s0 = peg$f22(s1, s2);
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseField() {
    let s0, s1, s2, s3, s4, s5;
    s0 = peg$currPos;
    s1 = peg$parseIdentifier();
    if (s1 !== peg$FAILED) {
      s2 = peg$parse_();
      if (input.charCodeAt(peg$currPos) === 58) {
        s3 = peg$c27;
        peg$currPos++;
      } else {
        s3 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e30);
        }
      }
      if (s3 !== peg$FAILED) {
        s4 = peg$parse_();
        s5 = peg$parseExpression();
        if (s5 !== peg$FAILED) {
          peg$savedPos = s0;
          s0 = peg$f23(s1, s5);
        } else {
          peg$currPos = s0;
          s0 = peg$FAILED;
        }
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseList() {
    let s0, s1, s2, s3, s4, s5;
    s0 = peg$currPos;
    if (input.charCodeAt(peg$currPos) === 91) {
      s1 = peg$c28;
      peg$currPos++;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e31);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = peg$parse_();
      s3 = peg$parseExpressionList();
      if (s3 === peg$FAILED) {
        s3 = null;
      }
      s4 = peg$parse_();
      if (input.charCodeAt(peg$currPos) === 93) {
        s5 = peg$c29;
        peg$currPos++;
      } else {
        s5 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e32);
        }
      }
      if (s5 !== peg$FAILED) {
        peg$savedPos = s0;
        s0 = peg$f24(s3);
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseExpressionList() {
    let s0, s1, s2, s3, s4, s5, s6, s7;
    s0 = peg$currPos;
    s1 = peg$parseExpression();
    if (s1 !== peg$FAILED) {
      s2 = [];
      s3 = peg$currPos;
      s4 = peg$parse_();
      if (input.charCodeAt(peg$currPos) === 44) {
        s5 = peg$c26;
        peg$currPos++;
      } else {
        s5 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e29);
        }
      }
      if (s5 !== peg$FAILED) {
        s6 = peg$parse_();
        s7 = peg$parseExpression();
        if (s7 !== peg$FAILED) {
          s3 = s7;
        } else {
          peg$currPos = s3;
          s3 = peg$FAILED;
        }
      } else {
        peg$currPos = s3;
        s3 = peg$FAILED;
      }
      while (s3 !== peg$FAILED) {
        s2.push(s3);
        s3 = peg$currPos;
        s4 = peg$parse_();
        if (input.charCodeAt(peg$currPos) === 44) {
          s5 = peg$c26;
          peg$currPos++;
        } else {
          s5 = peg$FAILED;
          if (peg$silentFails === 0) {
            peg$fail(peg$e29);
          }
        }
        if (s5 !== peg$FAILED) {
          s6 = peg$parse_();
          s7 = peg$parseExpression();
          if (s7 !== peg$FAILED) {
            s3 = s7;
          } else {
            peg$currPos = s3;
            s3 = peg$FAILED;
          }
        } else {
          peg$currPos = s3;
          s3 = peg$FAILED;
        }
      }
      s3 = peg$currPos;
      s4 = peg$parse_();
      if (input.charCodeAt(peg$currPos) === 44) {
        s5 = peg$c26;
        peg$currPos++;
      } else {
        s5 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e29);
        }
      }
      if (s5 !== peg$FAILED) {
        s4 = [s4, s5];
        s3 = s4;
      } else {
        peg$currPos = s3;
        s3 = peg$FAILED;
      }
      if (s3 === peg$FAILED) {
        s3 = null;
      }
      peg$savedPos = s0;
      s0 = peg$f25(s1, s2);
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseCall() {
    let s0, s1, s2, s3, s4, s5, s6, s7;
    s0 = peg$currPos;
    s1 = peg$parseIdentifier();
    if (s1 !== peg$FAILED) {
      s2 = peg$parse_();
      if (input.charCodeAt(peg$currPos) === 40) {
        s3 = peg$c24;
        peg$currPos++;
      } else {
        s3 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e27);
        }
      }
      if (s3 !== peg$FAILED) {
        s4 = peg$parse_();
        s5 = peg$parseArgumentList();
        if (s5 === peg$FAILED) {
          s5 = null;
        }
        s6 = peg$parse_();
        if (input.charCodeAt(peg$currPos) === 41) {
          s7 = peg$c25;
          peg$currPos++;
        } else {
          s7 = peg$FAILED;
          if (peg$silentFails === 0) {
            peg$fail(peg$e28);
          }
        }
        if (s7 !== peg$FAILED) {
          peg$savedPos = s0;
          s0 = peg$f26(s1, s5);
        } else {
          peg$currPos = s0;
          s0 = peg$FAILED;
        }
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseArgumentList() {
    let s0, s1, s2, s3, s4, s5, s6, s7;
    s0 = peg$currPos;
    s1 = peg$parseArgument();
    if (s1 !== peg$FAILED) {
      s2 = [];
      s3 = peg$currPos;
      s4 = peg$parse_();
      if (input.charCodeAt(peg$currPos) === 44) {
        s5 = peg$c26;
        peg$currPos++;
      } else {
        s5 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e29);
        }
      }
      if (s5 !== peg$FAILED) {
        s6 = peg$parse_();
        s7 = peg$parseArgument();
        if (s7 !== peg$FAILED) {
          s3 = s7;
        } else {
          peg$currPos = s3;
          s3 = peg$FAILED;
        }
      } else {
        peg$currPos = s3;
        s3 = peg$FAILED;
      }
      while (s3 !== peg$FAILED) {
        s2.push(s3);
        s3 = peg$currPos;
        s4 = peg$parse_();
        if (input.charCodeAt(peg$currPos) === 44) {
          s5 = peg$c26;
          peg$currPos++;
        } else {
          s5 = peg$FAILED;
          if (peg$silentFails === 0) {
            peg$fail(peg$e29);
          }
        }
        if (s5 !== peg$FAILED) {
          s6 = peg$parse_();
          s7 = peg$parseArgument();
          if (s7 !== peg$FAILED) {
            s3 = s7;
          } else {
            peg$currPos = s3;
            s3 = peg$FAILED;
          }
        } else {
          peg$currPos = s3;
          s3 = peg$FAILED;
        }
      }
      s3 = peg$currPos;
      s4 = peg$parse_();
      if (input.charCodeAt(peg$currPos) === 44) {
        s5 = peg$c26;
        peg$currPos++;
      } else {
        s5 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e29);
        }
      }
      if (s5 !== peg$FAILED) {
        s4 = [s4, s5];
        s3 = s4;
      } else {
        peg$currPos = s3;
        s3 = peg$FAILED;
      }
      if (s3 === peg$FAILED) {
        s3 = null;
      }
      peg$savedPos = s0;
      s0 = peg$f27(s1, s2);
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseArgument() {
    let s0, s1, s2, s3, s4, s5;
    s0 = peg$currPos;
    s1 = peg$parseIdentifier();
    if (s1 !== peg$FAILED) {
      s2 = peg$parse_();
      if (input.charCodeAt(peg$currPos) === 58) {
        s3 = peg$c27;
        peg$currPos++;
      } else {
        s3 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e30);
        }
      }
      if (s3 !== peg$FAILED) {
        s4 = peg$parse_();
        s5 = peg$parseExpression();
        if (s5 !== peg$FAILED) {
          peg$savedPos = s0;
          s0 = peg$f28(s1, s5);
        } else {
          peg$currPos = s0;
          s0 = peg$FAILED;
        }
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    if (s0 === peg$FAILED) {
      s0 = peg$currPos;
      s1 = peg$parseExpression();
      if (s1 !== peg$FAILED) {
        peg$savedPos = s0;
        s1 = peg$f29(s1);
      }
      s0 = s1;
    }
    return s0;
  }
  function peg$parseName() {
    let s0, s1, s2;
    s0 = peg$currPos;
    s1 = peg$currPos;
    peg$silentFails++;
    s2 = peg$parseKeyword();
    peg$silentFails--;
    if (s2 === peg$FAILED) {
      s1 = void 0;
    } else {
      peg$currPos = s1;
      s1 = peg$FAILED;
    }
    if (s1 !== peg$FAILED) {
      s2 = peg$parseIdentifier();
      if (s2 !== peg$FAILED) {
        peg$savedPos = s0;
        s0 = peg$f30(s2);
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseIdentifier() {
    let s0, s1, s2, s3;
    peg$silentFails++;
    s0 = peg$currPos;
    s1 = input.charAt(peg$currPos);
    if (peg$r3.test(s1)) {
      peg$currPos++;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e34);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = [];
      s3 = peg$parseIdentChar();
      while (s3 !== peg$FAILED) {
        s2.push(s3);
        s3 = peg$parseIdentChar();
      }
      peg$savedPos = s0;
      s0 = peg$f31();
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    peg$silentFails--;
    if (s0 === peg$FAILED) {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e33);
      }
    }
    return s0;
  }
  function peg$parseIdentChar() {
    let s0;
    s0 = input.charAt(peg$currPos);
    if (peg$r4.test(s0)) {
      peg$currPos++;
    } else {
      s0 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e35);
      }
    }
    return s0;
  }
  function peg$parseKeyword() {
    let s0, s1, s2, s3;
    s0 = peg$currPos;
    if (input.substr(peg$currPos, 2) === peg$c1) {
      s1 = peg$c1;
      peg$currPos += 2;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e1);
      }
    }
    if (s1 === peg$FAILED) {
      if (input.substr(peg$currPos, 4) === peg$c14) {
        s1 = peg$c14;
        peg$currPos += 4;
      } else {
        s1 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e14);
        }
      }
      if (s1 === peg$FAILED) {
        if (input.substr(peg$currPos, 4) === peg$c2) {
          s1 = peg$c2;
          peg$currPos += 4;
        } else {
          s1 = peg$FAILED;
          if (peg$silentFails === 0) {
            peg$fail(peg$e2);
          }
        }
        if (s1 === peg$FAILED) {
          if (input.substr(peg$currPos, 6) === peg$c5) {
            s1 = peg$c5;
            peg$currPos += 6;
          } else {
            s1 = peg$FAILED;
            if (peg$silentFails === 0) {
              peg$fail(peg$e5);
            }
          }
          if (s1 === peg$FAILED) {
            if (input.substr(peg$currPos, 6) === peg$c6) {
              s1 = peg$c6;
              peg$currPos += 6;
            } else {
              s1 = peg$FAILED;
              if (peg$silentFails === 0) {
                peg$fail(peg$e6);
              }
            }
            if (s1 === peg$FAILED) {
              if (input.substr(peg$currPos, 4) === peg$c7) {
                s1 = peg$c7;
                peg$currPos += 4;
              } else {
                s1 = peg$FAILED;
                if (peg$silentFails === 0) {
                  peg$fail(peg$e7);
                }
              }
              if (s1 === peg$FAILED) {
                if (input.substr(peg$currPos, 3) === peg$c8) {
                  s1 = peg$c8;
                  peg$currPos += 3;
                } else {
                  s1 = peg$FAILED;
                  if (peg$silentFails === 0) {
                    peg$fail(peg$e8);
                  }
                }
                if (s1 === peg$FAILED) {
                  if (input.substr(peg$currPos, 2) === peg$c9) {
                    s1 = peg$c9;
                    peg$currPos += 2;
                  } else {
                    s1 = peg$FAILED;
                    if (peg$silentFails === 0) {
                      peg$fail(peg$e9);
                    }
                  }
                  if (s1 === peg$FAILED) {
                    if (input.substr(peg$currPos, 3) === peg$c12) {
                      s1 = peg$c12;
                      peg$currPos += 3;
                    } else {
                      s1 = peg$FAILED;
                      if (peg$silentFails === 0) {
                        peg$fail(peg$e12);
                      }
                    }
                    if (s1 === peg$FAILED) {
                      if (input.substr(peg$currPos, 5) === peg$c10) {
                        s1 = peg$c10;
                        peg$currPos += 5;
                      } else {
                        s1 = peg$FAILED;
                        if (peg$silentFails === 0) {
                          peg$fail(peg$e10);
                        }
                      }
                      if (s1 === peg$FAILED) {
                        if (input.substr(peg$currPos, 6) === peg$c11) {
                          s1 = peg$c11;
                          peg$currPos += 6;
                        } else {
                          s1 = peg$FAILED;
                          if (peg$silentFails === 0) {
                            peg$fail(peg$e11);
                          }
                        }
                        if (s1 === peg$FAILED) {
                          if (input.substr(peg$currPos, 3) === peg$c16) {
                            s1 = peg$c16;
                            peg$currPos += 3;
                          } else {
                            s1 = peg$FAILED;
                            if (peg$silentFails === 0) {
                              peg$fail(peg$e16);
                            }
                          }
                          if (s1 === peg$FAILED) {
                            if (input.substr(peg$currPos, 2) === peg$c15) {
                              s1 = peg$c15;
                              peg$currPos += 2;
                            } else {
                              s1 = peg$FAILED;
                              if (peg$silentFails === 0) {
                                peg$fail(peg$e15);
                              }
                            }
                            if (s1 === peg$FAILED) {
                              if (input.substr(peg$currPos, 3) === peg$c17) {
                                s1 = peg$c17;
                                peg$currPos += 3;
                              } else {
                                s1 = peg$FAILED;
                                if (peg$silentFails === 0) {
                                  peg$fail(peg$e17);
                                }
                              }
                              if (s1 === peg$FAILED) {
                                if (input.substr(peg$currPos, 4) === peg$c30) {
                                  s1 = peg$c30;
                                  peg$currPos += 4;
                                } else {
                                  s1 = peg$FAILED;
                                  if (peg$silentFails === 0) {
                                    peg$fail(peg$e36);
                                  }
                                }
                                if (s1 === peg$FAILED) {
                                  if (input.substr(peg$currPos, 5) === peg$c31) {
                                    s1 = peg$c31;
                                    peg$currPos += 5;
                                  } else {
                                    s1 = peg$FAILED;
                                    if (peg$silentFails === 0) {
                                      peg$fail(peg$e37);
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = peg$currPos;
      peg$silentFails++;
      s3 = peg$parseIdentChar();
      peg$silentFails--;
      if (s3 === peg$FAILED) {
        s2 = void 0;
      } else {
        peg$currPos = s2;
        s2 = peg$FAILED;
      }
      if (s2 !== peg$FAILED) {
        s1 = [s1, s2];
        s0 = s1;
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseNumberLiteral() {
    let s0, s1, s2;
    peg$silentFails++;
    s0 = peg$currPos;
    s1 = [];
    s2 = input.charAt(peg$currPos);
    if (peg$r5.test(s2)) {
      peg$currPos++;
    } else {
      s2 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e39);
      }
    }
    if (s2 !== peg$FAILED) {
      while (s2 !== peg$FAILED) {
        s1.push(s2);
        s2 = input.charAt(peg$currPos);
        if (peg$r5.test(s2)) {
          peg$currPos++;
        } else {
          s2 = peg$FAILED;
          if (peg$silentFails === 0) {
            peg$fail(peg$e39);
          }
        }
      }
    } else {
      s1 = peg$FAILED;
    }
    if (s1 !== peg$FAILED) {
      peg$savedPos = s0;
      s1 = peg$f32();
    }
    s0 = s1;
    peg$silentFails--;
    if (s0 === peg$FAILED) {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e38);
      }
    }
    return s0;
  }
  function peg$parseBooleanLiteral() {
    let s0, s1, s2, s3;
    s0 = peg$currPos;
    if (input.substr(peg$currPos, 4) === peg$c30) {
      s1 = peg$c30;
      peg$currPos += 4;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e36);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = peg$currPos;
      peg$silentFails++;
      s3 = peg$parseIdentChar();
      peg$silentFails--;
      if (s3 === peg$FAILED) {
        s2 = void 0;
      } else {
        peg$currPos = s2;
        s2 = peg$FAILED;
      }
      if (s2 !== peg$FAILED) {
        peg$savedPos = s0;
        s0 = peg$f33();
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    if (s0 === peg$FAILED) {
      s0 = peg$currPos;
      if (input.substr(peg$currPos, 5) === peg$c31) {
        s1 = peg$c31;
        peg$currPos += 5;
      } else {
        s1 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e37);
        }
      }
      if (s1 !== peg$FAILED) {
        s2 = peg$currPos;
        peg$silentFails++;
        s3 = peg$parseIdentChar();
        peg$silentFails--;
        if (s3 === peg$FAILED) {
          s2 = void 0;
        } else {
          peg$currPos = s2;
          s2 = peg$FAILED;
        }
        if (s2 !== peg$FAILED) {
          peg$savedPos = s0;
          s0 = peg$f34();
        } else {
          peg$currPos = s0;
          s0 = peg$FAILED;
        }
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    }
    return s0;
  }
  function peg$parseStringLiteral() {
    let s0, s1, s2, s3, s4;
    peg$silentFails++;
    s0 = peg$currPos;
    if (input.charCodeAt(peg$currPos) === 34) {
      s1 = peg$c32;
      peg$currPos++;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e41);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = peg$currPos;
      s3 = [];
      s4 = input.charAt(peg$currPos);
      if (peg$r6.test(s4)) {
        peg$currPos++;
      } else {
        s4 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e42);
        }
      }
      while (s4 !== peg$FAILED) {
        s3.push(s4);
        s4 = input.charAt(peg$currPos);
        if (peg$r6.test(s4)) {
          peg$currPos++;
        } else {
          s4 = peg$FAILED;
          if (peg$silentFails === 0) {
            peg$fail(peg$e42);
          }
        }
      }
      s2 = input.substring(s2, peg$currPos);
      if (input.charCodeAt(peg$currPos) === 34) {
        s3 = peg$c32;
        peg$currPos++;
      } else {
        s3 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e41);
        }
      }
      if (s3 !== peg$FAILED) {
        peg$savedPos = s0;
        s0 = peg$f35(s2);
      } else {
        peg$currPos = s0;
        s0 = peg$FAILED;
      }
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    peg$silentFails--;
    if (s0 === peg$FAILED) {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e40);
      }
    }
    return s0;
  }
  function peg$parse_() {
    let s0, s1;
    peg$silentFails++;
    s0 = [];
    s1 = input.charAt(peg$currPos);
    if (peg$r7.test(s1)) {
      peg$currPos++;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e43);
      }
    }
    if (s1 === peg$FAILED) {
      s1 = peg$parseComment();
    }
    while (s1 !== peg$FAILED) {
      s0.push(s1);
      s1 = input.charAt(peg$currPos);
      if (peg$r7.test(s1)) {
        peg$currPos++;
      } else {
        s1 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e43);
        }
      }
      if (s1 === peg$FAILED) {
        s1 = peg$parseComment();
      }
    }
    peg$silentFails--;
    return s0;
  }
  function peg$parse_h() {
    let s0, s1;
    s0 = [];
    s1 = input.charAt(peg$currPos);
    if (peg$r8.test(s1)) {
      peg$currPos++;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e44);
      }
    }
    if (s1 !== peg$FAILED) {
      while (s1 !== peg$FAILED) {
        s0.push(s1);
        s1 = input.charAt(peg$currPos);
        if (peg$r8.test(s1)) {
          peg$currPos++;
        } else {
          s1 = peg$FAILED;
          if (peg$silentFails === 0) {
            peg$fail(peg$e44);
          }
        }
      }
    } else {
      s0 = peg$FAILED;
    }
    return s0;
  }
  function peg$parseComment() {
    let s0, s1, s2, s3;
    s0 = peg$currPos;
    if (input.charCodeAt(peg$currPos) === 35) {
      s1 = peg$c33;
      peg$currPos++;
    } else {
      s1 = peg$FAILED;
      if (peg$silentFails === 0) {
        peg$fail(peg$e45);
      }
    }
    if (s1 !== peg$FAILED) {
      s2 = [];
      s3 = input.charAt(peg$currPos);
      if (peg$r9.test(s3)) {
        peg$currPos++;
      } else {
        s3 = peg$FAILED;
        if (peg$silentFails === 0) {
          peg$fail(peg$e46);
        }
      }
      while (s3 !== peg$FAILED) {
        s2.push(s3);
        s3 = input.charAt(peg$currPos);
        if (peg$r9.test(s3)) {
          peg$currPos++;
        } else {
          s3 = peg$FAILED;
          if (peg$silentFails === 0) {
            peg$fail(peg$e46);
          }
        }
      }
      s1 = [s1, s2];
      s0 = s1;
    } else {
      peg$currPos = s0;
      s0 = peg$FAILED;
    }
    return s0;
  }
  peg$result = peg$startRuleFunction();
  const peg$success = peg$result !== peg$FAILED && peg$currPos === input.length;
  function peg$throw() {
    if (peg$result !== peg$FAILED && peg$currPos < input.length) {
      peg$fail(peg$endExpectation());
    }
    throw peg$buildStructuredError(
      peg$maxFailExpected,
      peg$maxFailPos < input.length ? peg$getUnicode(peg$maxFailPos) : null,
      peg$maxFailPos < input.length ? peg$computeLocation(peg$maxFailPos, peg$maxFailPos + 1) : peg$computeLocation(peg$maxFailPos, peg$maxFailPos)
    );
  }
  if (options.peg$library) {
    return (
      /** @type {any} */
      {
        peg$result,
        peg$currPos,
        peg$FAILED,
        peg$maxFailExpected,
        peg$maxFailPos,
        peg$success,
        peg$throw: peg$success ? void 0 : peg$throw
      }
    );
  }
  if (peg$success) {
    return peg$result;
  } else {
    peg$throw();
  }
}

// src/effects/parse.ts
var EFFECT_MAX_DEPTH = 64;
function parseProgram(text) {
  const result = parseChecked(text);
  if (result.ok && result.value.body.length === 0) return { ok: false, error: { kind: "empty", message: "empty effect code", offset: 0, endOffset: text.length } };
  return result;
}
function parseExpression(text) {
  const blank = parseChecked(text);
  if (blank.ok && blank.value.body.length === 0) return { ok: false, error: { kind: "empty", message: "empty effect code", offset: 0, endOffset: text.length } };
  const result = parseChecked(`__expr__(${text})`);
  if (!result.ok) return { ok: false, error: shift(result.error, -"__expr__(".length, text.length) };
  const stmt = result.value.body[0];
  if (result.value.body.length !== 1 || stmt?.kind !== "do" || stmt.call.args.length !== 1 || stmt.call.args[0].name) {
    return { ok: false, error: { kind: "syntax", message: "expected a single expression", offset: 0, endOffset: text.length } };
  }
  return { ok: true, value: shiftExpression(stmt.call.args[0].value, -"__expr__(".length) };
}
function parseChecked(text) {
  const deep = deepBracket(text);
  if (deep !== null) return tooDeep(deep, deep + 1);
  let program2;
  try {
    program2 = peg$parse(text);
  } catch (e) {
    if (e instanceof peg$SyntaxError) {
      const end = text.trimEnd().length;
      const at = e.found === null ? Math.min(e.location.start.offset, end) : e.location.start.offset;
      return { ok: false, error: { kind: "syntax", message: describe(e), offset: at, endOffset: Math.max(at, e.found === null ? at : e.location.end.offset) } };
    }
    if (e instanceof RangeError) return tooDeep(0, text.length);
    throw e;
  }
  const node2 = deepNode(program2);
  return node2 ? tooDeep(node2.loc[0], node2.loc[1]) : { ok: true, value: program2 };
}
function tooDeep(offset, endOffset) {
  return { ok: false, error: { kind: "too_deep", message: `nested more than ${EFFECT_MAX_DEPTH} levels deep`, offset, endOffset } };
}
function deepBracket(text) {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c2 = text[i];
    if (c2 === '"') {
      const end = text.indexOf('"', i + 1);
      const nl = text.indexOf("\n", i + 1);
      i = end < 0 || nl >= 0 && nl < end ? nl < 0 ? text.length : nl : end;
    } else if (c2 === "#") {
      const nl = text.indexOf("\n", i);
      i = nl < 0 ? text.length : nl;
    } else if (c2 === "(" || c2 === "[" || c2 === "{") {
      if (++depth > EFFECT_MAX_DEPTH) return i;
    } else if (c2 === ")" || c2 === "]" || c2 === "}") depth = Math.max(0, depth - 1);
  }
  return null;
}
function deepNode(program2) {
  const stack = [{ value: program2, depth: 0 }];
  while (stack.length) {
    const { value, depth } = stack.pop();
    if (!value || typeof value !== "object") continue;
    const isNode = !Array.isArray(value) && "kind" in value && "loc" in value;
    const d = isNode ? depth + 1 : depth;
    if (d > EFFECT_MAX_DEPTH) return value;
    for (const [k, v] of Object.entries(value)) if (k !== "loc" && k !== "nameLoc" && v && typeof v === "object") stack.push({ value: v, depth: d });
  }
  return null;
}
var CLOSERS = /* @__PURE__ */ new Set(["`)`", "`]`", "`}`", "`,`"]);
function describe(e) {
  const found = e.found === null ? "end of effect" : `\`${e.found}\``;
  const expected = Array.isArray(e.expected) ? [...new Set(e.expected.filter((x) => x.type !== "class" && x.type !== "any").map((x) => x.type === "literal" ? `\`${x.text}\`` : x.type === "end" ? "end of effect" : x.description ?? x.type))].filter((x) => x !== "whitespace").sort((a, b) => Number(!CLOSERS.has(a)) - Number(!CLOSERS.has(b))).slice(0, 6) : [];
  return expected.length ? `unexpected ${found}; expected ${expected.join(", ")}` : `unexpected ${found}`;
}
function shift(error, by, max) {
  const clamp = (n) => Math.max(0, Math.min(max, n + by));
  return { ...error, offset: clamp(error.offset), endOffset: clamp(error.endOffset) };
}
function shiftExpression(node2, by) {
  if (Array.isArray(node2)) return node2.map((n) => shiftExpression(n, by));
  if (node2 && typeof node2 === "object") {
    const out = {};
    for (const [k, v] of Object.entries(node2)) {
      out[k] = (k === "loc" || k === "nameLoc") && Array.isArray(v) ? [v[0] + by, v[1] + by] : shiftExpression(v, by);
    }
    return out;
  }
  return node2;
}

// src/effects/vocabulary-types.ts
var VALUE_TYPES = [
  "number",
  "boolean",
  "string",
  "side",
  "space",
  "spaces",
  "group",
  "card",
  "cards",
  "effect",
  "list",
  "record",
  "any",
  "predicate",
  "pile",
  "track",
  "hook"
];

// src/content/yaml-source.ts
import { isAlias, isCollection, isPair, isScalar, LineCounter, parseDocument, Scalar } from "yaml";

// src/diagnostics/diagnostic.ts
var NO_POSITION = { line: 1, column: 1 };
function formatDiagnostic(d) {
  const where2 = `${d.file}:${d.start.line}:${d.start.column}`;
  const hint = d.hint ? `
    hint: ${d.hint}` : "";
  return `${where2}: ${d.severity} ${d.code}: ${d.message}${hint}`;
}
var ContentError = class extends Error {
  constructor(diagnostics) {
    super(diagnostics.map(formatDiagnostic).join("\n"));
    this.diagnostics = diagnostics;
    this.name = "ContentError";
  }
  diagnostics;
};
function internalError(at, e) {
  const detail = e instanceof RangeError && /call stack/i.test(e.message) ? "nested too deeply to read" : e instanceof Error ? e.message : String(e);
  return {
    code: "CW100",
    severity: "error",
    message: `cannot read this: ${detail}`,
    ...at,
    hint: "this is a bug in Cardwright if the message does not say what to fix; please report it with the file",
    key: "diag.internal",
    args: { detail },
    hintKey: "diag.hint.report"
  };
}

// src/content/yaml-source.ts
var YAML_MAX_DEPTH = 64;
var YAML_MAX_NODES = 1e5;
function parseYamlSource(path, text) {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const source = { path, text, doc, lines, data: null };
  const diagnostics = [...doc.errors, ...doc.warnings].map((e) => {
    const at = { file: path, start: positionAt(source, e.pos[0]), end: positionAt(source, e.pos[1]) };
    const detail = firstLine(e.message);
    if (e.code === "RESOURCE_EXHAUSTION") return tooDeep2(at);
    if (e.code === "TAG_RESOLVE_FAILED") {
      const tag = /tag: (\S+)/.exec(detail)?.[1] ?? detail;
      return {
        code: "CW109",
        severity: "error",
        message: `unknown YAML tag \`${tag}\``,
        ...at,
        hint: "Cardwright content uses plain YAML values: remove the tag",
        key: "diag.yaml_unknown_tag",
        args: { tag },
        hintKey: "diag.hint.remove_tag"
      };
    }
    return {
      code: e.code === "DUPLICATE_KEY" ? "CW102" : "CW101",
      severity: doc.errors.includes(e) ? "error" : "warning",
      message: e.code === "DUPLICATE_KEY" ? `duplicate key: ${detail}` : `YAML syntax: ${detail}`,
      ...at,
      hint: hintFor(e.code, e.message),
      key: e.code === "DUPLICATE_KEY" ? "diag.yaml_duplicate_key" : "diag.yaml_syntax",
      args: { detail },
      hintKey: hintKeyFor(e.code, e.message)
    };
  });
  if (diagnostics.some((d) => d.severity === "error")) return { source, diagnostics };
  const limit = sizeProblem(source);
  if (limit) return { source, diagnostics: [...diagnostics, limit] };
  try {
    source.data = doc.toJS({ maxAliasCount: -1 });
  } catch (e) {
    diagnostics.push(internalError({ file: path, start: { line: 1, column: 1 }, end: { line: 1, column: 1 } }, e));
  }
  return { source, diagnostics };
}
function tooDeep2(at) {
  return {
    code: "CW107",
    severity: "error",
    message: `YAML nested too deeply (more than ${YAML_MAX_DEPTH} levels)`,
    ...at,
    hint: "flatten the structure; content files need only a few levels",
    key: "diag.yaml_too_deep",
    args: { max: YAML_MAX_DEPTH },
    hintKey: "diag.hint.flatten"
  };
}
function sizeProblem(source) {
  const root = source.doc.contents;
  if (!root) return null;
  const at = (node2) => ({ file: source.path, start: positionAt(source, node2.range?.[0] ?? 0), end: positionAt(source, node2.range?.[1] ?? 0) });
  const size = /* @__PURE__ */ new Map();
  const stack = [{ node: root, depth: 1, done: false }];
  let expanded = 0;
  while (stack.length) {
    const top = stack.pop();
    const { node: node2, depth } = top;
    if (isAlias(node2)) {
      const target = node2.resolve(source.doc);
      const n = target ? size.get(target) ?? 1 : 1;
      size.set(node2, n);
      expanded += n;
      if (expanded > YAML_MAX_NODES) {
        return {
          code: "CW108",
          severity: "error",
          message: `YAML aliases expand to more than ${YAML_MAX_NODES.toLocaleString("en")} values`,
          ...at(node2),
          hint: "an alias (*name) repeats its anchor's whole value; write the values out or use fewer aliases",
          key: "diag.yaml_alias_bomb",
          args: { max: YAML_MAX_NODES },
          hintKey: "diag.hint.fewer_aliases"
        };
      }
      continue;
    }
    const children = childrenOf(node2);
    if (top.done || !children.length) {
      size.set(node2, 1 + children.reduce((n, c2) => n + (size.get(c2) ?? 1), 0));
      if (!children.length) expanded++;
      continue;
    }
    if (depth > YAML_MAX_DEPTH) return tooDeep2(at(node2));
    stack.push({ node: node2, depth, done: true });
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], depth: depth + 1, done: false });
  }
  return null;
}
function childrenOf(node2) {
  if (!isCollection(node2)) return [];
  const out = [];
  for (const item of node2.items) {
    if (isPair(item)) {
      if (item.key && typeof item.key === "object") out.push(item.key);
      if (item.value && typeof item.value === "object") out.push(item.value);
    } else if (item && typeof item === "object") out.push(item);
  }
  return out;
}
function hintFor(code, message) {
  if (code === "DUPLICATE_KEY") return "remove or rename one of the two keys";
  if (/Nested mappings|Implicit map keys/.test(message)) {
    return "a value that contains `: ` (like effect code with named arguments) must be a block scalar: write `event: |` and the code on the following lines, indented";
  }
  return "check indentation, colons and quotes on this line";
}
function hintKeyFor(code, message) {
  if (code === "DUPLICATE_KEY") return "diag.hint.duplicate_key";
  return /Nested mappings|Implicit map keys/.test(message) ? "diag.hint.block_scalar" : "diag.hint.check_line";
}
function firstLine(message) {
  return message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
}
function positionAt(source, offset) {
  const { line, col } = source.lines.linePos(Math.max(0, Math.min(offset, source.text.length)));
  return { line, column: col };
}
function nodeAt(source, path) {
  for (let n = path.length; n >= 0; n--) {
    const node2 = source.doc.getIn(path.slice(0, n), true);
    if (node2 && typeof node2 === "object" && "range" in node2 && node2.range) return node2;
  }
  return null;
}
function rangeAt(source, path) {
  const node2 = nodeAt(source, path);
  if (!node2?.range) return { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
  return { start: positionAt(source, node2.range[0]), end: positionAt(source, node2.range[1]) };
}
function keyRangeAt(source, path, key2) {
  const parent = source.doc.getIn(path, true);
  const pair = parent?.items?.find((p2) => isScalar(p2.key) && p2.key.value === key2);
  if (pair?.key.range) return { start: positionAt(source, pair.key.range[0]), end: positionAt(source, pair.key.range[1]) };
  return rangeAt(source, path);
}
function scalarOffsetMapper(source, path) {
  const node2 = source.doc.getIn(path, true);
  if (!node2 || !isScalar(node2) || !node2.range) return () => rangeAt(source, path).start;
  const places = valuePlaces(source.text, String(node2.value), node2.type, node2.range[0], node2.range[1]);
  return (offset) => positionAt(source, places[Math.max(0, Math.min(offset, places.length - 1))]);
}
function valuePlaces(text, value, type, from, to) {
  const block = type === Scalar.BLOCK_LITERAL || type === Scalar.BLOCK_FOLDED;
  const double = type === Scalar.QUOTE_DOUBLE;
  const single = type === Scalar.QUOTE_SINGLE;
  let p2 = block ? text.indexOf("\n", from) + 1 : double || single ? from + 1 : from;
  if (block && p2 === 0) p2 = to;
  const places = [];
  for (let i = 0; i < value.length; i++) {
    const v = value[i];
    for (; ; ) {
      if (p2 >= to) {
        places.push(to);
        break;
      }
      const c2 = text[p2];
      if (double && c2 === "\\") {
        const next2 = text[p2 + 1];
        if (next2 === "\n" || next2 === "\r") {
          p2 += next2 === "\r" && text[p2 + 2] === "\n" ? 3 : 2;
          continue;
        }
        places.push(p2);
        p2 += next2 === "x" ? 4 : next2 === "u" ? 6 : next2 === "U" ? 10 : 2;
        break;
      }
      if (single && c2 === "'" && text[p2 + 1] === "'") {
        places.push(p2);
        p2 += 2;
        break;
      }
      if (c2 === v || v === " " && c2 === "\n") {
        places.push(p2);
        p2++;
        break;
      }
      p2++;
    }
  }
  places.push(Math.min(p2, to));
  return places;
}

// src/content/code.ts
var CONTEXT_NAMES = { me: "side", opponent: "side", active: "side", this_card: "card", none: "any" };
function termsOf(words) {
  const w = words ?? {};
  const back = /* @__PURE__ */ new Map();
  for (const [k, v] of Object.entries(w)) back.set(v, k);
  return {
    term: (t) => t === "void" ? "nothing" : w[t] ?? t,
    type: (written) => VALUE_TYPES.includes(written) ? written : back.get(written) ?? null
  };
}
function vocabularyOf(d, raw, routines, terms) {
  const m = raw.manifest.data;
  const names = /* @__PURE__ */ new Map();
  const set = (ids, t) => {
    for (const id of ids) if (!names.has(id)) names.set(id, t);
  };
  set(Object.keys(m.variables ?? {}), "any");
  for (const r of routines) if (r.params.length === 0 && raw.routines.some((f) => f.data.functions?.[r.name]?.as_name)) names.set(r.name, r.returns === "void" ? "any" : r.returns);
  set(Object.keys(d.data), "record");
  set(d.sides.map((s) => s.id), "side");
  set(d.spaces.map((s) => s.id), "space");
  set(d.groups.map((g2) => g2.id), "group");
  set(d.cards.map((c2) => c2.id), "card");
  const effectIds = new Set(d.effects.map((e) => e.id));
  set(effectIds, "effect");
  set(d.piles.map((p2) => p2.id), "pile");
  set(d.tracks.map((t) => t.id), "track");
  set(d.hooks.map((h) => h.id), "hook");
  set(d.pieces.map((p2) => p2.id), "string");
  set([...m.alignments ?? [], ...Object.keys(m.constants ?? {})], "string");
  for (const [k, t] of Object.entries(CONTEXT_NAMES)) names.set(k, t);
  const callables = /* @__PURE__ */ new Map();
  for (const b of KERNEL_BUILTINS.values()) callables.set(b.name, kernelCallable(b));
  for (const r of routines) callables.set(r.name, r);
  return {
    callable: (n) => callables.get(n),
    callableNames: () => [...callables.keys()],
    nameType: (n) => names.get(n),
    names: () => [...names.keys()],
    isEffect: (n) => effectIds.has(n),
    term: terms.term,
    routines
  };
}
function compileCode(raw, d, out) {
  const m = raw.manifest.data;
  const terms = termsOf(m.terms);
  const routineDecls = [];
  const callables = [];
  const bodies = [];
  const seen = /* @__PURE__ */ new Map();
  for (const file of raw.routines) {
    for (const kind2 of ["procedures", "functions"]) {
      for (const [name, r] of Object.entries(file.data[kind2] ?? {})) {
        const at = [kind2, name];
        if (seen.has(name) || KERNEL_BUILTINS.has(name)) {
          err(out, file.source, at, "CW401", `\`${name}\` is already ${KERNEL_BUILTINS.has(name) ? "a built-in of the kernel" : "declared"}`, "give it another name", { key: "diag.duplicate_routine", args: { id: name } });
          continue;
        }
        seen.set(name, true);
        const params = (r.params ?? []).map((p2, i) => {
          const t = terms.type(p2.type);
          if (!t) err(out, file.source, [...at, "params", i, "type"], "CW203", `unknown type \`${p2.type}\``, `types: ${VALUE_TYPES.join(", ")}`, { key: "diag.unknown_type", args: { id: p2.type } });
          return { name: p2.name, type: t ?? "any", doc: p2.doc, optional: p2.default !== void 0 };
        });
        const returns = r.returns === void 0 ? "void" : terms.type(r.returns) ?? "any";
        const role = kind2 === "procedures" ? "procedure" : "function";
        const decl = {
          name,
          kind: kind2 === "procedures" ? "procedure" : "function",
          params: params.map((p2, i) => ({ name: p2.name, local: r.params[i].as ?? p2.name, type: p2.type, default: null, optional: p2.optional })),
          body: [],
          asName: r.as_name ?? false,
          constant: r.constant === true && (r.params ?? []).length === 0,
          origin: `${file.source.path} (${name})`,
          doc: r.doc ?? ""
        };
        routineDecls.push(decl);
        callables.push({ name, params, returns, kind: decl.kind, doc: r.doc ?? "", ...r.example ? { example: r.example } : {}, origin: file.source.path });
        bodies.push({ decl, raw: r, where: { source: file.source, at }, role });
      }
    }
  }
  markAsking(callables, bodies.map((b) => ({ name: b.decl.name, text: b.raw.do ?? b.raw.value ?? "" })));
  const vocabulary = vocabularyOf(d, raw, callables, terms);
  const paramScope = (decl) => new Map(decl.params.map((p2) => [p2.local ?? p2.name, p2.type]));
  for (const { decl, raw: r, where: where2, role } of bodies) {
    const locals = paramScope(decl);
    (r.params ?? []).forEach((p2, i) => {
      if (p2.default === void 0) return;
      const text = typeof p2.default === "string" ? p2.default : JSON.stringify(p2.default);
      decl.params[i].default = expression2({ ...where2, at: [...where2.at, "params", i, "default"] }, text, vocabulary, new Map([...locals].slice(0, i)), out);
    });
    if (r.value === void 0 === (r.do === void 0) && role === "function") {
      err(out, where2.source, where2.at, "CW202", `the function ${decl.name} needs either \`do:\` or \`value:\` (not both)`, void 0, { key: "diag.function_body", args: { id: decl.name } });
      continue;
    }
    if (r.value !== void 0) {
      const e = expression2({ ...where2, at: [...where2.at, "value"] }, r.value, vocabulary, locals, out);
      decl.body = e ? [{ kind: "return", value: e, loc: e.loc }] : [];
    } else decl.body = program({ ...where2, at: [...where2.at, "do"] }, r.do ?? "", vocabulary, out, locals, role) ?? [];
  }
  const cardAt = new Map(raw.cards.map((c2) => [c2.data.id, c2]));
  for (const card2 of d.cards) {
    const c2 = cardAt.get(card2.id);
    if (c2.data.event !== void 0) card2.event = program({ source: c2.source, at: [...c2.at, "event"] }, c2.data.event, vocabulary, out);
    if (c2.data.prerequisite !== void 0) card2.prerequisite = expression2({ source: c2.source, at: [...c2.at, "prerequisite"] }, c2.data.prerequisite, vocabulary, /* @__PURE__ */ new Map(), out);
  }
  const effectSources = /* @__PURE__ */ new Map();
  for (const c2 of raw.cards) (c2.data.effects ?? []).forEach((e, j) => effectSources.set(e.id, { source: c2.source, at: [...c2.at, "effects", j] }));
  for (const e of raw.effects) effectSources.set(e.data.id, { source: e.source, at: e.at });
  const momentNames = Object.fromEntries(Object.entries(m.moments ?? {}).map(([k, v]) => [k, v.names ?? []]));
  const rawEffects = new Map([...raw.cards.flatMap((c2) => c2.data.effects ?? []), ...raw.effects.map((e) => e.data)].map((e) => [e.id, e]));
  for (const e of d.effects) {
    const where2 = effectSources.get(e.id);
    const re = rawEffects.get(e.id);
    e.modifiers.forEach((mod, k) => {
      const rm = re.modifiers[k];
      const at = [...where2.at, "modifiers", k];
      const bound = /* @__PURE__ */ new Map([["it", "any"]]);
      if (mod.kind === "trigger") {
        bound.set("actor", "side");
        for (const n of mod.on ? momentNames[mod.on] ?? [] : []) bound.set(n, "any");
      }
      if (rm.where !== void 0) mod.where = expression2({ ...where2, at: [...at, "where"] }, rm.where, vocabulary, bound, out);
      if (rm.when !== void 0) mod.when = expression2({ ...where2, at: [...at, "when"] }, rm.when, vocabulary, bound, out);
      if (rm.do !== void 0) mod.do = program({ ...where2, at: [...at, "do"] }, rm.do, vocabulary, out, bound);
    });
  }
  const seq = raw.sequence;
  const step = (s, at) => program({ source: seq.source, at: [...at, "do"] }, s.do, vocabulary, out) ?? [];
  const startSteps = (seq.data.start ?? []).map((s, i) => step(s, ["start", i]));
  const turnSteps = seq.data.turns.steps.map((s, i) => step(s, ["turns", "steps", i]));
  const endSteps = (seq.data.end ?? []).map((s, i) => step(s, ["end", i]));
  const from = expression2({ source: seq.source, at: ["turns", "from"] }, seq.data.turns.from, vocabulary, /* @__PURE__ */ new Map(), out);
  const last = expression2({ source: seq.source, at: ["turns", "last"] }, seq.data.turns.last, vocabulary, /* @__PURE__ */ new Map(), out);
  const counter = seq.data.turns.counter;
  if (!(m.variables ?? {})[counter]) err(out, seq.source, ["turns", "counter"], "CW402", `unknown variable \`${counter}\``, "declare it under `variables:` in game.yaml", { key: "diag.unknown_variable", args: { id: counter } });
  const stepIds = seq.data.turns.steps.map((s) => s.id);
  const entries = [];
  for (const [id, e] of Object.entries(seq.data.entries ?? {})) {
    const index = stepIds.indexOf(e.at);
    if (index < 0) {
      err(out, seq.source, ["entries", id, "at"], "CW402", `unknown step \`${e.at}\``, `steps: ${stepIds.join(", ")}`, { key: "diag.unknown_step", args: { id: e.at } });
      continue;
    }
    const params = e.params ?? [];
    const replacement = e.do !== void 0 ? program({ source: seq.source, at: ["entries", id, "do"] }, e.do, vocabulary, out, new Map(params.map((p2) => [p2, "any"]))) : null;
    if (last) entries.push({ id, params, body: turnLoop(counter, null, last, turnSteps, index, replacement, endSteps), origin: `${seq.source.path} (entry ${id})` });
  }
  let beginAt = 0;
  if (seq.data.turns.begin_at !== void 0) {
    beginAt = stepIds.indexOf(seq.data.turns.begin_at);
    if (beginAt < 0) err(out, seq.source, ["turns", "begin_at"], "CW402", `unknown step \`${seq.data.turns.begin_at}\``, `steps: ${stepIds.join(", ")}`, { key: "diag.unknown_step", args: { id: seq.data.turns.begin_at } });
  }
  const start = from && last ? { body: [...startSteps.flat(), ...turnLoop(counter, from, last, turnSteps, Math.max(0, beginAt), null, endSteps)], origin: `${seq.source.path} (start)` } : null;
  const endConditions = [];
  (m.end_when ?? []).forEach((c2, i) => {
    const where2 = { source: raw.manifest.source, at: ["end_when", i] };
    const when = expression2({ ...where2, at: [...where2.at, "when"] }, c2.when, vocabulary, /* @__PURE__ */ new Map(), out);
    const winner = c2.winner !== void 0 ? expression2({ ...where2, at: [...where2.at, "winner"] }, c2.winner, vocabulary, /* @__PURE__ */ new Map(), out) : null;
    if (when) endConditions.push({ when, winner, reason: c2.reason, text: c2.when, origin: `game.yaml (end_when ${i + 1})` });
  });
  const invariants = [];
  (m.invariants ?? []).forEach((c2, i) => {
    const holds = expression2({ source: raw.manifest.source, at: ["invariants", i, "holds"] }, c2.holds, vocabulary, /* @__PURE__ */ new Map(), out);
    if (holds) invariants.push({ holds, message: c2.message, text: c2.holds, inPositions: c2.positions !== false, origin: `game.yaml (invariants ${i + 1})` });
  });
  const positionChecks = [];
  (m.positions?.checks ?? []).forEach((c2, i) => {
    const holds = expression2({ source: raw.manifest.source, at: ["positions", "checks", i, "holds"] }, c2.holds, vocabulary, /* @__PURE__ */ new Map(), out);
    if (holds) positionChecks.push({ holds, key: c2.key, message: c2.message, origin: `game.yaml (positions.checks ${i + 1})` });
  });
  for (const [key2, v] of [["active_variable", m.active_variable], ["effects_started_at", m.effects_started_at]]) {
    if (v !== void 0 && !(m.variables ?? {})[v]) err(out, raw.manifest.source, [key2], "CW402", `unknown variable \`${v}\``, "declare it under `variables:`", { key: "diag.unknown_variable", args: { id: v } });
  }
  for (const key2 of ["start", "prepare"]) {
    const name = m.positions?.[key2];
    if (name !== void 0 && !routineDecls.some((r) => r.name === name && r.kind === "procedure")) err(out, raw.manifest.source, ["positions", key2], "CW402", `unknown procedure \`${name}\``, void 0, { key: "diag.unknown_procedure", args: { id: name } });
  }
  const constants2 = {};
  for (const [name, data] of Object.entries(d.data)) constants2[name] = data;
  for (const id of [...m.alignments ?? [], ...Object.keys(m.constants ?? {})]) constants2[id] = id;
  return {
    code: {
      routines: routineDecls,
      constants: constants2,
      endConditions,
      invariants,
      start,
      entries,
      moments: momentNames,
      turnVariable: counter,
      activeVariable: m.active_variable ?? null,
      startedAtVariable: m.effects_started_at ?? null,
      positions: { aliases: m.positions?.aliases ?? {}, start: m.positions?.start ?? null, prepare: m.positions?.prepare ?? null, defaultEntry: m.positions?.default_entry ?? null, checks: positionChecks }
    },
    vocabulary
  };
}
function turnLoop(counter, from, last, steps, firstStep, replacement, end) {
  const loc = [0, 0];
  const name = (n) => ({ kind: "name", name: n, nameLoc: loc, loc });
  const num2 = (n) => ({ kind: "number", value: n, loc });
  const call2 = (fn, ...args) => ({ kind: "call", callee: { name: fn, loc }, args: args.map((value) => ({ name: null, value })), loc });
  const letS = (n, value) => ({ kind: "let", name: { name: n, loc }, value, loc });
  const skip = "__first_step";
  const running = "__running";
  const body = steps.map((s, i) => {
    const guarded = { kind: "if", test: { kind: "binary", op: "<=", left: name(skip), right: num2(i), loc }, then: s, otherwise: null, loc };
    if (i !== firstStep || !replacement) return guarded;
    return { kind: "if", test: { kind: "binary", op: "==", left: name(skip), right: num2(i), loc }, then: replacement, otherwise: guarded, loc };
  });
  body.push(letS(skip, num2(-1)));
  body.push({
    kind: "if",
    test: { kind: "binary", op: ">=", left: name(counter), right: last, loc },
    then: [letS(running, { kind: "boolean", value: false, loc })],
    otherwise: [{ kind: "do", call: call2("set", name(counter), { kind: "binary", op: "+", left: name(counter), right: num2(1), loc }), loc }],
    loc
  });
  return [
    ...from ? [{ kind: "do", call: call2("set", name(counter), from), loc }] : [],
    letS(skip, num2(firstStep)),
    letS(running, { kind: "boolean", value: true, loc }),
    { kind: "while", test: name(running), body, loc },
    ...end.flat()
  ];
}
function markAsking(callables, texts) {
  const asking = new Set([...KERNEL_BUILTINS.values()].filter((b) => b.asks).map((b) => b.name));
  const calls = new Map(texts.map((t) => [t.name, [...t.text.matchAll(/\b([a-z_][a-z0-9_]*)\s*\(/g)].map((m) => m[1])]));
  for (const t of texts) if (/\bchoose\b/.test(t.text)) asking.add(t.name);
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, called] of calls) {
      if (!asking.has(name) && called.some((c2) => asking.has(c2))) {
        asking.add(name);
        changed = true;
      }
    }
  }
  for (const c2 of callables) if (c2.kind === "procedure" && asking.has(c2.name)) c2.asks = true;
}
function err(out, source, at, code, message, hint, i18n) {
  const map = scalarOffsetMapper(source, at);
  const start = map(0);
  out.push({ code, severity: "error", message, file: source.path, start, end: start, ...hint ? { hint } : {}, ...i18n });
}
function locate2(source, at, problem) {
  const map = scalarOffsetMapper(source, at);
  const { key: key2, args, hintKey, hintArgs } = problem;
  return { code: problem.code, severity: "error", message: problem.message, file: source.path, start: map(problem.loc[0]), end: map(problem.loc[1]), ...problem.hint ? { hint: problem.hint } : {}, ...key2 ? { key: key2, args } : {}, ...hintKey ? { hintKey, hintArgs } : {} };
}
function syntax(where2, message, offset, end) {
  return { code: "CW301", message: `effect syntax: ${message}`, loc: [offset, end], hint: "see the effect language reference in README.md", key: "diag.effect_syntax", args: { detail: message }, hintKey: "diag.hint.reference" };
}
function program(where2, text, vocab, out, locals, role = "procedure") {
  const parsed = parseProgram(text);
  if (!parsed.ok) {
    out.push(locate2(where2.source, where2.at, syntax(where2, parsed.error.message, parsed.error.offset, parsed.error.endOffset)));
    return null;
  }
  out.push(...checkProgram(parsed.value.body, vocab, { role, locals: locals ?? /* @__PURE__ */ new Map() }).map((p2) => locate2(where2.source, where2.at, p2)));
  return parsed.value.body;
}
function expression2(where2, text, vocab, locals, out) {
  const parsed = parseExpression(text);
  if (!parsed.ok) {
    out.push(locate2(where2.source, where2.at, syntax(where2, parsed.error.message, parsed.error.offset, parsed.error.endOffset)));
    return null;
  }
  out.push(...checkExpression(parsed.value, vocab, locals).map((p2) => locate2(where2.source, where2.at, p2)));
  return parsed.value;
}

// src/content/schemas.ts
import { Ajv2020 } from "ajv/dist/2020.js";

// schemas/board.schema.json
var board_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "board.schema.json",
  title: "BoardFile",
  type: "object",
  description: "A game's board: groups of spaces (regions, theatres \u2026) and the spaces with their links. Attributes a game gives its spaces or groups (stability, battleground \u2026) are declared in game.yaml (space_fields, group_fields) and added to this schema when the game loads.",
  properties: {
    groups: {
      type: "array",
      description: "Groups of spaces (regions, subregions, theatres), in display order.",
      items: {
        type: "object",
        description: "A group of spaces.",
        properties: {
          id: {
            type: "string",
            pattern: "^[a-z][a-z0-9_]*$",
            description: "Stable id, used in effects (`it in europe`)."
          },
          name: {
            type: "string",
            description: "Name shown to players (translated as group.<id>.name)."
          },
          parent: {
            type: "string",
            pattern: "^[a-z][a-z0-9_]*$",
            description: "The group this one is part of (a subregion's region): its spaces belong to the parent too."
          },
          colour: {
            type: "string",
            description: "Colour the editor's board draws it in (#rrggbb).",
            pattern: "^#[0-9a-fA-F]{6}$"
          }
        },
        required: [
          "id",
          "name"
        ],
        additionalProperties: false
      }
    },
    spaces: {
      type: "array",
      description: "The spaces, in board order (the order lists of spaces follow).",
      items: {
        type: "object",
        description: "A space of the board.",
        properties: {
          id: {
            type: "string",
            pattern: "^[a-z][a-z0-9_]*$",
            description: "Stable id, used in effects, tests, saves and translations."
          },
          name: {
            type: "string",
            description: "Name shown to players (translated as space.<id>.name)."
          },
          groups: {
            type: "array",
            description: "Groups the space belongs to (a group's parent is implied).",
            items: {
              type: "string",
              pattern: "^[a-z][a-z0-9_]*$",
              description: "A group id."
            }
          },
          adjacent: {
            type: "array",
            description: "Spaces linked to this one; each link must be listed on both spaces (a space added by an overlay may list only its own side).",
            items: {
              type: "string",
              pattern: "^[a-z][a-z0-9_]*$",
              description: "A space id."
            }
          },
          home_of: {
            type: "string",
            pattern: "^[a-z][a-z0-9_]*$",
            description: "The side whose home this space is (a superpower): it holds no pieces and is never a target; `adjacent(x, side)` means adjacent to it."
          },
          position: {
            type: "object",
            description: "Where the editor draws it on the board (pixels of the board picture).",
            properties: {
              x: {
                type: "number",
                description: "Horizontal position."
              },
              y: {
                type: "number",
                description: "Vertical position."
              }
            },
            required: [
              "x",
              "y"
            ],
            additionalProperties: false
          }
        },
        required: [
          "id",
          "name",
          "adjacent"
        ],
        additionalProperties: false
      }
    }
  },
  required: [
    "spaces"
  ],
  additionalProperties: false
};

// schemas/cards.schema.json
var cards_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "cards.schema.json",
  title: "CardsFile",
  type: "object",
  description: "A file of cards.",
  properties: {
    cards: {
      type: "array",
      description: "The cards of this file.",
      items: {
        $ref: "#/$defs/card"
      }
    }
  },
  required: [
    "cards"
  ],
  additionalProperties: false,
  $defs: {
    card: {
      type: "object",
      description: "A card. Fields a game gives its cards (ops, era \u2026) are declared in game.yaml (card_fields) and added to this schema when the game loads.",
      properties: {
        id: {
          type: "string",
          pattern: "^[a-z][a-z0-9_]*$",
          description: "Stable id (snake_case): used by tests, saves, translations and other cards."
        },
        number: {
          type: "integer",
          minimum: 0,
          description: "Number printed on the card (unique within the game)."
        },
        name: {
          type: "string",
          description: "Name shown to players (translated as card.<id>.name)."
        },
        side: {
          type: "string",
          pattern: "^[a-z][a-z0-9_]*$",
          description: "Whose event it is: a side id, or an alignment the game declares (neutral \u2026)."
        },
        text: {
          type: "string",
          description: "The card's text in English, in our own words (translated as card.<id>.text)."
        },
        event: {
          type: "string",
          minLength: 1,
          description: "The event, in the effect language."
        },
        prerequisite: {
          type: "string",
          minLength: 1,
          description: "A condition: while it does not hold, the event cannot happen."
        },
        blocked_by: {
          type: "array",
          description: "Lasting effects that stop this event while they are in force.",
          items: {
            type: "string",
            pattern: "^[a-z][a-z0-9_]*$",
            description: "An effect id."
          }
        },
        effects: {
          type: "array",
          description: "Lasting effects this card's event can start.",
          items: {
            $ref: "#/$defs/effect"
          }
        }
      },
      required: [
        "id",
        "name",
        "side",
        "text"
      ],
      additionalProperties: false
    },
    effect: {
      type: "object",
      description: "A lasting effect the card's event can start with start_effect(id).",
      properties: {
        id: {
          type: "string",
          pattern: "^[a-z][a-z0-9_]*$",
          description: "Effect id (often the card's id)."
        },
        name: {
          type: "string",
          description: "Name shown in the log and the editor (default: the card's name)."
        },
        duration: {
          type: "string",
          description: "How long it lasts once started: a duration the game declares (game.yaml: durations), e.g. action_round, turn, or game (until ended by an event)."
        },
        modifiers: {
          type: "array",
          description: "How it changes the game while in force.",
          items: {
            $ref: "#/$defs/modifier"
          }
        }
      },
      required: [
        "id",
        "duration"
      ],
      additionalProperties: false
    },
    modifier: {
      type: "object",
      description: "One way a lasting effect changes the game. Its kind is one the game declares (game.yaml: hooks); further fields (amount, action \u2026) are declared there too (modifier_fields).",
      properties: {
        kind: {
          type: "string",
          pattern: "^[a-z][a-z0-9_]*$",
          description: "What it changes: a kind the game declares (game.yaml: hooks)."
        },
        side: {
          type: "string",
          description: "Whom it applies to: owner (who started the effect; the default), opponent, both, or a side id. A trigger with no side hears every side's moments.",
          pattern: "^[a-z][a-z0-9_]*$"
        },
        where: {
          type: "string",
          minLength: 1,
          description: "A condition on `it` (the space, card \u2026 concerned); the modifier applies only where it holds."
        },
        when: {
          type: "string",
          minLength: 1,
          description: "A condition checked each time (in a trigger it sees `it` and `actor`)."
        },
        on: {
          type: "string",
          pattern: "^[a-z][a-z0-9_]*$",
          description: "For a trigger: the moment it listens to (game.yaml: moments)."
        },
        do: {
          type: "string",
          minLength: 1,
          description: "Effect code it runs: a trigger's reaction, or a replace modifier's procedure."
        }
      },
      required: [
        "kind"
      ],
      additionalProperties: false
    }
  }
};

// schemas/game.schema.json
var game_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "game.schema.json",
  title: "GameManifest",
  type: "object",
  description: "The manifest of one game: its sides, the state it declares (tracks, pieces, piles \u2026) and the files that make it up. The kernel knows no game: everything here is what the game is.",
  properties: {
    id: {
      type: "string",
      pattern: "^[a-z][a-z0-9-]*$",
      description: "Stable id of the game, used in saved games."
    },
    name: {
      type: "string",
      description: "Name shown to players."
    },
    sides: {
      type: "array",
      minItems: 2,
      description: "The sides (players), in a fixed order.",
      items: {
        type: "object",
        description: "A side.",
        properties: {
          id: {
            type: "string",
            pattern: "^[a-z][a-z0-9_]*$",
            description: "Side id used in content and moves."
          },
          name: {
            type: "string",
            description: "Name shown to players."
          }
        },
        required: [
          "id",
          "name"
        ],
        additionalProperties: false
      }
    },
    alignments: {
      type: "array",
      description: "Card alignments that are no side (a neutral card, a UN card): allowed as a card's `side`.",
      items: {
        type: "string",
        pattern: "^[a-z][a-z0-9_]*$",
        description: "An alignment id."
      }
    },
    terms: {
      type: "object",
      description: "The game's words for the kernel's: what a space, a group \u2026 is called in messages (a space is a country in one game, a battleground in another).",
      properties: {
        space: {
          type: "string",
          description: "The game's word for space."
        },
        spaces: {
          type: "string",
          description: "The game's word for spaces."
        },
        group: {
          type: "string",
          description: "The game's word for group."
        },
        groups: {
          type: "string",
          description: "The game's word for groups."
        },
        card: {
          type: "string",
          description: "The game's word for card."
        },
        cards: {
          type: "string",
          description: "The game's word for cards."
        },
        pieces: {
          type: "string",
          description: "The game's word for pieces."
        }
      },
      additionalProperties: false
    },
    board: {
      type: "string",
      minLength: 1,
      description: "The board file: groups and spaces (relative to this folder)."
    },
    cards: {
      type: "array",
      description: "The card files (relative to this folder).",
      items: {
        type: "string",
        minLength: 1,
        description: "A file (relative to this folder)."
      }
    },
    procedures: {
      type: "array",
      description: "Files of procedures and functions in the effect language: the game's rules (relative to this folder).",
      items: {
        type: "string",
        minLength: 1,
        description: "A file (relative to this folder)."
      }
    },
    sequence: {
      type: "string",
      minLength: 1,
      description: "The sequence of play: what happens when a game starts and in each turn (relative to this folder)."
    },
    data: {
      type: "object",
      description: "Named data the game's code reads (`rules.turns.count`): each from a YAML file, checked by the game's own JSON Schema.",
      propertyNames: {
        pattern: "^[a-z][a-z0-9_]*$"
      },
      additionalProperties: {
        type: "object",
        description: "A data file.",
        properties: {
          file: {
            type: "string",
            minLength: 1,
            description: "The YAML file (relative to this folder)."
          },
          schema: {
            type: "string",
            minLength: 1,
            description: "A JSON Schema (2020-12) the file must satisfy (relative to this folder)."
          }
        },
        required: [
          "file"
        ],
        additionalProperties: false
      }
    },
    scenarios: {
      type: "object",
      description: "Scenarios: named starts, read by the game's setup code as `scenario`.",
      properties: {
        files: {
          type: "array",
          description: "Scenario files (relative to this folder).",
          items: {
            type: "string",
            minLength: 1,
            description: "A file (relative to this folder)."
          }
        },
        schema: {
          type: "string",
          minLength: 1,
          description: "A JSON Schema every scenario (and every scenario an overlay gives) must satisfy (relative to this folder)."
        }
      },
      required: [
        "files"
      ],
      additionalProperties: false
    },
    overlays: {
      type: "array",
      description: "Overlay files: scenarios, variants and options composed over the base game (relative to this folder).",
      items: {
        type: "string",
        minLength: 1,
        description: "A file (relative to this folder)."
      }
    },
    locales: {
      type: "object",
      description: "Message files: English source and translations.",
      properties: {
        source: {
          type: "string",
          minLength: 1,
          description: "The English messages (relative to this folder)."
        },
        translations: {
          type: "array",
          description: "Translations (relative to this folder).",
          items: {
            type: "string",
            minLength: 1,
            description: "A file (relative to this folder)."
          }
        }
      },
      required: [
        "source"
      ],
      additionalProperties: false
    },
    tracks: {
      type: "object",
      description: "Tracks: numbers on the board, each within its bounds (DEFCON 1\u20135, VP, military ops per side \u2026).",
      propertyNames: {
        pattern: "^[a-z][a-z0-9_]*$"
      },
      additionalProperties: {
        type: "object",
        description: "A track.",
        properties: {
          name: {
            type: "string",
            description: "Name shown to players (translated as track.<id>.name)."
          },
          per_side: {
            type: "boolean",
            description: "One marker per side (default: one shared marker)."
          },
          range: {
            type: "array",
            description: "Lowest and highest value; moves stop there.",
            items: {
              type: "integer",
              description: "A bound."
            },
            minItems: 2,
            maxItems: 2
          },
          start: {
            type: "integer",
            description: "Value when a game begins (default: the lowest, or 0 when that is in range); the game's setup code may set it."
          },
          show: {
            type: "string",
            enum: [
              "scale",
              "bar",
              "pips",
              "number",
              "hidden"
            ],
            description: "How the editor draws it: a scale of boxes, a tug-of-war bar, pips, a number, or not at all."
          }
        },
        required: [
          "name",
          "range"
        ],
        additionalProperties: false
      }
    },
    variables: {
      type: "object",
      description: "Variables of the game's code: the turn, the active side \u2026",
      propertyNames: {
        pattern: "^[a-z][a-z0-9_]*$"
      },
      additionalProperties: {
        type: "object",
        description: "A variable.",
        properties: {
          start: {
            description: "Its value when a game begins (default none)."
          },
          doc: {
            type: "string",
            description: "What it holds (hover text, reference)."
          },
          schema: {
            type: "object",
            description: "A JSON Schema its start value must match when a game is started with one (a save's `vars`, `cardwright new-game --bid`)."
          }
        },
        required: [
          "doc"
        ],
        additionalProperties: false
      }
    },
    pieces: {
      type: "object",
      description: "Kinds of pieces sides put on spaces (influence, cubes).",
      propertyNames: {
        pattern: "^[a-z][a-z0-9_]*$"
      },
      additionalProperties: {
        type: "object",
        description: "A kind of piece.",
        properties: {
          name: {
            type: "string",
            description: "Name shown to players."
          },
          cap_per_space: {
            type: "integer",
            minimum: 0,
            description: "Most pieces of one side on one space (default: no limit)."
          },
          supply: {
            type: "integer",
            minimum: 0,
            description: "Pieces each side has in all (default: no limit)."
          }
        },
        required: [
          "name"
        ],
        additionalProperties: false
      }
    },
    piles: {
      type: "object",
      description: "Piles of cards and who may see them.",
      propertyNames: {
        pattern: "^[a-z][a-z0-9_]*$"
      },
      additionalProperties: {
        type: "object",
        description: "A pile.",
        properties: {
          name: {
            type: "string",
            description: "Name shown to players."
          },
          per_side: {
            type: "boolean",
            description: "Each side has its own (a hand)."
          },
          visibility: {
            type: "string",
            enum: [
              "public",
              "owner",
              "hidden"
            ],
            description: "Who sees its cards: everyone, its side only, or nobody (a draw pile)."
          }
        },
        required: [
          "name",
          "visibility"
        ],
        additionalProperties: false
      }
    },
    special_cards: {
      type: "array",
      description: "Cards held outside the piles by a side, face up or down (the China Card).",
      items: {
        type: "string",
        pattern: "^[a-z][a-z0-9_]*$",
        description: "A card id."
      }
    },
    card_fields: {
      type: "object",
      description: "Fields the game's cards have besides the kernel's (ops, era \u2026).",
      propertyNames: {
        pattern: "^[a-z][a-z0-9_]*$"
      },
      additionalProperties: {
        type: "object",
        description: "A JSON Schema for the field's value, with a `description` (it is added to the file's schema: completion and hover in editors).",
        required: [
          "description"
        ],
        properties: {
          description: {
            type: "string",
            description: "What the field is (hover text)."
          }
        }
      }
    },
    space_fields: {
      type: "object",
      description: "Attributes the game's spaces have (stability, battleground \u2026).",
      propertyNames: {
        pattern: "^[a-z][a-z0-9_]*$"
      },
      additionalProperties: {
        type: "object",
        description: "A JSON Schema for the field's value, with a `description` (it is added to the file's schema: completion and hover in editors).",
        required: [
          "description"
        ],
        properties: {
          description: {
            type: "string",
            description: "What the field is (hover text)."
          }
        }
      }
    },
    group_fields: {
      type: "object",
      description: "Attributes the game's groups have.",
      propertyNames: {
        pattern: "^[a-z][a-z0-9_]*$"
      },
      additionalProperties: {
        type: "object",
        description: "A JSON Schema for the field's value, with a `description` (it is added to the file's schema: completion and hover in editors).",
        required: [
          "description"
        ],
        properties: {
          description: {
            type: "string",
            description: "What the field is (hover text)."
          }
        }
      }
    },
    modifier_fields: {
      type: "object",
      description: "Fields modifiers of lasting effects may have (amount, action \u2026).",
      propertyNames: {
        pattern: "^[a-z][a-z0-9_]*$"
      },
      additionalProperties: {
        type: "object",
        description: "A JSON Schema for the field's value, with a `description` (it is added to the file's schema: completion and hover in editors).",
        required: [
          "description"
        ],
        properties: {
          description: {
            type: "string",
            description: "What the field is (hover text)."
          }
        }
      }
    },
    hooks: {
      type: "object",
      description: "Kinds of modifiers lasting effects may have, and what each changes.",
      propertyNames: {
        pattern: "^[a-z][a-z0-9_]*$"
      },
      additionalProperties: {
        type: "object",
        description: "A modifier kind.",
        properties: {
          form: {
            type: "string",
            enum: [
              "adjust",
              "forbid",
              "flag",
              "replace",
              "trigger",
              "info"
            ],
            description: "adjust: a number; forbid: actions (field `action`); flag: on or off; replace: runs `do` instead of a procedure; trigger: runs `do` at a moment; info: read by the game's code only."
          },
          doc: {
            type: "string",
            description: "What it changes (reference and hover text)."
          },
          replaces: {
            type: "string",
            pattern: "^[a-z][a-z0-9_]*$",
            description: "For replace: the procedure it replaces."
          }
        },
        required: [
          "form",
          "doc"
        ],
        additionalProperties: false
      }
    },
    durations: {
      type: "array",
      description: "How long lasting effects may last: the game's code ends them (end_effects).",
      items: {
        type: "string",
        pattern: "^[a-z][a-z0-9_]*$",
        description: "A duration."
      }
    },
    moments: {
      type: "object",
      description: "Moments triggers can listen to; the game's code emits them.",
      propertyNames: {
        pattern: "^[a-z][a-z0-9_]*$"
      },
      additionalProperties: {
        type: "object",
        description: "A moment.",
        properties: {
          doc: {
            type: "string",
            description: "When it happens."
          },
          names: {
            type: "array",
            description: "Names a trigger's code sees besides `it` and `actor`.",
            items: {
              type: "string",
              pattern: "^[a-z][a-z0-9_]*$",
              description: "A name."
            }
          }
        },
        required: [
          "doc"
        ],
        additionalProperties: false
      }
    },
    constants: {
      type: "object",
      description: "Ids the game's code may name that are nothing else (eras, alignments \u2026): each stands for itself.",
      propertyNames: {
        pattern: "^[a-z][a-z0-9_]*$"
      },
      additionalProperties: {
        type: "string",
        description: "What it means."
      }
    },
    active_variable: {
      type: "string",
      pattern: "^[a-z][a-z0-9_]*$",
      description: "The variable holding the active side (the context of code no player started, e.g. triggers)."
    },
    effects_started_at: {
      type: "string",
      pattern: "^[a-z][a-z0-9_]*$",
      description: "The variable an effect records when it starts (e.g. the turn)."
    },
    end_when: {
      type: "array",
      description: "Conditions checked after every step: the first that holds ends the game.",
      items: {
        type: "object",
        description: "An end condition.",
        properties: {
          when: {
            type: "string",
            minLength: 1,
            description: "The condition."
          },
          winner: {
            type: "string",
            minLength: 1,
            description: "Who wins (a side), in the effect language."
          },
          reason: {
            type: "string",
            pattern: "^[a-z][a-z0-9_]*$",
            description: "Why the game ended (a message key)."
          }
        },
        required: [
          "when",
          "reason"
        ],
        additionalProperties: false
      }
    },
    positions: {
      type: "object",
      description: "How a position (a scenario test's start, an editor test game) names the game's state: keys the game allows besides tracks, piles, pieces and variables.",
      properties: {
        aliases: {
          type: "object",
          description: "Other names for declared things in positions and expectations (hands \u2192 hand).",
          propertyNames: {
            pattern: "^[a-z][a-z0-9_]*$"
          },
          additionalProperties: {
            type: "string",
            pattern: "^[a-z][a-z0-9_]*$",
            description: "The declared thing."
          }
        },
        prepare: {
          type: "string",
          pattern: "^[a-z][a-z0-9_]*$",
          description: "A procedure run after a position is laid out, before the game continues (fill the draw pile \u2026)."
        },
        start: {
          type: "string",
          pattern: "^[a-z][a-z0-9_]*$",
          description: "A procedure run before a position is laid out (the scenario's defaults the position may override)."
        },
        default_entry: {
          type: "string",
          pattern: "^[a-z][a-z0-9_]*$",
          description: "The entry point a position starts at when it names none (`phase`)."
        },
        checks: {
          type: "array",
          description: "Conditions a position must meet to be a state a game can reach (checked after it is laid out, besides the tracks' ranges, the invariants and the end conditions); a failed check is reported at the position's `key`.",
          items: {
            type: "object",
            description: "A check.",
            properties: {
              holds: {
                type: "string",
                minLength: 1,
                description: "The condition, in the effect language."
              },
              key: {
                type: "string",
                pattern: "^[a-z][a-z0-9_]*$",
                description: "The position key the problem is reported at."
              },
              message: {
                type: "string",
                description: "What is impossible when it does not hold."
              }
            },
            required: [
              "holds",
              "key",
              "message"
            ],
            additionalProperties: false
          }
        }
      },
      additionalProperties: false
    },
    invariants: {
      type: "array",
      description: "Conditions every state of a game must keep (checked after every move by `cardwright simulate --check` and the property tests, and on every start position unless `positions: false`).",
      items: {
        type: "object",
        description: "An invariant.",
        properties: {
          holds: {
            type: "string",
            minLength: 1,
            description: "The condition, in the effect language."
          },
          message: {
            type: "string",
            description: "What is wrong when it does not hold."
          },
          positions: {
            type: "boolean",
            default: true,
            description: "false: not checked on a position a test or the editor starts from (a position may leave cards out of the game)."
          }
        },
        required: [
          "holds",
          "message"
        ],
        additionalProperties: false
      }
    },
    translate: {
      type: "array",
      description: "Names in the game's data that translators translate (era names from the rules, say): each list item's `name`, under the key <key>.<id>.name.",
      items: {
        type: "object",
        description: "A list of named things in a data file.",
        properties: {
          key: {
            type: "string",
            pattern: "^[a-z][a-z0-9_]*$",
            description: "The translation key prefix (era \u2192 era.<id>.name)."
          },
          data: {
            type: "string",
            pattern: "^[a-z][a-z0-9_]*$",
            description: "The named data (game.yaml: data)."
          },
          list: {
            type: "string",
            description: "Where the list is in it, as a dotted path (turns.eras)."
          },
          id: {
            type: "string",
            pattern: "^[a-z][a-z0-9_]*$",
            description: "The field of each item that names it (id, box \u2026)."
          }
        },
        required: [
          "key",
          "data",
          "list",
          "id"
        ],
        additionalProperties: false
      }
    },
    card_face: {
      type: "object",
      description: "How a card's face is drawn (editor previews, `cardwright i18n card`): its corner value, the lines under the title, the notes under the text.",
      properties: {
        title: {
          type: "string",
          description: "Message key of the title line (arguments number, name and every card field)."
        },
        corner: {
          type: "object",
          description: "A card field shown on the face.",
          properties: {
            field: {
              type: "string",
              pattern: "^[a-z][a-z0-9_]*$",
              description: "The card field."
            },
            message: {
              type: "string",
              description: "A message key whose template shows it (its argument is named like the field)."
            },
            name: {
              type: "string",
              pattern: "^[a-z][a-z0-9_]*$",
              description: "Or: show the localized name of the value under this key prefix (era \u2192 era.<value>.name)."
            },
            equals: {
              description: "For a note: shown when the field has this value (default: when it is true)."
            }
          },
          required: [
            "field"
          ],
          additionalProperties: false
        },
        lines: {
          type: "array",
          description: "Fields shown under the title, in order.",
          items: {
            type: "object",
            description: "A card field shown on the face.",
            properties: {
              field: {
                type: "string",
                pattern: "^[a-z][a-z0-9_]*$",
                description: "The card field."
              },
              message: {
                type: "string",
                description: "A message key whose template shows it (its argument is named like the field)."
              },
              name: {
                type: "string",
                pattern: "^[a-z][a-z0-9_]*$",
                description: "Or: show the localized name of the value under this key prefix (era \u2192 era.<value>.name)."
              },
              equals: {
                description: "For a note: shown when the field has this value (default: when it is true)."
              }
            },
            required: [
              "field"
            ],
            additionalProperties: false
          }
        },
        notes: {
          type: "array",
          description: "Notes under the text, each when its field has a value.",
          items: {
            type: "object",
            description: "A card field shown on the face.",
            properties: {
              field: {
                type: "string",
                pattern: "^[a-z][a-z0-9_]*$",
                description: "The card field."
              },
              message: {
                type: "string",
                description: "A message key whose template shows it (its argument is named like the field)."
              },
              name: {
                type: "string",
                pattern: "^[a-z][a-z0-9_]*$",
                description: "Or: show the localized name of the value under this key prefix (era \u2192 era.<value>.name)."
              },
              equals: {
                description: "For a note: shown when the field has this value (default: when it is true)."
              }
            },
            required: [
              "field"
            ],
            additionalProperties: false
          }
        }
      },
      additionalProperties: false
    }
  },
  required: [
    "id",
    "name",
    "sides",
    "board",
    "cards",
    "sequence"
  ],
  additionalProperties: false
};

// schemas/locale.schema.json
var locale_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "locale.schema.json",
  title: "LocaleFile",
  type: "object",
  description: "A locale file: the English source of the engine's and the editor's messages (en.yaml), or a translation of the game's strings into one language (es.yaml, it.yaml, pt.yaml \u2026).",
  properties: {
    language: {
      type: "string",
      description: "Language code (BCP 47), e.g. en, es, it, pt or pt-BR. `--lang` and the editor's language picker use it.",
      pattern: "^[a-z]{2,3}(-[A-Z]{2})?$"
    },
    name: {
      type: "string",
      description: "The language's name in that language (Espa\xF1ol, Italiano \u2026), shown in the language picker.",
      minLength: 1
    },
    messages: {
      type: "object",
      description: "Only in the source locale (en.yaml): the English template of every message, by key (log lines, decision prompts, diagnostics, command-line output, editor strings). Templates use {arg}, {n, plural, one {\u2026} other {\u2026}}, {x, select, \u2026}, {n, number} and typed names such as {c, card}. Translations refer to a message as `msg.<key>`.",
      propertyNames: {
        pattern: "^[a-z][a-z0-9_]*(\\.[a-z0-9_]+)*$"
      },
      additionalProperties: {
        type: "string",
        description: "The English template of this message."
      }
    },
    strings: {
      type: "object",
      description: "Only in a translation: the translated strings, by key. Keys: card.<id>.name, card.<id>.text, country.<id>.name, region.<id>.name, side.<id>.name, era.<id>.name, space.<box>.name, effect.<id>.name, overlay.<id>.name, overlay.<id>.description, game.name, note.<slug>, and msg.<key> for a message of en.yaml. `cardwright i18n status` lists what is missing or outdated.",
      propertyNames: {
        pattern: "^[a-z][a-z0-9_]*(\\.[a-z0-9_]+)+$"
      },
      additionalProperties: {
        type: "object",
        description: "One translated string.",
        properties: {
          text: {
            type: "string",
            description: "The translation. Messages keep the placeholders of the English template ({side, side}, {n, plural, \u2026}); the words around them are free.",
            minLength: 1
          },
          source: {
            type: "string",
            description: "Which version of the English text this translates: the hash `cardwright i18n stamp LANG KEY` writes. When the English text changes, the translation is reported as outdated until it is revised and stamped again.",
            pattern: "^[0-9a-f]{8}$"
          }
        },
        additionalProperties: false,
        required: [
          "text"
        ]
      }
    },
    glossary: {
      type: "array",
      description: "Only in a translation: the official terms of the language's printed edition (the rulebook seeds), one entry per term, shown to translators. `cardwright i18n status` warns (CW607) about a translated string that uses one of an entry's `avoid` variants (case-insensitive, whole words), and `--check` counts these warnings.",
      items: {
        type: "object",
        description: "One official term.",
        properties: {
          term: {
            type: "string",
            description: "The English term or concept the entry is about (e.g. Space Race box 4, headline).",
            minLength: 1
          },
          official: {
            type: "string",
            description: "The edition's printed term, to be used in translations.",
            minLength: 1
          },
          source: {
            type: "string",
            description: "Where the term is printed: the seed file and the place in it (rule, table, card).",
            minLength: 1
          },
          avoid: {
            type: "array",
            description: "Wrong variants: a translated string containing one of them (case-insensitive, whole words) gets a CW607 warning.",
            items: {
              type: "string",
              description: "A variant to avoid.",
              minLength: 1
            }
          },
          note: {
            type: "string",
            description: "A short explanation for translators.",
            minLength: 1
          }
        },
        required: [
          "term",
          "official",
          "source"
        ],
        additionalProperties: false
      }
    }
  },
  additionalProperties: false,
  required: [
    "language",
    "name"
  ]
};

// schemas/overlay.schema.json
var overlay_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "overlay.schema.json",
  title: "OverlayFile",
  type: "object",
  description: "A scenario, variant or option: changes composed over the base game when it is selected (the scenario first, then the variants in the order given, then the options; a later one wins where two change the same thing).",
  properties: {
    id: {
      type: "string",
      pattern: "^[a-z][a-z0-9_]*$",
      description: "Stable id, used by --scenario, --variant and --option and in saves."
    },
    kind: {
      type: "string",
      enum: [
        "scenario",
        "variant",
        "option"
      ],
      description: "What it is: a different start (scenario), a different game (variant) or a rule switch (option)."
    },
    name: {
      type: "string",
      description: "Name shown to players (translated as overlay.<id>.name)."
    },
    description: {
      type: "string",
      description: "One line for `cardwright scenarios` and the editor (translated as overlay.<id>.description)."
    },
    notes: {
      type: "string",
      description: "Decisions taken where the sources are silent, for designers."
    },
    requires: {
      type: "array",
      description: "Overlays that must also be selected.",
      items: {
        type: "string",
        pattern: "^[a-z][a-z0-9_]*$",
        description: "An overlay id."
      }
    },
    conflicts: {
      type: "array",
      description: "Overlays that cannot be selected with this one.",
      items: {
        type: "string",
        pattern: "^[a-z][a-z0-9_]*$",
        description: "An overlay id."
      }
    },
    scenario: {
      type: "object",
      description: "For a scenario: the start itself, in the game's scenario format (game.yaml: scenarios.schema)."
    },
    scenario_changes: {
      type: "object",
      description: "Merged into the selected scenario, key by key (the game's scenario format)."
    },
    scenario_append: {
      type: "object",
      description: "Items appended to lists of the selected scenario (e.g. more setup steps, effects in force from the start).",
      additionalProperties: {
        type: "array",
        description: "Items appended to the scenario's list of that name."
      }
    },
    effects: {
      type: "array",
      description: "Lasting effects this overlay declares (as on cards).",
      items: {
        $ref: "cards.schema.json#/$defs/effect"
      }
    },
    board: {
      type: "object",
      description: "Spaces and groups added to the board (or replacing those with the same id).",
      properties: {
        groups: {
          type: "array",
          description: "Groups added or replaced.",
          items: {
            type: "object",
            description: "A group (board file format)."
          }
        },
        spaces: {
          type: "array",
          description: "Spaces added or replaced; their links to existing spaces apply both ways.",
          items: {
            type: "object",
            description: "A space (board file format)."
          }
        }
      },
      additionalProperties: false
    },
    data: {
      type: "object",
      description: "Merged into the game's named data, key by key (`data: { rules: { alternate_rules: { \u2026 } } }`).",
      additionalProperties: {
        type: "object",
        description: "Changes to one named data file."
      }
    },
    cards: {
      type: "object",
      description: "Cards added, changed or taken out.",
      properties: {
        add: {
          type: "array",
          description: "Cards added (or replacing those with the same id).",
          items: {
            $ref: "cards.schema.json#/$defs/card"
          }
        },
        change: {
          type: "array",
          description: "Fields of existing cards changed.",
          items: {
            type: "object",
            description: "The card's id and the fields that change.",
            properties: {
              id: {
                type: "string",
                pattern: "^[a-z][a-z0-9_]*$",
                description: "The card."
              }
            },
            required: [
              "id"
            ]
          }
        },
        remove: {
          type: "array",
          description: "Cards taken out of the game.",
          items: {
            type: "string",
            pattern: "^[a-z][a-z0-9_]*$",
            description: "A card id."
          }
        }
      },
      additionalProperties: false
    }
  },
  required: [
    "id",
    "kind",
    "name",
    "description"
  ],
  additionalProperties: false
};

// schemas/routines.schema.json
var routines_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "routines.schema.json",
  title: "RoutinesFile",
  type: "object",
  description: "A file of the game's rules as code: procedures (they may ask players and change the game) and functions (they only compute a value).",
  properties: {
    procedures: {
      type: "object",
      description: "Procedures by name.",
      propertyNames: {
        pattern: "^[a-z][a-z0-9_]*$"
      },
      additionalProperties: {
        $ref: "#/$defs/procedure"
      }
    },
    functions: {
      type: "object",
      description: "Functions by name.",
      propertyNames: {
        pattern: "^[a-z][a-z0-9_]*$"
      },
      additionalProperties: {
        $ref: "#/$defs/function"
      }
    }
  },
  additionalProperties: false,
  $defs: {
    param: {
      type: "object",
      description: "A parameter.",
      properties: {
        name: {
          type: "string",
          pattern: "^[a-z][a-z0-9_]*$",
          description: "Its name inside the body."
        },
        type: {
          type: "string",
          description: "Its kind of value: number, boolean, string, side, space, spaces, group, card, cards, effect, list, record, any, predicate, pile, track, hook (or the game's word for one, from `terms`). `predicate` is a condition on `it`, written at the call (`where: it in europe`).",
          pattern: "^[a-z][a-z0-9_]*$"
        },
        default: {
          description: "Effect code for its value when the caller leaves it out (`none`, `me`, `1`); without one the parameter is required."
        },
        doc: {
          type: "string",
          description: "What it is (reference and hover text)."
        },
        as: {
          type: "string",
          pattern: "^[a-z][a-z0-9_]*$",
          description: "The parameter's name inside the body, when callers use a word the language reserves (`in`)."
        }
      },
      required: [
        "name",
        "type",
        "doc"
      ],
      additionalProperties: false
    },
    procedure: {
      type: "object",
      description: "A procedure.",
      properties: {
        doc: {
          type: "string",
          description: "What it does (reference and hover text)."
        },
        params: {
          type: "array",
          description: "Its parameters, in order (callers may also name them).",
          items: {
            $ref: "#/$defs/param"
          }
        },
        returns: {
          type: "string",
          description: "The kind of value it gives (see parameter types); omit when it gives none.",
          pattern: "^[a-z][a-z0-9_]*$"
        },
        as_name: {
          type: "boolean",
          description: "A function of no parameters that may be written without parentheses (`defcon_level`)."
        },
        example: {
          type: "string",
          description: "A short example of a call (reference)."
        },
        do: {
          type: "string",
          minLength: 1,
          description: "The body, in the effect language; `return x` gives the result."
        }
      },
      additionalProperties: false,
      required: [
        "do"
      ]
    },
    function: {
      type: "object",
      description: "A function.",
      properties: {
        doc: {
          type: "string",
          description: "What it does (reference and hover text)."
        },
        params: {
          type: "array",
          description: "Its parameters, in order (callers may also name them).",
          items: {
            $ref: "#/$defs/param"
          }
        },
        returns: {
          type: "string",
          description: "The kind of value it gives (see parameter types); omit when it gives none.",
          pattern: "^[a-z][a-z0-9_]*$"
        },
        as_name: {
          type: "boolean",
          description: "A function of no parameters that may be written without parentheses (`defcon_level`)."
        },
        example: {
          type: "string",
          description: "A short example of a call (reference)."
        },
        do: {
          type: "string",
          minLength: 1,
          description: "The body, in the effect language; `return x` gives the result."
        },
        value: {
          type: "string",
          minLength: 1,
          description: "The result, as one expression (instead of `do`)."
        },
        constant: {
          type: "boolean",
          description: "A function of no parameters whose value never changes during a game (it reads only the board, the cards and the data, never the state): computed once."
        }
      },
      additionalProperties: false
    }
  }
};

// schemas/sequence.schema.json
var sequence_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "sequence.schema.json",
  title: "SequenceFile",
  type: "object",
  description: "The sequence of play: steps run once at the start, steps repeated each turn (or round), and steps after the last one.",
  properties: {
    start: {
      type: "array",
      description: "Steps run once when a new game begins (setup).",
      items: {
        $ref: "#/$defs/step"
      }
    },
    turns: {
      type: "object",
      description: "The repeated part.",
      properties: {
        counter: {
          type: "string",
          pattern: "^[a-z][a-z0-9_]*$",
          description: "The variable counting turns (or rounds)."
        },
        from: {
          type: "string",
          minLength: 1,
          description: "Its value at the first turn of a new game."
        },
        last: {
          type: "string",
          minLength: 1,
          description: "The last turn: after its steps the repetition ends."
        },
        steps: {
          type: "array",
          description: "The steps of each turn, in order.",
          items: {
            $ref: "#/$defs/step"
          }
        },
        begin_at: {
          type: "string",
          pattern: "^[a-z][a-z0-9_]*$",
          description: "The step the first turn of a new game begins at (the start steps having done the earlier ones); default the first step."
        }
      },
      required: [
        "counter",
        "from",
        "last",
        "steps"
      ],
      additionalProperties: false
    },
    end: {
      type: "array",
      description: "Steps after the last turn (final scoring).",
      items: {
        $ref: "#/$defs/step"
      }
    },
    entries: {
      type: "object",
      description: "Where a position (a test's start, an editor test game) may begin: at a step of the current turn, optionally with code that replaces that step for the first turn only.",
      propertyNames: {
        pattern: "^[a-z][a-z0-9_]*$"
      },
      additionalProperties: {
        type: "object",
        description: "An entry point.",
        properties: {
          at: {
            type: "string",
            pattern: "^[a-z][a-z0-9_]*$",
            description: "The step it starts at."
          },
          params: {
            type: "array",
            description: "Names of the position's values this entry takes (action_round \u2026); they are variables of `do`.",
            items: {
              type: "string",
              pattern: "^[a-z][a-z0-9_]*$",
              description: "A name."
            }
          },
          do: {
            type: "string",
            minLength: 1,
            description: "Runs instead of the step, the first time only."
          }
        },
        required: [
          "at"
        ],
        additionalProperties: false
      }
    }
  },
  required: [
    "turns"
  ],
  additionalProperties: false,
  $defs: {
    step: {
      type: "object",
      description: "A step of the sequence.",
      properties: {
        id: {
          type: "string",
          pattern: "^[a-z][a-z0-9_]*$",
          description: "Its name (positions may start at it)."
        },
        do: {
          type: "string",
          minLength: 1,
          description: "What happens, in the effect language (usually a procedure call)."
        }
      },
      required: [
        "id",
        "do"
      ],
      additionalProperties: false
    }
  }
};

// schemas/test.schema.json
var test_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "test.schema.json",
  title: "ScenarioTestFile",
  type: "object",
  description: "A scenario test: a start, a script of moves with forced dice, and the state expected afterwards.",
  properties: {
    name: {
      type: "string",
      description: "What the test shows."
    },
    rule: {
      type: "string",
      description: "The rule or card it concerns."
    },
    scenario: {
      type: "string",
      pattern: "^[a-z][a-z0-9_]*$",
      description: "Scenario to start from (default: standard)."
    },
    variants: {
      type: "array",
      description: "Variants on.",
      items: {
        type: "string",
        pattern: "^[a-z][a-z0-9_]*$",
        description: "A variant id."
      }
    },
    options: {
      type: "array",
      description: "Options on.",
      items: {
        type: "string",
        pattern: "^[a-z][a-z0-9_]*$",
        description: "An option id."
      }
    },
    seed: {
      type: "integer",
      description: "Random seed (default 1)."
    },
    strict: {
      type: "boolean",
      description: "A die roll the script did not force fails the test (default true)."
    },
    position: {
      $ref: "#/$defs/position"
    },
    steps: {
      type: "array",
      description: "The script.",
      items: {
        $ref: "#/$defs/step"
      }
    },
    expect: {
      $ref: "#/$defs/expect"
    }
  },
  required: [
    "name",
    "steps"
  ],
  additionalProperties: false,
  $defs: {
    expect: {
      type: "object",
      description: "What must hold. Keys are the game's declared names: a track (`defcon: 3`, or by side: `military_ops: { us: 2 }`), a kind of piece by space (`influence: { cuba: [0, 3] }`, counts in side order), a pile (`discard: [...]`, by side for hands), `<pile>_includes`, `<pile>_excludes`, `<pile>_size`, a special card (`china_card: { holder: ussr, face_up: true }`), a variable (`turn: 3`), or one of the properties below.",
      properties: {
        effects: {
          type: "array",
          description: "Exactly these lasting effects are in force.",
          items: {
            type: "string",
            pattern: "^[a-z][a-z0-9_]*$",
            description: "An effect."
          }
        },
        effects_include: {
          type: "array",
          description: "These effects are in force.",
          items: {
            type: "string",
            pattern: "^[a-z][a-z0-9_]*$",
            description: "An effect."
          }
        },
        effects_exclude: {
          type: "array",
          description: "These effects are not in force.",
          items: {
            type: "string",
            pattern: "^[a-z][a-z0-9_]*$",
            description: "An effect."
          }
        },
        winner: {
          type: "string",
          description: "The winner: a side, draw, none (every side lost)."
        },
        reason: {
          type: "string",
          description: "Why the game ended."
        },
        pending: {
          type: "object",
          description: "A decision that must be pending (one of them, when several sides are asked at once).",
          properties: {
            player: {
              type: "string",
              pattern: "^[a-z][a-z0-9_]*$",
              description: "Who must decide."
            },
            kind: {
              type: "string",
              description: "What is asked."
            },
            options: {
              type: "array",
              description: "Exactly these options (in any order).",
              items: {
                type: [
                  "string",
                  "number"
                ],
                description: "An option."
              }
            },
            options_include: {
              type: "array",
              description: "At least these options.",
              items: {
                type: [
                  "string",
                  "number"
                ],
                description: "An option."
              }
            },
            options_exclude: {
              type: "array",
              description: "None of these options.",
              items: {
                type: [
                  "string",
                  "number"
                ],
                description: "An option."
              }
            }
          },
          additionalProperties: false
        },
        log_includes: {
          type: "array",
          description: "Log keys that must appear since the start of the test.",
          items: {
            type: "string",
            description: "A message key."
          }
        },
        log_sequence: {
          type: "array",
          description: "Log lines that must appear in this order: a key, then values some argument of the line must equal (`event.play fidel`).",
          items: {
            type: "string",
            description: "A key and values."
          }
        }
      },
      additionalProperties: {
        description: "A value: a number, an id, a list, or a map by side id."
      },
      propertyNames: {
        pattern: "^[a-z][a-z0-9_]*$"
      }
    },
    position: {
      type: "object",
      description: "The start of the test instead of the scenario's: the game's declared names (tracks, pieces by space, piles, special cards, variables), `clear_<pieces>: true` to start from an empty board, `phase` (an entry point of the sequence: headline, action \u2026), `effects` in force.",
      properties: {
        phase: {
          type: "string",
          pattern: "^[a-z][a-z0-9_]*$",
          description: "Where play begins: an entry point the game's sequence declares."
        },
        effects: {
          type: "array",
          description: "Lasting effects in force (owner: the card's side unless given).",
          items: {
            oneOf: [
              {
                type: "string",
                pattern: "^[a-z][a-z0-9_]*$",
                description: "An effect id."
              },
              {
                type: "object",
                description: "An effect and its owner.",
                properties: {
                  id: {
                    type: "string",
                    pattern: "^[a-z][a-z0-9_]*$",
                    description: "The effect."
                  },
                  owner: {
                    type: "string",
                    pattern: "^[a-z][a-z0-9_]*$",
                    description: "Whose it is."
                  },
                  value: {
                    description: "Its value."
                  }
                },
                required: [
                  "id"
                ],
                additionalProperties: false
              }
            ]
          }
        }
      },
      additionalProperties: {
        description: "A value: a number, an id, a list, or a map by side id."
      },
      propertyNames: {
        pattern: "^[a-z][a-z0-9_]*$"
      }
    },
    step: {
      type: "object",
      description: "One step: a side's answer (`us: cuba`), forced dice, forced random picks, a move that must be refused, or expectations.",
      minProperties: 1,
      maxProperties: 1,
      properties: {
        dice: {
          type: "array",
          description: "The next die results, forced.",
          items: {
            type: "integer",
            minimum: 1,
            description: "A die result."
          }
        },
        picks: {
          type: "array",
          description: "The next random picks, forced.",
          items: {
            type: "string",
            description: "The id picked."
          }
        },
        illegal: {
          type: "object",
          description: 'A move that must be refused (and change nothing): `{ us: cuba, reason: "\u2026" }`.',
          properties: {
            reason: {
              type: "string",
              description: "Part of the reason it must give."
            }
          },
          additionalProperties: {
            type: [
              "string",
              "number"
            ],
            description: "The side and its answer."
          }
        },
        expect: {
          $ref: "#/$defs/expect"
        }
      },
      additionalProperties: {
        type: [
          "string",
          "number"
        ],
        description: "A side answering the pending decision with this option."
      }
    }
  }
};

// schemas/save.schema.json
var save_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "save.schema.json",
  title: "SaveFile",
  type: "object",
  description: "A saved game (version 3): how it started, every move, forced die roll and forced random pick since, and the state they lead to. `cardwright replay` replays the steps from the start and checks that they reproduce the state.",
  properties: {
    format: {
      const: "cardwright-save",
      description: 'Always "cardwright-save": tells a save from other JSON files.'
    },
    version: {
      const: 3,
      description: "Version of the save format. Versions 1 and 2 (Twilight Struggle before the generic kernel) are still read: their steps are replayed and their bid becomes the start value of the game's `bid` variable; `cardwright replay FILE --upgrade` rewrites them as version 3."
    },
    content: {
      type: "string",
      pattern: "^[a-z][a-z0-9-]*$",
      description: "Id of the game content it was played with (game.yaml `id`)."
    },
    scenario: {
      type: "string",
      pattern: "^[a-z][a-z0-9_]*$",
      description: "The scenario it started from."
    },
    variants: {
      type: "array",
      description: "Variants that were on, in order.",
      maxItems: 100,
      uniqueItems: true,
      items: {
        type: "string",
        pattern: "^[a-z][a-z0-9_]*$",
        description: "A variant id."
      }
    },
    options: {
      type: "array",
      description: "Options that were on.",
      maxItems: 100,
      uniqueItems: true,
      items: {
        type: "string",
        pattern: "^[a-z][a-z0-9_]*$",
        description: "An option id."
      }
    },
    seed: {
      type: "integer",
      minimum: 0,
      maximum: 2147483647,
      description: "Seed of the random generator."
    },
    steps: {
      type: "array",
      description: "Every move and forced die roll since the start, in order.",
      maxItems: 2e5,
      items: {
        type: "object",
        description: "A move ({player, choice}), forced die results ({dice}) or forced random picks ({picks}).",
        properties: {
          player: {
            type: "string",
            pattern: "^[a-z][a-z0-9_]*$",
            maxLength: 100,
            description: "The side that decides."
          },
          choice: {
            type: "string",
            maxLength: 200,
            description: "The option chosen (a card, a country, a mode \u2026)."
          },
          dice: {
            type: "array",
            description: "Die results forced for the next rolls.",
            minItems: 1,
            maxItems: 100,
            items: {
              type: "integer",
              minimum: 1,
              maximum: 100,
              description: "A die result."
            }
          },
          picks: {
            type: "array",
            description: "Random picks forced for the next random choices (a card id each).",
            minItems: 1,
            maxItems: 100,
            items: {
              type: "string",
              maxLength: 200,
              description: "What the next random choice that can take it takes."
            }
          }
        },
        minProperties: 1,
        if: {
          anyOf: [
            {
              properties: {
                dice: {
                  description: "Forced dice."
                }
              },
              required: [
                "dice"
              ]
            },
            {
              properties: {
                picks: {
                  description: "Forced picks."
                }
              },
              required: [
                "picks"
              ]
            }
          ]
        },
        then: {
          maxProperties: 1
        },
        else: {
          properties: {
            player: {
              description: "The side."
            },
            choice: {
              description: "Its choice."
            }
          },
          required: [
            "player",
            "choice"
          ]
        },
        additionalProperties: false
      }
    },
    state: {
      type: "object",
      description: "The state the steps lead to (checked by replaying them)."
    },
    vars: {
      type: "object",
      description: "Start values of the game's declared variables the game was created with (a tournament bid \u2026).",
      propertyNames: {
        pattern: "^[a-z][a-z0-9_]*$"
      },
      maxProperties: 100
    }
  },
  required: [
    "format",
    "version",
    "content",
    "scenario",
    "variants",
    "options",
    "seed",
    "steps",
    "state"
  ],
  additionalProperties: false
};

// src/content/schemas.ts
var schemas = {
  game: game_schema_default,
  board: board_schema_default,
  cards: cards_schema_default,
  routines: routines_schema_default,
  sequence: sequence_schema_default,
  overlay: overlay_schema_default,
  test: test_schema_default,
  locale: locale_schema_default,
  save: save_schema_default
};
var ajv = null;
var compiled = null;
function instance() {
  if (!ajv) {
    ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
    for (const s of Object.values(schemas)) ajv.addSchema(s);
  }
  return ajv;
}
function validators() {
  if (!compiled) {
    const a = instance();
    compiled = Object.fromEntries(Object.entries(schemas).map(([k, s]) => [k, a.getSchema(s.$id)]));
  }
  return compiled;
}
var custom = /* @__PURE__ */ new Map();
function customValidator(schema) {
  const key2 = JSON.stringify(schema);
  let v = custom.get(key2);
  if (!v) {
    try {
      const { $id: _id, $schema: _s, ...rest } = schema;
      v = instance().compile(rest);
    } catch (e) {
      v = e;
    }
    custom.set(key2, v);
  }
  return v;
}
function extendedCardsSchema(cardFields, modifierFields, required = []) {
  const s = structuredClone(cards_schema_default);
  Object.assign(s.$defs.card.properties, cardFields);
  s.$defs.card.required = [...s.$defs.card.required, ...required];
  Object.assign(s.$defs.modifier.properties, modifierFields);
  return s;
}
function extendedOverlaySchema(cards) {
  const s = structuredClone(overlay_schema_default);
  s.$defs = structuredClone(cards.$defs);
  const text = JSON.stringify(s).replaceAll('"cards.schema.json#/$defs/', '"#/$defs/');
  return JSON.parse(text);
}
function extendedBoardSchema(spaceFields, groupFields) {
  const s = structuredClone(board_schema_default);
  Object.assign(s.properties.spaces.items.properties, spaceFields);
  Object.assign(s.properties.groups.items.properties, groupFields);
  return s;
}
function validateAgainstSchema(kind2, data, source, label = typeof kind2 === "string" ? kind2 : "file") {
  const validate = typeof kind2 === "string" ? validators()[kind2] : kind2;
  if (validate(data)) return [];
  return simplify(validate.errors ?? []).map((e) => toDiagnostic(e, source, label));
}
function validateData(kind2, data, label = typeof kind2 === "string" ? kind2 : "data") {
  const validate = typeof kind2 === "string" ? validators()[kind2] : kind2;
  if (validate(data)) return [];
  return simplify(validate.errors ?? []).map((e) => {
    const path = pathOf(e.instancePath);
    const where2 = path.length ? path.join(".") : label;
    if (e.keyword === "additionalProperties") {
      const key2 = String(e.params.additionalProperty);
      return { code: "CW201", message: `unknown property \`${key2}\` in ${where2}`, path };
    }
    return { code: "CW205", message: `${where2} ${e.message ?? "is invalid"}`, path };
  });
}
function simplify(errors) {
  const specific = errors.filter((e) => e.keyword !== "oneOf" && e.keyword !== "if");
  const kept = specific.length ? specific : errors;
  const seen = /* @__PURE__ */ new Set();
  return kept.filter((e) => {
    const key2 = `${e.instancePath}|${e.keyword}|${JSON.stringify(e.params)}`;
    if (seen.has(key2)) return false;
    seen.add(key2);
    return true;
  });
}
function pathOf(instancePath) {
  if (!instancePath) return [];
  return instancePath.slice(1).split("/").map((p2) => p2.replace(/~1/g, "/").replace(/~0/g, "~")).map((p2) => /^\d+$/.test(p2) ? Number(p2) : p2);
}
function toDiagnostic(e, source, kind2) {
  const path = pathOf(e.instancePath);
  const where2 = path.length ? path.join(".") : `the ${kind2} file`;
  const base = { severity: "error", file: source.path };
  const at = { where: path.length ? path.join(".") : "root", kind: kind2 };
  switch (e.keyword) {
    case "additionalProperties": {
      const key2 = String(e.params.additionalProperty);
      return { ...base, code: "CW201", message: `unknown property \`${key2}\` in ${where2}`, ...keyRangeAt(source, path, key2), hint: "check the spelling; the schema lists the allowed properties", key: "diag.schema_unknown_property", args: { ...at, property: key2 }, hintKey: "diag.hint.schema_spelling" };
    }
    case "required": {
      const key2 = String(e.params.missingProperty);
      return { ...base, code: "CW202", message: `missing required property \`${key2}\` in ${where2}`, ...rangeAt(source, path), hint: `add \`${key2}:\``, key: "diag.schema_missing_property", args: { ...at, property: key2 }, hintKey: "diag.hint.add_property", hintArgs: { property: key2 } };
    }
    case "enum": {
      const allowed = e.params.allowedValues.map(String).join(", ");
      return { ...base, code: "CW203", message: `${where2} must be one of: ${allowed}`, ...rangeAt(source, path), key: "diag.schema_enum", args: { ...at, allowed } };
    }
    case "type":
      return { ...base, code: "CW204", message: `${where2} must be ${e.params.type}`, ...rangeAt(source, path), key: "diag.schema_type", args: { ...at, type: String(e.params.type) } };
    default:
      return { ...base, code: "CW205", message: `${where2} ${e.message ?? "is invalid"}`, ...rangeAt(source, path), key: "diag.schema_other", args: { ...at, detail: e.message ?? "is invalid" } };
  }
}

// src/content/compose.ts
function compose(raw, selection) {
  const problems = [];
  const byId = new Map(raw.overlays.map((o) => [o.data.id, o]));
  const chosen = [];
  const pick = (id, kind2) => {
    const o = byId.get(id);
    if (!o) return false;
    if (o.data.kind !== kind2) {
      problems.push({ code: "CW501", message: `\`${id}\` is a ${o.data.kind}, not a ${kind2}`, source: o.source, at: [...o.at, "kind"], hint: `use --${o.data.kind} ${id}`, key: "diag.overlay_wrong_kind", args: { id, is: o.data.kind, expected: kind2 }, hintKey: "diag.hint.use_flag", hintArgs: { kind: o.data.kind, id } });
      return true;
    }
    chosen.push(o);
    return true;
  };
  const scenarioIsOverlay = byId.has(selection.scenario) ? pick(selection.scenario, "scenario") : false;
  for (const v of selection.variants) if (!pick(v, "variant")) problems.push(unknown(raw, v, "variant"));
  for (const o of selection.options) if (!pick(o, "option")) problems.push(unknown(raw, o, "option"));
  const on = /* @__PURE__ */ new Set([...chosen.map((o) => o.data.id), selection.scenario, ...selection.options]);
  for (const o of chosen) {
    (o.data.requires ?? []).forEach((r, i) => {
      if (!on.has(r)) problems.push({ code: "CW502", message: `${o.data.id} requires ${r}`, source: o.source, at: [...o.at, "requires", i], hint: `add ${r} to the game`, key: "diag.overlay_requires", args: { id: o.data.id, required: r }, hintKey: "diag.hint.add_overlay", hintArgs: { required: r } });
    });
    (o.data.conflicts ?? []).forEach((c2, i) => {
      if (on.has(c2)) problems.push({ code: "CW503", message: `${o.data.id} cannot be combined with ${c2}`, source: o.source, at: [...o.at, "conflicts", i], key: "diag.overlay_conflicts", args: { id: o.data.id, other: c2 } });
    });
  }
  let board = raw.board;
  const data = { ...raw.data };
  let cards = [...raw.cards];
  let scenarios = [...raw.scenarios];
  const effects = [...raw.effects];
  const changes = [];
  for (const o of chosen) {
    const d = o.data;
    (d.effects ?? []).forEach((e, i) => effects.push({ data: e, source: o.source, at: [...o.at, "effects", i] }));
    if (d.scenario_changes || d.scenario_append) changes.push({ source: o.source, at: o.at, merge: d.scenario_changes ?? {}, append: d.scenario_append ?? {} });
    if (d.scenario) scenarios = [...scenarios.filter((s) => s.data.id !== d.id), { data: { ...d.scenario, id: d.id, name: d.name, description: d.description }, source: o.source, at: [...o.at, "scenario"] }];
    if (d.board?.spaces?.length || d.board?.groups?.length) {
      const spaces = replaceById(board.data.spaces, d.board.spaces ?? []);
      const groups = replaceById(board.data.groups ?? [], d.board.groups ?? []);
      board = { ...board, data: { ...board.data, spaces, groups }, overlaySpaces: /* @__PURE__ */ new Set([...board.overlaySpaces ?? [], ...(d.board.spaces ?? []).map((s) => s.id)]) };
    }
    for (const [name, change] of Object.entries(d.data ?? {})) {
      const base = data[name];
      if (!base) {
        problems.push({ code: "CW402", message: `unknown data \`${name}\``, source: o.source, at: [...o.at, "data", name], hint: `the game's data: ${Object.keys(data).join(", ") || "none"}`, key: "diag.unknown_data", args: { id: name } });
        continue;
      }
      const merged = deepMerge(base.data, change);
      data[name] = { ...base, data: merged };
      const v = raw.dataValidators[name];
      if (v) for (const e of validateData(v, merged, name)) problems.push({ code: e.code, message: `${e.message} (after applying ${d.id})`, source: o.source, at: [...o.at, "data", name, ...e.path] });
    }
    const removed = new Set(d.cards?.remove ?? []);
    const replaced = new Set((d.cards?.add ?? []).map((c2) => c2.id));
    cards = cards.filter((c2) => !removed.has(c2.data.id) && !replaced.has(c2.data.id));
    (d.cards?.add ?? []).forEach((c2, i) => cards.push({ data: c2, source: o.source, at: [...o.at, "cards", "add", i] }));
    (d.cards?.change ?? []).forEach((change, i) => {
      const at = cards.findIndex((c2) => c2.data.id === change.id);
      if (at < 0) {
        problems.push({ code: "CW402", message: `unknown card \`${change.id}\``, source: o.source, at: [...o.at, "cards", "change", i, "id"], key: "diag.unknown_card", args: { id: change.id } });
        return;
      }
      const changesCode = "event" in change || "prerequisite" in change || "effects" in change;
      cards[at] = { data: { ...cards[at].data, ...change }, source: changesCode ? o.source : cards[at].source, at: changesCode ? [...o.at, "cards", "change", i] : cards[at].at };
    });
  }
  if (!scenarioIsOverlay && !scenarios.some((s) => s.data.id === selection.scenario)) problems.push(unknown(raw, selection.scenario, "scenario"));
  scenarios = scenarios.map((s) => {
    if (s.data.id !== selection.scenario || !changes.length) return s;
    let scenario = s.data;
    for (const c2 of changes) {
      scenario = deepMerge(scenario, c2.merge);
      for (const [k, items2] of Object.entries(c2.append)) scenario = { ...scenario, [k]: [...scenario[k] ?? [], ...items2] };
    }
    if (raw.scenarioValidator) {
      const last = changes[changes.length - 1];
      for (const e of validateData(raw.scenarioValidator, scenario, s.data.id)) problems.push({ code: e.code, message: `${e.message} (in ${s.data.id} after the variants and options)`, source: last.source, at: [...last.at, "scenario_changes", ...e.path] });
    }
    return { ...s, data: scenario };
  });
  return { game: { ...raw, board, data, cards, scenarios, effects }, problems };
}
function replaceById(base, added) {
  const ids = new Set(added.map((x) => x.id));
  return [...base.filter((x) => !ids.has(x.id)), ...added];
}
function unknown(raw, id, kind2) {
  const known = raw.overlays.filter((o) => o.data.kind === kind2).map((o) => o.data.id);
  if (kind2 === "scenario") known.unshift(...raw.scenarios.map((s) => s.data.id));
  return {
    code: "CW504",
    message: `unknown ${kind2} \`${id}\``,
    source: raw.manifest.source,
    at: [],
    hint: known.length ? `known: ${known.join(", ")}` : `no ${kind2} is defined`,
    key: "diag.unknown_overlay",
    args: { kind: kind2, id },
    ...known.length ? { hintKey: "diag.hint.known", hintArgs: { known: known.join(", ") } } : { hintKey: "diag.hint.none_defined", hintArgs: { kind: kind2 } }
  };
}
function deepMerge(base, over) {
  if (isPlainObject(base) && isPlainObject(over)) {
    const out = { ...base };
    for (const [k, v] of Object.entries(over)) out[k] = k in base ? deepMerge(base[k], v) : v;
    return out;
  }
  return over;
}
function isPlainObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

// src/content/declare.ts
function reporter(out) {
  return {
    err: (source, at, code, message, hint, i18n) => out.push({ code, severity: "error", message, file: source.path, ...rangeAt(source, at), ...hint ? { hint } : {}, ...i18n })
  };
}
var KERNEL_CARD_KEYS = /* @__PURE__ */ new Set(["id", "number", "name", "side", "text", "event", "prerequisite", "blocked_by", "effects"]);
var KERNEL_MODIFIER_KEYS = /* @__PURE__ */ new Set(["kind", "side", "where", "when", "on", "do"]);
function declare(raw, r) {
  const m = raw.manifest.data;
  const ms = raw.manifest.source;
  const sides = m.sides.map((s) => ({ id: s.id, name: s.name }));
  const sideIds = new Set(sides.map((s) => s.id));
  const alignments = new Set(m.alignments ?? []);
  m.sides.forEach((s, i) => {
    if (m.sides.findIndex((x) => x.id === s.id) !== i) r.err(ms, ["sides", i, "id"], "CW401", `duplicate side \`${s.id}\``, void 0, { key: "diag.duplicate_id", args: { id: s.id } });
  });
  const tracks = Object.entries(m.tracks ?? {}).map(([id, t]) => {
    const [min, max] = t.range;
    if (min > max) r.err(ms, ["tracks", id, "range"], "CW205", `the range of ${id} goes down (${min} to ${max})`, void 0, { key: "diag.bad_range", args: { id } });
    const start = t.start ?? (min <= 0 && max >= 0 ? 0 : min);
    return { id, name: t.name, perSide: t.per_side ?? false, min, max, start };
  });
  const variables = Object.entries(m.variables ?? {}).map(([id, v]) => ({ id, start: v.start ?? null, doc: v.doc }));
  const pieces = Object.entries(m.pieces ?? {}).map(([id, p2]) => ({ id, name: p2.name, capPerSpace: p2.cap_per_space ?? Infinity, supply: p2.supply ?? Infinity }));
  const piles = Object.entries(m.piles ?? {}).map(([id, p2]) => ({ id, name: p2.name, perSide: p2.per_side ?? false, visibility: p2.visibility }));
  const b = raw.board;
  const groups = (b.data.groups ?? []).map((g2) => ({ id: g2.id, name: g2.name, parent: g2.parent ?? null, colour: g2.colour ?? null, attrs: attrsOf(g2, ["id", "name", "parent", "colour"], m.group_fields) }));
  const groupIds = /* @__PURE__ */ new Set();
  (b.data.groups ?? []).forEach((g2, i) => {
    if (groupIds.has(g2.id)) r.err(b.source, ["groups", i, "id"], "CW401", `duplicate id \`${g2.id}\``, void 0, { key: "diag.duplicate_id", args: { id: g2.id } });
    groupIds.add(g2.id);
  });
  (b.data.groups ?? []).forEach((g2, i) => {
    if (g2.parent && !groupIds.has(g2.parent)) r.err(b.source, ["groups", i, "parent"], "CW402", `unknown group \`${g2.parent}\``, void 0, { key: "diag.unknown_group", args: { id: g2.parent } });
  });
  const spaceIds = /* @__PURE__ */ new Map();
  b.data.spaces.forEach((s, i) => {
    if (spaceIds.has(s.id) || groupIds.has(s.id) || sideIds.has(s.id)) r.err(b.source, ["spaces", i, "id"], "CW401", `duplicate id \`${s.id}\``, "every space, group, side and card needs its own id", { key: "diag.duplicate_id", args: { id: s.id }, hintKey: "diag.hint.unique_id" });
    spaceIds.set(s.id, i);
  });
  const overlaySpaces = b.overlaySpaces ?? /* @__PURE__ */ new Set();
  const links = b.data.spaces.map((s) => new Set(s.adjacent));
  b.data.spaces.forEach((s, i) => {
    (s.groups ?? []).forEach((g2, j) => {
      if (!groupIds.has(g2)) r.err(b.source, ["spaces", i, "groups", j], "CW402", `unknown group \`${g2}\` in ${s.id}`, void 0, { key: "diag.unknown_group_of", args: { id: g2, space: s.id } });
    });
    if (s.home_of !== void 0 && !sideIds.has(s.home_of)) r.err(b.source, ["spaces", i, "home_of"], "CW402", `unknown side \`${s.home_of}\``, void 0, { key: "diag.unknown_side", args: { id: s.home_of } });
    s.adjacent.forEach((a, j) => {
      const other = spaceIds.get(a);
      if (other === void 0) {
        r.err(b.source, ["spaces", i, "adjacent", j], "CW402", `unknown space \`${a}\` in the links of ${s.id}`, void 0, { key: "diag.unknown_adjacent", args: { id: a, country: s.id } });
        return;
      }
      if (links[other].has(s.id)) return;
      if (overlaySpaces.has(s.id)) links[other].add(s.id);
      else r.err(b.source, ["spaces", i, "adjacent", j], "CW403", `${s.id} lists ${a} as adjacent, but ${a} does not list ${s.id}`, `add ${s.id} to the adjacent list of ${a}`, { key: "diag.one_sided_adjacency", args: { country: s.id, other: a }, hintKey: "diag.hint.add_adjacent", hintArgs: { country: s.id, other: a } });
    });
  });
  const spaces = b.data.spaces.map((s, i) => ({
    id: s.id,
    name: s.name,
    groups: s.groups ?? [],
    adjacent: [...links[i]],
    homeOf: s.home_of ?? null,
    position: s.position ?? null,
    attrs: attrsOf(s, ["id", "name", "groups", "adjacent", "home_of", "position"], m.space_fields)
  }));
  const hooks = Object.entries(m.hooks ?? {}).map(([id, h]) => ({ id, form: h.form, replaces: h.replaces ?? null, doc: h.doc }));
  const hookIds = new Set(hooks.map((h) => h.id));
  const moments = new Set(Object.keys(m.moments ?? {}));
  const durations = new Set(m.durations ?? []);
  const cardIds = /* @__PURE__ */ new Map();
  const numbers = /* @__PURE__ */ new Map();
  const effects = [];
  const effectIds = /* @__PURE__ */ new Map();
  const special = new Set(m.special_cards ?? []);
  const checkEffect = (e, card2, cardName, source, at) => {
    if (effectIds.has(e.id)) r.err(source, [...at, "id"], "CW401", `duplicate effect id \`${e.id}\``, void 0, { key: "diag.duplicate_effect_id", args: { id: e.id } });
    effectIds.set(e.id, true);
    if (durations.size && !durations.has(e.duration)) r.err(source, [...at, "duration"], "CW203", `unknown duration \`${e.duration}\``, `durations: ${[...durations].join(", ")}`, { key: "diag.unknown_duration", args: { id: e.duration }, hintKey: "diag.hint.durations", hintArgs: { durations: [...durations].join(", ") } });
    const modifiers = (e.modifiers ?? []).map((mod, k) => {
      const mat = [...at, "modifiers", k];
      if (!hookIds.has(mod.kind)) r.err(source, [...mat, "kind"], "CW402", `unknown modifier kind \`${mod.kind}\``, `kinds: ${[...hookIds].join(", ")}`, { key: "diag.unknown_hook", args: { id: mod.kind }, hintKey: "diag.hint.hooks", hintArgs: { hooks: [...hookIds].join(", ") } });
      if (mod.on !== void 0 && !moments.has(mod.on)) r.err(source, [...mat, "on"], "CW402", `unknown moment \`${mod.on}\``, `moments: ${[...moments].join(", ")}`, { key: "diag.unknown_moment", args: { id: mod.on }, hintKey: "diag.hint.moments", hintArgs: { moments: [...moments].join(", ") } });
      const side2 = mod.side ?? (mod.kind === "trigger" ? "both" : "owner");
      if (!["owner", "opponent", "both"].includes(side2) && !sideIds.has(side2)) r.err(source, [...mat, "side"], "CW402", `unknown side \`${side2}\``, "owner, opponent, both or a side id", { key: "diag.unknown_side", args: { id: side2 } });
      const fields = {};
      for (const [k2, v] of Object.entries(mod)) if (!KERNEL_MODIFIER_KEYS.has(k2)) fields[k2] = v;
      return { kind: mod.kind, fields, side: side2, where: null, when: null, do: null, on: mod.on ?? null };
    });
    effects.push({ id: e.id, card: card2, name: e.name ?? cardName ?? e.id, duration: e.duration, modifiers });
  };
  for (const c2 of raw.cards) {
    const { data: card2, source, at } = c2;
    if (cardIds.has(card2.id) || spaceIds.has(card2.id) || groupIds.has(card2.id) || sideIds.has(card2.id)) r.err(source, [...at, "id"], "CW401", `duplicate id \`${card2.id}\``, void 0, { key: "diag.duplicate_id", args: { id: card2.id } });
    cardIds.set(card2.id, c2);
    if (card2.number !== void 0) {
      if (numbers.has(card2.number)) r.err(source, [...at, "number"], "CW401", `card number ${card2.number} is used by both ${numbers.get(card2.number)} and ${card2.id}`, void 0, { key: "diag.duplicate_card_number", args: { number: card2.number, first: numbers.get(card2.number), second: card2.id } });
      numbers.set(card2.number, card2.id);
    }
    if (!sideIds.has(card2.side) && !alignments.has(card2.side)) r.err(source, [...at, "side"], "CW402", `unknown side \`${card2.side}\``, `sides and alignments: ${[...sideIds, ...alignments].join(", ")}`, { key: "diag.unknown_side", args: { id: card2.side } });
    (card2.effects ?? []).forEach((e, j) => checkEffect(e, card2.id, card2.name, source, [...at, "effects", j]));
  }
  for (const e of raw.effects) checkEffect(e.data, null, null, e.source, e.at);
  for (const c2 of raw.cards) {
    (c2.data.blocked_by ?? []).forEach((x, j) => {
      if (!effectIds.has(x)) r.err(c2.source, [...c2.at, "blocked_by", j], "CW402", `unknown effect \`${x}\``, "blocked_by lists effect ids declared under some card's `effects:`", { key: "diag.unknown_effect", args: { id: x }, hintKey: "diag.hint.blocked_by" });
    });
  }
  (m.special_cards ?? []).forEach((id, i) => {
    if (!cardIds.has(id)) r.err(ms, ["special_cards", i], "CW402", `unknown card \`${id}\``, void 0, { key: "diag.unknown_card", args: { id } });
  });
  const cards = raw.cards.map((c2) => c2.data).sort((a, b2) => (a.number ?? 0) - (b2.number ?? 0)).map((c2) => ({
    id: c2.id,
    name: c2.name,
    side: c2.side,
    blockedBy: c2.blocked_by ?? [],
    special: special.has(c2.id),
    event: null,
    prerequisite: null,
    attrs: { ...attrsOf(c2, [...KERNEL_CARD_KEYS], m.card_fields), ...c2.number !== void 0 ? { number: c2.number } : {}, text: c2.text }
  }));
  const data = {};
  for (const [name, d] of Object.entries(raw.data)) data[name] = d.data;
  return { id: m.id, name: m.name, sides, tracks, variables, pieces, groups, spaces, piles, cards, effects, hooks, data };
}
function attrsOf(thing, kernelKeys, declared) {
  const out = {};
  for (const [k, f] of Object.entries(declared ?? {})) if ("default" in f) out[k] = f.default;
  for (const [k, v] of Object.entries(thing)) if (!kernelKeys.includes(k)) out[k] = v;
  return out;
}

// src/content/open-file.ts
var MAX_CONTENT_FILE_BYTES = 4 * 1024 * 1024;
var ContentReadError = class extends Error {
  constructor(code, message, key2, args, position) {
    super(message);
    this.code = code;
    this.key = key2;
    this.args = args;
    this.position = position;
    this.name = "ContentReadError";
  }
  code;
  key;
  args;
  position;
};
var PATH_REASONS = {
  empty: "the path is empty",
  nul: "the path contains a NUL character",
  absolute: "absolute paths are not allowed",
  dotdot: "`..` leads out of the content folder",
  link: "a symbolic link leads out of it"
};
function pathProblem(path) {
  if (path === "") return "empty";
  if (path.includes("\0")) return "nul";
  if (path.startsWith("/") || path.startsWith("\\") || /^[a-zA-Z]:/.test(path)) return "absolute";
  let depth = 0;
  for (const part of path.split(/[\\/]/)) {
    if (part === "..") depth--;
    else if (part !== "." && part !== "") depth++;
    if (depth < 0) return "dotdot";
  }
  return null;
}
function outsideError(path, reason) {
  return new ContentReadError("CW104", `\`${path}\` is outside the content folder: ${PATH_REASONS[reason]}`, "diag.path_outside", { path, reason });
}
var READ_HINTS = {
  CW104: { hint: "name files relative to the content folder, inside it", hintKey: "diag.hint.inside_folder" },
  CW105: { hint: "name a YAML file of the content folder here", hintKey: "diag.hint.name_a_file" },
  CW106: { hint: "save the file as UTF-8 in your editor", hintKey: "diag.hint.save_utf8" }
};
function openYamlFile(read, path, label, from) {
  const where2 = () => from ? { file: from.source.path, ...rangeAt(from.source, from.at) } : { file: `${label}/${path}`, start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
  const fail = (d) => ({ source: null, data: null, diagnostics: [d] });
  const leaves = pathProblem(path);
  if (leaves) {
    const e = outsideError(path, leaves);
    return fail({ code: e.code, severity: "error", message: e.message, ...where2(), key: e.key, args: e.args, ...READ_HINTS.CW104 });
  }
  let text;
  try {
    text = read(path);
  } catch (e) {
    if (e instanceof ContentReadError) {
      const at = e.position ? { file: path, start: e.position, end: e.position } : where2();
      return fail({ code: e.code, severity: "error", message: e.message, ...at, key: e.key, args: e.args, ...READ_HINTS[e.code] });
    }
    return fail(internalError(where2(), e));
  }
  if (text === null) {
    return fail({
      code: "CW103",
      severity: "error",
      message: `file not found: ${path}`,
      ...where2(),
      hint: "check the path in game.yaml (relative to the content folder)",
      key: "diag.file_not_found",
      args: { path },
      hintKey: "diag.hint.check_path"
    });
  }
  try {
    const { source, diagnostics } = parseYamlSource(path, text);
    return { source, data: diagnostics.some((d) => d.severity === "error") ? null : source.data, diagnostics };
  } catch (e) {
    return fail(internalError({ file: path, start: { line: 1, column: 1 }, end: { line: 1, column: 1 } }, e));
  }
}
function decodeUtf8(bytes) {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    const bad = firstInvalidByte(bytes);
    const lineStart = bytes.lastIndexOf(10, bad - 1) + 1;
    const line = bytes.subarray(0, bad).reduce((n, b) => n + (b === 10 ? 1 : 0), 1);
    const column = new TextDecoder().decode(bytes.subarray(lineStart, bad)).length + 1;
    const hex = bytes[bad].toString(16).toUpperCase().padStart(2, "0");
    throw new ContentReadError("CW106", `not valid UTF-8: byte 0x${hex} at line ${line}, column ${column}`, "diag.not_utf8", { byte: `0x${hex}`, line, column }, { line, column });
  }
}
function firstInvalidByte(b) {
  let i = 0;
  while (i < b.length) {
    const c2 = b[i];
    const n = c2 < 128 ? 0 : c2 >= 194 && c2 <= 223 ? 1 : c2 >= 224 && c2 <= 239 ? 2 : c2 >= 240 && c2 <= 244 ? 3 : -1;
    if (n < 0) return i;
    for (let k = 1; k <= n; k++) {
      const x = b[i + k];
      if (x === void 0 || (x & 192) !== 128) return i;
    }
    if (c2 === 224 && b[i + 1] < 160 || c2 === 237 && b[i + 1] > 159 || c2 === 240 && b[i + 1] < 144 || c2 === 244 && b[i + 1] > 143) return i;
    i += n + 1;
  }
  return Math.max(0, b.length - 1);
}

// src/content/raw.ts
function loadRaw(read, label = ".") {
  const diagnostics = [];
  const sources = /* @__PURE__ */ new Map();
  const parse = (path, from) => {
    const opened = openYamlFile(read, path, label, from);
    if (opened.source) sources.set(path, opened.source);
    diagnostics.push(...opened.diagnostics);
    if (!opened.source || opened.data === null) return null;
    return { value: opened.data, source: opened.source };
  };
  const validate = (schema, value, source, kind2) => {
    try {
      return validateAgainstSchema(schema, value, source, kind2);
    } catch (e) {
      return [internalError({ file: source.path, start: NO_POSITION, end: NO_POSITION }, e)];
    }
  };
  const load = (path, schema, from, kind2) => {
    const p2 = parse(path, from);
    if (!p2) return null;
    const problems = validate(schema, p2.value, p2.source, kind2);
    diagnostics.push(...problems);
    return problems.length ? null : { data: p2.value, source: p2.source, at: [] };
  };
  const ownSchema = (path, from) => {
    if (!path) return null;
    const p2 = parse(path, from);
    if (!p2) return null;
    const v = customValidator(p2.value);
    if (v instanceof Error) {
      diagnostics.push({ code: "CW205", severity: "error", message: `not a usable JSON Schema: ${v.message}`, file: path, start: { line: 1, column: 1 }, end: { line: 1, column: 1 }, key: "diag.bad_schema", args: { detail: v.message } });
      return null;
    }
    return v;
  };
  const manifest = load("game.yaml", "game");
  if (!manifest) return { raw: null, diagnostics, sources };
  const m = manifest.data;
  const at = (...path) => ({ source: manifest.source, at: path });
  const required = (fields) => Object.entries(fields ?? {}).filter(([, f]) => !("default" in f)).map(([k]) => k);
  const boardValidator = customValidator(extendedBoardSchema(fieldSchemas(m.space_fields), fieldSchemas(m.group_fields)));
  const cardsSchema = extendedCardsSchema(fieldSchemas(m.card_fields), fieldSchemas(m.modifier_fields), required(m.card_fields));
  const cardsValidator = customValidator(cardsSchema);
  const overlayValidator = customValidator(extendedOverlaySchema(extendedCardsSchema(fieldSchemas(m.card_fields), fieldSchemas(m.modifier_fields))));
  if (boardValidator instanceof Error || cardsValidator instanceof Error || overlayValidator instanceof Error) {
    const e = [boardValidator, cardsValidator, overlayValidator].find((v) => v instanceof Error);
    diagnostics.push({ code: "CW205", severity: "error", message: `a declared field is not a usable JSON Schema: ${e.message}`, file: manifest.source.path, ...rangeAt(manifest.source, ["card_fields"]), key: "diag.bad_schema", args: { detail: e.message } });
    return { raw: null, diagnostics, sources };
  }
  for (const [name, v] of Object.entries(m.variables ?? {})) {
    const schema = v.schema === void 0 ? null : customValidator(v.schema);
    if (schema instanceof Error) diagnostics.push({ code: "CW205", severity: "error", message: `the schema of variable \`${name}\` is not a usable JSON Schema: ${schema.message}`, file: manifest.source.path, ...rangeAt(manifest.source, ["variables", name, "schema"]), key: "diag.bad_schema", args: { detail: schema.message } });
  }
  const board = load(m.board, boardValidator, at("board"), "board");
  const cardFiles = m.cards.map((p2, i) => load(p2, cardsValidator, at("cards", i), "cards"));
  const routineFiles = (m.procedures ?? []).map((p2, i) => load(p2, "routines", at("procedures", i)));
  const sequence = load(m.sequence, "sequence", at("sequence"));
  const dataValidators = {};
  const data = {};
  for (const [name, d] of Object.entries(m.data ?? {})) {
    const v = ownSchema(d.schema, at("data", name, "schema"));
    dataValidators[name] = v;
    const p2 = parse(d.file, at("data", name, "file"));
    if (!p2) {
      data[name] = null;
      continue;
    }
    const problems = v ? validate(v, p2.value, p2.source, name) : [];
    diagnostics.push(...problems);
    data[name] = problems.length ? null : { data: p2.value ?? {}, source: p2.source, at: [] };
  }
  const scenarioValidator = ownSchema(m.scenarios?.schema, at("scenarios", "schema"));
  const scenarioFiles = (m.scenarios?.files ?? []).map((p2, i) => {
    const parsed = parse(p2, at("scenarios", "files", i));
    if (!parsed) return null;
    const problems = scenarioValidator ? validate(scenarioValidator, parsed.value, parsed.source, "scenario") : [];
    diagnostics.push(...problems);
    return problems.length ? null : { data: parsed.value, source: parsed.source, at: [] };
  });
  const overlayFiles = (m.overlays ?? []).map((p2, i) => {
    const o = load(p2, overlayValidator, at("overlays", i), "overlay");
    if (o?.data.scenario && scenarioValidator) {
      const problems = validate(scenarioValidator, { id: o.data.id, name: o.data.name, description: o.data.description, ...o.data.scenario }, o.source, "scenario");
      diagnostics.push(...problems.map((d) => ({ ...d, ...rangeAt(o.source, ["scenario"]) })));
    }
    return o;
  });
  if (!board || !sequence || [...cardFiles, ...routineFiles, ...scenarioFiles, ...overlayFiles, ...Object.values(data)].some((f) => !f)) return { raw: null, diagnostics, sources };
  const raw = {
    manifest,
    board,
    cards: cardFiles.flatMap((f) => f.data.cards.map((data2, i) => ({ data: data2, source: f.source, at: ["cards", i] }))),
    effects: [],
    data,
    scenarios: scenarioFiles,
    overlays: overlayFiles,
    routines: routineFiles,
    sequence,
    scenarioValidator,
    dataValidators
  };
  const ids = /* @__PURE__ */ new Map();
  for (const s of raw.scenarios) ids.set(s.data.id, s.source.path);
  for (const o of raw.overlays) {
    if (ids.has(o.data.id)) diagnostics.push({ code: "CW401", severity: "error", message: `duplicate scenario, variant or option id \`${o.data.id}\``, file: o.source.path, ...rangeAt(o.source, ["id"]), key: "diag.duplicate_overlay_id", args: { id: o.data.id } });
    ids.set(o.data.id, o.source.path);
  }
  for (const o of raw.overlays) {
    for (const field of ["requires", "conflicts"]) {
      (o.data[field] ?? []).forEach((id, i) => {
        if (!ids.has(id)) diagnostics.push({ code: "CW402", severity: "error", message: `unknown scenario, variant or option \`${id}\``, file: o.source.path, ...rangeAt(o.source, [field, i]), key: "diag.unknown_overlay_ref", args: { id } });
      });
    }
  }
  return { raw, diagnostics, sources };
}
function fieldSchemas(fields) {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([k, v]) => [k, v]));
}

// src/content/load.ts
var DEFAULT_SELECTION = { scenario: "standard", variants: [], options: [] };
function compileSelection(raw, selection) {
  const diagnostics = [];
  const { game, problems } = compose(raw, selection);
  for (const p2 of problems) diagnostics.push({ code: p2.code, severity: "error", message: p2.message, file: p2.source.path, ...rangeAt(p2.source, p2.at), ...p2.hint ? { hint: p2.hint } : {}, ...p2.key ? { key: p2.key, args: p2.args } : {}, ...p2.hintKey ? { hintKey: p2.hintKey, hintArgs: p2.hintArgs } : {} });
  const scenario = game.scenarios.find((s) => s.data.id === selection.scenario);
  const d = declare(game, reporter(diagnostics));
  d.data = { ...d.data, scenario: scenario?.data ?? {} };
  const { code, vocabulary } = compileCode(game, d, diagnostics);
  if (diagnostics.some((x) => x.severity === "error")) return { content: null, diagnostics };
  const compiled2 = compileGame(d, code);
  const m = raw.manifest.data;
  return {
    content: { id: m.id, name: m.name, game: compiled2, manifest: m, selection: { ...selection }, overlays: overlaysOf(raw), vocabulary, terms: termsOf(m.terms), composed: game },
    diagnostics
  };
}
function overlaysOf(raw) {
  const out = {};
  for (const s of raw.scenarios) out[s.data.id] = { id: s.data.id, kind: "scenario", name: s.data.name, description: s.data.description, requires: [], conflicts: [] };
  for (const o of raw.overlays) {
    const d = o.data;
    out[d.id] = { id: d.id, kind: d.kind, name: d.name, description: d.description, ...d.notes ? { notes: d.notes } : {}, requires: d.requires ?? [], conflicts: d.conflicts ?? [] };
  }
  return out;
}
function loadContent(read, label = ".", selection = DEFAULT_SELECTION, checkAllOverlays = true) {
  const { raw, diagnostics, sources } = loadRaw(read, label);
  if (!raw || diagnostics.some((d) => d.severity === "error")) return { content: null, diagnostics, sources, raw };
  const result = compileSelection(raw, selection);
  diagnostics.push(...result.diagnostics);
  for (const o of checkAllOverlays ? raw.overlays : []) {
    if (selection.scenario === o.data.id || selection.variants.includes(o.data.id) || selection.options.includes(o.data.id)) continue;
    const alone = withRequirements(raw, o.data.id, selection.scenario);
    const seen = new Set(diagnostics.map(key));
    for (const d of compileSelection(raw, alone).diagnostics) if (d.file === o.source.path && !seen.has(key(d))) diagnostics.push(d);
  }
  return { content: diagnostics.some((d) => d.severity === "error") ? null : result.content, diagnostics, sources, raw };
}
function withRequirements(raw, id, baseScenario) {
  const byId = new Map(raw.overlays.map((o) => [o.data.id, o.data]));
  const selection = { scenario: baseScenario, variants: [], options: [] };
  const seen = /* @__PURE__ */ new Set();
  const add = (x) => {
    if (seen.has(x)) return;
    seen.add(x);
    const o = byId.get(x);
    if (o?.kind === "scenario" || raw.scenarios.some((sc) => sc.data.id === x)) selection.scenario = x;
    else if (o?.kind === "variant") selection.variants.push(x);
    else selection.options.push(x);
    for (const r of o?.requires ?? []) add(r);
  };
  add(id);
  return selection;
}
function key(d) {
  return `${d.file}:${d.start.line}:${d.start.column}:${d.code}:${d.message}`;
}

// src/content/load-dir.ts
var REPO_ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));
var DEFAULT_CONTENT_RELATIVE = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")).cardwright?.defaultContent ?? "cards";
var DEFAULT_CONTENT_DIR = resolve(REPO_ROOT, DEFAULT_CONTENT_RELATIVE);
function diskReader(dir) {
  return (p2) => {
    const full = join(dir, p2);
    let real;
    try {
      real = realpathSync(full);
    } catch (e) {
      if (e.code === "ENOENT" || e.code === "ENOTDIR") return null;
      throw unreadable(p2, e);
    }
    const root = realpathSync(dir);
    const rel = relative(root, real);
    if (rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel)) {
      throw outsideError(p2, "link");
    }
    if (statSync(real).isDirectory()) throw new ContentReadError("CW105", `cannot read \`${p2}\`: it is a folder, not a file`, "diag.is_folder", { path: p2 });
    return decodeUtf8(readLimited(real, p2));
  };
}
function readLimited(real, p2) {
  let fd;
  try {
    fd = openSync(real, "r");
  } catch (e) {
    throw unreadable(p2, e);
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new ContentReadError("CW105", `cannot read \`${p2}\`: it is not a regular file`, "diag.not_a_file", { path: p2 });
    if (st.size > MAX_CONTENT_FILE_BYTES) {
      const mb = (n) => `${(n / 2 ** 20).toFixed(1)} MB`;
      throw new ContentReadError("CW105", `cannot read \`${p2}\`: ${mb(st.size)} is more than the ${mb(MAX_CONTENT_FILE_BYTES)} a content file may have`, "diag.file_too_large", { path: p2, size: mb(st.size), max: mb(MAX_CONTENT_FILE_BYTES) });
    }
    const buf = new Uint8Array(st.size);
    let read = 0;
    while (read < st.size) {
      const n = readSync(fd, buf, read, st.size - read, read);
      if (n === 0) break;
      read += n;
    }
    return buf.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}
function unreadable(p2, e) {
  const reason = e.code ?? e.message;
  return new ContentReadError("CW105", `cannot read \`${p2}\`: ${reason}`, "diag.unreadable", { path: p2, reason });
}
function loadContentDir(dir = DEFAULT_CONTENT_DIR, selection = DEFAULT_SELECTION, checkAllOverlays = true) {
  return loadContent(diskReader(dir), dir, selection, checkAllOverlays);
}
var cache = /* @__PURE__ */ new Map();
function requireContent(dir = DEFAULT_CONTENT_DIR, selection = {}) {
  const full = { scenario: selection.scenario ?? DEFAULT_SELECTION.scenario, variants: selection.variants ?? [], options: selection.options ?? [] };
  const key2 = JSON.stringify([dir, full]);
  const cached = cache.get(key2);
  if (cached) return cached;
  const { content, diagnostics } = loadContentDir(dir, full, false);
  if (!content) throw new ContentError(diagnostics.filter((d) => d.severity === "error"));
  cache.set(key2, content);
  return content;
}

// src/kernel/play.ts
var IllegalMoveError = class extends Error {
  constructor(move, reason) {
    super(`illegal move ${JSON.stringify(move)}: ${reason}`);
    this.move = move;
    this.reason = reason;
  }
  move;
  reason;
  name = "IllegalMoveError";
};
function blankState(g2, opts = {}) {
  for (const name of Object.keys(opts.vars ?? {})) if (!g2.variable.has(name)) throw new KernelError(`the game declares no variable \`${name}\``);
  const tracks = new Array(g2.trackSize).fill(0);
  for (const t of g2.tracks) for (let i = 0; i < (t.perSide ? g2.sides.length : 1); i++) tracks[t.offset + i] = t.start;
  const seed = opts.seed ?? 1;
  return {
    version: 2,
    game: g2.id,
    scenario: opts.scenario ?? "",
    variants: [...opts.variants ?? []],
    options: [...opts.options ?? []],
    seed,
    rng: seed | 0,
    rigged: [],
    riggedPicks: [],
    strictDice: opts.strictDice ?? false,
    tracks,
    pieces: new Array(g2.pieceSize).fill(0),
    vars: g2.variables.map((v) => structuredClone(opts.vars && v.id in opts.vars ? opts.vars[v.id] : v.start)),
    piles: Array.from({ length: g2.pileInstances }, () => []),
    specials: Object.fromEntries(g2.cards.filter((c2) => c2.special).map((c2) => [c2.id, { holder: null, face_up: true }])),
    known: new Array(g2.cards.length).fill(0),
    effects: [],
    stack: [],
    pending: [],
    result: null,
    log: [],
    moves: 0,
    changes: 0
  };
}
function newGame(g2, opts = {}) {
  const s = blankState(g2, opts);
  if (g2.start === null) throw new KernelError("the game declares no start (sequence.start)");
  const rt = { g: g2, s };
  pushCall(rt, null, g2.start, [], -1, g2.sides[0], g2.sides[0], null);
  run(rt);
  return s;
}
function illegalReason(s, move) {
  if (s.result) return `the game is over (${s.result.winner === "draw" ? "a draw" : `${s.result.winner} won`}: ${s.result.reason})`;
  if (!s.pending.length) return "no decision is pending";
  const d = s.pending.find((x) => x.player === move.player);
  if (!d) {
    const who = s.pending.map((x) => `${x.player}'s (${x.kind})`).join(" and ");
    return `it is ${who} decision, not ${move.player}'s`;
  }
  if (!d.options.includes(move.choice)) {
    const shown = d.options.slice(0, 12).join(", ");
    return `\`${move.choice}\` is not an option of ${d.kind}; options: ${shown}${d.options.length > 12 ? ", \u2026" : ""}`;
  }
  return null;
}
function applyInPlace(g2, s, move) {
  const reason = illegalReason(s, move);
  if (reason) throw new IllegalMoveError(move, reason);
  const rt = { g: g2, s };
  const f = s.stack[s.stack.length - 1];
  if (!f) throw new KernelError("a decision is pending but no code asked it");
  s.moves++;
  deliver(rt, f, move.player, move.choice);
  if (!s.pending.length) run(rt);
  return s;
}
function evalInvariant(g2, s, unit) {
  return truthy(evalUnit({ g: g2, s }, unit, [], g2.sides[0]));
}

// src/testing/invariants.ts
function invariantViolations(g2, s) {
  const out = [];
  for (const t of g2.tracks) {
    for (let i = 0; i < (t.perSide ? g2.sides.length : 1); i++) {
      const v = s.tracks[t.offset + i];
      if (v < t.min || v > t.max) out.push(`${t.id}${t.perSide ? ` (${g2.sides[i]})` : ""} is ${v}, outside ${t.min}..${t.max}`);
    }
  }
  for (const k of g2.pieces) {
    const total = g2.sides.map(() => 0);
    for (const sp of g2.spaces) {
      g2.sides.forEach((side2, i) => {
        const n = s.pieces[k.offset + sp.index * g2.sides.length + i];
        total[i] += n;
        if (n < 0) out.push(`${side2} has ${n} ${k.id} on ${sp.id}`);
        if (n > k.capPerSpace) out.push(`${side2} has ${n} ${k.id} on ${sp.id}, over the cap of ${k.capPerSpace}`);
        if (n > 0 && sp.homeOf) out.push(`${side2} has ${k.id} on the home space ${sp.id}`);
      });
    }
    g2.sides.forEach((side2, i) => {
      if (total[i] > k.supply) out.push(`${side2} has ${total[i]} ${k.id} on the board, over its supply of ${k.supply}`);
    });
  }
  const seen = /* @__PURE__ */ new Map();
  s.piles.forEach((pile2, i) => {
    for (const c2 of pile2) {
      if (!g2.card.has(c2)) out.push(`unknown card ${c2} in ${g2.pileOf[i][0].id}`);
      if (seen.has(c2)) out.push(`${c2} is in two piles (${g2.pileOf[seen.get(c2)][0].id} and ${g2.pileOf[i][0].id})`);
      seen.set(c2, i);
    }
  });
  if (!s.result && !s.pending.length) out.push("no decision is pending but the game is not over");
  for (const d of s.pending) {
    if (d.options.length === 0) out.push(`decision ${d.kind} has no options`);
    if (new Set(d.options).size !== d.options.length) out.push(`decision ${d.kind} lists an option twice`);
  }
  for (const inv of g2.invariants) if (!evalInvariant(g2, s, inv.unit)) out.push(inv.message);
  return out;
}

// src/testing/random-play.ts
function playRandomGame(g2, seed, opts = {}) {
  let pick = seed * 2654435761 >>> 0 || 1;
  const next2 = () => {
    pick ^= pick << 13;
    pick ^= pick >>> 17;
    pick ^= pick << 5;
    return (pick >>> 0) / 4294967296;
  };
  const state = newGame(g2, { ...opts, seed });
  let decisions2 = 0;
  const violations = [];
  try {
    if (opts.check) violations.push(...invariantViolations(g2, state));
    while (state.pending.length && !state.result && decisions2 < (opts.maxDecisions ?? 2e4)) {
      const d = state.pending[Math.floor(next2() * state.pending.length)];
      applyInPlace(g2, state, { player: d.player, choice: d.options[Math.floor(next2() * d.options.length)] });
      decisions2++;
      if (opts.check) {
        const v = invariantViolations(g2, state);
        if (v.length) {
          violations.push(...v.map((x) => `after decision ${decisions2}: ${x}`));
          break;
        }
      }
    }
    if (!state.result && !violations.length) violations.push(state.pending.length ? "the game did not finish within the decision limit" : "stuck: no decision pending and no result");
    return { state, decisions: decisions2, violations, crash: null };
  } catch (e) {
    return { state, decisions: decisions2, violations, crash: e.stack ?? String(e) };
  }
}

// ../../notes/dev/speed.ts
var c0 = process.cpuUsage();
var c = requireContent("/work/wt/kernel/cards/twilight-struggle", { scenario: "standard", variants: [], options: [] });
console.log("load cpu", Math.round((process.cpuUsage(c0).user + process.cpuUsage(c0).system) / 1e3), "ms");
var g = c.game;
for (let i = 1; i <= 50; i++) playRandomGame(g, i);
var N = Number(process.argv[2] ?? 500);
var c1 = process.cpuUsage();
var decisions = 0;
for (let i = 1; i <= N; i++) decisions += playRandomGame(g, 1e3 + i).decisions;
var u = process.cpuUsage(c1);
var secs = (u.user + u.system) / 1e6;
console.log(`${N} games in ${secs.toFixed(2)} s: ${(N / secs).toFixed(0)} games/s, ${(decisions / secs / 1e3).toFixed(1)}k decisions/s, ${(decisions / N).toFixed(0)} decisions/game`);
