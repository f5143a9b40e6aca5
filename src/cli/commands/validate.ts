import { resolve } from "node:path";
import { DEFAULT_CONTENT_DIR, diskReader, REPO_ROOT } from "../../content/load-dir.js";
import { cached, type CacheSpec } from "../../content/disk-cache.js";
import { diskFileMemo, diskMap, diskReuse, type DiskFileMemo } from "../../content/disk-file-memo.js";
import { DEFAULT_SELECTION, loadContentFrom, loadRaw, type LoadResult } from "../../content/load.js";
import { onlyUncheckedStrings, uncheckedStringFiles } from "../../content/unchecked-strings.js";
import { checkProblemsOnly, keyUseAt } from "../../content/code.js";
import type { Diagnostic } from "../../diagnostics/diagnostic.js";
import { loadI18n, type I18nLoad, type Translator } from "../../i18n/index.js";
import { loadBundle, rememberBundle, rememberTranslator, translatorFor } from "../i18n-option.js";
import { fromTranslatorForm, NOWHERE, translatorForm, type TranslatorForm } from "../translator-form.js";
import { dataFiles, namesFile, sameData, type DataFiles } from "../../content/same-data.js";
import { textDigest } from "../../content/text-digest.js";
import { defineCommand } from "../command.js";
import { checkContentFolder } from "./content-option.js";
import { contentEdited, engineHas, localesEdited, templateMemos, translationCheck, type TranslationCheck, type TranslationsPart } from "./validate-translations.js";
import { isLocalePlaces, localePlaces, type LocalePlaces } from "../locale-places.js";
import { isStringFiles, stringFilesOf, uncheckedEdit, type StringFiles } from "./validate-unchecked.js";
import { codeReportOf, isCodeReport, type CodeReport } from "../../content/code-report.js";
import { codeEdited, type EnglishMessages } from "./validate-code.js";
import { tookPath } from "../code-paths.js";
import { readingOnce } from "../../content/read-once.js";
import { cardsOutAtStart } from "../../content/cards-out-at-start.js";
import { EDITOR_LOCALES } from "../editor-locales.js";
import { ENGINE_LOCALES } from "../engine-locales.js";
import type { OwnLocales } from "../own-locales.js";
import type { LeftOut } from "../../content/quarantine.js";

/** Whether the last validate in this process kept the content's part of its report (tests read it): only unchecked strings edited. */
export let lastContentKept = false;
/** Whether the last validate in this process checked only edited cards' code, without the folder's load (validate-code.ts; tests read it). */
export let lastCodeAlone = false;

export const validateCommand = defineCommand({
  name: "validate",
  arguments: [{ name: "DIR", optional: true }],
  options: {},
  run(args) {
    const given = args.arguments[0] ?? args.values.content;
    const dir = resolve(given ?? DEFAULT_CONTENT_DIR);
    const at = args.arguments[0] !== undefined ? args.atArgument(0) : args.at("content", given);
    if (given !== undefined) checkContentFolder(given, at);
    // (process.hrtime, not performance.now: the `performance` global loads perf_hooks, about 12
    // million instructions of a 800-million validate from the cache.)
    const t0 = process.hrtime.bigint();
    const report = checkFolder(dir);
    const diagnostics = [...report.diagnostics];
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    // Translations: problems of the locale files, then missing and outdated strings (warnings).
    const tr = translatorFor(args, dir);
    const translations = report.translations ?? (report.parsed ? translationCheck(loadBundle(dir)) : null);
    diagnostics.push(...(translations?.diagnostics ?? []));
    const shown = diagnostics.map((d) => ({ ...d, file: `${dir}/${d.file}`.replace(`${process.cwd()}/`, "") }));
    // The engine's own messages (src/locales/) and the editor's (editor/locales/), spoken for every
    // game: their problems too.
    for (const folder of [ENGINE_LOCALES, EDITOR_LOCALES]) for (const d of ownProblems(folder)) shown.push({ ...d, file: folder.filePath(d.file) });
    for (const d of shown) console.log(tr.formatDiagnostic(d));
    diagnostics.splice(0, diagnostics.length, ...shown);
    const errors = diagnostics.filter((d) => d.severity === "error").length;
    const warnings = diagnostics.length - errors;
    const s = report.summary;
    if (s && !errors) {
      console.log(tr.t("cli.validate.ok", { game: tr.text("game.name") ?? s.name, spaces: s.spaces, cards: s.cards, scripted: s.scripted, scenarios: s.scenarios, variants: s.variants, options: s.options, warnings, ms: Math.round(ms) }));
      if (translations?.languages.length) console.log(translationSummary(tr, translations.languages));
      return 0;
    }
    console.log(tr.t("cli.validate.failed", { errors, warnings }));
    // Names and code are checked against the files' data once it reads and fits its schemas; a
    // user mending one error at a time should know more may come, and why.
    if (report.leftOut?.length) console.log(tr.t("cli.validate.left_out", { items: report.leftOut.map((x) => tr.t(LEFT_OUT_WORDS[x.kind], { id: x.id, kind: x.kind, file: x.file })).join(", ") }));
    else if (stoppedAtFiles(report)) console.log(tr.t("cli.validate.stopped_at_files"));
    return 1;
  },
});

/** The words for an item left out of the checks, by its kind. */
const LEFT_OUT_WORDS: Record<LeftOut["kind"], string> = { card: "cli.validate.left_out_card", procedure: "cli.validate.left_out_procedure", function: "cli.validate.left_out_function", space: "cli.validate.left_out_board_item", group: "cli.validate.left_out_board_item", entry: "cli.validate.left_out_entry", file: "cli.validate.left_out_file" };

/** Whether the files' own problems (YAML, schemas: the first `rawCount` diagnostics) stopped the check before names and code. */
function stoppedAtFiles(r: FolderReport): boolean {
  return !r.parsed || r.diagnostics.slice(0, r.rawCount ?? 0).some((d) => d.severity === "error");
}

/** What validate found in a folder: all it prints, besides the time it took. */
interface FolderReport {
  /** The content's diagnostics (every overlay's). */
  diagnostics: Diagnostic[];
  /** What the content holds, when it loaded. */
  summary: { name: string; spaces: number; cards: number; scripted: number; scenarios: number; variants: number; options: number } | null;
  /** Whether the folder's files could be parsed (else its translations are not checked). */
  parsed: boolean;
  /** Its translations' check, when the folder has its own locale files (else it is made over the engine's English, src/locales/). */
  translations: TranslationCheck | null;
  /**
   * The cards and routines (or whole card or procedures files) left out of the checks because of
   * their own errors, when only they kept the files from matching their schemas (quarantine.ts): the rest was checked, but for
   * the translations (`parsed` is false).
   */
  leftOut?: LeftOut[];
  /** How many of `diagnostics` come first from the files' load (loadRaw: YAML, schemas), when it was made. */
  rawCount?: number;
  /**
   * Whether scenarios' starts were run for it (overlays add cards: cards-out-at-start.ts): the
   * code a start runs may change its hints, so an edit of code alone does not keep the report.
   */
  startsRun?: boolean;
}

/**
 * Everything validate checks in a folder, through the disk cache as one entry: its content with
 * every overlay, and its translations (they name the content's cards and spaces, so they are
 * checked with the same files). The entry keeps the report and the translations in their
 * translating form (what printing it needs), not the loaded content: reading that back was most
 * of a validate from the cache.
 */
function checkFolder(dir: string): FolderReport {
  // (contentReads: the files the content's load read; the others are the locale files. places:
  // where the translated strings are, see locale-places.ts, found when saved unless known. form:
  // the translating form when it was made already. stringFiles: the card and procedure files with
  // their schema checks, for an edit of their unchecked strings, see validate-unchecked.ts. code:
  // what checking an edited card's code alone needs, see code-report.ts.)
  type Checked = { report: FolderReport; i18n: I18nLoad | null; form?: TranslatorForm; places?: LocalePlaces | null; files: DataFiles; contentReads: string[]; stringFiles?: StringFiles; code?: CodeReport | null };
  type Saved = { report: FolderReport; i18n: TranslatorForm | null; places: LocalePlaces | null; files: DataFiles; contentReads: string[]; stringFiles?: StringFiles; code?: CodeReport };
  // The last report's translations when only content files changed since (see contentEdited).
  let translationsBefore: TranslationsPart | undefined;
  // The last report's content part, and the edited files' data it was made from (see unchecked-strings.ts).
  let contentBefore: { report: FolderReport; data: Map<string, unknown>; changed: string[]; code?: CodeReport } | undefined;
  // The folder's file memo: opened by `near` when files changed, and the load's if it must run
  // (the edited files are not read back and parsed twice).
  let memo: DiskFileMemo | undefined;
  const filesMemo = () => (memo ??= diskFileMemo({ root: REPO_ROOT }, dir));
  const spec: CacheSpec<Checked> = {
    kind: "validate",
    // (Nothing it keeps names the folder: a copy of it is checked from the same entry, disk-cache.ts.)
    key: [],
    folder: dir,
    save: (c): Saved => ({
      report: c.report,
      i18n: c.form ?? (c.i18n ? translatorForm(c.i18n) : null),
      places: c.places !== undefined ? c.places : c.i18n ? localePlaces(c.i18n.bundle.locales.translations) : null,
      files: c.files,
      contentReads: c.contentReads,
      ...(c.stringFiles ? { stringFiles: c.stringFiles } : {}),
      ...(c.code ? { code: c.code } : {}),
    }),
    restore: (saved) => {
      const x = saved as Saved;
      if (!Array.isArray(x.report?.diagnostics) || !Array.isArray(x.files)) throw new Error("not a validate report");
      return { report: x.report, i18n: x.i18n === null ? null : fromTranslatorForm(x.i18n), places: x.places, files: x.files, contentReads: x.contentReads };
    },
    near: (saved, changed, reader) => {
      const x = saved as Saved;
      // (sameData then localesEdited open the edited files: read once.)
      const read = readingOnce(reader);
      if (!Array.isArray(x.report?.diagnostics) || !Array.isArray(x.files) || !Array.isArray(x.contentReads)) return null;
      // Edited files whose data is the same (a comment): the report holds, when none of its problems is in them.
      const problems = JSON.stringify([x.report.diagnostics, x.report.translations?.diagnostics ?? [], x.i18n?.diagnostics ?? [], x.i18n?.localeDiagnostics ?? []]);
      const opened = filesMemo();
      // The edited files' data as the report saw it (their entries, before they are opened again).
      const data = new Map<string, unknown>();
      const digests = new Map(x.files);
      const entries = new Map(changed.map((path) => [path, opened?.get(path)]));
      for (const path of changed) {
        const entry = entries.get(path);
        if (entry && !entry.opened.diagnostics.length && digests.get(path) === textDigest(entry.text)) data.set(path, entry.opened.data);
      }
      const files = sameData(opened, dir, read, changed, x.files, problems);
      if (files) return { ...x, files };
      const was = { check: x.report.translations, form: x.i18n, places: isLocalePlaces(x.places) ? x.places : null, files: x.files };
      // Only content files edited: the content is loaded again, its translations checked from these.
      if (changed.every((path) => x.contentReads.includes(path))) {
        translationsBefore = was;
        // Only cards' code edited: that code checked alone, the rest of the report kept (validate-code.ts).
        const edited = opened && isStringFiles(x.stringFiles) ? { read, dir, memo: opened, changed, before: entries, files: x.stringFiles } : null;
        const code = edited && !x.report.startsRun && isCodeReport(x.code) && codeEdited(edited, x.code, x.report.diagnostics, x.files, x.report.translations, englishOf(x.i18n));
        if (code) {
          lastCodeAlone = true;
          // (The form's message keys as the content's code now names them: a later check compares them with its own.)
          const i18n = x.i18n && { ...x.i18n, keys: code.keys.map((key) => ({ key, at: NOWHERE })) };
          return { ...x, report: { ...x.report, diagnostics: code.diagnostics, summary: code.summary, translations: code.translations }, i18n, code: code.code, files: code.files };
        }
        // (A problem in an edited file, or naming one, may move with the edit: the content is checked again.)
        const content = JSON.stringify(x.report.diagnostics);
        if (typeof x.report.rawCount === "number" && changed.every((path) => !namesFile(content, path))) contentBefore = { report: x.report, data, changed, ...(isCodeReport(x.code) ? { code: x.code } : {}) };
        // Only unchecked strings of card or procedure files edited: the report again without the files' load.
        const again = contentBefore && edited && uncheckedEdit(edited, x.report, was, templateMemos(dir));
        if (again) {
          lastContentKept = true;
          return { ...x, report: { ...x.report, translations: again.check }, i18n: again.form, files: again.files };
        }
      }
      // Only locale files edited: the content's report holds, the translations are checked again.
      if (!opened || changed.some((path) => x.contentReads.includes(path))) return null;
      const again = localesEdited(read, opened, changed, was, templateMemos(dir), data);
      if (again) tookPath("validate-locales");
      return again && { ...x, report: { ...x.report, translations: again.check }, i18n: again.form, places: again.places, files: again.files };
    },
  };
  let loaded = false;
  let fromForm = false;
  lastContentKept = false;
  lastCodeAlone = false;
  const { report, i18n } = cached({ root: REPO_ROOT }, spec, diskReader(dir), (read) => {
    loaded = true;
    // Each file's parse and schema checks from earlier runs: only what changed since is parsed
    // and checked again.
    const fileMemo = filesMemo();
    const contentReads = new Set<string>();
    const files = loadRaw((path) => (contentReads.add(path), read(path)), dir, fileMemo);
    const stringFiles = files.raw && fileMemo ? stringFilesOf(uncheckedStringFiles(files.raw), fileMemo) : undefined;
    // Only strings no check of the content reads edited (a card's name, a procedure's doc), and the
    // files' load finding what it found: the content's part of the report holds (unchecked-strings.ts).
    // The code's literal message keys are then the code report's: none may be in an edited file (a
    // line added above one moves it).
    const kept = contentBefore?.code && !contentBefore.code.keys.some((k) => contentBefore!.changed.includes(k.place.file)) && fileMemo && files.raw && sameDiagnostics(files.diagnostics, contentBefore.report.diagnostics.slice(0, contentBefore.report.rawCount)) && onlyUncheckedStrings(files.raw, contentBefore.changed, contentBefore.data) ? contentBefore.report : null;
    lastContentKept = kept !== null;
    // Else each overlay's own diagnostics and each piece of code's check from earlier runs (not
    // read when kept: no code, overlay or name is checked then).
    const reuse = kept ? undefined : diskReuse({ root: REPO_ROOT }, dir, fileMemo);
    // Validating compiles no game: a piece of code whose check is kept is not parsed again.
    if (reuse) checkProblemsOnly(reuse.checks);
    const load: Pick<LoadResult, "raw" | "sources"> & Partial<LoadResult> = kept ? files : loadContentFrom(files, DEFAULT_SELECTION, true, reuse);
    const base: Omit<FolderReport, "translations"> = kept ? { diagnostics: kept.diagnostics, summary: kept.summary, parsed: true, rawCount: kept.rawCount, ...(kept.startsRun ? { startsRun: true } : {}) } : { diagnostics: load.diagnostics!, summary: summaryOf(load as LoadResult), parsed: load.raw !== null, rawCount: files.diagnostics.length, ...(load.leftOut ? { leftOut: load.leftOut } : {}) };
    // Cards the overlays add that a scenario starts out of the game (hints CW505; after the other
    // diagnostics: the code report counts places among those).
    const outAtStart = !kept && load.raw && load.content ? cardsOutAtStart(load.raw) : null;
    if (outAtStart) {
      base.diagnostics = [...base.diagnostics, ...outAtStart];
      base.startsRun = true;
    }
    // (Kept: only the edited files' entries are written; the memos that keep what was used are left as they are.)
    const save = () => (kept ? fileMemo?.save() : reuse?.save());
    // (Kept: the code report holds as it was, the code and its problems' places unchanged.)
    const code = kept ? contentBefore?.code : load.raw && codeReportOf(load.raw, load.checked, base.diagnostics, base.summary, load.messageKeys);
    // (An anchor, key "", is where a piece of code's keys were: validate-code.ts.)
    if (kept && code) load.messageKeys = code.keys.flatMap((k) => (k.key && files.sources.has(k.place.file) ? [keyUseAt(k, files.sources.get(k.place.file)!)] : []));
    if (!load.raw) {
      save();
      return { report: { ...base, translations: null }, i18n: null, places: null, files: [], contentReads: [...contentReads] };
    }
    const templates = templateMemos(dir);
    // Only content files edited: the locale files are not read back.
    const again = translationsBefore && contentEdited(read, load, translationsBefore, templates);
    if (again && translationsBefore) {
      save();
      // The locale files, not opened this time, as the last report had them (their texts the same).
      const files = new Map(again.files);
      for (const [path, d] of dataFiles(fileMemo)) files.set(path, d);
      fromForm = true;
      return { report: { ...base, translations: again.check }, i18n: again.i18n, form: again.form, places: translationsBefore.places, files: [...files], contentReads: [...contentReads], stringFiles, code };
    }
    const i18n = loadI18n(read, { raw: load.raw, sources: load.sources, ...(load.messageKeys ? { keys: load.messageKeys } : {}), ...(fileMemo ? { memo: fileMemo } : {}) });
    const report = { ...base, translations: i18n.bundle.locales.source ? translationCheck(i18n, templates) : null };
    save();
    templates?.save();
    return { report, i18n, files: dataFiles(fileMemo), contentReads: [...contentReads], stringFiles, code };
  });
  if (i18n) (loaded && !fromForm ? rememberBundle : rememberTranslator)(dir, i18n);
  return report;
}

/** The English messages as the form's source locale and the engine's messages have them (sourceDiagnostics' test of the code's keys). */
function englishOf(form: TranslatorForm | null | undefined): EnglishMessages {
  const messages = form?.source?.messages.split("\u0000") ?? [];
  const texts = new Map<string, string>();
  for (let i = 0; i + 1 < messages.length; i += 2) texts.set(messages[i]!, messages[i + 1]!);
  return { text: (key) => texts.get(key), has: engineHas, file: form?.source?.file ?? "locales/en.yaml" };
}

/** Whether two lists of diagnostics are the same. */
function sameDiagnostics(a: readonly Diagnostic[], b: readonly Diagnostic[]): boolean {
  return a.length === b.length && JSON.stringify(a) === JSON.stringify(b);
}

/** The counts validate prints, from the declarations: validating compiles no game. */
function summaryOf({ content, compiledFrom }: LoadResult): FolderReport["summary"] {
  if (!content) return null;
  const d = compiledFrom?.declarations;
  const kinds = Object.values(content.overlays).reduce<Record<string, number>>((n, o) => ({ ...n, [o.kind]: (n[o.kind] ?? 0) + 1 }), {});
  return {
    name: content.name,
    spaces: d ? d.spaces.filter((x) => x.homeOf === null).length : content.game.spaces.filter((x) => x.homeOf === null).length,
    cards: d ? d.cards.length : content.game.cards.length,
    scripted: d ? d.cards.filter((c) => c.event !== null).length : content.game.cards.filter((c) => c.event !== null).length,
    scenarios: kinds.scenario ?? 0, variants: kinds.variant ?? 0, options: kinds.option ?? 0,
  };
}

/** One line: each language's share of up-to-date strings. */
function translationSummary(tr: Translator, languages: TranslationCheck["languages"]): string {
  const parts = languages.map((st) => tr.t("cli.validate.language", { lang: st.language, upToDate: st.upToDate, total: st.total, missing: st.missing, outdated: st.outdated }));
  return tr.t("cli.validate.translations", { summary: parts.join("; ") });
}

/**
 * The problems of a folder of locale files of no game (the engine's, the editor's), as a game's
 * translations' check finds them, through the disk cache: read and checked again only when one of
 * them changed or the folder's files are others (a validate from the cache would otherwise spend
 * twice its time on them, most of it compiling the locale schema).
 */
function ownProblems(folder: OwnLocales): Diagnostic[] {
  const names = folder.names();
  const spec: CacheSpec<Diagnostic[]> = { kind: folder.cacheKind, key: [folder.dir, names], save: (d) => d, restore: (saved) => saved as Diagnostic[] };
  return cached({ root: REPO_ROOT }, spec, diskReader(folder.dir), (read) => {
    const load = folder.loadFrom(read);
    return load ? translationCheck(load).diagnostics : [];
  });
}
