// What is missing or out of date in each translation, with counts and locations: the data behind
// `cardwright i18n status`, the CW6xx warnings of `validate` and the editor's translator view.
import type { Diagnostic, MessagePart, Position } from "../diagnostics/diagnostic.js";
import type { I18nBundle } from "./bundle.js";
import { argumentNames, argumentTypes, FORMATS, MessageSyntaxError, NAME_TYPES, parseMessage } from "./format.js";
import { sourceHash } from "./hash.js";
import type { Location, SourceString } from "./sources.js";
import type { TranslationEntry, TranslationFile } from "./locales.js";
import { hasWholePhrase, mayHavePhrase, phrasePattern, phraseRegex } from "./whole-words.js";
import { scalarOffsetMapper, type SourceFile } from "../content/yaml-source.js";
import { selectCase, unknownCase } from "./select-cases.js";

export type ItemState = "missing" | "outdated" | "unstamped" | "obsolete" | "invalid";

export interface StatusItem {
  key: string;
  state: ItemState;
  /** The English text now (null for an obsolete key). */
  english: string | null;
  /** The translation, when there is one. */
  translation: string | null;
  /** Where to fix it: the translation entry, or the English source for a missing one. */
  at: Location;
  /** Where the English text is. */
  englishAt: Location | null;
  /** The current English hash (what `stamp` writes). */
  hash: string | null;
  /** For `invalid`: what is wrong with the translated template (in English). */
  problem?: string;
  /** For `invalid`: the same as a message, for other languages' words (see problemReason). */
  reason?: MessagePart;
  /** For `invalid`: where in the translation (its character, from 0) it is wrong, when one is to blame. */
  offset?: number;
}

/** A translated string that uses a variant the language's glossary says to avoid. */
export interface GlossaryViolation {
  key: string;
  /** The variant found (as the glossary writes it). */
  avoid: string;
  /** The official term to use instead, and what it is about. */
  official: string;
  term: string;
  /** The glossary entry's note for translators, if any. */
  note?: string;
  /** The translated string, and where it is. */
  translation: string;
  at: Location;
}

export interface LanguageStatus {
  language: string;
  name: string;
  file: string;
  /** Source strings to translate. */
  total: number;
  /** Up to date (translated and stamped with the current English). */
  upToDate: number;
  missing: number;
  /** Outdated, including entries never stamped. */
  outdated: number;
  /** Of the outdated, those never stamped (a new translation waiting for `i18n stamp`). */
  unstamped: number;
  obsolete: number;
  invalid: number;
  items: StatusItem[];
  /** Translated strings that use a term the glossary says to avoid (CW607). */
  glossary: GlossaryViolation[];
}

/**
 * The status of one translation (or of those `lang` lists, in that order), or of every translation
 * when `lang` is not given. `templates`: what templateProblem said of each (English, translated)
 * pair, by `${english}\u0000${translated}`; read and filled here (the command line keeps it on disk,
 * so a run checks only the templates that changed).
 */
export function translationStatus(bundle: I18nBundle, lang?: string | string[], templates?: Map<string, string | null>): LanguageStatus[] {
  const langs = Array.isArray(lang) ? lang : lang ? [lang] : [...bundle.translations.keys()];
  if (!langs.length) return [];
  // The English hashes are the same for every language: worked out once.
  const hashes = bundle.sources.map((s) => sourceHash(s.text));
  const problemOf = templateProblems(templates);
  return langs.map((code) => languageStatus(bundle, code, hashes, problemOf));
}

/**
 * The status of one translation for these English keys only (`keys`, of the bundle's sources):
 * their items in the bundle's order and their counts (`total` is how many of them there are); no
 * obsolete entries, no glossary (each a function of the translation file alone). A status worked
 * out again for the strings an edit changed (validate, after a content edit) is this; the rest of
 * it is the last one's.
 */
export function keysStatus(bundle: I18nBundle, code: string, keys: ReadonlySet<string>, templates?: Map<string, string | null>): LanguageStatus {
  const t = bundle.translations.get(code);
  const problemOf = templateProblems(templates);
  const items: StatusItem[] = [];
  let upToDate = 0;
  let total = 0;
  for (const s of bundle.sources) {
    if (!keys.has(s.key)) continue;
    total++;
    if (sourceItems(s, t?.entry ? t.entry(s.key) : t?.entries.get(s.key), sourceHash(s.text), problemOf, items)) upToDate++;
  }
  return counted(code, t, total, upToDate, items, []);
}

/** What each (English, translated) template pair's check found, kept in `templates` when given (see translationStatus). */
function templateProblems(templates?: Map<string, string | null>): (english: string, translated: string) => string | null {
  const english = new Map<string, Set<string> | null>();
  return (en, tr) => {
    if (!templates) return templateProblem(en, tr, english);
    const key = `${en}\u0000${tr}`;
    let p = templates.get(key);
    if (p === undefined) templates.set(key, (p = templateProblem(en, tr, english)));
    return p;
  };
}

/**
 * The items of one English string in a translation (its entry `e`), pushed to `items`: missing,
 * or invalid and/or outdated (unstamped); whether it is up to date (none of them).
 */
function sourceItems(s: SourceString, e: TranslationEntry | undefined, hash: string, problemOf: (english: string, translated: string) => string | null, items: StatusItem[]): boolean {
  if (!e) {
    items.push({ key: s.key, state: "missing", english: s.text, translation: null, at: s.at, englishAt: s.at, hash });
    return false;
  }
  const problem = s.key.startsWith("msg.") ? problemOf(s.text, e.text) : null;
  if (problem) {
    const offset = problemOffset(s.text, e.text);
    const reason = problemReason(s.text, e.text);
    items.push({ key: s.key, state: "invalid", english: s.text, translation: e.text, at: e.at, englishAt: s.at, hash, problem, ...(offset !== null ? { offset } : {}), ...(reason ? { reason } : {}) });
  }
  if (e.source === null) items.push({ key: s.key, state: "unstamped", english: s.text, translation: e.text, at: e.at, englishAt: s.at, hash });
  else if (e.source !== hash) items.push({ key: s.key, state: "outdated", english: s.text, translation: e.text, at: e.at, englishAt: s.at, hash });
  else return !problem;
  return false;
}

function languageStatus(bundle: I18nBundle, code: string, hashes: string[], problemOf: (english: string, translated: string) => string | null): LanguageStatus {
  const t = bundle.translations.get(code);
  const items: StatusItem[] = [];
  let upToDate = 0;
  for (const [n, s] of bundle.sources.entries()) if (sourceItems(s, t?.entries.get(s.key), hashes[n]!, problemOf, items)) upToDate++;
  for (const e of t?.entries.values() ?? []) {
    if (!bundle.byKey.has(e.key) && !bundle.aliases[e.key]) items.push({ key: e.key, state: "obsolete", english: null, translation: e.text, at: e.at, englishAt: null, hash: null });
  }
  return counted(code, t, bundle.sources.length, upToDate, items, glossaryViolations(t));
}

/**
 * A translation's glossary warnings alone (CW607, as statusDiagnostics gives them): a function of its
 * file only (its glossary and its entries), worked out again when only its glossary may have changed.
 */
export function glossaryDiagnostics(bundle: I18nBundle, code: string, keys?: ReadonlySet<string>): Diagnostic[] {
  const t = bundle.translations.get(code);
  return statusDiagnostics([counted(code, t, 0, 0, [], glossaryViolations(t, keys))]);
}

/** The warnings (CW607) of these glossary violations of a translation, as glossaryDiagnostics gives them. */
export function glossaryWarnings(bundle: I18nBundle, code: string, violations: GlossaryViolation[]): Diagnostic[] {
  return statusDiagnostics([counted(code, bundle.translations.get(code), 0, 0, [], violations)]);
}

/** The entries of a translation (those of `keys`, when given) that use a variant its glossary says to avoid. */
function glossaryViolations(t: TranslationFile | undefined, keys?: ReadonlySet<string>): GlossaryViolation[] {
  const glossary: GlossaryViolation[] = [];
  const rules = (t?.glossary ?? []).flatMap((g) => g.avoid.map((avoid) => ({ g, avoid, re: null as RegExp | null })));
  // One test of all the variants first: most strings use none, and each rule's own test is slower
  // (its regex made when first needed). Both without wholeWords's word classes (whole-words.ts),
  // unless a variant is empty (its whole-word match is then a place between two words).
  const plain = rules.every((r) => r.avoid.trim() !== "");
  const any = rules.length && plain ? phraseRegex(rules.map((r) => r.avoid)) : null;
  for (const e of rules.length ? t!.entries.values() : []) {
    if (keys && !keys.has(e.key)) continue;
    if (any && !mayHavePhrase(any, e.text)) continue;
    for (const rule of rules) {
      const { g, avoid } = rule;
      const found = plain ? hasWholePhrase((rule.re ??= phraseRegex([avoid])), e.text) : (rule.re ??= wholeWords(avoid)).test(e.text);
      if (found) glossary.push({ key: e.key, avoid, official: g.official, term: g.term, ...(g.note ? { note: g.note } : {}), translation: e.text, at: e.at });
    }
  }
  return glossary;
}

/** A status: its items counted by state, with its language's names. */
function counted(code: string, t: TranslationFile | undefined, total: number, upToDate: number, items: StatusItem[], glossary: GlossaryViolation[]): LanguageStatus {
  const count = (...states: ItemState[]) => items.filter((i) => states.includes(i.state)).length;
  return {
    language: code,
    name: t?.name ?? code,
    file: t?.file ?? "",
    total,
    upToDate,
    missing: count("missing"),
    outdated: count("outdated", "unstamped"),
    unstamped: count("unstamped"),
    obsolete: count("obsolete"),
    invalid: count("invalid"),
    items,
    glossary,
  };
}

/**
 * A case-insensitive test for `phrase` as whole words (letters or digits on neither side), any run
 * of spaces between its words; with `stem`, as the start of a word ("card" finds "cards").
 */
export function wholeWords(phrase: string, stem = false): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}_])${phrasePattern(phrase)}${stem ? "" : "(?![\\p{L}\\p{N}_])"}`, "iu");
}

/** What is wrong with a translated template: a syntax error, or an argument English does not have. */
export function templateProblem(english: string, translated: string, englishArgs?: Map<string, Set<string> | null>): string | null {
  let tn;
  try {
    tn = parseMessage(translated);
  } catch (e) {
    return e instanceof MessageSyntaxError ? syntaxProblem(e).text : String(e);
  }
  // The English template's arguments (null: it does not parse), kept for the next language.
  let en = englishArgs?.get(english);
  if (en === undefined) {
    try {
      en = argumentNames(parseMessage(english));
    } catch {
      en = null;
    }
    englishArgs?.set(english, en);
  }
  if (en === null) return null;
  const extra = [...argumentNames(tn)].filter((a) => !en.has(a));
  return extra.length ? unknownArguments(extra, en).text : null;
}

/** The problem of arguments a translation has that its English template has not, in English and as a message. */
function unknownArguments(extra: string[], english: Set<string>): { text: string; reason: MessagePart } {
  const names = extra.map((a) => `{${a}}`).join(", ");
  const has = [...english].map((a) => `{${a}}`).join(", ");
  return {
    text: `unknown argument ${names} (the English template has ${has || "none"})`,
    reason: { key: "diag.reason.unknown_argument", args: { names, english: has, count: english.size } },
  };
}

/** A template's syntax error in English and as a message (diag.reason.at_character, the reason inside it a part). */
function syntaxProblem(e: MessageSyntaxError): { text: string; reason: MessagePart } {
  const at = e.offset + 1;
  return {
    text: `${e.message} (at character ${at})`,
    reason: { key: "diag.reason.at_character", args: { reason: e.message, at }, parts: { reason: { key: `diag.reason.${e.reason}`, args: { ...e.args } } } },
  };
}

/**
 * What templateProblem says is wrong with a translated template, as a message other languages
 * word (null when nothing is): worked out again for a malformed string only, like its offset.
 */
export function problemReason(english: string, translated: string): MessagePart | null {
  let tn;
  try {
    tn = parseMessage(translated);
  } catch (e) {
    return e instanceof MessageSyntaxError ? syntaxProblem(e).reason : null;
  }
  let en: Set<string>;
  try {
    en = argumentNames(parseMessage(english));
  } catch {
    return null;
  }
  const extra = [...argumentNames(tn)].filter((a) => !en.has(a));
  return extra.length ? unknownArguments(extra, en).reason : null;
}

/**
 * The character of a translated template (from 0) that templateProblem blames: where its syntax
 * goes wrong, or the first placeholder of an argument the English template does not have; null
 * when it names none (worked out again for a malformed string only: the memo keeps the words).
 */
export function problemOffset(english: string, translated: string): number | null {
  try {
    parseMessage(translated);
  } catch (e) {
    return e instanceof MessageSyntaxError ? e.offset : null;
  }
  let en: Set<string>;
  try {
    en = argumentNames(parseMessage(english));
  } catch {
    return null;
  }
  for (const m of translated.matchAll(/\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*[,}]/g)) if (!en.has(m[1]!)) return m.index;
  return null;
}

/**
 * Where a string's character `offset` is in its locale file (`path`: its value's place in the
 * file's data), when the file is among `files` as parsed; null otherwise.
 */
function placeInFile(files: Pick<ReadonlyMap<string, SourceFile>, "get"> | undefined, file: string, path: (string | number)[], offset: number): Location | null {
  const source = files?.get(file);
  if (!source) return null;
  const at = scalarOffsetMapper(source, path)(offset);
  return { file, start: at, end: { line: at.line, column: at.column + 1 } };
}

/** Where a malformed string (an `invalid` item) is wrong in its file, when the file is among `files` as parsed; null otherwise. */
export function problemPlace(item: StatusItem, files: Pick<ReadonlyMap<string, SourceFile>, "get">): Location | null {
  return item.state === "invalid" && item.offset !== undefined ? placeInFile(files, item.at.file, ["strings", item.key, "text"], item.offset) : null;
}

/** A place no file has (file ""): a caller checking from a form without the files reads them (validate-translations.ts). */
const NOWHERE: Location = { file: "", start: { line: 0, column: 0 }, end: { line: 0, column: 0 } };

/** A template's argument types, or what is wrong with its syntax. */
function typesOf(template: string): string[] | string {
  try {
    return [...argumentTypes(parseMessage(template))];
  } catch (e) {
    return e instanceof MessageSyntaxError ? syntaxProblem(e).text : String(e);
  }
}

/** The `{` of a template's first placeholder shown with one of these (unknown) types, or null. */
function typeOffset(template: string, unknown: readonly string[]): number | null {
  for (const m of template.matchAll(/\{\s*[A-Za-z_][A-Za-z0-9_]*\s*,\s*([^\s,{}]+)/g)) if (unknown.includes(m[1]!)) return m.index;
  return null;
}

/** What Intl.DisplayNames gives in English for some languages (tests/i18n-status.test.ts compares). */
export const ENGLISH_NAMES: Record<string, string> = { en: "English", es: "Spanish", it: "Italian", pt: "Portuguese", fr: "French", de: "German" };

/** The English name of a language code ("Spanish"), for messages. */
export function languageName(code: string, inLanguage = "en"): string {
  // The shipped languages in English without Intl: its first use loads ICU's data (about 20 ms).
  if (inLanguage === "en" && ENGLISH_NAMES[code]) return ENGLISH_NAMES[code];
  try {
    return new Intl.DisplayNames([inLanguage], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * validate's warnings: one per missing, outdated, obsolete or malformed translated string.
 * `files`: the locale files as parsed, by path (Locales.files): a malformed string's warning is at
 * the character to blame, found in its file; when its file is not given, nowhere (file ""), so
 * that a check made without the files is made again with them rather than placing it elsewhere.
 */
export function statusDiagnostics(statuses: LanguageStatus[], files?: ReadonlyMap<string, SourceFile>): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const st of statuses) {
    const language = languageName(st.language);
    for (const i of st.items) {
      const base = { severity: "warning" as const, file: i.at.file, start: i.at.start, end: i.at.end };
      const args = { language, lang: st.language, key: i.key };
      switch (i.state) {
        case "missing":
          out.push({ ...base, code: "CW602", message: `missing ${language} translation of \`${i.key}\``, key: "diag.translation_missing", args, hint: `add it to ${st.file}`, hintKey: "diag.hint.add_translation", hintArgs: { file: st.file } });
          break;
        case "outdated":
          out.push({ ...base, code: "CW603", message: `${language} translation of \`${i.key}\` is outdated: the English text changed`, key: "diag.translation_outdated", args, hint: `revise it, then run \`cardwright i18n stamp ${st.language} ${i.key}\``, hintKey: "diag.hint.stamp", hintArgs: { lang: st.language, key: i.key } });
          break;
        case "unstamped":
          out.push({ ...base, code: "CW603", message: `${language} translation of \`${i.key}\` has no source hash`, key: "diag.translation_unstamped", args, hint: `run \`cardwright i18n stamp ${st.language} ${i.key}\``, hintKey: "diag.hint.stamp", hintArgs: { lang: st.language, key: i.key } });
          break;
        case "obsolete":
          out.push({ ...base, code: "CW604", message: `${language} translation of \`${i.key}\`, which has no English source`, key: "diag.translation_obsolete", args, hint: "remove it, or check the key's spelling", hintKey: "diag.hint.obsolete" });
          break;
        case "invalid": {
          const at = i.offset === undefined ? i.at : (problemPlace(i, files ?? new Map()) ?? NOWHERE);
          out.push({ ...base, file: at.file, start: at.start, end: at.end, code: "CW605", message: `${language} translation of \`${i.key}\`: ${i.problem}`, key: "diag.translation_invalid", args: { ...args, problem: i.problem ?? "" }, ...(i.reason ? { parts: { problem: i.reason } } : {}) });
          break;
        }
      }
    }
    for (const v of st.glossary) {
      out.push({
        severity: "warning", file: v.at.file, start: v.at.start, end: v.at.end, code: "CW607",
        message: `${language} translation of \`${v.key}\` uses “${v.avoid}”: the edition's term for ${v.term} is “${v.official}”`,
        key: "diag.glossary_avoided_term", args: { language, lang: st.language, key: v.key, avoid: v.avoid, official: v.official, term: v.term },
        hint: `write “${v.official}” (glossary of ${st.file})`, hintKey: "diag.hint.glossary", hintArgs: { official: v.official, file: st.file },
      });
    }
  }
  return out;
}

/** Warning CW608: the code names `key` with a literal at `at`, and no English message words it (`file`: the source locale's). */
export function messageKeyMissing(key: string, at: { file: string; start: Position; end: Position }, file: string): Diagnostic {
  return {
    code: "CW608", severity: "warning", message: `no English message \`${key}\`: players see the key itself`, file: at.file, start: at.start, end: at.end,
    key: "diag.message_key_missing", args: { key }, hint: `add \`${key}: "…"\` under messages: in ${file}`,
    hintKey: "diag.hint.add_message", hintArgs: { key, file },
  };
}

/**
 * The warning of a literal the code names (bundle.keys), or null when English words it: a message
 * key with no English message (CW608, unless `outside` has it: the engine's own messages), or a
 * case of a message's select that the select does not have (CW406, select-cases.ts). `english`:
 * the source locale's template of a message key (without `msg.`); `file`: the source locale's.
 */
export function codeKeyWarning(key: string, at: Location, english: (key: string) => string | undefined, outside: (key: string) => boolean, file: string): Diagnostic | null {
  if (selectCase(key)) return unknownCase(key, at, english, file);
  return english(key) !== undefined || outside(key) ? null : messageKeyMissing(key, at, file);
}

/** The kernel's words for the things a game declares, which translate() names with the game's own prefixes. */
const KERNEL_NAME_TYPES = ["space", "group", "track", "pile", "piece"];

/**
 * English templates that do not parse, and option labels of the content without an English text.
 * `parsed`: what each English template's parse found (its argument types, or what is wrong with
 * its syntax), by its text; read and filled here (the command line keeps it on disk).
 * `outside`: whether a message key has English outside the game (the engine's own messages, which
 * every game speaks under its own); given, the message keys the content's code names with a
 * literal and nothing words are reported too (CW608: players would see the key itself).
 */
export function sourceDiagnostics(bundle: I18nBundle, parsed?: Map<string, string[] | string>, outside?: (key: string) => boolean): Diagnostic[] {
  const out: Diagnostic[] = [];
  // A name type is a key prefix of names the game has (card., country., track. …), or one of the
  // kernel's words for what any game declares (KERNEL_NAME_TYPES: the engine's own messages, which
  // belong to no game, name with them): any other word (a typo such as `{c, crad}`) would show
  // the bare id, so it is reported like a syntax error.
  const nameTypes = new Set<string>([...NAME_TYPES, ...KERNEL_NAME_TYPES, ...bundle.namePrefixes, ...bundle.sources.filter((x) => x.key.endsWith(".name")).map((x) => x.key.split(".")[0]!)]);
  for (const s of bundle.sources) {
    if (!s.key.startsWith("msg.")) continue;
    let types = parsed?.get(s.text);
    if (types === undefined) {
      types = typesOf(s.text);
      parsed?.set(s.text, types);
    }
    let problem: string | null = null;
    let reason: MessagePart | null = null;
    let unknown: string[] = [];
    if (typeof types === "string") {
      problem = types;
      // (Worked out again for a malformed template only: the memo keeps the words.)
      reason = problemReason(s.text, s.text);
    } else {
      unknown = types.filter((t) => !FORMATS.has(t) && !nameTypes.has(t));
      if (unknown.length) {
        const args = { types: unknown.map((t) => `\`${t}\``).join(", "), formats: [...FORMATS].join(", "), names: [...nameTypes].sort().join(", ") };
        problem = `unknown type ${args.types} (formats: ${args.formats}, plural, select; names: ${args.names})`;
        reason = { key: "diag.reason.unknown_type", args };
      }
    }
    if (problem) {
      // At the character to blame, when en.yaml is at hand as parsed (else at the message's key).
      const offset = typeof types === "string" ? problemOffset(s.text, s.text) : typeOffset(s.text, unknown);
      const at = (offset !== null && placeInFile(bundle.locales.files, s.at.file, ["messages", s.key.slice("msg.".length)], offset)) || s.at;
      out.push({ code: "CW605", severity: "error", message: `message \`${s.key}\`: ${problem}`, file: at.file, start: at.start, end: at.end, key: "diag.message_invalid", args: { key: s.key, problem }, ...(reason ? { parts: { problem: reason } } : {}) });
    }
  }
  if (bundle.locales.source) {
    for (const o of bundle.options) {
      if (bundle.byKey.has(`msg.option.${o.label}`)) continue;
      out.push({
        code: "CW606", severity: "warning", message: `option "${o.label}" has no English text`, file: o.at.file, start: o.at.start, end: o.at.end,
        key: "diag.option_text_missing", args: { label: o.label }, hint: `add \`option.${o.label}:\` under messages in ${bundle.locales.source.file}`,
        hintKey: "diag.hint.add_option_text", hintArgs: { label: o.label, file: bundle.locales.source.file },
      });
    }
  }
  if (outside) {
    const file = bundle.locales.source?.file ?? "locales/en.yaml";
    const english = (key: string) => bundle.byKey.get(`msg.${key}`)?.text;
    for (const k of bundle.keys) {
      const d = codeKeyWarning(k.key, k.at, english, outside, file);
      if (d) out.push(d);
    }
  }
  return out;
}
