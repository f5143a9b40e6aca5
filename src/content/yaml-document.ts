// The one YAML parse of a text (a whole file, or a part of one: yaml-chunks.ts, yaml-reparse.ts),
// with the `yaml` package's check that a map's keys are unique, made in linear time. The package
// checks each key against every key before it in its map (util-map-includes.js): a locale file of
// 700 messages costs a quarter of a million comparisons, about a tenth of a cold `validate`. So
// the text is parsed without that check, each map's scalar keys are then looked up in a set, and
// only a text with two equal keys (a mistake, rare) is parsed again with the package's own check,
// whose errors (their places and order) are then exactly the package's.
import { isMap, isPair, isScalar, isSeq, parseDocument, type Document, type LineCounter } from "yaml";

/** Parses `text` (its lines counted in `lines`) as `parseDocument` with `uniqueKeys: true` does. */
export function parseYamlDocument(text: string, lines: LineCounter): Document.Parsed {
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
  if (!hasEqualKeys(doc.contents)) {
    // (The option as the package's check would have left it: nothing reads it after the parse.)
    doc.options.uniqueKeys = true;
    return doc;
  }
  lines.lineStarts.length = 0;
  return parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
}

/**
 * Whether a map under `node` has two scalar keys of the same value: what the package's check
 * reports (`a.value === b.value`; a set also finds two NaN keys, which it does not: a parse again
 * for nothing, never one missed).
 */
function hasEqualKeys(node: unknown): boolean {
  const stack: unknown[] = [node];
  while (stack.length) {
    const n = stack.pop();
    if (isMap(n)) {
      const seen = n.items.length > 1 ? new Set<unknown>() : null;
      for (const pair of n.items) {
        const key = pair.key;
        if (seen && isScalar(key)) {
          if (seen.has(key.value)) return true;
          seen.add(key.value);
        }
        if (key && typeof key === "object") stack.push(key);
        if (pair.value && typeof pair.value === "object") stack.push(pair.value);
      }
    } else if (isSeq(n)) {
      for (const item of n.items) if (item && typeof item === "object") stack.push(item);
    } else if (isPair(n)) {
      stack.push(n.key, n.value);
    }
  }
  return false;
}

