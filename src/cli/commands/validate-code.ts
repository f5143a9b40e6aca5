// validate after only the code of some cards was edited (their `event:` or `prerequisite:`, e.g. a
// constant in it), made without the folder's load: that code is checked alone against the names
// the last full validate checked the selected game with (code-report.ts), as the editor checks a
// key typed (editor/src/game/code-edit.ts), and its problems take the place of the code's last
// ones in the report. Nothing else of the report can change then: no other code reads a card's
// code (only its id, kept); an overlay not selected sees the same code with the same names, so
// finds what the selected game finds (reported once), unless the code names what the overlay
// changes (overlay-reach.ts: then the folder is loaded); no other diagnostic moves, since no line
// but the code's changes; the translations see of code only its notes and options' labels, which
// must be as they were; the file's schema checks hold (the file memo keeps a clean one through an
// edit only when its schema cannot see the strings it changed: schema-strings.ts). The summary's
// scripted count loses a card whose event no longer parses. Whatever this cannot tell (another
// field edited, a card whose code an overlay or a duplicate id makes another's, code naming what an
// overlay changes, a line break added, another problem on the edited lines, a modifier's code), the
// folder is loaded as before.
import type { Diagnostic } from "../../diagnostics/diagnostic.js";
import { digest } from "../../content/disk-cache.js";
import { remembering } from "../../content/file-memo.js";
import { namesFile, type DataFiles } from "../../content/same-data.js";
import { expression, program } from "../../content/code.js";
import { unparsed, vocabularyOfReport, type CodeReport } from "../../content/code-report.js";
import { mentions } from "../../content/overlay-reach.js";
import { deepEqual } from "../../content/yaml-chunks.js";
import { editedSpan } from "../../content/edited-span.js";
import { layoutOf, type SourceFile } from "../../content/yaml-source.js";
import { codeEnglish } from "../../i18n/sources.js";
import { reopened, type EditedFiles } from "./validate-unchecked.js";

/** The code of a card that checking reads, besides its other fields. */
const CODE_KEYS = ["event", "prerequisite"] as const;
type CodeKey = (typeof CODE_KEYS)[number];

/** A card's code edited: where it is in its file, its texts before and after. */
interface CodeEdit {
  index: number;
  key: CodeKey;
  before: string;
  after: string;
}

/**
 * The content's diagnostics, summary and code report after the `changed` files (card files of
 * `files`) were edited in their cards' code only; null when that cannot be told, and the folder is
 * loaded. `digests`: the report's digests of the files' texts. The edited files' entries are
 * written (`memo.save()`).
 */
export function codeEdited(
  { read, dir, memo, changed, before, files }: EditedFiles,
  code: CodeReport,
  diagnostics: readonly Diagnostic[],
  digests: DataFiles,
): { diagnostics: Diagnostic[]; summary: Omit<CodeReport["summary"], "events"> & { scripted: number } | null; code: CodeReport; files: DataFiles } | null {
  if (!changed.length) return null;
  const texts = new Map(digests);
  const checks = new Map(files.cards);
  const alone = new Map(code.files);
  // Where each card's event's and prerequisite's problems are, in the report's order (one after the other).
  const places = new Map<string, number>();
  for (let i = 0; i < code.cards.length; i++) {
    const [id, from, between, to] = code.cards[i]!;
    if (!(from <= between && between <= to) || (i > 0 && code.cards[i - 1]![3] !== from)) return null;
    places.set(id, i);
  }
  const open = remembering(read, dir, memo);
  /** Each edited code, by the card's place in `code.cards` and event (0) or prerequisite (1): where it is and its new text. */
  const todo = new Map<string, { where: { source: SourceFile; at: (string | number)[] }; key: CodeKey; text: string }>();
  const edited: { path: string; lines: [number, number][] }[] = [];
  for (const path of changed) {
    const schemaChecks = checks.get(path);
    const ids = alone.get(path);
    const both = schemaChecks && ids && reopened(open, memo, path, before.get(path), texts.get(path), schemaChecks);
    const source = both && both.entry.opened.source;
    if (!both || !source) return null;
    const { last, entry } = both;
    const edits = codeEdits(last.opened.data, entry.opened.data);
    if (!edits?.length) return null;
    const lines: [number, number][] = [];
    for (const e of edits) {
      const id = ids[e.index];
      const at = id ? places.get(id) : undefined;
      if (!id || at === undefined) return null;
      if (code.overlayNames.some((n) => mentions(e.before, n) || mentions(e.after, n))) return null;
      if (!sameEnglish(e.before, e.after)) return null;
      const where = { source, at: ["cards", e.index, e.key] };
      const span = linesOf(source, e.index, e.key);
      if (!span) return null;
      lines.push(span);
      todo.set(`${at} ${e.key === "event" ? 0 : 1}`, { where, key: e.key, text: e.after });
    }
    if (!onlyLinesEdited(last.text, entry.text, source, lines)) return null;
    edited.push({ path, lines });
  }
  // No other problem where the edit changed lines (its column may move), nor naming an edited file.
  const replaced = new Set<number>();
  code.cards.forEach(([, from, between, to], i) => {
    if (todo.has(`${i} 0`)) for (let j = from; j < between; j++) replaced.add(j);
    if (todo.has(`${i} 1`)) for (let j = between; j < to; j++) replaced.add(j);
  });
  for (let j = 0; j < diagnostics.length; j++) {
    if (replaced.has(j)) continue;
    const d = diagnostics[j]!;
    for (const { path, lines } of edited) {
      if (d.file === path ? lines.some(([a, b]) => d.start.line <= b && d.end.line >= a) : namesFile(JSON.stringify(d), path)) return null;
    }
  }
  // Only then the edited code checked (a test counts the pieces of code checked), and its problems put in place of its last ones.
  const vocabulary = vocabularyOfReport(code.vocabulary);
  const again = new Map<string, Diagnostic[]>();
  for (const [place, { where, key, text }] of todo) {
    const out: Diagnostic[] = [];
    if (key === "event") program(where, text, vocabulary, out);
    else expression(where, text, vocabulary, new Map(), out);
    again.set(place, out);
  }
  const out: Diagnostic[] = [];
  const cards: CodeReport["cards"] = [];
  let next = code.cards.length ? code.cards[0]![1] : diagnostics.length;
  const start = next;
  for (let i = 0; i < code.cards.length; i++) {
    const [id, from, between, to] = code.cards[i]!;
    const ranges = [[from, between], [between, to]] as const;
    const bounds: number[] = [];
    ranges.forEach(([a, b], k) => {
      bounds.push(out.length + start);
      const fresh = again.get(`${i} ${k}`);
      out.push(...(fresh ?? diagnostics.slice(a, b)));
    });
    cards.push([id, bounds[0]!, bounds[1]!, out.length + start]);
    next = to;
  }
  const all = [...diagnostics.slice(0, start), ...out, ...diagnostics.slice(next)];
  const errors = all.some((d) => d.severity === "error");
  const { events, ...counts } = code.summary;
  const summary = errors ? null : { ...counts, scripted: events - cards.filter((c) => unparsed(all, c[1], c[2])).length };
  memo.save();
  const after = new Map(digests);
  for (const path of changed) after.set(path, digest(memo.get(path)!.text));
  return { diagnostics: all, summary, code: { ...code, cards }, files: [...after] };
}

/**
 * The cards' code edited between a card file's data before and after, the rest the same; null when
 * anything else changed (another field, a card added or removed, code added or removed).
 */
function codeEdits(before: unknown, after: unknown): CodeEdit[] | null {
  const was = before as { cards?: unknown } | null;
  const now = after as { cards?: unknown } | null;
  if (!was || !now || typeof was !== "object" || typeof now !== "object" || !Array.isArray(was.cards) || !Array.isArray(now.cards) || was.cards.length !== now.cards.length) return null;
  if (!deepEqual({ ...was, cards: null }, { ...now, cards: null })) return null;
  const edits: CodeEdit[] = [];
  for (let index = 0; index < now.cards.length; index++) {
    const a = was.cards[index] as Record<string, unknown> | null;
    const b = now.cards[index] as Record<string, unknown> | null;
    if (a === b) continue;
    if (!a || !b || typeof a !== "object" || typeof b !== "object") return null;
    const codeless = (c: Record<string, unknown>) => Object.fromEntries(Object.entries(c).filter(([k]) => !(CODE_KEYS as readonly string[]).includes(k)));
    if (!deepEqual(codeless(a), codeless(b))) return null;
    for (const key of CODE_KEYS) {
      const x = a[key];
      const y = b[key];
      if (x === y) continue;
      if (typeof x !== "string" || typeof y !== "string") return null;
      edits.push({ index, key, before: x, after: y });
    }
  }
  return edits;
}

/** The same notes and options' labels (what the translations read of code). */
function sameEnglish(a: string, b: string): boolean {
  const x = codeEnglish(a);
  const y = codeEnglish(b);
  return x.length === y.length && x.every((s, i) => s === y[i]);
}

/**
 * The lines (1-based, first and last) of a card's code in its file: its key's line and those
 * indented under it. Found from the file's layout (yaml-chunks.ts) and its text, without making
 * its YAML document (the whole file parsed: most of what this saves); null when the card is not
 * written as a block map with that key on a line of its own (or the file has no layout).
 */
function linesOf(source: SourceFile, index: number, key: CodeKey): [number, number] | null {
  const pair = layoutOf(source)?.pairs.find((p) => p.key === "cards");
  const start = pair?.items?.kind === "seq" ? pair.items.starts[index] : undefined;
  if (start === undefined) return null;
  const text = source.text;
  const next = pair!.items!.starts[index + 1];
  const end = next ?? text.length;
  // The item's keys are lined up after its dash: `  - id: x`, then `    event: |`.
  const dash = /^( *)- +/.exec(text.slice(start, end));
  if (!dash) return null;
  const column = dash[0].length;
  const lines = text.slice(start, end).split("\n");
  const keyLine = lines.findIndex((l, i) => (i === 0 || /^ *$/.test(l.slice(0, column))) && l.slice(column).startsWith(`${key}:`));
  if (keyLine < 0) return null;
  let last = keyLine;
  for (let i = keyLine + 1; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.trim() !== "" && l.length - l.trimStart().length <= column) break;
    last = i;
  }
  const first = source.lines.linePos(start).line;
  return [first + keyLine, first + last];
}

/** Whether the file's texts have as many lines, and differ only on the `lines` of the new one. */
function onlyLinesEdited(before: string, after: string, source: SourceFile, lines: [number, number][]): boolean {
  const { from, to } = editedSpan(before, after);
  // The edited span's whole lines, before and after (the rest of the texts is the same).
  const head = before.lastIndexOf("\n", from - 1) + 1;
  const end = (text: string, at: number) => (text.indexOf("\n", at) + 1 || text.length + 1) - 1;
  const a = before.slice(head, end(before, to)).split("\n");
  const b = after.slice(head, end(after, to + after.length - before.length)).split("\n");
  if (a.length !== b.length) return false;
  const first = source.lines.linePos(head).line;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    const line = first + i;
    if (!lines.some(([x, y]) => line >= x && line <= y)) return false;
  }
  return true;
}
