import { SAVE_VERSION } from "../../engine/session.js";
import { defineCommand } from "../command.js";
import { checkWritable, writeAtomically } from "../output.js";
import { readSaveArgument } from "../save-option.js";
import { contentDir } from "./content-option.js";
import { translatorFor } from "../i18n-option.js";

export const replayCommand = defineCommand({
  name: "replay",
  summary: "Replay a save file's moves from the start and check that they reproduce its state.",
  details: "Problems in the save (JSON, shape, an illegal step, a state that differs) are errors at file:line:column (exit 1).",
  arguments: [{ name: "FILE", help: "A save file (from `cardwright new-game --out FILE`)." }],
  options: {
    upgrade: { kind: "flag", help: `Rewrite an older save as version ${SAVE_VERSION} once it replays correctly.` },
  },
  run(args) {
    const tr = translatorFor(args, contentDir(args));
    const file = args.arguments[0]!;
    const { save, state, diagnostics } = readSaveArgument(args, file, args.atArgument(0));
    for (const d of diagnostics) console.error(tr.formatDiagnostic(d));
    if (!save || !state || diagnostics.some((d) => d.severity === "error")) return 1;
    const where = state.result
      ? tr.t("cli.replay.over", { winner: state.result.winner, reason: state.result.reason })
      : tr.t("cli.replay.position", { turn: state.turn, round: state.round, prompt: state.pending ? tr.prompt(state.pending) : "" });
    console.log(tr.t("cli.replay.summary", { file, steps: save.steps.length, where, vp: state.vp, defcon: state.defcon }));
    console.log(tr.t("cli.replay.matches"));
    if (args.values.upgrade && diagnostics.some((d) => d.code === "CW703")) {
      checkWritable(file, args.atArgument(0));
      writeAtomically(file, JSON.stringify({ ...save, version: SAVE_VERSION }, null, 2) + "\n");
      console.log(tr.t("cli.replay.upgraded", { file, version: SAVE_VERSION }));
    }
    return 0;
  },
});
