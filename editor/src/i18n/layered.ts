// Two locale folders of no game spoken as one: the editor's own messages over the engine's
// (src/locales/: diagnostics, the Play page's and the command line's words). A key both have is
// the upper one's; the lower one's other messages and translations are kept.
import type { I18nBundle } from "../../../src/i18n/bundle.js";

export function layered(upper: I18nBundle, lower: I18nBundle): I18nBundle {
  const sources = [...upper.sources, ...lower.sources.filter((s) => !upper.byKey.has(s.key))];
  const translations = new Map(lower.translations);
  for (const [lang, t] of upper.translations) {
    const below = lower.translations.get(lang);
    translations.set(lang, below ? { ...t, entries: new Map([...below.entries, ...t.entries]) } : t);
  }
  const languages = [...upper.languages, ...lower.languages.filter((l) => !upper.languages.some((u) => u.code === l.code))];
  return { ...upper, sources, byKey: new Map(sources.map((s) => [s.key, s])), translations, languages };
}
