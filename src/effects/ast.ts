// Typed AST of the effect language. Produced by the peggy parser (grammar/effects.peggy).
// `loc` is [start, end) offsets into the effect text.
import type { CodePlace } from "../kernel/index.js";

export type Loc = [number, number];

export interface Identifier {
  name: string;
  loc: Loc;
}

export type Expression =
  | { kind: "number"; value: number; loc: Loc }
  | { kind: "string"; value: string; loc: Loc }
  | { kind: "boolean"; value: boolean; loc: Loc }
  | { kind: "name"; name: string; nameLoc: Loc; loc: Loc }
  | { kind: "list"; items: Expression[]; loc: Loc }
  | { kind: "not"; operand: Expression; loc: Loc }
  | { kind: "negate"; operand: Expression; loc: Loc }
  | { kind: "binary"; op: BinaryOp; left: Expression; right: Expression; loc: Loc }
  | { kind: "member"; object: Expression; field: Identifier; loc: Loc }
  | { kind: "conditional"; test: Expression; then: Expression; otherwise: Expression; loc: Loc }
  | { kind: "record"; fields: { name: Identifier; value: Expression }[]; loc: Loc }
  | CallExpression;

export type BinaryOp = "or" | "and" | "==" | "!=" | "<=" | ">=" | "<" | ">" | "in" | "+" | "-" | "*" | "/";

export interface Argument {
  name: Identifier | null;
  value: Expression;
}

export interface CallExpression {
  kind: "call";
  callee: Identifier;
  args: Argument[];
  loc: Loc;
}

/**
 * A statement, and where its text is in its file when the loader copied it into code made of
 * several texts (the sequence's steps make one unit): the statements under it are from there too
 * (see kernel/code-place.ts). Set only on such copies, never on a parsed tree (trees are shared).
 */
export type Statement = StatementOfKind & { place?: CodePlace };

type StatementOfKind =
  | { kind: "if"; test: Expression; then: Statement[]; otherwise: Statement[] | IfStatement | null; loc: Loc }
  | ChooseStatement
  | { kind: "for"; variable: Identifier; iterable: Expression; body: Statement[]; loc: Loc }
  | { kind: "while"; test: Expression; body: Statement[]; loc: Loc }
  | { kind: "return"; value: Expression | null; loc: Loc }
  | { kind: "let"; name: Identifier; value: Expression; loc: Loc }
  | { kind: "do"; call: CallExpression; loc: Loc };

export type IfStatement = Extract<Statement, { kind: "if" }>;

export interface ChooseStatement {
  kind: "choose";
  chooser: Expression;
  options: ChooseOption[];
  loc: Loc;
}

export interface ChooseOption {
  kind: "option";
  label: string;
  when: Expression | null;
  body: Statement[];
  loc: Loc;
}

export interface Program {
  kind: "program";
  body: Statement[];
  loc: Loc;
}
