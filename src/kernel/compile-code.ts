// Compiles checked effect code into closures, once, at load: names are resolved to local slots,
// variable indexes or constant ids; control flow becomes jumps inside a flat instruction list,
// so a frame (unit, pc, locals) can stop at any question and resume later. No content is ever
// turned into JavaScript source: every closure below is fixed kernel code.
import type { CallExpression, Expression, Statement } from "../effects/ast.js";
import type { CompiledPredicate, Ev, Game, Instr, Runtime, ThroughCall, Unit } from "./game.js";
import { failedAt, type CallPlace, type CodePlace, type PartPlace, type UnitPlaces } from "./code-place.js";
import { acquireFrame, afterThroughCall, ask, evalUnit, frameOf, KernelError, loopTurns, MAX_LOOP_TURNS, popFrame, pushCall, releaseFrame, runSync, UNSET, fillDefaults } from "./machine.js";
import type { Frame } from "./state.js";
import { equal, EffectRuntimeError, isRecord, num, str, truthy, type PredicateValue, type RecordValue, type Value } from "./values.js";
import { KERNEL_BUILTINS, type KernelBuiltin, type Pred } from "./builtins/index.js";
import { attribute, attributeTable, inGroup } from "./builtins/board.js";
import { YIELD } from "./yield.js";
import { readyUnit } from "./lazy-code.js";
import type { StringPool } from "./intern.js";
import { FAST_FORMS, logReaders } from "./builtins/fast.js";
import { pickForm, question } from "./builtins/decisions.js";
import { timed } from "./profile.js";
import { compileQuery, NOT_KNOWN, type QueryHost } from "./query.js";
import { readsSlot, slotIndex, slotReader } from "./operand.js";

/** How a name is resolved, decided once per program by the loader (see resolveNames). */
export type NameBinding =
  | { kind: "variable"; index: number }
  | { kind: "constant"; value: Value }
  | { kind: "derived"; unit: number };

export interface CompileEnv {
  g: Game;
  /** Non-local names: ids, constants, game variables, derived names. */
  name(name: string): NameBinding | undefined;
  /** The game's one copy of a string (intern.ts): code's literals are run with it. */
  string: StringPool;
  /**
   * The parameters and result of a function whose whole body is one expression, so a call can be
   * compiled in place (no frame, no argument list): the hot path of rule queries.
   */
  inlineable(unit: number): { params: { name: string; default: Expression | null }[]; value: Expression } | null;
  /** Whether a function is declared constant (computed once per game). */
  constant(unit: number): boolean;
  /** Whether a procedure never stops (it asks nobody and runs no other code first): it can run in place. */
  runsThrough(unit: number): boolean;
}

/** Values of constant functions, computed once per compiled game. */
const constants = new WeakMap<Game, Map<number, Value>>();

function constantValue(rt: Runtime, unit: number): Value {
  let m = constants.get(rt.g);
  if (!m) constants.set(rt.g, (m = new Map()));
  if (!m.has(unit)) m.set(unit, evalUnit(rt, unit, [], rt.g.sides[0]!));
  return m.get(unit)!;
}

/** How deep calls are compiled in place (deeper ones, and recursion, make real calls). */
const INLINE_DEPTH = 3;

interface Scope {
  names: Map<string, number>;
  /** Names bound to a value known when compiling (parameters of a function compiled in place). */
  constants?: Map<string, Value>;
  parent: Scope | null;
}

function lookup(scope: Scope | null, name: string): number | undefined {
  for (let s = scope; s; s = s.parent) {
    const slot = s.names.get(name);
    if (slot !== undefined) return slot;
    if (s.constants?.has(name)) return undefined;
  }
  return undefined;
}

/** A name bound to a known value by the nearest scope that binds it, if that binding is a value. */
function lookupConstant(scope: Scope | null, name: string): { value: Value } | undefined {
  for (let s = scope; s; s = s.parent) {
    if (s.names.has(name)) return undefined;
    if (s.constants?.has(name)) return { value: s.constants.get(name)! };
  }
  return undefined;
}

/** A jump target filled in once the code after it is known. */
interface Label {
  pc: number;
}

export class UnitCompiler {
  readonly code: Instr[] = [];
  /** The instructions that call a procedure run through, by index (see Unit.through). */
  readonly through = new Map<number, ThroughCall>();
  slots = 0;
  private scope: Scope;
  /** Functions being compiled in place right now (no recursion in place). */
  readonly inlining: number[] = [];
  private queryHost: QueryHost | null = null;

  /** The texts the unit's code comes from, and for each instruction its text (-1: none) and the offset in it of the statement it is part of (code-place.ts). */
  private readonly places: CodePlace[] = [];
  private readonly textOf: number[] = [];
  private readonly offsetOf: number[] = [];
  /** The text the statements compiled now come from (-1: none). */
  private text = -1;
  /** The calls of built-ins in the statement compiled now, and for each instruction its statement's (code-place.ts CallPlace). */
  private calls: CallPlace[] = NO_CALLS;
  private readonly callsOf: (CallPlace[] | undefined)[] = [];
  /**
   * While a function is compiled in place, the place of its call: its parts' offsets are in the
   * function's text, and what fails in it fails at the call (undefined: no function compiled in place).
   */
  private inlinedAt: PartPlace | null | undefined = undefined;

  constructor(
    private readonly env: CompileEnv,
    private readonly unitIndex: number,
    params: string[],
    bound: string[] = [],
    place: CodePlace | null = null,
  ) {
    this.scope = { names: new Map(), parent: null };
    for (const p of params) this.scope.names.set(p, this.slots++);
    for (const b of bound) this.scope.names.set(b, this.slots++);
    if (place) this.text = this.places.push(place) - 1;
  }

  /** Where each instruction compiled comes from (undefined: from no text). */
  placesOf(): UnitPlaces | undefined {
    if (!this.places.length) return undefined;
    const n = this.code.length;
    const text = new Int32Array(n).fill(-1);
    const at = new Int32Array(n);
    const calls: (readonly CallPlace[] | undefined)[] = [];
    for (let pc = 0; pc < n; pc++) {
      calls.push(this.callsOf[pc]);
      if (this.offsetOf[pc] === undefined) continue;
      text[pc] = this.textOf[pc]!;
      at[pc] = this.offsetOf[pc]!;
    }
    return { places: this.places, text, at, calls };
  }

  /** Notes every instruction not yet noted as from `offset` of the current text (a condition's one `return`). */
  noteAll(offset: number): void {
    this.noteFrom(0, offset);
  }

  /** Notes the instructions from `from` on not yet noted (those of statements inside come first) as from the statement at `offset` of the current text. */
  private noteFrom(from: number, offset: number): void {
    for (let pc = from; pc < this.code.length; pc++) {
      if (this.offsetOf[pc] !== undefined) continue;
      this.textOf[pc] = this.text;
      this.offsetOf[pc] = offset;
      this.callsOf[pc] = this.calls;
    }
  }

  /**
   * Where a part of the code compiled now is, for the error it may throw (null: not known: code
   * compiled from no text, as a parameter's default); inside a function compiled in place, its call's.
   */
  private here(e: Expression): PartPlace | null {
    if (this.inlinedAt !== undefined) return this.inlinedAt;
    const place = this.text >= 0 ? this.places[this.text] : undefined;
    return place ? { place, at: e.loc[0] } : null;
  }

  /**
   * A parameter's default value, compiled with no text known (its offsets are in its parameter's
   * text): what fails there is placed at the statement that called. One that calls a built-in
   * says so as its error leaves (a `try` only there: defaults calling built-ins are few), lest the
   * calling statement's own calls be taken for the one that threw it.
   */
  unplacedDefault(e: Expression): Ev {
    const text = this.text;
    const calls = this.calls;
    this.text = -1;
    this.calls = NO_CALLS;
    this.calledBuiltin = false;
    try {
      const ev = this.expr(e);
      if (!this.calledBuiltin) return ev;
      return (rt, f) => {
        try {
          return ev(rt, f);
        } catch (x) {
          throw failedAt(x, null);
        }
      };
    } finally {
      this.text = text;
      this.calls = calls;
      this.calledBuiltin = false;
    }
  }

  /** Whether a built-in was called by the code compiled since unplacedDefault began (its calls are not noted: no text). */
  private calledBuiltin = false;

  /** Notes a call of a built-in in the statement compiled now (its arguments compiled; null: not known). */
  private noteCall(b: KernelBuiltin, c: CallExpression, args: (ArgEv | null)[] | null): void {
    const at = this.here(c);
    this.calledBuiltin = true;
    if (!at) return;
    if (this.calls === NO_CALLS) this.calls = [];
    this.calls.push({ at, params: b.params, args });
  }

  slotOf(name: string): number | undefined {
    return lookup(this.scope, name);
  }

  newSlot(): number {
    return this.slots++;
  }

  /**
   * A search over spaces through the query tier (query.ts), or null. The tier compiles parts of the
   * condition a second time; one that would register a condition value of its own (Unit.predicates,
   * whose indexes values in the state carry) is not used, so those indexes stay as they were.
   */
  private query(c: CallExpression, general: Ev): Ev | null {
    const own = this.env.g.units[this.unitIndex]!.predicates;
    const predicates = own.length;
    const slots = this.slots;
    const q = compileQuery((this.queryHost ??= this.makeQueryHost()), c, general);
    if (q && own.length === predicates) return q;
    // Not used: the slots it took go back (frames stay as small as before; only its code read them).
    own.length = predicates;
    this.slots = slots;
    return null;
  }

  private makeQueryHost(): QueryHost {
    return {
      g: this.env.g,
      newSlot: () => this.newSlot(),
      exprIn: (e, names, constants, outer) => this.inScope(names, constants, outer, () => this.expr(e)),
      foldIn: (e, names, constants, outer) =>
        this.inScope(names, constants, outer, () => {
          const k = this.fold(e);
          return k === NOT_CONSTANT ? NOT_KNOWN : k;
        }),
      inlineable: (unit) => {
        if (this.inlining.length >= INLINE_DEPTH || this.inlining.includes(unit) || this.env.constant(unit)) return null;
        const fn = this.env.inlineable(unit);
        const params = this.env.g.units[unit]!.params;
        return fn && { params: fn.params.map((p, i) => ({ ...p, type: params[i]!.type })), value: fn.value };
      },
      inlining: this.inlining,
    };
  }

  private inScope<T>(names: Map<string, number>, constants: Map<string, Value>, outer: boolean, run: () => T): T {
    const saved = this.scope;
    this.scope = { names, constants, parent: outer ? saved : null };
    try {
      return run();
    } finally {
      this.scope = saved;
    }
  }

  // --- statements

  block(body: Statement[]): void {
    const saved = this.scope;
    this.scope = { names: new Map(), parent: saved };
    for (const s of body) this.statement(s);
    this.scope = saved;
  }

  statement(s: Statement): void {
    const from = this.code.length;
    const text = this.text;
    const calls = this.calls;
    this.calls = NO_CALLS;
    if (s.place) this.text = this.places.indexOf(s.place) >= 0 ? this.places.indexOf(s.place) : this.places.push(s.place) - 1;
    this.statementOf(s);
    this.noteFrom(from, s.loc[0]);
    this.text = text;
    this.calls = calls;
  }

  private statementOf(s: Statement): void {
    switch (s.kind) {
      case "do":
        return this.callStatement(s.call, () => -1);
      case "let": {
        // The value is compiled before a new name exists: `let hand = cards(hand, me)` reads the
        // pile `hand`, then names the list.
        const target = () => this.slotOf(s.name.name) ?? this.declare(s.name.name);
        if (s.value.kind === "call" && this.isStatementCall(s.value)) return this.callStatement(s.value, target);
        const ev = this.expr(s.value);
        const slot = target();
        const from = slotIndex(ev);
        if (from >= 0) {
          this.code.push((_rt, f) => {
            f.l[slot] = f.l[from]!;
            return false;
          });
          return;
        }
        this.code.push((rt, f) => {
          f.l[slot] = ev(rt, f);
          return false;
        });
        return;
      }
      case "if": {
        // A test known when compiling (rules data, literals) keeps only the branch it takes.
        const known = this.fold(s.test);
        if (known !== NOT_CONSTANT) {
          if (truthy(known)) this.block(s.then);
          else if (Array.isArray(s.otherwise)) this.block(s.otherwise);
          else if (s.otherwise) this.block([s.otherwise]);
          return;
        }
        const test = this.expr(s.test);
        const ts = slotIndex(test);
        const otherwise: Label = { pc: -1 };
        const end: Label = { pc: -1 };
        this.code.push((rt, f) => {
          if (!truthy(ts >= 0 ? f.l[ts]! : test(rt, f))) f.pc = otherwise.pc;
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
        const ts = slotIndex(test);
        const end: Label = { pc: -1 };
        this.code.push((rt, f) => {
          if (!truthy(ts >= 0 ? f.l[ts]! : test(rt, f))) f.pc = end.pc;
          return false;
        });
        this.block(s.body);
        const origin = this.env.g.units[this.unitIndex]!.origin;
        this.code.push((_rt, f) => {
          if (++loopTurns.n > MAX_LOOP_TURNS) throw new KernelError(`the game made no progress (a loop never ended, in ${origin})`);
          f.pc = top;
          return false;
        });
        end.pc = this.code.length;
        return;
      }
      case "for": {
        const items = this.newSlot();
        const index = this.newSlot();
        if (s.iterable.kind === "call" && this.isStatementCall(s.iterable)) this.callStatement(s.iterable, () => items);
        else {
          const ev = this.expr(s.iterable);
          this.code.push((rt, f) => {
            f.l[items] = ev(rt, f);
            return false;
          });
        }
        this.code.push((_rt, f) => {
          const v = f.l[items]!;
          f.l[items] = Array.isArray(v) ? v : v === null ? [] : [v];
          f.l[index] = 0;
          return false;
        });
        const saved = this.scope;
        this.scope = { names: new Map(), parent: saved };
        const variable = this.declare(s.variable.name);
        const top = this.code.length;
        const end: Label = { pc: -1 };
        this.code.push((_rt, f) => {
          const list = f.l[items] as Value[];
          const i = f.l[index] as number;
          if (i >= list.length) {
            f.pc = end.pc;
            return false;
          }
          f.l[variable] = list[i]!;
          f.l[index] = i + 1;
          return false;
        });
        this.block(s.body);
        this.scope = saved;
        this.code.push(jump({ pc: top }));
        end.pc = this.code.length;
        return;
      }
      case "return":
        return this.returnOf(s.value ? this.expr(s.value) : null);
      case "choose": {
        const chooser = this.expr(s.chooser);
        const whens = s.options.map((o) => (o.when ? this.expr(o.when) : null));
        const labels = s.options.map((o) => o.label);
        const chosen = this.newSlot();
        const targets: Label[] = s.options.map(() => ({ pc: -1 }));
        const end: Label = { pc: -1 };
        const sides = this.env.g.sideIndex;
        this.code.push((rt, f) => {
          const open: number[] = [];
          for (let i = 0; i < whens.length; i++) if (!whens[i] || truthy(whens[i]!(rt, f))) open.push(i);
          if (open.length === 0) {
            f.pc = end.pc;
            return false;
          }
          if (open.length === 1) {
            f.l[chosen] = open[0]!;
            return false;
          }
          const who = chooser(rt, f);
          const player = typeof who === "string" && sides.has(who) ? who : f.me;
          const options: string[] = [];
          for (const i of open) options.push(labels[i]!);
          ask(rt, f, question(player, "choose_option", options, { card: f.card }), chosen, open);
          return true;
        });
        this.code.push((_rt, f) => {
          f.pc = targets[f.l[chosen] as number]!.pc;
          return false;
        });
        s.options.forEach((o, i) => {
          targets[i]!.pc = this.code.length;
          this.block(o.body);
          this.code.push(jump(end));
        });
        end.pc = this.code.length;
        return;
      }
    }
  }

  /** The instruction of `return` with this compiled value (none: null). */
  returnOf(ev: Ev | null): void {
    const rs = slotIndex(ev);
    const unit = this.unitIndex;
    this.code.push((rt, f) => {
      f.r = ev ? (rs >= 0 ? f.l[rs]! : ev(rt, f)) : null;
      f.pc = rt.g.units[unit]!.code.length;
      return true;
    });
  }

  private declare(name: string): number {
    const slot = this.newSlot();
    this.scope.names.set(name, slot);
    return slot;
  }

  /** Calls that must run as statements: procedures, and kernel built-ins that change the game. */
  private isStatementCall(c: CallExpression): boolean {
    const b = KERNEL_BUILTINS.get(c.callee.name);
    if (b) return b.kind === "kernel-statement";
    const u = this.env.g.unitByName.get(c.callee.name);
    return u !== undefined && this.env.g.units[u]!.kind === "procedure";
  }

  /** A call in statement position; its result (if any) goes to the slot `target` gives (-1: dropped). */
  private callStatement(c: CallExpression, target: () => number): void {
    const b = KERNEL_BUILTINS.get(c.callee.name);
    if (b) {
      const packed = b.name === "log" ? this.packedLog(c) : null;
      const args = packed ? [] : this.kernelArgs(b, c);
      this.noteCall(b, c, packed ? null : args);
      const slot = target();
      // A built-in that never stops its frame may have a fast form (see fast.ts).
      const fast = packed ?? (b.stops ? null : FAST_FORMS.get(b.name)?.(args, this.env.g));
      if (fast) {
        const ev = timed(`built-in ${b.name}`, fast);
        this.code.push((rt, f) => {
          const v = ev(rt, f);
          if (slot >= 0) f.l[slot] = v;
          return false;
        });
        return;
      }
      // `pick`, the one built-in every decision goes through, has a form of its call site's too.
      const picking = b.name === "pick" ? pickForm(args, slot) : null;
      if (picking) {
        const ev = timed(`built-in ${b.name}`, picking);
        this.code.push((rt, f) => {
          const v = ev(rt, f);
          if (v === YIELD) return true;
          if (slot >= 0) f.l[slot] = v as Value;
          return false;
        });
        return;
      }
      const impl = timed(`built-in ${b.name}`, b.impl);
      this.code.push((rt, f) => {
        const v = impl(rt, f, evalArgs(rt, f, args), slot);
        if (v === YIELD) return true;
        if (slot >= 0) f.l[slot] = v as Value;
        return false;
      });
      return;
    }
    const unit = this.env.g.unitByName.get(c.callee.name);
    if (unit === undefined) throw new EffectRuntimeError(`unknown function ${c.callee.name}`, "runtime.unknown_function", { name: c.callee.name });
    const u = this.env.g.units[unit]!;
    const args = this.contentArgs(u, c);
    const slot = target();
    if (u.kind === "function") {
      this.code.push((rt, f) => {
        const v = callFunction(rt, f, unit, args);
        if (slot >= 0) f.l[slot] = v;
        return false;
      });
      return;
    }
    if (this.env.runsThrough(unit)) {
      // A procedure that asks nobody runs to its end in place, without a frame on the stack; the
      // end conditions are checked after it as after any step.
      this.through.set(this.code.length, { unit, slot });
      this.code.push((rt, f) => afterThroughCall(rt, f, slot, callFunction(rt, f, unit, args)));
      return;
    }
    this.code.push((rt, f) => {
      const values = evalArgs(rt, f, args);
      pushCall(rt, f, unit, values as Value[], slot, f.me, f.act, f.card);
      return true;
    });
  }

  // --- arguments

  /** Argument evaluators by parameter position; null: not given. */
  private kernelArgs(b: KernelBuiltin, c: CallExpression): (ArgEv | null)[] {
    const out: (ArgEv | null)[] = b.params.map(() => null);
    let position = 0;
    for (const a of c.args) {
      const i = a.name ? b.params.findIndex((p) => p.name === a.name!.name) : position++;
      const p = b.params[i];
      if (!p) continue;
      out[i] = p.type === "predicate" ? this.predicateArg(a.value, "function") : p.type === "variable" ? constArg(variableName(a.value)) : valueArg(this.expr(a.value), this.constantOf(a.value));
    }
    return out;
  }

  /**
   * `log(key, { a: x, b: y }, to)` with a record literal as its arguments: the entry is appended
   * packed (log.ts), the literal's field names as one array made here and its values beside them,
   * so no record is built while the game is played; the log builds it, field by field
   * in the same order, when the entry is first read. Evaluated in the order fast.ts's `log` form
   * evaluates (key, the fields in order, `to`), with the same errors. Null when the arguments are
   * not a record literal (the general forms then apply).
   */
  private packedLog(c: CallExpression): Ev | null {
    const params = KERNEL_BUILTINS.get("log")!.params;
    // The parameters this form knows; were the built-in's ever to change, the general forms apply.
    if (params.map((p) => p.name).join() !== "key,args,to") return null;
    // Which parameter each argument gives, as kernelArgs reads them (a later one of a parameter wins).
    let position = 0;
    const given = c.args.map((a) => (a.name ? params.findIndex((p) => p.name === a.name!.name) : position++));
    const last = (i: number) => c.args[given.lastIndexOf(i)];
    if (last(1)?.value.kind !== "record" || !last(0)) return null;
    // Compiled in the order kernelArgs compiles them (the call's arguments as written).
    let key: Ev | null = null;
    let to: Ev | null = null;
    let names: string[] = [];
    let values: Ev[] = [];
    for (let j = 0; j < c.args.length; j++) {
      const { value } = c.args[j]!;
      const i = given[j]!;
      if (i === 0) key = this.expr(value);
      else if (i === 2) to = this.expr(value);
      else if (i === 1 && value.kind === "record") {
        names = value.fields.map((x) => x.name.name);
        values = value.fields.map((x) => this.expr(x.value));
      } else if (i === 1) this.expr(value);
    }
    if (!key) return null;
    const k0: Ev = key;
    const none: Ev = () => null;
    const t0: Ev = to ?? none;
    // Up to three values are passed as they are (most calls: no list made), more as a list.
    if (values.length > 3) {
      const list = valuesList(values);
      return (rt, f) => {
        const k = k0(rt, f);
        const vs = list(rt, f);
        const t = t0(rt, f);
        rt.s.log.pushPacked(str(k), names, logReaders(t), null, null, null, vs);
        return null;
      };
    }
    const [a = none, b = none, c3 = none] = values;
    return (rt, f) => {
      const k = k0(rt, f);
      const x = a(rt, f);
      const y = b(rt, f);
      const z = c3(rt, f);
      const t = t0(rt, f);
      rt.s.log.pushPacked(str(k), names, logReaders(t), x, y, z, null);
      return null;
    };
  }

  /** The value of an argument known when compiling (a literal, an id), for built-ins' fast forms. */
  private constantOf(e: Expression): { constant?: Value } {
    const k = this.fold(e);
    return k === NOT_CONSTANT || k === null ? {} : { constant: k };
  }

  private contentArgs(u: Unit, c: CallExpression): (ArgEv | null)[] {
    const out: (ArgEv | null)[] = u.params.map(() => null);
    let position = 0;
    for (const a of c.args) {
      const i = a.name ? u.params.findIndex((p) => p.name === a.name!.name) : position++;
      const p = u.params[i];
      if (!p) continue;
      out[i] = p.type === "predicate" ? this.predicateArg(a.value, "value") : valueArg(this.expr(a.value), {});
    }
    return out;
  }

  /**
   * A condition argument. To a kernel built-in it is handed as a JS function of `it`; to a
   * content procedure or function as a PredicateValue (plain data, so a frame holding it can be
   * saved). A name that already holds a condition is passed on unchanged.
   */
  private predicateArg(e: Expression, as: "function" | "value"): ArgEv {
    if (e.kind === "name") {
      const slot = this.slotOf(e.name);
      if (slot !== undefined) return argEv({ v: (_rt, f) => f.l[slot]!, pred: as });
    }
    const slot = this.newSlot();
    const saved = this.scope;
    this.scope = { names: new Map([["it", slot]]), parent: saved };
    const ev = this.expr(e);
    this.scope = saved;
    if (as === "function") return argEv({ fn: { slot, ev } });
    const unit = this.unitIndex;
    const own = this.env.g.units[unit]!.predicates;
    const index = own.length;
    own.push({ unit, slot, ev });
    return argEv({ v: (_rt, f) => ({ $predicate: index, unit, locals: f.l.slice(), me: f.me, active: f.act, card: f.card }) satisfies PredicateValue });
  }

  // --- expressions

  /**
   * The value of an expression when it is known while compiling: literals, ids, the game's
   * constant data (`rules` …), their fields and attributes, and operators over such values only.
   * NOT_CONSTANT otherwise, or when evaluating it would be an error (the error stays at run time).
   */
  fold(e: Expression): Value | typeof NOT_CONSTANT {
    switch (e.kind) {
      case "number":
      case "boolean":
        return e.value;
      case "string":
        return this.env.string(e.value);
      case "name": {
        if (this.slotOf(e.name) !== undefined) return NOT_CONSTANT;
        const local = lookupConstant(this.scope, e.name);
        if (local) return local.value;
        if (e.name === "none") return null;
        if (e.name === "me" || e.name === "active" || e.name === "opponent" || e.name === "this_card") return NOT_CONSTANT;
        const b = this.env.name(e.name);
        return b?.kind === "constant" ? b.value : NOT_CONSTANT;
      }
      case "member": {
        const o = this.fold(e.object);
        if (o === NOT_CONSTANT) return NOT_CONSTANT;
        if (isRecord(o)) return o[e.field.name] ?? null;
        if (typeof o === "string") return attribute(this.env.g, o, e.field.name);
        return o === null ? null : NOT_CONSTANT;
      }
      case "not": {
        const o = this.fold(e.operand);
        return o === NOT_CONSTANT ? o : !truthy(o);
      }
      case "negate": {
        const o = this.fold(e.operand);
        return typeof o === "number" ? -o : NOT_CONSTANT;
      }
      case "conditional": {
        const t = this.fold(e.test);
        if (t === NOT_CONSTANT) return t;
        return this.fold(truthy(t) ? e.then : e.otherwise);
      }
      case "binary": {
        const l = this.fold(e.left);
        if (l === NOT_CONSTANT) return l;
        // The right operand is folded only when the left does not decide (`false and x`).
        if (leftDecides(e.op, l)) return e.op === "or";
        return foldBinary(this.env.g, e.op, l, this.fold(e.right));
      }
      default:
        return NOT_CONSTANT;
    }
  }

  expr(e: Expression): Ev {
    // (A binary operation is folded by binary(), from its operands' folds.)
    if (e.kind === "member" || e.kind === "not" || e.kind === "negate" || e.kind === "conditional") {
      const known = this.fold(e);
      if (known !== NOT_CONSTANT) return () => known;
    }
    switch (e.kind) {
      case "number":
      case "string":
      case "boolean": {
        const v = typeof e.value === "string" ? this.env.string(e.value) : e.value;
        return () => v;
      }
      case "list": {
        const items = e.items.map((i) => this.expr(i));
        // Short lists (`[c]`, `[a, b]`) made at their size, without a callback per item.
        if (items.length === 0) return () => [];
        if (items.length === 1) {
          const [a] = items as [Ev];
          return (rt, f) => [a(rt, f)];
        }
        if (items.length === 2) {
          const [a, b] = items as [Ev, Ev];
          return (rt, f) => {
            const x = a(rt, f);
            return [x, b(rt, f)];
          };
        }
        return (rt, f) => {
          const out: Value[] = [];
          for (let i = 0; i < items.length; i++) out.push(items[i]!(rt, f));
          return out;
        };
      }
      case "record": {
        // Names and values in two arrays walked by index: destructuring a [name, value] pair per
        // field went through the iterator protocol on every record built.
        const names = e.fields.map((x) => x.name.name);
        const values = e.fields.map((x) => this.expr(x.value));
        const slots = values.map(slotIndex);
        const n = names.length;
        return (rt, f) => {
          const out: RecordValue = {};
          for (let i = 0; i < n; i++) {
            const slot = slots[i]!;
            out[names[i]!] = slot >= 0 ? f.l[slot]! : values[i]!(rt, f);
          }
          return out;
        };
      }
      case "member": {
        const object = this.expr(e.object);
        const field = e.field.name;
        // An id's attribute is read from a table of this field by id, made at its first use
        // (spaces, cards and groups are all declared by then).
        let table: Map<string, Value> | null = null;
        const slot = readsSlot(object);
        const here = this.here(e);
        // A record's field is read without isRecord's check that it is no predicate: a field a
        // predicate value never has, found, is a record's; not found, it is none when the object
        // is no predicate value (member() would read the field a second time).
        if (!PREDICATE_FIELDS.has(field)) {
          if (slot !== undefined) {
            return (rt, f) => {
              const v = f.l[slot]!;
              if (typeof v === "string") return (table ??= attributeTable(rt.g, field)).get(v) ?? null;
              if (typeof v === "object" && v !== null && !Array.isArray(v)) {
                const x = (v as RecordValue)[field];
                if (x !== undefined) return x;
                if ((v as Partial<PredicateValue>).$predicate === undefined) return null;
              }
              return member(rt, v, field, here);
            };
          }
          return (rt, f) => {
            const v = object(rt, f);
            if (typeof v === "string") return (table ??= attributeTable(rt.g, field)).get(v) ?? null;
            if (typeof v === "object" && v !== null && !Array.isArray(v)) {
              const x = (v as RecordValue)[field];
              if (x !== undefined) return x;
              if ((v as Partial<PredicateValue>).$predicate === undefined) return null;
            }
            return member(rt, v, field, here);
          };
        }
        if (slot !== undefined) {
          return (rt, f) => {
            const v = f.l[slot]!;
            if (typeof v === "string") return (table ??= attributeTable(rt.g, field)).get(v) ?? null;
            return member(rt, v, field, here);
          };
        }
        return (rt, f) => {
          const v = object(rt, f);
          if (typeof v === "string") return (table ??= attributeTable(rt.g, field)).get(v) ?? null;
          return member(rt, v, field, here);
        };
      }
      case "conditional": {
        const test = this.expr(e.test);
        const a = this.expr(e.then);
        const b = this.expr(e.otherwise);
        return (rt, f) => (truthy(test(rt, f)) ? a(rt, f) : b(rt, f));
      }
      case "not": {
        const operand = this.expr(e.operand);
        return (rt, f) => !truthy(operand(rt, f));
      }
      case "negate": {
        const operand = this.expr(e.operand);
        const here = this.here(e);
        return (rt, f) => -numAt(operand(rt, f), here);
      }
      case "name":
        return this.name(e.name, e);
      case "binary":
        return this.binary(e);
      case "call":
        return this.callExpr(e);
    }
  }

  private name(name: string, e: Expression): Ev {
    const slot = this.slotOf(name);
    if (slot !== undefined) return slotReader(slot);
    const local = lookupConstant(this.scope, name);
    if (local) {
      const v = local.value;
      return () => v;
    }
    switch (name) {
      case "me":
        return (_rt, f) => f.me;
      case "active":
        return (_rt, f) => f.act;
      case "opponent": {
        if (this.env.g.sides.length === 2) return (rt, f) => opponentOf(rt, f.me);
        // Always an error in such a game: placed at the name (the `try` runs in no game that plays on).
        const here = this.here(e);
        return (rt, f) => {
          try {
            return opponentOf(rt, f.me);
          } catch (x) {
            throw failedAt(x, here);
          }
        };
      }
      case "this_card":
        return (_rt, f) => f.card;
      case "none":
        return () => null;
    }
    const b = this.env.name(name);
    if (!b) throw new EffectRuntimeError(`unknown name ${name}`, "runtime.unknown_name", { name });
    if (b.kind === "constant") {
      const v = b.value;
      return () => v;
    }
    if (b.kind === "variable") {
      const i = b.index;
      return (rt) => rt.s.vars[i]!;
    }
    const unit = b.unit;
    if (this.env.constant(unit)) return (rt) => constantValue(rt, unit);
    const inline = this.inlining.length < INLINE_DEPTH && !this.inlining.includes(unit) ? this.env.inlineable(unit) : null;
    if (inline && inline.params.length === 0) {
      const saved = this.scope;
      this.scope = { names: new Map(), parent: null };
      this.inlining.push(unit);
      const body = this.expr(inline.value);
      this.inlining.pop();
      this.scope = saved;
      return timed(this.env.g.units[unit]!.name, body);
    }
    return (rt, f) => evalUnit(rt, unit, [], f.me, f.act, f.card);
  }

  private binary(e: Extract<Expression, { kind: "binary" }>): Ev {
    const knownLeft = this.fold(e.left);
    const right = this.fold(e.right);
    // Known when compiling: fold(e)'s value, worked out from the operands' (fold(e) would fold them again).
    const known = foldBinary(this.env.g, e.op, knownLeft, right);
    if (known !== NOT_CONSTANT) return () => known;
    if (e.op === "and" || e.op === "or") {
      // One side known (the other is not, or the whole would have been folded): `x and true` is
      // truthy(x); `false and x` would have folded.
      if (knownLeft !== NOT_CONSTANT) {
        const r = this.expr(e.right);
        return (rt, f) => truthy(r(rt, f));
      }
      if (right !== NOT_CONSTANT) {
        const l = this.expr(e.left);
        const k = truthy(right);
        if (e.op === "and" && !k) return (rt, f) => (truthy(l(rt, f)), false);
        if (e.op === "or" && k) return (rt, f) => (truthy(l(rt, f)), true);
        return (rt, f) => truthy(l(rt, f));
      }
    }
    const l = this.expr(e.left);
    const r = this.expr(e.right);
    const k = right;
    // A comparison with a known plain value: no call for that side. For a plain value (not a list
    // or record), structural equality is identity.
    const ls = readsSlot(l);
    const here = this.here(e);
    if (k !== NOT_CONSTANT && (k === null || typeof k !== "object")) {
      switch (e.op) {
        case "==":
          return ls !== undefined ? (_rt, f) => f.l[ls] === k : (rt, f) => l(rt, f) === k;
        case "!=":
          return ls !== undefined ? (_rt, f) => f.l[ls] !== k : (rt, f) => l(rt, f) !== k;
      }
      if (typeof k === "number") {
        switch (e.op) {
          case "<":
            return (rt, f) => numAt(l(rt, f), here) < k;
          case ">":
            return (rt, f) => numAt(l(rt, f), here) > k;
          case "<=":
            return (rt, f) => numAt(l(rt, f), here) <= k;
          case ">=":
            return (rt, f) => numAt(l(rt, f), here) >= k;
          case "+":
            return (rt, f) => numAt(l(rt, f), here) + k;
          case "-":
            return (rt, f) => numAt(l(rt, f), here) - k;
        }
      }
    }
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
        return (rt, f) => numAt(l(rt, f), here) < numAt(r(rt, f), here);
      case ">":
        return (rt, f) => numAt(l(rt, f), here) > numAt(r(rt, f), here);
      case "<=":
        return (rt, f) => numAt(l(rt, f), here) <= numAt(r(rt, f), here);
      case ">=":
        return (rt, f) => numAt(l(rt, f), here) >= numAt(r(rt, f), here);
      case "+":
        return (rt, f) => numAt(l(rt, f), here) + numAt(r(rt, f), here);
      case "-":
        return (rt, f) => numAt(l(rt, f), here) - numAt(r(rt, f), here);
      case "*":
        return (rt, f) => numAt(l(rt, f), here) * numAt(r(rt, f), here);
      case "/":
        return (rt, f) => {
          const d = numAt(r(rt, f), here);
          if (d === 0) throw failedAt(new EffectRuntimeError("division by zero", "runtime.division_by_zero"), here);
          return Math.floor(numAt(l(rt, f), here) / d);
        };
      case "in":
        if (typeof k === "string") {
          // `x in group`, the group known: one set lookup. A known id that is no group holds no space.
          const members = new Set<Value>(this.env.g.spaces.filter((sp) => sp.groupIds.has(k)).map((sp) => sp.id));
          if (ls !== undefined) return (_rt, f) => members.has(f.l[ls]!);
          return (rt, f) => {
            const a = l(rt, f);
            return typeof a === "string" && members.has(a);
          };
        }
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

  private callExpr(c: CallExpression): Ev {
    const b = KERNEL_BUILTINS.get(c.callee.name);
    if (b) {
      const packed = b.name === "log" ? this.packedLog(c) : null;
      if (packed) {
        this.noteCall(b, c, null);
        return timed(`built-in ${b.name}`, packed);
      }
      const args = this.kernelArgs(b, c);
      this.noteCall(b, c, args);
      const fast = FAST_FORMS.get(b.name)?.(args, this.env.g);
      if (fast) return timed(`built-in ${b.name}`, (args[1]?.fn && this.query(c, fast)) || fast);
      const impl = timed(`built-in ${b.name}`, b.impl);
      const here = this.here(c);
      return (rt, f) => {
        const v = impl(rt, f, evalArgs(rt, f, args), -1);
        if (v === YIELD) throw failedAt(new EffectRuntimeError(`${c.callee.name} cannot be used inside an expression`, "runtime.not_in_expression", { name: c.callee.name }), here);
        return v as Value;
      };
    }
    const unit = this.env.g.unitByName.get(c.callee.name);
    if (unit === undefined) throw new EffectRuntimeError(`unknown function ${c.callee.name}`, "runtime.unknown_function", { name: c.callee.name });
    if (this.env.constant(unit)) return (rt) => constantValue(rt, unit);
    const inline = this.inlining.length < INLINE_DEPTH && !this.inlining.includes(unit) ? this.env.inlineable(unit) : null;
    if (inline) return timed(this.env.g.units[unit]!.name, this.inlineCall(unit, c, inline));
    const args = this.contentArgs(this.env.g.units[unit]!, c);
    return (rt, f) => callFunction(rt, f, unit, args);
  }

  /**
   * A call of a one-expression function compiled in place: its parameters become fresh slots of
   * this frame, set from the arguments (or their defaults), then its expression is evaluated. It
   * sees only its parameters, as a real call would; `me`, `active` and `this_card` are the
   * caller's, as for a real call.
   */
  private inlineCall(unit: number, c: CallExpression, fn: { params: { name: string; default: Expression | null }[]; value: Expression }): Ev {
    const u = this.env.g.units[unit]!;
    const given = this.contentArgs(u, c);
    // A parameter given a local variable of the caller reads that variable's slot (an expression
    // cannot change a variable, so it holds the same value all along); one given a value known
    // when compiling is that value (folded further in the body). The others get slots of their own.
    const exprs = this.argExpressions(u, c);
    const names = new Map<string, number>();
    const constants = new Map<string, Value>();
    const own: number[] = [];
    const slots: number[] = [];
    fn.params.forEach((p, i) => {
      const e = exprs[i];
      if (e && u.params[i]!.type !== "predicate" && !given[i]!.pred) {
        const caller = e.kind === "name" ? this.slotOf(e.name) : undefined;
        if (caller !== undefined) return void names.set(p.name, caller);
        const known = this.fold(e);
        if (known !== NOT_CONSTANT) return void constants.set(p.name, known);
      }
      const slot = this.newSlot();
      names.set(p.name, slot);
      own.push(i);
      slots.push(slot);
    });
    const saved = this.scope;
    const inlinedAt = this.inlinedAt;
    this.scope = { names, constants, parent: null };
    this.inlining.push(unit);
    // What fails in the function fails at its call (its outermost call, when calls are compiled in place in it).
    this.inlinedAt = inlinedAt === undefined ? this.here(c) : inlinedAt;
    const defaults = own.map((i) => (given[i] ? null : fn.params[i]!.default ? this.expr(fn.params[i]!.default!) : null));
    const body = this.expr(fn.value);
    this.inlinedAt = inlinedAt;
    this.inlining.pop();
    this.scope = saved;
    return this.bindInline(body, slots, own.map((i) => given[i] ?? null), defaults);
  }

  /** The argument expressions of a call by parameter position (null: not given). */
  private argExpressions(u: Unit, c: CallExpression): (Expression | null)[] {
    const out: (Expression | null)[] = u.params.map(() => null);
    let position = 0;
    for (const a of c.args) {
      const i = a.name ? u.params.findIndex((p) => p.name === a.name!.name) : position++;
      if (u.params[i]) out[i] = a.value;
    }
    return out;
  }

  /** Sets the slots of a function compiled in place from its arguments (or defaults), then evaluates its body. */
  private bindInline(body: Ev, slots: number[], given: (ArgEv | null)[], defaults: (Ev | null)[]): Ev {
    const n = slots.length;
    const setters: ((rt: Runtime, f: Frame) => void)[] = [];
    for (let i = 0; i < n; i++) {
      const slot = slots[i]!;
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
          f.l[slot] = evalArgs(rt, f, one)[0] as Value;
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
    // Arguments are all evaluated before any parameter is set (an argument may read a slot).
    if (n === 0) return body;
    if (n === 1) {
      const s0 = setters[0]!;
      return (rt, f) => {
        s0(rt, f);
        return body(rt, f);
      };
    }
    const temps = given.map((a) => (a?.v && !a.pred ? a.v : null));
    if (temps.every((t) => t !== null)) {
      const evs = temps as Ev[];
      if (n === 3) {
        const [e0, e1, e2] = evs as [Ev, Ev, Ev];
        const [s0, s1, s2] = slots as [number, number, number];
        return (rt, f) => {
          const v0 = e0(rt, f);
          const v1 = e1(rt, f);
          const v2 = e2(rt, f);
          f.l[s0] = v0;
          f.l[s1] = v1;
          f.l[s2] = v2;
          return body(rt, f);
        };
      }
      if (n === 4) {
        const [e0, e1, e2, e3] = evs as [Ev, Ev, Ev, Ev];
        const [s0, s1, s2, s3] = slots as [number, number, number, number];
        return (rt, f) => {
          const v0 = e0(rt, f);
          const v1 = e1(rt, f);
          const v2 = e2(rt, f);
          const v3 = e3(rt, f);
          f.l[s0] = v0;
          f.l[s1] = v1;
          f.l[s2] = v2;
          f.l[s3] = v3;
          return body(rt, f);
        };
      }
      if (n === 2) {
        const [e0, e1] = evs as [Ev, Ev];
        const [s0, s1] = slots as [number, number];
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
        for (let i = 0; i < n; i++) f.l[slots[i]!] = vs[i]!;
        return body(rt, f);
      };
    }
    return (rt, f) => {
      for (const set of setters) set(rt, f);
      return body(rt, f);
    };
  }
}

// --- helpers shared by the closures


/**
 * An operand of an arithmetic operator or a comparison, as num() reads it, its error placed at the
 * operator (`here`): the check of a number stays in the closure, the rest is the throw path's.
 */
function numAt(v: Value, here: PartPlace | null): number {
  return typeof v === "number" ? v : notANumberAt(v, here);
}

/** num() of a value that is no number (a boolean counts as 1 or 0), its error placed at `here`: off the warm path, so the `try` costs a game nothing. */
function notANumberAt(v: Value, here: PartPlace | null): number {
  try {
    return num(v);
  } catch (e) {
    throw failedAt(e, here);
  }
}

/** A statement's calls of built-ins while it has none: most statements call none, and get no list of their own. */
const NO_CALLS: CallPlace[] = [];

/** Marks an expression whose value is not known while compiling. */
const NOT_CONSTANT: unique symbol = Symbol("not constant");

/** Whether an `and` or `or` is decided by its left operand's value (`false and x`, `true or x`). */
function leftDecides(op: Extract<Expression, { kind: "binary" }>["op"], l: Value): boolean {
  return op === "and" ? !truthy(l) : op === "or" && truthy(l);
}

/** A binary operation's value from its operands' values known when compiling (NOT_CONSTANT: either is not known, or evaluating it fails). */
function foldBinary(g: Game, op: Extract<Expression, { kind: "binary" }>["op"], l: Value | typeof NOT_CONSTANT, r: Value | typeof NOT_CONSTANT): Value | typeof NOT_CONSTANT {
  if (l === NOT_CONSTANT) return l;
  if (op === "and" || op === "or") {
    if (leftDecides(op, l)) return op === "or";
    return r === NOT_CONSTANT ? r : truthy(r);
  }
  if (r === NOT_CONSTANT) return r;
  try {
    return binaryValue(g, op, l, r);
  } catch {
    return NOT_CONSTANT;
  }
}

/** A binary operator (not `and`/`or`) applied to two values, as the compiled closures apply it. */
function binaryValue(g: Game, op: Extract<Expression, { kind: "binary" }>["op"], a: Value, b: Value): Value {
  switch (op) {
    case "==":
      return equal(a, b);
    case "!=":
      return !equal(a, b);
    case "<":
      return num(a) < num(b);
    case ">":
      return num(a) > num(b);
    case "<=":
      return num(a) <= num(b);
    case ">=":
      return num(a) >= num(b);
    case "+":
      return num(a) + num(b);
    case "-":
      return num(a) - num(b);
    case "*":
      return num(a) * num(b);
    case "/": {
      const d = num(b);
      if (d === 0) throw new EffectRuntimeError("division by zero", "runtime.division_by_zero");
      return Math.floor(num(a) / d);
    }
    case "in":
      if (Array.isArray(b)) return b.some((x) => equal(x, a));
      return typeof a === "string" && typeof b === "string" && inGroup(g, a, b);
    default:
      throw new EffectRuntimeError(`operator ${op}`, "runtime.operator", { op });
  }
}


/** The values of a record literal's fields as a list, in order (a local read in place, as the record literal reads it). */
function valuesList(values: Ev[]): (rt: Runtime, f: Frame) => Value[] {
  const slots = values.map(slotIndex);
  const n = values.length;
  return (rt, f) => {
    const out: Value[] = [];
    for (let i = 0; i < n; i++) {
      const slot = slots[i]!;
      out.push(slot >= 0 ? f.l[slot]! : values[i]!(rt, f));
    }
    return out;
  };
}

/** An argument: a value, or (for kernel built-ins) a condition to call with `it`. */
export interface ArgEv {
  v?: Ev;
  /** The value, when known at compile time. */
  constant?: Value;
  fn?: { slot: number; ev: Ev };
  /** The value is a condition held in a variable: hand it on as a function or as the value. */
  pred?: "function" | "value";
  /** The local slot `v` only reads (operand.ts): read in place, without calling `v`. */
  slot?: number;
}

/**
 * Every argument is made by this one literal, every field written (absent ones undefined): V8 then
 * gives them all one hidden class, and the reads of an argument's fields for every call
 * (evalArgs, callFunction) stay monomorphic. Literals of different fields, and spreads, made
 * arguments of several classes, read polymorphically.
 */
function argEv(a: ArgEv): ArgEv {
  return { v: a.v, constant: a.constant, fn: a.fn, pred: a.pred, slot: a.slot };
}

/** A plain value argument; one that only reads a slot says which. */
function valueArg(v: Ev, constant: { constant?: Value }): ArgEv {
  return argEv({ v, constant: constant.constant, slot: readsSlot(v) });
}

function constArg(value: Value): ArgEv {
  return argEv({ v: () => value, constant: value });
}

function variableName(e: Expression): string {
  if (e.kind !== "name") throw new EffectRuntimeError("expected the name of a variable", "runtime.expected_variable");
  return e.name;
}

export type ArgValue = Value | Pred;

function evalArgs(rt: Runtime, f: Frame, args: (ArgEv | null)[]): ArgValue[] {
  // Pushed, not `new Array(n)`: V8 keeps a pushed array "packed", which every built-in reads faster.
  const out: ArgValue[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!a) out.push(UNSET);
    else if (a.fn) {
      const { slot, ev } = a.fn;
      out.push((it: Value) => {
        f.l[slot] = it;
        return ev(rt, f);
      });
    } else if (a.pred === "function") {
      const p = a.v!(rt, f);
      out.push(p === null ? UNSET : predicateFunction(rt, p as PredicateValue));
    } else if (a.slot !== undefined) out.push(f.l[a.slot]!);
    else out.push(a.v!(rt, f));
  }
  return out;
}

/** A condition passed as a value, as a function of `it`. */
export function predicateFunction(rt: Runtime, p: PredicateValue): Pred {
  // (Its unit has run, so it is compiled, unless the value came with a state from another compiled copy of the game.)
  const u = rt.g.units[p.unit]!;
  readyUnit(u);
  const compiled: CompiledPredicate = u.predicates[p.$predicate]!;
  const f = frameOf(compiled.unit, 0, p.locals.slice(), p.me, p.active, p.card, -1, undefined, undefined, undefined, undefined);
  return (it: Value) => {
    f.l[compiled.slot] = it;
    return compiled.ev(rt, f);
  };
}

/**
 * Calls a content function (or a procedure that runs through) and gives its result. The arguments
 * are evaluated straight into the callee's frame (content arguments are plain values: a condition
 * is passed as a PredicateValue); one not given is UNSET, so its default applies.
 */
function callFunction(rt: Runtime, f: Frame, unit: number, args: (ArgEv | null)[]): Value {
  const callee = acquireFrame(rt, unit, f.me, f.act, f.card);
  const l = callee.l;
  // Defaults are looked at only when an argument is missing (most calls give every one).
  let missing = args.length < rt.g.units[unit]!.params.length;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const v = a ? (a.slot !== undefined ? f.l[a.slot]! : a.v!(rt, f)) : UNSET;
    if (v === UNSET) missing = true;
    l[i] = v;
  }
  if (missing) fillDefaults(rt, callee, args.length);
  const v = runSync(rt, callee);
  releaseFrame(rt, callee);
  return v;
}

function jump(to: Label): Instr {
  return (_rt, f) => {
    f.pc = to.pc;
    return false;
  };
}

export function opponentOf(rt: Runtime, side: string): Value {
  const sides = rt.g.sides;
  if (sides.length !== 2) throw new EffectRuntimeError("`opponent` needs a game of two sides", "runtime.opponent_two_sides");
  return side === sides[0] ? sides[1]! : side === sides[1] ? sides[0]! : null;
}

/** The fields of a predicate value (values.ts: PredicateValue): reading one of them goes through `member`'s checks. */
const PREDICATE_FIELDS: ReadonlySet<string> = new Set(["$predicate", "unit", "locals", "me", "active", "card"] satisfies (keyof PredicateValue)[]);

/** `x.field`: a record's field, or a declared attribute of a space, card or group id; its error placed at the read (`here`). */
export function member(rt: Runtime, v: Value, field: string, here: PartPlace | null = null): Value {
  if (isRecord(v)) return v[field] ?? null;
  if (typeof v === "string") return attribute(rt.g, v, field);
  if (v === null) return null;
  throw failedAt(new EffectRuntimeError(`\`.${field}\` of ${JSON.stringify(v)}: not a record or an id`, "runtime.no_field", { field, value: JSON.stringify(v) ?? "none" }), here);
}

export { popFrame };
