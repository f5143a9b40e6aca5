import { writeFileSync } from "node:fs";
import { startSession } from "../../engine/session.js";
import type { Bid } from "../../engine/game.js";
import { checkFlags, intFlag, parseArgs, UsageError } from "../args.js";
import { contentDir, contentFrom } from "./content-option.js";
import { translatorFor } from "../i18n-option.js";
import { cardOptionReport } from "./card-options.js";

export function newGameCommand(argv: string[]): number {
  const args = parseArgs(argv);
  checkFlags(args, ["scenario", "variant", "seed", "option", "out", "content", "bid", "vp-bid", "lang"]);
  if (args.positionals.length) throw new UsageError(`unexpected argument "${args.positionals[0]}"`);
  const content = contentFrom(args);
  const bid = parseBid(args.flags.get("bid")?.at(-1), "influence") ?? parseBid(args.flags.get("vp-bid")?.at(-1), "vp");
  const save = startSession(content, { seed: intFlag(args, "seed", 1), ...(bid ? { bid } : {}) });
  const json = JSON.stringify(save, null, 2);
  const out = args.flags.get("out")?.at(-1);
  const tr = translatorFor(args, contentDir(args));
  // With an option that adds cards, say which optional cards are in this game and which are not
  // (the Spanish-edition card is not among the deluxe optional cards).
  for (const line of cardOptionReport(content, tr, save.options)) console.error(line);
  if (out) {
    writeFileSync(out, json + "\n");
    const variants = save.variants.map((v) => ` + ${tr.name("overlay", v)}`).join("");
    console.error(tr.t("cli.new_game.wrote", { file: out, scenario: save.scenario, variants, seed: save.seed, prompt: save.state.pending ? tr.prompt(save.state.pending) : "" }));
  } else console.log(json);
  return 0;
}

/** `--bid us:3`: the US receives 3 bid Influence; `--vp-bid ussr:2`: the USSR receives 2 VP. */
function parseBid(text: string | undefined, kind: Bid["kind"]): Bid | null {
  if (text === undefined) return null;
  const m = /^(us|ussr):(\d+)$/.exec(text);
  if (!m) throw new UsageError(`a bid is SIDE:AMOUNT, e.g. us:3 (got "${text}")`);
  return { side: m[1] as Bid["side"], amount: Number(m[2]), kind };
}
