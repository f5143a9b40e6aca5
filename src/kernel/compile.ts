// Builds the Game the kernel runs from checked declarations and code: dense indexes for every
// id, static modifier tables, and every piece of code compiled into closures (compile-code.ts).
import type { Expression, Statement } from "../effects/ast.js";
import { operands } from "./operands.js";
import { UnitCompiler, type CompileEnv, type NameBinding } from "./compile-code.js";
import { KERNEL_BUILTINS } from "./builtins/index.js";
import { NO_THROUGH, type Ev, type Game, type Unit } from "./game.js";
import type { CardDef, Declarations, EffectDef, GroupDef, HookDef, PieceDef, PileDef, SpaceDef, TrackDef, VariableDef } from "./model.js";
import type { Value } from "./values.js";
import { profiling, timed } from "./profile.js";
import { endReads } from "./end-reads.js";
import { stateReads } from "./state-reads.js";
import { internDeclarations, stringPool } from "./intern.js";
import { cardOrigin, type CodePlace } from "./code-place.js";
import { compileLater } from "./lazy-code.js";

export interface CodeParam {
  name: string;
  /** Its name inside the body (default: name). */
  local?: string;
  type: string;
  default: Expression | null;
  optional: boolean;
}

/** A procedure or function declared by the content. */
export interface RoutineDecl {
  name: string;
  kind: "procedure" | "function";
  params: CodeParam[];
  body: Statement[];
  /** Usable as a bare name (a function of no parameters). */
  asName: boolean;
  /** A function of no parameters whose value never changes in a game: computed once. */
  constant?: boolean;
  origin: string;
  doc: string;
  /** Where its code's text is (for errors while it runs); absent: not known. */
  place?: CodePlace;
}

export interface CodeDeclarations {
  routines: RoutineDecl[];
  /** Extra names and what they stand for (data records such as `rules`, alignment ids …). */
  constants: Record<string, Value>;
  endConditions: { when: Expression; winner: Expression | null; reason: string; text: string; origin: string; places?: { when?: CodePlace; winner?: CodePlace } }[];
  /** Conditions every state must keep (checked by simulations and property tests). */
  invariants: { holds: Expression; message: string; text: string; inPositions: boolean; origin: string; place?: CodePlace }[];
  /** Code run when a new game is created. */
  start: { body: Statement[]; origin: string } | null;
  /** Named entry points where a position starts (they receive the position's arguments). */
  entries: { id: string; params: string[]; body: Statement[]; origin: string }[];
  /** Names a trigger of each moment sees besides `it` and `actor`. */
  moments: Record<string, string[]>;
  /** The variable holding the active side, if any. */
  activeVariable: string | null;
  /** The sequence's turn counter (tools head a log's turns with it). */
  turnVariable?: string | null;
  /** The variable recorded when an effect starts (the turn, say), if any. */
  startedAtVariable: string | null;
  /** How positions (tests, the editor's test games) name and prepare the game's state. */
  positions: { aliases: Record<string, string>; start: string | null; prepare: string | null; defaultEntry: string | null; checks?: { holds: Expression; key: string; message: string; origin: string; place?: CodePlace }[] };
  /** What bots and reports need to know of the game (game.yaml: bots), if it says. */
  bots?: BotsDeclarations;
  /**
   * The content folder on disk, when the loader read one (absolute; a cached load restored for a
   * copy of the folder it was made in is told the copy's, content/load-dir.ts contentCacheSpec):
   * errors of running code show their files from it. Absent: the files as the loader names them.
   */
  folder?: string;
}

/** The game's knowledge for bots and reports, as expressions read with `me` = the side concerned. */
export interface BotsDeclarations {
  /** `places`: where each expression's text is (for errors while it runs), by the field holding it. */
  evaluation: { id: string; value: Expression; weight: number; origin: string; places?: { value?: CodePlace } }[];
  /** `depth`: how deep `me` is in the danger when it holds (a number), or null when not declared. */
  danger: { id: string; when: Expression; depth: Expression | null; origin: string; places?: { when?: CodePlace; depth?: CodePlace } }[];
  score: { name: string; value: Expression; forSide: Expression; origin: string; places?: { value?: CodePlace; forSide?: CodePlace } } | null;
  progress: { name: string; value: Expression; origin: string; places?: { value?: CodePlace } } | null;
  plays: BotsPlays | null;
  /** Piles whose hidden cards may be dealt among each other (the piles not listed make one more pool). */
  pools: string[][];
}

/** How a card play shows in the log: the message key and the arguments naming the card, the side and how it was played. */
export interface BotsPlays {
  log: string;
  card: string;
  side: string;
  how: string;
  /** The ways of playing that are for the card's event. */
  event: string[];
}

const BOUND_IN_TRIGGERS = ["it", "actor"];

export function compileGame(d: Declarations, code: CodeDeclarations): Game {
  const pool = stringPool();
  internDeclarations(d, code.constants, pool);
  const sides = d.sides.map((s) => s.id);
  const sideIndex = new Map(sides.map((s, i) => [s, i]));
  let offset = 0;
  const tracks: TrackDef[] = d.tracks.map((t) => {
    const def = { ...t, offset };
    offset += t.perSide ? sides.length : 1;
    return def;
  });
  const trackSize = offset;
  const variables: VariableDef[] = d.variables.map((v) => ({ ...v }));
  const groups: GroupDef[] = d.groups.map((x, index) => ({ ...x, index, spaces: [] }));
  const group = new Map(groups.map((x) => [x.id, x]));
  const spaceIds = new Map(d.spaces.map((s, i) => [s.id, i]));
  const spaces: SpaceDef[] = d.spaces.map((s, index) => ({
    id: s.id, index, name: s.name, homeOf: s.homeOf, position: s.position, attrs: s.attrs,
    adjacent: s.adjacent.map((a) => spaceIds.get(a)!).filter((x) => x !== undefined),
    groups: closeGroups(s.groups, group),
    groupIds: new Set<string>(),
  }));
  for (const s of spaces) for (const gi of s.groups) s.groupIds.add(groups[gi]!.id);
  for (const s of spaces) for (const gi of s.groups) groups[gi]!.spaces.push(s.index);
  offset = 0;
  const pieces: PieceDef[] = d.pieces.map((x) => {
    const def = { ...x, offset };
    offset += spaces.length * sides.length;
    return def;
  });
  const pieceSize = offset;
  offset = 0;
  const pileOf: [PileDef, number][] = [];
  const piles: PileDef[] = d.piles.map((x) => {
    const def = { ...x, offset };
    if (x.perSide) sides.forEach((_, i) => pileOf.push([def, i]));
    else pileOf.push([def, -1]);
    offset += x.perSide ? sides.length : 1;
    return def;
  });

  const game: Game = {
    id: d.id, name: d.name, sides, sideNames: Object.fromEntries(d.sides.map((s) => [s.id, s.name])), sideIndex,
    tracks, track: new Map(tracks.map((t) => [t.id, t])), trackSize,
    variables, variable: new Map(variables.map((v, i) => [v.id, i])),
    pieces, piece: new Map(pieces.map((x) => [x.id, x])), pieceSize,
    spaces, space: new Map(spaces.map((s) => [s.id, s])), groups, group,
    piles, pile: new Map(piles.map((x) => [x.id, x])), pileInstances: offset, pileOf,
    cards: [], card: new Map(), effects: [], effect: new Map(), hooks: new Map(d.hooks.map((h: HookDef) => [h.id, h])),
    units: [], unitByName: new Map(), data: d.data,
    modifiersOfKind: new Map(), triggersOn: new Map(), endConditions: [], endReads: null, invariants: [],
    startedAtVariable: code.startedAtVariable ? (variables.findIndex((v) => v.id === code.startedAtVariable)) : -1,
    turnVariable: code.turnVariable ?? null,
    activeVariable: code.activeVariable ? variables.findIndex((v) => v.id === code.activeVariable) : -1,
    start: null, entries: new Map(), things: new Map(),
    positions: { aliases: {}, start: null, prepare: null, defaultEntry: null, checks: [] },
    bots: null,
    folder: code.folder ?? null,
  };

  // Units: routines first (so every call resolves), in declaration order, then the rest.
  const newUnit = (name: string, kind: Unit["kind"], params: CodeParam[], origin: string, bound: string[] = []): number => {
    const index = game.units.length;
    // (`places` written here, set or not: every unit of one shape for V8, whose every instruction reads one.)
    game.units.push({ name, kind, params: params.map((x) => ({ name: x.name, type: x.type, default: null, optional: x.optional })), locals: 0, asks: false, origin, code: [], defaults: [], bound: {}, through: NO_THROUGH, places: undefined, predicates: [], compile: null });
    void bound;
    return index;
  };
  const routineUnits = code.routines.map((r) => {
    const u = newUnit(r.name, r.kind, r.params, r.origin);
    game.unitByName.set(r.name, u);
    return u;
  });
  const derived = new Map<string, number>();
  code.routines.forEach((r, i) => {
    if (r.asName) derived.set(r.name, routineUnits[i]!);
  });

  const cardIds = new Set(d.cards.map((c) => c.id));
  const effectIds = new Set(d.effects.map((e) => e.id));
  const name = (n: string): NameBinding | undefined => {
    const v = game.variable.get(n);
    if (v !== undefined) return { kind: "variable", index: v };
    const unit = derived.get(n);
    if (unit !== undefined) return { kind: "derived", unit };
    if (n in code.constants) return { kind: "constant", value: code.constants[n]! };
    if (sideIndex.has(n) || game.space.has(n) || group.has(n) || cardIds.has(n) || effectIds.has(n) || game.pile.has(n) || game.track.has(n) || game.piece.has(n) || game.hooks.has(n)) return { kind: "constant", value: pool(n) };
    return undefined;
  };
  const routineOfUnit = new Map(code.routines.map((r, i) => [routineUnits[i]!, r]));
  const inlineable = (unit: number) => {
    const r = routineOfUnit.get(unit);
    if (!r || r.kind !== "function" || r.body.length !== 1) return null;
    const only = r.body[0]!;
    if (only.kind !== "return" || !only.value) return null;
    return { params: r.params.map((p) => ({ name: p.local ?? p.name, default: p.default })), value: only.value };
  };
  const stopping = proceduresThatMayStop(code.routines);
  const env: CompileEnv = {
    g: game, name, inlineable, string: pool,
    constant: (unit) => routineOfUnit.get(unit)?.constant === true,
    runsThrough: (unit) => routineOfUnit.get(unit)?.kind === "procedure" && !stopping.has(routineOfUnit.get(unit)!.name),
  };

  /** A unit's instructions, each timed as its unit's when a profile is asked for (the wrappers cost nothing otherwise). */
  const instructionsOf = (name: string, code: Unit["code"]): Unit["code"] => (profiling() ? code.map((instr) => timed(name, instr, (_rt, f) => f.pc === 1)) : code);
  /** A unit's code, its instructions emitted by `emit` after its parameters' defaults are compiled. */
  const fillWith = (unit: number, params: string[], bound: string[], defaults: (Expression | null)[], emit: (c: UnitCompiler) => void, place?: CodePlace) => {
    const c = new UnitCompiler(env, unit, params, bound, place);
    const u = game.units[unit]!;
    u.bound = Object.fromEntries(bound.map((b) => [b, c.slotOf(b)!]));
    u.defaults = defaults.map((e) => (e ? c.unplacedDefault(e) : null));
    emit(c);
    u.code = instructionsOf(u.name, c.code);
    u.locals = c.slots;
    u.through = c.through.size ? c.through : NO_THROUGH;
    u.places = c.placesOf();
  };
  const fill = (unit: number, params: string[], body: Statement[], bound: string[] = [], defaults: (Expression | null)[] = [], place?: CodePlace) =>
    fillWith(unit, params, bound, defaults, (c) => c.block(body), place);
  const returnOf = (e: Expression): Statement[] => [{ kind: "return", value: e, loc: e.loc }];
  /** A unit that is one expression: compiled as code (`return e`), and as the expression alone for quick checks. */
  const fillCondition = (unit: number, e: Expression, bound: string[] = [], place?: CodePlace) => {
    // Compiled once, as fill would compile `return e` (its block adds no name), and the one value
    // serves both forms. A condition that registers condition values of its own (Unit.predicates)
    // is compiled a second time for the expression alone, as before, so their indexes stay the same.
    let ev: Ev | undefined;
    fillWith(unit, [], bound, [], (c) => {
      c.returnOf((ev = c.expr(e)));
      c.noteAll(e.loc[0]);
    }, place);
    const u = game.units[unit]!;
    if (u.predicates.length === 0) {
      u.value = timed(u.name, ev!);
      return;
    }
    const again = new UnitCompiler(env, unit, [], bound, place);
    u.value = timed(u.name, again.expr(e));
    u.locals = Math.max(u.locals, again.slots);
  };

  // Cards (their code comes below), and one lookup from any id to what it names (spaces, cards and
  // groups share one name space), before any code is compiled: the compiler reads attributes of
  // ids written in the code (constant folding).
  d.cards.forEach((c, index) => {
    const def: CardDef = { id: c.id, index, name: c.name, side: c.side, attrs: c.attrs, event: null, prerequisite: null, blockedBy: c.blockedBy, special: c.special };
    game.cards.push(def);
    game.card.set(c.id, def);
  });
  for (const sp of spaces) game.things.set(sp.id, sp);
  for (const c of game.cards) game.things.set(c.id, c);
  for (const gr of groups) if (!game.things.has(gr.id)) game.things.set(gr.id, gr);

  // Procedures, functions and card events are compiled when they first run (lazy-code.ts): a game
  // runs few of them. Nothing compiled here reads another unit's compiled code.
  code.routines.forEach((r, i) => compileLater(game, routineUnits[i]!, () => fill(routineUnits[i]!, r.params.map((x) => x.local ?? x.name), r.body, [], r.params.map((x) => x.default), r.place)));

  // Card events and prerequisites, and lasting effects.
  d.cards.forEach((c, index) => {
    const def = game.cards[index]!;
    if (c.event) {
      const unit = (def.event = newUnit(`event of ${c.id}`, "event", [], cardOrigin(c.id)));
      const event = c.event;
      compileLater(game, unit, () => fill(unit, [], event, [], [], c.places?.event));
    }
    if (c.prerequisite) {
      def.prerequisite = newUnit(`prerequisite of ${c.id}`, "condition", [], cardOrigin(c.id));
      fillCondition(def.prerequisite, c.prerequisite, [], c.places?.prerequisite);
    }
  });
  d.effects.forEach((e, index) => {
    const def: EffectDef = { id: e.id, index, card: e.card, name: e.name, duration: e.duration, modifiers: [], byKind: new Map() };
    game.effects.push(def);
    game.effect.set(e.id, def);
  });
  d.effects.forEach((e, ei) => {
    const def = game.effects[ei]!;
    e.modifiers.forEach((m, mi) => {
      const bound = m.kind === "trigger" ? [...BOUND_IN_TRIGGERS, ...(m.on ? (code.moments[m.on] ?? []) : [])] : ["it"];
      const cond = (x: Expression | null, what: "where" | "when") => {
        if (!x) return null;
        const u = newUnit(`${what} of ${e.id}`, "condition", [], `effect ${e.id}`);
        fillCondition(u, x, bound, m.places?.[what]);
        return u;
      };
      let body: number | null = null;
      if (m.do) {
        body = newUnit(`code of ${e.id}`, "trigger", [], `effect ${e.id}`);
        fill(body, [], m.do, bound, [], m.places?.do);
      }
      const mod = { kind: m.kind, fields: m.fields, side: m.side, where: cond(m.where, "where"), when: cond(m.when, "when"), do: body, on: m.on };
      def.modifiers.push(mod);
      def.byKind.set(m.kind, [...(def.byKind.get(m.kind) ?? []), mod]);
      const list = game.modifiersOfKind.get(m.kind) ?? [];
      list.push({ effect: ei, index: mi });
      game.modifiersOfKind.set(m.kind, list);
      if (m.kind === "trigger" && m.on) {
        const t = game.triggersOn.get(m.on) ?? [];
        t.push({ effect: ei, index: mi });
        game.triggersOn.set(m.on, t);
      }
    });
  });

  for (const c of code.endConditions) {
    const when = newUnit("end condition", "condition", [], c.origin);
    fillCondition(when, c.when, [], c.places?.when);
    let winner: number | null = null;
    if (c.winner) {
      winner = newUnit("end condition winner", "condition", [], c.origin);
      fill(winner, [], returnOf(c.winner), [], [], c.places?.winner);
    }
    game.endConditions.push({ when, winner, reason: c.reason, text: c.text });
  }
  {
    // What the end conditions read, so the machine evaluates them only when that changed; this
    // compiler only folds (tells what is known while compiling), it compiles nothing.
    const c = new UnitCompiler(env, game.endConditions[0]?.when ?? 0, [], []);
    game.endReads = endReads(env, code.endConditions.map((x) => x.when), (e) => {
      const v = c.fold(e);
      return typeof v === "symbol" ? null : { value: v }; // a value is never a symbol: not known
    });
  }
  for (const inv of code.invariants) {
    const u = newUnit("invariant", "condition", [], inv.origin);
    fill(u, [], returnOf(inv.holds), [], [], inv.place);
    game.invariants.push({ unit: u, message: inv.message, text: inv.text, inPositions: inv.inPositions });
  }
  if (code.start) {
    game.start = newUnit("start", "sequence", [], code.start.origin);
    fill(game.start, [], code.start.body);
  }
  for (const e of code.entries) {
    const u = newUnit(`entry ${e.id}`, "sequence", e.params.map((x) => ({ name: x, type: "any", default: null, optional: true })), e.origin);
    fill(u, e.params, e.body, [], e.params.map(() => null));
    game.entries.set(e.id, u);
  }
  if (code.bots) {
    const b = code.bots;
    const exprUnit = (what: string, e: Expression, origin: string, place?: CodePlace) => {
      const u = newUnit(what, "condition", [], origin);
      fill(u, [], returnOf(e), [], [], place);
      return u;
    };
    const dangerCode = b.danger.flatMap((d) => (d.depth ? [d.when, d.depth] : [d.when]));
    game.bots = {
      evaluation: b.evaluation.map((f) => ({ id: f.id, weight: f.weight, unit: exprUnit(`evaluation ${f.id}`, f.value, f.origin, f.places?.value) })),
      danger: b.danger.map((d) => ({ id: d.id, unit: exprUnit(`danger ${d.id}`, d.when, d.origin, d.places?.when), depth: d.depth ? exprUnit(`danger ${d.id} depth`, d.depth, d.origin, d.places?.depth) : null })),
      dangerReadsOnly: readsOnly(dangerCode, code.routines),
      dangerReads: readsOnly(dangerCode, code.routines) ? stateReads(game, dangerCode, code.routines) : null,
      score: b.score ? { name: b.score.name, unit: exprUnit("score", b.score.value, b.score.origin, b.score.places?.value), forSide: exprUnit("score for a side", b.score.forSide, b.score.origin, b.score.places?.forSide) } : null,
      progress: b.progress ? { name: b.progress.name, unit: exprUnit("progress", b.progress.value, b.progress.origin, b.progress.places?.value) } : null,
      plays: b.plays,
      pools: b.pools,
    };
  }
  const unitOf = (n: string | null) => (n === null ? null : (game.unitByName.get(n) ?? null));
  const checks = (code.positions.checks ?? []).map((c) => {
    const u = newUnit("position check", "condition", [], c.origin);
    fill(u, [], returnOf(c.holds), [], [], c.place);
    return { unit: u, key: c.key, message: c.message };
  });
  game.positions = { aliases: code.positions.aliases, start: unitOf(code.positions.start), prepare: unitOf(code.positions.prepare), defaultEntry: code.positions.defaultEntry, checks };
  return game;
}

/**
 * The procedures that may stop their frame: they ask a player (`pick`, `choose`), run other code
 * first (`emit`, a card's event, a modifier's code), or call a procedure that may.
 */
function proceduresThatMayStop(routines: RoutineDecl[]): Set<string> {
  const stopsBuiltin = new Set([...KERNEL_BUILTINS.values()].filter((b) => b.stops).map((b) => b.name));
  const calls = new Map<string, Set<string>>();
  const direct = new Set<string>();
  for (const r of routines) {
    if (r.kind !== "procedure") continue;
    const called = new Set<string>();
    const chooses = callsIn(r.body, called);
    calls.set(r.name, called);
    if (chooses || [...called].some((c) => stopsBuiltin.has(c))) direct.add(r.name);
  }
  const stopping = new Set(direct);
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, called] of calls) {
      if (!stopping.has(name) && [...called].some((c) => stopping.has(c))) {
        stopping.add(name);
        changed = true;
      }
    }
  }
  return stopping;
}

/**
 * Whether the expressions `exprs` only read the game: neither they nor a function they call
 * (directly, through others, or by a bare name) calls a built-in that may draw from the game's
 * random generator (`mayDraw`: a die, a random pick, or other content's conditions evaluated).
 */
function readsOnly(exprs: Expression[], routines: RoutineDecl[]): boolean {
  const mayDraw = new Set([...KERNEL_BUILTINS.values()].filter((b) => b.mayDraw).map((b) => b.name));
  const byName = new Map(routines.map((r) => [r.name, r]));
  const seen = new Set<string>();
  const todo = new Set<string>();
  const returning = (value: Expression): Statement => ({ kind: "return", value, loc: [0, 0] });
  callsIn(exprs.map(returning), todo, todo);
  for (const name of todo) {
    if (mayDraw.has(name)) return false;
    const r = byName.get(name);
    if (!r || seen.has(name)) continue;
    seen.add(name);
    // A Set's iteration goes on to the names added while it runs.
    callsIn([...r.body, ...r.params.flatMap((x) => (x.default ? [returning(x.default)] : []))], todo, todo);
  }
  return true;
}

/**
 * The calls (by callee) in some code, and whether it has a `choose`: a walk of the statement and
 * expression kinds (ast.ts), not of every object's entries (`Object.entries` of every node and
 * its locations).
 */
function callsIn(body: Statement[], called: Set<string>, named?: Set<string>): boolean {
  let chooses = false;
  // (operands() knows every kind of expression: a new kind cannot be missed here, which would take
  // a procedure calling one that asks for one that never stops.)
  const expr = (e: Expression): void => {
    if (e.kind === "call") called.add(e.callee.name);
    else if (e.kind === "name") named?.add(e.name);
    for (const x of operands(e)) expr(x);
  };
  const block = (b: Statement[]): void => {
    for (const s of b) statement(s);
  };
  const statement = (s: Statement): void => {
    switch (s.kind) {
      case "do":
        return expr(s.call);
      case "let":
        return expr(s.value);
      case "return":
        if (s.value) expr(s.value);
        return;
      case "if":
        expr(s.test);
        block(s.then);
        if (Array.isArray(s.otherwise)) block(s.otherwise);
        else if (s.otherwise) statement(s.otherwise);
        return;
      case "while":
        expr(s.test);
        return block(s.body);
      case "for":
        expr(s.iterable);
        return block(s.body);
      case "choose":
        chooses = true;
        expr(s.chooser);
        for (const o of s.options) {
          if (o.when) expr(o.when);
          block(o.body);
        }
        return;
      default:
        return s satisfies never;
    }
  };
  block(body);
  return chooses;
}

/** A space's groups with their parents (a subregion's region), without repeats. */
function closeGroups(ids: string[], groups: Map<string, GroupDef>): number[] {
  const out: number[] = [];
  for (const id of ids) {
    for (let g = groups.get(id); g; g = g.parent ? groups.get(g.parent) : undefined) if (!out.includes(g.index)) out.push(g.index);
  }
  return out;
}

export type { Game };
