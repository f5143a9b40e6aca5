// Our diagnostics (1-based line/column, from the loader) as Monaco marker data. Kept free of
// Monaco so it is tested in node; the severity is mapped by the caller.
import type { Diagnostic, Severity } from "../../../src/diagnostics/diagnostic.js";

export interface MarkerRange {
  startLineNumber: number;
  startColumn: number;
  endLineNumber: number;
  endColumn: number;
}

export interface MarkerInfo extends MarkerRange {
  message: string;
  code: string;
  severity: Severity;
}

/**
 * The range a diagnostic underlines. An empty range (a point) is widened to the word there, or to
 * the rest of the line, so the squiggle is visible; positions past the end are clamped.
 */
export function markerRange(d: Pick<Diagnostic, "start" | "end">, lineText: (line: number) => string | undefined, lineCount: number): MarkerRange {
  const clampLine = (l: number) => Math.max(1, Math.min(l, Math.max(1, lineCount)));
  const startLine = clampLine(d.start.line);
  const endLine = clampLine(Math.max(d.end.line, startLine));
  const text = lineText(startLine) ?? "";
  const startColumn = Math.max(1, Math.min(d.start.column, text.length + 1));
  let endColumn = endLine === d.end.line ? d.end.column : (lineText(endLine) ?? "").length + 1;
  if (endLine === startLine && endColumn <= startColumn) {
    const rest = text.slice(startColumn - 1);
    const word = /^[A-Za-z0-9_]+/.exec(rest)?.[0] ?? /^\S+/.exec(rest)?.[0] ?? "";
    endColumn = word ? startColumn + word.length : text.length + 1;
    if (endColumn <= startColumn) {
      // Nothing to the right (an empty line or past the end): mark the line's last character.
      return { startLineNumber: startLine, startColumn: Math.max(1, text.length), endLineNumber: startLine, endColumn: text.length + 1 };
    }
  }
  // A block scalar's range ends at the start of the next line: stop at the end of the previous.
  if (endLine > startLine && d.end.column === 1) {
    const prev = endLine - 1;
    return { startLineNumber: startLine, startColumn, endLineNumber: prev, endColumn: (lineText(prev) ?? "").length + 1 };
  }
  return { startLineNumber: startLine, startColumn, endLineNumber: endLine, endColumn };
}

/** `hintLabel` is the word before a hint, in the editor's language. */
export function toMarker(d: Diagnostic, lineText: (line: number) => string | undefined, lineCount: number, hintLabel = "hint"): MarkerInfo {
  return {
    ...markerRange(d, lineText, lineCount),
    message: d.hint ? `${d.message}\n${hintLabel}: ${d.hint}` : d.message,
    code: d.code,
    severity: d.severity,
  };
}
