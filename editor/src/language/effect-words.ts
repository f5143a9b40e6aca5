// The words of the effect language, for the tokenizer, completion, hover and signature help. The
// grammar's keywords are fixed; every other word comes from the chosen game's content (its
// vocabulary: the kernel's built-ins and the game's procedures and functions, with their docs;
// and its declared names), so the editor never offers a word the checker would refuse.
import type { Callable } from "../../../src/effects/vocabulary-types.js";
import type { GameInfo, NameInfo, VocabularyInfo } from "../game/protocol.js";

/** Statement keywords of the grammar (grammar/effects.peggy). */
export const KEYWORDS = ["let", "if", "then", "else", "for", "in", "while", "choose", "option", "when", "return"] as const;
/** Word operators. */
export const WORD_OPERATORS = ["and", "or", "not", "in"] as const;
export const LITERALS = ["true", "false"] as const;

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
  value: "expression",
  holds: "expression",
};

/** The language of a YAML key's value, if it is effect code. */
export function effectKeyLang(key: string): "program" | "expression" | undefined {
  return Object.hasOwn(EFFECT_KEYS, key) ? EFFECT_KEYS[key] : undefined;
}

/** What the language support knows of the chosen game's words. */
export interface Words {
  callables: ReadonlyMap<string, Callable>;
  /** Names always in scope (me, opponent, it …) and what they mean. */
  context: ReadonlyMap<string, string>;
  /** Declared names (spaces, groups, cards, effects, piles, tracks, variables …). */
  names: readonly NameInfo[];
  byId: ReadonlyMap<string, NameInfo>;
  /** The game's words for the kernel's kinds (`terms:` — space → country …), its tracks, sides, hooks and durations (snippets use them), and its own snippets. */
  game: Pick<GameInfo, "terms" | "tracks" | "sides" | "hooks" | "durations" | "snippets"> | null;
  /** A content string of the game in the editor's language (its snippets' labels), or null: asked each time, so it follows the language. */
  text?: (key: string) => string | null;
  /** A message of the editor in its language (the built-in snippets' labels), asked each time like `text`. */
  t?: (key: string, args?: Record<string, string>) => string;
}

export const NO_WORDS: Words = { callables: new Map(), context: new Map(), names: [], byId: new Map(), game: null };

export function wordsOf(vocabulary: VocabularyInfo | null, names: readonly NameInfo[], game: Pick<GameInfo, "terms" | "tracks" | "sides" | "hooks" | "durations" | "snippets"> | null = null, text?: (key: string) => string | null, t?: (key: string, args?: Record<string, string>) => string): Words {
  return {
    ...(text ? { text } : {}),
    ...(t ? { t } : {}),
    callables: new Map((vocabulary?.callables ?? []).map((c) => [c.name, c])),
    context: new Map((vocabulary?.context ?? []).map((c) => [c.name, c.doc])),
    names,
    byId: new Map(names.map((n) => [n.id, n])),
    game,
  };
}

/** The words of the game in use (set by the app after each good build; the tokenizer reads them). */
let current: Words = NO_WORDS;

export function setWords(w: Words): void {
  current = w;
}

export function words(): Words {
  return current;
}
