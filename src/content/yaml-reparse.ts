// Parsing again only the edited item of a long list. A cards file is one list of some forty cards
// (25 kB); a key typed into one card changes that card only, and parsing the whole file again took
// most of the editor's build. When the edit stays inside one item of a block list under a key of
// the file's top-level map, that item's lines are parsed alone and put in place of the old item:
// the nodes before it are kept, those after it are copies with their offsets moved by the length
// the edit added, and the plain data is the old data with that one item replaced. Anything else
// (an edit across items, the last item, a YAML error, anchors and aliases, directives) returns
// null, and the caller parses the whole file: the result is always the one a full parse gives
// (tests/content/yaml-reparse.test.ts compares them edit by edit).
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, Pair, Scalar, visit, YAMLMap, YAMLSeq, type Document, type Node } from "yaml";
import { parseYamlDocument } from "./yaml-document.js";
import { editedSpan } from "./edited-span.js";
import { sizeProblem, YAML_MAX_NODES, type SourceFile } from "./yaml-source.js";

/** Files whose parse has anchors, aliases or directives: a part of them cannot be read alone. */
const notSplittable = new WeakMap<SourceFile, boolean>();

/** `old` with its text replaced by `text`, parsed again in the edited item only; null when that cannot be done. */
export function reparseItem(old: SourceFile, text: string): SourceFile | null {
  if (old.data === null || old.doc.errors.length || old.doc.warnings.length || !splittable(old)) return null;
  const before = old.text;
  const delta = text.length - before.length;
  // The edited span of the old text: [from, to).
  const span = editedSpan(before, text);
  let from = span.from;
  let to = span.to;
  // An insertion or a deletion can be placed in several ways where it repeats the text next to it
  // (a line of a card added before `  - id:` seems to start after its two spaces): it is moved
  // back as far as the start of its line, so that an edit at the end of an item stays in it.
  if (from === to || text.length - (before.length - span.to) === from) {
    const moved = from === to ? text.slice(from, from + delta) : before.slice(from, to);
    let m = moved;
    while (m && from > 0 && before.charCodeAt(from - 1) !== 10 && before.charCodeAt(from - 1) === m.charCodeAt(m.length - 1)) {
      m = m[m.length - 1] + m.slice(0, -1);
      from--;
      if (to > from) to--;
    }
  }

  const root = old.doc.contents;
  if (!isMap(root) || root.flow) return null;
  const pairIndex = root.items.findIndex((p) => isSeq(p.value) && !p.value.flow && p.value.range && p.value.range[0] <= from && from < p.value.range[2]);
  if (pairIndex < 0) return null;
  const pair = root.items[pairIndex]!;
  const seq = pair.value as YAMLSeq;
  if (!isScalar(pair.key) || typeof pair.key.value !== "string") return null;
  const key = pair.key.value;
  const items = seq.items as Node[];
  // The item the edit is in: from the start of its line (`  - `) to the start of the next item's.
  // The last item of a list is not done here (where its range ends depends on what follows).
  const lineStart = (o: number) => before.lastIndexOf("\n", o - 1) + 1;
  let k = -1;
  for (let i = 0; i + 1 < items.length; i++) {
    const start = items[i]!.range?.[0];
    const next = items[i + 1]!.range?.[0];
    if (start === undefined || next === undefined) return null;
    if (start <= from && to <= lineStart(next)) {
      k = i;
      break;
    }
  }
  if (k < 0) return null;
  const chunkStart = lineStart(items[k]!.range![0]);
  const chunkEnd = lineStart(items[k + 1]!.range![0]);
  // The item's own line starts with its `- `, and the next item's too.
  if (!/^ *- +$/.test(before.slice(chunkStart, items[k]!.range![0])) || !/^ *- +$/.test(before.slice(chunkEnd, items[k + 1]!.range![0]))) return null;
  const chunk = text.slice(chunkStart, chunkEnd + delta);
  if (!chunk.endsWith("\n")) return null;

  const lines = new LineCounter();
  const part = parseYamlDocument(chunk, lines);
  const list = part.contents;
  if (part.errors.length || part.warnings.length || !isSeq(list) || list.flow || list.items.length !== 1 || !list.range || list.range[0] !== indicatorAt(before, chunkStart)) return null;
  if (hasAnchorsOrAliases(part)) return null;
  // The limits a full parse checks: the item's nesting, one level deeper in the file than alone
  // (the file's map holds the list); and the number of values, which a file this short cannot
  // exceed without aliases (a value takes at least half a character).
  if (sizeProblem({ path: old.path, text: chunk, doc: part, lines, data: null }, 2) || text.length * 2 >= YAML_MAX_NODES) return null;
  const item = list.items[0] as Node;
  shift(item, () => true, chunkStart);

  // Everything after the edited item moves by `delta`; what is before it stays as it was.
  const after = (v: number) => v >= chunkEnd;
  const moved = <T extends Node | Pair>(n: T): T => copyMoved(n, after, delta) as T;
  const newSeq = shallow(seq);
  newSeq.items = [...items.slice(0, k), item, ...items.slice(k + 1).map(moved)];
  newSeq.range = movedRange(seq.range!, after, delta);
  const newPair = shallow(pair);
  newPair.value = newSeq as never;
  const newRoot = shallow(root as YAMLMap);
  newRoot.items = root.items.map((p, i) => (i < pairIndex ? p : i === pairIndex ? newPair : moved(p)));
  newRoot.range = movedRange(root.range!, after, delta);
  const doc = shallow(old.doc);
  doc.contents = newRoot as never;
  doc.range = movedRange(old.doc.range, after, delta);

  const counter = new LineCounter();
  for (const v of old.lines.lineStarts) if (v < chunkStart) counter.addNewLine(v);
  for (const v of lines.lineStarts) if (v < chunk.length) counter.addNewLine(v + chunkStart);
  for (const v of old.lines.lineStarts) if (v >= chunkEnd) counter.addNewLine(v + delta);

  const oldList = (old.data as Record<string, unknown>)[key];
  if (!Array.isArray(oldList) || oldList.length !== items.length) return null;
  const value = (part.toJS({ maxAliasCount: -1 }) as unknown[])[0];
  const data = { ...(old.data as Record<string, unknown>), [key]: oldList.map((x, i) => (i === k ? value : x)) };
  const source: SourceFile = { path: old.path, text, doc, lines: counter, data };
  notSplittable.set(source, false);
  return source;
}

/** Column of the `-` of the item whose line starts at `lineStart`. */
function indicatorAt(text: string, lineStart: number): number {
  let i = lineStart;
  while (text[i] === " ") i++;
  return i - lineStart;
}

function splittable(source: SourceFile): boolean {
  let no = notSplittable.get(source);
  if (no === undefined) {
    no = /(^|\n)%/.test(source.text) || hasAnchorsOrAliases(source.doc);
    notSplittable.set(source, no);
  }
  return !no;
}

/** Whether a YAML document has an anchor or an alias (an edit's effect can then reach past its item). */
export function hasAnchorsOrAliases(doc: Document): boolean {
  let found = false;
  visit(doc, {
    Node(_, node) {
      if (isAlias(node) || (node as { anchor?: string }).anchor) {
        found = true;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * A copy of a node and its descendants with the offsets `which` selects moved by `by` (the nodes
 * after the edit: the old ones stay as they were, for whoever still holds the old parse). Made
 * with the nodes' own classes and their fields copied, which is several times quicker than the
 * library's clone().
 */
function copyMoved(n: unknown, which: (v: number) => boolean, by: number): unknown {
  if (isPair(n)) return new Pair(copyMoved(n.key, which, by), copyMoved(n.value, which, by));
  if (isScalar(n)) return withRange(Object.assign(new Scalar(n.value), n), which, by);
  if (isMap(n) || isSeq(n)) {
    const copy = Object.assign(isMap(n) ? new YAMLMap(n.schema) : new YAMLSeq(n.schema), n);
    copy.items = (n.items as unknown[]).map((x) => copyMoved(x, which, by)) as never;
    return withRange(copy, which, by);
  }
  return n;
}

function withRange<T extends Node>(n: T, which: (v: number) => boolean, by: number): T {
  if (n.range) n.range = movedRange(n.range, which, by);
  return n;
}

/** Adds `by` to every offset of the node and its descendants that `which` selects. */
function shift(node: Node | Pair, which: (v: number) => boolean, by: number): void {
  visit(node as Node, {
    Node(_, n) {
      if (n.range) n.range = movedRange(n.range, which, by);
      return undefined;
    },
  });
}

function movedRange(range: [number, number, number], which: (v: number) => boolean, by: number): [number, number, number] {
  return range.map((v) => (which(v) ? v + by : v)) as [number, number, number];
}

/** A copy of a node (or document) sharing its children: only what is set on it afterwards differs. */
function shallow<T extends object>(x: T): T {
  return Object.create(Object.getPrototypeOf(x), Object.getOwnPropertyDescriptors(x)) as T;
}
