// A YAML file parsed with node ranges, so every later error can point at file, line and column.
import { isScalar, LineCounter, parseDocument, Scalar, type Document, type Node } from "yaml";
import type { Diagnostic, Position } from "../diagnostics/diagnostic.js";
import { layoutProblem } from "./yaml-layout.js";

export interface SourceFile {
  path: string;
  text: string;
  doc: Document.Parsed;
  lines: LineCounter;
}

export function parseYamlSource(path: string, text: string): { source: SourceFile; diagnostics: Diagnostic[] } {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const source = { path, text, doc, lines };
  const layout = doc.errors.some((e) => e.code !== "DUPLICATE_KEY") ? layoutDiagnostic(source) : null;
  const diagnostics: Diagnostic[] = [...doc.errors, ...doc.warnings]
    // A line out of place makes the parser report several grammar errors from there on: one
    // diagnostic that says what was expected replaces them.
    .filter((e) => !layout || e.code === "DUPLICATE_KEY" || positionAt(source, e.pos[0]).line < layout.start.line - 1)
    .map((e) => ({
    code: e.code === "DUPLICATE_KEY" ? "CW102" : "CW101",
    severity: doc.errors.includes(e) ? "error" : "warning",
    message: e.code === "DUPLICATE_KEY" ? `duplicate key: ${firstLine(e.message)}` : `YAML syntax: ${firstLine(e.message)}`,
    file: path,
    start: positionAt(source, e.pos[0]),
    end: positionAt(source, e.pos[1]),
    hint: hintFor(e.code, e.message),
    key: e.code === "DUPLICATE_KEY" ? "diag.yaml_duplicate_key" : "diag.yaml_syntax",
    args: { detail: firstLine(e.message) },
    hintKey: hintKeyFor(e.code, e.message),
  }));
  if (layout) diagnostics.push(layout);
  return { source, diagnostics };
}

/**
 * The first line out of place, when it is where the parser's first error is, or the line after
 * (the parser often blames the value before a misplaced key, taking both for one long key).
 */
function layoutDiagnostic(source: SourceFile): Diagnostic | null {
  const p = layoutProblem(source.text);
  const first = Math.min(...source.doc.errors.filter((e) => e.code !== "DUPLICATE_KEY").map((e) => positionAt(source, e.pos[0]).line));
  if (!p || p.line > first + 1) return null;
  return {
    code: "CW101",
    severity: "error",
    message: `YAML layout: ${p.message}`,
    file: source.path,
    start: { line: p.line, column: p.column },
    end: { line: p.line, column: p.endColumn },
    hint: p.hint,
    key: p.key,
    args: p.args,
    hintKey: p.hintKey,
    hintArgs: p.args,
  };
}

function hintFor(code: string, message: string): string {
  if (code === "DUPLICATE_KEY") return "remove or rename one of the two keys";
  if (/Nested mappings|Implicit map keys/.test(message)) {
    return "a value that contains `: ` (like effect code with named arguments) must be a block scalar: write `event: |` and the code on the following lines, indented";
  }
  return "check indentation, colons and quotes on this line";
}

function hintKeyFor(code: string, message: string): string {
  if (code === "DUPLICATE_KEY") return "diag.hint.duplicate_key";
  return /Nested mappings|Implicit map keys/.test(message) ? "diag.hint.block_scalar" : "diag.hint.check_line";
}

function firstLine(message: string): string {
  return message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
}

export function positionAt(source: SourceFile, offset: number): Position {
  const { line, col } = source.lines.linePos(Math.max(0, Math.min(offset, source.text.length)));
  return { line, column: col };
}

/** The node at a path like ["cards", 3, "ops"], or the nearest existing ancestor. */
export function nodeAt(source: SourceFile, path: readonly (string | number)[]): Node | null {
  for (let n = path.length; n >= 0; n--) {
    const node = source.doc.getIn(path.slice(0, n), true) as Node | undefined;
    if (node && typeof node === "object" && "range" in node && node.range) return node;
  }
  return null;
}

export function rangeAt(source: SourceFile, path: readonly (string | number)[]): { start: Position; end: Position } {
  const node = nodeAt(source, path);
  if (!node?.range) return { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
  return { start: positionAt(source, node.range[0]), end: positionAt(source, node.range[1]) };
}

/** Range of the key of a map entry, e.g. to point at an unknown property name. */
export function keyRangeAt(source: SourceFile, path: readonly (string | number)[], key: string): { start: Position; end: Position } {
  const parent = source.doc.getIn(path, true) as { items?: { key: Node; value: Node }[] } | undefined;
  const pair = parent?.items?.find((p) => isScalar(p.key) && p.key.value === key);
  if (pair?.key.range) return { start: positionAt(source, pair.key.range[0]), end: positionAt(source, pair.key.range[1]) };
  return rangeAt(source, path);
}

/**
 * Maps offsets inside a scalar's value (e.g. an effect written as a block scalar) back to
 * file positions. Block scalars strip their indentation, so each value line is shifted by it.
 */
export function scalarOffsetMapper(source: SourceFile, path: readonly (string | number)[]): (offset: number) => Position {
  const node = source.doc.getIn(path, true) as Scalar | undefined;
  if (!node || !isScalar(node) || !node.range) return () => rangeAt(source, path).start;
  const value = String(node.value);
  const start = node.range[0];
  if (node.type === Scalar.BLOCK_LITERAL || node.type === Scalar.BLOCK_FOLDED) {
    // Header line holds `|` or `>`; content starts on the next line with a fixed indent.
    const headerEnd = source.text.indexOf("\n", start);
    const firstContentLine = positionAt(source, headerEnd + 1).line;
    const contentText = source.text.slice(headerEnd + 1);
    const firstNonBlank = contentText.split("\n").find((l) => l.trim() !== "") ?? "";
    const indent = firstNonBlank.length - firstNonBlank.trimStart().length;
    return (offset) => {
      const before = value.slice(0, offset);
      const lineIndex = before.split("\n").length - 1;
      const col = offset - (before.lastIndexOf("\n") + 1);
      return { line: firstContentLine + lineIndex, column: indent + col + 1 };
    };
  }
  const quoteShift = node.type === Scalar.QUOTE_DOUBLE || node.type === Scalar.QUOTE_SINGLE ? 1 : 0;
  const singleLine = !value.includes("\n") && !source.text.slice(start, node.range[1]).includes("\n");
  return (offset) => positionAt(source, singleLine ? start + quoteShift + offset : start);
}
