import { defaultWorkers, playRandomGames } from "../../testing/parallel-games.js";
import { defineCommand, usage } from "../command.js";
import { runBotSimulation, SIMULATE_BOT_OPTIONS } from "./bots.js";
import { contentDir, contentFrom, SEED_OPTION, SELECTION_OPTIONS } from "./content-option.js";
import { translatorFor } from "../i18n-option.js";
import { gameWords } from "../../i18n/words.js";
import { runtimeErrorText } from "../../i18n/runtime-error-text.js";

export const simulateCommand = defineCommand({
  name: "simulate",
  details: true,
  options: {
    games: { kind: "int", value: "N", min: 1, max: 1_000_000, default: 100 },
    seed: SEED_OPTION,
    ...SELECTION_OPTIONS,
    check: { kind: "flag" },
    ...SIMULATE_BOT_OPTIONS,
  },
  async run(args) {
    const { games, seed, check } = args.values;
    const batch = (["bots", "shard", "out"] as const).find((o) => args.values[o] !== undefined) ?? (args.values["fixed-sides"] ? "fixed-sides" : null);
    if (batch && check) throw usage("CW909", `\`--check\` and \`--${batch}\` cannot be used together`, "cli.arg.together", { a: "--check", b: `--${batch}` }, args.at("check"));
    if (batch) return runBotSimulation(args);
    const workers = args.values.workers === undefined || args.values.workers === "auto" ? defaultWorkers() : Number(args.values.workers);
    const content = contentFrom(args);
    const dir = contentDir(args);
    const tr = translatorFor(args, dir);
    // Compiled before the clock starts when this thread plays (the content compiles its game when
    // first asked for it); workers compile their own.
    if (workers === 1) void content.game;
    const t0 = performance.now();
    const results = await playRandomGames({ dir, selection: content.selection, seed, games, check: check === true, workers });
    const s = (performance.now() - t0) / 1000;
    // Why a game ended in the game's words (its message game.reason), as the bots' summary says it.
    const ending = gameWords({ scoreName: "", progressName: "" }, tr).reason;
    const outcomes = new Map<string, number>();
    let decisions = 0;
    let problems = 0;
    for (const r of results) {
      decisions += r.decisions;
      if (r.crash || r.violations.length) {
        problems++;
        // An error of the content's code in the reader's language (its place as it is); the engine's own, as its stack says it.
        const crash = r.crash && r.crashSaid ? `EffectRuntimeError: ${runtimeErrorText(tr, { said: r.crashSaid, english: r.crash.replace(/^EffectRuntimeError: /, "") })}` : r.crash;
        if (problems <= 5) console.log(`game seed ${r.seed}: ${crash ? `crash: ${crash}` : r.violations.slice(0, 3).join("; ")}`);
      }
      const key = tr.t("cli.simulate.outcome", r.result ? { winner: r.result.winner, reason: ending(r.result.reason) } : { winner: "unfinished" });
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    }
    for (const [k, n] of [...outcomes].sort((a, b) => b[1] - a[1])) console.log(`${String(n).padStart(7)}  ${k}`);
    console.log(tr.t("cli.simulate.games", { games, decisions, seconds: s, gamesPerSecond: games / s, decisionsPerSecond: Math.round(decisions / s), checked: check }));
    console.log(tr.t("cli.simulate.problems", { problems }));
    return problems ? 1 : 0;
  },
});
