// An edit inside one line of a restored file (a word added to a translated string, a glossary
// term, a card's name) read without the YAML library. yaml-chunks.ts parses the edited item alone,
// but that parse is most often the library's first use in the process, which costs more than the
// rest of the edit's work (V8 warming the parser's code). When the edit stays inside one line and
// that line, and every line of its item before it, is a simple `key: value` line this file reads
// exactly (a plain key; a plain, single- or double-quoted scalar without escapes, or a one-line
// flow map of such), the new value is read from the line and put in place of the old one.
//
// What is read is checked against what the YAML library made of the same lines before the edit:
// each line before the edit, and the edited line as it was, must give the old data's values, so a
// line that only looks simple (inside a multi-line string, a plain scalar continued on the next
// line) is never taken for a key. Anything else returns null, and yaml-chunks.ts parses the chunk
// (tests/content/yaml-line-edit.test.ts compares both with a full parse, edit by edit).
import { deepEqual } from "./yaml-chunks.js";

/** A value a simple line holds: a scalar, or a flow map of scalars (in its keys' order). */
type Value = string | number | boolean | Record<string, string | number | boolean>;

/** One simple line: its key's column, whether it starts a list item (`- `), its key and value. */
export interface SimpleLine {
  column: number;
  dash: boolean;
  key: string;
  value: Value;
}

const LINE = /^( *)(- )?([A-Za-z_][A-Za-z0-9_.-]*): ([^ \r\n].*)$/;
const KEY = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
// A plain scalar read as a string: starts with a letter, then letters (Latin, Greek, Cyrillic),
// digits, spaces and punctuation that mean nothing to YAML there (no `:`, `#`, quotes, brackets,
// `&`, `*`, `|`, `>` or `%`), not ending with a space; in a flow map, no comma either. (No
// Unicode property classes: V8 takes about ten million instructions to compile one, more than the
// parse this saves.)
const LETTER = "A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u0370-\u03ff\u0400-\u04ff";
const INNER = `${LETTER}0-9_().;'?!/\\-\u00a1\u00ab\u00bb\u00bf\u2013\u2014\u2018\u2019\u201c\u201d\u2026`;
const PLAIN_BLOCK = new RegExp(`^[${LETTER}](?:[${INNER}, ]*[${INNER},])?$`);
const PLAIN_FLOW = new RegExp(`^[${LETTER}](?:[${INNER} ]*[${INNER}])?$`);
// Quoted scalars on one line with no escapes: their text is what is between the quotes (no
// control characters, line or paragraph separators, byte order marks or non-characters).
const DOUBLE = /^"([^"\\\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]*)"$/;
const SINGLE = /^'([^'\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]*)'$/;
const INT = /^-?(?:0|[1-9][0-9]{0,14})$/;
/** Words YAML's core schema reads as something other than a string (or that this file does not read). */
const RESERVED = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE|y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$/;

/** A line read as a simple `key: value` line; null when it is anything else. */
export function simpleLine(line: string): SimpleLine | null {
  const m = LINE.exec(line);
  if (!m) return null;
  const key = m[3]!;
  if (key === "__proto__" || RESERVED.test(key)) return null;
  const raw = m[4]!;
  const value = raw.startsWith("{") ? flowMap(raw) : scalar(raw, PLAIN_BLOCK);
  return value === null ? null : { column: m[1]!.length + (m[2] ? 2 : 0), dash: !!m[2], key, value };
}

function scalar(raw: string, plain: RegExp): string | number | boolean | null {
  const quoted = DOUBLE.exec(raw) ?? SINGLE.exec(raw);
  if (quoted) return quoted[1]!;
  if (raw === "true" || raw === "false") return raw === "true";
  if (INT.test(raw)) return Number(raw);
  return plain.test(raw) && !RESERVED.test(raw) ? raw : null;
}

/** `{ k: v, k: v }` on one line (one space inside each brace, `, ` between pairs). */
function flowMap(raw: string): Record<string, string | number | boolean> | null {
  if (!raw.startsWith("{ ") || !raw.endsWith(" }")) return null;
  const out: Record<string, string | number | boolean> = {};
  let rest = raw.slice(2, -2);
  while (rest.length) {
    const colon = rest.indexOf(": ");
    if (colon < 0) return null;
    const key = rest.slice(0, colon);
    if (!KEY.test(key) || key === "__proto__" || RESERVED.test(key) || Object.hasOwn(out, key)) return null;
    rest = rest.slice(colon + 2);
    // The value runs to its closing quote, or (plain) to the next `, `.
    const q = rest[0] === '"' || rest[0] === "'" ? rest.indexOf(rest[0], 1) + 1 : rest.indexOf(", ") < 0 ? rest.length : rest.indexOf(", ");
    if (q <= 0) return null;
    const value = scalar(rest.slice(0, q), PLAIN_FLOW);
    if (value === null) return null;
    out[key] = value;
    rest = rest.slice(q);
    if (rest.length && !rest.startsWith(", ")) return null;
    rest = rest.slice(rest.length ? 2 : 0);
    if (!rest.length && raw.slice(2, -2).endsWith(", ")) return null;
  }
  return Object.keys(out).length ? out : null;
}

/**
 * The new value of an item whose lines `[start, end)` of the old text hold an edit of one line
 * (`lineStart`: that line's start; `newLine`: the line after the edit), read as simple lines. The
 * item is a value `item` of a block map whose keys are at `column` (`dash`: the first line starts
 * the item with `- `, as in a block list of maps; else the item is the one line `key: value` of a
 * map whose key is `key`). Null when the lines are not simple or do not give the old data.
 */
export function editedItem(oldText: string, start: number, lineStart: number, newLine: string, column: number, item: { dash: true; value: unknown } | { dash: false; key: string; value: unknown }): { key: string; value: unknown } | null {
  const lineEnd = oldText.indexOf("\n", lineStart);
  const was = simpleLine(oldText.slice(lineStart, lineEnd < 0 ? oldText.length : lineEnd));
  const now = simpleLine(newLine);
  if (!was || !now || was.key !== now.key || was.dash !== now.dash || was.column !== now.column) return null;
  if (!item.dash) {
    // The item is its one line: `key: value` at the map's column.
    if (lineStart !== start || was.dash || was.column !== column || was.key !== item.key || !deepEqual(was.value, item.value)) return null;
    return { key: was.key, value: now.value };
  }
  // A map in a list: its first line `- key: value`, each other `key: value` two columns in.
  const map = item.value;
  if (!map || typeof map !== "object" || Array.isArray(map)) return null;
  const old = map as Record<string, unknown>;
  let at = start;
  for (;;) {
    const end = oldText.indexOf("\n", at);
    const line = at === lineStart ? was : simpleLine(oldText.slice(at, end < 0 ? oldText.length : end));
    const first = at === start;
    if (!line || line.dash !== first || line.column !== column + 2 || !Object.hasOwn(old, line.key) || !deepEqual(line.value, old[line.key])) return null;
    if (at === lineStart) break;
    if (end < 0 || end + 1 > lineStart) return null;
    at = end + 1;
  }
  // (The same key in the same place: the map's keys keep their order.)
  return { key: now.key, value: { ...old, [now.key]: now.value } };
}
