import { startSession, type Value } from "../../kernel/index.js";
import type { Content } from "../../content/model.js";
import { startValueProblems, type StartValueProblem } from "../../content/start-values.js";
import type { MessagePart } from "../../diagnostics/diagnostic.js";
import { defineCommand, usage, type ArgLocation } from "../command.js";
import { checkWritable, writeAtomically } from "../output.js";
import { contentDir, contentFrom, SEED_OPTION, SELECTION_OPTIONS } from "./content-option.js";
import { translatorFor } from "../i18n-option.js";
import { cardOptionReport } from "../../content/card-options.js";

const BID = { pattern: /^[a-z][a-z0-9_]*:\d{1,3}(:[a-z][a-z0-9_]*)?$/, example: "SIDE:3" };

export const newGameCommand = defineCommand({
  name: "new-game",
  details: true,
  // Braces would open a placeholder in a message: the value's shape is given as an argument.
  helpArgs: { shape: "{ side, amount, kind }" },
  options: {
    ...SELECTION_OPTIONS,
    seed: SEED_OPTION,
    out: { kind: "text", value: "FILE" },
    bid: { kind: "text", value: "SIDE:N[:KIND]", format: BID },
  },
  run(args) {
    const { bid: bidText, out, seed } = args.values;
    if (out !== undefined) checkWritable(out, args.at("out", out));
    const content = contentFrom(args);
    const bid = parseBid(content, bidText, args.at("bid", bidText));
    const vars: Record<string, Value> = bid ? { bid: bid as Value } : {};
    const sel = content.selection;
    const save = startSession(content.game, { scenario: sel.scenario, variants: sel.variants, options: sel.options, seed, vars });
    const json = JSON.stringify(save, null, 2);
    const tr = translatorFor(args, contentDir(args));
    // With an option that adds cards, say which optional cards are in this game and which are not.
    for (const line of cardOptionReport(content, tr, save.options)) console.error(line);
    if (out !== undefined) {
      writeAtomically(out, json + "\n");
      const variants = save.variants.map((v) => ` + ${tr.name("overlay", v)}`).join("");
      const prompt = save.state.pending.map((d) => tr.prompt(d)).join("; ");
      console.error(tr.t("cli.new_game.wrote", { file: out, scenario: save.scenario, variants, seed: save.seed, prompt }));
    } else console.log(json);
    return 0;
  },
});

/** `--bid SIDE:3` or `--bid SIDE:3:KIND`: the start value of the game's `bid` variable. */
function parseBid(content: Content, text: string | undefined, at: ArgLocation | undefined): Record<string, unknown> | null {
  if (text === undefined) return null;
  const g = content.game;
  const [side, amount, kind] = text.split(":") as [string, string, string | undefined];
  if (!g.variable.has("bid")) throw usage("CW904", `${content.name} has no bids (it declares no \`bid\` variable)`, "cli.arg.no_bids", { game: content.name }, at);
  if (!g.sideIndex.has(side)) throw usage("CW904", `unknown side \`${side}\` (the sides: ${g.sides.join(", ")})`, "cli.arg.unknown_side", { side, sides: g.sides.join(", ") }, at);
  const bid = { side, amount: Number(amount), ...(kind ? { kind } : {}) };
  const problems = startValueProblems(content, { bid });
  // (Each problem in the reader's words, a schema error's; several joined by `;`.)
  const detail = problems.map((p) => p.message).join("; ");
  if (problems.length) throw usage("CW905", `a bid of ${text} is not allowed: ${detail}`, "cli.arg.bad_bid", { bid: text, detail: { detail, said: problemList(problems) } }, at);
  return bid;
}

/** Problems as one message part, each in its own words (its English when it has none), joined by `;` (cli.arg.problem_list, nested). */
function problemList(problems: readonly StartValueProblem[]): MessagePart {
  const [first, ...rest] = problems as [StartValueProblem, ...StartValueProblem[]];
  const one = first.said ?? { key: "runtime.other", args: { detail: first.message } };
  if (!rest.length) return one;
  return { key: "cli.arg.problem_list", parts: { first: one, rest: problemList(rest) } };
}
