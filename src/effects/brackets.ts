// The brackets of effect code, read without parsing it: how deep they nest (the parser is
// recursive: parse.ts refuses code nested too deeply before parsing it) and which one is never
// closed (what parse.ts reports rather than where the parser stopped). Both run on any text a
// content file may hold (up to 4 MB), so both read it once from start to end: no step looks back
// over the line or the brackets still open, which made a long line of brackets take minutes.

/** The brackets of effect code, each opening one with its closing one. */
const CLOSING: Readonly<Record<string, string>> = { "(": ")", "[": "]", "{": "}" };
const OPENING: Readonly<Record<string, string>> = { ")": "(", "]": "[", "}": "{" };

/** The words of the language that are no function's name (grammar/effects.peggy, Keyword). */
const KEYWORDS = new Set(["if", "then", "else", "choose", "option", "when", "for", "in", "let", "while", "return", "and", "or", "not", "true", "false"]);

/**
 * Where strings and comments end, for a reading from start to end. A string is a `"` to the next
 * `"` on its line, a comment a `#` to the end of its line: brackets inside them are not code. The
 * next line break is looked up once for each line, not once for each string (a line of 60,000
 * strings would read the rest of the text 60,000 times).
 */
function skipper(text: string): (i: number) => number {
  let nl = -2;
  const nextNewline = (from: number) => {
    // `nl` is the first line break at or after an earlier `from` (or -1: none): still the first
    // after this one unless it lies before it.
    if (nl !== -1 && nl < from) nl = text.indexOf("\n", from);
    return nl;
  };
  /** Where the string or the comment that starts at `i` ends: at its closing `"`, or at the line break (or the end) that cuts it. */
  return (i) => {
    const next = nextNewline(i + 1);
    const lineEnd = next < 0 ? text.length : next;
    if (text[i] === "#") return lineEnd;
    const end = text.indexOf('"', i + 1);
    return end < 0 || end > lineEnd ? lineEnd : end;
  };
}

/** Offset of the first bracket nested deeper than `max` (outside strings and comments), or null. */
export function deepBracket(text: string, max: number): number | null {
  const past = skipper(text);
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "#") i = past(i);
    else if (c === "(" || c === "[" || c === "{") {
      if (++depth > max) return i;
    } else if (c === ")" || c === "]" || c === "}") depth = Math.max(0, depth - 1);
  }
  return null;
}

/** A bracket that is never closed: where it is, which one, and what it opens (for the hint). */
export interface UnclosedBracket {
  at: number;
  bracket: "(" | "[" | "{";
  /** call: a call's arguments; group: an expression in parentheses; list; block: a block or a record. */
  opens: "call" | "group" | "list" | "block";
}

/**
 * The first bracket (outside strings and comments) that nothing closes, or null. A closing bracket
 * closes the innermost open bracket of its kind, and the brackets opened inside that one since are
 * the ones left open: in `f(a, [b, c)` the `[`. A `}` that starts its line closes the open `{`
 * whose line is indented as much, when one is open: the blocks opened inside it since (their lines
 * indented more) are the ones left open, as a reader of the code sees it, rather than the outer
 * block a count of braces alone would blame. A kind of bracket closed as many times as it is
 * opened is not blamed (a `)` and a `]` written the wrong way round are the parser's to report),
 * nor is any bracket when a string is never closed.
 */
export function unclosedBracket(text: string): UnclosedBracket | null {
  const past = skipper(text);
  const open: { at: number; bracket: string; indent: number }[] = [];
  const unclosed: { at: number; bracket: string }[] = [];
  const balance: Record<string, number> = { "(": 0, "[": 0, "{": 0 };
  // How many of each kind are open, and of the open `{` how many at each indentation: a closing
  // bracket looks down the open ones only for one it will find (and all it passes are closed with
  // it), never through thousands of `[` for a `(` that is not there.
  const openOfKind: Record<string, number> = { "(": 0, "[": 0, "{": 0 };
  const bracesAtIndent = new Map<number, number>();
  // The line being read: where it starts and how far it is indented (its leading spaces and tabs).
  let lineStart = 0;
  let lineIndent = -1;
  const indent = () => {
    if (lineIndent < 0) {
      let j = lineStart;
      while (text[j] === " " || text[j] === "\t") j++;
      lineIndent = j - lineStart;
    }
    return lineIndent;
  };
  const newLine = (at: number) => {
    lineStart = at;
    lineIndent = -1;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "\n") newLine(i + 1);
    else if (c === '"' || c === "#") {
      i = past(i);
      // A string never closed swallows the rest of its line, brackets too: its quote is the
      // mistake (the parser's error), not a bracket it hides the closing one of.
      if (c === '"' && text[i] !== '"') return null;
      if (text[i] === "\n") newLine(i + 1);
    } else if (CLOSING[c]) {
      balance[c]!++;
      openOfKind[c]!++;
      const at = c === "{" ? indent() : 0;
      if (c === "{") bracesAtIndent.set(at, (bracesAtIndent.get(at) ?? 0) + 1);
      open.push({ at: i, bracket: c, indent: at });
    } else if (OPENING[c]) {
      const kind = OPENING[c]!;
      balance[kind]!--;
      // A closing bracket that nothing opened: the parser reports it.
      if (openOfKind[kind] === 0) continue;
      let match = open.length - 1;
      while (open[match]!.bracket !== kind) match--;
      // (A `}` starts its line when only spaces and tabs come before it on the line.)
      if (kind === "{" && indent() >= i - lineStart) {
        const at = indent();
        if (open[match]!.indent > at && (bracesAtIndent.get(at) ?? 0) > 0) {
          while (open[match]!.bracket !== "{" || open[match]!.indent !== at) match--;
        }
      }
      const closed = open.splice(match);
      for (const o of closed) {
        openOfKind[o.bracket]!--;
        if (o.bracket === "{") bracesAtIndent.set(o.indent, bracesAtIndent.get(o.indent)! - 1);
      }
      // (One at a time: `push(...)` of 100,000 of them overflows the stack.)
      for (let k = 1; k < closed.length; k++) unclosed.push(closed[k]!);
    }
  }
  let first: { at: number; bracket: string } | null = null;
  for (const o of [unclosed, open]) for (const x of o) if (balance[x.bracket]! > 0 && (!first || x.at < first.at)) first = x;
  if (!first) return null;
  const bracket = first.bracket as UnclosedBracket["bracket"];
  // A `(` right after a name is a call's (`f(`); else (after `if`, `not`, an operator …) it groups an
  // expression. (The word is read backwards: a pattern anchored at the `(` would try every start.)
  let end = first.at;
  while (end > 0 && (text[end - 1] === " " || text[end - 1] === "\t")) end--;
  let start = end;
  while (start > 0 && /[A-Za-z0-9_]/.test(text[start - 1]!)) start--;
  const before = text.slice(start, end);
  const opens = bracket === "[" ? "list" : bracket === "{" ? "block" : /^[A-Za-z_]/.test(before) && !KEYWORDS.has(before) ? "call" : "group";
  return { at: first.at, bracket, opens };
}
