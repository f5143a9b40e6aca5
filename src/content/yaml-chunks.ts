// Parsing again only the edited part of a file restored from the disk cache, without its YAML
// document. yaml-reparse.ts does this for a file whose parse is at hand (the editor's); a file read
// back from the disk cache has only its text and data (its document is made only when a place in
// it is asked for), and parsing its old text to find the edited item would cost more than parsing
// the new text whole. So the entry also keeps the file's layout, taken from the parse that made it:
// where each key of the file's top-level map starts and, when its value is a block list or map,
// where each of its items starts (a line start each). An edit within one such chunk of lines (from
// an item's line to the next item's, or to the end of the file for the last one) is parsed alone
// and put in place of the old item in the data; the layout after it moves by the edit's length.
//
// The result is the data a full parse gives (tests/content/yaml-chunks.test.ts compares them edit by
// edit); anything the shortcut cannot be sure of returns null and the caller parses the whole file:
// an edit outside the chunks (the comments before the first key) or across two, a chunk that does not
// parse alone into exactly one item at the old item's column, a YAML error or warning, anchors,
// aliases, directives or document markers, a key another item of the same map has.
import { isAlias, isMap, isScalar, isSeq, LineCounter, visit, type Document, type Node, type Pair } from "yaml";
import { parseYamlDocument } from "./yaml-document.js";
import { editedSpan } from "./edited-span.js";
import { hasAnchorsOrAliases } from "./yaml-reparse.js";
import { editedBlockItem, editedItem } from "./yaml-line-edit.js";
import { withValue } from "./wide-objects.js";
import { countParsed, layoutOf, restoredSource, setLayout, sizeProblem, type Layout, type LayoutPair, type SourceFile } from "./yaml-source.js";

export { layoutOf, setLayout, type Layout, type LayoutPair };

/** The layout of a file from its YAML document; null when its parts cannot be parsed alone. */
export function layoutFromDocument(text: string, doc: Document.Parsed): Layout | null {
  if (doc.errors.length || doc.warnings.length || hasMarkers(text) || hasAnchorsOrAliases(doc)) return null;
  const root = doc.contents;
  if (!isMap(root) || root.flow) return null;
  const pairs: LayoutPair[] = [];
  for (const p of root.items as Pair[]) {
    const at = keyLineStart(text, p, 0);
    if (at === null) return null;
    pairs.push({ start: at.start, key: at.key, items: itemsOf(text, p.value as Node | null) });
  }
  return { pairs };
}

/** Where a pair's key line starts, when the key is a plain string alone at `column` of its line (else null). */
function keyLineStart(text: string, p: Pair, column: number | null): { start: number; key: string; column: number } | null {
  const k = p.key as Node | null;
  if (!isScalar(k) || typeof k.value !== "string" || !k.range || k.value === "__proto__") return null;
  const start = lineStart(text, k.range[0]);
  const c = k.range[0] - start;
  if ((column !== null && c !== column) || !/^ *$/.test(text.slice(start, k.range[0]))) return null;
  return { start, key: k.value, column: c };
}

function itemsOf(text: string, value: Node | null): LayoutPair["items"] {
  if (isSeq(value) && !value.flow && value.items.length) {
    const starts: number[] = [];
    let column = -1;
    for (const item of value.items as (Node | null)[]) {
      const r = (item as Node | null)?.range;
      if (!r) return null;
      const start = lineStart(text, r[0]);
      // The item's line starts with its `- ` (not a `-` alone, its value on the next line).
      const head = /^( *)- +$/.exec(text.slice(start, r[0]));
      if (!head || (column >= 0 && head[1]!.length !== column)) return null;
      column = head[1]!.length;
      starts.push(start);
    }
    return { kind: "seq", column, starts, keys: [] };
  }
  if (isMap(value) && !value.flow && value.items.length) {
    const starts: number[] = [];
    const keys: string[] = [];
    let column: number | null = null;
    for (const p of value.items as Pair[]) {
      const at = keyLineStart(text, p, column);
      if (!at) return null;
      column = at.column;
      starts.push(at.start);
      keys.push(at.key);
    }
    return { kind: "map", column: column ?? 0, starts, keys };
  }
  return null;
}

/**
 * `old` (a restored file: its text, data and layout) with its text replaced by `text`, the edited
 * chunk parsed alone; null when that cannot be done (the caller parses the whole file). The
 * result's data keeps the old data's objects wherever the edit left them equal (the same item
 * parsed again equal to the old one is the old one), and it is itself restored (its document made
 * only when asked for) with its new layout.
 */
export function reparseChunk(old: SourceFile, text: string): SourceFile | null {
  const layout = layoutOf(old);
  const data = old.data as Record<string, unknown> | null;
  if (!layout || !data || typeof data !== "object" || Array.isArray(data) || !layout.pairs.length) return null;
  const before = old.text;
  const delta = text.length - before.length;
  const { from, to } = editedSpan(before, text);
  if (from === before.length && to === before.length && delta === 0) return null; // the same text

  // The innermost chunk holding [from, to): an item of a top-level value, else a top-level pair.
  const pairs = layout.pairs;
  const holds = (start: number, end: number) => start <= from && to <= end && (from < end || end === before.length);
  for (let i = 0; i < pairs.length; i++) {
    const pair = pairs[i]!;
    const end = i + 1 < pairs.length ? pairs[i + 1]!.start : before.length;
    if (!holds(pair.start, end)) continue;
    const items = pair.items;
    if (items) {
      for (let k = 0; k < items.starts.length; k++) {
        const s = items.starts[k]!;
        const e = k + 1 < items.starts.length ? items.starts[k + 1]! : end;
        if (holds(s, e)) return lineItem(old, text, layout, i, k, s, e, delta, from, to) ?? item(old, text, layout, i, k, s, e, delta) ?? wholePair(old, text, layout, i, end, delta);
      }
    }
    return wholePair(old, text, layout, i, end, delta);
  }
  return null;
}

/** The chunk [start, end) of the old text, parsed alone in the new text; null if it is not one clean block. */
function parseChunk(old: SourceFile, text: string, start: number, end: number, delta: number, depth: number): { doc: Document.Parsed; lines: LineCounter } | null {
  const chunk = text.slice(start, end + delta);
  // What follows must start a line of its own, as it did.
  if (end < old.text.length && !chunk.endsWith("\n")) return null;
  // (The limit on values, YAML_MAX_NODES, is only reached through aliases: none here.)
  if (!chunk.length || hasMarkers(chunk)) return null;
  countParsed(chunk);
  const lines = new LineCounter();
  const doc = parseYamlDocument(chunk, lines);
  if (doc.errors.length || doc.warnings.length || hasAnchorsOrAliases(doc)) return null;
  if (sizeProblem({ path: old.path, text: chunk, doc, lines, data: null }, depth)) return null;
  return { doc, lines };
}

/** Item `k` of top-level pair `i` parsed again alone. */
function item(old: SourceFile, text: string, layout: Layout, i: number, k: number, start: number, end: number, delta: number): SourceFile | null {
  const pair = layout.pairs[i]!;
  const items = pair.items!;
  const parsed = parseChunk(old, text, start, end, delta, 2);
  if (!parsed) return null;
  const chunk = text.slice(start, end + delta);
  const root = parsed.doc.contents as Node | null;
  const oldValue = (old.data as Record<string, unknown>)[pair.key];
  let value: unknown;
  let keys = items.keys;
  if (items.kind === "seq") {
    if (!isSeq(root) || root.flow || root.items.length !== 1 || !Array.isArray(oldValue) || oldValue.length !== items.starts.length) return null;
    // One item, its `- ` on the chunk's first line at the list's column.
    const r = (root.items[0] as Node | null)?.range;
    const head = r ? /^( *)- +$/.exec(chunk.slice(0, r[0])) : null;
    if (!head || head[1]!.length !== items.column) return null;
    const v = (parsed.doc.toJS({ maxAliasCount: -1 }) as unknown[])[0];
    value = deepEqual(v, oldValue[k]) ? oldValue : oldValue.map((x, j) => (j === k ? v : x));
  } else {
    if (!isMap(root) || root.flow || root.items.length !== 1 || !oldValue || typeof oldValue !== "object" || Array.isArray(oldValue)) return null;
    const at = keyLineStart(chunk, root.items[0] as Pair, items.column);
    if (!at || at.start !== 0) return null;
    const oldKey = items.keys[k]!;
    // A key renamed to one another item has: a duplicate, which the full parse reports.
    if (at.key !== oldKey && items.keys.includes(at.key)) return null;
    const v = (parsed.doc.toJS({ maxAliasCount: -1 }) as Record<string, unknown>)[at.key];
    const was = (oldValue as Record<string, unknown>)[oldKey];
    if (at.key === oldKey && deepEqual(v, was)) value = oldValue;
    else value = withValue(oldValue as Record<string, unknown>, oldKey, v, at.key);
    keys = items.keys.map((x, j) => (j === k ? at.key : x));
  }
  const pairs = shifted(layout, end, delta);
  pairs[i] = { ...pairs[i]!, items: { ...pairs[i]!.items!, keys } };
  return restored(old, text, pair.key, value, { pairs });
}

/**
 * Item `k` of top-level pair `i` when the edit `[from, to)` stays inside one of its lines, read
 * without the YAML library (yaml-line-edit.ts): a simple `key: value` line, or a line of a literal
 * block scalar (a card's or a routine's code); null when that line or the item's lines before it
 * are not simple enough.
 */
function lineItem(old: SourceFile, text: string, layout: Layout, i: number, k: number, start: number, end: number, delta: number, from: number, to: number): SourceFile | null {
  const before = old.text;
  const at = lineStart(before, from);
  const next = before.indexOf("\n", from);
  const lineEnd = next < 0 ? before.length : next;
  // No line break removed or added, and the line inside the item's lines.
  if (at < start || to > lineEnd || (lineEnd >= end && end < before.length) || text.slice(from, to + delta).includes("\n")) return null;
  const newLine = text.slice(at, lineEnd + delta);
  const pair = layout.pairs[i]!;
  const items = pair.items!;
  const oldValue = (old.data as Record<string, unknown>)[pair.key];
  let value: unknown;
  if (items.kind === "seq") {
    if (!Array.isArray(oldValue) || oldValue.length !== items.starts.length) return null;
    const item = { dash: true, value: oldValue[k] } as const;
    const edited = editedItem(before, start, at, newLine, items.column, item) ?? editedBlockItem(before, start, end, at, newLine, items.column, item);
    if (!edited) return null;
    value = deepEqual(edited.value, oldValue[k]) ? oldValue : oldValue.map((x, j) => (j === k ? edited.value : x));
  } else {
    const key = items.keys[k]!;
    if (!oldValue || typeof oldValue !== "object" || Array.isArray(oldValue) || !Object.hasOwn(oldValue, key)) return null;
    const was = (oldValue as Record<string, unknown>)[key];
    const item = { dash: false, key, value: was } as const;
    const edited = editedItem(before, start, at, newLine, items.column, item) ?? editedBlockItem(before, start, end, at, newLine, items.column, item);
    if (!edited) return null;
    value = deepEqual(edited.value, was) ? oldValue : withValue(oldValue as Record<string, unknown>, key, edited.value);
  }
  return restored(old, text, pair.key, value, { pairs: shifted(layout, end, delta) });
}

/** The layout's pairs with every place at or after `end` (the edited chunk's end in the old text) moved by `delta`. */
function shifted(layout: Layout, end: number, delta: number): LayoutPair[] {
  const mv = (s: number) => (s >= end ? s + delta : s);
  return layout.pairs.map((p) => ({ start: mv(p.start), key: p.key, items: p.items && { ...p.items, starts: p.items.starts.map(mv) } }));
}

/** Top-level pair `i` parsed again alone (its items' layout from that parse). */
function wholePair(old: SourceFile, text: string, layout: Layout, i: number, end: number, delta: number): SourceFile | null {
  const pair = layout.pairs[i]!;
  const parsed = parseChunk(old, text, pair.start, end, delta, 1);
  if (!parsed) return null;
  const root = parsed.doc.contents as Node | null;
  if (!isMap(root) || root.flow || root.items.length !== 1) return null;
  const chunk = text.slice(pair.start, end + delta);
  const at = keyLineStart(chunk, root.items[0] as Pair, 0);
  if (!at || at.start !== 0) return null;
  if (at.key !== pair.key && layout.pairs.some((p) => p.key === at.key)) return null;
  const v = (parsed.doc.toJS({ maxAliasCount: -1 }) as Record<string, unknown>)[at.key];
  const items = itemsOf(chunk, (root.items[0] as Pair).value as Node | null);
  const newPair: LayoutPair = { start: pair.start, key: at.key, items: items ? { ...items, starts: items.starts.map((s) => s + pair.start) } : null };
  const pairs = shifted(layout, end, delta);
  pairs[i] = newPair;
  const data = old.data as Record<string, unknown>;
  if (at.key === pair.key && deepEqual(v, data[pair.key])) return restored(old, text, pair.key, data[pair.key], { pairs });
  return restored(old, text, pair.key, v, { pairs }, at.key);
}

/** The new file: restored (its document made when asked for), its data the old with one top-level value replaced. */
function restored(old: SourceFile, text: string, key: string, value: unknown, layout: Layout, newKey = key): SourceFile {
  const data = old.data as Record<string, unknown>;
  const same = newKey === key && value === data[key];
  const source = restoredSource(old.path, text, same ? data : Object.fromEntries(Object.entries(data).map(([k, x]) => (k === key ? [newKey, value] : [k, x]))));
  setLayout(source, layout);
  return source;
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf("\n", offset - 1) + 1;
}

/** Directives, document markers: a part of such a file cannot be read alone. */
function hasMarkers(text: string): boolean {
  return /(^|\n)(%|---|\.\.\.)/.test(text);
}

/** Equal plain data (what YAML parses to: objects, arrays, strings, numbers, booleans, null). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return Object.is(a, b);
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    // The same keys in the same order (a parse's objects are compared, order included).
    if (ka[i] !== kb[i] || !deepEqual((a as Record<string, unknown>)[ka[i]!], (b as Record<string, unknown>)[kb[i]!])) return false;
  }
  return true;
}
