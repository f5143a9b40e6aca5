// What the editor speaks before the engine worker's first build: the messages of the locale files
// (en.yaml and the chosen language), read straight from the buffers. Content names (cards,
// countries …) come with the worker's full bundle a moment later.
import { parse } from "yaml";
import { quickYaml } from "../../../src/content/yaml-quick.js";
// Specific modules, not src/i18n/index: the page must not pull in the content loader (the worker has it).
import type { I18nBundle } from "../../../src/i18n/bundle.js";
import type { Locales, TranslationEntry } from "../../../src/i18n/locales.js";

const nowhere = (file: string) => ({ file, start: { line: 1, column: 1 }, end: { line: 1, column: 1 } });

function yaml(text: string | undefined): Record<string, unknown> | null {
  if (text === undefined) return null;
  // The quick reader first: it gives the package's data or nothing (then the package reads it, and
  // says why it cannot). The package checks each key of a map against those before it: its first
  // parse of a 100 KB locale file takes about half a second in the page or a worker, the quick
  // reader's some 20 ms; the page reads its English messages (70 KB and 24 KB) before the code
  // editor shows.
  const quick = quickYaml(text);
  if (quick) return quick.data;
  try {
    const v = parse(text) as unknown;
    return v && typeof v === "object" ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * A messages-only bundle from the content folder's game.yaml and locale files (null without them).
 * Only `lang`'s file is read in full; of the other languages, their code and name (the picker).
 */
export function messagesBundle(buffers: ReadonlyMap<string, string>, root: string, lang: string): I18nBundle | null {
  const game = yaml(buffers.get(`${root}/game.yaml`));
  const paths = game?.["locales"] as { source?: string; translations?: string[] } | undefined;
  if (!paths?.source) return null;
  const file = (path: string) => ({ file: path, text: buffers.get(`${root}/${path}`) });
  return localeBundle(file(paths.source), (paths.translations ?? []).map(file), lang);
}

/**
 * A messages-only bundle of a source locale file and translation files (`text` undefined: not
 * there), null when the source does not parse. Only `lang`'s translation is read in full.
 */
export function localeBundle(source: { file: string; text: string | undefined }, translations: { file: string; text: string | undefined }[], lang: string): I18nBundle | null {
  const en = yaml(source.text);
  if (!en) return null;
  const messages = new Map(Object.entries((en["messages"] as Record<string, unknown>) ?? {}).filter(([, v]) => typeof v === "string").map(([k, v]) => [k, { text: v as string, at: nowhere(source.file) }]));
  const locales: Locales = { source: { language: String(en["language"] ?? "en"), name: String(en["name"] ?? "English"), file: source.file, messages }, translations: [], files: new Map(), diagnostics: [] };
  for (const { file, text = "" } of translations) {
    const code = /^language:\s*"?([\w-]+)"?\s*$/m.exec(text)?.[1];
    if (code && code !== lang) {
      const name = /^name:\s*"?(.*?)"?\s*$/m.exec(text)?.[1] ?? code;
      locales.translations.push({ language: code, name, file, entries: new Map() });
      continue;
    }
    const t = yaml(text);
    if (!t || typeof t["language"] !== "string") continue;
    const entries = new Map<string, TranslationEntry>();
    for (const [key, e] of Object.entries((t["strings"] as Record<string, { text?: unknown; source?: unknown }>) ?? {})) {
      if (e && typeof e.text === "string") entries.set(key, { key, text: e.text, source: typeof e.source === "string" ? e.source : null, at: nowhere(file) });
    }
    locales.translations.push({ language: t["language"], name: String(t["name"] ?? t["language"]), file, entries });
  }
  const sources = [...messages].map(([key, m]) => ({ key: `msg.${key}`, text: m.text, at: m.at }));
  return {
    sourceLanguage: locales.source!.language,
    languages: [{ code: locales.source!.language, name: locales.source!.name, file: source.file }, ...locales.translations.map((t) => ({ code: t.language, name: t.name, file: t.file }))],
    sources,
    byKey: new Map(sources.map((s) => [s.key, s])),
    aliases: {},
    translations: new Map(locales.translations.map((t) => [t.language, t])),
    options: [],
    keys: [],
    locales,
    namePrefixes: [],
  };
}
