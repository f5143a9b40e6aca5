// A line tokenizer for Cardwright YAML: ordinary YAML, plus the effect language inside the values
// of `event:`, `do:`, `value:`, `prerequisite:`, `where:`, `when:` and `holds:` (block scalars or
// plain values). The effect language's words are the chosen game's (effect-words.ts): a call of a
// word the game does not have is marked unknown. Plain TypeScript, so it is tested in node;
// monaco/monaco.ts adapts it to Monaco.
import { effectKeyLang, isKeyword, isLiteral, isWordOperator, words } from "./effect-words.js";

/** Declared names coloured as constants: sides, constants, tracks and variables (a call with no arguments too). */
const CONSTANT_KINDS: ReadonlySet<string> = new Set(["side", "constant", "track", "variable"]);

export interface Token {
  /** 0-based column where the token starts; it runs to the next token's start. */
  start: number;
  /** Monaco token type, e.g. "key.yaml", "function.effect". Empty for whitespace. */
  type: string;
}

export type BlockLang = "program" | "expression" | "text";

/** Carried from line to line: inside a block scalar, the column of its key and its language. */
export interface TokState {
  block: { keyIndent: number; lang: BlockLang } | null;
}

export const INITIAL_STATE: TokState = { block: null };

export function sameState(a: TokState, b: TokState): boolean {
  return a.block === b.block || (!!a.block && !!b.block && a.block.keyIndent === b.block.keyIndent && a.block.lang === b.block.lang);
}

export function tokenizeLine(line: string, state: TokState): { tokens: Token[]; state: TokState } {
  const out = new Tokens();
  if (state.block) {
    const indent = line.length - line.trimStart().length;
    if (line.trim() === "") return { tokens: [{ start: 0, type: "" }], state };
    if (indent > state.block.keyIndent) {
      out.add(0, "");
      if (state.block.lang === "text") out.add(indent, "string.text.yaml");
      else effectTokens(line, indent, out);
      return { tokens: out.list, state };
    }
    // A line indented no more than the key ends the block: it is ordinary YAML again.
  }
  const next = yamlTokens(line, out);
  return { tokens: out.list.length ? out.list : [{ start: 0, type: "" }], state: next };
}

class Tokens {
  list: Token[] = [];
  add(start: number, type: string): void {
    const last = this.list[this.list.length - 1];
    if (last && last.type === type) return;
    if (last && last.start === start) last.type = type;
    else this.list.push({ start, type });
  }
}

const KEY = /^("(?:[^"\\]|\\.)*"|'[^']*'|[A-Za-z_][\w-]*)(\s*)(:)(?=\s|$)/;
const BLOCK_HEADER = /^([|>][-+0-9]*)(\s*)(#.*)?$/;

function yamlTokens(line: string, out: Tokens): TokState {
  let i = 0;
  const skipSpace = () => {
    const start = i;
    while (i < line.length && (line[i] === " " || line[i] === "\t")) i++;
    if (i > start) out.add(start, "");
  };
  skipSpace();
  if (line.startsWith("---", i) || line.startsWith("...", i)) {
    out.add(i, "delimiter.document.yaml");
    return INITIAL_STATE;
  }
  // List dashes, possibly several (`- - a`), then an optional key.
  while (line[i] === "-" && (line[i + 1] === " " || i + 1 === line.length)) {
    out.add(i, "delimiter.dash.yaml");
    i++;
    skipSpace();
  }
  const key = KEY.exec(line.slice(i));
  if (!key) {
    flowValue(line, i, out);
    return INITIAL_STATE;
  }
  const keyCol = i;
  const name = key[1]!.replace(/^["']|["']$/g, "");
  out.add(i, "key.yaml");
  i += key[1]!.length + key[2]!.length;
  out.add(i, "delimiter.colon.yaml");
  i++;
  skipSpace();
  const rest = line.slice(i);
  const lang = effectKeyLang(name);
  const header = BLOCK_HEADER.exec(rest);
  if (header) {
    out.add(i, "operator.block.yaml");
    if (header[3]) out.add(i + header[1]!.length + header[2]!.length, "comment.yaml");
    return { block: { keyIndent: keyCol, lang: lang ?? "text" } };
  }
  if (lang && rest !== "" && !/^["'[{&*!]/.test(rest)) effectTokens(line, i, out);
  else flowValue(line, i, out);
  return INITIAL_STATE;
}

/** A YAML value: scalars, quoted strings, flow collections with their keys, comments. */
function flowValue(line: string, from: number, out: Tokens): void {
  let i = from;
  while (i < line.length) {
    const c = line[i]!;
    if (c === " " || c === "\t") {
      out.add(i, "");
      i++;
    } else if (c === "#" && (i === 0 || /\s/.test(line[i - 1]!))) {
      out.add(i, "comment.yaml");
      return;
    } else if (c === '"' || c === "'") {
      out.add(i, "string.yaml");
      i = endOfQuote(line, i);
    } else if ("[]{},".includes(c)) {
      out.add(i, "delimiter.bracket.yaml");
      i++;
    } else if (c === "&" || c === "*") {
      out.add(i, "tag.yaml");
      i = scanWhile(line, i + 1, /[^\s,[\]{}]/);
    } else {
      const key = KEY.exec(line.slice(i));
      if (key && line.slice(0, i).includes("{")) {
        out.add(i, "key.yaml");
        i += key[1]!.length + key[2]!.length;
        out.add(i, "delimiter.colon.yaml");
        i++;
        continue;
      }
      const end = scanPlain(line, i);
      const word = line.slice(i, end).trim();
      if (/^-?\d+(\.\d+)?$/.test(word)) out.add(i, "number.yaml");
      else if (/^(true|false|null|~)$/.test(word)) out.add(i, "keyword.yaml");
      else out.add(i, "string.plain.yaml");
      i = end;
    }
  }
}

/** End of a plain scalar: a comment, or a flow delimiter inside a flow collection. */
function scanPlain(line: string, i: number): number {
  const inFlow = /[[{]/.test(line.slice(0, i));
  let j = i;
  while (j < line.length) {
    const c = line[j]!;
    if (c === "#" && j > i && /\s/.test(line[j - 1]!)) break;
    if (inFlow && "[]{},".includes(c)) break;
    j++;
  }
  // Trailing spaces belong to the whitespace token that follows.
  while (j > i + 1 && /\s/.test(line[j - 1]!)) j--;
  return j;
}

function endOfQuote(line: string, i: number): number {
  const q = line[i];
  let j = i + 1;
  while (j < line.length) {
    if (q === '"' && line[j] === "\\") j += 2;
    else if (line[j] === q) {
      if (q === "'" && line[j + 1] === "'") j += 2;
      else return j + 1;
    } else j++;
  }
  return line.length;
}

function scanWhile(line: string, i: number, re: RegExp): number {
  while (i < line.length && re.test(line[i]!)) i++;
  return i;
}

/** Effect language tokens from column `from` to the end of the line. */
function effectTokens(line: string, from: number, out: Tokens): void {
  let i = from;
  while (i < line.length) {
    const c = line[i]!;
    if (c === " " || c === "\t") {
      out.add(i, "");
      i++;
    } else if (c === "#") {
      out.add(i, "comment.effect");
      return;
    } else if (c === '"') {
      out.add(i, "string.effect");
      i = endOfQuote(line, i);
    } else if (/[0-9]/.test(c)) {
      out.add(i, "number.effect");
      i = scanWhile(line, i, /[0-9]/);
    } else if (/[A-Za-z_]/.test(c)) {
      const end = scanWhile(line, i, /[A-Za-z0-9_]/);
      const word = line.slice(i, end);
      const after = line.slice(end).trimStart();
      let type: string;
      if (after.startsWith(":") && !after.startsWith("::")) type = "argname.effect";
      else if (isWordOperator(word)) type = "keyword.operator.effect";
      else if (isKeyword(word)) type = "keyword.effect";
      else if (isLiteral(word)) type = "constant.literal.effect";
      else if (after.startsWith("(")) type = words().callables.has(word) ? "function.effect" : "function.unknown.effect";
      else if (word === "it") type = "variable.it.effect";
      else if (words().context.has(word) || CONSTANT_KINDS.has(words().byId.get(word)?.kind ?? "") || words().callables.get(word)?.params.length === 0) type = "constant.effect";
      else type = "identifier.effect";
      out.add(i, type);
      i = end;
    } else if (/[=!<>]/.test(c) && line[i + 1] === "=") {
      out.add(i, "operator.effect");
      i += 2;
    } else if ("+-*/<>=".includes(c)) {
      out.add(i, "operator.effect");
      i++;
    } else if ("(){}[]".includes(c)) {
      out.add(i, "delimiter.bracket.effect");
      i++;
    } else {
      out.add(i, "delimiter.effect");
      i++;
    }
  }
}

/** The state at the start of every line of a text (for completion and hover outside Monaco). */
export function lineStates(lines: readonly string[]): TokState[] {
  const states: TokState[] = [];
  let s = INITIAL_STATE;
  for (const line of lines) {
    states.push(s);
    s = tokenizeLine(line, s).state;
  }
  states.push(s);
  return states;
}

export type EffectLang = "program" | "expression";

/**
 * Whether a position is inside effect code, and which kind. `line` is 0-based, `column` 0-based.
 * Inside a block scalar the whole indented body counts (a blank line too, once indented enough);
 * for a plain value, everything after `key: `.
 */
export function effectLangAt(lines: readonly string[], states: readonly TokState[], line: number, column: number): EffectLang | null {
  const state = states[line] ?? INITIAL_STATE;
  const text = lines[line] ?? "";
  if (state.block && state.block.lang !== "text") {
    const indent = text.trim() === "" ? column : text.length - text.trimStart().length;
    if (indent > state.block.keyIndent) return state.block.lang;
  }
  const m = /^(\s*(?:-\s+)*)([a-z_]+)(\s*:\s+)(?![|>]|["'[{])/.exec(text);
  const lang = m ? effectKeyLang(m[2]!) : undefined;
  if (m && lang && column >= m[0].length) return lang;
  return null;
}
