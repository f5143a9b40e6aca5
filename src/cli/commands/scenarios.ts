import { cardOptionDescription, cardOptions } from "../../content/card-options.js";
import { loadContentDir } from "../../content/load-dir.js";
import { ContentError } from "../../diagnostics/diagnostic.js";
import { overlayVictory, victoryLines } from "../../content/victory.js";
import { defineCommand } from "../command.js";
import { contentDir } from "./content-option.js";
import { translatorFor } from "../i18n-option.js";

/** Lists the scenarios, variants and options of the content, one line each. */
export const scenariosCommand = defineCommand({
  name: "scenarios",
  options: {},
  run(args) {
    const { content, diagnostics } = loadContentDir(contentDir(args));
    if (!content) throw new ContentError(diagnostics.filter((d) => d.severity === "error"), contentDir(args));
    const tr = translatorFor(args, contentDir(args));
    const described = (id: string, english: string) => tr.text(`overlay.${id}.description`) ?? english;
    const rows: [string, string, string][] = [];
    const brings = cardOptions(content);
    for (const o of Object.values(content.overlays)) rows.push([o.kind, o.id, brings.has(o.id) ? cardOptionDescription(brings, tr, o.id) : described(o.id, o.description)]);
    const order = { scenario: 0, variant: 1, option: 2 } as Record<string, number>;
    rows.sort((a, b) => order[a[0]]! - order[b[0]]! || a[1].localeCompare(b[1]));
    const width = Math.max(...rows.map((r) => r[1].length));
    const kinds = Object.fromEntries(["scenario", "variant", "option"].map((k) => [k, tr.t("cli.scenarios.kind", { kind: k })]));
    const kindWidth = Math.max(9, ...Object.values(kinds).map((k) => k.length + 1));
    const indent = " ".repeat(kindWidth + 1 + width + 2);
    for (const [kind, id, description] of rows) {
      console.log(`${(kinds[kind] ?? kind).padEnd(kindWidth)} ${id.padEnd(width)}  ${description}`);
      // How a scenario is won (its own words, or the game's); what a variant or option changes in it.
      const lines = kind === "scenario" ? victoryLines(content.manifest, content.overlays, { scenario: id, variants: [], options: [] }, tr) : [overlayVictory(content.overlays, id, tr)].filter((l) => l !== null);
      for (const text of lines) console.log(`${indent}${tr.t("cli.scenarios.victory", { kind, text })}`);
    }
    return 0;
  },
});
