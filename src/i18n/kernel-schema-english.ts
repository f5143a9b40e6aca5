// The English of the editor's messages editor.schema.<key>: the kernel's schemas' descriptions
// (schemas/*.schema.json), read from the schemas themselves, as a game's own schemas' descriptions
// are its strings schema.<key> (sources.ts). The schemas are the one place the English is written;
// the editor's translations (editor/locales/es.yaml …) translate it, stamped with its hash, so a
// description reworded in a schema leaves them outdated. (The editor needs no such list: it shows
// a schema's own words wherever its language has no translation: schema-words.ts.) No node: imports.
import { extendedOverlaySchema, schemas } from "../content/schemas.js";
import type { Position } from "../diagnostics/diagnostic.js";
import { parseMessage } from "./format.js";
import { descriptions, schemaKey } from "./schema-keys.js";

/** The kinds of the kernel's schemas the editor describes content files with (a save is no content file). */
export const DESCRIBED_KINDS = ["game", "board", "cards", "routines", "sequence", "overlay", "test", "locale"] as const;

/** One description of a kernel schema as an editor message. */
export interface SchemaEnglish {
  /** The message key, without `msg.`: editor.schema.<key>. */
  key: string;
  text: string;
  /** The schema file it is written in (`game.schema.json`), and the path to it in that schema. */
  file: string;
  path: string[];
}

/** A description that is no message template (it shows the template or snippet syntax itself, braces and all) is no message: it stays as the schema writes it. */
export function isTemplate(text: string): boolean {
  try {
    parseMessage(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every description of the kernel's schemas that is a message, in the schemas' order, each key
 * once. An overlay's card definitions are the cards file's (schemaKey names them so): they are
 * the cards schema's messages. `given`: the schemas by kind (a test's edited copy), else the
 * kernel's.
 */
export function kernelSchemaEnglish(given?: Readonly<Record<string, object>>): SchemaEnglish[] {
  const of = (kind: string): object => given?.[kind] ?? (schemas as Record<string, object>)[kind]!;
  const out: SchemaEnglish[] = [];
  const seen = new Set<string>();
  for (const kind of DESCRIBED_KINDS) {
    const schema = kind === "overlay" ? extendedOverlaySchema(of("cards"), of("overlay")) : of(kind);
    for (const { path, text } of descriptions(schema)) {
      const key = schemaKey(kind, path);
      if (key === null || seen.has(key) || !isTemplate(text)) continue;
      seen.add(key);
      out.push({ key: `editor.schema.${key}`, text, file: `${key.slice(0, key.indexOf("."))}.schema.json`, path });
    }
  }
  return out;
}

/**
 * Where each description is written in its schema file's text (`textOf`: the file's text, null
 * when it cannot be read): its `"description"` key, found in the order descriptions() walks the
 * schema, which is the file's. A description not found there (written by the code, as an
 * overlay's changed card's) is placed at the file's start.
 */
export function placesInSchemas(english: readonly SchemaEnglish[], textOf: (file: string) => string | null): Position[] {
  const from = new Map<string, number>();
  const lines = new Map<string, number[]>();
  return english.map(({ file, text }) => {
    const source = textOf(file);
    if (source === null) return { line: 1, column: 1 };
    if (!lines.has(file)) lines.set(file, lineStarts(source));
    // (From the last found on, else from the start: an overlay's definitions come in another order.)
    const written = `"description": ${JSON.stringify(text)}`;
    let at = source.indexOf(written, from.get(file) ?? 0);
    if (at < 0) at = source.indexOf(written);
    if (at < 0) return { line: 1, column: 1 };
    from.set(file, at + 1);
    const starts = lines.get(file)!;
    let line = 0;
    for (let lo = 0, hi = starts.length - 1; lo <= hi; ) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]! <= at) (line = mid), (lo = mid + 1);
      else hi = mid - 1;
    }
    return { line: line + 1, column: at - starts[line]! + 1 };
  });
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}
