// `cardwright log [FILE] [--lang L]`: a game's log in a language, one line per entry, then the
// decision it waits for. With a save file: that game. Without: a random legal game (--seed N,
// --moves N to stop early), the quickest way to watch the engine speak a language.
import { existsSync, readFileSync } from "node:fs";
import { parseSave, SaveFileError } from "../../engine/session.js";
import type { GameState } from "../../engine/state.js";
import type { Translator } from "../../i18n/index.js";
import { playRandomGame } from "../../testing/random-play.js";
import { checkFlags, intFlag, parseArgs, UsageError } from "../args.js";
import { contentDir, contentFrom } from "./content-option.js";
import { translatorFor } from "../i18n-option.js";

export function logCommand(argv: string[]): number {
  const args = parseArgs(argv);
  checkFlags(args, ["content", "lang", "seed", "moves", "option"]);
  if (args.positionals.length > 1) throw new UsageError("log takes at most one save file");
  const tr = translatorFor(args, contentDir(args));
  const file = args.positionals[0];
  let state: GameState;
  if (file) {
    if (!existsSync(file)) throw new UsageError(`no such file: ${file}`);
    const text = readFileSync(file, "utf8");
    let header: { scenario?: string; variants?: string[]; options?: string[] };
    try {
      header = JSON.parse(text) as typeof header;
    } catch {
      header = {};
    }
    try {
      const content = contentFrom(args, { scenario: header.scenario, variants: header.variants ?? [], options: header.options ?? [] });
      state = parseSave(file, text, content).state;
    } catch (e) {
      if (e instanceof SaveFileError) {
        console.error(e.message);
        return 1;
      }
      throw e;
    }
    console.log(tr.t("cli.log.header", { file, scenario: state.scenario, seed: state.seed, entries: state.log.length }));
  } else {
    const seed = intFlag(args, "seed", 1);
    const moves = intFlag(args, "moves", 20_000);
    const r = playRandomGame(contentFrom(args), seed, { options: args.flags.get("option") ?? [], maxDecisions: moves });
    if (r.crash) throw new Error(r.crash);
    state = r.state;
    console.log(tr.t("cli.log.random_game", { seed, decisions: r.decisions }));
  }
  for (const line of logLines(tr, state)) console.log(line);
  return 0;
}

/** The log of a game in a language, then its result or the decision it waits for. */
export function logLines(tr: Translator, state: GameState): string[] {
  const lines = state.log.map((e) => (e.k === "turn.start" ? `\n== ${tr.log(e)} ==` : `  ${tr.log(e)}`));
  if (state.result) lines.push(tr.t("cli.log.result", { winner: state.result.winner }));
  else if (state.pending) {
    const d = state.pending;
    lines.push(tr.t("cli.log.next", { prompt: tr.prompt(d) }));
    lines.push(tr.t("cli.log.options", { options: d.options.map((o) => tr.option(d, o)).join(" | ") }));
  }
  return lines;
}
