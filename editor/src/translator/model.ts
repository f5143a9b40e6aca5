// The translator view's logic, free of the DOM so it is tested in node: every translatable string
// of a language as a row (English, translation, state), grouped and filtered with counts; the edit
// of a locale file's text when a translation is typed (stamped with the current English) or
// cleared; a bundle patched with an edit before the worker has rebuilt it; starting a new
// language; the English a translation was made from, when the editor has seen it.
import { isMap, isSeq, parseDocument, type YAMLMap, type YAMLSeq } from "yaml";
import type { I18nBundle } from "../../../src/i18n/bundle.js";
import { editLocaleText } from "../../../src/i18n/edit.js";
import { argumentNames, parseMessage } from "../../../src/i18n/format.js";
import { sourceHash } from "../../../src/i18n/hash.js";
import type { TranslationEntry, TranslationFile } from "../../../src/i18n/locales.js";
import type { Location } from "../../../src/i18n/sources.js";
import type { MessagePart } from "../../../src/diagnostics/diagnostic.js";
import { translationStatus, type GlossaryViolation } from "../../../src/i18n/status.js";

export const GROUPS = ["cards", "map", "game", "overlays", "log", "decisions", "diagnostics", "cli", "editor"] as const;
export type GroupId = (typeof GROUPS)[number];

/** Which group of the view a key belongs to. */
export function groupOf(key: string): GroupId {
  if (/^(card|effect)\./.test(key) || key.startsWith("msg.card.face.")) return "cards";
  if (/^(country|region)\./.test(key)) return "map";
  if (/^(game|side|era|space)\./.test(key) || key === "msg.side.neutral") return "game";
  if (key.startsWith("overlay.")) return "overlays";
  if (/^msg\.(prompt|option)\./.test(key)) return "decisions";
  if (key.startsWith("msg.diag.")) return "diagnostics";
  if (key.startsWith("msg.cli.")) return "cli";
  if (key.startsWith("msg.editor.")) return "editor";
  // The engine's log lines, and the notes effect code writes into the log.
  return "log";
}

export type RowState = "ok" | "missing" | "outdated" | "unstamped" | "invalid" | "obsolete";

export interface Row {
  key: string;
  group: GroupId;
  state: RowState;
  /** The English text now (null for an obsolete entry). */
  english: string | null;
  translation: string | null;
  /** The current English's hash (what an edit stamps). */
  hash: string | null;
  /** The hash the entry was stamped with (the English it translates). */
  stamped: string | null;
  englishAt: Location | null;
  /** The translation entry, when there is one. */
  at: Location | null;
  /** For an invalid template: what is wrong (in English), and the same as a message (worded in the editor's language). */
  problem?: string;
  reason?: MessagePart;
  /** An invalid entry whose English also changed. */
  outdated?: boolean;
  /** Placeholders of an English message ({side}, {card} …), to keep in the translation. */
  placeholders: string[];
  /** Terms the translation uses that the language's glossary says to avoid (`i18n status`'s CW607). */
  glossary: GlossaryViolation[];
}

const PRIORITY: Record<RowState, number> = { ok: 0, obsolete: 1, unstamped: 2, outdated: 3, missing: 4, invalid: 5 };

/** Every string of `lang`: the content's and the messages' English in order, then entries without English. */
export function translatorRows(bundle: I18nBundle, lang: string): Row[] {
  const t = bundle.translations.get(lang);
  const [status] = translationStatus(bundle, lang);
  const issues = new Map<string, { state: RowState; problem?: string; reason?: MessagePart; outdated?: boolean }>();
  for (const i of status?.items ?? []) {
    const had = issues.get(i.key);
    const state = !had || PRIORITY[i.state] > PRIORITY[had.state] ? i.state : had.state;
    issues.set(i.key, {
      state,
      problem: i.problem ?? had?.problem,
      reason: i.reason ?? had?.reason,
      outdated: !!had?.outdated || i.state === "outdated" || i.state === "unstamped" || had?.state === "outdated" || had?.state === "unstamped",
    });
  }
  const avoided = new Map<string, GlossaryViolation[]>();
  for (const v of status?.glossary ?? []) avoided.set(v.key, [...(avoided.get(v.key) ?? []), v]);
  const rows: Row[] = bundle.sources.map((s) => {
    const e = t?.entries.get(s.key);
    const issue = issues.get(s.key);
    const row: Row = {
      key: s.key,
      group: groupOf(s.key),
      state: issue?.state ?? "ok",
      english: s.text,
      translation: e?.text ?? null,
      hash: sourceHash(s.text),
      stamped: e?.source ?? null,
      englishAt: s.at,
      at: e?.at ?? null,
      placeholders: s.key.startsWith("msg.") ? placeholders(s.text) : [],
      glossary: avoided.get(s.key) ?? [],
    };
    if (issue?.problem) row.problem = issue.problem;
    if (issue?.reason) row.reason = issue.reason;
    if (issue?.state === "invalid" && issue.outdated) row.outdated = true;
    return row;
  });
  for (const i of status?.items ?? []) {
    if (i.state !== "obsolete") continue;
    const e = t?.entries.get(i.key);
    rows.push({ key: i.key, group: groupOf(i.key), state: "obsolete", english: null, translation: i.translation, hash: null, stamped: e?.source ?? null, englishAt: null, at: i.at, placeholders: [], glossary: avoided.get(i.key) ?? [] });
  }
  return rows;
}

/** The argument names of a message template, as the translator should keep them: {side} … */
export function placeholders(template: string): string[] {
  try {
    return [...argumentNames(parseMessage(template))];
  } catch {
    return [];
  }
}

export type Filter = "all" | "missing" | "outdated";

/** Outdated, in the view, is everything a translator has to look at again. */
export function needsReview(state: RowState): boolean {
  return state === "outdated" || state === "unstamped" || state === "invalid" || state === "obsolete";
}

export function matchesFilter(row: Row, filter: Filter): boolean {
  return filter === "all" || (filter === "missing" ? row.state === "missing" : needsReview(row.state));
}

export interface Counts {
  total: number;
  missing: number;
  outdated: number;
  ok: number;
}

export function countRows(rows: readonly Row[]): Counts {
  const c: Counts = { total: 0, missing: 0, outdated: 0, ok: 0 };
  for (const r of rows) {
    if (r.state !== "obsolete") c.total++;
    if (r.state === "missing") c.missing++;
    else if (needsReview(r.state)) c.outdated++;
    else c.ok++;
  }
  return c;
}

/** Counts by group, and for every group together under "all". */
export function groupCounts(rows: readonly Row[]): Record<GroupId | "all", Counts> {
  const out = { all: countRows(rows) } as Record<GroupId | "all", Counts>;
  for (const g of GROUPS) out[g] = countRows(rows.filter((r) => r.group === g));
  return out;
}

/** Lower case without accents, so "pais" finds "País". */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
}

export interface RowQuery {
  group: GroupId | "all";
  filter: Filter;
  search?: string;
  /** Rows shown whatever their state (the ones being edited). */
  keep?: ReadonlySet<string>;
}

export function filterRows(rows: readonly Row[], q: RowQuery): Row[] {
  const words = fold(q.search ?? "").split(/\s+/).filter(Boolean);
  return rows.filter((r) => {
    if (q.group !== "all" && r.group !== q.group) return false;
    if (q.keep?.has(r.key)) return true;
    if (!matchesFilter(r, q.filter)) return false;
    if (!words.length) return true;
    const hay = fold(`${r.key} ${r.english ?? ""} ${r.translation ?? ""}`);
    return words.every((w) => hay.includes(w));
  });
}

/** The English of a key (an alias's is its target's). */
export function englishOf(bundle: I18nBundle, key: string): string | null {
  const s = bundle.byKey.get(key) ?? (bundle.aliases[key] ? bundle.byKey.get(bundle.aliases[key]!) : undefined);
  return s?.text ?? null;
}

/** The last key before `key`, in the order of the English, that the translation already has. */
export function previousTranslated(bundle: I18nBundle, lang: string, key: string): string | undefined {
  const t = bundle.translations.get(lang);
  const i = bundle.sources.findIndex((s) => s.key === key);
  for (let j = i - 1; j >= 0; j--) if (t?.entries.has(bundle.sources[j]!.key)) return bundle.sources[j]!.key;
  return undefined;
}

/**
 * The locale file's text after the translator typed `text` for `key`: the entry's text is set and
 * stamped with the current English (a new entry goes after the nearest earlier one, in the English
 * order, that `bundle` says the translation has);
 * an empty text removes the entry (the string is missing again).
 */
export function editTranslation(fileText: string, bundle: I18nBundle, lang: string, key: string, text: string): string {
  if (!text.trim()) return editLocaleText(fileText, [{ key, remove: true }]);
  const english = englishOf(bundle, key);
  // Used only when the file has no entry for the key yet.
  const after = previousTranslated(bundle, lang, key);
  return editLocaleText(fileText, [{ key, text, ...(english !== null ? { source: sourceHash(english) } : {}), ...(after ? { after } : {}) }]);
}

/**
 * Adds a missing translation as the English text with no source stamp: the translator view and
 * `i18n status` list it as "not stamped", so it stays marked to translate until someone does.
 */
export function addToTranslate(fileText: string, bundle: I18nBundle, lang: string, key: string): string {
  const english = englishOf(bundle, key);
  if (english === null) throw new Error(`\`${key}\` has no English source`);
  const after = previousTranslated(bundle, lang, key);
  return editLocaleText(fileText, [{ key, text: english, ...(after ? { after } : {}) }]);
}

/** Marks a translation as made from the current English (the translation was still right). */
export function stampTranslation(fileText: string, bundle: I18nBundle, key: string): string {
  const english = englishOf(bundle, key);
  if (english === null) throw new Error(`\`${key}\` has no English source`);
  return editLocaleText(fileText, [{ key, source: sourceHash(english) }]);
}

export function removeTranslation(fileText: string, key: string): string {
  return editLocaleText(fileText, [{ key, remove: true }]);
}

/**
 * The bundle with one translation entry set (or removed: text null), as the locale file will say
 * once the worker has read it; the view and the card preview use it while the translator types.
 */
export function withEntry(bundle: I18nBundle, lang: string, key: string, text: string | null, source: string | null): I18nBundle {
  const t = bundle.translations.get(lang);
  if (!t) return bundle;
  const entries = new Map(t.entries);
  if (text === null) entries.delete(key);
  else {
    const old = entries.get(key);
    const entry: TranslationEntry = { key, text, source, at: old?.at ?? { file: t.file, start: { line: 1, column: 1 }, end: { line: 1, column: 1 } } };
    entries.set(key, entry);
  }
  const translations = new Map(bundle.translations);
  const file: TranslationFile = { ...t, entries };
  translations.set(lang, file);
  return { ...bundle, translations, locales: { ...bundle.locales, translations: bundle.locales.translations.map((x) => (x.language === lang ? file : x)) } };
}

// --- starting a new language

export const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/** What is wrong with a new language's code and name (a message key and its arguments), or null. */
export function checkNewLanguage(bundle: I18nBundle, code: string, name: string): { key: string; args?: Record<string, string> } | null {
  if (!LANGUAGE_CODE.test(code)) return { key: "editor.translator.new.bad_code" };
  if (bundle.languages.some((l) => l.code === code)) return { key: "editor.translator.new.exists", args: { code } };
  if (!name.trim()) return { key: "editor.translator.new.no_name" };
  return null;
}

/** A language's own name ("Deutsch" for de), to offer as the new file's `name:`. */
export function ownName(code: string): string {
  try {
    const n = new Intl.DisplayNames([code], { type: "language" }).of(code);
    return n && n !== code ? n.charAt(0).toLocaleUpperCase(code) + n.slice(1) : "";
  } catch {
    return "";
  }
}

/** The path of a language's file, relative to the content folder. */
export function localePath(code: string): string {
  return `locales/${code}.yaml`;
}

/** A new, empty translation file. */
export function newLanguageText(code: string, name: string, gameName: string): string {
  let english = code;
  try {
    english = new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code;
  } catch {
    // An unusual code: its English name is the code.
  }
  return [
    `# ${english} translation (Cardwright, ${gameName}).`,
    "# Each entry: text = the translation; source = hash of the English text it translates (the",
    "# editor's translator view writes both; or run `cardwright i18n stamp " + code + " KEY`).",
    `language: ${code}`,
    `name: ${JSON.stringify(name.trim())}`,
    "strings: {}",
    "",
  ].join("\n");
}

/** game.yaml's text with `path` added to `locales.translations` (its layout otherwise kept). */
export function addTranslationToManifest(gameText: string, path: string): string {
  const doc = parseYamlDocument(gameText);
  const locales = doc.get("locales", true);
  if (!isMapNode(locales)) throw new Error("game.yaml has no `locales:` (the English messages come first)");
  const translations = locales.get("translations", true);
  if (isSeqNode(translations)) {
    const items = translations.items as { value?: unknown; range?: [number, number, number] }[];
    if (items.some((i) => i.value === path)) return gameText;
    const last = items[items.length - 1];
    if (translations.flow) {
      if (!last?.range) {
        const [start, end] = translations.range!;
        return gameText.slice(0, start) + `[${path}]` + gameText.slice(end);
      }
      const at = last.range[1];
      return gameText.slice(0, at) + `, ${path}` + gameText.slice(at);
    }
    if (!last?.range) throw new Error("cannot add to an empty block list");
    const lineStart = gameText.lastIndexOf("\n", last.range[0] - 1) + 1;
    const prefix = gameText.slice(lineStart, last.range[0]);
    const nl = gameText.indexOf("\n", last.range[1]);
    const at = nl === -1 ? gameText.length : nl;
    return gameText.slice(0, at) + `\n${prefix}${path}` + gameText.slice(at);
  }
  // No list yet: a line after the last entry of `locales:`.
  const lastPair = locales.items[locales.items.length - 1] as { key?: { range?: number[] }; value?: { range?: number[] } } | undefined;
  const keyStart = lastPair?.key?.range?.[0];
  const valueEnd = lastPair?.value?.range?.[1] ?? lastPair?.key?.range?.[1];
  if (keyStart === undefined || valueEnd === undefined) throw new Error("cannot find where to add `translations:` in game.yaml");
  const indent = keyStart - (gameText.lastIndexOf("\n", keyStart - 1) + 1);
  const nl = gameText.indexOf("\n", valueEnd - 1);
  const at = nl === -1 ? gameText.length : nl;
  return gameText.slice(0, at) + `\n${" ".repeat(indent)}translations: [${path}]` + gameText.slice(at);
}

// --- the English a translation was made from

/**
 * English texts the editor has seen, by hash: an outdated translation's stamp names the English it
 * was made from, and when that text is known the view shows it next to the English now.
 */
export function rememberEnglish(memory: Map<string, string>, bundle: I18nBundle): boolean {
  let added = false;
  for (const s of bundle.sources) {
    const h = sourceHash(s.text);
    if (!memory.has(h)) {
      memory.set(h, s.text);
      added = true;
    }
  }
  return added;
}

export interface DiffPart {
  text: string;
  kind: "same" | "removed" | "added";
}

/** A word diff of two texts (longest common subsequence of words, each with the spaces after it). */
export function wordDiff(before: string, after: string): DiffPart[] {
  const words = (t: string) => t.match(/^\s+|\S+\s*/g) ?? [];
  const a = words(before);
  const b = words(after);
  const n = a.length;
  const m = b.length;
  // Too long to compare word by word: the two texts, whole.
  if (n * m > 250_000) return [{ text: before, kind: "removed" }, { text: after, kind: "added" }];
  const same = (i: number, j: number) => a[i]!.trim() === b[j]!.trim();
  const lcs = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) lcs[i]![j] = same(i, j) ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: DiffPart[] = [];
  const push = (text: string, kind: DiffPart["kind"]) => {
    const last = out[out.length - 1];
    if (last && last.kind === kind) last.text += text;
    else out.push({ text, kind });
  };
  // Removed words first, then added ones, within each changed stretch.
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && same(i, j)) {
      push(b[j]!, "same");
      i++;
      j++;
      continue;
    }
    const removed: string[] = [];
    const added: string[] = [];
    while (i < n || j < m) {
      if (i < n && j < m && same(i, j)) break;
      if (i < n && (j >= m || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) removed.push(a[i++]!);
      else added.push(b[j++]!);
    }
    if (removed.length) push(removed.join(""), "removed");
    if (added.length) push(added.join(""), "added");
  }
  return out;
}

// --- the card a string belongs to

/** The card whose face shows a string (card.<id>.*, or a card's lasting effect), or null. */
export function cardOfKey(key: string, cards: readonly { id: string; lasting: string[] }[]): string | null {
  const m = /^(card|effect)\.([^.]+)\./.exec(key);
  if (!m) return null;
  const id = m[2]!;
  if (m[1] === "card") return cards.some((c) => c.id === id) ? id : null;
  return cards.find((c) => c.id === id || c.lasting.includes(id))?.id ?? null;
}

function parseYamlDocument(text: string) {
  const doc = parseDocument(text, { keepSourceTokens: false });
  if (doc.errors.length) throw new Error(`game.yaml has YAML errors: ${doc.errors[0]!.message}`);
  return doc;
}

function isMapNode(n: unknown): n is YAMLMap {
  return isMap(n);
}

function isSeqNode(n: unknown): n is YAMLSeq {
  return isSeq(n);
}
