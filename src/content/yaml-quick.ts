// A quick parse of the plain YAML most content files are written in, without building the `yaml`
// package's document: a cold `validate` spent about a quarter of its time making the documents of
// twelve locale files (~900 KB) that nothing then asked a place of, and then a fifth making those
// of the card and procedure files. It reads a block map of plain keys whose values are quoted or
// plain scalars on one line (a plain one a string, a boolean, null or a plain decimal number),
// flow maps and lists of those on one line, literal and folded block scalars (`|`, `|-`, `>`,
// `>-`: an effect's code, a card's text), and block maps and lists of those, and gives the data
// the package would give, the file's layout (yaml-chunks.ts), from which a key's place is found,
// and each string's place (its scalar's kind and range, as the package's node has them), from which
// a piece of code's place in the file is found without the document. Anything else (an anchor, a
// tag, a multi-line quoted or plain scalar, a block scalar that starts with a blank line or keeps
// its trailing ones, a line of spaces, a duplicate key, a tab …) gives null and the file is
// parsed as before, so its problems, their places and their words stay the package's. The result
// is only taken as a whole: one construct not understood anywhere and nothing of it is used.
import type { Layout, LayoutPair } from "./yaml-chunks.js";

/** A string scalar's kind and range in the text, as the package's node has them (its type and range[0..1]). */
export interface QuickScalar {
  type: "PLAIN" | "QUOTE_DOUBLE" | "QUOTE_SINGLE" | "BLOCK_LITERAL" | "BLOCK_FOLDED";
  start: number;
  end: number;
  value: string;
}

/** The data and layout of a text in the quick form, with its strings' places (by scalarKey of their path); null when the text is not (parse it whole). */
export function quickYaml(text: string): { data: Record<string, unknown>; layout: Layout; scalars: Map<string, QuickScalar> } | null {
  // (Tabs, carriage returns, directives and document markers: the package's rules for them are not copied.)
  // Searched for one by one: a character class's first run over a long text is slow in a browser
  // (about 50 ms for a game's 100 KB translation file in Chromium's worker), indexOf is not.
  if (text.includes("\t") || text.includes("\r") || text.includes("\uFEFF") || /(^|\n)(%|---|\.\.\.)/.test(text)) return null;
  try {
    return new QuickParser(text).document();
  } catch (e) {
    if (e === NOT_QUICK) return null;
    throw e;
  }
}

/** The key of a value's path in a quick parse's places of strings (a path as the YAML document's getIn takes it). */
export function scalarKey(path: readonly (string | number)[]): string {
  return path.join("\u0000");
}

/** Thrown where the text leaves the quick form. */
const NOT_QUICK = Symbol("not quick");

function notQuick(): never {
  throw NOT_QUICK;
}

/** A plain key: letters, digits, `_`, `.` and `-`, starting with a letter or `_`. */
const KEY = /[A-Za-z_][A-Za-z0-9_.\-]*/y;
/** Plain words the core schema reads as other than a string, and what it reads them as. */
const NOT_STRINGS = new Map<string, boolean | null>([
  ...["true", "True", "TRUE"].map((w) => [w, true] as const),
  ...["false", "False", "FALSE"].map((w) => [w, false] as const),
  ...["null", "Null", "NULL", "~"].map((w) => [w, null] as const),
]);
/** A decimal integer as the core schema reads it, in the range a double holds exactly (no sign `+`, no leading zero: those are left to the package). */
const INTEGER = /^(?:0|-?[1-9][0-9]{0,14})$/;
/** A decimal fraction as the core schema reads it (parseFloat), in its plainest form. */
const FRACTION = /^-?(?:0|[1-9][0-9]{0,14})\.[0-9]{1,15}$/;
/** The escapes of a double-quoted scalar that JSON reads as YAML does. */
const JSON_ESCAPE = /\\(?:["\\/bfnrt]|u[0-9A-Fa-f]{4})/g;
/** What a double-quoted scalar's text needs JSON's reading for: an escape or a control character (which JSON refuses). */
const NEEDS_JSON = /[\\\u0000-\u001f]/;
/** A flow map's pair of a plain key and a double-quoted text without escape or control character, and its separator. */
const PAIR = /([A-Za-z_][A-Za-z0-9_.\-]*): +"([^"\\\u0000-\u001f]*)" *([,}])/y;
/** A plain scalar taken as a string starts with a letter (no indicator); a number with a digit or `-`; `~` is null. */
const PLAIN_START = /[\p{L}0-9~-]/u;
/** A block scalar's header: `|` or `>`, with or without `-` (strip), then at most a comment. */
const BLOCK_HEADER = /^([|>])(-?)( +#.*)?$/;
/** Most scalars taken in the quick form (the parse's limit of expanded values is far above it). */
const MAX_VALUES = 50_000;
/** Deepest nesting of block collections taken in the quick form. */
const MAX_DEPTH = 16;
/** Deepest nesting of flow collections on one line taken in the quick form. */
const MAX_FLOW_DEPTH = 8;

interface Counter {
  count(): void;
  /** Records a string's place at the path below the current one by `key` (see QuickParser.scalar). */
  scalar(key: string | number, scalar: QuickScalar): void;
  /** The current path's key, to which flow collections add their own. */
  within<T>(key: string | number, read: () => T): T;
}

class QuickParser implements Counter {
  /** Each line's start offset. */
  private readonly starts: number[] = [];
  private readonly lines: string[];
  /** The next line to read. */
  private at = 0;
  private values = 0;
  private depth = 0;
  /** The scalarKey of the value being read. */
  private path = "";
  readonly scalars = new Map<string, QuickScalar>();

  constructor(private readonly text: string) {
    this.lines = text.split("\n");
    let offset = 0;
    for (const line of this.lines) {
      this.starts.push(offset);
      offset += line.length + 1;
    }
  }

  document(): { data: Record<string, unknown>; layout: Layout; scalars: Map<string, QuickScalar> } {
    this.skipBlank();
    if (this.at >= this.lines.length || this.indentOf(this.at) !== 0) notQuick();
    const pairs: LayoutPair[] = [];
    const data = this.blockMap(0, 0, (key, line, value) => pairs.push({ start: this.starts[line]!, key, items: value }));
    this.skipBlank();
    if (this.at < this.lines.length) notQuick();
    return { data, layout: { pairs }, scalars: this.scalars };
  }

  count(): void {
    if (++this.values > MAX_VALUES) notQuick();
  }

  scalar(key: string | number, scalar: QuickScalar): void {
    this.scalars.set(this.path === "" ? String(key) : `${this.path}\u0000${key}`, scalar);
  }

  within<T>(key: string | number, read: () => T): T {
    const outer = this.path;
    this.path = outer === "" ? String(key) : `${outer}\u0000${key}`;
    try {
      return read();
    } finally {
      this.path = outer;
    }
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
      let from = rest;
      while (s.charCodeAt(from) === 32) from++;
      this.at++;
      let items: LayoutPair["items"] = null;
      if (from === s.length || s[from] === "#") {
        const nested = this.within(key, () => this.nested(column));
        map[key] = nested.value;
        items = nested.items;
      } else if (s[from] === "|" || s[from] === ">") {
        const header = BLOCK_HEADER.exec(s.slice(from));
        if (!header) notQuick();
        map[key] = this.blockScalar(key, column, this.starts[line]! + from, header[1] === "|", header[2] === "-");
      } else {
        map[key] = inlineValue({ text: s, at: from, base: this.starts[line]! }, key, this);
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
    // (The parse's nesting limit is far deeper; content files nest about eight levels.)
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
        const index = list.length;
        if (keyed && line[item + keyed[0].length] === ":") list.push(this.within(index, () => this.blockMap(item, item)));
        else {
          list.push(inlineValue({ text: line, at: item, base: this.starts[this.at]! }, index, this));
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
   * A block scalar under the key `key` at `column`, its header (`|`, `|-`, `>` or `>-`) at offset
   * `header`: its lines from the next one, all at least as deep as the first, which is deeper than
   * the key, and blank lines among them (empty ones: a line of spaces is not the quick form).
   * A literal scalar keeps its lines as they are after the first's indentation; a folded one joins
   * two lines by a space, or by one line break for each blank line between them (a deeper line
   * and a line ending in a space fold otherwise: not the quick form). The trailing blank lines are
   * dropped, and one line break is kept unless `strip` (`-`). A first line that is blank, or none
   * at all: not the quick form.
   */
  private blockScalar(key: string, column: number, header: number, literal: boolean, strip: boolean): string {
    const first = this.at;
    let indent = -1;
    // The last line of the scalar's text (a blank line after it is not its).
    let last = -1;
    while (this.at < this.lines.length) {
      const s = this.lines[this.at]!;
      if (s === "") {
        if (indent < 0) notQuick();
        this.at++;
        continue;
      }
      const i = this.indentOf(this.at);
      // (A line of spaces: its rules (shallower, deeper than the text) are not copied.)
      if (i === s.length) notQuick();
      if (indent < 0) {
        if (i <= column) notQuick();
        indent = i;
      } else if (i < indent) break;
      if (!literal && (i !== indent || s.endsWith(" "))) notQuick();
      last = this.at;
      this.at++;
    }
    // (At the text's end without a line break, clipping has none to keep: not copied here.)
    if (last < 0 || last + 1 >= this.lines.length) notQuick();
    let value = "";
    for (let line = first; line <= last; line++) {
      const s = this.lines[line]!;
      if (literal) value += line === first ? s.slice(indent) : `\n${s.slice(indent)}`;
      else if (s === "") value += "\n";
      else value += line === first ? s.slice(indent) : this.lines[line - 1] === "" ? s.slice(indent) : ` ${s.slice(indent)}`;
    }
    if (!strip) value += "\n";
    this.count();
    this.scalar(key, { type: literal ? "BLOCK_LITERAL" : "BLOCK_FOLDED", start: header, end: this.starts[last + 1]!, value });
    return value;
  }
}

interface Cursor {
  /** The line. */
  text: string;
  /** The offset in the line. */
  at: number;
  /** The line's offset in the file. */
  base: number;
}

/**
 * A value written on one line from the cursor to the line's end: a quoted scalar, a plain one, or
 * a flow map or list of those, then at most a comment. `key`: its key in the collection it is in.
 */
function inlineValue(c: Cursor, key: string | number, counter: Counter): unknown {
  const value = flowValue(c, key, 0, counter);
  const rest = c.text.slice(c.at);
  if (!/^( +#.*| *)$/.test(rest)) notQuick();
  return value;
}

/** `inFlow`: how many flow collections the value is in. */
function flowValue(c: Cursor, key: string | number, inFlow: number, counter: Counter): unknown {
  const ch = c.text[c.at];
  // (Flow collections nested deeper: not needed, and the whole nesting's limit is the parse's.)
  if (inFlow >= MAX_FLOW_DEPTH && (ch === "{" || ch === "[")) notQuick();
  if (ch === '"' || ch === "'") {
    counter.count();
    const start = c.at;
    const value = quoted(c);
    counter.scalar(key, { type: ch === '"' ? "QUOTE_DOUBLE" : "QUOTE_SINGLE", start: c.base + start, end: c.base + c.at, value });
    return value;
  }
  if (ch === "{") return counter.within(key, () => flowMap(c, inFlow + 1, counter));
  if (ch === "[") return counter.within(key, () => flowList(c, inFlow + 1, counter));
  counter.count();
  const start = c.at;
  const value = plain(c, inFlow);
  if (typeof value === "string") counter.scalar(key, { type: "PLAIN", start: c.base + start, end: c.base + c.at, value });
  return value;
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
 * A plain scalar that holds no `: `, no ` #` nor (in a flow collection) `:,[]{}` (its end there):
 * a string when it starts with a letter and is no word the core schema reads otherwise (then
 * true, false or null), a number when it is a decimal integer or fraction in its plainest form.
 */
function plain(c: Cursor, inFlow: number): string | number | boolean | null {
  const stop = inFlow ? /[,\]}]/g : /$/g;
  stop.lastIndex = c.at;
  const end = stop.exec(c.text)?.index ?? c.text.length;
  const raw = c.text.slice(c.at, end);
  // (A comment after a plain value on a block key's line: inlineValue takes it as the line's end.)
  const hash = inFlow ? -1 : raw.indexOf(" #");
  const value = (hash < 0 ? raw : raw.slice(0, hash)).trimEnd();
  const first = value[0] ?? "";
  // (A `:` ends a plain scalar in a flow collection, and before a space or the line's end anywhere.)
  if (!PLAIN_START.test(first) || (inFlow ? value.includes(":") : value.includes(": ") || value.endsWith(":")) || value.includes(" #") || (inFlow && /[[{]/.test(value))) notQuick();
  c.at += value.length;
  const word = NOT_STRINGS.get(value);
  if (word !== undefined) return word;
  // (A letter first: a string; else a number in the forms below, or the package reads it.)
  if (/\p{L}/u.test(first)) return value;
  if (INTEGER.test(value)) return Number(value);
  if (FRACTION.test(value)) return parseFloat(value);
  notQuick();
}

function spaces(c: Cursor): void {
  while (c.text[c.at] === " ") c.at++;
}

/** A flow map, `depth` flow collections deep (itself included). */
function flowMap(c: Cursor, depth: number, counter: Counter): Record<string, unknown> {
  const map: Record<string, unknown> = {};
  c.at++;
  spaces(c);
  if (c.text[c.at] === "}") {
    c.at++;
    return map;
  }
  for (;;) {
    // (Most pairs: a key and a double-quoted text with no escape, matched at once.)
    PAIR.lastIndex = c.at;
    const pair = PAIR.exec(c.text);
    if (pair) {
      const key = pair[1]!;
      if (key === "__proto__" || NOT_STRINGS.has(key) || Object.hasOwn(map, key)) notQuick();
      counter.count();
      const value = pair[2]!;
      map[key] = value;
      const start = c.text.indexOf('"', c.at + key.length);
      counter.scalar(key, { type: "QUOTE_DOUBLE", start: c.base + start, end: c.base + start + value.length + 2, value });
      c.at = PAIR.lastIndex;
      if (pair[3] === "}") return map;
      spaces(c);
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
    map[key] = flowValue(c, key, depth, counter);
    spaces(c);
    const sep = c.text[c.at++];
    if (sep === "}") return map;
    if (sep !== ",") notQuick();
    spaces(c);
    if (c.text[c.at] === "}") notQuick();
  }
}

/** A flow list, `depth` flow collections deep (itself included). */
function flowList(c: Cursor, depth: number, counter: Counter): unknown[] {
  const list: unknown[] = [];
  c.at++;
  spaces(c);
  if (c.text[c.at] === "]") {
    c.at++;
    return list;
  }
  for (;;) {
    list.push(flowValue(c, list.length, depth, counter));
    spaces(c);
    const sep = c.text[c.at++];
    if (sep === "]") return list;
    if (sep !== ",") notQuick();
    spaces(c);
    if (c.text[c.at] === "]") notQuick();
  }
}
