// An edit inside one line of a restored file (a word added to a translated string, a glossary
// term, a card's name) read without the YAML library. yaml-chunks.ts parses the edited item alone,
// but that parse is most often the library's first use in the process, which costs more than the
// rest of the edit's work (V8 warming the parser's code). When the edit stays inside one line and
// that line, and every line of its item before it, is a simple `key: value` line this file reads
// exactly (a plain key; a plain, single- or double-quoted scalar without escapes, or a one-line
// flow map of such), the new value is read from the line and put in place of the old one. So is a
// line inside a literal block scalar of the item's map (`event: |`, a routine's `do: |`: a
// constant changed in code), the block's lines read as YAML reads them (editedBlockItem).
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

// A character a literal block scalar's line holds as it is: printable, not a tab (which YAML may
// read as indentation), no line or paragraph separator, byte order mark or non-character.
const BLOCK_LINE = /^[\x20-\x7e\u00a0-\ud7ff\ue000-\ufefe\uff00-\ufffd]*$/;
const HEADER = /^([A-Za-z_][A-Za-z0-9_.-]*): \|(-?)$/;
const MAP_KEY = /^([A-Za-z_][A-Za-z0-9_.-]*):(?: |$)/;

/**
 * The new value of an item (as for editedItem: `dash`, a map in a block list at `column`; else the
 * map under the key `key` at `column`) whose lines `[start, end)` of the old text hold an edit of
 * one line (`lineStart`; `newLine` after the edit) inside a literal block scalar of the item's map
 * (`name: |`, or `|-`), e.g. a card's `event: |` code: the block's lines read as YAML reads them
 * (each less the block's indentation, blank ones empty, the trailing ones dropped, a final line
 * break kept by `|`). Checked as editedItem is: the lines as they were must give the old data's
 * value exactly, the map's keys up to that one must be the old data's, and the edited line must
 * stay a line of the block (its indentation as it was, not blank). Null otherwise.
 */
export function editedBlockItem(oldText: string, start: number, end: number, lineStart: number, newLine: string, column: number, item: { dash: true; value: unknown } | { dash: false; key: string; value: unknown }): { key: string; value: unknown } | null {
  const map = item.value;
  if (!map || typeof map !== "object" || Array.isArray(map)) return null;
  const old = map as Record<string, unknown>;
  const lines = oldText.slice(start, end).split("\n");
  // (The item's last line break, before the next item: no line of it.)
  if (end < oldText.length && lines[lines.length - 1] === "") lines.pop();
  const edited = oldText.slice(start, lineStart).split("\n").length - 1;
  if (edited <= 0 || edited >= lines.length) return null;
  // The map's keys' column, and its keys in order up to the block's header (the last line before the edited one at that column or less).
  let keysAt: number;
  const keys: string[] = [];
  const first = lines[0]!;
  if (item.dash) {
    keysAt = column + 2;
    if (!first.startsWith(`${" ".repeat(column)}- `) || first[keysAt] === " ") return null;
  } else {
    if (first !== `${" ".repeat(column)}${item.key}:`) return null;
    const next = lines.findIndex((l, i) => i > 0 && l.trim() !== "" && !l.trimStart().startsWith("#"));
    keysAt = next < 0 ? -1 : indentOf(lines[next]!);
    if (keysAt <= column) return null;
  }
  let header = -1;
  for (let i = 0; i < edited; i++) {
    const l = lines[i]!;
    if (l.trim() === "" || indentOf(l) > keysAt || (i === 0 && !item.dash)) continue;
    header = i;
    const key = MAP_KEY.exec(l.slice(keysAt));
    if (l.trimStart().startsWith("#")) continue;
    if (!key || (indentOf(l) !== keysAt && !(i === 0 && item.dash))) return null;
    keys.push(key[1]!);
  }
  const head = header >= 0 ? HEADER.exec(lines[header]!.slice(keysAt)) : null;
  if (!head || lines[header]!.trimStart().startsWith("#")) return null;
  const name = head[1]!;
  const was = old[name];
  const oldKeys = Object.keys(old);
  if (typeof was !== "string" || name === "__proto__" || keys.length !== oldKeys.indexOf(name) + 1 || keys.some((k, i) => k !== oldKeys[i])) return null;
  // The block: the lines after its header, to the first one not blank and not indented past the map's keys.
  let last = header;
  while (last + 1 < lines.length && (lines[last + 1]!.trim() === "" || indentOf(lines[last + 1]!) > keysAt)) last++;
  if (edited > last) return null;
  const block = lines.slice(header + 1, last + 1);
  if (block.some((l) => !BLOCK_LINE.test(l))) return null;
  const firstLine = block.find((l) => l.trim() !== "");
  if (firstLine === undefined) return null;
  const indent = indentOf(firstLine);
  const at = edited - header - 1;
  const oldLine = block[at]!;
  if (oldLine.trim() === "" || newLine.trim() === "" || indentOf(newLine) !== indentOf(oldLine) || indentOf(oldLine) < indent || !BLOCK_LINE.test(newLine)) return null;
  // No blank line before the first line of text may be longer than its indentation (a YAML error).
  for (const l of block) {
    if (l === firstLine) break;
    if (l.length > indent) return null;
  }
  const strip = head[2] === "-";
  if (blockValue(block, indent, strip) !== was) return null;
  const now = block.slice();
  now[at] = newLine;
  return { key: item.dash ? name : item.key, value: { ...old, [name]: blockValue(now, indent, strip) } };
}

function indentOf(line: string): number {
  let n = 0;
  while (line.charCodeAt(n) === 32) n++;
  return n;
}

/** A literal block scalar's value from its lines (`indent`: its indentation; `strip`: `|-`, no final line break). */
function blockValue(block: string[], indent: number, strip: boolean): string {
  const out = block.map((l) => (l.length <= indent && l.trim() === "" ? "" : l.slice(indent)));
  while (out.length && out[out.length - 1] === "") out.pop();
  return out.join("\n") + (strip || !out.length ? "" : "\n");
}
