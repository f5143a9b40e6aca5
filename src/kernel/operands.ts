// The expressions an expression is made of, for the analyses that walk code while compiling (what
// it reads, what it calls): one place that knows each kind's parts, so that a kind added to the
// language is not forgotten by one walk.
import type { Expression } from "../effects/ast.js";

/**
 * The direct sub-expressions of `e`, in the order they are written: a call's argument values, a
 * list's items, a record's field values, an operator's operands, a member's object, a conditional's
 * test and branches. None for a literal or a name.
 */
export function operands(e: Expression): Expression[] {
  switch (e.kind) {
    case "number":
    case "string":
    case "boolean":
    case "name":
      return [];
    case "call":
      return e.args.map((a) => a.value);
    case "list":
      return e.items;
    case "record":
      return e.fields.map((f) => f.value);
    case "not":
    case "negate":
      return [e.operand];
    case "binary":
      return [e.left, e.right];
    case "member":
      return [e.object];
    case "conditional":
      return [e.test, e.then, e.otherwise];
    default:
      return e satisfies never;
  }
}
