// The message keys effect code names with a literal: `log("key", …)` shows the message `key`, and a
// question `pick(…, "kind")` or `pick_each(…, "kind")` the message `prompt.<kind>`. A key with no
// English message shows raw to players, so validate warns of it (status.ts, CW608). Read from the
// code's text without parsing it, as the translations read notes and options (sources.ts): a
// content string is read on every load, the editor's too, and this costs one pass over it. A key
// given as anything but one string literal (a parameter, a joined string) is not a key this knows.

/** The built-ins that take a message key: which argument it is (by position and by name) and the key it stands for. */
const TAKES_KEY: Readonly<Record<string, { index: number; name: string; key: (literal: string) => string }>> = {
  log: { index: 0, name: "key", key: (k) => k },
  pick: { index: 2, name: "kind", key: (k) => `prompt.${k}` },
  pick_each: { index: 1, name: "kind", key: (k) => `prompt.${k}` },
};

export interface CodeKey {
  /** The message key (prompt.<kind> for a question). */
  key: string;
  /** [from, to) of the string literal, its quotes included, in the code. */
  from: number;
  to: number;
}

const CALL = /\b(log|pick|pick_each)\s*\(/y;
const ANY_CALL = /\b(?:log|pick|pick_each)\s*\(/;
const NAMED = /^\s*([a-z_][a-z0-9_]*)\s*:(?!:)/;
const LITERAL = /^(\s*)"([^"\n]*)"\s*$/;

/** The literal message keys of a piece of effect code, in order. */
export function codeKeys(code: string): CodeKey[] {
  const out: CodeKey[] = [];
  // (Most code calls none of them: one search of the regular expression engine, not a walk.)
  if (!ANY_CALL.test(code)) return out;
  for (let i = 0; i < code.length; i++) {
    const c = code[i]!;
    if (c === "#") {
      const nl = code.indexOf("\n", i);
      if (nl < 0) break;
      i = nl;
      continue;
    }
    if (c === '"') {
      const end = code.indexOf('"', i + 1);
      if (end < 0) break;
      i = end;
      continue;
    }
    if (c !== "l" && c !== "p") continue;
    // A name's start only (not the tail of `my_log(`), then the call's arguments; the scan goes on
    // inside them, so a call among another's arguments is read too.
    if (i > 0 && /[A-Za-z0-9_]/.test(code[i - 1]!)) continue;
    CALL.lastIndex = i;
    const m = CALL.exec(code);
    if (!m) continue;
    const takes = TAKES_KEY[m[1]!]!;
    const args = argumentsAt(code, i + m[0].length);
    if (!args) continue;
    let position = 0;
    for (const a of args) {
      const text = code.slice(a.from, a.to);
      const named = NAMED.exec(text);
      const value = named ? text.slice(named[0].length) : text;
      const valueFrom = named ? a.from + named[0].length : a.from;
      if (named ? named[1] === takes.name : position === takes.index) {
        const lit = LITERAL.exec(value);
        if (lit && lit[2]) out.push({ key: takes.key(lit[2]), from: valueFrom + lit[1]!.length, to: valueFrom + lit[1]!.length + lit[2].length + 2 });
        break;
      }
      if (!named) position++;
    }
  }
  return out;
}

/** The arguments of a call whose `(` ends just before `from`: [from, to) of each, split at its top-level commas; null when the call is never closed. */
function argumentsAt(code: string, from: number): { from: number; to: number }[] | null {
  const args: { from: number; to: number }[] = [];
  let depth = 0;
  let start = from;
  for (let i = from; i < code.length; i++) {
    const c = code[i]!;
    if (c === '"') {
      const end = code.indexOf('"', i + 1);
      if (end < 0) return null;
      i = end;
    } else if (c === "#") {
      const nl = code.indexOf("\n", i);
      if (nl < 0) return null;
      i = nl;
    } else if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") {
      if (depth === 0) {
        if (code.slice(start, i).trim() || args.length) args.push({ from: start, to: i });
        return args;
      }
      depth--;
    } else if (c === "," && depth === 0) {
      args.push({ from: start, to: i });
      start = i + 1;
    }
  }
  return null;
}
