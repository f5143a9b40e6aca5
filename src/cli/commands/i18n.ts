// `cardwright i18n`: the translators' commands.
//   i18n status [LANG] [--check]   what is missing or outdated, per language, with counts
//   i18n stamp LANG [KEY...]       record that entries translate the current English text
//                  [--engine]      (in the engine's and editor's files only)
//   i18n preview CARD [--lang L]   a card's face in a language
import { join } from "node:path";
import { shownPath as shownPathOf } from "../shown-path.js";
import { readFileSync } from "node:fs";
import { requireContent } from "../../content/load-dir.js";
import { type CardLike, cardFace, editLocaleText, languageName, problemPlace, renderCardFace, sourceHash, statusDiagnostics, translationStatus, wordedPart, type I18nBundle, type StatusItem, type Translator } from "../../i18n/index.js";
import { parseYamlSource, type SourceFile } from "../../content/yaml-source.js";
import { defineCommand, usage, type ArgLocation } from "../command.js";
import { writeAtomically } from "../output.js";
import { closest } from "../../diagnostics/closest.js";
import { contentDir } from "./content-option.js";
import { loadBundle, requireLanguage, translatorFor } from "../i18n-option.js";
import { ContentError, type Diagnostic } from "../../diagnostics/diagnostic.js";
import { EDITOR_LOCALES } from "../editor-locales.js";
import { ENGINE_LOCALES } from "../engine-locales.js";
import type { OwnLocales } from "../own-locales.js";

/** The locale folders of no game, checked and stamped with every game's: the engine's, the editor's. */
const OWN: readonly OwnLocales[] = [ENGINE_LOCALES, EDITOR_LOCALES];

function shownPath(dir: string, file: string): string {
  return shownPathOf(join(dir, file));
}

function brief(text: string | null, width = 70): string {
  if (text === null) return "";
  const one = text.replace(/\s+/g, " ").trim();
  return `“${one.length > width ? `${one.slice(0, width - 1)}…` : one}”`;
}

/** Locale files that cannot be read (the game's, then the engine's and the editor's) are reported (exit 1) before anything else. */
function requireReadableLocales(dir: string): void {
  const errors = loadBundle(dir).diagnostics.filter((d) => d.severity === "error");
  if (errors.length) throw new ContentError(errors, dir);
  for (const folder of OWN) {
    const own = (folder.load()?.diagnostics ?? []).filter((d) => d.severity === "error");
    if (own.length) throw new ContentError(own, folder.dir);
  }
}

export const i18nStatusCommand = defineCommand({
  name: "i18n status",
  arguments: [{ name: "LANG", optional: true }],
  options: {
    check: { kind: "flag" },
  },
  run(args) {
    const dir = contentDir(args);
    requireReadableLocales(dir);
    const tr = translatorFor(args, dir);
    const { bundle } = loadBundle(dir);
    const lang = args.arguments[0];
    // The engine's own messages (src/locales/) and the editor's (editor/locales/) are spoken
    // whatever game is open, so they are checked with every game's, in the languages each has (a
    // language only they have, one a translator of the engine or editor is starting, is theirs alone).
    const owns = OWN.map((folder) => ({ folder, load: folder.load() }));
    const ownOnly = lang !== undefined && !bundle.translations.has(lang) && owns.some((o) => !!o.load?.bundle.translations.has(lang));
    if (lang !== undefined && !ownOnly) requireLanguage(dir, lang, args.atArgument(0), true);
    const counts = { open: 0, avoided: 0 };
    if (!ownOnly) report(tr, dir, bundle, lang, counts);
    for (const { folder, load } of owns) {
      if (!load || (lang !== undefined && !load.bundle.translations.has(lang))) continue;
      console.log(tr.t(folder.heading, { dir: folder.filePath("") }));
      report(tr, folder.dir, load.bundle, lang, counts);
    }
    const { open, avoided } = counts;
    if (args.values.check && (open || avoided)) {
      if (open) console.log(tr.t("cli.i18n.check_failed", { count: open }));
      if (avoided) console.log(tr.t("cli.i18n.glossary_check_failed", { count: avoided }));
      return 1;
    }
    return 0;
  },
});

/** Prints the status of a bundle's translations (`lang`, or all), adding to `counts`. */
function report(tr: Translator, dir: string, bundle: I18nBundle, lang: string | undefined, counts: { open: number; avoided: number }): void {
  const files = localeFiles(dir, bundle);
  for (const st of translationStatus(bundle, lang)) {
    console.log(tr.t("cli.i18n.summary", { lang: st.language, name: st.name, upToDate: st.upToDate, total: st.total, missing: st.missing, outdated: st.outdated, unstamped: st.unstamped, obsolete: st.obsolete, invalid: st.invalid }));
    counts.open += st.missing + st.outdated + st.invalid;
    const width = Math.max(0, ...st.items.map((i) => i.key.length), ...st.glossary.map((g) => g.key.length));
    for (const i of st.items) console.log(itemLine(tr, dir, i, width, files));
    if (!st.items.length) console.log(`  ${tr.t("cli.i18n.all_done", { lang: st.language })}`);
    // Glossary warnings (CW607): a translated string that uses a variant the edition does not print.
    if (st.glossary.length) console.log(`  ${tr.t("cli.i18n.glossary_summary", { lang: st.language, count: st.glossary.length })}`);
    for (const g of st.glossary) console.log(`  ${"CW607".padEnd(12)} ${g.key.padEnd(width)}  ${shownPath(dir, g.at.file)}:${g.at.start.line}  ${tr.t("cli.i18n.glossary_item", { avoid: g.avoid, official: g.official, term: g.term })}`);
    counts.avoided += st.glossary.length;
  }
}

/**
 * The locale files as parsed, by path: those the bundle's load kept, the others parsed from disk
 * when first asked for (a malformed string is placed at its character, found in its file).
 */
function localeFiles(dir: string, bundle: I18nBundle): Pick<ReadonlyMap<string, SourceFile>, "get"> {
  const parsed = new Map(bundle.locales.files);
  return {
    get(file: string) {
      let source = parsed.get(file);
      if (!source) {
        try {
          source = parseYamlSource(file, readFileSync(join(dir, file), "utf8")).source;
        } catch {
          return undefined;
        }
        parsed.set(file, source);
      }
      return source;
    },
  };
}

/** The error of a malformed entry `i18n stamp` leaves as it is, at the character to blame. */
function notStamped(i: StatusItem, lang: string, files: Pick<ReadonlyMap<string, SourceFile>, "get">): Diagnostic {
  const at = problemPlace(i, files) ?? i.at;
  const problem = i.problem ?? "";
  return {
    code: "CW605", severity: "error", message: `${languageName(lang)} translation of \`${i.key}\` is not stamped: ${problem}`, file: at.file, start: at.start, end: at.end,
    key: "diag.translation_not_stamped", args: { language: languageName(lang), lang, key: i.key, problem }, ...(i.reason ? { parts: { problem: i.reason } } : {}),
    hint: `a malformed translation is not stamped: correct it, then run \`cardwright i18n stamp ${lang} ${i.key}\``, hintKey: "diag.hint.fix_then_stamp", hintArgs: { lang, key: i.key },
  };
}

function itemLine(tr: Translator, dir: string, i: StatusItem, width: number, files: Pick<ReadonlyMap<string, SourceFile>, "get">): string {
  const state = tr.t("cli.i18n.item", { state: i.state });
  // A malformed string: at the character to blame (line and column).
  const place = problemPlace(i, files);
  const where = place ? `${shownPath(dir, place.file)}:${place.start.line}:${place.start.column}` : `${shownPath(dir, i.at.file)}:${i.at.start.line}`;
  // (What is wrong with a malformed one in the output's language.)
  const extra = i.state === "invalid" ? (i.reason && wordedPart(tr, i.reason)) || (i.problem ?? "") : brief(i.english ?? i.translation);
  return `  ${state.padEnd(12)} ${i.key.padEnd(width)}  ${where}  ${extra}`;
}

export const i18nStampCommand = defineCommand({
  name: "i18n stamp",
  arguments: [
    { name: "LANG" },
    { name: "KEY", optional: true, many: true },
  ],
  options: {
    engine: { kind: "flag" },
  },
  run(args) {
    const [lang, ...keys] = args.arguments as [string, ...string[]];
    const dir = contentDir(args);
    // A broken locale file is reported as itself, not as an unknown language.
    requireReadableLocales(dir);
    const tr = translatorFor(args, dir);
    const { bundle } = loadBundle(dir);
    // A key of the engine's own messages (src/locales/) or the editor's (editor/locales/) is
    // stamped in their file, unless the game's file has the entry (the game's own words for it);
    // without keys, every file's new entries are stamped. A language only they have is theirs alone.
    // --engine: their files only, the engine's entry of a message the game words too (revised
    // with the engine's English, it could not be stamped otherwise).
    const engine = args.values.engine === true;
    const owns = OWN.map((folder) => ({ folder, load: folder.load() })).filter((o) => !!o.load?.bundle.translations.has(lang));
    if (engine && !owns.length) {
      const available = [...new Set(OWN.flatMap((f) => [...(f.load()?.bundle.translations.keys() ?? [])]))].join(", ");
      throw usage("CW904", tr.t("cli.unknown_language", { lang, available }), "cli.unknown_language", { lang, available }, args.atArgument(0));
    }
    if (!engine && (!owns.length || bundle.translations.has(lang))) requireLanguage(dir, lang, args.atArgument(0), true);
    const t = bundle.translations.get(lang) ?? { entries: new Map() };
    const ownHome = (key: string) => owns.find((o) => o.load!.bundle.translations.get(lang)!.entries.has(key) && o.load!.bundle.byKey.has(key));
    // (A key no file of theirs has goes to the first, which says it has no such entry.)
    const home = (key: string) => (engine ? ownHome(key) ?? owns[0] : t.entries.has(key) ? undefined : ownHome(key));
    const listed = keys.map((key, i) => ({ key, at: args.atArgument(i + 1), home: home(key) }));
    const gameKeys = listed.filter((k) => !k.home);
    let failed = false;
    if (!engine && bundle.translations.has(lang) && (!keys.length || gameKeys.length)) failed = stampFile(tr, dir, bundle, lang, gameKeys, true) || failed;
    for (const o of owns) {
      const mine = listed.filter((k) => k.home === o);
      if (!keys.length || mine.length) failed = stampFile(tr, o.folder.dir, o.load!.bundle, lang, mine, mine.length > 0) || failed;
      o.folder.forget();
    }
    return failed ? 1 : 0;
  },
});

/**
 * Stamps entries of `lang`'s file of a bundle (`keys`, or every entry not stamped yet); whether
 * some were refused. `say`: say so when nothing was to stamp (not of the editor's file, stamped
 * along with a game's).
 */
function stampFile(tr: Translator, dir: string, bundle: I18nBundle, lang: string, keys: { key: string; at: ArgLocation | undefined }[], say: boolean): boolean {
  const t = bundle.translations.get(lang)!;
  const englishOf = (key: string) => bundle.byKey.get(key) ?? (bundle.aliases[key] ? bundle.byKey.get(bundle.aliases[key]!) : undefined);
  // Without keys: every entry that was never stamped (new translations). An entry whose key has
  // no English (a misspelt key) cannot be stamped; the others are, and it is reported at its line.
  const unstamped = [...t.entries.values()].filter((e) => e.source === null).map((e) => e.key);
  const unknown = new Set(keys.length ? [] : unstamped.filter((key) => !englishOf(key)));
  const targets = keys.length ? keys : unstamped.filter((key) => !unknown.has(key)).map((key) => ({ key, at: undefined }));
  if (unknown.size) {
    const warnings = statusDiagnostics(translationStatus(bundle, lang), bundle.locales.files).filter((d) => d.code === "CW604" && unknown.has(String(d.args?.key)));
    for (const d of warnings) console.error(tr.formatDiagnostic({ ...d, file: shownPath(dir, d.file) }));
  }
  // A malformed entry (a placeholder never closed …) is not stamped: a stamp says it translates
  // the English as it is, and it would then count as up to date. It is reported at the
  // character to blame; the others are stamped, and the command fails.
  const invalid = new Map(targets.length ? translationStatus(bundle, lang)[0]!.items.filter((i) => i.state === "invalid").map((i) => [i.key, i]) : []);
  const refused: Diagnostic[] = [];
  const edits = targets.flatMap(({ key, at }) => {
    const english = englishOf(key);
    if (!english) {
      // A misspelt key (`card.natto.name`): the nearest key with English, when one is near.
      const near = closest(key, bundle.byKey.keys());
      throw usage("CW904", `\`${key}\` has no English source`, "cli.arg.no_english", { key }, at, near ? { text: `did you mean \`${near}\`?`, key: "cli.hint.did_you_mean", args: { suggestion: near } } : undefined);
    }
    if (!t.entries.has(key)) throw usage("CW904", `${t.file} has no entry \`${key}\` to stamp: translate it first`, "cli.arg.no_entry", { key, file: t.file }, at);
    const bad = invalid.get(key);
    if (bad) {
      refused.push(notStamped(bad, lang, localeFiles(dir, bundle)));
      return [];
    }
    return [{ key, source: sourceHash(english.text) }];
  });
  for (const d of refused) console.error(tr.formatDiagnostic({ ...d, file: shownPath(dir, d.file) }));
  const file = join(dir, t.file);
  if (!edits.length) {
    if (say || refused.length) console.log(tr.t("cli.i18n.nothing_to_stamp", { file: shownPath(dir, t.file) }));
  } else {
    writeAtomically(file, editLocaleText(readFileSync(file, "utf8"), edits));
    console.log(tr.t("cli.i18n.stamped", { file: shownPath(dir, t.file), count: edits.length }));
  }
  if (!refused.length) return false;
  console.log(tr.t("cli.i18n.not_stamped", { file: shownPath(dir, t.file), count: refused.length }));
  return true;
}

export const i18nPreviewCommand = defineCommand({
  name: "i18n preview",
  arguments: [{ name: "CARD" }],
  options: {},
  run(args) {
    const dir = contentDir(args);
    const tr = translatorFor(args, dir);
    const content = requireContent(dir, { options: [] });
    const id = args.arguments[0]!;
    // A card a scenario, variant or option adds (`cards: add:`) has a face to translate too.
    const card = content.composed.cards.find((c) => c.data.id === id)?.data
      ?? content.composed.overlays.flatMap((o) => o.data.cards?.add ?? []).find((c) => c.id === id);
    if (!card) {
      const near = closest(id, [...content.composed.cards.map((c) => c.data.id), ...content.composed.overlays.flatMap((o) => (o.data.cards?.add ?? []).map((c) => c.id))]);
      throw usage("CW904", `unknown card \`${id}\``, "cli.arg.unknown_card", { id }, args.atArgument(0), near ? { text: tr.t("cli.hint.did_you_mean", { suggestion: near }), key: "cli.hint.did_you_mean", args: { suggestion: near } } : undefined);
    }
    console.log(renderCardFace(cardFace(tr, card as CardLike, content.manifest.card_face ?? {})));
    return 0;
  },
});
