// Edits a translation file's text in place: set an entry's text and/or its source hash, add an
// entry (at the end of `strings:` or after a given entry) or remove one. Only the changed values
// are rewritten; comments, order and layout stay as they are. Used by `cardwright i18n stamp` and
// by the editor's translator view, which edits the locale file as the translator types.
import { isMap, isPair, isScalar, parseDocument, type Pair, type YAMLMap } from "yaml";

export interface LocaleEdit {
  key: string;
  /** New translated text (unchanged when omitted). */
  text?: string;
  /** New source hash (unchanged when omitted). */
  source?: string;
  /** Removes the entry (a translation cleared in the editor); nothing happens when there is none. */
  remove?: boolean;
  /** A new entry goes right after this key's entry when the file has it (else at the end). */
  after?: string;
}

interface Splice {
  at: number;
  end: number;
  insert: string;
  /** New entries go after any other insertion at the same offset. */
  last?: boolean;
  /** Order of insertions at one offset: lower first. */
  seq?: number;
}

/** Long texts of new entries are written as folded block scalars, like the shipped files. */
const BLOCK_AT = 90;
const WRAP = 100;

/** Applies the edits to a translation file's text and returns the new text. */
export function editLocaleText(fileText: string, edits: LocaleEdit[]): string {
  const doc = parseDocument(fileText, { keepSourceTokens: false });
  if (doc.errors.length) throw new Error(`cannot edit a locale file with YAML errors: ${doc.errors[0]!.message}`);
  const root = doc.contents;
  if (!isMap(root)) throw new Error("a locale file is a YAML map");
  const strings = root.items.find((p) => isScalar(p.key) && p.key.value === "strings") as Pair<unknown, unknown> | undefined;
  const splices: Splice[] = [];
  const appended: string[] = [];
  const map = strings && isMap(strings.value) ? (strings.value as YAMLMap) : null;
  const entryIndent = map && map.items[0] && isScalar(map.items[0].key) && map.items[0].key.range ? columnOf(fileText, map.items[0].key.range[0]) : 2;

  const itemOf = (key: string) => map?.items.find((p) => isScalar(p.key) && p.key.value === key);
  let removed = 0;
  let seq = 0;
  for (const e of edits) {
    const pair = itemOf(e.key);
    if (e.remove) {
      if (!pair) continue;
      const keyStart = (pair.key as { range?: number[] }).range?.[0];
      const end = entryEnd(pair);
      if (keyStart === undefined || end === undefined) throw new Error(`cannot remove entry \`${e.key}\``);
      // Whole lines: from the key's line to the end of the value's line (a comment there goes too).
      const lineStart = fileText.lastIndexOf("\n", keyStart - 1) + 1;
      const nl = fileText[end - 1] === "\n" ? end - 1 : fileText.indexOf("\n", end);
      splices.push({ at: lineStart, end: nl === -1 ? fileText.length : nl + 1, insert: "" });
      removed++;
      continue;
    }
    if (!pair || !isMap(pair.value)) {
      if (e.text === undefined) throw new Error(`no entry \`${e.key}\` to stamp`);
      const entry = newEntry(e.key, e.text, e.source, entryIndent);
      const prev = e.after !== undefined ? itemOf(e.after) : undefined;
      const prevEnd = prev ? entryEnd(prev) : undefined;
      if (prevEnd !== undefined && map && !map.flow) {
        if (fileText[prevEnd - 1] === "\n") splices.push({ at: prevEnd, end: prevEnd, insert: `${entry}\n`, seq: seq++ });
        else {
          // After a flow entry: at the end of its line (a comment there stays with it).
          const nl = fileText.indexOf("\n", prevEnd);
          const at = nl === -1 ? fileText.length : nl;
          splices.push({ at, end: at, insert: `\n${entry}`, seq: seq++ });
        }
      } else appended.push(entry);
      continue;
    }
    const entry = pair.value as YAMLMap;
    const flow = !!entry.flow;
    const field = (name: string) => entry.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === name) as Pair | undefined;
    const last = entry.items[entry.items.length - 1];
    const lastEnd = last && isScalar(last.value) && last.value.range ? last.value.range[1] : null;
    const fieldIndent = entry.items[0] && isScalar(entry.items[0].key) && entry.items[0].key.range ? columnOf(fileText, entry.items[0].key.range[0]) : entryIndent + 2;
    for (const [name, value] of [["text", e.text], ["source", e.source]] as const) {
      if (value === undefined) continue;
      const existing = field(name);
      const block = existing && isScalar(existing.value) && (existing.value.type === "BLOCK_FOLDED" || existing.value.type === "BLOCK_LITERAL");
      // Always quoted: a hash such as 12345678 or 1e234567 would otherwise read as a number.
      // A folded text stays folded (wrapped like the rest of the file) when it can be.
      const shown = name === "source" ? JSON.stringify(value) : block && foldable(value) ? folded(value, fieldIndent + 2) : quote(value, flow);
      if (existing && isScalar(existing.value) && existing.value.range) {
        const [start, end] = existing.value.range;
        // A block scalar's range runs to the start of the next line: keep that line break.
        const stop = fileText[end - 1] === "\n" ? end - 1 : end;
        splices.push({ at: start, end: stop, insert: shown });
      } else if (lastEnd !== null) {
        if (flow) splices.push({ at: lastEnd, end: lastEnd, insert: `, ${name}: ${shown}` });
        else if (fileText[lastEnd - 1] === "\n") splices.push({ at: lastEnd, end: lastEnd, insert: `${" ".repeat(fieldIndent)}${name}: ${shown}\n` });
        else splices.push({ at: lastEnd, end: lastEnd, insert: `\n${" ".repeat(fieldIndent)}${name}: ${shown}` });
      } else throw new Error(`cannot edit entry \`${e.key}\``);
    }
  }
  if (map && removed && removed === map.items.length && !appended.length && !splices.some((s) => s.insert)) {
    // Every entry removed: `strings:` stays a map.
    const keyEnd = (strings!.key as { range?: number[] }).range?.[1];
    const colon = keyEnd === undefined ? -1 : fileText.indexOf(":", keyEnd);
    if (colon !== -1) splices.push({ at: colon + 1, end: colon + 1, insert: " {}" });
  }
  if (appended.length) {
    const block = appended.join("\n");
    const last = map?.items[map.items.length - 1];
    const lastEnd = last && isMap(last.value) && !last.value.flow ? endOfBlock(last.value as YAMLMap) : (last?.value as { range?: number[] } | undefined)?.range?.[1];
    if (map && !map.flow && lastEnd !== undefined) {
      // After the last entry of `strings:` (whatever follows it in the file).
      splices.push(fileText[lastEnd - 1] === "\n" ? { at: lastEnd, end: lastEnd, insert: `${block}\n`, last: true } : { at: lastEnd, end: lastEnd, insert: `\n${block}`, last: true });
    } else if (map?.range && !map.items.length) {
      // `strings: {}` (a new, empty translation): becomes a block map.
      let at = map.range[0];
      while (fileText[at - 1] === " ") at--;
      splices.push({ at, end: map.range[1], insert: `\n${block}` });
    } else if (!map) {
      splices.push({ at: fileText.length, end: fileText.length, insert: `${fileText.endsWith("\n") || !fileText ? "" : "\n"}strings:\n${block}\n` });
    } else throw new Error("cannot add entries to a flow-style `strings:` map; write it as a block map");
  }
  let out = fileText;
  // From the end backwards; at one offset the new entries are applied first so they end up last.
  for (const s of splices.sort((a, b) => b.at - a.at || Number(!!b.last) - Number(!!a.last) || (b.seq ?? 0) - (a.seq ?? 0))) out = out.slice(0, s.at) + s.insert + out.slice(s.end);
  return out;
}

/** A new entry's lines: a flow map, or a block map with a folded text when the text is long. */
function newEntry(key: string, text: string, source: string | undefined, indent: number): string {
  const pad = " ".repeat(indent);
  if (text.length > BLOCK_AT && foldable(text)) {
    return `${pad}${key}:\n${pad}  text: ${folded(text, indent + 4)}${source ? `\n${pad}  source: ${JSON.stringify(source)}` : ""}`;
  }
  return `${pad}${key}: { text: ${quote(text, true)}${source ? `, source: ${JSON.stringify(source)}` : ""} }`;
}

/** Where an entry of `strings:` ends (its value's end). */
function entryEnd(pair: Pair<unknown, unknown>): number | undefined {
  const v = pair.value;
  if (isMap(v) && !v.flow) return endOfBlock(v as YAMLMap);
  return (v as { range?: number[] } | undefined)?.range?.[1];
}

/** Whether a text reads back the same from a folded block scalar written by `folded`. */
function foldable(text: string): boolean {
  return text.length > 0 && text === text.trim() && !/\n|\t| {2}/.test(text);
}

/** `>-` and the text wrapped at WRAP columns, every line at `indent`. */
function folded(text: string, indent: number): string {
  const pad = " ".repeat(indent);
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && indent + line.length + 1 + word.length > WRAP) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return `>-\n${lines.map((l) => pad + l).join("\n")}`;
}

/** Where a block map's content ends (its last value's end). */
function endOfBlock(map: YAMLMap): number | undefined {
  const last = map.items[map.items.length - 1];
  const v = last?.value as { range?: number[] } | undefined;
  return v?.range?.[1];
}

function columnOf(text: string, offset: number): number {
  return offset - (text.lastIndexOf("\n", offset - 1) + 1);
}

/** A YAML scalar for a translated text: plain when that is safe, double-quoted otherwise. */
function quote(text: string, inFlow: boolean): string {
  const plainSafe =
    text.length > 0 &&
    text === text.trim() &&
    !/^[-?:,[\]{}#&*!|>'"%@`]/.test(text) &&
    !/: |\s#|\n/.test(text) &&
    !text.endsWith(":") &&
    !(inFlow && /[,[\]{}]/.test(text)) &&
    !/^(true|false|null|yes|no|on|off|~|[-+]?[0-9][0-9_.]*(e[-+]?[0-9]+)?)$/i.test(text);
  return plainSafe ? text : JSON.stringify(text);
}
