// A YAML file parsed with node ranges, so every later error can point at file, line and column.
// Parsing is also where hostile YAML is stopped: nesting deeper than YAML_MAX_DEPTH, aliases that
// expand to more than YAML_MAX_NODES values (an "alias bomb") and tags Cardwright does not know
// are errors at their place in the file, and the plain data (`data`) is only built when none occur.
import { isAlias, isCollection, isPair, isScalar, Lexer, LineCounter, Scalar, type Document, type Node } from "yaml";
import { parseYamlDocument } from "./yaml-document.js";
import { internalError, type Diagnostic, type Position } from "../diagnostics/diagnostic.js";
import { layoutProblem } from "./yaml-layout.js";
import { quickYaml, scalarKey, type QuickScalar } from "./yaml-quick.js";
import { quickJson } from "./json-quick.js";

/** Deepest nesting of maps and lists a content file may have (the shipped content needs 8). */
export const YAML_MAX_DEPTH = 64;
/** Most values a file may hold once its aliases are expanded (the largest shipped file holds ~2,300). */
export const YAML_MAX_NODES = 100_000;

export interface SourceFile {
  path: string;
  text: string;
  doc: Document.Parsed;
  lines: LineCounter;
  /** The file as plain data; null when it has YAML errors. */
  data: unknown;
}

/** How many YAML texts this process parsed, and their characters (what the disk cache saves shows in it). */
const parsed = { texts: 0, chars: 0 };

export function yamlParsed(): Readonly<typeof parsed> {
  return parsed;
}

/** Counts a YAML text parsed (a whole file's, or a part of one parsed alone: yaml-chunks.ts). */
export function countParsed(text: string): void {
  parsed.texts++;
  parsed.chars += text.length;
}

/** The one way a file's text becomes a YAML document (a restored file's document is made the same way). */
function parseText(text: string): { doc: Document.Parsed; lines: LineCounter } {
  countParsed(text);
  const lines = new LineCounter();
  return { doc: parseYamlDocument(text, lines), lines };
}

export function parseYamlSource(path: string, text: string): { source: SourceFile; diagnostics: Diagnostic[] } {
  // A text in the plain form of most content files: its data read without the YAML document, made
  // (as a restored file's) only when a place other than its layout's or its strings' is asked for
  // (yaml-quick.ts).
  const quick = quickYaml(text);
  if (quick) {
    countParsed(text);
    const source = restoredSource(path, text, quick.data);
    layouts.set(source, quick.layout);
    quickScalars.set(source, quick.scalars);
    return { source, diagnostics: [] };
  }
  // A JSON file (a game's own schema) the package would read alike: its data, the document made
  // only when a place in it is asked for (json-quick.ts).
  const json = quickJson(text);
  if (json) {
    countParsed(text);
    return { source: restoredSource(path, text, json), diagnostics: [] };
  }
  const { doc, lines } = parseText(text);
  const source: SourceFile = { path, text, doc, lines, data: null };
  const layout = doc.errors.some(isGrammarError) ? layoutDiagnostic(source) : null;
  const quote = layout ? null : unclosedQuote(source);
  const diagnostics: Diagnostic[] = [...doc.errors, ...doc.warnings]
    // A line out of place makes the parser report several grammar errors from there on: one
    // diagnostic that says what was expected replaces them.
    .filter((e) => !layout || !isGrammarError(e) || positionAt(source, e.pos[0]).line < layout.start.line - 1)
    // So does a quote never closed: its text runs on to the end of the file (or of its line), where
    // the parser reports it and what it left open, past anything the writer can recognise.
    .filter((e) => !quote || !isGrammarError(e) || e.pos[0] < quote.offset)
    .map((e) => {
      const at = { file: path, start: positionAt(source, e.pos[0]), end: positionAt(source, e.pos[1]) };
      const detail = firstLine(e.message);
      if (e.code === "RESOURCE_EXHAUSTION") return tooDeep(at);
      if (e.code === "TAG_RESOLVE_FAILED") {
        const tag = /tag: (\S+)/.exec(detail)?.[1] ?? detail;
        return {
          code: "CW109", severity: "error", message: `unknown YAML tag \`${tag}\``, ...at,
          hint: "Cardwright content uses plain YAML values: remove the tag", key: "diag.yaml_unknown_tag", args: { tag }, hintKey: "diag.hint.remove_tag",
        };
      }
      return {
        code: e.code === "DUPLICATE_KEY" ? "CW102" : "CW101",
        severity: doc.errors.includes(e) ? "error" : "warning",
        message: e.code === "DUPLICATE_KEY" ? `duplicate key: ${detail}` : `YAML syntax: ${detail}`,
        ...at,
        hint: hintFor(e.code, e.message),
        key: e.code === "DUPLICATE_KEY" ? "diag.yaml_duplicate_key" : "diag.yaml_syntax",
        args: { detail },
        hintKey: hintKeyFor(e.code, e.message),
      };
    });
  if (layout) diagnostics.push(layout);
  if (quote) diagnostics.push(quote.diagnostic);
  if (diagnostics.some((d) => d.severity === "error")) return { source, diagnostics };
  const limit = sizeProblem(source);
  if (limit) return { source, diagnostics: [...diagnostics, limit] };
  try {
    source.data = doc.toJS({ maxAliasCount: -1 });
  } catch (e) {
    // Not expected after the checks above; still a located, coded answer rather than a crash.
    diagnostics.push(internalError({ file: path, start: { line: 1, column: 1 }, end: { line: 1, column: 1 } }, e));
  }
  return { source, diagnostics };
}

/**
 * A file parsed by an earlier process (the disk cache keeps its text and data): its YAML document
 * and line counter are made again from the text only when something asks for a place in it (a
 * diagnostic), so a file without problems is not parsed again.
 */
export function restoredSource(path: string, text: string, data: unknown): SourceFile {
  let parsed: { doc: Document.Parsed; lines: LineCounter } | null = null;
  // Its lines alone are found without parsing it (a scan for line breaks), so a place found from
  // its layout (keyRangeAt) does not make the document.
  let lines: LineCounter | null = null;
  const source: SourceFile = {
    path,
    text,
    data,
    get doc() {
      if (!parsed) {
        parsed = parseText(text);
        notParsedYet.delete(source);
      }
      return parsed.doc;
    },
    get lines() {
      return parsed?.lines ?? (lines ??= linesOf(text));
    },
  };
  notParsedYet.add(source);
  return source;
}

/** The line starts of a text, as the YAML parser's line counter has them (after each line feed). */
function linesOf(text: string): LineCounter {
  const lines = new LineCounter();
  lines.addNewLine(0);
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) lines.addNewLine(i + 1);
  return lines;
}

/**
 * Where a file's parts start (offsets in its text; plain data, kept in the disk cache's entry with
 * the file): each key of its top-level block map and, when that key's value is a block list or
 * map, each item. yaml-chunks.ts makes it and parses an edited item alone with it; keyRangeAt finds
 * a key's place with it in a file whose document is not made.
 */
export interface Layout {
  /** Each key of the top-level block map: its line's start, its key, and its value's items when it is a block list or map. */
  pairs: LayoutPair[];
}

export interface LayoutPair {
  start: number;
  key: string;
  /** The items of a block list ("seq") or block map ("map") value: their column and each one's line start (and key, for a map). */
  items: { kind: "seq" | "map"; column: number; starts: number[]; keys: string[] } | null;
}

const layouts = new WeakMap<SourceFile, Layout>();

/** The places of the strings of a file read in the quick form, by scalarKey of their path (null: its text is not in that form). */
const quickScalars = new WeakMap<SourceFile, Map<string, QuickScalar> | null>();

/** The layout a restored (or part-parsed) file was given. */
export function layoutOf(source: SourceFile): Layout | undefined {
  return layouts.get(source);
}

export function setLayout(source: SourceFile, layout: Layout): void {
  layouts.set(source, layout);
}

/** Restored files whose YAML document has not been made yet. */
const notParsedYet = new WeakSet<SourceFile>();

/**
 * Whether the file's YAML document is at hand without parsing it: a restored file's is made only
 * when asked for, and making it only to parse an edit of it again would cost more than the edit.
 */
export function hasParsedDocument(source: SourceFile): boolean {
  return !notParsedYet.has(source);
}

/**
 * The first line out of place, when it is where the parser's first error is, or the line after
 * (the parser often blames the value before a misplaced key, taking both for one long key).
 */
function layoutDiagnostic(source: SourceFile): Diagnostic | null {
  const p = layoutProblem(source.text);
  const first = Math.min(...source.doc.errors.filter(isGrammarError).map((e) => positionAt(source, e.pos[0]).line));
  if (!p || p.line > first + 1) return null;
  return {
    code: "CW101",
    severity: "error",
    message: `YAML layout: ${p.message}`,
    file: source.path,
    start: { line: p.line, column: p.column },
    end: { line: p.line, column: p.endColumn },
    hint: p.hint,
    key: p.key,
    args: p.args,
    hintKey: p.hintKey,
    hintArgs: p.args,
  };
}

/** The control characters the YAML lexer puts between its tokens, which are not in the text. */
const LEXER_MARKS = new Set(["\x02", "\x18", "\x1f"]);

/**
 * A quoted string never closed, at its opening quote: the parser reports it where the text it
 * opened runs out, often the end of the file (a line past the last, with nothing there to look
 * at), and then the collections that text swallowed. The opening quote is the quoted token of the
 * lexer's that reaches the place reported.
 */
function unclosedQuote(source: SourceFile): { offset: number; diagnostic: Diagnostic } | null {
  const error = source.doc.errors.find((e) => e.code === "MISSING_CHAR" && /^Missing closing ["']quote/.test(e.message));
  if (!error) return null;
  const mark = /^Missing closing (["'])/.exec(error.message)![1]!;
  let offset = 0;
  let open = -1;
  for (const token of new Lexer().lex(source.text)) {
    if (LEXER_MARKS.has(token)) continue;
    if (offset > error.pos[0]) break;
    if (token.startsWith(mark)) open = offset;
    offset += token.length;
  }
  if (open < 0) return null;
  const start = positionAt(source, open);
  return {
    offset: open,
    diagnostic: {
      code: "CW101",
      severity: "error",
      message: `YAML syntax: the quote \`${mark}\` opened here is never closed`,
      file: source.path,
      start,
      end: { line: start.line, column: start.column + 1 },
      hint: `end the text with \`${mark}\` where it ends, or write it without quotes`,
      key: "diag.yaml_unclosed_quote",
      args: { quote: mark },
      hintKey: "diag.hint.close_quote",
      hintArgs: { quote: mark },
    },
  };
}

/** A parser error about the file's shape (not a duplicate key, a depth limit or an unknown tag). */
function isGrammarError(e: { code: string }): boolean {
  return !["DUPLICATE_KEY", "RESOURCE_EXHAUSTION", "TAG_RESOLVE_FAILED"].includes(e.code);
}

function tooDeep(at: Pick<Diagnostic, "file" | "start" | "end">): Diagnostic {
  return {
    code: "CW107", severity: "error", message: `YAML nested too deeply (more than ${YAML_MAX_DEPTH} levels)`, ...at,
    hint: "flatten the structure; content files need only a few levels", key: "diag.yaml_too_deep", args: { max: YAML_MAX_DEPTH }, hintKey: "diag.hint.flatten",
  };
}

/**
 * Nesting depth and alias expansion, measured without recursion (`depthOfRoot`: the depth of the
 * file's top node, more than 1 for a part of a file parsed alone, see yaml-reparse.ts) (so a hostile file cannot
 * overflow the stack here) and before anything expands the aliases.
 */
export function sizeProblem(source: SourceFile, depthOfRoot = 1): Diagnostic | null {
  const root = source.doc.contents as Node | null;
  if (!root) return null;
  const at = (node: Node) => ({ file: source.path, start: positionAt(source, node.range?.[0] ?? 0), end: positionAt(source, node.range?.[1] ?? 0) });
  // Depth first, in document order: depth of each collection, and each node's expanded size.
  const size = new Map<Node, number>();
  const stack: { node: Node; depth: number; done: boolean }[] = [{ node: root, depth: depthOfRoot, done: false }];
  let expanded = 0;
  while (stack.length) {
    const top = stack.pop()!;
    const { node, depth } = top;
    if (isAlias(node)) {
      const target = node.resolve(source.doc) as Node | undefined;
      const n = target ? (size.get(target) ?? 1) : 1;
      size.set(node, n);
      expanded += n;
      if (expanded > YAML_MAX_NODES) {
        return {
          code: "CW108", severity: "error", message: `YAML aliases expand to more than ${YAML_MAX_NODES.toLocaleString("en")} values`, ...at(node),
          hint: "an alias (*name) repeats its anchor's whole value; write the values out or use fewer aliases", key: "diag.yaml_alias_bomb", args: { max: YAML_MAX_NODES }, hintKey: "diag.hint.fewer_aliases",
        };
      }
      continue;
    }
    const children = childrenOf(node);
    if (top.done || !children.length) {
      size.set(node, 1 + children.reduce((n, c) => n + (size.get(c) ?? 1), 0));
      if (!children.length) expanded++;
      continue;
    }
    if (depth > YAML_MAX_DEPTH) return tooDeep(at(node));
    stack.push({ node, depth, done: true });
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!, depth: depth + 1, done: false });
  }
  return null;
}

function childrenOf(node: Node): Node[] {
  if (!isCollection(node)) return [];
  const out: Node[] = [];
  for (const item of node.items as unknown[]) {
    if (isPair(item)) {
      if (item.key && typeof item.key === "object") out.push(item.key as Node);
      if (item.value && typeof item.value === "object") out.push(item.value as Node);
    } else if (item && typeof item === "object") out.push(item as Node);
  }
  return out;
}

function hintFor(code: string, message: string): string {
  if (code === "DUPLICATE_KEY") return "remove or rename one of the two keys";
  if (/Nested mappings|Implicit map keys/.test(message)) {
    return "a value that contains `: ` (like effect code with named arguments) must be a block scalar: write `event: |` and the code on the following lines, indented";
  }
  return "check indentation, colons and quotes on this line";
}

function hintKeyFor(code: string, message: string): string {
  if (code === "DUPLICATE_KEY") return "diag.hint.duplicate_key";
  return /Nested mappings|Implicit map keys/.test(message) ? "diag.hint.block_scalar" : "diag.hint.check_line";
}

function firstLine(message: string): string {
  return message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
}

export function positionAt(source: SourceFile, offset: number): Position {
  const { line, col } = source.lines.linePos(Math.max(0, Math.min(offset, source.text.length)));
  return { line, column: col };
}

/** The node at a path like ["cards", 3, "ops"], or the nearest existing ancestor. */
export function nodeAt(source: SourceFile, path: readonly (string | number)[]): Node | null {
  for (let n = path.length; n >= 0; n--) {
    const node = source.doc.getIn(path.slice(0, n), true) as Node | undefined;
    if (node && typeof node === "object" && "range" in node && node.range) return node;
  }
  return null;
}

export function rangeAt(source: SourceFile, path: readonly (string | number)[]): { start: Position; end: Position } {
  const node = nodeAt(source, path);
  if (!node?.range) return { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
  return { start: positionAt(source, node.range[0]), end: positionAt(source, node.range[1]) };
}

/**
 * `{ file, start, end }` of the node at a path, worked out when first read (rangeAt needs the
 * file's YAML document: a file restored from the disk cache is parsed again only if a place in
 * it is read, for a diagnostic or by the editor). Own enumerable properties: a spread copies them.
 */
export function locationAt(source: SourceFile, path: readonly (string | number)[]): { file: string; start: Position; end: Position } {
  return lazyLocation(source.path, () => rangeAt(source, path));
}

/** The same for the key of a map entry (keyRangeAt). */
export function keyLocationAt(source: SourceFile, path: readonly (string | number)[], key: string): { file: string; start: Position; end: Position } {
  return lazyLocation(source.path, () => keyRangeAt(source, path, key));
}

function lazyLocation(file: string, range: () => { start: Position; end: Position }): { file: string; start: Position; end: Position } {
  let r: { start: Position; end: Position } | null = null;
  // Getters written in the literal (not defineProperty): thousands are made, and objects of one shape are quick to make.
  return {
    file,
    get start() {
      return (r ??= range()).start;
    },
    get end() {
      return (r ??= range()).end;
    },
  };
}

/** Range of the key of a map entry, e.g. to point at an unknown property name. */
export function keyRangeAt(source: SourceFile, path: readonly (string | number)[], key: string): { start: Position; end: Position } {
  if (notParsedYet.has(source)) {
    const at = keyOffsetInLayout(source, path, key);
    if (at !== null) return { start: positionAt(source, at), end: positionAt(source, at + key.length) };
  }
  const parent = source.doc.getIn(path, true) as { items?: { key: Node; value: Node }[] } | undefined;
  const pair = parent?.items ? pairByKey(parent.items, key) : undefined;
  if (pair?.key.range) return { start: positionAt(source, pair.key.range[0]), end: positionAt(source, pair.key.range[1]) };
  return rangeAt(source, path);
}

/**
 * Where the key `key` of the map under the top-level key `path[0]` starts, from the file's layout:
 * a translation's place in a locale file restored from the disk cache, without parsing the 140 KB
 * file (about 80 ms) for one outdated string. Only for a plain key written at its item's line and
 * column (what the text there says is checked); null otherwise (the document is made).
 */
function keyOffsetInLayout(source: SourceFile, path: readonly (string | number)[], key: string, known?: LayoutPair["items"]): number | null {
  const items = known ?? (path.length === 1 ? layouts.get(source)?.pairs.find((p) => p.key === path[0])?.items : undefined);
  if (!items || items.kind !== "map") return null;
  const i = keyIndex(items.keys, key);
  if (i < 0) return null;
  const at = items.starts[i]! + items.column;
  const text = source.text;
  return text.startsWith(key, at) && text[at + key.length] === ":" && !/["'#]/.test(key[0] ?? "") ? at : null;
}

/**
 * The places of these keys of the map under the top-level key `path[0]` (four numbers a key: start
 * line and column, end line and column), as keyRangeAt gives them, found from the file's layout in
 * one pass; null when its document is made or a key is not found there (keyRangeAt then). A
 * locale file's 1,100 entries' places after its edit, without a lazy place made and read for each.
 */
export function keyPlacesInLayout(source: SourceFile, path: readonly (string | number)[], keys: Iterable<string>, count: number): Int32Array | null {
  if (!notParsedYet.has(source)) return null;
  const items = path.length === 1 ? layouts.get(source)?.pairs.find((p) => p.key === path[0])?.items : undefined;
  if (!items || items.kind !== "map") return null;
  const out = new Int32Array(count * 4);
  // Each offset's line found by moving a line cursor (the keys come mostly in the file's order),
  // not by 2,200 calls of the line counter's search, which made it hot enough to be optimized.
  const starts = source.lines.lineStarts;
  if (starts[0] !== 0) return null;
  let line = 0;
  let n = 0;
  for (const key of keys) {
    if (n === out.length) return null;
    const at = keyOffsetInLayout(source, path, key, items);
    if (at === null) return null;
    // (The key's start, then its end: two offsets, each placed as the line counter places it.)
    for (const offset of [at, Math.min(at + key.length, source.text.length)]) {
      if (offset < starts[line]!) line = 0;
      while (line + 1 < starts.length && starts[line + 1]! <= offset) line++;
      out[n++] = line + 1;
      out[n++] = offset - starts[line]! + 1;
    }
  }
  return n === out.length ? out : null;
}

/** Each layout's map keys by their first place, made on the first look-up in it (see keyIndex). */
const layoutKeyIndexes = new WeakMap<readonly string[], Map<string, number>>();

/**
 * The first place of `key` in a layout's keys (as indexOf), or -1. Indexed once per list (a
 * layout's keys are not changed once made): a locale file's places are asked for each of its
 * ~1,100 keys (validate after a locale file's edit), and a scan per key was most of that.
 */
function keyIndex(keys: readonly string[], key: string): number {
  let index = layoutKeyIndexes.get(keys);
  if (!index) {
    index = new Map();
    for (const [i, k] of keys.entries()) if (!index.has(k)) index.set(k, i);
    layoutKeyIndexes.set(keys, index);
  }
  return index.get(key) ?? -1;
}

type Pairs = { key: Node; value: Node }[];
/** Each map's first pair for a scalar key, made on the first look-up in it (see pairByKey). */
const keyIndexes = new WeakMap<Pairs, { size: number; index: Map<unknown, Pairs[number]> }>();

/**
 * The first pair of a map whose key is the scalar `key`. Indexed once per map: a locale file asks
 * for the place of each of its ~1,100 keys, and a scan per key took half a second of a load.
 */
function pairByKey(items: Pairs, key: string): Pairs[number] | undefined {
  let known = keyIndexes.get(items);
  if (!known || known.size !== items.length) {
    const index = new Map<unknown, Pairs[number]>();
    for (const p of items) if (isScalar(p.key) && !index.has(p.key.value)) index.set(p.key.value, p);
    keyIndexes.set(items, (known = { size: items.length, index }));
  }
  return known.index.get(key);
}

/**
 * Maps offsets inside a scalar's value (e.g. an effect written as a block scalar) back to
 * file positions. The value differs from the file's text: block scalars strip their
 * indentation, folded (`>`), plain and quoted scalars fold line breaks into spaces, and quoted
 * scalars have escapes (`\"`, `''`). Each character of the value is matched to the character of
 * the file it comes from, walking both in step and skipping what YAML dropped.
 */
export function scalarOffsetMapper(source: SourceFile, path: readonly (string | number)[]): (offset: number) => Position {
  const scalar = scalarAt(source, path);
  if (!scalar) return () => rangeAt(source, path).start;
  const places = valuePlaces(source.text, scalar.value, scalar.type, scalar.start, scalar.end);
  return (offset) => positionAt(source, places[Math.max(0, Math.min(offset, places.length - 1))]!);
}

/**
 * The string scalar at a path: its value, kind and range, from the quick parse's places while the
 * file's document is not made (a piece of code's place, kept with the compiled game, then costs no
 * parse), else from the document's node; null when there is none.
 */
function scalarAt(source: SourceFile, path: readonly (string | number)[]): Pick<QuickScalar, "value" | "start" | "end"> & { type: Scalar["type"] } | null {
  if (notParsedYet.has(source)) {
    // (A file restored from the disk cache, or made from an edit of one part of a file: its text
    // read in the quick form, about a tenth of the cost of its document, when it is in that form.)
    let scalars = quickScalars.get(source);
    if (scalars === undefined) quickScalars.set(source, (scalars = quickYaml(source.text)?.scalars ?? null));
    const quick = scalars?.get(scalarKey(path));
    if (quick) return quick;
  }
  const node = source.doc.getIn(path, true) as Scalar | undefined;
  if (!node || !isScalar(node) || !node.range) return null;
  return { value: String(node.value), type: node.type, start: node.range[0], end: node.range[1] };
}

/**
 * Where each part of a scalar's value (a piece of code) is in the file, as plain numbers: three a
 * run of characters that follow each other on one line of the file, [offset in the value, line,
 * column] of its first. What scalarOffsetMapper tells, kept as data: a compiled game carries it
 * (src/kernel/code-place.ts), into the disk cache and worker threads, without the file.
 */
export function scalarRuns(source: SourceFile, path: readonly (string | number)[]): number[] {
  const scalar = scalarAt(source, path);
  if (!scalar) {
    const { line, column } = rangeAt(source, path).start;
    return [0, line, column];
  }
  const places = valuePlaces(source.text, scalar.value, scalar.type, scalar.start, scalar.end);
  const runs: number[] = [];
  for (let i = 0; i < places.length; i++) {
    const p = places[i]!;
    if (i > 0 && p === places[i - 1]! + 1 && source.text[p - 1] !== "\n") continue;
    const { line, column } = positionAt(source, p);
    runs.push(i, line, column);
  }
  return runs;
}

/** For each character of `value`, its offset in `text`; one more entry for the end of the value. */
function valuePlaces(text: string, value: string, type: Scalar["type"], from: number, to: number): number[] {
  const block = type === Scalar.BLOCK_LITERAL || type === Scalar.BLOCK_FOLDED;
  const double = type === Scalar.QUOTE_DOUBLE;
  const single = type === Scalar.QUOTE_SINGLE;
  // A block scalar's text starts on the line after its `|` or `>` header; a quoted one after its quote.
  let p = block ? text.indexOf("\n", from) + 1 : double || single ? from + 1 : from;
  if (block && p === 0) p = to;
  const places: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const v = value[i]!;
    for (;;) {
      if (p >= to) {
        places.push(to);
        break;
      }
      const c = text[p]!;
      if (double && c === "\\") {
        const next = text[p + 1];
        // A backslash at the end of a line joins the lines: it stands for nothing.
        if (next === "\n" || next === "\r") {
          p += next === "\r" && text[p + 2] === "\n" ? 3 : 2;
          continue;
        }
        places.push(p);
        p += next === "x" ? 4 : next === "u" ? 6 : next === "U" ? 10 : 2;
        break;
      }
      if (single && c === "'" && text[p + 1] === "'") {
        places.push(p);
        p += 2;
        break;
      }
      // The same character, or a line break folded into a space.
      if (c === v || (v === " " && c === "\n")) {
        places.push(p);
        p++;
        break;
      }
      p++; // indentation, a dropped line break, a carriage return, the closing quote
    }
  }
  places.push(Math.min(p, to));
  return places;
}
