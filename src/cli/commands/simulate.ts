import { defaultWorkers, playRandomGames } from "../../testing/parallel-games.js";
import { defineCommand } from "../command.js";
import { contentDir, contentFrom, SEED_OPTION, SELECTION_OPTIONS } from "./content-option.js";
import { translatorFor } from "../i18n-option.js";

export const simulateCommand = defineCommand({
  name: "simulate",
  summary: "Play N random legal games on every core; report results, crashes, broken invariants (--check) and throughput.",
  options: {
    games: { kind: "int", value: "N", help: "How many games.", min: 1, max: 100_000, default: 100 },
    seed: { ...SEED_OPTION, help: "Seed of the first game (the next ones use the following seeds)." },
    ...SELECTION_OPTIONS,
    check: { kind: "flag", help: "Check the engine's invariants after every move (slower)." },
    workers: { kind: "int", value: "N", help: `Worker threads playing games at once (default: the machine's cores, ${defaultWorkers()} here). The results are the same for any number.`, min: 1, max: 256 },
  },
  async run(args) {
    const { games, seed, check } = args.values;
    const workers = args.values.workers ?? defaultWorkers();
    const content = contentFrom(args);
    const dir = contentDir(args);
    const tr = translatorFor(args, dir);
    // Compiled before the clock starts when this thread plays (the content compiles its game when
    // first asked for it); workers compile their own.
    if (workers === 1) void content.game;
    const t0 = performance.now();
    const results = await playRandomGames({ dir, selection: content.selection, seed, games, check: check === true, workers });
    const s = (performance.now() - t0) / 1000;
    const outcomes = new Map<string, number>();
    let decisions = 0;
    let problems = 0;
    for (const r of results) {
      decisions += r.decisions;
      if (r.crash || r.violations.length) {
        problems++;
        if (problems <= 5) console.log(`game seed ${r.seed}: ${r.crash ? `crash: ${r.crash}` : r.violations.slice(0, 3).join("; ")}`);
      }
      const key = tr.t("cli.simulate.outcome", r.result ? { winner: r.result.winner, reason: r.result.reason } : { winner: "unfinished" });
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    }
    for (const [k, n] of [...outcomes].sort((a, b) => b[1] - a[1])) console.log(`${String(n).padStart(7)}  ${k}`);
    console.log(tr.t("cli.simulate.games", { games, decisions, seconds: s, gamesPerSecond: games / s, decisionsPerSecond: Math.round(decisions / s), checked: check }));
    console.log(tr.t("cli.simulate.problems", { problems }));
    return problems ? 1 : 0;
  },
});
