// Parses effect text into the AST, turning peggy's syntax errors into located diagnostics.
// The parser is recursive, so nesting is capped before and after it runs: brackets deeper than
// EFFECT_MAX_DEPTH are refused before parsing (5,000 nested parentheses would overflow the stack),
// and so is a tree deeper than that once parsed (`not not not …`, very long `a + b + …` chains),
// because the checker and the interpreter walk it recursively too.
import { parse as peggyParse, SyntaxError as PeggySyntaxError } from "../generated/effects-parser.js";
import type { MessagePart } from "../diagnostics/diagnostic.js";
import type { Expression, Program } from "./ast.js";
import { deepBracket, unclosedBracket, type UnclosedBracket } from "./brackets.js";
import { statementOnSameLine } from "./statement-lines.js";

/** Deepest nesting of effect code, in brackets or in tree levels (the shipped cards need 13 levels). */
export const EFFECT_MAX_DEPTH = 64;

export interface EffectSyntaxError {
  /**
   * syntax: a syntax error; too_deep: nested deeper than EFFECT_MAX_DEPTH; empty: no code at all;
   * same_line: a statement that starts on the line of the one before it, with no `;` between;
   * unclosed: a `(`, `[` or `{` never closed (at it).
   */
  kind: "syntax" | "too_deep" | "empty" | "same_line" | "unclosed";
  message: string;
  /** syntax: `message` as a message key (diag.reason.*) and its arguments, for other languages. */
  reason?: MessagePart;
  /** same_line: the first word of the statement (a call's name, `let` …). */
  word?: string;
  /** unclosed: the bracket never closed, and what it opens. */
  bracket?: UnclosedBracket["bracket"];
  opens?: UnclosedBracket["opens"];
  offset: number;
  endOffset: number;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: EffectSyntaxError };

export function parseProgram(text: string): ParseResult<Program> {
  const result = parseChecked(text);
  if (result.ok && result.value.body.length === 0) return { ok: false, error: { kind: "empty", message: "empty effect code", offset: 0, endOffset: text.length } };
  return result;
}

/** A lone expression is parsed as the one argument of this call. */
const EXPR_PREFIX = "__expr__(";

/** Parses a lone expression (prerequisites, `where:` filters of modifiers). Shared like programs (see parsed). */
export function parseExpression(text: string): ParseResult<Expression> {
  let result = expressions.get(text);
  if (!result) {
    waiting.get(`${EXPRESSION_KEY}${text}`)?.();
    result = expressions.get(text);
  }
  if (!result) {
    if (expressions.size >= MAX_REMEMBERED) expressions.clear();
    expressions.set(text, (result = parseExpressionOnce(text)));
  }
  return result;
}

/** Expressions by text: each composition of a load checks the same ones (and their trees are shifted once). */
const expressions = new Map<string, ParseResult<Expression>>();

/**
 * Text that parses as a program of no statement: spaces, line breaks and comments only (the
 * grammar's `_`). Only such text is parsed as a program first, to tell it empty: any other
 * expression failed that parse (an expression is no statement), at the cost of a syntax error
 * built and thrown for every prerequisite and condition of a load.
 */
const BLANK = /^(?:[ \t\r\n]|#[^\n]*(?=\n|$))*$/;

function parseExpressionOnce(text: string): ParseResult<Expression> {
  const blank = BLANK.test(text) ? parseChecked(text) : null;
  if (blank?.ok && blank.value.body.length === 0) return { ok: false, error: { kind: "empty", message: "empty effect code", offset: 0, endOffset: text.length } };
  const result = parseChecked(`${EXPR_PREFIX}${text})`);
  if (!result.ok) return { ok: false, error: shift(result.error, -EXPR_PREFIX.length, text.length) };
  const stmt = result.value.body[0];
  if (result.value.body.length !== 1 || stmt?.kind !== "do" || stmt.call.args.length !== 1 || stmt.call.args[0]!.name) {
    return { ok: false, error: { kind: "syntax", message: "expected a single expression", reason: { key: "diag.reason.single_expression" }, offset: 0, endOffset: text.length } };
  }
  return { ok: true, value: shiftExpression(stmt.call.args[0]!.value, -EXPR_PREFIX.length) };
}

/**
 * Parse results by text: the same code is parsed once per process (loading checks every overlay
 * of a folder on its own, each composition parsing the same code again). Results are shared, so
 * nothing may change a tree it is given (nothing does: the checker and the compiler only read it).
 * Bounded, for long sessions that parse many texts (the editor).
 */
const parsed = new Map<string, ParseResult<Program>>();
const MAX_REMEMBERED = 20_000;

/** Parses with the nesting caps around the (recursive) generated parser. */
function parseChecked(text: string): ParseResult<Program> {
  let result = parsed.get(text);
  if (!result) {
    waiting.get(text)?.();
    result = parsed.get(text);
  }
  if (!result) {
    if (parsed.size >= MAX_REMEMBERED) parsed.clear();
    parsed.set(text, (result = parseUncached(text)));
    fresh.add(text.startsWith(EXPR_PREFIX) ? text.slice(EXPR_PREFIX.length, -1) : text);
  }
  return result;
}

/** The texts this process parsed itself (not remembered from an earlier one), as written. */
const fresh = new Set<string>();

/** What the disk cache checks before it looks for code to keep: the texts parsed here (see parsesOf). */
export function freshlyParsed(): ReadonlySet<string> {
  return fresh;
}

/** How parsesOf marks a lone expression's result (a text of code never starts with a NUL). */
export const EXPRESSION_KEY = "\u0000expression\u0000";

/**
 * The parse results this process holds for a text of effect code, for the disk cache to keep with
 * the text's file: the text as a program, and as a lone expression (its tree as parseExpression
 * gives it, so that a later process does not make it again from the call it is parsed as).
 */
export function parsesOf(text: string): [string, ParseResult<Program> | ParseResult<Expression>][] {
  const out: [string, ParseResult<Program> | ParseResult<Expression>][] = [];
  const program = parsed.get(text);
  if (program) out.push([text, program]);
  const expression = expressions.get(text);
  if (expression) out.push([`${EXPRESSION_KEY}${text}`, expression]);
  return out;
}

/** Whether this process holds any parse result (else parsesOf gives none for every text). */
export function holdsParses(): boolean {
  return parsed.size > 0 || expressions.size > 0;
}

/** Parse results kept by an earlier process (see parsesOf): the text is not parsed again. */
export function rememberParses(results: Iterable<[string, ParseResult<Program> | ParseResult<Expression>]>): void {
  for (const [key, result] of results) {
    if (key.startsWith(EXPRESSION_KEY)) {
      if (expressions.size >= MAX_REMEMBERED) expressions.clear();
      expressions.set(key.slice(EXPRESSION_KEY.length), result as ParseResult<Expression>);
    } else {
      if (parsed.size >= MAX_REMEMBERED) parsed.clear();
      parsed.set(key, result as ParseResult<Program>);
    }
  }
}

/**
 * Parse results kept by an earlier process, not read back yet: each of `keys` (as parsesOf gives
 * them) calls `load` when its text is first parsed, and all of them are remembered then; the
 * function returned does it at once (parsesOf does not: a file's entry reads its own results back
 * before it asks, not another file's that holds the same text). The disk cache keeps each file's
 * results as one blob: a validate that checks no code reads none back.
 */
export function rememberParsesLater(keys: readonly string[], load: () => Iterable<[string, ParseResult<Program> | ParseResult<Expression>]>): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    readBack++;
    for (const k of keys) if (waiting.get(k) === once) waiting.delete(k);
    rememberParses(load());
  };
  for (const k of keys) waiting.set(k, once);
  return once;
}
const waiting = new Map<string, () => void>();
let readBack = 0;

/** How many files' kept parse results this process read back (see rememberParsesLater): for tests. */
export function parsesReadBack(): number {
  return readBack;
}

function parseUncached(text: string): ParseResult<Program> {
  const deep = deepBracket(text, EFFECT_MAX_DEPTH);
  if (deep !== null) {
    // Brackets left open nest all that follows them: 5,000 `(` never closed are first of all
    // unclosed, as 20 of them are (which the parser reports: see unclosedError).
    const open = unclosedError(text, deep);
    return open ?? tooDeep(deep, deep + 1);
  }
  let program: Program;
  try {
    program = peggyParse(text) as Program;
  } catch (e) {
    if (e instanceof PeggySyntaxError) {
      // An expression is parsed as the argument of a call this module adds (EXPR_PREFIX, then
      // `)`): stopping at that `)` is stopping where the designer's code ends (`x or` is not an
      // "unexpected `)`"), and what the call's argument could have been (`name:`) is not theirs.
      const atWrapperEnd = text.startsWith(EXPR_PREFIX) && e.found === ")" && e.location.start.offset === text.length - 1;
      const stop = atWrapperEnd ? codeEnded(e) : e;
      // "Unexpected end" is shown where the code ends, not past its trailing line break (a
      // block scalar's last line), which would be a line the file does not have.
      const end = (atWrapperEnd ? text.slice(0, -1) : text).trimEnd().length;
      const at = stop.found === null ? Math.min(stop.location.start.offset, end) : stop.location.start.offset;
      // A bracket left open makes the parser stop far from the mistake (where the code ends, at the
      // next line's statement, at the next `option`): the bracket never closed is what to fix.
      const open = unclosedError(text, at);
      if (open) return open;
      return { ok: false, error: { kind: "syntax", ...describe(stop, text), offset: at, endOffset: Math.max(at, stop.found === null ? at : stop.location.end.offset) } };
    }
    if (e instanceof RangeError) return tooDeep(0, text.length);
    throw e;
  }
  const node = deepNode(program);
  if (node) return tooDeep(node.loc[0], node.loc[1]);
  const crowded = statementOnSameLine(program, text);
  if (crowded) {
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(crowded.loc[0]))![0];
    const at = crowded.loc[0];
    return { ok: false, error: { kind: "same_line", message: `two statements on one line: \`${word}\` follows the one before it with no line break or \`;\``, word, offset: at, endOffset: at + word.length } };
  }
  return { ok: true, value: program };
}

/**
 * The bracket never closed (CW301 at it) when it comes before `before` (where the parser stopped,
 * or the bracket past the nesting cap), else null. A lone expression is scanned without the call
 * it is parsed as (its `(` is not the user's).
 */
function unclosedError(text: string, before: number): { ok: false; error: EffectSyntaxError } | null {
  const from = text.startsWith(EXPR_PREFIX) ? EXPR_PREFIX.length : 0;
  const open = unclosedBracket(from ? text.slice(from, -1) : text);
  if (open === null || from + open.at >= before) return null;
  const offset = from + open.at;
  return { ok: false, error: { kind: "unclosed", message: `\`${open.bracket}\` is never closed`, bracket: open.bracket, opens: open.opens, offset, endOffset: offset + 1 } };
}

function tooDeep(offset: number, endOffset: number): { ok: false; error: EffectSyntaxError } {
  return { ok: false, error: { kind: "too_deep", message: `nested more than ${EFFECT_MAX_DEPTH} levels deep`, offset, endOffset } };
}

/**
 * The first node (in a depth-first walk) deeper than the cap; walked without recursion. Children
 * are pushed in their fields' order and taken from the top, so the node found is the same whichever
 * way the stack is kept; two plain arrays and `for … in` rather than an object per entry and
 * `Object.entries` (the walk visits every node of every program a load parses).
 */
function deepNode(program: Program): { loc: [number, number] } | null {
  // Nodes are counted as nesting levels only where they have a `loc` (statements and expressions).
  const values: unknown[] = [program];
  const depths: number[] = [0];
  while (values.length) {
    const value = values.pop() as Record<string, unknown> | unknown[];
    const depth = depths.pop()!;
    if (Array.isArray(value)) {
      for (const v of value) if (v && typeof v === "object") (values.push(v), depths.push(depth));
      continue;
    }
    const d = "kind" in value && "loc" in value ? depth + 1 : depth;
    if (d > EFFECT_MAX_DEPTH) return value as unknown as { loc: [number, number] };
    for (const k in value) {
      const v = value[k];
      if (k !== "loc" && k !== "nameLoc" && v && typeof v === "object") (values.push(v), depths.push(d));
    }
  }
  return null;
}

const CLOSERS = new Set(["`)`", "`]`", "`}`", "`,`"]);

/** The words a syntax error names (peggy's names of the grammar's rules, and the end) as messages. */
const END = "end of effect";
const WORDS: Readonly<Record<string, string>> = { [END]: "diag.reason.end_of_effect", name: "diag.reason.token_name", number: "diag.reason.token_number", string: "diag.reason.token_string" };

/** A syntax error in English, and as messages (diag.reason.*) for other languages. */
/** The parser's stop at an expression's added `)` as a stop at the end of the code, without the added call's `:`. */
function codeEnded(e: PeggySyntaxError): Pick<PeggySyntaxError, "found" | "expected" | "location"> {
  const expected = Array.isArray(e.expected) ? (e.expected as { type: string; text?: string }[]).filter((x) => !(x.type === "literal" && x.text === ":")) : e.expected;
  return { found: null, expected: expected as PeggySyntaxError["expected"], location: e.location };
}

function describe(e: Pick<PeggySyntaxError, "found" | "expected" | "location">, text: string): { message: string; reason: MessagePart } {
  // The parser stops at a character; a name is shown whole (`gain_control`, not `g`).
  const word = e.found !== null && /[A-Za-z_]/.test(e.found) ? /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(e.location.start.offset))?.[0] : undefined;
  const found = worded(e.found === null ? END : `\`${word ?? e.found}\``);
  const expected = Array.isArray(e.expected)
    ? [...new Set((e.expected as { type: string; description?: string; text?: string }[]).filter((x) => x.type !== "class" && x.type !== "any")
        .map((x) => (x.type === "literal" ? `\`${x.text}\`` : x.type === "end" ? END : (x.description ?? x.type))))]
        .filter((x) => x !== "whitespace")
        // Closing brackets and commas first: after an unfinished call they are what is missing.
        .sort((a, b) => Number(!CLOSERS.has(a)) - Number(!CLOSERS.has(b)))
        .slice(0, 6)
    : [];
  if (!expected.length) return { message: `unexpected ${found.text}`, reason: withParts("diag.reason.unexpected", { found }) };
  const list = listOf(expected);
  return { message: `unexpected ${found.text}; expected ${list.text}`, reason: withParts("diag.reason.unexpected_expected", { found, expected: list }) };
}

/** A piece of a syntax error: its English, and its message when it has words to translate. */
interface Worded {
  text: string;
  part?: MessagePart;
}

function worded(text: string): Worded {
  const key = WORDS[text];
  return key ? { text, part: { key } } : { text };
}

/** Items separated by commas (`a, b, c`), as a chain of diag.reason.list messages: "{first}, {rest}". */
function listOf(items: readonly string[]): Worded {
  const first = worded(items[0]!);
  if (items.length === 1) return first;
  const rest = listOf(items.slice(1));
  return { text: `${first.text}, ${rest.text}`, part: withParts("diag.reason.list", { first, rest }) };
}

/** A message whose arguments are pieces: each given in English, and as a part when it has words. */
function withParts(key: string, pieces: Record<string, Worded>): MessagePart {
  const args: Record<string, string> = {};
  const parts: Record<string, MessagePart> = {};
  for (const [name, p] of Object.entries(pieces)) {
    args[name] = p.text;
    if (p.part) parts[name] = p.part;
  }
  return { key, args, ...(Object.keys(parts).length ? { parts } : {}) };
}

function shift(error: EffectSyntaxError, by: number, max: number): EffectSyntaxError {
  const clamp = (n: number) => Math.max(0, Math.min(max, n + by));
  return { ...error, offset: clamp(error.offset), endOffset: clamp(error.endOffset) };
}

function shiftExpression<T>(node: T, by: number): T {
  if (Array.isArray(node)) return node.map((n) => shiftExpression(n, by)) as T;
  if (node && typeof node === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      out[k] = (k === "loc" || k === "nameLoc") && Array.isArray(v) ? [(v[0] as number) + by, (v[1] as number) + by] : shiftExpression(v, by);
    }
    return out as T;
  }
  return node;
}
