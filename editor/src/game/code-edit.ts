// A key typed inside one card's or routine's code, checked alone. The editor's full build of a key
// takes the worker 7–10 ms, and the page shows a diagnostic one frame sooner when it arrives within
// ~5 ms of the key (src/PERFORMANCE.md, "The editor: typing, diagnostics and the test game"). A key that
// changes one line of a card's `event: |` or `prerequisite: |`, or of a procedure's or function's
// `do: |` or `value: |` (a literal block scalar), leaving the line's indentation and every line
// break as they were, changes nothing but that code's text: no YAML structure, no name other code
// can see, no other diagnostic's place — for a routine, as long as every procedure asks a player
// as it did (what code calling it reads of it). Its problems are those of the new text checked
// against the last build's names (the same check and the same messages as a full build:
// src/content/code.ts), put where that code's problems were in the last build's list. Anything
// else — several lines, a line break, a tab, a header with an indentation digit, a folded or plain
// scalar, a file with YAML problems, a card whose code an overlay replaces, a duplicate id or name,
// a procedure that starts or stops asking, code naming what an overlay not selected changes,
// code starting or naming a lasting effect, code reading a scenario of a game without a scenario
// schema, another diagnostic on the edited line — returns null,
// and only the full build answers.
// tests/editor-code-edit.test.ts compares the result with a full load's for many edits.
import { isScalar, LineCounter, Scalar } from "yaml";
import { expression, gameAskingProcedures, program, routineGives, routinesOf, valuesOf } from "../../../src/content/code.js";
import type { ValueType } from "../../../src/effects/vocabulary-types.js";
import { editedSpan } from "../../../src/content/edited-span.js";
import type { CodeChecked } from "../../../src/content/load.js";
import { mentions } from "../../../src/content/overlay-reach.js";
import { mayStartEffects } from "../../../src/content/effects-started.js";
import { mayReadScenario } from "../../../src/content/scenario-fields.js";
import type { SourceFile } from "../../../src/content/yaml-source.js";
import type { Diagnostic } from "../../../src/diagnostics/diagnostic.js";

/** What the last full load gave (loadContent's diagnostics, sources and `checked`). */
export interface LastLoad {
  diagnostics: Diagnostic[];
  sources: Map<string, SourceFile>;
  checked: CodeChecked;
}

/** Printable ASCII: nothing YAML reads specially inside a block scalar's line (no tab, no line break). */
const PLAIN = /^[\x20-\x7e]*$/;

/**
 * The load's diagnostics once the file `path` (as the load names it) reads `text`, when the edit
 * from the last load is one card's code changed inside one of its lines; null otherwise.
 */
export function codeEditDiagnostics(last: LastLoad, path: string, text: string): Diagnostic[] | null {
  const old = last.sources.get(path);
  if (!old || old.data === null || old.doc.errors.length || old.doc.warnings.length) return null;
  const before = old.text;
  if (before === text) return null;
  // The edited span: [from, to) of the old text, [from, from + inserted.length) of the new.
  const { from, to } = editedSpan(before, text);
  const removed = before.slice(from, to);
  const inserted = text.slice(from, to + text.length - before.length);
  if (!PLAIN.test(removed) || !PLAIN.test(inserted)) return null;
  // The edited line, before and after; a line break must follow it (the scalar ends after it).
  const lineStart = before.lastIndexOf("\n", from - 1) + 1;
  const lineEnd = before.indexOf("\n", to);
  if (lineEnd < 0) return null;
  const oldLine = before.slice(lineStart, lineEnd);
  const newLine = text.slice(lineStart, lineEnd + inserted.length - removed.length);
  const indent = leadingSpaces(oldLine);
  if (indent === 0 || from - lineStart < indent || leadingSpaces(newLine) !== indent) return null;
  if (indent === oldLine.length || indent === newLine.length || /[\t\r]/.test(oldLine + newLine)) return null;

  // The code holding that line: a literal block scalar of a card's, or of a procedure's or
  // function's, of this file in the game checked.
  const found = cardCode(last.checked, old, lineStart, lineEnd) ?? routineCode(last.checked, old, lineStart, lineEnd);
  if (!found) return null;
  const { node, range } = found;
  // Its header (`|`, `|-`, `|+`, maybe a comment) without an indentation digit: the indentation
  // is its first line's, which the edit keeps.
  const contentStart = before.indexOf("\n", range[0]) + 1;
  if (contentStart === 0 || contentStart > lineStart || /\d/.test(before.slice(range[0], contentStart).replace(/#.*/, ""))) return null;
  if (indent < blockIndent(before, contentStart)) return null;
  const value = String(node.value);
  const offset = valueOffset(before, contentStart, lineStart, oldLine, value);
  if (offset === null) return null;
  const at = offset + (from - lineStart - blockIndent(before, contentStart));
  const newValue = value.slice(0, at) + inserted + value.slice(at + removed.length);
  // A routine's new code must leave every procedure asking a player as it did: other code's
  // problems say whether what they call asks.
  if (found.asking && !found.asking(newValue)) return null;
  // Code naming what an overlay not selected changes may have problems only under it (load.ts):
  // the full build checks it there.
  if (last.checked.overlayNames?.some((n) => mentions(newValue, n) || mentions(value, n))) return null;
  // Code that starts a lasting effect, or names one, may change which effects nothing starts (a
  // warning at each one's declaration, src/content/effects-started.ts): the full build says.
  const v = last.checked.vocabulary;
  const effects = v.names().filter((n) => v.isEffect(n));
  if (mayStartEffects(value, effects) || mayStartEffects(newValue, effects)) return null;
  // In a game without a scenario schema, code reading `scenario` may change which of its fields
  // nothing reads (an error at each, src/content/scenario-fields.ts): the full build says.
  if (last.checked.composed.manifest.data.scenarios?.schema === undefined && (mayReadScenario(value) || mayReadScenario(newValue))) return null;

  // No other diagnostic of this file on the edited line (its column could move).
  const [a, b] = found.places;
  const line = old.lines.linePos(lineStart).line;
  const others = [...last.diagnostics.slice(0, a), ...last.diagnostics.slice(b)];
  if (others.some((d) => d.file === old.path && (d.start.line === line || d.end.line === line))) return null;

  // The new text's problems, placed by the same code as a full build's, in the file as it now reads.
  const delta = inserted.length - removed.length;
  const scalar = new Scalar(newValue);
  scalar.type = Scalar.BLOCK_LITERAL;
  scalar.range = [range[0], range[1] + delta, range[2] + delta];
  const lines = new LineCounter();
  for (const s of old.lines.lineStarts) lines.addNewLine(s > from ? s + delta : s);
  const source = { path: old.path, text, lines, data: null, doc: { getIn: () => scalar } } as unknown as SourceFile;
  const out: Diagnostic[] = [];
  found.check({ source, at: found.at }, newValue, out);
  return [...last.diagnostics.slice(0, a), ...out, ...last.diagnostics.slice(b)];
}

/** A piece of code found holding the edited line: where it is, where its problems are, how it is checked. */
interface Found {
  at: (string | number)[];
  node: Scalar;
  range: [number, number, number];
  /** [from, to) of its problems in the last load's diagnostics. */
  places: [number, number];
  check: (where: { source: SourceFile; at: (string | number)[] }, text: string, out: Diagnostic[]) => void;
  /** For a routine's code: whether the new text leaves the procedures that ask as they were. */
  asking?: (text: string) => boolean;
}

/** The line is in a literal block scalar (not the header's line) of `source`, whose value is the data's. */
function holds(source: SourceFile, at: (string | number)[], value: unknown, lineStart: number, lineEnd: number): Scalar | null | undefined {
  const node = source.doc.getIn(at, true);
  if (!isScalar(node) || !node.range) return undefined;
  if (node.range[0] > lineStart || node.range[1] < lineEnd) return undefined;
  return node.type === Scalar.BLOCK_LITERAL && value === node.value ? node : null;
}

/** A card's event or prerequisite (a card no overlay replaces: its id once in the game). */
function cardCode(checked: CodeChecked, old: SourceFile, lineStart: number, lineEnd: number): Found | null {
  const { composed, cardProblems, vocabulary } = checked;
  let found: Found | null = null;
  for (const c of composed.cards) {
    if (c.source !== old) continue;
    for (const key of ["event", "prerequisite"] as const) {
      const node = holds(old, [...c.at, key], c.data[key], lineStart, lineEnd);
      if (node === undefined) continue;
      const places = cardProblems.get(c.data.id);
      if (found || !node || !places || composed.cards.filter((x) => x.data.id === c.data.id).length !== 1) return null;
      found = {
        at: [...c.at, key], node, range: node.range!, places: places[key],
        check: key === "event" ? (where, text, out) => void program(where, text, vocabulary, out) : (where, text, out) => void expression(where, text, vocabulary, new Map(), out),
      };
    }
  }
  return found;
}

/**
 * A procedure's or function's code (`do:` or `value:`), of the routine its name stands for. Its
 * problems are placed in its own file only (no overlay changes a routine), and other code reads
 * nothing of it but whether it asks a player (src/content/load.ts, outsideOverlays).
 */
function routineCode(checked: CodeChecked, old: SourceFile, lineStart: number, lineEnd: number): Found | null {
  const { composed, routineProblems, vocabulary } = checked;
  for (const { file, kind, name, r, declared } of routinesOf(composed)) {
    if (file.source !== old) continue;
    for (const key of ["do", "value"] as const) {
      const at = [kind, name, key];
      const node = holds(old, at, r[key], lineStart, lineEnd);
      if (node === undefined) continue;
      const places = routineProblems.get(name);
      const callable = vocabulary.callable(name);
      if (!node || !declared || !places || !callable) return null;
      // In scope: the parameters, by their local names, as compileCode binds them.
      const locals = new Map(callable.params.map((p, i) => [r.params?.[i]?.as ?? p.name, p.type as ValueType]));
      // The texts its parameters hold (their `values:`), as compileCode binds them.
      const values = valuesOf(callable.params, (i) => r.params?.[i]?.as ?? callable.params[i]!.name);
      // And the texts it declares it gives, which its own returns are checked against.
      const gives = routineGives(vocabulary, name);
      const role = kind === "procedures" ? "procedure" : "function";
      const before = checked.asking.join(" ");
      return {
        at, node, range: node.range!, places,
        check: key === "value" ? (where, text, out) => void expression(where, text, vocabulary, locals, out, { values, gives }) : (where, text, out) => void program(where, text, vocabulary, out, locals, role, undefined, values, gives),
        asking: (text) => gameAskingProcedures(composed, { name, r: { ...r, [key]: text } }).join(" ") === before,
      };
    }
  }
  return null;
}

function leadingSpaces(line: string): number {
  let n = 0;
  while (line.charCodeAt(n) === 32) n++;
  return n;
}

/** The block's indentation: its first non-blank line's. */
function blockIndent(text: string, contentStart: number): number {
  let p = contentStart;
  for (;;) {
    const end = text.indexOf("\n", p);
    const line = text.slice(p, end < 0 ? text.length : end);
    if (line.trim() !== "" || end < 0) return leadingSpaces(line);
    p = end + 1;
  }
}

/**
 * Where the edited line starts in the scalar's value, checked: the lines before it with the
 * block's indentation taken off (blank ones empty), then the line itself, must be how the value
 * begins. Null when they are not (a case this reading does not cover).
 */
function valueOffset(text: string, contentStart: number, lineStart: number, line: string, value: string): number | null {
  const n = blockIndent(text, contentStart);
  let prefix = "";
  for (let p = contentStart; p < lineStart; ) {
    const end = text.indexOf("\n", p);
    const l = text.slice(p, end);
    if (l.trim() === "") {
      if (l.length > n) return null;
      prefix += "\n";
    } else {
      if (leadingSpaces(l) < n || /[\t\r]/.test(l)) return null;
      prefix += l.slice(n) + "\n";
    }
    p = end + 1;
  }
  const own = prefix + line.slice(n);
  if (!value.startsWith(own) || (value.length > own.length && value[own.length] !== "\n")) return null;
  return prefix.length;
}
