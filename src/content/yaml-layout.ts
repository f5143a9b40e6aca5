// When a YAML file does not parse, finds the line that is out of place and says what was expected
// there: a key not lined up with its neighbours (and where they are), a key indented under a key
// that already has a value, a list item among keys, a line without its colon, card text not
// indented under `text: >-`, a tab. The yaml parser's own messages ("Implicit keys need to be on a
// single line", "Nested mappings are not allowed in compact mappings") describe its grammar, not
// the fix, and one slip often gives three of them. Pure: text in, the first problem out.

export interface LayoutProblem {
  /** 1-based line and columns of what is out of place. */
  line: number;
  column: number;
  endColumn: number;
  /** Message key (diag.<key> in src/locales/en.yaml) and its arguments; English message and hint. */
  key: string;
  hintKey: string;
  args: Record<string, string | number>;
  message: string;
  hint: string;
}

interface Context {
  /** Column (0-based) of the collection's keys or dashes. */
  col: number;
  kind: "map" | "seq";
  /** A line of it, and a key, to point at ("like `number:` on line 3"). */
  line: number;
  key: string | null;
  /** A list's latest item mapping. */
  item?: Context;
}

const KEY = /^("(?:[^"\\]|\\.)*"|'[^']*'|[^\s#'"{[\]},:-][^\s:#]*|-[^\s:#]+)\s*:(?=\s|$)/;
const BLOCK_HEADER = /^[|>][-+0-9]*\s*(#.*)?$/;

function flowDepthChange(s: string): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quote) {
      if (c === quote) quote = null;
      continue;
    }
    if (c === "#" && (i === 0 || /\s/.test(s[i - 1]!))) break;
    if (c === '"' || c === "'") quote = c;
    else if (c === "[" || c === "{") depth++;
    else if (c === "]" || c === "}") depth--;
  }
  return depth;
}

export function layoutProblem(text: string): LayoutProblem | null {
  const lines = text.split(/\r?\n/);
  let stack: Context[] = [];
  /** The previous line was `key:` with nothing after it (or `- key:`): something nested may follow. */
  let opened: { col: number; key: string; line: number } | null = null;
  /** The previous line was `key: value`: a deeper line can only continue that value. */
  let valued: { col: number; key: string; line: number } | null = null;
  let block: { col: number; key: string; line: number; content: boolean; textCol: number } | null = null;
  let flow = 0;

  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const n = i + 1;
    const lead = /^[ \t]*/.exec(raw)![0];
    if (raw.trim() === "") continue;
    const indent = lead.length;
    if (block) {
      if (indent > block.col) {
        if (!block.content) block.textCol = indent;
        block.content = true;
        continue;
      }
      const header = block;
      block = null;
      // Text under `text: >-` not indented more than the key: either right under it (the block is
      // empty) or a later line of the text that slipped left (its words have no colon, so it is
      // not a key): this line is not YAML, it is more text, to be lined up with the text above.
      const plainWords = !header.content || !/^[[{"'&*!|>]/.test(raw.trim());
      if (plainWords && !KEY.test(raw.trim().replace(/^(-\s+)+/, "")) && !/^\s*(-\s|#|-$)/.test(raw)) {
        const column = header.content ? header.textCol + 1 : header.col + 3;
        return problem(n, indent + 1, raw.trimEnd().length + 1, "yaml_block_text_indent", "hint.yaml_indent_to", { key: header.key, line: header.line, column },
          `the text of \`${header.key}:\` (line ${header.line}) must be indented more than \`${header.key}:\``, `indent this line to column ${column}`);
      }
    }
    if (lead.includes("\t")) return problem(n, lead.indexOf("\t") + 1, lead.indexOf("\t") + 2, "yaml_tab", "hint.yaml_spaces", {}, "a tab in the indentation", "indent with spaces (2 per level)");
    const trimmed = raw.slice(indent);
    if (trimmed.startsWith("#")) continue;
    if (flow > 0) {
      flow += flowDepthChange(trimmed);
      continue;
    }
    if (/^(---|\.\.\.)(\s|$)/.test(trimmed)) {
      stack = [];
      opened = valued = null;
      continue;
    }

    // The line's structure: dashes, then a key or a scalar.
    let col = indent;
    const dashes: number[] = [];
    while (raw[col] === "-" && (raw[col + 1] === " " || col + 1 === raw.length)) {
      dashes.push(col);
      col++;
      while (raw[col] === " ") col++;
    }
    const rest = raw.slice(col);
    const key = KEY.exec(rest);
    const keyName = key ? key[1]!.replace(/^["']|["']$/g, "") : null;
    const first = dashes.length ? "dash" : key ? "key" : "scalar";

    if (opened && indent > opened.col) {
      // Nested under the key just opened.
      stack = stack.filter((c) => c.col <= opened!.col);
    } else if (opened && indent === opened.col && first === "dash") {
      // `key:` then `- item` at the key's column: a list under the key.
      stack = stack.filter((c) => c.col < indent);
    } else if (valued && indent > valued.col && first !== "scalar") {
      const w = what(first, keyName, trimmed);
      return problem(n, indent + 1, raw.trimEnd().length + 1, "yaml_under_valued_key", "hint.yaml_line_up", { ...w.args, key: valued.key, line: valued.line, column: valued.col + 1 },
        `${w.text} is indented under \`${valued.key}:\` (line ${valued.line}), which already has a value`, `line it up with \`${valued.key}:\` at column ${valued.col + 1}, or remove the value after \`${valued.key}:\` if it belongs under it`);
    } else if (valued && indent > valued.col) {
      // A plain scalar continued on the next line.
      continue;
    } else {
      const at = stack.find((c) => c.col === indent);
      const w = what(first, keyName, trimmed);
      if (!at) {
        // Not lined up with anything open: say where the neighbours are (a list item, where the
        // list's other items are; a key, where the nearest keys are).
        const near = [...stack].reverse().find((c) => c.kind === (first === "dash" ? "seq" : "map")) ?? stack[stack.length - 1];
        if (near) return notLinedUp(n, indent, raw, w, near);
      } else {
        const deeperSeq = stack.find((c) => c.kind === "seq" && c.col > indent);
        stack = stack.filter((c) => c.col <= indent);
        if (at.kind === "map" && first === "dash") {
          // A list item at the column of keys: most often the list's items are further right.
          if (deeperSeq) return notLinedUp(n, indent, raw, w, deeperSeq);
          return problem(n, indent + 1, indent + 2, "yaml_item_among_keys", "hint.yaml_item_among_keys", { key: at.key ?? "", line: at.line },
            `a list item among the keys of a mapping (\`${at.key}:\` on line ${at.line} is a key at this column)`, "write `key: value` here, or put the list under a key: `items:`, then the `- ` lines indented under it");
        }
        if (at.kind === "seq" && first !== "dash") {
          const item = [...stack, ...(at.item ? [at.item] : [])].find((c) => c.col > at.col && c.kind === "map") ?? null;
          const expected = at.col + 3;
          const like = item?.key ? `${item.key}:` : "-";
          const likeLine = item?.line ?? at.line;
          return problem(n, indent + 1, raw.trimEnd().length + 1, "yaml_key_at_dash", "hint.yaml_put_at", { ...w.args, column: indent + 1, expected, like, line: likeLine },
            `${w.text} is at the column of the list's dashes, not of the item's keys`, `put it at column ${expected}, like \`${like}\` on line ${likeLine}`);
        }
      }
    }

    if (first === "scalar" && !/^[[{"'&*!|>]/.test(rest)) {
      const word = /^\S+/.exec(rest)?.[0] ?? rest;
      const tail = rest.slice(word.length).trim();
      const guess = `${word}: ${tail || "…"}`;
      return problem(n, col + 1, raw.trimEnd().length + 1, "yaml_missing_colon", "hint.yaml_write", { text: rest.trimEnd(), guess },
        `expected \`key: value\` here, but \`${rest.trimEnd()}\` has no colon`, `write \`${guess}\``);
    }

    // What this line opens for the next ones.
    for (const d of dashes) {
      stack = stack.filter((c) => c.col < d || (c.col === d && c.kind === "seq"));
      if (!stack.some((c) => c.col === d)) stack.push({ col: d, kind: "seq", line: n, key: null });
    }
    opened = valued = null;
    if (key) {
      stack = stack.filter((c) => c.col <= col && !(c.col === col && c.kind !== "map"));
      const ctx = stack.find((c) => c.col === col);
      if (!ctx) {
        const map: Context = { col, kind: "map", line: n, key: keyName };
        stack.push(map);
        // The list's item, remembered for "like `id:` on line 2" when a key slips to the dashes.
        const seq = stack.find((c) => c.kind === "seq" && c.col === dashes[dashes.length - 1]);
        if (seq) seq.item = map;
      } else Object.assign(ctx, { line: n, key: keyName });
      const value = rest.slice(key[0].length).trim();
      if (value === "" || value.startsWith("#") || /^&\S+\s*(#.*)?$/.test(value)) opened = { col, key: keyName!, line: n };
      else if (BLOCK_HEADER.test(value)) block = { col, key: keyName!, line: n, content: false, textCol: 0 };
      else {
        flow = Math.max(0, flowDepthChange(value));
        if (!flow) valued = { col, key: keyName!, line: n };
      }
    } else if (dashes.length) {
      if (rest.trim() === "") opened = { col: dashes[dashes.length - 1]!, key: "-", line: n };
      else flow = Math.max(0, flowDepthChange(rest));
    }
  }
  return null;
}

/** How a line is named in a message: a key, a list item or some text (args for the translations). */
function what(first: "dash" | "key" | "scalar", key: string | null, trimmed: string): { text: string; args: { kind: string; name: string } } {
  if (first === "key") return { text: `\`${key}:\``, args: { kind: "key", name: key! } };
  if (first === "dash") return { text: "this list item", args: { kind: "item", name: "-" } };
  return { text: `\`${trimmed.trimEnd()}\``, args: { kind: "text", name: trimmed.trimEnd() } };
}

function notLinedUp(n: number, indent: number, raw: string, w: ReturnType<typeof what>, near: Context): LayoutProblem {
  const like = near.kind === "seq" || !near.key ? "-" : `${near.key}:`;
  return problem(n, indent + 1, raw.trimEnd().length + 1, "yaml_not_lined_up", "hint.yaml_put_at", { ...w.args, column: indent + 1, expected: near.col + 1, like, line: near.line },
    `${w.text} at column ${indent + 1} is not lined up with ${w.args.kind === "key" ? "the keys around it" : w.args.kind === "item" ? "the list's other items" : "the lines around it"}`, `put it at column ${near.col + 1}, like \`${like}\` on line ${near.line}`);
}

function problem(line: number, column: number, endColumn: number, key: string, hintKey: string, args: Record<string, string | number>, message: string, hint: string): LayoutProblem {
  return { line, column, endColumn: Math.max(endColumn, column + 1), key: `diag.${key}`, hintKey: `diag.${hintKey}`, args, message, hint };
}
