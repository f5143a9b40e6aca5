// validate after only the code of some cards (their `event:` or `prerequisite:`) or of some
// procedures and functions (their `do:` or `value:`) was edited, e.g. a constant in it, made
// without the folder's load: that code is checked alone against the names the last full validate
// checked the selected game with (code-report.ts), as the editor checks a key typed
// (editor/src/game/code-edit.ts), and its problems take the place of the code's last ones in the
// report. Nothing else of the report can change then: no other code reads a card's code (only its
// id, kept), nor a routine's but whether it asks a player (its signature is not in its code: its
// parameters, their types and its return type are written beside it, and must be as they were),
// which the edit must leave as it was; no overlay replaces a routine, and an overlay not selected
// sees the same code with the same names, so finds what the selected game finds (reported once),
// unless the code names what the overlay changes (overlay-reach.ts: then the folder is loaded); no
// other diagnostic moves, since no line but the code's changes; the translations see of code only
// its notes and options' labels, which must be as they were, and its literal message keys (the
// code report's, found by the check): the edited code may name only keys the code named before
// (whether one has English is then known), and the warnings of those without (CW608), or of an
// end reason its message's select lacks (CW406), are made again from them, each at its first
// literal (keysMoved); nor
// may a procedure edited start or stop passing a parameter on to a message key (message-params.ts,
// the keys its callers name); the file's schema checks hold (the
// file memo keeps a clean one through an edit only when its schema cannot see the strings it
// changed: schema-strings.ts). The summary's scripted count loses a card whose event no longer
// parses. Whatever this cannot tell (another field edited, a parameter or a default, a card whose
// code an overlay or a duplicate id makes another's, a routine whose name another one has, code
// naming what an overlay changes, code reading the scenario of a game without a scenario schema, a procedure that starts or stops asking, a line break added,
// another problem on the edited lines, a modifier's code), the folder is loaded as before.
import type { Diagnostic } from "../../diagnostics/diagnostic.js";
import { remembering } from "../../content/file-memo.js";
import { namesFile, withEdited, type DataFiles } from "../../content/same-data.js";
import { expression, program, routineGives, sameAsking, valuesOf, type GameVocabulary, type KeyUse } from "../../content/code.js";
import { resolvedKeys, type Pass } from "../../content/message-params.js";
import type { TranslationCheck } from "./validate-translations.js";
import { codeKeyWarning } from "../../i18n/index.js";
import { caseKey } from "../../i18n/select-cases.js";
import { unparsed, vocabularyOfReport, type CodeReport } from "../../content/code-report.js";
import { mentions } from "../../content/overlay-reach.js";
import { mayStartEffects } from "../../content/effects-started.js";
import { mayReadScenario } from "../../content/scenario-fields.js";
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

/** A procedure's or function's code edited (its `do:` or `value:`): its texts before and after. */
interface RoutineEdit {
  kind: "procedures" | "functions";
  name: string;
  key: "do" | "value";
  before: string;
  after: string;
}

/**
 * The content's diagnostics, summary and code report after the `changed` files (card or procedure
 * files of `files`) were edited in their cards' or routines' code only; null when that cannot be
 * told, and the folder is loaded. `digests`: the report's digests of the files' texts. The edited
 * files' entries are written (`memo.save()`).
 */
export function codeEdited(
  { read, dir, memo, changed, before, files }: EditedFiles,
  code: CodeReport,
  diagnostics: readonly Diagnostic[],
  digests: DataFiles,
  translations: TranslationCheck | null,
  english: EnglishMessages,
): { diagnostics: Diagnostic[]; summary: Omit<CodeReport["summary"], "events"> & { scripted: number } | null; code: CodeReport; files: DataFiles; translations: TranslationCheck | null; keys: string[] } | null {
  if (!changed.length) return null;
  const texts = new Map(digests);
  const cardChecks = new Map(files.cards);
  const routineChecks = new Map(files.routines);
  const alone = new Map(code.files);
  // Where each card's event's and prerequisite's problems are, and each routine's.
  const places = new Map<string, number>();
  code.cards.forEach(([id], i) => places.set(id, i));
  const routines = new Map(code.routines.map((r, i) => [`${r[0]}\u0000${r[1]}\u0000${r[2]}`, i]));
  const routineNames = new Set(code.vocabulary.routines.map((r) => r.name));
  const open = remembering(read, dir, memo);
  /** Each edited code, by its place (`c<card's place in code.cards> <0: event, 1: prerequisite>` or `r<routine's place>`). */
  const todo = new Map<string, (vocabulary: GameVocabulary, out: Diagnostic[]) => void>();
  const edited: { path: string; lines: [number, number][] }[] = [];
  /** Each edited piece of code: its file, its path there, the literal message keys it names (in order). */
  const coded: { file: string; path: (string | number)[]; found: KeyUse[] }[] = [];
  const keysIn = (file: string, path: (string | number)[]) => coded[coded.push({ file, path, found: [] }) - 1]!.found;
  /** What each edited routine's code gives on to a message key: as it was, or the folder is loaded (which parameters are keys may change). */
  const passesNow = new Map<string, Pass[]>();
  /**
   * Whether an edit of code from `a` to `b` may be checked alone: nothing an overlay changes named,
   * the same English, no lasting effect started or named (which effects nothing starts, CW404), no
   * `scenario` read in a game without a scenario schema (which of its fields are read decides what
   * its scenario files may hold, scenario-fields.ts).
   */
  const checkedAlone = (a: string, b: string) => !code.overlayNames.some((n) => mentions(a, n) || mentions(b, n)) && sameEnglish(a, b) && !mayStartEffects(a, code.vocabulary.effects) && !mayStartEffects(b, code.vocabulary.effects) && !(code.scenarioFieldsByCode && (mayReadScenario(a) || mayReadScenario(b)));
  for (const path of changed) {
    const isCards = cardChecks.has(path);
    const schemaChecks = isCards ? cardChecks.get(path) : routineChecks.get(path);
    const both = schemaChecks && reopened(open, memo, path, before.get(path), texts.get(path), schemaChecks);
    const source = both && both.entry.opened.source;
    if (!both || !source) return null;
    const { last, entry } = both;
    const lines: [number, number][] = [];
    if (isCards) {
      const ids = alone.get(path);
      const edits = ids && codeEdits(last.opened.data, entry.opened.data);
      if (!edits?.length) return null;
      for (const e of edits) {
        const id = ids![e.index];
        const at = id ? places.get(id) : undefined;
        if (!id || at === undefined || !checkedAlone(e.before, e.after)) return null;
        const where = { source, at: ["cards", e.index, e.key], keys: keysIn(path, ["cards", e.index, e.key]) };
        const span = itemLines(source, "cards", e.index, e.key);
        if (!span) return null;
        lines.push(span);
        todo.set(`c${at} ${e.key === "event" ? 0 : 1}`, (vocabulary, out) => {
          if (e.key === "event") program(where, e.after, vocabulary, out);
          else expression(where, e.after, vocabulary, new Map(), out);
        });
      }
    } else {
      const edits = routineEdits(last.opened.data, entry.opened.data);
      if (!edits?.length) return null;
      for (const e of edits) {
        const at = routines.get(`${path}\u0000${e.kind}\u0000${e.name}`);
        // Other code reads of a routine's code only whether it asks a player (code.ts, askingProcedures).
        if (at === undefined || !checkedAlone(e.before, e.after) || !sameAsking(e.before, e.after, routineNames)) return null;
        const locals = code.routines[at]![5];
        const own = locals.map(([n]) => n);
        const passes: Pass[] = [];
        passesNow.set(e.name, passes);
        const where = { source, at: [e.kind, e.name, e.key], keys: keysIn(path, [e.kind, e.name, e.key]), passes };
        const span = itemLines(source, e.kind, e.name, e.key);
        if (!span) return null;
        lines.push(span);
        todo.set(`r${at}`, (vocabulary, out) => {
          // (The texts its parameters hold, as compileCode binds them: the report's vocabulary keeps each parameter's values.)
          const values = valuesOf(vocabulary.callable(e.name)?.params ?? [], (i) => locals[i]?.[0] ?? "");
          // (And the texts it declares it gives, which its own returns are checked against: the report's routines keep them.)
          const gives = routineGives(vocabulary, e.name);
          if (e.key === "value") expression(where, e.after, vocabulary, new Map(locals), out, { params: own, values, gives });
          else program(where, e.after, vocabulary, out, new Map(locals), e.kind === "procedures" ? "procedure" : "function", own, values, gives);
        });
      }
    }
    if (!onlyLinesEdited(last.text, entry.text, source, lines)) return null;
    edited.push({ path, lines });
  }
  // Every piece of code's problems, in the report's order: routines' then cards' (each [from, to), one after another).
  const pieces: { place: string; from: number; to: number }[] = [];
  code.routines.forEach(([, , , from, to], i) => pieces.push({ place: `r${i}`, from, to }));
  code.cards.forEach(([, from, between, to], i) => pieces.push({ place: `c${i} 0`, from, to: between }, { place: `c${i} 1`, from: between, to }));
  for (let i = 0; i < pieces.length; i++) {
    const { from, to } = pieces[i]!;
    if (!(from <= to) || (i > 0 && pieces[i - 1]!.to > from) || to > diagnostics.length) return null;
  }
  // No other problem where the edit changed lines (its column may move), nor naming an edited file.
  const replaced = new Set<number>();
  for (const { place, from, to } of pieces) if (todo.has(place)) for (let j = from; j < to; j++) replaced.add(j);
  for (let j = 0; j < diagnostics.length; j++) {
    if (replaced.has(j)) continue;
    const d = diagnostics[j]!;
    for (const { path, lines } of edited) {
      if (d.file === path ? lines.some(([a, b]) => d.start.line <= b && d.end.line >= a) : namesFile(JSON.stringify(d), path)) return null;
    }
  }
  // Only then the edited code checked (a test counts the pieces of code checked), and its problems put in place of its last ones.
  const vocabulary = vocabularyOfReport(code.vocabulary);
  const all: Diagnostic[] = [];
  const moved = new Map<string, [number, number]>();
  let next = 0;
  for (const { place, from, to } of pieces) {
    for (let j = next; j < from; j++) all.push(diagnostics[j]!);
    const start = all.length;
    const check = todo.get(place);
    if (check) check(vocabulary, all);
    else for (let j = from; j < to; j++) all.push(diagnostics[j]!);
    moved.set(place, [start, all.length]);
    next = to;
  }
  for (let j = next; j < diagnostics.length; j++) all.push(diagnostics[j]!);
  const cards: CodeReport["cards"] = code.cards.map(([id], i) => [id, moved.get(`c${i} 0`)![0], moved.get(`c${i} 1`)![0], moved.get(`c${i} 1`)![1]]);
  const routinesNow: CodeReport["routines"] = code.routines.map(([path, kind, name, , , locals], i) => [path, kind, name, ...moved.get(`r${i}`)!, locals]);
  const passesBefore = new Map(code.passes);
  if ([...passesNow].some(([name, p]) => JSON.stringify(p) !== JSON.stringify(passesBefore.get(name) ?? []))) return null;
  const own = (n: string) => vocabulary.routines.find((r) => r.name === n);
  const keys = keysMoved(code.keys, coded.map((p) => ({ ...p, found: resolvedKeys(p.found, own) })), translations, english);
  if (!keys) return null;
  const errors = all.some((d) => d.severity === "error");
  const { events, ...counts } = code.summary;
  const summary = errors ? null : { ...counts, scripted: events - cards.filter((c) => unparsed(all, c[1], c[2])).length };
  // (The edited files' code as it was kept: the next load parses the new text, validate wants no tree.)
  memo.save(true);
  return { diagnostics: all, summary, code: { ...code, cards, routines: routinesNow, keys: keys.keys, passes: [...passesBefore] }, files: withEdited(digests, changed, memo), translations: keys.translations, keys: keys.named };
}

/**
 * The code's literal message keys after the edit (each edited piece of code's in place of its
 * own, found by its place's path; they follow each other in the report's list, as they were
 * checked), and the translations' warnings of a key with no English (CW608), or of a case its
 * message's select lacks (CW406), made again from them, as sourceDiagnostics makes them: each at
 * its key's first literal, in the order of those, after the English templates' other warnings.
 * `english`: the English messages (the locale files are those of the report). A piece whose keys all went (its code no longer parses)
 * keeps an anchor (key "", named by nothing) where they were, for its keys to come back to. Null
 * when it cannot be told so and the folder is loaded: a piece that named no key names one (where
 * it goes in the order is not known here), or a warned key's first literal is now one the edit did
 * not touch (its line is not known here).
 */
function keysMoved(before: CodeReport["keys"], pieces: readonly { file: string; path: readonly (string | number)[]; found: KeyUse[] }[], translations: TranslationCheck | null, english: EnglishMessages): { keys: CodeReport["keys"]; translations: TranslationCheck | null; named: string[] } | null {
  let keys: (CodeReport["keys"][number] | KeyUse)[] = [...before];
  for (const { file, path, found } of pieces) {
    const places = keys.flatMap((k, i) => (k.place.file === file && k.place.path.length === path.length && k.place.path.every((x, j) => x === path[j]) ? [i] : []));
    if (!places.length) {
      if (found.length) return null;
      continue;
    }
    const anchor = { key: "", place: keys[places[0]!]!.place };
    keys = [...keys.slice(0, places[0]), ...(found.length ? found : [anchor]), ...keys.slice(places[places.length - 1]! + 1)];
  }
  const first = new Map<string, CodeReport["keys"][number] | KeyUse>();
  for (const k of keys) if (k.key && !first.has(k.key)) first.set(k.key, k);
  const plain = keys.map((k) => ({ key: k.key, place: k.place }));
  if (!translations) return { keys: plain, translations, named: [...first.keys()] };
  const { diagnostics, loadCount, sourceCount } = translations;
  const source = diagnostics.slice(loadCount, loadCount + sourceCount);
  const warned = new Map(source.flatMap((d) => (KEY_CODES.has(d.code) ? [[keyWarned(d), d] as const] : [])));
  const firstBefore = new Map<string, CodeReport["keys"][number]>();
  for (const k of before) if (k.key && !firstBefore.has(k.key)) firstBefore.set(k.key, k);
  const again: typeof diagnostics = [];
  for (const [key, k] of first) {
    // (Whether it is warned of does not depend on where: placed below when it is.)
    const w = codeKeyWarning(key, NO_PLACE, english.text, english.has, english.file);
    if (!w) continue;
    const d = warned.get(key);
    if (d && k === firstBefore.get(key)) again.push(d);
    else if ("at" in k) again.push({ ...w, file: k.at.file, start: k.at.start, end: k.at.end });
    else return null;
  }
  const kept = source.filter((d) => !KEY_CODES.has(d.code));
  const all = [...diagnostics.slice(0, loadCount), ...kept, ...again, ...diagnostics.slice(loadCount + sourceCount)];
  return { keys: plain, translations: { ...translations, diagnostics: all, sourceCount: kept.length + again.length }, named: [...first.keys()] };
}

/** The English messages a report's checks were made with: a message key's template (`text`, without `msg.`), whether the engine's own messages have a key (`has`), the source locale file. */
export interface EnglishMessages {
  text: (key: string) => string | undefined;
  has: (key: string) => boolean;
  file: string;
}

/** The warnings made of the code's literal keys (codeKeyWarning). */
const KEY_CODES = new Set(["CW608", "CW406"]);

const NO_PLACE = { file: "", start: { line: 0, column: 0 }, end: { line: 0, column: 0 } };

/** The key a warning of KEY_CODES was made of. */
function keyWarned(d: Diagnostic): string {
  const a = d.args ?? {};
  return d.code === "CW406" ? caseKey(String(a.message), String(a.argument), String(a.value)) : String(a.key);
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

/**
 * The routines' code edited between a procedure file's data before and after, the rest the same;
 * null when anything else changed (a parameter, a doc, a routine added, removed or renamed, code
 * added or removed).
 */
function routineEdits(before: unknown, after: unknown): RoutineEdit[] | null {
  const was = before as Record<string, unknown> | null;
  const now = after as Record<string, unknown> | null;
  if (!was || !now || typeof was !== "object" || typeof now !== "object") return null;
  if (!deepEqual({ ...was, procedures: null, functions: null }, { ...now, procedures: null, functions: null })) return null;
  const edits: RoutineEdit[] = [];
  for (const kind of ["procedures", "functions"] as const) {
    const a = was[kind] as Record<string, Record<string, unknown> | null> | undefined;
    const b = now[kind] as Record<string, Record<string, unknown> | null> | undefined;
    if (a === b) continue;
    if (!a || !b || typeof a !== "object" || typeof b !== "object") return null;
    const names = Object.keys(b);
    if (!deepEqual(Object.keys(a), names)) return null;
    for (const name of names) {
      const x = a[name];
      const y = b[name];
      if (x === y) continue;
      if (!x || !y || typeof x !== "object" || typeof y !== "object") return null;
      if (!deepEqual({ ...x, do: null, value: null }, { ...y, do: null, value: null })) return null;
      for (const key of ["do", "value"] as const) {
        if (x[key] === y[key]) continue;
        if (typeof x[key] !== "string" || typeof y[key] !== "string") return null;
        edits.push({ kind, name, key, before: x[key] as string, after: y[key] as string });
      }
    }
  }
  return edits;
}

/** The same notes, options' labels and literal message keys (what the translations read of code). */
function sameEnglish(a: string, b: string): boolean {
  const x = codeEnglish(a);
  const y = codeEnglish(b);
  return x.length === y.length && x.every((s, i) => s === y[i]);
}

/**
 * The lines (1-based, first and last) of a card's or routine's code in its file: its key's line
 * and those indented under it. Found from the file's layout (yaml-chunks.ts) and its text, without
 * making its YAML document (the whole file parsed: most of what this saves): the item `item` (an
 * index of a block list, a key of a block map) of the top-level key `pair`. Null when the item is
 * not written as a block map with that key on a line of its own (or the file has no layout).
 */
function itemLines(source: SourceFile, pair: string, item: number | string, key: string): [number, number] | null {
  const items = layoutOf(source)?.pairs.find((p) => p.key === pair)?.items;
  const index = typeof item === "number" ? (items?.kind === "seq" ? item : -1) : items?.kind === "map" ? items.keys.indexOf(item) : -1;
  const start = index >= 0 ? items!.starts[index] : undefined;
  if (start === undefined) return null;
  const text = source.text;
  const end = items!.starts[index + 1] ?? text.length;
  const lines = text.slice(start, end).split("\n");
  // The item's keys are lined up: after its dash (`  - id: x`, then `    event: |`), or on the
  // lines under its key (`  name:`, then `    do: |`), at the first one's column.
  let column: number;
  if (typeof item === "number") {
    const dash = /^( *)- +/.exec(lines[0]!);
    if (!dash) return null;
    column = dash[0].length;
  } else {
    const first = lines.findIndex((l, i) => i > 0 && l.trim() !== "" && !l.trimStart().startsWith("#"));
    column = first < 0 ? -1 : lines[first]!.length - lines[first]!.trimStart().length;
    if (column <= items!.column) return null;
  }
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
