import { resolve } from "node:path";
import { contentCacheSpec, DEFAULT_CONTENT_DIR, diskReader, REPO_ROOT } from "../../content/load-dir.js";
import { cached, type CacheSpec } from "../../content/disk-cache.js";
import { DEFAULT_SELECTION, loadContent, type LoadResult } from "../../content/load.js";
import type { Diagnostic } from "../../diagnostics/diagnostic.js";
import { loadI18n, sourceDiagnostics, statusDiagnostics, translationStatus, type I18nLoad, type Translator } from "../../i18n/index.js";
import type { LanguageStatus } from "../../i18n/status.js";
import { bundleForCache, loadBundle, rememberBundle, translatorFor } from "../i18n-option.js";
import { defineCommand } from "../command.js";
import { checkContentFolder } from "./content-option.js";

export const validateCommand = defineCommand({
  name: "validate",
  summary: "Check a content folder: YAML, schemas, names and effect code. Lists every problem with file:line:column.",
  arguments: [{ name: "DIR", help: "The content folder (default: --content, or the default game's folder).", optional: true }],
  options: {},
  run(args) {
    const given = args.arguments[0] ?? args.values.content;
    const dir = resolve(given ?? DEFAULT_CONTENT_DIR);
    const at = args.arguments[0] !== undefined ? args.atArgument(0) : args.at("content", given);
    if (given !== undefined) checkContentFolder(given, at);
    const t0 = performance.now();
    const { load, i18n, translations: checked } = checkFolder(dir);
    const { content, diagnostics, compiledFrom } = load;
    const ms = performance.now() - t0;
    // Translations: problems of the locale files, then missing and outdated strings (warnings).
    if (i18n) rememberBundle(dir, i18n);
    const tr = translatorFor(args, dir);
    const translations = checked ?? (load.raw !== null ? translationCheck(loadBundle(dir)) : null);
    diagnostics.push(...(translations?.diagnostics ?? []));
    for (const d of diagnostics) console.log(tr.formatDiagnostic({ ...d, file: `${dir}/${d.file}`.replace(`${process.cwd()}/`, "") }));
    const errors = diagnostics.filter((d) => d.severity === "error").length;
    const warnings = diagnostics.length - errors;
    if (content && !errors) {
      // Counted from the declarations: validating compiles no game.
      const d = compiledFrom?.declarations;
      const spaces = d ? d.spaces.filter((x) => x.homeOf === null).length : content.game.spaces.filter((x) => x.homeOf === null).length;
      const cards = d ? d.cards.length : content.game.cards.length;
      const scripted = d ? d.cards.filter((c) => c.event !== null).length : content.game.cards.filter((c) => c.event !== null).length;
      const kinds = Object.values(content.overlays).reduce<Record<string, number>>((n, o) => ({ ...n, [o.kind]: (n[o.kind] ?? 0) + 1 }), {});
      console.log(tr.t("cli.validate.ok", { game: tr.text("game.name") ?? content.name, spaces, cards, scripted, scenarios: kinds.scenario ?? 0, variants: kinds.variant ?? 0, options: kinds.option ?? 0, warnings, ms: Math.round(ms) }));
      if (translations?.languages.length) console.log(translationSummary(tr, translations.languages));
      return 0;
    }
    console.log(tr.t("cli.validate.failed", { errors, warnings }));
    return 1;
  },
});

interface TranslationCheck {
  diagnostics: Diagnostic[];
  languages: Pick<LanguageStatus, "language" | "upToDate" | "total" | "missing" | "outdated">[];
}

interface FolderCheck {
  load: LoadResult;
  /** The folder's translations as loaded from its own files (null when its files could not be parsed). */
  i18n: I18nLoad | null;
  /** Their check, when the folder has its own locale files (else it is made with the default game's). */
  translations: TranslationCheck | null;
}

/**
 * Everything validate checks in a folder, through the disk cache as one entry: its content with
 * every overlay, and its translations (they name the content's cards and spaces, so they are
 * checked with the same files).
 */
function checkFolder(dir: string): FolderCheck {
  const spec: CacheSpec<FolderCheck> = {
    kind: "validate",
    key: [dir],
    save: (c) => ({ load: contentCacheSpec(dir, DEFAULT_SELECTION, true).save(c.load), i18n: c.i18n ? bundleForCache(c.i18n) : null, translations: c.translations }),
    restore: (saved) => {
      const x = saved as { load: unknown; i18n: I18nLoad | null; translations: TranslationCheck | null };
      return { load: contentCacheSpec(dir, DEFAULT_SELECTION, true).restore(x.load), i18n: x.i18n, translations: x.translations };
    },
  };
  return cached({ root: REPO_ROOT }, spec, diskReader(dir), (read) => {
    const load = loadContent(read, dir, DEFAULT_SELECTION, true);
    if (!load.raw) return { load, i18n: null, translations: null };
    const i18n = loadI18n(read, { raw: load.raw, sources: load.sources });
    return { load, i18n, translations: i18n.bundle.locales.source ? translationCheck(i18n) : null };
  });
}

function translationCheck({ bundle, diagnostics }: I18nLoad): TranslationCheck {
  const statuses = translationStatus(bundle);
  return {
    diagnostics: [...diagnostics, ...sourceDiagnostics(bundle), ...statusDiagnostics(statuses)],
    languages: statuses.map(({ language, upToDate, total, missing, outdated }) => ({ language, upToDate, total, missing, outdated })),
  };
}

/** One line: each language's share of up-to-date strings. */
function translationSummary(tr: Translator, languages: TranslationCheck["languages"]): string {
  const parts = languages.map((st) => tr.t("cli.validate.language", { lang: st.language, upToDate: st.upToDate, total: st.total, missing: st.missing, outdated: st.outdated }));
  return tr.t("cli.validate.translations", { summary: parts.join("; ") });
}
