// Two statements of a block must be apart: on lines of their own, or split by `;`. The grammar
// reads statements one after another with only optional whitespace between them, so
// `set(round, 0)shuffle(deck)` would parse as two statements: a line
// break lost while editing would pass unnoticed. This finds the first statement that starts on the
// line where the one before it ends, with no `;` between them.
import type { Program, Statement } from "./ast.js";

/** The first statement written on the same line as the one before it (no line break or `;` between), or null. */
export function statementOnSameLine(program: Program, text: string): Statement | null {
  return inList(program.body, text);
}

// Recursive in text order (the tree is at most EFFECT_MAX_DEPTH deep: parse.ts checks that first).
function inList(list: Statement[], text: string): Statement | null {
  for (let i = 0; i < list.length; i++) {
    const s = list[i]!;
    // Between two statements there is only whitespace, comments (which end at a line break) and `;`.
    if (i > 0 && !/[\n;]/.test(text.slice(list[i - 1]!.loc[1], s.loc[0]))) return s;
    for (const block of blocksOf(s)) {
      const found = inList(block, text);
      if (found) return found;
    }
  }
  return null;
}

function blocksOf(s: Statement): Statement[][] {
  switch (s.kind) {
    case "if": {
      const out = [s.then];
      if (Array.isArray(s.otherwise)) out.push(s.otherwise);
      else if (s.otherwise) out.push([s.otherwise]);
      return out;
    }
    case "choose":
      return s.options.map((o) => o.body);
    case "for":
    case "while":
      return [s.body];
    default:
      return [];
  }
}
