// A content setup as a designer writes it: the overlays on top of a base scenario, joined by `+`
// (`chinese_civil_war`, `late_war+us_handicap`), or a base scenario alone (`standard`). Each id is
// looked up among what the content folder offers to know whether it is a scenario, a variant or
// an option.
import type { OverlayInfo } from "../content/model.js";
import { closest } from "../diagnostics/closest.js";
import { SaidError } from "../diagnostics/said-error.js";
import type { GameSetup } from "../sim/play-game.js";
import type { Words } from "../i18n/words.js";
import { englishWords } from "./words.js";

/** A setup that cannot be read: its message `cli.setup.*` (src/locales/). */
export class SetupSpecError extends SaidError {
  override name = "SetupSpecError";
}

export function parseSetup(spec: string, overlays: Record<string, Pick<OverlayInfo, "kind">>, baseScenario = "standard"): GameSetup {
  const setup: GameSetup = { scenario: baseScenario, variants: [], options: [] };
  const ids = spec.split("+").map((x) => x.trim()).filter(Boolean);
  if (!ids.length) throw new SetupSpecError({ key: "cli.setup.empty" }, "an empty setup: name a scenario, variants or options joined by +");
  let scenarioGiven = false;
  for (const id of ids) {
    const o = overlays[id];
    if (!o) {
      const offered = Object.keys(overlays).sort().join(", ");
      // A near miss (a typo) is named first: the whole list is long and alphabetical.
      const suggestion = closest(id, Object.keys(overlays));
      if (suggestion) throw new SetupSpecError({ key: "cli.setup.unknown_near", args: { id, suggestion, offered } }, `unknown scenario, variant or option \`${id}\`: did you mean \`${suggestion}\`? (the content offers: ${offered})`);
      throw new SetupSpecError({ key: "cli.setup.unknown", args: { id, offered } }, `unknown scenario, variant or option \`${id}\`; the content offers: ${offered}`);
    }
    if (o.kind === "scenario") {
      if (scenarioGiven) throw new SetupSpecError({ key: "cli.setup.two_scenarios", args: { setup: spec } }, `\`${spec}\` names two scenarios`);
      scenarioGiven = true;
      setup.scenario = id;
    } else if (o.kind === "variant") setup.variants.push(id);
    else setup.options.push(id);
  }
  return setup;
}

export function describeSetup(s: GameSetup): string {
  return [s.scenario, ...s.variants, ...s.options].join(" + ");
}

/** The title of a report comparing two setups of the same content (English: the report's data keeps it so). */
export function balanceTitle(a: GameSetup, b: GameSetup): string {
  return englishWords().t("cli.balance.title", { a: describeSetup(a), b: describeSetup(b) });
}

/** The editor's titles: its edited content against the saved files, or one setup alone (English, as balanceTitle). */
export function editorBalanceTitle(kind: "saved" | "alone", a: GameSetup): string {
  return englishWords().t(kind === "saved" ? "cli.balance.title_saved" : "cli.balance.title_alone", { setup: describeSetup(a) });
}

/**
 * A report's title in `w`'s language: the report keeps it in English (its JSON is the same whoever
 * ran it), so a title of one of the forms above is said again in the language; any other as it is.
 */
export function balanceTitleOf(r: { title: string; single?: boolean; a: { setup: GameSetup }; b: { setup: GameSetup } }, w: Words): string {
  if (w.lang === "en") return r.title;
  const a = describeSetup(r.a.setup);
  if (r.title === balanceTitle(r.a.setup, r.b.setup)) return w.t("cli.balance.title", { a, b: describeSetup(r.b.setup) });
  if (r.title === editorBalanceTitle("saved", r.a.setup)) return w.t("cli.balance.title_saved", { setup: a });
  if (r.title === editorBalanceTitle("alone", r.a.setup)) return w.t("cli.balance.title_alone", { setup: a });
  return r.title;
}
