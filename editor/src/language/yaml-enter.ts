// The indentation of the line Enter starts, following YAML (and the effect language inside block
// scalars): the next key of a list item lines up with the item's first key, a key with nothing
// after its colon opens a nested block, a block scalar header (`|`, `>-`) opens its text, and text
// or code inside a block keeps its indentation. Plain TypeScript, tested in node; the code editor
// calls it on Enter (monaco/enter.ts).
import { lineStates } from "./tokenizer.js";

const KEY = /^("(?:[^"\\]|\\.)*"|'[^']*'|[A-Za-z_][\w-]*)\s*:(?=\s|$)/;
const BLOCK_HEADER = /^[|>][-+0-9]*\s*(#.*)?$/;

/** Columns (0-based) of the leading spaces of a line. */
function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

/**
 * The indentation (a number of spaces) for the new line when Enter is pressed at `column` (0-based)
 * of `line` (0-based); `before` is the line's text before the cursor.
 */
export function enterIndent(lines: readonly string[], line: number, column: number): number {
  const text = lines[line] ?? "";
  const before = text.slice(0, column);
  const state = lineStates(lines.slice(0, line + 1))[line];
  const indent = indentOf(text);

  // Inside a block scalar (card text, effect code): keep the line's indentation; in code, an
  // opening bracket at the end indents the next line.
  if (state?.block && (indent > state.block.keyIndent || before.trim() === "")) {
    const base = before.trim() === "" ? Math.max(column, state.block.keyIndent + 2) : indent;
    if (state.block.lang !== "text" && /[{([]\s*$/.test(before)) return base + 2;
    return base;
  }
  if (before.trim() === "") return column;
  if (/^\s*#/.test(before)) return indent;

  // List dashes: `- `, `- - `; what follows them starts at `content`.
  let i = indent;
  while (before[i] === "-" && (before[i + 1] === " " || i + 1 === before.length)) {
    i++;
    while (before[i] === " ") i++;
  }
  const dashes = i > indent;
  const rest = before.slice(i);
  const content = dashes && rest === "" ? Math.max(i, indent + 2) : i;
  if (dashes && rest.trim() === "") return content;

  const key = KEY.exec(rest);
  if (key) {
    const value = rest.slice(key[0].length).trim();
    // `key:` alone, `key: |`, `key: &anchor`: what follows is nested under the key.
    if (value === "" || BLOCK_HEADER.test(value) || /^&\S+\s*(#.*)?$/.test(value) || value.startsWith("#")) return content + 2;
    // `key: {` or `key: [` left open: inside the flow collection.
    if (/[{[]\s*$/.test(value)) return content + 2;
    // `key: value`: the next key of the same mapping (a list item's keys line up after its dash).
    return content;
  }
  if (/[{[]\s*$/.test(rest)) return content + 2;
  // A scalar list item (`- cuba`): the next item starts at the dash.
  if (dashes) return indent;
  return indent;
}
