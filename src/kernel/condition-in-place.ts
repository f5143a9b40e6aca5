// A condition handed to a function compiled in place, written into the search that uses it.
//
// `places(where: it in north and pieces(it, me) > 0)` passes its condition as a value (a
// PredicateValue: the caller's variables copied), and the function's body searches with it
// (`select(all_places(), where: where)`): the search then calls the condition as a value for
// each candidate, through the general form, which the query tier (query.ts) cannot read. When the
// function is compiled in place and its body uses the parameter only as a built-in's condition
// argument, that search can be compiled as if the caller had written it with its condition
// inline: the same call, the caller's condition in place of the parameter, compiled in the
// caller's scope. That is exact when the search's other arguments read no name (so the scope they
// are compiled in does not matter): the condition sees the caller's variables as they were when
// the call began (an expression changes no variable), and the caller's `me`, `active` and
// `this_card`, as the value would have.
import type { Argument, CallExpression, Expression } from "../effects/ast.js";
import { KERNEL_BUILTINS } from "./builtins/index.js";

/**
 * For a function's body and the conditions its caller writes inline (by parameter name), each
 * search of the body to compile as the caller's, with its condition in place of the parameter;
 * and the parameters all of whose uses are such searches (they need no value). A parameter used
 * any other way (compared with none, passed on, inside an argument that reads names) is left out,
 * and so are its searches.
 */
export function conditionsInPlace(body: Expression, conditions: ReadonlyMap<string, Expression>): { calls: Map<CallExpression, CallExpression>; params: Set<string> } {
  const calls = new Map<CallExpression, CallExpression>();
  const params = new Set<string>();
  for (const [param, condition] of conditions) {
    const found: [CallExpression, CallExpression][] = [];
    if (uses(body, param) === searchesWith(body, param, condition, found) && found.length) {
      params.add(param);
      for (const [call, substitute] of found) calls.set(call, substitute);
    }
  }
  return { calls, params };
}

/** How many times the name is read in the expression (conditions inside it included). */
function uses(e: Expression, name: string): number {
  switch (e.kind) {
    case "name":
      return e.name === name ? 1 : 0;
    case "list":
      return e.items.reduce((n, x) => n + uses(x, name), 0);
    case "not":
    case "negate":
      return uses(e.operand, name);
    case "binary":
      return uses(e.left, name) + uses(e.right, name);
    case "member":
      return uses(e.object, name);
    case "conditional":
      return uses(e.test, name) + uses(e.then, name) + uses(e.otherwise, name);
    case "record":
      return e.fields.reduce((n, x) => n + uses(x.value, name), 0);
    case "call":
      return e.args.reduce((n, a) => n + uses(a.value, name), 0);
    case "number":
    case "string":
    case "boolean":
      return 0;
  }
}

/** Whether the expression reads any name at all. */
function readsNames(e: Expression): boolean {
  switch (e.kind) {
    case "name":
      return true;
    case "list":
      return e.items.some(readsNames);
    case "not":
    case "negate":
      return readsNames(e.operand);
    case "binary":
      return readsNames(e.left) || readsNames(e.right);
    case "member":
      return readsNames(e.object);
    case "conditional":
      return readsNames(e.test) || readsNames(e.then) || readsNames(e.otherwise);
    case "record":
      return e.fields.some((x) => readsNames(x.value));
    case "call":
      return e.args.some((a) => readsNames(a.value));
    case "number":
    case "string":
    case "boolean":
      return false;
  }
}

/**
 * The built-in calls of the expression whose condition argument is the parameter itself and whose
 * other arguments read no name, each with its substitute (pushed to `found`); gives how many.
 */
function searchesWith(e: Expression, param: string, condition: Expression, found: [CallExpression, CallExpression][]): number {
  switch (e.kind) {
    case "name":
      return 0;
    case "list":
      return e.items.reduce((n, x) => n + searchesWith(x, param, condition, found), 0);
    case "not":
    case "negate":
      return searchesWith(e.operand, param, condition, found);
    case "binary":
      return searchesWith(e.left, param, condition, found) + searchesWith(e.right, param, condition, found);
    case "member":
      return searchesWith(e.object, param, condition, found);
    case "conditional":
      return searchesWith(e.test, param, condition, found) + searchesWith(e.then, param, condition, found) + searchesWith(e.otherwise, param, condition, found);
    case "record":
      return e.fields.reduce((n, x) => n + searchesWith(x.value, param, condition, found), 0);
    case "call": {
      const at = conditionArgument(e, param);
      if (at >= 0 && e.args.every((a, i) => i === at || !readsNames(a.value))) {
        const args: Argument[] = e.args.map((a, i) => (i === at ? { name: a.name, value: condition } : a));
        found.push([e, { ...e, args }]);
        return 1;
      }
      return e.args.reduce((n, a) => n + searchesWith(a.value, param, condition, found), 0);
    }
    case "number":
    case "string":
    case "boolean":
      return 0;
  }
}

/** The position among the call's arguments of the parameter given as a built-in's condition, or -1. */
function conditionArgument(c: CallExpression, param: string): number {
  const b = KERNEL_BUILTINS.get(c.callee.name);
  if (!b) return -1;
  let position = 0;
  for (let i = 0; i < c.args.length; i++) {
    const a = c.args[i]!;
    const p = a.name ? b.params.find((x) => x.name === a.name!.name) : b.params[position++];
    if (p?.type === "predicate" && a.value.kind === "name" && a.value.name === param) return i;
  }
  return -1;
}
