// One diagnostic model shared by the CLI, the tests and the editor markers.
// Codes are stable: tools and tests match on them, never on message text.

/** Tools report errors and warnings; the editor also shows hints (suggestions that are not problems). */
export type Severity = "error" | "warning" | "hint";

export interface Position {
  /** 1-based line. */
  line: number;
  /** 1-based column. */
  column: number;
}

export interface Diagnostic {
  code: string;
  severity: Severity;
  message: string;
  file: string;
  start: Position;
  end: Position;
  /** How to fix it, when the message alone does not say. */
  hint?: string;
  /**
   * Message key of `message` (e.g. "diag.unknown_name", English template in src/locales/en.yaml) and
   * its arguments, so tools can show the diagnostic in another language; `message` stays the
   * English rendering.
   */
  key?: string;
  args?: DiagnosticArgs;
  /**
   * Arguments of `key` that are messages of their own (the reason inside "translation of `x`:
   * …"): a translator words them in its language first; `args` keeps them in English.
   */
  parts?: Record<string, MessagePart>;
  /** Message key and arguments of `hint`, likewise. */
  hintKey?: string;
  hintArgs?: DiagnosticArgs;
  /**
   * The overlays (not selected) under which alone it appears, when it is in another file than
   * theirs (a procedure naming a card one removes): `message` ends with "(with the variant …)".
   */
  under?: UnderOverlay[];
}

/** An overlay a diagnostic appears under (its id and kind: the words that name it depend on both). */
export interface UnderOverlay {
  id: string;
  kind: string;
}

/**
 * The words that end such a diagnostic's message, from the words for one overlay and for "a or b"
 * (English in load.ts; the translator's in translate.ts, from the messages diag.overlay and
 * diag.overlays_or): "the option x", "the option x or the variant y", "a, b or c".
 */
export function overlayList(under: readonly UnderOverlay[], one: (o: UnderOverlay) => string, or: (first: string, last: string) => string): string {
  const names = under.map(one);
  return names.length > 1 ? or(names.slice(0, -1).join(", "), names[names.length - 1]!) : (names[0] ?? "");
}

export type DiagnosticArgs = Record<string, string | number | string[]>;

/** A message given as an argument of another (see Diagnostic.parts): its key, arguments and own such parts. */
export interface MessagePart {
  key: string;
  args?: DiagnosticArgs;
  parts?: Record<string, MessagePart>;
}

/** A diagnostic's message as a part of another message (its English as it is when it has no key). */
export function messagePartOf(d: Diagnostic): MessagePart {
  if (!d.key) return { key: "runtime.other", args: { detail: d.message } };
  return { key: d.key, ...(d.args ? { args: d.args } : {}), ...(d.parts ? { parts: d.parts } : {}) };
}

export const NO_POSITION: Position = { line: 1, column: 1 };

export function formatDiagnostic(d: Diagnostic): string {
  const where = `${d.file}:${d.start.line}:${d.start.column}`;
  const hint = d.hint ? `\n    hint: ${d.hint}` : "";
  return `${where}: ${d.severity} ${d.code}: ${d.message}${hint}`;
}

export function hasErrors(list: readonly Diagnostic[]): boolean {
  return list.some((d) => d.severity === "error");
}

/** Thrown by loaders when content cannot be used; carries the located diagnostics. */
export class ContentError extends Error {
  /** `root`: the content folder the diagnostics' files are relative to (the command line shows them from the working folder, as `validate` does). */
  constructor(readonly diagnostics: Diagnostic[], readonly root?: string) {
    super(diagnostics.map(formatDiagnostic).join("\n"));
    this.name = "ContentError";
  }
}

/**
 * An exception nobody foresaw, turned into a diagnostic at the place being read (code CW100), so
 * one broken file never hides the others' problems or ends the run with a stack trace.
 */
export function internalError(at: Pick<Diagnostic, "file" | "start" | "end">, e: unknown): Diagnostic {
  const detail = e instanceof RangeError && /call stack/i.test(e.message) ? "nested too deeply to read" : e instanceof Error ? e.message : String(e);
  return {
    code: "CW100", severity: "error", message: `cannot read this: ${detail}`, ...at,
    hint: "this is a bug in Cardwright if the message does not say what to fix; please report it with the file",
    key: "diag.internal", args: { detail }, hintKey: "diag.hint.report",
  };
}
