// Edits a translation file's text in place: set an entry's text and/or its source hash, or add an
// entry. Only the changed values are rewritten; comments, order and layout stay as they are. Used
// by `cardwright i18n stamp` and by the editor's translator view when it saves.
import { isMap, isPair, isScalar, parseDocument, type Pair, type YAMLMap } from "yaml";

export interface LocaleEdit {
  key: string;
  /** New translated text (unchanged when omitted). */
  text?: string;
  /** New source hash (unchanged when omitted). */
  source?: string;
}

interface Splice {
  at: number;
  end: number;
  insert: string;
  /** New entries go after any other insertion at the same offset. */
  last?: boolean;
}

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

  for (const e of edits) {
    const pair = map?.items.find((p) => isScalar(p.key) && p.key.value === e.key);
    if (!pair || !isMap(pair.value)) {
      if (e.text === undefined) throw new Error(`no entry \`${e.key}\` to stamp`);
      appended.push(`${" ".repeat(entryIndent)}${e.key}: { text: ${quote(e.text, true)}${e.source ? `, source: ${JSON.stringify(e.source)}` : ""} }`);
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
      // Always quoted: a hash such as 12345678 or 1e234567 would otherwise read as a number.
      const shown = name === "source" ? JSON.stringify(value) : quote(value, flow);
      const existing = field(name);
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
  if (appended.length) {
    const block = appended.join("\n");
    const last = map?.items[map.items.length - 1];
    const lastEnd = last && isMap(last.value) && !last.value.flow ? endOfBlock(last.value as YAMLMap) : (last?.value as { range?: number[] } | undefined)?.range?.[1];
    if (map && !map.flow && lastEnd !== undefined) {
      // After the last entry of `strings:` (whatever follows it in the file).
      splices.push(fileText[lastEnd - 1] === "\n" ? { at: lastEnd, end: lastEnd, insert: `${block}\n`, last: true } : { at: lastEnd, end: lastEnd, insert: `\n${block}`, last: true });
    } else if (map?.range && !map.items.length) {
      // `strings: {}` (a new, empty translation): becomes a block map.
      splices.push({ at: map.range[0], end: map.range[1], insert: `\n${block}` });
    } else if (!map) {
      splices.push({ at: fileText.length, end: fileText.length, insert: `${fileText.endsWith("\n") || !fileText ? "" : "\n"}strings:\n${block}\n` });
    } else throw new Error("cannot add entries to a flow-style `strings:` map; write it as a block map");
  }
  let out = fileText;
  // From the end backwards; at one offset the new entries are applied first so they end up last.
  for (const s of splices.sort((a, b) => b.at - a.at || Number(!!b.last) - Number(!!a.last))) out = out.slice(0, s.at) + s.insert + out.slice(s.end);
  return out;
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
