// `simulate --bots …`, `balance` and `merge`: the declarative faces of the bot commands in
// bot-commands.ts. Each checks its arguments here (a located, coded usage error at the argument at
// fault) and then runs the library function.
import { parseSetup, SetupSpecError } from "../../balance/setup-spec.js";
import { botFactory, BotSpecError } from "../../bots/index.js";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { CARDS_DIR, DEFAULT_CONTENT_DIR, requireContent } from "../../content/load-dir.js";
import { parseShard, ShardError } from "../../sim/shard.js";
import { balance, BotUsageError, merge, overlayNames, parseBots, simulate, type Io, type ScoreNames } from "../bot-commands.js";
import { badValue, defineCommand, usage, type ArgLocation, type OptionSpec } from "../command.js";
import { checkWritable } from "../output.js";
import { contentDir, SEED_OPTION } from "./content-option.js";
import { translatorFor } from "../i18n-option.js";

export const BOT_OPTIONS = {
  bots: { kind: "text", value: "SIDE=BOT,…", format: { pattern: /^[a-z0-9_]+=[a-z0-9:]+(,[a-z0-9_]+=[a-z0-9:]+)*$/, example: "SIDE=BOT,SIDE=BOT" } },
  workers: { kind: "text", value: "auto|N", format: { pattern: /^(auto|[1-9][0-9]*)$/, example: { detail: "auto or 4", said: { key: "cli.arg.example.workers" } } } },
} as const satisfies Record<string, OptionSpec>;

export const SIMULATE_BOT_OPTIONS = {
  ...BOT_OPTIONS,
  shard: { kind: "text", value: "I/N", format: { pattern: /^[1-9][0-9]*\/[1-9][0-9]*$/, example: "3/10" } },
  out: { kind: "text", value: "FILE" },
  "fixed-sides": { kind: "flag" },
} as const satisfies Record<string, OptionSpec>;

const stdio = (): Io => ({ out: process.stdout, err: process.stderr });

/** The --bots value checked against the game's sides and the bot names, with the error at its place. */
function checkedBots(text: string, sides: readonly string[], at: ArgLocation | undefined): string {
  try {
    for (const spec of Object.values(parseBots(text, sides))) botFactory(spec);
  } catch (e) {
    if (e instanceof BotUsageError || e instanceof BotSpecError) throw badValue("--bots", text, e, at);
    throw e;
  }
  return text;
}

/** `simulate` with `--bots`: a batch of games between bots (the rest of simulate is in simulate.ts). */
export async function runBotSimulation(args: {
  values: { games: number; seed: number; scenario?: string | undefined; variant: string[]; option: string[]; content?: string | undefined; lang?: string | undefined; bots?: string | undefined; workers?: string | undefined; shard?: string | undefined; out?: string | undefined; "fixed-sides": boolean };
  at(option: string, value?: string): ArgLocation | undefined;
}): Promise<number> {
  const v = args.values;
  const dir = contentDir(args);
  const content = requireContent(dir, { scenario: v.scenario ?? "standard", variants: v.variant, options: v.option });
  // Without --bots, every side plays at random (the classic simulate, on the batch runner).
  const bots = checkedBots(v.bots ?? content.game.sides.map((x) => `${x}=random`).join(","), content.game.sides, args.at("bots", v.bots));
  if (v.shard) {
    try {
      parseShard(v.shard);
    } catch (e) {
      if (e instanceof ShardError) throw badValue("--shard", v.shard, e, args.at("shard", v.shard));
      throw e;
    }
  }
  if (v.out) checkWritable(v.out, args.at("out", v.out));
  // The summary in --lang's words (the records stay as they are).
  const words = translatorFor(args, dir);
  return simulate(
    { contentDir: dir, scenario: v.scenario ?? "standard", variants: v.variant, options: v.option, bots, games: v.games, seed: v.seed, fixedSides: v["fixed-sides"], words, ...(v.workers ? { workers: v.workers } : {}), ...(v.shard ? { shard: v.shard } : {}), ...(v.out ? { out: v.out } : {}) },
    stdio(),
  );
}

export const balanceCommand = defineCommand({
  name: "balance",
  details: true,
  options: {
    variant: { kind: "text", value: "SETUP" },
    against: { kind: "text", value: "SETUP" },
    ...BOT_OPTIONS,
    games: { kind: "int", value: "N", min: 1, max: 1_000_000, default: 1000 },
    seed: SEED_OPTION,
    out: { kind: "text", value: "PREFIX" },
  },
  async run(args) {
    const v = args.values;
    const dir = contentDir(args);
    const base = requireContent(dir);
    if (!v.variant) throw usage("CW907", "missing --variant SETUP", "cli.arg.missing", { name: "--variant SETUP" });
    for (const [option, text] of [["variant", v.variant], ["against", v.against ?? "standard"]] as const) {
      try {
        parseSetup(text, base.overlays);
      } catch (e) {
        if (e instanceof SetupSpecError) throw badValue(`--${option}`, text, e, args.at(option, text));
        throw e;
      }
    }
    const bots = checkedBots(v.bots ?? base.game.sides.map((s) => `${s}=careful`).join(","), base.game.sides, args.at("bots", v.bots));
    if (v.out) checkWritable(`${v.out}.html`, args.at("out", v.out));
    // The summary and the HTML report in --lang's words (the JSON data stays as it is).
    const words = translatorFor(args, dir);
    return balance({ contentDir: dir, variant: v.variant, against: v.against ?? "standard", bots, games: v.games, seed: v.seed, words, ...(v.workers ? { workers: v.workers } : {}), ...(v.out ? { out: v.out } : {}) }, stdio());
  },
});

export const mergeCommand = defineCommand({
  name: "merge",
  details: true,
  arguments: [{ name: "FILES", many: true }],
  options: {
    out: { kind: "text", value: "FILE" },
  },
  async run(args) {
    const v = args.values;
    if (v.out) checkWritable(v.out, args.at("out", v.out));
    // --game or --content says whose words to use; without them, the game the records name (a game
    // not here: the command line's words, its endings, score and length by its ids).
    const given = typeof v.content === "string" ? contentDir(args) : null;
    const names = (gameId: string | null): ScoreNames => {
      const dir = given ?? (gameId === null ? DEFAULT_CONTENT_DIR : resolve(CARDS_DIR, gameId));
      if (!given && gameId !== null && !existsSync(join(dir, "game.yaml"))) {
        // The command line's words only: the default game's names of endings, score and length are not this game's.
        const tr = translatorFor(args, DEFAULT_CONTENT_DIR);
        return { words: { lang: tr.lang, t: tr.t } };
      }
      const content = requireContent(dir);
      const g = content.game;
      if (gameId !== null && g.id !== gameId) throw new BotUsageError({ key: "cli.run.other_game", args: { records: gameId, game: g.id } }, `the records are games of ${gameId}, not of ${g.id} (leave out --game and --content: the records say their game)`);
      const words = translatorFor(args, dir);
      return { ...(g.bots?.score ? { score: g.bots.score.name } : {}), ...(g.bots?.progress ? { progress: g.bots.progress.name } : {}), words, overlayName: overlayNames(content.overlays, words) };
    };
    return merge({ files: args.arguments, ...(v.out ? { out: v.out } : {}), names, words: translatorFor(args, given ?? DEFAULT_CONTENT_DIR) }, stdio());
  },
});
