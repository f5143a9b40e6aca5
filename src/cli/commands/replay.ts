import { readFileSync, existsSync } from "node:fs";
import { replay, parseSave, SaveFileError } from "../../engine/session.js";
import { IllegalMoveError } from "../../engine/game.js";
import { checkFlags, parseArgs, UsageError } from "../args.js";
import { contentDir, contentFrom } from "./content-option.js";
import { translatorFor } from "../i18n-option.js";

export function replayCommand(argv: string[]): number {
  const args = parseArgs(argv);
  checkFlags(args, ["content", "lang"]);
  const tr = translatorFor(args, contentDir(args));
  const file = args.positionals[0];
  if (!file || args.positionals.length > 1) throw new UsageError("replay takes one save file");
  if (!existsSync(file)) throw new UsageError(`no such file: ${file}`);
  try {
    const text = readFileSync(file, "utf8");
    const header = JSON.parse(text) as { scenario?: string; variants?: string[]; options?: string[] };
    const content = contentFrom(args, { scenario: header.scenario, variants: header.variants ?? [], options: header.options ?? [] });
    const save = parseSave(file, text, content);
    const state = replay(content, save);
    const same = JSON.stringify(state) === JSON.stringify(save.state);
    const where = state.result
      ? tr.t("cli.replay.over", { winner: state.result.winner, reason: state.result.reason })
      : tr.t("cli.replay.position", { turn: state.turn, round: state.round, prompt: state.pending ? tr.prompt(state.pending) : "" });
    console.log(tr.t("cli.replay.summary", { file, steps: save.steps.length, where, vp: state.vp, defcon: state.defcon }));
    if (!same) {
      console.log(tr.t("cli.replay.differs", { file }));
      return 1;
    }
    console.log(tr.t("cli.replay.matches"));
    return 0;
  } catch (e) {
    if (e instanceof SyntaxError) {
      console.error(parseSave(file, readFileSync(file, "utf8"), contentFrom(args)) && "");
      return 1;
    }
    if (e instanceof SaveFileError) {
      console.error(e.message);
      return 1;
    }
    if (e instanceof IllegalMoveError) {
      console.error(`${file}: ${e.message}`);
      return 1;
    }
    throw e;
  }
}
