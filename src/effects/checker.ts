// Resolves every name and checks every call of effect code before a game starts, so a typo in a
// card or a procedure is a located diagnostic, never a crash in turn 7. Game-neutral: what the
// names mean comes from a Vocabulary (the kernel's built-ins plus the game's declarations).
import type { Argument, CallExpression, Expression, Loc, Statement } from "./ast.js";
import type { Callable, FieldShape, KnownFields, Param, ValueType, Vocabulary } from "./vocabulary-types.js";
import { closest } from "../diagnostics/closest.js";
import type { MessagePart } from "../diagnostics/diagnostic.js";

export interface CheckProblem {
  code: string;
  message: string;
  loc: Loc;
  hint?: string;
  /** Message keys and arguments for translations (see Diagnostic). */
  key?: string;
  args?: Record<string, string | number>;
  /** Arguments of `key` that are messages of their own (see Diagnostic.parts). */
  parts?: Record<string, MessagePart>;
  hintKey?: string;
  hintArgs?: Record<string, string | number>;
}

/**
 * What the translations need of the code's message keys, found here where each call's arguments
 * are bound, and carried with the problems so that every memory of checks keeps them (code.ts
 * takes them apart). None depends on which of the game's routines pass a parameter on to a message
 * key (message-params.ts works that out from them), so a check holds whatever the other routines do.
 * - KEY_USE: a literal given to a kernel built-in's message key (`log("score.gain")`, the kind of
 *   `pick(me, xs, "target")` → prompt.target): `message` is the key, `loc` the literal's.
 * - KEY_VIA: a literal given to a game's routine's parameter (or written as its default), a key
 *   if that parameter is passed on to one: `message` is the literal's text, `args` the routine
 *   (`fn`) and parameter (`param`).
 * - KEY_PASS: a routine's own parameter (`message`, its name in the code) given as it is to a
 *   built-in's message key (`args.prefix`) or to a routine's parameter (`args.fn`, `args.param`).
 */
export const KEY_USE = "key";
export const KEY_VIA = "key-via";
export const KEY_PASS = "key-pass";

/**
 * What the code reads of the scenario, the data the kernel binds to the name `scenario` (SCENARIO),
 * found here where names are resolved and carried with the problems as the message keys are
 * (code.ts takes them apart; scenario-fields.ts reads them):
 * - SCENARIO_READ: a field read by its name, `scenario.start`, or `s.start` where a local holds the
 *   scenario (`let s = scenario`, `let t = s`): `message` is the field, `loc` the read's.
 * - SCENARIO_WHOLE: the scenario used otherwise (handed to a call, as `get(scenario, k)`, iterated,
 *   compared), so that which fields are read cannot be known: `loc` is the use's.
 * A local named `scenario` (a parameter) is not it. Locals are followed by name through the whole
 * code, not block by block: a name that holds the scenario anywhere is taken to hold it everywhere
 * (a conservative guess: more fields read, never fewer).
 */
export const SCENARIO = "scenario";
export const SCENARIO_READ = "scenario-read";
export const SCENARIO_WHOLE = "scenario-whole";

/**
 * Which lasting effects the code puts in force, found here where a call's arguments are bound and
 * carried with the problems likewise (effects-started.ts reads them):
 * - EFFECT_START: an effect given by its name to `start_effect` (START_EFFECT): `message` is it.
 * - EFFECT_COMPUTED: `start_effect` given an effect the code works out (a local, a field, a call).
 * - EFFECT_NAMED: an effect's id used as a value of the code's own (`let later = [blockade]`, an
 *   argument of a game's routine): a computed start may be given it. Not the effect given to a
 *   built-in that reads or ends one (`has_effect`, `end_effect`), nor a record's field or a
 *   local of that name.
 */
export const START_EFFECT = "start_effect";
export const EFFECT_START = "effect-start";
export const EFFECT_COMPUTED = "effect-computed";
export const EFFECT_NAMED = "effect-named";

/**
 * What a check gathers over the whole code: what it does with its locals that matters if one holds
 * the scenario (resolved when the check ends: holdersRead), and what was said of the scenario and
 * of effects (each once).
 */
interface Holders {
  /** Each `let` of a local from a name: [local, name given, whether that name is a local]. */
  lets: [string, string, boolean][];
  /** Fields read of each local by name, each where first read. */
  fields: Map<string, Map<string, Loc>>;
  /** Locals used otherwise than to read a field by name, or hand on to a `let`, where first. */
  whole: Map<string, Loc>;
  /** The scenario's fields said read (SCENARIO_READ): each once. */
  said: Set<string>;
  /** What was said of effects (EFFECT_START, EFFECT_COMPUTED, EFFECT_NAMED), each once: code and name. */
  effects: Set<string>;
  /** Each field read of an id whose field holds only some texts (KnownFields.values), and each call of a routine that gives only some (Callable.returnValues): what it is and its texts. */
  held: Map<Expression, Held>;
  /** In a routine that declares the texts it gives (Scope.gives), what its returns of a name may give (returnsRead, when the check ends). */
  returns?: Returns;
}

/**
 * What a routine's `return`s of a name that holds only some texts may give, read when its check
 * ends (returnsRead): each such return and the texts; where a text was written as a literal
 * (`let r = "canceld"`, followed through copies by the identity of the texts' list: textsOf); and
 * the names compared with anything anywhere in the code (`==`, `!=`, `in`), whose returns are not
 * read: a comparison may narrow what the name holds where it is returned (`if r == "zz" { return "a" }`,
 * `let ok = r != "zz"`), which the check does not follow.
 */
interface Returns {
  given: [name: Extract<Expression, { kind: "name" }>, values: readonly string[]][];
  origins: Map<readonly string[], Map<string, Loc>>;
  compared: Set<string>;
}

/**
 * The only texts an expression holds, and what it is for messages: a local's or a field's name
 * (`mode`, `kind`), or a routine's whose result it is (`gives`: "is not a value `fn` gives").
 */
type Held = [name: string, values: readonly string[], gives?: true];

/** What kind of code is checked: a function may not ask or change the game. */
export type CodeRole = "procedure" | "function" | "condition";

interface Scope {
  locals: Map<string, ValueType>;
  role: CodeRole;
  /** The routine's parameters not given another value (a `let` of one's name ends it, in every block: a conservative guess). */
  params?: Set<string>;
  /**
   * The only texts some locals hold (a parameter's `values:`, a moment's, a local's `let` from one
   * or from a field read that has them): ended, in every block, by a `let` or a loop of that name,
   * and on entering a loop, for the names it gives a value (`let`) in its body.
   */
  values?: Map<string, readonly string[]>;
  /** The names in scope around this block: a `let` of another declares it here, so only such a name takes values from a `let` (they end with the block). */
  outer?: ReadonlyMap<string, ValueType>;
  /** One for the whole code (its blocks share it): see SCENARIO and EFFECT_START. */
  holders: Holders;
  /** The routine whose code this is, when it declares the only texts it gives: its `return`s of a literal are checked against them (returned). */
  gives?: Gives;
  /** Nesting depth of loops, for `return` inside loops (allowed) — kept for future checks. */
}

export interface CheckOptions {
  role?: CodeRole;
  /** Names bound before the code runs (parameters, `it`, `actor` …) with their types. */
  locals?: Map<string, ValueType>;
  /** The code's own parameters (a procedure's or function's, by their names in the code): one given on as it is is said (KEY_PASS). */
  params?: readonly string[];
  /** The only texts some bound names hold (Param.values, a moment's `values:`): a literal compared with one that is none of them is CW312. */
  values?: ReadonlyMap<string, readonly string[]>;
  /** The routine whose code this is and the only texts it declares it gives (`returns: { type, values }`, Callable.returnValues). */
  gives?: Gives;
}

/** A routine that declares the only texts it gives: its name and them. */
export interface Gives {
  fn: string;
  values: readonly string[];
}

export function checkProgram(body: Statement[], vocab: Vocabulary, opts: CheckOptions = {}): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const holders = newHolders(opts.gives);
  statements(body, { locals: new Map(opts.locals ?? []), role: opts.role ?? "procedure", holders, ...(opts.params?.length ? { params: new Set(opts.params) } : {}), values: new Map(opts.values ?? []), ...(opts.gives ? { gives: opts.gives } : {}) }, vocab, problems);
  holdersRead(holders, problems);
  if (opts.gives) returnsRead(holders.returns!, opts.gives, problems);
  return problems;
}

/** Checks a lone condition or value expression; `it` may be bound through `locals`. */
/** `defaultOf`: the expression is the default of this routine's parameter (a literal may be a message key, KEY_VIA). `params`, `values`: a function's own parameters, the texts some names hold (CheckOptions); `gives`: the expression is a function's `value:`, what it gives (CheckOptions). */
export function checkExpression(expr: Expression, vocab: Vocabulary, locals: Map<string, ValueType> = new Map(), defaultOf?: { fn: string; param: string }, params?: readonly string[], values?: ReadonlyMap<string, readonly string[]>, gives?: Gives): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const holders = newHolders(gives);
  const scope: Scope = { locals: new Map(locals), role: "condition", holders, ...(params?.length ? { params: new Set(params) } : {}), ...(values?.size ? { values: new Map(values) } : {}), ...(gives ? { gives } : {}) };
  expression(expr, scope, vocab, problems);
  if (gives) returned(expr, gives, scope, problems);
  holdersRead(holders, problems);
  if (gives) returnsRead(holders.returns!, gives, problems);
  if (defaultOf && expr.kind === "string" && expr.value) problems.push({ code: KEY_VIA, message: expr.value, loc: expr.loc, args: defaultOf });
  return problems;
}

function newHolders(gives?: Gives): Holders {
  return { lets: [], fields: new Map(), whole: new Map(), said: new Set(), effects: new Set(), held: new Map(), ...(gives ? { returns: { given: [], origins: new Map(), compared: new Set() } } : {}) };
}

/** The scenario's reads through the locals that hold it (SCENARIO_READ, SCENARIO_WHOLE), each field once. */
function holdersRead(h: Holders, out: CheckProblem[]): void {
  if (!h.lets.length) return;
  const holding = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const [local, from, isLocal] of h.lets) {
      if (holding.has(local) || !(isLocal ? holding.has(from) : from === SCENARIO)) continue;
      holding.add(local);
      grew = true;
    }
  }
  for (const local of holding) {
    for (const [field, loc] of h.fields.get(local) ?? []) fieldRead(h, field, loc, out);
    const whole = h.whole.get(local);
    if (whole) out.push({ code: SCENARIO_WHOLE, message: "", loc: whole });
  }
}

function fieldRead(h: Holders, field: string, loc: Loc, out: CheckProblem[]): void {
  if (h.said.has(field)) return;
  h.said.add(field);
  out.push({ code: SCENARIO_READ, message: field, loc });
}

/** An effect started, started computed or named (EFFECT_START …), each once in the code. */
function effectUse(h: Holders, code: string, name: string, loc: Loc, out: CheckProblem[]): void {
  const k = `${code} ${name}`;
  if (h.effects.has(k)) return;
  h.effects.add(k);
  out.push({ code, message: name, loc });
}

/** Whether `name`, where it is, is the scenario itself (not a local of that name). */
function isScenario(name: string, scope: Scope, vocab: Vocabulary): boolean {
  return name === SCENARIO && !scope.locals.has(name) && vocab.nameType(name) !== undefined;
}

function statements(body: Statement[], scope: Scope, vocab: Vocabulary, out: CheckProblem[]): void {
  // A block sees the names of the enclosing blocks; names it introduces end with it. Giving an
  // enclosing name a new value (`let left = left - 1`) changes that name (loops need it).
  const local: Scope = { ...scope, locals: new Map(scope.locals), outer: scope.locals };
  for (const s of body) statement(s, local, vocab, out);
  if (local.values?.size) for (const name of local.values.keys()) if (!scope.locals.has(name)) local.values.delete(name);
}

function statement(s: Statement, scope: Scope, vocab: Vocabulary, out: CheckProblem[]): void {
  switch (s.kind) {
    case "do":
      call(s.call, scope, vocab, out, true);
      return;
    case "let": {
      const v = s.value;
      // A name given to the local as it is: the local may hold the scenario (SCENARIO).
      if (v.kind === "name") scope.holders.lets.push([s.name.name, v.name, scope.locals.has(v.name)]);
      const t = v.kind === "call" ? call(v, scope, vocab, out, true) : v.kind === "name" ? nameUsed(v, scope, vocab, out, false) : expression(v, scope, vocab, out);
      if (t === "void") out.push({ code: "CW306", message: `\`${(s.value as CallExpression).callee.name}\` gives no value to store in \`${s.name.name}\``, loc: s.value.loc, key: "diag.no_value", args: { fn: (s.value as CallExpression).callee.name, name: s.name.name } });
      const known = scope.locals.get(s.name.name);
      scope.params?.delete(s.name.name);
      scope.values?.delete(s.name.name);
      scope.locals.set(s.name.name, t === "void" ? "any" : known && known !== t ? "any" : t);
      // A copy of a read that holds only some texts holds them too, and a local given literals
      // holds those; not a name of an enclosing block given a value here (after the block it
      // holds either).
      const texts = textsOf(v, scope);
      if (texts && !scope.outer?.has(s.name.name)) scope.values?.set(s.name.name, texts);
      return;
    }
    case "if":
      expression(s.test, scope, vocab, out);
      statements(s.then, scope, vocab, out);
      if (Array.isArray(s.otherwise)) statements(s.otherwise, scope, vocab, out);
      else if (s.otherwise) statement(s.otherwise, scope, vocab, out);
      return;
    case "while":
      loopEntered(s.body, scope);
      expression(s.test, scope, vocab, out);
      statements(s.body, scope, vocab, out);
      return;
    case "return":
      if (s.value) expression(s.value, scope, vocab, out);
      if (s.value && scope.gives) returned(s.value, scope.gives, scope, out);
      return;
    case "for": {
      const iterType = s.iterable.kind === "call" ? call(s.iterable, scope, vocab, out, true) : expression(s.iterable, scope, vocab, out);
      const inner: Scope = { ...scope, locals: new Map(scope.locals) };
      scope.values?.delete(s.variable.name);
      loopEntered(s.body, scope);
      inner.locals.set(s.variable.name, iterType === "spaces" ? "space" : iterType === "cards" ? "card" : groupsListed(s.iterable, scope, vocab) ? "group" : "any");
      // Over a list of literals written out (`for k in ["early", "mid"]`), each round the variable
      // holds one of them (given anew each round: a `let` of it in the body ends that as any does).
      const it = s.iterable;
      const items = it.kind === "list" && it.items.length > 0 && it.items.every((i) => i.kind === "string") ? (it.items as Extract<Expression, { kind: "string" }>[]) : undefined;
      if (items) scope.values?.set(s.variable.name, literalTexts(items, scope));
      statements(s.body, inner, vocab, out);
      // (The variable ends with the loop.)
      if (items) scope.values?.delete(s.variable.name);
      return;
    }
    case "choose": {
      if (scope.role !== "procedure") out.push(notHere(s.loc, "choose", scope.role));
      expression(s.chooser, scope, vocab, out);
      const labels = new Set<string>();
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

function notHere(loc: Loc, what: string, role: CodeRole): CheckProblem {
  return {
    code: "CW310",
    message: `${what} changes the game or asks a player, which a ${role} may not do`,
    loc,
    hint: role === "function" ? "functions only compute a value; make it a procedure" : "a condition only reads the game",
    key: "diag.not_in_role",
    args: { what, role },
    hintKey: role === "function" ? "diag.hint.make_procedure" : "diag.hint.condition_reads",
  };
}

/** `expected`: the type the expression is an argument of, if known (a misspelt name is matched with names of that type first). */
function expression(e: Expression, scope: Scope, vocab: Vocabulary, out: CheckProblem[], expected?: ValueType): ValueType {
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
    case "member": {
      const o = e.object;
      let of: ValueType;
      if (o.kind !== "name") of = expression(o, scope, vocab, out);
      else {
        // A field read by its name: of the scenario, or of a local that may hold it.
        of = nameUsed(o, scope, vocab, out, false);
        if (isScenario(o.name, scope, vocab)) fieldRead(scope.holders, e.field.name, e.loc, out);
        else if (scope.locals.has(o.name)) {
          const fields = scope.holders.fields.get(o.name) ?? scope.holders.fields.set(o.name, new Map()).get(o.name)!;
          if (!fields.has(e.field.name)) fields.set(e.field.name, e.loc);
        }
      }
      fieldKnown(e, of, scope, vocab, out);
      const held = of === "any" ? undefined : vocab.fields?.values?.[of]?.[e.field.name];
      if (held) scope.holders.held.set(e, [e.field.name, held]);
      return "any";
    }
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
      const left = expression(e.left, scope, vocab, out);
      // After `in`, a space is looked for in a group (`it in europe`): a misspelt name there
      // suggests a region first (`asai` → `asia`, not the space `usa`).
      const right = expression(e.right, scope, vocab, out, e.op === "in" && (left === "space" || left === "any") ? "group" : undefined);
      if (COMPARISONS.has(e.op)) compareKinds(e, certainKind(e.left, left, scope), certainKind(e.right, right, scope), vocab, out);
      if ((e.op === "==" || e.op === "!=" || e.op === "in") && (scope.values?.size || scope.holders.held.size)) valuesCompared(e, scope, out);
      if (scope.holders.returns && (e.op === "==" || e.op === "!=" || e.op === "in")) for (const side of [e.left, e.right]) if (side.kind === "name") scope.holders.returns.compared.add(side.name);
      return ["+", "-", "*", "/"].includes(e.op) ? "number" : "boolean";
    }
    case "name":
      return nameUsed(e, scope, vocab, out, true, expected);
    case "call": {
      const t = call(e, scope, vocab, out, false);
      return t === "void" ? "any" : t;
    }
  }
}

/**
 * A name used as a value: an effect's id is named (EFFECT_NAMED); with `whole` (not given to a
 * `let` as it is, which holders follow), the scenario or a local that may hold it is used whole.
 * A routine's name that stands for a call of it (Callable.asName, no local of that name) gives
 * what the call gives: its declared texts are noted as a call's are (Holders.held).
 */
function nameUsed(e: Extract<Expression, { kind: "name" }>, scope: Scope, vocab: Vocabulary, out: CheckProblem[], whole: boolean, expected?: ValueType): ValueType {
  const local = scope.locals.has(e.name);
  if (!local && vocab.nameType(e.name) === "effect") effectUse(scope.holders, EFFECT_NAMED, e.name, e.loc, out);
  if (!local) {
    const r = vocab.callable(e.name);
    if (r?.asName && r.returnValues) scope.holders.held.set(e, [r.name, r.returnValues, true]);
  }
  if (whole && isScenario(e.name, scope, vocab)) out.push({ code: SCENARIO_WHOLE, message: "", loc: e.loc });
  else if (whole && local && !scope.holders.whole.has(e.name)) scope.holders.whole.set(e.name, e.loc);
  return resolveName(e.name, e.loc, scope, vocab, out, expected);
}

/**
 * A literal compared with a name or a field that holds only some texts (`mode == "atack"`, `"x" != mode`,
 * `direction in ["up", "dwon"]`, `card.kind == "scorng"`): one that is none of them never matches, and the game
 * plays on as if the case did not happen. Said as the unknown names are (CW302), an error with the
 * nearest value: the values are the designer's own declaration, so the literal or the list is wrong.
 */
function valuesCompared(e: Extract<Expression, { kind: "binary" }>, scope: Scope, out: CheckProblem[]): void {
  const check = (name: Expression, literal: Expression) => {
    const of = heldBy(name, scope);
    if (!of) return;
    const literals = e.op === "in" ? (literal.kind === "list" ? literal.items : []) : [literal];
    for (const l of literals) if (l.kind === "string") notAValue(l.value, of[0], of[1], l.loc, out, of[2]);
  };
  check(e.left, e.right);
  if (e.op !== "in") check(e.right, e.left);
}

/** The only texts a read holds, and its name: a local's (Scope.values), or a field's of an id or a routine's result (a call, or its bare name: nameUsed), already checked (Holders.held). */
function heldBy(e: Expression, scope: Scope): Held | undefined {
  if (e.kind === "name") {
    const of = scope.values?.get(e.name);
    return of ? [e.name, of] : scope.holders.held.get(e);
  }
  return e.kind === "member" || e.kind === "call" ? scope.holders.held.get(e) : undefined;
}

/**
 * The only texts a value given to a local may be: a literal's, a read's that holds only some
 * (heldBy), or, for `if … then … else …`, those of both branches, each known. Else none known.
 */
function textsOf(e: Expression, scope: Scope): readonly string[] | undefined {
  if (e.kind === "string") return literalTexts([e], scope);
  if (e.kind === "conditional") {
    const a = textsOf(e.then, scope);
    const b = a && textsOf(e.otherwise, scope);
    if (!b) return undefined;
    const both = [...new Set([...a!, ...b])];
    // (Where each text was written, for the routine's returns: returnsRead.)
    const origins = scope.holders.returns?.origins;
    const from = origins && new Map([...(origins.get(b) ?? []), ...(origins.get(a!) ?? [])]);
    if (from?.size) origins!.set(both, from);
    return both;
  }
  return heldBy(e, scope)?.[1];
}

/** The texts of literals written out, each once; in a routine that declares what it gives, where each was written first (Returns.origins). */
function literalTexts(literals: readonly Extract<Expression, { kind: "string" }>[], scope: Scope): readonly string[] {
  const texts = [...new Set(literals.map((l) => l.value))];
  const origins = scope.holders.returns?.origins;
  if (origins) {
    const at = new Map<string, Loc>();
    for (const l of literals) if (!at.has(l.value)) at.set(l.value, l.loc);
    origins.set(texts, at);
  }
  return texts;
}

/**
 * A loop's body runs again after it gave its names other values: a text compared before the
 * `let` in the body may be the one given after it. On entering a loop, the names it gives a value
 * in its body (at any depth) are taken to hold any text.
 */
function loopEntered(body: Statement[], scope: Scope): void {
  if (scope.values?.size) for (const name of namesGiven(body, new Set())) scope.values.delete(name);
}

/** The names `let` and loops give a value anywhere in `body`. */
function namesGiven(body: readonly Statement[], out: Set<string>): Set<string> {
  for (const s of body) {
    if (s.kind === "let") out.add(s.name.name);
    else if (s.kind === "for") namesGiven(s.body, out.add(s.variable.name));
    else if (s.kind === "while") namesGiven(s.body, out);
    else if (s.kind === "if") {
      namesGiven(s.then, out);
      if (s.otherwise) namesGiven(Array.isArray(s.otherwise) ? s.otherwise : [s.otherwise], out);
    } else if (s.kind === "choose") for (const o of s.options) namesGiven(o.body, out);
  }
  return out;
}

/**
 * A literal given to a parameter that takes only some texts (`direction: "dwon"`), or each text
 * of a list written out for one that takes a list of them (`only: ["move", "atack"]`): a
 * text that is none of them is CW312 (valuesCompared). Also a parameter's default (code.ts).
 */
export function valuesGiven(e: Expression, name: string, values: readonly string[], out: CheckProblem[]): void {
  if (e.kind === "string") notAValue(e.value, name, values, e.loc, out);
  else if (e.kind === "list") for (const item of e.items) if (item.kind === "string") notAValue(item.value, name, values, item.loc, out);
}

/**
 * What a routine that declares the only texts it gives gives (a `return`'s value, a function's
 * `value:`): a literal that is none of them is CW312 at it (no caller's comparison with it ever
 * holds), and so is each branch of `if … then … else …` that is one. A name that holds only some
 * texts (a local given literals or copied from a read with values, a parameter's `values:`) is
 * noted, and read when the check ends (returnsRead). Nothing else is read (a field, a call).
 */
function returned(e: Expression, gives: Gives, scope: Scope, out: CheckProblem[]): void {
  if (e.kind === "string") notAValue(e.value, gives.fn, gives.values, e.loc, out, true);
  else if (e.kind === "conditional") {
    returned(e.then, gives, scope, out);
    returned(e.otherwise, gives, scope, out);
  } else if (e.kind === "name") {
    const held = heldBy(e, scope);
    if (held) scope.holders.returns?.given.push([e, held[1]]);
  }
}

/**
 * The routine's returns of a name (Returns): a text the name may hold that is none of those the
 * routine declares it gives is CW312, at the literal where it was written (once, however many
 * returns give it), as a literal returned is; else (a parameter's or a read's texts) at the
 * returned name, saying what it may hold. Not a name compared anywhere in the code.
 */
function returnsRead(r: Returns, gives: Gives, out: CheckProblem[]): void {
  const said = new Set<Loc>();
  for (const [name, values] of r.given) {
    if (r.compared.has(name.name)) continue;
    const from = r.origins.get(values);
    const unwritten: string[] = [];
    for (const value of values) {
      if (gives.values.includes(value)) continue;
      const at = from?.get(value);
      if (!at) unwritten.push(value);
      else if (!said.has(at)) {
        notAValue(value, gives.fn, gives.values, at, out, true);
        said.add(at);
      }
    }
    if (!unwritten.length) continue;
    const texts = unwritten.map((t) => `\`${t}\``).join(", ");
    const list = gives.values.join(", ");
    const which = unwritten.length === 1 ? "which is not a value" : "which are not values";
    out.push({ code: "CW312", message: `\`${name.name}\` may hold ${texts}, ${which} \`${gives.fn}\` gives`, loc: name.loc, hint: `its values: ${list}`, key: "diag.may_give", args: { name: name.name, texts, count: unwritten.length, fn: gives.fn }, hintKey: "diag.hint.values", hintArgs: { values: list } });
  }
}

/** The built-in that asks a player to choose one of some values (pickHeld). */
const PICK = "pick";

/**
 * `pick(side, ["roll", "decline"], …)` with its candidates, and its `extra:` answers if given,
 * written out as texts: the choice is one of them (the kernel takes no other answer, and gives the
 * candidate, not its `ids:`), so a local given it holds them (Holders.held, as a read with values)
 * and a text compared with it that is none of them never matches (CW312: `choice == "rol"`).
 * Candidates the code works out, or any item that is not a text written out, leave it unknown.
 */
function pickHeld(c: CallExpression, bound: readonly Bound[], scope: Scope): void {
  const items: Extract<Expression, { kind: "string" }>[] = [];
  let candidates = false;
  for (const { param, arg } of bound) {
    if (param.name !== "from" && param.name !== "extra") continue;
    const v = arg.value;
    if (v.kind !== "list" || !v.items.every((i) => i.kind === "string")) return;
    candidates ||= param.name === "from";
    items.push(...(v.items as Extract<Expression, { kind: "string" }>[]));
  }
  if (candidates && items.length) scope.holders.held.set(c, [PICK, literalTexts(items, scope)]);
}

/** The built-in that runs a moment's triggers, giving them more names in its `with:` record (momentNamesGiven). */
const EMIT = "emit";

/**
 * `emit("moment", with: { name: "text" })`: a name the moment does not give its triggers (its
 * `names:`, Vocabulary.momentNames) is CW304 at it: their code cannot read it (a name they read is
 * checked against the moment's names), so what it carries is heard by nobody. A literal given for
 * a name that the moment says holds only some texts (Vocabulary.momentValues) is checked as an
 * argument is (valuesGiven): the triggers compare it with those texts, and one that is none of
 * them never matches. Only a moment written as a literal (else which one is not known) and a
 * record written out.
 */
function momentNamesGiven(bound: readonly Bound[], vocab: Vocabulary, out: CheckProblem[]): void {
  const moment = bound.find((x) => x.param.name === "moment")?.arg.value;
  const given = bound.find((x) => x.param.name === "with")?.arg.value;
  if (moment?.kind !== "string" || given?.kind !== "record") return;
  const declared = vocab.momentNames && Object.hasOwn(vocab.momentNames, moment.value) ? vocab.momentNames[moment.value]! : undefined;
  if (declared) for (const f of given.fields) if (!declared.includes(f.name.name)) nameNotGiven(moment.value, f.name.name, declared, f.name.loc, out);
  const held = vocab.momentValues;
  if (!held || !Object.hasOwn(held, moment.value)) return;
  const names = held[moment.value]!;
  for (const f of given.fields) if (Object.hasOwn(names, f.name.name)) valuesGiven(f.value, f.name.name, names[f.name.name]!, out);
}

/** CW304 at a name of `emit`'s `with:` record that `moment` does not give its triggers, with the nearest one (or all of them, or how to declare it). */
function nameNotGiven(moment: string, name: string, names: readonly string[], loc: Loc, out: CheckProblem[]): void {
  const suggestion = closest(name, names);
  const list = names.join(", ");
  out.push({
    code: "CW304",
    message: `the moment \`${moment}\` gives its triggers no name \`${name}\``,
    loc,
    hint: suggestion ? `did you mean \`${suggestion}\`?` : names.length ? `its names: ${list}` : `it gives none: add \`${name}\` to its \`names:\` in game.yaml`,
    key: "diag.moment_no_name",
    args: { moment, name },
    ...(suggestion ? { hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion } } : names.length ? { hintKey: "diag.hint.moment_names", hintArgs: { names: list } } : { hintKey: "diag.hint.moment_declare_name", hintArgs: { name } }),
  });
}

/** CW312 when `value` is none of the texts `name` takes (with `gives`: the routine `name` gives), at the literal, with the nearest one (or all of them). */
function notAValue(value: string, name: string, values: readonly string[], loc: Loc, out: CheckProblem[], gives?: true): void {
  if (values.includes(value)) return;
  const suggestion = closest(value, values);
  const list = values.join(", ");
  out.push({
    code: "CW312",
    message: gives ? `\`${value}\` is not a value \`${name}\` gives` : `\`${value}\` is not a value \`${name}\` takes`,
    loc,
    hint: suggestion ? `did you mean \`${suggestion}\`?` : `its values: ${list}`,
    key: gives ? "diag.not_given" : "diag.not_a_value",
    args: gives ? { value, fn: name } : { value, name },
    ...(suggestion ? { hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion } } : { hintKey: "diag.hint.values", hintArgs: { values: list } }),
  });
}

/**
 * A field read that what is read cannot have (CW311): at run time it would be none, and the game
 * would go on wrong or stop far from the typo. Checked only where the fields are certain: an id of
 * a kind whose fields are known (a card's, a space's), or a chain of fields from a data name
 * through objects whose every field is known (KnownFields). A record built in code, a value of
 * any kind, a list or a map keyed by ids is not checked.
 */
function fieldKnown(e: Extract<Expression, { kind: "member" }>, of: ValueType, scope: Scope, vocab: Vocabulary, out: CheckProblem[]): void {
  const known = vocab.fields;
  if (!known) return;
  const shape = dataShape(e.object, scope, known.data);
  const fields = shape ? Object.keys(shape) : shape === undefined && of !== "any" ? known.kinds[of] : undefined;
  if (fields) fieldHad(e.field.name, fields, written(e.object), e.field.loc, out);
}

/** The built-in that reads a field of a card, a space or a group by its name (attrRead). */
const ATTR = "attr";

/**
 * `attr(x, "field")` is the kernel's read of `x.field` (its `attribute`), of an id only: a field
 * written as a literal is checked as that read is (fieldKnown, CW311 at the literal), and a text
 * compared with it as the field's (Holders.held, CW312). Where the code does not know what `x` is
 * (any, a text), the field must be one that some card, space or group has: else no id has it,
 * and the read is none in every game. A field the code computes is not known here.
 */
function attrRead(c: CallExpression, bound: readonly Bound[], of: ValueType, scope: Scope, vocab: Vocabulary, out: CheckProblem[]): void {
  const field = bound.find((x) => x.param.name === "name")?.arg.value;
  const object = bound.find((x) => x.param.name === "of")?.arg.value;
  const known = vocab.fields;
  if (field?.kind !== "string" || !object || !known) return;
  if (of === "card" || of === "space" || of === "group") {
    const fields = known.kinds[of];
    if (fields) fieldHad(field.value, fields, written(object), field.loc, out);
    const held = known.values?.[of]?.[field.value];
    if (held) scope.holders.held.set(c, [field.value, held]);
    return;
  }
  if (of !== "any" && of !== "string") return;
  const fields = [...new Set([...(known.kinds.card ?? []), ...(known.kinds.space ?? []), ...(known.kinds.group ?? [])])];
  if (!fields.length || fields.includes(field.value)) return;
  const suggestion = closest(field.value, fields);
  const list = fields.join(", ");
  out.push({
    code: "CW311",
    message: `no ${vocab.term("cards")}, ${vocab.term("spaces")} or ${vocab.term("groups")} have a field \`${field.value}\``,
    loc: field.loc,
    hint: suggestion ? `did you mean \`${suggestion}\`?` : `their fields: ${list}`,
    key: "diag.no_thing_field",
    args: { field: field.value, cards: "cards", spaces: "spaces", groups: "groups" },
    ...(suggestion ? { hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion } } : { hintKey: "diag.hint.thing_fields", hintArgs: { fields: list } }),
  });
}

/** CW311 at `loc` when `field` is none of `fields`, those of `what` (as the code writes it), with the nearest one (or all of them). */
function fieldHad(field: string, fields: readonly string[], what: string, loc: Loc, out: CheckProblem[]): void {
  if (fields.includes(field)) return;
  const suggestion = closest(field, fields);
  const list = fields.join(", ");
  out.push({
    code: "CW311",
    message: `\`${field}\` is not a field of \`${what}\``,
    loc,
    hint: suggestion ? `did you mean \`${suggestion}\`?` : `its fields: ${list}`,
    key: "diag.unknown_field",
    args: { field, of: what },
    ...(suggestion ? { hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion } } : { hintKey: "diag.hint.fields", hintArgs: { fields: list } }),
  });
}

/** What a chain of fields from a data name holds (`rules.hand`), as far as it is known; undefined when the expression is no such chain. */
function dataShape(e: Expression, scope: Scope, data: KnownFields["data"]): FieldShape | undefined {
  if (e.kind === "name") return !scope.locals.has(e.name) && Object.hasOwn(data, e.name) ? data[e.name] : undefined;
  if (e.kind !== "member") return undefined;
  const shape = dataShape(e.object, scope, data);
  // (A field not known, already said, or of a value not known: nothing more is known.)
  return shape && Object.hasOwn(shape, e.field.name) ? shape[e.field.name] : shape === null ? null : undefined;
}

/** The object of a field read as the code writes it, for messages: a name, a chain of fields, a call. */
function written(e: Expression): string {
  if (e.kind === "name") return e.name;
  if (e.kind === "member") return `${written(e.object)}.${e.field.name}`;
  if (e.kind === "call") return `${e.callee.name}(…)`;
  return "…";
}

const COMPARISONS = new Set(["==", "!=", "<", "<=", ">", ">="]);
const ORDERING = new Set(["<", "<=", ">", ">="]);
/** Values that are never numbers: texts, ids of things, lists and records. */
const NOT_NUMBERS = new Set<ValueType>(["string", "side", "space", "spaces", "group", "card", "cards", "effect", "list", "record", "pile", "track", "hook"]);

/**
 * The type of an operand when it is certain, else "any". A name declared as a text may hold a
 * number (a game's constants are typed `string` whatever their value) and a data name may hold
 * anything, so only literals are certain texts and records; ids, numbers and lists are certain.
 */
function certainKind(e: Expression, t: ValueType, scope: Scope): ValueType {
  if (e.kind === "string" || e.kind === "record" || e.kind === "list" || e.kind === "number") return t;
  if (t === "string" || t === "record" || t === "any") return "any";
  if (e.kind === "name" && scope.locals.has(e.name) && t !== "number") return "any";
  return t;
}

/**
 * `roll(me) >= "four"` is always false (or fails when played): an ordering needs numbers on both
 * sides, and a number never equals a text, an id, a list or a record. Reported at the operand
 * that is not a number.
 */
function compareKinds(e: Extract<Expression, { kind: "binary" }>, left: ValueType, right: ValueType, vocab: Vocabulary, out: CheckProblem[]): void {
  if (ORDERING.has(e.op)) {
    const side = NOT_NUMBERS.has(left) ? "left" : NOT_NUMBERS.has(right) ? "right" : null;
    if (!side) return;
    const got = vocab.term(side === "left" ? left : right);
    out.push({ code: "CW306", message: `\`${e.op}\` compares numbers, but its ${side} side is ${article(got, side === "left" ? left : right)}`, loc: (side === "left" ? e.left : e.right).loc, hint: "only numbers can be ordered: write a number on both sides", key: "diag.order_not_number", args: { op: e.op, side, got, got_kind: side === "left" ? left : right }, hintKey: "diag.hint.order_numbers" });
    return;
  }
  const other = left === "number" && NOT_NUMBERS.has(right) ? e.right : right === "number" && NOT_NUMBERS.has(left) ? e.left : null;
  if (!other) return;
  const got = vocab.term(other === e.right ? right : left);
  out.push({ code: "CW306", message: `\`${e.op}\` compares a number with ${article(got, other === e.right ? right : left)}, which is never equal to it`, loc: other.loc, hint: "compare a number with a number, or an id with an id", key: "diag.compare_number_with", args: { op: e.op, got, got_kind: other === e.right ? right : left }, hintKey: "diag.hint.compare_like" });
}

function resolveName(name: string, loc: Loc, scope: Scope, vocab: Vocabulary, out: CheckProblem[], expected?: ValueType): ValueType {
  const local = scope.locals.get(name);
  if (local) return local;
  const known = vocab.nameType(name);
  if (known) return known;
  const candidates = [...scope.locals.keys(), ...vocab.names()];
  const typeOf = (n: string) => scope.locals.get(n) ?? vocab.nameType(n) ?? "any";
  // A region's argument suggests a region (`asai` → `asia`, not the space `usa`): names of that
  // very kind first, then those that may stand for it (a constant's text), then any name.
  const fitting = expected && expected !== "any" ? candidates.filter((n) => typeOf(n) !== "any" && compatible(expected, typeOf(n))) : [];
  const suggestion = closest(name, fitting.filter((n) => typeOf(n) === expected)) ?? closest(name, fitting) ?? closest(name, candidates);
  out.push({
    code: "CW302",
    message: `unknown name \`${name}\``,
    loc,
    hint: suggestion ? `did you mean \`${suggestion}\`?` : name === "it" ? "`it` exists only inside `where:` conditions" : `names are the game's ids (${vocab.term("spaces")}, ${vocab.term("groups")}, cards, effects, sides), its variables or \`let\` variables`,
    key: "diag.unknown_name",
    args: { name },
    ...(suggestion ? { hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion } } : name === "it" ? { hintKey: "diag.hint.it_in_where" } : { hintKey: "diag.hint.names", hintArgs: { spaces: "spaces", groups: "groups" } }),
  });
  return "any";
}

function call(c: CallExpression, scope: Scope, vocab: Vocabulary, out: CheckProblem[], asStatement: boolean): ValueType | "void" {
  const b = vocab.callable(c.callee.name);
  if (!b) {
    const current = vocab.callableNames().find((n) => vocab.callable(n)?.formerly?.includes(c.callee.name));
    if (current) {
      out.push({ code: "CW303", message: `\`${c.callee.name}\` is an old spelling: it is now \`${current}\``, loc: c.callee.loc, hint: `write \`${current}\` (see its arguments in the effect language reference)`, key: "diag.renamed_function", args: { name: c.callee.name, current }, hintKey: "diag.hint.renamed", hintArgs: { current } });
      c.args.forEach((a) => expression(a.value, scope, vocab, out));
      return "any";
    }
    const suggestion = closest(c.callee.name, vocab.callableNames());
    out.push({ code: "CW303", message: `unknown function \`${c.callee.name}\``, loc: c.callee.loc, hint: suggestion ? `did you mean \`${suggestion}\`?` : "see the effect language reference in README.md", key: "diag.unknown_function", args: { name: c.callee.name }, ...(suggestion ? { hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion } } : { hintKey: "diag.hint.reference" }) });
    c.args.forEach((a) => expression(a.value, scope, vocab, out));
    return "any";
  }
  const changesGame = b.asks || b.kind === "kernel-statement" || b.kind === "procedure";
  if (changesGame && scope.role !== "procedure") out.push(notHere(c.loc, `\`${b.name}\``, scope.role));
  else if (changesGame && !asStatement) {
    out.push({ code: "CW305", message: `\`${b.name}\` ${b.asks ? "asks a player" : "changes the game"}, so it cannot be used inside an expression`, loc: c.loc, hint: `store its result first: \`let x = ${b.name}(...)\``, key: b.asks ? "diag.asks_in_expression" : "diag.changes_in_expression", args: { fn: b.name }, hintKey: "diag.hint.store_first", hintArgs: { fn: b.name } });
  }
  const bound = bindArguments(b, c, out);
  // What a routine that declares the texts it gives gives: compared with a literal, or copied (valuesCompared).
  if (b.returnValues && (b.kind === "function" || b.kind === "procedure")) scope.holders.held.set(c, [b.name, b.returnValues, true]);
  sideNotSaid(b, c, bound, scope, vocab, out);
  for (const x of bound) messageKey(b, x, scope, out);
  const kernel = b.kind === "kernel-expression" || b.kind === "kernel-statement";
  // An effect the code works out, put in force: any it names may be.
  if (kernel && b.name === START_EFFECT) for (const { arg, type } of bound) if (type === "effect" && !(arg.value.kind === "name" && !scope.locals.has(arg.value.name))) effectUse(scope.holders, EFFECT_COMPUTED, "", arg.value.loc, out);
  if (kernel && b.name === EMIT) momentNamesGiven(bound, vocab, out);
  if (kernel && b.name === PICK) pickHeld(c, bound, scope);
  // (What `attr`'s thing is, once its argument's type is known: attrRead.)
  const attr = kernel && b.name === ATTR;
  let attrOf: ValueType = "any";
  bound.forEach(({ arg, type, param }) => {
    if (param.values) valuesGiven(arg.value, param.name, param.values, out);
    if (type === "predicate") {
      const inner: Scope = { ...scope, locals: new Map(scope.locals) };
      // A name already holding a condition (a procedure's own `where` parameter) is passed on as is.
      if (arg.value.kind === "name" && scope.locals.get(arg.value.name) === "predicate") return;
      inner.locals.set("it", predicateSubject(b, c, scope, vocab));
      expression(arg.value, inner, vocab, out);
    } else if (type === "effect" && arg.value.kind === "name" && !scope.locals.has(arg.value.name)) {
      // Given by name: started (start_effect), or given on by a game's routine; a built-in's other effect only read or ended.
      if (kernel && b.name === START_EFFECT) effectUse(scope.holders, EFFECT_START, arg.value.name, arg.value.loc, out);
      else if (!kernel && vocab.nameType(arg.value.name) === "effect") effectUse(scope.holders, EFFECT_NAMED, arg.value.name, arg.value.loc, out);
      if (!vocab.isEffect(arg.value.name)) {
        const known = vocab.nameType(arg.value.name);
        // A misspelt effect id: the nearest declared effect, as for any other unknown name.
        const near = known === "card" ? null : closest(arg.value.name, vocab.names().filter((n) => vocab.isEffect(n)));
        if (near) out.push({ code: "CW302", message: `unknown effect \`${arg.value.name}\``, loc: arg.value.loc, hint: `did you mean \`${near}\`?`, key: "diag.unknown_effect", args: { id: arg.value.name }, hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion: near } });
        else out.push({ code: "CW302", message: `unknown effect \`${arg.value.name}\``, loc: arg.value.loc, hint: known === "card" ? `the card ${arg.value.name} declares no lasting effect: add it under the card's \`effects:\`` : "effects are declared under a card's `effects:`", key: "diag.unknown_effect", args: { id: arg.value.name }, hintKey: known === "card" ? "diag.hint.card_without_effect" : "diag.hint.effects_declared", hintArgs: { card: arg.value.name } });
      }
    } else {
      const got = expression(arg.value, scope, vocab, out, type);
      if (attr && param.name === "of") attrOf = got;
      if (!compatible(type, got)) {
        const param = arg.name?.name ?? paramNameOf(b, arg, c);
        out.push({ code: "CW306", message: `\`${b.name}\` expects ${article(vocab.term(type), type)} for \`${param}\`, got ${article(vocab.term(got), got)}`, loc: arg.value.loc, key: "diag.wrong_argument_kind", args: { fn: b.name, param, expected: vocab.term(type), got: vocab.term(got), expected_kind: type, got_kind: got } });
      }
    }
  });
  if (attr) attrRead(c, bound, attrOf, scope, vocab, out);
  return b.returns;
}

/** An argument that is, or may be, a message key (KEY_USE, KEY_VIA, KEY_PASS): a literal, or the code's own parameter given on. A key the code computes is not known here. */
function messageKey(b: Callable, { arg, param }: Bound, scope: Scope, out: CheckProblem[]): void {
  const v = arg.value;
  const kernel = b.kind === "kernel-expression" || b.kind === "kernel-statement";
  // (A routine's parameter of another type, a side or a card, is never a key.)
  if (kernel ? param.message === undefined : param.type !== "string" && param.type !== "any") return;
  if (v.kind === "string" && v.value) out.push(kernel ? { code: KEY_USE, message: param.message + v.value, loc: v.loc } : { code: KEY_VIA, message: v.value, loc: v.loc, args: { fn: b.name, param: param.name } });
  else if (v.kind === "name" && scope.params?.has(v.name)) out.push({ code: KEY_PASS, message: v.name, loc: v.loc, args: kernel ? { prefix: param.message! } : { fn: b.name, param: param.name } });
}

/**
 * A track or pile declared one per side, named in a kernel call without `side:` (`move_track(score,
 * 1)` where each side has its own score): the kernel cannot tell whose and would stop the game at
 * that call, so it is said here, at the name.
 */
function sideNotSaid(b: Callable, c: CallExpression, bound: Bound[], scope: Scope, vocab: Vocabulary, out: CheckProblem[]): void {
  if (!vocab.perSide || (b.kind !== "kernel-expression" && b.kind !== "kernel-statement")) return;
  const sideAt = b.params.findIndex((p) => p.name === "side" && p.optional);
  if (sideAt < 0) return;
  const named = bound.find((x) => x.type === "track" || x.type === "pile")?.arg.value;
  if (!named || named.kind !== "name" || scope.locals.has(named.name) || !vocab.perSide(named.name)) return;
  if (c.args.some((a) => a.name?.name === "side") || c.args.filter((a) => !a.name).length > sideAt) return;
  out.push({ code: "CW304", message: `\`${named.name}\` is one per side: \`${b.name}\` must say whose`, loc: named.loc, hint: "add `side:` (`side: me`, `side: opponent` or a side's id)", key: "diag.per_side_unsaid", args: { id: named.name, fn: b.name }, hintKey: "diag.hint.say_whose" });
}

/**
 * What `it` stands for inside a call's condition: the items of the list argument it filters
 * (`select(cards(hand, me), where: …)` → a card), spaces for space searches, else anything.
 */
function predicateSubject(b: Callable, c: CallExpression, scope: Scope, vocab: Vocabulary): ValueType {
  if (b.returns === "spaces" || b.returns === "space") return "space";
  if (b.returns === "cards" || b.returns === "card") return "card";
  const listParam = b.params.find((p) => p.type === "spaces" || p.type === "cards" || p.type === "list");
  if (listParam) {
    const idx = b.params.indexOf(listParam);
    const arg = c.args.find((a) => a.name?.name === listParam.name) ?? c.args.filter((a) => !a.name)[idx];
    if (arg) {
      const t = expression(arg.value, scope, vocab, []);
      if (t === "spaces") return "space";
      if (t === "cards") return "card";
      if (groupsListed(arg.value, scope, vocab)) return "group";
    }
  }
  return "any";
}

/**
 * A list written out of groups' ids (`[europe, asia]`): its items are groups, whose fields are
 * known. (There is no type of a list of groups: a list a routine gives, or a local holds, is any.)
 */
function groupsListed(e: Expression, scope: Scope, vocab: Vocabulary): boolean {
  return e.kind === "list" && e.items.length > 0 && e.items.every((i) => expression(i, scope, vocab, []) === "group");
}

function paramNameOf(b: Callable, arg: Argument, c: CallExpression): string {
  return b.params[c.args.indexOf(arg)]?.name ?? "argument";
}

/** An argument of a call and the parameter it is given to. */
export type Bound = { arg: Argument; type: ValueType; param: Param };

/** Matches positional then named arguments to parameters; reports arity problems. */
export function bindArguments(b: Callable, c: CallExpression, out: CheckProblem[]): Bound[] {
  const bound: Bound[] = [];
  const given = new Set<string>();
  let position = 0;
  for (const arg of c.args) {
    if (arg.name) {
      const p = b.params.find((x) => x.name === arg.name!.name);
      if (!p) {
        out.push({ code: "CW304", message: `\`${b.name}\` has no parameter \`${arg.name.name}\``, loc: arg.name.loc, hint: `its parameters: ${b.params.map((x) => x.name).join(", ") || "none"}`, key: "diag.no_such_parameter", args: { fn: b.name, param: arg.name.name }, hintKey: "diag.hint.parameters", hintArgs: { params: b.params.map((x) => x.name).join(", ") || "none" } });
        continue;
      }
      if (given.has(p.name)) out.push({ code: "CW304", message: `\`${p.name}\` is given twice`, loc: arg.name.loc, key: "diag.argument_twice", args: { param: p.name } });
      given.add(p.name);
      bound.push({ arg, type: p.type, param: p });
    } else {
      const p = b.params[position++];
      if (!p) {
        out.push({ code: "CW304", message: `\`${b.name}\` takes at most ${b.params.length} argument${b.params.length === 1 ? "" : "s"}`, loc: arg.value.loc, hint: `usage: ${usage(b)}`, key: "diag.too_many_arguments", args: { fn: b.name, max: b.params.length }, hintKey: "diag.hint.usage", hintArgs: { usage: usage(b) } });
        continue;
      }
      given.add(p.name);
      bound.push({ arg, type: p.type, param: p });
    }
  }
  const missing = b.params.filter((p) => !p.optional && !given.has(p.name));
  if (missing.length) {
    out.push({ code: "CW304", message: `\`${b.name}\` is missing ${missing.map((p) => `\`${p.name}\``).join(", ")}`, loc: c.loc, hint: `usage: ${usage(b)}`, key: "diag.missing_arguments", args: { fn: b.name, params: missing.map((p) => `\`${p.name}\``).join(", ") }, hintKey: "diag.hint.usage", hintArgs: { usage: usage(b) } });
  }
  return bound;
}

export function usage(b: Callable): string {
  return `${b.name}(${b.params.map((p) => (p.optional ? `${p.name}: …` : p.name)).join(", ")})`;
}

function compatible(expected: ValueType, got: ValueType): boolean {
  if (expected === "any" || got === "any") return true;
  if (expected === got) return true;
  if (expected === "spaces") return got === "space" || got === "list";
  if (expected === "cards") return got === "card" || got === "list";
  if (expected === "list") return got === "spaces" || got === "cards";
  // Declared ids of different kinds may share a name (a track and a modifier kind both called
  // space_attempts): names of things that are not on the board are interchangeable.
  const named = ["pile", "track", "hook", "string"];
  if (named.includes(expected) && named.includes(got)) return true;
  if (expected === "space" || expected === "card" || expected === "group" || expected === "effect") return got === "string";
  if (expected === "string") return got === "space" || got === "card" || got === "group" || got === "effect" || got === "side";
  return false;
}

/** One value of a type in a sentence: "a country", "an effect"; a list of them ("countries", "cards") and nothing take no article. */
function article(t: string, type: ValueType | "void"): string {
  if (type === "spaces" || type === "cards" || type === "void") return t;
  return /^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`;
}
