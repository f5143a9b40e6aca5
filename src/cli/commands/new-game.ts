import { writeFileSync } from "node:fs";
import { startSession } from "../../engine/session.js";
import { checkFlags, intFlag, parseArgs, UsageError } from "../args.js";
import { contentFrom } from "./content-option.js";

export function newGameCommand(argv: string[]): number {
  const args = parseArgs(argv);
  checkFlags(args, ["scenario", "variant", "seed", "option", "out", "content"]);
  if (args.positionals.length) throw new UsageError(`unexpected argument "${args.positionals[0]}"`);
  const content = contentFrom(args);
  const save = startSession(content, { seed: intFlag(args, "seed", 1) });
  const json = JSON.stringify(save, null, 2);
  const out = args.flags.get("out")?.at(-1);
  const variants = save.variants.length ? ` + ${save.variants.join(" + ")}` : "";
  if (out) {
    writeFileSync(out, json + "\n");
    console.error(`wrote ${out}: ${save.scenario}${variants}, seed ${save.seed}; ${save.state.pending?.player} decides ${save.state.pending?.kind}`);
  } else console.log(json);
  return 0;
}
