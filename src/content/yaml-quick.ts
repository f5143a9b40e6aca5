// A quick parse of the plain YAML most locale files are written in, without building the `yaml`
// package's document: a cold `validate` spent about a quarter of its time making the documents of
// twelve locale files (~900 KB) that nothing then asked a place of. It reads a block map of plain
// keys whose values are quoted or plain scalars on one line, flow maps and lists of those on one
// line, folded block scalars (`>-`), and block maps and lists of those, and gives the data the
// package would give and the file's layout (yaml-chunks.ts), from which a key's place is found;
// anything else (an anchor, a tag, a multi-line quoted or plain scalar, a literal block, a blank
// line in a block scalar, a duplicate key, a tab …) gives null and the file is parsed as before,
// so its problems, their places and their words stay the package's. The result is only taken as
// a whole: one construct not understood anywhere and nothing of it is used.
import type { Layout, LayoutPair } from "./yaml-chunks.js";

/** The data and layout of a text in the quick form; null when the text is not (parse it whole). */
export function quickYaml(text: string): { data: Record<string, unknown>; layout: Layout } | null {
  // (Tabs, carriage returns, directives and document markers: the package's rules for them are not copied.)
  if (/[\t\r\uFEFF]/.test(text) || /(^|\n)(%|---|\.\.\.)/.test(text)) return null;
  try {
    return new QuickParser(text).document();
  } catch (e) {
    if (e === NOT_QUICK) return null;
    throw e;
  }
}

/** Thrown where the text leaves the quick form. */
const NOT_QUICK = Symbol("not quick");

function notQuick(): never {
  throw NOT_QUICK;
}

/** A plain key: letters, digits, `_`, `.` and `-`, starting with a letter or `_`. */
const KEY = /[A-Za-z_][A-Za-z0-9_.\-]*/y;
/** Plain words the core schema reads as other than a string (numbers start with a digit, a sign or a dot, which no plain value here does). */
const NOT_STRINGS = new Set(["true", "True", "TRUE", "false", "False", "FALSE", "null", "Null", "NULL"]);
/** The escapes of a double-quoted scalar that JSON reads as YAML does. */
const JSON_ESCAPE = /\\(?:["\\/bfnrt]|u[0-9A-Fa-f]{4})/g;
/** What a double-quoted scalar's text needs JSON's reading for: an escape or a control character (which JSON refuses). */
const NEEDS_JSON = /[\\\u0000-\u001f]/;
/** A flow map's pair of a plain key and a double-quoted text without escape or control character, its separator and the spaces after it. */
const PAIR = /([A-Za-z_][A-Za-z0-9_.\-]*): +"([^"\\\u0000-\u001f]*)" *([,}]) */y;
/** A plain scalar starts with a letter (no indicator, no number, no `~`). */
const PLAIN_START = /\p{L}/u;
/** Most scalars taken in the quick form (the parse's limit of expanded values is far above it). */
const MAX_VALUES = 50_000;
/** Deepest nesting of block collections taken in the quick form. */
const MAX_DEPTH = 16;

class QuickParser {
  /** Each line's start offset. */
  private readonly starts: number[] = [];
  private readonly lines: string[];
  /** The next line to read. */
  private at = 0;
  private values = 0;
  private depth = 0;

  constructor(private readonly text: string) {
    this.lines = text.split("\n");
    let offset = 0;
    for (const line of this.lines) {
      this.starts.push(offset);
      offset += line.length + 1;
    }
  }

  document(): { data: Record<string, unknown>; layout: Layout } {
    this.skipBlank();
    if (this.at >= this.lines.length || this.indentOf(this.at) !== 0) notQuick();
    const pairs: LayoutPair[] = [];
    const data = this.blockMap(0, 0, (key, line, value) => pairs.push({ start: this.starts[line]!, key, items: value }));
    this.skipBlank();
    if (this.at < this.lines.length) notQuick();
    return { data, layout: { pairs } };
  }

  /** Skips blank lines and comment lines (outside block scalars, a comment's indentation does not matter). */
  private skipBlank(): void {
    while (this.at < this.lines.length && /^ *(#.*)?$/.test(this.lines[this.at]!)) this.at++;
  }

  private indentOf(line: number): number {
    const s = this.lines[line]!;
    let i = 0;
    while (s.charCodeAt(i) === 32) i++;
    return i;
  }

  /**
   * The block map whose keys are at `column`; its first key at `column` of the current line (after
   * a list item's `- ` when `first` is that column), the others on lines of their own. `each`:
   * each key, its line, and its value's items as the layout has them.
   */
  private blockMap(column: number, first: number, each?: (key: string, line: number, items: LayoutPair["items"]) => void): Record<string, unknown> {
    const map: Record<string, unknown> = {};
    let start = first;
    for (;;) {
      const line = this.at;
      const s = this.lines[line]!;
      KEY.lastIndex = start;
      const key = KEY.exec(s)?.[0];
      if (key === undefined || key === "__proto__" || NOT_STRINGS.has(key) || s[start + key.length] !== ":" || Object.hasOwn(map, key)) notQuick();
      const rest = start + key.length + 1;
      if (rest < s.length && s[rest] !== " ") notQuick();
      const inline = s.slice(rest).trim();
      this.at++;
      let items: LayoutPair["items"] = null;
      if (inline === "" || inline.startsWith("#")) {
        const nested = this.nested(column);
        map[key] = nested.value;
        items = nested.items;
      } else if (inline[0] === ">" && /^>-?( +#.*)?$/.test(inline)) {
        map[key] = this.folded(column, inline[1] === "-");
      } else {
        map[key] = inlineValue(inline, false, this);
        this.endOfValue(column);
      }
      each?.(key, line, items);
      this.skipBlank();
      if (this.at >= this.lines.length) return map;
      const next = this.indentOf(this.at);
      if (next < column) return map;
      if (next > column) notQuick();
      start = column;
    }
  }

  /**
   * After a value on its key's line: a deeper line next, even a comment, would continue it or be
   * read by rules not copied here (not the quick form).
   */
  private endOfValue(column: number): void {
    let next = this.at;
    while (next < this.lines.length && /^ *$/.test(this.lines[next]!)) next++;
    if (next < this.lines.length && this.indentOf(next) > column) notQuick();
  }

  /** A key's value on the lines under it: a block map or a block list, deeper than `column`. */
  private nested(column: number): { value: unknown; items: LayoutPair["items"] } {
    // (The parse's nesting limit is far deeper; locale files nest three levels.)
    if (++this.depth > MAX_DEPTH) notQuick();
    this.skipBlank();
    if (this.at >= this.lines.length) notQuick();
    const indent = this.indentOf(this.at);
    if (indent <= column) notQuick();
    const s = this.lines[this.at]!;
    const starts: number[] = [];
    if (s[indent] === "-") {
      const list: unknown[] = [];
      for (;;) {
        const line = this.lines[this.at]!;
        if (line[indent] !== "-" || line[indent + 1] !== " ") notQuick();
        let item = indent + 1;
        while (line.charCodeAt(item) === 32) item++;
        starts.push(this.starts[this.at]!);
        KEY.lastIndex = item;
        const keyed = KEY.exec(line);
        if (keyed && line[item + keyed[0].length] === ":") list.push(this.blockMap(item, item));
        else {
          list.push(inlineValue(line.slice(item).trim(), false, this));
          this.at++;
          this.endOfValue(indent);
        }
        this.skipBlank();
        if (this.at >= this.lines.length) break;
        const next = this.indentOf(this.at);
        if (next < indent) break;
        if (next > indent) notQuick();
      }
      this.depth--;
      return { value: list, items: { kind: "seq", column: indent, starts, keys: [] } };
    }
    const keys: string[] = [];
    const value = this.blockMap(indent, indent, (key, line) => {
      keys.push(key);
      starts.push(this.starts[line]!);
    });
    this.depth--;
    return { value, items: { kind: "map", column: indent, starts, keys } };
  }

  /**
   * A folded block scalar (`>` or `>-`) under a key at `column`: its lines all at one indentation,
   * none blank or ending in a space, joined by spaces (a blank line, a deeper line, a line ending
   * in a space fold otherwise: not the quick form).
   */
  private folded(column: number, strip: boolean): string {
    const parts: string[] = [];
    let indent = -1;
    while (this.at < this.lines.length) {
      const s = this.lines[this.at]!;
      if (s === "") break;
      const i = this.indentOf(this.at);
      if (indent < 0) {
        if (i <= column || i === s.length) notQuick();
        indent = i;
      } else if (i < indent) break;
      if (i !== indent || s.endsWith(" ")) notQuick();
      parts.push(s.slice(indent));
      this.at++;
    }
    // (At the text's end without a line break, clipping has none to keep: not copied here.)
    if (!parts.length || this.at === this.lines.length) notQuick();
    // What follows: blank lines (dropped by either chomping) up to a line less deep than the scalar.
    let end = this.at;
    while (end < this.lines.length && this.lines[end] === "") end++;
    if (end < this.lines.length && this.indentOf(end) >= indent) notQuick();
    this.count();
    const value = parts.join(" ");
    return strip ? value : `${value}\n`;
  }

  count(): void {
    if (++this.values > MAX_VALUES) notQuick();
  }
}

/**
 * A value written on one line (`text`: from its first character to the line's end): a quoted
 * scalar, a plain one, or a flow map or list of those, then at most a comment.
 */
function inlineValue(text: string, inFlow: boolean, counter: { count(): void }): unknown {
  const cursor = { text, at: 0 };
  const value = flowValue(cursor, inFlow, counter);
  const rest = text.slice(cursor.at);
  if (!/^( +#.*| *)$/.test(rest)) notQuick();
  return value;
}

interface Cursor {
  text: string;
  at: number;
}

function flowValue(c: Cursor, inFlow: boolean, counter: { count(): void }): unknown {
  const ch = c.text[c.at];
  // (A collection inside a flow collection: not needed, and its depth would need counting.)
  if (inFlow && (ch === "{" || ch === "[")) notQuick();
  if (ch === '"' || ch === "'") {
    counter.count();
    return quoted(c);
  }
  if (ch === "{") return flowMap(c, counter);
  if (ch === "[") return flowList(c, counter);
  counter.count();
  return plain(c, inFlow);
}

/** A quoted scalar closed on its line, with only the escapes JSON reads the same way. */
function quoted(c: Cursor): string {
  const q = c.text[c.at]!;
  let i = c.at + 1;
  for (;;) {
    const j = c.text.indexOf(q, i);
    if (j < 0) notQuick();
    if (q === "'") {
      if (c.text[j + 1] === "'") {
        i = j + 2;
        continue;
      }
      const value = c.text.slice(c.at + 1, j).replaceAll("''", "'");
      c.at = j + 1;
      return value;
    }
    // (A quote after an odd number of backslashes is escaped.)
    let k = j - 1;
    while (c.text[k] === "\\") k--;
    if ((j - 1 - k) % 2 === 1) {
      i = j + 1;
      continue;
    }
    const inner = c.text.slice(c.at + 1, j);
    c.at = j + 1;
    // (Most strings have no escape and no control character: the text itself.)
    if (!NEEDS_JSON.test(inner)) return inner;
    if (inner.includes("\\") && inner.replace(JSON_ESCAPE, "").includes("\\")) notQuick();
    try {
      return JSON.parse(`"${inner}"`) as string;
    } catch {
      notQuick();
    }
  }
}

/**
 * A plain scalar that can only be a string: it starts with a letter, is no word the core schema
 * reads otherwise, and holds no `:`, no ` #` nor (in a flow collection) `,[]{}` (its end there).
 */
function plain(c: Cursor, inFlow: boolean): string {
  const stop = inFlow ? /[,\]}]/g : /$/g;
  stop.lastIndex = c.at;
  const end = stop.exec(c.text)?.index ?? c.text.length;
  const raw = c.text.slice(c.at, end);
  // (A comment after a plain value on a block key's line: inlineValue takes it as the line's end.)
  const hash = inFlow ? -1 : raw.indexOf(" #");
  const value = (hash < 0 ? raw : raw.slice(0, hash)).trimEnd();
  if (!PLAIN_START.test(value[0] ?? "") || NOT_STRINGS.has(value) || value.includes(":") || value.includes(" #") || (inFlow && /[[{]/.test(value))) notQuick();
  c.at += value.length;
  return value;
}

function spaces(c: Cursor): void {
  while (c.text[c.at] === " ") c.at++;
}

function flowMap(c: Cursor, counter: { count(): void }): Record<string, unknown> {
  const map: Record<string, unknown> = {};
  c.at++;
  spaces(c);
  if (c.text[c.at] === "}") notQuick();
  for (;;) {
    // (Most pairs: a key and a double-quoted text with no escape, matched at once.)
    PAIR.lastIndex = c.at;
    const pair = PAIR.exec(c.text);
    if (pair) {
      const key = pair[1]!;
      if (key === "__proto__" || NOT_STRINGS.has(key) || Object.hasOwn(map, key)) notQuick();
      counter.count();
      map[key] = pair[2]!;
      c.at = PAIR.lastIndex;
      if (pair[3] === "}") return map;
      if (c.text[c.at] === "}") notQuick();
      continue;
    }
    KEY.lastIndex = c.at;
    const key = KEY.exec(c.text)?.[0];
    if (key === undefined || key === "__proto__" || NOT_STRINGS.has(key) || Object.hasOwn(map, key)) notQuick();
    c.at += key.length;
    if (c.text[c.at] !== ":" || c.text[c.at + 1] !== " ") notQuick();
    c.at += 2;
    spaces(c);
    map[key] = flowValue(c, true, counter);
    spaces(c);
    const sep = c.text[c.at++];
    if (sep === "}") return map;
    if (sep !== ",") notQuick();
    spaces(c);
    if (c.text[c.at] === "}") notQuick();
  }
}

function flowList(c: Cursor, counter: { count(): void }): unknown[] {
  const list: unknown[] = [];
  c.at++;
  spaces(c);
  if (c.text[c.at] === "]") notQuick();
  for (;;) {
    list.push(flowValue(c, true, counter));
    spaces(c);
    const sep = c.text[c.at++];
    if (sep === "]") return list;
    if (sep !== ",") notQuick();
    spaces(c);
    if (c.text[c.at] === "]") notQuick();
  }
}
