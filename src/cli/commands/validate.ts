import { resolve } from "node:path";
import { loadContentDir, DEFAULT_CONTENT_DIR } from "../../content/load-dir.js";
import type { Diagnostic } from "../../diagnostics/diagnostic.js";
import { sourceDiagnostics, statusDiagnostics, translationStatus, type Translator } from "../../i18n/index.js";
import { loadBundle, translatorFor } from "../i18n-option.js";
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
    const { content, diagnostics, raw, sources } = loadContentDir(dir);
    const ms = performance.now() - t0;
    // Translations: problems of the locale files, then missing and outdated strings (warnings).
    const tr = translatorFor(args, dir, { raw, sources });
    const translations = raw ? translationDiagnostics(dir, { raw, sources }) : { diagnostics: [], summary: "" };
    diagnostics.push(...translations.diagnostics);
    for (const d of diagnostics) console.log(tr.formatDiagnostic({ ...d, file: `${dir}/${d.file}`.replace(`${process.cwd()}/`, "") }));
    const errors = diagnostics.filter((d) => d.severity === "error").length;
    const warnings = diagnostics.length - errors;
    if (content && !errors) {
      const g = content.game;
      const scripted = g.cards.filter((c) => c.event !== null).length;
      const kinds = Object.values(content.overlays).reduce<Record<string, number>>((n, o) => ({ ...n, [o.kind]: (n[o.kind] ?? 0) + 1 }), {});
      console.log(tr.t("cli.validate.ok", { game: tr.text("game.name") ?? content.name, spaces: g.spaces.filter((s) => s.homeOf === null).length, cards: g.cards.length, scripted, scenarios: kinds.scenario ?? 0, variants: kinds.variant ?? 0, options: kinds.option ?? 0, warnings, ms: Math.round(ms) }));
      if (translations.summary) console.log(translationSummary(tr, dir));
      return 0;
    }
    console.log(tr.t("cli.validate.failed", { errors, warnings }));
    return 1;
  },
});

function translationDiagnostics(dir: string, already: Parameters<typeof loadBundle>[1]): { diagnostics: Diagnostic[]; summary: string } {
  const { bundle, diagnostics } = loadBundle(dir, already);
  const out = [...diagnostics, ...sourceDiagnostics(bundle), ...statusDiagnostics(translationStatus(bundle))];
  return { diagnostics: out, summary: bundle.translations.size ? "yes" : "" };
}

/** One line: each language's share of up-to-date strings. */
function translationSummary(tr: Translator, dir: string): string {
  const parts = translationStatus(loadBundle(dir).bundle).map((st) => tr.t("cli.validate.language", { lang: st.language, upToDate: st.upToDate, total: st.total, missing: st.missing, outdated: st.outdated }));
  return tr.t("cli.validate.translations", { summary: parts.join("; ") });
}
