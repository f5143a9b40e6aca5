// A game file as the disk cache gives it back (text, data and layout, no YAML document), for the
// tests of parsing an edit of it again (yaml-chunks.test.ts, yaml-line-edit.test.ts).
import { readFileSync } from "node:fs";
import { expect } from "vitest";
import { layoutFromDocument, setLayout } from "../../src/content/yaml-chunks.js";
import { parseYamlSource, restoredSource, type SourceFile } from "../../src/content/yaml-source.js";

/** A file of the default game's folder. */
export const read = (path: string) => readFileSync(`cards/twilight-struggle/${path}`, "utf8");

/** A file as the disk cache gives it back: text, data and layout, no document. */
export function restoredFile(path: string, text: string): SourceFile {
  const { source, diagnostics } = parseYamlSource(path, text);
  expect(diagnostics).toEqual([]);
  const r = restoredSource(path, text, source.data);
  setLayout(r, layoutFromDocument(text, source.doc)!);
  return r;
}
