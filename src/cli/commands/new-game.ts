import { startSession } from "../../engine/session.js";
import type { Bid } from "../../engine/game.js";
import { defineCommand, usage, type ArgLocation } from "../command.js";
import { checkWritable, writeAtomically } from "../output.js";
import { contentDir, contentFrom, SEED_OPTION, SELECTION_OPTIONS } from "./content-option.js";
import { translatorFor } from "../i18n-option.js";
import { cardOptionReport } from "../../content/card-options.js";

const BID = { pattern: /^(us|ussr):\d{1,2}$/, example: "us:3" };

export const newGameCommand = defineCommand({
  name: "new-game",
  summary: "Start a game and print it as JSON (a save file).",
  details: "--bid SIDE:N (tournament side auction: SIDE receives N bid Influence, deluxe) or --vp-bid SIDE:N (older editions: N VP).",
  options: {
    ...SELECTION_OPTIONS,
    seed: SEED_OPTION,
    out: { kind: "text", value: "FILE", help: "Write the save to FILE instead of printing it." },
    bid: { kind: "text", value: "SIDE:N", help: "Tournament bid: SIDE receives N extra setup Influence.", format: BID },
    "vp-bid": { kind: "text", value: "SIDE:N", help: "Older editions' bid: SIDE receives N VP.", format: BID },
  },
  run(args) {
    const { bid: influenceBid, "vp-bid": vpBid, out, seed } = args.values;
    if (influenceBid !== undefined && vpBid !== undefined) throw usage("CW909", "`--bid` and `--vp-bid` cannot be used together", "cli.arg.together", { a: "--bid", b: "--vp-bid" }, args.at("vp-bid"));
    if (out !== undefined) checkWritable(out, args.at("out", out));
    const content = contentFrom(args);
    const bid = parseBid(influenceBid, "influence", args.at("bid", influenceBid)) ?? parseBid(vpBid, "vp", args.at("vp-bid", vpBid));
    const save = startSession(content, { seed, ...(bid ? { bid } : {}) });
    const json = JSON.stringify(save, null, 2);
    const tr = translatorFor(args, contentDir(args));
    // With an option that adds cards, say which optional cards are in this game and which are not
    // (the Spanish-edition card is not among the deluxe optional cards).
    for (const line of cardOptionReport(content, tr, save.options)) console.error(line);
    if (out !== undefined) {
      writeAtomically(out, json + "\n");
      const variants = save.variants.map((v) => ` + ${tr.name("overlay", v)}`).join("");
      console.error(tr.t("cli.new_game.wrote", { file: out, scenario: save.scenario, variants, seed: save.seed, prompt: save.state.pending ? tr.prompt(save.state.pending) : "" }));
    } else console.log(json);
    return 0;
  },
});

/** `--bid us:3`: the US receives 3 bid Influence; `--vp-bid ussr:2`: the USSR receives 2 VP. */
function parseBid(text: string | undefined, kind: Bid["kind"], at: ArgLocation | undefined): Bid | null {
  if (text === undefined) return null;
  const [side, amount] = text.split(":") as [Bid["side"], string];
  if (Number(amount) > 20) throw usage("CW905", `a bid must be from 0 to 20, got ${amount}`, "cli.arg.bid_range", { got: amount }, at);
  return { side, amount: Number(amount), kind };
}
