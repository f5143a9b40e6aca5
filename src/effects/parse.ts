// Parses effect text into the AST, turning peggy's syntax errors into located diagnostics.
import { parse as peggyParse, SyntaxError as PeggySyntaxError } from "../generated/effects-parser.js";
import type { Expression, Program } from "./ast.js";

export interface EffectSyntaxError {
  message: string;
  offset: number;
  endOffset: number;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: EffectSyntaxError };

export function parseProgram(text: string): ParseResult<Program> {
  return run(() => peggyParse(text) as Program);
}

/** Parses a lone expression (prerequisites, `where:` filters of modifiers). */
export function parseExpression(text: string): ParseResult<Expression> {
  const result = parseProgram(`__expr__(${text})`);
  if (!result.ok) return { ok: false, error: shift(result.error, -"__expr__(".length, text.length) };
  const stmt = result.value.body[0];
  if (result.value.body.length !== 1 || stmt?.kind !== "do" || stmt.call.args.length !== 1 || stmt.call.args[0]!.name) {
    return { ok: false, error: { message: "expected a single expression", offset: 0, endOffset: text.length } };
  }
  return { ok: true, value: shiftExpression(stmt.call.args[0]!.value, -"__expr__(".length) };
}

function run<T>(f: () => T): ParseResult<T> {
  try {
    return { ok: true, value: f() };
  } catch (e) {
    if (e instanceof PeggySyntaxError) {
      return { ok: false, error: { message: describe(e), offset: e.location.start.offset, endOffset: e.location.end.offset } };
    }
    throw e;
  }
}

function describe(e: PeggySyntaxError): string {
  const found = e.found === null ? "end of effect" : `\`${e.found}\``;
  const expected = Array.isArray(e.expected)
    ? [...new Set((e.expected as { type: string; description?: string; text?: string }[]).filter((x) => x.type !== "class" && x.type !== "any")
        .map((x) => (x.type === "literal" ? `\`${x.text}\`` : x.type === "end" ? "end of effect" : (x.description ?? x.type))))]
        .filter((x) => x !== "whitespace")
        .slice(0, 6)
    : [];
  return expected.length ? `unexpected ${found}; expected ${expected.join(", ")}` : `unexpected ${found}`;
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
