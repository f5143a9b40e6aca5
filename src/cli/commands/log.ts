// `cardwright log [FILE] [--lang L]`: a game's log in a language, one line per entry, then the
// decision it waits for. With a save file: that game, checked the way `replay` checks it (its
// steps are replayed; a saved state that differs is a warning, and the log is the replayed game's)
// before anything is printed. Without: a
// random legal game (--seed N, --moves N to stop early), the quickest way to watch the engine
// speak a language.
import type { Game, State } from "../../kernel/index.js";
import type { Translator } from "../../i18n/index.js";
import { playRandomGame } from "../../testing/random-play.js";
import { defineCommand, usage } from "../command.js";
import { readSaveArgument, useGameOfSave } from "../save-option.js";
import { contentDir, contentFrom, SEED_OPTION } from "./content-option.js";
import { translatorFor } from "../i18n-option.js";

export const logCommand = defineCommand({
  name: "log",
  arguments: [{ name: "FILE", optional: true }],
  options: {
    seed: SEED_OPTION,
    moves: { kind: "int", value: "N", min: 1, max: 100_000, default: 20_000 },
    option: { kind: "text", value: "O", repeat: true },
  },
  run(args) {
    const file = args.arguments[0];
    if (file !== undefined) useGameOfSave(args, file);
    const tr = translatorFor(args, contentDir(args));
    let state: State;
    let g: Game;
    if (file !== undefined) {
      for (const name of ["seed", "moves", "option"] as const) {
        const at = args.at(name);
        if (at) throw usage("CW909", `\`--${name}\` is for a random game: it cannot be used with a save file`, "cli.arg.not_with_file", { option: `--${name}` }, at);
      }
      const loaded = readSaveArgument(args, file, args.atArgument(0));
      for (const d of loaded.diagnostics) console.error(tr.formatDiagnostic(d));
      if (!loaded.state || loaded.diagnostics.some((d) => d.severity === "error")) return 1;
      state = loaded.state;
      g = loaded.content!.game;
      console.log(tr.t("cli.log.header", { file, scenario: state.scenario, seed: state.seed, entries: state.log.length }));
    } else {
      const { seed, moves } = args.values;
      const content = contentFrom(args, { scenario: "standard", variants: [], options: args.values.option ?? [] });
      g = content.game;
      const r = playRandomGame(g, seed, { ...content.selection, maxDecisions: moves });
      if (r.crash) throw new Error(r.crash);
      state = r.state;
      console.log(tr.t("cli.log.random_game", { seed, decisions: r.decisions }));
    }
    for (const line of logLines(tr, g, state)) console.log(line);
    return 0;
  },
});

/**
 * The log of a game in a language, then its result or the decisions it waits for. A line that
 * starts a turn (key `<turn counter>.start`, e.g. turn.start) heads the lines after it.
 */
export function logLines(tr: Translator, g: Game, state: State): string[] {
  const heading = g.turnVariable ? `${g.turnVariable}.start` : null;
  const lines = state.log.map((e) => (e.k === heading ? `\n== ${tr.log(e)} ==` : `  ${tr.log(e)}`));
  if (state.result) lines.push(tr.t("cli.log.result", { winner: state.result.winner }));
  else
    for (const d of state.pending) {
      lines.push(tr.t("cli.log.next", { prompt: tr.prompt(d) }));
      lines.push(tr.t("cli.log.options", { options: d.options.map((o) => tr.option(d, o)).join(" | ") }));
    }
  return lines;
}
