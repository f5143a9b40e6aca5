import { writeFileSync } from "node:fs";
import { startSession } from "../../engine/session.js";
import { checkFlags, intFlag, parseArgs, UsageError } from "../args.js";
import { contentFrom } from "./content-option.js";

export function newGameCommand(argv: string[]): number {
  const args = parseArgs(argv);
  checkFlags(args, ["scenario", "seed", "option", "out", "content"]);
  if (args.positionals.length) throw new UsageError(`unexpected argument "${args.positionals[0]}"`);
  const content = contentFrom(args);
  const scenario = args.flags.get("scenario")?.at(-1) ?? "standard";
  if (!content.scenarios[scenario]) throw new UsageError(`unknown scenario "${scenario}"; known: ${Object.keys(content.scenarios).join(", ")}`);
  const save = startSession(content, { scenario, seed: intFlag(args, "seed", 1), options: args.flags.get("option") ?? [] });
  const json = JSON.stringify(save, null, 2);
  const out = args.flags.get("out")?.at(-1);
  if (out) {
    writeFileSync(out, json + "\n");
    console.error(`wrote ${out}: ${scenario}, seed ${save.seed}; ${save.state.pending?.player} decides ${save.state.pending?.kind}`);
  } else console.log(json);
  return 0;
}
