// What an earlier load made of each file, for the next load to reuse (the editor rebuilds on every
// edit): a file whose text is the same is not parsed again, nor checked again against the same
// schema. Only files read as text are kept (a missing or unreadable file is read again each time,
// its problem reported where the file is named). The parsed data is never changed after parsing.
// A file edited inside one item of a list is parsed again in that item only (yaml-reparse.ts).
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { openYamlFile, pathProblem, type NamedBy, type Opened, type ReadFile } from "./open-file.js";
import { hasParsedDocument, type SourceFile } from "./yaml-source.js";
import { schemaKey, schemaOfKey, type SchemaKind, type Validator } from "./schemas.js";
import { scalarEditsKeepValid } from "./schema-strings.js";
import { reparseItem } from "./yaml-reparse.js";
import { reparseChunk } from "./yaml-chunks.js";

export type FileMemo = Map<string, MemoEntry>;

export interface MemoEntry {
  text: string;
  opened: Opened;
  /** Schema problems by schema (its schemaKey, else the validator itself) and label. */
  checks: Map<unknown, Map<string, Diagnostic[]>>;
}

/** One load's view of the memo: opens files through it, and remembers schema checks of their data. */
export interface Remembering {
  open(path: string, from?: NamedBy): Opened;
  /**
   * `run()`'s problems for the data of a file opened here (the same schema and label: the same
   * problems). `derived`: run() checks a value made from the data, not the data itself.
   */
  check(schema: unknown, label: string, value: unknown, source: SourceFile, run: () => Diagnostic[], derived?: boolean): Diagnostic[];
}

export function remembering(read: ReadFile, label: string, memo: FileMemo | undefined): Remembering {
  const entries = new Map<SourceFile, MemoEntry>();
  return {
    open(path, from) {
      if (!memo || pathProblem(path)) return openYamlFile(read, path, label, from);
      let text: string | null;
      try {
        text = read(path);
      } catch {
        // openYamlFile reads it again and reports the problem where it belongs.
        return openYamlFile(read, path, label, from);
      }
      if (text === null) return openYamlFile(() => null, path, label, from);
      let entry = memo.get(path);
      if (entry?.text !== text) {
        const t = text;
        // An edit inside one item of a list (a card of a cards file): that item parsed again alone.
        const last = entry?.opened;
        // (Not from a file restored from the disk cache: its old text would be parsed whole first.)
        // A file restored from the disk cache: the edited part of it parsed alone by its layout.
        const quick = last?.source && !last.diagnostics.length ? (hasParsedDocument(last.source) ? reparseItem(last.source, t) : reparseChunk(last.source, t)) : null;
        // Data parsed equal to the old (a comment edited): the checks that found nothing still hold;
        // strings or numbers changed where the schema does not read them (a card's name, its Ops
        // value within its bounds): the same.
        const checks = quick && last?.data != null ? cleanChecks(entry!.checks, last.data === quick.data ? null : { before: last.data, after: quick.data }) : new Map<unknown, Map<string, Diagnostic[]>>();
        entry = { text: t, opened: quick ? { source: quick, data: quick.data, diagnostics: [] } : openYamlFile(() => t, path, label, from), checks };
        memo.set(path, entry);
      }
      if (entry.opened.source) entries.set(entry.opened.source, entry);
      return entry.opened;
    },
    check(schema, kind, value, source, run, derived = false) {
      // Only a file's own data is remembered (or what a check of a value made from it found).
      const entry = entries.get(source);
      if (!entry || value !== entry.opened.data) return run();
      const key = schemaKey(schema as SchemaKind | Validator) ?? schema;
      let byLabel = entry.checks.get(key);
      if (!byLabel) entry.checks.set(key, (byLabel = new Map()));
      const label = derived ? `${DERIVED}${kind}` : kind;
      let problems = byLabel.get(label);
      if (!problems) byLabel.set(label, (problems = run()));
      return problems;
    },
  };
}

/** How a check of a value made from a file's data is labelled (see Remembering.check). */
const DERIVED = "derived:";

/**
 * The schema checks that found no problem (a problem's place is in the old text: it is found
 * again); when the data changed (`edit`), only those that hold for the new data by their schema.
 */
function cleanChecks(checks: MemoEntry["checks"], edit: { before: unknown; after: unknown } | null): MemoEntry["checks"] {
  const out: MemoEntry["checks"] = new Map();
  for (const [schema, byLabel] of checks) {
    if (edit) {
      const known = typeof schema === "string" ? schemaOfKey(schema) : undefined;
      if (!known || !scalarEditsKeepValid(known.schema, edit.before, edit.after, known.resolve)) continue;
    }
    // (A check of a value made from the data: its schema saw other paths; kept only for the same data.)
    const clean = new Map([...byLabel].filter(([label, problems]) => problems.length === 0 && !(edit && label.startsWith(DERIVED))));
    if (clean.size) out.set(schema, clean);
  }
  return out;
}
