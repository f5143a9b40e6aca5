// The words of the effect language, for the tokenizer, completion and hover. Built-ins and
// constants come from the engine's vocabulary, so the editor never lists a name the checker rejects.
import { BUILTINS, CONSTANTS } from "../../../src/effects/vocabulary.js";

/** Statement keywords of the grammar (grammar/effects.peggy). */
export const KEYWORDS = ["let", "if", "else", "for", "in", "choose", "option", "when"] as const;
/** Word operators. */
export const WORD_OPERATORS = ["and", "or", "not", "in"] as const;
export const LITERALS = ["true", "false"] as const;

export const BUILTIN_NAMES: ReadonlySet<string> = new Set(BUILTINS.map((b) => b.name));
export const CONSTANT_NAMES: ReadonlySet<string> = new Set(CONSTANTS.map((c) => c.name));
const KEYWORD_SET: ReadonlySet<string> = new Set<string>(KEYWORDS);
const OPERATOR_SET: ReadonlySet<string> = new Set<string>(WORD_OPERATORS);
const LITERAL_SET: ReadonlySet<string> = new Set<string>(LITERALS);

export function isKeyword(w: string): boolean {
  return KEYWORD_SET.has(w) && !OPERATOR_SET.has(w);
}
export function isWordOperator(w: string): boolean {
  return OPERATOR_SET.has(w);
}
export function isLiteral(w: string): boolean {
  return LITERAL_SET.has(w);
}

/** YAML keys whose value is effect code, and which kind: a program of statements or one condition. */
export const EFFECT_KEYS: Readonly<Record<string, "program" | "expression">> = {
  event: "program",
  do: "program",
  prerequisite: "expression",
  where: "expression",
  when: "expression",
};
