// A file's memo entry (file-memo.ts) as plain data, and back: what a store of earlier work keeps
// of each content file (its text, its parse, its schema checks, its parsed code and layout), so that
// a later load whose file has the same text neither parses nor checks it again. One form for both
// stores: the command line's disk cache (disk-file-memo.ts) and the editor's store in the browser
// (editor/src/game/kept-visit.ts), which differ only in how they hold the parsed code.
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { snippetAsInserted } from "./snippet-text.js";
import { EXPRESSION_KEY, holdsParses, parsesOf, type ParseResult } from "../effects/parse.js";
import type { Expression, Program } from "../effects/ast.js";
import type { MemoEntry } from "./file-memo.js";
import { hasParsedDocument, restoredSource } from "./yaml-source.js";
import { layoutFromDocument, layoutOf, setLayout, type Layout } from "./yaml-chunks.js";
import { packWide, unpackWide } from "./wide-objects.js";
import type { NameRef } from "./schemas.js";

/** Bump when the layout of entries changes (this module's, kept-checks.ts's, disk-file-memo.ts's), or what a kept diagnostic holds (7: schema errors' place as a message part, see disk-cache.ts's ENTRY_FORMAT; 8: the names' keys hold digests of the schema and the text, and declared fields' names are kept too; 9: a check of code holds the end reasons it names, game_over's `reason:`, as keys; 10: a name's kinds are a list, `names: [space, track]`; 11: a name may be an entry of a list of the game's data, `names: { data, key }`; 12: a check of code is kept by the texts its bound names hold, `values:`, and may hold CW312; 13: the kernel's `forbidden` and `emit` take the game's actions and moments as their values; 14: a check of code is kept by the texts moments' names hold, and `emit`'s `with:` may hold CW312; 15: a check of code may hold CW312 of a declared field's `enum` or of a local copied from a read with values; 16: a check of code may hold CW312 of a text compared with what a routine declares it gives, or with a local given literals or looping over a list of them, and CW304 of a name `emit`'s `with:` gives that the moment does not declare; 17: a check of a routine's code is kept by the texts it declares it gives, and may hold CW312 of a text its own `return` gives that is none of them; 18: a check of code is kept by which routines a bare name stands for a call of, and may hold CW312 of a text compared with such a bare name; 19: a check of code may hold CW311 of a field `attr` reads, written as a literal, and CW312 of a text compared with it; 20: a check of a routine's code may hold CW312 of a name it returns that holds a text it does not declare it gives; 21: a check of code may hold CW312 of a text compared with a player's choice among texts written out, `pick`). */
export const FILE_ENTRY_FORMAT = 21;

/** What an entry keeps of a file (plain data). */
export interface KeptFile<C> {
  path: string;
  text: string;
  /** The parsed file (null: it was not parsed, e.g. an internal error); its wide objects kept flat (wide-objects.ts). */
  source: { data: unknown; wide: string[] } | null;
  /** Whether the opened file's data is the source's data (else null: it has errors). */
  usable: boolean;
  diagnostics: Diagnostic[];
  /** Schema checks: [schema key, [label, problems][]] (a custom schema's key is its JSON: the check is found again whenever the load makes the same schema, and schema-strings.ts can read it). */
  checks: [string, [string, Diagnostic[]][]][];
  /**
   * Effect code found in the file's values, parsed: the texts as parsed (effects/parse.ts,
   * parsesOf), and the [text, result] list as the store keeps it (`C`: serialized on its own on disk, read
   * back only when one of them is parsed; as it is in the editor's store, which clones it).
   */
  codeKeys: string[];
  code: C;
  /** Where its parts start, so that an edit of one is parsed alone (yaml-chunks.ts); null when they cannot be. */
  layout: Layout | null;
}

export function countChecks(entry: MemoEntry): number {
  let n = 0;
  for (const byLabel of entry.checks.values()) n += byLabel.size;
  return n;
}

/**
 * Whether the file's code as codeOf finds it is `keys` (its kept code's, by parsesOf's keys: a
 * text, or a lone expression's): each of their texts is a string value of the file, and no other
 * value has a parse this process holds.
 */
export function holdsOnly(entry: MemoEntry, keys: readonly string[]): boolean {
  // A file kept with no code, in a process that parsed and read back none (a locale file's edit):
  // no value has a parse, and its every string need not be walked to find that.
  if (!keys.length && !holdsParses()) return true;
  const own = new Set(keys);
  const texts = new Set(keys.map((k) => (k.startsWith(EXPRESSION_KEY) ? k.slice(EXPRESSION_KEY.length) : k)));
  const only = eachString(entry.opened.source?.data, (v) => {
    texts.delete(v);
    return parsesOf(v).every(([k]) => own.has(k));
  });
  return only && texts.size === 0;
}

/** Whether any of `texts` is a string value of the file. */
export function holdsAny(entry: MemoEntry, texts: ReadonlySet<string>): boolean {
  return texts.size > 0 && !eachString(entry.opened.source?.data, (v) => !texts.has(v));
}

export type Code = [string, ParseResult<Program> | ParseResult<Expression>][];

/** The parsed effect code among a file's string values (what this process parsed of it). */
export function codeOf(entry: MemoEntry): Code {
  const out: Code = [];
  const seen = new Set<string>();
  eachString(entry.opened.source?.data, (v) => {
    if (!seen.has(v)) {
      seen.add(v);
      out.push(...parsesOf(v));
    }
    return true;
  });
  return out;
}

/**
 * Calls `f` with each string in parsed data, until it returns false; whether it went through all.
 * A string with snippet placeholders (`${1:me}`, game.yaml `snippets:`) is given as inserted too:
 * that is the code validate parses of it (snippet-text.ts).
 */
function eachString(data: unknown, f: (v: string) => boolean): boolean {
  const stack: unknown[] = [data];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (!f(v)) return false;
      if (v.includes("${")) {
        const inserted = snippetAsInserted(v).text;
        if (inserted !== v && !f(inserted)) return false;
      }
    } else if (Array.isArray(v)) stack.push(...v);
    else if (v && typeof v === "object") stack.push(...Object.values(v));
  }
  return true;
}

/** What a store keeps of a file's memo entry, with its code (`keys` as parsesOf gives them) as the store keeps it. */
export function toStored<C>(path: string, entry: MemoEntry, code: { keys: string[]; kept: C }): KeptFile<C> {
  const { source, data, diagnostics } = entry.opened;
  const checks: KeptFile<C>["checks"] = [];
  for (const [key, byLabel] of entry.checks) {
    // Only checks keyed by a schema's key are kept (a validator compiled elsewhere has none).
    if (typeof key !== "string") continue;
    checks.push([key, [...byLabel]]);
  }
  const layout = source && !diagnostics.length ? (layoutOf(source) ?? (hasParsedDocument(source) ? layoutFromDocument(source.text, source.doc) : null)) : null;
  return { path, text: entry.text, source: source ? packWide(source.data) : null, usable: source !== null && data === source.data, diagnostics, checks, codeKeys: code.keys, code: code.kept, layout };
}

/**
 * The memo entry of a kept file, or null when it is not whole (the caller checks the code's form,
 * `code`: a damaged or foreign entry is never trusted, the file is parsed instead).
 */
export function toEntry<C>(s: KeptFile<C>, code: (c: unknown) => c is C): MemoEntry | null {
  if (!s || typeof s.path !== "string" || typeof s.text !== "string" || !Array.isArray(s.diagnostics) || !Array.isArray(s.checks) || !Array.isArray(s.codeKeys) || !code(s.code)) return null;
  const unpacked = s.source ? unpackWide(s.source.data, s.source.wide) : null;
  if (s.source && !unpacked) return null;
  const source = unpacked ? restoredSource(s.path, s.text, unpacked.data) : null;
  if (source && isLayout(s.layout)) setLayout(source, s.layout);
  const checks = new Map<unknown, Map<string, Diagnostic[]>>();
  for (const [key, byLabel] of s.checks) checks.set(key, new Map(byLabel));
  return { text: s.text, opened: { source, data: source && s.usable ? source.data : null, diagnostics: s.diagnostics }, checks };
}

function isLayout(x: unknown): x is Layout {
  const l = x as Layout | null;
  return !!l && Array.isArray(l.pairs) && l.pairs.every((p) => typeof p?.start === "number" && typeof p.key === "string" && (p.items === null || (Array.isArray(p.items?.starts) && Array.isArray(p.items.keys) && typeof p.items.column === "number")));
}


/** Whether a kept value is what the names memo holds (load.ts's Reuse.names: the names a piece of data holds). */
export function isNameRefs(v: unknown): v is NameRef[] {
  return Array.isArray(v) && v.every((r) => typeof r?.name === "string" && Array.isArray(r.kinds) && Array.isArray(r.path));
}
