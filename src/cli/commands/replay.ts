import { readFileSync, existsSync } from "node:fs";
import { replay, parseSave, SaveFileError } from "../../engine/session.js";
import { IllegalMoveError } from "../../engine/game.js";
import { checkFlags, parseArgs, UsageError } from "../args.js";
import { contentFrom } from "./content-option.js";

export function replayCommand(argv: string[]): number {
  const args = parseArgs(argv);
  checkFlags(args, ["content"]);
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
    const where = state.result ? `game over: ${state.result.winner} (${state.result.reason})` : `turn ${state.turn}, round ${state.round}; ${state.pending?.player} decides ${state.pending?.kind}`;
    console.log(`${file}: ${save.steps.length} steps replayed; ${where}; VP ${state.vp}, DEFCON ${state.defcon}`);
    if (!same) {
      console.log(`${file}: the replayed state differs from the saved state`);
      return 1;
    }
    console.log("replayed state matches the saved state");
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
