// Effect code written in a test as text, parsed into the syntax tree the kernel compiles (a parse
// error fails the test that wrote it, with the parser's message).
import { parseExpression, parseProgram } from "../src/effects/parse.js";

/** A routine's or an event's statements. */
export const body = (t: string) => {
  const r = parseProgram(t);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.body;
};

/** One expression. */
export const expr = (t: string) => {
  const r = parseExpression(t);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
