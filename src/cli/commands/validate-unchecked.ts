// validate after only unchecked strings of card or procedure files were edited (a card's name or
// text, a procedure's doc: unchecked-strings.ts), made without the files' load. The content's part
// of the report holds then (what validate.ts's full path finds when it keeps it); what the full
// path still loaded every file for (loadRaw, reading back each file's entry: about half of what
// such an edit cost) was the edited files' schema check and the translations' English. Here only
// the edited files are opened (through the disk file memo: the edited item parsed alone); their
// schema checks are those the last full load made of them, each kept by the memo only when the
// edit changed strings its schema cannot see (schema-strings.ts); and the English is the last
// report's translating form with the edited cards' names and texts put in (procedures' docs are no
// English of the translations). Whatever this cannot tell, the folder is loaded as before.
import type { Diagnostic } from "../../diagnostics/diagnostic.js";
import type { DiskFileMemo } from "../../content/disk-file-memo.js";
import { remembering, type MemoEntry, type Remembering } from "../../content/file-memo.js";
import type { ReadFile } from "../../content/open-file.js";
import { namesFile, withEdited, type DataFiles } from "../../content/same-data.js";
import { textDigest } from "../../content/text-digest.js";
import { sameCheckedData } from "../../content/unchecked-strings.js";
import { stringsEdited, type TemplateMemos, type TranslationCheck, type TranslationsPart } from "./validate-translations.js";
import type { TranslatorForm } from "../translator-form.js";

/**
 * The card and procedure files of the last full load, each with the schema checks (schema key and
 * label) that load made of it, all clean. A file with a check that found problems, or keyed by
 * what the disk cannot keep, is not listed (its edit loads the folder).
 */
export interface StringFiles {
  cards: [string, [string, string][]][];
  routines: [string, [string, string][]][];
}

export function isStringFiles(x: unknown): x is StringFiles {
  const list = (l: unknown) => Array.isArray(l) && l.every((f) => Array.isArray(f) && typeof f[0] === "string" && Array.isArray(f[1]) && f[1].every((c: unknown) => Array.isArray(c) && typeof c[0] === "string" && typeof c[1] === "string"));
  const s = x as StringFiles | null;
  return !!s && typeof s === "object" && list(s.cards) && list(s.routines);
}

/** The string files of a load (`cards`, `routines`: their paths, uncheckedStringFiles) with the checks `memo` holds of each. */
export function stringFilesOf(paths: { cards: string[]; routines: string[] }, memo: ReadonlyMap<string, MemoEntry>): StringFiles {
  const withChecks = (files: string[]) => {
    const out: [string, [string, string][]][] = [];
    for (const path of files) {
      const entry = memo.get(path);
      if (!entry || entry.opened.diagnostics.length || entry.opened.data === null) continue;
      const checks: [string, string][] = [];
      let clean = entry.checks.size > 0;
      for (const [key, byLabel] of entry.checks) {
        if (typeof key !== "string") clean = false;
        else for (const [label, problems] of byLabel) problems.length ? (clean = false) : checks.push([key, label]);
      }
      if (clean && checks.length) out.push([path, checks]);
    }
    return out;
  };
  return { cards: withChecks(paths.cards), routines: withChecks(paths.routines) };
}

/**
 * The files edited since the last report, as validate.ts's `near` has them: `before`, the changed
 * files' entries as the report saw them (read before they were opened again); `files`, the card
 * and procedure files with their schema checks.
 */
export interface EditedFiles {
  read: ReadFile;
  dir: string;
  memo: DiskFileMemo;
  changed: string[];
  before: ReadonlyMap<string, MemoEntry | undefined>;
  files: StringFiles;
}

/**
 * An edited file opened again through the memo (`open`): its entry as the report saw it (`last`,
 * whose text has the report's digest, `reportDigest`) and now, when both opened without problems and every
 * schema check (`checks`) the last load made of it holds for the new data (file-memo.ts keeps a
 * clean check through an edit only when its schema cannot see the strings it changed); else null.
 */
export function reopened(open: Remembering, memo: DiskFileMemo, path: string, last: MemoEntry | undefined, reportDigest: string | undefined, checks: [string, string][]): { last: MemoEntry; entry: MemoEntry } | null {
  if (!last || last.opened.data === null || last.opened.diagnostics.length || reportDigest !== textDigest(last.text)) return null;
  const opened = open.open(path);
  const entry = memo.get(path);
  if (opened.diagnostics.length || opened.data === null || !entry || entry.opened !== opened) return null;
  return checks.every(([key, label]) => entry.checks.get(key)?.get(label)?.length === 0) ? { last, entry } : null;
}

/**
 * The translations' part of the report after the `changed` files (card or procedure files of
 * `files`) were edited in their unchecked strings only; null when that cannot be told, and the
 * folder is loaded. (A diagnostic of the report that is in, or names, an edited file may move
 * with the edit.) The edited files' entries are written (`memo.save()`).
 */
export function uncheckedEdit(
  { read, dir, memo, changed, before, files }: EditedFiles,
  report: { diagnostics: Diagnostic[]; translations: TranslationCheck | null },
  was: { form: TranslatorForm | null; places: TranslationsPart["places"]; files: DataFiles },
  memos?: TemplateMemos,
): { check: TranslationCheck; form: TranslatorForm; files: DataFiles } | null {
  // (An error elsewhere may be a duplicate of an edited card, whose English the form does not tell apart.)
  if (!changed.length || report.diagnostics.some((d) => d.severity === "error")) return null;
  const content = JSON.stringify(report.diagnostics);
  const digests = new Map(was.files);
  const cards = new Map(files.cards);
  const routines = new Map(files.routines);
  const open = remembering(read, dir, memo);
  const edits = new Map<string, { before: string; after: string }>();
  for (const path of changed) {
    const kind = cards.has(path) ? "cards" : routines.has(path) ? "routines" : null;
    if (!kind || namesFile(content, path)) return null;
    const both = reopened(open, memo, path, before.get(path), digests.get(path), (kind === "cards" ? cards : routines).get(path)!);
    if (!both) return null;
    const { last, entry } = both;
    if (!sameCheckedData(kind, last.opened.data, entry.opened.data)) return null;
    if (kind === "cards" && !cardEdits(last.opened.data, entry.opened.data, edits)) return null;
  }
  const translations = report.translations;
  const again = stringsEdited({ check: translations, form: was.form, places: was.places, files: was.files }, changed, edits, memos);
  if (!again) return null;
  memo.save();
  return { check: again.check, form: again.form, files: withEdited(was.files, changed, memo) };
}

/**
 * The English edits of a card file (its data before and after, the same but for names and texts):
 * each card's name and text that changed, by key (as i18n/sources.ts keys them). False when one
 * is not a translatable string before and after (a blank one has no key), or a key is edited twice.
 */
function cardEdits(before: unknown, after: unknown, edits: Map<string, { before: string; after: string }>): boolean {
  const was = (before as { cards?: unknown[] }).cards;
  const now = (after as { cards?: unknown[] }).cards;
  if (!Array.isArray(was) || !Array.isArray(now) || was.length !== now.length) return false;
  for (let i = 0; i < now.length; i++) {
    const a = was[i] as Record<string, unknown> | null;
    const b = now[i] as Record<string, unknown> | null;
    if (!a || !b || typeof b.id !== "string") return false;
    for (const field of ["name", "text"]) {
      const x = a[field];
      const y = b[field];
      if (x === y) continue;
      const key = `card.${b.id}.${field}`;
      if (typeof x !== "string" || typeof y !== "string" || !x.trim() || !y.trim() || edits.has(key)) return false;
      edits.set(key, { before: x, after: y });
    }
  }
  return true;
}
