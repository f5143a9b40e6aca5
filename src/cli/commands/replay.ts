import { SAVE_VERSION } from "../../kernel/index.js";
import { defineCommand } from "../command.js";
import { checkWritable, writeAtomically } from "../output.js";
import { readSaveArgument, useGameOfSave } from "../save-option.js";
import { stateArgs } from "../state-args.js";
import { contentDir } from "./content-option.js";
import { translatorFor } from "../i18n-option.js";

export const replayCommand = defineCommand({
  name: "replay",
  details: true,
  arguments: [{ name: "FILE" }],
  options: {
    upgrade: { kind: "flag", helpArgs: { version: SAVE_VERSION } },
  },
  run(args) {
    const file = args.arguments[0]!;
    useGameOfSave(args, file);
    const tr = translatorFor(args, contentDir(args));
    const { save, content, state, diagnostics } = readSaveArgument(args, file, args.atArgument(0));
    for (const d of diagnostics) console.error(tr.formatDiagnostic(d));
    if (!save || !state || !content || diagnostics.some((d) => d.severity === "error")) return 1;
    const values = stateArgs(content.game, state);
    const where = state.result
      ? tr.t("cli.replay.over", { outcome: tr.log({ k: "game.over", a: { winner: state.result.winner, reason: state.result.reason } }) })
      : tr.t("cli.replay.position", { ...values, prompt: state.pending.map((d) => tr.prompt(d)).join("; ") });
    console.log(tr.t("cli.replay.summary", { ...values, file, steps: save.steps.length, where }));
    // An older save's state has the old engine's shape: only its steps were checked. A saved
    // state that differs (CW709, a warning) is not the game: the replayed one is.
    const upgraded = diagnostics.some((d) => d.code === "CW703");
    const differs = diagnostics.some((d) => d.code === "CW709");
    console.log(upgraded ? tr.t("cli.replay.steps_only", { version: save.version }) : differs ? tr.t("cli.replay.differs") : tr.t("cli.replay.matches"));
    if (args.values.upgrade && (upgraded || differs)) {
      checkWritable(file, args.atArgument(0));
      // The steps are the truth; the state written is the one they lead to now.
      writeAtomically(file, JSON.stringify({ ...save, version: SAVE_VERSION, state }, null, 2) + "\n");
      console.log(upgraded ? tr.t("cli.replay.upgraded", { file, version: SAVE_VERSION }) : tr.t("cli.replay.rewritten", { file }));
    }
    return 0;
  },
});
