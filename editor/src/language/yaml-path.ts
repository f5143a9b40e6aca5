// What is at an offset of a YAML text: the path from the top (keys and list indexes) and whether
// the offset is on a key or in a value, for hover, completion and quick fixes. Uses the yaml
// parser, which recovers from most errors, so a half-typed file still gives a path.
import { isMap, isScalar, isSeq, parseDocument, type Node } from "yaml";

export type YamlPath = (string | number)[];

export interface YamlSpot {
  path: YamlPath;
  /** On a mapping's key (the path ends with that key). */
  onKey: boolean;
  /** The scalar under the offset (a key or a value), with its range in the text. */
  scalar: { value: string; start: number; end: number } | null;
}

const within = (range: readonly number[] | null | undefined, offset: number) => !!range && range[0]! <= offset && offset <= range[1]!;

/**
 * The path at `offset`. A child is the last one that starts at or before the offset (so a collection
 * left open while typing, whose range ends early, still leads to what is typed after it).
 */
export function spotAt(text: string, offset: number): YamlSpot | null {
  const doc = parseDocument(text, { uniqueKeys: false, keepSourceTokens: false });
  let node = doc.contents as Node | null;
  if (!node?.range || offset < node.range[0]) return null;
  const path: YamlPath = [];
  for (let depth = 0; node && depth < 64; depth++) {
    if (isMap(node)) {
      let pair: (typeof node.items)[number] | null = null;
      for (const p of node.items) if (((p.key as Node | null)?.range?.[0] ?? Infinity) <= offset) pair = p;
      const key = pair?.key as Node | null | undefined;
      if (!pair || !key || !isScalar(key)) return { path, onKey: false, scalar: null };
      const name = String(key.value);
      if (within(key.range, offset)) return { path: [...path, name], onKey: true, scalar: { value: name, start: key.range![0], end: key.range![1] } };
      path.push(name);
      node = pair.value as Node | null;
      // Past the end of a value on its own line: nothing there yet.
      if (!node || !node.range) return { path, onKey: false, scalar: null };
    } else if (isSeq(node)) {
      let i = -1;
      node.items.forEach((item, j) => {
        if (((item as Node | null)?.range?.[0] ?? Infinity) <= offset) i = j;
      });
      if (i < 0) return { path, onKey: false, scalar: null };
      path.push(i);
      node = node.items[i] as Node;
    } else if (isScalar(node)) {
      const r = node.range!;
      if (offset > r[1]) return { path: path.slice(0, -1), onKey: false, scalar: null };
      return { path, onKey: false, scalar: { value: String(node.value ?? ""), start: r[0], end: r[1] } };
    } else return { path, onKey: false, scalar: null };
  }
  return null;
}
