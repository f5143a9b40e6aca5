// Resolves every name and checks every call of an effect program before a game starts,
// so a typo in a card is a diagnostic in the editor, never a crash in turn 7.
import type { Argument, CallExpression, Expression, Loc, Statement } from "./ast.js";
import { builtinByName, CONSTANTS, RENAMED_BUILTINS, type Builtin, type ValueType } from "./vocabulary.js";
import { closest } from "../diagnostics/closest.js";

export type NameKind = "country" | "region" | "subregion" | "card" | "effect" | "era" | "superpower";

/** What names the content defines, by kind. */
export interface NameTable {
  kindOf(name: string): NameKind | undefined;
  /** Whether a lasting effect with this id is declared (effects often share their card's id). */
  isEffect(name: string): boolean;
  all(): string[];
}

export interface CheckProblem {
  code: string;
  message: string;
  loc: Loc;
  hint?: string;
  /** Message keys and arguments for translations (see Diagnostic). */
  key?: string;
  args?: Record<string, string | number>;
  hintKey?: string;
  hintArgs?: Record<string, string | number>;
}

const constantTypes = new Map(CONSTANTS.map((c) => [c.name, c.type]));
const typeOfKind: Record<NameKind, ValueType> = { country: "country", region: "region", subregion: "region", card: "card", effect: "effect", era: "era", superpower: "side" };

interface Scope {
  locals: Map<string, ValueType>;
}

export function checkProgram(body: Statement[], names: NameTable, scope: Scope = { locals: new Map() }): CheckProblem[] {
  const problems: CheckProblem[] = [];
  statements(body, scope, names, problems);
  return problems;
}

/** Checks a lone condition (a prerequisite or a modifier's `where:`); `it` may be bound. */
export function checkCondition(expr: Expression, names: NameTable, itType: ValueType | null): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const locals = new Map<string, ValueType>();
  if (itType) locals.set("it", itType);
  expression(expr, { locals }, names, problems);
  return problems;
}

function statements(body: Statement[], scope: Scope, names: NameTable, out: CheckProblem[]): void {
  const local: Scope = { locals: new Map(scope.locals) };
  for (const s of body) statement(s, local, names, out);
}

function statement(s: Statement, scope: Scope, names: NameTable, out: CheckProblem[]): void {
  switch (s.kind) {
    case "do":
      call(s.call, scope, names, out, true);
      return;
    case "let": {
      const t = s.value.kind === "call" ? call(s.value, scope, names, out, true) : expression(s.value, scope, names, out);
      if (t === "void") out.push({ code: "CW306", message: `\`${(s.value as CallExpression).callee.name}\` gives no value to store in \`${s.name.name}\``, loc: s.value.loc, key: "diag.no_value", args: { fn: (s.value as CallExpression).callee.name, name: s.name.name } });
      scope.locals.set(s.name.name, t === "void" ? "any" : t);
      return;
    }
    case "if":
      expression(s.test, scope, names, out);
      statements(s.then, scope, names, out);
      if (Array.isArray(s.otherwise)) statements(s.otherwise, scope, names, out);
      else if (s.otherwise) statement(s.otherwise, scope, names, out);
      return;
    case "for": {
      const iterType = s.iterable.kind === "call" ? call(s.iterable, scope, names, out, true) : expression(s.iterable, scope, names, out);
      const inner: Scope = { locals: new Map(scope.locals) };
      inner.locals.set(s.variable.name, iterType === "countries" ? "country" : iterType === "cards" ? "card" : "any");
      statements(s.body, inner, names, out);
      return;
    }
    case "choose": {
      expression(s.chooser, scope, names, out);
      const labels = new Set<string>();
      for (const o of s.options) {
        if (labels.has(o.label)) out.push({ code: "CW307", message: `two options are labelled "${o.label}"`, loc: o.loc, hint: "give each option its own label", key: "diag.duplicate_option_label", args: { label: o.label }, hintKey: "diag.hint.unique_label" });
        labels.add(o.label);
        if (o.when) expression(o.when, scope, names, out);
        statements(o.body, scope, names, out);
      }
      return;
    }
  }
}

function expression(e: Expression, scope: Scope, names: NameTable, out: CheckProblem[]): ValueType {
  switch (e.kind) {
    case "number":
      return "number";
    case "string":
      return "string";
    case "boolean":
      return "boolean";
    case "list":
      e.items.forEach((i) => expression(i, scope, names, out));
      return "list";
    case "not":
      expression(e.operand, scope, names, out);
      return "boolean";
    case "negate":
      expression(e.operand, scope, names, out);
      return "number";
    case "binary": {
      expression(e.left, scope, names, out);
      expression(e.right, scope, names, out);
      return ["+", "-", "*", "/"].includes(e.op) ? "number" : "boolean";
    }
    case "name":
      return resolveName(e.name, e.loc, scope, names, out);
    case "call": {
      const t = call(e, scope, names, out, false);
      return t === "void" ? "any" : t;
    }
  }
}

function resolveName(name: string, loc: Loc, scope: Scope, names: NameTable, out: CheckProblem[]): ValueType {
  const local = scope.locals.get(name);
  if (local) return local;
  const constant = constantTypes.get(name);
  if (constant) return constant;
  const kind = names.kindOf(name);
  if (kind) return typeOfKind[kind];
  const suggestion = closest(name, [...scope.locals.keys(), ...constantTypes.keys(), ...names.all()]);
  out.push({
    code: "CW302",
    message: `unknown name \`${name}\``,
    loc,
    hint: suggestion ? `did you mean \`${suggestion}\`?` : name === "it" ? "`it` exists only inside `where:` conditions" : "names are countries, regions, cards, effects, sides or `let` variables",
    key: "diag.unknown_name",
    args: { name },
    ...(suggestion ? { hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion } } : { hintKey: name === "it" ? "diag.hint.it_in_where" : "diag.hint.names" }),
  });
  return "any";
}

function call(c: CallExpression, scope: Scope, names: NameTable, out: CheckProblem[], asStatement: boolean): ValueType | "void" {
  const b = builtinByName.get(c.callee.name);
  if (!b) {
    const current = Object.hasOwn(RENAMED_BUILTINS, c.callee.name) ? RENAMED_BUILTINS[c.callee.name]! : null;
    if (current) {
      out.push({ code: "CW303", message: `\`${c.callee.name}\` is an old spelling: it is now \`${current}\``, loc: c.callee.loc, hint: `write \`${current}\` (see its arguments in the effect language reference)`, key: "diag.renamed_function", args: { name: c.callee.name, current }, hintKey: "diag.hint.renamed", hintArgs: { current } });
      c.args.forEach((a) => expression(a.value, scope, names, out));
      return "any";
    }
    const suggestion = closest(c.callee.name, [...builtinByName.keys()]);
    out.push({ code: "CW303", message: `unknown function \`${c.callee.name}\``, loc: c.callee.loc, hint: suggestion ? `did you mean \`${suggestion}\`?` : "see the effect language reference in README.md", key: "diag.unknown_function", args: { name: c.callee.name }, ...(suggestion ? { hintKey: "diag.hint.did_you_mean", hintArgs: { suggestion } } : { hintKey: "diag.hint.reference" }) });
    c.args.forEach((a) => expression(a.value, scope, names, out));
    return "any";
  }
  if (b.asks && !asStatement) {
    out.push({ code: "CW305", message: `\`${b.name}\` asks a player, so it cannot be used inside an expression`, loc: c.loc, hint: `store its result first: \`let x = ${b.name}(...)\``, key: "diag.asks_in_expression", args: { fn: b.name }, hintKey: "diag.hint.store_first", hintArgs: { fn: b.name } });
  }
  bindArguments(b, c, out).forEach(({ arg, type }) => {
    if (type === "predicate") {
      const inner: Scope = { locals: new Map(scope.locals) };
      inner.locals.set("it", b.name === "countries" ? "country" : "card");
      expression(arg.value, inner, names, out);
    } else if (type === "effect" && arg.value.kind === "name" && !scope.locals.has(arg.value.name)) {
      if (!names.isEffect(arg.value.name)) {
        const known = names.kindOf(arg.value.name);
        out.push({ code: "CW302", message: `unknown effect \`${arg.value.name}\``, loc: arg.value.loc, hint: known === "card" ? `the card ${arg.value.name} declares no lasting effect: add it under the card's \`effects:\`` : "effects are declared under a card's `effects:`", key: "diag.unknown_effect", args: { id: arg.value.name }, hintKey: known === "card" ? "diag.hint.card_without_effect" : "diag.hint.effects_declared", hintArgs: { card: arg.value.name } });
      }
    } else {
      const got = expression(arg.value, scope, names, out);
      if (!compatible(type, got)) out.push({ code: "CW306", message: `\`${b.name}\` expects ${article(type)} for \`${arg.name?.name ?? paramNameOf(b, arg, c)}\`, got ${article(got)}`, loc: arg.value.loc, key: "diag.wrong_argument_kind", args: { fn: b.name, param: arg.name?.name ?? paramNameOf(b, arg, c), expected: type, got } });
    }
  });
  return b.returns;
}

function paramNameOf(b: Builtin, arg: Argument, c: CallExpression): string {
  return b.params[c.args.indexOf(arg)]?.name ?? "argument";
}

/** Matches positional then named arguments to parameters; reports arity problems. */
function bindArguments(b: Builtin, c: CallExpression, out: CheckProblem[]): { arg: Argument; type: ValueType }[] {
  const bound: { arg: Argument; type: ValueType }[] = [];
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
      bound.push({ arg, type: p.type });
    } else {
      const p = b.params[position++];
      if (!p) {
        out.push({ code: "CW304", message: `\`${b.name}\` takes at most ${b.params.length} argument${b.params.length === 1 ? "" : "s"}`, loc: arg.value.loc, hint: `usage: ${usage(b)}`, key: "diag.too_many_arguments", args: { fn: b.name, max: b.params.length }, hintKey: "diag.hint.usage", hintArgs: { usage: usage(b) } });
        continue;
      }
      given.add(p.name);
      bound.push({ arg, type: p.type });
    }
  }
  const missing = b.params.filter((p) => !p.optional && !given.has(p.name));
  if (missing.length) {
    out.push({ code: "CW304", message: `\`${b.name}\` is missing ${missing.map((p) => `\`${p.name}\``).join(", ")}`, loc: c.loc, hint: `usage: ${usage(b)}`, key: "diag.missing_arguments", args: { fn: b.name, params: missing.map((p) => `\`${p.name}\``).join(", ") }, hintKey: "diag.hint.usage", hintArgs: { usage: usage(b) } });
  }
  return bound;
}

export function usage(b: Builtin): string {
  return `${b.name}(${b.params.map((p) => (p.optional ? `${p.name}: …` : p.name)).join(", ")})`;
}

function compatible(expected: ValueType, got: ValueType): boolean {
  if (expected === "any" || got === "any") return true;
  if (expected === got) return true;
  if (expected === "countries") return got === "country" || got === "list";
  if (expected === "cards") return got === "list";
  if (expected === "list") return got === "countries" || got === "cards";
  if (expected === "side") return false;
  return false;
}

function article(t: ValueType | "void"): string {
  return /^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`;
}
